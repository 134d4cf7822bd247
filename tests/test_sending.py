"""A plant's journey, owned by `core/sending.py`, against real servers on 127.0.0.1.

1. The policy table of `sending`'s docstring, one test per row: what the journal records
   (state, outcome word, wait reason, not-before) and whether the outbox sends it again.
2. The Idempotency-Key: an entry keeps its key on every send, and a server that honours
   it creates the plant once; an uncertain plant is re-sent only on the user's word.
3. Claims: an entry claimed by one sender is sent by nobody else; recovery flags and
   queues, and sends nothing itself.
4. A stateful property test of the whole journey (server down and up, batches, cancels,
   pauses, crashes, recovery, the user's checks and removals, and through the front door:
   Esc once a plant left then Enter, a 5xx then Enter, a sheet overlapping the outbox,
   the history cleared during a batch) whose invariant is the user's promise: every plant
   reaches the server under one key, is created at most once, and is never lost.

Tests wait on events (joins, barriers), never on sleeps, and assert no wall-clock time.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from email.utils import formatdate, parsedate_to_datetime
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import Behaviour, ClosedPort, FaultyServer, Serve, close_at_once, respond
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from recording_server import (
    AnswerDropper,
    Gateway,
    RawServer,
    not_tls,
    reset_after_request,
    reset_on_accept,
)
from unaccepting_port import UnacceptingPort

from plantstore_gui.core import journey
from plantstore_gui.core.batch import BatchItem, BatchRunner, RowResult, RowSource
from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.desk import Desk, Question
from plantstore_gui.core.endpoint import Endpoint, Target, Tls
from plantstore_gui.core.journal import (
    TRANSITIONS,
    EntryState,
    History,
    HistoryEntry,
    HistoryFilter,
    NewEntry,
    history_path,
)
from plantstore_gui.core.journey import (
    FROM_CHECKING,
    FROM_FORM,
    FROM_OUTBOX,
    LONGEST_PAUSE,
    Delivery,
    Outbox,
    Plan,
    Recovery,
    Refusal,
    Retry,
    Sender,
    WaitReason,
    how_to_retry,
    policy,
    stops_a_batch,
)
from plantstore_gui.core.journey import outbox as outbox_module
from plantstore_gui.core.journey.policy import claims_from
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Rejected
from plantstore_gui.core.tell import resend_question, row_words
from plantstore_gui.sandbox import SandboxServer

SERVER = "Shop"
JOIN = 60.0  # a bound on joins, so a hang fails instead of blocking: not a timing assertion


def set_clock(patch: pytest.MonkeyPatch, clock: object) -> None:
    """The journey's clock (its policy's and its outbox's), set by the test."""
    patch.setattr(policy, "time", clock)
    patch.setattr(outbox_module, "time", clock)


def body_of(plant_id: int, name: str | None = None, **extra: str) -> bytes:
    plant = {"id": plant_id, "name": f"Fern {plant_id}" if name is None else name, **extra}
    return json.dumps(plant, separators=(",", ":")).encode()


def target(base_url: str, *, honours: bool = False, token: str = SANDBOX_TOKEN) -> Target:
    return Target(Endpoint.parse(base_url), token, 10.0, honours_idempotency=honours)


def plan(to: Target, plant_id: int, body: bytes | None = None) -> Plan:
    body = body_of(plant_id) if body is None else body
    return Plan(to, SERVER, body, False, str(plant_id), f"Fern {plant_id}")


def new_entry(base_url: str, plant_id: int) -> NewEntry:
    return NewEntry(SERVER, base_url, str(plant_id), f"Fern {plant_id}", False, body_of(plant_id))


def unquote(key: str | None) -> str:
    """An Idempotency-Key header as sent (a structured-field string) to the bare key."""
    key = (key or "").strip()
    return key[1:-1] if len(key) >= 2 and key[0] == key[-1] == '"' else key


class Later(ModuleType):
    """The `time` module as `sending` sees it, `seconds` from now: due dates pass, no sleep.

    With `at`, its clock stands still at that moment (plus `seconds`).
    """

    def __init__(self, seconds: float, *, at: float | None = None) -> None:
        super().__init__("time")
        self._seconds = seconds
        self._at = at

    def time(self) -> float:
        return (time.time() if self._at is None else self._at) + self._seconds

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


def cancelling_client(tls: Tls) -> PlantStoreClient:
    """A real client whose user presses Cancel as the request is handed to httpx.

    The cancel lands before any connection exists, so the request never leaves.
    """
    http = make_http_client(tls)
    client = PlantStoreClient(http)
    http.event_hooks = {"request": [lambda request: client.cancel()], "response": []}
    return client


@pytest.fixture
def senders() -> Iterator[Callable[..., Sender]]:
    """Make Senders; each one's clients are closed after the test."""
    made: list[Sender] = []

    def make(
        journal: History | None, factory: Callable[[Tls], PlantStoreClient] | None = None
    ) -> Sender:
        sender = Sender(journal) if factory is None else Sender(journal, factory)
        made.append(sender)
        return sender

    yield make
    for sender in made:
        sender.close()


