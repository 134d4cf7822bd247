"""The history dock tied to the rest of the main window, both ways.

The history reloads when a plant settles, a batch moves on or ends; it names servers
as the rest of the window does (core.profiles.naming), and turns to the plants that
need checking when the outbox finds some. An entry chosen in it is shown in the
inspector; a re-send asked of it goes to the submitter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Slot

from .exchange import recorded_exchange

if TYPE_CHECKING:
    from ..core.desk import HistoryEntry
    from .batch_launcher import BatchLauncher
    from .history_dock import HistoryDock
    from .inspector import Inspector
    from .journeys import Journeys
    from .outbox import Outbox
    from .servers import Servers
    from .submitter import Submitter


class HistoryHost(Protocol):
    """What the history hears from in the window, and what it passes on to."""

    history_dock: HistoryDock
    inspector: Inspector
    submitter: Submitter
    outbox: Outbox
    batches: BatchLauncher

    def show_notice(self, message: str) -> None: ...


class HistoryLink(QObject):
    """Connects the window's history dock to the window's other parts."""

    def __init__(
        self, window: HistoryHost, servers: Servers, journeys: Journeys, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._window = window
        self._servers = servers
        dock = window.history_dock
        window.batches.finished_batch.connect(dock.reload)
        window.batches.rows_changed.connect(dock.reload_soon)
        journeys.settled.connect(dock.reload_soon)
        window.outbox.needs_checking.connect(self._on_needs_checking)
        dock.panel.selected.connect(self._show_entry)
        dock.panel.resend_requested.connect(self._resend)
        window.submitter.resent.connect(dock.panel.follow)
        servers.profiles_changed.connect(self._name_servers)
        servers.current_changed.connect(self._name_servers)
        self._name_servers()

    @Slot(object)
    def _show_entry(self, entry: HistoryEntry) -> None:
        """A history entry selected: the inspector shows it (the Result tab is left alone)."""
        self._window.inspector.show_recorded(recorded_exchange(entry))

    @Slot(object)
    def _resend(self, entry: HistoryEntry) -> None:
        self._window.submitter.resend(entry.id, entry.plant_id, entry.base_url, entry.raw)

    @Slot()
    def _name_servers(self) -> None:
        """The history names servers as the rest of the window does (Servers.names)."""
        self._window.history_dock.panel.set_server_names(self._servers.names())

    @Slot(int, int)
    def _on_needs_checking(self, flagged: int, checking: int) -> None:
        from ..core.tell import needs_checking_notice

        self._window.show_notice(needs_checking_notice(flagged, checking))
        if flagged:  # left unsure by the last run: look now; older ones the notice tells
            self._window.history_dock.panel.show_needing_check()
