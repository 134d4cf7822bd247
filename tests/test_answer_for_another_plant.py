"""A 200 whose Plant is not the plant that was sent is an answer for another plant: it is
unexpected, the plant needs checking, and the words say why; it is never "created".

The spec's Plant holds a name and an optional tag, no id; an answer that carries an id
anyway is compared on it too. What cannot be compared (a tag the answer leaves out, a
raw body that is not an object) is not held against the answer. Every case runs against
a real server on 127.0.0.1.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import Serve, respond
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant, typed

from plantstore_gui.core import tell
from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import EntryState, History
from plantstore_gui.core.journey import Outbox, Plan, Retry, Sender, how_to_retry, returns_to_form
from plantstore_gui.core.outcome import Created, Unexpected


def plant(plant_id: object, name: object, tag: object = None) -> bytes:
    fields = {"id": plant_id, "name": name}
    if tag is not None:
        fields["tag"] = tag
    return json.dumps(fields, ensure_ascii=False).encode()


def sent(answer: bytes, body: bytes, serve: Serve, *, raw: bool = False) -> object:
    """What the client makes of `answer`, given by a real server to a POST of `body`."""
    server = serve(respond(200, answer))
    client = PlantStoreClient(make_http_client())
    try:
        to = Target(Endpoint.parse(server.base_url), SANDBOX_TOKEN, 10.0)
        outcome = client.send_body(to, body, raw=raw)
    finally:
        client.close()
    assert [request.body for request in server.requests] == [body]
    return outcome


@pytest.fixture
def sender(history: History) -> Iterator[Sender]:
    made = Sender(history)
    yield made
    made.close()


ANOTHER_PLANT = [
    pytest.param(
        b'{"id": 9002, "name": "Fern"}',
        "its id is 9002, not 9001.",
        id="another id, the same name",
    ),
    pytest.param(b'{"name": "Rose"}', 'its name is "Rose", not "Fern".', id="another name, no id"),
    pytest.param(
        b'{"id": 9001, "name": "Fern", "tag": "tree"}',
        'its tag is "tree", not "indoor".',
        id="another tag",
    ),
    pytest.param(b'{"id": "9002", "name": "Fern"}', 'its id is "9002", not 9001.', id="id as text"),
]


@pytest.mark.parametrize(("answer", "why"), ANOTHER_PLANT)
def test_an_answer_for_another_plant_needs_checking_and_says_why(
    serve: Serve, history: History, sender: Sender, answer: bytes, why: str
) -> None:
    server = serve(respond(200, answer))
    to = Target(Endpoint.parse(server.base_url), SANDBOX_TOKEN, 10.0)
    body = plant(9001, "Fern", "indoor")
    delivery = sender.submit(Plan(to, "Shop", body, False, "9001", "Fern"))

    outcome = delivery.outcome
    assert isinstance(outcome, Unexpected), outcome
    assert outcome.problem == f"The 200 answer is for another plant: {why}"
    verdict = delivery.verdict
    assert (verdict.state, verdict.outcome) == (EntryState.CHECKING, "unexpected")
    assert not verdict.shown_as_unexpected  # recorded as what it is, not by its status
    assert returns_to_form(outcome, verdict)  # the plant stays in the form

    assert delivery.entry_id is not None
    entry = history.get(delivery.entry_id)
    assert entry is not None
    assert (entry.state, entry.outcome) == (EntryState.CHECKING, "unexpected")
    assert entry.summary == f"Unexpected: HTTP 200 OK — {outcome.problem}"
    assert how_to_retry(entry) is Retry.ASK  # sent again only on the user's yes
    targets = {server.base_url: to}
    assert Outbox(sender).send(targets, automatic=True).deliveries == ()
    assert Outbox(sender).send(targets, automatic=False).deliveries == ()
    assert len(server.requests) == 1

    # Read back from the journal, the history tells it the same way, not as created.
    told = tell.entry_report(entry)
    assert told.icon == "unexpected"
    assert "created" not in told.title.lower()
    assert ("What came back", outcome.problem) in told.fields
    assert tell.recorded_summary(entry) == entry.summary


SAME_PLANT = [
    pytest.param(b'{"name": "Fern", "tag": "indoor"}', plant(9001, "Fern", "indoor"), id="no id"),
    pytest.param(b'{"id": 9001, "name": "Fern"}', plant(9001, "Fern", "indoor"), id="no tag"),
    pytest.param(b'{"id": "9001", "name": "Fern"}', plant(9001, "Fern"), id="id as text"),
    pytest.param(b'{"name": "Fern"}', plant(9001, " Fern "), id="name trimmed"),
    pytest.param(
        plant(9001, "Cafe\u0301"), plant(9001, "Caf\u00e9"), id="name in another Unicode form"
    ),
    pytest.param(b'{"name": "Fern"}', plant(9001, "Fern", "x"), id="no tag in the answer"),
    pytest.param(b'{"name": "Fern", "tag": "x"}', plant(9001, "Fern"), id="a tag added"),
    pytest.param(b'{"id": null, "name": "Fern"}', plant(9001, "Fern"), id="an id that is no id"),
]


@pytest.mark.parametrize(("answer", "body"), SAME_PLANT)
def test_an_answer_for_the_plant_that_was_sent_is_created(
    serve: Serve, answer: bytes, body: bytes
) -> None:
    outcome = sent(answer, body, serve)
    assert isinstance(outcome, Created), outcome


@pytest.mark.parametrize(
    "body",
    [b"[9001]", b'{"id": 9001, "name": 5}', b'{"id": true, "name": "Fern"}'],
    ids=["not an object", "a name that is no text", "an id that is no number"],
)
def test_a_raw_body_with_nothing_to_compare_is_not_held_against_the_answer(
    serve: Serve, body: bytes
) -> None:
    outcome = sent(b'{"id": 9001, "name": "Fern"}', body, serve, raw=True)
    assert isinstance(outcome, Created), outcome


def test_the_window_does_not_say_created_for_an_answer_for_another_plant(
    qtbot: QtBot, serve: Serve, history: History
) -> None:
    server = serve(respond(200, b'{"id": 9002, "name": "Fern 9002"}'))
    window = open_window(qtbot, server.base_url, SANDBOX_TOKEN, history)
    type_plant(qtbot, window, "9001", "Fern 9001")
    press_enter(qtbot)
    assert window.journeys.busy, "the plant was not handed to the worker"
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10_000)

    assert window.results.title.text() != "Plant 9001 created"
    assert "may or may not have been created" in window.results.advice.text()
    assert typed(window) == ["9001", "Fern 9001", ""]  # kept, to check before sending again
    [entry] = history.entries()
    assert (entry.state, entry.outcome) == (EntryState.CHECKING, "unexpected")
    assert "is for another plant: its id is 9002, not 9001." in entry.summary
    assert len(server.requests) == 1
    window.close()