# --- 1. the policy table ----------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Where a row's plant is sent, and how to count what arrived there.

    Attributes:
        hits: requests that reached the server whole (connections for a RawServer);
            None when nothing can count them (a refused port).
        keys: the Idempotency-Key of each request received, when the server records it.
        busy_until: the time a Retry-After date names.
    """

    base_url: str
    hits: Callable[[], int] | None = None
    keys: Callable[[], list[str]] | None = None
    honours: bool = False
    busy_until: float | None = None


class Places:
    """Real servers on 127.0.0.1, one kind per row of the policy table."""

    def __init__(self, serve: Serve, sandbox: SandboxServer, closed: ClosedPort) -> None:
        self._serve = serve
        self._sandbox = sandbox
        self._closed = closed
        self.raw: list[RawServer] = []
        self.unaccepting_ports: list[UnacceptingPort] = []

    def sandbox(self) -> Place:
        box = self._sandbox
        return Place(
            box.base_url,
            lambda: box.request_count,
            lambda: [key for key, _ in box.received()],
            honours=True,
        )

    def faulty(self, behaviour: Behaviour) -> Place:
        server = self._serve(behaviour)
        return Place(
            server.base_url,
            lambda: len(server.requests),
            lambda: [unquote(r.header("Idempotency-Key")) for r in server.requests],
        )

    def refused(self) -> Place:
        return Place(self._closed.base_url)

    def raw_server(self, on_connect: Callable[..., None], scheme: str = "http") -> Place:
        server = RawServer(on_connect)
        self.raw.append(server)
        return Place(server.base_url(scheme), lambda: server.accepted)

    def unaccepting(self) -> Place:
        port = UnacceptingPort()
        self.unaccepting_ports.append(port)
        return Place(port.base_url)


@pytest.fixture
def places(serve: Serve, sandbox: SandboxServer, closed_port: ClosedPort) -> Iterator[Places]:
    made = Places(serve, sandbox, closed_port)
    yield made
    for port in made.unaccepting_ports:
        port.close()
    for server in made.raw:
        server.stop()
    for server in made.raw:
        assert server.errors == []


JSON = ("Content-Type", "application/json")
AN_ERROR = b'{"error":400,"message":"No."}'


def answer(status: int, body: bytes = AN_ERROR, *headers: tuple[str, str]) -> Callable[..., Place]:
    return lambda places: places.faulty(respond(status, body, [JSON, *headers]))


def busy_until_a_date(places: Places) -> Place:
    when = formatdate(time.time() + 120, usegmt=True)
    place = answer(429, b"", ("Retry-After", when))(places)
    return replace(place, busy_until=parsedate_to_datetime(when).timestamp())


def busy_until_a_past_date(places: Places) -> Place:
    return answer(429, b"", ("Retry-After", formatdate(time.time() - 3600, usegmt=True)))(places)


def cancelling_after_sending_client(tls: Tls) -> PlantStoreClient:
    """A real client whose user presses Cancel as the answer's head arrives: the whole
    request has left, so the server may have acted on it."""
    http = make_http_client(tls)
    client = PlantStoreClient(http)
    http.event_hooks = {"request": [], "response": [lambda response: client.cancel()]}
    return client


class Again(Enum):
    """When `send_outbox(automatic=True)` sends the plant again."""

    NEVER = "never"
    NOW = "now"  # on the next automatic run
    TOKEN = "once its server's token changes"
    DUE = "once Retry-After has passed"


@dataclass(frozen=True)
class Row:
    what: str
    place: Callable[[Places], Place]
    state: EntryState
    outcome: str
    again: Again
    retry: Retry
    stops: bool = False  # stops_a_batch names a reason
    wait: str = ""
    not_before: float | str | None = None  # seconds after sending, AT_THE_DATE, or none
    unexpected: bool = False  # recorded by status, shown as breaking the spec
    kind: FailureKind | None = None
    body: Callable[[int], bytes] = body_of
    token: str = SANDBOX_TOKEN
    client: Callable[[Tls], PlantStoreClient] | None = None
    hits: int = 1  # what the place counts after the first send (requests, or connections)
    timeout: float = 10.0  # the profile's time limit


AT_THE_DATE = "at the date"  # a Retry-After date, as the server wrote it


DONE, WAITING, CHECKING = EntryState.DONE, EntryState.WAITING, EntryState.CHECKING

ROWS = [
    Row("200 with a valid Plant", Places.sandbox, DONE, "created", Again.NEVER, Retry.SKIP),
    Row(
        "400 with a valid Error",
        Places.sandbox,
        DONE,
        "rejected",
        Again.NEVER,
        Retry.SKIP,
        body=lambda i: body_of(i, name="   "),
    ),
    Row(
        "200 whose body breaks the spec",
        answer(200, b'{"name": 5}'),
        DONE,
        "created",
        Again.NEVER,
        Retry.SKIP,
        unexpected=True,
    ),
    Row(
        "200 with a valid Plant for another plant",
        answer(200, body_of(4243)),
        CHECKING,
        "unexpected",
        Again.NEVER,
        Retry.ASK,
    ),
    Row(
        "400 whose body breaks the spec",
        answer(400, b"<html>Bad</html>"),
        DONE,
        "rejected",
        Again.NEVER,
        Retry.SKIP,
        unexpected=True,
    ),
    Row(
        "401 the token was refused",
        answer(401, b'{"error":401,"message":"Bad token."}', ("WWW-Authenticate", "Bearer")),
        WAITING,
        "refused",
        Again.TOKEN,
        Retry.SAME_ENTRY,
        stops=True,
        wait=WaitReason.TOKEN,
    ),
    Row(
        "429 Retry-After in seconds",
        answer(429, b"", ("Retry-After", "7")),
        WAITING,
        "refused",
        Again.DUE,
        Retry.SAME_ENTRY,
        wait=WaitReason.BUSY,
        not_before=7.0,
    ),
    Row(
        "429 Retry-After as an HTTP date",
        busy_until_a_date,
        WAITING,
        "refused",
        Again.DUE,
        Retry.SAME_ENTRY,
        wait=WaitReason.BUSY,
        not_before=AT_THE_DATE,
    ),
    Row(
        "429 Retry-After of a day waits the longest pause",
        answer(429, b"", ("Retry-After", "86400")),
        WAITING,
        "refused",
        Again.DUE,
        Retry.SAME_ENTRY,
        wait=WaitReason.BUSY,
        not_before=LONGEST_PAUSE,
    ),
    Row(
        "429 Retry-After at a past date is due now",
        busy_until_a_past_date,
        WAITING,
        "refused",
        Again.NOW,
        Retry.SAME_ENTRY,
        wait=WaitReason.BUSY,
        not_before=0.0,
    ),
    Row("500", answer(500), CHECKING, "unexpected", Again.NEVER, Retry.ASK),
    Row("503", answer(503), CHECKING, "unexpected", Again.NEVER, Retry.ASK),
    Row("201", answer(201, b'{"name":"Fern"}'), CHECKING, "unexpected", Again.NEVER, Retry.ASK),
    Row(
        "302",
        answer(302, b"", ("Location", "http://elsewhere.example/plants")),
        DONE,
        "refused",
        Again.NEVER,
        Retry.SKIP,
    ),
    Row("403", answer(403), DONE, "refused", Again.NEVER, Retry.SKIP, stops=True),
    Row("404", answer(404), DONE, "refused", Again.NEVER, Retry.SKIP),
    Row(
        "reset after the request was read",
        lambda places: places.faulty(reset_after_request),
        CHECKING,
        "failed",
        Again.NEVER,
        Retry.ASK,
        kind=FailureKind.CONNECTION_LOST,
    ),
    Row(
        "hung up after the request was read",
        lambda places: places.faulty(close_at_once),
        CHECKING,
        "failed",
        Again.NEVER,
        Retry.ASK,
        kind=FailureKind.CONNECTION_LOST,
    ),
    Row(
        "cancelled after the request left",
        answer(200, body_of(4242)),
        CHECKING,
        "failed",
        Again.NEVER,
        Retry.ASK,
        kind=FailureKind.CANCELLED,
        client=cancelling_after_sending_client,
    ),
    Row(
        "connection refused",
        Places.refused,
        WAITING,
        "failed",
        Again.NOW,
        Retry.SAME_ENTRY,
        stops=True,
        wait=WaitReason.UNREACHABLE,
        kind=FailureKind.REFUSED,
    ),
    Row(
        "connect timeout",
        Places.unaccepting,
        WAITING,
        "failed",
        Again.NOW,
        Retry.SAME_ENTRY,
        stops=True,
        wait=WaitReason.UNREACHABLE,
        kind=FailureKind.CONNECT_TIMEOUT,
        timeout=0.5,
    ),
    Row(
        "reset before the request left whole",
        lambda places: places.raw_server(reset_on_accept),
        WAITING,
        "failed",
        Again.NOW,
        Retry.SAME_ENTRY,
        stops=True,
        wait=WaitReason.UNREACHABLE,
        kind=FailureKind.CONNECTION_LOST,
        # More than the loopback socket buffers hold, so the reset lands mid-body.
        body=lambda i: body_of(i, tag="x" * (16 * 1024 * 1024)),
    ),
    Row(
        "TLS handshake fails",
        lambda places: places.raw_server(not_tls, "https"),
        WAITING,
        "failed",
        Again.NOW,
        Retry.SAME_ENTRY,
        stops=True,
        wait=WaitReason.UNREACHABLE,
        kind=FailureKind.TLS,
    ),
    Row(
        "a token that cannot be sent",
        answer(200, b'{"name":"Fern"}'),
        DONE,
        "not sent",
        Again.NEVER,
        Retry.NEW_ENTRY,
        stops=True,
        kind=FailureKind.INVALID_REQUEST,
        token="two words",
        hits=0,
    ),
    Row(
        "plain HTTP to another host without consent",
        lambda places: Place("http://plants.invalid:8080"),
        DONE,
        "not sent",
        Again.NEVER,
        Retry.NEW_ENTRY,
        stops=True,
        kind=FailureKind.NOT_ALLOWED,
    ),
    Row(
        "cancelled before the request left",
        answer(200, b'{"name":"Fern"}'),
        DONE,
        "cancelled",
        Again.NEVER,
        Retry.NEW_ENTRY,
        kind=FailureKind.CANCELLED,
        client=cancelling_client,
        hits=0,
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[row.what for row in ROWS])
def test_the_policy_table(
    row: Row,
    places: Places,
    history: History,
    senders: Callable[..., Sender],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    place = row.place(places)
    sender = senders(history, row.client)
    to = replace(
        target(place.base_url, honours=place.honours, token=row.token), timeout=row.timeout
    )
    targets = {place.base_url: to}

    now = time.time()
    with monkeypatch.context() as patch:
        set_clock(patch, Later(0, at=now))  # its clock stands still meanwhile
        delivery = sender.submit(plan(to, 4242, row.body(4242)))

    assert delivery.journal_problem is None
    assert delivery.entry_id is not None
    entry = history.get(delivery.entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome, entry.wait_reason) == (row.state, row.outcome, row.wait)
    verdict = delivery.verdict
    assert (verdict.state, verdict.outcome) == (row.state, row.outcome)
    assert (verdict.wait or "") == row.wait
    assert verdict.shown_as_unexpected is row.unexpected
    assert verdict.queued is (row.state is WAITING)
    assert verdict.needs_checking is (row.state is CHECKING)
    if row.kind is not None:
        assert isinstance(delivery.outcome, Failed)
        assert delivery.outcome.kind is row.kind
        assert delivery.outcome.request_sent is (row.state is CHECKING)
    if row.unexpected:
        assert entry.summary.startswith("Unexpected:")
    assert entry.summary  # the user always sees what came of it
    # Within a millisecond: pytest.approx's default is relative, ±30 minutes on an epoch time.
    match row.not_before:
        case None:
            assert entry.not_before is None and verdict.not_before is None
        case str():
            assert place.busy_until is not None
            assert entry.not_before == pytest.approx(place.busy_until, abs=1e-3)
            assert verdict.not_before == pytest.approx(place.busy_until, abs=1e-3)
        case seconds:
            assert entry.not_before == pytest.approx(now + seconds, abs=1e-3)
            assert verdict.not_before == pytest.approx(now + seconds, abs=1e-3)
    assert how_to_retry(entry) is row.retry
    assert (stops_a_batch(delivery.outcome, delivery.verdict) is not None) is row.stops

    hits = place.hits() if place.hits else None
    if hits is not None:
        assert hits == row.hits

    def outbox(expected: int, **options: Any) -> None:
        """One outbox run: it sends the plant `expected` times (0 or 1), under its own key."""
        nonlocal hits
        report = Outbox(sender).send(targets, **options)
        assert report.problem is None
        assert [d.entry_id for d in report.deliveries] == [entry.id] * expected
        if hits is not None and place.hits is not None:
            hits += expected
            assert place.hits() == hits
        again = history.get(entry.id)
        assert again is not None
        assert (again.state, again.outcome, again.wait_reason) == (row.state, row.outcome, row.wait)
        assert again.idempotency_key == entry.idempotency_key

    later = Later(LONGEST_PAUSE + 1)  # past any Retry-After the app honours
    match row.again:
        case Again.NEVER:
            outbox(0, automatic=True)
            outbox(0, automatic=True, token_changed_for=place.base_url)
            with monkeypatch.context() as patch:
                set_clock(patch, later)
                outbox(0, automatic=True)
            outbox(0, automatic=False)  # not even when the user says "send the outbox"
        case Again.NOW:
            outbox(1, automatic=True)
        case Again.TOKEN:
            outbox(0, automatic=True)
            outbox(0, automatic=True, token_changed_for="http://127.0.0.1:9")
            with monkeypatch.context() as patch:
                set_clock(patch, later)
                outbox(0, automatic=True)  # a refused token does not expire
            outbox(1, automatic=True, token_changed_for=place.base_url)
        case Again.DUE:
            outbox(0, automatic=True)
            outbox(0, automatic=True, token_changed_for=place.base_url)
            with monkeypatch.context() as patch:
                set_clock(patch, later)
                outbox(1, automatic=True)
    if row.state is WAITING:
        outbox(1, automatic=False)  # the user's "send now" sends what waits, whatever the wait
    if place.keys is not None:
        assert set(place.keys()) <= {entry.idempotency_key}
    assert len(history.entries()) == 1  # sent again as the same entry, never a copy


def test_the_table_covers_every_move_the_journal_allows() -> None:
    """Where the rows leave an entry are all legal moves out of SENDING."""
    assert {row.state for row in ROWS} == TRANSITIONS[EntryState.SENDING]


def test_the_outbox_sends_a_plant_a_429_held_back_at_its_retry_after_not_before(
    serve: Serve,
    history: History,
    senders: Callable[..., Sender],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The schedule the window sets its timer by names the server's Retry-After, and the
    automatic run sends the plant at that moment, not a moment before."""
    server = serve(respond(429, b"", [JSON, ("Retry-After", "7")]))
    to = target(server.base_url)
    targets = {server.base_url: to}
    sender = senders(history)
    outbox = Outbox(sender)
    now = time.time()
    with monkeypatch.context() as patch:
        set_clock(patch, Later(0, at=now))
        delivery = sender.submit(plan(to, 11))
        assert delivery.verdict.not_before == pytest.approx(now + 7, abs=1e-3)
        assert outbox.schedule(targets) == (1, pytest.approx(7, abs=1e-3))
    with monkeypatch.context() as patch:
        set_clock(patch, Later(6.99, at=now))
        early = outbox.send(targets, automatic=True)
        assert early.deliveries == ()
        assert early.next_run_in == pytest.approx(0.01, abs=1e-3)
    assert len(server.requests) == 1
    with monkeypatch.context() as patch:
        set_clock(patch, Later(7, at=now))
        due = outbox.send(targets, automatic=True)
        assert [d.entry_id for d in due.deliveries] == [delivery.entry_id]
        # Still busy: the next try is at the server's new Retry-After, counted from now.
        assert due.next_run_in == pytest.approx(7, abs=1e-3)
    assert len(server.requests) == 2
    entry = history.get(delivery.entry_id) if delivery.entry_id is not None else None
    assert entry is not None and entry.not_before == pytest.approx(now + 14, abs=1e-3)
    keys = [unquote(request.header("Idempotency-Key")) for request in server.requests]
    assert keys == [entry.idempotency_key] * 2


