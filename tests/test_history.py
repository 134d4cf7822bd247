"""The journal: every plant's entry, durable, filterable, never a token, and only legal moves."""

import itertools
import json
import os
import re
import sqlite3
import sys
import tempfile
import threading
import types
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plantstore_gui.core.journal import (
    HISTORY_FILE,
    SCHEMA_VERSION,
    TRANSITIONS,
    EntryState,
    Finish,
    History,
    HistoryError,
    HistoryFilter,
    NewEntry,
    history_path,
)
from plantstore_gui.core.journal import database as journal_module
from plantstore_gui.core.journal.schema import _UPGRADE_FROM_1, _UPGRADE_FROM_2
from plantstore_gui.core.journey import judge
from plantstore_gui.core.models import ApiError, Plant
from plantstore_gui.core.outcome import (
    MASKED_TOKEN,
    Created,
    Failed,
    FailureKind,
    Outcome,
    Rejected,
    Response,
    SentRequest,
    Unexpected,
)
from plantstore_gui.core.tell import summary as summary_of

BASE = "http://127.0.0.1:8080"
SENTINEL = "sentinel-tok-xyz"
NOW = 1_700_000_000.0
BODY = b'{"id":1,"name":"Fern"}'


def sent(body: bytes = BODY, token: str = MASKED_TOKEN) -> SentRequest:
    headers = (("Content-Type", "application/json"), ("Authorization", f"Bearer {token}"))
    return SentRequest("POST", f"{BASE}/plants", headers, body)


def answer(
    status: int, body: bytes, reason: str = "OK", extra: tuple[tuple[str, str], ...] = ()
) -> Response:
    headers = (("Content-Type", "application/json"), ("X-Trace", "a,b"), *extra)
    return Response(status, reason, headers, body, False, 0.25, 0.125)


def created() -> Created:
    return Created(Plant(name="Fern"), answer(200, b'{"name":"Fern"}'), sent())


def rejected() -> Rejected:
    body = b'{"error":3,"message":"A plant with id 1 already exists."}'
    error = ApiError(error=3, message="A plant with id 1 already exists.")
    return Rejected(error, answer(400, body, "Bad Request"), sent())


def unexpected() -> Unexpected:
    response = Response(500, "Internal Server Error", (), b"<h1>oops</h1>" * 3, True, 1.5, 0.5)
    return Unexpected(response, "The answer is not JSON.", sent())


def too_many() -> Unexpected:
    response = answer(429, b"", "Too Many Requests", (("Retry-After", "120"),))
    return Unexpected(response, "Too many requests.", sent())


def failed(request_sent: bool) -> Failed:
    kind = FailureKind.TIMED_OUT if request_sent else FailureKind.REFUSED
    return Failed(kind, "[Errno 111] details", request_sent, 0.01, sent() if request_sent else None)


def finish_of(outcome: Outcome) -> Finish:
    """What the sending module records of an outcome, by its own policy (`judge`)."""
    verdict = judge(outcome, now=NOW)
    response = None if isinstance(outcome, Failed) else outcome.response
    return Finish(
        state=verdict.state,
        outcome=verdict.outcome,
        summary=summary_of(outcome),
        status=None if response is None else response.status,
        request=outcome.request,
        response=response,
        failure_detail=outcome.detail if isinstance(outcome, Failed) else "",
        request_sent=outcome.request_sent if isinstance(outcome, Failed) else True,
        wait_reason=verdict.wait or "",
        not_before=verdict.not_before,
        failure_kind=outcome.kind if isinstance(outcome, Failed) else "",
    )


def plant(
    plant_id: str = "1", name: str = "Fern", base_url: str = BASE, body: bytes = BODY
) -> NewEntry:
    return NewEntry("Local", base_url, plant_id, name, False, body)


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    with History(tmp_path / "h" / HISTORY_FILE) as opened:
        yield opened


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The journal's clock, set by the test: [now]."""
    now = [100.0]
    fake = types.SimpleNamespace(time=lambda: now[0], strftime=journal_module.time.strftime)
    monkeypatch.setattr(journal_module, "time", fake)
    return now


def sent_and_finished(history: History, outcome: Outcome, entry: NewEntry | None = None) -> int:
    entry_id = history.add(entry or plant(), claimed=True)
    assert history.finish(entry_id, finish_of(outcome))
    return entry_id


