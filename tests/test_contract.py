"""The contract checker: answers to POST /plants held against resources/openapi.json."""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantstore_gui.core.contract import (
    EXCERPT_LIMIT,
    MAX_FINDINGS,
    ContractReport,
    DocumentError,
    Finding,
    Severity,
    check_response,
    describe,
    load_spec,
    read_document,
)

JSON_HEADERS = [("Content-Type", "application/json")]
ERROR, WARNING = Severity.ERROR, Severity.WARNING


def check(
    status: int,
    body: object,
    headers: list[tuple[str, str]] | None = None,
    *,
    truncated: bool = False,
    spec: Mapping[str, Any] | None = None,
) -> ContractReport:
    """Check an answer; a body that is not bytes is sent as JSON."""
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    headers = JSON_HEADERS if headers is None else headers
    return check_response(status, headers, raw, truncated=truncated, spec=spec)


def only(report: ContractReport) -> Finding:
    assert len(report.findings) == 1, report.findings
    return report.findings[0]


def at(report: ContractReport, pointer: str) -> list[Finding]:
    return [finding for finding in report.findings if finding.pointer == pointer]


# --- Plants --------------------------------------------------------------------------------


@pytest.mark.parametrize("body", [{"name": "Fern"}, {"name": "Fern", "tag": "indoor"}])
def test_a_good_plant_passes(body: dict[str, str]) -> None:
    report = check(200, body)
    assert report == ContractReport((), "Plant")
    assert report.passed


def test_an_echoed_id_passes_with_one_warning() -> None:
    report = check(200, {"id": 7, "name": "Fern", "tag": "indoor"})
    assert report.passed
    finding = only(report)
    assert (finding.pointer, finding.severity) == ("/id", WARNING)
    assert finding.message == "'id' is not a field the spec lists for a Plant."


@pytest.mark.parametrize("status", [201, 204, 404, 500])
def test_a_status_the_spec_does_not_list(status: int) -> None:
    report = check(status, {"name": "Fern"})
    finding = only(report)
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message == (
        f"The status {status} is not an answer the spec lists for POST /plants."
    )
    assert report.schema_name is None
    assert not report.passed


def test_a_missing_content_type() -> None:
    finding = only(check(200, {"name": "Fern"}, headers=[("Content-Length", "16")]))
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert "Content-Type header is missing" in finding.message
    assert "application/json" in finding.message


@pytest.mark.parametrize(
    "value", ["application/json; charset=utf-8", "Application/JSON", "APPLICATION/JSON ;q=1"]
)
def test_content_type_parameters_and_case_do_not_matter(value: str) -> None:
    assert check(200, {"name": "Fern"}, headers=[("content-type", value)]).findings == ()


@pytest.mark.parametrize("value", ["text/plain", "application/problem+json", "application/jsonx"])
def test_a_content_type_the_spec_does_not_list(value: str) -> None:
    report = check(200, {"name": "Fern"}, headers=[("Content-Type", value)])
    finding = only(report)  # the body is still checked, and is fine
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert "Content-Type header says" in finding.message
    assert value in finding.message


def test_an_html_page_instead_of_json() -> None:
    page = b"<!DOCTYPE html>\n<html><body><h1>502 Bad Gateway</h1></body></html>"
    report = check(200, page, headers=[("Content-Type", "text/html; charset=utf-8")])
    header, body = report.findings
    assert (header.pointer, header.severity) == ("", ERROR)
    assert "text/html" in header.message
    assert (body.pointer, body.severity) == ("", ERROR)
    assert "not valid JSON" in body.message
    assert '"<!DOCTYPE html>\\n<html>' in body.message


