"""The main window on one temporary server profile, for tests that drive it as a user."""

from __future__ import annotations

from conftest import wait_until
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


def open_window(
    qtbot: QtBot, base_url: str, token: str | None, history: History | None = None
) -> MainWindow:
    """The window on a temporary profile for `base_url`, shown and focused; token None: ask.

    Close it at the end of the test (`window.close()`), which stops its worker thread.
    """
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=base_url)
    servers.add_temporary(profile, token)
    servers.select(profile.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


def type_plant(qtbot: QtBot, window: MainWindow, plant_id: str, name: str) -> None:
    """Type the id and the name with the keyboard, as a clerk does."""
    qtbot.keyClicks(window.form.id_field.edit, plant_id)
    qtbot.keyClicks(window.form.name_field.edit, name)


def press_enter(qtbot: QtBot) -> None:
    """Press Enter wherever the focus is."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Return)


def typed(window: MainWindow) -> list[str]:
    """What the form's fields hold: id, name, tag."""
    return [field.edit.text() for field in window.form.fields]


def contract_checked(window: MainWindow) -> bool:
    """Let the Contract tab's check (off the GUI thread) come back: True once its verdict shows."""

    def shown() -> bool:
        QApplication.processEvents()
        return not window.contract_view.checking

    return wait_until(shown)
