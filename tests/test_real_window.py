"""The real app in a real X11 window on Xvfb, typed into with xdotool, against a sandbox.

Everything else runs Qt offscreen inside pytest; this test runs `python -m plantstore_gui`
as its own process on an X server, as a user would, and drives it with the keyboard only.

On a bare Xvfb (no window manager) `xdotool windowactivate` is refused (no
_NET_ACTIVE_WINDOW) and `xdotool type --window` sends synthetic events that Qt ignores.
What works is `xdotool windowfocus --sync` (a plain XSetInputFocus) followed by ordinary
`xdotool type` / `xdotool key` (XTEST): the keys reach the app's focused widget and, as its
window is then active, its window shortcuts (Ctrl+Q) work too.

Needs Xvfb and xdotool on PATH (Debian: xvfb, xdotool); skipped without them, unless
PLANTSTORE_REQUIRE_SYSTEM_TESTS=1, when their absence is a failure.
"""

import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import pytest

from plantstore_gui.sandbox import SandboxServer

REQUIRE_VARIABLE = "PLANTSTORE_REQUIRE_SYSTEM_TESTS"
XVFB_START_TIMEOUT = 10.0
WINDOW_TIMEOUT = 20.0
XDOTOOL_TIMEOUT = 10.0
PLANT_TIMEOUT = 10.0
EXIT_TIMEOUT = 5.0
STOP_TIMEOUT = 5.0

PLANT_ID = 4242
PLANT_NAME = "Real window fern"
PLANT_TAG = "x11"


