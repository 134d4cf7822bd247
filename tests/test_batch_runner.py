"""BatchRunner against real loopback servers: every row sent once, journalled, accounted for."""

from __future__ import annotations

import json
import threading
import time
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import httpx
import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import ClosedPort, Exchange, FaultyServer, respond

from plantstore_gui.core.batch import (
    BatchItem,
    BatchRunner,
    Progress,
    RowResult,
    RowSource,
)
from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.endpoint import Endpoint, Target, Tls
from plantstore_gui.core.journal import (
    EntryState,
    History,
    HistoryEntry,
    HistoryFilter,
    NewEntry,
)
from plantstore_gui.core.journey import Sender, WaitReason
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Outcome, Rejected
from plantstore_gui.core.tell import batch_summary, row_words
from plantstore_gui.sandbox import SandboxServer

FIRST_ID = 1000

ClientFactory = Callable[[Tls], PlantStoreClient]


def target(base_url: str) -> Target:
    return Target(Endpoint.parse(base_url), SANDBOX_TOKEN, 10.0)


def items(count: int, *, ids: list[int] | None = None) -> list[BatchItem]:
    ids = ids or [FIRST_ID + index for index in range(count)]
    return [
        BatchItem(index, json.dumps({"id": i, "name": f"Fern {i}"}).encode(), str(i), f"Fern {i}")
        for index, i in enumerate(ids)
    ]