def in_state(history: History, state: EntryState, entry: NewEntry | None = None) -> int:
    """A new entry brought to `state` by legal moves only."""
    entry = entry or plant()
    match state:
        case EntryState.NEW:
            return history.add(entry)
        case EntryState.SENDING:
            return history.add(entry, claimed=True)
        case EntryState.WAITING | EntryState.DONE:
            entry_id = history.add(entry)
            assert history.move([entry_id], state, frozenset({EntryState.NEW})) == [entry_id]
            return entry_id
        case EntryState.CHECKING:
            entry_id = history.add(entry, claimed=True)
            assert history.move([entry_id], state, frozenset({EntryState.SENDING})) == [entry_id]
            return entry_id
    raise AssertionError(state)


def state_of(history: History, entry_id: int) -> EntryState:
    entry = history.get(entry_id)
    assert entry is not None
    return entry.state


# -- writing an entry down ------------------------------------------------------------


def test_the_path_is_in_the_data_dir(app_home: Path) -> None:
    assert history_path() == app_home / "data" / "history.sqlite3"


def test_a_new_entry_is_new_and_keeps_what_was_written(
    history: History, clock: list[float]
) -> None:
    clock[0] = 12.5
    entry = NewEntry("Local", BASE, "", "", True, b"")
    entry_id = history.add(entry)
    got = history.get(entry_id)
    assert got is not None
    assert (got.state, got.outcome, got.status, got.summary) == (EntryState.NEW, "", None, "")
    assert (got.created_at, got.server_name, got.base_url) == (12.5, "Local", BASE)
    assert (got.plant_id, got.plant_name, got.raw, got.body) == ("", "", True, b"")
    assert (got.request, got.response, got.request_sent, got.finished_at) == (
        None,
        None,
        False,
        None,
    )
    assert (got.wait_reason, got.not_before) == ("", None)
    assert got.idempotency_key == entry.idempotency_key != ""
    assert history.get(entry_id + 1) is None


def test_each_entry_has_its_own_idempotency_key() -> None:
    keys = {plant().idempotency_key for _ in range(100)}
    assert len(keys) == 100


def test_a_claimed_entry_is_born_sending(history: History) -> None:
    entry_id = history.add(plant(), claimed=True)
    assert state_of(history, entry_id) is EntryState.SENDING


def test_a_batch_is_written_in_order_with_one_time(history: History, clock: list[float]) -> None:
    clock[0] = 7.0
    entries = [plant(str(n)) for n in range(5)]
    ids = history.add_many(entries)
    assert ids == sorted(ids) and len(set(ids)) == 5
    got = [history.get(entry_id) for entry_id in ids]
    assert [(e.plant_id, e.idempotency_key, e.state, e.created_at) for e in got if e] == [
        (x.plant_id, x.idempotency_key, EntryState.NEW, 7.0) for x in entries
    ]


@pytest.mark.parametrize("state", [EntryState.WAITING, EntryState.CHECKING, EntryState.DONE])
def test_an_entry_cannot_be_born_past_sending(history: History, state: EntryState) -> None:
    with pytest.raises(ValueError, match="cannot be born"):
        history.add_many([plant()], state=state)
    assert history.entries() == []


@pytest.mark.parametrize(
    ("outcome", "state", "word", "status", "summary", "wait_reason"),
    [
        (created(), EntryState.DONE, "created", 200, "Created", ""),
        (
            rejected(),
            EntryState.DONE,
            "rejected",
            400,
            "Rejected: A plant with id 1 already exists.",
            "",
        ),
        (
            unexpected(),
            EntryState.CHECKING,
            "unexpected",
            500,
            "Unexpected: HTTP 500 Internal Server Error — The answer is not JSON.",
            "",
        ),
        (
            too_many(),
            EntryState.WAITING,
            "refused",
            429,
            "Refused: HTTP 429 Too Many Requests",
            "busy",
        ),
        (
            failed(False),
            EntryState.WAITING,
            "failed",
            None,
            "Failed: connection refused",
            "unreachable",
        ),
        (failed(True), EntryState.CHECKING, "failed", None, "Failed: timed out", ""),
    ],
    ids=["created", "rejected", "unexpected", "too-many", "failed-before", "failed-after"],
)
def test_each_outcome_round_trips(
    history: History,
    outcome: Outcome,
    state: EntryState,
    word: str,
    status: int | None,
    summary: str,
    wait_reason: str,
) -> None:
    entry_id = sent_and_finished(history, outcome)
    entry = history.get(entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome, entry.status, entry.summary, entry.wait_reason) == (
        state,
        word,
        status,
        summary,
        wait_reason,
    )
    assert entry.not_before == (NOW + 120 if wait_reason == "busy" else None)
    assert entry.request == outcome.request
    assert entry.finished_at is not None and entry.finished_at >= entry.created_at
    if isinstance(outcome, Failed):
        assert entry.response is None
        assert entry.failure_detail == outcome.detail
        assert entry.request_sent is outcome.request_sent
    else:
        assert entry.response == outcome.response
        assert (entry.failure_detail, entry.request_sent) == ("", True)


