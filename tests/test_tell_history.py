"""The history's words, said from each entry's data: a row recorded in English reads in
German when the app speaks German, and a row with nothing to say again keeps its sentence."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from plantstore_gui.core import tell, words
from plantstore_gui.core.journal import EntryState, HistoryEntry
from plantstore_gui.core.outcome import FailureKind, Response

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
STOPPED = "The app stopped while sending it: it may have reached the server."


def entry(**changes: object) -> HistoryEntry:
    """A journal entry for plant 7 on a loopback server, finished as `changes` say."""
    recorded = HistoryEntry(
        id=1,
        created_at=1_700_000_000.0,
        server_name="Shop",
        base_url="http://127.0.0.1:8000",
        plant_id="7",
        plant_name="Fern",
        raw=False,
        body=b'{"id":7,"name":"Fern"}',
        state=EntryState.DONE,
        outcome="",
        status=None,
        summary="",
        request=None,
        response=None,
        failure_detail="",
        request_sent=False,
        finished_at=None,
    )
    return replace(recorded, **changes)  # type: ignore[arg-type]


def answer(status: int, body: bytes, reason: str = "OK") -> Response:
    headers = (("Content-Type", "application/json"),)
    return Response(status, reason, headers, body, False, 0.25, 0.125)


def failed(kind: FailureKind, *, sent: bool, **changes: object) -> HistoryEntry:
    """An entry whose request got no answer, as the journal records it."""
    state = EntryState.CHECKING if sent else EntryState.WAITING
    said = {
        "state": state,
        "outcome": "failed",
        "summary": f"Failed: {kind.value}",
        "failure_kind": kind.value,
        "failure_detail": "ReadTimeout",
        "request_sent": sent,
        **changes,
    }
    return entry(**said)


def rejected(message: str = "No such shop.") -> HistoryEntry:
    body = json.dumps({"error": 3, "message": message}).encode()
    return entry(
        outcome="rejected",
        status=400,
        summary=f"Rejected: {message}",
        response=answer(400, body, "Bad Request"),
        request_sent=True,
    )


def created() -> HistoryEntry:
    return entry(
        outcome="created",
        status=200,
        summary="Created",
        response=answer(200, b'{"name":"Fern"}'),
        request_sent=True,
    )


# --- a translator read from a shipped catalogue, without Qt -----------------------------------

Key = tuple[str, str, str]


def catalogue(code: str) -> dict[Key, list[str]]:
    """Each message of plantstore_CODE.ts: (context, English, comment) -> its forms."""
    found: dict[Key, list[str]] = {}
    for context in ElementTree.parse(TRANSLATIONS / f"plantstore_{code}.ts").iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = forms or [translation.text or ""]
    return found


def german_form(n: int) -> int:
    return 0 if n == 1 else 1


def arabic_form(n: int) -> int:
    """Qt's plural rule for Arabic: zero, one, two, few, many, other."""
    if n in (0, 1, 2):
        return n
    if 3 <= n % 100 <= 10:
        return 3
    if 11 <= n % 100 <= 99:
        return 4
    return 5


PLURALS = {"de": german_form, "ar": arabic_form, "es": german_form}


def translator(code: str) -> words.Translator:
    """A core translator speaking the shipped catalogue of language `code`."""
    table, form_of = catalogue(code), PLURALS[code]

    def say(context: str, source: str, disambiguation: str | None, n: int) -> str:
        forms = table.get((context, source, disambiguation or ""))
        if not forms or not all(forms):
            return words.english(context, source, disambiguation, n)
        said = forms[form_of(n) if len(forms) > 1 and n >= 0 else 0]
        return said.replace("%Ln", words.number(n)) if n >= 0 else said

    return say


def shipped(code: str, context: str, source: str, comment: str = "") -> str:
    """The translation of one message in the shipped catalogue (its first form)."""
    said = catalogue(code)[(context, source, comment)][0]
    assert said and said != source
    return said


@pytest.fixture
def german() -> Iterator[None]:
    """The core speaks German, as from the shipped catalogue; English afterwards."""
    words.install(
        translator("de"),
        lambda value: f"{value:,}".replace(",", "."),
        lambda value, places: f"{value:,.{places}f}".replace(",", " ").replace(".", ","),
    )
    yield
    words.install(words.english, words.english_number)


def de(context: str, source: str, comment: str = "") -> str:
    return shipped("de", context, source, comment)


# --- English -----------------------------------------------------------------------------------


def test_each_state_has_its_result_words() -> None:
    assert tell.result_text(entry(state=EntryState.NEW)) == "Waiting to be sent"
    assert tell.result_text(entry(state=EntryState.SENDING)) == "Sending…"
    assert tell.result_text(entry(state=EntryState.WAITING)) == "In the outbox"
    assert (
        tell.result_text(entry(state=EntryState.CHECKING))
        == "Needs checking · the app stopped while sending"
    )
    assert tell.result_text(entry(outcome="checked")) == "Checked by you"


def test_a_result_is_said_again_from_the_entrys_data() -> None:
    assert tell.result_text(created()) == "Created"
    assert tell.result_text(rejected()) == "Rejected: No such shop."
    timed_out = failed(FailureKind.TIMED_OUT, sent=True)
    assert tell.result_text(timed_out) == "Needs checking · Failed: timed out"
    refused = failed(FailureKind.REFUSED, sent=False)
    assert tell.result_text(refused) == "In the outbox · Failed: connection refused"
    conflict = entry(
        outcome="refused",
        status=409,
        summary="Refused: HTTP 409 Conflict",
        response=answer(409, b"{}", "Conflict"),
        request_sent=True,
    )
    assert tell.result_text(conflict) == "Refused: HTTP 409 Conflict"
    stopped = entry(
        outcome="cancelled",
        summary="You stopped it before it was sent.",
        failure_kind=FailureKind.CANCELLED.value,
    )
    assert tell.result_text(stopped) == "You stopped it before it was sent."


