"""The kill test: SIGKILL the app mid-batch, start it again, and lose nothing.

Every row must end up created on the server exactly once, or in the journal as
PENDING (never sent) or UNKNOWN (flagged for the user to check). A row sent twice
would show as a duplicate refused by the server: there must be none unflagged.
"""

import csv
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from plantstore_gui.core.history import EntryState, History, HistoryFilter, history_path
from plantstore_gui.sandbox import SandboxServer

ROWS = 300
TARGET = Path(__file__).with_name("kill_target.py")


def run_target(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(TARGET), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [1, 40, 150, 280])
def test_a_batch_killed_mid_flight_loses_nothing(
    tmp_path: Path, app_home: Path, kill_after: int
) -> None:
    sheet = tmp_path / "plants.csv"
    with sheet.open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows([i, f"Plant {i}", "kill"] for i in range(1, ROWS + 1))
    with SandboxServer("kill-token", response_delay=0.002) as server:
        env = {
            **os.environ,
            "PLANTSTORE_GUI_HOME": str(app_home),
            "PLANTSTORE_TOKEN": server.token,
            "KILL_TARGET_BASE_URL": server.base_url,
        }
        app = run_target(["send", str(sheet)], env)
        try:
            # The app is another process: poll the sandbox, bounded, for the kill point.
            for _ in range(6000):
                if server.request_count >= kill_after or app.poll() is not None:
                    break
                time.sleep(0.005)
            assert app.poll() is None, "the app ended before it could be killed"
            assert server.request_count >= kill_after, "the batch never got going"
            app.send_signal(signal.SIGKILL)
            app.wait(timeout=10)
        finally:
            if app.poll() is None:
                app.kill()
                app.wait()
            assert app.stdout is not None and app.stderr is not None
            app.stdout.close()
            app.stderr.close()
        created_before_restart = set(server.plants())

        with History(history_path()) as journal:
            states = {int(e.plant_id): e.state for e in journal.entries()}
        # Every row is on the server, or written down: none lost.
        assert set(states) == set(range(1, ROWS + 1))
        for plant_id, state in states.items():
            if plant_id not in created_before_restart:
                assert state in (EntryState.PENDING, EntryState.SENDING, EntryState.UNKNOWN)

        # Restart: the journal is read, unsent rows go out, uncertain ones are flagged.
        again = run_target(["recover"], env)
        _, err = again.communicate(timeout=60)
        assert again.returncode == 0, err
        with History(history_path()) as journal:
            entries = journal.entries(HistoryFilter(limit=10_000))
        final = {int(e.plant_id): e for e in entries}
        for plant_id in range(1, ROWS + 1):
            entry = final[plant_id]
            on_server = plant_id in server.plants()
            assert on_server or entry.state is EntryState.UNKNOWN, (plant_id, entry.state)
            # A duplicate refusal would mean the row went twice without being flagged.
            assert entry.outcome != "rejected", f"plant {plant_id} was sent twice"
        assert not [e for e in entries if e.state is EntryState.PENDING]
        assert not [e for e in entries if e.state is EntryState.SENDING]
