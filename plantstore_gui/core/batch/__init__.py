"""Plants in bulk from a spreadsheet, one idea a module.

module        what it holds
───────────── ─────────────────────────────────────────────────────────────────────────
sheet         a sheet in memory (Sheet, its packed rows), why one cannot be used
              (BatchError), the collector paused while a large one is built, a request
              to stop reading or checking one (StopRequest, Stopped), and the
              checkpoint where a read or a check gives way to the window (Checkpoint)
reading       sheets in: a CSV, semicolon CSV or TSV file, or pasted text, within bounds
              (bytes, rows, columns, a cell's and a row's characters)
columns       which column holds the id, the name and the tag
check         the rows checked as the form would (BatchRow, CheckedRows, validate)
results_file  a row's notes after its result, and the results written out as CSV
run           a run's values: the rows it is given (BatchItem, RowSource), what came of
              each (RowResult), where it stands (Progress), what it never wrote down
runner        BatchRunner: the rows sent over a few connections, a chunk at a time
chunk         a chunk of rows written down before any is sent; a plant id that already
              has an unfinished entry on the server is that entry, or is left out
pace          a run's sending time, pauses excluded, and its rate
by_row        values kept for each row of a million, a few bytes a row (RowNumbers,
              RowValues)
rows_to_send  which of a sheet's rows a run sends, and as which entry; the rows whose
              plant was created before
stop_reasons  why a run stopped before its end, in the user's words

Whether a row is sent, what is recorded of it and when a run stops are core.journey's
rules; what a row's result or a run's progress means to the user is core.tell's.
"""

from .by_row import RowNumbers, RowValues
from .check import BatchRow, CheckedRows, id_trimmed, sendable_indexes, validate
from .columns import Columns, column_names, guess_columns
from .reading import load_sheet, read_sheet
from .results_file import with_notes, write_results
from .rows_to_send import Reuse, created_rows, rows_again, sheet_source
from .run import BatchItem, Progress, RowResult, RowSource, Unwritten
from .runner import BatchRunner
from .sheet import BatchError, PackedRows, Sheet, Stopped, StopRequest, collector_paused

__all__ = [
    "BatchError",
    "BatchItem",
    "BatchRow",
    "BatchRunner",
    "CheckedRows",
    "Columns",
    "PackedRows",
    "Progress",
    "Reuse",
    "RowNumbers",
    "RowResult",
    "RowSource",
    "RowValues",
    "Sheet",
    "StopRequest",
    "Stopped",
    "Unwritten",
    "collector_paused",
    "column_names",
    "created_rows",
    "guess_columns",
    "id_trimmed",
    "load_sheet",
    "read_sheet",
    "rows_again",
    "sendable_indexes",
    "sheet_source",
    "validate",
    "with_notes",
    "write_results",
]


def __getattr__(name: str) -> str:
    """`ID_TRIMMED`: the note, said in the language in use when it is asked for."""
    if name == "ID_TRIMMED":
        return id_trimmed()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
