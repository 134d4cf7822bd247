"""The outbox in the window: its count, its timer, and what it tells the user.

Which plants go, when, and what is recorded is the sending module's to decide; this
only starts the runs it asks for (on a timer, on Send now, when a token changes) and
passes on what came of them.
"""

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QPushButton, QWidget

from ..core.journal import EntryState
from ..core.sending import Delivery, OutboxReport, Recovery, first_retry_in
from .background import Background, Done
from .servers import Servers
from .worker import OutboxRun, PlantSender

if TYPE_CHECKING:
    from .outbox_view import OutboxView


class Outbox(QObject):
    """Counts the waiting plants and sends them: on request, or on its own.

    Signals:
        count_changed(int): how many plants wait in the outbox.
        noticed(str): something the user should read.
        needs_checking(int, int): at start, how many plants were on their way when the app
            last stopped, and how many need checking in all.
        delivered(object): a Delivery of a plant the outbox sent.
        report_ready(object): the OutboxReport of a run.
        view_closed(): the outbox window was closed (the history may have changed).

    Attributes:
        button: "Outbox: N waiting", for the status bar; opens the outbox window.
    """

    count_changed = Signal(int)
    noticed = Signal(str)
    needs_checking = Signal(int, int)
    delivered = Signal(object)
    report_ready = Signal(object)
    view_closed = Signal()

    def __init__(
        self,
        sender: PlantSender,
        servers: Servers,
        *,
        automatic: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._sender = sender
        self._servers = servers
        self._background = Background(self)
        self.automatic = automatic
        self.count = 0
        self.running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_automatic)
        sender.settled.connect(self._on_settled)
        sender.outbox_sent.connect(self._on_sent)
        sender.outbox_delivered.connect(self._on_delivered)
        sender.recovered.connect(self._on_recovered)
        servers.token_changed.connect(self._on_token_changed)
        self.view: OutboxView | None = None
        self.button = QPushButton()
        self.button.setFlat(True)
        self.button.setToolTip(self.tr("Plants waiting for their server. Click to see them."))
        self.button.setVisible(False)
        self.button.clicked.connect(self._on_button)

    @Slot()
    def _on_button(self) -> None:
        parent = self.button.window()
        self.show_view(parent)

    def show_view(self, parent: QWidget) -> None:
        """Open the outbox window (one per app), or bring it forward."""
        from .outbox_view import OutboxView

        if self.view is None:
            self.view = OutboxView(self._sender.sender_core, self, self._servers, parent)
            self.view.finished.connect(self.view_closed)
        self.view.show()
        self.view.raise_()
        self.view.activateWindow()

    def recover(self) -> None:
        """Read the journal once at start: flag what may have gone, queue what has not."""
        self._sender.recover()

    @Slot(object)
    def _on_recovered(self, result: Recovery | str) -> None:
        if isinstance(result, str):
            self.noticed.emit(result)
            return
        self._set_count(result.waiting)
        if result.checking:
            self.needs_checking.emit(result.flagged, result.checking)
        if result.waiting and self.automatic:
            self._timer.start(0)

    def refresh(self) -> None:
        if (journal := self._sender.sender_core.journal) is not None:
            self._background.run(lambda: journal.count(EntryState.WAITING), self._on_counted)

    @Slot(object)
    def _on_counted(self, done: Done) -> None:
        if done.error is None:
            self._set_count(done.value)

    @Slot()
    def send_now(self) -> None:
        """Send every waiting plant whose server has a token now."""
        self.send_some(None)

    def send_some(self, only: frozenset[int] | None) -> None:
        """Send these waiting plants (all of them for None) whose server has a token now."""
        self._timer.stop()
        self._start(OutboxRun(self._servers.targets(), automatic=False, only=only))

    @Slot()
    def _run_automatic(self) -> None:
        self._start(OutboxRun(self._servers.targets(), automatic=True))

    def _start(self, run: OutboxRun) -> None:
        self.running = True
        self._show_count()
        self._sender.send_outbox(run)

    @Slot(object)
    def _on_delivered(self, delivery: Delivery) -> None:
        """One plant of the run under way has gone (or still waits)."""
        if not delivery.verdict.queued:
            self._set_count(max(self.count - 1, 0))
        self.delivered.emit(delivery)

    def set_automatic(self, automatic: bool) -> None:
        self.automatic = automatic
        if not automatic:
            self._timer.stop()
        elif self.count:
            self._timer.start(0)

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        """A new token may be the one the server wanted: send what waited for it."""
        profile = self._servers.get(profile_id)
        if profile is None or not self.automatic or not self.count:
            return
        targets = self._servers.targets()
        if profile.base_url in targets:
            self._start(OutboxRun(targets, automatic=True, token_changed_for=profile.base_url))

    @Slot(object)
    def _on_settled(self, delivery: Delivery) -> None:
        if delivery.verdict.queued:
            self.refresh()
            if self.automatic and not self._timer.isActive():
                self._timer.start(int(first_retry_in(delivery.verdict) * 1000))

    @Slot(object)
    def _on_sent(self, report: OutboxReport) -> None:
        self.running = False
        self._show_count()
        if report.problem:
            self.noticed.emit(report.problem)
        sent = [d for d in report.deliveries if not d.verdict.queued]
        count = len(sent)
        if count == 1:
            if report.created:
                said = self.tr("Sent 1 plant from the outbox; it was created. See the history.")
            else:
                said = self.tr("Sent 1 plant from the outbox; it was not created. See the history.")
            self.noticed.emit(said)
        elif sent:
            self.noticed.emit(
                self.tr(
                    "Sent %n plants from the outbox; {created} created. "
                    "Their results are in the history.",
                    "",
                    count,
                ).format(created=QLocale().toString(report.created))
            )
        if report.left >= 0:
            self._set_count(report.left)
        if self.automatic and report.next_run_in is not None:
            self._timer.start(int(report.next_run_in * 1000))
        self.report_ready.emit(report)

    def _set_count(self, count: int) -> None:
        self.count = count
        self._show_count()
        self.count_changed.emit(count)

    def _show_count(self) -> None:
        count = self.count
        if self.running:
            said = self.tr("Outbox: %n waiting · sending…", "", count)
        else:
            said = self.tr("Outbox: %n waiting", "", count)
        self.button.setText(said)
        self.button.setVisible(self.count > 0)
