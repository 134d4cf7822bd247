"""Export as HAR: what a tester hands on opens in other tools and says what happened.

A created and a rejected plant go to the real sandbox through a proxy that records every
byte; the HAR file read back holds the same bodies, headers and statuses, validates
against HAR 1.2's schema (tests/resources, written from the spec), and holds the token
only when asked, once an exchange. No Qt.
"""

import base64
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import Exchange, FaultyServer, respond, response_head
from wire_recorder import Seen, WireRecorder

from plantstore_gui.core.batch import BatchItem, RowNumbers, RowSource
from plantstore_gui.core.desk import Desk, HistoryEntry
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.har_export import (
    SAMPLE_CAP,
    SAMPLE_FIRST,
    BatchSample,
    batch_sample,
    har_tokens,
)
from plantstore_gui.core.journal import History, HistoryFilter
from plantstore_gui.core.journey import Delivery, Plan, Targets
from plantstore_gui.core.profiles import Profile
from plantstore_gui.sandbox import SandboxServer

TOKEN = SANDBOX_TOKEN  # the sandbox fixture's
SCHEMA = json.loads(
    (Path(__file__).parent / "resources" / "har-1.2.schema.json").read_text(encoding="utf-8")
)
CREATED_BODY = b'{"id": 31, "name": "Fern \xc3\xa9t\xc3\xa9", "tag": "shade"}'
REJECTED_BODY = b'{"id": 32, "name": ""}'


@pytest.fixture
def desk(history: History) -> Iterator[Desk]:
    made = Desk(history)
    yield made
    made.close()


def send(desk: Desk, base_url: str, body: bytes) -> Delivery:
    target = Target(Endpoint.parse(base_url), TOKEN, 10.0)
    answer = desk.submit(Plan(target, "Shop", body, True, "", ""))
    assert isinstance(answer, Delivery)
    return answer


def read_har(path: Path) -> dict[str, Any]:
    har: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(har, SCHEMA)
    for entry in har["log"]["entries"]:  # what the schema cannot say
        timings = entry["timings"]
        phases = ("blocked", "dns", "connect", "send", "wait", "receive")
        assert entry["time"] == pytest.approx(sum(max(timings[p], 0) for p in phases), abs=0.01)
    return har


def body_of(message: dict[str, Any]) -> bytes:
    """A request's postData or a response's content, as bytes again."""
    if "postData" in message:
        body, encoding = message["postData"], message["postData"].get("_encoding")
    else:
        body = message.get("content", {})
        encoding = body.get("encoding")
    text = body.get("text", "")
    return base64.b64decode(text) if encoding == "base64" else text.encode("utf-8")


def pairs(headers: list[dict[str, str]]) -> list[tuple[str, str]]:
    """The headers' names (as written: the wire's case) and values, in order."""
    return [(h["name"], h["value"]) for h in headers]


def oldest_first(history: History) -> list[HistoryEntry]:
    return history.entries(HistoryFilter())[::-1]


