"""The request checked against the contract too: its body against the document's NewPlant,
before sending (the raw editor's line) and after (the Contract tab's first section), with
one rule for what an integer is, said by each part that applies it."""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from test_bench_ui import bench, send_raw, tab
from test_contract_document import open_window

from plantstore_gui.core.contract import ContractReport, Finding, Severity, check_request
from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow

ERROR, WARNING, NOTE = Severity.ERROR, Severity.WARNING, Severity.NOTE
RULE_31 = (
    "counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a number with no "
    "fractional part is an integer"
)
RULE_30 = (
    "is not an integer under this document's OpenAPI 3.0, which counts only numbers written "
    "without a fraction or exponent as integers."
)
INT64 = "is outside the int64 range (-9223372036854775808 to 9223372036854775807)."

# A 3.0 document of the shop's own, with its NewPlant written out (no allOf).
SPEC_30: Mapping[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Shop plants", "version": "2.0"},
    "paths": {
        "/plants": {
            "post": {
                "requestBody": {"$ref": "#/components/requestBodies/NewPlant"},
                "responses": {"200": {"description": "created"}},
            }
        }
    },
    "components": {
        "requestBodies": {
            "NewPlant": {
                "required": True,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/NewPlant"}}
                },
            }
        },
        "schemas": {
            "NewPlant": {
                "type": "object",
                "required": ["id", "name"],
                "properties": {
                    "id": {"type": "integer", "format": "int64"},
                    "name": {"type": "string"},
                    "tag": {"type": "string"},
                },
            }
        },
    },
}


def findings(body: str, spec: Mapping[str, Any] | None = None) -> list[tuple[str, Severity, str]]:
    report = check_request(body.encode(), spec=spec)
    assert report.schema_name == "NewPlant"
    return [(f.pointer, f.severity, f.message) for f in report.findings]


# --- check_request -------------------------------------------------------------------------


@pytest.mark.parametrize("spec", [None, SPEC_30], ids=["built-in 3.1", "3.0"])
def test_a_good_new_plant_passes(spec: Mapping[str, Any] | None) -> None:
    report = check_request(b'{"id": 12, "name": "Fern", "tag": "indoor"}', spec=spec)
    assert report == ContractReport((), "NewPlant")


def test_1_0_is_an_integer_under_the_built_in_31_contract_with_a_note_saying_why() -> None:
    report = check_request(b'{"id": 1.0, "name": "x"}')
    assert report.passed
    assert report.findings == (
        Finding(
            "/id",
            f"1.0 {RULE_31}; OpenAPI 3.0 counts only "
            "numbers written without a fraction or exponent.",
            NOTE,
        ),
    )


@pytest.mark.parametrize("written", ["1.0", "1e3", "-0.0"])
def test_a_whole_number_with_a_fraction_or_exponent_is_an_error_under_30(written: str) -> None:
    assert findings(f'{{"id": {written}, "name": "x"}}', SPEC_30) == [
        ("/id", ERROR, f"{written} {RULE_30}")
    ]


@pytest.mark.parametrize("spec", [None, SPEC_30], ids=["built-in 3.1", "3.0"])
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            '{"id": 1.5, "name": "x"}',
            ("/id", "Expected an integer (int64), got a decimal number (1.5)."),
        ),
        ('{"id": "1", "name": "x"}', ("/id", "Expected an integer (int64), got a string.")),
        (json.dumps({"id": 2**63, "name": "x"}), ("/id", f"9223372036854775808 {INT64}")),
        ('{"id": 1}', ("", "Required field 'name' is missing.")),
        ('{"name": "x", "plant": {"id": 1}}', ("", "Required field 'id' is missing.")),
    ],
)
def test_each_error_is_said_with_its_pointer(
    spec: Mapping[str, Any] | None, body: str, expected: tuple[str, str]
) -> None:
    report = check_request(body.encode(), spec=spec)
    assert not report.passed
    assert (expected[0], ERROR, expected[1]) in [
        (f.pointer, f.severity, f.message) for f in report.findings
    ]


@pytest.mark.parametrize("spec", [None, SPEC_30], ids=["built-in 3.1", "3.0"])
def test_an_extra_field_is_a_warning_as_for_answers(spec: Mapping[str, Any] | None) -> None:
    report = check_request(b'{"id": 1, "name": "x", "colour": "red"}', spec=spec)
    assert report.passed
    assert findings('{"id": 1, "name": "x", "colour": "red"}', spec) == [
        ("/colour", WARNING, "'colour' is not a field the spec lists for a NewPlant.")
    ]


def test_int64_is_checked_on_the_number_as_written_not_as_a_float() -> None:
    """9223372036854775807.0 and ...808.0 are one float; only the first is an int64."""
    assert check_request(b'{"id": 9223372036854775807.0, "name": "x"}').passed
    assert ("/id", ERROR, f"9223372036854775808.0 {INT64}") in findings(
        '{"id": 9223372036854775808.0, "name": "x"}'
    )
    assert ("/id", ERROR, f"1e400 {INT64}") in findings('{"id": 1e400, "name": "x"}')


def test_a_body_that_is_not_json_or_empty_is_an_error() -> None:
    assert findings("") == [("", ERROR, "The body is empty; the spec expects a NewPlant.")]
    [(pointer, severity, message)] = findings('{"id": 1, "name": ')
    assert (pointer, severity) == ("", ERROR) and message.startswith("The body is not valid JSON")


