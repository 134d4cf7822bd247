"""The clerk's keys land where the clerk types.

Alt+G (Suggest the next id) and Alt+X (Keep the tag for the next plant) turn an option on
or off while the clerk types: the focus stays in the field, the digits typed next land
there, and Enter sends. Turning the suggestion on fills the next id at once. A second
Enter on the form just emptied after a send stays quiet. After "Try the sandbox" the
cursor is in the form.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window, parse_args
from plantstore_gui.app import open_window as open_app
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

TOKEN = "option-token"


@pytest.fixture
def window(qtbot: QtBot, history: History, tmp_path: Path) -> Iterator[MainWindow]:
    with SandboxServer(TOKEN) as server:
        servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
        profile = Profile(name="Shop", base_url=server.base_url)
        servers.add_temporary(profile, TOKEN)
        servers.select(profile.id)
        made = build_window(
            servers,
            history,
            draft_path=tmp_path / "draft.json",  # as the app runs: the draft is kept
            settings_file=tmp_path / "settings.json",
            settings=Settings(auto_send_outbox=False),
        )
        qtbot.addWidget(made)
        made.show()
        qtbot.waitExposed(made)
        made.activateWindow()
        qtbot.waitUntil(made.form.id_field.edit.hasFocus)
        qtbot.waitUntil(lambda: not made.tasks.busy)
        yield made
        made.close()


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str, tag: str = "") -> None:
    form = window.form
    for field, text in zip(form.fields, (plant_id, name, tag), strict=True):
        field.edit.setText(text)
    qtbot.keyClick(form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    qtbot.waitUntil(lambda: not window.tasks.busy, timeout=5000)


@pytest.mark.parametrize("letter", [Qt.Key.Key_G, Qt.Key.Key_X])
def test_an_options_alt_letter_leaves_the_focus_where_the_clerk_types(
    qtbot: QtBot, window: MainWindow, letter: Qt.Key
) -> None:
    form = window.form
    box = form.next_id_box if letter == Qt.Key.Key_G else form.keep_tag_box
    before = box.isChecked()
    qtbot.keyClick(form.id_field.edit, letter, Qt.KeyboardModifier.AltModifier)
    assert box.isChecked() is not before
    assert QApplication.focusWidget() is form.id_field.edit
    qtbot.keyClicks(QApplication.focusWidget(), "42")
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "Fern")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 42 created", timeout=5000)


def test_turning_the_suggestion_on_fills_the_next_id_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    form = window.form
    if form.next_id_box.isChecked():
        qtbot.keyClick(form.id_field.edit, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    send(qtbot, window, "41", "Moss", "shade")
    assert form.id_field.edit.text() == ""
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert form.id_field.edit.text() == "42"  # the next id after the last plant, shown now
    assert form.id_field.edit.hasFocus()
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert form.id_field.edit.text() == ""  # off again: what it filled goes with it


def test_enter_again_on_the_form_just_emptied_stays_quiet(qtbot: QtBot, window: MainWindow) -> None:
    """A hurried second Enter after a plant is sent shows no red errors and sends nothing;
    once the clerk types, Enter on a bad plant says what is wrong as before."""
    form = window.form
    send(qtbot, window, "51", "Moss")
    assert window.results.title.text() == "Plant 51 created"
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Return)
    assert not any(field.message.text().startswith("⚠") for field in form.fields)
    assert form.id_field.edit.hasFocus()
    assert window.results.title.text() == "Plant 51 created"
    qtbot.keyClicks(form.id_field.edit, "52")
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Return)
    qtbot.keyClick(form.name_field.edit, Qt.Key.Key_Return)
    assert form.name_field.message.text().startswith("⚠")


def test_after_try_the_sandbox_the_keyboard_goes_on_in_the_form(qtbot: QtBot) -> None:
    """First start, keyboard only: Space on "Try the sandbox", then type and Enter."""
    with open_app(parse_args([])) as first:
        qtbot.addWidget(first)
        first.show()
        qtbot.waitExposed(first)
        first.activateWindow()
        qtbot.waitUntil(first.isActiveWindow)
        button = first.results.sandbox_button
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: "Sandbox" in first.windowTitle())
        qtbot.waitUntil(lambda: QApplication.focusWidget() is first.form.id_field.edit)
        qtbot.keyClicks(QApplication.focusWidget(), "3")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClicks(QApplication.focusWidget(), "Sandbox fern")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: first.results.title.text() == "Plant 3 created", timeout=5000)
        first.close()
    QApplication.processEvents()


@pytest.mark.parametrize("how", ["click", "ctrl+return"])
def test_after_send_raw_the_cursor_stays_in_the_editor(
    qtbot: QtBot, window: MainWindow, how: str
) -> None:
    """A tester sends a body, changes one value and sends again, without reaching for it."""
    editor = window.raw_editor.editor
    qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(editor.hasFocus)
    editor.setPlainText('{"id": 61, "name": "Fern"}')
    if how == "click":
        qtbot.mouseClick(window.raw_editor.send_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 61 created", timeout=5000)
    assert QApplication.focusWidget() is editor
    assert window.results.raw_toggle.text() == "Show the raw answer"  # not "the error"


def test_alt_w_puts_the_cursor_in_the_editor_even_when_its_tab_is_showing(
    qtbot: QtBot, window: MainWindow
) -> None:
    editor = window.raw_editor.editor
    qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(editor.hasFocus)
    window.history_dock.panel.search.setFocus()
    qtbot.waitUntil(window.history_dock.panel.search.hasFocus)
    qtbot.keyClick(window.history_dock.panel.search, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(editor.hasFocus, timeout=2000)
    qtbot.keyClick(editor, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # New plant
    qtbot.waitUntil(window.form.id_field.edit.hasFocus, timeout=2000)
    window.history_dock.panel.search.setFocus()
    qtbot.keyClick(window.history_dock.panel.search, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(window.form.id_field.edit.hasFocus, timeout=2000)


def test_emptying_a_field_to_start_again_shows_no_red_error(
    qtbot: QtBot, window: MainWindow
) -> None:
    form = window.form
    qtbot.keyClicks(form.id_field.edit, "12")
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(form.name_field.edit, "Fern")
    for field in (form.name_field, form.id_field):
        field.edit.setFocus()
        qtbot.keyClick(field.edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(field.edit, Qt.Key.Key_Backspace)
        assert field.edit.text() == ""
        assert not field.message.text().startswith("⚠"), field.message.text()
    qtbot.keyClicks(form.id_field.edit, "x")  # bad text is told as it is typed
    assert form.id_field.message.text().startswith("⚠")
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(form.id_field.edit, Qt.Key.Key_Return)  # Enter on an empty form says so
    assert form.id_field.message.text() == "⚠ Enter the plant's id."


def test_an_alt_letter_that_nothing_takes_types_nothing(qtbot: QtBot, window: MainWindow) -> None:
    """Alt+K and Alt+J are no control's: the Id field keeps what was typed, and keys with
    Ctrl and Alt together (AltGr on some keyboards) still type."""
    edit = window.form.id_field.edit
    qtbot.keyClicks(edit, "5")
    for letter in (Qt.Key.Key_K, Qt.Key.Key_J):
        qtbot.keyClick(edit, letter, Qt.KeyboardModifier.AltModifier)
    assert edit.text() == "5"
    assert not edit.parentWidget().findChildren(QLabel)[0].text().startswith("⚠")
    altgr = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    qtbot.keyClick(edit, "7", altgr)
    assert edit.text() == "57"
