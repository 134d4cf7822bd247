"""Outcomes told for the results panel (core.tell.report and friends), without Qt: what an
answer outside the spec means, the server's own reason, server text shown escaped, what a
screen reader hears, and what becomes of a plant that waits."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from test_tell_history import entry, failed, translator

from plantstore_gui.core import tell, words
from plantstore_gui.core.journal import EntryState
from plantstore_gui.core.models import ApiError, Plant
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Rejected, Response, Unexpected

BASE_URL = "http://127.0.0.1:8000"


def answer(
    status: int,
    body: bytes,
    content_type: str = "application/json",
    headers: tuple[tuple[str, str], ...] = (),
) -> Response:
    return Response(status, "", (("Content-Type", content_type), *headers), body, False, 0.01, 0.01)


def unexpected(response: Response) -> Unexpected:
    from plantstore_gui.core.answer import classify

    outcome = classify(response)
    assert isinstance(outcome, Unexpected)
    return outcome


def field(report: tell.Report, label: str) -> str:
    return dict(report.fields)[label]


# --- the server's reason ---------------------------------------------------------------------


def test_the_servers_reason_is_read_from_an_rfc_9457_problem() -> None:
    problem = {
        "type": "https://example.com/probs/invalid",
        "title": "Your request is not valid.",
        "status": 422,
        "detail": "The name holds digits.",
        "errors": [
            {"pointer": "/name", "detail": "must not contain digits"},
            {"field": "tag", "message": "is unknown"},
            "something else",
        ],
    }
    body = json.dumps(problem).encode()
    assert tell.server_reason(answer(422, body, "application/problem+json")) == (
        "Your request is not valid.: The name holds digits.\n"
        "• /name: must not contain digits\n• tag: is unknown\n• something else"
    )
    only_title = json.dumps({"title": "Conflict"}).encode()
    assert tell.server_reason(answer(409, only_title, "application/problem+json")) == "Conflict"
    many = json.dumps({"title": "Bad", "errors": [f"e{i}" for i in range(8)]}).encode()
    assert tell.server_reason(answer(422, many)).endswith("• e4\n• … and 3 more")


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (b'{"message": "Slow down, please."}', "Slow down, please."),
        (b'{"error": "invalid_token"}', "invalid_token"),
        (b'{"error": {"code": 7, "message": "No such shop."}}', "No such shop."),
        (b'{"error": 403, "message": "Read-only token."}', "Read-only token."),
        (b"<h1>Forbidden</h1>", ""),
        (b"[1, 2]", ""),
        (b'{"message": ["not", "text"]}', ""),
    ],
)
def test_the_servers_reason_is_read_from_a_message_or_error_field(body: bytes, said: str) -> None:
    assert tell.server_reason(answer(403, body)) == said


def test_server_text_is_cut_to_fit_with_an_ellipsis() -> None:
    assert tell.shorten("x" * 300) == "x" * 300
    cut = tell.shorten("x" * 301)
    assert len(cut) == 300 and cut.endswith("…")


# --- answers outside the spec -------------------------------------------------------------------

REFUSALS = [
    (403, "This token may not create plants", "does not allow it to create plants"),
    (404, "The server has no plant store at this address", "Check the base URL"),
    (409, "The server refused plant 7 as a conflict", "conflicts with something"),
    (410, "The server refused plant 7", "It answered HTTP 410"),
    (422, "The server found plant 7 invalid", "refused the plant in it"),
]


@pytest.mark.parametrize(("status", "title", "says"), REFUSALS)
def test_a_4xx_other_than_400_says_the_plant_was_refused_and_nothing_was_created(
    status: int, title: str, says: str
) -> None:
    problem = {"title": "Not today.", "detail": "The shop is closed.", "errors": ["Come back."]}
    body = json.dumps(problem).encode()
    told = tell.report(unexpected(answer(status, body, "application/problem+json")), "7", BASE_URL)
    assert told.icon == "unexpected" and told.answered
    assert told.title == title
    assert says in told.advice
    assert "Nothing was created." in told.advice
    assert "may or may not" not in told.advice
    assert field(told, "Server's reason") == "Not today.: The shop is closed.\n• Come back."


@pytest.mark.parametrize("status", [201, 202, 500, 503])
def test_may_or_may_not_is_said_only_where_it_is_true(status: int) -> None:
    told = tell.report(unexpected(answer(status, b'{"message": "Hmm."}')), "8", BASE_URL)
    assert "Plant 8 may or may not have been created." in told.advice
    assert field(told, "Server's reason") == "Hmm."


def test_a_plant_without_an_id_is_the_plant() -> None:
    told = tell.report(unexpected(answer(409, b"{}")), "", BASE_URL)
    assert told.title == "The server refused the plant as a conflict"


def test_a_busy_server_says_when_to_send_again() -> None:
    busy = unexpected(answer(429, b"{}", headers=(("Retry-After", "30"),)))
    told = tell.report(busy, "7", BASE_URL)
    assert told.title == "The server is busy"
    assert "Send plant 7 again after 30 seconds." in told.advice
    later = tell.report(unexpected(answer(429, b"{}")), "7", BASE_URL)
    assert "Send plant 7 again later." in later.advice


# --- what came back, and what a screen reader hears --------------------------------------------


def test_a_servers_bidi_override_and_terminal_escape_are_shown_not_applied() -> None:
    message = "Fern\u202egnp.exe \x1b[2J\x1b[31mred"
    error = ApiError(error=5, message=message)
    told = tell.report(Rejected(error, answer(400, b"{}")), "9", BASE_URL)
    assert field(told, "Reason") == "Fern\\u202egnp.exe \\x1b[2J\\x1b[31mred"
    assert "\u202e" not in told.raw and "\x1b" not in told.raw


def test_a_result_is_said_as_a_sentence_with_its_reason() -> None:
    plant = Created(Plant(name="Fern"), answer(200, b'{"name":"Fern"}'))
    assert tell.report(plant, "1042", BASE_URL).spoken == "Plant 1042 created."
    error = ApiError(error=1, message="A plant with id 1042 already exists.")
    spoken = tell.report(Rejected(error, answer(400, b"{}")), "1042", BASE_URL).spoken
    assert spoken == (
        "The server did not accept plant 1042. A plant with id 1042 already exists. "
        "Correct the plant and send it again."
    )


def test_the_technical_line_says_status_time_and_size() -> None:
    slow = Response(200, "OK", (), b"x" * 1234, False, 12.34, 0.5)
    assert (
        tell.report(unexpected(slow), "7", BASE_URL).detail == "HTTP 200 OK · 12.3 s · 1,234 bytes"
    )
    quick = Response(200, "OK", (), b"{}", True, 0.0123, 0.01)
    assert tell.report(unexpected(quick), "7", BASE_URL).detail == (
        "HTTP 200 OK · 12 ms · 2 bytes (cut off)"
    )
    raw = tell.report(unexpected(quick), "7", BASE_URL, raw_body=True)
    # The answer to a body typed by hand is still the server's answer, not an error.
    assert raw.detail.startswith("RAW body, typed by hand · ") and raw.answered


# --- no answer, and a plant that waits ---------------------------------------------------------


def test_a_plant_that_never_left_waits_and_nothing_is_lost() -> None:
    refused = Failed(FailureKind.REFUSED, "ConnectError", False, 0.002)
    told = tell.report(refused, "7", BASE_URL, queued=True)
    assert told.icon == "waiting"
    assert told.title == "Plant 7 is waiting in the outbox"
    assert told.advice == (
        f"Could not reach the server: Nothing answers at {BASE_URL}. Is it running? "
        "It will be sent as soon as the server answers; nothing is lost."
    )
    by_hand = tell.report(refused, "7", BASE_URL, queued=True, automatic=False)
    assert "until you send the outbox" in by_hand.advice
    token = tell.report(unexpected(answer(401, b"{}")), "7", BASE_URL, queued=True)
    assert token.advice.endswith("once you give this server a new token; nothing is lost.")


def test_a_request_that_left_may_or_may_not_have_created_the_plant() -> None:
    lost = Failed(FailureKind.CONNECTION_LOST, "ReadError", True, 1.0)
    assert "plant 7 may or may not have been created" in tell.report(lost, "7", BASE_URL).advice
    never = Failed(FailureKind.CONNECTION_LOST, "ReadError", False, 1.0)
    assert tell.report(never, "7", BASE_URL).advice == "Nothing was created. Try again."
    plain = Failed(FailureKind.NOT_ALLOWED, "plain http", False, 0.0)
    told = tell.report(plain, "7", "http://shop.example:8000")
    assert told.offer_plain_http and "unencrypted to shop.example" in told.advice


# --- a recorded entry ----------------------------------------------------------------------------


def test_a_recorded_failure_is_told_from_its_kind_not_its_sentence() -> None:
    said_in_german = failed(FailureKind.TIMED_OUT, sent=True, summary="Fehlgeschlagen: x")
    told = tell.entry_report(said_in_german)
    assert told.title == "The server took too long"
    assert told.detail == "timed out"
    raw = tell.entry_report(failed(FailureKind.TIMED_OUT, sent=True, raw=True))
    assert raw.detail == "RAW body, typed by hand · timed out"


def test_a_recorded_entry_without_an_answer_says_where_it_stands() -> None:
    sending = tell.entry_report(entry(state=EntryState.SENDING))
    assert sending.title == "Plant 7 is being sent"
    waiting = tell.entry_report(
        entry(state=EntryState.WAITING, summary="The app closed before sending it.")
    )
    assert waiting.title == "Plant 7 is waiting in the outbox"
    assert waiting.advice.startswith("The app closed before sending it. It will be sent")
    stopped = "The app stopped while sending it: it may have reached the server."
    flagged = failed(FailureKind.REFUSED, sent=False, state=EntryState.CHECKING, summary=stopped)
    told = tell.entry_report(flagged)  # an earlier attempt's kind is not what it says now
    assert told.title == "Plant 7 needs checking" and told.advice.startswith(stopped)
    removed = failed(FailureKind.REFUSED, sent=False, state=EntryState.DONE, outcome="removed")
    assert tell.entry_report(removed).title == "Plant 7 was not sent"
    assert tell.entry_time(entry()).count(":") == 2


# --- the notice at start ------------------------------------------------------------------------


def test_one_plant_to_check_is_a_sentence_of_its_own() -> None:
    assert tell.needs_checking_notice(1, 3).startswith("1 plant was on its way")
    assert tell.needs_checking_notice(2, 3).startswith("2 plants were on their way")
    assert tell.needs_checking_notice(0, 1).startswith("1 plant still needs checking")
    assert tell.needs_checking_notice(0, 4).startswith("4 plants still need checking")


@pytest.fixture
def arabic() -> Iterator[None]:
    words.install(translator("ar"), words.english_number)
    yield
    words.install(words.english, words.english_number)


def test_a_count_takes_each_form_a_language_has(arabic: None) -> None:
    from test_tell_history import catalogue

    source = (
        "%Ln plants still need checking: you stopped waiting, the connection broke or the "
        "server failed, so each may or may not have been created."
    )
    forms = catalogue("ar")[("Wording", source, "")]
    for count, form in ((2, 2), (5, 3), (12, 4), (100, 5)):
        assert tell.needs_checking_notice(0, count) == forms[form].replace("%Ln", str(count))
