"""The outbox in the window: its count, its timer, and what it tells the user.

Which plants go, when, and what is recorded is the desk's to decide; this starts the
runs it asks for (on Send now, when a token changes, and on the timer the desk's
schedule sets whenever something may have put a plant in the outbox: a plant that
came back queued, a batch that ended, the start) and passes on what came of them.
"""

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QPushButton

from ..core.desk import OutboxSchedule
from ..core.journey import Delivery, OutboxReport, Recovery
from ..core.tell import outbox_button_text, outbox_sent_notice
from .journeys import Journeys, OutboxRun
from .servers import Servers
from .tasks import Done, Reads


class Outbox(QObject):
    """Counts the waiting plants and sends them: on request, or on its own.

    Signals:
        count_changed(int): how many plants wait in the outbox.
        noticed(str): something the user should read.
        needs_checking(int, int): at start, how many plants were on their way when the app
            last stopped, and how many need checking in all.
        delivered(object): a Delivery of a plant the outbox sent.
        report_ready(object): the OutboxReport of a run.
        view_requested(): the user asked to see the outbox.

    Attributes:
        button: "Outbox: N waiting", for the status bar; opens the outbox window.
    """

    count_changed = Signal(int)
    noticed = Signal(str)
    needs_checking = Signal(int, int)
    delivered = Signal(object)
    report_ready = Signal(object)
    view_requested = Signal()

    def __init__(
        self,
        journeys: Journeys,
        servers: Servers,
        *,
        automatic: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._journeys = journeys
        self._servers = servers
        self._reads = Reads(journeys.tasks, self)
        self.automatic = automatic
        self.count = 0
        self.running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_automatic)
        journeys.settled.connect(self._on_settled)
        journeys.outbox_sent.connect(self._on_sent)
        journeys.outbox_delivered.connect(self._on_delivered)
        journeys.recovered.connect(self._on_recovered)
        servers.token_changed.connect(self._on_token_changed)
        self.button = QPushButton()
        self.button.setFlat(True)
        self.button.setToolTip(self.tr("Plants waiting for their server. Click to see them."))
        self.button.setVisible(False)
        self.button.clicked.connect(self.view_requested)

    def recover(self) -> None:
        """Read the journal once at start: flag what may have gone, queue what has not."""
        self._journeys.recover()

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

    @Slot()
    def refresh(self) -> None:
        """Something may have put plants in the outbox (or taken them out): count them
        again, and run on the desk's schedule."""
        desk, targets = self._journeys.desk, self._servers.targets()
        self._reads.run(lambda: desk.outbox_schedule(targets), self._on_scheduled)

    @Slot(object)
    def _on_scheduled(self, done: Done) -> None:
        if done.error is not None:
            return
        schedule: OutboxSchedule = done.value
        self._set_count(schedule.waiting)
        due = schedule.next_run_in
        if self.automatic and due is not None and not self.running and not self._timer.isActive():
            self._timer.start(int(due * 1000))

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
        self._journeys.send_outbox(run)

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
        if profile.id in targets.known:
            self._start(OutboxRun(targets, automatic=True, token_changed_for=profile.id))

    @Slot(object)
    def _on_settled(self, delivery: Delivery) -> None:
        if delivery.verdict.queued:
            self.refresh()

    @Slot(object)
    def _on_sent(self, report: OutboxReport) -> None:
        self.running = False
        self._show_count()
        if report.problem:
            self.noticed.emit(report.problem)
        sent = [d for d in report.deliveries if not d.verdict.queued]
        notice = outbox_sent_notice(len(sent), report.created)
        if notice is not None:
            self.noticed.emit(notice)
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
        self.button.setText(outbox_button_text(self.count, self.running))
        self.button.setVisible(self.count > 0)
