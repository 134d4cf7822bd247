"""The main window: the New plant form beside the results panel."""

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME, __version__
from ..core.endpoint import Endpoint, Target
from ..core.fields import token_problem
from ..core.outcome import Created, Failed, FailureKind, Outcome
from . import theme
from .plant_form import CheckedField, PlantForm
from .results_panel import ResultsPanel
from .worker import PlantSender

if TYPE_CHECKING:
    from ..core.models import NewPlant


class TokenField(CheckedField):
    """A password field for the bearer token, with a show/hide toggle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "Access token",
            "Sent as a bearer token; kept for this session only.",
            token_problem,
            parent,
        )
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setClearButtonEnabled(False)
        self.reveal = QAction(theme.icon("eye"), "Show the token", self)
        self.reveal.setCheckable(True)
        self.reveal.toggled.connect(self._on_reveal_toggled)
        self.edit.addAction(self.reveal, QLineEdit.ActionPosition.TrailingPosition)

    @Slot(bool)
    def _on_reveal_toggled(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        self.edit.setEchoMode(mode)
        self.reveal.setIcon(theme.icon("eye-off" if shown else "eye"))
        self.reveal.setText("Hide the token" if shown else "Show the token")


class MainWindow(QMainWindow):
    """Creates plants on one server.

    Args:
        endpoint: the server.
        server_label: how the server is named to the user ("Sandbox", a host name).
        token: the bearer token, or None to ask for it in the window.
        sender: sends plants off the GUI thread; the window shuts it down on close.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        server_label: str,
        token: str | None,
        sender: PlantSender,
    ) -> None:
        super().__init__()
        self._endpoint = endpoint
        self._token = token
        self._sender = sender
        self._in_flight: NewPlant | None = None
        self._warmed_up = False
        self.setWindowTitle(f"{APP_NAME} — {server_label}")
        self.setWindowIcon(theme.icon("plantstore-gui"))

        self.form = PlantForm()
        self.results = ResultsPanel()
        self.token_field: TokenField | None = None

        left = QVBoxLayout()
        left.setSpacing(12)
        if token is None:
            self.token_field = TokenField()
            server_box = QGroupBox("Server")
            server_form = QFormLayout(server_box)
            server_form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            address = QLabel(endpoint.base_url)
            address.setTextFormat(Qt.TextFormat.PlainText)
            address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            server_form.addRow("Address:", address)
            token_label = QLabel("T&oken:")
            token_label.setBuddy(self.token_field.edit)
            token_label.setMinimumHeight(self.token_field.edit.sizeHint().height())
            server_form.addRow(token_label, self.token_field)
            self.token_field.edit.returnPressed.connect(self.submit)
            left.addWidget(server_box)
        left.addWidget(self.form, 1)

        central = QWidget()
        columns = QHBoxLayout(central)
        columns.setContentsMargins(12, 12, 12, 12)
        columns.setSpacing(12)
        columns.addLayout(left, 5)
        columns.addWidget(self.results, 6)
        self.setCentralWidget(central)
        if self.token_field is not None:
            QWidget.setTabOrder(self.form.cancel_button, self.token_field.edit)

        self.server_status = QLabel(f"Server: {endpoint.base_url} ({server_label})")
        self.server_status.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.server_status)

        self._build_menus()
        self.form.submit_requested.connect(self.submit)
        self.form.cancel_requested.connect(self.cancel)
        self._sender.finished.connect(self._on_finished)
        self.resize(QSize(860, 380))
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
        plant = self.form.take_plant()
        if plant is None:
            return
        token = self._token
        if self.token_field is not None:
            if not self.token_field.validate():
                self.token_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            token = self.token_field.edit.text()
        assert token is not None
        self._sender.send(Target(self._endpoint, token), plant)
        self._in_flight = plant
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

            self.results.show_report(report(outcome, plant, self._endpoint.base_url))
        return plant

    def _set_waiting(self, waiting: bool) -> None:
        self.form.set_waiting(waiting)
        self.stop_action.setEnabled(waiting)

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
        event.accept()
