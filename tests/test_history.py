"""The history: every request and its outcome, durable, filterable, and never a token."""

import json
import os
import sqlite3
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plantstore_gui.core.history import (
    HISTORY_FILE,
    EntryState,
    History,
    HistoryError,
    HistoryFilter,
    history_path,
    summary_of,
)
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

BASE = "http://127.0.0.1:8080"
SENTINEL = "sentinel-tok-xyz"


def sent(body: bytes = b'{"id":1,"name":"Fern"}', token: str = MASKED_TOKEN) -> SentRequest:
    headers = (("Content-Type", "application/json"), ("Authorization", f"Bearer {token}"))
    return SentRequest("POST", f"{BASE}/plants", headers, body)


def answer(status: int, body: bytes, reason: str = "OK") -> Response:
    headers = (("Content-Type", "application/json"), ("X-Trace", "a,b"))
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


def failed(request_sent: bool) -> Failed:
    kind = FailureKind.TIMED_OUT if request_sent else FailureKind.REFUSED
    return Failed(kind, "[Errno 111] details", request_sent, 0.01, sent() if request_sent else None)


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    with History(tmp_path / "h" / HISTORY_FILE) as opened:
        yield opened


def add(
    history: History,
    plant_id: str = "1",
    name: str = "Fern",
    base_url: str = BASE,
    created_at: float | None = None,
) -> int:
    return history.add(
        server_name="Local",
        base_url=base_url,
        plant_id=plant_id,
        plant_name=name,
        raw=False,
        body=b'{"id":1,"name":"Fern"}',
        created_at=created_at,
    )


def test_the_path_is_in_the_data_dir(app_home: Path) -> None:
    assert history_path() == app_home / "data" / "history.sqlite3"


def test_a_new_entry_is_pending(history: History) -> None:
    entry_id = history.add(
        server_name="Local",
        base_url=BASE,
        plant_id="",
        plant_name="",
        raw=True,
        body=b"",
        created_at=12.5,
    )
    entry = history.get(entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome, entry.status, entry.summary) == ("pending", "", None, "")
    assert (entry.created_at, entry.server_name, entry.base_url) == (12.5, "Local", BASE)
    assert (entry.plant_id, entry.plant_name, entry.raw, entry.body) == ("", "", True, b"")
    assert (entry.request, entry.response, entry.request_sent, entry.finished_at) == (
        None,
        None,
        False,
        None,
    )
    assert history.get(entry_id + 1) is None


@pytest.mark.parametrize(
    ("outcome", "state", "word", "status", "summary"),
    [
        (created(), EntryState.DONE, "created", 200, "Created"),
        (
            rejected(),
            EntryState.DONE,
            "rejected",
            400,
            "Rejected: A plant with id 1 already exists.",
        ),
        (
            unexpected(),
            EntryState.DONE,
            "unexpected",
            500,
            "Unexpected: HTTP 500 Internal Server Error — The answer is not JSON.",
        ),
        (failed(False), EntryState.DONE, "failed", None, "Failed: connection refused"),
        (failed(True), EntryState.UNKNOWN, "failed", None, "Failed: timed out"),
    ],
    ids=["created", "rejected", "unexpected", "failed-before", "failed-after"],
)
def test_each_outcome_round_trips(
    history: History, outcome: Outcome, state: EntryState, word: str, status: int, summary: str
) -> None:
    entry_id = add(history)
    history.finish(entry_id, outcome)
    entry = history.get(entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome, entry.status, entry.summary) == (
        state,
        word,
        status,
        summary,
    )
    assert entry.request == outcome.request
    assert entry.finished_at is not None and entry.finished_at >= entry.created_at
    if isinstance(outcome, Failed):
        assert entry.response is None
        assert entry.failure_detail == outcome.detail
        assert entry.request_sent is outcome.request_sent
    else:
        assert entry.response == outcome.response
        assert (entry.failure_detail, entry.request_sent) == ("", True)


def test_newest_first_with_ties_broken_by_insertion(history: History) -> None:
    first = add(history, created_at=100.0)
    second = add(history, created_at=300.0)
    third = add(history, created_at=200.0)
    tie = add(history, created_at=300.0)
    assert [entry.id for entry in history.entries()] == [tie, second, third, first]
    assert [entry.id for entry in history.entries(HistoryFilter(limit=2))] == [tie, second]


def test_text_filter_matches_id_and_name_case_insensitively(history: History) -> None:
    fern = add(history, "17", "Boston Fern")
    ivy = add(history, "4", "English ivy")
    edel = add(history, "170", "Édelweiss")
    odd = add(history, "9", "100% real_plant")

    def found(text: str) -> set[int]:
        return {entry.id for entry in history.entries(HistoryFilter(text=text))}

    assert found("17") == {fern, edel}
    assert found("FERN") == {fern}
    assert found("IVY") == {ivy}
    assert found("éDEL") == {edel}
    assert found("0%") == {odd}
    assert found("l_p") == {odd}
    assert found("%") == {odd}
    assert found("_") == {odd}
    assert found("\\") == set()
    assert found("") == {fern, ivy, edel, odd}


