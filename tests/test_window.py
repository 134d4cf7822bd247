"""The main window as a store clerk uses it: keyboard first, against a real sandbox."""

from collections.abc import Iterator

import pytest
from faulty_server import ClosedPort, Held, Serve, respond
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.endpoint import DEFAULT_TIMEOUT
from plantstore_gui.core.journal import EntryState, History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

SANDBOX_TOKEN = "window-test-token"


def open_window(
    qtbot: QtBot,
    base_url: str,
    token: str | None,
    history: History | None = None,
    *,
    timeout: float = DEFAULT_TIMEOUT,
) -> MainWindow:
    """The window on a temporary profile for base_url, shown and focused; token None: ask.

    With no `history`, the journal is off, as when its folder cannot be written.
    """
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Sandbox", base_url=base_url, timeout=timeout)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


@pytest.fixture
def window(qtbot: QtBot, sandbox: SandboxServer) -> Iterator[MainWindow]:
    window = open_window(qtbot, sandbox.base_url, sandbox.token)
    yield window
    window.close()


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Type as a user would: keys for ASCII, an input method's commit for the rest."""
    edit.setFocus()
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:  # QTest cannot press keys for characters outside Latin-1
        event = QInputMethodEvent()
        event.setCommitString(text)
        QApplication.sendEvent(edit, event)


def fill(qtbot: QtBot, window: MainWindow, plant_id: str, name: str, tag: str = "") -> None:
    type_into(qtbot, window.form.id_field.edit, plant_id)
    type_into(qtbot, window.form.name_field.edit, name)
    type_into(qtbot, window.form.tag_field.edit, tag)


def press_enter(qtbot: QtBot) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Return)


def wait_for_title(qtbot: QtBot, window: MainWindow, title: str) -> None:
    qtbot.waitUntil(lambda: window.results.title.text() == title, timeout=5000)


def test_focus_starts_in_id_and_tab_walks_the_form(qtbot: QtBot, window: MainWindow) -> None:
    form = window.form
    expected: list[QWidget] = [form.name_field.edit, form.tag_field.edit, form.create_button]
    for widget in expected:
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is widget


def test_labels_have_mnemonics_buddies_and_accessible_names(window: MainWindow) -> None:
    edits = [field.edit for field in window.form.fields]
    assert [edit.accessibleName() for edit in edits] == ["Plant id", "Plant name", "Plant tag"]
    from PySide6.QtWidgets import QLabel

    buddies = {label.text(): label.buddy() for label in window.form.findChildren(QLabel)}
    assert buddies["&Id:"] is edits[0]
    assert buddies["&Name:"] is edits[1]
    assert buddies["&Tag:"] is edits[2]


@pytest.mark.parametrize("typed", ["1,234", " 12", "1_000", "١٢", "１２", "1e3", "12.0", "abc"])
def test_id_that_is_not_plain_digits_is_flagged_as_typed(
    qtbot: QtBot, window: MainWindow, typed: str
) -> None:
    type_into(qtbot, window.form.id_field.edit, typed)
    assert window.form.id_field.edit.text() == typed
    assert window.form.id_field.message.text().startswith("⚠ Use digits 0–9 only")


@pytest.mark.parametrize("typed", ["9223372036854775808", "-9223372036854775809", "1" * 25])
def test_out_of_range_id_is_kept_whole_and_shown_invalid(
    qtbot: QtBot, window: MainWindow, typed: str
) -> None:
    type_into(qtbot, window.form.id_field.edit, typed)
    assert window.form.id_field.edit.text() == typed
    assert "must be between -9223372036854775808 and 9223372036854775807" in (
        window.form.id_field.message.text()
    )


def test_hint_returns_when_the_id_is_corrected(qtbot: QtBot, window: MainWindow) -> None:
    edit = window.form.id_field.edit
    type_into(qtbot, edit, "12x")
    assert window.form.id_field.message.text().startswith("⚠")
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert window.form.id_field.message.text() == "A whole number, e.g. 1042."


def test_invalid_form_is_not_sent_and_first_bad_field_gets_focus(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer
) -> None:
    fill(qtbot, window, "7", "   ", "")
    press_enter(qtbot)
    assert QApplication.focusWidget() is window.form.name_field.edit
    assert window.form.name_field.message.text() == "⚠ Enter the plant's name."
    type_into(qtbot, window.form.id_field.edit, "x")
    window.form.tag_field.edit.setFocus()
    press_enter(qtbot)
    assert QApplication.focusWidget() is window.form.id_field.edit
    assert sandbox.request_count == 0
    assert window.results.title.text() == "Ready for the first plant"