class InTurn:
    """A behaviour that answers each request with the next of `answers`; the last repeats."""

    def __init__(self, *answers: Behaviour) -> None:
        self._answers = list(answers)
        self._lock = threading.Lock()

    def __call__(self, exchange: Any) -> None:
        with self._lock:
            answer = self._answers.pop(0) if len(self._answers) > 1 else self._answers[0]
        answer(exchange)


@pytest.mark.parametrize(
    ("waits_for", "first"),
    [
        (WaitReason.BUSY, respond(429, b"", [JSON, ("Retry-After", "120")])),
        (WaitReason.TOKEN, respond(401, b'{"error":401,"message":"Bad token."}', [JSON])),
    ],
    ids=["for its Retry-After", "for a new token"],
)
def test_re_send_of_a_waiting_plant_sends_it_now_as_the_same_entry_under_its_key(
    serve: Serve, history: History, waits_for: WaitReason, first: Behaviour
) -> None:
    """Re-send in the history sends a plant from the outbox at once, whatever it waits
    for, without asking (it never reached the server): the same entry, the same key."""
    server = serve(InTurn(first, respond(200, body_of(12))))
    to = target(server.base_url)
    desk = Desk(history)
    try:
        queued = desk.submit(plan(to, 12))
        assert isinstance(queued, Delivery) and queued.verdict.queued
        assert queued.entry_id is not None
        entry = history.get(queued.entry_id)
        assert entry is not None and entry.wait_reason == waits_for

        again = desk.resend(entry.id, {server.base_url: to}, confirmed=False)
        assert isinstance(again, Delivery), again  # neither a question nor a refusal
        assert again.entry_id == entry.id
        assert isinstance(again.outcome, Created)
    finally:
        desk.close()
    done = history.get(entry.id)
    assert done is not None and (done.state, done.outcome) == (DONE, "created")
    assert len(history.entries()) == 1  # the same entry, never a copy
    keys = [unquote(request.header("Idempotency-Key")) for request in server.requests]
    assert keys == [entry.idempotency_key] * 2


