"""Peak memory after start: the app (--base-url) vs the bare PySide6 window.

Each runs as a fresh process RUNS times, interleaved; the child reads its peak RSS
(VmHWM) at the first paint of its window, and again SETTLE s later (by then the app
has loaded its HTTP stack on the worker thread). Medians. The peak after a
10,000-row batch is measured by batch.py, in the same run as its throughput.
"""

from __future__ import annotations

import statistics
import subprocess
import sys

from _common import HERE, ROOT, Row, arguments, bench_env, report

RUNS = 5
SETTLE = 1.0
TARGET = 1.5
VARIANTS = {
    "bare": [str(HERE / "_child_bare.py")],
    "app": [str(HERE / "_child_app.py"), "--base-url", "http://127.0.0.1:9"],
}


def peaks(script: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Peak RSS in MiB at the first paint, and SETTLE seconds later."""
    done = subprocess.run(
        [sys.executable, *script],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    _, at_paint, settled = done.stdout.split()
    return float(at_paint), float(settled)


def main() -> None:
    args = arguments(__doc__ or "")
    env = bench_env(BENCH_SETTLE=str(SETTLE))
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in VARIANTS}
    for script in VARIANTS.values():  # fill the bytecode cache and the app's home
        peaks(script, env)
    for _ in range(RUNS):
        for name, script in VARIANTS.items():
            runs[name].append(peaks(script, env))
    rows = []
    for which, label in ((0, "at first paint"), (1, f"{SETTLE:g} s after first paint")):
        app = statistics.median(run[which] for run in runs["app"])
        bare = statistics.median(run[which] for run in runs["bare"])
        main_line = which == 0
        rows.append(
            Row(
                f"peak RSS after start, {label}",
                f"{app:.1f} MiB",
                f"{bare:.1f} MiB (bare window)",
                app / bare,
                f"≤ {TARGET}×" if main_line else "—",
                app / bare <= TARGET if main_line else None,
                f"median of {RUNS}",
            )
        )
    report(rows, args)


if __name__ == "__main__":
    main()
