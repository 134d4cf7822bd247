"""The thin adapter between the GUI thread and the sending module.

PlantSender lives on the GUI thread; SendWorker lives on its own QThread and calls the
core `Sender`, which decides everything about a plant's journey. Results come back by
queued signals to @Slot methods; the worker never touches a widget.
"""

import logging
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ..core.endpoint import Target
from ..core.outcome import Failed, FailureKind
from ..core.sending import Delivery, OutboxReport, Plan, Refusal, Sender, judge

log = logging.getLogger(__name__)

QUIT_WAIT_MS = 1_000  # how long quitting lets the plant in flight finish before cancelling it


@dataclass(frozen=True)
class OutboxRun:
    """What the GUI asks of an outbox run (the sending module decides what goes)."""

    targets: Mapping[str, Target]
    automatic: bool
    only: frozenset[int] | None = None
    token_changed_for: str | None = None


class SendWorker(QObject):
    """Runs the sending module's network calls, one at a time, on the worker thread.

    Signals:
        finished(int, object): the request number and its Delivery or Refusal; emitted
            exactly once per submit or resend, whatever happens.
        outbox_sent(object): an OutboxReport, once per outbox run.
        outbox_delivered(object): a Delivery, as each plant of an outbox run is sent.
        recovered(object): a Recovery, or the error text when the journal failed.
    """

    finished = Signal(int, object)
    outbox_sent = Signal(object)
    outbox_delivered = Signal(object)
    recovered = Signal(object)

    def __init__(self, sender: Sender) -> None:
        super().__init__()
        self._sender = sender

    @Slot()
    def open(self) -> None:
        """Load the HTTP stack on the worker thread, before a request needs it."""
        self._sender.warm_up()

    @Slot()
    def recover(self) -> None:
        try:
            result: object = self._sender.recover()
        except Exception as exc:
            result = self.tr("The journal could not be read: {error}").format(error=exc)
        self.recovered.emit(result)

    @Slot(int, object)
    def submit(self, number: int, plan: Plan) -> None:
        result: Delivery | Refusal | None = None
        try:
            result = self._sender.submit(plan, number)
        except Exception as exc:
            log.exception("sending failed inside the app")
            result = _broken(plan.target.endpoint.base_url, plan.plant_id, plan.raw, exc)
        finally:
            self.finished.emit(number, result)

    @Slot(int, int, object, bool)
    def resend(self, number: int, entry_id: int, targets: object, confirmed: bool) -> None:
        result: Delivery | Refusal = Refusal(entry_id, self.tr("The plant could not be sent."))
        try:
            assert isinstance(targets, Mapping)
            result = self._sender.resend(entry_id, targets, confirmed=confirmed, request=number)
        except Exception as exc:
            log.exception("re-sending failed inside the app")
            failed = self.tr("The plant could not be sent: {error}")
            result = Refusal(entry_id, failed.format(error=exc))
        finally:
            self.finished.emit(number, result)

    @Slot(object)
    def send_outbox(self, run: OutboxRun) -> None:
        report = OutboxReport(problem=self.tr("The outbox could not be sent."))
        try:
            report = self._sender.send_outbox(
                run.targets,
                automatic=run.automatic,
                only=run.only,
                token_changed_for=run.token_changed_for,
                on_delivery=self.outbox_delivered.emit,
            )
        except Exception as exc:
            log.exception("sending the outbox failed inside the app")
            failed = self.tr("The outbox could not be sent: {error}")
            report = OutboxReport(left=-1, problem=failed.format(error=exc))
        finally:
            self.outbox_sent.emit(report)


def _broken(base_url: str, plant_id: str, raw: bool, exc: Exception) -> Delivery:
    """A Delivery for a bug inside the app: nothing is known to have been sent."""
    failed = QCoreApplication.translate("SendWorker", "The app failed: {error}")
    outcome = Failed(FailureKind.INVALID_REQUEST, failed.format(error=repr(exc)), False, 0.0)
    return Delivery(None, base_url, plant_id, raw, outcome, judge(outcome))


