"""What keyboard and screen-reader users need to find their place: names, focus and news.

A result that arrives is announced to screen readers without moving the focus. Qt
leaves two gaps we fill here. The clear button a QLineEdit shows with
`setClearButtonEnabled` has no name, so a screen reader announces an unnamed button;
and some styles (Fusion among them) draw a focused default button exactly like an
unfocused one, so a keyboard user cannot see that Enter and Space are on it.
"""

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLineEdit, QPushButton, QToolButton, QWidget

from .clear_edges import focus_colour

# The object name Qt gives the QAction behind a line edit's clear button.
_CLEAR_ACTION = "_q_qlineeditclearaction"


def announce(widget: QWidget, message: str, *, assertive: bool = False) -> None:
    """Have screen readers say `message` (a result arrived), without moving the focus."""
    # Loaded here, not at start: making QAccessible's many enums delays the first paint.
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(widget, message)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)


def clear_button_name(field_name: str) -> str:
    """ "Plant name" -> "Clear plant name"; an acronym ("CA bundle") keeps its capitals."""
    first_word = field_name.split(" ", 1)[0]
    # English writes a field's name small inside a sentence; German, for one, does not.
    english = QLocale().language() in (QLocale.Language.English, QLocale.Language.C)
    if english and first_word and not first_word.isupper():
        field_name = field_name[0].lower() + field_name[1:]
    return QCoreApplication.translate(
        "Accessible",
        "Clear {field}",
        "a clear button's name; {field} is the field's name",
    ).format(field=field_name)


def name_clear_button(edit: QLineEdit, field_name: str | None = None) -> None:
    """Name the clear button inside `edit` ("Clear plant name") for screen readers.

    Call it after `setClearButtonEnabled(True)`. The name defaults to one made from
    the edit's accessible name; the same words show as the button's tooltip.
    """
    the_text = QCoreApplication.translate("Accessible", "the text", "what a clear button clears")
    name = clear_button_name(field_name or edit.accessibleName() or the_text)
    for action in edit.actions():
        if action.objectName() == _CLEAR_ACTION:
            action.setText(name)
            action.setToolTip(name)
    for button in edit.findChildren(QToolButton):
        action = button.defaultAction()
        if action is not None and action.objectName() == _CLEAR_ACTION:
            button.setAccessibleName(name)
            button.setToolTip(name)


class FocusRingButton(QPushButton):
    """A push button that draws a ring while it has the focus, in the colour that stands
    out from every surface of the theme (3:1 at least)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.hasFocus():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A 3-pixel ring over the button's own frame: seen at a glance, in any theme.
        painter.setPen(QPen(focus_colour(self.palette()), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 3, 3)
        painter.end()
