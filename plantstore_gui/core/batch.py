"""Plants in bulk from a spreadsheet (CSV, semicolon CSV or TSV): read, map columns, check.

Rows are checked with the same rules as the form (fields.py), and cells are kept exactly
as typed. One spreadsheet habit is forgiven: spaces around an id (" 1050 ") are trimmed
before the id is checked, and the row says so; the form's id stays strict.
"""

import csv
import gc
import heapq
import io
import os
import re
import tempfile
from array import array
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain, pairwise
from pathlib import Path
from typing import overload

from .fields import IdError, name_problem, parse_plant_id, tag_problem
from .models import NewPlant
from .words import number, translate

MAX_FILE_BYTES = 50 * 1024 * 1024

ID_ALIASES = frozenset({"id", "plant id", "plant_id", "plantid", "#", "number", "no", "nr"})
NAME_ALIASES = frozenset({"name", "plant name", "plant_name", "plantname", "plant"})
TAG_ALIASES = frozenset({"tag", "type", "kind", "category", "tags"})
_ALL_ALIASES = ID_ALIASES | NAME_ALIASES | TAG_ALIASES

# Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection").
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+", re.ASCII)
_SORT_SLICE = 50_000  # ids sorted at once: a few milliseconds with the interpreter lock held
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")


def id_trimmed() -> str:
    """The note on a row whose id had spaces around it, in the person's language."""
    return translate("Batch", "Spaces around the id were trimmed.")


def __getattr__(name: str) -> str:
    """`ID_TRIMMED`: the note, said in the language in use when it is asked for."""
    if name == "ID_TRIMMED":
        return id_trimmed()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class BatchError(ValueError):
    """The sheet cannot be used as a whole; the message is for the user."""


class PackedRows(Sequence[tuple[str, ...]]):
    """Rows of text cells, each row kept as one string: a million rows take a third of the
    memory of a tuple of strings each. Cells are joined by NUL, which a sheet cannot hold.
    """

    def __init__(self, rows: Iterable[Sequence[str]] = ()) -> None:
        self._packed = ["\0".join(row) for row in rows]

    def append(self, row: Sequence[str]) -> None:
        self._packed.append("\0".join(row))

    def __len__(self) -> int:
        return len(self._packed)

    @overload
    def __getitem__(self, index: int) -> tuple[str, ...]: ...

    @overload
    def __getitem__(self, index: slice) -> list[tuple[str, ...]]: ...

    def __getitem__(self, index: int | slice) -> tuple[str, ...] | list[tuple[str, ...]]:
        if isinstance(index, slice):
            return [tuple(packed.split("\0")) for packed in self._packed[index]]
        return tuple(self._packed[index].split("\0"))

    def pop_first(self) -> tuple[str, ...]:
        return tuple(self._packed.pop(0).split("\0"))


@dataclass(frozen=True)
class Sheet:
    """Rows of text cells, kept exactly as in the file.

    Attributes:
        header: the first row, when it names the columns.
        rows: the data rows; rows may differ in length.
        first_line: the file line where rows[0] starts.
        lines: the file line where each row starts (empty: rows follow first_line one a line).
        width: the most cells in a row (0: count them when asked).
    """

    header: tuple[str, ...] | None
    rows: Sequence[tuple[str, ...]]
    first_line: int
    lines: Sequence[int] = ()
    width: int = 0

    def line_of(self, index: int) -> int:
        """The file line where data row `index` starts, for messages."""
        return self.lines[index] if self.lines else self.first_line + index


@dataclass(frozen=True)
class Columns:
    """Which column holds what, 0-based; tag None when the sheet has no tag column."""

    id: int
    name: int
    tag: int | None


