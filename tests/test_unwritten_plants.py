"""Nothing is sent that is not written down first: when the journal cannot be written (a
full disk, a data folder gone read-only), a plant from the form, a raw body and a re-send
stay unsent, the Result tab says why, and what was typed is back in the form.

The disk is filled for real, as far as this process can tell: no file of it may grow
(RLIMIT_FSIZE, at the size the journal's log has now), so the journal can still be read
and no longer written, as on a full disk. The servers are real, on loopback; each test
checks that nothing reached them while the disk was full.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant, typed

from plantstore_gui.core.desk import Desk
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import EntryState, History, HistoryError, NewEntry
from plantstore_gui.core.journey import Delivery, Plan, Refusal
from plantstore_gui.sandbox import SandboxServer

TOKEN = "unwritten-token"


@contextmanager
def disk_full(history: History) -> Iterator[None]:
    """From here on, no file of this process may grow, as on a full disk: the journal's
    log (where every write goes first) can be read, and no longer written."""
    if sys.platform == "win32":
        pytest.skip("RLIMIT_FSIZE is POSIX")
    import resource
    import signal

    log = history.path.with_name(history.path.name + "-wal")
    size = log.stat().st_size
    ignored = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a failed write, not a kill
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, ignored)


def body_of(plant_id: int) -> bytes:
    return json.dumps({"id": plant_id, "name": f"Fern {plant_id}"}).encode()


def target(base_url: str) -> Target:
    return Target(Endpoint.parse(base_url), TOKEN, 10.0)


def test_the_journal_really_cannot_be_written_while_the_disk_is_full(history: History) -> None:
    with disk_full(history), pytest.raises(HistoryError):
        history.add(NewEntry("Shop", "http://127.0.0.1:9", "1", "Fern", False, body_of(1)))
    assert history.entries() == []  # and nothing half-written was kept


def test_a_typed_plant_that_cannot_be_written_down_is_not_sent_and_stays_in_the_form(
    qtbot: QtBot, history: History
) -> None:
    with SandboxServer(TOKEN) as sandbox:
        window = open_window(qtbot, sandbox.base_url, TOKEN, history)
        try:
            type_plant(qtbot, window, "8", "Fern")
            with disk_full(history):
                press_enter(qtbot)
                qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
            results = window.results
            assert results.title.text() == "Plant 8 was not sent"
            advice = results.advice.text()
            assert "could not be written down first" in advice
            assert "Free some disk space" in advice
            assert "What you typed is back in the form." in advice
            assert window.inspector.currentWidget() is results
            assert typed(window) == ["8", "Fern", ""]
            assert sandbox.request_count == 0
            assert history.entries() == []
            # Once the disk has room again, the same Enter sends it, once.
            press_enter(qtbot)
            qtbot.waitUntil(lambda: results.title.text() == "Plant 8 created", timeout=10000)
        finally:
            window.close()
        assert sandbox.request_count == 1
        assert list(sandbox.plants()) == [8]
    [entry] = history.entries()
    assert (entry.plant_id, entry.outcome) == ("8", "created")


def test_a_raw_body_that_cannot_be_written_down_is_not_sent(qtbot: QtBot, history: History) -> None:
    with SandboxServer(TOKEN) as sandbox:
        window = open_window(qtbot, sandbox.base_url, TOKEN, history)
        try:
            window.mode_tabs.setCurrentWidget(window.raw_editor)
            window.raw_editor.editor.setPlainText('{"id": 12, "name": "Ivy"}')
            with disk_full(history):
                window.submit()
                qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
            assert window.results.title.text() == "Plant 12 was not sent"
            assert "could not be written down first" in window.results.advice.text()
            assert window.raw_editor.editor.toPlainText() == '{"id": 12, "name": "Ivy"}'
        finally:
            window.close()
        assert sandbox.request_count == 0
    assert history.entries() == []


def test_a_re_send_that_cannot_be_written_down_is_not_sent(history: History) -> None:
    """A waiting plant (its claim cannot be written) and a finished one (its new entry
    cannot be written): neither leaves, and each says why."""
    desk = Desk(history)
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        entry = NewEntry("Shop", sandbox.base_url, "5", "Fern 5", False, body_of(5))
        [waiting] = history.add_many([entry])
        history.move([waiting], EntryState.WAITING, frozenset({EntryState.NEW}))
        done = desk.submit(Plan(to, "Shop", body_of(6), False, "6", "Fern 6"))
        assert isinstance(done, Delivery) and done.entry_id is not None
        sent_before = sandbox.request_count
        targets = {sandbox.base_url: to}
        with disk_full(history):
            answers = [
                desk.resend(waiting, targets, confirmed=True),
                desk.resend(done.entry_id, targets, confirmed=True),
                desk.submit(Plan(to, "Shop", body_of(5), False, "5", "Fern 5")),
            ]
        desk.close()
        assert sandbox.request_count == sent_before == 1
    for answer in answers:
        assert isinstance(answer, Refusal)
        assert "could not be written down first" in answer.reason
    still = history.get(waiting)
    assert still is not None and still.state is EntryState.WAITING  # still in the outbox
    assert len(history.entries()) == 2
