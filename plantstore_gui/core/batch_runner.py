"""BatchRunner: many plants sent over a few connections, through the sending module.

The runner decides only how many rows are in flight and in what order; whether a row
is sent, what is recorded of it and when a batch must stop are the sending module's
rules (`sending.Sender.deliver`, `sending.stops_a_batch`). Rows are taken from their
source a chunk at a time, and each chunk is written down (one durable transaction)
before any of its rows is sent; a lane claims each row just before its own request
leaves. The next chunk is written while the lanes send the last one, so a batch of a
million rows holds about two chunks of rows and entries at once, never all of them.

One plant id on one server has at most one unfinished entry: a new row whose id
already waits in the outbox is that entry (claimed from the outbox, sent under its
key, once, by whoever claims it first); one whose id is on its way or needs checking is
left out ("elsewhere", "checking"), and so is one the server has created already
("created before"), unless the user asked to send those again.

When a batch stops early (the user's cancel, a stop, a broken journal), the rows written
down and not sent are settled as the sending module says (cancelled, or left in the
outbox); the rows never written down are simply not sent, and `unwritten` lists them.

Threads
 ├── batch-start    writes the rows down, a chunk ahead of the lanes, and starts them
 └── batch-lane-N   one PlantStoreClient each, reused for all its rows
"""

import logging
import threading
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import TYPE_CHECKING

from .endpoint import Target
from .journal import EntryState, HistoryEntry, HistoryError, NewEntry
from .journey import FROM_FORM, FROM_OUTBOX, Delivery, Sender, WaitReason, stops_a_batch
from .outcome import Created
from .words import translate

if TYPE_CHECKING:
    from .client import PlantStoreClient

log = logging.getLogger(__name__)

RATE_WINDOW = 3.0  # seconds of sending the rate is measured over
CHUNK_ROWS = 2_000  # rows written down at once; about two chunks are held at a time


@dataclass(frozen=True)
class BatchItem:
    """One row to send: the caller's row index, its JSON body, and what the journal shows.

    Attributes:
        entry_id: its journal entry from an earlier run, sent again under its own key.
        sources: the states that entry may be claimed from (the sending module's
            FROM_OUTBOX, or FROM_CHECKING once the user said yes).
    """

    index: int
    body: bytes
    plant_id: str
    plant_name: str
    entry_id: int | None = None
    sources: frozenset[EntryState] = FROM_FORM


@dataclass(frozen=True)
class RowSource:
    """Rows made into BatchItems only as the batch reaches them (a sheet of a million).

    Attributes:
        indexes: the rows to send, in order; read once, on the batch's own thread.
        make: one row's BatchItem; None for a row that cannot be sent (it is skipped).
        total: how many rows `indexes` gives.
    """

    indexes: Iterable[int]
    make: Callable[[int], BatchItem | None]
    total: int


@dataclass(frozen=True)
class Unwritten:
    """The rows a batch that stopped early never wrote down, so never sent.

    Attributes:
        unsent: "cancelled" (by the user) or "not sent" (the batch stopped first).
        indexes: their row indexes, in order.
    """

    unsent: str
    indexes: Sequence[int]


@dataclass(frozen=True)
class RowResult:
    """What came of one row.

    Attributes:
        delivery: None when the row was not sent by this batch: see `unsent`, or
            another part of the app had claimed it first.
        entry_id: its journal entry (None without a journal).
        unsent: for a row the batch never sent: "cancelled" (by the user), "waiting"
            (left in the outbox when the batch stopped), "not sent" (no journal), or
            left out: "elsewhere" (on its way from another part of the app), "checking"
            (it may have reached the server already), "created before".
    """

    index: int
    delivery: Delivery | None
    entry_id: int | None
    unsent: str = ""


