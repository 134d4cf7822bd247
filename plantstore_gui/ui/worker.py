"""The bridge between the GUI thread and the network: one worker thread and its clients.

PlantSender lives on the GUI thread; SendWorker lives on its own QThread and owns
one httpx.Client per TLS setting (each built once: building one costs tens of ms).
Results come back by queued signals to @Slot methods; the worker never touches a widget.
"""

import logging
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..core.endpoint import Target, Tls
from ..core.history import EntryState
from ..core.outcome import Created, Failed, FailureKind, Outcome

if TYPE_CHECKING:
    from ..core.client import PlantStoreClient
    from ..core.history import History

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Submission:
    """One body to send, and what the history needs to know about it."""

    target: Target
    body: bytes
    raw: bool
    plant_id: str
    plant_name: str
    server_name: str


@dataclass(frozen=True)
class Sent:
    """What came of a Submission: its outcome and its place in the history.

    Attributes:
        entry_id: the history entry, or None when the history could not be written.
        history_problem: why the history could not be written, in words; None when it was.
        queued: the server could not be reached, so the entry waits in the outbox.
    """

    submission: Submission
    outcome: Outcome
    entry_id: int | None
    history_problem: str | None
    queued: bool = False


@dataclass(frozen=True)
class Flushed:
    """What sending the outbox came to.

    Attributes:
        unreachable: a server still could not be reached, so sending stopped early.
    """

    sent: int
    created: int
    left: int
    unreachable: bool
    problem: str | None = None


# Failures that mean "the server is not there now": the plant waits in the outbox.
UNREACHABLE = frozenset(
    {FailureKind.REFUSED, FailureKind.HOST_NOT_FOUND, FailureKind.CONNECT_TIMEOUT}
)


def is_unreachable(outcome: Outcome) -> bool:
    return isinstance(outcome, Failed) and not outcome.request_sent and outcome.kind in UNREACHABLE


class SendWorker(QObject):
    """Sends one submission at a time on the worker thread, journalled in the history.

    Signals:
        finished(int, object): the request number and its Sent; emitted exactly once
            per `send`, whatever happens.
    """

    finished = Signal(int, object)
    outbox_flushed = Signal(int, object)

    def __init__(self, history: "History | None") -> None:
        super().__init__()
        self._history = history
        self._clients: dict[Tls, PlantStoreClient] = {}
        self._clients_lock = threading.Lock()  # cancel() reads them from the GUI thread

    @Slot()
    def open(self) -> None:
        """Build the default HTTP client on the worker thread, before a request needs it."""
        self._client_for(Tls())

    def _client_for(self, tls: Tls) -> "PlantStoreClient":
        if tls not in self._clients:
            # Imported here, on the worker thread, after the window has painted: httpx
            # and pydantic take longer to load than the whole window takes to show.
            from ..core.client import PlantStoreClient, make_http_client

            client = PlantStoreClient(make_http_client(tls))
            with self._clients_lock:
                self._clients[tls] = client
        return self._clients[tls]

    @Slot(int, object)
    def send(self, number: int, submission: "Submission") -> None:
        """Journal the submission, send it, record its outcome; report back exactly once."""
        outcome: Outcome = Failed(
            FailureKind.INVALID_REQUEST, "The request could not be made.", False, 0.0
        )
        entry_id: int | None = None
        history_problem: str | None = None
        queued = False
        try:
            entry_id, history_problem = self._journal(submission)
            outcome = self._post(submission)
            if entry_id is not None and self._history is not None:
                queued = is_unreachable(outcome)
                try:
                    self._history.finish(entry_id, outcome, outbox=queued)
                except Exception as exc:
                    queued = False
                    history_problem = f"The history could not be written: {exc}"
        except Exception:
            log.exception("sending failed inside the app")
        finally:
            sent = Sent(submission, outcome, entry_id, history_problem, queued)
            self.finished.emit(number, sent)

    @Slot(int, object)
    def flush_outbox(self, number: int, targets: "dict[str, Target]") -> None:
        """Send the outbox, oldest first, to the servers in `targets` (by base URL).

        Stops at the first server that still cannot be reached; reports exactly once.
        """
        sent = created = 0
        unreachable = False
        problem: str | None = None
        try:
            history = self._history
            waiting = history.in_states(EntryState.PENDING) if history else []
            for entry in waiting:
                target = targets.get(entry.base_url)
                if history is None or target is None or unreachable:
                    continue
                history.mark([entry.id], EntryState.SENDING)
                submission = Submission(
                    target,
                    entry.body,
                    entry.raw,
                    entry.plant_id,
                    entry.plant_name,
                    entry.server_name,
                )
                outcome = self._post(submission)
                unreachable = is_unreachable(outcome)
                history.finish(entry.id, outcome, outbox=unreachable)
                if not unreachable:
                    sent += 1
                    created += isinstance(outcome, Created)
            left = history.count(EntryState.PENDING) if history else 0
        except Exception as exc:
            log.warning("sending the outbox failed: %s", type(exc).__name__)
            problem, left = f"The outbox could not be sent: {exc}", -1
        self.outbox_flushed.emit(number, Flushed(sent, created, left, unreachable, problem))

    def _journal(self, submission: "Submission") -> tuple[int | None, str | None]:
        """Write the submission down before it is sent, so a crash cannot lose it."""
        if self._history is None:
            return None, None
        try:
            entry_id = self._history.add(
                server_name=submission.server_name,
                base_url=submission.target.endpoint.base_url,
                plant_id=submission.plant_id,
                plant_name=submission.plant_name,
                raw=submission.raw,
                body=submission.body,
                state=EntryState.SENDING,  # if the app dies from here on, it may have gone
            )
        except Exception as exc:
            log.warning("journal write failed: %s", type(exc).__name__)
            return None, f"The history could not be written, so this entry is not kept: {exc}"
        return entry_id, None

    def _post(self, submission: "Submission") -> Outcome:
        tls = submission.target.tls
        try:
            client = self._client_for(tls)
        except (OSError, ValueError) as exc:  # ssl.SSLError is an OSError
            return Failed(
                FailureKind.TLS, f"The CA bundle {tls.ca_bundle} cannot be used: {exc}", False, 0.0
            )
        return client.send_body(submission.target, submission.body, raw=submission.raw)

    def cancel(self) -> None:
        """Stop the request in flight. Safe to call from any thread."""
        with self._clients_lock:
            clients = list(self._clients.values())
        for client in clients:
            client.cancel()

    def close(self) -> None:
        """Close the HTTP clients; call only once the worker thread has stopped."""
        for client in self._clients.values():
            client.close()
        self._clients.clear()


