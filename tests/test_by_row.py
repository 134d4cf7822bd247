"""What a batch keeps for each row of a million answers as a dict would, in a few bytes."""

from __future__ import annotations

import random

import pytest

from plantstore_gui.core.batch import RowNumbers, RowValues
from plantstore_gui.core.tell import RowWords


def test_row_numbers_answer_as_a_dict_does_through_every_width() -> None:
    numbers, same = RowNumbers(), dict[int, int]()
    chance = random.Random(25)
    for _ in range(3000):
        row = chance.randrange(500)
        if row in same and chance.random() < 0.3:
            del numbers[row], same[row]
        else:
            number = chance.choice([1, 255, 256, 70_000, 2**32, 2**40 + row])
            numbers[row] = same[row] = number
        assert len(numbers) == len(same)
    assert list(numbers) == sorted(same)  # in the rows' order
    assert dict(numbers.items()) == same
    assert numbers == same
    assert numbers.copy() == same


def test_row_numbers_find_the_row_holding_a_number_and_refuse_what_they_cannot_hold() -> None:
    numbers = RowNumbers()
    numbers[7], numbers[3] = 4_000_000_000, 12
    assert numbers.row_of(12) == 3
    assert numbers.row_of(4_000_000_000) == 7
    assert numbers.row_of(13) is None
    assert numbers.row_of(0) is None  # 0 marks a row without a number
    assert numbers.get(5) is None
    assert numbers.number_of(5) == 0
    assert numbers.number_of(10_000) == 0
    with pytest.raises(KeyError):
        del numbers[5]
    with pytest.raises(ValueError):
        numbers[1] = 0
    with pytest.raises(ValueError):
        numbers[-1] = 1


def test_row_values_keep_each_value_once_and_count_the_rows_of_each() -> None:
    states: RowValues[RowWords] = RowValues()
    created, waiting = RowWords("created", "Created"), RowWords("waiting", "Waiting")
    for row in range(1000):
        states[row] = RowWords("created", "Created")  # equal, not the same object
    states[10] = waiting
    del states[11]
    assert len(states) == 999
    assert states[0] == created
    assert states[10] == waiting
    assert 11 not in states
    assert states.value_of(11) is None
    assert states.value_of(10) == waiting
    assert +states.counts == {created: 998, waiting: 1}
    twin = states.copy()
    twin[0] = waiting
    assert states[0] == created
    assert +twin.counts == {created: 997, waiting: 2}
    assert dict(twin.items()) == {**dict(states.items()), 0: waiting}
