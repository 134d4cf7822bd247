"""No contract document and no answer can exhaust the machine: a document is read within
bounds, a check stops after a bounded amount of work or when asked, and what it says
stays short however large the values it is about."""

import json
import os
import threading
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from plantstore_gui.core.contract import (
    VALUES_MAX,
    CheckStopped,
    ContractReport,
    DocumentError,
    check_response,
    read_document,
)
from plantstore_gui.core.contract import bounds as bounds_module

JSON_HEADERS = [("Content-Type", "application/json")]
PLANT = b'{"id": 1, "name": "Fern"}'


def document(schema: object, **components: object) -> dict[str, Any]:
    """An OpenAPI 3.1 document whose 200 answer to POST /plants has `schema`."""
    answer = {"description": "ok", "content": {"application/json": {"schema": schema}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Shop", "version": "1"},
        "paths": {"/plants": {"post": {"responses": {"200": answer}}}},
        "components": {"schemas": components},
    }


def written(folder: Path, name: str, content: object) -> Path:
    path = folder / name
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return path


def within(seconds: float, call: Callable[[], object]) -> object:
    """What `call()` returns or raises, run on a thread and waited for at most `seconds`:
    a call that would run for ever fails the test instead of hanging it."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test below
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"still running after {seconds} s"
    return outcome[0]


# Nine levels of nine aliases: 582 bytes that a YAML loader expands to 9^9 (387 million)
# strings, and the validator's message wrote out whole: 5.4 GB and 144 s before.
ALIAS_BOMB = "\n".join(
    [
        "openapi: 3.1.0",
        'info: {title: Bomb, version: "1"}',
        "x-lol:",
        '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
        *(
            f"  {name}: &{name} [" + ",".join([f"*{before}"] * 9) + "]"
            for before, name in zip("abcdefgh", "bcdefghi", strict=True)
        ),
        "paths:",
        "  /plants:",
        "    post:",
        "      responses:",
        '        "200":',
        "          description: ok",
        "          content:",
        "            application/json:",
        "              schema: {enum: *i}",
    ]
)


def test_a_yaml_alias_bomb_is_refused_before_it_expands(tmp_path: Path) -> None:
    path = written(tmp_path, "bomb.yaml", ALIAS_BOMB)
    caught = within(30, lambda: read_document(path))
    assert isinstance(caught, DocumentError)
    assert str(caught) == (
        "The contract document bomb.yaml uses a YAML alias (line 5), which is not read: "
        "write the value out in full."
    )


def test_any_yaml_alias_is_refused_with_its_line(tmp_path: Path) -> None:
    text = "openapi: 3.1.0\nx-shared: &plant {type: object}\npaths:\n  /plants: *plant\n"
    with pytest.raises(DocumentError, match=r"uses a YAML alias \(line 4\)"):
        read_document(written(tmp_path, "anchors.yaml", text))


def test_a_document_with_more_values_than_the_bound_is_refused(tmp_path: Path) -> None:
    many = document({"type": "object"}) | {"x-many": [0] * VALUES_MAX}
    with pytest.raises(DocumentError) as caught:
        read_document(written(tmp_path, "many.json", many))
    assert str(caught.value) == "The contract document many.json holds more than 1,000,000 values."


def test_a_document_nested_deeper_than_the_bound_is_refused(tmp_path: Path) -> None:
    deep: object = {"type": "object"}
    for _ in range(bounds_module.DEPTH_MAX):
        deep = {"allOf": [deep]}
    with pytest.raises(DocumentError) as caught:
        read_document(written(tmp_path, "deep.json", document(deep)))
    assert str(caught.value) == (
        "The contract document deep.json is nested more than 100 levels deep."
    )
    shallow = document({"allOf": [{"type": "object"}]})
    assert read_document(written(tmp_path, "shallow.json", shallow)) == shallow


def test_a_device_or_a_pipe_is_refused_without_reading_or_waiting(tmp_path: Path) -> None:
    caught = within(30, lambda: read_document(Path("/dev/zero")))
    assert isinstance(caught, DocumentError)
    assert str(caught) == "The contract document zero cannot be read: Not a regular file."
    pipe = tmp_path / "shop.yaml"
    os.mkfifo(pipe)  # opening it for reading waits for a writer, for ever
    caught = within(30, lambda: read_document(pipe))
    assert isinstance(caught, DocumentError)
    assert str(caught) == "The contract document shop.yaml cannot be read: Not a regular file."


def test_a_file_that_is_not_yaml_is_not_quoted_in_the_message(tmp_path: Path) -> None:
    path = written(tmp_path, "shadow.yaml", "daemon: x\nroot: $6$s3cr3t-hash:19000:0: 99999\n")
    with pytest.raises(DocumentError) as caught:
        read_document(path)
    assert str(caught.value) == (
        "The contract document shadow.yaml cannot be read "
        "(mapping values are not allowed in this context (line 2, column 29))."
    )


def doubling(levels: int) -> dict[str, Any]:
    """Each schema is all of the next one, twice: 2^levels rules for one answer."""
    parts = {
        f"S{level}": {"allOf": [{"$ref": f"#/components/schemas/S{level + 1}"}] * 2}
        for level in range(levels)
    }
    last = {f"S{levels}": {"type": "object", "additionalProperties": True}}
    return document({"$ref": "#/components/schemas/S0"}, **parts, **last)


def test_a_schema_that_doubles_at_every_level_is_stopped_in_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert bounds_module.STEPS_MAX == 50_000
    monkeypatch.setattr(bounds_module, "STEPS_MAX", 5000)  # reached well before the time bound
    spec = doubling(40)
    caught = within(60, lambda: check_response(200, JSON_HEADERS, PLANT, spec=spec))
    assert isinstance(caught, CheckStopped)
    assert str(caught) == (
        "The check was stopped after 5,000 steps: the spec's schema asks for too much work "
        "to check this answer."
    )
    # The same shape, a few levels deep, is checked as usual.
    assert check_response(200, JSON_HEADERS, PLANT, spec=doubling(4)) == ContractReport((), "S0")


def test_a_check_that_runs_out_of_time_is_stopped_in_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bounds_module, "STEPS_MAX", 10**12)
    monkeypatch.setattr(bounds_module, "SECONDS_MAX", 0.0)
    spec = doubling(40)
    caught = within(60, lambda: check_response(200, JSON_HEADERS, PLANT, spec=spec))
    assert isinstance(caught, CheckStopped)
    assert str(caught) == (
        "The check was stopped after 0 seconds: the spec's schema asks for too much work "
        "to check this answer."
    )


def test_a_check_stops_at_once_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bounds_module, "STEPS_MAX", 10**12)
    monkeypatch.setattr(bounds_module, "SECONDS_MAX", 10.0**6)
    asked = threading.Event()
    spec = doubling(40)

    def check() -> object:
        return check_response(200, JSON_HEADERS, PLANT, spec=spec, stop=asked.is_set)

    asked.set()
    caught = within(30, check)
    assert isinstance(caught, CheckStopped)
    assert str(caught) == "The check was stopped: the app is closing."


def test_a_long_list_of_allowed_values_is_cut_short_in_the_finding() -> None:
    names = [f"plant name {number}" for number in range(100_000)]
    spec = document({"type": "object", "properties": {"id": {}, "name": {"enum": names}}})
    [finding] = check_response(200, JSON_HEADERS, PLANT, spec=spec).findings
    assert finding.pointer == "/name"
    assert finding.message.startswith("Expected one of 'plant name 0', 'plant name 1', ")
    assert finding.message.endswith(", 'plant name 9', …; got 'Fern'.")


def test_what_the_validator_says_of_a_large_answer_stays_small() -> None:
    """3,000 shapes that a 1 MB answer does not match: the validator wrote the whole answer
    into each of their 3,000 messages, and kept them all (2.9 GB before)."""
    spec = document({"anyOf": [{"type": "integer"}] * 3000})
    body = json.dumps("a" * 1_000_000).encode()
    tracemalloc.start()
    try:
        report = check_response(200, JSON_HEADERS, body, spec=spec)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    [finding] = report.findings
    assert finding.message == (
        "Expected one of the 3,000 shapes the spec allows here; it matches none."
    )
    assert peak < 64 * 1024 * 1024
