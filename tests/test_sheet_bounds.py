"""Sheets that would exhaust the machine are refused in words, cheaply, and never hold up a quit.

A 10 MB line of "a," (5,000,001 columns) once took 4.5 GB and froze the window for good.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from test_batch_ui import main_window, open_batch

from plantstore_gui.core.batch import (
    BatchError,
    Columns,
    Stopped,
    StopRequest,
    guess_columns,
    load_sheet,
    read_sheet,
    reading,
    validate,
)
from plantstore_gui.core.batch import sheet as sheets
from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer

COLUMNS = "Line {line} has more than 300 columns; a sheet may have at most 300."
CELL = (
    "A cell in the row on line {line} holds more than 10,000 characters; "
    "a cell may hold at most 10,000."
)
LINE = "Line {line} is longer than 100,000 characters; a row may hold at most 100,000."
RUNS_ON = (
    "The row starting on line {line} runs past 100,000 characters; a row may hold at most "
    "100,000. Check its quotes: a quote left open takes in the lines after it."
)

# What the attacker tried: each 10 MB.
HUGE = {
    "a 10 MB line of empty columns": ("a," * 5_000_000 + "\n", COLUMNS.format(line=1)),
    "a 10 MB line without a separator": ("a" * 10_000_000 + "\n", CELL.format(line=1)),
    "a 10 MB quoted cell": ('id,name\n1,"' + "x" * 10_000_000 + '"\n', CELL.format(line=2)),
    "a 10 MB quoted cell over many lines": (
        'id,name\n1,"' + ("x" * 79 + "\n") * 125_000 + '"\n',
        RUNS_ON.format(line=2),
    ),
}


def sheet_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "plants.csv"
    path.write_text(text, encoding="utf-8", newline="")
    return path


def refusal(read: Callable[[], object]) -> str:
    with pytest.raises(BatchError) as refused:
        read()
    return str(refused.value)


# --- the real reading path ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), HUGE.values(), ids=HUGE.keys())
def test_a_huge_line_or_cell_is_refused_in_words_from_a_small_part_of_it(
    tmp_path: Path, text: str, words: str
) -> None:
    path = sheet_file(tmp_path, text)
    tracemalloc.start()
    try:
        said = refusal(lambda: load_sheet(path))
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert said == words
    assert peak < 2 * 2**20  # of a 10 MB file: read no further than a row may reach


@pytest.mark.parametrize(("text", "words"), HUGE.values(), ids=HUGE.keys())
def test_pasted_rows_are_held_to_the_same_bounds(text: str, words: str) -> None:
    assert refusal(lambda: read_sheet(text)) == words


def test_a_sheet_may_have_300_columns_and_not_one_more() -> None:
    widest = ",".join(["1", "Rose", *["x"] * 298]) + "\n"
    assert read_sheet("id,name\n" + widest).width == 300
    text = "id,name\n1,Rose\n" + widest.replace("\n", ",x\n")
    assert refusal(lambda: read_sheet(text)) == COLUMNS.format(line=3)


def test_a_cell_may_hold_10_000_characters_and_not_one_more() -> None:
    assert read_sheet("1,Rose," + "x" * 10_000 + "\n").rows[0][2] == "x" * 10_000
    assert refusal(lambda: read_sheet("1,Rose\n\n2," + "x" * 10_001 + "\n")) == CELL.format(line=3)


def test_a_quoted_cell_over_lines_is_named_by_the_line_its_row_starts_on() -> None:
    cell = "\n".join(["y" * 99] * 110)  # 10,999 characters over 110 lines
    text = f'id,name\n1,Rose\n2,"{cell}"\n3,Moss\n'
    assert refusal(lambda: read_sheet(text)) == CELL.format(line=3)
    fits = "\n".join(["y" * 99] * 100)  # 9,999 characters
    assert list(read_sheet(f'id,name\n2,"{fits}"\n3,Moss\n').lines) == [2, 102]


def test_a_row_within_the_columns_and_cells_may_still_be_too_long() -> None:
    row = ",".join(["1", "Rose", *["z" * 10_000] * 10]) + "\n"  # 100,017 characters
    assert refusal(lambda: read_sheet("id,name\n" + row)) == LINE.format(line=2)


def test_an_open_quote_that_takes_in_the_rest_of_a_long_sheet_says_so() -> None:
    rows = "".join(f"{i},Plant number {i}\n" for i in range(2, 10_000))
    text = 'id,name\n1,"Rose\n' + rows
    assert refusal(lambda: read_sheet(text)) == RUNS_ON.format(line=2)


def test_a_sheet_may_have_max_rows_plants_under_its_header_and_not_one_more(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(reading, "MAX_ROWS", 3)
    too_many = "The sheet has more than 3 rows; split it into sheets of at most 3."
    assert len(read_sheet("id,name\n1,A\n\n2,B\n3,C\n").rows) == 3
    assert len(read_sheet("1,A\n2,B\n3,C\n").rows) == 3
    assert refusal(lambda: read_sheet("id,name\n1,A\n2,B\n3,C\n4,D\n")) == too_many
    assert refusal(lambda: read_sheet("1,A\n2,B\n3,C\n4,D\n")) == too_many
    assert refusal(lambda: read_sheet("1,A\n2,B\n3,C\n4,D\n5,E\n6,F\n")) == too_many


def test_a_read_and_a_check_stop_once_asked() -> None:
    text = "id,name\n" + "".join(f"{i},Plant {i}\n" for i in range(1, 20_001))
    stop = StopRequest()
    sheet = read_sheet(text, stop)
    assert len(sheet.rows) == 20_000
    assert len(validate(sheet, Columns(id=0, name=1, tag=None), stop)) == 20_000
    stop.make()
    with pytest.raises(Stopped):
        read_sheet(text, stop)
    with pytest.raises(Stopped):
        validate(sheet, Columns(id=0, name=1, tag=None), stop)


def test_a_file_read_stops_once_asked(tmp_path: Path) -> None:
    path = sheet_file(tmp_path, "id,name\n" + "".join(f"{i},P{i}\n" for i in range(1, 20_001)))
    stop = StopRequest()
    assert guess_columns(load_sheet(path, stop)) == Columns(id=0, name=1, tag=None)
    stop.make()
    with pytest.raises(Stopped):
        load_sheet(path, stop)


def test_a_read_and_a_check_give_way_to_the_window_and_miss_no_row(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Given a way to give way, a long read and check hand the window its turns between
    theirs (here at every checkpoint), and still read and check every row."""
    monkeypatch.setattr(sheets, "TURN_S", 0.0)
    turns: list[Callable[[], None]] = []

    def give_way(go_on: Callable[[], None]) -> None:
        turns.append(go_on)
        go_on()

    text = "id,name\n" + "".join(f"{i},Plant {i}\n" for i in range(1, 20_001))
    sheet = read_sheet(text, None, give_way)
    assert list(sheet.rows) == list(read_sheet(text).rows)
    assert len(turns) >= 20_000 // sheets.STOP_EVERY
    read_turns = len(turns)
    checked = validate(sheet, Columns(id=0, name=1, tag=None), None, give_way)
    assert [row.plant_id for row in checked] == list(range(1, 20_001))
    assert checked.sendable_count == 20_000
    assert len(turns) > read_turns


