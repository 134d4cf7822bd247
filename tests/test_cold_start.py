"""The first plant typed after a cold start is sent, on a busy machine.

At start the GUI thread, the send lane's warm-up and the history's first read all want
pydantic and httpx. Two threads importing pydantic at the same moment can both fail
(PySide6's import hook looks into the half-imported module, which imports again): the
first plant was then never sent, and nothing was said. The app now imports them on the
GUI thread once the window has painted, before any other thread of its bridge starts.

Each start is a real process (the app's own `main()`, tests/first_plant_target.py) on a
machine kept busy by a spinning process per CPU, with a history to read at start, and
types its plant the moment the window paints. The race itself is rare (a few starts in
a hundred), so each start also reports which thread imported the shared modules: none
but the GUI thread may, which is what keeps two threads from importing them at once.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from plantstore_gui.core.desk import Desk
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import History, history_path
from plantstore_gui.core.journey import Delivery, Plan
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.tasks import Done, Tasks

TARGET = Path(__file__).with_name("first_plant_target.py")
TOKEN = "cold-start-token"
STARTS = 5  # the closing note's figure comes from many more, run once by hand
START_LIMIT_S = 90.0  # bounds a start that hangs; nothing is timed


@contextmanager
def busy_cpu() -> Iterator[None]:
    """Every CPU kept busy by a process that spins, until the block ends."""
    spinners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 1)
    ]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def a_history_to_read_at_start(base_url: str) -> None:
    """One plant sent and answered: at start the history's rows are read on a reader
    thread, and saying an answered one needs pydantic and httpx there too."""
    body = json.dumps({"id": 1, "name": "Fern"}).encode()
    with History(history_path()) as journal:
        desk = Desk(journal)
        to = Target(Endpoint.parse(base_url), TOKEN, 10.0)
        sent = desk.submit(Plan(to, "Shop", body, False, "1", "Fern"))
        desk.close()
    assert isinstance(sent, Delivery) and sent.verdict.outcome == "created"


def start_and_type(base_url: str, plant_id: int) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PLANTSTORE_TOKEN": TOKEN,
        "FIRST_PLANT_ID": str(plant_id),
        "QT_QPA_PLATFORM": "offscreen",
    }
    return subprocess.run(
        [sys.executable, str(TARGET), "--base-url", base_url],
        env=env,
        capture_output=True,
        text=True,
        timeout=START_LIMIT_S,
        check=False,
    )


def test_the_first_plant_typed_after_a_cold_start_on_a_busy_machine_is_sent() -> None:
    with SandboxServer(TOKEN) as sandbox:
        a_history_to_read_at_start(sandbox.base_url)
        with busy_cpu():
            starts = [start_and_type(sandbox.base_url, 100 + n) for n in range(STARTS)]
        created = set(sandbox.plants())
    for n, start in enumerate(starts):
        said = start.stdout.splitlines()
        assert start.returncode == 0, start.stderr
        assert "Traceback" not in start.stderr, start.stderr
        assert "answer Delivery Created" in said, (said, start.stderr)
        assert said[-1] == "imported off the GUI thread: ", said[-1]
        assert 100 + n in created


def test_the_apps_bridge_runs_nothing_before_the_first_paint_then_everything_asked(
    qtbot: QtBot,
) -> None:
    """Work asked for before the window painted (the token, the history, recovery) waits,
    with no thread started; once the GUI thread has imported what the threads share and
    starts the bridge, every call runs, the sends in the order asked."""
    tasks = Tasks(held=True)
    before = set(threading.enumerate())
    done: list[str] = []

    def record(what: str) -> Callable[[Done], None]:
        return lambda result: done.append(f"{what}={result.value}")

    try:
        assert tasks.read(lambda: "token", record("read"))
        assert tasks.send(lambda: "recovered", record("send 1"))
        assert tasks.send(lambda: "warmed", record("send 2"))
        assert set(threading.enumerate()) == before  # a bridge not held has its threads now
        assert tasks.busy and done == []
        tasks.start()
        qtbot.waitUntil(lambda: len(done) == 3, timeout=10000)
        assert done.index("send 1=recovered") < done.index("send 2=warmed")
        assert "read=token" in done
        assert tasks.send(lambda: "later", record("send 3"))  # started as it comes now
        qtbot.waitUntil(lambda: len(done) == 4, timeout=10000)
    finally:
        assert tasks.shutdown(10.0)
