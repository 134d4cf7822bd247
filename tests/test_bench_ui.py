"""The tester's bench: inspector, contract tab, history, re-send, copy as curl, raw mode."""

from collections.abc import Callable

import pytest
from conftest import Asked
from faulty_server import FaultyServer, respond
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from window_on_server import contract_checked

from plantstore_gui.app import build_window
from plantstore_gui.core.desk import HistoryRow
from plantstore_gui.core.journal import EntryState, Finish, History, NewEntry, history_path
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


def bench(qtbot: QtBot, base_url: str, token: str, history: History) -> MainWindow:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Bench", base_url=base_url)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    return window


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    qtbot.waitUntil(lambda: not window.history_dock.busy, timeout=5000)


def send_form(qtbot: QtBot, window: MainWindow, plant_id: str, name: str) -> None:
    window.mode_tabs.setCurrentWidget(window.form)
    window.form.id_field.edit.setText(plant_id)
    window.form.name_field.edit.setText(name)
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    settle(qtbot, window)


def send_raw(qtbot: QtBot, window: MainWindow, body: str) -> None:
    window.mode_tabs.setCurrentWidget(window.raw_editor)
    window.raw_editor.editor.setPlainText(body)
    qtbot.mouseClick(window.raw_editor.send_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def tab(window: MainWindow, page: QWidget) -> None:
    """Open an inspector tab, as a tester would (tabs fill in when opened)."""
    window.inspector.setCurrentWidget(page)
    assert contract_checked(window)


def wait_rows(qtbot: QtBot, window: MainWindow, count: int) -> None:
    """The history table fills in the background: wait until it shows `count` entries."""
    qtbot.waitUntil(lambda: len(rows(window)) == count, timeout=5000)


def rows(window: MainWindow) -> list[HistoryRow]:
    model = window.history_dock.panel.model
    return [shown for row in range(model.rowCount()) if (shown := model.row_at(row))]


def test_the_inspector_shows_request_response_and_a_passing_contract(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "9223372036854775807", "Fern")
    tab(window, window.request_view)
    request = window.request_view.text.toPlainText()
    assert request.startswith(f"POST {sandbox.base_url}/plants\n")
    assert "Authorization: Bearer ••••••••" in request and sandbox.token not in request
    assert '"id": 9223372036854775807' in request  # pretty-printed, digits exact
    tab(window, window.response_view)
    response = window.response_view.text.toPlainText()
    assert response.startswith("HTTP 200 OK\n") and '"name": "Fern"' in response
    assert "bytes · first byte after" in window.response_view.facts.text()
    tab(window, window.contract_view)
    assert (
        window.contract_view.verdict.text() == "Pass: the answer matches the spec (a valid Plant)."
    )
    window.close()


def test_a_raw_malformed_body_is_sent_marked_and_checked(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    window.mode_tabs.setCurrentWidget(window.raw_editor)
    window.raw_editor.editor.setPlainText('{"id": "12", "name": ')
    assert window.raw_editor.check.text().startswith("⚠ Not valid JSON")
    send_raw(qtbot, window, '{"id": "12", "name": "String id", "extra": true}')
    qtbot.waitUntil(lambda: not window.raw_editor.checking)
    assert window.raw_editor.check.text().startswith("Valid JSON, but not a valid NewPlant")
    assert window.results.title.text() == "The server did not accept plant 12"
    assert window.results.detail.text().startswith("RAW body, typed by hand")
    tab(window, window.request_view)
    assert "(raw body, typed by hand)" in window.request_view.text.toPlainText()
    assert sandbox.plants() == {}
    wait_rows(qtbot, window, 1)
    [shown] = rows(window)
    assert shown.record.raw
    assert shown.record.body == b'{"id": "12", "name": "String id", "extra": true}'
    assert window.history_dock.panel.model.data(
        window.history_dock.panel.model.index(0, 3)
    ).endswith("[raw]")
    window.close()


def test_history_is_newest_first_filterable_and_survives_a_restart(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "1", "Fern")
    send_form(qtbot, window, "1", "Fern twin")  # held back: created here before, it says
    send_form(qtbot, window, "1", "Fern twin")  # Enter again: the server refuses it
    send_form(qtbot, window, "2", "Aloe")
    newest_first = [("2", "200"), ("1", "400"), ("1", "200")]
    qtbot.waitUntil(
        lambda: [(e.plant_id, e.status) for e in rows(window)] == newest_first, timeout=5000
    )
    panel = window.history_dock.panel
    qtbot.keyClicks(panel.search, "twin")
    qtbot.waitUntil(lambda: [e.name for e in rows(window)] == ["Fern twin"], timeout=3000)
    panel.search.clear()
    panel.status.setCurrentIndex(panel.status.findData(200))
    qtbot.waitUntil(lambda: [e.plant_id for e in rows(window)] == ["2", "1"], timeout=3000)
    window.close()
    history.close()

    with History(history_path()) as reopened:
        again = bench(qtbot, sandbox.base_url, sandbox.token, reopened)
        qtbot.waitUntil(lambda: len(rows(again)) == 3, timeout=3000)
        again.history_dock.panel.table.selectRow(1)
        tab(again, again.response_view)
        assert "A plant with id 1 already exists." in again.response_view.text.toPlainText()
        tab(again, again.contract_view)
        assert again.contract_view.verdict.text().startswith("Pass")
        again.close()


def test_resend_asks_before_creating_the_same_id_again(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "5", "Basil")
    wait_rows(qtbot, window, 1)
    panel = window.history_dock.panel
    panel.table.selectRow(0)
    qtbot.waitUntil(panel.resend.isEnabled, timeout=3000)
    asked = answer(False, True)
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: asked.answers == [True], timeout=5000)  # the desk asked
    assert asked.questions[0][2] == "&Re-send plant"  # the button says what it does
    settle(qtbot, window)
    assert sandbox.request_count == 1  # cancelled: nothing sent
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: asked.answers == [], timeout=5000)
    settle(qtbot, window)
    assert sandbox.request_count == 2
    assert window.results.title.text() == "The server did not accept plant 5"
    window.close()


