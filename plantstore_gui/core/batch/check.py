"""A sheet's rows checked with the same rules as the form (fields.py), cells kept as typed.

One spreadsheet habit is forgiven: spaces around an id (" 1050 ") are trimmed before the
id is checked, and the row says so; the form's id stays strict. A repeated id is a
problem on every row after its first.
"""

import heapq
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice, pairwise
from typing import overload

from ..fields import IdError, name_problem, parse_plant_id, tag_problem
from ..models import NewPlant
from ..words import translate
from .columns import Columns
from .sheet import STOP_EVERY, BatchError, Checkpoint, GiveWay, Sheet, StopRequest

_SORT_SLICE = 8192  # ids sorted at once: a millisecond with the interpreter lock held


def id_trimmed() -> str:
    """The note on a row whose id had spaces around it, in the person's language."""
    return translate("Batch", "Spaces around the id were trimmed.")


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


def validate(
    sheet: Sheet,
    columns: Columns,
    stop: StopRequest | None = None,
    give_way: GiveWay | None = None,
) -> CheckedRows:
    """Check every row as the form would; a repeated id is a problem on its later rows.

    Raises Stopped once `stop` is made (the app is quitting); gives way to the window by
    `give_way` (Checkpoint)."""
    mapped = [columns.id, columns.name] + ([] if columns.tag is None else [columns.tag])
    if len(set(mapped)) != len(mapped) or min(mapped) < 0:
        raise BatchError(
            translate("Batch", "Choose a different column for each of id, name and tag.")
        )
    checked, checkpoint = CheckedRows(sheet, columns), Checkpoint(stop, give_way)
    id_at, name_at, tag_at = columns.id, columns.name, columns.tag
    for index, row in enumerate(sheet.rows):
        if not index % STOP_EVERY:
            checkpoint()
        width = len(row)  # _cell, written out: a million calls of it cost half a second
        id_text = row[id_at] if id_at < width else ""
        name = row[name_at] if name_at < width else ""
        tag = row[tag_at] if tag_at is not None and tag_at < width else ""
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
    _flag_repeated_ids(checked, checkpoint)
    return checked


def _flag_repeated_ids(checked: CheckedRows, checkpoint: Checkpoint) -> None:
    """A repeated id is a problem on every row after its first, put before the row's others.

    Found by sorting the ids, not with a dict of every id: for a million rows that dict
    would be the largest thing the check holds. Sorted in slices and merged, because one
    sort of a million holds the interpreter lock, and so the window, for a fifth of a second.
    """
    ids, without_id = checked.ids, checked.without_id
    slices: list[array[int]] = []  # arrays: 8 bytes an id, where a list of ints takes 36
    for at in range(0, len(ids), _SORT_SLICE):
        checkpoint()
        end = min(at + _SORT_SLICE, len(ids))
        slices.append(array("q", sorted(ids[i] for i in range(at, end) if i not in without_id)))
    repeated: set[int] = set()
    pairs = pairwise(heapq.merge(*slices))
    while some := list(islice(pairs, STOP_EVERY)):
        checkpoint()
        repeated.update(a for a, b in some if a == b)
    del slices
    if not repeated:
        return
    first_line: dict[int, int] = {}
    also_on = translate("Batch", "Id {id} is also on line {line}.")
    for index, plant_id in enumerate(ids):
        if not index % STOP_EVERY:
            checkpoint()
        if plant_id not in repeated or index in without_id:
            continue
        line = checked.sheet.line_of(index)
        first = first_line.setdefault(plant_id, line)
        if first != line:
            problem = also_on.format(id=plant_id, line=first)
            checked.problems[index] = (problem, *checked.problems.get(index, ()))


def _cell(row: tuple[str, ...], column: int) -> str:
    return row[column] if column < len(row) else ""
