"""Values kept for each row of a sheet that may hold a million: a few bytes a row.

A dict of a million rows takes about 100 bytes a row (its slot, and an int object for
each key and each value); a batch sent to its end kept three of them. These keep an
array indexed by row instead, as wide as the largest number needs.
"""

from array import array
from collections import Counter
from collections.abc import Hashable, Iterator, MutableMapping
from itertools import compress, count
from typing import TypeVar

_WIDER = {"B": "H", "H": "I", "I": "q"}
_MOST = {"B": 2**8 - 1, "H": 2**16 - 1, "I": 2**32 - 1, "q": 2**63 - 1}

V = TypeVar("V", bound=Hashable)


class RowNumbers(MutableMapping[int, int]):
    """A positive number for some rows, by row index (a row's journal entry): one byte a
    row of the sheet up to the last row given one, two, four or eight once the largest
    number needs them. Unlike a dict's, its order is the rows' order."""

    def __init__(self) -> None:
        self._numbers = array("B")  # 0: the row has none
        self._count = 0

    def __getitem__(self, row: int) -> int:
        if number := self.number_of(row):
            return number
        raise KeyError(row)

    def number_of(self, row: int) -> int:
        """The row's number; 0 when it has none."""
        return self._numbers[row] if 0 <= row < len(self._numbers) else 0

    def __setitem__(self, row: int, number: int) -> None:
        if row < 0 or not 0 < number <= _MOST["q"]:
            raise ValueError(f"row {row} cannot hold {number}")
        numbers = self._numbers
        while number > _MOST[numbers.typecode]:
            numbers = self._numbers = array(_WIDER[numbers.typecode], numbers)
        if row >= len(numbers):
            numbers.frombytes(bytes((row + 1 - len(numbers)) * numbers.itemsize))
        self._count += not numbers[row]
        numbers[row] = number

    def __delitem__(self, row: int) -> None:
        if row not in self:
            raise KeyError(row)
        self._numbers[row] = 0
        self._count -= 1

    def __iter__(self) -> Iterator[int]:
        return compress(count(), self._numbers)  # the rows with one, without a Python loop

    def __len__(self) -> int:
        return self._count

    def row_of(self, number: int) -> int | None:
        """The first row holding this number, found without a Python loop; None if none."""
        if not 0 < number <= _MOST[self._numbers.typecode]:
            return None
        try:
            return self._numbers.index(number)
        except ValueError:
            return None

    def copy(self) -> "RowNumbers":
        twin = RowNumbers()
        twin._numbers, twin._count = array(self._numbers.typecode, self._numbers), self._count
        return twin


class RowValues(MutableMapping[int, V]):
    """A value for some rows, by row index, when rows share a few different values (what
    became of each row): each different value is kept once, each row holds its number."""

    def __init__(self) -> None:
        self._numbers = RowNumbers()
        self._values: list[V] = []
        self._number_of: dict[V, int] = {}
        self.counts: Counter[V] = Counter()  # how many rows hold each value

    def __getitem__(self, row: int) -> V:
        return self._values[self._numbers[row] - 1]

    def value_of(self, row: int) -> V | None:
        """The row's value, or None: `get` without raising and catching a KeyError, for
        a filter asking each of a million rows."""
        number = self._numbers.number_of(row)
        return self._values[number - 1] if number else None

    def __setitem__(self, row: int, value: V) -> None:
        number = self._number_of.get(value)
        if number is None:
            self._values.append(value)
            number = self._number_of[value] = len(self._values)
        if row in self._numbers:
            self.counts[self[row]] -= 1
        self._numbers[row] = number
        self.counts[value] += 1

    def __delitem__(self, row: int) -> None:
        self.counts[self[row]] -= 1
        del self._numbers[row]

    def __iter__(self) -> Iterator[int]:
        return iter(self._numbers)

    def __len__(self) -> int:
        return len(self._numbers)

    def copy(self) -> "RowValues[V]":
        twin: RowValues[V] = RowValues()
        twin._numbers, twin._values = self._numbers.copy(), list(self._values)
        twin._number_of, twin.counts = dict(self._number_of), Counter(self.counts)
        return twin
