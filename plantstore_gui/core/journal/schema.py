"""The journal's file: its table, the upgrades from older versions, and opening it checked.

A file that is not a database, is damaged, cannot be written or was written by a newer
version of the app is refused with a HistoryError subclass that says which.
"""

import sqlite3
from pathlib import Path

from ..outcome import FailureKind, failure_label
from ..words import translate
from .errors import HistoryError, HistoryReadOnly, HistoryTooNew

SCHEMA_VERSION = 5

# AUTOINCREMENT: an entry id names one plant for good. Without it SQLite gives a deleted
# entry's id to the next one, and a batch window or history row still holding that id
# would act on another plant.
_TABLE = """
CREATE TABLE {name} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
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
    failure_kind TEXT NOT NULL DEFAULT '',
    profile_id TEXT NOT NULL DEFAULT ''
);
"""

_INDEXES = """
CREATE INDEX IF NOT EXISTS entries_by_time ON entries (created_at, id);
CREATE INDEX IF NOT EXISTS entries_by_state ON entries (state);
CREATE INDEX IF NOT EXISTS entries_by_plant ON entries (base_url, plant_id);
"""

# How many entries were ever deleted. With the highest id ever given (sqlite_sequence),
# it says how many entries the file holds, so a damaged file tells how many it lost. A
# trigger, so that whatever deletes an entry counts it.
_DELETED = """
CREATE TABLE IF NOT EXISTS entries_deleted (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    total INTEGER NOT NULL
);
INSERT OR IGNORE INTO entries_deleted (id, total) SELECT 1,
    coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'entries'), 0)
    - (SELECT count(*) FROM entries);
CREATE TRIGGER IF NOT EXISTS entries_deleted_count AFTER DELETE ON entries
BEGIN
    UPDATE entries_deleted SET total = total + 1;
END;
"""

_SCHEMA = f"""
BEGIN;
{_TABLE.format(name="entries")}
{_DELETED}
{_INDEXES}
PRAGMA user_version = 5;
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

# Version 3 could give a deleted entry's id to a new one; version 4 never does. The table
# is copied whole into one that remembers the highest id it ever gave.
_UPGRADE_FROM_3 = f"""
BEGIN;
{_TABLE.format(name="entries_v4")}
INSERT INTO entries_v4 SELECT *, '' FROM entries;
DROP TABLE entries;
ALTER TABLE entries_v4 RENAME TO entries;
{_INDEXES}
PRAGMA user_version = 5;
COMMIT;
"""

# Version 4 did not say which profile a plant was sent from, only its server's address:
# version 5 keeps the profile's stable id, so a plant waiting in the outbox goes with the
# profile it was sent from even when other profiles share its address ('' for older ones).
_UPGRADE_FROM_4 = """
BEGIN;
ALTER TABLE entries ADD COLUMN profile_id TEXT NOT NULL DEFAULT '';
PRAGMA user_version = 5;
COMMIT;
"""


def open_database(path: Path) -> sqlite3.Connection:
    """The journal at `path`, created or upgraded to SCHEMA_VERSION and checked whole."""
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
    conn.create_function("casefold", 1, casefold, deterministic=True)
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
        if 1 <= version <= 3:
            conn.executescript(_UPGRADE_FROM_3)  # to 5: the copy gets the profile column
        if version == 4:
            conn.executescript(_UPGRADE_FROM_4)
        if version <= SCHEMA_VERSION:
            # Every page of the table and its indexes, so damage shows now, not later.
            (verdict,) = conn.execute("PRAGMA quick_check(1)").fetchone()
            if verdict != "ok":
                raise sqlite3.DatabaseError(verdict)
            counted = "SELECT 1 FROM sqlite_master WHERE name = 'entries_deleted_count'"
            if conn.execute(counted).fetchone() is None:  # a file from before the count
                conn.executescript(f"BEGIN;\n{_DELETED}\nCOMMIT;")
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
    return conn


def casefold(text: str | None) -> str:
    """The journal's case folding, in SQL (as casefold()) and in Python alike."""
    return (text or "").casefold()


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


def _cannot_write_words(path: Path, exc: BaseException) -> str:
    words = translate(
        "Journal",
        "The history at {path} cannot be written: {reason}. Check that the folder is writable.",
    )
    return words.format(path=path, reason=exc)
