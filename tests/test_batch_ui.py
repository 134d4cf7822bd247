"""Batch entry as store staff use it: open or paste a sheet, check it, send it, see each row."""

import csv
from pathlib import Path

from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from plantstore_gui.core.history import EntryState, History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers
from plantstore_gui.ui.worker import PlantSender


def main_window(qtbot: QtBot, server: SandboxServer, history: History) -> MainWindow:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=server.base_url)
    servers.add_temporary(profile, server.token)
    servers.select(profile.id)
    window = MainWindow(
        servers, PlantSender(history), history, settings=Settings(auto_send_outbox=False)
    )
    qtbot.addWidget(window)
    window.show()
    return window


def open_batch(qtbot: QtBot, window: MainWindow, path: Path) -> BatchWindow:
    window.open_sheet(path)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.model.rowCount() > 0, timeout=5000)
    return batch


def write_sheet(path: Path, header: list[str], rows: list[list[str]], delimiter: str = ",") -> Path:
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, delimiter=delimiter)
        writer.writerow(header)
        writer.writerows(rows)
    return path


def send_and_wait(qtbot: QtBot, batch: BatchWindow) -> None:
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: batch._runner is not None and batch._runner.progress().done, timeout=20000
    )
    qtbot.waitUntil(lambda: not batch._drain_timer.isActive(), timeout=5000)


def test_a_sheet_is_checked_then_its_valid_rows_are_sent(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    rows = [[str(i), f"Plant {i}", "bulk"] for i in range(1, 201)]
    rows += [["x1", "Bad id", ""], ["5", "Duplicate of 5", ""], ["300", " ", ""]]
    path = write_sheet(tmp_path / "plants.csv", ["id", "name", "tag"], rows)
    window = main_window(qtbot, sandbox, history)
    batch = open_batch(qtbot, window, path)
    assert (
        batch.summary.text() == "203 rows: 200 ready to send, 3 with problems (they are not sent)."
    )
    problems = {batch.model.rows[i].line: batch.model.rows[i].problems for i in range(200, 203)}
    assert problems[202][0].startswith("Use digits 0–9 only")
    assert problems[203] == ("Id 5 is also on line 6.",)
    assert problems[204] == ("Enter the plant's name.",)
    assert batch.send_button.text() == "&Send 200 rows"

    send_and_wait(qtbot, batch)
    assert sorted(sandbox.plants()) == list(range(1, 201))
    assert batch.progress.value() == 200
    assert batch.rate.text().startswith("200 of 200 · 200 created")
    assert {batch.model.states[i].word for i in range(200)} == {"created"}
    assert len(history.entries()) == 200

    export = tmp_path / "results.csv"
    batch.export_to(export)
    qtbot.waitUntil(lambda: batch.summary.text() == "Exported the results.", timeout=5000)
    with export.open(encoding="utf-8-sig", newline="") as file:
        exported = list(csv.DictReader(file))
    assert len(exported) == 203
    assert exported[0]["result"] == "created" and exported[202]["result"] == "not sent"
    batch.close()
    window.close()


def test_columns_are_mapped_when_the_headers_differ(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    path = write_sheet(
        tmp_path / "odd.tsv", ["Number", "Label", "Plant"], [["7", "x", "Fern"]], "\t"
    )
    window = main_window(qtbot, sandbox, history)
    batch = open_batch(qtbot, window, path)
    assert batch.name_column.currentText() == "Plant"
    assert batch.tag_column.currentText() == "(none)"
    batch.tag_column.setCurrentIndex(batch.tag_column.findText("Label"))
    batch.tag_column.activated.emit(batch.tag_column.currentIndex())
    qtbot.waitUntil(lambda: batch.model.rows[0].tag == "x", timeout=5000)
    send_and_wait(qtbot, batch)
    assert sandbox.plants() == {7: {"name": "Fern", "tag": "x"}}
    batch.close()
    window.close()


def test_rows_pasted_from_a_spreadsheet(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = main_window(qtbot, sandbox, history)
    QGuiApplication.clipboard().setText("id\tname\ttag\r\n41\tAloe\tsucculent\r\n42\tBasil\t\r\n")
    window.paste_rows()
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.model.rowCount() == 2, timeout=5000)
    send_and_wait(qtbot, batch)
    assert sandbox.plants() == {41: {"name": "Aloe", "tag": "succulent"}, 42: {"name": "Basil"}}
    batch.close()
    window.close()


def test_pause_cancel_and_send_the_rest_again(
    qtbot: QtBot, history: History, tmp_path: Path
) -> None:
    rows = [[str(i), f"Slow {i}", ""] for i in range(1, 61)]
    path = write_sheet(tmp_path / "slow.csv", ["id", "name", "tag"], rows)
    with SandboxServer("slow-token", response_delay=0.05) as slow:
        window = main_window(qtbot, slow, history)
        batch = open_batch(qtbot, window, path)
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch._runner is not None, timeout=5000)
        runner = batch._runner
        assert runner is not None
        qtbot.waitUntil(lambda: runner.progress().finished >= 8, timeout=5000)
        qtbot.mouseClick(batch.pause_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.pause_button.text() == "&Resume", timeout=2000)
        qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: runner.progress().done, timeout=5000)
        qtbot.waitUntil(lambda: batch.retry_button.isEnabled(), timeout=5000)
        created = set(slow.plants())
        assert 8 <= len(created) < 60
        # Rows never sent wait in the journal as PENDING: nothing is lost.
        pending = history.in_states(EntryState.PENDING)
        states = {int(e.plant_id): (e.state, e.summary) for e in history.entries()}
        missing = set(range(1, 61)) - created - {int(e.plant_id) for e in pending}
        assert not missing, {i: states.get(i) for i in missing}

        qtbot.mouseClick(batch.retry_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch._runner is not runner, timeout=2000)
        qtbot.waitUntil(
            lambda: batch._runner is not None and batch._runner.progress().done, timeout=20000
        )
        assert set(slow.plants()) == set(range(1, 61))
        batch.close()
        window.close()


def test_a_server_that_goes_away_mid_batch_loses_nothing(
    qtbot: QtBot, history: History, tmp_path: Path
) -> None:
    rows = [[str(i), f"Plant {i}", ""] for i in range(1, 41)]
    path = write_sheet(tmp_path / "gone.csv", ["id", "name", "tag"], rows)
    with SandboxServer("t", response_delay=0.02) as server:
        port = server.port
        window = main_window(qtbot, server, history)
        batch = open_batch(qtbot, window, path)
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch._runner is not None, timeout=5000)
        runner = batch._runner
        assert runner is not None
        qtbot.waitUntil(lambda: runner.progress().finished >= 5, timeout=5000)
    # The server is gone: what it created is known; every other row is in the journal.
    created = set(server.plants())
    qtbot.waitUntil(lambda: runner.progress().done, timeout=10000)
    assert "cannot be reached" in (runner.stopped_reason or "")
    qtbot.waitUntil(lambda: window.outbox.count > 0, timeout=5000)
    unfinished = {int(e.plant_id) for e in history.unfinished()}
    assert created | unfinished == set(range(1, 41))
    assert not created & {int(e.plant_id) for e in history.in_states(EntryState.PENDING)}
    with SandboxServer("t", port=port) as back:
        window.outbox.send_now()
        qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=10000)
        assert set(back.plants()) | created >= set(range(1, 41)) - {
            int(e.plant_id) for e in history.in_states(EntryState.UNKNOWN)
        }
    batch.close()
    window.close()