def test_enter_creates_the_plant_and_clears_the_form(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer
) -> None:
    fill(qtbot, window, "9223372036854775807", "Monstera deliciosa", "tropical")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 9223372036854775807 created")
    assert sandbox.plants() == {
        9223372036854775807: {"name": "Monstera deliciosa", "tag": "tropical"}
    }
    assert "HTTP 200 OK" in window.results.detail.text()
    assert all(field.edit.text() == "" for field in window.form.fields)
    assert QApplication.focusWidget() is window.form.id_field.edit
    assert window.form.id_field.message.text() == "A whole number, e.g. 1042."


def test_empty_tag_is_not_sent(qtbot: QtBot, window: MainWindow, sandbox: SandboxServer) -> None:
    fill(qtbot, window, "5", "Fern")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 5 created")
    assert sandbox.plants() == {5: {"name": "Fern"}}


def test_a_refused_plant_keeps_what_was_typed(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer
) -> None:
    fill(qtbot, window, "3", "Aloe")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 3 created")
    fill(qtbot, window, "3", "Another aloe", "succulent")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "The server did not accept plant 3")
    shown = {
        label.accessibleDescription(): label.text()
        for label in window.results.findChildren(QWidget)
        if label.accessibleDescription() in ("Reason", "Error code")
    }
    assert shown == {"Reason": "A plant with id 3 already exists.", "Error code": "409"}
    assert [field.edit.text() for field in window.form.fields] == ["3", "Another aloe", "succulent"]
    assert sandbox.plants() == {3: {"name": "Aloe"}}


def test_an_unreachable_server_puts_the_plant_in_the_outbox_and_clears_the_form(
    qtbot: QtBot, history: History, closed_port: ClosedPort
) -> None:
    base_url = closed_port.base_url
    window = open_window(qtbot, base_url, SANDBOX_TOKEN, history)
    fill(qtbot, window, "8", "Cactus")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 8 is waiting in the outbox")
    assert window.results.advice.text().startswith("Could not reach the server:")
    assert base_url in window.results.advice.text()
    [entry] = history.entries()
    assert (entry.state, entry.wait_reason) == (EntryState.WAITING, "unreachable")
    assert (entry.plant_id, entry.plant_name, entry.body) == (
        "8",
        "Cactus",
        b'{"id":8,"name":"Cactus"}',
    )
    qtbot.waitUntil(lambda: window.outbox_button.isVisible())
    # The plant is safe in the outbox: the form is ready for the next one.
    assert [field.edit.text() for field in window.form.fields] == ["", "", ""]
    assert QApplication.focusWidget() is window.form.id_field.edit
    # So Enter again cannot queue the same plant a second time.
    press_enter(qtbot)
    assert not window.journeys.busy
    assert window.results.title.text() == "Plant 8 is waiting in the outbox"
    assert [entry.id for entry in history.entries()] == [entry.id]
    window.close()


def test_with_the_history_off_an_unreachable_plant_is_not_said_to_wait_and_typing_is_kept(
    qtbot: QtBot, closed_port: ClosedPort
) -> None:
    # No journal (its folder cannot be written): there is no outbox to keep the plant in.
    window = open_window(qtbot, closed_port.base_url, SANDBOX_TOKEN)
    fill(qtbot, window, "8", "Cactus")
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot)
    assert window.results.title.text() == "Could not reach the server"
    assert "outbox" not in window.results.advice.text()
    assert [field.edit.text() for field in window.form.fields] == ["8", "Cactus", ""]
    window.close()


