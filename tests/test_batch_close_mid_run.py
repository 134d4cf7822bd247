"""Closing, cancelling or quitting while a batch sends (issue 24, item 11): the question
holds the batch, each answer does what it says, and the summary agrees with the counts.

The server holds every plant until the test opens its gate, so the rows on their way
are known exactly: with four lanes, the first four rows.
"""

import ast
import csv
import json
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from faulty_server import Exchange, FaultyServer, response_head
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

import plantstore_gui
from plantstore_gui.app import build_window
from plantstore_gui.core.journal import EntryState, History, HistoryFilter
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

IN_FLIGHT = 4  # the batch's lanes: the rows on their way at once
STOPPING = (
    "Stopping: no new row is sent, and this window closes once the rows on their way "
    "have their answer."
)
CANCELLING = "Cancelling: no new row is sent; the rows on their way get their answer first."
INNER_WORDS = (
    "written down",
    "journal",
    "lane",
    "claim",
    "chunk",
    "in flight",
    "entry",
    "entries",
    "thread",
    "prepared",
    "large batch",
)


@dataclass
class Store:
    """A Plant Store on 127.0.0.1 that holds each plant until `gate` opens; the ids in
    `failing` get a 500 at once (they may have been created: they need checking)."""

    server: FaultyServer
    gate: threading.Event
    failing: set[int] = field(default_factory=set)

    def ids(self) -> list[int]:
        """The plant ids that reached the server, in order of arrival."""
        return [json.loads(request.body)["id"] for request in self.server.requests]


@pytest.fixture
def store() -> Iterator[Store]:
    gate = threading.Event()
    failing: set[int] = set()

    def answer(exchange: Exchange) -> None:
        body = exchange.request.body
        if json.loads(body)["id"] in failing:
            body, status = b'{"message": "try later"}', 500
        else:
            status = 200
            while not gate.wait(0.02):
                if exchange.stopping.is_set():
                    return
        headers = [
            ("Content-Type", "application/json"),
            ("Content-Length", str(len(body))),
            ("Connection", "close"),
        ]
        exchange.send(response_head(status, headers) + body)

    server = FaultyServer(answer)
    server.start()
    try:
        yield Store(server, gate, failing)
    finally:
        gate.set()
        server.stop()
    assert server.errors == []


@pytest.fixture
def window(qtbot: QtBot, store: Store, history: History) -> MainWindow:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=store.server.base_url)
    servers.add_temporary(profile, "close-token")
    servers.select(profile.id)
    main = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(main)
    main.show()
    return main


def sending(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    tmp_path: Path,
    count: int,
    *,
    on_their_way: int = IN_FLIGHT,
) -> BatchWindow:
    """A batch of `count` rows, sending, once `on_their_way` requests reached the server
    (which holds them)."""
    path = tmp_path / "plants.csv"
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name"])
        writer.writerows([i, f"Plant {i}"] for i in range(1, count + 1))
    window.open_sheet(path)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(batch.send_button.isEnabled, timeout=5000)
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(store.server.requests) == on_their_way, timeout=5000)
    return batch


def held(batch: BatchWindow) -> bool:
    """The batch starts no new row, and the rows that were on their way are answered."""
    progress = batch.run_progress()
    return progress is not None and progress.paused and progress.finished == IN_FLIGHT


@dataclass
class Question:
    title: str
    text: str
    buttons: list[str]


def answer_with(
    monkeypatch: pytest.MonkeyPatch, button: str, first: Callable[[], None] = lambda: None
) -> list[Question]:
    """Answer every message box by pressing `button` (after `first`); the questions asked."""
    asked: list[Question] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(Question(box.windowTitle(), box.text(), [b.text() for b in box.buttons()]))
        first()
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        pressed = [
            b for b in box.buttons() if (b is cancel if button == "Cancel" else b.text() == button)
        ]
        if len(pressed) != 1:
            (box.escapeButton() or box.buttons()[-1]).click()  # a failing test ends, not waits
            raise AssertionError(f"no button {button!r} among {asked[-1].buttons}")
        pressed[0].click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def close_by(how: str, qtbot: QtBot, batch: BatchWindow) -> None:
    if how == "the Close button":
        qtbot.mouseClick(batch.close_button, Qt.MouseButton.LeftButton)
    elif how == "Esc":
        qtbot.keyClick(batch, Qt.Key.Key_Escape)
    else:  # the title bar's close
        batch.close()


def states(history: History) -> Counter[tuple[EntryState, str]]:
    return Counter((e.state, e.outcome) for e in history.entries(HistoryFilter(limit=1000)))


def destroyed(batch: BatchWindow) -> list[bool]:
    """Fills once the window is really gone (deleted, not hidden)."""
    gone: list[bool] = []
    batch.destroyed.connect(lambda: gone.append(True))
    return gone


