"""Restart now, after choosing a language: the very program the user started comes back.

The end-to-end test installs the app as `pip install .` would (the package with its
resources in a virtual environment of its own, a `plantstore-gui` script in its bin),
starts that script from the source folder, as the README's quick start does, on a real X
server, and chooses Deutsch with the keyboard: the copy started again must show its
window. Started as `python -m plantstore_gui` in the source folder, it imported the
source tree, which has no `plantstore_gui.resources`, and died with no word.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import wait_until
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from test_real_window import (
    EXIT_TIMEOUT,
    STOP_TIMEOUT,
    WINDOW_TIMEOUT,
    Keyboard,
    app_environment,
    stop_process,
    x_display,  # noqa: F401  (a fixture, asked for by name)
    xdotool,  # noqa: F401  (a fixture, asked for by name)
)

from plantstore_gui.app import restart_or_say_why
from plantstore_gui.core.settings import load_settings, settings_path
from plantstore_gui.ui.language import translations_dir

ROOT = Path(__file__).resolve().parent.parent
KEYS_TIMEOUT = 5.0

GUI_SCRIPT = """\
#!{python}
import re
import sys
from plantstore_gui.app import main
if __name__ == "__main__":
    sys.argv[0] = re.sub(r"(-script\\.pyw|\\.exe)?$", "", sys.argv[0])
    sys.exit(main())
"""


def install(venv: Path) -> Path:
    """The app installed in `venv` as a wheel lays it out; the path of its script."""
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=60
    )
    where = {"base": str(venv), "platbase": str(venv)}
    site = Path(sysconfig.get_path("purelib", vars=where))
    # The test run's own libraries (PySide6, httpx …) as plain paths: no .pth of theirs
    # runs, so the editable install of the project does not supply its resources.
    (site / "libraries.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    package = site / "plantstore_gui"
    no_cache = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "plantstore_gui", package, ignore=no_cache)
    shutil.copytree(ROOT / "resources", package / "resources", ignore=no_cache)
    for compiled in translations_dir().glob("*.qm"):  # built by the wheel, not in git
        shutil.copy(compiled, package / "resources" / "translations")
    bin_folder = Path(sysconfig.get_path("scripts", vars=where))
    script = bin_folder / "plantstore-gui"
    script.write_text(GUI_SCRIPT.format(python=bin_folder / "python"), encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def alive(pid: int) -> bool:
    """Whether process `pid` runs (a zombie no longer does)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


def stop_pid(pid: int) -> None:
    """Stop a process this test did not start itself (the app started it again)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if not alive(pid):
            return
        os.kill(pid, sig)
        if wait_until(lambda: not alive(pid), STOP_TIMEOUT):
            return


def choose_deutsch(keyboard: Keyboard, window: str) -> str:
    """View ▸ Language ▸ Deutsch with the keyboard; the window of the question it asks.

    Keys typed while a window is still settling can go nowhere: typed again until the
    choice is saved (a few times at most), then the question is waited for.
    """
    for _attempt in range(3):
        keyboard.run("windowfocus", "--sync", window)
        keyboard.run("key", "alt+v", "l", "d")
        if wait_until(lambda: load_settings(settings_path()).language == "de", KEYS_TIMEOUT):
            break
        keyboard.run("key", "Escape", "Escape")  # a menu left open
    question = ["search", "--sync", "--onlyvisible", "--name", "^Language"]
    return keyboard.run(*question, timeout=WINDOW_TIMEOUT).split()[0]


@pytest.fixture
def restarted() -> Iterator[list[int]]:
    """The pids of copies the app started again; each is stopped after the test."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        stop_pid(pid)


def test_restart_now_brings_back_the_installed_program_started_in_the_source_folder(
    request: pytest.FixtureRequest, tmp_path: Path, app_home: Path, restarted: list[int]
) -> None:
    script = install(tmp_path / "venv")
    display = request.getfixturevalue("x_display")
    env = app_environment(display, "unused-token", app_home)
    env.pop("PYTHONPATH", None)
    env.pop("PLANTSTORE_TOKEN", None)
    app_stderr = tmp_path / "app-stderr.log"
    keyboard = Keyboard(request.getfixturevalue("xdotool"), env, app_stderr)
    with app_stderr.open("wb") as stderr_file:
        first = subprocess.Popen(
            [str(script), "--sandbox"],
            cwd=ROOT,  # the source folder, with plantstore_gui/ and no resources in it
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr_file,
        )
    try:
        search = ["search", "--sync", "--onlyvisible", "--class", "plantstore-gui"]
        window = keyboard.run(*search, timeout=WINDOW_TIMEOUT).split()[0]
        box = choose_deutsch(keyboard, window)
        # With no window manager the question gets the keys only once it has the focus.
        keyboard.run("windowfocus", "--sync", box)
        keyboard.run("key", "alt+r")  # Restart now
        try:
            first.wait(timeout=WINDOW_TIMEOUT + EXIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the first copy did not go within its time{keyboard.app_said()}")
        assert first.returncode == 0, keyboard.app_said()

        again = keyboard.run(*search, timeout=WINDOW_TIMEOUT).split()[0]
        pid = int(keyboard.run("getwindowpid", again))
        restarted.append(pid)
        assert pid != first.pid and alive(pid)
    finally:
        stop_process(first)
    said = app_stderr.read_text(errors="replace")
    assert "Traceback" not in said, said


PRINT_PROGRAM = """\
import json
from plantstore_gui.launch import program
print(json.dumps(program()))
"""


def test_the_program_is_named_as_it_was_started_with_a_relative_script_made_absolute(
    tmp_path: Path,
) -> None:
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "app-script").write_text(PRINT_PROGRAM, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    printed = subprocess.run(
        [sys.executable, "-X", "utf8", "bin/app-script", "--sandbox", "-style", "fusion"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert json.loads(printed) == [
        sys.executable,
        "-X",
        "utf8",
        str(tmp_path / "bin" / "app-script"),
    ]


def told(qtbot: QtBot, command: list[str]) -> str:
    """What the window said after `command` was started as the restart; closed at once."""
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.close()
        else:
            QTimer.singleShot(10, read_and_close)

    QTimer.singleShot(0, read_and_close)
    restart_or_say_why(command)
    qtbot.waitUntil(lambda: bool(seen), timeout=1000)
    return seen[0]


def test_a_program_that_cannot_be_started_again_is_told_in_a_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    gone = tmp_path / "uninstalled" / "plantstore-gui"
    said = told(qtbot, [str(gone), "--sandbox"])
    assert said == (
        "Plant Store GUI could not be started again in the new language: No such file or "
        "directory. Start it again yourself; the language you chose is saved."
    )


def test_a_program_that_stops_before_its_window_is_told_in_a_window(qtbot: QtBot) -> None:
    said = told(qtbot, [sys.executable, "-c", "raise SystemExit(3)"])
    assert said.startswith(
        "Plant Store GUI was started again in the new language, but it stopped before its "
        "window opened (exit status 3)."
    )
