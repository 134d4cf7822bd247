"""Nothing lost, nothing sent twice, as the user sees it: the outbox, recovery, the draft."""

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import Asked
from faulty_server import ClosedPort
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window, open_window, parse_args
from plantstore_gui.core.draft import draft_path
from plantstore_gui.core.instance import AlreadyRunning
from plantstore_gui.core.journal import EntryState, History, NewEntry
from plantstore_gui.core.journey import policy
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

TOKEN = "journal-test-token"


def start(
    qtbot: QtBot, base_url: str, history: History, *, automatic: bool, token: str = TOKEN
) -> MainWindow:
    from plantstore_gui.core.settings import Settings

    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=base_url)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = build_window(
        servers,
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
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)


def body(plant_id: str) -> bytes:
    return f'{{"id":{plant_id},"name":"Plant {plant_id}"}}'.encode()


def test_a_plant_for_an_unreachable_server_leaves_the_form_for_the_outbox_and_is_sent_once(
    qtbot: QtBot, history: History, closed_port: ClosedPort
) -> None:
    port = closed_port.port  # refused until the sandbox listens on it, still held
    window = start(qtbot, f"http://127.0.0.1:{port}", history, automatic=False)
    send(qtbot, window, "1", "Patient fern")
    assert window.results.title.text() == "Plant 1 is waiting in the outbox"
    qtbot.waitUntil(lambda: window.outbox_button.isVisible())
    assert window.outbox_button.text() == "Outbox: 1 waiting"
    # The form is ready for the next plant: a second Enter cannot queue plant 1 again.
    assert [field.edit.text() for field in window.form.fields] == ["", "", ""]
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    assert not window.journeys.busy
    assert len(history.entries()) == 1

    with SandboxServer(TOKEN, port=port) as server:
        qtbot.mouseClick(window.outbox_button, Qt.MouseButton.LeftButton)
        view = window.outbox_view
        assert view is not None
        qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=5000)
        qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.outbox_button.isVisible(), timeout=5000)
        assert server.plants() == {1: {"name": "Patient fern"}}
        assert len(server.received()) == 1
    # The result panel, which said "waiting", now says what came of it.
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1 created", timeout=5000)
    [entry] = history.entries()
    assert entry.state is EntryState.DONE and entry.outcome == "created"
    window.close()


def test_the_outbox_is_sent_on_its_own_with_growing_pauses(
    qtbot: QtBot, history: History, closed_port: ClosedPort, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(policy, "FIRST_PAUSE", 0.05)
    port = closed_port.port  # refused until the sandbox listens on it, still held
    window = start(qtbot, f"http://127.0.0.1:{port}", history, automatic=True)
    send(qtbot, window, "2", "Ivy")
    desk, targets = window.journeys.desk, window.servers.targets()

    def backed_off() -> bool:
        due = desk.outbox_schedule(targets).next_run_in
        return due is not None and due >= 0.2

    qtbot.waitUntil(backed_off, timeout=5000)  # retried, and the pause grew
    with SandboxServer(TOKEN, port=port) as server:
        qtbot.waitUntil(lambda: server.plants() == {2: {"name": "Ivy"}}, timeout=10000)
        qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=5000)
        assert len(server.received()) == 1
    window.close()


def test_after_a_crash_unsent_plants_are_sent_and_uncertain_ones_flagged_not_resent(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    # The journal as a killed app leaves it: one plant written but never sent, one
    # handed to the network when the app died.
    def entry(plant_id: str) -> NewEntry:
        return NewEntry(
            "Shop", sandbox.base_url, plant_id, f"Plant {plant_id}", False, body(plant_id)
        )

    [never_sent] = history.add_many([entry("10")], state=EntryState.NEW)
    [maybe_sent] = history.add_many([entry("11")], state=EntryState.SENDING)

    window = start(qtbot, sandbox.base_url, history, automatic=True, token=sandbox.token)
    qtbot.waitUntil(lambda: sandbox.plants() == {10: {"name": "Plant 10"}}, timeout=5000)
    assert window.notice.isVisible()
    assert "1 plant was on its way when the app stopped" in window.notice.text.text()
    flagged = history.get(maybe_sent)
    assert flagged is not None and flagged.state is EntryState.CHECKING
    assert sandbox.request_count == 1  # plant 11 was never sent again on its own
    qtbot.waitUntil(lambda: history.get(never_sent).state is EntryState.DONE)  # type: ignore[union-attr]

    # The history shows what needs checking; the user marks it checked.
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    shown = panel.model.row_at(0)
    assert shown is not None and shown.entry_id == maybe_sent
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.checked, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 0, timeout=5000)
    checked = history.get(maybe_sent)
    assert checked is not None and checked.state is EntryState.DONE
    assert checked.outcome == "checked"
    window.close()