# -- reading --------------------------------------------------------------------------


def test_newest_first_with_ties_broken_by_insertion(history: History, clock: list[float]) -> None:
    clock[0] = 100.0
    first = history.add(plant())
    clock[0] = 300.0
    second = history.add(plant())
    clock[0] = 200.0
    third = history.add(plant())
    clock[0] = 300.0
    tie = history.add(plant())
    assert [entry.id for entry in history.entries()] == [tie, second, third, first]
    assert [entry.id for entry in history.entries(HistoryFilter(limit=2))] == [tie, second]


def test_text_filter_matches_id_and_name_case_insensitively(history: History) -> None:
    fern = history.add(plant("17", "Boston Fern"))
    ivy = history.add(plant("4", "English ivy"))
    edel = history.add(plant("170", "Édelweiss"))
    odd = history.add(plant("9", "100% real_plant"))
    strasse = history.add(plant("5", "Straße"))

    def found(text: str) -> set[int]:
        return {entry.id for entry in history.entries(HistoryFilter(text=text))}

    assert found("17") == {fern, edel}
    assert found("FERN") == {fern}
    assert found("IVY") == {ivy}
    assert found("éDEL") == {edel}
    assert found("STRASSE") == {strasse}  # casefold, not just lower-case
    assert found("0%") == {odd}
    assert found("l_p") == {odd}
    assert found("%") == {odd}
    assert found("_") == {odd}
    assert found("\\") == set()
    assert found("") == {fern, ivy, edel, odd, strasse}


def test_status_outcome_state_and_server_filters(history: History) -> None:
    ids = {}
    outcomes: list[tuple[str, Outcome]] = [
        ("created", created()),
        ("rejected", rejected()),
        ("unexpected", unexpected()),
        ("failed", failed(True)),
        ("unreachable", failed(False)),
    ]
    for name, outcome in outcomes:
        ids[name] = sent_and_finished(history, outcome, plant(base_url=f"http://{name}.test"))
    new = history.add(plant(base_url="http://new.test"))

    def found(criteria: HistoryFilter) -> set[int]:
        return {entry.id for entry in history.entries(criteria)}

    assert found(HistoryFilter(status=400)) == {ids["rejected"]}
    assert found(HistoryFilter(status=500)) == {ids["unexpected"]}
    # "No answer" is a request that left (or was tried) with no status; not one never sent.
    assert found(HistoryFilter(status=-1)) == {ids["failed"]}
    assert found(HistoryFilter(status=404)) == set()
    assert found(HistoryFilter(outcome="created")) == {ids["created"]}
    assert found(HistoryFilter(outcome="failed")) == {ids["failed"], ids["unreachable"]}
    assert found(HistoryFilter(state=EntryState.WAITING)) == {ids["unreachable"]}
    assert found(HistoryFilter(state=EntryState.CHECKING)) == {ids["unexpected"], ids["failed"]}
    assert found(HistoryFilter(state=EntryState.NEW)) == {new}
    assert found(HistoryFilter(base_url="http://new.test")) == {new}
    assert found(HistoryFilter(base_url="http://created.test", status=200)) == {ids["created"]}
    assert found(HistoryFilter(base_url="http://created.test", status=400)) == set()
    assert history.servers() == sorted(f"http://{name}.test" for name in [*ids, "new"])


def test_in_states_lists_oldest_first_and_count_agrees(
    history: History, clock: list[float]
) -> None:
    clock[0] = 3.0
    waiting_late = in_state(history, EntryState.WAITING)
    clock[0] = 1.0
    checking = in_state(history, EntryState.CHECKING)
    clock[0] = 2.0
    waiting_early = in_state(history, EntryState.WAITING)
    in_state(history, EntryState.DONE)
    in_state(history, EntryState.NEW)
    listed = history.in_states(EntryState.WAITING, EntryState.CHECKING)
    assert [(entry.id, entry.state) for entry in listed] == [
        (checking, EntryState.CHECKING),
        (waiting_early, EntryState.WAITING),
        (waiting_late, EntryState.WAITING),
    ]
    assert history.count(EntryState.WAITING) == 2
    assert history.count(EntryState.CHECKING) == 1
    assert history.count(EntryState.SENDING) == 0


# -- the legal moves ------------------------------------------------------------------