def unavailable(reason: str) -> NoReturn:
    """Skip for want of something on this machine, or fail when system tests are required."""
    if os.environ.get(REQUIRE_VARIABLE) == "1":
        pytest.fail(f"{reason} (and {REQUIRE_VARIABLE}=1)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture
def xdotool() -> str:
    """The path of xdotool, on Linux only."""
    if not sys.platform.startswith("linux"):
        unavailable(f"X11 window tests run on Linux only, not on {sys.platform}")
    path = shutil.which("xdotool")
    if path is None:
        unavailable("xdotool is not on PATH (Debian: apt install xdotool)")
    return path


def stop_process(process: "subprocess.Popen[bytes]") -> None:
    """Terminate, wait a little, then kill: the process is gone when this returns."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=STOP_TIMEOUT)


def read_display_number(fd: int, xvfb: "subprocess.Popen[bytes]", log: Path) -> int:
    """The display number Xvfb writes to -displayfd once it accepts clients."""
    deadline = time.monotonic() + XVFB_START_TIMEOUT
    received = b""
    while not received.endswith(b"\n"):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            pytest.fail(f"Xvfb named no display within {XVFB_START_TIMEOUT} s: {log.read_text()}")
        readable, _, _ = select.select([fd], [], [], remaining)
        if not readable:
            continue
        chunk = os.read(fd, 64)
        if not chunk:  # Xvfb exited: its end of the pipe closed
            xvfb.wait(timeout=STOP_TIMEOUT)
            pytest.fail(f"Xvfb exited with {xvfb.returncode}: {log.read_text()}")
        received += chunk
    return int(received.decode("ascii"))


@pytest.fixture
def x_display(xdotool: str, tmp_path: Path) -> Iterator[str]:
    """A fresh Xvfb on the first free display, e.g. ":1"; stopped after the test."""
    xvfb_path = shutil.which("Xvfb")
    if xvfb_path is None:
        unavailable("Xvfb is not on PATH (Debian: apt install xvfb)")
    log = tmp_path / "xvfb.log"
    read_end, write_end = os.pipe()
    try:
        with log.open("wb") as log_file:
            try:
                xvfb = subprocess.Popen(
                    [
                        xvfb_path,
                        "-displayfd",
                        str(write_end),
                        "-screen",
                        "0",
                        "1280x800x24",
                        "-nolisten",
                        "tcp",
                    ],
                    pass_fds=(write_end,),
                    stdin=subprocess.DEVNULL,
                    stdout=log_file,
                    stderr=log_file,
                )
            finally:
                # Only Xvfb holds the write end now: EOF on the read end means it exited.
                os.close(write_end)
        try:
            yield f":{read_display_number(read_end, xvfb, log)}"
        finally:
            stop_process(xvfb)
    finally:
        os.close(read_end)


def app_environment(display: str, token: str, home: Path) -> dict[str, str]:
    """This process's environment, pointed at the X server, the sandbox and the test's home."""
    env = {name: value for name, value in os.environ.items() if name != "WAYLAND_DISPLAY"}
    env.update(
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",  # conftest chose offscreen for the tests' own Qt
        PLANTSTORE_TOKEN=token,
        PLANTSTORE_GUI_HOME=str(home),
        PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
    )
    # With a display and no session bus, libdbus would autolaunch a bus daemon that
    # outlives the test.
    env.setdefault("DBUS_SESSION_BUS_ADDRESS", "disabled:")
    return env


@contextmanager
def running_app(
    base_url: str, env: Mapping[str, str], stderr_log: Path
) -> "Iterator[subprocess.Popen[bytes]]":
    """`python -m plantstore_gui --base-url URL`, its stderr in a file; killed if still up."""
    with stderr_log.open("wb") as stderr_file:
        app = subprocess.Popen(
            [sys.executable, "-m", "plantstore_gui", "--base-url", base_url],
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr_file,
        )
    try:
        yield app
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(timeout=STOP_TIMEOUT)


class Keyboard:
    """xdotool on one display, failing the test with the app's stderr when a step fails."""

    def __init__(self, xdotool: str, env: Mapping[str, str], app_stderr: Path) -> None:
        self._xdotool = xdotool
        self._env = dict(env)
        self._app_stderr = app_stderr

    def run(self, *args: str, timeout: float = XDOTOOL_TIMEOUT) -> str:
        try:
            result = subprocess.run(
                [self._xdotool, *args],
                env=self._env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            pytest.fail(f"xdotool {' '.join(args)} took over {timeout} s{self.app_said()}")
        if result.returncode != 0:
            pytest.fail(
                f"xdotool {' '.join(args)} failed ({result.returncode}): "
                f"{result.stderr.strip()}{self.app_said()}"
            )
        return result.stdout

    def app_said(self) -> str:
        text = self._app_stderr.read_text(errors="replace").strip()
        return f"\napp stderr:\n{text}" if text else ""


def wait_for_plant(sandbox: SandboxServer, plant_id: int) -> dict[str, str] | None:
    """The plant once the app (another process) has stored it; None after PLANT_TIMEOUT."""
    return sandbox.wait_for_plant(plant_id, PLANT_TIMEOUT)


def screenshot(env: Mapping[str, str], path: Path) -> None:
    """The whole screen, for a person reading a failure; only when ImageMagick is there."""
    import_path = shutil.which("import")
    if import_path is None:
        return
    try:
        subprocess.run(
            [import_path, "-window", "root", str(path)],
            env=dict(env),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=XDOTOOL_TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        pass


def test_a_plant_typed_into_the_real_window_reaches_the_server(
    x_display: str,
    xdotool: str,
    sandbox: SandboxServer,
    app_home: Path,
    tmp_path: Path,
) -> None:
    env = app_environment(x_display, sandbox.token, app_home)
    app_stderr = tmp_path / "app-stderr.log"
    keyboard = Keyboard(xdotool, env, app_stderr)
    with running_app(sandbox.base_url, env, app_stderr) as app:
        found = keyboard.run(
            "search",
            "--sync",
            "--onlyvisible",
            # By WM_CLASS: xdotool matches names on WM_NAME, which cuts the title at
            # its first non-Latin-1 character (the dash before the app's name).
            "--class",
            "plantstore-gui",
            timeout=WINDOW_TIMEOUT,
        )
        window = found.split()[0]
        # No window manager: set the X input focus directly; Qt then activates the window.
        keyboard.run("windowfocus", "--sync", window)
        # The app starts with the cursor in Id.
        keyboard.run("type", str(PLANT_ID))
        keyboard.run("key", "Tab")
        keyboard.run("type", PLANT_NAME)
        keyboard.run("key", "Tab")
        keyboard.run("type", PLANT_TAG)
        keyboard.run("key", "Return")

        plant = wait_for_plant(sandbox, PLANT_ID)
        shot = tmp_path / "screen.png"
        screenshot(env, shot)
        assert plant == {"name": PLANT_NAME, "tag": PLANT_TAG}, (
            f"the server has {sandbox.plants()} after {sandbox.request_count} request(s); "
            f"screenshot (if ImageMagick is installed): {shot}{keyboard.app_said()}"
        )
        assert sandbox.request_count == 1

        keyboard.run("key", "ctrl+q")
        try:
            returncode = app.wait(timeout=EXIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            pytest.fail(
                f"the app did not quit within {EXIT_TIMEOUT} s of Ctrl+Q{keyboard.app_said()}"
            )

    stderr = app_stderr.read_text(errors="replace")
    assert returncode == 0, stderr
    assert "Traceback" not in stderr
    assert "QThread: Destroyed" not in stderr


def run_child(name: str, x_display: str, tmp_path: Path) -> Any:
    """Run the script `name` beside this file on the X server; the JSON it printed last."""
    env = app_environment(x_display, "unused-token", tmp_path / "home")
    child = Path(__file__).with_name(name)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(child.parent), env.get("PYTHONPATH"))))
    done = subprocess.run(
        [sys.executable, str(child)],
        env=env,
        capture_output=True,
        timeout=WINDOW_TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return json.loads(done.stdout.decode().strip().splitlines()[-1])


def test_notices_appearing_in_an_open_window_never_push_the_form_over_the_history(
    x_display: str, tmp_path: Path
) -> None:
    """With no window manager to grow the window, the app itself keeps it at its minimum:
    three notices and the token field appear, and the history moves down, not under."""
    shown = run_child("window_growth_child.py", x_display, tmp_path)
    assert shown["top_part_ends"] <= shown["history_begins"], shown
    assert shown["height"] > shown["height_before"], shown  # it grew to hold them


def test_a_long_names_error_does_not_move_the_history_on_a_real_screen(
    x_display: str, tmp_path: Path
) -> None:
    """Real fonts, at the window's narrowest: the error for a 300-character name takes two
    lines, and the history stays where it was while it comes and goes."""
    shown = run_child("steady_form_child.py", x_display, tmp_path)
    assert max(step["lines"] for step in shown) == 2, shown  # the error did wrap
    assert {step["history_begins"] for step in shown} == {shown[0]["history_begins"]}, shown
