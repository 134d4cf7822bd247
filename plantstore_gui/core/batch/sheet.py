"""A sheet held in memory: rows of text cells exactly as in the file, packed small; why
one cannot be used; a request to stop reading or checking one, and a read or a check
that gives way to the window.

A sheet may hold a million rows: each row is kept as one string, and Python's cycle
collector is paused while a sheet is read or checked.
"""

import gc
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import overload

STOP_EVERY = 256  # lines or rows between two checkpoints: a fraction of a millisecond
TURN_S = 0.004  # how long a read or a check runs before it gives way to the window
_GIVEN_WAY_S = 0.1  # the longest it waits for its next turn: a window busy or gone

# Asks the GUI thread to call the function given once it has handled the events waiting.
GiveWay = Callable[[Callable[[], None]], None]


class BatchError(ValueError):
    """The sheet cannot be used as a whole; the message is for the user."""


class StopRequest:
    """Made from any thread to stop the reads and checks given it (the app is quitting):
    each ends within a few thousand rows with Stopped."""

    def __init__(self) -> None:
        self._made = threading.Event()

    def make(self) -> None:
        self._made.set()

    @property
    def made(self) -> bool:
        return self._made.is_set()


class Stopped(Exception):
    """A read or a check ended early on a StopRequest; there is nothing to tell the user."""


class Checkpoint:
    """Called by a long read or check every STOP_EVERY rows: it raises Stopped once `stop`
    is made, and with `give_way` it hands the interpreter lock to the GUI thread after
    each TURN_S of work, until that thread has handled its events.

    A thread beside the window holds the lock as long as the interpreter lets it (5 ms a
    time) each time the window wants it, and painting wants it hundreds of times: the
    window froze for a third of a second. Taking turns, the window waits a turn at most.
    """

    __slots__ = ("_began", "_give_way", "_stop")

    def __init__(self, stop: StopRequest | None, give_way: GiveWay | None = None) -> None:
        self._stop, self._give_way = stop, give_way
        self._began = time.perf_counter()

    def __call__(self) -> None:
        if self._stop is not None and self._stop.made:
            raise Stopped
        if self._give_way is None or time.perf_counter() - self._began < TURN_S:
            return
        go_on = threading.Event()
        self._give_way(go_on.set)
        go_on.wait(_GIVEN_WAY_S)
        if self._stop is not None and self._stop.made:
            raise Stopped
        self._began = time.perf_counter()


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

    def __iter__(self) -> Iterator[tuple[str, ...]]:
        # Sequence's own asks for each row by index: a check of a million took a second more.
        return (tuple(packed.split("\0")) for packed in self._packed)

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
