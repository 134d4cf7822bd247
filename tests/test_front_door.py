"""The desk, the one front door: one plant id on one server is one entry, whoever sends it.

Each test is a trap found by attacking the real app, closed by asking the core instead
of deciding in the window: a plant re-sent under a new key, a batch overlapping the
outbox, a retry planned from a cleared history, an outbox never scheduled. No Qt.
"""

import json
from collections import defaultdict
from collections.abc import Iterator

import pytest
from faulty_server import FaultyServer, respond

from plantstore_gui.core.batch import BatchItem, RowSource
from plantstore_gui.core.desk import Desk, Question
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import (
    EntryState,
    History,
    HistoryEntry,
    HistoryFilter,
    NewEntry,
)
from plantstore_gui.core.journey import FIRST_PAUSE, Delivery, Plan, Refusal, Retry
from plantstore_gui.core.journey.policy import (
    RETRIED_WORDS,
    plan_retry,
    retry_offered,
)
from plantstore_gui.sandbox import SandboxServer

SERVER = "Shop"
TOKEN = "front-door-token"
JOIN = 60.0  # bounds a join that failed; nothing is timed


def body_of(plant_id: int) -> bytes:
    return json.dumps({"id": plant_id, "name": f"Fern {plant_id}"}).encode()


def target(base_url: str, *, honours: bool = True) -> Target:
    return Target(Endpoint.parse(base_url), TOKEN, 10.0, honours_idempotency=honours)


def plan(to: Target, plant_id: int) -> Plan:
    return Plan(to, SERVER, body_of(plant_id), False, str(plant_id), f"Fern {plant_id}")


@pytest.fixture
def desk(history: History) -> Iterator[Desk]:
    made = Desk(history)
    yield made
    made.close()


def keys_of(server: FaultyServer) -> list[str]:
    return [request.header("Idempotency-Key") or "" for request in server.requests]


def run_batch(desk: Desk, to: Target, ids: list[int], **options: bool) -> list[int]:
    """Send plants `ids` as a batch's rows; the row indexes it left out, in order."""
    items = [BatchItem(i, body_of(pid), str(pid), f"Fern {pid}") for i, pid in enumerate(ids)]
    source = RowSource(range(len(items)), items.__getitem__, len(items))
    runner = desk.batch(to, source, SERVER, **options)
    runner.start()
    assert runner.join(JOIN)
    results = runner.drain()
    runner.close()
    return [r.index for r in results if r.delivery is None]


def test_a_plant_that_may_have_arrived_asks_first_and_goes_again_under_its_key(
    desk: Desk, history: History
) -> None:
    """A 5xx, then Enter twice: one entry, one key, and a question before each re-send."""
    with FaultyServer(respond(500, b'{"message": "busy"}')) as server:
        to = target(server.base_url)
        first = desk.submit(plan(to, 7))
        assert isinstance(first, Delivery) and first.verdict.needs_checking
        for _ in range(2):
            asked = desk.submit(plan(to, 7))  # Enter on what was put back in the form
            assert isinstance(asked, Question) and asked.entry_id == first.entry_id
            assert "may already have been created" in asked.text
            again = desk.submit(plan(to, 7), confirmed=True)
            assert isinstance(again, Delivery) and again.entry_id == first.entry_id
        keys = keys_of(server)
    assert len(keys) == 3 and len(set(keys)) == 1 and keys[0]
    entries = history.entries()
    assert [e.plant_id for e in entries] == ["7"]  # one entry, never a second one


def test_a_plant_that_waits_in_the_outbox_is_sent_as_that_entry(
    desk: Desk, history: History
) -> None:
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        (waiting,) = in_the_outbox(history, sandbox.base_url, [42])
        recorded = history.get(waiting)
        assert recorded is not None
        key = recorded.idempotency_key
        sent = desk.submit(plan(to, 42))
        assert isinstance(sent, Delivery) and sent.entry_id == waiting
        assert [k for k, _ in sandbox.received()] == [key]
    assert len(history.entries()) == 1


def test_a_plant_on_its_way_is_not_sent_again_from_the_form(desk: Desk, history: History) -> None:
    to = target("http://127.0.0.1:9")
    (on_its_way,) = history.add_many([_entry("http://127.0.0.1:9", 5)])  # a batch's row
    refused = desk.submit(plan(to, 5))
    assert isinstance(refused, Refusal) and "being sent right now" in refused.reason
    recorded = history.get(on_its_way)
    assert recorded is not None and recorded.state is EntryState.NEW