class PlantSender(QObject):
    """Hands plants to the worker thread and hears back, on the GUI thread.

    At most one plant from the form (or a re-send) is in flight; a cancelled
    request's late answer is ignored.

    Signals:
        finished(object): the Delivery or Refusal of the request in flight.
        settled(object): every Delivery, cancelled ones and outbox runs included
            (the history has changed).
        outbox_delivered(object): a Delivery of the outbox run under way.
        outbox_sent(object): an OutboxReport, when an outbox run ends.
        recovered(object): a Recovery, or the error text.
    """

    finished = Signal(object)
    settled = Signal(object)
    outbox_delivered = Signal(object)
    outbox_sent = Signal(object)
    recovered = Signal(object)
    _open = Signal()
    _recover = Signal()
    _submit = Signal(int, object)
    _resend = Signal(int, int, object, bool)
    _outbox = Signal(object)

    def __init__(self, sender: Sender, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sender_core = sender
        self._number = 0
        self._waiting_for: int | None = None
        self._thread = QThread()
        self._thread.setObjectName("plant-sender")
        self._worker = SendWorker(sender)
        self._worker.moveToThread(self._thread)
        self._open.connect(self._worker.open)
        self._recover.connect(self._worker.recover)
        self._submit.connect(self._worker.submit)
        self._resend.connect(self._worker.resend)
        self._outbox.connect(self._worker.send_outbox)
        self._worker.finished.connect(self._on_worker_finished)
        self._worker.outbox_sent.connect(self.outbox_sent)
        self._worker.outbox_delivered.connect(self._on_outbox_delivered)
        self._worker.recovered.connect(self.recovered)
        self._thread.start()

    def warm_up(self) -> None:
        """Load the HTTP stack on the worker thread now, so the first send is quick.

        Call it once the window has painted: loading it competes for the GIL.
        """
        self._open.emit()

    def recover(self) -> None:
        """Read the journal once at start, before any outbox run (queued first)."""
        self._recover.emit()

    @property
    def busy(self) -> bool:
        return self._waiting_for is not None

    def submit(self, plan: Plan) -> bool:
        """Send unless a request is already in flight; say whether it was sent."""
        if self.busy:
            return False
        self._number += 1
        self._waiting_for = self._number
        self._submit.emit(self._number, plan)
        return True

    def resend(self, entry_id: int, targets: Mapping[str, Target], *, confirmed: bool) -> bool:
        """Send a recorded entry again, unless a request is in flight."""
        if self.busy:
            return False
        self._number += 1
        self._waiting_for = self._number
        self._resend.emit(self._number, entry_id, dict(targets), confirmed)
        return True

    def send_outbox(self, run: OutboxRun) -> None:
        """Run the outbox on the worker thread; `outbox_sent` says what came of it."""
        self._outbox.emit(run)

    def cancel(self) -> None:
        """Stop waiting for the request in flight; its answer, if it comes, is ignored."""
        number, self._waiting_for = self._waiting_for, None
        self.sender_core.cancel(number or 0)

    def shutdown(self) -> None:
        """Stop the worker thread and wait for it; call before the journal closes.

        The plant in flight may finish (a bounded wait), so that it is recorded as what
        it became; past the bound it is cancelled, and flagged if it may have left.
        """
        self.sender_core.stop()
        self._thread.quit()
        if not self._thread.wait(QUIT_WAIT_MS):
            self.cancel()
            self._thread.wait()
        self._waiting_for = None
        self.sender_core.close()

    @Slot(int, object)
    def _on_worker_finished(self, number: int, result: Delivery | Refusal) -> None:
        if isinstance(result, Delivery):
            self.settled.emit(result)
        if number != self._waiting_for:
            return
        self._waiting_for = None
        self.finished.emit(result)

    @Slot(object)
    def _on_outbox_delivered(self, delivery: Delivery) -> None:
        self.settled.emit(delivery)
        self.outbox_delivered.emit(delivery)
