"""Plants in the outbox for an address: each goes with the profile it was sent from (an
older one, or one whose profile is gone, with the token of a server at that address),
named as the rest of the window names that address, and told in words that say what the
user can do when no server here has it any more."""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

from keyring.backends import null
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_on_server import type_plant

from plantstore_gui.app import build_window
from plantstore_gui.core.draft import draft_path
from plantstore_gui.core.journal import EntryState, History, NewEntry
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.history_table import SERVER_COLUMN
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.outbox_view import OutboxView
from plantstore_gui.ui.servers import Servers


def left_waiting(history: History, base_url: str, server_name: str, ids: range) -> list[int]:
    """Plants a batch left in the outbox when the app quit, recorded under `server_name`."""
    entries = [
        NewEntry(server_name, base_url, str(i), f"Plant {i}", False, plant_body(i)) for i in ids
    ]
    waiting = history.add_many(entries)
    history.move(
        waiting, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="interrupted"
    )
    return waiting


def plant_body(plant_id: int) -> bytes:
    return f'{{"id":{plant_id},"name":"Plant {plant_id}"}}'.encode()


def start(qtbot: QtBot, history: History, servers: Servers) -> MainWindow:
    window = build_window(
        servers, history, draft_path=draft_path(), settings=Settings(auto_send_outbox=False)
    )
    qtbot.addWidget(window)
    window.show()
    return window


def open_outbox(qtbot: QtBot, window: MainWindow, rows: int) -> OutboxView:
    window.show_outbox()
    view = window.outbox_view
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == rows, timeout=5000)
    return view


def test_plants_left_by_a_session_server_go_with_the_token_of_the_saved_one_at_its_address(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    """The tour: --base-url made a server for one session, its batch was stopped and the app
    quit; at the next start only the saved "Shop" has that address, and no keyring."""
    left_waiting(history, sandbox.base_url, "127.0.0.1", range(1, 4))
    shop = Profile(name="Shop", base_url=sandbox.base_url)
    book = ProfileBook(profiles=(shop,))
    servers = Servers(ProfileStore(profiles_path()), book, TokenVault(null.Keyring(), timeout=2))
    servers.select(shop.id)
    window = start(qtbot, history, servers)
    qtbot.waitUntil(lambda: window.outbox.count == 3, timeout=5000)
    view = open_outbox(qtbot, window, 3)
    # Named as the window names that address (its title, the history), and told how to
    # give it a token: there is no "127.0.0.1" to choose any more.
    assert window.windowTitle().startswith("Shop")
    assert {view.model.text(row, 1) for row in range(3)} == {"Shop"}
    why = view.model.text(0, 4)
    assert why == (
        "No token is known for Shop: type its token in Manage servers, or choose that server, "
        "type it in the main window and press Enter; then send again."
    )
    qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)
    assert view.status.text() == f"Nothing could be sent. {why}"
    assert view.why.isVisible() and view.why.text() == why  # in full, not cut with "…"
    assert sandbox.request_count == 0

    # The token typed in the main window, with Enter, is Shop's, though no plant is in the
    # form: Send now sends the plants that waited for that address.
    qtbot.waitUntil(window.token_box.isVisible, timeout=5000)
    window.token_field.edit.setFocus()
    qtbot.keyClicks(window.token_field.edit, sandbox.token)
    qtbot.keyClick(window.token_field.edit, Qt.Key.Key_Return)
    # Enter took the token; with no plant typed it sends nothing and shows no red error.
    assert not any(field.message.text().startswith("⚠") for field in window.form.fields)
    assert window.focusWidget() is window.form.id_field.edit
    qtbot.waitUntil(lambda: view.model.items != [] and view.model.items[0].can_send, timeout=5000)
    qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=10000)
    assert sandbox.request_count == 3
    said = "Sent 3 plants: 3 created. See the history. The outbox is empty."
    qtbot.waitUntil(lambda: view.status.text() == said, timeout=5000)
    assert view.model.rowCount() == 0
    window.close()


def test_a_server_at_the_same_address_without_a_token_hides_none_that_has_one(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    left_waiting(history, sandbox.base_url, "Shop", range(1, 3))
    shop = Profile(name="Shop", base_url=sandbox.base_url)
    store = ProfileStore(profiles_path())
    servers = Servers(store, ProfileBook(profiles=(shop,)), TokenVault(MemoryKeyring()))
    servers.set_token(shop.id, sandbox.token)
    session = Profile(name="127.0.0.1", base_url=sandbox.base_url)
    servers.add_temporary(session, None)  # this session's, no token typed for it yet
    servers.select(session.id)
    assert servers.targets().token_for("", sandbox.base_url) == sandbox.token
    window = start(qtbot, history, servers)
    view = open_outbox(qtbot, window, 2)
    assert all(item.can_send for item in view.model.items)
    qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=10000)
    assert sandbox.request_count == 2
    window.close()


