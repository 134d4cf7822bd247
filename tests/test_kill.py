"""The kill test: SIGKILL the app mid-flight, start it again, and lose nothing.

Every plant must end up created on the server exactly once, or in the journal as
waiting (never sent) or needing a check (flagged for the user). A plant sent twice
would show twice in what the server received, or as a duplicate it refused. Three
paths are killed: a batch from a sheet, plants typed into the form, and the outbox.
"""

import csv
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from plantstore_gui.core.journal import EntryState, History, HistoryFilter, NewEntry, history_path
from plantstore_gui.sandbox import SandboxServer

ROWS = 300
TARGET = Path(__file__).with_name("kill_target.py")
UNFINISHED = (EntryState.NEW, EntryState.SENDING, EntryState.WAITING, EntryState.CHECKING)


def run_target(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(TARGET), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def write_sheet(path: Path, count: int) -> None:
    with path.open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows([i, f"Plant {i}", "kill"] for i in range(1, count + 1))


def fill_outbox(base_url: str, count: int) -> None:
    """The journal as an earlier run left it: `count` plants waiting in the outbox."""
    entries = [
        NewEntry(
            "Shop",
            base_url,
            str(i),
            f"Plant {i}",
            False,
            f'{{"id":{i},"name":"Plant {i}"}}'.encode(),
        )
        for i in range(1, count + 1)
    ]
    with History(history_path()) as journal:
        ids = journal.add_many(entries)
        journal.move(
            ids, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="unreachable"
        )


def kill_when(app: subprocess.Popen[str], server: SandboxServer, requests: int) -> None:
    try:
        # The app is another process: the sandbox says when the kill point is reached.
        server.wait_for_requests(requests, timeout=30)
        assert app.poll() is None, "the app ended before it could be killed"
        assert server.request_count >= requests, "sending never got going"
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=10)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        assert app.stdout is not None and app.stderr is not None
        app.stdout.close()
        app.stderr.close()


def check_nothing_lost_or_twice(
    server: SandboxServer, env: dict[str, str], count: int, *, all_written: bool
) -> None:
    created_before_restart = set(server.plants())
    with History(history_path()) as journal:
        states = {int(e.plant_id): e.state for e in journal.entries(HistoryFilter(limit=10_000))}
    if all_written:  # a batch or an outbox writes every plant down before sending any
        assert set(states) == set(range(1, count + 1))
    for plant_id, state in states.items():
        if plant_id not in created_before_restart:
            assert state in UNFINISHED, (plant_id, state)

    # Restart: the journal is read, unsent plants go out, uncertain ones are flagged.
    again = run_target(["recover"], env)
    _, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    with History(history_path()) as journal:
        entries = journal.entries(HistoryFilter(limit=10_000))
    final = {int(e.plant_id): e for e in entries}
    for plant_id, entry in final.items():
        on_server = plant_id in server.plants()
        assert on_server or entry.state is EntryState.CHECKING, (plant_id, entry.state)
        assert entry.outcome != "rejected", f"plant {plant_id} was sent twice"
    bodies = [body for _, body in server.received()]
    assert len(bodies) == len(set(bodies)), "a plant reached the server twice"
    left = (EntryState.NEW, EntryState.SENDING, EntryState.WAITING)
    assert not [e for e in entries if e.state in left]


def target_env(app_home: Path, server: SandboxServer) -> dict[str, str]:
    return {
        **os.environ,
        "PLANTSTORE_GUI_HOME": str(app_home),
        "PLANTSTORE_TOKEN": server.token,
        "KILL_TARGET_BASE_URL": server.base_url,
    }


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [1, 40, 150, 280])
def test_a_batch_killed_mid_flight_loses_nothing(
    tmp_path: Path, app_home: Path, kill_after: int
) -> None:
    sheet = tmp_path / "plants.csv"
    write_sheet(sheet, ROWS)
    with SandboxServer("kill-token", response_delay=0.002) as server:
        env = target_env(app_home, server)
        kill_when(run_target(["send", str(sheet)], env), server, kill_after)
        check_nothing_lost_or_twice(server, env, ROWS, all_written=True)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [1, 25])
def test_plants_typed_in_the_form_killed_mid_flight_lose_nothing(
    app_home: Path, kill_after: int
) -> None:
    with SandboxServer("kill-token", response_delay=0.002) as server:
        env = target_env(app_home, server)
        kill_when(run_target(["form", "200"], env), server, kill_after)
        check_nothing_lost_or_twice(server, env, 200, all_written=False)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kill_after", [1, 60])
def test_the_outbox_killed_mid_flight_loses_nothing(app_home: Path, kill_after: int) -> None:
    with SandboxServer("kill-token", response_delay=0.002) as server:
        fill_outbox(server.base_url, ROWS)
        env = target_env(app_home, server)
        kill_when(run_target(["outbox"], env), server, kill_after)
        check_nothing_lost_or_twice(server, env, ROWS, all_written=True)
