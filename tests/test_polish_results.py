"""The results panel and inspector as a clerk and a tester read them (issue 11).

One entry on all four tabs, text that does not fit, where the focus goes, the form
while a plant is in flight, plain HTTP for one run, what an answer outside the spec
means, server text shown escaped, and results announced to screen readers.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from conftest import Asked
from faulty_server import Behaviour, Exchange, FaultyServer, respond
from memory_keyring import MemoryKeyring
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QGuiApplication,
    QHelpEvent,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QTreeWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.desk import HistoryRow
from plantstore_gui.core.journal import History
from plantstore_gui.core.outcome import Response
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.visible import visible
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.elided_label import ElidedLabel
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

TOKEN = "polish-test-token"

# --- helpers ---------------------------------------------------------------------------------


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    opened: list[MainWindow] = []
    yield opened
    for window in opened:
        window.close()


def open_window(
    qtbot: QtBot,
    windows: list[MainWindow],
    base_url: str | None,
    *,
    token: str = TOKEN,
    history: History | None = None,
) -> MainWindow:
    """The window on a temporary profile for `base_url` (None: no server at all)."""
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    if base_url is not None:
        profile = Profile(name="Shop", base_url=base_url)
        servers.add_temporary(profile, token)
        servers.select(profile.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


def fill(window: MainWindow, plant_id: str, name: str, tag: str = "") -> None:
    for field, text in zip(window.form.fields, (plant_id, name, tag), strict=True):
        field.edit.setText(text)


def press_enter(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str = "Fern") -> None:
    """Type a plant, press Enter, wait for the answer and for the history to show it."""
    fill(window, plant_id, name)
    press_enter(qtbot, window)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    qtbot.waitUntil(lambda: not window.history_dock.busy, timeout=5000)


def typed(window: MainWindow) -> list[str]:
    return [field.edit.text() for field in window.form.fields]


def field(window: MainWindow, name: str) -> QLabel:
    """A value the results panel shows under a label ("Name", "Server's reason")."""
    [label] = [
        label
        for label in window.results.findChildren(QLabel)
        if label.accessibleDescription() == name
    ]
    return label


def rows(window: MainWindow) -> list[HistoryRow]:
    model = window.history_dock.panel.model
    return [shown for row in range(model.rowCount()) if (shown := model.row_at(row))]


def choose(qtbot: QtBot, window: MainWindow, entry_id: int) -> None:
    """Click the history row of this entry."""
    qtbot.waitUntil(lambda: any(row.entry_id == entry_id for row in rows(window)), timeout=5000)
    at = next(i for i, row in enumerate(rows(window)) if row.entry_id == entry_id)
    window.history_dock.panel.table.selectRow(at)


def banner_text(window: MainWindow, page: QWidget) -> str | None:
    """The "Showing the entry from …" line of a tab as the user sees it; None when hidden."""
    window.inspector.setCurrentWidget(page)
    banner = window.inspector.banners()[window.inspector.indexOf(page)]
    return banner.text.text() if banner.isVisible() else None


def gate(release: threading.Event, answer: Behaviour) -> Behaviour:
    """Hold the answer until the test releases it (or the server stops)."""

    def behaviour(exchange: Exchange) -> None:
        while not release.wait(0.02):
            if exchange.stopping.is_set():
                return
        answer(exchange)

    return behaviour


def error_body(code: int, message: str) -> bytes:
    return json.dumps({"error": code, "message": message}).encode()


def tooltip_shows(widget: QWidget, where: QPoint) -> str:
    """Rest the mouse at `where` until the tooltip shows; the text a person reads in it."""
    event = QHelpEvent(QEvent.Type.ToolTip, where, widget.mapToGlobal(where))
    QApplication.sendEvent(widget, event)
    [tip] = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, QLabel) and w.objectName() == "qtooltip_label"
    ]
    assert QToolTip.isVisible()
    document = QTextDocument()
    document.setHtml(tip.text())
    QToolTip.hideText()
    return document.toPlainText()


# --- core/visible.py -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("txt\u202eexe.doc", "txt\\u202eexe.doc"),
        ("\u202a\u202b\u202c\u202d", "\\u202a\\u202b\\u202c\\u202d"),
        ("a\u2066b\u2067c\u2068d\u2069", "a\\u2066b\\u2067c\\u2068d\\u2069"),
        ("\u200eleft\u200fright", "\\u200eleft\\u200fright"),
        ("\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"),
        ("bell\x07 nul\x00 del\x7f csi\x9b", "bell\\x07 nul\\x00 del\\x7f csi\\x9b"),
        ("line\u2028para\u2029", "line\\u2028para\\u2029"),
    ],
)
def test_bidi_overrides_and_control_characters_are_shown_escaped(text: str, shown: str) -> None:
    assert visible(text) == shown
    assert visible(text, lines=False) == shown


def test_letters_of_every_script_and_line_breaks_are_left_as_they_are() -> None:
    for text in ("שלום עולם", "مرحبا", "Fern 🌿", "Café", "tab\there"):
        assert visible(text) == text
    assert visible("one\ntwo\r\nthree") == "one\ntwo\nthree"
    assert visible("one\ntwo\r\nthree\tfour", lines=False) == "one\\ntwo\\r\\nthree\\tfour"
    assert visible("a lone\rreturn") == "a lone\\rreturn"


# --- item 12: what an answer outside the spec means -------------------------------------------


def answer(status: int, body: bytes, content_type: str = "application/json") -> Response:
    return Response(status, "", (("Content-Type", content_type),), body, False, 0.01, 0.01)


REFUSALS = [
    (403, "This token may not create plants", "does not allow it to create plants"),
    (404, "The server has no plant store at this address", "Check the base URL"),
    (409, "The server refused plant 7 as a conflict", "conflicts with something"),
    (410, "The server refused plant 7", "It answered HTTP 410"),
    (422, "The server found plant 7 invalid", "refused the plant in it"),
]


@pytest.mark.parametrize(("status", "title", "says"), REFUSALS)
def test_a_4xx_other_than_400_says_the_plant_was_refused_and_nothing_was_created(
    qtbot: QtBot, windows: list[MainWindow], status: int, title: str, says: str
) -> None:
    problem = {"title": "Not today.", "detail": "The shop is closed.", "errors": ["Come back."]}
    body = json.dumps(problem).encode()
    with FaultyServer(respond(status, body, [("Content-Type", "application/problem+json")])) as s:
        window = open_window(qtbot, windows, s.base_url)
        fill(window, "7", "Fern")
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            press_enter(qtbot, window)
    assert window.results.title.text() == title
    advice = window.results.advice.text()
    assert says in advice
    assert "Nothing was created." in advice
    assert "may or may not" not in advice
    reason = field(window, "Server's reason")
    assert reason.text() == "Not today.: The shop is closed.\n• Come back."
    assert reason.textFormat() is Qt.TextFormat.PlainText


@pytest.mark.parametrize("status", [201, 202, 500, 503])
def test_may_or_may_not_is_said_only_where_it_is_true(
    qtbot: QtBot, windows: list[MainWindow], status: int
) -> None:
    with FaultyServer(respond(status, b'{"message": "Hmm."}')) as server:
        window = open_window(qtbot, windows, server.base_url)
        fill(window, "8", "Fern")
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            press_enter(qtbot, window)
    assert "Plant 8 may or may not have been created." in window.results.advice.text()
    assert field(window, "Server's reason").text() == "Hmm."


# --- item 15: server text shown escaped --------------------------------------------------------


def test_a_servers_bidi_override_and_terminal_escape_are_shown_not_applied(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    message = "Fern\u202egnp.exe \x1b[2J\x1b[31mred"
    with FaultyServer(respond(400, error_body(5, message))) as server:
        window = open_window(qtbot, windows, server.base_url)
        fill(window, "9", "Fern")
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            press_enter(qtbot, window)
    reason = field(window, "Reason")
    assert reason.text() == "Fern\\u202egnp.exe \\x1b[2J\\x1b[31mred"
    window.inspector.setCurrentWidget(window.response_view)
    shown = window.response_view.text.toPlainText()
    assert "\\u202e" in shown
    assert "\u202e" not in shown and "\x1b" not in shown
    window.results.raw_toggle.setChecked(True)
    raw = window.results.raw.toPlainText()
    assert "\u202e" not in raw and "\x1b" not in raw


# --- item 16: a result is announced to screen readers ------------------------------------------


def test_a_result_is_announced_to_screen_readers(
    qtbot: QtBot,
    windows: list[MainWindow],
    sandbox: SandboxServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    said: list[tuple[str, QAccessible.AnnouncementPoliteness]] = []

    def update(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append((event.message(), event.politeness()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token)
    send(qtbot, window, "1042")
    assert said == [("Plant 1042 created.", QAccessible.AnnouncementPoliteness.Polite)]
    send(qtbot, window, "1042")
    message, politeness = said[-1]
    assert message.startswith("The server did not accept plant 1042. A plant with id 1042")
    assert politeness is QAccessible.AnnouncementPoliteness.Assertive


# --- item 5: one entry on all four tabs --------------------------------------------------------


def test_a_chosen_history_entry_is_shown_on_all_four_tabs_with_a_way_back(
    qtbot: QtBot, windows: list[MainWindow], sandbox: SandboxServer, history: History
) -> None:
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token, history=history)
    send(qtbot, window, "5", "Basil")
    send(qtbot, window, "5", "Basil again")  # held back: it says plant 5 was created here
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot, window)  # Enter again sends it, and the server decides
    qtbot.waitUntil(lambda: not window.history_dock.busy, timeout=5000)
    assert window.results.title.text() == "The server did not accept plant 5"
    first, _second = sorted(history.entries(), key=lambda entry: entry.id)

    choose(qtbot, window, first.id)
    when = time.strftime("%H:%M:%S", time.localtime(first.created_at))
    line = f"Showing the entry from {when}"
    assert banner_text(window, window.results) == line
    assert window.results.title.text() == "Plant 5 created"
    assert field(window, "Name").text() == "Basil"
    assert banner_text(window, window.request_view) == line
    assert '"name": "Basil"' in window.request_view.text.toPlainText()
    assert banner_text(window, window.response_view) == line
    assert window.response_view.text.toPlainText().startswith("HTTP 200 ")
    assert banner_text(window, window.contract_view) == line
    qtbot.waitUntil(lambda: not window.contract_view.checking)
    assert window.contract_view.verdict.text().startswith("Pass")

    # "Back to the latest", from any tab, brings every tab back to the last plant sent.
    window.inspector.setCurrentWidget(window.response_view)
    qtbot.mouseClick(window.response_view.banner.back_button, Qt.MouseButton.LeftButton)
    assert window.response_view.text.toPlainText().startswith("HTTP 400 ")
    for page in window.inspector.pages():
        assert banner_text(window, page) is None
    assert window.results.title.text() == "The server did not accept plant 5"
    window.inspector.setCurrentWidget(window.request_view)
    assert '"name": "Basil again"' in window.request_view.text.toPlainText()


def test_choosing_the_latest_entry_shows_no_way_back(
    qtbot: QtBot, windows: list[MainWindow], sandbox: SandboxServer, history: History
) -> None:
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token, history=history)
    send(qtbot, window, "6", "Mint")
    [entry] = history.entries()
    choose(qtbot, window, entry.id)
    assert window.results.title.text() == "Plant 6 created"
    assert all(banner_text(window, page) is None for page in window.inspector.pages())


def test_after_re_send_result_and_response_show_the_same_request(
    qtbot: QtBot,
    windows: list[MainWindow],
    sandbox: SandboxServer,
    history: History,
    answer: Callable[..., Asked],
) -> None:
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token, history=history)
    send(qtbot, window, "11", "Sage")
    send(qtbot, window, "12", "Thyme")
    first = min(history.entries(), key=lambda entry: entry.id)
    choose(qtbot, window, first.id)
    assert window.results.title.text() == "Plant 11 created"
    panel = window.history_dock.panel
    qtbot.waitUntil(panel.resend.isEnabled, timeout=3000)
    answer(True)  # it was created already: the user confirms sending it again
    qtbot.mouseClick(panel.resend, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    qtbot.waitUntil(lambda: len(rows(window)) == 3 and not window.history_dock.busy, timeout=5000)
    # The history reloaded and chose its row again: the re-send's result stays in view.
    assert window.results.title.text() == "The server did not accept plant 11"
    assert banner_text(window, window.response_view) is None
    assert window.response_view.text.toPlainText().startswith("HTTP 400 ")
    assert "A plant with id 11 already exists." in window.response_view.text.toPlainText()
    assert banner_text(window, window.results) is None


# --- item 6: text that does not fit ------------------------------------------------------------


def test_a_long_name_is_shortened_with_an_ellipsis_and_readable_whole(
    qtbot: QtBot, windows: list[MainWindow], sandbox: SandboxServer
) -> None:
    name = "Ficus" + "x" * 180 + "lyrata"
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token)
    send(qtbot, window, "21", name)
    label = field(window, "Name")
    assert isinstance(label, ElidedLabel)
    shown = label.text()
    assert shown.endswith("…") and name.startswith(shown[:-1])
    assert label.width() <= window.results.width()
    assert tooltip_shows(label, QPoint(5, label.height() // 2)) == name
    [copy] = label.actions()
    assert copy.text() == "Copy"
    copy.trigger()
    assert QGuiApplication.clipboard().text() == name
    # A short name is shown whole, with no tooltip.
    send(qtbot, window, "22", "Fern")
    assert field(window, "Name").text() == "Fern"
    assert field(window, "Name").toolTip() == ""


def test_a_long_contract_finding_is_elided_at_the_default_width_and_readable_whole(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    page = b"<html><body>" + b"<p>Plant created, thank you for your order.</p>" * 20 + b"</body>"
    with FaultyServer(respond(200, page, [("Content-Type", "text/html")])) as server:
        window = open_window(qtbot, windows, server.base_url)
        fill(window, "23", "Fern")
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            press_enter(qtbot, window)
    findings = window.contract_view.findings
    window.inspector.setCurrentWidget(window.contract_view)
    qtbot.waitUntil(lambda: not window.contract_view.checking)
    items = [findings.topLevelItem(i) for i in range(findings.topLevelItemCount())]
    longest = max((item for item in items if item is not None), key=lambda i: len(i.text(2)))
    assert isinstance(longest, QTreeWidgetItem)
    text = longest.text(2)
    assert findings.fontMetrics().horizontalAdvance(text) > findings.columnWidth(2)
    assert findings.textElideMode() is Qt.TextElideMode.ElideRight
    rect = findings.visualItemRect(longest)
    where = QPoint(findings.header().sectionPosition(2) + 4, rect.center().y())
    assert tooltip_shows(findings.viewport(), where) == text
    findings.setCurrentItem(longest)
    findings.setFocus()
    qtbot.keyClick(findings, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text().endswith(text)


# --- item 9: where the focus goes --------------------------------------------------------------


def test_after_a_rejected_plant_the_focus_is_in_id_with_its_text_selected(
    qtbot: QtBot, windows: list[MainWindow], sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, windows, sandbox.base_url, token=sandbox.token)
    send(qtbot, window, "31", "Aloe")
    send(qtbot, window, "31", "Another aloe")
    assert window.results.title.text() == "The server did not accept plant 31"
    assert typed(window) == ["31", "Another aloe", ""]
    edit = window.form.id_field.edit
    assert QApplication.focusWidget() is edit
    assert edit.selectedText() == "31"
    assert window.results.advice.text() == (
        "Correct the plant and send it again. What you typed is back in the form."
    )
    qtbot.keyClicks(edit, "32")  # typing replaces the id
    assert edit.text() == "32"


def test_enter_with_no_server_says_what_to_do_and_goes_to_the_server_switcher(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    window = open_window(qtbot, windows, None)
    assert window.results.title.text() == "Welcome! Which Plant Store server?"
    fill(window, "33", "Fern")
    press_enter(qtbot, window)
    assert window.results.title.text() == "Choose a server first"
    assert window.results.advice.text() == (
        "The plant was not sent: no server is set up yet. Add your store's server (its address "
        "and access token), or try the built-in sandbox. What you typed stays in the form."
    )
    assert QApplication.focusWidget() is window.server_choice
    assert window.results.add_server_button.isVisible()
    assert typed(window) == ["33", "Fern", ""]


def test_enter_with_servers_to_choose_from_but_none_chosen_points_at_the_list(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    servers.add_temporary(Profile(name="Shop", base_url="https://shop.example"), TOKEN)
    window = build_window(servers, None)  # as with --profile Unknown
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    fill(window, "34", "Fern")
    press_enter(qtbot, window)
    assert "Choose one in the Server list above" in window.results.advice.text()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.server_choice)


# --- item 10: the form while a plant is in flight ----------------------------------------------


def test_the_form_is_cleared_at_once_and_typing_the_next_plant_is_never_mixed_in(
    qtbot: QtBot, windows: list[MainWindow], history: History
) -> None:
    release = threading.Event()
    refusal = respond(400, error_body(409, "A plant with id 41 already exists."))
    with FaultyServer(gate(release, refusal)) as server:
        window = open_window(qtbot, windows, server.base_url, history=history)
        fill(window, "41", "Fern", "indoor")
        press_enter(qtbot, window)
        # At once: the plant is on its way, the form is empty and ready.
        assert window.results.title.text() == "Sending plant 41…"
        assert window.results.advice.text().startswith("The form is ready for the next plant")
        assert typed(window) == ["", "", ""]
        assert QApplication.focusWidget() is window.form.id_field.edit
        qtbot.waitUntil(server.request_received.is_set, timeout=5000)
        qtbot.keyClicks(window.form.id_field.edit, "42")
        qtbot.keyClicks(window.form.name_field.edit, "Moss")
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            release.set()
        [request] = server.requests
    assert json.loads(request.body) == {"id": 41, "name": "Fern", "tag": "indoor"}
    assert window.results.title.text() == "The server did not accept plant 41"
    # The refused plant does not overwrite the next one; the panel says where it is.
    assert typed(window) == ["42", "Moss", ""]
    assert "The form keeps what you typed since" in window.results.advice.text()
    assert [entry.plant_name for entry in history.entries()] == ["Fern"]


def test_a_plant_stopped_with_esc_comes_back_and_says_what_happened(
    qtbot: QtBot, windows: list[MainWindow], history: History
) -> None:
    release = threading.Event()
    with FaultyServer(gate(release, respond(200, b'{"name": "Fern"}'))) as server:
        window = open_window(qtbot, windows, server.base_url, history=history)
        fill(window, "43", "Fern")
        press_enter(qtbot, window)
        qtbot.waitUntil(server.request_received.is_set, timeout=5000)
        with qtbot.waitSignal(window.journeys.settled, timeout=5000):
            qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_Escape)
            release.set()
    assert window.results.title.text() == "Stopped waiting"
    said = (
        "You stopped waiting for the answer. The request had already been sent: plant 43 may "
        "or may not have been created. Check before sending it again."
    )
    assert window.results.advice.text() == f"{said} What you typed is back in the form."
    assert typed(window) == ["43", "Fern", ""]
    # The history entry tells the same story on the Result tab.
    [entry] = history.entries()
    choose(qtbot, window, entry.id)
    assert window.results.title.text() == "Plant 43 needs checking"
    assert window.results.advice.text().startswith("You stopped waiting after it was sent")


def test_the_busy_bar_shows_while_the_server_keeps_a_plant_waiting_and_goes_with_its_answer(
    qtbot: QtBot, windows: list[MainWindow], history: History
) -> None:
    release = threading.Event()
    with FaultyServer(gate(release, respond(200, b'{"name": "Fern"}'))) as server:
        window = open_window(qtbot, windows, server.base_url, history=history)
        bar = window.results.progress
        fill(window, "45", "Fern")
        press_enter(qtbot, window)
        # Not at once: an answer that comes soon is shown without the bar flashing first.
        assert window.results.title.text() == "Sending plant 45…"
        assert not bar.isVisible()
        qtbot.waitUntil(bar.isVisible, timeout=5000)
        with qtbot.waitSignal(window.journeys.finished, timeout=5000):
            release.set()
    assert window.results.title.text() == "Plant 45 created"
    assert not bar.isVisible()


# --- item 11: plain HTTP for this run ----------------------------------------------------------


def test_plain_http_to_another_machine_can_be_allowed_for_this_run_right_there(
    qtbot: QtBot, windows: list[MainWindow], history: History
) -> None:
    base_url = "http://shop.nothing.invalid:8080"
    window = open_window(qtbot, windows, base_url, history=history)
    fill(window, "51", "Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot, window)
    assert window.results.title.text() == "The plant was not sent"
    assert window.results.advice.text().startswith(
        "The token would travel unencrypted to shop.nothing.invalid: anyone on the network "
        "between could read it and use it."
    )
    button = window.results.plain_http_button
    assert button.isVisible() and button.text() == "Allow plain HTTP for this r&un"
    assert typed(window) == ["51", "Fern", ""]

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.results.title.text() == "Plain HTTP is allowed for this run"
    assert "travels unencrypted to shop.nothing.invalid" in window.results.advice.text()
    profile = window.servers.current
    assert profile is not None and profile.allow_plain_http and profile.base_url == base_url
    assert window.servers.is_temporary(profile.id)
    assert window.server_choice.currentText().endswith("(this session only)")
    assert QApplication.focusWidget() is window.form.id_field.edit
    # Enter sends it now: it gets as far as looking the server up.
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot, window)
    assert window.results.advice.text().startswith("Could not find the server")
    assert window.servers.book.profiles == ()  # nothing saved: for this run only
    assert not profiles_path().exists()


def test_a_saved_server_is_not_offered_plain_http_for_the_run(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Far shop", base_url="http://192.0.2.10:8080")
    servers.save(profile, TOKEN)
    qtbot.waitUntil(lambda: not servers.busy, timeout=5000)
    servers.select(profile.id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    fill(window, "52", "Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot, window)
    assert window.results.title.text() == "The plant was not sent"
    assert not window.results.plain_http_button.isVisible()


# --- item 13: future tense ---------------------------------------------------------------------


def test_a_plant_in_the_outbox_will_be_sent(
    qtbot: QtBot, windows: list[MainWindow], history: History
) -> None:
    with SandboxServer(TOKEN) as gone:
        base_url = gone.base_url
    window = open_window(qtbot, windows, base_url, history=history)
    fill(window, "61", "Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=5000):
        press_enter(qtbot, window)
    assert window.results.title.text() == "Plant 61 is waiting in the outbox"
    assert window.results.advice.text().endswith(
        "It will be sent as soon as the server answers; nothing is lost."
    )
