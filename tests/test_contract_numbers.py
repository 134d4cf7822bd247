"""Numbers at their edges, in the request's contract check, the raw editor's line and the
Contract tab: exponents past what can be read exactly, integers past Python's digit limit,
numbers millions of digits long, and bounds held on the exact value, not the float's."""

import copy
import json
from collections.abc import Mapping
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_bench_ui import bench
from test_contract_request import SPEC_30, line_for

from plantstore_gui.core.contract import (
    EXCERPT_LIMIT,
    Severity,
    check_request,
    check_response,
    integers,
)
from plantstore_gui.core.journal import History
from plantstore_gui.core.json_syntax import syntax_problem
from plantstore_gui.sandbox import SandboxServer

ERROR = Severity.ERROR
JSON_HEADERS = [("Content-Type", "application/json")]
HUGE_EXPONENT = "1e99999999999999999999"
OUT_OF_READING = (
    "The body holds a number out of the range that can be read exactly (1e99999999999999999999), "
    "so it cannot be checked."
)
INT64 = "outside the int64 range (-9223372036854775808 to 9223372036854775807)."


def findings(body: str, spec: Mapping[str, Any] | None = None) -> list[tuple[str, Severity, str]]:
    report = check_request(body.encode(), spec=spec)
    return [(f.pointer, f.severity, f.message) for f in report.findings]


def with_size(spec: Mapping[str, Any], size: Mapping[str, Any]) -> dict[str, Any]:
    """`spec` with its NewPlant given a "size" field of the schema `size`."""
    changed = copy.deepcopy(dict(spec))
    changed["components"]["schemas"]["NewPlant"]["properties"]["size"] = dict(size)
    return changed


SPEC_31 = {**copy.deepcopy(dict(SPEC_30)), "openapi": "3.1.0"}


# --- 1. an exponent past what can be read exactly ------------------------------------------


@pytest.mark.parametrize("written", [HUGE_EXPONENT, "-1e99999999999999999999"])
def test_a_request_with_an_exponent_out_of_range_is_a_finding_not_a_crash(written: str) -> None:
    body = f'{{"id": {written}, "name": "x"}}'
    [(pointer, severity, message)] = findings(body)
    assert (pointer, severity) == ("", ERROR)
    assert message == OUT_OF_READING.replace(HUGE_EXPONENT, written)
    assert syntax_problem(body) is None  # it is JSON


def test_an_answer_with_an_exponent_out_of_range_is_a_finding_not_a_crash() -> None:
    body = f'{{"name": "Fern", "size": {HUGE_EXPONENT}}}'.encode()
    report = check_response(200, JSON_HEADERS, body)
    assert [(f.pointer, f.severity, f.message) for f in report.findings] == [
        ("", ERROR, OUT_OF_READING)
    ]


