"""The journal: every plant's entry in SQLite, its state, and the legal moves between states.

An entry is written, durably, before its request is sent, and its outcome after. This
module owns the record and refuses any move the table below does not allow; *which*
move happens, and when, is decided by `sending`, the one owner of a plant's journey.

    new ──claim──▶ sending ──answer──▶ done (created | rejected | refused | …)
     │               ├─ no connection made ──────▶ waiting  (the outbox)
     │               └─ may have left, no answer ─▶ checking (the user decides)
     └─ the app closed before sending ─▶ waiting
    waiting  ──claim──▶ sending,  or ──removed by the user──▶ done
    checking ──claim (the user said yes)──▶ sending,  or ──marked checked──▶ done

A claim is one atomic UPDATE … WHERE state IN (…): whoever's update changed the row
sends it; nobody else does. Claims from concurrent senders are committed together
(group commit), durably, so "sending" in the journal means "may really have left".

No token is ever stored: requests arrive masked, and `finish` refuses one that is not.
"""

import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from .group_commit import GroupCommit
from .outcome import MASKED_TOKEN, FailureKind, Response, SentRequest, failure_label
from .paths import data_dir
from .words import translate

HISTORY_FILE = "history.sqlite3"
_IDS_AT_ONCE = 500  # plant ids asked about in one query (SQLite allows 32,766 parameters)
SCHEMA_VERSION = 3
_T = TypeVar("_T")

_SCHEMA = """
BEGIN;
CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY,
    created_at REAL NOT NULL,
    server_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    plant_id TEXT NOT NULL,
    plant_name TEXT NOT NULL,
    raw INTEGER NOT NULL,
    body BLOB NOT NULL,
    state TEXT NOT NULL,
    outcome TEXT NOT NULL DEFAULT '',
    status INTEGER,
    summary TEXT NOT NULL DEFAULT '',
    request_meta TEXT,
    request_body BLOB,
    response_meta TEXT,
    response_body BLOB,
    failure_detail TEXT NOT NULL DEFAULT '',
    request_sent INTEGER NOT NULL DEFAULT 0,
    finished_at REAL,
    idempotency_key TEXT NOT NULL DEFAULT '',
    wait_reason TEXT NOT NULL DEFAULT '',
    not_before REAL,
    failure_kind TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS entries_by_time ON entries (created_at, id);
CREATE INDEX IF NOT EXISTS entries_by_state ON entries (state);
CREATE INDEX IF NOT EXISTS entries_by_plant ON entries (base_url, plant_id);
PRAGMA user_version = 3;
COMMIT;
"""

# Version 1 knew pending (never sent) and unknown (may have gone); no keys, no reasons.
_UPGRADE_FROM_1 = """
BEGIN;
ALTER TABLE entries ADD COLUMN idempotency_key TEXT NOT NULL DEFAULT '';
ALTER TABLE entries ADD COLUMN wait_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE entries ADD COLUMN not_before REAL;
UPDATE entries SET state = 'waiting', wait_reason = 'interrupted' WHERE state = 'pending';
UPDATE entries SET state = 'checking' WHERE state = 'unknown';
UPDATE entries SET idempotency_key = lower(hex(randomblob(16))) WHERE idempotency_key = '';
PRAGMA user_version = 2;
COMMIT;
"""

# Version 2 kept why no answer came only as a sentence ("Failed: timed out"); version 3
# keeps the failure kind as data, so the history can say it in today's language.
_UPGRADE_FROM_2 = """
BEGIN;
ALTER TABLE entries ADD COLUMN failure_kind TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS entries_by_plant ON entries (base_url, plant_id);
PRAGMA user_version = 3;
COMMIT;
"""


def history_path() -> Path:
    """The journal's database (the user knows it as the history)."""
    return data_dir() / HISTORY_FILE


class HistoryError(Exception):
    """The journal cannot be opened, read or written; the message is for the user."""


class EntryState(StrEnum):
    """Where an entry stands on its journey (the table in the module docstring)."""

    NEW = "new"  # written, not yet claimed by a sender
    SENDING = "sending"  # claimed: its request may be leaving; after a crash, may have left
    WAITING = "waiting"  # never reached the server: in the outbox, sent again by the app
    CHECKING = "checking"  # may have reached the server: sent again only if the user says so
    DONE = "done"  # over: answered, refused, cancelled, removed or checked by the user