@pytest.mark.parametrize(("status", "name"), [(200, "a Plant"), (400, "an Error")])
def test_an_empty_body(status: int, name: str) -> None:
    report = check(status, b"")
    finding = only(report)
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message == f"The body is empty; the spec expects {name}."


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"{name: 'Fern'}", "Expecting property name"),
        (b'{"name": "Fern"', "Expecting ',' delimiter"),
        (b'{"name": "Fern"} extra', "Extra data"),
        (b"NaN", "NaN is not a JSON number"),
        (b'{"name": "Fern", "tag": Infinity}', "Infinity is not a JSON number"),
        (b"-Infinity", "-Infinity is not a JSON number"),
        (b"\xff\xfe{}", "can't decode byte 0xff"),
        (b"   ", "Expecting value"),
    ],
)
def test_a_body_that_is_not_json(body: bytes, reason: str) -> None:
    finding = only(check(200, body))
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message.startswith("The body is not valid JSON (")
    assert reason in finding.message
    assert "set_int_max_str_digits" not in finding.message


def test_the_excerpt_is_short_and_escaped() -> None:
    body = b'\x1b[31mred\x00"quoted" \\ \xe2\x80\xae' + b"x" * 500
    message = only(check(200, body)).message
    excerpt = message.split("; it begins ", 1)[1].removesuffix(".")
    assert len(excerpt) <= EXCERPT_LIMIT
    assert excerpt.startswith('"\\u001b[31mred\\u0000\\"quoted\\" \\\\ \\u202e')
    assert excerpt.endswith('x…"')
    assert all(char.isprintable() for char in message)


def test_a_short_excerpt_is_not_cut() -> None:
    assert only(check(200, b"oops")).message.endswith('; it begins "oops".')


def test_a_deeply_nested_body() -> None:
    finding = only(check(200, b"[" * 100_000 + b"]" * 100_000))
    assert finding == Finding("", "The body is nested too deeply to read as JSON.", ERROR)


@pytest.mark.parametrize("body", [b'{"name": "Fe', b'{"name": "Fern"}'])
def test_a_truncated_body_is_not_checked(body: bytes) -> None:
    finding = only(check(200, body, truncated=True))
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message == "The body was cut off at the size cap; it cannot be checked."


@pytest.mark.parametrize(
    ("body", "pointer", "message"),
    [
        ({"name": 5}, "/name", "Expected a string, got an integer."),
        ({"name": "Fern", "tag": ["a"]}, "/tag", "Expected a string, got an array."),
        ({"name": {"en": "Fern"}}, "/name", "Expected a string, got an object."),
        ({"name": True}, "/name", "Expected a string, got a boolean (true)."),
        (["Fern"], "", "Expected an object, got an array."),
        ("Fern", "", "Expected an object, got a string."),
        (3.5, "", "Expected an object, got a decimal number (3.5)."),
    ],
)
def test_a_wrong_type(body: object, pointer: str, message: str) -> None:
    finding = only(check(200, body))
    assert (finding.pointer, finding.severity, finding.message) == (pointer, ERROR, message)


def test_a_missing_required_field() -> None:
    finding = only(check(200, {"tag": "indoor"}))
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message == "Required field 'name' is missing."


@pytest.mark.parametrize(("body", "pointer"), [({"name": None}, "/name"), (None, "")])
def test_null_where_the_spec_does_not_allow_it(body: object, pointer: str) -> None:
    finding = only(check(200, body))
    assert (finding.pointer, finding.severity) == (pointer, ERROR)
    assert "got null" in finding.message


def test_a_null_tag_is_not_an_absent_tag() -> None:
    finding = only(check(200, {"name": "Fern", "tag": None}))
    assert (finding.pointer, finding.severity) == ("/tag", ERROR)
    assert finding.message == "Expected a string, got null; the spec does not allow null here."


# --- Errors --------------------------------------------------------------------------------


@pytest.mark.parametrize("error", [400, 0, -1, 2**31 - 1, -(2**31)])
def test_a_good_error_passes(error: int) -> None:
    assert check(400, {"error": error, "message": "bad"}) == ContractReport((), "Error")


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (1.5, "Expected an integer (int32), got a decimal number (1.5)."),
        (True, "Expected an integer (int32), got a boolean (true)."),
        ("5", "Expected an integer (int32), got a string."),
        (None, "Expected an integer (int32), got null"),
        (2**31, "2147483648 is outside the int32 range (-2147483648 to 2147483647)."),
        (-(2**31) - 1, "-2147483649 is outside the int32 range"),
        (10**40, "A 41-digit number is outside the int32 range"),
    ],
)
def test_a_bad_error_number(error: object, words: str) -> None:
    report = check(400, {"error": error, "message": "bad"})
    finding = only(report)
    assert (finding.pointer, finding.severity) == ("/error", ERROR)
    assert finding.message.startswith(words)
    assert report.schema_name == "Error"


