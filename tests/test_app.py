"""The command line, and the app wired as `plantstore-gui --sandbox` wires it."""

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from plantstore_gui import __version__
from plantstore_gui.app import open_window, parse_args
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore


def run_cli(*args: str, env_token: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {
        "PATH": "/usr/bin:/bin",
        "QT_QPA_PLATFORM": "offscreen",
        "PLANTSTORE_GUI_HOME": os.environ["PLANTSTORE_GUI_HOME"],
    }
    if env_token is not None:
        env["PLANTSTORE_TOKEN"] = env_token
    return subprocess.run(
        [sys.executable, "-m", "plantstore_gui", *args],
        capture_output=True,
        text=True,
        timeout=30,
        env=env,
    )


def test_version_is_printed() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"plantstore-gui {__version__}"


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("ftp://plants.example", "must start with http:// or https://"),
        ("http://user:secret@plants.example", "Leave user names and passwords out"),
        ("http://plants.example:99999", "not a valid URL"),
        ("plants.example", "must start with http:// or https://"),
    ],
)
def test_malformed_base_url_is_one_line_and_status_2(url: str, words: str) -> None:
    result = run_cli("--base-url", url)
    assert result.returncode == 2
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line.startswith("plantstore-gui: error: --base-url: ")
    assert words in last_line
    assert "Traceback" not in result.stderr
    assert "secret" not in result.stderr


def test_a_token_that_cannot_be_sent_is_refused_without_echoing_it() -> None:
    result = run_cli("--base-url", "https://plants.example", env_token="two words")
    assert result.returncode == 2
    assert "PLANTSTORE_TOKEN" in result.stderr
    assert "two words" not in result.stderr


def test_sandbox_and_base_url_are_exclusive() -> None:
    result = run_cli("--sandbox", "--base-url", "https://plants.example")
    assert result.returncode == 2


def test_token_from_the_environment_is_used_for_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PLANTSTORE_TOKEN", "from-the-environment")
    args = parse_args(["--base-url", "https://plants.example/api/"])
    assert args.token == "from-the-environment"
    assert args.endpoint.plants_url == "https://plants.example/api/plants"


def test_sandbox_window_creates_a_plant(qtbot: QtBot) -> None:
    with open_window(parse_args(["--sandbox"])) as window:
        qtbot.addWidget(window)
        window.show()
        assert "Sandbox" in window.windowTitle()
        assert not window.token_box.isVisible()  # the sandbox's fresh token is known
        window.form.id_field.edit.setText("1")
        window.form.name_field.edit.setText("Sandbox fern")
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1 created", timeout=5000)
        window.close()
    QApplication.processEvents()


def test_first_start_offers_a_server_or_the_sandbox(qtbot: QtBot) -> None:
    with open_window(parse_args([])) as window:
        qtbot.addWidget(window)
        window.show()
        assert window.results.title.text() == "Welcome! Which Plant Store server?"
        assert window.results.add_server_button.isVisible()
        qtbot.mouseClick(window.results.sandbox_button, Qt.MouseButton.LeftButton)
        assert "Sandbox" in window.windowTitle()
        window.form.id_field.edit.setText("2")
        window.form.name_field.edit.setText("First fern")
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 2 created", timeout=5000)
        window.close()


def test_base_url_without_a_token_asks_for_one_in_the_window(qtbot: QtBot) -> None:
    with open_window(parse_args(["--base-url", "http://127.0.0.1:9/"])) as window:
        qtbot.addWidget(window)
        window.show()
        assert window.token_box.isVisible()
        assert "127.0.0.1" in window.windowTitle()
        window.close()


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the check is for Linux (X11/Wayland)"
)
def test_no_screen_is_explained_not_a_crash() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "plantstore_gui", "--sandbox"],
        capture_output=True,
        text=True,
        timeout=30,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 2
    assert "no screen found" in result.stderr
    assert "xvfb-run" in result.stderr


def save_profiles(*names: str) -> None:
    store = ProfileStore(profiles_path())
    book = ProfileBook()
    for name in names:
        book = book.put(Profile(name=name, base_url="https://plants.example.com"))
    store.save(book)


def test_an_unknown_profile_is_one_line_listing_the_known_ones() -> None:
    save_profiles("Main shop", "Staging")
    result = run_cli("--profile", "Warehouse")
    assert result.returncode == 2
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line == (
        "plantstore-gui: error: no server profile named 'Warehouse' (known: 'Main shop', 'Staging')"
    )


def test_a_named_profile_opens_whatever_was_used_last(qtbot: QtBot) -> None:
    save_profiles("Main shop", "Staging")
    with open_window(parse_args(["--profile", "staging"])) as window:
        qtbot.addWidget(window)
        assert window.windowTitle() == "Staging"
        window.close()


def test_a_corrupt_profiles_file_is_set_aside_and_the_app_opens(qtbot: QtBot) -> None:
    path = profiles_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{not json")
    with open_window(parse_args([])) as window:
        qtbot.addWidget(window)
        window.show()
        assert window.notice.isVisible()
        assert "set aside" in window.notice.text.text()
        assert window.results.title.text() == "Welcome! Which Plant Store server?"
        window.close()
    aside = [p for p in path.parent.iterdir() if p.name.startswith("profiles.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"{not json"
