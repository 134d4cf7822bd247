"""BatchRunner: many plants sent over a few connections, every row journalled.

The journal makes a kill at any moment safe. All rows are written PENDING before the
first is sent; a lane marks its chunk SENDING before sending any of it, and puts back
to PENDING what it did not get to send; one writer thread records the outcomes in
group commits (per-row commits under synchronous=FULL would cap throughput).

Threads
 ├── batch-journal   journals the rows, starts the lanes, then writes their results
 └── batch-lane-N    one PlantStoreClient each, reused for all its rows
"""

import logging
import math
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .client import PlantStoreClient, make_http_client
from .endpoint import Target, Tls
from .history import EntryState, History, HistoryError, NewEntry
from .outcome import Created, Failed, FailureKind, Outcome, Unexpected

log = logging.getLogger(__name__)

CHUNK = 8  # rows a lane marks SENDING in one transaction
FLUSH_EVERY = 0.02  # seconds a result may wait for the writer's group commit
FLUSH_SIZE = 64  # ... or this many results, whichever first
RATE_WINDOW = 3.0  # seconds of sending the rate is measured over
UNREACHABLE = frozenset(
    {FailureKind.REFUSED, FailureKind.HOST_NOT_FOUND, FailureKind.CONNECT_TIMEOUT}
)


@dataclass(frozen=True)
class BatchItem:
    """One row to send: the caller's row index, its JSON body, and what the journal shows."""

    index: int
    body: bytes
    plant_id: str
    plant_name: str
    entry_id: int | None = None  # its journal entry from an earlier run, to reuse


@dataclass(frozen=True)
class RowResult:
    """What came of one row; entry_id is its journal entry (None without a journal)."""

    index: int
    outcome: Outcome
    entry_id: int | None


@dataclass(frozen=True)
class Progress:
    """Where the batch stands.

    Attributes:
        finished: rows with a result, failures included (a row refused before
            sending has a result and is PENDING again in the journal).
        failed: results that are not Created.
        elapsed: seconds of sending, pauses excluded.
        rate: rows finished per second over the last few seconds of sending.
        eta: seconds left at that rate; None when unknown.
        done: every thread's work is over and every result is journalled.
        stopped_reason: why the batch stopped early on its own, for the user.
    """

    total: int
    finished: int
    created: int
    failed: int
    elapsed: float
    rate: float
    eta: float | None
    paused: bool
    done: bool
    stopped_reason: str | None = None


