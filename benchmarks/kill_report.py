#!/usr/bin/env python3
"""Kill the real app at random moments of a batch, restart it, and count what came of it.

For each run: a 2,000-row sheet is sent by the app (tests/kill_target.py) to a sandbox
on loopback, the app is SIGKILLed once the sandbox has seen a random number of
requests, and started again to recover. Printed per run and in total:
- lost: plants neither created on the server nor flagged for checking;
- twice: plants that reached the server more than once;
- flagged: plants flagged "needs checking", and of those how many had in fact
  reached the server (the rest were flagged although their request never arrived).

Usage: benchmarks/kill_report.py [RUNS] [ROWS] [SEED]
"""

import csv
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "tests" / "kill_target.py"
sys.path.insert(0, str(ROOT))

from plantstore_gui.core.journal import EntryState, History, HistoryFilter  # noqa: E402
from plantstore_gui.sandbox import SandboxServer  # noqa: E402


def one_run(rows: int, kill_after: int) -> dict[str, int]:
    with tempfile.TemporaryDirectory(prefix="plantstore-kill-") as scratch:
        home = Path(scratch) / "home"
        sheet = Path(scratch) / "plants.csv"
        with sheet.open("w", newline="") as file:
            writer = csv.writer(file)
            writer.writerow(["id", "name", "tag"])
            writer.writerows([i, f"Plant {i}", "kill"] for i in range(1, rows + 1))
        with SandboxServer("kill-token", response_delay=0.001) as server:
            env = {
                **os.environ,
                "QT_QPA_PLATFORM": "offscreen",
                "PLANTSTORE_GUI_HOME": str(home),
                "PLANTSTORE_TOKEN": server.token,
                "KILL_TARGET_BASE_URL": server.base_url,
            }
            quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
            app = subprocess.Popen(
                [sys.executable, str(TARGET), "send", str(sheet)], env=env, **quiet
            )
            deadline = time.monotonic() + 120
            while server.request_count < kill_after and app.poll() is None:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.002)
            app.send_signal(signal.SIGKILL)
            app.wait()
            subprocess.run([sys.executable, str(TARGET), "recover"], env=env, timeout=300, **quiet)
            created = set(server.plants())
            received = Counter(body for _, body in server.received())
            with History(home / "data" / "history.sqlite3") as journal:
                entries = journal.entries(HistoryFilter(limit=rows * 2))
            flagged = {int(e.plant_id) for e in entries if e.state is EntryState.CHECKING}
            return {
                "killed after": kill_after,
                "lost": sum(1 for i in range(1, rows + 1) if i not in created and i not in flagged),
                "twice": sum(1 for count in received.values() if count > 1),
                "flagged": len(flagged),
                "flagged, had reached": len(flagged & created),
                "flagged, never reached": len(flagged - created),
            }


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2026
    chooser = random.Random(seed)
    print(f"{runs} runs of {rows} rows, kill points drawn with seed {seed}")
    totals: Counter[str] = Counter()
    for number in range(1, runs + 1):
        result = one_run(rows, chooser.randint(1, rows - 50))
        totals.update({k: v for k, v in result.items() if k != "killed after"})
        print(f"run {number:2}: " + ", ".join(f"{k} {v}" for k, v in result.items()), flush=True)
    print("total: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
