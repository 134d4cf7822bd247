"""A plant the clerk confirmed is never silently dropped, nor sent again under a new key.

Driven through the real window on a real server: Enter while the previous plant is
still in flight queues the new one behind it; Esc once a request left, then Enter,
asks first and sends the same entry under its first key; a plant typed while the outbox
sends does not wait for the whole outbox.
"""

import json
from collections import defaultdict

from conftest import Asked
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant, typed

from plantstore_gui.core.journal import EntryState, History, NewEntry
from plantstore_gui.core.journey import OutboxReport
from plantstore_gui.sandbox import SandboxServer

TOKEN = "queued-token"


def plant_body(plant_id: int) -> bytes:
    return json.dumps({"id": plant_id, "name": f"Fern {plant_id}"}).encode()


def keys_by_plant(server: SandboxServer) -> dict[int, list[str]]:
    keys: dict[int, list[str]] = defaultdict(list)
    for key, body in server.received():
        keys[json.loads(body)["id"]].append(key)
    return keys


def test_enter_while_a_plant_is_in_flight_queues_the_next_and_sends_both(
    qtbot: QtBot, history: History
) -> None:
    with SandboxServer(TOKEN, response_delay=0.5) as server:
        window = open_window(qtbot, server.base_url, TOKEN, history)
        type_plant(qtbot, window, "2", "Basil")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: server.request_count >= 1, timeout=5000)
        type_plant(qtbot, window, "3", "Sage")
        press_enter(qtbot)  # plant 2 is still waiting for its answer
        assert typed(window) == ["", "", ""]  # taken: the form is ready for plant 4
        assert window.results.title.text() == "Plant 3 is queued"
        assert "plant 2" in window.results.advice.text()
        assert window.journeys.queued == 1
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
        assert window.results.title.text() == "Plant 3 created"
        assert sorted(server.plants()) == [2, 3]
        assert all(len(keys) == 1 for keys in keys_by_plant(server).values())
        window.close()


def test_esc_after_the_request_left_then_enter_asks_and_reuses_the_key(
    qtbot: QtBot, history: History, answer: "type[Asked]"
) -> None:
    with SandboxServer(TOKEN, response_delay=1.0) as server:
        window = open_window(qtbot, server.base_url, TOKEN, history)
        type_plant(qtbot, window, "8", "Mint")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: server.request_count >= 1, timeout=5000)
        window.cancel()  # Esc: stop waiting; the request has left
        assert typed(window) == ["8", "Mint", ""]  # what was typed is back in the form
        qtbot.waitUntil(lambda: not window.tasks.busy, timeout=10000)
        asked = answer(True)  # type: ignore[operator]
        press_enter(qtbot)  # the same plant again, from the form
        qtbot.waitUntil(lambda: asked.answers == [], timeout=5000)
        _title, text, _verb = asked.questions[0]
        assert "may already have been created" in text
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
        keys = keys_by_plant(server)[8]
        assert len(keys) == 2 and keys[0] == keys[1], "sent again under a new key"
        assert [e.plant_id for e in history.entries()] == ["8"]
        window.close()


def test_a_plant_typed_while_the_outbox_sends_goes_before_the_rest_of_it(
    qtbot: QtBot, history: History
) -> None:
    """The clerk's plant does not wait for a long outbox run: the run gives way to it and
    goes on after it; every plant is created once, and the run reports all it sent."""
    with SandboxServer(TOKEN, response_delay=0.02) as server:
        waiting = history.add_many(
            [
                NewEntry("Shop", server.base_url, str(i), f"Fern {i}", False, plant_body(i))
                for i in range(100, 140)
            ]
        )
        history.move(waiting, EntryState.WAITING, frozenset({EntryState.NEW}))
        window = open_window(qtbot, server.base_url, TOKEN, history)
        reports: list[OutboxReport] = []
        window.journeys.outbox_sent.connect(reports.append)
        with qtbot.waitSignal(window.journeys.outbox_delivered, timeout=10000):
            window.outbox.send_now()
        type_plant(qtbot, window, "7", "Basil")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
        assert window.results.title.text() == "Plant 7 created"
        qtbot.waitUntil(lambda: bool(reports), timeout=20000)
        arrived = [json.loads(body)["id"] for _, body in server.received()]
        assert arrived.index(7) < 10, arrived  # not behind the 40 plants of the outbox
        assert sorted(arrived) == [7, *range(100, 140)]  # each once
        assert max(len(r.deliveries) for r in reports) == 40  # one notice for the whole run
        window.close()


def test_the_create_button_queues_a_plant_as_enter_does(qtbot: QtBot, history: History) -> None:
    """A mouse user is not held back while a plant is in flight: Create plant queues."""
    with SandboxServer(TOKEN, response_delay=0.5) as server:
        window = open_window(qtbot, server.base_url, TOKEN, history)
        type_plant(qtbot, window, "4", "Thyme")
        qtbot.mouseClick(window.form.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: server.request_count >= 1, timeout=5000)
        type_plant(qtbot, window, "5", "Dill")
        assert window.form.create_button.isEnabled()
        qtbot.mouseClick(window.form.create_button, Qt.MouseButton.LeftButton)
        assert window.results.title.text() == "Plant 5 is queued"
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
        assert sorted(server.plants()) == [4, 5]
        assert all(len(keys) == 1 for keys in keys_by_plant(server).values())
        window.close()