ILLEGAL = [
    (source, to)
    for source, to in itertools.product(EntryState, EntryState)
    if to not in TRANSITIONS[source]
]
LEGAL = [(source, to) for source in EntryState for to in sorted(TRANSITIONS[source])]


def test_the_table_covers_every_state_and_nothing_leaves_done() -> None:
    assert set(TRANSITIONS) == set(EntryState)
    assert TRANSITIONS[EntryState.DONE] == frozenset()
    assert all(state not in TRANSITIONS[state] for state in EntryState)
    assert len(ILLEGAL) + len(LEGAL) == len(EntryState) ** 2 and ILLEGAL and LEGAL


@pytest.mark.parametrize(("source", "to"), ILLEGAL, ids=[f"{s}->{t}" for s, t in ILLEGAL])
def test_every_illegal_move_is_refused_and_changes_nothing(
    history: History, source: EntryState, to: EntryState
) -> None:
    entry_id = in_state(history, source)
    before = history.get(entry_id)
    with pytest.raises(ValueError, match=f"cannot move from {source} to {to}"):
        history.move([entry_id], to, frozenset({source}))
    # One illegal source spoils the whole move, even beside a legal one.
    legal_source = next((s for s in EntryState if to in TRANSITIONS[s]), None)
    if legal_source is not None:
        with pytest.raises(ValueError):
            history.move([entry_id], to, frozenset({source, legal_source}))
    if to is EntryState.SENDING:
        with pytest.raises(ValueError):
            history.claim(entry_id, frozenset({source}))
    if source is EntryState.SENDING:  # finish moves from SENDING only
        with pytest.raises(ValueError):
            history.finish(entry_id, Finish(to, "x", "", None, None, None, "", False))
    assert history.get(entry_id) == before


@pytest.mark.parametrize(("source", "to"), LEGAL, ids=[f"{s}->{t}" for s, t in LEGAL])
def test_every_legal_move_is_made(history: History, source: EntryState, to: EntryState) -> None:
    entry_id = in_state(history, source)
    assert history.move([entry_id], to, frozenset({source}), wait_reason="why") == [entry_id]
    entry = history.get(entry_id)
    assert entry is not None and (entry.state, entry.wait_reason) == (to, "why")


def test_a_move_takes_only_the_entries_in_its_sources(history: History) -> None:
    waiting = in_state(history, EntryState.WAITING)
    checking = in_state(history, EntryState.CHECKING)
    new = in_state(history, EntryState.NEW)
    moved = history.move(
        [waiting, checking, new, 999],
        EntryState.DONE,
        frozenset({EntryState.WAITING}),
        outcome="removed",
        summary="Removed.",
    )
    assert moved == [waiting]
    entry = history.get(waiting)
    assert entry is not None
    assert (entry.state, entry.outcome, entry.summary) == (EntryState.DONE, "removed", "Removed.")
    assert state_of(history, checking) is EntryState.CHECKING
    assert state_of(history, new) is EntryState.NEW


# -- claims ---------------------------------------------------------------------------


def claim_together(
    history: History, entry_id: int, sources: frozenset[EntryState], n: int
) -> list[bool]:
    """What `n` threads, released at once by a barrier, got from claiming the same entry."""
    barrier = threading.Barrier(n)
    results: list[bool] = []
    errors: list[BaseException] = []

    def claim() -> None:
        try:
            barrier.wait(timeout=10)
            results.append(history.claim(entry_id, sources))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=claim) for _ in range(n)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert not any(thread.is_alive() for thread in threads)
    assert errors == []
    return results


@pytest.mark.parametrize("source", [EntryState.NEW, EntryState.WAITING, EntryState.CHECKING])
def test_of_concurrent_claimers_exactly_one_wins(history: History, source: EntryState) -> None:
    for _ in range(10):
        entry_id = in_state(history, source)
        results = claim_together(history, entry_id, frozenset({source}), 8)
        assert sorted(results) == [False] * 7 + [True]
        assert state_of(history, entry_id) is EntryState.SENDING