def test_a_plant_sent_with_400_is_not_an_error() -> None:
    report = check(400, {"name": "Fern"})
    assert not report.passed
    assert report.schema_name == "Error"
    assert [(f.pointer, f.severity, f.message) for f in report.findings] == [
        ("", ERROR, "Required field 'error' is missing."),
        ("", ERROR, "Required field 'message' is missing."),
        ("/name", WARNING, "'name' is not a field the spec lists for an Error."),
    ]


def test_a_plant_body_with_a_500_is_only_an_unlisted_status() -> None:
    assert only(check(500, {"name": "Fern"})).message.startswith("The status 500 ")


# --- The document itself -------------------------------------------------------------------


def test_the_document_says_what_spec_md_says() -> None:
    spec = load_spec()
    assert spec["openapi"] == "3.1.0"
    assert spec["jsonSchemaDialect"] == "https://spec.openapis.org/oas/3.1/dialect/base"
    assert spec["info"]["title"] == "Plant Store"
    assert spec["info"]["version"] == "1.0.0"
    assert spec["info"]["license"]["name"] == "MIT"
    assert spec["security"] == [{"bearerAuth": []}]
    assert spec["components"]["securitySchemes"] == {
        "bearerAuth": {"type": "http", "scheme": "bearer"}
    }
    assert list(spec["paths"]) == ["/plants"]
    assert list(spec["paths"]["/plants"]) == ["post"]
    operation = spec["paths"]["/plants"]["post"]
    assert operation["operationId"] == "addPlant"
    assert operation["requestBody"]["required"] is True
    assert operation["requestBody"]["content"] == {
        "application/json": {"schema": {"$ref": "#/components/schemas/NewPlant"}}
    }
    responses = operation["responses"]
    assert set(responses) == {"200", "400"}
    assert responses["400"]["description"] == "unexpected error"
    for status, name in [("200", "Plant"), ("400", "Error")]:
        assert responses[status]["content"] == {
            "application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}
        }


def test_the_document_schemas() -> None:
    schemas = load_spec()["components"]["schemas"]
    assert set(schemas) == {"Plant", "NewPlant", "Error"}
    plant = schemas["Plant"]
    assert plant["required"] == ["name"]
    assert {key: value["type"] for key, value in plant["properties"].items()} == {
        "name": "string",
        "tag": "string",
    }
    base, extra = schemas["NewPlant"]["allOf"]
    assert base == {"$ref": "#/components/schemas/Plant"}
    assert extra["required"] == ["id"]
    assert extra["properties"]["id"]["type"] == "integer"
    assert extra["properties"]["id"]["format"] == "int64"
    error = schemas["Error"]
    assert error["required"] == ["error", "message"]
    assert error["properties"]["error"]["type"] == "integer"
    assert error["properties"]["error"]["format"] == "int32"
    assert error["properties"]["message"]["type"] == "string"


def test_the_document_is_valid_openapi() -> None:
    from openapi_spec_validator import validate

    validate(load_spec())


def test_the_document_is_read_once() -> None:
    assert load_spec() is load_spec()


def spec_answering_with(
    schema_name: str, schemas: Mapping[str, Any], version: str = "3.0.3"
) -> dict[str, Any]:
    """A small document whose POST /plants answers 200 with the named schema."""
    content = {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema_name}"}}}
    return {
        "openapi": version,
        "paths": {"/plants": {"post": {"responses": {"200": {"content": content}}}}},
        "components": {"schemas": dict(schemas)},
    }


NEW_PLANT_SPEC = spec_answering_with("NewPlant", load_spec()["components"]["schemas"])


