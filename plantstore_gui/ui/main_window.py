"""The main window: the server bar above, the New plant form beside the results panel."""

from __future__ import annotations

import gc
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME, __version__
from ..core.outcome import Created, Failed, FailureKind, Outcome
from ..core.settings import Settings, save_settings
from . import theme
from .background import Background, Done
from .batch_launcher import BatchLauncher, sheet_in
from .draft import DraftKeeper
from .history_panel import HistoryDock
from .inspector import ContractView, Exchange, RequestView, ResponseView
from .notice_bar import NoticeBar
from .outbox import Outbox
from .plant_form import PlantForm
from .raw_editor import RawEditor
from .results_panel import ResultsPanel
from .servers import Servers, TokenState
from .token_field import TokenField
from .worker import PlantSender, Sent, Submission

if TYPE_CHECKING:
    from ..core.history import History, HistoryEntry
    from ..core.models import NewPlant
    from .batch_window import BatchWindow
    from .profiles_dialog import ProfilesDialog


class MainWindow(QMainWindow):
    """Creates plants on the server chosen in the server bar.

    Args:
        servers: the profiles and their tokens; the window follows its current one.
        sender: sends plants off the GUI thread; the window shuts it down on close.
    """

    def __init__(
        self,
        servers: Servers,
        sender: PlantSender,
        history: History | None = None,
        *,
        draft_path: Path | None = None,
        settings_file: Path | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__()
        self._servers = servers
        self._sender = sender
        self._in_flight: Submission | None = None
        self._in_flight_plant: NewPlant | None = None
        self._sent_at = 0.0
        self._warmed_up = False
        self._background = Background(self)
        self._history = history
        self.setAcceptDrops(True)
        self._shown = Exchange(None, None)
        self._stale: set[QWidget] = set()
        self.manage_dialog: ProfilesDialog | None = None
        self.setWindowIcon(theme.icon("plantstore-gui"))

        self.form = PlantForm()
        self.form.setTitle("")
        self.form.setFlat(True)
        self.raw_editor = RawEditor()
        self.mode_tabs = QTabWidget()
        self.mode_tabs.setAccessibleName("How to enter the plant")
        self.mode_tabs.addTab(self.form, "New &plant")
        self.mode_tabs.addTab(self.raw_editor, "Ra&w JSON")
        self.results = ResultsPanel()
        self.request_view = RequestView()
        self.response_view = ResponseView()
        self.contract_view = ContractView()
        self.inspector = QTabWidget()
        self.inspector.setAccessibleName("Inspector")
        self.inspector.addTab(self.results, "Result")
        self.inspector.addTab(self.request_view, "Request")
        self.inspector.addTab(self.response_view, "Response")
        self.inspector.addTab(self.contract_view, "Contract")
        self.history_dock = HistoryDock(history, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.history_dock)

        self.server_choice = QComboBox()
        self.server_choice.setAccessibleName("Server")
        self.server_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.server_choice.setMinimumContentsLength(18)
        server_label = QLabel("Se&rver:")
        server_label.setBuddy(self.server_choice)
        self.manage_button = QPushButton("&Manage servers…")
        self.server_address = QLabel()
        self.server_address.setTextFormat(Qt.TextFormat.PlainText)
        self.server_address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = QHBoxLayout()
        bar.addWidget(server_label)
        bar.addWidget(self.server_choice)
        bar.addWidget(self.server_address, 1)
        bar.addWidget(self.manage_button)

        self.token_field = TokenField("")
        self.token_box = QGroupBox("Token for this server")
        token_form = QFormLayout(self.token_box)
        token_label = QLabel("T&oken:")
        token_label.setBuddy(self.token_field.edit)
        token_label.setMinimumHeight(self.token_field.edit.sizeHint().height())
        token_form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        token_form.addRow(token_label, self.token_field)
        self.token_field.edit.returnPressed.connect(self.submit)

        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(self.token_box)
        left.addWidget(self.mode_tabs, 1)
        columns = QHBoxLayout()
        columns.setSpacing(12)
        columns.addLayout(left, 5)
        columns.addWidget(self.inspector, 6)
        self.notice = NoticeBar()
        central = QWidget()
        page = QVBoxLayout(central)
        page.setContentsMargins(12, 8, 12, 12)
        page.setSpacing(10)
        page.addLayout(bar)
        page.addWidget(self.notice)
        page.addLayout(columns, 1)
        self.setCentralWidget(central)
        QWidget.setTabOrder(self.form.cancel_button, self.token_field.edit)
        QWidget.setTabOrder(self.token_field.edit, self.server_choice)
        QWidget.setTabOrder(self.server_choice, self.manage_button)

        self.server_status = QLabel()
        self.server_status.setTextFormat(Qt.TextFormat.PlainText)
        self.outbox_button = QPushButton()
        self.outbox_button.setFlat(True)
        self.outbox_button.setToolTip("Plants waiting for their server. Click to send them now.")
        self.outbox_button.setVisible(False)
        self.statusBar().addPermanentWidget(self.outbox_button)
        self.statusBar().addPermanentWidget(self.server_status)

        self._settings_file = settings_file
        self._settings = settings or Settings()
        self.outbox = Outbox(
            history, sender, servers, automatic=self._settings.auto_send_outbox, parent=self
        )
        self.outbox.count_changed.connect(self._on_outbox_count)
        self.outbox.noticed.connect(self.show_notice)
        self.outbox.needs_checking.connect(self._on_needs_checking)
        self.outbox_button.clicked.connect(self.outbox.send_now)
        self.draft = (
            DraftKeeper(draft_path, self.form, self.raw_editor, self) if draft_path else None
        )
        if self.draft is not None:
            self.draft.noticed.connect(self.show_notice)
            self.draft.restore()
        self.outbox.recover()
        self.batches = BatchLauncher(servers, history, self)
        self.batches.noticed.connect(self.show_notice)
        self.batches.finished_batch.connect(self.history_dock.reload)
        self.batches.finished_batch.connect(self.outbox.refresh)

        self._build_menus()
        self.form.submit_requested.connect(self.submit)
        self.form.cancel_requested.connect(self.cancel)
        self.raw_editor.submit_requested.connect(self.submit)
        self.mode_tabs.currentChanged.connect(self._on_mode_changed)
        self._sender.finished.connect(self._on_finished)
        self._sender.settled.connect(self.history_dock.reload_soon)
        self.request_view.copy_curl_requested.connect(self._copy_curl)
        self.inspector.currentChanged.connect(self._refresh_inspector)
        self.history_dock.panel.selected.connect(self._show_entry)
        self.history_dock.panel.resend_requested.connect(self._resend)
        self.server_choice.activated.connect(self._on_server_chosen)
        self.manage_button.clicked.connect(self.manage_servers)
        self.results.add_server_requested.connect(self.manage_servers)
        self.results.sandbox_requested.connect(self._open_sandbox)
        servers.profiles_changed.connect(self._on_profiles_changed)
        servers.current_changed.connect(self._on_current_changed)
        servers.token_changed.connect(self._on_token_changed)
        servers.noticed.connect(self._on_noticed)
        self._on_profiles_changed()
        self.resize(QSize(960, 640))
        self.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        create = file_menu.addAction(theme.icon("created"), "&Create plant")
        create.setShortcut(QKeySequence("Ctrl+Return"))
        create.triggered.connect(self.submit)
        self.stop_action = file_menu.addAction("&Stop waiting")
        self.stop_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.stop_action.setEnabled(False)
        self.stop_action.triggered.connect(self.cancel)
        file_menu.addSeparator()
        open_sheet = file_menu.addAction("Send many plants from a &spreadsheet…")
        open_sheet.setShortcut(QKeySequence.StandardKey.Open)
        open_sheet.triggered.connect(self.batches.choose_file)
        paste_rows = file_menu.addAction("Send many plants from &pasted rows")
        paste_rows.setShortcut(QKeySequence("Ctrl+Shift+V"))
        paste_rows.triggered.connect(self.paste_rows)
        send_outbox = file_menu.addAction("Send the &outbox now")
        send_outbox.triggered.connect(self.outbox.send_now)
        auto = file_menu.addAction("Send the outbox &automatically")
        auto.setCheckable(True)
        auto.setChecked(self._settings.auto_send_outbox)
        auto.toggled.connect(self._on_auto_send_toggled)
        file_menu.addSeparator()
        manage = file_menu.addAction("&Manage servers…")
        manage.setShortcut(QKeySequence("Ctrl+,"))
        manage.triggered.connect(self.manage_servers)
        sandbox = file_menu.addAction("Try the &sandbox")
        sandbox.triggered.connect(self._open_sandbox)
        file_menu.addSeparator()
        quit_action = file_menu.addAction("&Quit")
        # Some platforms bind no key to StandardKey.Quit; Ctrl+Q is what users expect.
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        quit_action.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        view_menu = self.menuBar().addMenu("&View")
        for number, page in enumerate(
            (self.results, self.request_view, self.response_view, self.contract_view), start=1
        ):
            index = self.inspector.indexOf(page)
            show = view_menu.addAction(self.inspector.tabText(index))
            show.setShortcut(QKeySequence(f"Ctrl+{number}"))
            show.setData(index)
            show.triggered.connect(self._show_inspector_page)
        view_menu.addSeparator()
        find = view_menu.addAction("Find in &history")
        find.setShortcut(QKeySequence.StandardKey.Find)
        find.triggered.connect(self._find_in_history)
        help_menu = self.menuBar().addMenu("&Help")
        about = help_menu.addAction(f"&About {APP_NAME}")
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self._show_about)

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, unless one is already on its way."""
        if self._sender.busy:
            self.statusBar().showMessage(
                "Still waiting for the server: press Esc to stop waiting.", 4000
            )
            return
        profile = self._servers.current
        if profile is None:
            self.results.show_no_server()
            self.manage_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        raw = self.mode_tabs.currentWidget() is self.raw_editor
        plant = None if raw else self.form.take_plant()
        if plant is None and not raw:
            return
        state = self._servers.token_state(profile.id)
        if state is TokenState.LOADING:
            self.statusBar().showMessage("Still reading the token from the keyring…", 4000)
            return
        if state is TokenState.MISSING:
            if not self.token_field.validate():
                self.token_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            self._servers.set_token(profile.id, self.token_field.edit.text())
        target = self._servers.target(profile)
        assert target is not None
        if plant is not None:
            submission = Submission(
                target, plant.body(), False, str(plant.id), plant.name, profile.name
            )
        else:
            plant_id, name = self.raw_editor.body_fields()
            submission = Submission(
                target, self.raw_editor.body(), True, plant_id, name, profile.name
            )
        self._send(submission, plant)

    def _send(self, submission: Submission, plant: NewPlant | None) -> None:
        self._sent_at = time.monotonic()
        self._sender.send(submission)
        self._in_flight = submission
        self._in_flight_plant = plant
        self._set_waiting(True)
        self.inspector.setCurrentWidget(self.results)
        self.results.show_waiting(submission.plant_id)

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server; what it may have done is said, not guessed."""
        if not self._sender.busy:
            return
        self._sender.cancel()
        waited = time.monotonic() - self._sent_at
        self._show(Failed(FailureKind.CANCELLED, "Stopped waiting at your request.", True, waited))

    @Slot(object)
    def _on_finished(self, sent: Sent) -> None:
        plant = self._in_flight_plant
        self._show(sent.outcome, queued=sent.queued)
        if sent.history_problem:
            self.show_notice(sent.history_problem)
        created = isinstance(sent.outcome, Created)
        if created and plant is not None and self.form.holds(plant):
            self.form.clear()

    def _show(self, outcome: Outcome, *, queued: bool = False) -> None:
        submission, self._in_flight = self._in_flight, None
        self._in_flight_plant = None
        self._set_waiting(False)
        if submission is None:
            return
        from .wording import report

        base_url = submission.target.endpoint.base_url
        self.results.show_report(report(outcome, submission.plant_id, base_url, queued=queued))
        self.results.set_raw_marker(submission.raw)
        response = outcome.response if not isinstance(outcome, Failed) else None
        failure = outcome.detail if isinstance(outcome, Failed) else ""
        self._show_exchange(Exchange(outcome.request, response, failure))

    def _show_exchange(self, exchange: Exchange) -> None:
        """Fill the inspector tab in view now, and the others only when they are opened.

        Pretty-printing and checking the contract cost more than the rest of a submit.
        """
        self._shown = exchange
        self._stale = {self.request_view, self.response_view, self.contract_view}
        self._refresh_inspector()

    @Slot()
    def _refresh_inspector(self) -> None:
        page = self.inspector.currentWidget()
        if page not in self._stale:
            return
        self._stale.discard(page)
        if page is self.request_view:
            self.request_view.show_request(self._shown.request)
        elif page is self.response_view:
            self.response_view.show_exchange(self._shown)
        elif page is self.contract_view:
            self.contract_view.show_exchange(self._shown)

    @Slot(object)
    def _show_entry(self, entry: HistoryEntry) -> None:
        """A history entry selected: the inspector shows it (the Result tab is left alone)."""
        self._show_exchange(Exchange(entry.request, entry.response, entry.failure_detail))
        if self.inspector.currentWidget() is self.results:
            self.inspector.setCurrentWidget(self.request_view)

    @Slot(bool)
    def _copy_curl(self, with_token: bool) -> None:
        from ..core.curl import as_curl

        request = self._shown.request
        if request is None:
            return
        token = None
        if with_token:
            answer = QMessageBox.warning(
                self,
                "Copy the token too?",
                "The command will hold the token in plain text. Anyone who sees it, or the "
                "shell history it lands in, can use the token.",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
            profile = self._servers.current
            token = self._servers.token(profile.id) if profile else None
        QGuiApplication.clipboard().setText(as_curl(request, token=token))
        self.statusBar().showMessage("Copied the request as a curl command.", 4000)

    @Slot(object)
    def _resend(self, entry: HistoryEntry) -> None:
        """Send an entry's body again to the current server, asking first for a duplicate."""
        profile = self._servers.current
        if profile is None or self._sender.busy:
            return
        target = self._servers.target(profile)
        if target is None:
            self.show_notice("Type the token for this server first, then re-send.")
            return
        if entry.outcome in ("created", "") or entry.state == "unknown":
            what = "was created" if entry.outcome == "created" else "may have been created"
            answer = QMessageBox.question(
                self,
                "Send it again?",
                f"Plant {entry.plant_id or '(no id)'} {what} by this request already. "
                "Sending it again may create it twice, or be refused as a duplicate.",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        submission = Submission(
            target, entry.body, entry.raw, entry.plant_id, entry.plant_name, profile.name
        )
        self._send(submission, None)

    def _set_waiting(self, waiting: bool) -> None:
        self.form.set_waiting(waiting)
        self.stop_action.setEnabled(waiting)

    @Slot()
    def _on_profiles_changed(self) -> None:
        self.server_choice.clear()
        for profile in self._servers.profiles():
            label = profile.name
            if self._servers.is_temporary(profile.id):
                label += " (this session only)"
            self.server_choice.addItem(label, profile.id)
        self._on_current_changed()

    @Slot()
    def _on_current_changed(self) -> None:
        profile = self._servers.current
        if profile is None:
            self.setWindowTitle("")
            self.server_address.setText("No server chosen yet")
            self.server_choice.setCurrentIndex(-1)
            self.token_box.setVisible(False)
            self.server_status.setText("No server")
            if self._in_flight is None:
                self.results.show_no_server()
            return
        # Qt adds " — Plant Store GUI" (the application display name) itself.
        self.setWindowTitle(profile.name)
        if self._in_flight is None:
            self.results.show_ready()
        self.server_choice.setCurrentIndex(self.server_choice.findData(profile.id))
        self.server_address.setText(profile.base_url)
        self._on_token_changed(profile.id)

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        profile = self._servers.current
        if profile is None or profile.id != profile_id:
            return
        state = self._servers.token_state(profile.id)
        session_only = self._servers.token_is_session_only(profile.id)
        self.token_box.setVisible(state is TokenState.MISSING)
        if state is TokenState.MISSING:
            self.token_field.reset()
            self.token_field.set_hint(
                "Kept for this session only."
                if session_only
                else "No token is saved for this server; it is saved in the keyring when sent."
            )
        where = {
            TokenState.LOADING: "reading the token from the keyring…",
            TokenState.MISSING: "no token saved",
            TokenState.READY: "token for this session only"
            if session_only
            else "token in the keyring",
        }[state]
        self.server_status.setText(f"{profile.base_url} · {where}")

    @Slot(int)
    def _on_server_chosen(self, index: int) -> None:
        profile_id = self.server_choice.itemData(index)
        if isinstance(profile_id, str):
            self._servers.select(profile_id)

    @Slot(str)
    def _on_noticed(self, message: str) -> None:
        self.show_notice(message)

    def show_notice(self, message: str) -> None:
        """Tell the user something about their servers or the keyring, until the next one."""
        self.notice.show_message(message)

    @Slot()
    def manage_servers(self) -> None:
        """Open the Manage servers dialog (modal); the window follows what changes."""
        from .profiles_dialog import ProfilesDialog

        dialog = ProfilesDialog(self._servers, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._on_manage_closed)
        self.manage_dialog = dialog
        dialog.open()

    @Slot(int)
    def _on_manage_closed(self, _result: int) -> None:
        self.manage_dialog = None
        if self._servers.current is None and (start := self._servers.book.starting_profile()):
            self._servers.select(start.id)
        self.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _open_sandbox(self) -> None:
        self._servers.select(self._servers.open_sandbox().id)

    @Slot(int)
    def _on_mode_changed(self, _index: int) -> None:
        """Switching between the form and raw JSON puts the cursor where typing goes."""
        if self.mode_tabs.currentWidget() is self.raw_editor:
            self.raw_editor.editor.setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self.form.id_field.edit.setFocus(Qt.FocusReason.TabFocusReason)

    @Slot()
    def _show_inspector_page(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.inspector.setCurrentIndex(int(action.data()))

    @Slot()
    def _find_in_history(self) -> None:
        self.history_dock.show()
        self.history_dock.panel.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.history_dock.panel.search.selectAll()

    @Slot()
    def _show_about(self) -> None:
        QMessageBox.about(
            self,
            f"About {APP_NAME}",
            f"{APP_NAME} {__version__}\n\nCreates plants in a Plant Store server.",
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._warmed_up:
            self._warmed_up = True
            # Queued behind the first paint.
            QTimer.singleShot(0, self._after_first_paint)

    @Slot()
    def _after_first_paint(self) -> None:
        self._sender.warm_up()
        # What start-up made lives as long as the app: keep it out of the garbage
        # collector's full passes, which otherwise stall the GUI thread for tens of ms.
        gc.freeze()

    # --- batches ---------------------------------------------------------------

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

    @Slot(int)
    def _on_outbox_count(self, count: int) -> None:
        self.outbox_button.setText(f"Outbox: {count} waiting — send now")
        self.outbox_button.setVisible(count > 0)

    @Slot(int)
    def _on_needs_checking(self, count: int) -> None:
        self.show_notice(
            f"{count} plant(s) may or may not have been created: they were sent when the "
            "app stopped or the connection broke. Check them on the server; they are under "
            "“Needs checking” in the history, and none is sent again on its own."
        )
        self.history_dock.panel.show_needing_check()

    @Slot(bool)
    def _on_auto_send_toggled(self, automatic: bool) -> None:
        self._settings = Settings(auto_send_outbox=automatic)
        self.outbox.set_automatic(automatic)
        if (path := self._settings_file) is not None:
            chosen = self._settings
            self._background.run(lambda: save_settings(path, chosen), self._on_settings_saved)

    @Slot(object)
    def _on_settings_saved(self, done: Done) -> None:
        if done.error is not None:
            self.show_notice(f"The setting could not be saved: {done.error}")

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.draft is not None:
            self.draft.save_before_exit()
        self._sender.shutdown()
        self._servers.close()
        event.accept()