@pytest.mark.parametrize("left", [EntryState.SENDING, EntryState.CHECKING])
def test_the_history_turns_to_needs_checking_only_after_a_crash_and_until_a_plant_is_sent(
    qtbot: QtBot, history: History, sandbox: SandboxServer, left: EntryState
) -> None:
    """A plant left on its way by the last run is shown at once; one flagged in an older
    run is told by the notice, and the history shows everything. A plant sent from the
    form is never hidden behind the filter the app chose."""
    new = NewEntry("Shop", sandbox.base_url, "11", "Plant 11", False, body("11"))
    [entry] = history.add_many([new], state=EntryState.SENDING)
    if left is EntryState.CHECKING:  # flagged by a run before the last one
        history.move([entry], left, frozenset({EntryState.SENDING}))
    window = start(qtbot, sandbox.base_url, history, automatic=True, token=sandbox.token)
    qtbot.waitUntil(window.notice.isVisible, timeout=5000)
    panel = window.history_dock.panel
    chosen = "Needs checking" if left is EntryState.SENDING else "Any status"
    assert panel.status.currentText() == chosen
    send(qtbot, window, "12", "Plant 12")
    assert panel.status.currentText() == "Any status"
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    window.close()


def test_a_5xx_needs_checking_and_resend_asks_first(
    qtbot: QtBot,
    history: History,
    monkeypatch: pytest.MonkeyPatch,
    serve: object,
    answer: Callable[..., Asked],
) -> None:
    from faulty_server import respond

    server = serve(respond(503, b"down for maintenance"))  # type: ignore[operator]
    window = start(qtbot, server.base_url, history, automatic=True)
    send(qtbot, window, "30", "Maybe fern")
    [entry] = history.entries()
    assert entry.state is EntryState.CHECKING
    said = answer(False)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(said.questions), timeout=5000)
    [(_, asked, _)] = said.questions
    assert "may already have been created" in asked
    assert "not known to honour" in asked
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    assert len(server.requests) == 1  # nothing went again
    window.close()


def test_while_re_send_asks_the_result_panel_does_not_say_it_is_sending(
    qtbot: QtBot, history: History, monkeypatch: pytest.MonkeyPatch, serve: object
) -> None:
    from faulty_server import respond

    from plantstore_gui.ui import ask

    server = serve(respond(500, b"lost"))  # type: ignore[operator]
    window = start(qtbot, server.base_url, history, automatic=True)
    send(qtbot, window, "31", "Maybe moss")
    shown_while_asked: list[str] = []

    def decline(*_args: object, **_kwargs: object) -> bool:
        shown_while_asked.append(window.results.title.text())
        return False

    monkeypatch.setattr(ask, "confirm", decline)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(shown_while_asked), timeout=5000)
    assert shown_while_asked == ["Send it again?"]  # not "Sending plant 31…"
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    assert len(server.requests) == 1
    window.close()