def test_newplant_needs_id_and_name_through_allof() -> None:
    report = check(200, {"tag": "indoor"}, spec=NEW_PLANT_SPEC)
    assert report.schema_name == "NewPlant"
    assert {f.message for f in report.findings} == {
        "Required field 'name' is missing.",
        "Required field 'id' is missing.",
    }
    assert {(f.pointer, f.severity) for f in report.findings} == {("", ERROR)}


def test_newplant_lists_every_field_of_its_parts() -> None:
    body = {"id": 2**63 - 1, "name": "Fern", "tag": "indoor"}
    assert check(200, body, spec=NEW_PLANT_SPEC).findings == ()


@pytest.mark.parametrize("plant_id", [2**63, -(2**63) - 1])
def test_an_id_past_int64(plant_id: int) -> None:
    finding = only(check(200, {"id": plant_id, "name": "Fern"}, spec=NEW_PLANT_SPEC))
    assert (finding.pointer, finding.severity) == ("/id", ERROR)
    assert "outside the int64 range" in finding.message


# --- The generic validator, on a small document --------------------------------------------

BOX_SPEC = spec_answering_with(
    "Box",
    {
        "Box": {
            "type": "object",
            "required": ["items"],
            "properties": {
                "items": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}},
                "a/b": {"type": "string"},
                "c~d": {"type": "object", "properties": {"e/f": {"type": "integer"}}},
                "kind": {"type": "string", "enum": ["leaf", "root"]},
                "note": {"type": "string", "nullable": True, "minLength": 2, "maxLength": 4},
                "small": {"allOf": [{"type": "integer", "format": "int32"}, {"enum": [1, 2]}]},
                "ratio": {"type": "number"},
                "flag": {"type": "boolean"},
                "scores": {"type": "object", "additionalProperties": {"type": "integer"}},
                "anything": {"type": "object", "additionalProperties": True},
                "grid": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
            },
        },
        "Item": {
            "type": "object",
            "required": ["id"],
            "properties": {"id": {"type": "integer"}},
            "additionalProperties": False,
        },
    },
)


def box(**fields: object) -> ContractReport:
    return check(200, {"items": [], **fields}, spec=BOX_SPEC)


def test_a_good_box_passes() -> None:
    report = box(
        items=[{"id": 1}, {"id": 2}],
        **{"a/b": "x", "c~d": {"e/f": 3}},
        kind="leaf",
        note=None,
        small=2,
        ratio=1,
        flag=False,
        scores={"x": 1},
        anything={"y": [None]},
        grid=[[1, 2], []],
    )
    assert report == ContractReport((), "Box")


@pytest.mark.parametrize(
    ("fields", "pointer", "words"),
    [
        ({"items": [{"id": 1}, {"id": "2"}]}, "/items/1/id", "Expected an integer, got a string"),
        ({"items": [{}]}, "/items/0", "Required field 'id' is missing."),
        ({"items": [{"id": 1, "x": 0}]}, "/items/0/x", "'x' is not a field the spec allows for"),
        ({"items": {"id": 1}}, "/items", "Expected an array, got an object."),
        ({"a/b": 1}, "/a~1b", "Expected a string"),
        ({"c~d": {"e/f": "3"}}, "/c~0d/e~1f", "Expected an integer"),
        ({"grid": [[1], [2, 2.5]]}, "/grid/1/1", "got a decimal number (2.5)"),
        ({"kind": "stem"}, "/kind", "Expected one of 'leaf', 'root'; got 'stem'."),
        ({"note": "a"}, "/note", "Expected at least 2 characters, got 1."),
        ({"note": "abcde"}, "/note", "Expected at most 4 characters, got 5."),
        ({"small": 3}, "/small", "Expected one of 1, 2; got 3."),
        ({"ratio": True}, "/ratio", "Expected a number, got a boolean (true)."),
        ({"ratio": "1"}, "/ratio", "Expected a number, got a string."),
        ({"flag": 0}, "/flag", "Expected a boolean, got an integer."),
        ({"flag": None}, "/flag", "Expected a boolean, got null"),
        ({"scores": {"x/y": "1"}}, "/scores/x~1y", "Expected an integer, got a string."),
    ],
)
def test_a_bad_box(fields: dict[str, object], pointer: str, words: str) -> None:
    report = box(**fields)
    finding = only(report)
    assert (finding.pointer, finding.severity) == (pointer, ERROR)
    assert words in finding.message
    assert not report.passed


