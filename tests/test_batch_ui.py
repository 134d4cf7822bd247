"""Batch entry as store staff use it: open or paste a sheet, check it, send it, see each row."""

import csv
import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.batch import runner as batch_runner
from plantstore_gui.core.journal import EntryState, History, HistoryFilter
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import ask
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


def main_window(qtbot: QtBot, server: SandboxServer, history: History) -> MainWindow:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=server.base_url)
    servers.add_temporary(profile, server.token)
    servers.select(profile.id)
    window = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(window)
    window.show()
    return window


def finished(batch: BatchWindow) -> int:
    """How many rows of the last run have a result (0 before the first run)."""
    progress = batch.run_progress()
    return 0 if progress is None else progress.finished


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


def keys_by_plant(server: SandboxServer) -> dict[int, list[str]]:
    """The Idempotency-Keys each plant id arrived under, in order of arrival."""
    keys: dict[int, list[str]] = defaultdict(list)
    for key, body in server.received():
        keys[json.loads(body)["id"]].append(key)
    return keys


def answer_questions(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[str]:
    """Answer every confirmation with `answer`; the texts asked, in order."""
    asked: list[str] = []

    def confirm(_parent: object, _title: str, text: str, _verb: str, **_kw: object) -> bool:
        asked.append(text)
        return answer

    monkeypatch.setattr(ask, "confirm", confirm)
    return asked


def send_and_wait(qtbot: QtBot, batch: BatchWindow) -> None:
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.settled, timeout=20000)


def test_a_sheet_is_checked_then_its_valid_rows_are_sent(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
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
    assert batch.rate.text().startswith("200 of 200 done · 200 created")
    assert batch.summary.text() == "Done: 200 plants created. 3 rows with problems were not sent."
    assert {batch.model.states[i].word for i in range(200)} == {"created"}
    entries = history.entries()
    assert len(entries) == 200
    assert {(e.state, e.outcome) for e in entries} == {(EntryState.DONE, "created")}
    # Each row went out once, under its own entry's key.
    assert Counter(key for key, _ in sandbox.received()) == Counter(
        e.idempotency_key for e in entries
    )

    # Enter, wherever the focus is, sends nothing again and asks nothing.
    asked = answer_questions(monkeypatch, True)
    for widget in (batch.table, batch.send_button, batch.retry_button):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert asked == [] and not batch.running and batch.isVisible()
    assert len(sandbox.received()) == 200

    # Sending every row again is one click away, so it asks first; Cancel sends nothing.
    assert batch.send_button.text() == "&Send all 200 again…"
    asked = answer_questions(monkeypatch, False)
    runs = batch.runs
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0].startswith("200 of these 200 plants were already created")
    assert batch.runs == runs and not batch.running
    assert len(sandbox.received()) == 200

    export = tmp_path / "results.csv"
    batch.export_to(export)
    exported_to = f"Exported the results to {export}."
    qtbot.waitUntil(lambda: batch.summary.text().endswith(exported_to), timeout=5000)
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
    qtbot: QtBot, history: History, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = [[str(i), f"Slow {i}", ""] for i in range(1, 61)]
    path = write_sheet(tmp_path / "slow.csv", ["id", "name", "tag"], rows)
    every = set(range(1, 61))
    with SandboxServer("slow-token", response_delay=0.05) as slow:
        window = main_window(qtbot, slow, history)
        batch = open_batch(qtbot, window, path)
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: finished(batch) >= 8, timeout=5000)
        qtbot.mouseClick(batch.pause_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.pause_button.text() == "&Resume", timeout=2000)
        qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.settled, timeout=5000)
        qtbot.waitUntil(lambda: batch.retry_button.isEnabled(), timeout=5000)
        runs = batch.runs
        created = set(slow.plants())
        assert 8 <= len(created) < 60
        # Every row is in the journal: created, cancelled before it left (never sent), or
        # cut off in flight and left for the user to check. Nothing is lost.
        entries = {int(e.plant_id): e for e in history.entries()}
        assert set(entries) == every
        by_state: dict[tuple[EntryState, str], set[int]] = defaultdict(set)
        for plant_id, entry in entries.items():
            by_state[entry.state, entry.outcome].add(plant_id)
        done = by_state.pop((EntryState.DONE, "created"), set())
        cancelled = by_state.pop((EntryState.DONE, "cancelled"), set())
        checking = {
            i for (state, _), ids in by_state.items() if state is EntryState.CHECKING for i in ids
        }
        assert done | cancelled | checking == every, dict(by_state)
        assert done <= created <= done | checking
        assert not cancelled & created
        first_keys = keys_by_plant(slow)
        assert not cancelled & set(first_keys)  # a cancelled row never left
        assert all(len(keys) == 1 for keys in first_keys.values())
        assert batch.send_button.text() == "&Send all 60 again…"

        # Rows that may have arrived are asked about first; on yes they go again under
        # their own key.
        asked = answer_questions(monkeypatch, True)
        qtbot.mouseClick(batch.retry_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.runs > runs, timeout=5000)
        qtbot.waitUntil(lambda: batch.settled, timeout=20000)
        assert len(asked) == (1 if checking else 0)
        if checking:
            rows = "1 row" if len(checking) == 1 else f"{len(checking)} rows"
            assert asked[0].startswith(f"{rows} may already have reached")
        assert set(slow.plants()) == every
        assert {batch.model.states[i].word for i in range(60)} == {"created"}
        # What this run did, as its progress line counts it, and the sheet's rows in all.
        again = 60 - len(done)
        assert batch.rate.text().startswith(f"{again} of {again} done · {again} created")
        assert batch.summary.text() == (
            f"Done: {again} plants created in this run; with the rows sent before, 60 of 60 "
            "plants are created."
        )
        # Nothing was sent twice: rows created at first were not sent again; each
        # cancelled row went once, as a new entry; a row to check went again under its
        # own key, so the server could tell it was the same plant.
        keys = keys_by_plant(slow)
        assert set(keys) == every
        assert all(keys[i] == first_keys[i] for i in done)
        assert all(len(keys[i]) == 1 for i in cancelled)
        assert all(set(keys[i]) == {entries[i].idempotency_key} for i in checking)
        assert all(keys[i] != [entries[i].idempotency_key] for i in cancelled)
        final = history.entries()
        assert sorted(int(e.plant_id) for e in final if e.outcome == "created") == sorted(every)
        assert len(final) == 60 + len(cancelled)
        batch.close()
        window.close()


