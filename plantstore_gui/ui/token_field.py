"""A password field for a bearer token, with a show/hide toggle."""

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLineEdit, QWidget

from ..core.fields import token_problem
from . import theme
from .plant_form import CheckedField


def _optional_token_problem(token: str) -> str | None:
    return token_problem(token) if token else None


class TokenField(CheckedField):
    """The token, hidden unless the user asks to see it; never echoed in a message."""

    def __init__(self, hint: str, *, required: bool = True, parent: QWidget | None = None) -> None:
        check = token_problem if required else _optional_token_problem
        # Not self.tr: the QObject is not made yet; the context is the class's all the same.
        label = QCoreApplication.translate("TokenField", "Access token")
        super().__init__(label, hint, check, parent)
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setClearButtonEnabled(False)
        self.reveal = QAction(theme.icon("eye"), self.tr("Show the token"), self)
        self.reveal.setCheckable(True)
        self.reveal.toggled.connect(self._on_reveal_toggled)
        self.edit.addAction(self.reveal, QLineEdit.ActionPosition.TrailingPosition)

    def set_hint(self, hint: str) -> None:
        self._hint = hint
        self.validate_quietly()

    @Slot(bool)
    def _on_reveal_toggled(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        self.edit.setEchoMode(mode)
        self.reveal.setIcon(theme.icon("eye-off" if shown else "eye"))
        self.reveal.setText(self.tr("Hide the token") if shown else self.tr("Show the token"))