def test_window_stays_live_while_a_slow_request_is_in_flight(qtbot: QtBot, serve: Serve) -> None:
    held = Held(respond(200, b'{"id": 11, "name": "Slow fern"}'))
    server = serve(held)
    window = open_window(qtbot, server.base_url, SANDBOX_TOKEN)
    # A timer on the GUI thread counts the ticks it ran while the server provably held
    # the request (it had arrived, and the test had not let the answer go yet).
    held_ticks: list[None] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(
        lambda: held_ticks.append(None) if held.arrived.is_set() and not held.released else None
    )
    timer.start()
    try:
        fill(qtbot, window, "11", "Slow fern")
        press_enter(qtbot)
        assert window.results.title.text() == "Sending plant 11…"
        # A second Enter while waiting does not send a second request.
        press_enter(qtbot)
        # Typing the next plant goes on while the first is in flight.
        type_into(qtbot, window.form.tag_field.edit, "x")
        # The GUI thread kept running its event loop while the answer was held.
        qtbot.waitUntil(lambda: len(held_ticks) >= 10, timeout=5000)
        assert window.results.title.text() == "Sending plant 11…"
    finally:
        timer.stop()
    held.release()
    wait_for_title(qtbot, window, "Plant 11 created")
    assert len(server.requests) == 1
    # The form changed while waiting, so it is not cleared: nothing typed is lost.
    assert window.form.tag_field.edit.text() == "x"
    window.close()


def test_escape_stops_waiting_and_the_late_answer_is_ignored(qtbot: QtBot, serve: Serve) -> None:
    held = Held(respond(200, b'{"id": 12, "name": "Patient palm"}'))
    server = serve(held)
    window = open_window(qtbot, server.base_url, SANDBOX_TOKEN)
    fill(qtbot, window, "12", "Patient palm")
    press_enter(qtbot)
    qtbot.waitUntil(held.arrived.is_set, timeout=5000)
    assert window.form.cancel_button.isEnabled()
    with qtbot.waitSignal(window.journeys.settled, timeout=5000):
        press_escape = QApplication.focusWidget()
        assert press_escape is not None
        qtbot.keyClick(press_escape, Qt.Key.Key_Escape)
        # At once: before the event loop ran again, and while the server still held it.
        assert window.results.title.text() == "Stopped waiting"
        assert not held.released
        held.release()  # the server answers now, too late
        assert held.answered.wait(5), "the server never sent its late answer"
    # The answer went out and the request's thread has reported back: nothing changed.
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    assert window.results.title.text() == "Stopped waiting"
    assert "may or may not have been created" in window.results.advice.text()
    assert window.form.create_button.isEnabled()
    assert [field.edit.text() for field in window.form.fields] == ["12", "Patient palm", ""]
    assert len(server.requests) == 1
    window.close()


def test_closing_mid_request_stops_the_worker_without_waiting_for_the_answer(
    qtbot: QtBot, serve: Serve
) -> None:
    held = Held()
    server = serve(held)
    # The longest time limit a profile allows: waiting for it would hang the test.
    window = open_window(qtbot, server.base_url, SANDBOX_TOKEN, timeout=600.0)
    fill(qtbot, window, "13", "Closing time")
    press_enter(qtbot)
    qtbot.waitUntil(held.arrived.is_set, timeout=5000)
    window.close()
    assert not window.isVisible()
    assert window.tasks.stopped
    # The worker stopped while the server still held the plant: the app hung up on it.
    assert not held.released
    assert held.hung_up.wait(5), "the app did not hang up on the server"
    assert len(server.requests) == 1


def test_ctrl_q_closes_the_window(qtbot: QtBot, window: MainWindow) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_token_typed_in_the_window_is_checked_and_used(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, sandbox.base_url, None)
    assert window.token_box.isVisible()
    token_edit = window.token_field.edit
    assert token_edit.echoMode() == QLineEdit.EchoMode.Password
    fill(qtbot, window, "21", "Ivy")
    press_enter(qtbot)
    assert QApplication.focusWidget() is token_edit
    assert window.token_field.message.text() == "⚠ Enter the access token."
    assert sandbox.request_count == 0
    type_into(qtbot, token_edit, "bad token")
    assert "bad token" not in window.token_field.message.text()
    token_edit.clear()
    type_into(qtbot, token_edit, sandbox.token)
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 21 created")
    assert sandbox.token not in window.windowTitle()
    assert sandbox.token not in window.server_status.text()
    window.close()


def test_a_refused_token_puts_the_plant_in_the_outbox_until_the_token_changes(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = open_window(qtbot, sandbox.base_url, "not-the-token", history)
    fill(qtbot, window, "31", "Basil")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 31 is waiting in the outbox")
    assert window.results.advice.text().startswith("The server refused the token.")
    assert "HTTP 401" in window.results.detail.text()
    assert sandbox.plants() == {}
    [entry] = history.entries()
    assert (entry.state, entry.wait_reason, entry.status) == (EntryState.WAITING, "token", 401)
    assert entry.plant_id == "31"
    assert [field.edit.text() for field in window.form.fields] == ["", "", ""]
    window.close()
