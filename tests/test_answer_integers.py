"""An answer is read by the one integer rule of the built-in contract (OpenAPI 3.1): a
number with no fractional part is an integer however it is written. So an Error whose
code is written 400.0 is the refusal it says it is, as the Contract tab and the sandbox
count it, and a number far past every range is out of range, not "not valid JSON".
Every case is a real answer from a server on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import Serve, respond
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.contract import Severity, check_response
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import History
from plantstore_gui.core.outcome import Created, Outcome, Rejected, Unexpected
from plantstore_gui.sandbox import SandboxServer

BODY = b'{"id": 7, "name": "Fern"}'


def answered(status: int, answer: bytes, serve: Serve, body: bytes = BODY) -> Outcome:
    server = serve(respond(status, answer))
    client = PlantStoreClient(make_http_client())
    try:
        to = Target(Endpoint.parse(server.base_url), SANDBOX_TOKEN, 10.0)
        return client.send_body(to, body, raw=True)
    finally:
        client.close()


@pytest.mark.parametrize("code", ["400.0", "4e2", "40.0e1"])
def test_an_error_code_written_with_a_fraction_is_the_refusal_it_says(
    code: str, serve: Serve
) -> None:
    answer = f'{{"error": {code}, "message": "name must not be blank."}}'.encode()
    outcome = answered(400, answer, serve)
    assert isinstance(outcome, Rejected)
    assert outcome.error.error == 400 and outcome.error.message == "name must not be blank."
    report = check_response(400, (("Content-Type", "application/json"),), answer)
    assert not [f for f in report.findings if f.severity is Severity.ERROR]


def test_an_error_code_with_a_fractional_part_is_not_an_error(serve: Serve) -> None:
    outcome = answered(400, b'{"error": 400.5, "message": "no"}', serve)
    assert isinstance(outcome, Unexpected)
    expected = "The 400 answer is not an Error: error: Input should be a valid integer."
    assert outcome.problem == expected


@pytest.mark.parametrize(
    "code",
    ["1" + "0" * 5000, "-" + "9" * 5000, "1e999999999", "1e99999999999999999999"],
    ids=["5001 digits", "-5000 digits", "exponent 999999999", "exponent past Decimal"],
)
def test_a_number_past_every_range_is_out_of_range_not_unreadable(code: str, serve: Serve) -> None:
    outcome = answered(400, f'{{"error": {code}, "message": "no"}}'.encode(), serve)
    assert isinstance(outcome, Unexpected)
    assert outcome.problem.startswith("The 400 answer is not an Error: error: Input should be")
    assert "JSON" not in outcome.problem and "than or equal to" in outcome.problem


def test_a_plant_sent_as_1_0_is_answered_as_the_plant_1(serve: Serve) -> None:
    """The answer's id is compared with the id sent by the same rule: 1.0 and 1 agree."""
    outcome = answered(200, b'{"id": 1, "name": "Fern"}', serve, b'{"id": 1.0, "name": "Fern"}')
    assert isinstance(outcome, Created)
    other = answered(200, b'{"id": 2, "name": "Fern"}', serve, b'{"id": 1.0, "name": "Fern"}')
    assert isinstance(other, Unexpected) and other.other_plant


def test_a_raw_1_0_is_the_plant_1_in_the_history_and_typed_again_is_caught(
    qtbot: QtBot, history: History
) -> None:
    """The sandbox creates 1.0 as the plant 1; the history says 1, so the form's 1 is the
    plant created before, said at the Id field, and nothing more is sent."""
    with SandboxServer(SANDBOX_TOKEN) as server:
        window = open_window(qtbot, server.base_url, SANDBOX_TOKEN, history)
        try:
            window.mode_tabs.setCurrentWidget(window.raw_editor)
            window.raw_editor.editor.setPlainText('{"id": 1.0, "name": "Fern"}')
            window.submit()
            qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1 created")
            (entry,) = history.entries()
            assert (entry.plant_id, entry.plant_name) == ("1", "Fern")

            window.mode_tabs.setCurrentWidget(window.form)
            type_plant(qtbot, window, "1", "Fern")
            press_enter(qtbot)
            field = window.form.id_field
            qtbot.waitUntil(lambda: field.message.text().startswith("⚠ Plant 1 was created"))
            assert server.request_count == 1
        finally:
            window.close()
