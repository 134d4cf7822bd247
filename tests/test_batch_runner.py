"""BatchRunner against real loopback servers: every row sent once, journalled, accounted for."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import ClosedPort, Exchange, FaultyServer, respond

from plantstore_gui.core.batch_runner import BatchItem, BatchRunner, Progress, RowResult
from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.endpoint import Endpoint, Target, Tls
from plantstore_gui.core.history import EntryState, History, HistoryEntry, HistoryFilter
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Outcome, Rejected
from plantstore_gui.sandbox import SandboxServer

FIRST_ID = 1000


def target(base_url: str) -> Target:
    return Target(Endpoint.parse(base_url), SANDBOX_TOKEN, 10.0)


def items(count: int, *, ids: list[int] | None = None) -> list[BatchItem]:
    ids = ids or [FIRST_ID + index for index in range(count)]
    return [
        BatchItem(index, json.dumps({"id": i, "name": f"Fern {i}"}).encode(), str(i), f"Fern {i}")
        for index, i in enumerate(ids)
    ]


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    with History(tmp_path / "journal.sqlite3") as history:
        yield history


@pytest.fixture
def runners() -> Iterator[list[BatchRunner]]:
    """Runners to close after the test, whatever happened."""
    made: list[BatchRunner] = []
    yield made
    for runner in made:
        runner.close()


class HookedClient(PlantStoreClient):
    """A real client that calls a hook before each row goes out."""

    def __init__(self, http: httpx.Client, before_send: Callable[[], None]) -> None:
        super().__init__(http)
        self._before_send = before_send

    def send_body(self, target: Target, body: bytes, *, raw: bool = False) -> Outcome:
        self._before_send()
        return super().send_body(target, body, raw=raw)


def on_nth_send(n: int, action: Callable[[], None]) -> Callable[[Tls], PlantStoreClient]:
    """A client factory whose clients run `action` once, just before the n-th row is sent."""
    lock = threading.Lock()
    sends = 0

    def before_send() -> None:
        nonlocal sends
        with lock:
            sends += 1
            now = sends == n
        if now:
            action()

    return lambda tls: HookedClient(make_http_client(tls), before_send)


def wait_for(runner: BatchRunner, ok: Callable[[Progress], bool], timeout: float = 20) -> Progress:
    """Poll progress until `ok`, waiting on the runner's threads in between."""
    deadline = time.monotonic() + timeout
    while not ok(progress := runner.progress()):
        assert time.monotonic() < deadline, progress
        runner.join(0.005)
    return progress


def finish(runner: BatchRunner) -> list[RowResult]:
    assert runner.join(timeout=30)
    assert runner.progress().done
    return runner.drain()


def journal(history: History, count: int) -> dict[int, HistoryEntry]:
    """The journal's entries by plant id, one per row."""
    entries = history.entries(HistoryFilter(limit=10 * count + 10))
    assert len(entries) == count
    by_id = {int(entry.plant_id): entry for entry in entries}
    assert len(by_id) == count
    return by_id


def assert_accounted(history: History, sandbox: SandboxServer, count: int) -> dict[EntryState, int]:
    """Every row is in the journal once, and the journal agrees with the server.

    PENDING was never sent whole (so it is not on the server), DONE and created is on
    the server, UNKNOWN may or may not be; nothing is left SENDING once the runner has
    stopped, and only rows that were tried can have reached the server.
    """
    entries = journal(history, count)
    on_server = set(sandbox.plants())
    assert on_server <= set(entries)
    tally = dict.fromkeys(EntryState, 0)
    for plant_id, entry in entries.items():
        tally[entry.state] += 1
        if entry.state is EntryState.PENDING:
            assert plant_id not in on_server, entry
        elif entry.state is EntryState.DONE:
            assert (entry.outcome == "created") == (plant_id in on_server), entry
        else:
            assert entry.state is EntryState.UNKNOWN, entry
    tried = sum(e.state is not EntryState.PENDING or e.outcome != "" for e in entries.values())
    assert tally[EntryState.DONE] <= sandbox.request_count <= tried
    return tally


