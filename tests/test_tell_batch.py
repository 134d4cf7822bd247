"""A batch told (core.tell.batch) and the outbox's notices, without Qt: each row's word and
detail, what a sheet's check found, a run's progress and how it ended."""

from __future__ import annotations

from dataclasses import replace

import pytest

from plantstore_gui.core import tell
from plantstore_gui.core.batch import Progress, RowResult
from plantstore_gui.core.journey import Delivery, judge
from plantstore_gui.core.models import ApiError, Plant
from plantstore_gui.core.outcome import (
    Created,
    Failed,
    FailureKind,
    Outcome,
    Rejected,
    Response,
    Unexpected,
)


def answer(status: int, reason: str = "") -> Response:
    return Response(status, reason, (), b"{}", False, 0.01, 0.01)


def sent(outcome: Outcome) -> RowResult:
    """A row this batch sent, recorded as the journey's policy judges its outcome."""
    delivery = Delivery(1, "http://127.0.0.1:8000", "7", False, outcome, judge(outcome))
    return RowResult(0, delivery, 1)


ROWS = [
    (Created(Plant(name="Fern"), answer(200, "OK")), "created", "Created"),
    (Rejected(ApiError(error=3, message="No."), answer(400)), "rejected", "Rejected: No."),
    (Unexpected(answer(409, "Conflict"), "…"), "refused", "Refused: HTTP 409 Conflict"),
    (
        Failed(FailureKind.REFUSED, "ConnectError", False, 0.0),
        "waiting",
        "Waiting in the outbox · Failed: connection refused",
    ),
    (
        Failed(FailureKind.TIMED_OUT, "ReadTimeout", True, 9.0),
        "checking",
        "Needs checking · Failed: timed out",
    ),
    (
        Unexpected(answer(500), "HTTP 500 is not an answer the spec lists."),
        "checking",
        "Needs checking · Unexpected: HTTP 500 — HTTP 500 is not an answer the spec lists.",
    ),
    (
        Failed(FailureKind.CANCELLED, "cancelled", False, 0.0),
        "cancelled",
        "You stopped it before it was sent.",
    ),
    (Failed(FailureKind.NOT_ALLOWED, "plain", False, 0.0), "not sent", "Failed: not allowed"),
]


@pytest.mark.parametrize(("outcome", "word", "detail"), ROWS, ids=[r[1] for r in ROWS])
def test_a_sent_row_has_its_word_and_the_requests_summary(
    outcome: Outcome, word: str, detail: str
) -> None:
    assert tell.row_words(sent(outcome)) == tell.RowWords(word, detail)


@pytest.mark.parametrize(
    ("unsent", "detail"),
    [
        ("cancelled", "Not sent: you cancelled the batch."),
        ("waiting", "Not sent yet: waiting in the outbox."),
        ("not sent", "Not sent: the batch stopped first."),
        ("elsewhere", "Sent by another part of the app; see the history."),
    ],
)
def test_a_row_the_batch_never_sent_says_why(unsent: str, detail: str) -> None:
    assert tell.row_words(RowResult(3, None, None, unsent)) == tell.RowWords(unsent, detail)


def test_a_row_another_part_of_the_app_sent_is_elsewhere() -> None:
    said = tell.row_words(RowResult(3, None, 12))
    assert said == tell.RowWords("elsewhere", "Sent by another part of the app; see the history.")
    with pytest.raises(KeyError):
        tell.row_words(RowResult(3, None, None, "lost"))


# --- what a sheet's check found -----------------------------------------------------------------


def test_the_check_of_a_sheet_counts_rows_ready_and_with_problems() -> None:
    assert tell.checked_summary(1, 1, 0, 0) == "1 row: 1 ready to send."
    assert tell.checked_summary(2000, 2000, 0, 0) == "2,000 rows: 2,000 ready to send."
    assert tell.checked_summary(1, 0, 1, 0) == (
        "1 row: 0 ready to send, 1 with problems (it is not sent)."
    )
    assert tell.checked_summary(3, 2, 1, 0) == (
        "3 rows: 2 ready to send, 1 with problems (it is not sent)."
    )
    assert tell.checked_summary(203, 200, 3, 0) == (
        "203 rows: 200 ready to send, 3 with problems (they are not sent)."
    )
    assert tell.checked_summary(1, 1, 0, 1) == (
        "1 row: 1 ready to send. On 1 row, spaces around the id were trimmed."
    )
    assert tell.checked_summary(5, 5, 0, 2).endswith(
        " On 2 rows, spaces around the id were trimmed."
    )