class BatchRunner:
    """Sends many plants with bounded concurrency, each row journalled.

    Thread-safe; no method blocks the caller except join() and close().
    """

    def __init__(
        self,
        target: Target,
        items: Sequence[BatchItem],
        *,
        history: History | None,
        server_name: str,
        concurrency: int = 4,
        client_factory: Callable[[Tls], PlantStoreClient] | None = None,
    ) -> None:
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self._target = target
        self._items = list(items)
        self._history = history
        self._server_name = server_name
        self._lanes = min(concurrency, len(self._items))
        self._factory = client_factory or (lambda tls: PlantStoreClient(make_http_client(tls)))
        self._cond = threading.Condition()
        self._todo: deque[tuple[BatchItem, int | None]] = deque()
        self._clients: list[PlantStoreClient] = []
        self._threads: list[threading.Thread] = []
        self._results: list[RowResult] = []
        self._journal: queue.SimpleQueue[tuple[int, Outcome] | None] = queue.SimpleQueue()
        self._started = self._paused = self._stopping = self._sending = self._done = False
        self._reason: str | None = None
        self._journal_broken = False
        self._created = self._finished = 0
        self._clock = _Clock()
        self._recent: deque[float] = deque()  # clock readings at each recent result
        self._entry_ids: dict[int, int] = {}

    # -- control, from any thread --------------------------------------------------------

    def start(self) -> None:
        """Start sending in the background; returns at once. Once only, and not after cancel."""
        with self._cond:
            if self._started or self._stopping:
                raise RuntimeError("the batch was already started or cancelled")
            self._started = True
            thread = threading.Thread(target=self._coordinate, name="batch-journal", daemon=True)
            self._threads.append(thread)
        thread.start()

    def pause(self) -> None:
        """Lanes finish the row in flight, give back the rest of their chunk, and wait."""
        with self._cond:
            self._paused = True
            self._clock.halt()

    def resume(self) -> None:
        with self._cond:
            self._paused = False
            if self._sending and not self._done:
                self._clock.run()
            self._cond.notify_all()

    def cancel(self) -> None:
        """Start no new row and cancel the rows in flight; unsent rows stay PENDING."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
            clients = list(self._clients)
        for client in clients:
            client.cancel()

    def entry_ids(self) -> dict[int, int]:
        """Each row's journal entry, by row index, once the rows are written down."""
        with self._cond:
            return dict(self._entry_ids)

    def drain(self) -> list[RowResult]:
        """The results since the last drain, in the order they came."""
        with self._cond:
            results, self._results = self._results, []
        return results

    @property
    def stopped_reason(self) -> str | None:
        """Why the batch stopped on its own (server unreachable, journal broken), or None."""
        with self._cond:
            return self._reason

    def progress(self) -> Progress:
        with self._cond:
            elapsed = self._clock.read()
            self._forget_old(elapsed)
            span = max(min(RATE_WINDOW, elapsed), 0.1)
            rate = len(self._recent) / span if self._recent else 0.0
            left = len(self._items) - self._finished
            eta = left / rate if rate > 0 and not self._stopping else None
            if self._done:
                eta = 0.0 if left == 0 else None
            return Progress(
                total=len(self._items),
                finished=self._finished,
                created=self._created,
                failed=self._finished - self._created,
                elapsed=elapsed,
                rate=rate,
                eta=eta,
                paused=self._paused,
                done=self._done,
                stopped_reason=self._reason,
            )

    def join(self, timeout: float | None = None) -> bool:
        """Wait for every thread to end; True when they all have."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._cond:
                threads = list(self._threads)
            for thread in threads:
                thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
            with self._cond:
                if len(self._threads) == len(threads):  # else the coordinator added lanes
                    return not any(thread.is_alive() for thread in threads)

    def close(self) -> None:
        """Cancel, then wait for every thread; each lane closes its client as it ends."""
        self.cancel()
        self.join()

    # -- the threads ---------------------------------------------------------------------

    def _coordinate(self) -> None:
        """Journal every row, start the lanes, then write their results as they come."""
        ids: list[int | None] = [item.entry_id for item in self._items]
        url, name = self._target.endpoint.base_url, self._server_name
        fresh = [i for i in self._items if i.entry_id is None]
        entries = [NewEntry(name, url, i.plant_id, i.plant_name, False, i.body) for i in fresh]
        try:
            if self._history is not None and self._items:
                # A row sent again keeps its entry, so no old PENDING copy is left behind.
                self._history.mark(
                    [i.entry_id for i in self._items if i.entry_id is not None],
                    EntryState.PENDING,
                )
                new_ids = iter(self._history.add_many(entries) if entries else [])
                ids = [entry if entry is not None else next(new_ids) for entry in ids]
        except Exception as exc:
            self._fail(exc)
            lanes = 0
        else:
            lanes = self._lanes
        with self._cond:
            self._entry_ids = {
                item.index: entry
                for item, entry in zip(self._items, ids, strict=True)
                if entry is not None
            }
            self._todo.extend(zip(self._items, ids, strict=True))
            self._sending = True
            if not self._paused:
                self._clock.run()
            for number in range(1, lanes + 1):
                thread = threading.Thread(
                    target=self._lane, name=f"batch-lane-{number}", daemon=True
                )
                self._threads.append(thread)
                thread.start()
        self._write_results(lanes)
        with self._cond:
            self._done = True
            self._clock.halt()

    def _lane(self) -> None:
        client: PlantStoreClient | None = None
        try:
            client = self._factory(self._target.tls)
            with self._cond:
                self._clients.append(client)
            while chunk := self._take_chunk():
                self._mark([entry for _, entry in chunk], EntryState.SENDING)
                while chunk:
                    with self._cond:
                        if self._stopping or self._paused:
                            break
                    item, entry = chunk.pop(0)
                    outcome = client.send_body(self._target, item.body)
                    self._record(item, entry, outcome)
                if chunk:  # not sent: back to PENDING (and to the queue, when paused)
                    self._mark([entry for _, entry in chunk], EntryState.PENDING)
                    with self._cond:
                        self._todo.extendleft(reversed(chunk))
                    chunk = []
        except Exception as exc:  # a broken journal, an unreadable CA bundle, a bug
            self._fail(exc)
        finally:
            if client is not None:
                client.close()
            self._journal.put(None)

    def _take_chunk(self) -> list[tuple[BatchItem, int | None]]:
        """Up to CHUNK rows; fewer near the end so the lanes finish together. [] to stop."""
        with self._cond:
            while self._paused and not self._stopping:
                self._cond.wait()
            if self._stopping:
                return []
            size = max(1, min(CHUNK, math.ceil(len(self._todo) / self._lanes)))
            return [self._todo.popleft() for _ in range(min(size, len(self._todo)))]

    def _record(self, item: BatchItem, entry: int | None, outcome: Outcome) -> None:
        if entry is not None:
            self._journal.put((entry, outcome))
        with self._cond:
            self._results.append(RowResult(item.index, outcome, entry))
            self._finished += 1
            self._created += isinstance(outcome, Created)
            now = self._clock.read()
            self._recent.append(now)
            self._forget_old(now)
        if isinstance(outcome, Failed) and outcome.kind in UNREACHABLE and not outcome.request_sent:
            self._stop(f"The server cannot be reached: {outcome.detail}")
        elif isinstance(outcome, Failed) and outcome.kind is FailureKind.TLS:
            self._stop(f"The connection is not secure: {outcome.detail}")
        elif isinstance(outcome, Unexpected) and outcome.response.status in (401, 403):
            self._stop("The server refused the token; check it in Manage servers.")

    def _write_results(self, lanes: int) -> None:
        """Group-commit results until every lane has ended (each ends with a None)."""
        batch: list[tuple[int, Outcome, bool]] = []
        first = 0.0
        while lanes:
            wait = None if not batch else max(0.0, first + FLUSH_EVERY - time.monotonic())
            try:
                got = self._journal.get(timeout=wait)
            except queue.Empty:
                pass
            else:
                if got is None:
                    lanes -= 1
                else:
                    if not batch:
                        first = time.monotonic()
                    batch.append((*got, True))  # outbox: an unsent failure stays PENDING
            late = time.monotonic() - first >= FLUSH_EVERY
            if batch and (len(batch) >= FLUSH_SIZE or late or not lanes):
                self._finish(batch)
                batch = []

    def _finish(self, batch: list[tuple[int, Outcome, bool]]) -> None:
        if self._history is None or self._journal_broken:
            return
        try:
            self._history.finish_many(batch)
        except Exception as exc:  # the rows stay SENDING: flagged, never lost
            self._fail(exc)

    def _mark(self, entries: list[int | None], state: EntryState) -> None:
        """Move journal entries to a state; a broken journal raises and stops the lane."""
        ids = [entry for entry in entries if entry is not None]
        if self._history is not None and ids and not self._journal_broken:
            self._history.mark(ids, state)

    # -- helpers -------------------------------------------------------------------------

    def _fail(self, exc: Exception) -> None:
        """Stop on an error; after a journal error, leave the journal alone."""
        if isinstance(exc, HistoryError):
            with self._cond:
                self._journal_broken = True
            self._stop(f"The journal failed, so no more rows are sent: {exc}")
        elif isinstance(exc, OSError):  # an unreadable CA bundle
            self._stop(f"The connection settings cannot be used: {exc}")
        else:
            log.error("batch stopped", exc_info=exc)
            self._stop(f"The batch stopped on an internal error: {exc!r}")

    def _stop(self, reason: str) -> None:
        """Take no new rows; the first reason is the one the user sees."""
        with self._cond:
            self._stopping = True
            self._reason = self._reason or reason
            self._cond.notify_all()

    def _forget_old(self, now: float) -> None:
        while self._recent and self._recent[0] < now - RATE_WINDOW:
            self._recent.popleft()


class _Clock:
    """A stopwatch that can be halted and run again (pauses are not sending time)."""

    def __init__(self) -> None:
        self._total = 0.0
        self._since: float | None = None

    def run(self) -> None:
        if self._since is None:
            self._since = time.monotonic()

    def halt(self) -> None:
        if self._since is not None:
            self._total += time.monotonic() - self._since
            self._since = None

    def read(self) -> float:
        running = 0.0 if self._since is None else time.monotonic() - self._since
        return self._total + running