TRANSITIONS: dict[EntryState, frozenset[EntryState]] = {
    EntryState.NEW: frozenset({EntryState.SENDING, EntryState.WAITING, EntryState.DONE}),
    EntryState.SENDING: frozenset({EntryState.DONE, EntryState.WAITING, EntryState.CHECKING}),
    EntryState.WAITING: frozenset({EntryState.SENDING, EntryState.DONE}),
    EntryState.CHECKING: frozenset({EntryState.SENDING, EntryState.DONE}),
    EntryState.DONE: frozenset(),
}
"""The legal moves: state -> the states it may move to. Nothing leaves DONE."""


def stopped_while_sending() -> str:
    """What an entry left "sending" by a crash says: it may really have left."""
    return translate("Journal", "The app stopped while sending it: it may have reached the server.")


def new_key() -> str:
    """A fresh Idempotency-Key."""
    return str(uuid.uuid4())


@dataclass(frozen=True)
class NewEntry:
    """A request to write down before it is sent; its key goes out on every send of it."""

    server_name: str
    base_url: str
    plant_id: str
    plant_name: str
    raw: bool
    body: bytes
    idempotency_key: str = field(default_factory=new_key)


@dataclass(frozen=True)
class Finish:
    """What the journal records once a claimed entry's request is over.

    Attributes:
        state: DONE, WAITING or CHECKING, as the sending policy decided.
        outcome: one word for filtering ("created", "rejected", "refused", "failed", …).
        wait_reason: why a WAITING entry waits (the sending module's WaitReason).
        not_before: a WAITING entry is not sent on its own before this time.
        failure_kind: why no answer came (a FailureKind value); "" when one came.
    """

    state: EntryState
    outcome: str
    summary: str
    status: int | None
    request: SentRequest | None
    response: Response | None
    failure_detail: str
    request_sent: bool
    wait_reason: str = ""
    not_before: float | None = None
    failure_kind: str = ""


@dataclass(frozen=True)
class HistoryEntry:
    """One request as recorded.

    Attributes:
        plant_id: the id as text ("" when a raw body has none).
        body: the JSON body to send, as written before sending.
        outcome: "" until finished, else a word such as "created" or "rejected".
        status: the HTTP status when an answer came.
        request: as sent, token masked; None until sent.
        response: as received (body capped by the client); None when no answer came.
        request_sent: the request left this machine (True for any answer).
        idempotency_key: sent as Idempotency-Key on every send of this entry.
        failure_kind: why no answer came (a FailureKind value); "" when one came.
    """

    id: int
    created_at: float
    server_name: str
    base_url: str
    plant_id: str
    plant_name: str
    raw: bool
    body: bytes
    state: EntryState
    outcome: str
    status: int | None
    summary: str
    request: SentRequest | None
    response: Response | None
    failure_detail: str
    request_sent: bool
    finished_at: float | None
    idempotency_key: str = ""
    wait_reason: str = ""
    not_before: float | None = None
    failure_kind: str = ""


@dataclass(frozen=True)
class HistoryFilter:
    """Which entries to list; the defaults list the newest 500.

    Attributes:
        text: found case-insensitively in the plant id or name.
        status: an exact HTTP status, or -1 for "no answer".
        outcome: "" for all, else an outcome word.
        base_url: one server's exact base URL, "" for all.
        state: "" for all, else one EntryState value.
    """

    text: str = ""
    status: int | None = None
    outcome: str = ""
    base_url: str = ""
    state: str = ""
    limit: int = 500


