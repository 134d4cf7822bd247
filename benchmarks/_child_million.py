"""Million child: the real app opens a very large CSV sheet, checks it, sends some rows.

Usage: _child_million.py BASE_URL SHEET ROWS SEND [whole|all]. The app is built by its own
open_window on --base-url; the sheet is opened through MainWindow.open_sheet, as a
user's file would be. Once every row is checked, the first SEND valid rows go out
through the batch window's own send path (BatchWindow._send, what Send calls with
every valid row); SEND 0 sends nothing. With "whole", the Send button is pressed
instead (every valid row of the sheet), and once SEND rows are sent the user's Cancel
stops the batch; phases: start (Send pressed → the first row sent), send, cancel
(Cancel → the batch done). With "all", Send is pressed and the batch runs to its end;
the RSS just before Send and once it is done say what the sent rows keep (with
PLANTSTORE_BENCH_TRACE=1, tracemalloc says where, on stderr). A 2 ms QTimer probes the
GUI thread for stalls throughout. Prints one JSON object: the time of each step, stalls
by phase, peak RSS after each.
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import sys
import time
import tracemalloc
from pathlib import Path

from _common import peak_rss_mib, rss_mib
from _qt import StallProbe, run_loop
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.core.batch import sendable_indexes

POLL_MS = 5
SETTLE_MS = 1000  # after showing: the sender's warm-up, the history, the outbox
AFTER_MS = 500  # after done: the last drain, the history reload
CHECKED_MS = 200  # after every row is checked: the table shown, still the check's phase
READY_MS = 20  # after the benchmark's own preparing, before the send: a tick between
LIMIT_S = 240  # per step (open and check; send): a hung app fails instead of hanging
TO_END_LIMIT_S = 4 * 3600  # a million rows sent to the end take about an hour


def traced_top(snapshot: tracemalloc.Snapshot, rows: int) -> None:
    """What the allocations made since Send and still alive come to, a line each."""
    print(f"tracemalloc, alive since Send, per sent row ({rows:,}):", file=sys.stderr)
    for stat in snapshot.statistics("lineno")[:25]:
        print(f"  {stat.size / rows:8.1f} B  {stat.traceback}", file=sys.stderr)


def main() -> None:
    url, sheet, rows, send = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    whole = sys.argv[5:] in (["whole"], ["all"])
    to_end = sys.argv[5:] == ["all"]  # not cancelled: every row sent
    qt = QApplication(sys.argv[:1])
    probe = StallProbe(keep=not to_end)
    marks: dict[str, float] = {}
    rss: dict[str, float] = {}
    collections: list[float] = []  # how long each full (generation 2) collection took
    collecting: list[float] = []

    def timed_collection(phase: str, info: dict[str, int]) -> None:
        if info["generation"] == 2 and phase == "start":
            collecting[:] = [time.perf_counter()]
        elif info["generation"] == 2 and collecting:
            collections.append(time.perf_counter() - collecting.pop())

    gc.callbacks.append(timed_collection)
    with open_window(parse_args(["--base-url", url])) as window:
        window.show()
        settle = QEventLoop()
        QTimer.singleShot(SETTLE_MS, settle.quit)
        run_loop(settle, 30, "settling")
        rss["start"] = peak_rss_mib()
        shown, sent = QEventLoop(), QEventLoop()

        def poll() -> None:
            batch = window.batch_window
            if "read" not in marks:
                if batch is not None:
                    marks["read"] = time.perf_counter()
                    rss["read"] = peak_rss_mib()
                    probe.phase = "check"
            elif "checked" not in marks:
                assert batch is not None
                if batch.model.rowCount() == rows and batch.send_button.isEnabled():
                    marks["checked"] = time.perf_counter()
                    rss["checked"] = peak_rss_mib()
                    QTimer.singleShot(CHECKED_MS, shown.quit)
            elif "done" not in marks:
                progress = batch.run_progress() if batch else None
                if whole and progress is not None and "first" not in marks:
                    if progress.finished:
                        marks["first"] = time.perf_counter()
                        rss["first"] = peak_rss_mib()
                        probe.phase = "send"
                elif whole and not to_end and progress is not None and "cancel" not in marks:
                    if progress.finished >= send:
                        marks["cancel"] = time.perf_counter()
                        rss["before_cancel"] = peak_rss_mib()
                        probe.phase = "cancel"
                        assert batch is not None
                        batch.cancel_button.click()
                if progress is not None and progress.done:
                    marks["done"] = time.perf_counter()
                    probe.phase = "finish"
                    QTimer.singleShot(AFTER_MS, sent.quit)

        poller = QTimer()
        poller.setInterval(POLL_MS)
        poller.timeout.connect(poll)
        probe.phase = "read"
        probe.start()
        poller.start()
        marks["open"] = time.perf_counter()
        window.open_sheet(sheet)
        run_loop(shown, LIMIT_S, "opening and checking the sheet")
        batch = window.batch_window
        assert batch is not None
        tracing = to_end and os.environ.get("PLANTSTORE_BENCH_TRACE") == "1"
        # The benchmark's own work (a collection, the rows chosen) in a phase of its own,
        # then a tick: no stall of it, nor of the send's start, is the check's.
        probe.phase = "ready"
        chosen = list(itertools.islice(sendable_indexes(batch.model.rows, range(rows)), send))
        gc.collect()
        rss["before_send_now"] = rss_mib()
        ready = QEventLoop()
        QTimer.singleShot(READY_MS, ready.quit)
        run_loop(ready, 30, "a tick before the send")
        if whole:
            if tracing:
                tracemalloc.start()
            marks["send"] = time.perf_counter()
            probe.phase = "start"
            batch.send_button.click()  # every valid row of the sheet
            run_loop(sent, TO_END_LIMIT_S if to_end else LIMIT_S, "sending the whole sheet")
            gc.collect()
            rss["done_now"] = rss_mib()
            if tracing:
                traced_top(tracemalloc.take_snapshot(), batch.model.word_counts().total())
                tracemalloc.stop()
        elif send:
            probe.phase = "send"
            marks["send"] = time.perf_counter()
            batch._send(chosen, {})  # a chosen part of the sheet: no button sends just that
            run_loop(sent, LIMIT_S, "sending")
        else:
            probe.phase = "finish"
            QTimer.singleShot(AFTER_MS, sent.quit)  # the end of checking, as after a send
            run_loop(sent, LIMIT_S, "idling")
            marks["send"] = marks["done"] = time.perf_counter()
        poller.stop()
        probe.stop()
        progress = batch.run_progress()
        rss["sent"] = peak_rss_mib()
        summary = batch.summary.text()
        batch.close()
        window.close()
    qt.processEvents()
    by_label = probe.longest_by_label
    by_phase: dict[str, float] = {}
    for where, late in by_label.items():
        for phase in set(where.split("→")):  # a stall spanning two phases counts in both
            by_phase[phase] = max(by_phase.get(phase, 0.0), late)
    result = {
        "rows": rows,
        "sent": progress.finished if progress else 0,
        "created": progress.created if progress else 0,
        "read_s": marks["read"] - marks["open"],
        "check_s": marks["checked"] - marks["read"],
        "show_s": marks["checked"] - marks["open"],
        "send_s": marks["done"] - marks["send"],
        "first_s": marks.get("first", marks["send"]) - marks["send"],
        "cancel_s": marks["done"] - marks.get("cancel", marks["done"]),
        "summary": summary,
        "longest_by_phase_s": by_phase,
        "longest_by_label_s": by_label,
        "p99_stall_s": probe.p99(),
        "ticks": len(probe.stalls),
        "full_collections": len(collections),
        "longest_full_collection_s": max(collections, default=0.0),
        "rss_mib": rss,
    }
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
