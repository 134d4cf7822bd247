"""Asking the user before something that cannot be taken back: one way, everywhere.

The question is plain text (it may quote a profile name or a server's words), and the
button that goes ahead says what it does ("Re-send plant"); Cancel is the default.
"""

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.tell import stop_question


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


def choose(parent: QWidget, title: str, text: str, verbs: Sequence[str]) -> int | None:
    """Ask with a button for each way to go ahead; the index of the one pressed, or None
    for Cancel (the default, and Esc)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    buttons = [box.addButton(verb, QMessageBox.ButtonRole.AcceptRole) for verb in verbs]
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return next((i for i, button in enumerate(buttons) if button is clicked), None)


def stop_batch(
    parent: QWidget,
    *,
    over: SignalInstance,
    quitting: bool = False,
    queued: int = 0,
    unreached: int = 0,
) -> bool:
    """Ask whether to stop a running batch after its rows on their way, and close its
    window or, when `quitting`, the app; True to stop. `queued` rows wait their turn and
    `unreached` rows the batch has not reached yet: the question says what becomes of them.

    The caller holds the batch while this asks. When it ends meanwhile (`over` is
    emitted), the question no longer applies: it closes, and True lets the close go on.
    """
    text = stop_question(quitting=quitting, queued=queued, unreached=unreached)
    if quitting:
        verb = QCoreApplication.translate("BatchLauncher", "&Stop and quit")
    else:
        verb = QCoreApplication.translate("BatchLauncher", "&Stop and close")
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("BatchLauncher", "A batch is still sending"),
        text,
        parent=parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.addButton(verb, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(
        QCoreApplication.translate("BatchLauncher", "&Keep sending"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    over.connect(box.accept)
    try:
        box.exec()
        return box.clickedButton() is not keep
    finally:
        over.disconnect(box.accept)
        box.deleteLater()