def test_a_server_that_goes_away_mid_batch_loses_nothing(
    qtbot: QtBot, history: History, tmp_path: Path
) -> None:
    rows = [[str(i), f"Plant {i}", ""] for i in range(1, 41)]
    path = write_sheet(tmp_path / "gone.csv", ["id", "name", "tag"], rows)
    every = set(range(1, 41))
    with SandboxServer("t", response_delay=0.02) as server:
        port = server.port
        window = main_window(qtbot, server, history)
        batch = open_batch(qtbot, window, path)
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: finished(batch) >= 5, timeout=5000)
    # The server is gone: what it created is known; every other row is in the journal.
    created = set(server.plants())
    qtbot.waitUntil(lambda: batch.settled, timeout=10000)
    progress = batch.run_progress()
    assert progress is not None and "cannot be reached" in (progress.stopped_reason or "")
    qtbot.waitUntil(lambda: window.outbox.count > 0, timeout=5000)
    entries = {int(e.plant_id): e for e in history.entries()}
    assert set(entries) == every
    waiting = {i for i, e in entries.items() if e.state is EntryState.WAITING}
    checking = {i for i, e in entries.items() if e.state is EntryState.CHECKING}
    done = {i for i, e in entries.items() if (e.state, e.outcome) == (EntryState.DONE, "created")}
    assert done | waiting | checking == every
    assert done <= created <= done | checking
    assert not created & waiting  # a waiting row never reached the server
    assert window.outbox.count == len(waiting)
    first_keys = keys_by_plant(server)
    assert not waiting & set(first_keys)
    assert all(len(keys) == 1 for keys in first_keys.values())
    with SandboxServer("t", port=port) as back:
        window.outbox.send_now()
        qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=10000)
        # The outbox sent exactly the waiting rows, once each under their own key; the
        # rows that may have arrived are never sent again on the app's own.
        assert set(back.plants()) == waiting
        assert keys_by_plant(back) == {i: [entries[i].idempotency_key] for i in waiting}
    assert history.count(EntryState.WAITING) == 0
    assert {int(e.plant_id) for e in history.in_states(EntryState.CHECKING)} == checking
    batch.close()
    window.close()


