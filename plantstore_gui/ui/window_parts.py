"""The main window's parts around its form, built once the form is painted.

The inspector, the history, the outbox, the batches, the menus' commands and the
window's collaborators (sending, following the server, the history's links, the
settings) need the servers, the journal and the HTTP stack, which take longer to load
than the form takes to paint.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from .alt_letters import ignore_unused_alt_letters
from .batch_launcher import BatchLauncher
from .created_warning import CreatedWarning
from .draft import DraftKeeper
from .form_aids import FormAids
from .har_export import HarExporting
from .history_dock import HistoryDock
from .history_link import HistoryLink
from .inspector import Inspector
from .journeys import Journeys
from .label_printing import LabelPrinting
from .menus import build_menus
from .outbox import Outbox
from .preferences import Preferences
from .server_follow import ServerFollow
from .servers import Servers
from .sounds import Sounds
from .submitter import Submitter

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .sounds import SoundOutput


def build_parts(
    window: MainWindow,
    servers: Servers,
    journeys: Journeys,
    *,
    draft_path: Path | None,
    settings_file: Path | None,
    sound_output: SoundOutput | None = None,
) -> None:
    """Build `window`'s parts into the places its first paint kept for them; the window
    is complete on return. `sound_output` plays the sounds (None: the window is silent)."""
    settings = window.settings
    desk, tasks = journeys.desk, journeys.tasks
    window.servers = servers
    window.journeys = journeys
    window.tasks = tasks
    window.follow = ServerFollow(window, servers, window)
    window.server_bar.follow(servers)
    form = window.form
    window.aids = FormAids(form, desk, tasks, enabled=settings.typing_aids, parent=window)
    window.inspector = inspector = Inspector(
        window.follow.token_for, window.follow.document_for, tasks
    )
    window.results = inspector.results
    window.request_view = inspector.request_view
    window.response_view = inspector.response_view
    window.contract_view = inspector.contract_view
    window.inspector_place.addWidget(inspector)
    window.history_dock = HistoryDock(desk, tasks, window)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, window.history_dock)
    window.removeDockWidget(window.history_place)
    window.draft = draft = (
        DraftKeeper(
            draft_path, form, window.raw_editor, window.follow.current_base_url, tasks, window
        )
        if draft_path
        else None
    )
    if draft is not None:
        window.left.insertWidget(0, draft.banner)

    window.outbox = outbox = Outbox(
        journeys, servers, automatic=settings.auto_send_outbox, parent=window
    )
    window.outbox_view = None
    window.outbox_button = outbox.button
    window.statusBar().addPermanentWidget(outbox.button)
    window.statusBar().addPermanentWidget(window.server_status)
    outbox.noticed.connect(window.show_notice)
    outbox.view_requested.connect(window.show_outbox)
    window.batches = batches = BatchLauncher(servers, desk, tasks, window)
    batches.noticed.connect(window.show_notice)
    batches.finished_batch.connect(outbox.refresh)
    # Read again once a batch ends, not each second it runs: the read costs as much as
    # the history is long, and holds the journal the batch's lanes write to.
    batches.finished_batch.connect(window.aids.refresh)
    outbox.delivered.connect(batches.follow_delivery)
    # Before the submitter: a plant's sound is heard before any question it asks.
    window.sounds = Sounds(sound_output, tasks, enabled=settings.sounds, parent=window)
    window.sounds.follow(journeys, batches)
    window.submitter = submitter = Submitter(window, servers, journeys, window)
    CreatedWarning(form.id_field, journeys, window)  # after the Submitter, a child of the window
    window.token_field.edit.returnPressed.connect(submitter.submit_after_token)
    outbox.delivered.connect(submitter.on_outbox_delivered)
    window.history_link = HistoryLink(window, servers, journeys, window)
    window.labels = LabelPrinting(window, tasks, window)
    batches.opened.connect(window.labels.attach)
    outbox.delivered.connect(window.aids.refresh)
    har = HarExporting(window, desk, tasks, window)
    window.stop_action, window.copy_last_action = build_menus(window, settings, har)
    window.preferences = Preferences(window, settings, settings_file, tasks, window)
    window.preferences.noticed.connect(window.show_notice)
    window.sounds.chosen.connect(window.preferences.set_sounds)

    form.submit_requested.connect(window.history_dock.panel.show_all_again)
    inspector.copied.connect(window._show_status)
    window.manage_button.clicked.connect(window.follow.manage_servers)
    window.results.add_server_requested.connect(window.follow.manage_servers)
    window.results.sandbox_requested.connect(window.follow.open_sandbox)
    window.notice.emptied.connect(form.id_field.edit.setFocus)
    window.aids.noticed.connect(window.show_notice)
    chosen = window.preferences
    for box, was, remember in (
        (form.next_id_box, settings.suggest_next_id, chosen.set_suggest_next_id),
        (form.keep_tag_box, settings.keep_tag, chosen.set_keep_tag),
    ):
        box.toggled.connect(remember)
        if box.isChecked() != was:  # changed before the parts were built
            remember(box.isChecked())
    servers.current_changed.connect(window.follow.on_current_changed)
    servers.noticed.connect(window.follow.tell)
    window.follow.on_current_changed()
    window.raw_editor.follow_contract(tasks, window.follow.current_document)
    servers.current_changed.connect(window.raw_editor.recheck)
    servers.profiles_changed.connect(window.raw_editor.recheck)  # its document may change
    if draft is not None:
        draft.noticed.connect(window.show_notice)
        servers.current_changed.connect(draft.offer)
        draft.load()
    outbox.recover()
    ignore_unused_alt_letters(window)
    window.parts_built()
