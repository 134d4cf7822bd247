"""After Esc, the window has stopped waiting: an answer that comes later is not shown.

The clerk pressed Esc and was told the plant may or may not have been created, and
what they typed is back in the form. A 200 arriving after that must not turn the
result into "created" behind their back, nor clear the form again.
"""

from __future__ import annotations

import threading

from conftest import wait_until
from faulty_server import Exchange, FaultyServer, respond
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant, typed

from plantstore_gui.core.journal import EntryState, History
from plantstore_gui.core.journey import Delivery
from plantstore_gui.core.outcome import Created


def finished(history: History) -> bool:
    """The journal holds one entry, and its journey is over."""
    entries = history.entries()
    return len(entries) == 1 and entries[0].state is EntryState.DONE


def test_a_200_that_reached_the_app_after_esc_is_not_shown(qtbot: QtBot, history: History) -> None:
    release = threading.Event()
    answer = respond(200, b'{"name": "Fern"}')

    def hold_then_answer(exchange: Exchange) -> None:
        if release.wait(30):
            answer(exchange)

    with FaultyServer(hold_then_answer) as server:
        window = open_window(qtbot, server.base_url, "late-token", history)
        try:
            type_plant(qtbot, window, "44", "Fern")
            press_enter(qtbot)
            qtbot.waitUntil(server.request_received.is_set, timeout=5000)
            assert window.results.title.text() == "Sending plant 44…"

            # The send lane records the whole answer in the journal on its own thread;
            # until the test returns to the event loop, the window cannot have seen it.
            release.set()
            assert wait_until(lambda: finished(history))
            assert window.results.title.text() == "Sending plant 44…"

            # The clerk presses Esc: the answer has reached the app, not the window yet.
            with qtbot.waitSignal(window.journeys.settled, timeout=5000) as settled:
                qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_Escape)
            [result] = settled.args  # the late answer has now reached the window
            assert isinstance(result, Delivery) and isinstance(result.outcome, Created)

            assert window.results.title.text() == "Stopped waiting"
            assert window.results.advice.text().startswith(
                "You stopped waiting for the answer. The request had already been sent: "
                "plant 44 may or may not have been created."
            )
            assert typed(window) == ["44", "Fern", ""]  # put back, and not cleared again
        finally:
            release.set()  # a failed test does not leave the server holding
            window.close()
    # The journal keeps what really happened, for the history to show.
    [entry] = history.entries()
    assert (entry.state, entry.outcome) == (EntryState.DONE, "created")
