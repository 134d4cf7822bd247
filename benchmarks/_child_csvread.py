"""Baseline child for million.py: the same sheet read with the csv module into memory.

Usage: _child_csvread.py SHEET [--qt]. Plain: a bare Python process (no Qt) reads every
row into a list and prints its time and peak RSS. With --qt: the same read runs on a
thread beside a bare Qt event loop whose 2 ms stall probe gives the longest stall the
machine and the GIL alone cost while a thread reads a sheet. The read is a Python loop,
as the app's is: list(csv.reader(…)) would run in C and hold the GIL for the whole read.
Prints one JSON object.
"""

from __future__ import annotations

import csv
import json
import sys
import threading
import time


def read(path: str) -> list[list[str]]:
    rows: list[list[str]] = []
    with open(path, newline="", encoding="utf-8") as file:
        for row in csv.reader(file):
            rows.append(row)
    return rows


def peak_rss_mib() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def plain(path: str) -> dict[str, float]:
    rss_start = peak_rss_mib()
    started = time.perf_counter()
    rows = read(path)
    took = time.perf_counter() - started
    rss = peak_rss_mib()
    return {"rows": len(rows) - 1, "read_s": took, "rss_start_mib": rss_start, "rss_mib": rss}


def beside_qt(path: str) -> dict[str, float | str]:
    from _qt import StallProbe, run_loop
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    qt = QApplication(sys.argv[:1])
    probe = StallProbe()
    probe.phase = "read"
    loop = QEventLoop()
    thread = threading.Thread(target=read, args=(path,), daemon=True)
    poller = QTimer()
    poller.setInterval(5)
    poller.timeout.connect(lambda: None if thread.is_alive() else loop.quit())
    probe.start()
    started = time.perf_counter()
    thread.start()
    poller.start()
    run_loop(loop, 300, "the csv read")
    took = time.perf_counter() - started
    probe.stop()
    qt.processEvents()
    longest, _ = probe.longest()
    return {"read_s": took, "longest_stall_s": longest, "p99_stall_s": probe.p99()}


def main() -> None:
    path = sys.argv[1]
    result = beside_qt(path) if "--qt" in sys.argv[2:] else plain(path)
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
