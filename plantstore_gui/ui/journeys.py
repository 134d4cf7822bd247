"""The window's link to the desk for single plants and the outbox, on the one send lane.

Plants from the form (or a re-send) and outbox runs go to the desk one at a time, in the
order asked, on the bridge's send lane; what came of each comes back on the GUI thread.
A plant confirmed while another is in flight is queued behind it, never dropped; an
outbox run gives way to it and goes on after it.
"""

import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..core.desk import Answer, Desk
from ..core.journey import Delivery, OutboxReport, Plan, Refusal, Targets
from .tasks import Done, Tasks

log = logging.getLogger(__name__)

QUIT_WAIT_S = 1.0  # how long quitting lets the plant in flight finish before cancelling it
CANCELLED_WAIT_S = 15.0  # then how long the cancelled sends get to be recorded


@dataclass(frozen=True)
class OutboxRun:
    """What the window asks of an outbox run (the desk decides what goes)."""

    targets: Targets
    automatic: bool
    only: frozenset[int] | None = None
    token_changed_for: str | None = None


class Journeys(QObject):
    """Hands plants and outbox runs to the desk on the send lane, and hears back.

    Signals:
        finished(int, object): a request's number and its Answer (a Delivery, Refusal
            or Question), in the order asked; a cancelled request's late answer is not
            told here.
        settled(object): every Delivery, cancelled ones and outbox runs included (the
            history has changed).
        outbox_delivered(object): a Delivery of the outbox run under way.
        outbox_sent(object): an OutboxReport, when an outbox run ends.
        recovered(object): a Recovery, or the error text, once at start.

    Attributes:
        desk: the front door, for the window's other parts to ask through the bridge.
        tasks: the bridge.
    """

    finished = Signal(int, object)
    settled = Signal(object)
    outbox_delivered = Signal(object)
    outbox_sent = Signal(object)
    recovered = Signal(object)

    def __init__(self, desk: Desk, tasks: Tasks, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.tasks = tasks
        self._number = 0
        self._waiting: list[int] = []  # requests asked and not answered, oldest first
        self._sent_before: tuple[Delivery, ...] = ()  # by the run that gave way
        self._shut = False

    @property
    def busy(self) -> bool:
        """A plant from the form (or a re-send) is in flight or queued."""
        return bool(self._waiting)

    @property
    def queued(self) -> int:
        """Plants asked for behind the one in flight."""
        return max(len(self._waiting) - 1, 0)

    def warm_up(self) -> None:
        """Get sending ready; call once the window has painted.

        What the bridge's threads and the GUI thread share (pydantic, httpx) is imported
        here, on the GUI thread, before the bridge's threads may start: two threads
        importing them at once can both fail, and the first plant would be lost. Then
        the send lane builds the HTTP client.
        """
        self.desk.prepare()
        self.tasks.start()
        self.tasks.send(self.desk.warm_up)

    def recover(self) -> None:
        """Read the journal once at start, before any outbox run (the lane keeps order)."""
        self.tasks.send(self.desk.recover, self._on_recovered)

    def submit(self, plan: Plan, *, confirmed: bool = False, created_again: bool = False) -> int:
        """Send a plant after those already asked for; its request number. `created_again`:
        the user was told this app created it on this server, and sends it all the same."""
        number = self._next()
        desk = self.desk

        def submit() -> Answer:
            return desk.submit(
                plan, confirmed=confirmed, created_again=created_again, request=number
            )

        self.tasks.send(submit, self._on_answer(number))
        return number

    def resend(
        self,
        entry_id: int,
        targets: Targets,
        names: Mapping[str, str],
        *,
        confirmed: bool,
    ) -> int:
        """Send a recorded entry again after those already asked for; its request number.
        `names`: the servers here by address, to say whose token is missing."""
        number = self._next()
        desk = self.desk
        self.tasks.send(
            lambda: desk.resend(
                entry_id, targets, confirmed=confirmed, request=number, names=names
            ),
            self._on_answer(number),
        )
        return number

    def send_outbox(self, run: OutboxRun) -> None:
        """Run the outbox on the lane; `outbox_sent` says what came of it."""
        desk, delivered = self.desk, self.tasks.relay(self._on_outbox_delivered)
        self.tasks.send(
            lambda: desk.run_outbox(
                run.targets,
                automatic=run.automatic,
                only=run.only,
                token_changed_for=run.token_changed_for,
                on_delivery=delivered,
                give_way=self._a_plant_waits,
            ),
            _OutboxDone(self, run),
        )

    def _a_plant_waits(self) -> bool:
        """Asked from the lane: is a plant from the form queued behind the outbox run?
        (The list changes on the GUI thread only; its length is read whole.)"""
        return bool(self._waiting)

    def cancel(self) -> int | None:
        """Stop waiting for the request in flight; its number, or None when none was."""
        if not self._waiting:
            return None
        number = self._waiting.pop(0)
        self.desk.cancel(number)
        return number

    def shutdown(self) -> None:
        """Stop the lane before the journal closes (twice is fine).

        The plant in flight may finish (a bounded wait), so that it is recorded as what it
        became; past the bound it is cancelled, and flagged if it may have left. Plants
        queued behind it are written down for the outbox, not sent.
        """
        if self._shut:
            return
        self._shut = True
        self.desk.stop()
        if not self.tasks.shutdown(QUIT_WAIT_S):
            self.desk.cancel(self._number)
            self.tasks.shutdown(CANCELLED_WAIT_S)
        self._waiting.clear()
        self.desk.close()

    def _next(self) -> int:
        self._number += 1
        self._waiting.append(self._number)
        return self._number

    def _on_answer(self, number: int) -> "_Answered":
        return _Answered(self, number)

    def answered(self, number: int, done: Done) -> None:
        """The desk's answer to request `number` is back on the GUI thread."""
        answer: Answer = done.value
        if done.error is not None:  # a bug inside the app: nothing is known to have left
            log.error("sending failed inside the app", exc_info=done.error)
            failed = QCoreApplication.translate(
                "SendWorker", "The plant could not be sent: {error}"
            )
            answer = Refusal(0, failed.format(error=done.error))
        if isinstance(answer, Delivery):
            self.settled.emit(answer)
        if number not in self._waiting:
            return  # cancelled: its answer is recorded, not shown
        self._waiting.remove(number)
        self.finished.emit(number, answer)

    @Slot(object)
    def _on_recovered(self, done: Done) -> None:
        if done.error is not None:
            failed = QCoreApplication.translate(
                "SendWorker", "The journal could not be read: {error}"
            )
            self.recovered.emit(failed.format(error=done.error))
        else:
            self.recovered.emit(done.value)

    def _on_outbox_delivered(self, delivery: Delivery) -> None:
        self.settled.emit(delivery)
        self.outbox_delivered.emit(delivery)

    def outbox_ran(self, run: OutboxRun, done: Done) -> None:
        """An outbox run ended on the lane; one that gave way goes on behind the plant."""
        report: OutboxReport = done.value
        if done.error is not None:
            failed = QCoreApplication.translate(
                "SendWorker", "The outbox could not be sent: {error}"
            )
            report = OutboxReport(left=-1, problem=failed.format(error=done.error))
        report = replace(report, deliveries=self._sent_before + report.deliveries)
        if report.gave_way and not self._shut:
            self._sent_before = report.deliveries
            self.send_outbox(run)
            return
        self._sent_before = ()
        self.outbox_sent.emit(replace(report, gave_way=False))


class _OutboxDone:
    """The on_done of one outbox run: hands its Done to the Journeys with the run."""

    def __init__(self, journeys: Journeys, run: OutboxRun) -> None:
        self.__self__ = journeys  # so the bridge skips it once the Journeys is gone
        self._run = run

    def __call__(self, done: Done) -> None:
        self.__self__.outbox_ran(self._run, done)


class _Answered:
    """The on_done of one request: hands its Done to the Journeys with its number."""

    def __init__(self, journeys: Journeys, number: int) -> None:
        self.__self__ = journeys  # so the bridge skips it once the Journeys is gone
        self._number = number

    def __call__(self, done: Done) -> None:
        self.__self__.answered(self._number, done)