def test_the_stored_sentence_is_what_the_data_does_not_say_again() -> None:
    # Not what the answer was: a clue the summary is said again, not read back.
    assert tell.result_text(replace(created(), summary="anything")) == "Created"
    # Rows whose summary a move wrote, with no answer or failure to say it from.
    cancelled = entry(outcome="cancelled", summary="Not sent: you cancelled the batch.")
    assert tell.result_text(cancelled) == "Not sent: you cancelled the batch."
    closed = entry(outcome="cancelled", summary="Not sent: you stopped the batch.")
    assert tell.result_text(closed) == "Not sent: you stopped the batch."
    left = entry(
        state=EntryState.WAITING,
        wait_reason="interrupted",
        summary="Not sent yet: its batch stopped first.",
    )
    # Short, and "not sent" only once: it was two cramped lines in the history's cell.
    assert tell.result_text(left) == "In the outbox · Its batch was stopped."


def test_a_move_over_an_earlier_attempt_keeps_its_own_sentence() -> None:
    """A move keeps the earlier attempt's data: its sentence, not that data, is told."""
    waited = failed(FailureKind.REFUSED, sent=False)
    removed = replace(waited, state=EntryState.DONE, outcome="removed", summary="Removed.")
    assert tell.result_text(removed) == "Removed."
    flagged = replace(waited, state=EntryState.CHECKING, summary=STOPPED)
    assert tell.result_text(flagged) == f"Needs checking · {STOPPED}"
    refused_token = entry(
        state=EntryState.CHECKING,
        outcome="failed",  # what a crash's flag writes over the earlier "refused"
        status=401,
        summary=STOPPED,
        response=answer(401, b"{}", "Unauthorized"),
        request_sent=True,
    )
    assert tell.result_text(refused_token) == f"Needs checking · {STOPPED}"
    checked = replace(
        failed(FailureKind.TIMED_OUT, sent=True), state=EntryState.DONE, outcome="checked"
    )
    assert tell.result_text(checked) == "Checked by you · Failed: timed out"


def test_a_summary_is_one_short_line() -> None:
    from plantstore_gui.core.models import ApiError
    from plantstore_gui.core.outcome import Rejected, Unexpected

    message = "line one\nline two\t" + "x" * 500
    said = tell.summary(Rejected(ApiError(error=1, message=message), answer(400, b"")))
    assert said.startswith("Rejected: line one line two x")
    assert "\n" not in said and "\t" not in said
    assert len(said) == 200 and said.endswith("…")
    no_reason = Unexpected(answer(502, b"", reason=""), "Bad gateway.")
    assert tell.summary(no_reason) == "Unexpected: HTTP 502 — Bad gateway."
    assert tell.summary(Unexpected(answer(403, b"", "Forbidden"), "…")) == (
        "Refused: HTTP 403 Forbidden"
    )


def test_a_raw_body_marks_its_name_and_the_filter_keeps_its_values() -> None:
    assert tell.name_text(entry()) == "Fern"
    assert tell.name_text(entry(raw=True)) == "Fern  [raw]"
    choices = tell.status_choices()
    assert [value for _label, value in choices] == [
        None, 200, 400, 401, 403, 404, 409, 422, 429, 500, -1, "checking", "waiting",
    ]  # fmt: skip
    assert choices[0][0] == "Any status" and choices[-1][0] == "In the outbox"


# --- German ------------------------------------------------------------------------------------


def test_a_row_recorded_in_english_reads_in_german(german: None) -> None:
    failed_in_english = failed(FailureKind.TIMED_OUT, sent=True)
    assert failed_in_english.summary == "Failed: timed out"
    kind = de("Outcome", "timed out", "why no answer came")
    said = de("Sending", "Failed: {kind}", "a request that got no answer, and why").format(
        kind=kind
    )
    assert tell.result_text(failed_in_english) == de(
        "HistoryPanel", "Needs checking · {summary}"
    ).format(summary=said)
    assert "Failed" not in tell.result_text(failed_in_english)

    assert tell.result_text(rejected()) == de("Sending", "Rejected: {message}").format(
        message="No such shop."  # the server's words stay as it said them
    )
    assert tell.result_text(created()) == de("Sending", "Created", "what came of a request")
    refused = de("Sending", "Failed: {kind}", "a request that got no answer, and why").format(
        kind=de("Outcome", "connection refused", "why no answer came")
    )
    waiting = failed(FailureKind.REFUSED, sent=False)
    assert tell.result_text(waiting) == de("HistoryPanel", "In the outbox · {summary}").format(
        summary=refused
    )
    # A move is kept as which move it was, so it is said in today's language too.
    cancelled = entry(outcome="cancelled", summary="Not sent: you cancelled the batch.")
    assert tell.result_text(cancelled) == de("Sending", "Not sent: you cancelled the batch.")


def test_a_recorded_failure_is_reported_in_german_from_its_kind(german: None) -> None:
    told = tell.entry_report(failed(FailureKind.TIMED_OUT, sent=True))
    assert told.title == de("Wording", "The server took too long")
    assert told.detail == de("Outcome", "timed out", "why no answer came")


def test_seconds_are_written_as_the_language_writes_them(german: None) -> None:
    slow = Response(200, "OK", (), b'{"name":"Fern"}', False, 12.34, 0.5)
    told = tell.entry_report(entry(outcome="created", response=slow, request_sent=True))
    assert "12,3" in told.detail
