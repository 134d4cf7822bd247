"""Plants in bulk from a spreadsheet, one idea a module.

module        what it holds
───────────── ─────────────────────────────────────────────────────────────────────────
sheet         a sheet in memory (Sheet, its packed rows), why one cannot be used
              (BatchError), the collector paused while a large one is built
reading       sheets in: a CSV, semicolon CSV or TSV file, or pasted text
columns       which column holds the id, the name and the tag
check         the rows checked as the form would (BatchRow, CheckedRows, validate)
results_file  a row's notes after its result, and the results written out as CSV
"""

from .check import BatchRow, CheckedRows, id_trimmed, sendable_indexes, validate
from .columns import Columns, column_names, guess_columns
from .reading import load_sheet, read_sheet
from .results_file import with_notes, write_results
from .sheet import BatchError, PackedRows, Sheet, collector_paused

__all__ = [
    "BatchError",
    "BatchRow",
    "CheckedRows",
    "Columns",
    "PackedRows",
    "Sheet",
    "collector_paused",
    "column_names",
    "guess_columns",
    "id_trimmed",
    "load_sheet",
    "read_sheet",
    "sendable_indexes",
    "validate",
    "with_notes",
    "write_results",
]


def __getattr__(name: str) -> str:
    """`ID_TRIMMED`: the note, said in the language in use when it is asked for."""
    if name == "ID_TRIMMED":
        return id_trimmed()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