def test_every_rule_a_value_breaks_is_named() -> None:
    report = box(small=True)
    assert [(f.pointer, f.message) for f in report.findings] == [
        ("/small", "Expected an integer (int32), got a boolean (true)."),
        ("/small", "Expected one of 1, 2; got true."),
    ]


def test_an_unlisted_field_with_awkward_characters() -> None:
    report = box(**{"~/x": 1, "line\nbreak": 2})
    assert report.passed
    assert [(f.pointer, f.severity, f.message) for f in report.findings] == [
        ("/~0~1x", WARNING, "'~/x' is not a field the spec lists for a Box."),
        ("/line\nbreak", WARNING, "'line\\nbreak' is not a field the spec lists for a Box."),
    ]


def test_an_unlisted_field_of_an_inline_object() -> None:
    finding = only(box(**{"c~d": {"g": 1}}))
    assert (finding.pointer, finding.severity) == ("/c~0d/g", WARNING)
    assert finding.message == "'g' is not a field the spec lists for this object."


def test_many_findings_are_capped() -> None:
    report = box(items=[{"id": str(n)} for n in range(120)])
    assert len(report.findings) == MAX_FINDINGS
    assert report.findings[MAX_FINDINGS - 2].pointer == f"/items/{MAX_FINDINGS - 2}/id"
    last = report.findings[-1]
    assert (last.pointer, last.severity) == ("", ERROR)
    assert last.message == f"{120 - MAX_FINDINGS + 1} more findings were not listed."


def test_capped_warnings_stay_warnings() -> None:
    report = check(200, {"name": "Fern", **{f"f{n}": n for n in range(60)}})
    assert report.passed
    assert len(report.findings) == MAX_FINDINGS
    assert report.findings[-1] == Finding("", "11 more findings were not listed.", WARNING)


def test_a_schema_that_refers_to_itself_without_end_is_reported_not_followed() -> None:
    loop = {
        "properties": {"a": {"type": "string"}},
        "allOf": [{"$ref": "#/components/schemas/Loop"}],
    }
    spec = spec_answering_with("Loop", {"Loop": loop})
    finding = only(check(200, {"a": "b"}, spec=spec))
    assert finding.severity is ERROR
    assert "refers to itself without end" in finding.message


def test_a_reference_to_nowhere_is_reported() -> None:
    spec = spec_answering_with("Plant", {"Plant": {"$ref": "#/components/schemas/Gone"}})
    finding = only(check(200, {"name": "Fern"}, spec=spec))
    assert finding.severity is ERROR
    assert finding.message.startswith("The spec's schema cannot be used to check the body")


def test_a_body_too_deep_to_check() -> None:
    """Deep enough to check two frames per level past the recursion limit, not to parse."""
    node = {"type": "object", "properties": {"c": {"$ref": "#/components/schemas/Node"}}}
    spec = spec_answering_with("Node", {"Node": node})
    assert check(200, {"c": {"c": {}}}, spec=spec).findings == ()
    finding = only(check(200, b'{"c":' * 700 + b"{}" + b"}" * 700, spec=spec))
    assert (finding.pointer, finding.severity) == ("", ERROR)
    assert finding.message.startswith("The body is nested too deeply to check")


# --- Properties ------------------------------------------------------------------------------


@given(st.fixed_dictionaries({"name": st.text()}, optional={"tag": st.text()}))
def test_any_name_and_tag_pass_as_a_plant(plant: dict[str, str]) -> None:
    assert check(200, plant) == ContractReport((), "Plant")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
    max_leaves=20,
)