class PlantSender(QObject):
    """Hands submissions to the worker thread and hears back, on the GUI thread.

    At most one request is in flight; a cancelled request's late answer is ignored.

    Signals:
        finished(object): the Sent of the request in flight.
        settled(object): a Sent for every request, the cancelled ones included (its
            history entry is final now).
    """

    finished = Signal(object)
    settled = Signal(object)
    outbox_flushed = Signal(object)
    _open = Signal()
    _send = Signal(int, object)
    _flush = Signal(int, object)

    def __init__(self, history: "History | None" = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._number = 0
        self._waiting_for: int | None = None
        self._thread = QThread()
        self._thread.setObjectName("plant-sender")
        self._worker = SendWorker(history)
        self._worker.moveToThread(self._thread)
        self._open.connect(self._worker.open)
        self._send.connect(self._worker.send)
        self._flush.connect(self._worker.flush_outbox)
        self._worker.finished.connect(self._on_worker_finished)
        self._worker.outbox_flushed.connect(self._on_outbox_flushed)
        self._thread.start()

    def warm_up(self) -> None:
        """Load the HTTP stack on the worker thread now, so the first send is quick.

        Call it once the window has painted: loading it competes for the GIL.
        """
        self._open.emit()

    @property
    def busy(self) -> bool:
        return self._waiting_for is not None

    def send(self, submission: Submission) -> bool:
        """Send unless a request is already in flight; say whether it was sent."""
        if self.busy:
            return False
        self._number += 1
        self._waiting_for = self._number
        self._send.emit(self._number, submission)
        return True

    def flush_outbox(self, targets: "dict[str, Target]") -> None:
        """Send the outbox on the worker thread; `outbox_flushed` says what came of it."""
        self._number += 1
        self._flush.emit(self._number, targets)

    @Slot(int, object)
    def _on_outbox_flushed(self, _number: int, flushed: Flushed) -> None:
        self.outbox_flushed.emit(flushed)

    def cancel(self) -> None:
        """Stop waiting for the request in flight; its answer, if it comes, is ignored."""
        self._waiting_for = None
        self._worker.cancel()

    def shutdown(self) -> None:
        """Stop the worker thread and wait for it; call before the owner goes away."""
        self.cancel()
        self._thread.quit()
        self._thread.wait()
        self._worker.close()

    @Slot(int, object)
    def _on_worker_finished(self, number: int, sent: Sent) -> None:
        self.settled.emit(sent)
        if number != self._waiting_for:
            return
        self._waiting_for = None
        self.finished.emit(sent)
