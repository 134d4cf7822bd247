"""Never type a plant twice, as a clerk meets it, on the real sandbox: the Id field says
so before a plant this app created on this server is sent again, and Enter again sends
it; a batch marks its rows created before and offers to leave them out. The history is
asked off the GUI thread, even a million entries of it."""

import csv
import json
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant, typed

from plantstore_gui.core.desk import Desk
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import History, HistoryFilter, history_path
from plantstore_gui.core.journey import Plan
from plantstore_gui.core.tell import created_warning
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow

TOKEN = "never-twice-token"


def create(history: History, base_url: str, *plant_ids: int) -> None:
    """Create plants on the server through the desk, as the app does."""
    desk = Desk(history)
    to = Target(Endpoint.parse(base_url), TOKEN, 10.0)
    for plant_id in plant_ids:
        body = json.dumps({"id": plant_id, "name": f"Fern {plant_id}"}).encode()
        desk.submit(Plan(to, "Shop", body, False, str(plant_id), f"Fern {plant_id}"))
    desk.close()


def warning_for(history: History, base_url: str, plant_id: str) -> str:
    (entry,) = history.entries(
        HistoryFilter(text=plant_id, base_url=base_url, outcome="created", limit=1)
    )
    assert entry.finished_at is not None
    return created_warning(plant_id, entry.finished_at)


def test_an_id_created_here_before_is_said_at_the_id_field_and_enter_again_sends_it_once(
    qtbot: QtBot, history: History
) -> None:
    with SandboxServer(TOKEN) as server:
        window = open_window(qtbot, server.base_url, TOKEN, history)
        type_plant(qtbot, window, "1014", "Fern")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1014 created")
        field = window.form.id_field
        hint = field.message.text()

        type_plant(qtbot, window, "1014", "Fern again")
        press_enter(qtbot)
        assert typed(window) == ["", "", ""]  # taken at once, as every plant is
        qtbot.waitUntil(lambda: field.message.text() != hint)
        warning = warning_for(history, server.base_url, "1014")
        assert warning.startswith("Plant 1014 was created on this server at ")
        assert warning.endswith(" — press Enter again to send it anyway.")
        assert field.message.text() == f"⚠ {warning}"
        assert field.edit.accessibleDescription() == warning  # what a screen reader reads
        assert field.edit.hasFocus() and field.edit.selectedText() == "1014"
        assert typed(window) == ["1014", "Fern again", ""]  # back in the form
        assert window.results.title.text() == "Plant 1014 was not sent"
        assert window.results.advice.text().startswith("It was created on this server at ")
        assert server.request_count == 1  # nothing sent

        press_enter(qtbot)  # again: the server decides
        qtbot.waitUntil(lambda: window.results.title.text() != "Plant 1014 was not sent")
        qtbot.waitUntil(lambda: not window.journeys.busy)
        assert window.results.title.text() == "The server did not accept plant 1014"
        shown = " ".join(label.text() for label in window.results.findChildren(QLabel))
        assert "A plant with id 1014 already exists." in shown  # the server's answer
        assert server.request_count == 2  # sent once more, not twice
        outcomes = [e.outcome for e in history.entries(HistoryFilter(text="1014"))]
        assert outcomes == ["rejected", "created"]
        assert typed(window) == ["1014", "Fern again", ""]  # put back, as a refused plant is
        assert field.message.text() == hint  # said again only if the desk holds it back
        window.close()


def test_an_id_created_on_another_server_is_sent_at_once(qtbot: QtBot, history: History) -> None:
    with SandboxServer(TOKEN) as elsewhere, SandboxServer(TOKEN) as server:
        create(history, elsewhere.base_url, 1014)
        window = open_window(qtbot, server.base_url, TOKEN, history)
        hint = window.form.id_field.message.text()
        type_plant(qtbot, window, "1014", "Fern")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1014 created")
        assert server.request_count == 1
        assert window.form.id_field.message.text() == hint
        window.close()


class HeldHistory(History):
    """A real journal whose lookup of plants created before waits until released (a
    slow disk), and notes the threads that asked."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.release = threading.Event()
        self.asked_on: list[threading.Thread] = []

    def created(self, base_url: str, plant_ids: Sequence[str]) -> dict[str, float]:
        self.asked_on.append(threading.current_thread())
        self.release.wait(60)
        return super().created(base_url, plant_ids)


def fill(path: Path, base_url: str, count: int) -> None:
    """`count` finished entries on `base_url`, plant ids 1…count, all created but every
    third, which was rejected."""
    History(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO entries (created_at, server_name, base_url, plant_id, plant_name,
                                 raw, body, state, outcome, status, finished_at)
            SELECT 1.7e9 + i, 'Shop', ?, CAST(i AS TEXT), 'Fern', 0, X'7B7D', 'done',
                   CASE WHEN i % 3 = 0 THEN 'rejected' ELSE 'created' END,
                   CASE WHEN i % 3 = 0 THEN 400 ELSE 200 END, 1.7e9 + i + 0.5
            FROM n
            """,
            (count, base_url),
        )
    conn.close()