# --- before sending: the raw editor's line -------------------------------------------------


def line_for(qtbot: QtBot, window: MainWindow, body: str) -> str:
    """The raw editor's line once the contract's check of `body` came back."""
    editor = window.raw_editor
    window.mode_tabs.setCurrentWidget(editor)
    editor.editor.setPlainText(body)
    qtbot.waitUntil(lambda: not editor.checking, timeout=10_000)
    return editor.check.text()


def test_the_raw_editor_says_what_the_contract_says_of_the_body_before_it_is_sent(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    assert line_for(qtbot, window, '{"id": 1.0, "name": "x"}') == (
        "Valid JSON, and a valid NewPlant by the built-in contract, read as OpenAPI 3.1 "
        "(JSON Schema 2020-12).\n"
        f"Note at /id: 1.0 {RULE_31}; OpenAPI 3.0 counts only numbers written without a "
        "fraction or exponent."
    )
    assert line_for(qtbot, window, '{"id": 2, "name": "x", "colour": "red"}') == (
        "Valid JSON, and a valid NewPlant by the built-in contract, read as OpenAPI 3.1 "
        "(JSON Schema 2020-12).\n"
        "Warning at /colour: 'colour' is not a field the spec lists for a NewPlant."
    )
    assert line_for(qtbot, window, '{"id": 1.5}') == (
        "Valid JSON, but not a valid NewPlant by the built-in contract, read as OpenAPI 3.1 "
        "(JSON Schema 2020-12). It can still be sent, to see what the server says.\n"
        "Error: Required field 'name' is missing.\n"
        "Error at /id: Expected an integer (int64), got a decimal number (1.5)."
    )
    window.raw_editor.editor.setPlainText('{"id": 1.0, "name": ')
    assert window.raw_editor.check.text().startswith("⚠ Not valid JSON")  # at once
    assert window.raw_editor.check.accessibleDescription() == "JSON and contract check of the body"
    assert sandbox.plants() == {}  # nothing was sent
    window.close()


def test_the_raw_editor_checks_against_the_chosen_servers_own_30_document(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    document = tmp_path / "shop.json"
    document.write_text(json.dumps(SPEC_30), encoding="utf-8")
    window = open_window(qtbot, sandbox, str(document))
    assert line_for(qtbot, window, '{"id": 1.0, "name": "x"}') == (
        "Valid JSON, but not a valid NewPlant by shop.json, read as OpenAPI 3.0. It can still "
        "be sent, to see what the server says.\n"
        f"Error at /id: 1.0 {RULE_30}"
    )
    window.close()


# --- after sending: the Contract tab -------------------------------------------------------


def read_aloud(widget: QWidget) -> tuple[str, str]:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Description)


def rows_read_aloud(widget: QWidget) -> list[list[str]]:
    """The cells of a findings list, row by row, as the accessibility interface gives them."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.role() is QAccessible.Role.Tree
    cells = [interface.child(index) for index in range(interface.childCount())]
    texts = [c.text(QAccessible.Text.Name) for c in cells if c.role() is QAccessible.Role.TreeItem]
    return [texts[start : start + 3] for start in range(0, len(texts), 3)]


def test_the_contract_tab_shows_the_request_as_sent_and_the_answer_each_read_aloud(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_raw(qtbot, window, '{"id": 1.0, "name": "Fern", "colour": "green"}')
    assert sandbox.plants() == {1: {"name": "Fern"}}  # the sandbox follows OpenAPI 3.1
    tab(window, window.contract_view)
    view = window.contract_view
    request, answer = view.request_section, view.answer_section
    assert read_aloud(request) == ("The request as sent", "")
    assert read_aloud(answer) == ("The answer", "")
    verdict = "Pass: the request matches the spec (a valid NewPlant)."
    assert read_aloud(request.verdict) == (verdict, "Request contract verdict")
    assert read_aloud(request.findings) == ("Request contract findings", verdict)
    assert rows_read_aloud(request.findings) == [
        ["Warning", "/colour", "'colour' is not a field the spec lists for a NewPlant."],
        [
            "Note",
            "/id",
            f"1.0 {RULE_31}; OpenAPI 3.0 counts only numbers written without a fraction or "
            "exponent.",
        ],
    ]
    answered = "Pass: the answer matches the spec (a valid Plant)."
    assert read_aloud(answer.verdict) == (answered, "Contract verdict")
    assert read_aloud(answer.findings) == ("Contract findings", answered)
    assert rows_read_aloud(answer.findings) == [
        ["", "", "No findings: every field is as the spec says."]
    ]
    request.findings.setCurrentItem(request.findings.topLevelItem(0))
    request.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == (
        "Warning\t/colour\t'colour' is not a field the spec lists for a NewPlant."
    )
    window.close()


def test_a_refused_request_fails_its_section_while_its_error_answer_passes(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    send_raw(qtbot, window, '{"id": 1.5, "name": "Fern"}')
    assert sandbox.plants() == {}
    tab(window, window.contract_view)
    request, answer = window.contract_view.request_section, window.contract_view.answer_section
    assert request.verdict.text() == "Fail: the request breaks the spec."
    assert rows_read_aloud(request.findings) == [
        ["Error", "/id", "Expected an integer (int64), got a decimal number (1.5)."]
    ]
    assert answer.verdict.text() == "Pass: the answer matches the spec (a valid Error)."
    window.close()