# --- 2. the Idempotency-Key -------------------------------------------------------------


def test_a_confirmed_resend_keeps_its_key_and_the_server_creates_the_plant_once(
    sandbox: SandboxServer, serve: Serve, history: History, senders: Callable[..., Sender]
) -> None:
    dropper = AnswerDropper(sandbox.port)
    proxy = serve(dropper)  # the answer is lost on the way back: created, and nobody knows
    to = target(proxy.base_url, honours=True)
    targets = {proxy.base_url: to}
    sender = senders(history)

    first = sender.submit(plan(to, 7))
    assert first.entry_id is not None
    entry = history.get(first.entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome) == (CHECKING, "failed")
    key = entry.idempotency_key
    assert key
    assert sandbox.plants() == {7: {"name": "Fern 7"}}
    assert sandbox.received() == [(key, body_of(7))]

    # Never on its own, and not without the user's yes.
    assert Outbox(sender).send(targets, automatic=True).deliveries == ()
    assert Outbox(sender).send(targets, automatic=False).deliveries == ()
    refusal = sender.resend(entry.id, targets, confirmed=False)
    assert isinstance(refusal, Refusal)
    assert refusal.entry_id == entry.id
    assert len(proxy.requests) == 1
    assert len(sandbox.received()) == 1
    unchanged = history.get(entry.id)
    assert unchanged is not None and unchanged.state is CHECKING

    dropper.dropping.clear()  # this time the answer comes back
    again = sender.resend(entry.id, targets, confirmed=True)
    assert isinstance(again, Delivery)
    assert again.entry_id == entry.id  # the same entry, under the same key
    assert isinstance(again.outcome, Created)
    done = history.get(entry.id)
    assert done is not None
    assert (done.state, done.outcome) == (DONE, "created")
    assert len(history.entries()) == 1
    assert sandbox.received() == [(key, body_of(7)), (key, body_of(7))]
    assert sandbox.plants() == {7: {"name": "Fern 7"}}  # created once: the second was a replay
    assert [unquote(r.header("Idempotency-Key")) for r in proxy.requests] == [key, key]


def test_resend_of_an_uncertain_plant_is_refused_without_a_yes_and_sends_nothing(
    serve: Serve, history: History, senders: Callable[..., Sender]
) -> None:
    server = serve(respond(500, AN_ERROR))
    to = target(server.base_url)
    sender = senders(history)
    delivery = sender.submit(plan(to, 8))
    assert delivery.entry_id is not None and delivery.verdict.state is CHECKING
    for honours in (False, True):
        targets = {server.base_url: replace(to, honours_idempotency=honours)}
        refusal = sender.resend(delivery.entry_id, targets, confirmed=False)
        assert isinstance(refusal, Refusal)
    assert len(server.requests) == 1
    entry = history.get(delivery.entry_id)
    assert entry is not None and entry.state is CHECKING


def test_resend_question_names_whether_the_server_honours_the_key(
    sandbox: SandboxServer,
    serve: Serve,
    closed_port: ClosedPort,
    history: History,
    senders: Callable[..., Sender],
) -> None:
    sender = senders(history)
    failing = serve(respond(503, AN_ERROR))

    def entry_of(base_url: str, plant_id: int, body: bytes | None = None) -> HistoryEntry:
        delivery = sender.submit(plan(target(base_url), plant_id, body))
        assert delivery.entry_id is not None
        entry = history.get(delivery.entry_id)
        assert entry is not None
        return entry

    checking = entry_of(failing.base_url, 1)
    waiting = entry_of(closed_port.base_url, 2)
    created = entry_of(sandbox.base_url, 3)
    rejected = entry_of(sandbox.base_url, 4, body_of(4, name=" "))
    assert [e.state for e in (checking, waiting, created, rejected)] == [
        CHECKING,
        WAITING,
        DONE,
        DONE,
    ]

    honoured = resend_question(checking, honours_key=True)
    unknown = resend_question(checking, honours_key=False)
    assert honoured is not None and unknown is not None
    assert "Plant 1 may already have been created" in honoured
    assert "honours the request's Idempotency-Key" in honoured
    assert "at most once" in honoured
    assert "not known to honour" in unknown
    assert "at most once" not in unknown
    for honours in (True, False):
        assert resend_question(waiting, honours) is None  # it never reached the server
        assert resend_question(rejected, honours) is None  # the server said no
        asked = resend_question(created, honours)
        assert asked is not None and "Plant 3 was created" in asked


def test_a_finished_plant_sent_again_is_a_new_entry_with_a_new_key(
    sandbox: SandboxServer, history: History, senders: Callable[..., Sender]
) -> None:
    sender = senders(history)
    to = target(sandbox.base_url, honours=True)
    first = sender.submit(plan(to, 9))
    assert first.entry_id is not None and isinstance(first.outcome, Created)
    targets = {sandbox.base_url: to}
    assert isinstance(sender.resend(first.entry_id, targets, confirmed=False), Refusal)
    assert len(sandbox.received()) == 1
    second = sender.resend(first.entry_id, targets, confirmed=True)
    assert isinstance(second, Delivery)
    assert second.entry_id is not None and second.entry_id != first.entry_id
    assert isinstance(second.outcome, Rejected)  # the sandbox refuses a second plant 9
    keys = [key for key, _ in sandbox.received()]
    assert len(keys) == 2 and len(set(keys)) == 2
    assert sandbox.plants() == {9: {"name": "Fern 9"}}


def test_a_waiting_plant_is_delivered_once_its_server_answers(
    closed_port: ClosedPort, history: History, senders: Callable[..., Sender]
) -> None:
    sender = senders(history)
    base_url = closed_port.base_url
    to = target(base_url, honours=True)
    delivery = sender.submit(plan(to, 10))
    assert delivery.entry_id is not None and delivery.verdict.wait is WaitReason.UNREACHABLE
    entry = history.get(delivery.entry_id)
    assert entry is not None
    report = Outbox(sender).send({base_url: to}, automatic=True)
    assert report.left == 1 and report.next_run_in is not None

    # The server comes back on the port, still held: nobody else could take it meanwhile.
    with SandboxServer(SANDBOX_TOKEN, port=closed_port.port) as sandbox:
        report = Outbox(sender).send({base_url: to}, automatic=True)
        assert report.created == 1 and report.left == 0 and report.next_run_in is None
        assert Outbox(sender).send({base_url: to}, automatic=True).deliveries == ()
        assert Outbox(sender).send({base_url: to}, automatic=False).deliveries == ()
        assert sandbox.received() == [(entry.idempotency_key, body_of(10))]
        assert sandbox.plants() == {10: {"name": "Fern 10"}}
        sender.close()  # its keep-alive connection, before the server stops


# --- 3. claims and recovery -------------------------------------------------------------


