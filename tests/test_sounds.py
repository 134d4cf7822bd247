"""A clerk who is not looking hears what happened: one sound per outcome, the right one.

The window is driven as a clerk drives it, against the real sandbox and small faulty
servers on loopback; the sound output is a recorder (the sound theme's name of each
sound played, in order). The desktop's own output, libcanberra, is called for real.
"""

from __future__ import annotations

import csv
import ctypes.util
import os
import threading
from pathlib import Path

import httpx
import pytest
from conftest import wait_until
from faulty_server import ClosedPort, Serve, close_at_once
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot
from recording_sounds import RecordingSounds
from window_on_server import press_enter, type_plant

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import EntryState, History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings, load_settings
from plantstore_gui.core.sounds import Sound
from plantstore_gui.desktop_sound import LIBRARY, DesktopSound
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import ask
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers
from plantstore_gui.ui.sounds import Sounds
from plantstore_gui.ui.tasks import Tasks

TOKEN = "sounds-token"
CREATED, NOT_CREATED, QUEUED = "complete", "dialog-error", "message"
ASKED, BATCH_DONE = "window-question", "message-new-instant"


def open_window(
    qtbot: QtBot,
    base_url: str,
    token: str,
    history: History | None,
    sounds: RecordingSounds,
    settings: Settings | None = None,
    settings_file: Path | None = None,
) -> MainWindow:
    """The window on one server, playing its sounds into `sounds`; the outbox is sent
    only when the test says so."""
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=base_url)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = build_window(
        servers,
        history,
        settings=settings or Settings(auto_send_outbox=False),
        settings_file=settings_file,
        sound_output=sounds,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


def quiet(qtbot: QtBot, window: MainWindow) -> None:
    """Every plant has its answer and every sound asked for has been played."""
    qtbot.waitUntil(lambda: not window.journeys.busy and not window.tasks.busy, timeout=15000)


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str, title: str) -> None:
    """Type a plant, press Enter, and wait until the Result tab says `title`."""
    type_plant(qtbot, window, plant_id, name)
    press_enter(qtbot)
    qtbot.waitUntil(lambda: window.results.title.text() == title, timeout=10000)
    quiet(qtbot, window)


def create_elsewhere(server: SandboxServer, plant_id: int) -> None:
    """Another till created this plant: the server has it, this app's history does not."""
    headers = {"Authorization": f"Bearer {server.token}"}
    body = {"id": plant_id, "name": "Made elsewhere"}
    assert httpx.post(f"{server.base_url}/plants", json=body, headers=headers).status_code == 200


def sounds_action(window: MainWindow) -> QAction:
    """View ▸ Sounds."""
    _file, view, _help = window.menus
    return next(action for action in view.actions() if action.text() == "S&ounds")


# --- the form ---------------------------------------------------------------------------


def test_a_plant_created_and_a_plant_refused_are_heard_once_each(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    create_elsewhere(sandbox, 2)
    heard = RecordingSounds()
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history, heard)
    send(qtbot, window, "1", "Fern", "Plant 1 created")
    assert heard.names == [CREATED]
    send(qtbot, window, "2", "Basil", "The server did not accept plant 2")  # a 400
    assert heard.names == [CREATED, NOT_CREATED]
    for field in window.form.fields:  # plant 2 was put back: the clerk starts again
        field.edit.clear()
    type_plant(qtbot, window, "", "No id")  # the form says what is missing; nothing is sent
    press_enter(qtbot)
    quiet(qtbot, window)
    assert heard.names == [CREATED, NOT_CREATED]
    assert "MainThread" not in heard.threads  # played off the GUI thread
    window.close()


def test_a_plant_typed_again_is_heard_as_a_question_then_as_what_the_server_said(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history, heard)
    send(qtbot, window, "7", "Fern", "Plant 7 created")
    type_plant(qtbot, window, "7", "Fern")  # created here before: asked, not sent
    press_enter(qtbot)
    qtbot.waitUntil(lambda: len(heard.names) == 2, timeout=10000)
    quiet(qtbot, window)
    assert heard.names == [CREATED, ASKED]
    press_enter(qtbot)  # sent anyway: the server says it has it
    qtbot.waitUntil(lambda: len(heard.names) == 3, timeout=10000)
    quiet(qtbot, window)
    assert heard.names == [CREATED, ASKED, NOT_CREATED]
    window.close()


