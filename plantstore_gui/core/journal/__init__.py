"""The journal: every plant's entry in SQLite, its state, and the legal moves between states.

An entry is written, durably, before its request is sent, and its outcome after. This
package owns the record and refuses any move the table below does not allow; *which*
move happens, and when, is decided by `journey`, the one owner of a plant's journey.

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

module      what it holds
─────────── ──────────────────────────────────────────────────────────────────
entries     the states and their legal moves; the values written and read back
database    History: writing, moving, reading and forgetting entries
schema      the table, upgrades from older files, opening a file checked
columns     a request and its answer as columns and back; the token refused
errors      what can go wrong, in words for the user
salvage     what a damaged file still holds, and how many entries it held
btree       a table's rows read page by page, as SQLite's .recover does
pages       a SQLite file's pages, its write-ahead log laid over
"""

from .database import HISTORY_FILE, History, history_path
from .entries import (
    TRANSITIONS,
    EntryState,
    Finish,
    HistoryEntry,
    HistoryFilter,
    Moved,
    NewEntry,
    new_key,
)
from .errors import HistoryError, HistoryReadOnly, HistoryTooNew
from .schema import SCHEMA_VERSION

__all__ = [
    "HISTORY_FILE",
    "SCHEMA_VERSION",
    "TRANSITIONS",
    "EntryState",
    "Finish",
    "History",
    "HistoryEntry",
    "HistoryError",
    "HistoryFilter",
    "HistoryReadOnly",
    "HistoryTooNew",
    "Moved",
    "NewEntry",
    "history_path",
    "new_key",
]
