"""BatchRunner: many plants sent over a few connections, through the journey's sender.

The runner decides only how many rows are in flight and in what order; whether a row
is sent, what is recorded of it and when a batch must stop are the journey's rules
(`journey.Sender.deliver`, `journey.stops_a_batch`). Rows are taken from their source a
chunk at a time, and each chunk is written down (chunk.py: one durable transaction)
before any of its rows is sent; a lane claims each row just before its own request
leaves. The next chunk is written while the lanes send the last one, so a batch of a
million rows holds about two chunks of rows and entries at once, never all of them.

When a batch stops early (the user's cancel, a stop, a broken journal), the rows written
down and not sent are settled as the journey says (cancelled, or left in the outbox);
the rows never written down are simply not sent, and `unwritten` lists them.

Threads
 ├── batch-start    writes the rows down, a chunk ahead of the lanes, and starts them
 └── batch-lane-N   one PlantStoreClient each, reused for all its rows
"""

import threading
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from itertools import islice
from typing import TYPE_CHECKING

from ..endpoint import Target
from ..journal import HistoryError
from ..journey import Delivery, Sender, WaitReason, stops_a_batch
from ..outcome import Created
from .by_row import RowNumbers
from .chunk import ChunkWriter, ToSend
from .pace import Pace
from .run import BatchItem, Progress, RowResult, RowSource, Unwritten, as_source
from .stop_reasons import failure_reason, journal_failed, stopped_before_the_end

if TYPE_CHECKING:
    from ..client import PlantStoreClient

CHUNK_ROWS = 2_000  # rows written down at once; about two chunks are held at a time


class BatchRunner:
    """Sends many plants with bounded concurrency, each row through the journey's sender.

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
        source, self._row_of = as_source(items)  # _row_of: a key from the source -> its row
        self._source: Iterator[int] = iter(source.indexes)
        self._writer = ChunkWriter(
            source.make,
            target,
            sender=sender,
            server_name=server_name,
            send_created_again=send_created_again,
        )
        self._chunk = chunk
        self._sender = sender
        self._changed = on_change or _nothing
        self._lanes = min(concurrency, source.total)
        self._cond = threading.Condition()
        self._todo: deque[ToSend] = deque()
        self._clients: list[PlantStoreClient] = []
        self._threads: list[threading.Thread] = []
        self._results: list[RowResult] = []
        self._started = self._paused = self._stopping = self._sending = self._done = False
        self._cancelled = False
        self._closing = False  # cancelled as the user closed the batch's window
        self._halted = False  # stopped after the rows in flight (the app quits)
        self._fed = False  # the writer is over: no more rows come into _todo
        self._stop_wait: WaitReason | None = None  # why rows left unsent wait, if a row said
        self._reason: str | None = None
        self._created = self._finished = self._written = self._left_out = 0
        self._running = 0  # the writer and the lanes still running; the last one settles
        self._pace = Pace()
        self._entry_ids = RowNumbers()  # a few bytes a row, where a dict took about 100
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
            self._pace.halt()

    def resume(self) -> None:
        with self._cond:
            self._paused = False
            if self._sending and not self._done:
                self._pace.run()
            self._cond.notify_all()

    def cancel(self, *, closing: bool = False) -> None:
        """The user's Cancel, or a stop as they close the batch's window (`closing`): start
        no new row; the rows in flight get their answer.

        Rows never sent are recorded as cancelled, or as left by the closed window; the
        batch window can send them again. A row on its way is never cut off here, which
        would leave it needing a check.
        """
        with self._cond:
            self._cancelled = self._stopping = True
            self._closing = self._closing or closing
            self._cond.notify_all()

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
        the outbox, and the rows not written down yet are not sent. The batch says it
        was stopped only if some row was left unsent by it (`stopped_reason`)."""
        with self._cond:
            self._stopping = self._halted = True
            self._cond.notify_all()

    def entry_ids(self) -> RowNumbers:
        """Each row's journal entry, by row index, once the rows are written down."""
        with self._cond:
            return self._entry_ids.copy()

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
            elapsed = self._pace.read()
            rate = self._pace.rate(elapsed)
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
                # A chunk being written is reached: a stop lets its rows wait in the outbox.
                queued=len(self._todo) + len(self._not_written),
                unreached=max(
                    0, self._total - self._written - self._left_out - len(self._not_written)
                ),
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
        """Cancel, cutting off any row in flight, then wait for every thread; each lane
        closes its client as it ends."""
        self.cancel()
        self.cut_in_flight()
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

    def _write_down(self, keys: list[int]) -> tuple[list[ToSend], int]:
        """One chunk written down; the rows to send, and how many were skipped."""
        chunk = self._writer.write(keys)
        with self._cond:
            self._entry_ids.update(chunk.entry_ids)
            self._results.extend(chunk.left_out)
            self._finished += len(chunk.left_out)
            self._left_out += len(chunk.left_out)
        return chunk.rows, chunk.skipped

    def _start_lanes(self) -> None:
        """With the lock held: the first rows are written down; start sending them."""
        self._sending = True
        if not self._paused:
            self._pace.run()
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

    def _take(self) -> ToSend | None:
        """The next row to send, waiting for the writer if need be; None to stop."""
        with self._cond:
            # A paused lane ends too once every row is sent: nothing is left to hold.
            while (
                not self._stopping
                and (self._todo or not self._fed)
                and (self._paused or not self._todo)
            ):
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
            cancelled, wait, closing = self._cancelled, self._stop_wait, self._closing
        left = [entry.id for _, entry in rows if entry is not None]
        try:
            self._sender.settle_unsent(
                left, cancelled=cancelled, closing=closing, wait=wait or WaitReason.INTERRUPTED
            )
        except HistoryError as exc:  # they stay NEW: queued for the outbox at next start
            self._fail(exc)
        never = array("q", map(self._row_of, self._not_written))
        never.extend(map(self._row_of, self._source))  # what the writer never reached
        with self._cond:
            if self._halted and not cancelled and (rows or never):
                self._reason = self._reason or stopped_before_the_end()
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
            self._pace.halt()
        self._changed()

    def _record(self, item: BatchItem, delivery: Delivery | None) -> None:
        with self._cond:
            self._results.append(RowResult(item.index, delivery, self._entry_ids.get(item.index)))
            self._finished += 1
            self._created += delivery is not None and isinstance(delivery.outcome, Created)
            self._pace.finished_one()
        self._changed()
        if delivery is not None and (reason := stops_a_batch(delivery.outcome, delivery.verdict)):
            with self._cond:
                self._stop_wait = self._stop_wait or delivery.verdict.wait
            self._stop(reason)
        if delivery is not None and delivery.journal_problem:
            self._stop(journal_failed(delivery.journal_problem))

    # -- helpers -------------------------------------------------------------------------

    def _fail(self, exc: Exception) -> None:
        """Stop on an error, saying why."""
        self._stop(failure_reason(exc))

    def _stop(self, reason: str) -> None:
        """Take no new rows; the first reason is the one the user sees."""
        with self._cond:
            self._stopping = True
            self._reason = self._reason or reason
            self._cond.notify_all()


def _nothing() -> None:
    """No one follows the batch's progress."""