def test_a_restored_draft_is_announced_selected_and_replaced_by_typing(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    window = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    qtbot.keyClicks(window.form.id_field.edit, "1001")
    qtbot.keyClicks(window.form.name_field.edit, "Half-typed monstera")
    window.mode_tabs.setCurrentWidget(window.raw_editor)
    window.raw_editor.editor.setPlainText('{"id": "x"}')
    assert window.draft is not None
    qtbot.waitUntil(lambda: not window.draft.busy, timeout=5000)
    # No close: a crash. The next start finds the draft and says so.
    again = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    assert again.draft is not None and again.draft.banner.isVisible()
    assert again.form.name_field.edit.text() == "Half-typed monstera"
    assert again.raw_editor.editor.toPlainText() == '{"id": "x"}'
    assert again.form.id_field.edit.selectedText() == "1001"
    qtbot.keyClicks(again.form.id_field.edit, "1002")  # replaces, never 10011002
    assert again.form.id_field.edit.text() == "1002"
    qtbot.mouseClick(again.draft.banner.discard_button, Qt.MouseButton.LeftButton)
    assert [field.edit.text() for field in again.form.fields] == ["", "", ""]
    assert not again.draft.banner.isVisible()
    window.close()
    again.close()


def test_a_draft_comes_back_only_for_the_server_it_was_typed_for(
    qtbot: QtBot, history: History, sandbox: SandboxServer
) -> None:
    window = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    qtbot.keyClicks(window.form.id_field.edit, "44")
    assert window.draft is not None
    qtbot.waitUntil(lambda: not window.draft.busy, timeout=5000)
    window.close()
    elsewhere = start(qtbot, "http://127.0.0.1:9", history, automatic=False)
    assert elsewhere.form.id_field.edit.text() == ""
    assert elsewhere.draft is not None and not elsewhere.draft.banner.isVisible()
    elsewhere.close()
    back = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    assert back.form.id_field.edit.text() == "44"
    back.close()


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


def test_the_outbox_view_says_why_a_plant_is_stuck_and_can_remove_it(
    qtbot: QtBot,
    history: History,
    sandbox: SandboxServer,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    # A plant waits for a server this session has no token for.
    other = "http://127.0.0.1:9/shop"
    [stuck] = history.add_many([NewEntry("Old shop", other, "60", "Plant 60", False, body("60"))])
    history.move(
        [stuck], EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="unreachable"
    )
    window = start(qtbot, sandbox.base_url, history, automatic=False, token=sandbox.token)
    qtbot.waitUntil(lambda: window.outbox.count == 1, timeout=5000)
    window.show_outbox()
    view = window.outbox_view
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=5000)
    # No server here has its address now: it is named and told by that address.
    assert view.model.text(0, 1) == "127.0.0.1:9/shop"
    told = "No server here has the address 127.0.0.1:9/shop any more."
    assert told in view.model.text(0, 4)  # type: ignore[operator]
    qtbot.mouseClick(view.send_button, Qt.MouseButton.LeftButton)
    assert view.status.text().startswith(f"Nothing could be sent. {told}")
    assert sandbox.request_count == 0

    answer(True)
    qtbot.mouseClick(view.remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.outbox.count == 0, timeout=5000)
    removed = history.get(stuck)
    assert removed is not None and removed.state is EntryState.DONE
    assert removed.outcome == "removed"
    window.close()


def test_a_second_copy_on_the_same_data_folder_sends_nothing(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLANTSTORE_TOKEN", sandbox.token)
    args = parse_args(["--base-url", sandbox.base_url])
    with open_window(args) as first:
        qtbot.addWidget(first)
        with pytest.raises(AlreadyRunning, match="already open for this data folder"):
            with open_window(args):
                pass  # pragma: no cover - never reached
        first.close()
    # Once the first has quit, the folder is free again.
    with open_window(args) as again:
        qtbot.addWidget(again)
        again.close()


def test_a_second_copy_brings_the_first_window_forward_and_it_says_why(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch, app_home: Path
) -> None:
    from plantstore_gui.core.paths import data_dir
    from plantstore_gui.ui.running_copy import channel_name, show_running_copy

    monkeypatch.setenv("PLANTSTORE_TOKEN", sandbox.token)
    args = parse_args(["--base-url", sandbox.base_url])
    with open_window(args) as first:
        qtbot.addWidget(first)
        first.show()
        assert show_running_copy(channel_name(data_dir()))
        qtbot.waitUntil(first.notice.isVisible, timeout=5000)
        assert "This window is the one open for your data" in first.notice.text.text()
        first.close()
    assert not show_running_copy(channel_name(data_dir()))  # nobody listens once it quit
