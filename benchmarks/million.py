"""A very large sheet: 1,000,000 rows (about 30 MB) opened, checked and partly sent.

The app (_child_million.py) opens the sheet through MainWindow.open_sheet, as the batch
benchmark does, and waits until the batch window shows every row checked; then it sends
the first SEND rows through the window's own send path (sending all of them would take
about 20 minutes at the batch benchmark's rate). A 2 ms QTimer probes its GUI thread
for stalls in each phase: read (open → window shown), check (→ every row checked), send.
Baselines, each in its own process, on the same file in the same run:
  - time and memory: a bare Python process that reads the sheet with the csv module
    into a list (_child_csvread.py);
  - stalls: the bare Qt loop's stall probe beside that read on a thread (read, check),
    and beside the raw httpx loop sending the same number of rows (send, _child_raw.py).
Then a fresh app presses Send on the whole million, as a user would, and cancels once
SEND rows are sent: its peak memory, the longest stall as the send starts (Send → the
first row sent) and as it is cancelled (Cancel → the batch done).
One run each: a run takes a minute. A 50 MB sheet (just under the app's 50 MiB limit)
is opened and checked too, by the same code, without sending. Last, tracemalloc counts
what the batch window keeps per row (its Sheet and its checked rows) on a 100,000-row
sample, against the csv module's list of rows.
"""

from __future__ import annotations

import csv
import gc
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

from _common import HERE, ROOT, Row, arguments, bench_env, ms, report, sandbox, scratch

ROWS = 1_000_000
BIG_BYTES = 50_000_000  # the 50 MB variant (the app refuses files over 50 MiB)
SEND = 20_000
LANES = 4
SAMPLE = 100_000  # rows in the tracemalloc sample
CHILD_LIMIT_S = 300  # a child's own limit; the whole benchmark stays well within run's
TARGET_MB = 300.0
TARGET_STALL_MS = 50.0
TARGET_RATE = 200_000


def row_of(i: int) -> tuple[int, str, str]:
    return 1 + i, f"Plant no. {i:07d}", "bulk"


def write_sheet(path: Path, rows: int) -> int:
    """Columns id,name,tag, a row per row_of; returns the file's size in bytes."""
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows(row_of(i) for i in range(rows))
    return path.stat().st_size


def rows_within(size: int) -> int:
    """How many rows of row_of fit in a file of `size` bytes, header included."""
    total, rows = len("id,name,tag\r\n"), 0
    while True:
        total += len(",".join(map(str, row_of(rows)))) + 2
        if total > size:
            return rows
        rows += 1


def child(
    script: str, *args: object, url: str | None = None, limit: float = CHILD_LIMIT_S
) -> dict[str, Any]:
    """Run a benchmark child (with the sandbox's URL first when given); its JSON report."""
    command = [sys.executable, str(HERE / script), *([url] if url else []), *map(str, args)]
    done = subprocess.run(
        command, capture_output=True, text=True, env=bench_env(), cwd=ROOT, timeout=limit
    )
    if done.returncode != 0:
        raise SystemExit(f"{script} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def app_run(
    sheet: Path, rows: int, send: int, *mode: str, limit: float = 2 * CHILD_LIMIT_S
) -> dict[str, Any]:
    with sandbox(quiet=True) as url:
        return child("_child_million.py", sheet, rows, send, *mode, url=url, limit=limit)


def mb(mib: float) -> float:
    return mib * 2**20 / 1e6


