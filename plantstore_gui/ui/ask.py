"""Asking the user before something that cannot be taken back: one way, everywhere."""

from PySide6.QtWidgets import QMessageBox, QWidget

_YES_OR_CANCEL = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel


def confirm(parent: QWidget, title: str, text: str, *, risky: bool = False) -> bool:
    """Ask Yes or Cancel, Cancel being the default; True for Yes.

    `risky` shows it as a warning (a secret leaves the app, nothing is written down).
    """
    ask = QMessageBox.warning if risky else QMessageBox.question
    answer = ask(parent, title, text, _YES_OR_CANCEL, QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes
