"""Every request and what came of it, in SQLite: the history the user browses.

An entry is written, durably, before its request is sent, and its outcome after, so
it doubles as a journal: an entry left PENDING or UNKNOWN after a crash says a plant
may not have reached the server, or may have without our hearing back.

Entry states
 ├── PENDING  written, not yet known to be sent
 ├── DONE     an answer came, or the request failed before anything was sent
 └── UNKNOWN  sent, then no answer (broken, timed out, cancelled): the server may have acted

No token is ever stored: requests arrive masked, and `finish` refuses one that is not.
"""

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from .outcome import (
    MASKED_TOKEN,
    Created,
    Failed,
    Outcome,
    Rejected,
    Response,
    SentRequest,
    Unexpected,
)
from .paths import data_dir

HISTORY_FILE = "history.sqlite3"
SCHEMA_VERSION = 1
OUTCOMES = ("created", "rejected", "unexpected", "failed")
_SUMMARY_MAX = 200

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
    finished_at REAL
);
CREATE INDEX IF NOT EXISTS entries_by_time ON entries (created_at, id);
CREATE INDEX IF NOT EXISTS entries_by_state ON entries (state);
PRAGMA user_version = 1;
COMMIT;
"""


def history_path() -> Path:
    """The history database."""
    return data_dir() / HISTORY_FILE


class HistoryError(Exception):
    """The history cannot be opened, read or written; the message is for the user."""


class EntryState(StrEnum):
    """Where an entry stands; the journal's recovery reads it after a crash.

    PENDING: written, never sent (the outbox, batch rows waiting): safe to send.
    SENDING: handed to the network; if the app dies now, the server may have it.
    DONE: an answer came, or it failed before anything was sent.
    UNKNOWN: sent, then the connection broke: the user must check, never re-sent blindly.
    """

    PENDING = "pending"
    SENDING = "sending"
    DONE = "done"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class NewEntry:
    """A request to write down before it is sent."""

    server_name: str
    base_url: str
    plant_id: str
    plant_name: str
    raw: bool
    body: bytes


@dataclass(frozen=True)
class HistoryEntry:
    """One request as recorded.

    Attributes:
        plant_id: the id as text ("" when a raw body has none).
        body: the JSON body to send, as written before sending.
        outcome: "" while pending, else one of OUTCOMES.
        status: the HTTP status when an answer came.
        request: as sent, token masked; None while pending or when nothing was sent.
        response: as received (body capped by the client); None when no answer came.
        request_sent: the request left this machine (True for any answer).
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


@dataclass(frozen=True)
class HistoryFilter:
    """Which entries to list; the defaults list the newest 500.

    Attributes:
        text: found case-insensitively in the plant id or name.
        status: an exact HTTP status, or -1 for "no answer" (failed).
        outcome: "" for all, else one of OUTCOMES.
        base_url: one server's exact base URL, "" for all.
        state: "" for all, else one EntryState value.
    """

    text: str = ""
    status: int | None = None
    outcome: str = ""
    base_url: str = ""
    state: str = ""
    limit: int = 500


def summary_of(outcome: Outcome) -> str:
    """One plain line saying what came of a request."""
    match outcome:
        case Created():
            text = "Created"
        case Rejected(error=error):
            text = f"Rejected: {error.message}"
        case Failed(kind=kind):
            text = f"Failed: {kind}"
        case Unexpected(response=response, problem=problem):
            reason = f" {response.reason}" if response.reason else ""
            text = f"Unexpected: HTTP {response.status}{reason} — {problem}"
    text = " ".join(text.split())  # server text may hold newlines or tabs
    return text if len(text) <= _SUMMARY_MAX else text[: _SUMMARY_MAX - 1] + "…"


class History:
    """The history database. Thread-safe: one connection guarded by a lock.

    Every method may block on disk: call them off the GUI thread.
    """

    def __init__(self, path: Path) -> None:
        self._lock = threading.Lock()
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            conn = sqlite3.connect(path, timeout=10, check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"The history at {path} cannot be opened: {exc}") from None
        conn.row_factory = sqlite3.Row
        # LIKE folds ASCII only: match with Python's casefold so "É" finds "é".
        conn.create_function("casefold", 1, _casefold, deterministic=True)
        try:  # reading first: a file that is not a database fails here, untouched
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version <= SCHEMA_VERSION:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")  # an entry must survive a crash
            if version < SCHEMA_VERSION:
                conn.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            conn.close()
            raise HistoryError(
                f"The history at {path} is damaged or is not a history file: {exc}"
            ) from None
        if version > SCHEMA_VERSION:
            conn.close()
            raise HistoryError(f"The history at {path} was written by a newer version of the app.")
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
                raise HistoryError("The history is closed.")
            try:
                yield self._conn
            except (sqlite3.Error, UnicodeEncodeError) as exc:  # text with a lone surrogate
                raise HistoryError(f"The history could not be read or written: {exc}") from exc

    def add(
        self,
        *,
        server_name: str,
        base_url: str,
        plant_id: str,
        plant_name: str,
        raw: bool,
        body: bytes,
        created_at: float | None = None,
        state: EntryState = EntryState.PENDING,
    ) -> int:
        """Record a request about to be sent; durable when this returns."""
        entry = NewEntry(server_name, base_url, plant_id, plant_name, raw, body)
        return self.add_many([entry], created_at=created_at, state=state)[0]

    def add_many(
        self,
        entries: "Sequence[NewEntry]",
        *,
        created_at: float | None = None,
        state: EntryState = EntryState.PENDING,
    ) -> list[int]:
        """Record many requests in one transaction (a batch); their ids, in order."""
        when = time.time() if created_at is None else created_at
        ids: list[int] = []
        with self._db() as conn, conn:
            for e in entries:
                cursor = conn.execute(
                    "INSERT INTO entries (created_at, server_name, base_url, plant_id,"
                    " plant_name, raw, body, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        when,
                        e.server_name,
                        e.base_url,
                        e.plant_id,
                        e.plant_name,
                        e.raw,
                        e.body,
                        state,
                    ),
                )
                assert cursor.lastrowid is not None
                ids.append(cursor.lastrowid)
        return ids

    def mark(self, entry_ids: "Sequence[int]", state: EntryState) -> None:
        """Move entries to a state in one transaction (e.g. SENDING just before sending)."""
        with self._db() as conn, conn:
            conn.executemany(
                "UPDATE entries SET state = ? WHERE id = ?", [(state, i) for i in entry_ids]
            )

    def finish(self, entry_id: int, outcome: Outcome, *, outbox: bool = False) -> None:
        """Record what came of an entry's request. An entry deleted meanwhile is left gone.

        With `outbox`, a failure before sending leaves the entry PENDING, to send later.
        """
        self.finish_many([(entry_id, outcome, outbox)])

    def finish_many(self, results: "Sequence[tuple[int, Outcome, bool]]") -> None:
        """Record many (entry id, outcome, outbox) results in one transaction."""
        rows = [_finish_values(entry_id, outcome, outbox) for entry_id, outcome, outbox in results]
        with self._db() as conn, _relaxed(conn), conn:
            conn.executemany(
                "UPDATE entries SET state = ?, outcome = ?, status = ?, summary = ?,"
                " request_meta = ?, request_body = ?, response_meta = ?, response_body = ?,"
                " failure_detail = ?, request_sent = ?, finished_at = ? WHERE id = ?",
                rows,
            )

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
            where.append("outcome = 'failed'")
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

    def unfinished(self) -> list[HistoryEntry]:
        """PENDING, SENDING and UNKNOWN entries, oldest first."""
        return self.in_states(EntryState.PENDING, EntryState.SENDING, EntryState.UNKNOWN)

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

    def delete(self, entry_id: int) -> None:
        with self._db() as conn, conn:
            conn.execute("DELETE FROM entries WHERE id = ?", (entry_id,))

    def clear(self) -> None:
        with self._db() as conn, conn:
            conn.execute("DELETE FROM entries")

    def close(self) -> None:
        """Close the database; later calls raise HistoryError. Closing twice is fine."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


@contextmanager
def _relaxed(conn: sqlite3.Connection) -> Iterator[None]:
    """Commit an outcome without waiting for the disk.

    Safe by the journal's rules: if the machine loses power before the outcome reaches
    the disk, the entry stays SENDING and is flagged for the user to check. Entries
    written before sending keep synchronous=FULL.
    """
    conn.execute("PRAGMA synchronous = NORMAL")
    try:
        yield
    finally:
        conn.execute("PRAGMA synchronous = FULL")


def _finish_values(entry_id: int, outcome: Outcome, outbox: bool) -> tuple[Any, ...]:
    _check_masked(outcome.request)
    if isinstance(outcome, Failed):
        sent = outcome.request_sent
        state = EntryState.UNKNOWN if sent else EntryState.DONE
        if outbox and not sent:
            state = EntryState.PENDING
        response, detail = None, outcome.detail
    else:
        sent, state, response, detail = True, EntryState.DONE, outcome.response, ""
    return (
        *(state, type(outcome).__name__.lower(), response.status if response else None),
        summary_of(outcome),
        *_request_columns(outcome.request),
        *_response_columns(response),
        *(detail, sent, time.time(), entry_id),
    )


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
    )
