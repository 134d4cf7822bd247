"""What the user should know: one notice at a time in one bar, with how many there are
("2 of 3"), arrows (and the Left and Right keys) to go through them, and a Dismiss for
the one shown.

The bar is as tall as the tallest notice it holds, up to a few lines (a longer one
scrolls), whatever their number: more notices never squeeze the panels below, and going
through them never moves what is beneath.
"""

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

from ..core.words import number
from . import theme

_KEPT = 20  # the oldest go beyond this many
LINES_IN_VIEW = 4  # a longer notice scrolls inside the bar


def _words_label(parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class _AllWords:
    """Every notice's words, newest last, one per line (`NoticeBar.text.text()`)."""

    def __init__(self, bar: "NoticeBar") -> None:
        self._bar = bar

    def text(self) -> str:
        return "\n".join(self._bar.messages())


class NoticeBar(QFrame):
    """The notices, newest last, shown one at a time until each is dismissed.

    A new notice is shown at once; the others wait behind it, counted. Hidden when
    there is none.

    Attributes:
        message: the words of the notice shown (plain text, selectable).
        count: which notice is shown, of how many ("2 of 3"); hidden for one alone.

    Signals:
        emptied(): the user dismissed the last notice.
    """

    emptied = Signal()

    def __init__(self, parent: QWidget | None = None, *, lines_in_view: int = LINES_IN_VIEW):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Notices"))
        self._messages: list[str] = []
        self._index = 0
        self._lines_in_view = lines_in_view

        icon = QLabel(self)
        icon.setPixmap(theme.icon("ready").pixmap(QSize(18, 18)))
        self.message = _words_label()
        self.message_area = QScrollArea(self)
        self.message_area.setFrameShape(QFrame.Shape.NoFrame)
        self.message_area.setWidgetResizable(True)
        self.message_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.message_area.setWidget(self.message)
        self.message_area.installEventFilter(self)  # the words' height follows their width
        self._ruler = _words_label(self)  # measures the notices not shown
        self._ruler.hide()
        self.previous_button = QToolButton(self)
        self.previous_button.setAutoRaise(True)
        self.previous_button.setAccessibleName(self.tr("Previous notice"))
        self.count = QLabel(self)
        self.next_button = QToolButton(self)
        self.next_button.setAutoRaise(True)
        self.next_button.setAccessibleName(self.tr("Next notice"))
        for button in (self.previous_button, self.next_button):
            button.setToolTip(button.accessibleName())
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # The words keep their width whether the count is shown or not: no height changes.
        for widget in (self.previous_button, self.count, self.next_button):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        self.dismiss_button = QPushButton(self.tr("Dismiss"), self)
        self.dismiss_button.setFlat(True)
        self.dismiss_button.setAccessibleName(self.tr("Dismiss this notice"))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(theme.SPACING, 4, 4, 4)
        layout.setSpacing(theme.SPACING)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.message_area, 1)
        beside: tuple[QWidget, ...] = (
            self.previous_button,
            self.count,
            self.next_button,
            self.dismiss_button,
        )
        for side in beside:
            layout.addWidget(side, 0, Qt.AlignmentFlag.AlignTop)

        self.previous_button.clicked.connect(self.show_previous)
        self.next_button.clicked.connect(self.show_next)
        self.dismiss_button.clicked.connect(self.dismiss_shown)
        # Left and Right go the way the arrows point, in either writing direction.
        for key, slot in ((Qt.Key.Key_Left, self._on_left), (Qt.Key.Key_Right, self._on_right)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.text = _AllWords(self)
        self.setVisible(False)

    # --- what there is ---------------------------------------------------------

    def messages(self) -> list[str]:
        """Every notice's words, oldest first."""
        return list(self._messages)

    def shown(self) -> str | None:
        """The words of the notice in view, None when there is none."""
        return self._messages[self._index] if self._messages else None

    # --- changing --------------------------------------------------------------

    def show_message(self, message: str) -> None:
        """Show a notice now, in front of the others; the same words again move to the end."""
        if message in self._messages:
            self._messages.remove(message)
        self._messages.append(message)
        del self._messages[:-_KEPT]
        self._index = len(self._messages) - 1
        self.setVisible(True)
        self._refresh()

    @Slot()
    def dismiss(self) -> None:
        """Dismiss every notice."""
        self._messages.clear()
        self.hide()

    @Slot()
    def dismiss_shown(self) -> None:
        """Dismiss the notice in view; the next one takes its place."""
        if not self._messages:
            return
        had_focus = self.dismiss_button.hasFocus()
        del self._messages[self._index]
        if not self._messages:
            self.hide()
            self.emptied.emit()
            return
        self._index = min(self._index, len(self._messages) - 1)
        self._refresh()
        if had_focus:
            self.dismiss_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def show_previous(self) -> None:
        """The notice before the one in view (from the first, the last)."""
        if self._messages:
            self._index = (self._index - 1) % len(self._messages)
            self._refresh()

    @Slot()
    def show_next(self) -> None:
        """The notice after the one in view (from the last, the first)."""
        if self._messages:
            self._index = (self._index + 1) % len(self._messages)
            self._refresh()

    @Slot()
    def _on_left(self) -> None:
        self._step_towards(Qt.LayoutDirection.LeftToRight)

    @Slot()
    def _on_right(self) -> None:
        self._step_towards(Qt.LayoutDirection.RightToLeft)

    def _step_towards(self, backwards_in: Qt.LayoutDirection) -> None:
        if self.layoutDirection() == backwards_in:
            self.show_previous()
        else:
            self.show_next()

    # --- what is in view ---------------------------------------------------------

    def _refresh(self) -> None:
        shown = self.shown()
        if shown is None:
            return
        self.message.setText(shown)
        self.dismiss_button.setAccessibleDescription(shown)
        self.setAccessibleDescription(shown)
        several = len(self._messages) > 1
        self.count.setText(
            self.tr("{index} of {count}", "which notice is shown, of how many").format(
                index=number(self._index + 1), count=number(len(self._messages))
            )
        )
        right_to_left = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        arrow = Qt.ArrowType
        self.previous_button.setArrowType(arrow.RightArrow if right_to_left else arrow.LeftArrow)
        self.next_button.setArrowType(arrow.LeftArrow if right_to_left else arrow.RightArrow)
        for widget in (self.previous_button, self.count, self.next_button):
            widget.setVisible(several)
        self.message_area.verticalScrollBar().setValue(0)
        self._fit()

    def _height_of(self, message: str, width: int) -> int:
        self._ruler.setText(message)
        return self._ruler.heightForWidth(width)

    def _fit(self) -> None:
        """As tall as the tallest notice held, up to a few lines; a longer one scrolls."""
        shown = self.shown()
        if shown is None:
            return
        width = self.message_area.width()
        limit = self.fontMetrics().lineSpacing() * self._lines_in_view
        tallest = min(limit, max(self._height_of(m, width) for m in self._messages))
        needed = self._height_of(shown, width)
        if needed > tallest:  # a scroll bar takes part of the width
            needed = self._height_of(
                shown, width - self.message_area.verticalScrollBar().sizeHint().width()
            )
        self.message.setFixedHeight(needed)
        self.message_area.setFixedHeight(tallest)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.message_area
            and isinstance(event, QResizeEvent)
            and event.size().width() != event.oldSize().width()
        ):
            self._fit()
        return super().eventFilter(watched, event)