def test_with_a_million_entries_the_window_keeps_going_while_the_history_is_asked(
    qtbot: QtBot,
) -> None:
    """The lookup runs on the send lane and is held there: the window goes on serving
    events (a timer fires, the next plant is typed), the form took the plant at once, and
    what the clerk types meanwhile is never mixed with it; nothing is sent twice."""
    with SandboxServer(TOKEN) as server:
        fill(history_path(), server.base_url, 1_000_000)
        journal = HeldHistory(history_path())
        window = open_window(qtbot, server.base_url, TOKEN, journal)
        field = window.form.id_field
        type_plant(qtbot, window, "1015", "Fern")  # created in that history
        press_enter(qtbot)
        assert typed(window) == ["", "", ""]  # taken at once: the next plant can come
        timer = QTimer()
        timer.setSingleShot(True)
        with qtbot.waitSignal(timer.timeout):
            timer.start(0)
        qtbot.waitUntil(lambda: bool(journal.asked_on))
        assert threading.main_thread() not in journal.asked_on
        type_plant(qtbot, window, "2000001", "Sage")  # the next plant, before the answer
        assert server.request_count == 0

        journal.release.set()
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1015 was not sent")
        assert typed(window) == ["2000001", "Sage", ""]  # never mixed in
        advice = window.results.advice.text()
        assert advice.startswith("It was created on this server on ")  # another day
        assert advice.endswith("type it again to send it.")
        assert field.warning == ""  # the field holds another plant
        assert server.request_count == 0
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 2000001 created")

        type_plant(qtbot, window, "1015", "Fern")  # typed again: said at the field
        press_enter(qtbot)
        qtbot.waitUntil(lambda: field.warning != "")
        assert field.edit.accessibleDescription() == created_warning("1015", 1.7e9 + 1015.5)
        assert typed(window) == ["1015", "Fern", ""]
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1015 created")

        type_plant(qtbot, window, "1014", "Fern")  # rejected in that history: not created
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1014 created")
        assert server.request_count == 3
        window.close()
    journal.close()


# --- a batch ---------------------------------------------------------------------------


def open_batch(qtbot: QtBot, window: MainWindow, tmp_path: Path, ids: range) -> BatchWindow:
    path = tmp_path / "plants.csv"
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name"])
        writer.writerows([str(i), f"Fern {i}"] for i in ids)
    window.open_sheet(path)
    qtbot.waitUntil(lambda: window.batch_window is not None)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.model.rowCount() == len(ids))
    return batch


def results(batch: BatchWindow) -> list[str]:
    return [batch.model.text(row, 4) or "" for row in range(batch.model.rowCount())]


def marked_before_sending(qtbot: QtBot, batch: BatchWindow) -> None:
    """Rows 1-3 of five (plants 1-3) are marked, before anything is sent."""
    box = batch.leave_out
    qtbot.waitUntil(lambda: box.isVisibleTo(batch))
    said = results(batch)
    assert [text.startswith("Already created on this server at ") for text in said] == [
        True,
        True,
        True,
        False,
        False,
    ]
    assert said[3:] == ["Ready", "Ready"]
    assert box.text() == "Lea&ve out the 3 plants already created on this server"
    assert box.isChecked()
    assert batch.send_button.text() == "&Send 2 rows"  # the others, as it stands


def test_a_batch_marks_the_rows_created_before_and_leaves_them_out(
    qtbot: QtBot, history: History, tmp_path: Path
) -> None:
    with SandboxServer(TOKEN) as server:
        create(history, server.base_url, 1, 2, 3)
        window = open_window(qtbot, server.base_url, TOKEN, history)
        batch = open_batch(qtbot, window, tmp_path, range(1, 6))
        marked_before_sending(qtbot, batch)
        assert server.request_count == 3  # the three created before, nothing since

        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.settled)
        assert server.request_count == 5  # only the other two
        assert [batch.model.states[i].word for i in range(5)] == [
            "created before",
            "created before",
            "created before",
            "created",
            "created",
        ]
        assert not batch.leave_out.isVisibleTo(batch)
        batch.reject()
        window.close()


def test_a_batch_keeps_the_rows_created_before_when_asked_and_the_server_decides(
    qtbot: QtBot, history: History, tmp_path: Path
) -> None:
    with SandboxServer(TOKEN) as server:
        create(history, server.base_url, 1, 2, 3)
        window = open_window(qtbot, server.base_url, TOKEN, history)
        batch = open_batch(qtbot, window, tmp_path, range(1, 6))
        marked_before_sending(qtbot, batch)

        batch.leave_out.click()  # keep them
        assert batch.send_button.text() == "&Send 5 rows"
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.settled)
        assert server.request_count == 8  # all five
        words = [batch.model.states[i].word for i in range(5)]
        assert words == ["rejected", "rejected", "rejected", "created", "created"]
        assert "A plant with id 1 already exists." in results(batch)[0]
        batch.reject()
        window.close()