@dataclass(frozen=True, slots=True)
class BatchRow:
    """One data row checked: sendable, or not with `problems` saying why.

    `id_text` is the cell as typed; `notes` say what was forgiven on the way (a trimmed id).
    Slots and no model per row: a sheet may hold a million of these.
    """

    index: int
    line: int
    id_text: str
    name: str
    tag: str
    problems: tuple[str, ...]
    plant_id: int | None
    notes: tuple[str, ...] = ()

    @property
    def sendable(self) -> bool:
        return self.plant_id is not None and not self.problems

    @property
    def plant(self) -> NewPlant | None:
        """What to send, made when asked; None when the row cannot be sent."""
        if self.plant_id is None or self.problems:
            return None
        return NewPlant(id=self.plant_id, name=self.name, tag=self.tag or None)


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
    header = rows[0] if _ALL_ALIASES.intersection(_norm(c) for c in rows[0]) else None
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


def guess_columns(sheet: Sheet) -> Columns | None:
    """Columns by header names, or by position without a header; None: ask the user."""
    if sheet.header is None:
        return Columns(id=0, name=1, tag=2 if _width(sheet) > 2 else None)
    names = [_norm(cell) for cell in sheet.header]

    def find(aliases: frozenset[str]) -> int | None:
        return next((i for i, name in enumerate(names) if name in aliases), None)

    id_column, name_column = find(ID_ALIASES), find(NAME_ALIASES)
    if id_column is None or name_column is None:
        return None
    return Columns(id=id_column, name=name_column, tag=find(TAG_ALIASES))


def column_names(sheet: Sheet) -> list[str]:
    """A label for every column, for the mapping UI: header cells or "Column 1", …"""
    header = sheet.header or ()
    width = max(_width(sheet), len(header))
    unnamed = translate("Batch", "Column {number}", "a sheet's column without a header")
    return [
        header[i].strip() if i < len(header) and header[i].strip() else unnamed.format(number=i + 1)
        for i in range(width)
    ]


class CheckedRows(Sequence[BatchRow]):
    """Every row of a sheet as checked; a BatchRow is made when one is asked for.

    Kept per row: the plant id (8 bytes); problems and notes only for the rows that have
    them. The cells stay in the sheet.
    """

    def __init__(self, sheet: Sheet, columns: Columns) -> None:
        self.sheet, self.columns = sheet, columns
        self.ids = array("q")  # the plant id of each row; 0 where it has none
        self.without_id: set[int] = set()
        self.problems: dict[int, tuple[str, ...]] = {}
        self.trimmed: set[int] = set()  # rows whose id had spaces around it

    def __len__(self) -> int:
        return len(self.ids)

    @overload
    def __getitem__(self, index: int) -> BatchRow: ...

    @overload
    def __getitem__(self, index: slice) -> list[BatchRow]: ...

    def __getitem__(self, index: int | slice) -> BatchRow | list[BatchRow]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = range(len(self))[index]  # negative indexes, and IndexError past the end
        row, columns = self.sheet.rows[index], self.columns
        return BatchRow(
            index,
            self.sheet.line_of(index),
            _cell(row, columns.id),
            _cell(row, columns.name),
            "" if columns.tag is None else _cell(row, columns.tag),
            self.problems.get(index, ()),
            None if index in self.without_id else self.ids[index],
            (id_trimmed(),) if index in self.trimmed else (),
        )

    @property
    def sendable_count(self) -> int:
        return len(self) - len(self.problems)


def sendable_indexes(rows: Sequence[BatchRow], indexes: Iterable[int]) -> Iterator[int]:
    """Of these row indexes, those of rows that can be sent, one at a time as asked.

    Checked rows are asked by index, without making a BatchRow of each.
    """
    if isinstance(rows, CheckedRows):
        problems = rows.problems  # a row without an id has a problem too
        return (index for index in indexes if index not in problems)
    return (index for index in indexes if rows[index].sendable)


