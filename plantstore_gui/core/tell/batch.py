"""A batch told: what became of each row, and what the check of a sheet found (how a
run goes and how it ended: batch_run.py).

    row's word   how it came                                 detail
    ──────────── ─────────────────────────────────────────── ─────────────────────────────
    created …    answered (created, rejected, refused,       the request's summary
                 unexpected, cancelled, not sent)
    waiting      in the outbox (sent, or left when the batch Waiting in the outbox · …, or
                 stopped)                                    Not sent yet: waiting …
    checking     may have reached the server (sent, or left  Needs checking · {summary},
                 out: an earlier entry needs checking)       or Not sent: this plant may …
    cancelled    never sent: the user cancelled the batch    Not sent: you cancelled …
    not sent     never sent: the batch stopped first         Not sent: the batch stopped …
    created      left out: this server created this plant    Not sent: this server created
      before     already                                     this plant already.
    elsewhere    another part of the app sent it, or is      Sent by another part of …
                 sending it (left out)

The words stay English: they are keys, for sorting and colour, and the export's result
column; the detail is in the person's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..outcome import Outcome
from ..words import number, translate
from .summaries import summary

# What is read of the runner's RowResult, by shape: the runner sends through the journey,
# which speaks through here, so it is not imported (not even for typing).


class _Verdict(Protocol):
    @property
    def outcome(self) -> str: ...
    @property
    def queued(self) -> bool: ...
    @property
    def needs_checking(self) -> bool: ...


class _Delivery(Protocol):
    @property
    def outcome(self) -> Outcome: ...
    @property
    def verdict(self) -> _Verdict: ...


class _RowResult(Protocol):
    """A batch row's result (core.batch.RowResult), as far as it is told."""

    @property
    def delivery(self) -> _Delivery | None: ...
    @property
    def unsent(self) -> str: ...


CREATED = "created"  # a row whose plant was created
RESULT_WORDS = (
    CREATED,
    "rejected",
    "refused",
    "unexpected",
    "waiting",
    "checking",
    "cancelled",
    "not sent",
    "created before",
    "elsewhere",
)
"""Every row's word, in the order a run's summary tells them."""


@dataclass(frozen=True)
class RowWords:
    """What became of one row: a word for sorting and colour, and the detail.

    Attributes:
        word: one of RESULT_WORDS ("elsewhere": another part of the app sent it).
        detail: what came of it, in the person's language.
    """

    word: str
    detail: str


def row_words(result: _RowResult) -> RowWords:
    """What became of one row of a batch."""
    delivery = result.delivery
    if result.unsent:
        return _unsent(result.unsent)
    if delivery is None:
        return _elsewhere()
    verdict, said = delivery.verdict, summary(delivery.outcome)
    if verdict.queued:
        waiting = translate("BatchTable", "Waiting in the outbox · {summary}")
        return RowWords("waiting", waiting.format(summary=said))
    if verdict.needs_checking:
        checking = translate("BatchTable", "Needs checking · {summary}")
        return RowWords("checking", checking.format(summary=said))
    return RowWords(verdict.outcome, said)


def _unsent(word: str) -> RowWords:
    """A row the batch never sent: "cancelled", "waiting", "not sent", or one it left out:
    "elsewhere" (on its way from another part of the app), "checking" (an earlier entry
    of its plant needs checking), "created before" (this server created its plant)."""
    if word == "elsewhere":
        return _elsewhere()
    if word == "cancelled":
        detail = translate("BatchTable", "Not sent: you cancelled the batch.")
    elif word == "waiting":
        detail = translate("BatchTable", "Not sent yet: waiting in the outbox.")
    elif word == "not sent":
        detail = translate("BatchTable", "Not sent: the batch stopped first.")
    elif word == "checking":
        detail = translate(
            "BatchTable",
            "Not sent: this plant may already have reached the server; check it in the "
            "history first.",
        )
    elif word == "created before":
        detail = translate("BatchTable", "Not sent: this server created this plant already.")
    else:
        raise KeyError(word)
    return RowWords(word, detail)


def _elsewhere() -> RowWords:
    return RowWords(
        "elsewhere", translate("BatchTable", "Sent by another part of the app; see the history.")
    )


def checked_summary(count: int, valid: int, invalid: int, trimmed: int) -> str:
    """What the check of a sheet found: "203 rows: 200 ready to send, 3 with problems
    (they are not sent)." and how many ids were trimmed."""
    ready, problems = number(valid), number(invalid)
    if invalid == 0 and count == 1:
        text = translate("BatchWindow", "%Ln row: {ready} ready to send.", None, count)
    elif invalid == 0:
        text = translate("BatchWindow", "%Ln rows: {ready} ready to send.", None, count)
    elif invalid == 1 and count == 1:
        text = translate(
            "BatchWindow",
            "%Ln row: {ready} ready to send, 1 with problems (it is not sent).",
            None,
            count,
        )
    elif invalid == 1:
        text = translate(
            "BatchWindow",
            "%Ln rows: {ready} ready to send, 1 with problems (it is not sent).",
            None,
            count,
        )
    else:
        text = translate(
            "BatchWindow",
            "%Ln rows: {ready} ready to send, {problems} with problems (they are not sent).",
            None,
            count,
        )
    text = text.format(ready=ready, problems=problems)
    if trimmed == 1:
        text += " " + translate(
            "BatchWindow", "On %Ln row, spaces around the id were trimmed.", None, trimmed
        )
    elif trimmed:
        text += " " + translate(
            "BatchWindow", "On %Ln rows, spaces around the id were trimmed.", None, trimmed
        )
    return text
