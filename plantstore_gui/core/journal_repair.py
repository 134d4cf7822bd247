"""A damaged journal gives back what it can: set aside, never deleted, unfinished plants
carried into a new one, and the user told how many."""

import sqlite3
import time
from pathlib import Path

from .journal import (
    EntryState,
    History,
    HistoryError,
    HistoryReadOnly,
    HistoryTooNew,
    NewEntry,
    new_key,
    stopped_while_sending,
)
from .words import number, translate


def open_journal(path: Path) -> "tuple[History | None, str | None]":
    """The journal at `path`, or why it could not be opened, in words for the user.

    A damaged journal is set aside, never deleted, and a new one is started with every
    plant that could still be read and was not finished: waiting plants keep waiting,
    and plants that may have reached the server keep their flag.
    """
    try:
        return History(path), None
    except (HistoryReadOnly, HistoryTooNew) as exc:
        words = translate(
            "JournalRepair", "{problem} The history is off for this session: nothing is kept."
        )
        return None, words.format(problem=exc)
    except HistoryError as exc:
        damage = str(exc) if str(exc).endswith(".") else f"{exc}."
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.rename(aside)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.rename(aside.with_name(aside.name + suffix))
        journal = History(path)
    except (OSError, HistoryError) as again:
        words = translate(
            "JournalRepair", "{problem} The history is off for this session ({reason})."
        )
        return None, words.format(problem=damage, reason=again)
    saved, unreadable, end_lost = _salvage(aside, journal)
    if end_lost:
        notice = translate(
            "JournalRepair",
            "{problem} It was set aside as {file}, and a new history was started."
            " Plants carried over: {saved} (waiting or needing a check)."
            " Entries that could not be read: {unreadable}."
            " The end of the file is lost, so the entries written last could not be read.",
        )
    else:
        notice = translate(
            "JournalRepair",
            "{problem} It was set aside as {file}, and a new history was started."
            " Plants carried over: {saved} (waiting or needing a check)."
            " Entries that could not be read: {unreadable}.",
        )
    return journal, notice.format(
        problem=damage, file=aside.name, saved=number(saved), unreadable=number(unreadable)
    )


_PROBE_GIVE_UP = 1000  # ids in a row found missing or unreadable before salvage stops

_UNFINISHED = {
    "new": (EntryState.WAITING, "interrupted"),
    "pending": (EntryState.WAITING, "interrupted"),
    "waiting": (EntryState.WAITING, None),
    "sending": (EntryState.CHECKING, None),
    "unknown": (EntryState.CHECKING, None),
    "checking": (EntryState.CHECKING, None),
}


def _salvage(damaged: Path, journal: History) -> tuple[int, int, bool]:
    """Copy the unfinished entries still readable in `damaged`, row by row.

    Returns (plants carried over, rows that could not be read, the end of the file
    is lost so that how many rows it held cannot be told).
    """
    try:
        old = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
        # Lets SQLite read a file cut shorter than its header says.
        old.execute("PRAGMA writable_schema = ON")
    except sqlite3.Error:
        return 0, 0, True
    old.row_factory = sqlite3.Row
    saved = unreadable = 0
    try:
        try:
            last: int | None = int(old.execute("SELECT max(id) FROM entries").fetchone()[0] or 0)
        except sqlite3.Error:
            last = None  # the last page is gone: probe until a long run of nothing
        row_id = misses = failed_since_last_row = 0
        while (row_id < last) if last is not None else (misses < _PROBE_GIVE_UP):
            row_id += 1
            try:
                row = old.execute("SELECT * FROM entries WHERE id = ?", (row_id,)).fetchone()
            except sqlite3.Error:
                failed_since_last_row += 1
                misses += 1
                continue
            if row is None:
                misses += 1
                continue
            # Failures before a readable row were rows; those past the last one may not be.
            unreadable += failed_since_last_row
            misses = failed_since_last_row = 0
            try:
                if row["state"] not in _UNFINISHED:
                    continue
                keys = row.keys()
                entry = NewEntry(
                    row["server_name"],
                    row["base_url"],
                    row["plant_id"],
                    row["plant_name"],
                    bool(row["raw"]),
                    bytes(row["body"]),
                    row["idempotency_key"] if "idempotency_key" in keys else new_key(),
                )
            except (sqlite3.Error, TypeError, ValueError):
                unreadable += 1
                continue
            state, reason = _UNFINISHED[row["state"]]
            # Born the way it would have come to its state: NEW to wait, SENDING to flag.
            born = EntryState.NEW if state is EntryState.WAITING else EntryState.SENDING
            (new_id,) = journal.add_many([entry], state=born)
            if row["state"] == "sending":  # left by a crash: it may really have left
                outcome, summary = "failed", stopped_while_sending()
            else:
                outcome, summary = row["outcome"], row["summary"]
            waits = state is EntryState.WAITING
            kind = row["failure_kind"] if "failure_kind" in keys else ""
            journal.move(
                [new_id],
                state,
                frozenset({born}),
                outcome=outcome,
                summary=summary,
                wait_reason=(reason or (row["wait_reason"] if "wait_reason" in keys else ""))
                if waits
                else "",
                failure_kind=kind,
            )
            saved += 1
        if last is not None:
            unreadable += failed_since_last_row
    finally:
        old.close()
    return saved, unreadable, last is None
