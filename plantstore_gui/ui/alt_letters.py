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
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)

_TEXT_BOXES = (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox, QComboBox)
_IGNORED = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class _UnusedAltLetters(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        alone = event.modifiers() & ~_IGNORED == Qt.KeyboardModifier.AltModifier
        return alone and bool(event.text()) and isinstance(watched, _TEXT_BOXES)


def ignore_unused_alt_letters(app: QApplication) -> None:
    """Install the filter on `app`, once."""
    if app.findChild(_UnusedAltLetters) is None:
        app.installEventFilter(_UnusedAltLetters(app))
