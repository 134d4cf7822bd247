"""Nothing lost: the outbox, recovery after a crash, and the draft."""

from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from plantstore_gui.core.draft import draft_path
from plantstore_gui.core.history import EntryState, History, NewEntry
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import outbox as outbox_module
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers
from plantstore_gui.ui.worker import PlantSender

TOKEN = "journal-test-token"


def free_port() -> int:
    with SandboxServer(TOKEN) as probe:
        return probe.port


def start(
    qtbot: QtBot, base_url: str, history: History, *, automatic: bool, token: str = TOKEN
) -> MainWindow:
    from plantstore_gui.core.settings import Settings

    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=base_url)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = MainWindow(
        servers,
        PlantSender(history),
        history,
        draft_path=draft_path(),
        settings=Settings(auto_send_outbox=automatic),
    )
    qtbot.addWidget(window)
    window.show()
    return window


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str) -> None:
    window.form.id_field.edit.setText(plant_id)
    window.form.name_field.edit.setText(name)
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window._sender.busy, timeout=5000)


def test_an_unreachable_server_keeps_the_plant_in_the_outbox_until_it_is_back(
    qtbot: QtBot, history: History
) -> None:
    port = free_port()
    window = start(qtbot, f"http://127.0.0.1:{port}", history, automatic=False)
    send(qtbot, window, "1", "Patient fern")
    assert window.results.title.text() == "Plant 1 is waiting in the outbox"
    qtbot.waitUntil(lambda: window.outbox_button.isVisible())
    assert window.outbox_button.text() == "Outbox: 1 waiting — send now"
    assert [field.edit.text() for field in window.form.fields] == ["1", "Patient fern", ""]

    with SandboxServer(TOKEN, port=port) as server:
        qtbot.mouseClick(window.outbox_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.outbox_button.isVisible(), timeout=5000)
        assert server.plants() == {1: {"name": "Patient fern"}}
    [entry] = history.entries()
    assert entry.state is EntryState.DONE and entry.outcome == "created"
    window.close()


def test_the_outbox_is_sent_on_its_own_with_growing_pauses(
    qtbot: QtBot, history: History, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(outbox_module, "FIRST_PAUSE_MS", 50)
    port = free_port()
    window = start(qtbot, f"http://127.0.0.1:{port}", history, automatic=True)
    send(qtbot, window, "2", "Ivy")
    qtbot.waitUntil(lambda: window.outbox._pause_ms >= 200, timeout=5000)  # retried, backed off
    with SandboxServer(TOKEN, port=port) as server:
        qtbot.waitUntil(lambda: server.plants() == {2: {"name": "Ivy"}}, timeout=10000)
        qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=5000)
    window.close()


def test_after_a_crash_unsent_plants_are_sent_and_uncertain_ones_flagged_not_resent(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    # The journal as a killed app leaves it: one plant written but never sent, one
    # handed to the network when the app died.
    def entry(plant_id: str) -> NewEntry:
        body = f'{{"id":{plant_id},"name":"Plant {plant_id}"}}'.encode()
        return NewEntry("Shop", sandbox.base_url, plant_id, f"Plant {plant_id}", False, body)

    [never_sent] = history.add_many([entry("10")], state=EntryState.PENDING)
    [maybe_sent] = history.add_many([entry("11")], state=EntryState.SENDING)

    window = start(qtbot, sandbox.base_url, history, automatic=True, token=sandbox.token)
    qtbot.waitUntil(lambda: sandbox.plants() == {10: {"name": "Plant 10"}}, timeout=5000)
    assert window.notice.isVisible()
    assert "1 plant(s) may or may not have been created" in window.notice.text.text()
    flagged = history.get(maybe_sent)
    assert flagged is not None and flagged.state is EntryState.UNKNOWN
    assert sandbox.request_count == 1  # plant 11 was never sent again on its own
    sent = history.get(never_sent)
    assert sent is not None and sent.state is EntryState.DONE

    # The history shows what needs checking; the user marks it checked.
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    shown = panel.model.entry(0)
    assert shown is not None and shown.id == maybe_sent
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.checked, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 0, timeout=5000)
    checked = history.get(maybe_sent)
    assert checked is not None and checked.state is EntryState.DONE
    window.close()


def test_what_was_typed_is_back_after_a_crash(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    window = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    qtbot.keyClicks(window.form.id_field.edit, "77")
    qtbot.keyClicks(window.form.name_field.edit, "Half-typed monstera")
    window.mode_tabs.setCurrentWidget(window.raw_editor)
    window.raw_editor.editor.setPlainText('{"id": "x"}')
    assert window.draft is not None
    qtbot.waitUntil(lambda: not window.draft.busy, timeout=5000)
    # No close: a crash. The next start finds the draft.
    again = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    assert again.form.id_field.edit.text() == "77"
    assert again.form.name_field.edit.text() == "Half-typed monstera"
    assert again.raw_editor.editor.toPlainText() == '{"id": "x"}'
    window.close()
    again.close()


def test_a_sent_plant_leaves_no_draft_behind(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    window = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    send(qtbot, window, "5", "Done fern")
    assert window.results.title.text() == "Plant 5 created"
    window.close()  # closing saves the draft at once
    again = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    assert [field.edit.text() for field in again.form.fields] == ["", "", ""]
    again.close()
    assert Path(draft_path()).exists()
