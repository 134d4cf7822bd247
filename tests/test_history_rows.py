"""The history from the front door: ready-to-show rows that say what may be done with
them, read from a real journal, in today's language. No Qt."""

import json
import time
from collections.abc import Iterator

import pytest
from faulty_server import FaultyServer, respond
from test_tell_history import de, translator

from plantstore_gui.core import words
from plantstore_gui.core.desk import Desk, HistoryRow
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import EntryState, History, HistoryFilter, NewEntry
from plantstore_gui.core.journey import Delivery, Plan
from plantstore_gui.sandbox import SandboxServer

SERVER = "Shop"
TOKEN = "history-rows-token"
UNREACHABLE = "http://127.0.0.1:9"  # nothing listens on the discard port
STILL_ON_ITS_WAY = "Only finished entries can be deleted; this plant is still on its way."


@pytest.fixture
def desk(history: History) -> Iterator[Desk]:
    made = Desk(history)
    yield made
    made.close()


def target(base_url: str) -> Target:
    return Target(Endpoint.parse(base_url), TOKEN, 10.0)


def plan(to: Target, plant_id: int, name: str = "Fern", *, raw: bool = False) -> Plan:
    body = json.dumps({"id": plant_id, "name": name}).encode()
    return Plan(to, SERVER, body, raw, str(plant_id), name)


def sent(desk: Desk, to: Target, plant_id: int, name: str = "Fern", *, raw: bool = False) -> int:
    """Send one plant through the desk (one created before too, as the user may); its entry
    id."""
    delivery = desk.submit(plan(to, plant_id, name, raw=raw), created_again=True)
    assert isinstance(delivery, Delivery)
    return delivery.entry_id


def recorded(history: History, plant_id: int) -> int:
    """An entry written down but not sent yet (a batch's row before its turn)."""
    body = json.dumps({"id": plant_id, "name": "Fern"}).encode()
    return history.add(NewEntry(SERVER, UNREACHABLE, str(plant_id), "Fern", False, body))


def rows_by_id(desk: Desk) -> dict[int, HistoryRow]:
    return {row.entry_id: row for row in desk.history(HistoryFilter()).rows}


def flags(row: HistoryRow) -> tuple[bool, bool, bool]:
    return row.can_resend, row.can_delete, row.can_mark_checked


def test_each_state_says_what_may_be_done_with_its_row(desk: Desk, history: History) -> None:
    with SandboxServer(TOKEN) as sandbox, FaultyServer(respond(500, b"down")) as broken:
        created = sent(desk, target(sandbox.base_url), 1)
        rejected = sent(desk, target(sandbox.base_url), 1, "Fern twin")  # the id is taken
        checking = sent(desk, target(broken.base_url), 2)
        checked = sent(desk, target(broken.base_url), 3)
        assert desk.mark_checked(checked)
    waiting = sent(desk, target(UNREACHABLE), 4)
    removed = sent(desk, target(UNREACHABLE), 8)
    assert desk.remove_from_outbox([removed]) == 1
    new = recorded(history, 5)
    on_its_way = recorded(history, 6)
    assert history.claim(on_its_way, frozenset({EntryState.NEW}))

    rows = rows_by_id(desk)
    #                  can_resend  can_delete  can_mark_checked
    assert flags(rows[new]) == (True, False, False)
    assert flags(rows[on_its_way]) == (False, False, False)
    assert flags(rows[waiting]) == (True, False, False)
    assert flags(rows[checking]) == (True, False, True)
    assert flags(rows[checked]) == (True, True, False)
    assert flags(rows[created]) == (True, True, False)
    assert flags(rows[rejected]) == (True, True, False)
    assert flags(rows[removed]) == (True, True, False)
    for unfinished in (new, on_its_way, waiting, checking):
        assert rows[unfinished].why_not_deletable == STILL_ON_ITS_WAY
    for over in (checked, created, rejected, removed):
        assert rows[over].why_not_deletable == ""

    assert rows[new].result == "Waiting to be sent"
    assert rows[on_its_way].result == "Sending…"
    assert rows[waiting].result == "In the outbox · Failed: connection refused"
    assert rows[checking].result.startswith("Needs checking · ")
    assert rows[checked].result.startswith("Checked by you · ")
    assert rows[created].result == "Created"
    assert rows[rejected].result.startswith("Rejected: ")


def test_a_row_holds_its_cells_already_worded(desk: Desk, history: History) -> None:
    with SandboxServer(TOKEN) as sandbox:
        base_url = sandbox.base_url
        created = sent(desk, target(base_url), 7, "Sage")
        typed = sent(desk, target(base_url), 7, "Sage", raw=True)
        page = desk.history(HistoryFilter())
    assert page.servers == [base_url]
    assert [row.entry_id for row in page.rows] == [typed, created]  # newest first
    row = page.rows[1]
    entry = history.get(created)
    assert entry is not None and row.record == entry
    when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(entry.created_at))
    assert (row.time, row.base_url, row.plant_id, row.name, row.status) == (
        when,
        base_url,
        "7",
        "Sage",
        "200",
    )
    assert page.rows[0].name == "Sage  [raw]" and page.rows[0].status == "400"


def test_without_a_history_there_are_no_rows() -> None:
    off = Desk(None)
    try:
        page = off.history(HistoryFilter())
    finally:
        off.close()
    assert page.rows == [] and page.servers == []


def test_a_row_recorded_in_english_reads_in_german(desk: Desk) -> None:
    waiting = sent(desk, target(UNREACHABLE), 4)  # recorded while the app speaks English
    words.install(translator("de"), words.english_number)
    try:
        [row] = desk.history(HistoryFilter()).rows
    finally:
        words.install(words.english, words.english_number)
    assert row.entry_id == waiting
    assert row.record.summary == "Failed: connection refused"  # as the journal keeps it
    refused = de("Sending", "Failed: {kind}", "a request that got no answer, and why").format(
        kind=de("Outcome", "connection refused", "why no answer came")
    )
    assert row.result == de("HistoryPanel", "In the outbox · {summary}").format(summary=refused)
    assert row.why_not_deletable == de("HistoryPanel", STILL_ON_ITS_WAY)


def test_a_row_shows_the_tag_the_plant_was_sent_with(desk: Desk, history: History) -> None:
    bodies = {
        1: b'{"id": 1, "name": "Fern", "tag": "shade"}',
        2: b'{"id": 2, "name": "Moss"}',
        3: b'{"id": 3, "name": "Ivy", "tag": 7}',  # a raw body's tag that is no text
        4: b"not json",
    }
    ids = {
        plant_id: history.add(NewEntry(SERVER, UNREACHABLE, str(plant_id), "x", False, body))
        for plant_id, body in bodies.items()
    }
    tags = {plant_id: rows_by_id(desk)[entry_id].tag for plant_id, entry_id in ids.items()}
    assert tags == {1: "shade", 2: "", 3: "", 4: ""}