def test_a_claim_is_committed_when_it_returns(history: History) -> None:
    entry_id = in_state(history, EntryState.WAITING)
    assert history.claim(entry_id, frozenset({EntryState.WAITING}))
    # Another connection, as after a crash, already sees the mark.
    with sqlite3.connect(history.path) as other:
        row = other.execute("SELECT state FROM entries WHERE id = ?", (entry_id,)).fetchone()
    other.close()
    assert row == ("sending",)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every SQL statement the journals opened from now on run, in order."""
    ran: list[str] = []
    connect = sqlite3.connect

    def recording(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = connect(*args, **kwargs)
        conn.set_trace_callback(ran.append)
        return conn

    monkeypatch.setattr(sqlite3, "connect", recording)
    return ran


def commits_after(statements: list[str], since: int, marker: str) -> list[str]:
    """The synchronous level ("FULL", "NORMAL", …) each COMMIT ran under, from the first
    statement at or past `since` that holds `marker` on."""
    level, levels, seen = "FULL", [], False  # FULL: how every journal is opened
    for at, statement in enumerate(statements):
        setting = re.fullmatch(r"PRAGMA synchronous\s*=\s*(\w+)", statement.strip(), re.I)
        if setting:
            level = setting[1].upper()
        seen = seen or (at >= since and marker in statement)
        if seen and statement.strip().upper() in ("COMMIT", "END"):
            levels.append(level)
    return levels


def test_a_claim_is_on_disk_before_it_returns(tmp_path: Path, statements: list[str]) -> None:
    """The mark "sending" is committed with a wait for the disk (synchronous=FULL) before
    the request may leave: after a power cut, a plant that left is never taken for one
    that did not."""
    with History(tmp_path / HISTORY_FILE) as history:
        entry_id = in_state(history, EntryState.WAITING)
        start = len(statements)
        assert history.claim(entry_id, frozenset({EntryState.WAITING}))
        assert commits_after(statements, start, "'sending'")[:1] == ["FULL"], statements[start:]
        assert history.finish(entry_id, finish_of(created()))  # needs no wait for the disk
        start = len(statements)
        history.add(plant("2"), claimed=True)  # the form's plant: born claimed
        assert commits_after(statements, start, "INSERT INTO")[:1] == ["FULL"], statements[start:]


def test_claims_made_together_are_all_on_disk_when_each_returns(
    tmp_path: Path, statements: list[str]
) -> None:
    with History(tmp_path / HISTORY_FILE) as history:
        ids = history.add_many([plant(str(n)) for n in range(8)])
        results: list[tuple[int, list[str]]] = []
        done = threading.Barrier(8)

        def claim(entry_id: int) -> None:
            done.wait()
            assert history.claim(entry_id, frozenset({EntryState.NEW}))
            results.append((entry_id, list(statements)))  # what had run when it returned

        threads = [threading.Thread(target=claim, args=(entry_id,)) for entry_id in ids]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=10)
        assert len(results) == 8
        for entry_id, ran in results:
            mine = f"WHERE id = {entry_id} AND"
            assert commits_after(ran, 0, mine)[:1] == ["FULL"], ran


@pytest.mark.parametrize("state", [EntryState.SENDING, EntryState.DONE, EntryState.CHECKING])
def test_a_claim_from_the_wrong_state_takes_nothing(history: History, state: EntryState) -> None:
    entry_id = in_state(history, state)
    assert not history.claim(entry_id, frozenset({EntryState.WAITING}))
    assert state_of(history, entry_id) is state
    assert not history.claim(entry_id + 1, frozenset({EntryState.WAITING}))  # no such entry


@pytest.mark.parametrize(
    "state", [EntryState.NEW, EntryState.WAITING, EntryState.CHECKING, EntryState.DONE]
)
def test_finishing_an_entry_that_is_not_sending_records_nothing(
    history: History, state: EntryState
) -> None:
    entry_id = in_state(history, state)
    before = history.get(entry_id)
    assert history.finish(entry_id, finish_of(created())) is False
    assert history.get(entry_id) == before
    assert history.finish(entry_id + 1, finish_of(created())) is False  # no such entry
    assert history.get(entry_id + 1) is None


def test_an_entry_is_finished_once(history: History) -> None:
    entry_id = history.add(plant(), claimed=True)
    assert history.finish(entry_id, finish_of(rejected())) is True
    assert history.finish(entry_id, finish_of(created())) is False
    entry = history.get(entry_id)
    assert entry is not None and entry.outcome == "rejected"


# -- forgetting -----------------------------------------------------------------------


def test_delete_removes_a_finished_entry_only(history: History) -> None:
    finished = sent_and_finished(history, created())
    unfinished = {
        state: in_state(history, state) for state in EntryState if state is not EntryState.DONE
    }
    assert history.delete(finished) is True
    assert history.get(finished) is None
    assert history.delete(finished) is False
    # An answer for an entry deleted meanwhile does not bring it back.
    assert history.finish(finished, finish_of(created())) is False
    assert history.get(finished) is None
    for state, entry_id in unfinished.items():
        assert history.delete(entry_id) is False
        assert state_of(history, entry_id) is state


def test_clear_keeps_every_unfinished_entry(history: History) -> None:
    for outcome in (created(), rejected()):
        sent_and_finished(history, outcome, plant(base_url="http://done.test"))
    unfinished = {
        state: in_state(history, state) for state in EntryState if state is not EntryState.DONE
    }
    assert history.clear() == len(unfinished) == 4
    assert {entry.id: entry.state for entry in history.entries()} == {
        entry_id: state for state, entry_id in unfinished.items()
    }
    assert history.servers() == [BASE]
    assert history.clear() == 4


# -- the file -------------------------------------------------------------------------


def test_everything_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    with History(path) as history:
        finished = sent_and_finished(history, rejected())
        waiting = sent_and_finished(history, failed(False))
        new = history.add(plant("2"))
        before = history.entries()
    with History(path) as reopened:
        assert reopened.entries() == before
        assert [e.id for e in reopened.in_states(EntryState.NEW, EntryState.WAITING)] == [
            waiting,
            new,
        ]
        assert state_of(reopened, finished) is EntryState.DONE
        assert reopened.add(plant()) > new


def test_wal_mode_and_schema_version(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    History(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()


# The version-1 schema, as the previous release wrote it.
_V1_SCHEMA = """
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    created_at REAL NOT NULL,
    server_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    plant_id TEXT NOT NULL,
    plant_name TEXT NOT NULL,
    raw INTEGER NOT NULL,
    body BLOB NOT NULL,
    state TEXT NOT NULL,
    outcome TEXT NOT NULL DEFAULT '',
    status INTEGER,
    summary TEXT NOT NULL DEFAULT '',
    request_meta TEXT,
    request_body BLOB,
    response_meta TEXT,
    response_body BLOB,
    failure_detail TEXT NOT NULL DEFAULT '',
    request_sent INTEGER NOT NULL DEFAULT 0,
    finished_at REAL
);
CREATE INDEX entries_by_time ON entries (created_at, id);
CREATE INDEX entries_by_state ON entries (state);
PRAGMA user_version = 1;
"""


def write_version_1(path: Path, rows: list[tuple[str, str, str]]) -> None:
    """A version-1 history holding (plant id, state, outcome) rows, ids from 1."""
    conn = sqlite3.connect(path)
    conn.executescript(_V1_SCHEMA)
    with conn:
        for n, (plant_id, state, outcome) in enumerate(rows, start=1):
            conn.execute(
                "INSERT INTO entries (created_at, server_name, base_url, plant_id, plant_name,"
                " raw, body, state, outcome) VALUES (?, 'Old', ?, ?, 'Fern', 0, ?, ?, ?)",
                (float(n), BASE, plant_id, b'{"id":%s}' % plant_id.encode(), state, outcome),
            )
    conn.close()


def test_a_version_1_history_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    write_version_1(
        path, [("1", "pending", ""), ("2", "unknown", "failed"), ("3", "done", "created")]
    )
    with History(path) as history:
        by_plant = {entry.plant_id: entry for entry in history.entries()}
        assert {p: (e.state, e.outcome) for p, e in by_plant.items()} == {
            "1": (EntryState.WAITING, ""),
            "2": (EntryState.CHECKING, "failed"),
            "3": (EntryState.DONE, "created"),
        }
        assert by_plant["1"].wait_reason == "interrupted"
        assert by_plant["1"].body == b'{"id":1}'
        keys = {p: e.idempotency_key for p, e in by_plant.items()}
        assert all(keys.values()) and len(set(keys.values())) == 3
        # The upgraded entries move on like any other.
        assert history.claim(by_plant["1"].id, frozenset({EntryState.WAITING}))
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    with History(path) as reopened:  # the keys stay what they were: a re-send reuses its key
        assert {e.plant_id: e.idempotency_key for e in reopened.entries()} == keys


def test_a_version_2_history_keeps_why_no_answer_came_as_data(tmp_path: Path) -> None:
    """Version 2 kept a failure only as a sentence; the upgrade reads the kind back from
    it, so the history can say it in whatever language the app speaks now."""
    path = tmp_path / HISTORY_FILE
    write_version_1(path, [("1", "unknown", "failed"), ("2", "done", "failed"), ("3", "done", "")])
    conn = sqlite3.connect(path)
    conn.executescript(_UPGRADE_FROM_1)  # the release before wrote version 2 this way
    with conn:
        conn.execute("UPDATE entries SET summary = 'Failed: timed out' WHERE id = 1")
        conn.execute("UPDATE entries SET summary = 'Failed: connection refused' WHERE id = 2")
        conn.execute("UPDATE entries SET summary = 'Created' WHERE id = 3")
    conn.close()
    with History(path) as history:
        kinds = {entry.plant_id: entry.failure_kind for entry in history.entries()}
    assert kinds == {"1": FailureKind.TIMED_OUT, "2": FailureKind.REFUSED, "3": ""}


def test_an_entry_id_is_never_given_twice(tmp_path: Path) -> None:
    """A batch window or a history row holding a deleted entry's id must never find
    another plant under it: deleted, cleared or reopened, ids only grow."""
    path = tmp_path / HISTORY_FILE
    with History(path) as history:
        kept = history.add(plant("1"))
        deleted = sent_and_finished(history, created(), plant("2"))
        assert history.delete(deleted)
        after_delete = history.add(plant("3"))
        assert after_delete > deleted
        cleared = sent_and_finished(history, created(), plant("4"))
        assert history.clear() == 2
        after_clear = history.add(plant("5"))
        assert after_clear > cleared
        assert history.delete(sent_and_finished(history, created(), plant("6")))
    with History(path) as reopened:
        assert reopened.add(plant("7")) > after_clear + 1
        assert {e.id for e in reopened.entries()} > {kept, after_delete, after_clear}


def test_a_version_3_history_is_upgraded_to_ids_that_are_never_reused(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    write_version_1(path, [("1", "pending", ""), ("2", "done", "created"), ("3", "done", "")])
    conn = sqlite3.connect(path)
    conn.executescript(_UPGRADE_FROM_1)
    conn.executescript(_UPGRADE_FROM_2)  # the release before wrote version 3 this way
    with conn:
        before = conn.execute("SELECT * FROM entries ORDER BY id").fetchall()
    conn.close()
    with History(path) as history:
        assert {e.id: e.plant_id for e in history.entries()} == {1: "1", 2: "2", 3: "3"}
        assert history.delete(3)
        assert history.add(plant("4")) == 4  # not 3, the id of the entry deleted
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        after = conn.execute("SELECT * FROM entries WHERE id < 3 ORDER BY id").fetchall()
        assert [row[:-1] for row in after] == before[:2]
        assert [row[-1] for row in after] == ["", ""]  # no profile was recorded then
    conn.close()


def test_a_version_4_history_keeps_its_entries_and_records_profiles_from_now_on(
    tmp_path: Path,
) -> None:
    """Version 4 recorded a plant's server by its address only: its entries read with no
    profile (sent by address, as before), and new ones say which profile sent them."""
    path = tmp_path / HISTORY_FILE
    with History(path) as history:
        waiting = sent_and_finished(history, failed(False), plant("1"))
    conn = sqlite3.connect(path)  # the table as version 4 had it
    conn.executescript("ALTER TABLE entries DROP COLUMN profile_id; PRAGMA user_version = 4;")
    conn.close()
    with History(path) as history:
        (old,) = history.entries()
        assert (old.id, old.profile_id, old.state) == (waiting, "", EntryState.WAITING)
        new = history.add(replace(plant("2"), profile_id="clerk-1"))
        assert history.get(new) is not None
        assert history.get(new).profile_id == "clerk-1"  # type: ignore[union-attr]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_plant_id_on_a_server_has_its_unfinished_entry_and_its_creation(
    history: History,
) -> None:
    waiting = sent_and_finished(history, failed(False), plant("1042"))  # in the outbox
    sent_and_finished(history, created(), plant("7"))
    found = history.unfinished(BASE, ["1042", "7", "404"])
    assert {p: e.id for p, e in found.items()} == {"1042": waiting}
    assert history.unfinished("https://elsewhere.example", ["1042"]) == {}
    assert set(history.created(BASE, ["7", "1042", "404"])) == {"7"}


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_directory_is_private(tmp_path: Path) -> None:
    History(tmp_path / "new" / HISTORY_FILE).close()
    assert (tmp_path / "new").stat().st_mode & 0o777 == 0o700


def test_a_corrupt_file_is_reported_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "data" / HISTORY_FILE
    path.parent.mkdir()
    junk = b"not sqlite" + os.urandom(8192)
    path.write_bytes(junk)
    with pytest.raises(HistoryError, match="damaged or is not a history file"):
        History(path)
    assert path.read_bytes() == junk
    assert os.listdir(path.parent) == [HISTORY_FILE]


def test_a_file_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "data" / HISTORY_FILE
    path.parent.mkdir()
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        History(path)
    assert path.read_bytes() == before
    assert os.listdir(path.parent) == [HISTORY_FILE]


def test_a_closed_history_says_so(tmp_path: Path) -> None:
    history = History(tmp_path / HISTORY_FILE)
    history.close()
    history.close()
    with pytest.raises(HistoryError, match="closed"):
        history.entries()
    with pytest.raises(HistoryError, match="closed"):
        history.claim(1, frozenset({EntryState.NEW}))


# -- never a token --------------------------------------------------------------------


def test_an_unmasked_token_is_refused_and_nothing_is_written(history: History) -> None:
    entry_id = history.add(plant(), claimed=True)
    leaky = Created(Plant(name="Fern"), answer(200, b"{}"), sent(token=SENTINEL))
    with pytest.raises(ValueError, match="not masked") as raised:
        history.finish(entry_id, finish_of(leaky))
    assert SENTINEL not in str(raised.value)
    entry = history.get(entry_id)
    assert entry is not None and entry.state == EntryState.SENDING and entry.request is None
    lower = SentRequest("POST", BASE, (("authorization", "Basic abc"),), b"")
    with pytest.raises(ValueError):
        history.finish(entry_id, finish_of(Failed(FailureKind.TIMED_OUT, "", True, 0.0, lower)))
    assert state_of(history, entry_id) is EntryState.SENDING


def test_no_token_reaches_the_file(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    files = [path, path.with_name(HISTORY_FILE + "-wal")]

    def on_disk() -> bytes:
        return b"".join(file.read_bytes() for file in files if file.exists())

    with History(path) as history:
        outcomes: list[Outcome] = [created(), rejected(), unexpected(), failed(False), failed(True)]
        for outcome in outcomes:
            entry_id = history.add(plant(), claimed=True)
            with pytest.raises(ValueError):
                leaky = Failed(FailureKind.CANCELLED, "", True, 0, sent(token=SENTINEL))
                history.finish(entry_id, finish_of(leaky))
            history.finish(entry_id, finish_of(outcome))
        # The check below looks in the right place: the masked header is there (JSON-escaped).
        assert json.dumps("Bearer " + MASKED_TOKEN).encode() in on_disk()
        assert SENTINEL.encode() not in on_disk()
    assert SENTINEL.encode() not in on_disk()


# -- many threads ---------------------------------------------------------------------


def test_concurrent_writers(history: History) -> None:
    errors: list[BaseException] = []
    barrier = threading.Barrier(4)

    def write(worker: int) -> None:
        try:
            barrier.wait(timeout=10)
            for n in range(50):
                entry_id = history.add(plant(f"{worker}-{n}"))
                assert history.claim(entry_id, frozenset({EntryState.NEW}))
                assert history.finish(entry_id, finish_of(created()))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(worker,)) for worker in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in threads)
    assert errors == []
    entries = history.entries(HistoryFilter(limit=1000))
    assert len(entries) == 200
    assert len({entry.plant_id for entry in entries}) == 200
    assert all(entry.state == EntryState.DONE for entry in entries)


def test_summary_is_one_short_line() -> None:
    message = "line one\nline two\t" + "x" * 500
    summary = summary_of(Rejected(ApiError(error=1, message=message), answer(400, b"")))
    assert summary.startswith("Rejected: line one line two x")
    assert "\n" not in summary and "\t" not in summary
    assert len(summary) == 200 and summary.endswith("…")
    no_reason = Unexpected(answer(502, b"", reason=""), "Bad gateway.")
    assert summary_of(no_reason) == "Unexpected: HTTP 502 — Bad gateway."


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    plant_id=st.text(max_size=30),
    name=st.text(max_size=30),
    body=st.binary(max_size=200),
    header=st.text(max_size=30),
)
def test_any_text_and_bytes_round_trip(plant_id: str, name: str, body: bytes, header: str) -> None:
    request = SentRequest("POST", BASE, (("X-Any", header),), body, raw=True)
    response = Response(201, header, (("X-Any", header),), body, False, 0.0, 0.0)
    with tempfile.TemporaryDirectory() as tmp, History(Path(tmp) / HISTORY_FILE) as history:
        entry_id = history.add(NewEntry(name, BASE, plant_id, name, True, body), claimed=True)
        result = Finish(EntryState.CHECKING, "unexpected", name, 201, request, response, "", True)
        assert history.finish(entry_id, result)
        entry = history.get(entry_id)
        assert entry is not None
        assert (entry.plant_id, entry.plant_name, entry.server_name) == (plant_id, name, name)
        assert (entry.body, entry.request, entry.response) == (body, request, response)
        found = history.entries(HistoryFilter(text=plant_id))
        assert [entry.id for entry in found] == [entry_id]