def test_copy_as_curl_leaves_the_token_out_unless_asked(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "6", "Mint")
    qtbot.mouseClick(window.request_view.curl, Qt.MouseButton.LeftButton)
    command = QGuiApplication.clipboard().text()
    assert "$PLANTSTORE_TOKEN" in command and sandbox.token not in command
    asked = answer(True)
    qtbot.mouseClick(window.request_view.curl_with_token, Qt.MouseButton.LeftButton)
    assert asked.questions[0][2] == "Copy &with token"
    assert sandbox.token in QGuiApplication.clipboard().text()
    window.close()


def test_contract_tab_lists_what_breaks_the_spec(qtbot: QtBot, history: History) -> None:
    with FaultyServer(respond(200, b'{"name": "Fern", "id": 3}')) as echo:
        window = bench(qtbot, echo.base_url, "t", history)
        send_form(qtbot, window, "3", "Fern")
        tab(window, window.contract_view)
        assert window.contract_view.verdict.text().startswith("Pass")
        finding = window.contract_view.findings.topLevelItem(0)
        assert finding is not None
        assert (finding.text(0), finding.text(1)) == ("Warning", "/id")
        window.close()
    html = respond(500, b"<h1>Oops</h1>", headers=[("Content-Type", "text/html")])
    with FaultyServer(html) as broken:
        window = bench(qtbot, broken.base_url, "t", history)
        send_form(qtbot, window, "4", "Fern")
        tab(window, window.contract_view)
        assert window.contract_view.verdict.text() == "Fail: the answer breaks the spec."
        assert window.contract_view.findings.topLevelItemCount() >= 1
        assert window.results.title.text() == "The server ran into a problem"
        window.close()


def test_delete_one_and_clear_all(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "7", "Sage")
    send_form(qtbot, window, "8", "Thyme")
    panel = window.history_dock.panel
    wait_rows(qtbot, window, 2)
    panel.table.selectRow(0)
    qtbot.waitUntil(panel.delete.isEnabled, timeout=3000)
    qtbot.mouseClick(panel.delete, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: [e.plant_id for e in rows(window)] == ["7"], timeout=3000)
    answer(True)
    qtbot.waitUntil(panel.clear.isEnabled, timeout=3000)
    qtbot.mouseClick(panel.clear, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rows(window) == [], timeout=3000)
    assert history.entries() == []
    window.close()


def test_a_plant_sent_again_from_the_history_is_followed_to_its_new_row(
    qtbot: QtBot, sandbox: SandboxServer, history: History, answer: Callable[..., Asked]
) -> None:
    """The plant re-sent from far down the history: its new row is selected and in view,
    and the Result tab does not ask to correct a plant that was sent as recorded."""
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_form(qtbot, window, "5", "Basil")
    for plant_id in range(100, 140):
        entry = history.add(
            NewEntry("Bench", sandbox.base_url, str(plant_id), "Fern", False, b"{}"), claimed=True
        )
        history.finish(
            entry, Finish(EntryState.DONE, "created", "created", 200, None, None, "", True)
        )
    window.history_dock.reload()
    wait_rows(qtbot, window, 41)
    panel = window.history_dock.panel
    oldest = rows(window).index(next(row for row in rows(window) if row.plant_id == "5"))
    panel.table.selectRow(oldest)
    panel.table.scrollTo(panel.model.index(oldest, 0))
    answer(True)  # "Send it again?": yes
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    wait_rows(qtbot, window, 42)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: (chosen := panel.selected_row()) is not None and chosen.plant_id == "5")
    chosen = panel.selected_row()
    assert chosen is not None and chosen.entry_id == max(row.entry_id for row in rows(window))
    at = panel.model.row_of(chosen.entry_id)
    shown = panel.table.visualRect(panel.model.index(at, 0))
    assert panel.table.viewport().rect().intersects(shown)  # scrolled into view
    assert window.results.title.text() == "The server did not accept plant 5"
    assert "Correct" not in window.results.advice.text()
    window.close()
