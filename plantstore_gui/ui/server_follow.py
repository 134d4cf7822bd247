"""The main window following the chosen server, and what changes the choice.

When the chosen server changes, the typing aids follow it, the window's title names it
and, unless a plant is on its way, the Result tab welcomes or is ready. The Manage
servers dialog and the sandbox change the choice; while the dialog is open, what the
servers say is said there, not again in the window. The inspector asks here which profile
a shown exchange was sent from, for its token and its contract document, and the raw editor
which document the chosen server has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Slot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .exchange import Exchange
    from .form_aids import FormAids
    from .plant_form import PlantForm
    from .profiles_dialog import ProfilesDialog
    from .results_panel import ResultsPanel
    from .servers import Servers
    from .submitter import Submitter


class FollowHost(Protocol):
    """What follows the chosen server in the window: its title, the form and the result."""

    form: PlantForm
    aids: FormAids
    results: ResultsPanel
    submitter: Submitter

    def setWindowTitle(self, title: str) -> None: ...

    def show_notice(self, message: str) -> None: ...


class ServerFollow(QObject):
    """Keeps the window on the chosen server; opens the dialog over `parent`.

    Attributes:
        dialog: the Manage servers dialog while it is open.
    """

    def __init__(self, window: FollowHost, servers: Servers, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._servers = servers
        self._dialog_parent = parent
        self.dialog: ProfilesDialog | None = None

    def token_for(self, shown: Exchange) -> str | None:
        """The token of the profile a shown exchange was sent from (core.journey's rule of
        which profile a plant goes with), never another profile's."""
        return self._servers.targets().token_for(shown.profile_id, shown.base_url)

    def document_for(self, shown: Exchange) -> str | None:
        """The contract document of the profile a shown exchange was sent from, by the
        same rule (None: the built-in contract)."""
        chosen = self._servers.targets().profile_for(shown.profile_id, shown.base_url)
        profile = self._servers.get(chosen) if chosen else None
        return profile.contract_document if profile else None

    def current_document(self) -> str | None:
        """The contract document of the chosen server (None: built-in)."""
        profile = self._servers.current
        return profile.contract_document if profile else None

    @Slot(str)
    def tell(self, message: str) -> None:
        """What the servers or the keyring say is said once, where the user is: in the
        Manage servers dialog while it is open (it shows it itself), else in the window."""
        if self.dialog is None:
            self._window.show_notice(message)

    def current_base_url(self) -> str:
        profile = self._servers.current
        return profile.base_url if profile else ""

    @Slot()
    def on_current_changed(self) -> None:
        profile = self._servers.current
        self._window.aids.follow(profile.base_url if profile else "")
        # Qt adds " — Plant Store GUI" (the application display name) itself.
        self._window.setWindowTitle(self._servers.names().of(profile.base_url) if profile else "")
        if not self._window.submitter.waiting:
            if profile is None:
                self._window.results.show_no_server()
            else:
                self._window.results.show_ready()

    @Slot()
    def manage_servers(self) -> None:
        """Open the Manage servers dialog (modal); the window follows what changes."""
        from .profiles_dialog import ProfilesDialog

        dialog = ProfilesDialog(self._servers, self._dialog_parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_manage_closed)
        self.dialog = dialog
        dialog.open()

    @Slot(int)
    def _on_manage_closed(self, _result: int) -> None:
        self.dialog = None
        if self._servers.current is None and (start := self._servers.book.starting_profile()):
            self._servers.select(start.id)
        self._window.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def open_sandbox(self) -> None:
        self._servers.select(self._servers.open_sandbox().id)
        # The button that asked is gone with the welcome: the clerk goes on in the form.
        self._window.form.focus_first_empty()
