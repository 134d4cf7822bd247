"""Sheets in: a CSV, semicolon CSV or TSV file, or pasted text, read into a Sheet.

The file is decoded and parsed a line at a time; the delimiter is guessed from the first
non-empty line, and the first row is the header when it names a column we know.

A sheet is bounded before it can exhaust the machine: its bytes, its rows, its columns,
a cell's and a row's characters. A line is read no further than a row may reach, so a
10 MB line costs what 100,000 characters do, and the csv module, which holds the
interpreter lock while it parses a line, never parses a longer one.
"""

import csv
import re
from array import array
from collections.abc import Iterable, Iterator
from functools import partial
from itertools import chain
from pathlib import Path

from ..words import number, translate
from .columns import names_columns
from .sheet import STOP_EVERY, BatchError, Checkpoint, GiveWay, PackedRows, Sheet, StopRequest

MAX_FILE_BYTES = 50 * 1024 * 1024
MAX_ROWS = 2_000_000  # a 50 MB sheet of plants has about 1.6 million
MAX_COLUMNS = 300  # a sheet of plants needs three: id, name and tag
MAX_CELL_CHARS = 10_000  # a 5,000-digit id still reaches the check, which says why not
# Below the csv module's own cell limit (131,072 characters), so that ours speaks first.
MAX_ROW_CHARS = 100_000

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")


def read_sheet(
    text: str, stop: StopRequest | None = None, give_way: GiveWay | None = None
) -> Sheet:
    """Parse pasted text; the delimiter is guessed from the first non-empty line.

    Raises Stopped once `stop` is made; gives way to the window by `give_way` (Checkpoint).
    """
    # Without the BOM a careless reader may leave.
    return _parse(_lines(text.removeprefix("\ufeff")), Checkpoint(stop, give_way))