@given(st.sampled_from([200, 400, 500]), json_values)
def test_any_json_gets_a_report(status: int, value: object) -> None:
    report = check(status, value)
    assert len(report.findings) <= MAX_FINDINGS
    assert report.passed == all(f.severity is not ERROR for f in report.findings)
    for finding in report.findings:
        assert finding.pointer == "" or finding.pointer.startswith("/")
        assert finding.message.endswith(".")


@given(st.binary(max_size=200), st.booleans())
def test_any_bytes_get_a_report(body: bytes, truncated: bool) -> None:
    report = check(200, body, truncated=truncated)
    assert report.schema_name == "Plant"
    assert all(finding.message for finding in report.findings)


@pytest.mark.parametrize(
    ("status", "body"),
    [(200, b'{"name": "Fern"}'), (400, b'{"error": 400, "message": "No."}')],
)
def test_a_body_with_a_byte_order_mark_is_read_as_the_client_reads_it(
    status: int, body: bytes
) -> None:
    from plantstore_gui.core.answer import classify
    from plantstore_gui.core.outcome import Created, Rejected, Response

    with_bom = b"\xef\xbb\xbf" + body
    outcome = classify(Response(status, "", tuple(JSON_HEADERS), with_bom, False, 0.0, 0.0))
    assert isinstance(outcome, Created if status == 200 else Rejected)  # the client reads it
    finding = only(check(status, with_bom))  # and so does the checker, with a warning
    assert finding.severity is WARNING and "byte-order mark" in finding.message


# --- OpenAPI 3.1 (JSON Schema 2020-12) and 3.0 side by side ---------------------------------

SHAPES_31 = spec_answering_with(
    "Shapes",
    {
        "Shapes": {
            "type": "object",
            "properties": {
                "note": {"type": ["string", "null"]},
                "kind": {"const": "fern"},
                "size": {"oneOf": [{"type": "integer"}, {"type": "string", "maxLength": 3}]},
                "whole": {"type": "integer", "format": "int32"},
            },
        }
    },
    version="3.1.0",
)


@pytest.mark.parametrize("note", ["Leafy", None])
def test_a_31_type_array_allows_each_of_its_types(note: str | None) -> None:
    assert check(200, {"note": note}, spec=SHAPES_31) == ContractReport((), "Shapes")


def test_a_31_type_array_names_each_of_its_types() -> None:
    finding = only(check(200, {"note": 5}, spec=SHAPES_31))
    assert (finding.pointer, finding.severity) == ("/note", ERROR)
    assert finding.message == "Expected a string or null, got an integer."


def test_const_is_checked() -> None:
    assert check(200, {"kind": "fern"}, spec=SHAPES_31).findings == ()
    finding = only(check(200, {"kind": "moss"}, spec=SHAPES_31))
    assert (finding.pointer, finding.message) == ("/kind", "Expected 'fern'; got 'moss'.")


@pytest.mark.parametrize("size", [3, "big"])
def test_one_of_passes_with_exactly_one_match(size: object) -> None:
    assert check(200, {"size": size}, spec=SHAPES_31).findings == ()


def test_one_of_with_no_match_is_an_error() -> None:
    finding = only(check(200, {"size": "large"}, spec=SHAPES_31))
    assert (finding.pointer, finding.severity) == ("/size", ERROR)
    assert finding.message == "Expected one of the 2 shapes the spec allows here; it matches none."


def test_one_of_with_several_matches_is_an_error() -> None:
    both = spec_answering_with(
        "Both", {"Both": {"oneOf": [{"type": "integer"}, {"type": "number"}]}}, "3.1.0"
    )
    finding = only(check(200, 4, spec=both))
    assert (
        finding.message
        == "Expected exactly one of the 2 shapes the spec allows; it matches several."
    )


