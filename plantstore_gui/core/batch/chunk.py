"""A chunk of a batch's rows written down (one durable transaction) before any is sent.

One plant id on one server has at most one unfinished entry: a new row whose id
already waits in the outbox is that entry (claimed from the outbox, sent under its
key, once, by whoever claims it first); one whose id is on its way or needs checking is
left out ("elsewhere", "checking"), and so is one the server has created already
("created before"), unless the user asked to send those again.
"""

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..endpoint import Target
from ..journal import EntryState, HistoryEntry, NewEntry
from ..journey import FROM_OUTBOX, Sender
from .run import BatchItem, RowResult

ToSend = tuple[BatchItem, HistoryEntry | None]  # a row, and its journal entry if journalled


@dataclass(frozen=True)
class Chunk:
    """A chunk of rows written down.

    Attributes:
        rows: the rows to send, each with its journal entry (None without a journal).
        entry_ids: the journal entry of each row, by row index, the rows left out too.
        left_out: the rows not sent, each with why (see RowResult.unsent).
        skipped: the rows given that are neither sent nor left out: rows that cannot be
            sent, and old entries deleted meanwhile.
    """

    rows: list[ToSend]
    entry_ids: dict[int, int]
    left_out: list[RowResult]
    skipped: int


class ChunkWriter:
    """Makes a batch's rows from their keys and writes each chunk of them down."""

    def __init__(
        self,
        make: Callable[[int], BatchItem | None],
        target: Target,
        *,
        sender: Sender,
        server_name: str,
        send_created_again: bool,
    ) -> None:
        self._make = make
        self._target = target
        self._sender = sender
        self._server_name = server_name
        self._send_created_again = send_created_again

    def write(self, keys: list[int]) -> Chunk:
        """The new rows of these keys written down in one durable transaction, the rows
        sent again read back."""
        url, name = self._target.endpoint.base_url, self._server_name
        profile = self._target.profile_id  # each row records the profile it is sent from
        made = [item for key in keys if (item := self._make(key)) is not None]
        made, left_out = self._same_plants(made)
        fresh = {
            item.index: NewEntry(
                name, url, item.plant_id, item.plant_name, False, item.body, profile_id=profile
            )
            for item in made
            if item.entry_id is None
        }
        known = self._sender.entries([i.entry_id for i in made if i.entry_id])
        # Last: once this returns, nothing may fail before the rows reach the lanes.
        written = dict(zip(fresh, self._sender.write_down(list(fresh.values())), strict=False))
        journalled = self._sender.journal is not None
        rows: list[ToSend] = []
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
        for result in left_out:
            if result.entry_id is not None:
                ids[result.index] = result.entry_id
        return Chunk(rows, ids, left_out, len(keys) - len(rows) - len(left_out))

    def _same_plants(self, made: list[BatchItem]) -> tuple[list[BatchItem], list[RowResult]]:
        """New rows whose plant id this server already has an entry for: a waiting one is
        sent as that entry; one on its way, needing a check or created is left out."""
        journal = self._sender.journal
        fresh = [item.plant_id for item in made if item.entry_id is None]
        if journal is None or not fresh:
            return made, []
        url = self._target.endpoint.base_url
        unfinished = journal.unfinished(url, fresh)
        created = {} if self._send_created_again else journal.created(url, fresh)
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
        profile_id=new.profile_id,
    )