def batch(
    where: Target,
    rows: list[BatchItem],
    history: History | None,
    *,
    server_name: str = "S",
    concurrency: int = 4,
    client_factory: ClientFactory | None = None,
) -> BatchRunner:
    """A runner sending through the sending module, with this journal (None for none)."""
    sender = Sender(history) if client_factory is None else Sender(history, client_factory)
    return BatchRunner(where, rows, sender=sender, server_name=server_name, concurrency=concurrency)


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
    """A real client that calls a hook, with the body, before each row goes out."""

    def __init__(self, http: httpx.Client, before_send: Callable[[bytes], None]) -> None:
        super().__init__(http)
        self._before_send = before_send

    def send_body(
        self,
        target: Target,
        body: bytes,
        *,
        raw: bool = False,
        idempotency_key: str = "",
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Outcome:
        self._before_send(body)
        return super().send_body(
            target, body, raw=raw, idempotency_key=idempotency_key, cancelled=cancelled
        )


def hooked(before_send: Callable[[bytes], None]) -> ClientFactory:
    """A client factory whose clients call `before_send(body)` before each row is sent."""
    return lambda tls: HookedClient(make_http_client(tls), before_send)


def on_nth_send(n: int, action: Callable[[], None]) -> ClientFactory:
    """A client factory whose clients run `action` once, just before the n-th row is sent."""
    lock = threading.Lock()
    sends = 0

    def before_send(_body: bytes) -> None:
        nonlocal sends
        with lock:
            sends += 1
            now = sends == n
        if now:
            action()

    return hooked(before_send)


def outcome(result: RowResult) -> Outcome:
    """What came of a row the batch itself sent."""
    assert result.delivery is not None, result
    return result.delivery.outcome


def wait_for(runner: BatchRunner, ok: Callable[[Progress], bool], timeout: float = 20) -> Progress:
    """Poll progress until `ok`, waiting on the runner's threads in between."""
    deadline = time.monotonic() + timeout
    while not ok(progress := runner.progress()):
        assert time.monotonic() < deadline, progress
        runner.join(0.005)
    return progress


def finish_all(runner: BatchRunner) -> tuple[list[RowResult], list[RowResult]]:
    """(the rows the batch sent, the rows it never sent), once it is done."""
    assert runner.join(timeout=30)
    assert runner.progress().done
    results = runner.drain()
    sent = [r for r in results if not r.unsent]
    unsent = [r for r in results if r.unsent]
    assert all(r.delivery is None for r in unsent)
    assert len({r.index for r in results}) == len(results)  # each row said once
    return sent, unsent


def finish(runner: BatchRunner) -> list[RowResult]:
    """The rows the batch sent, once it is done."""
    return finish_all(runner)[0]


def journal(history: History, count: int) -> dict[int, HistoryEntry]:
    """The journal's entries by plant id, one per row."""
    entries = history.entries(HistoryFilter(limit=10 * count + 10))
    assert len(entries) == count
    by_id = {int(entry.plant_id): entry for entry in entries}
    assert len(by_id) == count
    return by_id


def arrivals(server: SandboxServer) -> Counter[str]:
    """How many times each Idempotency-Key reached the server; no key may be missing."""
    keys = Counter(key for key, _ in server.received())
    assert "" not in keys  # every journalled row goes out under its entry's key
    return keys


def assert_accounted(history: History, sandbox: SandboxServer, count: int) -> Counter[EntryState]:
    """Every row is in the journal once, the journal agrees with the server, none went twice.

    WAITING never reached the server (no connection made, or never sent), DONE and
    created is on the server and any other DONE is not, CHECKING may or may not be;
    nothing is NEW or SENDING once the runner has stopped. A row the journal says never
    left never arrived, and no row's request arrived more than once.
    """
    entries = journal(history, count)
    on_server = set(sandbox.plants())
    assert on_server <= set(entries)
    arrived = arrivals(sandbox)
    assert set(arrived) <= {entry.idempotency_key for entry in entries.values()}
    assert max(arrived.values(), default=1) == 1, arrived.most_common(3)  # at most once
    tally: Counter[EntryState] = Counter()
    for plant_id, entry in entries.items():
        tally[entry.state] += 1
        times = arrived[entry.idempotency_key]
        if not entry.request_sent:
            assert times == 0, entry
        if entry.state is EntryState.WAITING:
            assert plant_id not in on_server and not entry.request_sent, entry
        elif entry.state is EntryState.DONE:
            assert (entry.outcome == "created") == (plant_id in on_server), entry
            if entry.outcome == "created":
                assert times == 1, entry
        else:
            assert entry.state is EntryState.CHECKING, entry
    return tally


def assert_journal_agrees(history: History, results: list[RowResult]) -> None:
    """Each row's entry records what its delivery's verdict said."""
    for result in results:
        assert result.delivery is not None and result.entry_id is not None
        entry = history.get(result.entry_id)
        assert entry is not None
        verdict = result.delivery.verdict
        assert (entry.state, entry.outcome) == (verdict.state, verdict.outcome), entry


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

    runner = batch(
        target(sandbox.base_url),
        items(500),
        history,
        server_name="Sandbox",
        concurrency=4,
        client_factory=factory,
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert sorted(r.index for r in results) == list(range(500))
    assert all(isinstance(outcome(r), Created) for r in results)
    assert set(sandbox.plants()) == {FIRST_ID + i for i in range(500)}
    assert sandbox.request_count == 500
    assert history.count(EntryState.DONE) == 500
    entries = journal(history, 500)
    assert {r.entry_id for r in results} == {e.id for e in entries.values()}
    # Each row went out exactly once, under its own entry's Idempotency-Key.
    assert arrivals(sandbox) == Counter(e.idempotency_key for e in entries.values())
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
    runner = batch(target(sandbox.base_url), items(21, ids=ids), history, server_name="Sandbox")
    runners.append(runner)
    runner.start()
    results = {r.index: outcome(r) for r in finish(runner)}

    rejected = {index for index, o in results.items() if isinstance(o, Rejected)}
    assert 5 in rejected
    assert len(rejected & {3, 20}) == 1  # whichever arrived second
    assert len(rejected) == 2
    assert all(isinstance(results[i], Created) for i in set(results) - rejected)
    entries = history.entries()
    assert len(entries) == 21
    assert all(entry.state is EntryState.DONE for entry in entries)
    assert [entry.outcome for entry in entries].count("rejected") == 2
    assert runner.progress().failed == 2
    # Rows 3 and 20 are two entries with two keys: each went out once. (The plant put
    # there first was posted without a key.)
    received = Counter(key for key, _ in sandbox.received())
    assert received == Counter(e.idempotency_key for e in entries) + Counter({"": 1})


def test_pause_stops_new_rows_and_resume_finishes_them(
    history: History, runners: list[BatchRunner]
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = batch(target(slow.base_url), items(120), history)
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
        assert slow.request_count == len(slow.received()) == still.finished
        # A row is claimed only as its own request leaves: while paused none is claimed,
        # and every row not sent yet is still NEW, free for its lane to claim later.
        assert history.count(EntryState.SENDING) == 0
        assert history.count(EntryState.NEW) == 120 - still.finished
        assert history.count(EntryState.DONE) == still.finished

        runner.resume()
        results = finish(runner)
        assert len(results) == 120
        assert all(isinstance(outcome(r), Created) for r in results)
        assert len(slow.plants()) == 120
        assert history.count(EntryState.DONE) == 120
        assert not runner.progress().paused
        tally = assert_accounted(history, slow, 120)
        assert tally == Counter({EntryState.DONE: 120})


def test_each_row_is_claimed_just_before_its_own_request_leaves(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    lock = threading.Lock()
    seen: list[tuple[EntryState | None, int, int]] = []  # own state, SENDING, NEW

    def before_send(body: bytes) -> None:
        index = json.loads(body)["id"] - FIRST_ID
        entry = history.get(runner.entry_ids()[index])
        sending, new = history.count(EntryState.SENDING), history.count(EntryState.NEW)
        with lock:
            seen.append((entry and entry.state, sending, new))

    runner = batch(
        target(sandbox.base_url),
        items(60),
        history,
        concurrency=3,
        client_factory=hooked(before_send),
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert len(results) == 60 and all(isinstance(outcome(r), Created) for r in results)
    assert len(seen) == 60
    # Its own mark is in the journal before its request leaves...
    assert all(state is EntryState.SENDING for state, _, _ in seen)
    # ...and no lane holds more than the one row it is sending: the rest stay NEW.
    assert max(sending for _, sending, _ in seen) <= 3
    assert all(new >= 60 - number - 3 for number, (_, _, new) in enumerate(seen, 1))
    assert history.count(EntryState.DONE) == 60


def test_a_row_another_sender_claimed_first_is_not_sent_by_the_batch(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    taken: list[int] = []

    def claim_the_last_ten() -> None:  # as the outbox, or a re-send, would
        ids = runner.entry_ids()
        taken.extend(
            ids[index]
            for index in range(30, 40)
            if history.claim(ids[index], frozenset({EntryState.NEW}))
        )

    runner = batch(
        target(sandbox.base_url),
        items(40),
        history,
        concurrency=2,
        client_factory=on_nth_send(1, claim_the_last_ten),
    )
    runners.append(runner)
    runner.start()
    results = {r.index: r for r in finish(runner)}

    assert len(taken) == 10  # the other sender won every one of those claims
    assert sorted(results) == list(range(40))
    assert all(results[i].delivery is None for i in range(30, 40))
    assert {results[i].entry_id for i in range(30, 40)} == set(taken)
    assert all(isinstance(outcome(results[i]), Created) for i in range(30))
    assert set(sandbox.plants()) == {FIRST_ID + i for i in range(30)}
    entries = journal(history, 40)
    others = {entries[FIRST_ID + i].idempotency_key for i in range(30, 40)}
    assert not others & set(arrivals(sandbox))  # the batch never sent a row it lost
    assert max(arrivals(sandbox).values()) == 1
    # The claims stay the other sender's: the batch neither finished nor settled them.
    assert all(entries[FIRST_ID + i].state is EntryState.SENDING for i in range(30, 40))
    progress = runner.progress()
    assert (progress.finished, progress.created) == (40, 30)


def test_cancel_records_unsent_rows_cancelled_and_every_row_accounted_for(
    history: History, runners: list[BatchRunner]
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = batch(target(slow.base_url), items(200), history)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 8)
        runner.cancel()
        results, unsent = finish_all(runner)
        assert {r.unsent for r in unsent} == {"cancelled"}
        assert len(results) + len(unsent) == 200  # every row is said to the window

        # The rows on their way were not cut off (they would need checking): each got
        # its answer, and no other row left.
        assert all(isinstance(outcome(r), Created) for r in results)
        assert slow.request_count == len(results)
        assert_journal_agrees(history, results)
        tally = assert_accounted(history, slow, 200)
        # The user's cancel: nothing is left for the outbox, nothing is on its way.
        assert tally[EntryState.WAITING] == tally[EntryState.NEW] == 0
        assert tally[EntryState.SENDING] == tally[EntryState.CHECKING] == 0
        entries = journal(history, 200).values()
        never_sent = [e for e in entries if e.outcome == "cancelled"]
        assert len(never_sent) == 200 - len(results) > 150
        assert all(e.state is EntryState.DONE and not e.request_sent for e in never_sent)
        assert runner.stopped_reason is None  # the user's choice, not a failure
        progress = runner.progress()
        assert progress.done and progress.eta is None


def test_a_stop_once_every_row_has_left_is_not_said_as_a_stop(
    history: History, runners: list[BatchRunner]
) -> None:
    """Stopped with its last rows on their way, the batch sent every row: it finished,
    and its summary must not say it stopped before every row was sent."""
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = batch(target(slow.base_url), items(4), history)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda _p: slow.request_count == 4)  # every row has left
        runner.stop_after_rows_in_flight()
        results, unsent = finish_all(runner)

        assert unsent == [] and all(isinstance(outcome(r), Created) for r in results)
        assert runner.stopped_reason is None
        words = Counter(row_words(r).word for r in results)
        assert batch_summary(words, runner.stopped_reason, 0) == "Done: 4 plants created."


def test_a_paused_batch_ends_once_its_last_rows_come_back(
    history: History, runners: list[BatchRunner]
) -> None:
    """Held while a question is open, a batch whose every row has left still ends: it
    is not left "sending" with nothing to send."""
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = batch(target(slow.base_url), items(4), history)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda _p: slow.request_count == 4)
        runner.pause()
        results = finish(runner)
        assert len(results) == 4 and all(isinstance(outcome(r), Created) for r in results)
        assert runner.stopped_reason is None


def test_stopping_for_quit_lets_rows_in_flight_finish_and_queues_the_rest(
    history: History, runners: list[BatchRunner]
) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.05) as slow:
        runner = batch(target(slow.base_url), items(100), history)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 8)
        runner.stop_after_rows_in_flight()
        results, unsent = finish_all(runner)
        assert {r.unsent for r in unsent} == {"waiting"}
        assert len(results) + len(unsent) == 100

        # The rows in flight were not cut off: each got its answer.
        assert all(isinstance(outcome(r), Created) for r in results)
        assert_journal_agrees(history, results)
        tally = assert_accounted(history, slow, 100)
        assert tally == Counter(
            {EntryState.DONE: len(results), EntryState.WAITING: 100 - len(results)}
        )
        assert len(results) < 100
        sent = {r.entry_id for r in results}
        for entry in journal(history, 100).values():
            if entry.id not in sent:
                assert entry.wait_reason == WaitReason.INTERRUPTED, entry
        assert runner.stopped_reason is not None


def test_an_unreachable_server_stops_the_batch_and_queues_every_row_in_the_outbox(
    closed_port: ClosedPort, history: History, runners: list[BatchRunner]
) -> None:
    runner = batch(target(closed_port.base_url), items(100), history, server_name="Gone")
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert 1 <= len(results) <= 4  # a refused row or two per lane, not a hundred
    assert all(
        isinstance(o := outcome(r), Failed) and o.kind is FailureKind.REFUSED for r in results
    )
    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The server cannot be reached: ")
    assert runner.progress().stopped_reason == reason
    assert history.count(EntryState.WAITING) == 100
    entries = journal(history, 100)
    # The rows never tried wait for the same reason as the row that stopped the batch:
    # the outbox window says "could not be reached", not "the app closed".
    for entry in entries.values():
        assert (entry.state, entry.wait_reason) == (EntryState.WAITING, WaitReason.UNREACHABLE)
        assert not entry.request_sent


def test_a_server_that_dies_mid_batch_loses_nothing(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    runner = batch(
        target(sandbox.base_url),
        items(500),
        history,
        server_name="Sandbox",
        client_factory=on_nth_send(100, sandbox.stop),
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The server cannot be reached")
    tally = assert_accounted(history, sandbox, 500)
    assert_journal_agrees(history, results)
    # Of the first 99 rows, only those in flight on the other three lanes can have been
    # cut off as the server stopped; a few more may get through while it is stopping.
    assert tally[EntryState.DONE] >= 96
    assert len(results) >= 100
    # Cut off in flight, or sent into a connection the stopping server then dropped:
    # at most two a lane before a refusal stops it.
    assert tally[EntryState.CHECKING] <= 8
    assert tally[EntryState.WAITING] >= 300
    assert tally[EntryState.NEW] == tally[EntryState.SENDING] == 0
    refused = [
        r for r in results if isinstance(o := outcome(r), Failed) and o.kind is FailureKind.REFUSED
    ]
    assert 1 <= len(refused) <= 4  # at most one a lane, then the runner stopped
    # A row whose request could not be written whole waits in the outbox, like a refused
    # one; the rows never tried wait there too, for the reason that stopped the batch.
    unsent = [r for r in results if isinstance(o := outcome(r), Failed) and not o.request_sent]
    assert len(results) == tally[EntryState.DONE] + tally[EntryState.CHECKING] + len(unsent)
    tried = {r.entry_id for r in results}
    for entry in journal(history, 500).values():
        if entry.id not in tried:
            assert (entry.state, entry.wait_reason) == (EntryState.WAITING, "unreachable")


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
        runner = batch(target(server.base_url), items(40), history, concurrency=3)
        runners.append(runner)
        runner.start()
        results = finish(runner)
        assert not server.errors
        keys = [request.header("Idempotency-Key") for request in server.requests]
    assert len(results) == 40
    assert all(isinstance(outcome(r), Created) for r in results)
    assert 2 <= peak <= 3
    assert None not in keys
    assert len(keys) == len(set(keys)) == 40  # each row once, under a key of its own


def test_progress_adds_up_from_start_to_end(history: History, runners: list[BatchRunner]) -> None:
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.01) as slow:
        ids = [FIRST_ID + i for i in range(150)] + [FIRST_ID]  # one duplicate fails
        runner = batch(target(slow.base_url), items(151, ids=ids), history)
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
        runner = batch(target(slow.base_url), items(100), history)
        runner.close()  # before start: nothing to stop
        runner = batch(target(slow.base_url), items(100), history)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 1)
        assert any(t.name.startswith("batch-lane-") for t in threading.enumerate())
        runner.close()
        runner.close()
        assert runner.join(timeout=0)
        assert runner.progress().done
        new = [t for t in threading.enumerate() if t.name not in before]
        assert not [t.name for t in new if t.name.startswith("batch-")]
        # What is left is ending: the clients' cancelled watchdog timers. (The server's pool
        # of handler threads stays until the server stops.)
        new = [t for t in new if not t.name.startswith("sandbox-handler")]
        for thread in new:
            thread.join(timeout=5)
        assert not [t.name for t in new if t.is_alive()]
        with pytest.raises(RuntimeError):
            runner.start()
        # Closing is the user's cancel: nothing is left half-way in the journal.
        assert history.count(EntryState.NEW) == history.count(EntryState.SENDING) == 0


def test_a_broken_journal_stops_the_batch_but_keeps_every_result(
    sandbox: SandboxServer, tmp_path: Path, runners: list[BatchRunner]
) -> None:
    history = History(tmp_path / "journal.sqlite3")
    runner = batch(
        target(sandbox.base_url),
        items(300),
        history,
        server_name="Sandbox",
        client_factory=on_nth_send(50, history.close),
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The history could not be kept")
    created = {FIRST_ID + r.index for r in results if isinstance(outcome(r), Created)}
    assert created == set(sandbox.plants())
    assert len(results) == sandbox.request_count < 300
    assert runner.progress().finished == len(results)
    assert max(arrivals(sandbox).values()) == 1  # no row went out twice


def test_without_a_journal_rows_are_sent_all_the_same(
    sandbox: SandboxServer, runners: list[BatchRunner]
) -> None:
    rows = items(30)
    runner = batch(target(sandbox.base_url), rows, None)
    runners.append(runner)
    runner.start()
    results = finish(runner)
    assert len(results) == 30
    assert all(isinstance(outcome(r), Created) and r.entry_id is None for r in results)
    assert len(sandbox.plants()) == 30
    # No journal, no entry keys: each row's body arrived once, and only once.
    assert sorted(body for _, body in sandbox.received()) == sorted(r.body for r in rows)


def test_an_empty_batch_is_done_at_once(history: History, runners: list[BatchRunner]) -> None:
    endpoint = "http://127.0.0.1:9"
    runner = batch(target(endpoint), [], history)
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
    runner = batch(gone, items(20), history, concurrency=2)
    runners.append(runner)
    runner.start()
    assert finish(runner) == []
    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The connection settings cannot be used")
    # Stopped on its own, not by the user: every row waits in the outbox, none was sent.
    waiting = history.in_states(EntryState.WAITING)
    assert len(waiting) == len(history.entries()) == 20
    assert all(e.wait_reason == "interrupted" and not e.request_sent for e in waiting)


# -- batches larger than a chunk: written down a chunk at a time -----------------------


def source(count: int, made: list[int] | None = None) -> RowSource:
    """The rows of `items(count)`, each made only when the batch reaches it (noted in `made`)."""
    rows = items(count)

    def make(index: int) -> BatchItem:
        if made is not None:
            made.append(index)
        return rows[index]

    return RowSource(iter(range(count)), make, count)


def chunked(
    where: Target,
    rows: RowSource,
    history: History | None,
    chunk: int,
    client_factory: ClientFactory | None = None,
) -> BatchRunner:
    sender = Sender(history) if client_factory is None else Sender(history, client_factory)
    return BatchRunner(where, rows, sender=sender, server_name="S", concurrency=4, chunk=chunk)


def test_a_batch_of_many_chunks_sends_every_row_once_never_far_ahead_of_the_journal(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    chunk, count = 40, 600
    made: list[int] = []
    seen: list[tuple[EntryState | None, int, int]] = []  # own state, entries, sent before
    lock = threading.Lock()

    def before_send(body: bytes) -> None:
        index = json.loads(body)["id"] - FIRST_ID
        entry = history.get(runner.entry_ids()[index])
        written = sum(history.count(state) for state in EntryState)
        with lock:
            seen.append((entry and entry.state, written, len(seen)))

    runner = chunked(
        target(sandbox.base_url), source(count, made), history, chunk, hooked(before_send)
    )
    runners.append(runner)
    runner.start()
    results = finish(runner)

    assert sorted(r.index for r in results) == list(range(count))
    assert all(isinstance(outcome(r), Created) for r in results)
    assert set(sandbox.plants()) == {FIRST_ID + i for i in range(count)}
    entries = journal(history, count)
    assert arrivals(sandbox) == Counter(e.idempotency_key for e in entries.values())
    assert {(e.state, e.outcome) for e in entries.values()} == {(EntryState.DONE, "created")}
    assert sorted(made) == list(range(count))  # each row made once
    # Every row is in the journal, claimed, before its request leaves; and the journal
    # never runs more than two chunks (and a row a lane) ahead of what was sent.
    assert all(state is EntryState.SENDING for state, _, _ in seen)
    assert all(written <= sent + 2 * chunk + 4 for _, written, sent in seen)
    assert runner.unwritten().indexes == array("q")
    progress = runner.progress()
    assert (progress.total, progress.finished, progress.written) == (count, count, count)


def test_a_cancel_mid_batch_leaves_the_rows_not_written_down_unsent_and_out_of_the_journal(
    history: History, runners: list[BatchRunner]
) -> None:
    chunk, count = 20, 1000
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.01) as slow:
        runner = chunked(target(slow.base_url), source(count), history, chunk)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 3 * chunk)
        runner.cancel()
        results, unsent = finish_all(runner)
        unwritten = runner.unwritten()

        assert unwritten.unsent == "cancelled"
        never = list(unwritten.indexes)
        said = [r.index for r in results] + [r.index for r in unsent] + never
        assert sorted(said) == list(range(count))  # every row said once, to the window
        assert len(never) > count // 2
        assert {r.unsent for r in unsent} <= {"cancelled"}
        # Only the rows written down are in the journal; none of the others ever left.
        written = len(results) + len(unsent)
        entries = journal(history, written)
        assert not {FIRST_ID + i for i in never} & set(entries)
        assert not {FIRST_ID + i for i in never} & set(slow.plants())
        tally = assert_accounted(history, slow, written)
        assert tally[EntryState.NEW] == tally[EntryState.SENDING] == 0
        assert tally[EntryState.WAITING] == 0  # the user's cancel leaves nothing queued
        assert len(slow.received()) <= written
        progress = runner.progress()
        assert progress.done and progress.written == written < count
        assert runner.stopped_reason is None


def test_a_server_that_dies_mid_batch_queues_the_rows_written_and_sends_no_other(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    chunk, count = 25, 800
    runner = chunked(
        target(sandbox.base_url),
        source(count),
        history,
        chunk,
        client_factory=on_nth_send(100, sandbox.stop),
    )
    runners.append(runner)
    runner.start()
    results, unsent = finish_all(runner)
    unwritten = runner.unwritten()

    reason = runner.stopped_reason
    assert reason is not None and reason.startswith("The server cannot be reached")
    assert unwritten.unsent == "not sent"
    never = set(unwritten.indexes)
    assert len(never) > count // 2
    said = [r.index for r in results] + [r.index for r in unsent] + sorted(never)
    assert sorted(said) == list(range(count))
    assert {r.unsent for r in unsent} <= {"waiting"}
    written = len(results) + len(unsent)
    tally = assert_accounted(history, sandbox, written)
    assert tally[EntryState.NEW] == tally[EntryState.SENDING] == 0
    # The rows written down and never tried wait in the outbox, for the reason the
    # batch stopped; the rows never written down are in no outbox and never left.
    for result in unsent:
        assert result.entry_id is not None
        entry = history.get(result.entry_id)
        assert entry is not None
        assert (entry.state, entry.wait_reason) == (EntryState.WAITING, "unreachable")
    assert not {FIRST_ID + i for i in never} & set(journal(history, written))
    assert max(arrivals(sandbox).values()) == 1


def test_stopping_for_quit_mid_batch_queues_the_rows_written_and_reports_the_rest(
    history: History, runners: list[BatchRunner]
) -> None:
    chunk, count = 20, 600
    with SandboxServer(SANDBOX_TOKEN, response_delay=0.01) as slow:
        runner = chunked(target(slow.base_url), source(count), history, chunk)
        runners.append(runner)
        runner.start()
        wait_for(runner, lambda p: p.finished >= 2 * chunk)
        runner.stop_after_rows_in_flight()
        results, unsent = finish_all(runner)
        unwritten = runner.unwritten()

        assert all(isinstance(outcome(r), Created) for r in results)  # none cut off
        assert {r.unsent for r in unsent} <= {"waiting"}
        assert unwritten.unsent == "not sent" and len(unwritten.indexes) > count // 2
        written = len(results) + len(unsent)
        tally = assert_accounted(history, slow, written)
        assert tally == Counter({EntryState.DONE: len(results), EntryState.WAITING: len(unsent)})
        assert set(slow.plants()) == {FIRST_ID + r.index for r in results}


def test_a_chunk_being_written_counts_as_waiting_in_what_a_stop_would_leave(
    sandbox: SandboxServer, history: History, runners: list[BatchRunner]
) -> None:
    """The quit question says how many rows would wait in the outbox and how many would not
    be sent: a chunk being written when it is asked is finished by a stop, and its rows
    wait in the outbox with the others."""
    chunk, count = 10, 30
    writing, write_on, answer = threading.Event(), threading.Event(), threading.Event()
    writes = 0

    class SecondChunkHeld(Sender):
        def write_down(self, entries: Sequence[NewEntry]) -> list[int]:
            nonlocal writes
            writes += 1
            if writes == 2:
                writing.set()
                assert write_on.wait(10)
            return super().write_down(entries)

    def on_its_way(_body: bytes) -> None:
        assert answer.wait(10)

    sender = SecondChunkHeld(history, hooked(on_its_way))
    runner = BatchRunner(
        target(sandbox.base_url),
        source(count),
        sender=sender,
        server_name="S",
        concurrency=1,
        chunk=chunk,
    )
    runners.append(runner)
    runner.start()
    assert writing.wait(10)  # one row on its way, nine waiting their turn, ten being written
    progress = runner.progress()
    assert (progress.queued, progress.unreached) == (19, 10)

    runner.stop_after_rows_in_flight()
    write_on.set()
    answer.set()
    results, unsent = finish_all(runner)
    assert len(results) == 1
    assert len(unsent) == progress.queued and {r.unsent for r in unsent} == {"waiting"}
    assert len(runner.unwritten().indexes) == progress.unreached
    assert history.count(EntryState.WAITING) == progress.queued
