"""What a damaged journal still holds, read page by page, and how many entries it held.

Every entry is looked for: down the table's tree from its root, in the write-ahead log,
and on table pages no surviving tree page points to any more. How many entries the file
held is read from the file itself (the highest id it ever gave, less the entries it
counted as deleted), never from how many could be read.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .btree import Table, Value, index_pages, orphan_rows, read_table
from .pages import Broken, Pages

# The entries table's columns as version 5 writes them: used when the file's own schema
# cannot be read. Older files have fewer (later ones were added at the end).
COLUMNS = (
    *("id", "created_at", "server_name", "base_url", "plant_id", "plant_name", "raw"),
    *("body", "state", "outcome", "status", "summary", "request_meta", "request_body"),
    *("response_meta", "response_body", "failure_detail", "request_sent", "finished_at"),
    *("idempotency_key", "wait_reason", "not_before", "failure_kind", "profile_id"),
)
_DEFAULTS: dict[str, Value] = {"outcome": "", "summary": "", "failure_detail": ""}
_DEFAULTS |= {"request_sent": 0, "idempotency_key": "", "wait_reason": "", "failure_kind": ""}
_DEFAULTS["profile_id"] = ""
_TEXT = (
    *("server_name", "base_url", "plant_id", "plant_name", "state", "outcome", "summary"),
    *("idempotency_key", "wait_reason", "failure_kind", "profile_id"),
)
_WORDS = ("state", "outcome", "wait_reason", "failure_kind")
# An Idempotency-Key as the app makes one (a UUID), or as the upgrade from version 1 did
# (32 hex digits); none in files from before keys.
_KEY = re.compile(r"|[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")

# How far along its journey each state is, old names included. Two copies of one entry
# (an orphaned page and its newer home) keep the one further along, or the more careful:
# done is final, and one that may have left is never taken for one that did not.
CAUTION = {"new": 0, "pending": 0, "waiting": 1, "sending": 2, "unknown": 2, "checking": 2}
CAUTION["done"] = 3


@dataclass(frozen=True)
class Found:
    """What was read of a damaged journal, and how many entries it lost by its own count.

    Attributes:
        entries: each entry read whole, by column name ("id" its id), oldest first.
        least_lost: at least this many entries were lost.
        most_lost: at most this many; None when the file cannot tell. When it is
            `least_lost`, that is how many were lost.
    """

    entries: list[dict[str, Value]]
    least_lost: int
    most_lost: int | None


def read_damaged(path: Path) -> Found:
    """Every entry that can still be read from the journal file at `path` (and its log)."""
    try:
        with Pages(path) as pages:
            if pages.page_size == 0:
                return Found([], 0, None)
            return _read(pages)
    except (OSError, Broken):  # a file that cannot be read, or a header that lies
        return Found([], 0, None)


def _read(pages: Pages) -> Found:
    schema = read_table(pages, 1)
    roots: dict[str, int] = {}
    columns: tuple[str, ...] = COLUMNS
    taken = set(schema.pages)
    for row in schema.rows.values():
        if len(row) < 5 or not isinstance(row[1], str) or not isinstance(row[3], int):
            continue
        kind, name, root, sql = row[0], row[1], row[3], row[4]
        if kind == "index":
            taken |= index_pages(pages, root)
        elif kind == "table":
            roots[name] = root
            if name == "entries" and isinstance(sql, str):
                columns = _columns(sql) or COLUMNS
    table = read_table(pages, roots["entries"]) if "entries" in roots else Table()
    if "entries" not in roots:
        table.lost.append((None, None))
    counts = {name: read_table(pages, root) for name, root in roots.items() if name != "entries"}
    for other in (table, *counts.values()):
        taken |= other.pages
    found: dict[int, dict[str, Value]] = {}
    for rowid, values in table.rows.items():
        if (entry := _entry(rowid, values, columns)) is not None:
            found[rowid] = entry
    unreadable = {rowid for rowid in table.broken if rowid is not None} | set(table.rows)
    nameless = table.broken.count(None)  # cells not read at all, not even their id
    recovered: set[int] = set()
    if table.lost:
        for rowid, values in orphan_rows(pages, taken):
            entry = _entry(rowid, values, columns)
            if entry is None or rowid in table.rows or not _within(rowid, table.lost):
                continue
            known = found.get(rowid)
            if known is None or CAUTION[str(entry["state"])] > CAUTION[str(known["state"])]:
                found[rowid] = entry
            recovered.add(rowid)
    unreadable -= found.keys()
    entries = [found[rowid] for rowid in sorted(found)]
    if not table.lost and not unreadable and not nameless:
        return Found(entries, 0, 0)  # the whole tree was read: nothing is missing
    given, gone = _counts(counts)
    if given is not None and gone is not None:
        lost = max(0, given - gone - len(entries))
        return Found(entries, lost, lost)
    # Each part of the tree that could not be read held at least one entry.
    unfound = sum(1 for lost in table.lost if not any(_within(r, [lost]) for r in recovered))
    least = unfound + len(unreadable) + nameless
    if given is None:
        return Found(entries, least, None)
    most = max(0, given - sum(1 for rowid in found if rowid <= given))
    return Found(entries, min(least, most), most)


def _counts(tables: dict[str, Table]) -> tuple[int | None, int | None]:
    """The highest entry id the file ever gave, and how many entries it deleted."""
    given = gone = None
    sequence, deleted = tables.get("sqlite_sequence"), tables.get("entries_deleted")
    if sequence is not None and not sequence.lost and not sequence.broken:
        seqs = [row[1] for row in sequence.rows.values() if row[:1] == ["entries"]]
        given = seqs[0] if seqs and isinstance(seqs[0], int) else None if seqs else 0
    if deleted is not None and not deleted.lost and not deleted.broken:
        totals = [row[1] for row in deleted.rows.values()]
        gone = totals[0] if len(totals) == 1 and isinstance(totals[0], int) else None
    return given, gone


def _within(rowid: int, ranges: Iterable[tuple[int | None, int | None]]) -> bool:
    return any(
        (low is None or rowid > low) and (high is None or rowid <= high) for low, high in ranges
    )


def _entry(rowid: int, values: list[Value], columns: tuple[str, ...]) -> dict[str, Value] | None:
    """The entry a record holds, or None when it is not one (another table's, or garbled)."""
    if not 9 <= len(values) <= len(columns):
        return None
    entry = {name: _DEFAULTS.get(name) for name in COLUMNS}
    entry.update(zip(columns, values, strict=False))
    entry["id"] = rowid
    if isinstance(entry["body"], str):
        entry["body"] = entry["body"].encode()
    if (
        entry["state"] not in CAUTION
        or not all(isinstance(entry[name], str) for name in _TEXT)
        or not isinstance(entry["body"], bytes)
        or not isinstance(entry["raw"], int)
    ):
        return None
    # The app never writes a NUL into these, nor a key of another shape: either is a row
    # read in part from what was not written there (a page cut through, then filled).
    if any("\0" in str(entry[name]) for name in _WORDS):
        return None
    return entry if _KEY.fullmatch(str(entry["idempotency_key"])) else None


def _columns(sql: str) -> tuple[str, ...] | None:
    """The column names a CREATE TABLE statement declares, in order."""
    start, end = sql.find("("), sql.rfind(")")
    if start < 0 or end < start:
        return None
    names, depth, part = [], 0, ""
    for char in sql[start + 1 : end] + ",":
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            words = part.split()
            if words and words[0].upper() not in ("PRIMARY", "UNIQUE", "CHECK", "FOREIGN"):
                names.append(words[0].strip('"`[]'))
            part = ""
        else:
            part += char
    return tuple(names) if "state" in names and "body" in names else None
