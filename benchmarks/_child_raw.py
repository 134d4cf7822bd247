"""Baseline child for batch.py: a raw httpx loop beside a bare Qt event loop.

Usage: _child_raw.py BASE_URL ROWS FIRST_ID LANES. LANES threads, one kept-alive
httpx.Client each, POST unique ids; the GUI thread runs only the 2 ms stall probe, so
its stalls are what the machine and the GIL alone cost. Prints one JSON object (with
the process's peak RSS, Qt loaded).
"""

from __future__ import annotations

import gc
import itertools
import json
import sys
import threading
import time

import httpx
from _common import TOKEN, peak_rss_mib, rss_mib
from _qt import StallProbe, run_loop
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication


def main() -> None:
    url, rows, first_id, lanes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    qt = QApplication(sys.argv[:1])
    ids = itertools.count(first_id)
    last_id = first_id + rows - 1
    lock = threading.Lock()
    failures: list[int] = []
    headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}

    def lane() -> None:
        with httpx.Client() as client:
            while True:
                with lock:
                    plant_id = next(ids)
                if plant_id > last_id:
                    return
                body = json.dumps({"id": plant_id, "name": f"Plant {plant_id}", "tag": "bulk"})
                answer = client.post(f"{url}/plants", content=body.encode(), headers=headers)
                if answer.status_code != 200:
                    failures.append(answer.status_code)

    threads = [threading.Thread(target=lane, daemon=True) for _ in range(lanes)]
    probe = StallProbe()
    probe.phase = "send"
    loop = QEventLoop()
    poller = QTimer()
    poller.setInterval(5)
    poller.timeout.connect(lambda: None if any(t.is_alive() for t in threads) else loop.quit())
    rss_before = rss_mib()
    probe.start()
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    poller.start()
    run_loop(loop, 300, "the raw loop")
    took = time.perf_counter() - started
    probe.stop()
    qt.processEvents()
    if failures:
        raise SystemExit(f"{len(failures)} raw POSTs failed, e.g. status {failures[0]}")
    longest, _ = probe.longest()
    result = {"send_s": took, "longest_stall_s": longest, "p99_stall_s": probe.p99()}
    gc.collect()
    now = {"rss_before_now_mib": rss_before, "rss_after_now_mib": rss_mib()}
    print(json.dumps({**result, "rss_mib": peak_rss_mib(), **now}))


if __name__ == "__main__":
    main()