def test_a_plant_whose_answer_never_came_is_heard_as_not_created(
    qtbot: QtBot, history: History, serve: Serve
) -> None:
    server = serve(close_at_once)  # reads the plant, then hangs up without an answer
    heard = RecordingSounds()
    window = open_window(qtbot, server.base_url, TOKEN, history, heard)
    type_plant(qtbot, window, "3", "Moss")
    press_enter(qtbot)
    qtbot.waitUntil(lambda: len(server.requests) == 1, timeout=5000)
    quiet(qtbot, window)
    [entry] = history.entries()
    assert entry.state is EntryState.CHECKING  # it may have arrived: the clerk must look
    assert heard.names == [NOT_CREATED]
    window.close()


def test_a_re_send_that_asks_first_is_heard_as_it_asks(
    qtbot: QtBot, sandbox: SandboxServer, history: History, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history, heard)
    send(qtbot, window, "7", "Sage", "Plant 7 created")
    heard_when_asked: list[list[str]] = []

    def confirm(*_args: object, **_kwargs: object) -> bool:
        # The question's sound is on its way before the question waits for the clerk.
        wait_until(lambda: ASKED in heard.names)
        heard_when_asked.append(heard.names)
        return True

    monkeypatch.setattr(ask, "confirm", confirm)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(heard_when_asked), timeout=5000)
    quiet(qtbot, window)
    assert heard_when_asked == [[CREATED, ASKED]]
    assert heard.names == [CREATED, ASKED, NOT_CREATED]  # sent again: the server has it
    window.close()


# --- the outbox -------------------------------------------------------------------------


def test_plants_queued_while_the_server_is_down_are_heard_each_and_their_run_once(
    qtbot: QtBot, history: History, closed_port: ClosedPort
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, closed_port.base_url, TOKEN, history, heard)
    for plant_id in ("1", "2", "3"):
        title = f"Plant {plant_id} is waiting in the outbox"
        send(qtbot, window, plant_id, f"Fern {plant_id}", title)
    assert heard.names == [QUEUED] * 3
    with qtbot.waitSignal(window.journeys.outbox_sent, timeout=10000):
        window.outbox.send_now()  # the server is still down: nothing left, nothing to hear
    quiet(qtbot, window)
    assert heard.names == [QUEUED] * 3
    with SandboxServer(TOKEN, port=closed_port.port) as server:
        with qtbot.waitSignal(window.journeys.outbox_sent, timeout=10000):
            window.outbox.send_now()
        quiet(qtbot, window)
        assert sorted(server.plants()) == [1, 2, 3]
    assert heard.names == [QUEUED] * 3 + [CREATED]  # one sound for the run
    window.close()


def test_an_outbox_run_with_a_plant_refused_is_heard_once_as_not_created(
    qtbot: QtBot, history: History, closed_port: ClosedPort
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, closed_port.base_url, TOKEN, history, heard)
    for plant_id in ("5", "6"):
        title = f"Plant {plant_id} is waiting in the outbox"
        send(qtbot, window, plant_id, f"Fern {plant_id}", title)
    with SandboxServer(TOKEN, port=closed_port.port) as server:
        create_elsewhere(server, 6)
        with qtbot.waitSignal(window.journeys.outbox_sent, timeout=10000):
            window.outbox.send_now()
        quiet(qtbot, window)
    assert heard.names == [QUEUED, QUEUED, NOT_CREATED]
    window.close()


# --- batches ----------------------------------------------------------------------------


def open_sheet(qtbot: QtBot, window: MainWindow, path: Path, rows: range) -> BatchWindow:
    """Write `rows` as plants to a sheet and open it in a batch window."""
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows([str(i), f"Plant {i}", ""] for i in rows)
    before = window.batch_window
    window.open_sheet(path)
    qtbot.waitUntil(lambda: window.batch_window not in (None, before), timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.send_button.isEnabled(), timeout=5000)
    return batch


def send_batch(qtbot: QtBot, window: MainWindow, batch: BatchWindow) -> None:
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.settled, timeout=20000)
    quiet(qtbot, window)


def test_a_batch_is_heard_once_when_it_ends_not_per_row(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history, heard)
    batch = open_sheet(qtbot, window, tmp_path / "plants.csv", range(1, 41))
    send_batch(qtbot, window, batch)
    assert len(sandbox.plants()) == 40
    assert heard.names == [BATCH_DONE]
    create_elsewhere(sandbox, 45)
    batch = open_sheet(qtbot, window, tmp_path / "more.csv", range(41, 51))
    send_batch(qtbot, window, batch)
    assert heard.names == [BATCH_DONE, NOT_CREATED]  # one row came back refused
    window.close()


