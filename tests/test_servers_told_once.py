"""What the window and Manage servers say of servers and the keyring: true to the keyring's
state, said once where the user is, and never at the cost of what they were typing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from conftest import Asked
from keyring.backends import null
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers

TURNED_OFF = "The Python keyring is turned off on this computer"


def start(qtbot: QtBot, vault: TokenVault, book: ProfileBook = ProfileBook()) -> MainWindow:  # noqa: B008
    servers = Servers(ProfileStore(profiles_path()), book, vault)
    if book.profiles:
        servers.select(book.profiles[0].id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    window.show()
    return window


def open_dialog(qtbot: QtBot, window: MainWindow) -> ProfilesDialog:
    window.manage_servers()
    dialog = window.manage_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_token_hint_under_the_keyring_notice_agrees_with_it(qtbot: QtBot) -> None:
    shop = Profile(name="Shop", base_url="http://127.0.0.1:18099")
    window = start(qtbot, TokenVault(null.Keyring(), timeout=2), ProfileBook(profiles=(shop,)))
    qtbot.waitUntil(window.token_box.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: TURNED_OFF in window.notice.text.text(), timeout=5000)
    hint = window.token_field.message.text()
    assert hint == (
        "No token is saved for this server; without a system keyring, the one you type is "
        "kept for this session only."
    )
    assert "keyring when" not in hint
    window.close()


def test_with_a_keyring_the_hint_says_the_token_is_kept_there(qtbot: QtBot) -> None:
    shop = Profile(name="Shop", base_url="http://127.0.0.1:18099")
    window = start(qtbot, TokenVault(MemoryKeyring(), timeout=2), ProfileBook(profiles=(shop,)))
    qtbot.waitUntil(window.token_box.isVisible, timeout=5000)
    assert window.token_field.message.text() == (
        "No token is saved for this server; the one you type is kept in the system keyring."
    )
    window.close()


def test_the_keyring_found_off_when_manage_servers_opens_is_said_in_the_dialog_only(
    qtbot: QtBot,
) -> None:
    window = start(qtbot, TokenVault(null.Keyring(), timeout=2))
    notice_height = window.notice.height() if window.notice.isVisible() else 0
    dialog = open_dialog(qtbot, window)
    qtbot.waitUntil(lambda: TURNED_OFF in dialog.notice.text(), timeout=5000)
    qtbot.waitUntil(lambda: not window.servers.busy, timeout=5000)
    # Not a second time in the window behind, pushing it down as the dialog opens.
    assert not window.notice.isVisible()
    assert TURNED_OFF not in window.notice.text.text()
    assert (window.notice.height() if window.notice.isVisible() else 0) == notice_height
    dialog.close()
    assert not window.notice.isVisible()  # told once: not again when the dialog closes
    window.close()


def write_export(path: Path, *names: str) -> Path:
    profiles = [{"name": name, "base_url": f"https://{name.lower()}.example"} for name in names]
    path.write_text(
        json.dumps({"format": "plantstore-gui/profiles-export", "version": 1, "profiles": profiles})
    )
    return path


def test_an_import_keeps_a_new_server_being_typed(
    qtbot: QtBot, tmp_path: Path, answer: Callable[..., Asked]
) -> None:
    window = start(qtbot, TokenVault(MemoryKeyring(), timeout=2))
    dialog = open_dialog(qtbot, window)  # no server yet: a new one is shown to type
    dialog.name_field.edit.selectAll()
    qtbot.keyClicks(dialog.name_field.edit, "My shop")
    qtbot.keyClicks(dialog.url_field.edit, "https://my.example")
    dialog.import_from(write_export(tmp_path / "servers.json", "Depot"))
    qtbot.waitUntil(dialog.report.isVisible, timeout=5000)
    assert dialog.name_field.edit.text() == "My shop"
    assert dialog.url_field.edit.text() == "https://my.example"
    listed = [dialog.profile_list.item(row).text() for row in range(dialog.profile_list.count())]
    assert listed == ["Depot", "My shop"]
    current = dialog.profile_list.currentItem()
    assert current is not None and current.text() == "My shop"
    asked = answer()
    assert dialog.save_profile()
    assert asked.questions == []
    assert [p.name for p in window.servers.profiles()] == ["Depot", "My shop"]
    dialog.close()
    window.close()


def test_an_import_keeps_the_edits_of_a_saved_server(
    qtbot: QtBot, tmp_path: Path, answer: Callable[..., Asked]
) -> None:
    shop = Profile(name="Shop", base_url="https://shop.example")
    window = start(qtbot, TokenVault(MemoryKeyring(), timeout=2), ProfileBook(profiles=(shop,)))
    dialog = open_dialog(qtbot, window)
    dialog.name_field.edit.selectAll()
    qtbot.keyClicks(dialog.name_field.edit, "Back shop")
    dialog.import_from(write_export(tmp_path / "servers.json", "Depot"))
    qtbot.waitUntil(dialog.report.isVisible, timeout=5000)
    assert dialog.name_field.edit.text() == "Back shop"
    current = dialog.profile_list.currentItem()
    assert current is not None and current.text() == "Back shop"
    assert dialog.editor.has_edits()
    asked = answer(True)
    qtbot.keyClick(dialog.profile_list, Qt.Key.Key_Escape)  # still asks: the edits are there
    assert [question[2] for question in asked.questions] == ["&Discard changes"]
    window.close()
