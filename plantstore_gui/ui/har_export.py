"""Export as HAR: File ▸ Export as HAR… in the main window, and a batch window's button,
each with a "… with the token…" twin. The file is written off the GUI thread; what goes
in it, and every word, are the core's (core.har_export, core.tell.har).

In the main window, several history rows chosen (Ctrl or Shift) are exported; else the
exchange the inspector shows (the one history row chosen is shown there). The menu item,
named again each time the menu opens, and the file dialog's title say which. With the
token, the app asks first, each time, as Copy as curl with the token does; then the
tokens come from what the app knows, a server's read from the keyring (in the
background) when it was not read yet. The token is written in that file only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from ..core.desk import (
    BatchSample,
    Desk,
    HarSource,
    HarWhat,
    HarWritten,
    HistoryEntry,
    har_tokens,
    plain_export_tooltip,
)
from ..core.profiles import Profile
from ..core.tell import (
    har_file_filter,
    har_no_token,
    har_not_written,
    har_nothing_to_export,
    har_on_its_way,
    har_still_waiting,
    har_title_chosen,
    har_title_shown,
    har_token_question,
)
from . import ask
from .tasks import Done, Reads, Tasks
from .token_state import TokenState

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..core.endpoint import Target
    from .batch_window import BatchWindow
    from .history_dock import HistoryDock
    from .inspector import Inspector
    from .servers import Servers
    from .submitter import Submitter


class HarHost(Protocol):
    """What exporting from the main window needs of it."""

    servers: Servers
    submitter: Submitter
    history_dock: HistoryDock
    inspector: Inspector

    def statusBar(self) -> QStatusBar: ...
    def show_notice(self, message: str) -> None: ...


def ask_path(parent: QWidget, title: str, name: str) -> Path | None:
    """The file to write; a name typed without a suffix gets ".har" before the dialog
    asks whether to replace a file of that name."""
    dialog = QFileDialog(parent, title, name, har_file_filter())
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix("har")
    try:
        if not dialog.exec() or not (chosen := dialog.selectedFiles()):
            return None
        return Path(chosen[0]).absolute()
    finally:
        dialog.deleteLater()


def may_include_token(parent: QWidget) -> bool:
    """Ask, each time, before the token goes in a file (Cancel is the default)."""
    title, text, verb = har_token_question()
    return ask.confirm(parent, title, text, verb, risky=True)


class HarExporting(QObject):
    """File ▸ Export as HAR… and File ▸ Export as HAR with the token…."""

    def __init__(self, window: HarHost, desk: Desk, tasks: Tasks, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent
        self._desk = desk
        self._tasks = tasks
        self._reads = Reads(tasks, self)
        self._waiting: Callable[[], bool] | None = None  # tokens being read: try again

    def add_items(self, menu: QMenu) -> None:
        """The two items, named for what they export each time the menu opens."""
        menu.addSeparator()
        self.plain_action = menu.addAction("")
        self.plain_action.setToolTip(plain_export_tooltip())
        self.plain_action.triggered.connect(self.export)
        self.token_action = menu.addAction("")
        self.token_action.triggered.connect(self.export_with_token)
        menu.aboutToShow.connect(self.name_items)
        self.name_items()

    @Slot()
    def name_items(self) -> None:
        """ "the exchange shown", or "the 2 history rows chosen" when several are."""
        translate = QCoreApplication.translate
        chosen = len(self._window.history_dock.panel.selected_rows())
        if chosen > 1:
            plain = translate("Menus", "Export the %Ln history rows chosen as &HAR…", None, chosen)
            token = translate(
                "Menus", "Export the %Ln history rows chosen as HAR with the to&ken…", None, chosen
            )
        else:
            plain = translate("Menus", "Export the exchange shown as &HAR…")
            token = translate("Menus", "Export the exchange shown as HAR with the to&ken…")
        self.plain_action.setText(plain)
        self.token_action.setText(token)

    @Slot()
    def export(self) -> None:
        self._export(with_token=False)

    @Slot()
    def export_with_token(self) -> None:
        self._export(with_token=True)

    def _export(self, *, with_token: bool) -> None:
        chosen = self._chosen()
        if isinstance(chosen, str):
            self._window.show_notice(chosen)
            return
        what, title, name = chosen
        if with_token and self._waiting is not None:
            self._window.show_notice(har_still_waiting())
            return
        if with_token and not may_include_token(self._parent):
            return
        path = ask_path(self._parent, title, name)
        if path is None:
            return
        if not with_token:
            self._write(path, what, None)
            return
        for profile in self._profiles_at(what):
            self._window.servers.load_token(profile.id)  # in the background, once
        self._waiting = partial(self._with_tokens, path, what)
        self._window.servers.token_changed.connect(self._on_token)
        self._on_token()

    def _chosen(self) -> tuple[Sequence[HarSource | HistoryEntry], str, str] | str:
        """What to export, its dialog's title and file name; or why there is nothing."""
        rows = self._window.history_dock.panel.selected_rows()
        if len(rows) > 1:
            return [row.record for row in rows], har_title_chosen(len(rows)), "history.har"
        inspector = self._window.inspector
        if self._window.submitter.waiting and not inspector.showing_recorded:
            return har_on_its_way()  # the Result tab shows the plant on its way
        shown = inspector.shown
        if shown.request is None:
            return har_nothing_to_export()
        exchange = HarSource(
            shown.request,
            shown.response,
            shown.failure,
            shown.recorded_at,
            shown.base_url,
            shown.profile_id,
        )
        return [exchange], har_title_shown(), "exchange.har"

    def _profiles_at(self, what: Sequence[HarSource | HistoryEntry]) -> list[Profile]:
        """The profiles of the servers `what` was sent to (as sending finds its token)."""
        urls = {item.base_url for item in what}
        return [p for p in self._window.servers.profiles() if p.base_url in urls]

    @Slot(str)
    def _on_token(self, _profile_id: str = "") -> None:
        """A token was read (or found missing): go on once none of those asked is loading."""
        if self._waiting is not None and self._waiting():
            self._window.servers.token_changed.disconnect(self._on_token)
            self._waiting = None

    def _with_tokens(self, path: Path, what: Sequence[HarSource | HistoryEntry]) -> bool:
        """Write the file once every token is known; False while some are being read."""
        servers = self._window.servers
        if any(servers.token_state(p.id) is TokenState.LOADING for p in self._profiles_at(what)):
            return False
        tokens, missing = har_tokens(what, servers.targets())
        if missing:
            self._window.show_notice(har_no_token(servers.names().of(missing[0])))
            return True
        self._write(path, what, tokens)
        return True

    def _write(self, path: Path, what: HarWhat, tokens: Mapping[str, str] | None) -> None:
        desk = self._desk
        self._reads.run(lambda: desk.export_har(path, what, tokens), self._on_written)

    @Slot(object)
    def _on_written(self, done: Done) -> None:
        if done.error is not None:
            self._window.show_notice(har_not_written(str(done.error)))
            return
        written: HarWritten = done.value
        self._window.statusBar().showMessage(written.said, 8000)


