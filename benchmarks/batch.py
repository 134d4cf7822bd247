"""Batch throughput and GUI stall: 10,000 rows from a CSV, the app vs a raw httpx loop.

The app (_child_batch.py) loads the sheet through MainWindow.open_sheet and sends it
with the batch window's Send button; rows/s counts from the click to every row done.
The baseline (_child_raw.py) is LANES threads with one kept-alive httpx.Client each,
unique ids, beside a bare Qt event loop. Where the app's time goes beyond the baseline:
the batch's sending core alone (_child_core.py: no window, no Qt), with its journal and
without one. Both run as child processes, each against a
fresh sandbox process (so both start empty), in ROUNDS rounds ordered ABBA; medians.
A 2 ms QTimer on each GUI thread gives the longest stall: the baseline's shows what the
machine and the GIL alone cost. The app's run also gives its peak RSS after the batch.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from typing import Any

from _common import HERE, ROOT, Row, arguments, bench_env, ms, report, sandbox

ROWS = 10_000
LANES = 4
ROUNDS = 2
TARGET_RATIO = 0.9
TARGET_STALL_MS = 16.0


def child(script: str, *args: object) -> dict[str, Any]:
    """Run a child against a fresh sandbox; its JSON report."""
    with sandbox() as url:
        done = subprocess.run(
            [sys.executable, str(HERE / script), url, *map(str, args)],
            capture_output=True,
            text=True,
            env=bench_env(),
            cwd=ROOT,
            timeout=600,
        )
    if done.returncode != 0:
        raise SystemExit(f"{script} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    args = arguments(__doc__ or "")
    raw: list[dict[str, Any]] = []
    app: list[dict[str, Any]] = []
    core: dict[str, list[dict[str, Any]]] = {"journal": [], "none": []}
    for number in range(ROUNDS):
        order = ("raw", "app", "journal", "none")
        for side in order if number % 2 == 0 else reversed(order):
            if side == "raw":
                raw.append(child("_child_raw.py", ROWS, 1, LANES))
            elif side == "app":
                app.append(child("_child_batch.py", ROWS, 1))
                assert app[-1]["created"] == ROWS, app[-1]
            else:
                core[side].append(child("_child_core.py", ROWS, 1, LANES, side))
                assert core[side][-1]["created"] == ROWS, core[side][-1]

    def median(runs: list[dict[str, Any]], key: str) -> float:
        return statistics.median(float(run[key]) for run in runs)

    rate, raw_rate = ROWS / median(app, "send_s"), ROWS / median(raw, "send_s")
    longest, raw_longest = median(app, "longest_stall_s"), median(raw, "longest_stall_s")
    worst = max(app, key=lambda run: float(run["longest_stall_s"]))
    rows = [
        Row(
            f"batch throughput, {ROWS:,} rows",
            f"{rate:,.0f} rows/s",
            f"{raw_rate:,.0f} rows/s (raw httpx, {LANES} threads)",
            rate / raw_rate,
            f"≥ {TARGET_RATIO}×",
            rate / raw_rate >= TARGET_RATIO,
            f"send click to done {median(app, 'send_s'):.1f} s; median of {ROUNDS}",
        ),
        Row(
            f"GUI stall during a {ROWS:,}-row batch",
            f"longest {ms(longest)}, p99 {ms(median(app, 'p99_stall_s'))}",
            f"longest {ms(raw_longest)}, p99 {ms(median(raw, 'p99_stall_s'))} "
            "(bare Qt loop beside the raw loop)",
            longest / raw_longest,
            f"≤ {TARGET_STALL_MS:g} ms",
            longest * 1000 <= TARGET_STALL_MS,
            f"worst run's longest in {worst['longest_phase']}; median of {ROUNDS}",
        ),
        *(
            Row(
                f"batch throughput, {ROWS:,} rows: the sending core alone, {what}",
                f"{ROWS / median(core[side], 'send_s'):,.0f} rows/s",
                f"{raw_rate:,.0f} rows/s (raw httpx, {LANES} threads)",
                ROWS / median(core[side], "send_s") / raw_rate,
                "—",
                None,
                f"no window, no Qt; median of {ROUNDS}",
            )
            for side, what in (
                ("journal", "each row written down first"),
                ("none", "no journal"),
            )
        ),
        Row(
            f"peak RSS after a {ROWS:,}-row batch",
            f"{median(app, 'rss_after_mib'):.1f} MiB",
            f"{median(app, 'rss_start_mib'):.1f} MiB (the app before the batch)",
            median(app, "rss_after_mib") / median(app, "rss_start_mib"),
            "—",
            None,
            "same app runs",
        ),
    ]
    for run in app:
        phases = ", ".join(f"{p} {ms(s)}" for p, s in run["longest_by_phase_s"].items())
        print(f"app run: load+validate {run['load_s']:.2f} s; longest stall by phase: {phases}")
    report(rows, args)


if __name__ == "__main__":
    main()
