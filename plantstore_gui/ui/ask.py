"""Asking the user before something that cannot be taken back: one way, everywhere.

The question is plain text (it may quote a profile name or a server's words), and the
button that goes ahead says what it does ("Re-send plant"); Cancel is the default.
"""

from PySide6.QtCore import QCoreApplication, Qt
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


def stop_batch(parent: QWidget) -> bool:
    """Ask whether to stop a running batch after its rows in flight; True to stop."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("BatchLauncher", "A batch is still sending"),
        QCoreApplication.translate(
            "BatchLauncher",
            "Plants from a spreadsheet are still being sent. Stop after the rows in flight? "
            "The rows written down and not sent yet wait in the outbox; in a large batch, "
            "the rows not written down yet are not sent.",
        ),
        parent=parent,
    )
    stop = box.addButton(
        QCoreApplication.translate("BatchLauncher", "&Stop after the rows in flight"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("BatchLauncher", "&Keep sending"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setDefaultButton(keep)
    box.exec()
    return box.clickedButton() is stop