class History:
    """The journal's database. Thread-safe: one connection guarded by a lock.

    Every method may block on disk: call them off the GUI thread.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._group = GroupCommit()
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            conn = sqlite3.connect(path, timeout=10, check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            if isinstance(exc, PermissionError) or (
                isinstance(exc, sqlite3.Error) and _cannot_write(exc)
            ):
                raise HistoryReadOnly(_cannot_write_words(path, exc)) from None
            words = translate("Journal", "The history at {path} cannot be opened: {reason}")
            raise HistoryError(words.format(path=path, reason=exc)) from None
        conn.row_factory = sqlite3.Row
        # LIKE folds ASCII only: match with Python's casefold so "É" finds "é".
        conn.create_function("casefold", 1, _casefold, deterministic=True)
        try:  # reading first: a file that is not a database fails here, untouched
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version <= SCHEMA_VERSION:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")  # an entry must survive a crash
            if version == 0:
                conn.executescript(_SCHEMA)
            if version == 1:
                conn.executescript(_UPGRADE_FROM_1)
            if 1 <= version <= 2:
                conn.executescript(_UPGRADE_FROM_2)
                _recover_failure_kinds(conn)
            if version <= SCHEMA_VERSION:
                # Every page of the table and its indexes, so damage shows now, not later.
                (verdict,) = conn.execute("PRAGMA quick_check(1)").fetchone()
                if verdict != "ok":
                    raise sqlite3.DatabaseError(verdict)
        except sqlite3.Error as exc:
            conn.close()
            if _cannot_write(exc):
                raise HistoryReadOnly(_cannot_write_words(path, exc)) from None
            words = translate(
                "Journal", "The history at {path} is damaged or is not a history file: {reason}"
            )
            raise HistoryError(words.format(path=path, reason=exc)) from None
        if version > SCHEMA_VERSION:
            conn.close()
            words = translate(
                "Journal", "The history at {path} was written by a newer version of the app."
            )
            raise HistoryTooNew(words.format(path=path))
        self._conn: sqlite3.Connection | None = conn

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
                    " plant_name, raw, body, state, idempotency_key)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        _check_move(sources, EntryState.SENDING)
        marks = ", ".join("?" * len(sources))
        sql = f"UPDATE entries SET state = 'sending' WHERE id = ? AND state IN ({marks})"
        args = (entry_id, *sources)
        return self._commit(lambda conn: conn.execute(sql, args).rowcount == 1, durable=True)

    def finish(self, entry_id: int, result: Finish) -> bool:
        """Record what came of a claimed entry's request; False if it is not SENDING.

        Committed with the next group, without waiting for the disk: if power is lost
        first, the entry stays SENDING and is flagged for checking, never lost.
        """
        _check_move(frozenset({EntryState.SENDING}), result.state)
        _check_masked(result.request)
        values = (
            result.state,
            result.outcome,
            result.status,
            result.summary,
            *_request_columns(result.request),
            *_response_columns(result.response),
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
        _check_move(sources, to)
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
        return None if row is None else _entry(row)

    def entries(self, filter: HistoryFilter = HistoryFilter()) -> list[HistoryEntry]:
        """The entries that match, newest first."""
        where: list[str] = ["1"]
        args: list[Any] = []
        if filter.text:
            where.append("(instr(casefold(plant_id), ?) OR instr(casefold(plant_name), ?))")
            args += [_casefold(filter.text)] * 2
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
        return [_entry(row) for row in rows]

    def in_states(self, *states: EntryState) -> list[HistoryEntry]:
        """The entries in any of these states, oldest first."""
        marks = ", ".join("?" * len(states))
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT * FROM entries WHERE state IN ({marks}) ORDER BY created_at, id", states
            ).fetchall()
        return [_entry(row) for row in rows]

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
                found.update((row["plant_id"], _entry(row)) for row in rows)
        return found

    def created(self, base_url: str, plant_ids: Sequence[str]) -> set[str]:
        """Which of these plant ids `base_url` is recorded to have created."""
        found: set[str] = set()
        with self._db() as conn:
            for start in range(0, len(plant_ids), _IDS_AT_ONCE):
                ids = plant_ids[start : start + _IDS_AT_ONCE]
                marks = ", ".join("?" * len(ids))
                rows = conn.execute(
                    f"SELECT plant_id FROM entries WHERE base_url = ? AND plant_id IN ({marks})"
                    " AND outcome = 'created'",
                    (base_url, *ids),
                )
                found.update(row[0] for row in rows)
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


class HistoryReadOnly(HistoryError):
    """The journal's folder or file cannot be written: not damage, nothing to set aside."""