def test_exactly_one_of_many_claimants_wins(history: History) -> None:
    (entry_id,) = history.add_many([new_entry("http://127.0.0.1:9", 1)])
    claimants = 8
    start = threading.Barrier(claimants)
    won: list[bool] = []
    lock = threading.Lock()

    def claim() -> None:
        start.wait()
        result = history.claim(entry_id, FROM_FORM)
        with lock:
            won.append(result)

    threads = [threading.Thread(target=claim) for _ in range(claimants)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(won) == [False] * (claimants - 1) + [True]
    entry = history.get(entry_id)
    assert entry is not None and entry.state is EntryState.SENDING


def test_a_claimed_entry_is_sent_by_nobody_else(
    sandbox: SandboxServer, history: History, senders: Callable[..., Sender]
) -> None:
    sender = senders(history)
    base_url = sandbox.base_url
    to = target(base_url, honours=True)
    targets = {base_url: to}
    fresh, queued, checking, free = sender.write_down([new_entry(base_url, i) for i in range(4)])
    sender.settle_unsent([queued, checking, free], cancelled=False)
    # Another sender holds these claims (a batch lane, the outbox, a confirmed re-send).
    assert history.claim(fresh, FROM_FORM)
    assert history.claim(queued, FROM_OUTBOX)
    assert history.claim(checking, FROM_OUTBOX)
    assert not history.claim(queued, FROM_OUTBOX)

    report = Outbox(sender).send(targets, automatic=False)
    assert [d.entry_id for d in report.deliveries] == [free]
    for entry_id in (fresh, queued, checking):
        refusal = sender.resend(entry_id, targets, confirmed=True)
        assert isinstance(refusal, Refusal) and "right now" in refusal.reason
        held = history.get(entry_id)
        assert held is not None
        client = sender.new_client(to.tls)
        try:
            for sources in (FROM_FORM, FROM_OUTBOX, FROM_CHECKING):
                assert sender.deliver(held, to, client, sources) is None
        finally:
            client.close()
        assert how_to_retry(held) is Retry.SKIP  # on its way, by someone else
    sent = history.get(free)
    assert sent is not None and sent.state is DONE
    assert sandbox.received() == [(sent.idempotency_key, body_of(3))]


@pytest.mark.parametrize("two_senders", [False, True], ids=["one sender", "two senders"])
def test_a_batch_and_the_outbox_together_send_each_plant_once(
    sandbox: SandboxServer,
    history: History,
    senders: Callable[..., Sender],
    two_senders: bool,
) -> None:
    base_url = sandbox.base_url
    to = target(base_url, honours=True)
    batch_sender = senders(history)
    outbox_sender = senders(history) if two_senders else batch_sender
    waiting_ids = list(range(100, 160))
    fresh_ids = list(range(200, 220))
    queued = batch_sender.write_down([new_entry(base_url, i) for i in waiting_ids])
    batch_sender.settle_unsent(queued, cancelled=False)  # in the outbox, due now
    items = [
        BatchItem(n, body_of(i), str(i), f"Fern {i}", entry_id=entry_id, sources=FROM_OUTBOX)
        for n, (i, entry_id) in enumerate(zip(waiting_ids, queued, strict=True))
    ]
    items += [
        BatchItem(len(items) + n, body_of(i), str(i), f"Fern {i}") for n, i in enumerate(fresh_ids)
    ]
    runner = BatchRunner(to, items, sender=batch_sender, server_name=SERVER, concurrency=4)
    start = threading.Barrier(2)
    stop = threading.Event()
    by_outbox: list[Delivery] = []

    def outbox() -> None:
        start.wait()
        while not stop.is_set():
            by_outbox.extend(Outbox(outbox_sender).send({base_url: to}, automatic=True).deliveries)

    thread = threading.Thread(target=outbox, name="outbox-loop")
    thread.start()
    try:
        start.wait()
        runner.start()
        assert runner.join(JOIN)
    finally:
        stop.set()
        thread.join()
        runner.close()

    results: list[RowResult] = runner.drain()
    assert sorted(r.index for r in results) == list(range(len(items)))
    by_batch = {r.entry_id for r in results if r.delivery is not None}
    outboxed = [d.entry_id for d in by_outbox]
    assert len(outboxed) == len(set(outboxed))
    assert not by_batch & set(outboxed)
    assert set(outboxed) <= set(queued)
    assert by_batch | set(outboxed) == set(runner.entry_ids().values())
    assert {r.entry_id for r in results if r.delivery is None} == set(outboxed)

    bodies = Counter(body for _, body in sandbox.received())
    assert bodies == Counter(body_of(i) for i in waiting_ids + fresh_ids)
    assert set(sandbox.plants()) == set(waiting_ids + fresh_ids)
    entries = history.entries(HistoryFilter(limit=1000))
    assert len(entries) == len(items)
    assert {(e.state, e.outcome) for e in entries} == {(DONE, "created")}
    assert {key for key, _ in sandbox.received()} == {e.idempotency_key for e in entries}


def test_two_outbox_runs_at_once_send_each_plant_once(
    sandbox: SandboxServer, history: History, senders: Callable[..., Sender]
) -> None:
    base_url = sandbox.base_url
    to = target(base_url, honours=True)
    first, second = senders(history), senders(history)
    ids = first.write_down([new_entry(base_url, i) for i in range(40)])
    first.settle_unsent(ids, cancelled=False)
    start = threading.Barrier(2)
    reports: dict[str, journey.OutboxReport] = {}

    def run(name: str, sender: Sender) -> None:
        start.wait()
        reports[name] = Outbox(sender).send({base_url: to}, automatic=True)

    threads = [threading.Thread(target=run, args=pair) for pair in (("a", first), ("b", second))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    a = [d.entry_id for d in reports["a"].deliveries]
    b = [d.entry_id for d in reports["b"].deliveries]
    assert not set(a) & set(b)
    assert sorted(a + b) == ids
    assert Counter(body for _, body in sandbox.received()) == Counter(body_of(i) for i in range(40))


def test_recovery_flags_what_may_have_left_queues_what_never_did_and_sends_nothing(
    sandbox: SandboxServer, senders: Callable[..., Sender]
) -> None:
    base_url = sandbox.base_url
    to = target(base_url, honours=True)
    path = history_path()
    crashed = History(path)
    sender = senders(crashed)
    created = sender.submit(plan(to, 1)).entry_id
    written, claimed = sender.write_down([new_entry(base_url, 2), new_entry(base_url, 3)])
    assert crashed.claim(claimed, FROM_FORM)  # its request may have left
    born = crashed.add(new_entry(base_url, 4), claimed=True)  # a form plant, claimed at birth
    (picked,) = sender.write_down([new_entry(base_url, 5)])
    sender.settle_unsent([picked], cancelled=False)
    assert crashed.claim(picked, FROM_OUTBOX)  # the outbox had picked it up
    (queued,) = sender.write_down([new_entry(base_url, 6)])
    sender.settle_unsent([queued], cancelled=False)
    crashed.close()  # the app dies here: nothing more is written
    requests = sandbox.request_count

    with History(path) as journal:
        restarted = senders(journal)
        assert Outbox(restarted).recover() == Recovery(
            waiting=2, checking=3, interrupted=1, flagged=3
        )
        assert sandbox.request_count == requests  # recovery itself sends nothing
        state = {i: journal.get(i) for i in (created, written, claimed, born, picked, queued)}
        assert all(e is not None for e in state.values())
        assert journal.in_states(EntryState.NEW, EntryState.SENDING) == []
        for entry_id in (claimed, born, picked):
            entry = state[entry_id]
            assert entry is not None and entry.state is CHECKING
            assert how_to_retry(entry) is Retry.ASK
        orphan = state[written]
        assert orphan is not None and orphan.state is WAITING
        assert orphan.wait_reason == WaitReason.INTERRUPTED and orphan.summary
        finished = state[created]
        assert finished is not None and (finished.state, finished.outcome) == (DONE, "created")

        assert Outbox(restarted).recover() == Recovery(
            waiting=2, checking=3, interrupted=0, flagged=0
        )
        assert sandbox.request_count == requests

        report = Outbox(restarted).send({base_url: to}, automatic=True)
        assert sorted(d.entry_id for d in report.deliveries) == [written, queued]
        assert report.created == 2
        assert Counter(body for _, body in sandbox.received()) == Counter(
            [body_of(1), body_of(2), body_of(6)]
        )
        assert journal.count(CHECKING) == 3


def test_a_plant_flagged_at_recovery_does_not_keep_an_earlier_attempts_result(
    closed_port: ClosedPort, senders: Callable[..., Sender]
) -> None:
    """After a crash, "needs checking" must not read as the earlier "connection refused".

    A plant waiting in the outbox after a refused connection is claimed again, and the app
    dies while its request may be leaving. At the next start it needs checking, exactly
    like a plant whose first request was interrupted: nothing about it says any more that
    it never reached the server, and it no longer waits for anything.
    """
    base_url = closed_port.base_url
    path = history_path()
    crashed = History(path)
    sender = senders(crashed)
    retried = sender.submit(plan(target(base_url), 1)).entry_id
    assert retried is not None
    before = crashed.get(retried)
    assert before is not None and before.state is WAITING
    assert before.summary == "Failed: connection refused"
    (first_try,) = sender.write_down([new_entry(base_url, 2)])
    assert crashed.claim(retried, FROM_OUTBOX)  # the outbox sends it again...
    assert crashed.claim(first_try, FROM_FORM)  # ...and a batch row goes out for the first time
    crashed.close()  # the app dies with both requests possibly on the wire

    with History(path) as journal:
        assert Outbox(senders(journal)).recover() == Recovery(
            waiting=0, checking=2, interrupted=0, flagged=2
        )
        flagged = [journal.get(retried), journal.get(first_try)]
        assert all(e is not None and e.state is CHECKING for e in flagged)
        again, fresh = (e for e in flagged if e is not None)
        assert "refused" not in again.summary
        assert again.wait_reason == ""  # it does not wait in the outbox any more
        assert (again.summary, again.wait_reason) == (fresh.summary, fresh.wait_reason)


# --- 4. the journey as a state machine --------------------------------------------------


class Journey(RuleBasedStateMachine):
    """Plants sent every way the app sends them, with the server going down and coming back
    and the app crashing; the invariant is the user's promise: at most once, never lost.

    The model is the set of plants submitted (unique ids) and their journal entries. Every
    rule ends with its threads joined, so invariants see the senders idle. An uncertain
    plant is sent again only on the user's yes (Enter, then Yes to the desk's question):
    every other plant's body reaches the servers at most once, over every server that ever
    ran on the port, and every plant's requests carry one key, its entry's.

    The window's moves go through the desk, the app's one front door; the gateway stands
    in front of the same port, forwarding to whichever server runs there.
    """

    def __init__(self) -> None:
        super().__init__()
        self.threads_before = set(threading.enumerate())
        self.folder = Path(tempfile.mkdtemp(prefix="plantstore-journey-"))
        self.path = self.folder / "history.sqlite3"
        # Held for the whole run: refused while no server is up, and never free for
        # anyone else to take between one server and the next.
        self.held_port = ClosedPort()
        self.port = self.held_port.port
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.target = target(self.base_url, honours=True)
        self.targets = {self.base_url: self.target}
        self.servers: list[SandboxServer] = []
        self.server: SandboxServer | None = None
        self.journal = History(self.path)
        self.sender = Sender(self.journal)
        self.desk = Desk(self.journal)
        self.crashed: list[Sender | Desk] = []
        self.clients: list[PlantStoreClient] = []
        self.model: dict[int, int] = {}  # plant id -> journal entry id
        self.leftovers: set[int] = set()  # entries a crash left NEW or SENDING
        self.said_yes: set[int] = set()  # plants the user chose to send again
        self.next_id = 1
        self.next_request = 1
        self.gateway = Gateway(self.port)
        self.front = FaultyServer(self.gateway)
        self.front.start()
        self.front_target = target(self.front.base_url, honours=True)
        self.targets[self.front.base_url] = self.front_target
        self._server_up()

    # -- helpers -------------------------------------------------------------------------

    def _server_up(self) -> None:
        server = SandboxServer(SANDBOX_TOKEN, port=self.port)
        server.start()
        self.servers.append(server)
        self.server = server

    def _new_ids(self, count: int) -> list[int]:
        ids = list(range(self.next_id, self.next_id + count))
        self.next_id += count
        return ids

    def _items(self, count: int) -> list[BatchItem]:
        return [
            BatchItem(n, body_of(i), str(i), f"Fern {i}")
            for n, i in enumerate(self._new_ids(count))
        ]

    def _runner(self, items: list[BatchItem], lanes: int) -> BatchRunner:
        return BatchRunner(
            self.target, items, sender=self.sender, server_name=SERVER, concurrency=lanes
        )

    def _finish(self, runner: BatchRunner, items: list[BatchItem]) -> list[HistoryEntry]:
        """Join a batch, note its rows in the model, and return their entries."""
        joined = runner.join(JOIN)
        runner.close()
        assert joined
        assert runner.progress().done
        ids = runner.entry_ids()
        assert sorted(ids) == [item.index for item in items]
        for item in items:
            if item.entry_id is None:
                self.model[int(item.plant_id)] = ids[item.index]
        results = runner.drain()
        assert len({r.index for r in results}) == len(results)
        entries = [self.journal.get(ids[item.index]) for item in items]
        assert all(entry is not None for entry in entries)
        return [entry for entry in entries if entry is not None]

    def _expect_settled(self, entries: list[HistoryEntry]) -> None:
        """A batch that ran to its end: created with the server up, else in the outbox."""
        for entry in entries:
            if self.server is not None:
                assert (entry.state, entry.outcome) == (DONE, "created"), entry
            else:
                assert entry.state is WAITING, entry

    def _rows(self, items: list[BatchItem]) -> RowSource:
        return RowSource(range(len(items)), items.__getitem__, len(items))

    def _enter_again(self, plant_id: int, entry_id: int, yes: bool) -> None:
        """Enter on the plant put back in the form: the desk asks, and only a yes sends
        it, as the same entry under its key."""
        received = len(self._received())
        to = self.front_target
        asked = self.desk.submit(plan(to, plant_id))
        assert isinstance(asked, Question) and asked.entry_id == entry_id, asked
        assert len(self._received()) == received  # nothing left without the user's yes
        if yes:
            again = self.desk.submit(plan(to, plant_id), confirmed=True)
            assert isinstance(again, Delivery) and again.entry_id == entry_id, again
            assert isinstance(again.outcome, Created), again.outcome
            self.said_yes.add(plant_id)

    def _ids_in(self, *states: EntryState) -> list[int]:
        return [entry.id for entry in self.journal.in_states(*states)]

    def _received(self) -> list[tuple[str, bytes]]:
        return [pair for server in self.servers for pair in server.received()]

    # -- rules ---------------------------------------------------------------------------

    @rule()
    def submit(self) -> None:
        (plant_id,) = self._new_ids(1)
        delivery = self.sender.submit(plan(self.target, plant_id))
        assert delivery.entry_id is not None and delivery.journal_problem is None
        self.model[plant_id] = delivery.entry_id
        if self.server is not None:
            assert isinstance(delivery.outcome, Created), delivery.outcome
        else:
            assert delivery.verdict.wait is WaitReason.UNREACHABLE, delivery.outcome

    @rule(automatic=st.booleans())
    def send_outbox(self, automatic: bool) -> None:
        waiting = self._ids_in(WAITING)
        report = Outbox(self.sender).send(self.targets, automatic=automatic)
        assert report.problem is None
        sent = [d.entry_id for d in report.deliveries]
        assert sent == [i for i in waiting if i in sent]  # oldest first, each once
        if self.server is not None:
            assert sent == waiting
            assert all(isinstance(d.outcome, Created) for d in report.deliveries)
            assert report.left == 0
        else:
            assert len(sent) <= 1  # it stops trying a server that cannot be reached
            assert report.left == len(waiting)

    @rule(rows=st.integers(1, 5), lanes=st.integers(1, 3))
    def run_batch(self, rows: int, lanes: int) -> None:
        items = self._items(rows)
        runner = self._runner(items, lanes)
        runner.start()
        self._expect_settled(self._finish(runner, items))

    @rule(rows=st.integers(1, 5), lanes=st.integers(1, 3))
    def start_and_cancel_a_batch(self, rows: int, lanes: int) -> None:
        items = self._items(rows)
        runner = self._runner(items, lanes)
        runner.start()
        runner.cancel()
        for entry in self._finish(runner, items):
            assert entry.state in (DONE, CHECKING, WAITING), entry
            if entry.state is DONE:
                assert entry.outcome in ("created", "cancelled"), entry

    @rule(rows=st.integers(1, 5), lanes=st.integers(1, 3), first=st.booleans())
    def pause_and_resume_a_batch(self, rows: int, lanes: int, first: bool) -> None:
        items = self._items(rows)
        runner = self._runner(items, lanes)
        if first:
            runner.pause()
        runner.start()
        runner.pause()
        # The outbox goes on while the batch waits (the batch may be settling its rows).
        assert Outbox(self.sender).send(self.targets, automatic=False).problem is None
        assert runner.progress().paused
        runner.resume()
        self._expect_settled(self._finish(runner, items))

    @precondition(lambda self: self.journal.count(WAITING) > 0)
    @rule(data=st.data(), lanes=st.integers(1, 3))
    def a_batch_races_the_outbox(self, data: st.DataObject, lanes: int) -> None:
        """A batch sends waiting rows again while the outbox sends the same rows."""
        waiting = self.journal.in_states(WAITING)
        chosen = data.draw(
            st.lists(st.sampled_from(range(len(waiting))), min_size=1, max_size=5, unique=True)
        )
        items = [
            BatchItem(n, e.body, e.plant_id, e.plant_name, entry_id=e.id, sources=FROM_OUTBOX)
            for n, e in enumerate(waiting[i] for i in chosen)
        ]
        runner = self._runner(items, lanes)
        runner.start()
        report = Outbox(self.sender).send(self.targets, automatic=False)
        assert runner.join(JOIN)
        runner.close()
        by_batch = {r.entry_id: r.delivery for r in runner.drain() if r.delivery is not None}
        for delivery in report.deliveries:
            other = by_batch.get(delivery.entry_id)
            # Both may send one entry only one after the other, when the first send put it
            # back in the outbox: its claim ended before the second began.
            assert other is None or delivery.verdict.queued or other.verdict.queued

    @precondition(lambda self: self.server is not None)
    @rule(yes=st.booleans())
    def esc_once_the_plant_left_then_enter(self, yes: bool) -> None:
        """Esc while the answer is on its way back: the plant may exist; Enter asks."""
        (plant_id,) = self._new_ids(1)
        request, self.next_request = self.next_request, self.next_request + 1
        server, answers = self.server, []
        assert server is not None
        sending = threading.Thread(
            target=lambda: answers.append(
                self.desk.submit(plan(self.front_target, plant_id), request=request)
            )
        )
        self.gateway.released.clear()
        self.gateway.holding.set()
        try:
            sending.start()
            assert server.wait_for_plant(plant_id, JOIN) is not None
            self.desk.cancel(request)
            sending.join(JOIN)
        finally:
            self.gateway.holding.clear()
            self.gateway.released.set()
        (first,) = answers
        assert isinstance(first, Delivery) and first.entry_id is not None, first
        assert first.verdict.needs_checking, first.outcome
        self.model[plant_id] = first.entry_id
        self._enter_again(plant_id, first.entry_id, yes)

    @precondition(lambda self: self.server is not None)
    @rule(status=st.sampled_from([500, 502, 503, 504]), yes=st.booleans())
    def a_5xx_then_enter(self, status: int, yes: bool) -> None:
        """The server acted on the plant, and a 5xx came back: Enter asks."""
        (plant_id,) = self._new_ids(1)
        self.gateway.failing_with = status
        try:
            first = self.desk.submit(plan(self.front_target, plant_id))
        finally:
            self.gateway.failing_with = None
        assert isinstance(first, Delivery) and first.entry_id is not None, first
        assert first.verdict.needs_checking, first.outcome
        self.model[plant_id] = first.entry_id
        self._enter_again(plant_id, first.entry_id, yes)

    @rule(data=st.data(), fresh=st.integers(0, 3))
    def send_a_sheet_overlapping_the_journal(self, data: st.DataObject, fresh: int) -> None:
        """A sheet with plant ids the journal holds for this server: one waiting is sent
        as that entry, under its key; one on its way, to check or created is left out."""
        known = [
            entry
            for entry in self.journal.entries(HistoryFilter(limit=10**6))
            if entry.base_url == self.base_url
            and (entry.state is not DONE or entry.outcome == "created")
        ]
        old = (
            data.draw(st.lists(st.sampled_from(known), max_size=5, unique_by=lambda e: e.id))
            if known
            else []
        )
        if not (old or fresh):
            return
        plant_ids = [int(entry.plant_id) for entry in old] + self._new_ids(fresh)
        items = [BatchItem(n, body_of(i), str(i), f"Fern {i}") for n, i in enumerate(plant_ids)]
        runner = self.desk.batch(self.target, self._rows(items), SERVER)
        runner.start()
        assert runner.join(JOIN)
        runner.close()
        results = {result.index: result for result in runner.drain()}
        assert sorted(results) == list(range(len(items)))
        for index, entry in enumerate(old):
            result = results[index]
            if entry.state is WAITING:  # sent, or left waiting when the server is away
                assert result.entry_id == entry.id, result
                assert result.delivery is not None or result.unsent == "waiting", result
            elif entry.state is CHECKING:
                assert (result.entry_id, result.unsent) == (entry.id, "checking"), result
            elif entry.state is DONE:
                assert (result.delivery, result.unsent) == (None, "created before"), result
            else:  # a crash's leftover, on its way until recovery
                assert (result.entry_id, result.unsent) == (entry.id, "elsewhere"), result
        for index in range(len(old), len(items)):
            result = results[index]
            assert result.entry_id is not None, result
            assert result.delivery is not None or result.unsent == "waiting", result
            self.model[int(items[index].plant_id)] = result.entry_id

    @rule(rows=st.integers(1, 5))
    def clear_the_history_during_a_batch(self, rows: int) -> None:
        """History ▸ Clear all… while a batch runs, then Send the rest again: the retry
        follows the batch's own record, so no row it saw created is sent again."""
        items = self._items(rows)
        runner = self.desk.batch(self.target, self._rows(items), SERVER)
        runner.start()
        self.desk.clear()
        assert runner.join(JOIN)
        runner.close()
        entry_ids = runner.entry_ids()
        said = {result.index: row_words(result).word for result in runner.drain()}
        assert sorted(said) == [item.index for item in items]
        for item in items:
            self.model[int(item.plant_id)] = entry_ids[item.index]
        self._forget_cleared()
        plans = self.desk.plan_retry(said, entry_ids)
        for index, word in said.items():
            if word == "created":
                assert plans[index] is Retry.SKIP, (word, plans[index])
        again = [
            replace(items[index], entry_id=entry_ids[index], sources=claims_from(how))
            for index, how in plans.items()
            if how is Retry.SAME_ENTRY
        ]
        assert all(how in (Retry.SAME_ENTRY, Retry.SKIP) for how in plans.values()), plans
        if again:
            retry = self.desk.batch(self.target, self._rows(again), SERVER)
            retry.start()
            assert retry.join(JOIN)
            retry.close()
            sent = {item.index: item.entry_id for item in again}
            for result in retry.drain():
                assert result.entry_id == sent[result.index], result

    def _forget_cleared(self) -> None:
        """Plants whose entries the user cleared are no longer the journal's to keep."""
        present = {entry.id for entry in self.journal.entries(HistoryFilter(limit=10**6))}
        for plant_id, entry_id in list(self.model.items()):
            if entry_id not in present:
                del self.model[plant_id]

    @precondition(lambda self: self.server is not None)
    @rule()
    def server_down(self) -> None:
        assert self.server is not None
        self.server.stop()
        self.server = None

    @precondition(lambda self: self.server is None)
    @rule()
    def server_up(self) -> None:
        self._server_up()

    @rule(data=st.data(), fresh=st.integers(0, 3), born=st.booleans())
    def crash(self, data: st.DataObject, fresh: int, born: bool) -> None:
        """The app dies mid-journey: rows written down, claims made, some requests gone."""
        journal = self.journal
        plants = self._new_ids(fresh)
        written = journal.add_many([new_entry(self.base_url, i) for i in plants])
        self.model.update(zip(plants, written, strict=True))
        claimed = [i for i in written if data.draw(st.booleans())]
        for entry_id in claimed:
            assert journal.claim(entry_id, FROM_FORM)
        for entry_id in self._ids_in(WAITING):
            if data.draw(st.booleans()):
                assert journal.claim(entry_id, FROM_OUTBOX)
                claimed.append(entry_id)
        if born:
            (plant_id,) = self._new_ids(1)
            entry_id = journal.add(new_entry(self.base_url, plant_id), claimed=True)
            self.model[plant_id] = entry_id
            claimed.append(entry_id)
        gone = [i for i in claimed if data.draw(st.booleans())]
        if self.server is not None and gone:
            client = PlantStoreClient(make_http_client())  # the dead app's last requests
            self.clients.append(client)
            for entry_id in gone:
                entry = journal.get(entry_id)
                assert entry is not None
                client.send_body(self.target, entry.body, idempotency_key=entry.idempotency_key)
        # The crash: the sender is dropped as it stands, the journal is opened afresh.
        self.crashed += [self.sender, self.desk]
        journal.close()
        self.journal = History(self.path)
        self.sender = Sender(self.journal)
        self.desk = Desk(self.journal)
        self.leftovers |= set(written) | set(claimed)

    @rule()
    def recover(self) -> None:
        received = len(self._received())
        flagged = self._ids_in(EntryState.SENDING)
        orphans = self._ids_in(EntryState.NEW)
        recovery = Outbox(self.sender).recover()
        assert len(self._received()) == received  # recovery sends nothing
        assert self._ids_in(EntryState.NEW, EntryState.SENDING) == []
        for entry_id in flagged:
            entry = self.journal.get(entry_id)
            assert entry is not None and entry.state is CHECKING
        for entry_id in orphans:
            entry = self.journal.get(entry_id)
            assert entry is not None and entry.state is WAITING
            assert entry.wait_reason == WaitReason.INTERRUPTED
        assert recovery == Recovery(
            self.journal.count(WAITING), self.journal.count(CHECKING), len(orphans), len(flagged)
        )
        self.leftovers.clear()

    @rule(data=st.data())
    def mark_checked(self, data: st.DataObject) -> None:
        entries = self.journal.entries(HistoryFilter(limit=10**6))
        if not entries:
            return
        entry = data.draw(st.sampled_from(entries))
        changed = self.sender.mark_checked(entry.id)
        assert changed is (entry.state is CHECKING)
        after = self.journal.get(entry.id)
        assert after is not None
        if changed:
            assert (after.state, after.outcome) == (DONE, "checked")
        else:
            assert after == entry

    @rule(data=st.data())
    def remove_from_outbox(self, data: st.DataObject) -> None:
        entries = self.journal.entries(HistoryFilter(limit=10**6))
        if not entries:
            return
        chosen = data.draw(st.lists(st.sampled_from(entries), max_size=4, unique_by=lambda e: e.id))
        removed = Outbox(self.sender).remove([e.id for e in chosen])
        assert removed == sum(e.state is WAITING for e in chosen)
        for entry in chosen:
            after = self.journal.get(entry.id)
            assert after is not None
            if entry.state is WAITING:
                assert (after.state, after.outcome) == (DONE, "removed") and after.summary
            else:
                assert after == entry

    # -- the promise ---------------------------------------------------------------------

    @invariant()
    def every_plant_reaches_the_server_once_under_one_key(self) -> None:
        received = self._received()
        per_plant = Counter(json.loads(body)["id"] for _, body in received)
        assert [p for p, n in per_plant.items() if n > 1 and p not in self.said_yes] == []
        created = Counter(p for server in self.servers for p in server.plants())
        assert [p for p, n in created.items() if n > 1] == []
        keys: dict[int, set[str]] = {}
        for key, body in received:
            keys.setdefault(json.loads(body)["id"], set()).add(key)
        for plant_id, used in keys.items():
            assert len(used) == 1, (plant_id, used)
            if plant_id in self.model:  # else its entry was cleared from the history
                entry = self.journal.get(self.model[plant_id])
                assert entry is not None and used == {entry.idempotency_key}, (used, entry)

    @invariant()
    def no_plant_is_lost_or_left_behind(self) -> None:
        entries = self.journal.entries(HistoryFilter(limit=10**6))
        assert {int(e.plant_id): e.id for e in entries} == self.model
        assert len(entries) == len(self.model)
        received = {json.loads(body)["id"] for _, body in self._received()}
        created = {p for server in self.servers for p in server.plants()}
        for entry in entries:
            plant_id = int(entry.plant_id)
            if entry.state in (EntryState.NEW, EntryState.SENDING):
                # Only a crash leaves these, and only until recovery.
                assert entry.id in self.leftovers, entry
            elif entry.state is WAITING:
                assert plant_id not in received, entry
                assert entry.wait_reason in set(WaitReason), entry
            elif entry.state is DONE:
                assert entry.outcome, entry
                assert entry.summary or entry.outcome == "checked", entry
                if entry.outcome == "created":
                    assert plant_id in created, entry
                elif entry.outcome in ("cancelled", "removed"):
                    assert plant_id not in received, entry
                else:
                    assert entry.outcome == "checked", entry
            if plant_id in received:
                assert entry.state in (CHECKING, EntryState.SENDING) or entry.outcome in (
                    "created",
                    "checked",
                ), entry

    def teardown(self) -> None:
        try:
            for owner in (self.sender, self.desk, *self.crashed):
                owner.close()
            for client in self.clients:
                client.close()
            self.journal.close()
            if self.server is not None:
                self.server.stop()
            self.front.stop()
            new = [t for t in threading.enumerate() if t not in self.threads_before]
            for thread in new:
                thread.join(JOIN)
            assert [t.name for t in new if t.is_alive()] == []
        finally:
            self.held_port.close()
            shutil.rmtree(self.folder, ignore_errors=True)


def test_the_journey_keeps_the_users_promise() -> None:
    run_state_machine_as_test(  # type: ignore[no-untyped-call]
        Journey,
        settings=settings(
            max_examples=30,
            stateful_step_count=25,
            deadline=None,
            database=None,
            print_blob=True,
        ),
    )