# --- how a run ended ------------------------------------------------------------------------------

RESULTS = [
    ("created", "1 plant created", "2 plants created", "2 created"),
    ("rejected", "1 plant rejected", "2 plants rejected", "2 rejected"),
    ("refused", "1 plant refused", "2 plants refused", "2 refused"),
    (
        "unexpected",
        "1 plant answered outside the spec",
        "2 plants answered outside the spec",
        "2 answered outside the spec",
    ),
    (
        "waiting",
        "1 plant waiting in the outbox",
        "2 plants waiting in the outbox",
        "2 waiting in the outbox",
    ),
    (
        "checking",
        "1 plant to check on the server",
        "2 plants to check on the server",
        "2 to check on the server",
    ),
    ("cancelled", "1 plant cancelled", "2 plants cancelled", "2 cancelled"),
    ("not sent", "1 plant not sent", "2 plants not sent", "2 not sent"),
    (
        "elsewhere",
        "1 plant sent by another part of the app",
        "2 plants sent by another part of the app",
        "2 sent by another part of the app",
    ),
]


@pytest.mark.parametrize(("word", "one", "many", "later"), RESULTS, ids=[r[0] for r in RESULTS])
def test_a_runs_summary_says_each_word(word: str, one: str, many: str, later: str) -> None:
    assert tell.batch_summary({word: 1}, None, 0) == f"Done: {one}."
    assert tell.batch_summary({word: 2}, None, 0) == f"Done: {many}."
    first = "rejected" if word == "created" else "created"
    then = tell.batch_summary({word: 2, first: 1}, None, 0)
    if tell.RESULT_WORDS.index(word) > tell.RESULT_WORDS.index(first):
        assert then == f"Done: 1 plant {first}, {later}."
    else:
        assert then.startswith(f"Done: {many}, ")


def test_a_runs_summary_says_why_it_stopped_and_what_was_not_sent() -> None:
    assert tell.batch_summary({}, None, 0) == "Done: nothing was sent."
    assert tell.batch_summary({"created": 200}, None, 3) == (
        "Done: 200 plants created. 3 rows with problems were not sent."
    )
    assert tell.batch_summary({"created": 2, "rejected": 1}, None, 1) == (
        "Done: 2 plants created, 1 rejected. 1 row with problems was not sent."
    )
    reason = "The server refused the token; check it in Manage servers."
    assert tell.batch_summary({"created": 1, "waiting": 4}, reason, 0) == (
        f"Stopped. {reason} So far: 1 plant created, 4 waiting in the outbox."
    )
    assert tell.batch_summary({}, "The server cannot be reached", 0) == (
        "Stopped. The server cannot be reached. So far: nothing was sent."
    )
    assert tell.batch_summary({"created": 1, "lost": 5}, None, 0) == "Done: 1 plant created."


# --- how a run goes ---------------------------------------------------------------------------

GOING = Progress(
    total=2000,
    finished=1200,
    created=1180,
    failed=20,
    elapsed=30.0,
    rate=40.4,
    eta=62.0,
    paused=False,
    done=False,
    written=2000,
)


def test_the_progress_line_says_how_far_how_fast_and_how_long() -> None:
    assert tell.progress_line(GOING) == (
        "1,200 of 2,000 done · 1,180 created · 40 rows a second · 1:02 left"
    )
    paused = replace(GOING, rate=0.0, eta=None, paused=True)
    assert tell.progress_line(paused) == "1,200 of 2,000 done · 1,180 created · paused"
    done = replace(GOING, finished=2000, eta=0.0, done=True)
    assert tell.progress_line(done) == "2,000 of 2,000 done · 1,180 created · 40 rows a second"


def test_a_run_that_stopped_says_where_its_rows_are_until_it_is_over() -> None:
    reason = "The server cannot be reached: refused"
    assert tell.stopped_line(GOING, None) is None
    assert tell.stopped_line(GOING, reason) == (
        "The server cannot be reached: refused. The rows not sent wait in the outbox."
    )
    part = replace(GOING, written=1500, unreached=500)
    assert tell.stopped_line(part, reason + ".") == (
        "The server cannot be reached: refused. The rows not sent wait in the outbox, "
        "except 500 rows the batch had not reached: they are not sent."
    )
    assert tell.stopped_line(replace(GOING, written=1999, unreached=1), reason) == (
        "The server cannot be reached: refused. The rows not sent wait in the outbox, "
        "except 1 row the batch had not reached: it is not sent."
    )
    assert tell.stopped_line(replace(GOING, done=True), reason) is None


