"""The main window opens at a size that suits the screen, and as it was last closed."""

from __future__ import annotations

from pathlib import Path

from memory_keyring import MemoryKeyring
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings, load_settings
from plantstore_gui.ui.main_window import MINIMUM_SIZE, MainWindow
from plantstore_gui.ui.servers import Servers
from plantstore_gui.ui.theme import opening_size


def test_the_first_window_takes_most_of_the_screen_and_never_more() -> None:
    assert opening_size(QSize(0, 0), QSize(1280, 900), MINIMUM_SIZE) == QSize(1024, 765)
    assert opening_size(QSize(0, 0), QSize(3840, 2160), MINIMUM_SIZE) == QSize(1440, 1000)
    assert opening_size(QSize(0, 0), QSize(800, 560), MINIMUM_SIZE) == QSize(760, 480)
    assert opening_size(QSize(1000, 700), QSize(1280, 900), MINIMUM_SIZE) == QSize(1000, 700)
    assert opening_size(QSize(2000, 1400), QSize(1280, 900), MINIMUM_SIZE) == QSize(1280, 900)


def open_with(qtbot: QtBot, settings_file: Path) -> MainWindow:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    settings = load_settings(settings_file)
    window = build_window(servers, None, settings_file=settings_file, settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_window_opens_as_it_was_last_closed(qtbot: QtBot, tmp_path: Path) -> None:
    settings_file = tmp_path / "settings.json"
    first = open_with(qtbot, settings_file)
    first.resize(790, 530)
    qtbot.waitUntil(lambda: first.size() == QSize(790, 530))
    first.close()
    qtbot.waitUntil(lambda: load_settings(settings_file).window_width == 790, timeout=5000)
    saved = load_settings(settings_file)
    assert (saved.window_height, saved.window_maximized) == (530, False)
    again = open_with(qtbot, settings_file)
    assert again.size() == QSize(790, 530)
    again.close()


def test_a_damaged_size_in_the_settings_is_left_to_the_screen(tmp_path: Path) -> None:
    settings_file = tmp_path / "settings.json"
    settings_file.write_text(
        '{"version": 1, "window_width": true, "window_height": -5}', encoding="utf-8"
    )
    assert load_settings(settings_file) == Settings()