def test_500_rows_are_created_journalled_and_sent_over_reused_connections(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    clients: list[PlantStoreClient] = []
    local_ports: set[int] = set()

    def note_connection(response: httpx.Response) -> None:
        stream = response.extensions["network_stream"]
        local_ports.add(stream.get_extra_info("client_addr")[1])

    def factory(tls: Tls) -> PlantStoreClient:
        http = make_http_client(tls)
        http.event_hooks = {"response": [note_connection]}
        clients.append(client := PlantStoreClient(http))
        return client

    runner = BatchRunner(
        target(sandbox.base_url),
        items(500),
        history=history,
        server_name="Sandbox",
        concurrency=4,
        client_factory=factory,
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert sorted(r.index for r in results) == list(range(500))
    assert all(isinstance(r.outcome, Created) for r in results)
    assert set(sandbox.plants()) == {FIRST_ID + i for i in range(500)}
    assert sandbox.request_count == 500
    assert history.count(EntryState.DONE) == 500
    assert {r.entry_id for r in results} == {e.id for e in journal(history, 500).values()}
    assert len(clients) <= 4
    assert 1 <= len(local_ports) <= 4  # one connection per lane, kept for all its rows
    progress = runner.progress()
    assert (progress.finished, progress.created, progress.failed) == (500, 500, 0)
    assert progress.stopped_reason is None


def test_ids_already_on_the_server_are_rejected_and_recorded_done(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    with httpx.Client() as http:
        answer = http.post(
            f"{sandbox.base_url}/plants",
            json={"id": FIRST_ID + 5, "name": "Already there"},
            headers={"Authorization": f"Bearer {SANDBOX_TOKEN}"},
        )
        assert answer.status_code == 200
    ids = [FIRST_ID + i for i in range(20)] + [FIRST_ID + 3]  # row 20 repeats row 3
    runner = BatchRunner(
        target(sandbox.base_url), items(21, ids=ids), history=history, server_name="Sandbox"
    )
    runners.append(runner)
    runner.start()
    results = {r.index: r.outcome for r in finish(runner)}

    rejected = {index for index, outcome in results.items() if isinstance(outcome, Rejected)}
    assert 5 in rejected
    assert len(rejected & {3, 20}) == 1  # whichever arrived second
    assert len(rejected) == 2
    assert all(isinstance(results[i], Created) for i in set(results) - rejected)
    entries = history.entries()
    assert len(entries) == 21
    assert all(entry.state is EntryState.DONE for entry in entries)
    assert [entry.outcome for entry in entries].count("rejected") == 2
    assert runner.progress().failed == 2


def test_pause_stops_new_rows_and_resume_finishes_them(
    history: History, runners: list[BatchRunner]
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = BatchRunner(target(slow.base_url), items(120), history=history, server_name="S")
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 8)
        runner.pause()
        at_pause = runner.progress()
        assert at_pause.paused
        # The rows in flight finish (at most one a lane), then nothing moves.
        assert not runner.join(timeout=0.3)
        settled = runner.progress()
        assert not runner.join(timeout=0.3)
        still = runner.progress()
        assert still.finished == settled.finished <= at_pause.finished + 4
        assert still.elapsed == settled.elapsed  # pauses are not sending time
        assert slow.request_count == still.finished
        assert history.count(EntryState.SENDING) == 0  # unsent chunk rows went back
        assert history.count(EntryState.PENDING) == 120 - still.finished

        runner.resume()
        results = finish(runner)
        assert len(results) == 120
        assert all(isinstance(r.outcome, Created) for r in results)
        assert len(slow.plants()) == 120
        assert history.count(EntryState.DONE) == 120
        assert not runner.progress().paused


def test_cancel_leaves_unsent_rows_pending_and_every_row_accounted_for(
    history: History, runners: list[BatchRunner]
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = BatchRunner(target(slow.base_url), items(200), history=history, server_name="S")
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 8)
        runner.cancel()
        results = finish(runner)

        cancelled = [
            r.outcome
            for r in results
            if isinstance(r.outcome, Failed) and r.outcome.kind is FailureKind.CANCELLED
        ]
        assert cancelled  # the lanes were waiting on the slow server
        unsent = sum(not o.request_sent for o in cancelled)
        assert all(isinstance(r.outcome, Created | Failed) for r in results)
        tally = assert_accounted(history, slow, 200)
        assert tally[EntryState.UNKNOWN] == len(cancelled) - unsent
        assert tally[EntryState.DONE] == len(results) - len(cancelled)
        assert tally[EntryState.PENDING] == 200 - len(results) + unsent > 150
        assert runner.stopped_reason is None  # the user's choice, not a failure
        progress = runner.progress()
        assert progress.done and progress.eta is None


def test_an_unreachable_server_stops_the_batch_and_puts_every_row_back(
    closed_port: ClosedPort, history: History, runners: list[BatchRunner]
) -> None:
    runner = BatchRunner(
        target(closed_port.base_url), items(100), history=history, server_name="Gone"
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert 1 <= len(results) <= 4  # a refused row or two per lane, not a hundred
    assert all(
        isinstance(r.outcome, Failed) and r.outcome.kind is FailureKind.REFUSED for r in results
    )
    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The server cannot be reached: ")
    assert runner.progress().stopped_reason == reason
    assert history.count(EntryState.PENDING) == 100
    assert len(journal(history, 100)) == 100


def test_a_server_that_dies_mid_batch_loses_nothing(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    runner = BatchRunner(
        target(sandbox.base_url),
        items(500),
        history=history,
        server_name="Sandbox",
        client_factory=on_nth_send(100, sandbox.stop),
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The server cannot be reached")
    tally = assert_accounted(history, sandbox, 500)
    # Of the first 99 rows, only those in flight on the other three lanes can have been
    # cut off as the server stopped; a few more may get through while it is stopping.
    assert tally[EntryState.DONE] >= 96
    assert len(results) >= 100
    # Cut off in flight, or sent into a connection the stopping server then dropped:
    # at most two a lane before a refusal stops it.
    assert tally[EntryState.UNKNOWN] <= 8
    assert tally[EntryState.PENDING] >= 300
    refused = [
        r
        for r in results
        if isinstance(r.outcome, Failed) and r.outcome.kind is FailureKind.REFUSED
    ]
    assert 1 <= len(refused) <= 4  # at most one a lane, then the runner stopped
    # A row whose request could not be written whole is PENDING again, like a refused one.
    unsent = [r for r in results if isinstance(r.outcome, Failed) and not r.outcome.request_sent]
    assert len(results) == tally[EntryState.DONE] + tally[EntryState.UNKNOWN] + len(unsent)


def test_the_server_never_sees_more_than_concurrency_requests_at_once(
    history: History, runners: list[BatchRunner]
) -> None:
    lock = threading.Lock()
    in_flight = peak = 0

    def slow_echo(exchange: Exchange) -> None:
        nonlocal in_flight, peak
        with lock:
            in_flight += 1
            peak = max(peak, in_flight)
        exchange.stopping.wait(0.03)
        with lock:  # before answering: the lane cannot send again until it has the answer
            in_flight -= 1
        name = json.loads(exchange.request.body)["name"]
        respond(200, json.dumps({"name": name}).encode())(exchange)

    with FaultyServer(slow_echo) as server:
        runner = BatchRunner(
            target(server.base_url), items(40), history=history, server_name="S", concurrency=3
        )
        runners.append(runner)
        runner.start()
        results = finish(runner)
        assert not server.errors
    assert len(results) == 40
    assert all(isinstance(r.outcome, Created) for r in results)
    assert 2 <= peak <= 3


def test_progress_adds_up_from_start_to_end(history: History, runners: list[BatchRunner]) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.01) as slow:
        ids = [FIRST_ID + i for i in range(150)] + [FIRST_ID]  # one duplicate fails
        runner = BatchRunner(
            target(slow.base_url), items(151, ids=ids), history=history, server_name="S"
        )
        runners.append(runner)
        before = runner.progress()
        assert (before.total, before.finished, before.rate, before.eta) == (151, 0, 0.0, None)
        assert not before.done and before.elapsed == 0.0
        runner.start()

        running = wait_for(runner, lambda p: p.finished >= 20)
        if not running.done:
            assert running.rate > 0
            assert running.eta is not None and running.eta > 0
        assert running.created + running.failed == running.finished <= running.total

        seen = len(runner.drain())
        results = finish(runner)
        end = runner.progress()
        assert seen + len(results) == end.finished == 151
        assert (end.created, end.failed) == (150, 1)
        assert end.done and end.eta == 0.0 and end.elapsed > 0
        assert end.stopped_reason is None


def test_close_is_idempotent_and_leaves_no_thread_behind(
    history: History,
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        before = {t.name for t in threading.enumerate()}
        runner = BatchRunner(target(slow.base_url), items(100), history=history, server_name="S")
        runner.close()  # before start: nothing to stop
        runner = BatchRunner(target(slow.base_url), items(100), history=history, server_name="S")
        runner.start()
        wait_for(runner, lambda p: p.finished >= 1)
        assert any(t.name.startswith("batch-lane-") for t in threading.enumerate())
        runner.close()
        runner.close()
        assert runner.join(timeout=0)
        assert runner.progress().done
        new = [t for t in threading.enumerate() if t.name not in before]
        assert not [t.name for t in new if t.name.startswith("batch-")]
        # What is left is ending: the clients' cancelled watchdog timers, and the server's
        # handler threads for the connections the lanes closed.
        for thread in new:
            thread.join(timeout=5)
        assert not [t.name for t in new if t.is_alive()]
        with pytest.raises(RuntimeError):
            runner.start()


def test_a_broken_journal_stops_the_batch_but_keeps_every_result(
    sandbox: SandboxServer, tmp_path: Path, runners: list[BatchRunner]
) -> None:
    history = History(tmp_path / "journal.sqlite3")
    runner = BatchRunner(
        target(sandbox.base_url),
        items(300),
        history=history,
        server_name="Sandbox",
        client_factory=on_nth_send(50, history.close),
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The journal failed")
    created = {FIRST_ID + r.index for r in results if isinstance(r.outcome, Created)}
    assert created == set(sandbox.plants())
    assert len(results) == sandbox.request_count < 300
    assert runner.progress().finished == len(results)


def test_without_a_journal_rows_are_sent_all_the_same(
    sandbox: SandboxServer, runners: list[BatchRunner]
) -> None:
    runner = BatchRunner(target(sandbox.base_url), items(30), history=None, server_name="S")
    runners.append(runner)
    runner.start()
    results = finish(runner)
    assert len(results) == 30
    assert all(isinstance(r.outcome, Created) and r.entry_id is None for r in results)
    assert len(sandbox.plants()) == 30


def test_an_empty_batch_is_done_at_once(history: History, runners: list[BatchRunner]) -> None:
    endpoint = "http://127.0.0.1:9"
    runner = BatchRunner(target(endpoint), [], history=history, server_name="S")
    runners.append(runner)
    runner.start()
    assert finish(runner) == []
    assert runner.progress().done
    assert history.entries() == []


def test_unusable_connection_settings_stop_the_batch_before_anything_is_sent(
    tmp_path: Path, history: History, runners: list[BatchRunner]
) -> None:
    tls = Tls(ca_bundle=str(tmp_path / "missing.pem"))
    gone = Target(Endpoint.parse("https://127.0.0.1:9"), SANDBOX_TOKEN, 5.0, tls)
    runner = BatchRunner(gone, items(20), history=history, server_name="S", concurrency=2)
    runners.append(runner)
    runner.start()
    assert finish(runner) == []
    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The connection settings cannot be used")
    assert history.count(EntryState.PENDING) == 20
