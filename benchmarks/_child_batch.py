"""Batch child: the real app sends a ROWS-row CSV to a sandbox, as a user would.

Usage: _child_batch.py BASE_URL ROWS FIRST_ID. The app is built by its own open_window
on --base-url; the sheet is opened through MainWindow.open_sheet and sent with the
batch window's Send button, while a 2 ms QTimer probes the GUI thread for stalls.
Prints one JSON object: timings, stalls, and peak RSS after start and after the batch.
"""

from __future__ import annotations

import csv
import json
import os
import sys
import time
from pathlib import Path

from _common import peak_rss_mib
from _qt import StallProbe, run_loop
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from plantstore_gui.app import open_window, parse_args

POLL_MS = 5
SETTLE_MS = 1000  # after showing: the sender's warm-up, the history, the outbox
AFTER_MS = 500  # after done: the last drain, the history reload


def write_sheet(rows: int, first_id: int) -> Path:
    path = Path(os.environ["PLANTSTORE_GUI_HOME"]) / "plants.csv"
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows([first_id + i, f"Plant {i}", "bulk"] for i in range(rows))
    return path


def main() -> None:
    url, rows, first_id = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    sheet = write_sheet(rows, first_id)
    qt = QApplication(sys.argv[:1])
    probe = StallProbe()
    marks: dict[str, float] = {}
    with open_window(parse_args(["--base-url", url])) as window:
        window.show()
        loop = QEventLoop()
        QTimer.singleShot(SETTLE_MS, loop.quit)
        run_loop(loop, 30, "settling")
        rss_start = peak_rss_mib()

        def poll() -> None:
            batch = window.batch_window
            if "validated" not in marks:
                if batch and batch.model.rowCount() == rows and batch.send_button.isEnabled():
                    marks["validated"] = time.perf_counter()
                    probe.phase = "send"
                    marks["click"] = time.perf_counter()
                    batch.send_button.click()
            elif "done" not in marks:
                progress = batch.run_progress() if batch else None
                if progress is not None and progress.done:
                    marks["done"] = time.perf_counter()
                    probe.phase = "finish"
                    QTimer.singleShot(AFTER_MS, loop.quit)

        poller = QTimer()
        poller.setInterval(POLL_MS)
        poller.timeout.connect(poll)
        probe.phase = "load/validate"
        probe.start()
        poller.start()
        marks["open"] = time.perf_counter()
        window.open_sheet(sheet)
        run_loop(loop, 300, "the batch")
        poller.stop()
        probe.stop()
        batch = window.batch_window
        assert batch is not None
        progress = batch.run_progress()
        assert progress is not None
        rss_after = peak_rss_mib()
        batch.close()
        window.close()
    qt.processEvents()
    longest, phase = probe.longest()
    by_phase: dict[str, float] = {}
    for late, where in probe.stalls:
        by_phase[where] = max(by_phase.get(where, 0.0), late)
    result = {
        "rows": rows,
        "created": progress.created,
        "load_s": marks["validated"] - marks["open"],
        "send_s": marks["done"] - marks["click"],
        "longest_stall_s": longest,
        "longest_phase": phase,
        "p99_stall_s": probe.p99(),
        "longest_by_phase_s": by_phase,
        "ticks": len(probe.stalls),
        "rss_start_mib": rss_start,
        "rss_after_mib": rss_after,
    }
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
