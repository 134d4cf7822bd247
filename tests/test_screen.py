"""Before Qt starts: no screen, or a system library Qt needs is missing, is told in a
sentence that names the command or the package that fixes it, never as Qt's abort."""

from __future__ import annotations

import os
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from plantstore_gui.screen import uses_xcb

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the checks are for Linux (X11, apt)"
)

SCRIPT = """\
#!{python}
import sys
from plantstore_gui.app import main
sys.exit(main())
"""


def start(command: list[str], env: dict[str, str], cwd: Path = ROOT) -> tuple[int, str]:
    """Run the app as `command` until it stops (it stops before any window here)."""
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=60, check=False
    )
    return done.returncode, done.stderr


def bare_environment(**more: str) -> dict[str, str]:
    """A session with no screen: no DISPLAY, no Wayland, no platform chosen."""
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "HOME": os.environ.get("HOME", "/tmp"),
        "PLANTSTORE_GUI_HOME": os.environ["PLANTSTORE_GUI_HOME"],
    }
    env.update(more)
    return env


def installed_script(folder: Path) -> Path:
    """A `plantstore-gui` script as an installer writes one, in `folder`."""
    folder.mkdir(parents=True)
    script = folder / "plantstore-gui"
    script.write_text(SCRIPT.format(python=sys.executable), encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def test_with_no_screen_the_xvfb_command_is_the_program_as_started_from_a_venv(
    tmp_path: Path,
) -> None:
    script = installed_script(tmp_path / ".venv" / "bin")
    status, said = start([str(script), "--sandbox"], bare_environment())
    assert status == 2
    assert said.strip().endswith(f"xvfb-run -a {script} --sandbox"), said
    assert "sudo apt-get install xvfb" in said


def test_with_no_screen_a_program_on_the_path_is_named_by_its_name(tmp_path: Path) -> None:
    script = installed_script(tmp_path / "bin")
    env = bare_environment(PATH=f"{script.parent}:/usr/bin:/bin")
    (tmp_path / "my plants.csv").write_text("id,name\n1,Fern\n", encoding="utf-8")
    status, said = start(["plantstore-gui", "--sandbox", "my plants.csv"], env, tmp_path)
    assert status == 2, said
    assert said.strip().endswith("xvfb-run -a plantstore-gui --sandbox 'my plants.csv'"), said


def test_with_no_screen_python_m_is_told_with_this_python(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "plantstore_gui", "--sandbox"]
    status, said = start(command, bare_environment())
    assert status == 2
    assert said.strip().endswith(f"xvfb-run -a {shlex.join(command)}"), said


def broken_library(folder: Path, name: str) -> dict[str, str]:
    """A library file that cannot be loaded, found first: as if `name` were missing."""
    folder.mkdir()
    (folder / name).write_bytes(b"")
    return {"LD_LIBRARY_PATH": str(folder)}


def test_a_missing_xcb_library_is_named_with_its_package(tmp_path: Path) -> None:
    """Qt itself would abort, blaming libxcb-cursor0 whatever is missing."""
    env = bare_environment(DISPLAY=":99", **broken_library(tmp_path / "lib", "libxcb-icccm.so.4"))
    status, said = start([sys.executable, "-m", "plantstore_gui", "--sandbox"], env)
    assert status == 2, said
    assert said.strip() == (
        "plantstore-gui: Qt cannot open a window: it cannot load libxcb-icccm.so.4. "
        "Install what it needs, then start the app again: sudo apt-get install libxcb-icccm4"
    )


def test_a_missing_library_of_qt_itself_is_named_with_its_package(tmp_path: Path) -> None:
    env = bare_environment(
        QT_QPA_PLATFORM="offscreen", **broken_library(tmp_path / "lib", "libEGL.so.1")
    )
    status, said = start([sys.executable, "-m", "plantstore_gui", "--sandbox"], env)
    assert status == 2, said
    assert "Traceback" not in said
    assert said.strip().endswith("sudo apt-get install libegl1"), said


def test_xcb_is_checked_only_where_qt_will_use_it() -> None:
    x11 = {"DISPLAY": ":0"}
    assert uses_xcb([], x11)
    assert uses_xcb(["-platform", "xcb"], {})
    assert uses_xcb([], {"QT_QPA_PLATFORM": "xcb:nograb"})
    assert not uses_xcb(["-platform=offscreen"], x11)
    assert not uses_xcb([], {**x11, "QT_QPA_PLATFORM": "wayland;xcb"})
    assert not uses_xcb([], {**x11, "XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "w-0"})
    assert not uses_xcb([], {})