def test_the_raw_editor_says_an_exponent_out_of_range_cannot_be_checked(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    line = line_for(qtbot, window, f'{{"id": {HUGE_EXPONENT}, "name": "x"}}')
    assert line.startswith("Valid JSON, but not a valid NewPlant by the built-in contract")
    assert line.endswith(f"\nError: {OUT_OF_READING}")
    window.close()


# --- 2. the check as typed reads no number exactly -----------------------------------------


def test_the_syntax_check_as_typed_builds_no_exact_number(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each keystroke's check says only whether the text is JSON: an exact number for each
    of a million numbers made it take seconds on the window's thread."""
    made: list[str] = []

    class Counted(integers.JsonNumber):
        def __new__(cls, text: str) -> integers.JsonNumber:
            made.append(text)
            return super().__new__(cls, text)

    monkeypatch.setattr(integers, "JsonNumber", Counted)
    assert syntax_problem("[" + ", ".join(["1.5"] * 1000) + "]") is None
    assert syntax_problem('{"id": 1.0, "name": ') is not None
    assert syntax_problem('{"id": NaN}') == "Not valid JSON: NaN is not a JSON number."
    assert made == []


# --- 3. long numbers are cut short in every message ----------------------------------------


LONG_FRACTION = "1." + "0" * 2_000_000  # a whole number: an integer under 3.1
LONG_DECIMAL = "1." + "0" * 2_000_000 + "1"  # not a whole number


@pytest.mark.parametrize(
    ("written", "spec", "begins"),
    [
        (LONG_FRACTION, None, "counts as an integer under OpenAPI 3.1"),
        (LONG_FRACTION, SPEC_30, "is not an integer under this document's OpenAPI 3.0"),
        (LONG_DECIMAL, None, "Expected an integer (int64), got a decimal number ("),
    ],
)
def test_a_number_millions_of_digits_long_is_shown_cut_short(
    written: str, spec: Mapping[str, Any] | None, begins: str
) -> None:
    [(pointer, _severity, message)] = findings(f'{{"id": {written}, "name": "x"}}', spec)
    assert pointer == "/id"
    assert begins in message
    assert len(message) < 400
    assert "1.0000000000" in message and "0…" in message


def test_a_long_number_where_a_string_belongs_is_cut_short_too() -> None:
    [(_pointer, _severity, message)] = findings(f'{{"id": 1, "name": {LONG_DECIMAL}}}')
    assert message.startswith("Expected a string, got a decimal number (1.000")
    assert len(message) < 200 and "…" in message


def test_the_raw_editor_line_stays_short_for_a_number_millions_of_digits_long(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    written = "1." + "0" * 200_000  # a long line is slow to lay out: shorter than above
    line = line_for(qtbot, window, f'{{"id": {written}, "name": "x"}}')
    assert line.startswith("Valid JSON, and a valid NewPlant")
    assert "\nNote at /id: 1.000" in line
    assert len(line) < 600
    window.close()


# --- 4. bounds hold on the exact value ----------------------------------------------------


SIZE_31 = with_size(SPEC_31, {"type": "number", "maximum": 1, "exclusiveMinimum": 0})
SIZE_30 = with_size(
    SPEC_30, {"type": "number", "maximum": 1, "minimum": 0, "exclusiveMinimum": True}
)


@pytest.mark.parametrize("spec", [SIZE_31, SIZE_30], ids=["3.1", "3.0"])
def test_a_bound_holds_on_the_number_as_written_not_as_a_float(spec: Mapping[str, Any]) -> None:
    """1.00000000000000000001 is the float 1.0, and 1e-400 the float 0.0."""
    body = '{{"id": 1, "name": "x", "size": {size}}}'
    assert findings(body.format(size="1.00000000000000000001"), spec) == [
        ("/size", ERROR, "Expected a number at most 1, got 1.00000000000000000001.")
    ]
    assert findings(body.format(size="1e-400"), spec) == []
    assert findings(body.format(size="1.0"), spec) == []
    assert findings(body.format(size="0e5"), spec) == [
        ("/size", ERROR, "Expected a number more than 0, got 0e5.")
    ]


@pytest.mark.parametrize("spec", [SPEC_31, SPEC_30], ids=["3.1", "3.0"])
def test_an_exclusive_maximum_holds_on_the_number_as_written(spec: Mapping[str, Any]) -> None:
    bounded = with_size(
        spec,
        {"type": "number", "maximum": 1, "exclusiveMaximum": True}
        if spec is SPEC_30
        else {"type": "number", "exclusiveMaximum": 1},
    )
    body = '{{"id": 1, "name": "x", "size": {size}}}'
    assert findings(body.format(size="0.99999999999999999999"), bounded) == []
    assert findings(body.format(size="1e0"), bounded) == [
        ("/size", ERROR, "Expected a number less than 1, got 1e0.")
    ]


@pytest.mark.parametrize("spec", [SPEC_31, SPEC_30], ids=["3.1", "3.0"])
def test_multiple_of_holds_on_the_number_as_written(spec: Mapping[str, Any]) -> None:
    tenths = with_size(spec, {"type": "number", "multipleOf": 0.1})
    threes = with_size(spec, {"type": "number", "multipleOf": 3})
    body = '{{"id": 1, "name": "x", "size": {size}}}'
    assert findings(body.format(size="0.3"), tenths) == []  # 0.3 / 0.1 is 2.9999999999999996
    assert findings(body.format(size="1e400"), tenths) == []
    assert findings(body.format(size="1e-400"), tenths) == [
        ("/size", ERROR, "Expected a multiple of 0.1, got 1e-400.")
    ]
    assert findings(body.format(size="3.0000000000000000001"), threes) == [
        ("/size", ERROR, "Expected a multiple of 3, got 3.0000000000000000001.")
    ]
    assert findings(body.format(size="3e999999999"), threes) == []
    assert findings(body.format(size="1e999999999"), threes) == [
        ("/size", ERROR, "Expected a multiple of 3, got 1e999999999.")
    ]


# --- 5. an integer past Python's digit limit is still JSON --------------------------------


@pytest.mark.parametrize("spec", [None, SPEC_30], ids=["built-in 3.1", "3.0"])
@pytest.mark.parametrize("digits", [5000, 10_000_000])
def test_an_integer_of_thousands_of_digits_is_out_of_range_not_bad_json(
    spec: Mapping[str, Any] | None, digits: int
) -> None:
    written = "9" * digits
    assert findings(f'{{"id": {written}, "name": "x"}}', spec) == [
        ("/id", ERROR, f"A {digits:,}-digit number is {INT64}")
    ]
    assert findings(f'{{"id": -{written}, "name": "x"}}', spec) == [
        ("/id", ERROR, f"A {digits:,}-digit number is {INT64}")
    ]


def test_an_integer_of_thousands_of_digits_where_a_string_belongs_is_an_integer() -> None:
    assert findings('{"id": 1, "name": ' + "7" * 5000 + "}") == [
        ("/name", ERROR, "Expected a string, got an integer.")
    ]


def test_an_answer_that_is_an_integer_of_thousands_of_digits_is_json() -> None:
    report = check_response(200, JSON_HEADERS, b"1" * 5000)
    assert [(f.pointer, f.severity, f.message) for f in report.findings] == [
        ("", ERROR, "Expected an object, got an integer.")
    ]


def test_the_raw_editor_says_an_integer_of_thousands_of_digits_is_out_of_range(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    body = json.dumps({"id": 0, "name": "x"}).replace("0", "1" * 5000)
    assert syntax_problem(body) is None
    line = line_for(qtbot, window, body)
    assert line.endswith(f"\nError at /id: A 5,000-digit number is {INT64}")
    window.close()


def test_every_message_cuts_at_the_excerpt_limit() -> None:
    [(_pointer, _severity, message)] = findings(
        '{"id": 1, "name": "x", "size": ' + LONG_DECIMAL + "}",
        with_size(SPEC_31, {"type": "number", "maximum": 1}),
    )
    shown = message.removeprefix("Expected a number at most 1, got ").removesuffix(".")
    assert len(shown) <= EXCERPT_LIMIT and shown.endswith("…")