def test_a_batch_that_stops_on_its_own_is_heard_and_one_the_clerk_stops_is_not(
    qtbot: QtBot, history: History, tmp_path: Path, closed_port: ClosedPort
) -> None:
    heard = RecordingSounds()
    window = open_window(qtbot, closed_port.base_url, TOKEN, history, heard)
    batch = open_sheet(qtbot, window, tmp_path / "plants.csv", range(1, 11))
    send_batch(qtbot, window, batch)  # the server cannot be reached: the batch stops
    assert heard.names == [NOT_CREATED]
    window.close()
    with SandboxServer(TOKEN, response_delay=0.2) as slow:
        heard = RecordingSounds()
        window = open_window(qtbot, slow.base_url, TOKEN, history, heard)
        batch = open_sheet(qtbot, window, tmp_path / "slow.csv", range(100, 200))
        qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: slow.request_count >= 1, timeout=10000)
        qtbot.mouseClick(batch.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: batch.settled, timeout=20000)
        quiet(qtbot, window)
        assert len(slow.plants()) < 100
        assert heard.names == []  # the clerk is at the screen: they pressed Cancel
        window.close()


# --- View ▸ Sounds ----------------------------------------------------------------------


def test_sounds_turned_off_are_not_heard_and_stay_off_after_a_restart(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    settings_file = tmp_path / "settings.json"
    heard = RecordingSounds()
    window = open_window(qtbot, sandbox.base_url, sandbox.token, None, heard, None, settings_file)
    action = sounds_action(window)
    assert action.isCheckable() and action.isChecked()
    action.trigger()  # View ▸ Sounds: off
    qtbot.waitUntil(lambda: not load_settings(settings_file).sounds, timeout=5000)
    send(qtbot, window, "1", "Fern", "Plant 1 created")
    assert heard.names == []
    window.close()

    heard = RecordingSounds()  # the next start
    settings = load_settings(settings_file)
    window = open_window(
        qtbot, sandbox.base_url, sandbox.token, None, heard, settings, settings_file
    )
    action = sounds_action(window)
    assert not action.isChecked()
    send(qtbot, window, "2", "Basil", "Plant 2 created")
    assert heard.names == []
    action.trigger()  # on again
    send(qtbot, window, "3", "Sage", "Plant 3 created")
    assert heard.names == [CREATED]
    qtbot.waitUntil(lambda: load_settings(settings_file).sounds, timeout=5000)
    window.close()


def test_a_sound_service_that_hangs_holds_up_neither_the_window_nor_its_reads(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    held = threading.Event()
    heard = RecordingSounds(held=held)
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history, heard)
    for plant_id in ("1", "2", "3"):
        type_plant(qtbot, window, plant_id, f"Fern {plant_id}")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
    assert window.results.title.text() == "Plant 3 created"
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 3, timeout=10000)  # read meanwhile
    assert heard.names == []  # the first sound is still being played
    held.set()
    quiet(qtbot, window)
    assert heard.names == [CREATED] * 3
    window.close()


# --- the desktop's own sounds -----------------------------------------------------------


@pytest.fixture
def canberra() -> None:
    if ctypes.util.find_library("canberra") is not None:
        return
    reason = "libcanberra is not installed (Debian: libcanberra0)"
    if os.environ.get("PLANTSTORE_REQUIRE_SYSTEM_TESTS") == "1":
        pytest.fail(f"{reason} (PLANTSTORE_REQUIRE_SYSTEM_TESTS=1)", pytrace=False)
    pytest.skip(reason)


def test_the_desktop_sounds_are_played_without_error_where_no_sound_server_runs(
    qtbot: QtBot, canberra: None
) -> None:
    output = DesktopSound()
    assert output.play(Sound.CREATED.value) in (True, False)  # no server: False, no error
    heard = output.play(Sound.NOT_CREATED.value)
    tasks = Tasks()
    rung: list[str] = []
    sounds = Sounds(output, tasks, enabled=True, bell=lambda: rung.append("bell"))
    for sound in Sound:
        sounds.play(sound)
    qtbot.waitUntil(lambda: not tasks.busy, timeout=10000)
    # Where nothing is heard, what needs the clerk's eyes rings the bell: a failure and a
    # question, not a created plant, a plant in the outbox or a batch done.
    assert rung == ([] if heard else ["bell", "bell"])
    assert tasks.shutdown(5)


def test_without_libcanberra_only_what_needs_the_clerk_rings_the_bell(qtbot: QtBot) -> None:
    assert LIBRARY == "libcanberra.so.0"
    output = DesktopSound("libcanberra-not-installed.so.0")
    tasks = Tasks()
    rung: list[Sound] = []
    sounds = Sounds(output, tasks, enabled=True, bell=lambda: rung.append(Sound.NOT_CREATED))
    sounds.play(Sound.CREATED)
    sounds.play(Sound.NOT_CREATED)
    qtbot.waitUntil(lambda: not tasks.busy and bool(rung), timeout=10000)
    assert rung == [Sound.NOT_CREATED]
    assert tasks.shutdown(5)
