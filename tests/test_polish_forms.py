"""The forms as a user meets them: Manage servers' buttons and words, the length limit of a
name and a tag, the focus ring of Create plant, and a name for every control."""

import sys
import threading
from collections.abc import Callable, Iterator

import pytest
from conftest import Asked
from keyring.backend import KeyringBackend
from keyring.backends import fail
from keyring.errors import NoKeyringError
from memory_keyring import BlockingKeyring, MemoryKeyring, RaisingKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionFrame,
    QTabWidget,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.batch import Columns, read_sheet, validate
from plantstore_gui.core.fields import NAME_MAX_LENGTH, TAG_MAX_LENGTH
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import SERVICE, TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import language
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers

HOSTILE_NAME = "<h2>x</h2><s>"


# --- helpers -----------------------------------------------------------------------------------


def saved_window(qtbot: QtBot, keyring: MemoryKeyring) -> MainWindow:
    """The app as it starts from the profiles on disk, tokens from `keyring`."""
    store = ProfileStore(profiles_path())
    loaded = store.load()
    servers = Servers(store, loaded.book, TokenVault(keyring, timeout=2))
    if (start := loaded.book.starting_profile()) is not None:
        servers.select(start.id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def sandbox_window(qtbot: QtBot, sandbox: SandboxServer, history: History) -> MainWindow:
    """The window on a temporary profile for the sandbox, focus in Id."""
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Sandbox", base_url=sandbox.base_url)
    servers.add_temporary(profile, sandbox.token)
    servers.select(profile.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


def open_dialog(qtbot: QtBot, window: MainWindow) -> ProfilesDialog:
    window.manage_servers()
    dialog = window.manage_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def idle(qtbot: QtBot, window: MainWindow) -> None:
    """Saves and keyring calls run in the background; wait until they are done."""
    qtbot.waitUntil(lambda: not window.servers.busy, timeout=5000)


def type_new_server(qtbot: QtBot, dialog: ProfilesDialog, name: str, url: str, token: str) -> None:
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.name_field.edit.clear()
    qtbot.keyClicks(dialog.name_field.edit, name)
    qtbot.keyClicks(dialog.url_field.edit, url)
    qtbot.keyClicks(dialog.token_field.edit, token)


@pytest.fixture
def pickers(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The titles of the file pickers the app opened (each answered with Cancel)."""
    opened: list[str] = []

    def pick(_parent: object, title: str, *_args: object, **_kw: object) -> tuple[str, str]:
        opened.append(title)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", pick)
    return opened


class Shown:
    """A message box as the user saw it: its words, how they were drawn, its buttons."""

    def __init__(self, box: QMessageBox) -> None:
        self.title = box.windowTitle()
        labels = [label for label in box.findChildren(QLabel) if label.text() == box.text()]
        assert labels, "the question's text is not on any label"
        self.text = labels[0].text()
        self.plain = all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
        self.buttons = [button.text() for button in box.buttons()]
        default = box.defaultButton()
        self.default = default.text() if default is not None else None


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], list[Shown]]:
    """Answer every message box by clicking the button with the given text; list them."""
    shown: list[Shown] = []

    def arrange(click: str) -> list[Shown]:
        def exec_(box: QMessageBox) -> int:
            shown.append(Shown(box))
            [button] = [b for b in box.buttons() if b.text() == click]
            button.click()
            return 0

        monkeypatch.setattr(QMessageBox, "exec", exec_)
        return shown

    return arrange


# --- Manage servers: buttons and Enter ---------------------------------------------------------


def test_manage_servers_has_save_and_cancel_at_the_bottom_and_enter_saves(
    qtbot: QtBot, sandbox: SandboxServer, pickers: list[str]
) -> None:
    window = saved_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)

    # A standard button box under everything else, with Save and Cancel.
    assert isinstance(dialog.buttons, QDialogButtonBox)
    assert {b.text() for b in dialog.buttons.buttons()} == {"&Save", "Cancel"}
    assert dialog.buttons.geometry().top() > dialog.editor.geometry().bottom()
    assert dialog.buttons.geometry().top() > dialog.notice.geometry().top()
    # Save is Enter's; no other button, and no file picker, takes Enter by having focus.
    assert dialog.save_button.isDefault()
    others = [b for b in dialog.findChildren(QPushButton) if b is not dialog.save_button]
    assert dialog.browse_ca in others and dialog.import_button in others
    assert not [b.text() for b in others if b.autoDefault() or b.isDefault()]

    # Enter in a field saves the server shown.
    type_new_server(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    assert dialog.close_button.text() == "Cancel"  # there is something to lose
    qtbot.keyClick(dialog.token_field.edit, Qt.Key.Key_Return)
    idle(qtbot, window)
    assert dialog.notice.text() == "Saved “Shop”."
    assert ProfileStore(profiles_path()).load().book.names() == ["Shop"]
    assert dialog.close_button.text() == "Close"  # everything is saved
    assert dialog.isVisible()  # ready for the next server

    # Enter with the focus on Browse… saves too, and never opens the file picker.
    dialog.verify_tls.setChecked(True)
    dialog.name_field.edit.setText("Main shop")
    assert dialog.close_button.text() == "Cancel"
    dialog.browse_ca.setFocus()
    qtbot.waitUntil(dialog.browse_ca.hasFocus)
    qtbot.keyClick(dialog.browse_ca, Qt.Key.Key_Return)
    idle(qtbot, window)
    assert pickers == []
    assert dialog.notice.text() == "Saved “Main shop”."
    assert ProfileStore(profiles_path()).load().book.names() == ["Main shop"]

    # Clicking Browse… does open it; a click is a choice, Enter is not.
    qtbot.mouseClick(dialog.browse_ca, Qt.MouseButton.LeftButton)
    assert pickers == ["Choose a CA bundle"]

    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    window.close()


def test_cancel_leaves_the_saved_server_as_it_was(
    qtbot: QtBot, sandbox: SandboxServer, answer: Callable[..., Asked]
) -> None:
    window = saved_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    type_new_server(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    dialog.name_field.edit.setText("Renamed")
    discard = answer(True)  # Esc asks before throwing the rename away
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog.name_field.edit, Qt.Key.Key_Escape)
    assert [verb for _, _, verb in discard.questions] == ["&Discard changes"]
    idle(qtbot, window)
    assert ProfileStore(profiles_path()).load().book.names() == ["Shop"]
    window.close()


# --- Manage servers: the token hint agrees with the keyring -------------------------------------


def test_without_a_keyring_the_token_hint_says_session_only_like_the_notice(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = saved_window(qtbot, RaisingKeyring(NoKeyringError()))
    dialog = open_dialog(qtbot, window)
    type_new_server(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    hint = dialog.token_field.message.text()
    assert "No system keyring was found" in dialog.notice.text()
    assert hint == "Kept for this session only: the system keyring could not keep it."

    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    hint = dialog.token_field.message.text()
    assert hint == "Without a system keyring, a token typed here is kept for this session only."
    window.close()


def test_a_saved_server_without_a_token_and_no_keyring_says_so_once(qtbot: QtBot) -> None:
    store = ProfileStore(profiles_path())
    store.save(ProfileBook().put(Profile(name="Shop", base_url="https://shop.example")))
    window = saved_window(qtbot, RaisingKeyring(NoKeyringError()))
    idle(qtbot, window)  # the keyring was asked for Shop's token, and failed
    dialog = open_dialog(qtbot, window)
    hint = dialog.token_field.message.text()
    assert hint == (
        "No token saved. Without a system keyring, a token typed here is kept for this "
        "session only."
    )
    assert "keep it in the system keyring" not in hint
    window.close()


def test_with_a_keyring_the_token_hint_promises_the_keyring(qtbot: QtBot) -> None:
    store = ProfileStore(profiles_path())
    store.save(ProfileBook().put(Profile(name="Shop", base_url="https://shop.example")))
    window = saved_window(qtbot, MemoryKeyring())
    idle(qtbot, window)
    dialog = open_dialog(qtbot, window)
    assert dialog.token_field.message.text() == (
        "No token saved. Type it to keep it in the system keyring."
    )
    window.close()


def test_the_token_hint_tells_the_keyring_as_it_is_from_the_moment_the_dialog_opens(
    qtbot: QtBot,
) -> None:
    keyring = BlockingKeyring()  # the keyring is asked; it has not answered yet
    window = saved_window(qtbot, keyring)
    dialog = open_dialog(qtbot, window)  # no server saved: a new one is shown
    qtbot.waitUntil(keyring.entered.is_set)
    assert dialog.token_field.message.text() == "Looking for the system keyring…"
    keyring.release.set()
    qtbot.waitUntil(
        lambda: dialog.token_field.message.text() == "Kept in the system keyring, never in a file."
    )
    assert threading.main_thread() not in keyring.threads  # never asked on the GUI thread
    assert dialog.notice.text() == ""
    window.close()


@pytest.mark.parametrize(
    "backend",
    [fail.Keyring, lambda: RaisingKeyring(NoKeyringError())],
    ids=["absent", "failing"],
)
def test_without_a_keyring_the_dialog_says_so_when_it_opens_and_how_to_get_one(
    qtbot: QtBot, backend: Callable[[], KeyringBackend]
) -> None:
    window = saved_window(qtbot, backend())
    dialog = open_dialog(qtbot, window)
    qtbot.waitUntil(lambda: "session" in dialog.token_field.message.text())
    assert dialog.token_field.message.text() == (
        "Without a system keyring, a token typed here is kept for this session only."
    )
    notice = dialog.notice.text()
    assert notice.startswith("No system keyring was found")
    if sys.platform.startswith("linux"):
        assert notice.endswith("To keep tokens, install GNOME Keyring or KWallet and log in again.")
    assert not [word for word in ("macOS", "Keychain", "Windows") if word in notice]
    window.close()


# --- Manage servers: every placeholder fits its field, in every language ------------------------


def text_width(edit: QLineEdit) -> int:
    """The width a line edit writes its text (and its placeholder) in, as QLineEdit sums
    it: its contents inside the frame, less its text margins and 2 px on each side, and
    less the room of its buttons (clear, show the token), shown or not."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    buttons = sum(button.width() for button in edit.findChildren(QToolButton))
    return contents.width() - margins.left() - margins.right() - 2 * 2 - buttons


@pytest.mark.parametrize("code", [code for code, _name in language.LANGUAGES])
def test_every_placeholder_of_manage_servers_fits_its_field(
    qtbot: QtBot, speaking: Callable[[str], None], code: str
) -> None:
    speaking(code)
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    dialog = ProfilesDialog(servers)  # a new server: every field empty, every placeholder shown
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edits = [e for e in dialog.findChildren(QLineEdit) if e.isVisible() and e.placeholderText()]
    assert len(edits) >= 3  # the base URL, the CA bundle, the contract document
    clipped = {}
    for edit in edits:
        needed, width = (
            edit.fontMetrics().horizontalAdvance(edit.placeholderText()),
            text_width(edit),
        )
        if needed > width:
            clipped[edit.placeholderText()] = (needed, width)
    assert clipped == {}
    servers.close()


# --- Manage servers: a profile name is plain text in every question ----------------------------


def test_a_hostile_profile_name_is_plain_text_in_the_delete_question(
    qtbot: QtBot, message_boxes: Callable[[str], list[Shown]]
) -> None:
    window = saved_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    type_new_server(qtbot, dialog, HOSTILE_NAME, "https://shop.example", "secret-1")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)

    shown = message_boxes("Cancel")
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    [question] = shown
    assert question.title == "Delete this server?"
    assert question.plain
    assert question.text == (f"Delete “{HOSTILE_NAME}” and its saved token? This cannot be undone.")
    assert set(question.buttons) == {"Delete server", "Cancel"}
    assert question.default == "Cancel"
    idle(qtbot, window)
    assert ProfileStore(profiles_path()).load().book.names() == [HOSTILE_NAME]  # kept
    window.close()


def test_a_hostile_profile_name_is_plain_text_in_the_new_address_question(
    qtbot: QtBot, message_boxes: Callable[[str], list[Shown]]
) -> None:
    keyring = MemoryKeyring()
    window = saved_window(qtbot, keyring)
    dialog = open_dialog(qtbot, window)
    type_new_server(qtbot, dialog, HOSTILE_NAME, "https://shop.example", "secret-1")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)

    shown = message_boxes("Send the token there")
    dialog.url_field.edit.setText("https://other.example")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    idle(qtbot, window)
    [question] = shown
    assert question.title == "Send the token to a new address?"
    assert question.plain
    assert question.text.startswith(
        f"The token of “{HOSTILE_NAME}” was used with https://shop.example:443. "
        "The server now points to https://other.example:443."
    )
    assert set(question.buttons) == {"Send the token there", "Remove the token"}
    assert question.default == "Remove the token"
    [profile] = ProfileStore(profiles_path()).load().book.profiles
    assert keyring.storage == {(SERVICE, profile.id): "secret-1"}  # as the user chose
    window.close()


# --- the length of a name and a tag ------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, sandbox: SandboxServer, history: History) -> Iterator[MainWindow]:
    opened = sandbox_window(qtbot, sandbox, history)
    yield opened
    opened.close()


def paste(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Paste with Ctrl+V, as a user would."""
    QGuiApplication.clipboard().setText(text)
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_the_limit_is_said_at_each_field(window: MainWindow) -> None:
    assert window.form.name_field.message.text() == "Required, at most 200 characters."
    assert window.form.tag_field.message.text() == (
        "Optional: the type of plant, e.g. fern; at most 200 characters."
    )
    assert NAME_MAX_LENGTH == TAG_MAX_LENGTH == 200


@pytest.mark.parametrize("field", ["name", "tag"])
def test_a_long_paste_is_kept_whole_and_refused_with_a_message(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, history: History, field: str
) -> None:
    long_text = "Ficus lyrata " * 4000  # 52,000 characters: past Qt's default 32,767
    form = window.form
    checked = form.name_field if field == "name" else form.tag_field
    form.id_field.edit.setText("41")
    if field == "tag":
        form.name_field.edit.setText("Fern")
    paste(qtbot, checked.edit, long_text)
    assert checked.edit.text() == long_text  # nothing cut off, silently or otherwise
    message = f"⚠ A {field} can be at most 200 characters long; this one has 52,000."
    assert checked.message.text() == message

    qtbot.keyClick(checked.edit, Qt.Key.Key_Return)
    assert not window.journeys.busy
    assert checked.message.text() == message
    assert QApplication.focusWidget() is checked.edit
    assert sandbox.request_count == 0
    assert history.entries() == []


def test_a_name_and_tag_at_the_limit_are_sent_whole(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer
) -> None:
    name = "N" * (NAME_MAX_LENGTH - 1) + "é"
    tag = "t" * TAG_MAX_LENGTH
    window.form.id_field.edit.setText("42")
    paste(qtbot, window.form.name_field.edit, name)
    paste(qtbot, window.form.tag_field.edit, tag)
    assert window.form.name_field.message.text() == "Required, at most 200 characters."
    qtbot.keyClick(window.form.tag_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 42 created", timeout=5000)
    assert sandbox.plants() == {42: {"name": name, "tag": tag}}


def test_a_sheet_row_past_the_limit_is_refused_and_one_at_it_is_kept() -> None:
    at_limit, past = "a" * NAME_MAX_LENGTH, "b" * (NAME_MAX_LENGTH + 1)
    text = f"1,{at_limit},{at_limit}\n2,{past},fern\n3,Rose,{past}\n"
    first, second, third = validate(read_sheet(text), Columns(id=0, name=1, tag=2))
    assert first.problems == () and first.plant is not None
    assert first.plant.name == at_limit and first.plant.tag == at_limit
    assert second.problems == ("A name can be at most 200 characters long; this one has 201.",)
    assert third.problems == ("A tag can be at most 200 characters long; this one has 201.",)
    assert second.plant is None and third.plant is None


# --- the focus ring of Create plant ------------------------------------------------------------


def highlight_pixels(image: QImage, widget: QWidget) -> int:
    colour = widget.palette().color(QPalette.ColorRole.Highlight).rgb()
    return sum(
        image.pixel(x, y) == colour for x in range(image.width()) for y in range(image.height())
    )


def test_create_plant_shows_a_clear_focus_ring(qtbot: QtBot, window: MainWindow) -> None:
    button = window.form.create_button
    unfocused = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    focused = button.grab().toImage()
    # The ring runs round the button in the highlight colour: at least its two long sides.
    assert highlight_pixels(focused, button) >= highlight_pixels(unfocused, button) + 2 * (
        button.width() - 10
    )


# --- a name for every control ------------------------------------------------------------------


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def describe(widget: QWidget) -> str:
    chain: list[str] = []
    current: QWidget | None = widget
    while current is not None:
        chain.append(type(current).__name__)
        current = current.parentWidget()
    return " in ".join(chain)


def is_control(widget: QWidget) -> bool:
    """Something a user can act on: it takes the focus, or it is a button (a clear button)."""
    parent = widget.parentWidget()
    if isinstance(parent, QAbstractSpinBox | QComboBox):
        return False  # the line edit inside; the spin box or combo box carries the name
    takes_focus = widget.focusPolicy() != Qt.FocusPolicy.NoFocus
    return takes_focus or isinstance(widget, QAbstractButton)


def unnamed_controls(root: QWidget, skip: tuple[type[QWidget], ...] = ()) -> list[str]:
    """Every visible control under root without an accessible name, on every tab."""
    for edit in root.findChildren(QLineEdit):
        if not edit.isReadOnly() and not edit.text():
            edit.setText("x")  # a line edit shows its clear button only when it holds text
    QApplication.processEvents()
    found: set[str] = set()

    def walk() -> None:
        for widget in [root, *root.findChildren(QWidget)]:
            inside_skipped = any(isinstance(w, skip) for w in _ancestors(widget))
            if widget.isVisible() and is_control(widget) and not inside_skipped:
                if not accessible_name(widget):
                    found.add(describe(widget))

    walk()
    for tabs in root.findChildren(QTabWidget):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            walk()
    return sorted(found)


def _ancestors(widget: QWidget) -> Iterator[QWidget]:
    current: QWidget | None = widget
    while current is not None:
        yield current
        current = current.parentWidget()


def test_the_clear_buttons_in_the_form_are_named(window: MainWindow) -> None:
    for field, name in (
        (window.form.id_field, "Clear plant id"),
        (window.form.name_field, "Clear plant name"),
        (window.form.tag_field, "Clear plant tag"),
    ):
        field.edit.setText("x")
        [button] = [b for b in field.edit.findChildren(QToolButton) if b.isVisible()]
        assert accessible_name(button) == name
        assert button.toolTip() == name


# The history's Find box (ui/history_panel.py) has a clear button without a name yet:
# once it calls accessible.name_clear_button, drop HistoryPanel from this tuple.
NOT_YET_NAMED: tuple[type[QWidget], ...] = ()


def test_every_visible_control_in_the_main_window_has_a_name(window: MainWindow) -> None:
    assert unnamed_controls(window, skip=NOT_YET_NAMED) == []


def test_every_visible_control_in_manage_servers_has_a_name(qtbot: QtBot) -> None:
    window = saved_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    assert unnamed_controls(dialog) == []
    assert accessible_name(dialog.name_field.edit.findChildren(QToolButton)[0]) == (
        "Clear server name"
    )
    window.close()