def test_a_run_that_sent_some_of_the_rows_says_its_own_counts_and_the_sheets() -> None:
    """Send the rest again sent 144 of 200 rows; 56 were created before: the summary
    beside "144 of 144 done · 144 created" said "Done: 200 plants created"."""
    assert tell.batch_summary({"created": 144}, None, 0, (200, 200)) == (
        "Done: 144 plants created in this run; with the rows sent before, 200 of 200 "
        "plants are created."
    )
    assert tell.batch_summary({"created": 140, "rejected": 4}, None, 3, (196, 200)) == (
        "Done: 140 plants created, 4 rejected in this run; with the rows sent before, "
        "196 of 200 plants are created. 3 rows with problems were not sent."
    )
    reason = "The server cannot be reached"
    assert tell.batch_summary({"created": 10, "waiting": 30}, reason, 0, (66, 200)) == (
        "Stopped. The server cannot be reached. So far in this run: 10 plants created, "
        "30 waiting in the outbox; with the rows sent before, 66 of 200 plants are created."
    )
    assert tell.batch_summary({}, reason, 0, (56, 200)) == (
        "Stopped. The server cannot be reached. Nothing was sent in this run; with the "
        "rows sent before, 56 of 200 plants are created."
    )
    assert tell.batch_summary({}, None, 0, (1200, 2000)) == (
        "Done: nothing was sent in this run; with the rows sent before, 1,200 of 2,000 "
        "plants are created."
    )


def test_the_question_before_quitting_counts_what_waits_and_what_is_not_sent() -> None:
    """It said "In a large batch, only the rows already prepared wait there"."""
    asked = "Plants from a spreadsheet are still being sent; no new row starts while you "
    asked += "decide. Stop after the rows on their way and quit?"
    assert tell.stop_question(quitting=True, queued=0, unreached=0) == asked
    assert tell.stop_question(quitting=True, queued=196, unreached=0) == (
        f"{asked} 196 rows not sent yet wait in the outbox and go out when the app starts again."
    )
    assert tell.stop_question(quitting=True, queued=1, unreached=1800) == (
        f"{asked} 1 row not sent yet waits in the outbox and goes out when the app starts "
        "again. 1,800 rows the batch has not reached yet are not sent: to send them, open "
        "the spreadsheet again (the plants already created are left out)."
    )
    assert tell.stop_question(quitting=True, queued=0, unreached=1) == (
        f"{asked} 1 row the batch has not reached yet is not sent: to send it, open the "
        "spreadsheet again (the plants already created are left out)."
    )
    closing = tell.stop_question(quitting=False, queued=5, unreached=7)
    assert closing.endswith("close this window? The rows left are not sent: to send them "
                            "later, open the spreadsheet again (the plants already created "
                            "are left out).")  # fmt: skip
    for text in (closing, tell.stop_question(quitting=True, queued=9, unreached=9)):
        assert not any(word in text for word in ("large", "prepared", "written"))


def test_a_run_that_sends_no_new_row_says_the_rows_on_their_way_finish_first() -> None:
    assert tell.stopping_line(closing=False) == (
        "Cancelling: no new row is sent; the rows on their way get their answer first."
    )
    assert tell.stopping_line(closing=True) == (
        "Stopping: no new row is sent, and this window closes once the rows on their way "
        "have their answer."
    )


def test_a_run_that_is_over_is_no_longer_said_to_be_paused() -> None:
    held = replace(GOING, paused=True)
    assert tell.progress_line(held).endswith(" · paused")
    assert "paused" not in tell.progress_line(replace(held, finished=2000, done=True))


# --- the outbox ---------------------------------------------------------------------------------


def test_an_outbox_run_says_what_it_sent() -> None:
    assert tell.outbox_sent_notice(0, 0) is None
    assert tell.outbox_sent_notice(1, 1) == (
        "Sent 1 plant from the outbox; it was created. See the history."
    )
    assert tell.outbox_sent_notice(1, 0) == (
        "Sent 1 plant from the outbox; it was not created. See the history."
    )
    assert tell.outbox_sent_notice(1200, 1100) == (
        "Sent 1,200 plants from the outbox; 1,100 created. Their results are in the history."
    )


def test_the_outbox_button_counts_what_waits() -> None:
    assert tell.outbox_button_text(1, False) == "Outbox: 1 waiting"
    assert tell.outbox_button_text(3, True) == "Outbox: 3 waiting · sending…"