def test_no_server_here_at_the_address_says_what_can_be_done(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    gone = "http://127.0.0.1:9/shop"
    left_waiting(history, gone, "127.0.0.1", range(1, 2))
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    session = Profile(name="Sandbox", base_url=sandbox.base_url)
    servers.add_temporary(session, sandbox.token)
    servers.select(session.id)
    window = start(qtbot, history, servers)
    view = open_outbox(qtbot, window, 1)
    assert view.model.text(0, 1) == "127.0.0.1:9/shop"  # by its address: no server has it
    assert view.model.text(0, 4) == (
        "No server here has the address 127.0.0.1:9/shop any more. Add a server with that "
        "address and its token in Manage servers, then send again; or remove the plant from "
        "the outbox."
    )
    window.close()


def test_one_name_for_one_address_in_the_title_the_history_the_outbox_and_a_batch(
    qtbot: QtBot, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """A session on 127.0.0.1 (--base-url) beside a saved "Shop" at the same address:
    everything in the window calls that address by the name of the server in use."""
    left_waiting(history, sandbox.base_url, "Shop", range(1, 2))
    shop = Profile(name="Shop", base_url=sandbox.base_url)
    store = ProfileStore(profiles_path())
    servers = Servers(store, ProfileBook(profiles=(shop,)), TokenVault(MemoryKeyring()))
    session = Profile(name="127.0.0.1", base_url=sandbox.base_url)
    servers.add_temporary(session, sandbox.token)
    servers.select(session.id)
    window = start(qtbot, history, servers)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    view = open_outbox(qtbot, window, 1)
    sheet = tmp_path / "plants.csv"
    with sheet.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows([["id", "name"], ["5", "Fern"]])
    window.open_sheet(sheet)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    assert window.windowTitle().startswith("127.0.0.1")
    assert panel.model.text(0, SERVER_COLUMN) == "127.0.0.1"
    assert view.model.text(0, 1) == "127.0.0.1"
    assert batch.source.text() == "plants.csv → 127.0.0.1"
    # Another server chosen: that address is the saved server's, everywhere at once.
    servers.select(shop.id)
    qtbot.waitUntil(lambda: view.model.text(0, 1) == "Shop", timeout=5000)
    assert panel.model.text(0, SERVER_COLUMN) == "Shop"
    assert window.windowTitle().startswith("Shop")
    batch.close()
    window.close()


def send_now(qtbot: QtBot, window: MainWindow, view: OutboxView) -> None:
    qtbot.waitUntil(view.send_button.isEnabled, timeout=5000)
    with qtbot.waitSignal(window.journeys.outbox_sent, timeout=10_000):
        qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)


def test_a_waiting_plant_goes_with_the_token_of_the_profile_it_was_sent_from(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    """Two clerks' profiles at one address: a plant refused under "Temp"'s token waits,
    and with "Clerk" in use it is sent again with Temp's token, never with Clerk's. Once
    Temp's token is right it goes, as Temp's; a renamed profile is still the one."""
    temp = Profile(name="Temp", base_url=sandbox.base_url)
    clerk = Profile(name="Clerk", base_url=sandbox.base_url)
    store = ProfileStore(profiles_path())
    servers = Servers(store, ProfileBook(profiles=(temp, clerk)), TokenVault(MemoryKeyring()))
    servers.set_token(temp.id, "not-the-token")
    servers.set_token(clerk.id, sandbox.token)
    servers.select(temp.id)
    window = start(qtbot, history, servers)
    type_plant(qtbot, window, "102", "Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=10_000):
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.outbox.count == 1, timeout=5000)
    assert sandbox.request_count == 1 and sandbox.plants() == {}

    servers.select(clerk.id)
    view = open_outbox(qtbot, window, 1)
    assert view.model.items[0].can_send
    send_now(qtbot, window, view)
    assert sandbox.request_count == 2
    assert sandbox.plants() == {}  # refused again: Temp's token went, not Clerk's
    assert window.outbox.count == 1

    servers.save(replace(temp, name="Temp (Maria)"))
    servers.set_token(temp.id, sandbox.token)
    send_now(qtbot, window, view)
    qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=5000)
    assert set(sandbox.plants()) == {102}
    (entry,) = [e for e in history.entries() if e.outcome == "created"]
    assert entry.profile_id == temp.id
    window.close()


def test_a_plant_whose_profile_is_gone_goes_with_the_profile_in_use_at_its_address(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    """Its profile deleted, a plant goes only with the profile the user has in use at that
    address, not with any other there; meanwhile the outbox says what to do."""
    gone = Profile(name="Expired", base_url=sandbox.base_url)
    entries = [NewEntry("Expired", sandbox.base_url, "7", "Fern", False, plant_body(7))]
    waiting = history.add_many([replace(entries[0], profile_id=gone.id)])
    history.move(waiting, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="")
    clerk = Profile(name="Clerk", base_url=sandbox.base_url)
    other = Profile(name="Elsewhere", base_url="http://127.0.0.1:9")
    store = ProfileStore(profiles_path())
    servers = Servers(store, ProfileBook(profiles=(clerk, other)), TokenVault(MemoryKeyring()))
    servers.set_token(clerk.id, sandbox.token)
    servers.set_token(other.id, "other-token")
    servers.select(other.id)
    window = start(qtbot, history, servers)
    view = open_outbox(qtbot, window, 1)
    assert not view.model.items[0].can_send
    assert view.model.text(0, 4) == (
        f"The profile “Expired” it was sent from is gone. Choose the profile at "
        f"{sandbox.base_url.removeprefix('http://')} that should send it, then send it again; or "
        "remove the plant from the outbox."
    )
    servers.select(clerk.id)
    qtbot.waitUntil(lambda: view.model.items[0].can_send, timeout=5000)
    send_now(qtbot, window, view)
    assert set(sandbox.plants()) == {7}
    window.close()
