"""No lock, no sending: a copy of the app that cannot lock its data folder (the folder is
read-only) cannot tell whether another copy is sending the same plants, so it sends
nothing, from any path, and says why, at start and on every plant it does not send.

The folder is made read-only for real: by its permission bits, or, for root (whom the
bits do not stop), by the immutable attribute. Servers are real, on loopback.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from locked_folder import unwritable
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.core.batch import BatchItem, RowSource
from plantstore_gui.core.desk import Desk
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.instance import InstanceLock
from plantstore_gui.core.journal import EntryState, History, NewEntry, history_path
from plantstore_gui.core.journey import Plan, Refusal
from plantstore_gui.core.paths import data_dir
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow

NO_LOCK = "could not lock its data folder"
JOIN = 60.0  # bounds a join that failed; nothing is timed


def body_of(plant_id: int) -> bytes:
    return json.dumps({"id": plant_id, "name": f"Fern {plant_id}"}).encode()


def send_from_the_form(qtbot: QtBot, window: MainWindow, plant_id: str) -> None:
    form = window.form
    qtbot.keyClicks(form.id_field.edit, plant_id)
    qtbot.keyClicks(form.name_field.edit, "Fern")
    qtbot.keyClick(form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)


def test_a_read_only_data_folder_holds_no_lock_and_says_why() -> None:
    lock = InstanceLock(data_dir())
    with unwritable(data_dir()):
        lock.acquire()
        assert not lock.held
        assert lock.refusal is not None and NO_LOCK in lock.refusal
        assert str(data_dir()) in lock.refusal
    lock.release()
    with InstanceLock(data_dir()) as writable:  # the same folder, writable again
        assert writable.held and writable.refusal is None


def test_two_copies_on_a_read_only_data_folder_send_nothing_and_say_why(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PLANTSTORE_TOKEN", sandbox.token)
    args = parse_args(["--base-url", sandbox.base_url])
    sheet = tmp_path / "plants.csv"
    sheet.write_text("id,name\n7,Fern\n8,Ivy\n", encoding="utf-8")
    with unwritable(data_dir()):
        with open_window(args) as first, open_window(args) as second:
            for number, window in enumerate((first, second), start=1):
                qtbot.addWidget(window)
                window.show()
                [said] = [m for m in window.notice.messages() if NO_LOCK in m]
                assert "sends nothing" in said and str(data_dir()) in said
                send_from_the_form(qtbot, window, str(number))
                assert window.results.title.text() == f"Plant {number} was not sent"
                assert NO_LOCK in window.results.advice.text()
                assert [field.edit.text() for field in window.form.fields] == [
                    str(number),
                    "Fern",
                    "",
                ]
            first.open_sheet(sheet)
            qtbot.waitUntil(lambda: first.batch_window is not None, timeout=5000)
            batch = first.batch_window
            assert batch is not None
            qtbot.waitUntil(batch.send_button.isEnabled, timeout=5000)
            qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
            assert NO_LOCK in batch.summary.text()
            assert not batch.running
            first.close()
            second.close()
    assert sandbox.request_count == 0


def test_without_the_lock_no_path_sends_and_the_journal_is_left_alone(
    sandbox: SandboxServer,
) -> None:
    """The form, a re-send, the outbox and a batch: nothing reaches the server, and
    recovery leaves alone an entry that another copy may be sending right now."""
    with History(history_path()) as journal:
        entries = [
            NewEntry("Shop", sandbox.base_url, str(i), "Fern", False, body_of(i)) for i in (1, 2)
        ]
        waiting, sending = journal.add_many(entries)
        journal.move([waiting], EntryState.WAITING, frozenset({EntryState.NEW}))
        assert journal.claim(sending, frozenset({EntryState.NEW}))
        why = "This copy sends nothing: it could not lock its data folder."
        desk = Desk(journal, not_sending=why)
        to = Target(Endpoint.parse(sandbox.base_url), sandbox.token, 10.0)
        targets = {sandbox.base_url: to}
        assert desk.not_sending == why
        assert desk.recover().waiting == 0
        refused = [
            desk.submit(Plan(to, "Shop", body_of(3), False, "3", "Fern")),
            desk.submit(Plan(to, "Shop", body_of(1), False, "1", "Fern")),
            desk.resend(waiting, targets, confirmed=True),
        ]
        assert all(isinstance(r, Refusal) and r.reason == why for r in refused)
        report = desk.run_outbox(targets, automatic=False)
        assert report.deliveries == () and report.problem is not None and why in report.problem
        assert desk.outbox_schedule(targets).next_run_in is None
        items = [BatchItem(0, body_of(4), "4", "Fern")]
        runner = desk.batch(to, RowSource(range(1), items.__getitem__, 1), "Shop")
        runner.start()
        assert runner.join(JOIN)
        stopped = runner.progress().stopped_reason
        runner.close()
        desk.close()
        assert stopped is not None and why in stopped
        states = {e.plant_id: e.state for e in journal.entries()}
    assert states == {"1": EntryState.WAITING, "2": EntryState.SENDING}
    assert sandbox.request_count == 0
