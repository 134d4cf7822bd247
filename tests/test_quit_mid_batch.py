"""Closing the main window while a batch sends: it asks, and a stop leaves nothing half-sent."""

import csv
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import EntryState, History, HistoryFilter
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import ask
from plantstore_gui.ui.servers import Servers

ROWS = 400


@pytest.fixture
def slow_sandbox() -> "SandboxServer":
    with SandboxServer("quit-token", response_delay=0.01) as server:
        yield server  # type: ignore[misc]


def test_quitting_mid_batch_asks_and_stopping_leaves_no_plant_sending(
    qtbot: QtBot,
    tmp_path: Path,
    history: History,
    slow_sandbox: SandboxServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sheet = tmp_path / "plants.csv"
    with sheet.open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name"])
        writer.writerows([i, f"Plant {i}"] for i in range(1, ROWS + 1))
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=slow_sandbox.base_url)
    servers.add_temporary(profile, slow_sandbox.token)
    servers.select(profile.id)
    window = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(window)
    window.show()
    window.open_sheet(sheet)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.send_button.isEnabled(), timeout=5000)
    batch.send_button.click()
    qtbot.waitUntil(lambda: slow_sandbox.request_count >= 20, timeout=10000)

    answers = [False, True]  # first "Keep sending", then "Stop and quit"
    monkeypatch.setattr(ask, "stop_batch", lambda _parent, **_kw: answers.pop(0))
    assert not window.close()  # kept sending: the window stays
    assert window.isVisible() and batch.running
    assert window.close()
    assert answers == []

    entries = history.entries(HistoryFilter(limit=ROWS * 2))
    states = {e.state for e in entries}
    assert EntryState.SENDING not in states and EntryState.NEW not in states
    created = set(slow_sandbox.plants())
    assert 20 <= len(created) < ROWS
    for entry in entries:
        if entry.state is EntryState.DONE:
            assert entry.outcome == "created" and int(entry.plant_id) in created
        else:  # never sent: waiting in the outbox for the next start
            assert entry.state is EntryState.WAITING and int(entry.plant_id) not in created
    assert len({int(e.plant_id) for e in entries}) == ROWS
    window.journeys.shutdown()


def test_quitting_while_the_outbox_sends_stops_after_the_plant_in_flight(
    qtbot: QtBot, history: History, slow_sandbox: SandboxServer
) -> None:
    from plantstore_gui.core.journal import NewEntry

    count = 200
    ids = history.add_many(
        [
            NewEntry("Shop", slow_sandbox.base_url, str(i), f"Plant {i}", False,
                     f'{{"id":{i},"name":"Plant {i}"}}'.encode())
            for i in range(1, count + 1)
        ]
    )  # fmt: skip
    history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="unreachable")
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=slow_sandbox.base_url)
    servers.add_temporary(profile, slow_sandbox.token)
    servers.select(profile.id)
    window = build_window(servers, history, settings=Settings(auto_send_outbox=True))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: slow_sandbox.request_count >= 5, timeout=10000)
    assert window.close()
    # The quit did not wait for the whole outbox, and left no plant half-sent.
    sent = slow_sandbox.request_count
    assert sent < count
    entries = history.entries(HistoryFilter(limit=count))
    states = {(e.state, e.outcome) for e in entries}
    assert states <= {(EntryState.DONE, "created"), (EntryState.WAITING, "")}
    created = [e for e in entries if e.state is EntryState.DONE]
    assert len(created) == len(slow_sandbox.plants()) == sent