def test_status_outcome_and_server_filters(history: History) -> None:
    ids = {}
    outcomes: list[tuple[str, Outcome]] = [
        ("created", created()),
        ("rejected", rejected()),
        ("unexpected", unexpected()),
        ("failed", failed(True)),
    ]
    for name, outcome in outcomes:
        ids[name] = add(history, base_url=f"http://{name}.test")
        history.finish(ids[name], outcome)
    pending = add(history, base_url="http://pending.test")

    def found(criteria: HistoryFilter) -> set[int]:
        return {entry.id for entry in history.entries(criteria)}

    assert found(HistoryFilter(status=400)) == {ids["rejected"]}
    assert found(HistoryFilter(status=500)) == {ids["unexpected"]}
    assert found(HistoryFilter(status=-1)) == {ids["failed"]}
    assert found(HistoryFilter(status=404)) == set()
    assert found(HistoryFilter(outcome="created")) == {ids["created"]}
    assert found(HistoryFilter(outcome="failed")) == {ids["failed"]}
    assert found(HistoryFilter(base_url="http://pending.test")) == {pending}
    assert found(HistoryFilter(base_url="http://created.test", status=200)) == {ids["created"]}
    assert found(HistoryFilter(base_url="http://created.test", status=400)) == set()
    assert history.servers() == sorted(f"http://{name}.test" for name in [*ids, "pending"])


def test_unfinished_lists_pending_and_unknown_oldest_first(history: History) -> None:
    unknown = add(history, created_at=1.0)
    history.finish(unknown, failed(True))
    done = add(history, created_at=2.0)
    history.finish(done, failed(False))
    pending = add(history, created_at=3.0)
    assert [(entry.id, entry.state) for entry in history.unfinished()] == [
        (unknown, EntryState.UNKNOWN),
        (pending, EntryState.PENDING),
    ]


def test_delete_and_clear(history: History) -> None:
    first, second, third = add(history), add(history), add(history)
    history.delete(second)
    assert history.get(second) is None
    assert [entry.id for entry in history.entries()] == [third, first]
    history.finish(second, created())  # finishing an entry deleted meanwhile is harmless
    assert history.get(second) is None
    history.clear()
    assert history.entries() == []
    assert history.servers() == []


def test_everything_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    with History(path) as history:
        finished = add(history, created_at=1.0)
        history.finish(finished, rejected())
        pending = add(history, created_at=2.0)
        before = history.entries()
    with History(path) as reopened:
        assert reopened.entries() == before
        assert [entry.id for entry in reopened.unfinished()] == [pending]
        assert add(reopened) > pending


def test_wal_mode_and_schema_version(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    History(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()


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


def test_a_file_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 2")
    conn.close()
    with pytest.raises(HistoryError, match="newer version"):
        History(path)


def test_a_closed_history_says_so(tmp_path: Path) -> None:
    history = History(tmp_path / HISTORY_FILE)
    history.close()
    history.close()
    with pytest.raises(HistoryError, match="closed"):
        history.entries()


def test_an_unmasked_token_is_refused_and_nothing_is_written(history: History) -> None:
    entry_id = add(history)
    request = sent(token=SENTINEL)
    leaky = Created(Plant(name="Fern"), answer(200, b"{}"), request)
    with pytest.raises(ValueError, match="not masked") as raised:
        history.finish(entry_id, leaky)
    assert SENTINEL not in str(raised.value)
    entry = history.get(entry_id)
    assert entry is not None and entry.state == EntryState.PENDING and entry.request is None
    lower = SentRequest("POST", BASE, (("authorization", "Basic abc"),), b"")
    with pytest.raises(ValueError):
        history.finish(entry_id, Failed(FailureKind.TIMED_OUT, "", True, 0.0, lower))


def test_no_token_reaches_the_file(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_FILE
    files = [path, path.with_name(HISTORY_FILE + "-wal")]

    def on_disk() -> bytes:
        return b"".join(file.read_bytes() for file in files if file.exists())

    with History(path) as history:
        outcomes: list[Outcome] = [created(), rejected(), unexpected(), failed(False), failed(True)]
        for outcome in outcomes:
            entry_id = add(history)
            history.finish(entry_id, outcome)
            with pytest.raises(ValueError):
                history.finish(
                    entry_id, Failed(FailureKind.CANCELLED, "", True, 0, sent(token=SENTINEL))
                )
        # The check below looks in the right place: the masked header is there (JSON-escaped).
        assert json.dumps("Bearer " + MASKED_TOKEN).encode() in on_disk()
        assert SENTINEL.encode() not in on_disk()
    assert SENTINEL.encode() not in on_disk()


def test_concurrent_writers(history: History) -> None:
    errors: list[BaseException] = []

    def write(worker: int) -> None:
        try:
            for n in range(50):
                entry_id = add(history, plant_id=f"{worker}-{n}")
                history.finish(entry_id, created())
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(worker,)) for worker in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
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
        entry_id = history.add(
            server_name=name, base_url=BASE, plant_id=plant_id, plant_name=name, raw=True, body=body
        )
        history.finish(entry_id, Unexpected(response, name, request))
        entry = history.get(entry_id)
        assert entry is not None
        assert (entry.plant_id, entry.plant_name, entry.server_name) == (plant_id, name, name)
        assert (entry.body, entry.request, entry.response) == (body, request, response)
        found = history.entries(HistoryFilter(text=plant_id))
        assert [entry.id for entry in found] == [entry_id]
