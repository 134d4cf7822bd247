"""The main window: the server bar above, the New plant form beside the results panel."""

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME, __version__
from ..core.endpoint import Target, Tls
from ..core.outcome import Created, Failed, FailureKind, Outcome
from . import theme
from .plant_form import PlantForm
from .results_panel import ResultsPanel
from .servers import Servers, TokenState
from .token_field import TokenField
from .worker import PlantSender

if TYPE_CHECKING:
    from ..core.models import NewPlant
    from .profiles_dialog import ProfilesDialog


class NoticeBar(QFrame):
    """A line across the window for something the user should know; dismissable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName("Notice")
        icon = QLabel(self)
        icon.setPixmap(theme.icon("ready").pixmap(QSize(18, 18)))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        dismiss = QPushButton("Dismiss", self)
        dismiss.setFlat(True)
        dismiss.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.setVisible(False)

    def show_message(self, message: str) -> None:
        self.text.setText(message)
        self.setVisible(True)


class MainWindow(QMainWindow):
    """Creates plants on the server chosen in the server bar.

    Args:
        servers: the profiles and their tokens; the window follows its current one.
        sender: sends plants off the GUI thread; the window shuts it down on close.
    """

    def __init__(self, servers: Servers, sender: PlantSender) -> None:
        super().__init__()
        self._servers = servers
        self._sender = sender
        self._in_flight: NewPlant | None = None
        self._in_flight_url = ""
        self._warmed_up = False
        self.manage_dialog: ProfilesDialog | None = None
        self.setWindowIcon(theme.icon("plantstore-gui"))

        self.form = PlantForm()
        self.results = ResultsPanel()

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
        left.addWidget(self.form, 1)
        columns = QHBoxLayout()
        columns.setSpacing(12)
        columns.addLayout(left, 5)
        columns.addWidget(self.results, 6)
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
        self.statusBar().addPermanentWidget(self.server_status)

        self._build_menus()
        self.form.submit_requested.connect(self.submit)
        self.form.cancel_requested.connect(self.cancel)
        self._sender.finished.connect(self._on_finished)
        self.server_choice.activated.connect(self._on_server_chosen)
        self.manage_button.clicked.connect(self.manage_servers)
        self.results.add_server_requested.connect(self.manage_servers)
        self.results.sandbox_requested.connect(self._open_sandbox)
        servers.profiles_changed.connect(self._on_profiles_changed)
        servers.current_changed.connect(self._on_current_changed)
        servers.token_changed.connect(self._on_token_changed)
        servers.noticed.connect(self._on_noticed)
        self._on_profiles_changed()
        self.resize(QSize(900, 420))
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
        plant = self.form.take_plant()
        if plant is None:
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
        token = self._servers.token(profile.id)
        assert token is not None
        target = Target(
            profile.endpoint(),
            token,
            profile.timeout,
            Tls(profile.verify_tls, profile.ca_bundle),
        )
        self._sender.send(target, plant)
        self._in_flight = plant
        self._in_flight_url = profile.base_url
        self._set_waiting(True)
        self.results.show_waiting(plant.id)

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server; what it may have done is said, not guessed."""
        if not self._sender.busy:
            return
        self._sender.cancel()
        self._show(Failed(FailureKind.CANCELLED, "Stopped waiting at your request.", True, 0.0))

    @Slot(object)
    def _on_finished(self, outcome: Outcome) -> None:
        plant = self._show(outcome)
        if isinstance(outcome, Created) and plant is not None and self.form.holds(plant):
            self.form.clear()

    def _show(self, outcome: Outcome) -> "NewPlant | None":
        plant, self._in_flight = self._in_flight, None
        self._set_waiting(False)
        if plant is not None:
            from .wording import report

            self.results.show_report(report(outcome, plant, self._in_flight_url))
        return plant

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
            QTimer.singleShot(0, self._sender.warm_up)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._sender.shutdown()
        self._servers.close()
        event.accept()
