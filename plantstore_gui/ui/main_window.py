"""The main window: the server bar above, the New plant form beside the inspector.

The window lays its parts out and answers its menus; the work is its collaborators':
sending (ui/submitter.py), following the chosen server (ui/server_follow.py), the
history's links (ui/history_link.py) and the settings (ui/preferences.py).
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME, __version__
from ..core.settings import Settings
from . import ask, theme
from .batch_launcher import BatchLauncher, sheet_in
from .draft import DraftKeeper
from .entry_tabs import EntryTabs
from .form_aids import FormAids
from .history_dock import HistoryDock
from .history_link import HistoryLink
from .inspector import Inspector
from .journeys import Journeys
from .menus import build_menus
from .notice_bar import NoticeBar
from .outbox import Outbox
from .plant_form import PlantForm
from .preferences import Preferences
from .raw_editor import RawEditor
from .server_bar import ServerBar
from .server_follow import ServerFollow
from .servers import Servers
from .submitter import Submitter

if TYPE_CHECKING:
    from .batch_window import BatchWindow
    from .outbox_view import OutboxView
    from .profiles_dialog import ProfilesDialog


MINIMUM_SIZE = QSize(760, 480)
_WARM_UP_AT_THE_LATEST_MS = 1000  # after showing, should the window never be painted
"""At least this; the layout asks for more when the form, the result or notices need it."""


class MainWindow(QMainWindow):
    """Creates plants on the server chosen in the server bar.

    Args:
        servers: the profiles and their tokens; the window follows its current one.
        journeys: the link to the desk; the window stops it on close.
    """

    def __init__(
        self,
        servers: Servers,
        journeys: Journeys,
        *,
        draft_path: Path | None = None,
        settings_file: Path | None = None,
        settings: Settings | None = None,
    ) -> None:
        settings = settings or Settings()
        # The theme first: widgets take their colours from the palette they are born with.
        themes = theme.ThemeSwitcher(settings.theme)
        super().__init__()
        self.themes = themes
        themes.setParent(self)
        self._servers = servers
        self.journeys = journeys
        self.servers = servers
        desk, tasks = journeys.desk, journeys.tasks
        self.tasks = tasks
        self._warmed_up = False
        self.restart_requested = False
        """View ▸ Language asked for the app to start again once this window has closed."""
        self.setAcceptDrops(True)
        self.follow = ServerFollow(self, servers, self)
        self.setWindowIcon(theme.icon("plantstore-gui"))
        theme.hold_minimum_size(self)

        self.form = PlantForm()
        self.form.setTitle("")
        self.form.setFlat(True)
        self.aids = FormAids(self.form, desk, tasks, enabled=settings.typing_aids, parent=self)
        self.form.next_id_box.setChecked(settings.suggest_next_id)
        self.form.keep_tag_box.setChecked(settings.keep_tag)
        self.raw_editor = RawEditor()
        self.mode_tabs = EntryTabs(self.form, self.raw_editor)
        self.inspector = Inspector(self.follow.token_for, self.follow.document_for, tasks)
        self.results = self.inspector.results
        self.request_view = self.inspector.request_view
        self.response_view = self.inspector.response_view
        self.contract_view = self.inspector.contract_view
        self.history_dock = HistoryDock(desk, tasks, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.history_dock)
        self.server_bar = ServerBar(servers)
        self.server_choice = self.server_bar.choice
        self.manage_button = self.server_bar.manage_button
        self.token_field = self.server_bar.token_field
        self.token_box = self.server_bar.token_box
        self.server_status = self.server_bar.status
        self.draft = (
            DraftKeeper(
                draft_path, self.form, self.raw_editor, self.follow.current_base_url, tasks, self
            )
            if draft_path
            else None
        )

        left = QVBoxLayout()
        left.setSpacing(theme.MARGIN)
        if self.draft is not None:
            left.addWidget(self.draft.banner)
        left.addWidget(self.token_box)
        left.addWidget(self.mode_tabs, 1)
        columns = QHBoxLayout()
        columns.setSpacing(theme.MARGIN)
        columns.addLayout(left, 5)
        columns.addWidget(self.inspector, 6)
        self.notice = NoticeBar()
        central = QWidget()
        # As tall as it needs, no taller: on a large window the history takes the rest.
        central.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        theme.hold_height_for_width(central)
        page = QVBoxLayout(central)
        page.setContentsMargins(theme.MARGIN, theme.MARGIN, theme.MARGIN, theme.SPACING)
        page.setSpacing(theme.SPACING)
        page.addWidget(self.server_bar)
        page.addWidget(self.notice)
        page.addLayout(columns, 1)
        self.setCentralWidget(central)
        QWidget.setTabOrder(self.form.last_focus, self.token_field.edit)
        QWidget.setTabOrder(self.token_field.edit, self.server_choice)
        QWidget.setTabOrder(self.server_choice, self.manage_button)

        self.outbox = Outbox(journeys, servers, automatic=settings.auto_send_outbox, parent=self)
        self.outbox_view: OutboxView | None = None
        self.outbox_button = self.outbox.button
        self.statusBar().addPermanentWidget(self.outbox_button)
        self.statusBar().addPermanentWidget(self.server_status)
        self.outbox.noticed.connect(self.show_notice)
        self.outbox.view_requested.connect(self.show_outbox)
        self.batches = BatchLauncher(servers, desk, tasks, self)
        self.batches.noticed.connect(self.show_notice)
        self.batches.finished_batch.connect(self.outbox.refresh)
        self.batches.rows_changed.connect(self.aids.refresh)
        self.batches.finished_batch.connect(self.aids.refresh)
        self.outbox.delivered.connect(self.batches.follow_delivery)
        self.submitter = Submitter(self, servers, journeys, self)
        self.token_field.edit.returnPressed.connect(self.submitter.submit_after_token)
        self.outbox.delivered.connect(self.submitter.on_outbox_delivered)
        self.history_link = HistoryLink(self, servers, journeys, self)
        self.outbox.delivered.connect(self.aids.refresh)
        self.stop_action, self.copy_last_action = build_menus(self, settings)
        self.preferences = Preferences(self, settings, settings_file, tasks, self)
        self.preferences.noticed.connect(self.show_notice)

        self.form.submit_requested.connect(self.submit)
        self.form.submit_requested.connect(self.history_dock.panel.show_all_again)
        self.form.cancel_requested.connect(self.cancel)
        self.raw_editor.submit_requested.connect(self.submit)
        self.inspector.copied.connect(self._show_status)
        self.manage_button.clicked.connect(self.follow.manage_servers)
        self.results.add_server_requested.connect(self.follow.manage_servers)
        self.results.sandbox_requested.connect(self.follow.open_sandbox)
        self.notice.emptied.connect(self.form.id_field.edit.setFocus)
        self.aids.noticed.connect(self.show_notice)
        self.form.next_id_box.toggled.connect(self.preferences.set_suggest_next_id)
        self.form.keep_tag_box.toggled.connect(self.preferences.set_keep_tag)
        servers.current_changed.connect(self.follow.on_current_changed)
        servers.noticed.connect(self.follow.tell)
        self.follow.on_current_changed()
        if self.draft is not None:
            self.draft.noticed.connect(self.show_notice)
            servers.current_changed.connect(self.draft.offer)
            self.draft.load()
        self.outbox.recover()
        self.setMinimumSize(MINIMUM_SIZE)
        remembered = QSize(settings.window_width, settings.window_height)
        available = self.screen().availableGeometry().size()
        self.resize(theme.opening_size(remembered, available, MINIMUM_SIZE))
        if settings.window_maximized:
            self.setWindowState(Qt.WindowState.WindowMaximized)
        self.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot(str)
    def _show_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 4000)

    # --- sending one plant (the Submitter does it) ------------------------------

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, unless one is already on its way."""
        self.submitter.submit()

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server."""
        self.submitter.cancel()

    # --- servers, notices, the outbox --------------------------------------------

    def show_notice(self, message: str) -> None:
        """Tell the user something about their servers, the journal or the keyring."""
        self.notice.show_message(message)

    @Slot()
    def manage_servers(self) -> None:
        """Open the Manage servers dialog (modal); the window follows what changes."""
        self.follow.manage_servers()

    @property
    def manage_dialog(self) -> ProfilesDialog | None:
        return self.follow.dialog

    @Slot()
    def open_sandbox(self) -> None:
        self.follow.open_sandbox()

    @Slot()
    def show_outbox(self) -> None:
        """Open the outbox window (one per app), or bring it forward."""
        from .outbox_view import OutboxView

        if self.outbox_view is None:
            desk, tasks = self.journeys.desk, self.journeys.tasks
            self.outbox_view = OutboxView(desk, tasks, self.outbox, self._servers, self)
            self.outbox_view.finished.connect(self.history_dock.reload)
        self.outbox_view.show()
        self.outbox_view.raise_()
        self.outbox_view.activateWindow()

    @Slot(bool)
    def set_auto_send(self, automatic: bool) -> None:
        self.preferences.set_auto_send(automatic)

    @Slot()
    def set_theme(self) -> None:
        """View ▸ Theme: applied at once, and remembered."""
        if isinstance(action := self.sender(), QAction):
            self.preferences.set_theme(str(action.data()))

    @Slot()
    def set_language(self) -> None:
        """View ▸ Language: remembered, and spoken from the next start, which is offered."""
        action = self.sender()
        if not isinstance(action, QAction) or not self.preferences.set_language(str(action.data())):
            return
        current = self._servers.current
        if current is not None and self._servers.is_sandbox(current.id):
            question = self.tr(
                "The new language is used from the next start. Restart now? The sandbox "
                "starts again empty, and what you typed in the form is not kept."
            )
        else:
            question = self.tr(
                "The new language is used from the next start. Restart now? What you typed in "
                "the form is kept; a token that is not in the system keyring must be typed again."
            )
        restart = ask.confirm(self, self.tr("Language"), question, self.tr("&Restart now"))
        if restart:
            self.restart_requested = True
            if not self.close():
                self.restart_requested = False

    # --- typing aids -------------------------------------------------------------------

    @Slot()
    def copy_last_plant(self) -> None:
        """File ▸ Copy the last plant: the form takes its name and tag, with the next id."""
        if not self.aids.enabled:
            return
        self.mode_tabs.setCurrentWidget(self.form)
        if not self.aids.copy_last():
            self._show_status(self.tr("No plant has been sent to this server from the form yet."))

    @Slot(bool)
    def set_typing_aids(self, enabled: bool) -> None:
        """File ▸ Typing aids: all of them on or off at once, remembered."""
        self.preferences.set_typing_aids(enabled)

    # --- view ----------------------------------------------------------------------

    @Slot()
    def show_inspector_page(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.inspector.setCurrentIndex(int(action.data()))

    @Slot()
    def find_in_history(self) -> None:
        self.history_dock.show()
        self.history_dock.panel.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.history_dock.panel.search.selectAll()

    @Slot()
    def show_about(self) -> None:
        title = self.tr("About {app_name}").format(app_name=APP_NAME)
        text = self.tr("{app_name} {version}\n\nCreates plants in a Plant Store server.")
        QMessageBox.about(self, title, text.format(app_name=APP_NAME, version=__version__))

    @Slot()
    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts: every key, read from the menus."""
        from .shortcuts import ShortcutsDialog

        self.shortcuts_dialog = ShortcutsDialog(self.menuBar(), self)
        self.shortcuts_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.shortcuts_dialog.show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Should no paint come (a window that starts minimised), warm up all the same.
        QTimer.singleShot(_WARM_UP_AT_THE_LATEST_MS, self._after_first_paint)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._warmed_up:
            QTimer.singleShot(0, self._after_first_paint)  # once this paint is done

    @Slot()
    def _after_first_paint(self) -> None:
        """Warm up once the window is on screen: a timer queued when it is shown fires
        before its first paint, and the warm-up imports pydantic and httpx here."""
        if self._warmed_up:
            return
        self._warmed_up = True
        self.journeys.warm_up()
        # What start-up made lives as long as the app: keep it out of the garbage
        # collector's full passes, which otherwise stall the GUI thread for tens of ms.
        gc.freeze()

    # --- batches -------------------------------------------------------------------

    def open_sheet(self, path: Path) -> None:
        """Read a CSV or TSV file off the GUI thread, then show it in a batch window."""
        self.batches.open_sheet(path)

    @Slot()
    def paste_rows(self) -> None:
        self.batches.paste_rows()

    @property
    def batch_window(self) -> BatchWindow | None:
        return self.batches.window

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if sheet_in(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if (path := sheet_in(event.mimeData())) is not None:
            self.open_sheet(path)
            event.acceptProposedAction()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before stopping a running batch; then stop every thread, in order."""
        if not self.batches.may_quit():
            event.ignore()
            return
        self.batches.stop_all()
        size = self.normalGeometry().size() if self.isMaximized() else self.size()
        self.preferences.keep_window_size(size, self.isMaximized())
        if self.draft is not None:
            self.draft.save_before_exit()
        self.journeys.shutdown()
        self._servers.close()
        self.themes.stop()
        event.accept()