def load_sheet(
    path: Path, stop: StopRequest | None = None, give_way: GiveWay | None = None
) -> Sheet:
    """Read a sheet file: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows cp1252.

    The file is decoded and parsed as it is read, a line at a time: holding its bytes and
    its text at once would double a large sheet's peak memory. Raises Stopped once `stop`
    is made; gives way to the window by `give_way` (Checkpoint).
    """
    try:
        size = path.stat().st_size
        with path.open("rb") as file:
            start = file.read(4)
    except OSError as error:
        raise BatchError(_cannot_read(path, error)) from None
    if size > MAX_FILE_BYTES:
        too_big = translate("Batch", "{file} is over {megabytes} MB; split it up.")
        raise BatchError(too_big.format(file=path.name, megabytes=number(MAX_FILE_BYTES // 2**20)))
    if start.startswith(b"PK\x03\x04"):
        workbook = translate("Batch", "{file} looks like a workbook; save it as CSV first.")
        raise BatchError(workbook.format(file=path.name))
    # Excel's "Unicode Text" export is UTF-16 with a BOM.
    encodings = ["utf-16"] if start.startswith((b"\xff\xfe", b"\xfe\xff")) else []
    for encoding in [*encodings, "utf-8-sig", "cp1252"]:
        try:
            with path.open(encoding=encoding, newline="") as file:
                # A line longer than a row may be is cut there: the rest is never read.
                lines = iter(partial(file.readline, MAX_ROW_CHARS + 1), "")
                return _parse(lines, Checkpoint(stop, give_way))
        except UnicodeDecodeError:
            continue
        except OSError as error:
            raise BatchError(_cannot_read(path, error)) from None
    raise BatchError(translate("Batch", "{file} is not a text file.").format(file=path.name))


def _cannot_read(path: Path, error: OSError) -> str:
    cannot = translate("Batch", "Cannot read {file}: {reason}.")
    return cannot.format(file=path.name, reason=error.strerror or error)


class _Reading:
    """Where a read stands: the line the row being read starts on, its characters so far,
    and the delimiter once it is known."""

    __slots__ = ("delimiter", "start", "used")

    def __init__(self) -> None:
        self.start = 1
        self.used = 0
        self.delimiter: str | None = None


class _TooLong(Exception):
    """A row ran past MAX_ROW_CHARS; `first` is its line when the row began on it."""

    def __init__(self, first: str | None) -> None:
        super().__init__()
        self.first = first


def _parse(lines: Iterable[str], checkpoint: Checkpoint) -> Sheet:
    """Rows from lines of text (with their endings); the delimiter from the first one."""
    reading = _Reading()
    try:
        return _parse_bounded(_bounded(lines, reading, checkpoint), reading)
    except _TooLong as error:
        raise BatchError(_too_long(error.first, reading)) from None


def _parse_bounded(lines: Iterator[str], reading: _Reading) -> Sheet:
    for first in lines:
        if first.strip():
            break
        reading.start += 1
        reading.used = 0
    else:
        raise BatchError(translate("Batch", "The sheet is empty."))
    skipped = reading.start - 1
    reading.delimiter = delimiter = _delimiter(first)
    reader = csv.reader(chain([first], lines), delimiter=delimiter, strict=True)
    rows = PackedRows()
    starts = array("q")  # the line each row starts on: 8 bytes a row, not a 28-byte int
    width = 0
    while True:
        reading.start = start = skipped + reader.line_num + 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            unreadable = translate(
                "Batch", "Line {line} cannot be read ({reason}). Check its quotes."
            )
            raise BatchError(unreadable.format(line=start, reason=error)) from None
        if len(row) > MAX_COLUMNS:
            raise BatchError(_too_many_columns(start))
        # A cell can only be too long in a row that is.
        if reading.used > MAX_CELL_CHARS and max(map(len, row)) > MAX_CELL_CHARS:
            raise BatchError(_cell_too_long(start))
        reading.used = 0
        if any(cell.strip() for cell in row):
            if len(starts) > MAX_ROWS:  # a header and MAX_ROWS plants are already in
                raise BatchError(_too_many_rows())
            rows.append(row)
            starts.append(start)
            width = max(width, len(row))
    if not rows:
        raise BatchError(translate("Batch", "The sheet is empty."))
    header = rows[0] if names_columns(rows[0]) else None
    if header is not None:
        rows.pop_first()
        del starts[0]
    if not rows:
        raise BatchError(translate("Batch", "The sheet has a header row but no plants under it."))
    if len(starts) > MAX_ROWS:
        raise BatchError(_too_many_rows())
    return Sheet(header=header, rows=rows, first_line=starts[0], lines=starts, width=width)


def _delimiter(line: str) -> str:
    if "\t" in line:
        return "\t"
    if line.count(";") > line.count(","):
        return ";"
    return ","


def _bounded(lines: Iterable[str], reading: _Reading, checkpoint: Checkpoint) -> Iterator[str]:
    """The lines, refusing a NUL (text files have none, binary files have many) and a row
    longer than MAX_ROW_CHARS before the csv module parses it; a checkpoint between."""
    for count, line in enumerate(lines, 1):
        if not count % STOP_EVERY:
            checkpoint()
        if "\x00" in line:
            raise BatchError(translate("Batch", "This is not a text file."))
        reading.used += len(line)
        if reading.used > MAX_ROW_CHARS:
            raise _TooLong(line[: MAX_ROW_CHARS + 1] if reading.used == len(line) else None)
        yield line


def _too_long(first: str | None, reading: _Reading) -> str:
    """Why a row is too long: too many columns, a cell too long, or just too long.

    `first` is the row's first MAX_ROW_CHARS + 1 characters when they are all on one line:
    parsed (a few milliseconds), they tell which. A row that runs on over many lines is
    most likely an open quote taking in the lines after it.
    """
    if first is None:
        runs_on = translate(
            "Batch",
            "The row starting on line {line} runs past {most} characters; a row may hold "
            "at most {most}. Check its quotes: a quote left open takes in the lines after it.",
        )
        return runs_on.format(line=reading.start, most=number(MAX_ROW_CHARS))
    delimiter = reading.delimiter or _delimiter(first)
    try:
        cells = next(csv.reader([first.rstrip("\r\n")], delimiter=delimiter), [])
    except csv.Error:
        cells = []
    if len(cells) > MAX_COLUMNS:
        return _too_many_columns(reading.start)
    if any(len(cell) > MAX_CELL_CHARS for cell in cells):
        return _cell_too_long(reading.start)
    too_long = translate(
        "Batch", "Line {line} is longer than {most} characters; a row may hold at most {most}."
    )
    return too_long.format(line=reading.start, most=number(MAX_ROW_CHARS))


def _too_many_columns(line: int) -> str:
    too_many = translate(
        "Batch", "Line {line} has more than {most} columns; a sheet may have at most {most}."
    )
    return too_many.format(line=line, most=number(MAX_COLUMNS))


def _cell_too_long(line: int) -> str:
    too_long = translate(
        "Batch",
        "A cell in the row on line {line} holds more than {most} characters; a cell may "
        "hold at most {most}.",
    )
    return too_long.format(line=line, most=number(MAX_CELL_CHARS))


def _too_many_rows() -> str:
    too_many = translate(
        "Batch", "The sheet has more than {most} rows; split it into sheets of at most {most}."
    )
    return too_many.format(most=number(MAX_ROWS))


def _lines(text: str) -> Iterator[str]:
    """The lines of text with their endings (\n, \r\n or \r), one at a time.

    Unlike io.StringIO(text), which would copy a 50 MB sheet into a buffer four times its
    size, this holds nothing but the line it gives.
    """
    return (match.group() for match in _LINE.finditer(text))