def test_cancelling_a_batch_larger_than_a_chunk_says_every_row_not_written_was_not_sent(
    qtbot: QtBot, history: History, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batch_runner, "CHUNK_ROWS", 20)  # a large batch, in small
    count = 300
    rows = [[str(i), f"Plant {i}", ""] for i in range(1, count + 1)]
    path = write_sheet(tmp_path / "large.csv", ["id", "name", "tag"], rows)
    every = set(range(1, count + 1))
    with SandboxServer("t", response_delay=0.01) as slow:
        window = main_window(qtbot, slow, history)
        batch = open_batch(qtbot, window, path)
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: slow.request_count >= 50, timeout=10000)
        with qtbot.waitSignal(batch.finished_batch, timeout=20000):
            qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)

        created = set(slow.plants())
        entries = {int(e.plant_id): e for e in history.entries(HistoryFilter(limit=1000))}
        assert len(entries) < count // 2  # the rest were never written down
        never = every - set(entries)
        assert not never & set(keys_by_plant(slow))  # and never sent
        words = {i: batch.model.state_at(i - 1) for i in every}
        assert all(state is not None for state in words.values())
        counts = Counter(state.word for state in words.values() if state is not None)
        assert set(counts) <= {"created", "cancelled", "checking"}
        shown_created = {i for i, state in words.items() if state and state.word == "created"}
        shown_checking = {i for i, state in words.items() if state and state.word == "checking"}
        assert shown_created <= created <= shown_created | shown_checking  # cut off in flight
        for i in never:  # shown as any cancelled row is
            assert batch.model.data(batch.model.index(i - 1, 4)) == (
                "Not sent: you cancelled the batch."
            )
        assert counts["cancelled"] >= len(never)
        checks = f", {counts['checking']:,} to check on the server" if counts["checking"] else ""
        assert batch.summary.text() == (
            f"Done: {counts['created']:,} plants created{checks}, "
            f"{counts['cancelled']:,} cancelled."
        )
        problems = count - counts["created"]
        assert batch.only_problems.text() == f"Show &only problems ({problems:,})"
        assert batch.retry_button.isEnabled()

        export = tmp_path / "results.csv"
        batch.export_to(export)
        exported_to = f"Exported the results to {export}."
        qtbot.waitUntil(lambda: batch.summary.text().endswith(exported_to), timeout=5000)
        with export.open(encoding="utf-8-sig", newline="") as file:
            exported = {int(line["id"]): line["result"] for line in csv.DictReader(file)}
        assert exported == {i: state.word for i, state in words.items() if state is not None}

        # Send the rest again: the rows never written go now, each once; none goes twice.
        asked = answer_questions(monkeypatch, True)
        with qtbot.waitSignal(batch.finished_batch, timeout=20000):
            qtbot.mouseClick(batch.retry_button, Qt.MouseButton.LeftButton)
        checking = {i for i, e in entries.items() if e.state is EntryState.CHECKING}
        assert len(asked) == (1 if checking else 0)
        assert set(slow.plants()) == every
        again = count - counts["created"]
        assert batch.summary.text() == (
            f"Done: {again} plants created in this run; with the rows sent before, {count} "
            f"of {count} plants are created."
        )
        keys = keys_by_plant(slow)
        assert all(len(keys[i]) == 1 for i in every - checking)
        assert all(set(keys[i]) == {entries[i].idempotency_key} for i in checking)
        batch.close()
        window.close()


def test_esc_on_a_running_batch_asks_and_never_hides_it(
    qtbot: QtBot, tmp_path: Path, history: History, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[bool] = []

    def keep_sending(_parent: object, **_kw: object) -> bool:
        asked.append(True)
        return False

    monkeypatch.setattr("plantstore_gui.ui.ask.stop_batch", keep_sending)
    with SandboxServer("slow-token", response_delay=0.05) as server:
        window = main_window(qtbot, server, history)
        rows = [[str(i), f"Plant {i}"] for i in range(1, 41)]
        batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", ["id", "name"], rows))
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.running and server.request_count > 0)
        qtbot.keyClick(batch, Qt.Key.Key_Escape)
        assert asked == [True]
        assert batch.isVisible() and batch.running  # kept, in view, still sending
        qtbot.waitUntil(lambda: not batch.running, timeout=20000)
        qtbot.keyClick(batch, Qt.Key.Key_Escape)  # done: Esc closes it, as Close does
        assert asked == [True]
        qtbot.waitUntil(lambda: window.batch_window is None)
        window.close()


def _close_by(how: str, qtbot: QtBot, batch: BatchWindow) -> None:
    if how == "the Close button":
        qtbot.mouseClick(batch.close_button, Qt.MouseButton.LeftButton)
    elif how == "Esc":
        qtbot.keyClick(batch, Qt.Key.Key_Escape)
    elif how == "Alt+C":
        qtbot.keyClick(batch, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    else:  # the title bar's close, or the window manager's
        batch.close()


@pytest.mark.parametrize("how", ["the Close button", "Esc", "Alt+C", "the title bar"])
@pytest.mark.parametrize("when", ["before sending", "after it finished", "after Stop"])
def test_a_batch_window_that_is_not_sending_really_goes(
    qtbot: QtBot, tmp_path: Path, history: History, when: str, how: str
) -> None:
    """Closed any way, in any state but sending, the window is gone: not hidden behind
    the main window, not piling up until the app quits."""
    delay = 0.05 if when == "after Stop" else 0.0
    with SandboxServer("close-token", response_delay=delay) as server:
        window = main_window(qtbot, server, history)
        rows = [[str(i), f"Plant {i}"] for i in range(1, 41)]
        batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", ["id", "name"], rows))
        if when != "before sending":
            qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: batch.running or finished(batch) > 0)
            if when == "after Stop":
                qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not batch.running and batch.settled, timeout=20000)
        with qtbot.waitSignal(batch.destroyed, timeout=5000):
            _close_by(how, qtbot, batch)
        assert window.batch_window is None
        window.close()
