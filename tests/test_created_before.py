"""Never type a plant twice, in the core: which plants this app created on a server, and
when, as the desk tells it; the words that say so; the lookup an index search. No Qt
(except where the window's locale writes the time)."""

import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence

import pytest

from plantstore_gui.core import words
from plantstore_gui.core.batch import BatchRow, Stopped, StopRequest, created_rows
from plantstore_gui.core.desk import Desk
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import History, HistoryFilter
from plantstore_gui.core.journey import CreatedBefore, Delivery, Plan
from plantstore_gui.core.tell import (
    created_reason,
    created_row,
    created_warning,
    leave_out_choice,
)
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import language

TOKEN = "created-before-token"


def plan(base_url: str, plant_id: int, name: str = "Fern", *, raw: bool = True) -> Plan:
    to = Target(Endpoint.parse(base_url), TOKEN, 10.0)
    body = json.dumps({"id": plant_id, "name": name}).encode()
    return Plan(to, "Shop", body, raw, str(plant_id), name)


@pytest.fixture
def desk(history: History) -> Iterator[Desk]:
    made = Desk(history)
    yield made
    made.close()


def test_a_plant_counts_once_this_server_created_it_not_when_it_failed_or_was_refused(
    desk: Desk, history: History
) -> None:
    """Created here counts, with when; rejected (400), failed (no connection) or created
    on another server does not."""
    with SandboxServer(TOKEN) as shop, SandboxServer(TOKEN) as other:
        sent = [
            desk.submit(plan(shop.base_url, 1014)),  # created
            desk.submit(plan(shop.base_url, 1014)),  # the server says it exists: 400
            desk.submit(plan(shop.base_url, 7, name="")),  # rejected: no name
            desk.submit(plan(other.base_url, 8)),  # created, on another server
        ]
        shop_url, other_url = shop.base_url, other.base_url
    failed = desk.submit(plan(shop_url, 9))  # the shop has closed: no connection
    assert all(isinstance(answer, Delivery) for answer in [*sent, failed])
    outcomes = [a.verdict.outcome for a in [*sent, failed] if isinstance(a, Delivery)]
    assert outcomes == ["created", "rejected", "rejected", "created", "failed"]

    found = desk.created_before(shop_url, ["1014", "7", "8", "9", "404"])
    (created,) = history.entries(HistoryFilter(base_url=shop_url, outcome="created"))
    assert found == {"1014": created.finished_at}
    assert set(desk.created_before(other_url, ["1014", "8"])) == {"8"}
    assert Desk(None).created_before(shop_url, ["1014"]) == {}


def test_a_plant_from_the_form_created_here_before_is_not_sent_until_the_user_says_so(
    desk: Desk, history: History
) -> None:
    with SandboxServer(TOKEN) as shop:
        first = desk.submit(plan(shop.base_url, 1014, raw=False))
        assert isinstance(first, Delivery) and first.verdict.outcome == "created"
        (created,) = history.entries()
        assert created.finished_at is not None

        held = desk.submit(plan(shop.base_url, 1014, raw=False))
        assert held == CreatedBefore(
            0, created_reason(created.finished_at), "1014", created.finished_at
        )
        assert held.reason.startswith("It was created on this server at ")
        assert shop.request_count == 1 and len(history.entries()) == 1  # not sent, not written

        again = desk.submit(plan(shop.base_url, 1014, raw=False), created_again=True)
        assert isinstance(again, Delivery) and again.verdict.outcome == "rejected"  # 400
        raw = desk.submit(plan(shop.base_url, 1014, raw=True))  # a tester's body, as it stands
        assert isinstance(raw, Delivery) and raw.verdict.outcome == "rejected"
        assert shop.request_count == 3


def test_the_lookup_is_an_index_search_never_a_scan_of_the_history(history: History) -> None:
    """What keeps it quick with a million entries: SQLite's own plan for the lookup."""
    statements: list[str] = []
    history._conn.set_trace_callback(statements.append)  # type: ignore[union-attr]
    history.created("http://127.0.0.1:8080", ["1", "2", "3"])
    (lookup,) = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    with sqlite3.connect(history.path) as conn:
        steps = [row[3] for row in conn.execute(f"EXPLAIN QUERY PLAN {lookup}")]
    assert steps == ["SEARCH entries USING INDEX entries_by_plant (base_url=? AND plant_id=?)"]


def a_moment(day: int, hour: int, minute: int) -> float:
    return time.mktime((2025, 3, day, hour, minute, 0, 0, 0, -1))


def test_the_words_say_the_time_and_the_date_when_it_was_not_today() -> None:
    now = a_moment(4, 15, 0)
    assert created_warning("1014", a_moment(4, 10, 42), now) == (
        "Plant 1014 was created on this server at 10:42 — press Enter again to send it anyway."
    )
    assert created_warning("1014", a_moment(3, 10, 42), now) == (
        "Plant 1014 was created on this server on 2025-03-03 at 10:42 — press Enter again to "
        "send it anyway."
    )
    assert created_row(a_moment(4, 9, 5), now) == "Already created on this server at 09:05."
    assert created_row(a_moment(1, 9, 5), now) == (
        "Already created on this server on 2025-03-01 at 09:05."
    )
    assert leave_out_choice(1) == "Lea&ve out the 1 plant already created on this server"
    assert leave_out_choice(3) == "Lea&ve out the 3 plants already created on this server"


@pytest.mark.parametrize(
    ("code", "clock", "day"),
    [("en", "10:42\u202fAM", "3/3/25"), ("de", "10:42", "03.03.25"), ("es", "10:42", "3/3/25")],
)
def test_the_time_and_the_date_are_written_as_the_persons_locale_writes_them(
    speaking: Callable[[str], language.Installed], code: str, clock: str, day: str
) -> None:
    speaking(code)
    assert words.clock_time(a_moment(3, 10, 42)) == clock
    assert words.calendar_date(a_moment(3, 10, 42)) == day


def test_a_sheets_rows_created_before_are_found_a_few_thousand_ids_at_a_time() -> None:
    rows = [BatchRow(i, i + 2, str(i), f"Fern {i}", "", (), i) for i in range(12_000)]
    rows.append(BatchRow(12_000, 12_002, "x", "Bad", "", ("Use digits 0–9 only.",), None))
    asked: list[int] = []

    def look_up(plant_ids: Sequence[str]) -> dict[str, float]:
        asked.append(len(plant_ids))
        return {plant_id: 1.0 for plant_id in plant_ids if int(plant_id) % 1000 == 7}

    found = created_rows(rows, look_up)
    assert found == {i: 1.0 for i in range(7, 12_000, 1000)}
    assert asked == [5000, 5000, 2000]
    stop = StopRequest()
    stop.make()
    with pytest.raises(Stopped):
        created_rows(rows, look_up, stop)