def test_a_batch_sends_an_id_waiting_in_the_outbox_once_under_its_first_key(
    desk: Desk, history: History
) -> None:
    """Ids 19–30 wait in the outbox; a sheet of 1–20 is sent: 19 and 20 go once, as the
    entries that waited, and the outbox then sends only 21–30."""
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        in_the_outbox(history, sandbox.base_url, list(range(19, 31)))
        first_keys = {e.plant_id: e.idempotency_key for e in history.entries()}
        assert run_batch(desk, to, list(range(1, 21))) == []
        desk.run_outbox({sandbox.base_url: to}, automatic=False)
        arrived: dict[int, list[str]] = defaultdict(list)
        for key, body in sandbox.received():
            arrived[json.loads(body)["id"]].append(key)
    assert sorted(arrived) == list(range(1, 31))
    assert all(len(keys) == 1 for keys in arrived.values()), "a plant reached the server twice"
    for plant_id in range(19, 31):
        assert arrived[plant_id] == [first_keys[str(plant_id)]]
    entries = history.entries(HistoryFilter(limit=100))
    assert len(entries) == 30 and {e.outcome for e in entries} == {"created"}


def test_a_batch_leaves_out_plants_the_server_created_unless_told(
    desk: Desk, history: History
) -> None:
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        assert run_batch(desk, to, [1, 2, 3]) == []
        assert run_batch(desk, to, [2, 3, 4]) == [0, 1]  # 2 and 3 were created already
        assert sorted(sandbox.plants()) == [1, 2, 3, 4]
        assert run_batch(desk, to, [4], send_created_again=True) == []
        assert len(sandbox.received()) == 5  # sent again when the user said so (refused)


def test_a_retry_is_planned_from_the_batch_s_record_not_from_what_the_journal_holds(
    desk: Desk, history: History
) -> None:
    """History ▸ Clear all… removes the created entries; Send the rest again must not
    take them for rows never written down."""
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        assert run_batch(desk, to, [1, 2]) == []
        ids = {e.plant_id: e.id for e in history.entries()}
        assert desk.clear() == 0
        said = {0: "created", 1: "created"}
        plans = desk.plan_retry(said, {0: ids["1"], 1: ids["2"]})
    assert plans == {0: Retry.SKIP, 1: Retry.SKIP}


@pytest.mark.parametrize(
    "word",
    sorted(
        RETRIED_WORDS
        | {"created", "rejected", "refused", "unexpected", "elsewhere", "created before"}
    ),
)
@pytest.mark.parametrize("state", [None, *EntryState])
def test_the_retry_offer_agrees_with_the_retry_plan(word: str, state: EntryState | None) -> None:
    """The batch window offers "Send the rest again" exactly when the policy would send
    a row with that word, for every state its entry may be in now."""
    entry = None if state is None else _recorded(state)
    planned = plan_retry(word, entry)
    if retry_offered({word: 1}) is False:
        assert planned is Retry.SKIP
    if planned is not Retry.SKIP:
        assert retry_offered({word: 1})
    if word in ("created", "rejected", "refused", "unexpected", "elsewhere", "created before"):
        assert planned is Retry.SKIP  # the server answered, or someone else sent it


def test_rows_a_batch_leaves_waiting_are_scheduled_for_the_outbox(desk: Desk) -> None:
    """After a batch ends with rows waiting, the outbox's next run is the policy's."""
    with SandboxServer(TOKEN) as sandbox:
        base_url = sandbox.base_url
    to = target(base_url)  # the server is gone now
    run_batch(desk, to, [1, 2, 3])
    schedule = desk.outbox_schedule({base_url: to})
    assert schedule.waiting == 3
    assert schedule.next_run_in is not None and schedule.next_run_in <= FIRST_PAUSE * 2


def in_the_outbox(history: History, base_url: str, plant_ids: list[int]) -> list[int]:
    """Plants a stopped batch left waiting in the outbox; their entry ids."""
    ids = history.add_many([_entry(base_url, i) for i in plant_ids])
    history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="interrupted")
    return ids


def _entry(base_url: str, plant_id: int) -> NewEntry:
    return NewEntry(SERVER, base_url, str(plant_id), f"Fern {plant_id}", False, body_of(plant_id))


def _recorded(state: EntryState) -> HistoryEntry:
    return HistoryEntry(
        1, 0.0, SERVER, "http://127.0.0.1:9", "1", "Fern", False, b"{}", state, "", None, "",
        None, None, "", False, None,
    )  # fmt: skip


def test_an_outbox_run_gives_way_to_a_plant_the_user_waits_for(
    desk: Desk, history: History
) -> None:
    """The run stops before its next plant while one waits, says so, and goes on later."""
    with SandboxServer(TOKEN) as sandbox:
        to = target(sandbox.base_url)
        in_the_outbox(history, sandbox.base_url, [1, 2, 3])
        asks = iter([False, True])  # the user presses Enter once the first plant is sent
        report = desk.run_outbox(
            {sandbox.base_url: to}, automatic=False, give_way=lambda: next(asks, True)
        )
        assert report.gave_way and len(report.deliveries) == 1 and report.left == 2
        rest = desk.run_outbox({sandbox.base_url: to}, automatic=False)
        assert not rest.gave_way and len(rest.deliveries) == 2 and rest.left == 0
        assert sorted(sandbox.plants()) == [1, 2, 3]
