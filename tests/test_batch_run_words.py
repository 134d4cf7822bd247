"""What a batch window says of a run that sends some of its rows again, of a batch stopped
by closing its window or quitting, and how the history shows the rows left (issue 24's
tour, the batch window and its words).

The server holds every plant until the test opens its gate, so the rows on their way
are known exactly: with four lanes, four rows.
"""

from collections import Counter
from pathlib import Path

import pytest
import test_batch_close_mid_run as mid_run
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_batch_close_mid_run import (
    IN_FLIGHT,
    Store,
    answer_with,
    destroyed,
    sending,
    states,
)

from plantstore_gui.app import build_window
from plantstore_gui.core.batch import runner as batch_runner
from plantstore_gui.core.history_rows import history_row
from plantstore_gui.core.journal import EntryState, History, HistoryFilter, history_path
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.history_table import RESULT_COLUMN
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

store, window = mid_run.store, mid_run.window  # the server that holds plants, the window


@pytest.fixture(autouse=True)
def stop_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question no test answers stops the batch (a real one would wait for ever)."""

    def exec_(box: QMessageBox) -> int:
        box.buttons()[0].click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)


def results(history: History) -> Counter[str]:
    """The history's Result cells, as the table shows them."""
    entries = history.entries(HistoryFilter(limit=1000))
    return Counter(history_row(entry).result for entry in entries)


def cancelled_after_the_rows_on_their_way(
    qtbot: QtBot, window: MainWindow, store: Store, tmp_path: Path, count: int
) -> BatchWindow:
    """A batch of `count` rows cancelled with four on their way: four created, the rest
    cancelled, and the server holds every plant again."""
    batch = sending(qtbot, window, store, tmp_path, count)
    batch.cancel()
    store.gate.set()
    qtbot.waitUntil(lambda: batch.settled and batch.retry_button.isEnabled(), timeout=10000)
    store.gate.clear()
    return batch


def test_rows_waiting_for_send_the_rest_again_are_not_problems_and_the_summary_is_the_runs(
    qtbot: QtBot, window: MainWindow, store: Store, history: History, tmp_path: Path
) -> None:
    """The tour: at 20 of 144 done, "Show only problems (124)" counted the rows waiting
    their turn; at the end "Done: 200 plants created." stood beside "144 of 144 done"."""
    batch = cancelled_after_the_rows_on_their_way(qtbot, window, store, tmp_path, 40)
    assert batch.only_problems.text() == "Show &only problems (36)"  # 36 cancelled
    store.failing.add(5)  # the first row sent again comes back bad at once: a 500
    runs = batch.runs
    qtbot.mouseClick(batch.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.runs > runs, timeout=5000)
    qtbot.waitUntil(lambda: len(store.server.requests) == 2 * IN_FLIGHT + 1, timeout=5000)
    qtbot.waitUntil(lambda: batch.model.problem_count == 1, timeout=5000)

    # Only the row that came back bad is a problem; the rows waiting their turn read Ready.
    assert batch.only_problems.text() == "Show &only problems (1)"
    batch.only_problems.setChecked(True)
    shown = batch.table.model()
    assert shown.rowCount() == 1
    assert shown.index(0, 1).data() == "5"  # the plant id that came back bad
    batch.only_problems.setChecked(False)
    assert batch.model.index(39, 4).data() == "Ready"

    store.gate.set()
    qtbot.waitUntil(lambda: batch.settled, timeout=10000)
    assert batch.rate.text().startswith("36 of 36 done · 35 created")
    assert batch.summary.text() == (
        "Done: 35 plants created, 1 to check on the server in this run; with the rows sent "
        "before, 39 of 40 plants are created."
    )
    assert batch.only_problems.text() == "Show &only problems (1)"
    window.close()


def test_a_run_of_every_row_says_only_its_own_counts(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batch = cancelled_after_the_rows_on_their_way(qtbot, window, store, tmp_path, 10)
    store.gate.set()
    answer_with(monkeypatch, "&Send all again")
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.runs == 2 and batch.settled, timeout=10000)
    assert batch.rate.text().startswith("10 of 10 done · 10 created")
    assert batch.summary.text() == "Done: 10 plants created."
    window.close()


def test_rows_left_by_stop_and_close_say_the_user_stopped_the_batch_not_cancelled(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tour: rows left by Stop and close read "Not sent: you cancelled the batch."."""
    batch = sending(qtbot, window, store, tmp_path, 40)
    answer_with(monkeypatch, "&Stop and close", store.gate.set)
    gone = destroyed(batch)
    batch.close()
    qtbot.waitUntil(lambda: bool(gone), timeout=10000)

    assert results(history) == {
        "Created": IN_FLIGHT,
        "Not sent: you stopped the batch.": 36,
    }
    window.close()


def test_cancel_says_the_user_cancelled(
    qtbot: QtBot, window: MainWindow, store: Store, history: History, tmp_path: Path
) -> None:
    cancelled_after_the_rows_on_their_way(qtbot, window, store, tmp_path, 10)
    assert results(history) == {"Created": IN_FLIGHT, "Not sent: you cancelled the batch.": 6}
    window.close()


def test_the_quit_question_counts_the_rows_that_wait_and_those_not_sent_and_the_history_says_so(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tour: "In a large batch, only the rows already prepared wait there"; after the
    restart, "In the outbox · Not sent yet: its batch stopped first." on two cramped
    lines of a history cell."""
    monkeypatch.setattr(batch_runner, "CHUNK_ROWS", 20)  # a large batch, in small
    batch = sending(qtbot, window, store, tmp_path, 100)
    # Four on their way, and two chunks of 20 rows ready: 36 wait their turn, 60 are
    # not reached yet.
    qtbot.waitUntil(lambda: (p := batch.run_progress()) is not None and p.written == 40)
    asked = answer_with(monkeypatch, "&Stop and quit", store.gate.set)
    assert window.close()

    [question] = asked
    assert question.text == (
        "Plants from a spreadsheet are still being sent; no new row starts while you "
        "decide. Stop after the rows on their way and quit? 36 rows not sent yet wait in "
        "the outbox and go out when the app starts again. 60 rows the batch has not "
        "reached yet are not sent: to send them, open the spreadsheet again (the plants "
        "already created are left out)."
    )
    # What it said is what happened.
    assert states(history) == {
        (EntryState.DONE, "created"): IN_FLIGHT,
        (EntryState.WAITING, ""): 36,
    }
    listed = {int(e.plant_id) for e in history.entries(HistoryFilter(limit=1000))}
    assert listed == set(range(1, 41))  # the 60 not reached are not in the history

    # The app starts again: each row waiting reads on one line of its cell.
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    reopened = History(history_path())
    again = build_window(servers, reopened, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(again)
    again.show()
    panel = again.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.row_total() == 40, timeout=5000)
    cells = Counter(panel.model.text(row, RESULT_COLUMN) for row in range(40))
    assert cells == {"Created": IN_FLIGHT, "In the outbox · Its batch was stopped.": 36}
    assert not panel.table.wordWrap()  # a cell too narrow ends in "…", never two lines
    left = next(row for row in range(40) if panel.model.text(row, RESULT_COLUMN) != "Created")
    tooltip = panel.model.index(left, RESULT_COLUMN).data(Qt.ItemDataRole.ToolTipRole)
    assert "In the outbox · Its batch was stopped." in tooltip  # all of it, if cut short
    again.close()
    reopened.close()
