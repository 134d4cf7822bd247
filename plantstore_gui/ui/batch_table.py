"""The batch window's table: each row of the sheet and what became of it."""

from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from ..core.batch import BatchRow, CheckedRows, RowResult, RowValues, Unwritten, with_notes
from ..core.tell import RowWords, row_words
from ..core.words import isolated
from . import theme
from .text_table import TextTableModel


def _columns() -> tuple[str, ...]:
    """The column titles, in the person's language."""
    return (
        QCoreApplication.translate("BatchTable", "Line", "a sheet's line number"),
        QCoreApplication.translate("BatchTable", "Id", "a plant's id"),
        QCoreApplication.translate("BatchTable", "Name", "a plant's name"),
        QCoreApplication.translate("BatchTable", "Tag", "a plant's tag"),
        QCoreApplication.translate("BatchTable", "Result", "what came of a row"),
    )


class BatchModel(TextTableModel):
    """The rows of the sheet and what became of each; one model for 10,000 rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_columns(), parent)
        self.rows: Sequence[BatchRow] = []
        # What became of each row: a few bytes a row, where a dict took about 150.
        self.states: RowValues[RowWords] = RowValues()
        self.problem_count = 0  # rows is_problem() holds for, kept as states change
        self.sendable_count = 0  # rows that can be sent
        # The rows a run never wrote down: one state for them all, not one each (a
        # cancelled million would be a million entries in `states`). Sorted row indexes.
        self._unwritten = array("q")
        self._unwritten_state = RowWords("", "")
        self.run_counts: Counter[str] = Counter()  # the last run's rows, by their word
        self._ran = False  # a run was started on these rows
        # Rows whose plant was created already, with words saying when; read while no
        # result of a run covers them.
        self.created: dict[int, str] = {}

    def set_rows(self, rows: Sequence[BatchRow], sendable: int, problems: int) -> None:
        """The rows, with how many can be sent and how many have problems (counted off the
        GUI thread: a million rows take longer than a frame to count)."""
        self.beginResetModel()
        self.rows = rows
        self.states = RowValues()
        self._unwritten = array("q")
        self.sendable_count, self.problem_count = sendable, problems
        self.run_counts, self._ran = Counter(), False
        self.created = {}
        self.endResetModel()

    def set_created(self, marks: dict[int, str]) -> None:
        """The rows whose plant this app created on the server already, found before a
        run, each with the words that say when."""
        self.created = marks
        if marks:
            self.dataChanged.emit(self.index(min(marks), 4), self.index(max(marks), 4))

    def state_at(self, row: int) -> RowWords | None:
        """What became of a row; None while it has not been sent."""
        if self._in_unwritten(row):
            return self._unwritten_state
        return self.states.value_of(row)

    @property
    def has_results(self) -> bool:
        """A run was started, or some row has a result."""
        return self._ran or bool(self.states) or bool(self._unwritten)

    def begin_run(self, indexes: Sequence[int]) -> None:
        """A run of the rows at these indexes starts: what an earlier run said of each is
        cleared, so until it has its new result it reads Ready and is no problem; the
        other rows keep theirs. Every row an earlier run never wrote down is in it."""
        self.set_unwritten((), RowWords("", ""))
        if len(self.states) <= len(indexes):
            run = indexes if isinstance(indexes, range) else frozenset(indexes)
            stale = [i for i in self.states if i in run]
        else:
            stale = [i for i in indexes if i in self.states]
        for index in stale:
            self.problem_count -= self.is_problem(index)
            del self.states[index]
        self.run_counts, self._ran = Counter(), True
        if stale:
            self.dataChanged.emit(self.index(min(stale), 4), self.index(max(stale), 4))

    def set_run_states(self, changed: dict[int, RowWords]) -> None:
        """Record results of the run going on, counted in `run_counts`."""
        self.run_counts.update(state.word for state in changed.values())
        self.set_states(changed)

    def sendable_words(self) -> dict[int, str]:
        """Each sendable row's result word ("" while it has none), by row index."""
        return {
            row.index: (self.state_at(row.index) or RowWords("", "")).word
            for row in self.rows
            if row.sendable
        }

    def word_counts(self) -> Counter[str]:
        """How many rows came to each result word."""
        counts: Counter[str] = Counter()
        for state, rows in self.states.counts.items():  # a few different states
            if rows:
                counts[state.word] += rows
        if self._unwritten:
            counts[self._unwritten_state.word] += len(self._unwritten)
        return counts

    def results(self) -> Mapping[int, tuple[str, str]]:
        """Each row's (result word, detail), for an export; safe to read on another thread."""
        return _Results(self.states.copy(), array("q", self._unwritten), self._unwritten_state)

    def set_unwritten(self, indexes: Sequence[int], state: RowWords) -> None:
        """The rows a run never wrote down (sorted), all shown as `state`; they replace
        what an earlier run said of them. Empty: the layer is cleared (a new run)."""
        before = len(self._unwritten)  # every unwritten row counts as a problem
        self._unwritten, self._unwritten_state = array("q"), state
        self.problem_count -= before
        if not indexes:
            stale = []
        elif len(self.states) <= len(indexes):
            first, last = indexes[0], indexes[-1]  # most rows sent lie before the first
            stale = [i for i in self.states if first <= i <= last and _holds(indexes, i)]
        else:
            stale = [i for i in indexes if i in self.states]
        for index in stale:
            self.problem_count -= self.is_problem(index)
            del self.states[index]
        self._unwritten = _copy_of(indexes)
        self.problem_count += len(indexes)
        if indexes:
            self.run_counts[state.word] += len(indexes)
        if indexes or before:
            self.dataChanged.emit(self.index(0, 4), self.index(max(len(self.rows) - 1, 0), 4))

    def set_run_unwritten(self, unwritten: Unwritten) -> None:
        """The rows the run that ended never wrote down, shown as what came of them."""
        if unwritten.indexes:
            first = RowResult(unwritten.indexes[0], None, None, unwritten.unsent)
            self.set_unwritten(unwritten.indexes, row_words(first))

    def _in_unwritten(self, row: int) -> bool:
        return bool(self._unwritten) and _holds(self._unwritten, row)

    def set_states(self, changed: dict[int, RowWords]) -> None:
        """Record results; one dataChanged for the span, however many rows changed."""
        if not changed:
            return
        for index, state in changed.items():
            if self._in_unwritten(index):  # its old entry went out from the outbox after all
                del self._unwritten[bisect_left(self._unwritten, index)]
                self.problem_count -= 1
            before = self.is_problem(index)
            self.states[index] = state
            self.problem_count += self.is_problem(index) - before
        first, last = min(changed), max(changed)
        self.dataChanged.emit(self.index(first, 4), self.index(last, 4))

    def is_problem(self, row: int) -> bool:
        """Whether a row needs the user: it has problems, or it was sent and not created."""
        if isinstance(self.rows, CheckedRows):  # no row made to ask
            if row in self.rows.problems:
                return True
        elif self.rows[row].problems:
            return True
        state = self.state_at(row)
        return state is not None and state.word != "created"

    def row_total(self) -> int:
        return len(self.rows)

    def text(self, row: int, column: int) -> str | None:
        batch_row = self.rows[row]
        if column == 0:
            return str(batch_row.line)
        if column == 4:
            if batch_row.problems:
                return "⚠ " + " ".join(batch_row.problems)
            state = self.state_at(batch_row.index)
            if state is None and (created := self.created.get(batch_row.index)) is not None:
                return with_notes(created, batch_row.notes)
            ready = QCoreApplication.translate("BatchTable", "Ready", "a row not sent yet")
            return with_notes(state.detail if state else ready, batch_row.notes)
        return isolated((batch_row.id_text, batch_row.name, batch_row.tag)[column - 1])

    def foreground(self, row: int, column: int) -> QColor | None:
        if column != 4:
            return None
        batch_row = self.rows[row]
        state = self.state_at(batch_row.index)
        tone = _tone(batch_row, state)
        if tone is None and state is None and batch_row.index in self.created:
            tone = "unexpected"  # not sent yet, and the user should know why it may not be
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return theme.tone(parent, tone) if tone else None