def test_one_point_zero_is_an_integer_in_31_but_not_in_30() -> None:
    """JSON Schema 2020-12 counts 1.0 as an integer, and the check says by which rule;
    OpenAPI 3.0 does not, and the check says so."""
    report = check(200, {"whole": 1.0}, spec=SHAPES_31)
    assert report.passed
    note = only(report)
    assert (note.pointer, note.severity) == ("/whole", Severity.NOTE)
    assert note.message.startswith("1.0 counts as an integer under OpenAPI 3.1 (JSON Schema")
    shapes_30 = {**SHAPES_31, "openapi": "3.0.3"}
    finding = only(check(200, {"whole": 1.0}, spec=shapes_30))
    assert (finding.pointer, finding.severity) == ("/whole", ERROR)
    assert finding.message == (
        "1.0 is not an integer under this document's OpenAPI 3.0, which counts only numbers "
        "written without a fraction or exponent as integers."
    )


def test_the_shipped_31_contract_takes_1_0_as_an_error_number() -> None:
    report = check(400, {"error": 1.0, "message": "bad"})
    assert report.passed and report.schema_name == "Error"
    assert [(f.pointer, f.severity) for f in report.findings] == [("/error", Severity.NOTE)]


def test_30_nullable_still_allows_null() -> None:
    assert box(note=None).findings == ()


# --- Another document, from a file -------------------------------------------------------

PLANT_YAML = """\
openapi: 3.0.3
info: {title: Shop plants, version: "2.0"}
paths:
  /plants:
    post:
      responses:
        "201":
          description: created
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Plant"}
components:
  schemas:
    Plant:
      type: object
      required: [id, name]
      properties:
        id: {type: integer, format: int64}
        name: {type: string, maxLength: 10}
      additionalProperties: false
"""


def test_a_yaml_document_is_read_and_used(tmp_path: Path) -> None:
    path = tmp_path / "shop.yaml"
    path.write_text(PLANT_YAML, encoding="utf-8")
    spec = read_document(path)
    assert describe(spec) == "Shop plants 2.0 (OpenAPI 3.0.3)"
    assert check(201, {"id": 7, "name": "Fern"}, spec=spec) == ContractReport((), "Plant")
    assert only(check(200, {"id": 7, "name": "Fern"}, spec=spec)).message.startswith(
        "The status 200 is not an answer the spec lists"
    )
    finding = only(check(201, {"id": 7, "name": "Fern", "tag": "x"}, spec=spec))
    assert (finding.pointer, finding.severity) == ("/tag", ERROR)


def test_a_json_document_is_read(tmp_path: Path) -> None:
    path = tmp_path / "plants.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(load_spec()).encode())
    assert read_document(path) == load_spec()
    assert describe(read_document(path)) == "Plant Store 1.0.0 (OpenAPI 3.1.0)"


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("missing.yaml", None, "cannot be read: No such file or directory."),
        ("broken.json", "{", "cannot be read (Expecting property name"),
        ("broken.yaml", "a: [1,", "cannot be read ("),
        ("swagger.yaml", "swagger: '2.0'\npaths: {}", "is not OpenAPI 3.0 or 3.1."),
        ("list.yaml", "- 1\n- 2", "is not OpenAPI 3.0 or 3.1."),
        ("other.yaml", "openapi: 3.1.0\npaths: {/pets: {}}", "does not describe the answers"),
        ("odd.yaml", "openapi: 3.1.0\npaths: [1]", "does not describe the answers"),
    ],
)
def test_a_document_that_cannot_be_used_is_refused_in_words(
    tmp_path: Path, name: str, text: str | None, words: str
) -> None:
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError) as caught:
        read_document(path)
    assert str(caught.value).startswith(f"The contract document {name} ")
    assert words in str(caught.value)


def test_a_document_over_5_mb_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (5 * 1024 * 1024 + 1))
    with pytest.raises(DocumentError, match="larger than 5 MB"):
        read_document(path)


def test_a_yaml_date_in_the_document_is_shown_as_text(tmp_path: Path) -> None:
    path = tmp_path / "dates.yaml"
    path.write_text(
        PLANT_YAML.replace("maxLength: 10}", "enum: [2020-01-01]}").replace('"201"', '"200"'),
        encoding="utf-8",
    )
    finding = only(check(200, {"id": 7, "name": "Fern"}, spec=read_document(path)))
    assert (finding.pointer, finding.message) == (
        "/name",
        "Expected one of \"2020-01-01\"; got 'Fern'.",
    )