def test_a_created_and_a_rejected_plant_read_back_as_the_server_saw_them(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    with WireRecorder(sandbox.port) as wire:
        created = send(desk, wire.base_url, CREATED_BODY)
        rejected = send(desk, wire.base_url, REJECTED_BODY)
        received, answered = wire.requests(), wire.responses()
        client_ports = list(wire.client_ports)
    assert (created.outcome.response.status, rejected.outcome.response.status) == (200, 400)  # type: ignore[union-attr]
    path = tmp_path / "plants.har"
    written = desk.export_har(path, oldest_first(history))
    assert written.count == 2 and "Exported 2 exchanges" in written.said

    har = read_har(path)
    assert har["log"]["version"] == "1.2" and har["log"]["creator"]["name"]
    entries = har["log"]["entries"]
    for entry, request, response in zip(entries, received, answered, strict=True):
        sent: Seen = request
        assert entry["request"]["method"] == sent.method == "POST"
        assert entry["request"]["url"] == f"{wire.base_url}/plants"
        assert body_of(entry["request"]) == sent.body
        expected = [
            (name, "Bearer $PLANTSTORE_TOKEN" if name.lower() == "authorization" else value)
            for name, value in sent.headers
        ]
        assert pairs(entry["request"]["headers"]) == expected
        assert entry["response"]["status"] == response.status
        assert entry["response"]["statusText"] == response.reason
        assert pairs(entry["response"]["headers"]) == list(response.headers)
        assert body_of(entry["response"]) == response.body
        assert entry["response"]["httpVersion"] == entry["request"]["httpVersion"] == "HTTP/1.1"
        assert entry["serverIPAddress"] == "127.0.0.1"
        assert int(entry["connection"]) in client_ports  # the proxy saw it as the peer
        assert entry["startedDateTime"][-6] in "+-"  # with its offset
    assert [e["request"]["postData"]["text"].encode() for e in entries] == [
        CREATED_BODY,
        REJECTED_BODY,
    ]
    assert TOKEN not in path.read_text(encoding="utf-8")


def test_the_token_is_in_the_file_only_when_asked_and_then_once_an_exchange(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    sandbox_target = sandbox.base_url
    for body in (CREATED_BODY, REJECTED_BODY):
        send(desk, sandbox_target, body)
    entries = oldest_first(history)
    without, with_token = tmp_path / "without.har", tmp_path / "with.har"
    desk.export_har(without, entries)
    desk.export_har(with_token, entries, {sandbox_target: TOKEN})

    text = without.read_text(encoding="utf-8")
    assert TOKEN not in text and "••••" not in text
    assert all(
        "$PLANTSTORE_TOKEN" in e["request"]["comment"] for e in read_har(without)["log"]["entries"]
    )
    text = with_token.read_text(encoding="utf-8")
    assert text.count(TOKEN) == len(entries) == 2
    for entry in read_har(with_token)["log"]["entries"]:
        assert ("Authorization", f"Bearer {TOKEN}") in pairs(entry["request"]["headers"])
        assert "comment" not in entry["request"]


def test_an_answer_that_is_not_utf8_comes_back_in_base64(
    desk: Desk, history: History, tmp_path: Path
) -> None:
    body = b"\xff\xfe\x00plant\x80"
    with FaultyServer(respond(200, body, [("Content-Type", "application/octet-stream")])) as server:
        send(desk, server.base_url, CREATED_BODY)
    path = tmp_path / "odd.har"
    desk.export_har(path, oldest_first(history))
    content = read_har(path)["log"]["entries"][0]["response"]["content"]
    assert content["encoding"] == "base64" and base64.b64decode(content["text"]) == body
    assert content["mimeType"] == "application/octet-stream" and content["size"] == len(body)


def test_a_request_that_got_no_answer_is_status_0_with_a_comment(
    desk: Desk, history: History, closed_port: Any, tmp_path: Path
) -> None:
    send(desk, f"http://127.0.0.1:{closed_port.port}", CREATED_BODY)
    path = tmp_path / "refused.har"
    desk.export_har(path, oldest_first(history))
    entry = read_har(path)["log"]["entries"][0]
    assert entry["response"]["status"] == 0
    assert entry["response"]["comment"].startswith("No answer came:")
    assert body_of(entry["request"]) == CREATED_BODY
    assert "serverIPAddress" not in entry  # nothing was connected


def test_an_old_journal_row_without_the_new_keys_still_exports(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    send(desk, sandbox.base_url, CREATED_BODY)
    with sqlite3.connect(history.path) as db:  # as a row recorded before the keys existed
        (meta,) = db.execute("SELECT request_meta FROM entries").fetchone()
        old = json.loads(meta)
        del old["wire"]
        db.execute("UPDATE entries SET request_meta = ?", (json.dumps(old),))
    entry = desk.export_har(tmp_path / "old.har", oldest_first(history))
    har = read_har(entry.path)["log"]["entries"][0]
    assert har["timings"]["connect"] == har["timings"]["blocked"] == -1
    assert har["comment"].startswith("Recorded before the app kept")
    assert body_of(har["request"]) == CREATED_BODY and har["response"]["status"] == 200


def test_a_large_batch_is_a_sample_of_the_first_rows_and_each_failure() -> None:
    entries = RowNumbers()
    for row in range(100_000):
        entries[row] = row + 1
    said = {row: ("rejected" if row % 50 == 7 else "created", "") for row in range(100_000)}
    sample = batch_sample([entries], said)
    assert sample.is_sample and sample.total == 100_000 and len(sample.entry_ids) == SAMPLE_CAP
    assert list(sample.entry_ids[:SAMPLE_FIRST]) == list(range(1, SAMPLE_FIRST + 1))
    assert all(said[i - 1][0] == "rejected" for i in sample.entry_ids[SAMPLE_FIRST:])
    assert sample.title == "Export a sample of 1,000 of the batch's 100,000 exchanges as HAR"
    small = batch_sample([entries], said, cap=100_000)
    assert not small.is_sample and small.title.startswith("Export the batch's 100,000")


def test_a_batch_exported_as_a_sample_says_so_in_the_file(
    desk: Desk, sandbox: SandboxServer, tmp_path: Path
) -> None:
    target = Target(Endpoint.parse(sandbox.base_url), TOKEN, 10.0)
    bodies = [
        json.dumps({"id": 500 + i, "name": "" if i % 4 == 3 else f"Fern {i}"}).encode()
        for i in range(12)
    ]
    items = [BatchItem(i, body, str(500 + i), "Fern") for i, body in enumerate(bodies)]
    runner = desk.batch(target, RowSource(range(12), items.__getitem__, 12), "Shop")
    runner.start()
    assert runner.join(60.0)
    said = {
        r.index: ("created" if r.delivery and r.delivery.verdict.outcome == "created" else "x", "")
        for r in runner.drain()
    }
    runs = [runner.entry_ids()]
    runner.close()
    sample = batch_sample(runs, said, first=2, cap=4)
    written = desk.export_har(tmp_path / "batch.har", sample)
    har = read_har(written.path)
    assert len(har["log"]["entries"]) == 4
    assert har["log"]["comment"].startswith("A sample of 4 of the batch's 12 exchanges")
    assert written.said.startswith("Exported a sample of 4 of the batch's 12 exchanges")
    statuses = [e["response"]["status"] for e in har["log"]["entries"]]
    assert statuses[2:] == [400, 400]


def test_a_body_with_unicode_line_separators_is_still_valid_json(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    body = '{"id": 33, "name": "Fern\u2028one\u2029two\u0085three\u000bfour"}'.encode()
    send(desk, sandbox.base_url, body)
    path = tmp_path / "separators.har"
    desk.export_har(path, oldest_first(history))
    (entry,) = read_har(path)["log"]["entries"]
    assert body_of(entry["request"]) == body


def test_the_log_has_pages_as_firefox_reads_them(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    send(desk, sandbox.base_url, CREATED_BODY)
    path = tmp_path / "pages.har"
    desk.export_har(path, oldest_first(history))
    assert read_har(path)["log"]["pages"] == []  # Firefox's importer runs pages.forEach


def test_the_token_is_found_by_the_server_it_was_sent_to_not_the_urls_spelling(
    desk: Desk, history: History, tmp_path: Path
) -> None:
    with FaultyServer(respond(200, CREATED_BODY)) as server:
        # httpx writes the request's URL its own way: "/gärten" goes as "/g%C3%A4rten".
        base_url = f"{server.base_url}/gärten"
        send(desk, base_url, CREATED_BODY)
    entries = oldest_first(history)
    assert entries[0].request is not None and "%C3%A4" in entries[0].request.url
    path = tmp_path / "spelled.har"
    desk.export_har(path, entries, {Endpoint.parse(base_url).base_url: TOKEN})
    (entry,) = read_har(path)["log"]["entries"]
    assert ("Authorization", f"Bearer {TOKEN}") in pairs(entry["request"]["headers"])


def test_the_answers_header_names_and_reason_are_as_received(
    desk: Desk, history: History, tmp_path: Path
) -> None:
    headers = [("Content-Type", "application/json"), ("X-Plant-Mood", "Sunny")]
    head = response_head(200, [*headers, ("Content-Length", "2"), ("Connection", "close")], "Grün")

    def answer(exchange: Exchange) -> None:
        exchange.send(head + b"{}")

    with FaultyServer(answer) as server:
        send(desk, server.base_url, CREATED_BODY)
    path = tmp_path / "as-received.har"
    desk.export_har(path, oldest_first(history))
    response = read_har(path)["log"]["entries"][0]["response"]
    assert response["statusText"] == "Grün"  # latin-1 on the wire, as HTTP/1.1 allows
    assert pairs(response["headers"])[:2] == headers


def test_a_request_that_is_not_utf8_goes_in_base64(
    desk: Desk, history: History, tmp_path: Path
) -> None:
    body = b'{"id": 34, "name": "Fern \xe9t\xe9"}'  # latin-1, as a raw body may be
    with FaultyServer(respond(400, b'{"message": "not UTF-8"}')) as server:
        send(desk, server.base_url, body)
    path = tmp_path / "latin1.har"
    desk.export_har(path, oldest_first(history))
    post = read_har(path)["log"]["entries"][0]["request"]["postData"]
    assert post["_encoding"] == "base64" and base64.b64decode(post["text"]) == body


def test_a_failed_request_has_its_error_in_the_response_as_chrome_reads_it(
    desk: Desk, history: History, closed_port: Any, tmp_path: Path
) -> None:
    send(desk, f"http://127.0.0.1:{closed_port.port}", CREATED_BODY)
    path = tmp_path / "refused.har"
    desk.export_har(path, oldest_first(history))
    entry = read_har(path)["log"]["entries"][0]
    assert entry["response"]["_error"] == oldest_first(history)[0].failure_detail != ""
    assert "_error" not in entry


def test_a_sample_says_how_many_exchanges_it_holds_not_how_many_were_picked(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    for body in (CREATED_BODY, REJECTED_BODY):
        send(desk, sandbox.base_url, body)
    kept, deleted = (entry.id for entry in oldest_first(history))
    assert desk.delete(deleted)
    written = desk.export_har(tmp_path / "sample.har", BatchSample((kept, deleted), 10))
    har = read_har(written.path)
    assert len(har["log"]["entries"]) == written.count == 1
    assert har["log"]["comment"].startswith("A sample of 1 of the batch's 10 exchanges")
    assert written.said == (
        f"Exported a sample of 1 of the batch's 10 exchanges as HAR to {written.path}. "
        "1 entry is no longer in the history, so it is not in the file."
    )


def test_each_exchange_gets_the_token_of_the_profile_it_was_sent_from(
    desk: Desk, history: History, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """Two profiles at one address, each with its own token: an export with the token
    gives each exchange its own profile's, whichever profile is in use."""
    ann = Profile(name="Ann", base_url=sandbox.base_url)
    bob = Profile(name="Bob", base_url=sandbox.base_url)
    tokens = {ann.id: TOKEN, bob.id: "bobs-token"}

    def target(profile: Profile) -> Target:
        return Target(profile.endpoint(), tokens[profile.id], 10.0, profile_id=profile.id)

    for profile, body in ((ann, CREATED_BODY), (bob, REJECTED_BODY)):
        answer = desk.submit(Plan(target(profile), profile.name, body, True, "", ""))
        assert isinstance(answer, Delivery) and answer.profile_id == profile.id
    entries = oldest_first(history)
    chosen, missing = har_tokens(entries, Targets.of([ann, bob], bob, target))
    assert missing == []
    path = tmp_path / "two.har"
    desk.export_har(path, entries, chosen)
    sent = [pairs(e["request"]["headers"]) for e in read_har(path)["log"]["entries"]]
    assert ("Authorization", f"Bearer {TOKEN}") in sent[0]  # Ann's, though Bob is in use
    assert ("Authorization", "Bearer bobs-token") in sent[1]