def test_a_read_whose_turn_never_comes_back_still_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window that never hands the turn back (busy, or gone) holds a read up a moment
    at a time, never for good; a stop made while it waits ends it."""
    monkeypatch.setattr(sheets, "TURN_S", 0.0)
    text = "id,name\n" + "".join(f"{i},Plant {i}\n" for i in range(1, 601))
    assert len(read_sheet(text, None, lambda go_on: None).rows) == 600
    stop = StopRequest()
    with pytest.raises(Stopped):
        read_sheet(text, stop, lambda go_on: stop.make())


# --- through the window ------------------------------------------------------------------

WINDOW_CASES = {
    "20,000 columns": ("a," * 20_000 + "\n", COLUMNS.format(line=1)),
    **HUGE,
}


@pytest.mark.parametrize(("text", "words"), WINDOW_CASES.values(), ids=WINDOW_CASES.keys())
def test_the_window_says_why_a_sheet_is_refused_and_opens_the_next(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    text: str,
    words: str,
) -> None:
    window = main_window(qtbot, sandbox, history)
    window.open_sheet(sheet_file(tmp_path, text))
    said = f"The rows could not be read: {words}"
    qtbot.waitUntil(lambda: said in window.notice.messages(), timeout=10_000)
    assert window.batch_window is None
    good = tmp_path / "good.csv"
    good.write_text("id,name,tag\n1,Rose,flower\n2,Fern,\n", encoding="utf-8")
    batch = open_batch(qtbot, window, good)
    qtbot.waitUntil(lambda: batch.model.rowCount() == 2, timeout=5000)
    batch.close()
    window.close()


def test_pasted_rows_too_wide_are_refused_in_the_window(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = main_window(qtbot, sandbox, history)
    QGuiApplication.clipboard().setText("id\tname\r\n1\tRose" + "\t" * 400 + "\r\n")
    window.paste_rows()
    said = f"The rows could not be read: {COLUMNS.format(line=2)}"
    qtbot.waitUntil(lambda: said in window.notice.messages(), timeout=10_000)
    assert window.batch_window is None
    window.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a named pipe")
def test_closing_the_window_stops_a_sheet_still_being_read(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    """A sheet still arriving (a named pipe: its reader waits for each next line) holds up
    no quit: the read stops when the window closes, and every thread has ended."""
    pipe = tmp_path / "arriving.csv"
    os.mkfifo(pipe)
    arriving, released = threading.Event(), threading.Event()

    def write() -> None:
        """Rows for whoever opens the pipe (the read looks at its start first, then reads
        it), until a million are written; then the pipe is held open, and a read that
        does not stop waits for its next line for good."""
        written = 0
        while not released.is_set():
            try:
                with pipe.open("w", encoding="utf-8") as sheet:
                    sheet.write("id,name\n")
                    while written < 1_000_000 and not released.is_set():
                        written += 1
                        sheet.write(f"{written},Plant {written}\n")
                        if written == 10_000:
                            arriving.set()
                    released.wait()
            except BrokenPipeError:
                continue  # the reader closed the pipe: open it for the next one
        arriving.set()

    writer = threading.Thread(target=write, name="pipe-writer", daemon=True)
    writer.start()
    window = main_window(qtbot, sandbox, history)
    try:
        window.open_sheet(pipe)
        assert arriving.wait(10)
        window.close()
        assert window.tasks.stopped
        assert window.batch_window is None
    finally:
        released.set()
        reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # a writer waiting to open goes on
        deadline = time.monotonic() + 30  # a bound on the test's own helper, not a timing
        while writer.is_alive() and time.monotonic() < deadline:
            # A writer blocked on a full pipe goes on too: the test's writer may have filled
            # it before the app's read let go of its end.
            with contextlib.suppress(BlockingIOError):
                os.read(reader, 1 << 16)
            writer.join(0.05)
        os.close(reader)
    assert not writer.is_alive()
