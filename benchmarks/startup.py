"""Start-up: process start to the first paint of the main window, vs a bare PySide6 window.

Each variant runs as a fresh process RUNS times, interleaved so they share machine
noise; the figure is the median of (first Paint, printed by the child) − (just before
Popen). The main line is the app on `--base-url` (no sandbox thread to start).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from _common import HERE, ROOT, Row, arguments, bench_env, ms, report

RUNS = 15
TARGET = 1.4
VARIANTS = {
    "bare": [str(HERE / "_child_bare.py")],
    "app --base-url": [str(HERE / "_child_app.py"), "--base-url", "http://127.0.0.1:9"],
    "app --sandbox": [str(HERE / "_child_app.py"), "--sandbox"],
}


def launch(script: list[str], env: dict[str, str]) -> float:
    """Seconds from just before Popen to the child's first paint."""
    started = time.time()
    done = subprocess.run(
        [sys.executable, *script],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    return float(done.stdout.split()[0]) - started


def main() -> None:
    args = arguments(__doc__ or "")
    env = bench_env()
    times: dict[str, list[float]] = {name: [] for name in VARIANTS}
    for script in VARIANTS.values():  # warm the disk cache and the app's home
        launch(script, env)
    for _ in range(RUNS):
        for name, script in VARIANTS.items():
            times[name].append(launch(script, env))
    bare = statistics.median(times["bare"])
    rows = []
    for name in ("app --base-url", "app --sandbox"):
        app = statistics.median(times[name])
        rows.append(
            Row(
                f"start-up to first paint, {name}",
                ms(app),
                f"{ms(bare)} (bare window)",
                app / bare,
                f"≤ {TARGET}×",
                app / bare <= TARGET,
                f"median of {RUNS}",
            )
        )
    report(rows, args)


if __name__ == "__main__":
    main()