@dataclass(frozen=True)
class Progress:
    """Where the batch stands.

    Attributes:
        finished: rows with a result.
        failed: results that are not Created.
        elapsed: seconds of sending, pauses excluded.
        rate: rows finished per second over the last few seconds of sending.
        eta: seconds left at that rate; None when unknown.
        done: every thread's work is over and every row is settled in the journal.
        stopped_reason: why the batch stopped early on its own, for the user.
        written: rows written down so far (all of them, unless the batch stopped early).
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
    written: int = 0


class BatchRunner:
    """Sends many plants with bounded concurrency, each row through the sending module.

    `items` is a list of BatchItems, or a RowSource that makes each only as the batch
    reaches it. Thread-safe; no method blocks the caller except join() and close().
    """

    def __init__(
        self,
        target: Target,
        items: Sequence[BatchItem] | RowSource,
        *,
        sender: Sender,
        server_name: str,
        concurrency: int = 4,
        chunk: int | None = None,
        send_created_again: bool = False,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        chunk = CHUNK_ROWS if chunk is None else chunk
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        if chunk < 1:
            raise ValueError("chunk must be at least 1")
        self._target = target
        self._row_of: Callable[[int], int]  # a key from the source -> its row's index
        if isinstance(items, RowSource):
            source, self._row_of = items, int
        else:
            listed = list(items)
            source = RowSource(range(len(listed)), listed.__getitem__, len(listed))
            self._row_of = lambda key: listed[key].index
        self._source: Iterator[int] = iter(source.indexes)
        self._make = source.make
        self._chunk = chunk
        self._sender = sender
        self._server_name = server_name
        self._send_created_again = send_created_again
        self._changed = on_change or _nothing
        self._lanes = min(concurrency, source.total)
        self._cond = threading.Condition()
        self._todo: deque[tuple[BatchItem, HistoryEntry | None]] = deque()
        self._clients: list[PlantStoreClient] = []
        self._threads: list[threading.Thread] = []
        self._results: list[RowResult] = []
        self._started = self._paused = self._stopping = self._sending = self._done = False
        self._cancelled = False
        self._fed = False  # the writer is over: no more rows come into _todo
        self._stop_wait: WaitReason | None = None  # why rows left unsent wait, if a row said
        self._reason: str | None = None
        self._created = self._finished = self._written = 0
        self._running = 0  # the writer and the lanes still running; the last one settles
        self._clock = _Clock()
        self._recent: deque[float] = deque()  # clock readings at each recent result
        self._entry_ids: dict[int, int] = {}
        self._total = source.total
        self._not_written: list[int] = []  # keys taken from the source, never written
        self._unwritten = Unwritten("", array("q"))

    # -- control, from any thread --------------------------------------------------------

    def start(self) -> None:
        """Start sending in the background; returns at once. Once only, and not after cancel."""
        with self._cond:
            if self._started or self._stopping:
                raise RuntimeError("the batch was already started or cancelled")
            self._started = True
            self._running = 1
            thread = threading.Thread(target=self._feed, name="batch-start", daemon=True)
            self._threads.append(thread)
        thread.start()

    def pause(self) -> None:
        """Lanes finish the row in flight and wait."""
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
        """The user's Cancel: start no new row and cancel the rows in flight.

        Rows never sent are recorded as cancelled; the batch window can send them again.
        """
        with self._cond:
            self._cancelled = True
        self.cut_in_flight()

    def cut_in_flight(self) -> None:
        """Start no new row and cancel the rows in flight; rows never sent are settled
        as the stop that came first says (cancelled by the user, or for the outbox)."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
            clients = list(self._clients)
        for client in clients:
            client.cancel()

    def stop_after_rows_in_flight(self) -> None:
        """Start no new row, let the rows in flight finish; the rest written down wait in
        the outbox, and the rows not written down yet are not sent."""
        self._stop(translate("BatchRunner", "The batch was stopped before every row was sent."))

    def entry_ids(self) -> dict[int, int]:
        """Each row's journal entry, by row index, once the rows are written down."""
        with self._cond:
            return dict(self._entry_ids)

    def drain(self) -> list[RowResult]:
        """The results since the last drain, in the order they came.

        The rows never written down have no result here: see `unwritten`."""
        with self._cond:
            results, self._results = self._results, []
        return results

    def unwritten(self) -> Unwritten:
        """Once done: the rows never written down, so never sent (none when it ran to its end)."""
        with self._cond:
            return self._unwritten

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
            left = self._total - self._finished
            eta = left / rate if rate > 0 and not self._stopping else None
            if self._done:
                eta = 0.0 if left == 0 else None
            return Progress(
                total=self._total,
                finished=self._finished,
                created=self._created,
                failed=self._finished - self._created,
                elapsed=elapsed,
                rate=rate,
                eta=eta,
                paused=self._paused,
                done=self._done,
                stopped_reason=self._reason,
                written=self._written,
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
                if len(self._threads) == len(threads):  # else the starter added lanes
                    return not any(thread.is_alive() for thread in threads)

    def close(self) -> None:
        """Cancel, then wait for every thread; each lane closes its client as it ends."""
        self.cancel()
        self.join()

    # -- the threads ---------------------------------------------------------------------

    def _feed(self) -> None:
        """Write the rows down a chunk at a time, a chunk ahead of the lanes; start them."""
        try:
            while True:
                with self._cond:
                    while not self._stopping and len(self._todo) >= self._chunk:
                        self._cond.wait()
                    if self._stopping:
                        break
                keys = list(islice(self._source, self._chunk))
                if not keys:
                    break
                self._not_written = keys
                rows, skipped = self._write_down(keys)
                self._not_written = []
                with self._cond:  # written: settled by the lanes, or by _settle on a stop
                    self._todo.extend(rows)
                    self._written += len(rows)
                    self._total -= skipped
                    if rows and not self._sending:
                        self._start_lanes()
                    self._cond.notify_all()
                self._changed()
        except Exception as exc:
            self._fail(exc)
        finally:
            with self._cond:
                self._fed = True
                self._cond.notify_all()
            self._end_thread()

    def _write_down(
        self, keys: list[int]
    ) -> tuple[list[tuple[BatchItem, HistoryEntry | None]], int]:
        """One chunk: its new rows written down in one durable transaction, its rows sent
        again read back; the rows to send, and how many were skipped."""
        url, name = self._target.endpoint.base_url, self._server_name
        made = [item for key in keys if (item := self._make(key)) is not None]
        made, left_out = self._same_plants(made)
        fresh = {
            item.index: NewEntry(name, url, item.plant_id, item.plant_name, False, item.body)
            for item in made
            if item.entry_id is None
        }
        known = self._sender.entries([i.entry_id for i in made if i.entry_id])
        # Last: once this returns, nothing may fail before the rows reach the lanes.
        written = dict(zip(fresh, self._sender.write_down(list(fresh.values())), strict=False))
        journalled = self._sender.journal is not None
        rows: list[tuple[BatchItem, HistoryEntry | None]] = []
        ids: dict[int, int] = {}
        for item in made:
            entry: HistoryEntry | None = None
            if item.entry_id is not None:
                entry = known.get(item.entry_id)
            elif item.index in written:
                entry = _as_entry(written[item.index], fresh[item.index])
            if journalled and entry is None:
                continue  # an old entry deleted meanwhile: nothing to claim
            if entry is not None:
                ids[item.index] = entry.id
            rows.append((item, entry))
        with self._cond:
            self._entry_ids.update(ids)
            for result in left_out:
                if result.entry_id is not None:
                    self._entry_ids[result.index] = result.entry_id
                self._results.append(result)
                self._finished += 1
        return rows, len(keys) - len(rows) - len(left_out)

    def _same_plants(self, made: list[BatchItem]) -> tuple[list[BatchItem], list[RowResult]]:
        """New rows whose plant id this server already has an entry for: a waiting one is
        sent as that entry; one on its way, needing a check or created is left out."""
        journal = self._sender.journal
        fresh = [item.plant_id for item in made if item.entry_id is None]
        if journal is None or not fresh:
            return made, []
        url = self._target.endpoint.base_url
        unfinished = journal.unfinished(url, fresh)
        created = set() if self._send_created_again else journal.created(url, fresh)
        kept: list[BatchItem] = []
        left_out: list[RowResult] = []
        for item in made:
            entry = None if item.entry_id is not None else unfinished.get(item.plant_id)
            if entry is not None and entry.state is EntryState.WAITING:
                kept.append(replace(item, entry_id=entry.id, sources=FROM_OUTBOX))
            elif entry is not None:
                why = "checking" if entry.state is EntryState.CHECKING else "elsewhere"
                left_out.append(RowResult(item.index, None, entry.id, why))
            elif item.entry_id is None and item.plant_id in created:
                left_out.append(RowResult(item.index, None, None, "created before"))
            else:
                kept.append(item)
        return kept, left_out

    def _start_lanes(self) -> None:
        """With the lock held: the first rows are written down; start sending them."""
        self._sending = True
        if not self._paused:
            self._clock.run()
        lanes = self._lanes if not self._stopping else 0
        self._running += lanes
        for number in range(1, lanes + 1):
            thread = threading.Thread(target=self._lane, name=f"batch-lane-{number}", daemon=True)
            self._threads.append(thread)
            thread.start()

    def _lane(self) -> None:
        client = None
        try:
            client = self._sender.new_client(self._target.tls)
            with self._cond:
                self._clients.append(client)
            while (row := self._take()) is not None:
                item, entry = row
                if entry is None:
                    delivery: Delivery | None = self._sender.send_unjournalled(
                        self._target, item.body, item.plant_id, client
                    )
                else:
                    delivery = self._sender.deliver(entry, self._target, client, item.sources)
                self._record(item, delivery)
        except Exception as exc:  # a broken journal, an unreadable CA bundle, a bug
            self._fail(exc)
        finally:
            if client is not None:
                client.close()
            self._end_thread()

    def _end_thread(self) -> None:
        """The writer or a lane is over; the last one settles the batch."""
        with self._cond:
            self._running -= 1
            last = self._running == 0
        if last:
            self._settle()

    def _take(self) -> tuple[BatchItem, HistoryEntry | None] | None:
        """The next row to send, waiting for the writer if need be; None to stop."""
        with self._cond:
            while not self._stopping and (self._paused or (not self._todo and not self._fed)):
                self._cond.wait()
            if self._stopping or not self._todo:
                return None
            row = self._todo.popleft()
            if len(self._todo) == self._chunk - 1:
                self._cond.notify_all()  # the writer may write the next chunk
            return row

    def _settle(self) -> None:
        """Record the rows never sent (cancelled, or left for the outbox); then done."""
        with self._cond:
            rows = list(self._todo)
            self._todo.clear()
            cancelled, wait = self._cancelled, self._stop_wait
        left = [entry.id for _, entry in rows if entry is not None]
        try:
            self._sender.settle_unsent(
                left, cancelled=cancelled, wait=wait or WaitReason.INTERRUPTED
            )
        except HistoryError as exc:  # they stay NEW: queued for the outbox at next start
            self._fail(exc)
        never = array("q", map(self._row_of, self._not_written))
        never.extend(map(self._row_of, self._source))  # what the writer never reached
        with self._cond:
            for item, entry in rows:
                if entry is None:
                    unsent = "not sent"
                else:
                    unsent = "cancelled" if cancelled else "waiting"
                self._results.append(
                    RowResult(item.index, None, self._entry_ids.get(item.index), unsent)
                )
            self._unwritten = Unwritten("cancelled" if cancelled else "not sent", never)
            self._done = True
            self._clock.halt()
        self._changed()

    def _record(self, item: BatchItem, delivery: Delivery | None) -> None:
        with self._cond:
            self._results.append(RowResult(item.index, delivery, self._entry_ids.get(item.index)))
            self._finished += 1
            self._created += delivery is not None and isinstance(delivery.outcome, Created)
            now = self._clock.read()
            self._recent.append(now)
            self._forget_old(now)
        self._changed()
        if delivery is not None and (reason := stops_a_batch(delivery.outcome, delivery.verdict)):
            with self._cond:
                self._stop_wait = self._stop_wait or delivery.verdict.wait
            self._stop(reason)
        if delivery is not None and delivery.journal_problem:
            self._stop(_journal_failed(delivery.journal_problem))

    # -- helpers -------------------------------------------------------------------------

    def _fail(self, exc: Exception) -> None:
        """Stop on an error, saying why."""
        if isinstance(exc, HistoryError):
            self._stop(_journal_failed(exc))
        elif isinstance(exc, OSError):  # an unreadable CA bundle
            unusable = translate("BatchRunner", "The connection settings cannot be used: {reason}")
            self._stop(unusable.format(reason=exc))
        else:
            log.error("batch stopped", exc_info=exc)
            internal = translate("BatchRunner", "The batch stopped on an internal error: {error}")
            self._stop(internal.format(error=repr(exc)))

    def _stop(self, reason: str) -> None:
        """Take no new rows; the first reason is the one the user sees."""
        with self._cond:
            self._stopping = True
            self._reason = self._reason or reason
            self._cond.notify_all()

    def _forget_old(self, now: float) -> None:
        while self._recent and self._recent[0] < now - RATE_WINDOW:
            self._recent.popleft()


def _nothing() -> None:
    """No one follows the batch's progress."""


def _journal_failed(problem: object) -> str:
    failed = translate("BatchRunner", "The journal failed, so no more rows are sent: {problem}")
    return failed.format(problem=problem)


def _as_entry(entry_id: int, new: NewEntry) -> HistoryEntry:
    """The entry just written for a new row, without reading it back."""
    return HistoryEntry(
        id=entry_id,
        created_at=0.0,
        server_name=new.server_name,
        base_url=new.base_url,
        plant_id=new.plant_id,
        plant_name=new.plant_name,
        raw=new.raw,
        body=new.body,
        state=EntryState.NEW,
        outcome="",
        status=None,
        summary="",
        request=None,
        response=None,
        failure_detail="",
        request_sent=False,
        finished_at=None,
        idempotency_key=new.idempotency_key,
    )


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
