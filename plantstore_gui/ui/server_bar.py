"""The server bar: which server plants go to, its address, its token and where it is kept."""

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from . import language, theme
from .token_field import TokenField
from .token_state import TokenState

if TYPE_CHECKING:
    from .servers import Servers


class ServerBar(QWidget):
    """The server switcher and Manage button, the token box and the status line.

    The window places `token_box` beside the form and `status` in its status bar;
    all three follow the current profile of `servers`, from `follow(servers)` on (the
    window paints the bar before the servers are read).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._servers: Servers | None = None
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Server"))
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choice.setMinimumContentsLength(18)
        label = QLabel(self.tr("Se&rver:"))
        label.setBuddy(self.choice)
        self.manage_button = QPushButton(self.tr("&Manage servers…"))
        self.address = QLabel()
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(theme.SPACING)
        bar.addWidget(label)
        bar.addWidget(self.choice)
        bar.addWidget(self.address, 1)
        bar.addWidget(self.manage_button)

        self.token_field = TokenField("")
        self.token_box = QGroupBox(self.tr("Token for this server"))
        token_form = QFormLayout(self.token_box)
        token_label = QLabel(self.tr("T&oken:"))
        token_label.setBuddy(self.token_field.edit)
        token_label.setMinimumHeight(self.token_field.edit.sizeHint().height())
        token_form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        token_form.addRow(token_label, self.token_field)

        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)

    @property
    def servers(self) -> "Servers":
        assert self._servers is not None, "the bar follows no servers yet"
        return self._servers

    def follow(self, servers: "Servers") -> None:
        """Show `servers` from now on: the choice, the address, the token's state.

        A token typed before (the box shown while they were read) is kept.
        """
        self._servers = servers
        typed = self.token_field.edit.text()
        self.choice.activated.connect(self._on_chosen)
        # Before the window's own Enter (it sends the plant): the token typed is this
        # server's from now on, for the outbox too, even when the form is not ready.
        self.token_field.edit.returnPressed.connect(self._take_token)
        servers.profiles_changed.connect(self._on_profiles_changed)
        servers.current_changed.connect(self._on_current_changed)
        servers.token_changed.connect(self._on_token_changed)
        servers.keyring_known.connect(self._say_hint)
        self._on_profiles_changed()
        if typed and not self.token_box.isHidden():
            self.token_field.set_text(typed)

    @Slot()
    def _on_profiles_changed(self) -> None:
        self.choice.clear()
        for profile in self.servers.profiles():
            label = profile.name
            if self.servers.is_temporary(profile.id):
                label = self.tr("{name} (this session only)", "a server kept for this session")
                label = label.format(name=profile.name)
            self.choice.addItem(label, profile.id)
        self._on_current_changed()

    @Slot()
    def _on_current_changed(self) -> None:
        profile = self.servers.current
        if profile is None:
            self.address.setText(self.tr("No server chosen yet"))
            self.choice.setCurrentIndex(-1)
            self.token_box.setVisible(False)
            self.status.setText(self.tr("No server"))
            return
        self.choice.setCurrentIndex(self.choice.findData(profile.id))
        self.address.setText(language.left_to_right(profile.base_url))
        self._on_token_changed(profile.id)

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        profile = self.servers.current
        if profile is None or profile.id != profile_id:
            return
        state = self.servers.token_state(profile.id)
        session_only = self.servers.token_is_session_only(profile.id)
        self.token_box.setVisible(state is TokenState.MISSING)
        if state is TokenState.MISSING:
            self.token_field.reset()
            self._say_hint()
        if state is TokenState.LOADING:
            status = self.tr("{address} · reading the token from the keyring…")
        elif state is TokenState.MISSING:
            status = self.tr("{address} · no token saved")
        elif session_only:
            status = self.tr("{address} · token for this session only")
        else:
            status = self.tr("{address} · token in the keyring")
        self.status.setText(status.format(address=language.left_to_right(profile.base_url)))

    @Slot(int)
    def _on_chosen(self, index: int) -> None:
        profile_id = self.choice.itemData(index)
        if isinstance(profile_id, str):
            self.servers.select(profile_id)

    @Slot()
    def _say_hint(self) -> None:
        """What becomes of a token typed now: the keyring may just have answered."""
        profile = self.servers.current
        if profile is not None and self.servers.token_state(profile.id) is TokenState.MISSING:
            from .token_hint import window_token_hint  # needs the servers, read after start

            self.token_field.set_hint(window_token_hint(self.servers, profile.id))

    @Slot()
    def _take_token(self) -> None:
        """Enter in the token field: a token typed is the current server's."""
        profile = self.servers.current
        text = self.token_field.edit.text()
        if (
            profile is None
            or not text
            or self.servers.token_state(profile.id) is not TokenState.MISSING
        ):
            return
        if self.token_field.validate():
            self.servers.set_token(profile.id, text)