class ProblemsFilter(QSortFilterProxyModel):
    """The batch table's rows that need the user: with problems, or sent and not created.

    Made when the user asks for it and dropped after: while it watches its model, every
    change of a million rows makes it filter them all again.
    """

    def __init__(self, model: BatchModel) -> None:
        super().__init__(model)
        self._model = model
        self.setSourceModel(model)
        self.setFilterKeyColumn(-1)  # results change in the last column: filter again then

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        return self._model.is_problem(source_row)


def _tone(row: BatchRow, state: RowWords | None) -> str | None:
    if row.problems:
        return "error"
    if state is None:
        return None
    return {"created": "created", "waiting": "waiting", "elsewhere": "waiting"}.get(
        state.word, "rejected"
    )


def _copy_of(indexes: Sequence[int]) -> "array[int]":
    """The indexes as an array of their own; an array is copied whole, not int by int (a
    cancelled million leaves a million)."""
    if isinstance(indexes, array) and indexes.typecode == "q":
        return array("q", indexes.tobytes())
    return array("q", indexes)


def _holds(ordered: Sequence[int], value: int) -> bool:
    """Whether a sorted sequence holds the value (a bisection: the layer may be a million)."""
    at = bisect_left(ordered, value)
    return at < len(ordered) and ordered[at] == value


class _Results(Mapping[int, tuple[str, str]]):
    """The batch table's results as a mapping, the unwritten rows included, without a
    dict entry for each of them."""

    def __init__(
        self, states: Mapping[int, RowWords], unwritten: Sequence[int], unwritten_state: RowWords
    ) -> None:
        self._states, self._unwritten, self._state = states, unwritten, unwritten_state

    def __getitem__(self, index: int) -> tuple[str, str]:
        state = self._state if _holds(self._unwritten, index) else self._states[index]
        return state.word, state.detail

    def __iter__(self) -> Iterator[int]:
        yield from (i for i in self._states if not _holds(self._unwritten, i))
        yield from self._unwritten

    def __len__(self) -> int:
        return sum(1 for _ in self)