def validate(sheet: Sheet, columns: Columns) -> CheckedRows:
    """Check every row as the form would; a repeated id is a problem on its later rows."""
    mapped = [columns.id, columns.name] + ([] if columns.tag is None else [columns.tag])
    if len(set(mapped)) != len(mapped) or min(mapped) < 0:
        raise BatchError(
            translate("Batch", "Choose a different column for each of id, name and tag.")
        )
    checked = CheckedRows(sheet, columns)
    for index, row in enumerate(sheet.rows):
        id_text, name = _cell(row, columns.id), _cell(row, columns.name)
        tag = "" if columns.tag is None else _cell(row, columns.tag)
        problems = [p for p in (name_problem(name), tag_problem(tag)) if p]
        plant_id = 0
        trimmed = id_text.strip()
        try:
            plant_id = parse_plant_id(trimmed)
        except IdError as error:
            problems.insert(0, str(error))
            checked.without_id.add(index)
        else:
            if trimmed != id_text:
                checked.trimmed.add(index)
        checked.ids.append(plant_id)
        if problems:
            checked.problems[index] = tuple(problems)
    _flag_repeated_ids(checked)
    return checked


def _flag_repeated_ids(checked: CheckedRows) -> None:
    """A repeated id is a problem on every row after its first, put before the row's others.

    Found by sorting the ids, not with a dict of every id: for a million rows that dict
    would be the largest thing the check holds. Sorted in slices and merged, because one
    sort of a million holds the interpreter lock, and so the window, for a fifth of a second.
    """
    ids, without_id = checked.ids, checked.without_id
    slices = [  # arrays: 8 bytes an id, where a list of ints takes 36
        array("q", sorted(ids[i] for i in range(at, end) if i not in without_id))
        for at in range(0, len(ids), _SORT_SLICE)
        if (end := min(at + _SORT_SLICE, len(ids)))
    ]
    repeated = {a for a, b in pairwise(heapq.merge(*slices)) if a == b}
    del slices
    if not repeated:
        return
    first_line: dict[int, int] = {}
    also_on = translate("Batch", "Id {id} is also on line {line}.")
    for index, plant_id in enumerate(ids):
        if plant_id not in repeated or index in without_id:
            continue
        line = checked.sheet.line_of(index)
        first = first_line.setdefault(plant_id, line)
        if first != line:
            problem = also_on.format(id=plant_id, line=first)
            checked.problems[index] = (problem, *checked.problems.get(index, ()))


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a sheet is read or checked; then its objects frozen.

    A million rows are millions of objects, and each full collection walks them all while
    holding the interpreter lock: the window froze for half a second at a time. Rows hold
    no reference cycles, so reference counting frees them; frozen, later collections skip
    them. Pausing is process-wide, so it is kept to the read or the check.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def write_results(
    path: Path, rows: Sequence[BatchRow], results: Mapping[int, tuple[str, str]]
) -> None:
    """Save what happened to each row as CSV, replacing `path` atomically. Raises OSError.

    `results` maps a row's index to (result word, detail); rows missing from it are
    "not sent". A row's notes follow its detail. UTF-8 with a BOM, so Excel shows
    accents right.
    """
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    writer.writerow(["line", "id", "name", "tag", "result", "detail"])
    for row in rows:
        word, detail = results.get(row.index, ("not sent", "; ".join(row.problems)))
        detail = with_notes(detail, row.notes)
        id_cell = row.id_text if _NUMBER.fullmatch(row.id_text) else _defuse(row.id_text)
        texts = [_defuse(text) for text in (row.name, row.tag, word, detail)]
        writer.writerow([str(row.line), id_cell, *texts])
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as file:
            file.write(buffer.getvalue())
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
        tmp = None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


def with_notes(text: str, notes: Sequence[str]) -> str:
    """A row's result followed by its notes, as sentences: "Created. Spaces around…"."""
    if not notes:
        return text
    if text and not text.endswith((".", "…", "?", "!")):
        text += "."
    return " ".join([text, *notes] if text else notes)


def _lines(text: str) -> Iterator[str]:
    """The lines of text with their endings (\n, \r\n or \r), one at a time.

    Unlike io.StringIO(text), which would copy a 50 MB sheet into a buffer four times its
    size, this holds nothing but the line it gives.
    """
    return (match.group() for match in _LINE.finditer(text))


def _norm(cell: str) -> str:
    return cell.strip().lower()


def _width(sheet: Sheet) -> int:
    return sheet.width or max(map(len, sheet.rows), default=0)


def _cell(row: tuple[str, ...], column: int) -> str:
    return row[column] if column < len(row) else ""


def _defuse(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_STARTS) else text
