"""Bundle size: the one-folder bundle built by packaging/build_bundle.sh, and its archive.

Builds the bundle into a scratch directory (PyInstaller's work files and cache there
too), then reports its installed size (du of the folder) and the size of a `tar -cJf`
archive of it (xz's default level). The baseline is the part of the bundle no PySide6
app can leave out: the Qt libraries and plugins PySide6 ships (_internal/PySide6/Qt),
sized and archived the same way. MB are 10^6 bytes. Without PyInstaller, it says so in
its row.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

from _common import ROOT, Row, arguments, report, scratch

TARGET_MB = 46.0
BUILD_LIMIT_S = 300
TAR_LIMIT_S = 400


def du_mb(path: Path) -> float:
    """Disk usage of a folder, as du counts it, in MB."""
    done = subprocess.run(["du", "-s", "-B1", str(path)], capture_output=True, text=True)
    done.check_returncode()
    return int(done.stdout.split()[0]) / 1e6


def start_tar(folder: Path, archive: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(["tar", "-cJf", str(archive), "-C", str(folder.parent), folder.name])


def main() -> None:
    args = arguments(__doc__ or "")
    name = "bundle, tar -cJf archive of the one-folder bundle"
    if importlib.util.find_spec("PyInstaller") is None:
        report(
            [
                Row(
                    name,
                    "not measured",
                    "—",
                    None,
                    f"≤ {TARGET_MB:g} MB",
                    None,
                    f"PyInstaller is not installed for {sys.executable} (pip extra bundle)",
                )
            ],
            args,
        )
        return
    where = scratch("bundle")
    # PyInstaller's cache in scratch too: --clean empties it, and the shared one in the
    # home may be in use by another build at the same time.
    env = dict(
        os.environ,
        PYTHON=sys.executable,
        BUNDLE_WORK_DIR=str(where / "work"),
        PYINSTALLER_CONFIG_DIR=str(where / "pyinstaller"),
    )
    started = time.monotonic()
    subprocess.run(
        [str(ROOT / "packaging" / "build_bundle.sh"), str(where / "dist")],
        env=env,
        cwd=ROOT,
        check=True,
        timeout=BUILD_LIMIT_S,
        stdout=subprocess.DEVNULL,
    )
    built = time.monotonic() - started
    bundle = where / "dist" / "plantstore-gui"
    qt = bundle / "_internal" / "PySide6" / "Qt"
    archives = {"bundle": where / "bundle.tar.xz", "qt": where / "qt.tar.xz"}
    started = time.monotonic()
    tars = [start_tar(bundle, archives["bundle"]), start_tar(qt, archives["qt"])]
    for tar in tars:  # both at once: xz uses one CPU each
        if tar.wait(TAR_LIMIT_S) != 0:
            raise SystemExit(f"tar failed ({tar.returncode})")
    packed = time.monotonic() - started
    size, qt_size = du_mb(bundle), du_mb(qt)
    xz, qt_xz = (archives[key].stat().st_size / 1e6 for key in ("bundle", "qt"))
    largest = sorted(
        (path.stat().st_size, path.relative_to(bundle))
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink()
    )[-8:]
    print("largest files: " + ", ".join(f"{p} {s / 1e6:.1f} MB" for s, p in reversed(largest)))
    baseline = "(PySide6's Qt libraries and plugins in it)"
    rows = [
        Row(
            "bundle, installed size (du of the folder)",
            f"{size:.1f} MB",
            f"{qt_size:.1f} MB {baseline}",
            size / qt_size,
            "—",
            None,
            f"built in {built:.0f} s",
        ),
        Row(
            name,
            f"{xz:.1f} MB",
            f"{qt_xz:.1f} MB {baseline}",
            xz / qt_xz,
            f"≤ {TARGET_MB:g} MB",
            xz <= TARGET_MB,
            f"xz default level; both archived in {packed:.0f} s",
        ),
    ]
    report(rows, args)


if __name__ == "__main__":
    main()
