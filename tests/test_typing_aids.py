"""The form's typing aids, as a clerk at the keyboard meets them, against the sandbox."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.fields import INT64_MAX
from plantstore_gui.core.journal import EntryState, Finish, History, NewEntry
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings, load_settings
from plantstore_gui.core.typing_aids import (
    LastPlant,
    TypingMemory,
    enter_moves_to,
    load_memory,
    matching_tags,
    taken_ids,
)
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

OpenWindow = Callable[..., MainWindow]

# The offscreen platform cannot raise the offered tags' popup or let it grab the keyboard.
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard"
)


@pytest.fixture
def open_on(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> Iterator[OpenWindow]:
    """Open the window on the sandbox (or `base_url`), with these settings; closed after."""
    opened: list[MainWindow] = []

    def open_window(base_url: str = "", **settings: bool) -> MainWindow:
        servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
        profile = Profile(name="Shop", base_url=base_url or sandbox.base_url)
        servers.add_temporary(profile, sandbox.token)
        servers.select(profile.id)
        window = build_window(
            servers,
            history,
            settings_file=tmp_path / "settings.json",
            settings=Settings(auto_send_outbox=False, **settings),
        )
        qtbot.addWidget(window)
        opened.append(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.form.id_field.edit.hasFocus)
        # What the history knows of the server has been read.
        qtbot.waitUntil(lambda: not window.tasks.busy)
        return window

    yield open_window
    for window in opened:
        window.close()


def target() -> QWidget:
    """Where a key pressed now goes: an open popup first, as on a real screen."""
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None
    return widget


def press(
    qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(target(), key, modifier)


def type_text(qtbot: QtBot, text: str) -> None:
    for ch in text:
        qtbot.keyClicks(target(), ch)


def focus_on(qtbot: QtBot, window: MainWindow, widget: QWidget) -> None:
    """Put the cursor in `widget`, as a click there does."""
    window.aids._popup.hide()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def send(
    qtbot: QtBot,
    window: MainWindow,
    sandbox: SandboxServer,
    fields: tuple[str, str, str],
    *,
    again: bool = False,
) -> None:
    """Type a whole plant into the empty form (replacing any suggestion) and send it;
    `again`: this app created it here before, so Enter is pressed again, once it says so."""
    for field, text in zip(window.form.fields, fields, strict=True):
        focus_on(qtbot, window, field.edit)
        field.edit.selectAll()
        if text:
            type_text(qtbot, text)
        else:
            press(qtbot, Qt.Key.Key_Delete)
        window.aids._popup.hide()
    before = sandbox.request_count
    window.submit()
    if again:
        qtbot.waitUntil(lambda: window.form.id_field.warning != "")
        window.submit()
    qtbot.waitUntil(lambda: sandbox.request_count == before + 1 and not window.submitter.waiting)


# --- tag completion ---------------------------------------------------------------------


def test_tags_used_on_this_server_are_offered_most_used_first(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    send(qtbot, window, sandbox, ("1", "Fern one", "fern"))
    send(qtbot, window, sandbox, ("2", "Fern two", "Boston Fern"))
    send(qtbot, window, sandbox, ("3", "Fern three", "Boston Fern"))
    send(qtbot, window, sandbox, ("4", "Cactus", "cactus"))
    focus_on(qtbot, window, window.form.tag_field.edit)
    type_text(qtbot, "F")
    popup = window.aids._popup
    qtbot.waitUntil(popup.isVisible)
    shown = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    # From the start of any word, whatever the case; the most used first.
    assert shown == ["Boston Fern", "fern"]
    assert popup.currentIndex().row() == 0


def test_tab_takes_the_offered_tag_and_enter_takes_it_without_sending(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    send(qtbot, window, sandbox, ("1", "Fern", "tropical"))
    send(qtbot, window, sandbox, ("2", "Palm", "succulent"))
    type_text(qtbot, "3")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "Aloe")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "su")
    qtbot.waitUntil(window.aids._popup.isVisible)
    press(qtbot, Qt.Key.Key_Tab)
    assert window.form.tag_field.edit.text() == "succulent"
    assert window.form.tag_field.edit.hasFocus()
    press(qtbot, Qt.Key.Key_Backspace)
    press(qtbot, Qt.Key.Key_Backspace)
    qtbot.waitUntil(window.aids._popup.isVisible)
    requests = sandbox.request_count
    press(qtbot, Qt.Key.Key_Return)
    assert window.form.tag_field.edit.text() == "succulent"
    assert not window.aids._popup.isVisible()
    assert sandbox.request_count == requests  # taking a tag sends nothing
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 3 in sandbox.plants())
    assert sandbox.plants()[3] == {"name": "Aloe", "tag": "succulent"}


def test_only_tags_of_created_plants_on_this_server_are_offered(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    send(qtbot, window, sandbox, ("7", "Fern", "fern"))
    send(qtbot, window, sandbox, ("7", "Fern again", "ficus"), again=True)  # the id is taken
    other = open_on("http://127.0.0.1:9")
    focus_on(qtbot, other, other.form.tag_field.edit)
    type_text(qtbot, "f")
    assert not other.aids._popup.isVisible()  # another server: nothing used there
    other.close()
    window.activateWindow()
    focus_on(qtbot, window, window.form.tag_field.edit)
    window.form.tag_field.edit.clear()
    type_text(qtbot, "f")
    qtbot.waitUntil(window.aids._popup.isVisible)
    assert window.aids._popup.model().rowCount() == 1
    assert window.aids._popup.model().index(0, 0).data() == "fern"


def test_tags_from_the_history_are_offered_after_a_restart(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    first = open_on()
    send(qtbot, first, sandbox, ("1", "Fern", "fern"))
    first.close()
    window = open_on()
    focus_on(qtbot, window, window.form.tag_field.edit)
    type_text(qtbot, "fe")
    qtbot.waitUntil(window.aids._popup.isVisible)
    assert window.aids._popup.model().index(0, 0).data() == "fern"


# --- keep the tag, the next id --------------------------------------------------------------


def test_keep_the_tag_keeps_it_for_the_next_plant_and_is_remembered(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window = open_on()
    qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(window.form.keep_tag_box.isChecked)
    qtbot.waitUntil(lambda: load_settings(tmp_path / "settings.json").keep_tag)
    send(qtbot, window, sandbox, ("1", "Fern", "fern"))
    assert [f.edit.text() for f in window.form.fields] == ["", "", "fern"]
    focus_on(qtbot, window, window.form.id_field.edit)
    type_text(qtbot, "2")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "Second fern")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 2 in sandbox.plants())
    assert sandbox.plants()[2]["tag"] == "fern"


def test_next_id_is_suggested_selected_and_typing_replaces_it(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on(suggest_next_id=True)
    send(qtbot, window, sandbox, ("1042", "Fern", ""))
    edit = window.form.id_field.edit
    assert edit.text() == "1043"
    assert edit.selectedText() == "1043" and edit.hasFocus()
    type_text(qtbot, "2000")
    assert edit.text() == "2000"


def test_tab_accepts_the_suggested_id(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on(suggest_next_id=True)
    send(qtbot, window, sandbox, ("1042", "Fern", ""))
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "Palm")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 1043 in sandbox.plants())
    assert sandbox.plants()[1043]["name"] == "Palm"


def test_no_id_the_history_shows_created_here_is_suggested(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    first = open_on()
    send(qtbot, first, sandbox, ("11", "Eleven", ""))
    send(qtbot, first, sandbox, ("12", "Twelve", ""))
    first.close()
    window = open_on(suggest_next_id=True)
    send(qtbot, window, sandbox, ("10", "Ten", ""))
    assert window.form.id_field.edit.text() == "13"


def test_no_id_past_the_int64_limit_is_suggested(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on(suggest_next_id=True)
    send(qtbot, window, sandbox, (str(INT64_MAX), "Last", ""))
    assert INT64_MAX in sandbox.plants()
    assert window.form.id_field.edit.text() == ""


def test_a_plant_not_created_replaces_the_suggestions(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on(suggest_next_id=True, keep_tag=True)
    send(qtbot, window, sandbox, ("5", "Five", "fern"))
    send(qtbot, window, sandbox, ("5", "Five again", "ficus"), again=True)  # the id is taken
    assert [f.edit.text() for f in window.form.fields] == ["5", "Five again", "ficus"]


# --- a scanner's Enter ---------------------------------------------------------------------


def test_enter_after_a_scanned_id_moves_to_name_without_an_error(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    type_text(qtbot, "1042")
    press(qtbot, Qt.Key.Key_Return)
    name = window.form.name_field
    assert name.edit.hasFocus()
    assert not name.message.text().startswith("⚠")
    assert sandbox.request_count == 0
    press(qtbot, Qt.Key.Key_Return)  # again, still empty: now it says so
    assert name.message.text() == "⚠ Enter the plant's name."
    assert sandbox.request_count == 0
    type_text(qtbot, "Fern")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 1042 in sandbox.plants())


def test_enter_with_a_wrong_id_still_says_what_is_wrong(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    type_text(qtbot, "12a")
    press(qtbot, Qt.Key.Key_Return)
    assert window.form.id_field.edit.hasFocus()
    assert window.form.id_field.message.text().startswith("⚠")


# --- copy the last plant ---------------------------------------------------------------------


def test_ctrl_d_copies_the_last_plant_with_the_next_id(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    send(qtbot, window, sandbox, ("20", "Boston fern", "fern"))
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert [f.edit.text() for f in window.form.fields] == ["21", "Boston fern", "fern"]
    assert window.form.id_field.edit.hasFocus()
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "Sword fern")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 21 in sandbox.plants())
    assert sandbox.plants()[21] == {"name": "Sword fern", "tag": "fern"}


def test_ctrl_d_keeps_what_the_clerk_typed(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on()
    send(qtbot, window, sandbox, ("20", "Boston fern", "fern"))
    focus_on(qtbot, window, window.form.id_field.edit)
    type_text(qtbot, "99")
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert [f.edit.text() for f in window.form.fields] == ["99", "Boston fern", "fern"]


def test_ctrl_d_with_nothing_sent_yet_says_so(qtbot: QtBot, open_on: OpenWindow) -> None:
    window = open_on()
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert "No plant has been sent" in window.statusBar().currentMessage()
    assert [f.edit.text() for f in window.form.fields] == ["", "", ""]


# --- one switch ---------------------------------------------------------------------------------


def test_one_switch_turns_every_aid_off_and_is_remembered(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window = open_on(suggest_next_id=True, keep_tag=True)
    send(qtbot, window, sandbox, ("1", "Fern", "fern"))
    window.form.clear()
    window.set_typing_aids(False)
    qtbot.waitUntil(lambda: not load_settings(tmp_path / "settings.json").typing_aids)
    form = window.form
    assert not form.next_id_box.isVisible() and not form.keep_tag_box.isVisible()
    assert not window.copy_last_action.isEnabled()
    send(qtbot, window, sandbox, ("2", "Palm", "fe"))
    assert [f.edit.text() for f in form.fields] == ["", "", ""]  # nothing suggested
    focus_on(qtbot, window, form.tag_field.edit)
    type_text(qtbot, "f")
    assert not window.aids._popup.isVisible()
    form.tag_field.edit.clear()
    focus_on(qtbot, window, form.id_field.edit)
    type_text(qtbot, "3")
    press(qtbot, Qt.Key.Key_Return)  # Enter sends, or says what is missing
    assert form.name_field.message.text() == "⚠ Enter the plant's name."


# --- the rules themselves ---------------------------------------------------------------------


def test_tags_match_from_the_start_of_a_word_exact_spelling_first() -> None:
    uses = Counter({"Boston fern": 5, "fern": 2, "Fernleaf": 1, "infernal": 9})
    assert matching_tags("fern", uses) == ["fern", "Boston fern", "Fernleaf"]
    assert matching_tags("FE", uses) == ["Boston fern", "fern", "Fernleaf"]
    assert matching_tags("  ", uses) == []
    assert matching_tags("fern", Counter({"fern": 1})) == []  # nothing to add to it


def test_the_next_id_skips_taken_ids_and_stops_at_the_int64_limit() -> None:
    memory = TypingMemory("http://shop", taken=taken_ids(["5", "6", "x", "8"]))
    assert memory.next_id(4) == 7
    memory.remember(LastPlant(7, "Fern", ""))
    assert memory.next_id(4) == 9
    assert memory.next_id(INT64_MAX - 1) == INT64_MAX
    assert memory.next_id(INT64_MAX) is None
    batch = TypingMemory("http://shop", taken=taken_ids(str(i) for i in range(1, 1_000_001)))
    assert batch.next_id(0) == 1_000_001  # a million taken in a row, jumped at once
    assert TypingMemory("http://shop", taken=taken_ids(["042", "42", "43"])).next_id(41) == 44


def test_the_next_id_skips_every_id_still_on_its_way_not_only_created_ones(
    history: History,
) -> None:
    """An id waiting in the outbox, being sent, or needing a check may yet be created:
    suggesting it would send a second plant under the same id."""
    shop, other = "http://shop", "http://other"

    def entry(plant_id: int, base_url: str = shop) -> NewEntry:
        body = json.dumps({"id": plant_id, "name": "Fern"}).encode()
        return NewEntry("Shop", base_url, str(plant_id), "Fern", False, body)

    def over(plant_id: int, outcome: str) -> None:
        entry_id = history.add(entry(plant_id), claimed=True)
        result = Finish(EntryState.DONE, outcome, outcome, 200, None, None, "", True)
        assert history.finish(entry_id, result)

    over(1, "created")
    history.move(
        [history.add(entry(2)), history.add(entry(7, other))],
        EntryState.WAITING,
        frozenset({EntryState.NEW}),
    )
    history.add(entry(3), claimed=True)  # sending
    checking = history.add(entry(4), claimed=True)
    history.move([checking], EntryState.CHECKING, frozenset({EntryState.SENDING}))
    history.add(entry(5))  # written, not yet sent
    over(6, "rejected")
    removed = history.add(entry(8))
    history.move([removed], EntryState.WAITING, frozenset({EntryState.NEW}))
    history.move([removed], EntryState.DONE, frozenset({EntryState.WAITING}), outcome="removed")

    memory = load_memory(history, shop)
    assert [n for n in range(1, 10) if memory.is_taken(n)] == [1, 2, 3, 4, 5]
    assert memory.next_id(0) == 6
    assert [memory.next_id(n) for n in (1, 2, 3, 4)] == [6, 6, 6, 6]


def test_enter_moves_on_only_when_later_empty_required_fields_are_the_only_problem() -> None:
    # Id filled, Name empty (required), Tag fine.
    assert enter_moves_to(0, [False, True, False], [False, True, False]) == 1
    # Enter in the empty Name itself: send, which says what is missing.
    assert enter_moves_to(1, [False, True, False], [False, True, False]) is None
    # A wrong Id as well: send, which says what is wrong.
    assert enter_moves_to(0, [False, True, False], [True, True, False]) is None
    # Nothing wrong: send.
    assert enter_moves_to(0, [False, False, False], [False, False, False]) is None


def test_the_aids_are_in_the_accessibility_tree_with_their_own_alt_letters(
    qtbot: QtBot, open_on: OpenWindow
) -> None:
    window = open_on()
    form = window.form
    for widget, name in (
        (form.next_id_box, "Suggest the next id"),
        (form.keep_tag_box, "Keep the tag for the next plant"),
        (window.aids._popup, "Tags used before on this server"),
    ):
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None and interface.text(QAccessible.Text.Name) == name
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(form.next_id_box.isChecked)
    assert not form.keep_tag_box.isChecked()


def test_after_a_restart_the_form_goes_on_from_the_last_plant(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    first = open_on(suggest_next_id=True, keep_tag=True)
    send(qtbot, first, sandbox, ("300", "Fern", "fern"))
    first.close()
    window = open_on(suggest_next_id=True, keep_tag=True)
    assert [f.edit.text() for f in window.form.fields] == ["301", "", "fern"]
    assert window.form.typed_texts() == ("", "", "")  # suggestions, not the clerk's typing


def test_ids_a_batch_created_are_not_suggested(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window = open_on(suggest_next_id=True)
    sheet = tmp_path / "plants.csv"
    sheet.write_text("id,name,tag\n501,Fern,fern\n502,Palm,tropical\n", encoding="utf-8")
    window.open_sheet(sheet)
    qtbot.waitUntil(lambda: window.batch_window is not None)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.model.rowCount() == 2)
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: {501, 502} <= sandbox.plants().keys())
    qtbot.waitUntil(lambda: batch.settled)
    # The history is read again once the batch is over.
    qtbot.waitUntil(lambda: window.aids.memory is not None and window.aids.memory.is_taken(502))
    batch.close()
    send(qtbot, window, sandbox, ("500", "Aloe", "succulent"))
    assert window.form.id_field.edit.text() == "503"


def test_turning_the_aids_off_takes_their_suggestions_away(
    qtbot: QtBot, open_on: OpenWindow, sandbox: SandboxServer
) -> None:
    window = open_on(suggest_next_id=True, keep_tag=True)
    send(qtbot, window, sandbox, ("4001", "Pothos", "tropical"))
    assert [f.edit.text() for f in window.form.fields] == ["4002", "", "tropical"]
    window.form.name_field.edit.setText("Typed by the clerk")
    window.set_typing_aids(False)
    # Typing the next id cannot be glued onto a suggestion left behind; typing stays.
    assert [f.edit.text() for f in window.form.fields] == ["", "Typed by the clerk", ""]
