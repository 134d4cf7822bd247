"""View ▸ Language: the choice is remembered, and the app offers to start again in it."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import Asked
from memory_keyring import MemoryKeyring
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window, parse_args
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings, load_settings
from plantstore_gui.launch import restart_command
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


@pytest.fixture
def window(qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path) -> Iterator[MainWindow]:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Sandbox", base_url=sandbox.base_url)
    servers.add_temporary(profile, sandbox.token)
    servers.select(profile.id)
    window = build_window(
        servers,
        None,
        settings_file=tmp_path / "settings.json",
        settings=Settings(),
    )
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def language_actions(window: MainWindow) -> dict[str, QAction]:
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    menu = next(a.menu() for a in view.actions() if a.text() == "&Language")
    return {action.text().replace("&", ""): action for action in menu.actions()}


def test_the_menu_offers_the_system_language_and_each_shipped_one_in_its_own_words(
    window: MainWindow,
) -> None:
    actions = language_actions(window)
    assert list(actions) == ["System language", "Deutsch", "English", "Español", "العربية"]
    assert actions["System language"].isChecked()
    letters = [a.text().partition("&")[2][:1].lower() for a in actions.values()]
    assert "" not in letters and len(set(letters)) == len(letters)


def test_choosing_a_language_remembers_it_and_offers_a_restart(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, answer: Callable[..., Asked]
) -> None:
    asked = answer(False)
    language_actions(window)["Deutsch"].trigger()
    qtbot.waitUntil(lambda: load_settings(tmp_path / "settings.json").language == "de")
    [(_title, text, verb)] = asked.questions
    assert verb == "&Restart now" and "next start" in text
    # Tokens never go to a file: one typed but not in the keyring does not come back.
    assert "a token that is not in the system keyring must be typed again" in text
    assert not window.restart_requested and window.isVisible()
    assert language_actions(window)["Deutsch"].isChecked()


def test_restart_now_closes_the_window_to_start_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, answer: Callable[..., Asked]
) -> None:
    answer(True)
    language_actions(window)["Español"].trigger()
    assert window.restart_requested
    qtbot.waitUntil(lambda: not window.isVisible())
    assert load_settings(tmp_path / "settings.json").language == "es"


def test_the_app_starts_again_on_the_same_server_without_reopening_a_sheet(
    tmp_path: Path,
) -> None:
    sheet = tmp_path / "plants.csv"
    sheet.write_text("id,name\n1,Fern\n", encoding="utf-8")
    args = parse_args(["-style", "fusion", "--base-url", "http://127.0.0.1:8080", str(sheet)])
    started = [sys.executable, "/home/u/.venv/bin/plantstore-gui"]
    assert restart_command(started, args) == [
        *started,
        "-style",
        "fusion",
        "--base-url",
        "http://127.0.0.1:8080",
    ]
    assert restart_command(started, parse_args(["--sandbox"]))[-1] == "--sandbox"


def test_on_the_sandbox_the_offer_says_it_starts_again_empty(
    qtbot: QtBot, tmp_path: Path, answer: Callable[..., Asked]
) -> None:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    servers.select(servers.open_sandbox().id)
    window = build_window(servers, None, settings_file=tmp_path / "settings.json")
    qtbot.addWidget(window)
    window.show()
    asked = answer(False)
    try:
        language_actions(window)["العربية"].trigger()
        [(_title, text, _verb)] = asked.questions
        assert "The sandbox starts again empty" in text
    finally:
        window.close()
        servers.close()
