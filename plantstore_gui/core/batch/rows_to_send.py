"""Which of a sheet's checked rows a run sends, and as which journal entry.

A row is made into what is sent only as the run reaches it, on the run's own thread: a
million bodies at once would take a gigabyte and stall the window. A row sent again by
"Send the rest again" goes as its journey.policy retry plan says: under its own entry
and key, as a new entry, or only once the user said yes. Before a run, the rows whose
plant this app created on the server already are found (`created_rows`), to mark them.
"""

from collections.abc import Callable, Mapping, Sequence

from ..journey import Retry
from ..journey.policy import claims_from
from .check import BatchRow, CheckedRows, sendable_indexes
from .run import BatchItem, RowSource
from .sheet import Stopped, StopRequest

Reuse = Mapping[int, tuple[int, Retry]]  # row index -> (its entry, how it is sent again)

_OWN_ENTRY = (Retry.SAME_ENTRY, Retry.ASK)  # sent again as the entry it had
_ASKED_AT_ONCE = 5000  # plant ids looked up together; a stop is heard between them


def sheet_source(
    rows: Sequence[BatchRow], indexes: Sequence[int], reuse: Reuse, sendable: int
) -> RowSource:
    """The rows at these indexes that can be sent; a row in `reuse` is sent as its
    recorded entry. `sendable`: how many of all the rows can be sent."""

    def make(index: int) -> BatchItem | None:
        row = rows[index]
        if (plant := row.plant) is None:
            return None
        if (recorded := reuse.get(index)) is None:
            return BatchItem(index, plant.body(), str(plant.id), plant.name)
        entry_id, retry = recorded
        return BatchItem(
            index, plant.body(), str(plant.id), plant.name, entry_id, claims_from(retry)
        )

    every = isinstance(indexes, range) and indexes == range(len(rows))
    total = sendable if every else len(indexes)  # else chosen: sendable
    return RowSource(sendable_indexes(rows, indexes), make, total)


def rows_again(
    plan: Mapping[int, Retry], entries: Mapping[int, int], *, confirmed: bool
) -> tuple[list[int], dict[int, tuple[int, Retry]]]:
    """The rows "Send the rest again" sends, by their plan (the rows to ask about only
    when `confirmed`), and those of them sent as their own entry (`entries`)."""
    chosen = [
        index
        for index, how in plan.items()
        if how in (Retry.SAME_ENTRY, Retry.NEW_ENTRY) or (confirmed and how is Retry.ASK)
    ]
    reuse = {index: (entries[index], plan[index]) for index in chosen if plan[index] in _OWN_ENTRY}
    return chosen, reuse


def created_rows(
    rows: Sequence[BatchRow],
    look_up: Callable[[Sequence[str]], Mapping[str, float]],
    stop: StopRequest | None = None,
) -> dict[int, float]:
    """The rows that can be sent whose plant `look_up` (the desk's `created_before`, for
    the batch's server) says was created already, by row index, each with when.

    Raises Stopped once `stop` is made (the window closes)."""
    found: dict[int, float] = {}
    asked: dict[str, int] = {}  # plant id, as a run sends it -> row index

    def ask() -> None:
        if stop is not None and stop.made:
            raise Stopped
        for plant_id, when in look_up(list(asked)).items():
            found[asked[plant_id]] = when
        asked.clear()

    checked = rows if isinstance(rows, CheckedRows) else None
    for index in sendable_indexes(rows, range(len(rows))):
        plant_id = checked.ids[index] if checked is not None else rows[index].plant_id
        asked[str(plant_id)] = index
        if len(asked) >= _ASKED_AT_ONCE:
            ask()
    if asked:
        ask()
    return found
