"""The values of a batch run: the rows it is given, what came of each, where it stands."""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..journal import EntryState
from ..journey import FROM_FORM, Delivery


@dataclass(frozen=True)
class BatchItem:
    """One row to send: the caller's row index, its JSON body, and what the journal shows.

    Attributes:
        entry_id: its journal entry from an earlier run, sent again under its own key.
        sources: the states that entry may be claimed from (the journey's FROM_OUTBOX,
            or FROM_CHECKING once the user said yes).
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


def as_source(items: Sequence[BatchItem] | RowSource) -> tuple[RowSource, Callable[[int], int]]:
    """A batch's rows as a RowSource, and how to find the row index of a key it gives."""
    if isinstance(items, RowSource):
        return items, int
    listed = list(items)
    source = RowSource(range(len(listed)), listed.__getitem__, len(listed))
    return source, lambda key: listed[key].index


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
        queued: rows written down and waiting their turn, not on their way yet.
        unreached: rows the batch has not reached yet (not written down, nor left out):
            a batch stopped now does not send them.
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
    queued: int = 0
    unreached: int = 0
