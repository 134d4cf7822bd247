"""The journal's database: the one object that writes an entry, moves it and reads it back.

Every write of a state happens here, and only by a move the table in `entries` allows.
"""

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from ..group_commit import GroupCommit
from ..paths import data_dir
from ..words import translate
from .columns import check_masked, entry_of, request_columns, response_columns
from .entries import EntryState, Finish, HistoryEntry, HistoryFilter, NewEntry, check_move
from .errors import HistoryError
from .schema import casefold, open_database

HISTORY_FILE = "history.sqlite3"
_IDS_AT_ONCE = 500  # plant ids asked about in one query (SQLite allows 32,766 parameters)
_T = TypeVar("_T")
_NEWEST = HistoryFilter()  # the default filter: the newest 500 of every kind


def history_path() -> Path:
    """The journal's database (the user knows it as the history)."""
    return data_dir() / HISTORY_FILE


class History:
    """The journal's database. Thread-safe: one connection guarded by a lock.

    Every method may block on disk: call them off the GUI thread.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._group = GroupCommit()
        self._conn: sqlite3.Connection | None = open_database(path)

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        """The connection, under the lock; SQLite errors become a HistoryError."""
        with self._lock:
            if self._conn is None:
                raise HistoryError(translate("Journal", "The history is closed."))
            try:
                yield self._conn
            except (sqlite3.Error, UnicodeEncodeError) as exc:  # text with a lone surrogate
                words = translate("Journal", "The history could not be read or written: {reason}")
                raise HistoryError(words.format(reason=exc)) from exc

    # -- writing: the only places a state is written -------------------------------------

    def add(self, entry: NewEntry, *, claimed: bool = False) -> int:
        """Record a request before it is sent; durable when this returns. Its id.

        With `claimed`, the entry is born SENDING, claimed by the caller (a plant
        from the form, sent at once: one durable write instead of two).
        """
        state = EntryState.SENDING if claimed else EntryState.NEW
        return self.add_many([entry], state=state)[0]

    def add_many(
        self, entries: Sequence[NewEntry], *, state: EntryState = EntryState.NEW
    ) -> list[int]:
        """Record many requests in one durable transaction (a batch); their ids, in order."""
        if state not in (EntryState.NEW, EntryState.SENDING):
            raise ValueError(f"an entry cannot be born {state}")
        when = time.time()
        ids: list[int] = []
        with self._db() as conn, conn:
            for e in entries:
                cursor = conn.execute(
                    "INSERT INTO entries (created_at, server_name, base_url, plant_id,"
                    " plant_name, raw, body, state, idempotency_key, profile_id)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        when,
                        e.server_name,
                        e.base_url,
                        e.plant_id,
                        e.plant_name,
                        e.raw,
                        e.body,
                        state,
                        e.idempotency_key,
                        e.profile_id,
                    ),
                )
                assert cursor.lastrowid is not None
                ids.append(cursor.lastrowid)
        return ids

    def claim(self, entry_id: int, sources: frozenset[EntryState]) -> bool:
        """Move an entry to SENDING if it is in one of `sources`; True for the one claimant.

        Durable when it returns True: the mark is on disk before the request leaves.
        Claims made at the same moment on other threads share one commit.
        """
        check_move(sources, EntryState.SENDING)
        marks = ", ".join("?" * len(sources))
        sql = f"UPDATE entries SET state = 'sending' WHERE id = ? AND state IN ({marks})"
        args = (entry_id, *sources)
        return self._commit(lambda conn: conn.execute(sql, args).rowcount == 1, durable=True)

    def finish(self, entry_id: int, result: Finish) -> bool:
        """Record what came of a claimed entry's request; False if it is not SENDING.

        Committed with the next group, without waiting for the disk: if power is lost
        first, the entry stays SENDING and is flagged for checking, never lost.
        """
        check_move(frozenset({EntryState.SENDING}), result.state)
        check_masked(result.request)
        values = (
            result.state,
            result.outcome,
            result.status,
            result.summary,
            *request_columns(result.request),
            *response_columns(result.response),
            result.failure_detail,
            result.request_sent,
            time.time(),
            result.wait_reason,
            result.not_before,
            result.failure_kind,
            entry_id,
        )
        sql = (
            "UPDATE entries SET state = ?, outcome = ?, status = ?, summary = ?,"
            " request_meta = ?, request_body = ?, response_meta = ?, response_body = ?,"
            " failure_detail = ?, request_sent = ?, finished_at = ?, wait_reason = ?,"
            " not_before = ?, failure_kind = ? WHERE id = ? AND state = 'sending'"
        )
        return self._commit(lambda conn: conn.execute(sql, values).rowcount == 1, durable=False)

    def move(
        self,
        entry_ids: Sequence[int],
        to: EntryState,
        sources: frozenset[EntryState],
        *,
        outcome: str | None = None,
        summary: str | None = None,
        wait_reason: str | None = None,
        failure_kind: str | None = None,
    ) -> list[int]:
        """Move the entries that are in `sources` to `to`; the ids that moved.

        For the moves that carry no answer: orphans into the outbox at start, entries
        flagged after a crash, a plant removed from the outbox or marked checked.
        """
        check_move(sources, to)
        marks = ", ".join("?" * len(sources))
        moved: list[int] = []
        with self._db() as conn, conn:
            for entry_id in entry_ids:
                cursor = conn.execute(
                    "UPDATE entries SET state = ?, outcome = coalesce(?, outcome),"
                    " summary = coalesce(?, summary), wait_reason = coalesce(?, wait_reason),"
                    " failure_kind = coalesce(?, failure_kind)"
                    f" WHERE id = ? AND state IN ({marks})",
                    (to, outcome, summary, wait_reason, failure_kind, entry_id, *sources),
                )
                if cursor.rowcount == 1:
                    moved.append(entry_id)
        return moved

    def _commit(self, work: Callable[[sqlite3.Connection], _T], *, durable: bool) -> _T:
        return self._group.run(self._db, work, durable)

    # -- reading -------------------------------------------------------------------------

    def get(self, entry_id: int) -> HistoryEntry | None:
        with self._db() as conn:
            row = conn.execute("SELECT * FROM entries WHERE id = ?", (entry_id,)).fetchone()
        return None if row is None else entry_of(row)

    def entries(self, filter: HistoryFilter = _NEWEST) -> list[HistoryEntry]:
        """The entries that match, newest first."""
        where: list[str] = ["1"]
        args: list[Any] = []
        if filter.text:
            where.append("(instr(casefold(plant_id), ?) OR instr(casefold(plant_name), ?))")
            args += [casefold(filter.text)] * 2
        if filter.status == -1:
            where.append("status IS NULL AND request_meta IS NOT NULL")
        elif filter.status is not None:
            where.append("status = ?")
            args.append(filter.status)
        if filter.outcome:
            where.append("outcome = ?")
            args.append(filter.outcome)
        if filter.base_url:
            where.append("base_url = ?")
            args.append(filter.base_url)
        if filter.state:
            where.append("state = ?")
            args.append(filter.state)
        sql = (
            f"SELECT * FROM entries WHERE {' AND '.join(where)}"
            " ORDER BY created_at DESC, id DESC LIMIT ?"
        )
        with self._db() as conn:
            rows = conn.execute(sql, (*args, filter.limit)).fetchall()
        return [entry_of(row) for row in rows]

    def in_states(self, *states: EntryState) -> list[HistoryEntry]:
        """The entries in any of these states, oldest first."""
        marks = ", ".join("?" * len(states))
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT * FROM entries WHERE state IN ({marks}) ORDER BY created_at, id", states
            ).fetchall()
        return [entry_of(row) for row in rows]

    def count(self, state: EntryState) -> int:
        with self._db() as conn:
            return int(
                conn.execute("SELECT COUNT(*) FROM entries WHERE state = ?", (state,)).fetchone()[0]
            )

    def servers(self) -> list[str]:
        """Every base URL in the history, sorted."""
        with self._db() as conn:
            rows = conn.execute("SELECT DISTINCT base_url FROM entries ORDER BY base_url")
            return [row[0] for row in rows]

    def created_tags(self, base_url: str) -> dict[str, int]:
        """How many plants the server at `base_url` created with each tag we sent."""
        sql = """
            SELECT json_extract(text, '$.tag') AS tag, COUNT(*) FROM (
                SELECT CAST(body AS TEXT) AS text FROM entries
                WHERE base_url = ? AND outcome = 'created'
            ) WHERE json_valid(text) AND json_type(text, '$.tag') = 'text' GROUP BY tag
        """
        with self._db() as conn:
            return {str(tag): int(uses) for tag, uses in conn.execute(sql, (base_url,)) if tag}

    def maybe_created_ids(self, base_url: str) -> Iterator[str]:
        """The ids sent to `base_url` that were created or may have been (not yet over)."""
        sql = (
            "SELECT DISTINCT plant_id FROM entries"
            " WHERE base_url = ? AND (outcome = 'created' OR state != 'done')"
        )
        with self._db() as conn:
            rows = conn.execute(sql, (base_url,)).fetchall()
        return (row[0] for row in rows)

    def unfinished(self, base_url: str, plant_ids: Sequence[str]) -> dict[str, HistoryEntry]:
        """The unfinished entry (not DONE) of each of these plant ids on `base_url`.

        One plant id on one server has at most one unfinished entry; should an older
        journal hold two, the oldest is the one.
        """
        found: dict[str, HistoryEntry] = {}
        with self._db() as conn:
            for start in range(0, len(plant_ids), _IDS_AT_ONCE):
                ids = plant_ids[start : start + _IDS_AT_ONCE]
                marks = ", ".join("?" * len(ids))
                rows = conn.execute(
                    f"SELECT * FROM entries WHERE base_url = ? AND plant_id IN ({marks})"
                    " AND state != 'done' ORDER BY id DESC",
                    (base_url, *ids),
                ).fetchall()
                found.update((row["plant_id"], entry_of(row)) for row in rows)
        return found

    def created(self, base_url: str, plant_ids: Sequence[str]) -> dict[str, float]:
        """Which of these plant ids `base_url` is recorded to have created (a finished
        entry, answered created), each with when it last did (seconds since the epoch).

        One index search per id (entries_by_plant), however long the history."""
        found: dict[str, float] = {}
        with self._db() as conn:
            for start in range(0, len(plant_ids), _IDS_AT_ONCE):
                ids = plant_ids[start : start + _IDS_AT_ONCE]
                marks = ", ".join("?" * len(ids))
                rows = conn.execute(
                    "SELECT plant_id, max(coalesce(finished_at, created_at)) FROM entries"
                    f" WHERE base_url = ? AND plant_id IN ({marks})"
                    " AND state = 'done' AND outcome = 'created' GROUP BY plant_id",
                    (base_url, *ids),
                )
                found.update((row[0], float(row[1])) for row in rows)
        return found

    def last_form_body(self, base_url: str) -> bytes | None:
        """The body of the newest plant sent to `base_url` from the form (not a raw body)."""
        sql = "SELECT body FROM entries WHERE base_url = ? AND raw = 0 ORDER BY id DESC LIMIT 1"
        with self._db() as conn:
            row = conn.execute(sql, (base_url,)).fetchone()
        return None if row is None else bytes(row[0])

    # -- forgetting ----------------------------------------------------------------------

    def delete(self, entry_id: int) -> bool:
        """Delete a finished entry; an entry still on its journey is kept (False)."""
        with self._db() as conn, conn:
            cursor = conn.execute(
                "DELETE FROM entries WHERE id = ? AND state = 'done'", (entry_id,)
            )
            return cursor.rowcount == 1

    def clear(self) -> int:
        """Delete every finished entry; how many were kept because they are not finished."""
        with self._db() as conn, conn:
            conn.execute("DELETE FROM entries WHERE state = 'done'")
            return int(conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0])

    def close(self) -> None:
        """Close the database; later calls raise HistoryError. Closing twice is fine."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