class BatchHar(QObject):
    """A batch window's Export as HAR button: its rows' exchanges, a sample past the cap
    (the dialog's title and the file say so, and of how many)."""

    def __init__(
        self, window: BatchWindow, desk: Desk, target: Target | None, tasks: Tasks
    ) -> None:
        super().__init__(window)
        self._window = window
        self._desk = desk
        self._target = target  # its token is the one the batch was sent with
        self._reads = Reads(tasks, self)
        self._run_summary = ""
        translate = QCoreApplication.translate
        self.button = QPushButton(translate("BatchWindow", "Export as &HAR"), window)
        menu = QMenu(self.button)
        plain = menu.addAction(translate("BatchWindow", "Export as HAR…"))
        plain.triggered.connect(self.export)
        with_token = menu.addAction(translate("BatchWindow", "Export as HAR with the token…"))
        with_token.triggered.connect(self.export_with_token)
        self.button.setMenu(menu)
        window.add_before_export(self.button, lambda: window.model.has_results)
        window.finished_batch.connect(self._on_finished)

    @Slot()
    def _on_finished(self) -> None:
        self._run_summary = self._window.summary.text()  # what the run came to, kept

    @Slot()
    def export(self) -> None:
        self._sample(with_token=False)

    @Slot()
    def export_with_token(self) -> None:
        if may_include_token(self._window):
            self._sample(with_token=True)

    def _sample(self, *, with_token: bool) -> None:
        """The rows to export are picked off the GUI thread (a batch may hold a million)."""
        runs, said, desk = self._window.entry_runs(), self._window.model.results(), self._desk
        self._reads.run(
            lambda: desk.har_sample(runs, said), partial(self._on_sampled, with_token=with_token)
        )

    def _on_sampled(self, done: Done, *, with_token: bool) -> None:
        if done.error is not None:
            self._window.summary.setText(har_not_written(str(done.error)))
            return
        sample: BatchSample = done.value
        path = ask_path(self._window, sample.title, "batch.har")
        if path is None:
            return
        target = self._target
        tokens = {target.endpoint.base_url: target.token} if with_token and target else None
        desk = self._desk
        self._reads.run(lambda: desk.export_har(path, sample, tokens), self._on_written)

    @Slot(object)
    def _on_written(self, done: Done) -> None:
        if done.error is not None:
            said = har_not_written(str(done.error))
        else:
            said = done.value.said
        self._window.summary.setText(" ".join((self._run_summary, said)).strip())
