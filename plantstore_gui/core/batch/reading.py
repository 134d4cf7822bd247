"""Sheets in: a CSV, semicolon CSV or TSV file, or pasted text, read into a Sheet.

The file is decoded and parsed a line at a time; the delimiter is guessed from the first
non-empty line, and the first row is the header when it names a column we know.
"""

import csv
import re
from array import array
from collections.abc import Iterable, Iterator
from itertools import chain
from pathlib import Path

from ..words import number, translate
from .columns import names_columns
from .sheet import BatchError, PackedRows, Sheet

MAX_FILE_BYTES = 50 * 1024 * 1024

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")


def read_sheet(text: str) -> Sheet:
    """Parse pasted text; the delimiter is guessed from the first non-empty line."""
    return _parse(_lines(text.removeprefix("\ufeff")))  # a BOM left by a careless reader


def load_sheet(path: Path) -> Sheet:
    """Read a sheet file: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows cp1252.

    The file is decoded and parsed as it is read, a line at a time: holding its bytes and
    its text at once would double a large sheet's peak memory.
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
                return _parse(file)
        except UnicodeDecodeError:
            continue
        except OSError as error:
            raise BatchError(_cannot_read(path, error)) from None
    raise BatchError(translate("Batch", "{file} is not a text file.").format(file=path.name))


def _cannot_read(path: Path, error: OSError) -> str:
    cannot = translate("Batch", "Cannot read {file}: {reason}.")
    return cannot.format(file=path.name, reason=error.strerror or error)


def _parse(lines: Iterable[str]) -> Sheet:
    """Rows from lines of text (with their endings); the delimiter from the first one."""
    lines = _text_only(lines)
    skipped: list[str] = []
    for line in lines:
        skipped.append(line)
        if line.strip():
            break
    else:
        raise BatchError(translate("Batch", "The sheet is empty."))
    first = skipped[-1]
    if "\t" in first:
        delimiter = "\t"
    elif first.count(";") > first.count(","):
        delimiter = ";"
    else:
        delimiter = ","
    reader = csv.reader(chain(skipped, lines), delimiter=delimiter, strict=True)
    rows = PackedRows()
    starts = array("q")  # the line each row starts on: 8 bytes a row, not a 28-byte int
    width = 0
    while True:
        start = reader.line_num + 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as error:
            unreadable = translate(
                "Batch", "Line {line} cannot be read ({reason}). Check its quotes."
            )
            raise BatchError(unreadable.format(line=start, reason=error)) from None
        if any(cell.strip() for cell in row):
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
    return Sheet(header=header, rows=rows, first_line=starts[0], lines=starts, width=width)


def _text_only(lines: Iterable[str]) -> Iterator[str]:
    """The lines, refusing a NUL: text files have none, binary files have many."""
    for line in lines:
        if "\x00" in line:
            raise BatchError(translate("Batch", "This is not a text file."))
        yield line


def _lines(text: str) -> Iterator[str]:
    """The lines of text with their endings (\n, \r\n or \r), one at a time.

    Unlike io.StringIO(text), which would copy a 50 MB sheet into a buffer four times its
    size, this holds nothing but the line it gives.
    """
    return (match.group() for match in _LINE.finditer(text))
