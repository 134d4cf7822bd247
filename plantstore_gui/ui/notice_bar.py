"""What the user should know, one notice to a row, each with its own Dismiss."""

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from . import theme

_KEPT = 20  # the oldest go beyond this many
_ROWS_IN_VIEW = 3  # more scroll, so the panels below keep their room
_LINES_IN_VIEW = 8


class NoticeRow(QFrame):
    """One notice: an icon, the words (plain text, selectable) and a Dismiss button.

    Signals:
        dismissed(str): the user dismissed this notice; the message is passed.
    """

    dismissed = Signal(str)

    def __init__(self, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = message
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Notice"))
        self.setAccessibleDescription(message)
        icon = QLabel(self)
        icon.setPixmap(theme.icon("ready").pixmap(QSize(18, 18)))
        self.text = QLabel(message, self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss_button = QPushButton(self.tr("Dismiss"), self)
        self.dismiss_button.setFlat(True)
        self.dismiss_button.setAccessibleName(self.tr("Dismiss this notice"))
        self.dismiss_button.setAccessibleDescription(message)
        self.dismiss_button.clicked.connect(self._on_dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(theme.SPACING, 4, 4, 4)
        layout.setSpacing(theme.SPACING)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)

    @Slot()
    def _on_dismiss(self) -> None:
        self.dismissed.emit(self.message)


class _AllWords:
    """Every notice's words, newest last, one per line (`NoticeBar.text.text()`)."""

    def __init__(self, bar: "NoticeBar") -> None:
        self._bar = bar

    def text(self) -> str:
        return "\n".join(self._bar.messages())


class NoticeBar(QScrollArea):
    """The notices across the window, newest last, each on its own row until dismissed.

    At most a few rows tall: more notices scroll, so the panels below are never
    squeezed. Hidden when there is none.

    Signals:
        emptied(): the user dismissed the last notice.
    """

    emptied = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Notices"))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._rows: list[NoticeRow] = []
        self._inner = QWidget()
        self._column = QVBoxLayout(self._inner)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(4)
        self.setWidget(self._inner)
        self.text = _AllWords(self)
        self.setVisible(False)

    def messages(self) -> list[str]:
        return [row.message for row in self._rows]

    def rows(self) -> list[NoticeRow]:
        return list(self._rows)

    def show_message(self, message: str) -> None:
        """Add a notice as the newest row; the same words again move to the end."""
        self._remove(message)
        row = NoticeRow(message)
        row.dismissed.connect(self._on_dismissed)
        row.installEventFilter(self)  # its height follows its width (word wrap)
        self._rows.append(row)
        self._column.addWidget(row)
        while len(self._rows) > _KEPT:
            self._remove(self._rows[0].message)
        self.setVisible(True)
        self._fit()
        self.ensureWidgetVisible(row)

    @Slot()
    def dismiss(self) -> None:
        """Dismiss every notice."""
        for row in list(self._rows):
            self._remove(row.message)
        self.hide()

    @Slot(str)
    def _on_dismissed(self, message: str) -> None:
        index = self.messages().index(message)
        self._remove(message)
        if self._rows:
            self._rows[min(index, len(self._rows) - 1)].dismiss_button.setFocus()
            self._fit()
        else:
            self.hide()
            self.emptied.emit()

    def _remove(self, message: str) -> None:
        for row in [r for r in self._rows if r.message == message]:
            self._rows.remove(row)
            row.hide()
            row.deleteLater()

    def _fit(self) -> None:
        """As tall as the rows, up to a few of them (or a few lines of words); more scroll."""
        spacing = self._column.spacing()

        def height_at(width: int, rows: list[NoticeRow]) -> int:
            heights = [row.heightForWidth(width) for row in rows]
            return sum(heights) + spacing * max(0, len(heights) - 1)

        width = self.contentsRect().width()
        limit = min(
            height_at(width, self._rows[:_ROWS_IN_VIEW]),
            self.fontMetrics().lineSpacing() * _LINES_IN_VIEW,
        )
        needed = height_at(width, self._rows)
        if needed > limit:  # a scroll bar takes part of the width
            needed = height_at(width - self.verticalScrollBar().sizeHint().width(), self._rows)
        self._inner.setFixedHeight(needed)
        self.setFixedHeight(min(needed, limit))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched in self._rows:
            self._fit()
        return super().eventFilter(watched, event)