class HistoryTooNew(HistoryError):
    """A newer version of the app wrote the journal: left as it is, never set aside."""


def _recover_failure_kinds(conn: sqlite3.Connection) -> None:
    """Upgrading from version 2: read each unanswered entry's failure kind back from its
    summary, in English or in the language it was said in ("Failed: timed out")."""
    said: dict[str, FailureKind] = {}
    words = translate("Sending", "Failed: {kind}", "a request that got no answer, and why")
    for kind in FailureKind:
        for name in (kind.value, failure_label(kind)):
            said[f"Failed: {name}"] = kind
            said[words.format(kind=name)] = kind
    rows = conn.execute(
        "SELECT id, summary FROM entries WHERE response_meta IS NULL AND summary != ''"
    ).fetchall()
    with conn:
        for row_id, summary in rows:
            if (found := said.get(summary)) is not None:
                conn.execute("UPDATE entries SET failure_kind = ? WHERE id = ?", (found, row_id))


def _cannot_write(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "readonly" in text or "read-only" in text or "unable to open" in text


def _check_move(sources: frozenset[EntryState], to: EntryState) -> None:
    """Refuse a move the table does not allow: a bug, never a user's mistake."""
    for source in sources:
        if to not in TRANSITIONS[source]:
            raise ValueError(f"an entry cannot move from {source} to {to}")


def _cannot_write_words(path: Path, exc: BaseException) -> str:
    words = translate(
        "Journal",
        "The history at {path} cannot be written: {reason}. Check that the folder is writable.",
    )
    return words.format(path=path, reason=exc)


def _casefold(text: str | None) -> str:
    return (text or "").casefold()


def _check_masked(request: SentRequest | None) -> None:
    """A safety net: refuse a request whose token is not masked (never echo the value)."""
    if request is None:
        return
    for name, value in request.headers:
        if name.lower() == "authorization" and value != "Bearer " + MASKED_TOKEN:
            raise ValueError("Refusing to store a request whose Authorization is not masked.")


def _headers(pairs: list[list[str]]) -> tuple[tuple[str, str], ...]:
    return tuple((name, value) for name, value in pairs)


def _request_columns(request: SentRequest | None) -> tuple[str | None, bytes | None]:
    if request is None:
        return None, None
    meta = {"method": request.method, "url": request.url, "raw": request.raw}
    return json.dumps({**meta, "headers": request.headers}), request.body


def _response_columns(response: Response | None) -> tuple[str | None, bytes | None]:
    if response is None:
        return None, None
    meta = {
        "status": response.status,
        "reason": response.reason,
        "headers": response.headers,
        "truncated": response.body_truncated,
        "elapsed": response.elapsed,
        "first_byte": response.first_byte,
    }
    return json.dumps(meta), response.body


def _entry(row: sqlite3.Row) -> HistoryEntry:
    request = response = None
    if row["request_meta"] is not None:
        meta = json.loads(row["request_meta"])
        request = SentRequest(
            meta["method"], meta["url"], _headers(meta["headers"]), row["request_body"], meta["raw"]
        )
    if row["response_meta"] is not None:
        meta = json.loads(row["response_meta"])
        response = Response(
            meta["status"],
            meta["reason"],
            _headers(meta["headers"]),
            row["response_body"],
            meta["truncated"],
            meta["elapsed"],
            meta["first_byte"],
        )
    return HistoryEntry(
        id=row["id"],
        created_at=row["created_at"],
        server_name=row["server_name"],
        base_url=row["base_url"],
        plant_id=row["plant_id"],
        plant_name=row["plant_name"],
        raw=bool(row["raw"]),
        body=row["body"],
        state=EntryState(row["state"]),
        outcome=row["outcome"],
        status=row["status"],
        summary=row["summary"],
        request=request,
        response=response,
        failure_detail=row["failure_detail"],
        request_sent=bool(row["request_sent"]),
        finished_at=row["finished_at"],
        idempotency_key=row["idempotency_key"],
        wait_reason=row["wait_reason"],
        not_before=row["not_before"],
        failure_kind=row["failure_kind"],
    )
