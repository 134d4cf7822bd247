"""The PyInstaller bundle, built once by packaging/build_bundle.sh, and run as a user would.

Also checks the desktop menu files in packaging/ with the freedesktop validators.

Building takes about half a minute. Without PyInstaller (pip extra "bundle") or the
validators (Debian: desktop-file-utils, appstream) the tests that need them are skipped,
unless PLANTSTORE_REQUIRE_SYSTEM_TESTS=1, when that is a failure.
"""

import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import NoReturn

import pytest

from plantstore_gui import __version__

REQUIRE_VARIABLE = "PLANTSTORE_REQUIRE_SYSTEM_TESTS"
# Building the bundle takes minutes on a 2-core machine.
pytestmark = pytest.mark.timeout(900)

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUILD_TIMEOUT = 900
RUN_TIMEOUT = 60
APP_ID = "plantstore-gui"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def unavailable(reason: str) -> NoReturn:
    """Skip for want of something on this machine, or fail when system tests are required."""
    if os.environ.get(REQUIRE_VARIABLE) == "1":
        pytest.fail(f"{reason} (and {REQUIRE_VARIABLE}=1)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a bundle built for this test module."""
    if not sys.platform.startswith("linux"):
        unavailable(f"the bundle is built for Linux only, not for {sys.platform}")
    if importlib.util.find_spec("PyInstaller") is None:
        unavailable('PyInstaller is not installed (pip install -e ".[bundle]")')
    where = tmp_path_factory.mktemp("bundle")
    env = {**os.environ, "PYTHON": sys.executable, "BUNDLE_WORK_DIR": str(where / "work")}
    result = subprocess.run(
        ["bash", str(PACKAGING / "build_bundle.sh"), str(where / "dist")],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        env=env,
    )
    if result.returncode != 0:
        pytest.fail(f"build_bundle.sh failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return where / "dist" / "plantstore-gui"


def run(program: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """Run a bundled program offscreen, in the test's private home, with no keyring."""
    env = {
        **extra,
        "PATH": "/usr/bin:/bin",
        "QT_QPA_PLATFORM": "offscreen",
        "PLANTSTORE_GUI_HOME": os.environ["PLANTSTORE_GUI_HOME"],
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    return subprocess.run(
        [str(program), *args], capture_output=True, text=True, timeout=RUN_TIMEOUT, env=env
    )


def test_bundled_app_prints_its_version(bundle: Path) -> None:
    result = run(bundle / "plantstore-gui", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"plantstore-gui {__version__}"


def test_bundled_app_creates_a_plant_in_its_sandbox(bundle: Path) -> None:
    result = run(bundle / "plantstore-gui", PLANTSTORE_GUI_SMOKE="1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke ok: Plant 1 created" in result.stdout
    assert "Traceback" not in result.stderr


def test_bundle_holds_one_program_so_the_apps_code_is_in_it_once(bundle: Path) -> None:
    programs = [p.name for p in bundle.iterdir() if p.is_file() and os.access(p, os.X_OK)]
    assert programs == ["plantstore-gui"]


def test_bundle_leaves_out_what_the_app_does_not_use(bundle: Path) -> None:
    names = {path.name for path in bundle.rglob("*")}
    unwanted = ("libQt6Qml", "libQt6Quick", "libQt6OpenGL", "libqgtk3", "_tkinter")
    assert not [name for name in names if name.startswith(unwanted)]
    assert not (bundle / "_internal" / "PySide6" / "Qt" / "translations").exists()
    # QtNetwork is in, for its local sockets (a second copy brings the first forward).
    wanted = {"libqsvg.so", "libqsvgicon.so", "libqxcb.so", "openapi.json", "libQt6Network.so.6"}
    assert wanted <= names


@pytest.mark.parametrize("size", ICON_SIZES)
def test_app_icon_is_rendered_at_each_size(size: int) -> None:
    png = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    header = png.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", header[16:24]) == (size, size)


def test_desktop_file_is_valid() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        unavailable("desktop-file-validate is not on PATH (Debian: desktop-file-utils)")
    result = subprocess.run(
        [validator, str(PACKAGING / "plantstore-gui.desktop")], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_is_valid() -> None:
    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli is None:
        unavailable("appstreamcli is not on PATH (Debian: appstream)")
    metainfo = PACKAGING / "io.github.plantstore.PlantStoreGui.metainfo.xml"
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
