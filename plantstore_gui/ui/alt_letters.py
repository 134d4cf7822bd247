"""Alt and a letter that no control takes does nothing, instead of typing the letter.

Qt tries every Alt letter as a shortcut first; one that matches nothing reaches the
focused text box as a key press, which types the letter: "5", Alt+K, Alt+J left "5kj"
in Id, and in the Arabic window, whose Alt letters are Arabic, every Latin one did.
Ctrl+Alt (AltGr on Windows) and AltGr on Linux are not Alt alone, so "@" and "€"
still type.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

_TEXT_BOXES = (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox, QComboBox)
_IGNORED = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class _UnusedAltLetters(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        alone = event.modifiers() & ~_IGNORED == Qt.KeyboardModifier.AltModifier
        return alone and bool(event.text())


def ignore_unused_alt_letters(window: QWidget) -> None:
    """Let no unused Alt letter type into the text boxes of `window`.

    The filter watches the text boxes only, not the whole app: a filter on the app is
    called for every event of every object, a cost a batch's thousands of updates paid.
    """
    ignoring = _UnusedAltLetters(window)
    for box in window.findChildren(QWidget):
        if isinstance(box, _TEXT_BOXES):
            box.installEventFilter(ignoring)
