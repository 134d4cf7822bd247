"""What the contract check says of a body that names a field twice (the sandbox refuses it,
other servers keep one value or the other), and of a body too large to check in full,
told apart from a schema that asks for too much work."""

import json
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_bench_ui import bench
from test_contract_bounds import JSON_HEADERS, doubling
from test_contract_request import line_for

from plantstore_gui.core.contract import (
    CheckStopped,
    Finding,
    Severity,
    body_line,
    check_request,
    check_response,
)
from plantstore_gui.core.contract import bounds as bounds_module
from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.sandbox.refusals import parse_new_plant

ERROR = Severity.ERROR
SERVERS_DIFFER = "servers differ on which value counts, and the last one is checked here."


def repeated(field: str) -> str:
    return f"The field '{field}' appears more than once in this object; {SERVERS_DIFFER}"


# --- a field named twice ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [('{"id":"a","name":"x","id":1}', "id"), ('{"id":1,"name":"x","name":""}', "name")],
)
def test_a_field_named_twice_is_an_error_where_the_sandbox_refuses_the_body(
    body: str, field: str
) -> None:
    with pytest.raises(Exception, match=f"the field '{field}' appears more than once"):
        parse_new_plant(body.encode())
    report = check_request(body.encode())
    assert not report.passed
    assert report.findings == (Finding(f"/{field}", repeated(field), ERROR),)
    line = body_line(body.encode(), None, lambda: False)
    assert line.fails
    assert line.text.startswith("Valid JSON, but not a valid NewPlant by the built-in contract")
    assert line.text.endswith(f"Error at /{field}: {repeated(field)}")


def test_the_value_checked_is_the_last_one_and_each_repeat_is_said_where_it_is() -> None:
    body = b'{"id": 1, "name": "x", "id": "one", "tag": "a"}'
    findings = [(f.pointer, f.message) for f in check_request(body).findings]
    assert findings == [
        ("/id", repeated("id")),
        ("/id", "Expected an integer (int64), got a string."),
    ]
    nested = b'{"name": "x", "tag": [{"a/b": 1, "a/b": 2, "c": 0, "c": 0}, {"d": 1, "d": 1}]}'
    answer = check_response(200, JSON_HEADERS, nested)
    errors = [(f.pointer, f.message) for f in answer.findings if f.severity is ERROR]
    assert errors == [
        ("/tag/0/a~1b", repeated("a/b")),
        ("/tag/0/c", repeated("c")),
        ("/tag/1/d", repeated("d")),
        ("/tag", "Expected a string, got an array."),
    ]


def test_the_raw_editor_says_a_field_is_named_twice_before_the_body_is_sent(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    assert line_for(qtbot, window, '{"id":1,"name":"x","name":""}') == (
        "Valid JSON, but not a valid NewPlant by the built-in contract, read as OpenAPI 3.1 "
        "(JSON Schema 2020-12). It can still be sent, to see what the server says.\n"
        f"Error at /name: {repeated('name')}"
    )
    window.close()


# --- a large body, or a costly schema ----------------------------------------------------------


def with_tags(schema_at: str) -> dict[str, Any]:
    """A document whose request body (`schema_at` "request") or 200 answer ("answer") is an
    object with a list of tags: each tag is checked, so a long list costs steps."""
    schema = {
        "type": "object",
        "properties": {"tags": {"type": "array", "items": {"type": "string"}}},
    }
    content = {"application/json": {"schema": schema}}
    operation: dict[str, Any] = {"responses": {"200": {"description": "ok"}}}
    if schema_at == "request":
        operation["requestBody"] = {"content": content}
    else:
        operation["responses"]["200"]["content"] = content
    return {
        "openapi": "3.1.0",
        "info": {"title": "Shop", "version": "1"},
        "paths": {"/plants": {"post": operation}},
    }


def test_a_large_array_sent_as_the_request_body_is_checked_and_said_not_a_new_plant() -> None:
    body = json.dumps([{"id": n, "name": "Fern"} for n in range(100_000)]).encode()
    report = check_request(body)
    assert [(f.pointer, f.message) for f in report.findings] == [
        ("", "Expected an object, got an array.")
    ]


def test_a_body_too_large_to_check_in_full_is_said_to_be_so() -> None:
    body = json.dumps({"id": 1, "name": "Fern", "tags": ["indoor"] * 60_000}).encode()
    said = "The check was stopped after 50,000 steps: this body is too large to check in full."
    with pytest.raises(CheckStopped, match=said) as request:
        check_request(body, spec=with_tags("request"))
    assert request.value.body_too_large
    with pytest.raises(CheckStopped, match=said) as answer:
        check_response(200, JSON_HEADERS, body, spec=with_tags("answer"))
    assert answer.value.body_too_large
    # The built-in contract lists no tags: it has nothing to check in them, and says so.
    line = body_line(body, None, lambda: False)
    assert line.text.endswith("'tags' is not a field the spec lists for a NewPlant.")
    assert not line.fails


def test_a_costly_schema_stops_the_check_of_a_request_in_its_own_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bounds_module, "STEPS_MAX", 5000)
    spec = doubling(40)
    spec["paths"]["/plants"]["post"]["requestBody"] = {
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/S0"}}}
    }
    with pytest.raises(CheckStopped) as stopped:
        check_request(b'{"id": 1, "name": "Fern"}', spec=spec)
    assert str(stopped.value) == (
        "The check was stopped after 5,000 steps: the spec's schema asks for too much work "
        "to check this request's body."
    )
    assert not stopped.value.body_too_large