def per_row(sample: Path) -> tuple[float, float, str]:
    """Bytes per row kept: the batch window's Sheet and checked rows, and a csv list."""
    from plantstore_gui.core import batch

    def traced(build: Any) -> tuple[float, Any]:
        gc.collect()
        tracemalloc.start()
        kept = build()
        gc.collect()
        size = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        return size / SAMPLE, kept

    def window() -> tuple[batch.Sheet, list[batch.BatchRow]]:
        sheet = batch.load_sheet(sample)
        columns = batch.guess_columns(sheet)
        assert columns is not None
        return sheet, batch.validate(sheet, columns)

    def csv_list() -> list[list[str]]:
        with sample.open(newline="", encoding="utf-8") as file:
            return list(csv.reader(file))

    app, (sheet, _checked) = traced(window)
    base, _ = traced(csv_list)
    # Which objects: one typical row's, by sys.getsizeof.
    cells = sheet.rows[SAMPLE // 2]
    parts = {
        "the row's cells, kept as one string": sys.getsizeof("\0".join(cells)),
        "its list slot": 8,
        "line number (an array)": 8,
        "plant id (an array)": 8,
    }
    said = "; ".join(f"{name} {size} B" for name, size in parts.items())
    return app, base, said


def main() -> None:
    args = arguments(__doc__ or "")
    where = scratch("million")
    sheet, big, sample = where / "million.csv", where / "big.csv", where / "sample.csv"
    size = write_sheet(sheet, ROWS)
    big_rows = rows_within(BIG_BYTES)
    big_size = write_sheet(big, big_rows)
    write_sheet(sample, SAMPLE)
    print(f"sheets: {ROWS:,} rows {size / 1e6:.1f} MB; {big_rows:,} rows {big_size / 1e6:.1f} MB")

    bare = child("_child_csvread.py", sheet)
    bare_qt = child("_child_csvread.py", sheet, "--qt")
    app = app_run(sheet, ROWS, SEND)
    assert app["created"] == SEND, app
    whole = app_run(sheet, ROWS, SEND, "whole")
    assert SEND <= whole["sent"] < ROWS, whole
    with sandbox(quiet=True) as url:
        raw = child("_child_raw.py", SEND, 1, LANES, url=url)
    bare_big = child("_child_csvread.py", big)
    bare_qt_big = child("_child_csvread.py", big, "--qt")
    app_big = app_run(big, big_rows, 0)
    print(f"app 1M, Send on every row: {whole['summary']}")
    for name, run in (("1M", app), ("1M whole", whole), ("50 MB", app_big)):
        labels = ", ".join(f"{p} {ms(s)}" for p, s in run["longest_by_label_s"].items())
        rss = ", ".join(f"{p} {mb(v):.0f}" for p, v in run["rss_mib"].items())
        print(f"app {name}: longest stall by phase: {labels}; peak RSS (MB) at: {rss}")
        print(
            f"app {name}: {run['full_collections']} full garbage collections, the longest "
            f"{ms(run['longest_full_collection_s'])} (any thread's, holding the GIL)"
        )
    app_row, base_row, parts = per_row(sample)
    print(f"kept per row: {app_row:.0f} B (app), {base_row:.0f} B (csv list); {parts}")

    rows: list[Row] = []
    for label, run, base, count, file_size in (
        (f"{ROWS:,}-row", app, bare, ROWS, size),
        (f"{big_size / 1e6:.0f} MB ({big_rows:,}-row)", app_big, bare_big, big_rows, big_size),
    ):
        rows += [
            Row(
                f"time to show a {label} sheet, open → every row checked",
                f"{run['show_s']:.2f} s",
                f"{base['read_s']:.2f} s (bare Python: csv module reads it into a list)",
                run["show_s"] / base["read_s"],
                "—",
                None,
                f"{file_size / 1e6:.1f} MB; read and window shown {run['read_s']:.2f} s, "
                f"checking {run['check_s']:.2f} s",
            ),
            Row(
                f"rows checked per second, {label} sheet",
                f"{count / run['check_s']:,.0f} rows/s",
                f"{count / base['read_s']:,.0f} rows/s (csv module, rows read)",
                base["read_s"] / run["check_s"],
                f"≥ {TARGET_RATE:,} rows/s",
                count / run["check_s"] >= TARGET_RATE,
                "window shown → every row checked",
            ),
            Row(
                f"peak RSS, {label} sheet"
                + (f" checked and {SEND:,} rows sent" if run is app else " checked"),
                f"{mb(run['rss_mib']['sent']):,.0f} MB",
                f"{mb(base['rss_mib']):,.0f} MB (bare Python: the csv module's list of rows)",
                run["rss_mib"]["sent"] / base["rss_mib"],
                f"< {TARGET_MB:g} MB",
                mb(run["rss_mib"]["sent"]) < TARGET_MB,
                f"VmHWM; the app before opening {mb(run['rss_mib']['start']):.0f} MB, "
                f"all rows checked {mb(run['rss_mib']['checked']):.0f} MB",
            ),
        ]
    rate, raw_rate = SEND / app["send_s"], SEND / raw["send_s"]
    rows.append(
        Row(
            f"rows sent per second, the first {SEND:,} rows of the {ROWS:,}-row sheet",
            f"{rate:,.0f} rows/s",
            f"{raw_rate:,.0f} rows/s (raw httpx, {LANES} threads)",
            rate / raw_rate,
            "—",
            None,
            "sent by the batch window's send path with the whole sheet loaded; Send would "
            f"queue all {ROWS:,}",
        )
    )
    bare_stall = {"read": bare_qt["longest_stall_s"], "check": bare_qt["longest_stall_s"]}
    bare_stall["send"] = raw["longest_stall_s"]
    phases = {
        "read": "reading the file, until the window shows",
        "check": "checking every row",
        "send": f"sending {SEND:,} rows",
    }
    for phase, what in phases.items():
        by_phase = app["longest_by_phase_s"]
        longest = by_phase.get(phase, 0.0)
        if phase == "send":
            longest = max(longest, by_phase.get("finish", 0.0))
        beside = "the raw httpx loop" if phase == "send" else "a csv read on a thread"
        rows.append(
            Row(
                f"GUI stall with a {ROWS:,}-row sheet: {what}",
                f"longest {ms(longest)}",
                f"longest {ms(bare_stall[phase])} (bare Qt loop beside {beside})",
                longest / bare_stall[phase],
                f"≤ {TARGET_STALL_MS:g} ms",
                longest * 1000 <= TARGET_STALL_MS,
                "a stall spanning two phases counts in both",
            )
        )
    stall = whole["longest_by_phase_s"]
    rss = whole["rss_mib"]
    rows += [
        Row(
            f"peak RSS, Send pressed on all {ROWS:,} rows, cancelled after {SEND:,} sent",
            f"{mb(rss['sent']):,.0f} MB",
            f"{mb(bare['rss_mib']):,.0f} MB (bare Python: the csv module's list of rows)",
            rss["sent"] / bare["rss_mib"],
            f"< {TARGET_MB:g} MB",
            mb(rss["sent"]) < TARGET_MB,
            f"VmHWM; all rows checked {mb(rss['checked']):.0f} MB, first row sent "
            f"{mb(rss.get('first', 0.0)):.0f} MB, before the cancel "
            f"{mb(rss.get('before_cancel', 0.0)):.0f} MB; {whole['sent']:,} rows sent",
        ),
        Row(
            f"GUI stall as Send starts all {ROWS:,} rows (Send → the first row sent)",
            f"longest {ms(stall.get('start', 0.0))}",
            f"longest {ms(raw['longest_stall_s'])} (bare Qt loop beside the raw httpx loop)",
            stall.get("start", 0.0) / raw["longest_stall_s"],
            f"≤ {TARGET_STALL_MS:g} ms",
            stall.get("start", 0.0) * 1000 <= TARGET_STALL_MS,
            f"the first row was sent {whole['first_s']:.2f} s after Send",
        ),
        Row(
            f"GUI stall as that batch of {ROWS:,} is cancelled (Cancel → done)",
            f"longest {ms(max(stall.get('cancel', 0.0), stall.get('finish', 0.0)))}",
            f"longest {ms(raw['longest_stall_s'])} (bare Qt loop beside the raw httpx loop)",
            max(stall.get("cancel", 0.0), stall.get("finish", 0.0)) / raw["longest_stall_s"],
            f"≤ {TARGET_STALL_MS:g} ms",
            max(stall.get("cancel", 0.0), stall.get("finish", 0.0)) * 1000 <= TARGET_STALL_MS,
            f"done {whole['cancel_s']:.2f} s after Cancel",
        ),
    ]
    big_check = max(app_big["longest_by_phase_s"].get(p, 0.0) for p in ("read", "check", "finish"))
    rows.append(
        Row(
            f"GUI stall with a {big_size / 1e6:.0f} MB sheet: opening and checking it",
            f"longest {ms(big_check)}",
            f"longest {ms(bare_qt_big['longest_stall_s'])} (bare Qt loop beside a csv read "
            "on a thread)",
            big_check / bare_qt_big["longest_stall_s"],
            f"≤ {TARGET_STALL_MS:g} ms",
            big_check * 1000 <= TARGET_STALL_MS,
            "read and check; nothing sent",
        )
    )
    rows.append(
        Row(
            "memory kept per row once checked (tracemalloc)",
            f"{app_row:,.0f} B/row",
            f"{base_row:,.0f} B/row (the csv module's list of rows)",
            app_row / base_row,
            "—",
            None,
            f"{SAMPLE:,}-row sample; the batch window's Sheet and checked rows",
        )
    )
    report(rows, args)


if __name__ == "__main__":
    main()