def no_batch_thread() -> bool:
    return not any(t.name.startswith("batch-") for t in threading.enumerate())


HOW = ["the Close button", "Esc", "the title bar"]


@pytest.mark.parametrize("how", HOW)
def test_the_close_question_holds_the_batch_and_keep_sending_sends_on(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    batch = sending(qtbot, window, store, tmp_path, 40)
    during: list[int] = []

    def decide() -> None:  # the rows on their way come back while the user reads
        store.gate.set()
        qtbot.waitUntil(lambda: held(batch), timeout=5000)
        during.append(len(store.server.requests))

    asked = answer_with(monkeypatch, "&Keep sending", decide)
    close_by(how, qtbot, batch)

    assert during == [IN_FLIGHT]  # no new row started while the question was open
    [question] = asked
    assert question.buttons == ["&Stop and close", "&Keep sending"]
    assert not any(word in question.text for word in INNER_WORDS)
    assert batch.isVisible() and batch.running
    qtbot.waitUntil(lambda: batch.settled, timeout=10000)
    assert sorted(store.ids()) == list(range(1, 41))  # every row, once
    assert batch.summary.text() == "Done: 40 plants created."
    assert batch.rate.text().startswith("40 of 40 done · 40 created")
    assert "paused" not in batch.rate.text()
    assert states(history) == {(EntryState.DONE, "created"): 40}
    assert batch.isVisible()
    window.close()


@pytest.mark.parametrize("how", HOW)
def test_stop_and_close_closes_the_window_once_the_rows_on_their_way_are_answered(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    batch = sending(qtbot, window, store, tmp_path, 40)
    said_at_the_end: list[tuple[str, str]] = []
    batch.finished_batch.connect(
        lambda: said_at_the_end.append((batch.summary.text(), batch.rate.text()))
    )
    answer_with(monkeypatch, "&Stop and close")
    close_by(how, qtbot, batch)

    # The rows on their way are still out: the window waits for them, and says so.
    assert batch.isVisible() and batch.running
    assert batch.summary.text() == STOPPING
    assert not batch.cancel_button.isEnabled() and not batch.pause_button.isEnabled()
    close_by(how, qtbot, batch)  # asked again: it is already closing, nothing is asked
    gone = destroyed(batch)
    store.gate.set()
    qtbot.waitUntil(lambda: bool(gone), timeout=10000)

    assert window.batch_window is None
    qtbot.waitUntil(no_batch_thread, timeout=5000)
    assert sorted(store.ids()) == list(range(1, IN_FLIGHT + 1))  # each once, no other
    [(summary, rate)] = said_at_the_end
    assert summary == f"Done: {IN_FLIGHT} plants created, 36 cancelled."
    assert rate.startswith(f"{IN_FLIGHT} of 40 done · {IN_FLIGHT} created")
    # The rows left are not sent: none waits in the outbox to go out after the stop.
    assert states(history) == {
        (EntryState.DONE, "created"): IN_FLIGHT,
        (EntryState.DONE, "cancelled"): 36,
    }
    window.close()


@pytest.mark.parametrize("ending", ["closing the window", "quitting the app"])
def test_a_stop_with_every_row_on_its_way_says_the_batch_finished(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    ending: str,
) -> None:
    batch = sending(qtbot, window, store, tmp_path, IN_FLIGHT)
    said_at_the_end: list[tuple[str, str]] = []
    batch.finished_batch.connect(
        lambda: said_at_the_end.append((batch.summary.text(), batch.rate.text()))
    )
    if ending == "closing the window":
        answer_with(monkeypatch, "&Stop and close", store.gate.set)
        gone = destroyed(batch)
        batch.close()
        qtbot.waitUntil(lambda: bool(gone), timeout=10000)
    else:
        answer_with(monkeypatch, "&Stop and quit", store.gate.set)
        assert window.close()

    [(summary, rate)] = said_at_the_end
    assert summary == f"Done: {IN_FLIGHT} plants created."  # not "stopped before…"
    assert rate.startswith(f"{IN_FLIGHT} of {IN_FLIGHT} done")
    assert sorted(store.ids()) == list(range(1, IN_FLIGHT + 1))
    assert states(history) == {(EntryState.DONE, "created"): IN_FLIGHT}
    window.close()


def test_cancel_lets_the_rows_on_their_way_finish_and_sends_no_other(
    qtbot: QtBot, window: MainWindow, store: Store, history: History, tmp_path: Path
) -> None:
    batch = sending(qtbot, window, store, tmp_path, 40)
    qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
    while_cancelling = (batch.running, batch.summary.text(), batch.cancel_button.isEnabled())
    store.gate.set()
    qtbot.waitUntil(lambda: batch.settled, timeout=10000)

    assert sorted(store.ids()) == list(range(1, IN_FLIGHT + 1))
    words = Counter(state.word for state in batch.model.states.values())
    assert words == {"created": IN_FLIGHT, "cancelled": 36}  # none cut off: none to check
    assert while_cancelling == (True, CANCELLING, False)
    assert batch.summary.text() == f"Done: {IN_FLIGHT} plants created, 36 cancelled."
    assert states(history) == {
        (EntryState.DONE, "created"): IN_FLIGHT,
        (EntryState.DONE, "cancelled"): 36,
    }
    assert batch.isVisible() and batch.retry_button.isEnabled()
    window.close()


@pytest.mark.parametrize("choice", ["Cancel", "Send only the &others", "Send &them too"])
def test_send_the_rest_again_sends_what_the_answer_says(
    qtbot: QtBot,
    window: MainWindow,
    store: Store,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    choice: str,
) -> None:
    store.failing.update({1, 2, 3})  # a 500: they may have been created
    batch = sending(qtbot, window, store, tmp_path, 40, on_their_way=3 + IN_FLIGHT)
    qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
    store.gate.set()
    qtbot.waitUntil(lambda: batch.settled and batch.retry_button.isEnabled(), timeout=10000)
    first = store.ids()
    assert sorted(first) == list(range(1, 8))
    runs = batch.runs

    asked = answer_with(monkeypatch, choice)
    qtbot.mouseClick(batch.retry_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)

    if choice == "Cancel":
        assert batch.runs == runs and not batch.running  # nothing at all goes out
        assert batch.summary.text() == "Nothing was sent."
        assert store.ids() == first
        assert batch.retry_button.isEnabled()
    else:
        qtbot.waitUntil(lambda: batch.runs > runs and batch.settled, timeout=10000)
        again = Counter(store.ids()[len(first) :])
        expected = set(range(8, 41)) | ({1, 2, 3} if choice == "Send &them too" else set())
        assert again == Counter(expected)  # each once
    [question] = asked
    assert question.text.startswith("3 rows may already have reached the server")
    assert question.text.endswith("33 other rows never reached the server.")
    assert question.buttons[:2] == ["Send &them too", "Send only the &others"]
    window.close()


@pytest.mark.parametrize("ending", ["closing the window", "quitting the app"])
def test_a_question_outlived_by_the_batch_closes_and_the_close_goes_on(
    qtbot: QtBot, window: MainWindow, store: Store, tmp_path: Path, ending: str
) -> None:
    """Every row was on its way when the question opened; they came back while it was
    open, so the batch ended: the question no longer applies and does not stay."""
    batch = sending(qtbot, window, store, tmp_path, IN_FLIGHT)
    left_open: list[str] = []

    def keep_sending_if_still_open() -> None:  # only so that a failing test ends
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            left_open.append(box.text())
            [keep] = [b for b in box.buttons() if b.text() == "&Keep sending"]
            keep.click()

    QTimer.singleShot(0, store.gate.set)  # once the real question is up
    QTimer.singleShot(10_000, keep_sending_if_still_open)
    if ending == "closing the window":
        gone = destroyed(batch)
        batch.close()
        qtbot.waitUntil(lambda: bool(gone), timeout=20000)
        assert window.isVisible()
    else:
        assert window.close()
        assert not window.isVisible()
    assert left_open == []
    assert sorted(store.ids()) == list(range(1, IN_FLIGHT + 1))
    window.close()


BATCH_TEXTS = [
    "core/tell/batch.py",
    "core/tell/batch_run.py",
    "core/batch/stop_reasons.py",
    "ui/ask.py",
    "ui/batch_export.py",
    "ui/batch_launcher.py",
    "ui/batch_questions.py",
    "ui/batch_table.py",
    "ui/batch_view.py",
    "ui/batch_window.py",
]


def said_in(source: str) -> list[str]:
    """Every text a module hands to the translator: what the user may read."""
    said = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        position = {"tr": 0, "translate": 1}.get(name)
        if position is None or len(node.args) <= position:
            continue
        text = node.args[position]
        if isinstance(text, ast.Constant) and isinstance(text.value, str):
            said.append(text.value)
    return said


@pytest.mark.parametrize("module", BATCH_TEXTS)
def test_no_word_of_the_apps_inner_workings_reaches_the_user(module: str) -> None:
    package = Path(plantstore_gui.__file__).parent
    texts = said_in((package / module).read_text(encoding="utf-8"))
    assert texts  # the module's words were found
    assert [t for t in texts if any(w in t.lower() for w in INNER_WORDS)] == []
