"""Asking the user before something that cannot be taken back: one way, everywhere.

The question is plain text (it may quote a profile name or a server's words), and the
button that goes ahead says what it does ("Re-send plant"); Cancel is the default.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm(parent: QWidget, title: str, text: str, verb: str, *, risky: bool = False) -> bool:
    """Ask; True when the user pressed the `verb` button.

    `risky` shows it as a warning (a secret leaves the app, nothing is written down).
    """
    icon = QMessageBox.Icon.Warning if risky else QMessageBox.Icon.Question
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    go_ahead = box.addButton(verb, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go_ahead
