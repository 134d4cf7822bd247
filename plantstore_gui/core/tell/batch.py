"""A batch told: what became of each row, what the check of a sheet found, how a run
goes and how it ended.

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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from ..outcome import Outcome
from ..words import number, translate
from .summaries import summary

# What is read of the runner's RowResult and Progress, by shape: the runner sends through
# the journey, which speaks through here, so neither is imported (not even for typing).


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


class _Progress(Protocol):
    """Where a batch stands (core.batch.Progress), as far as it is told."""

    @property
    def total(self) -> int: ...
    @property
    def finished(self) -> int: ...
    @property
    def created(self) -> int: ...
    @property
    def rate(self) -> float: ...
    @property
    def eta(self) -> float | None: ...
    @property
    def paused(self) -> bool: ...
    @property
    def done(self) -> bool: ...
    @property
    def written(self) -> int: ...


RESULT_WORDS = (
    "created",
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


def batch_summary(counts: Mapping[str, int], stopped: str | None, invalid: int) -> str:
    """How a run ended: how many rows came to each word (`counts`), why it stopped early
    (`stopped`, None when it did not), and how many rows with problems were not sent."""
    parts = [(word, counts[word]) for word in RESULT_WORDS if counts.get(word)]
    said = translate("BatchWindow", ", ", "between the parts of a list of results").join(
        _first_result(word, count) if i == 0 else _later_result(word, count)
        for i, (word, count) in enumerate(parts)
    )
    reason = ""
    if stopped:
        reason = _sentence(stopped)
        if said:
            text = translate("BatchWindow", "Stopped. {reason} So far: {results}.")
        else:
            text = translate("BatchWindow", "Stopped. {reason} So far: nothing was sent.")
    elif said:
        text = translate("BatchWindow", "Done: {results}.")
    else:
        text = translate("BatchWindow", "Done: nothing was sent.")
    text = text.format(reason=reason, results=said)
    if invalid == 1:
        text += " " + translate("BatchWindow", "%Ln row with problems was not sent.", None, invalid)
    elif invalid:
        text += " " + translate(
            "BatchWindow", "%Ln rows with problems were not sent.", None, invalid
        )
    return text


def progress_line(progress: _Progress) -> str:
    """Where a run stands: "120 of 200 done · 118 created · 40 rows a second · 0:02 left".

    "Done", not "sent": a row left out (created before, or on its way elsewhere) has its
    result without being sent.
    """
    parts = [
        translate("BatchWindow", "{finished} of {total} done", "rows with a result").format(
            finished=number(progress.finished), total=number(progress.total)
        ),
        translate("BatchWindow", "{count} created", "plants").format(
            count=number(progress.created)
        ),
    ]
    if progress.rate > 0:
        rate = max(1, round(progress.rate))
        if rate == 1:  # English says "1 row"; every language gets all its forms of each
            parts.append(translate("BatchWindow", "%Ln row a second", None, rate))
        else:
            parts.append(translate("BatchWindow", "%Ln rows a second", None, rate))
    if progress.eta is not None and not progress.done:
        minutes, seconds = divmod(int(progress.eta + 0.5), 60)
        left = translate("BatchWindow", "{minutes}:{seconds} left", "time left, minutes:seconds")
        parts.append(left.format(minutes=minutes, seconds=f"{seconds:02d}"))
    if progress.paused and not progress.done:
        parts.append(translate("BatchWindow", "paused", "the batch's state"))
    return " · ".join(parts)


def stopped_line(progress: _Progress, stopped: str | None) -> str | None:
    """Why a run that is still settling stopped early, and where its rows are; None when
    it did not stop, or is over (then `batch_summary` says it)."""
    if not stopped or progress.done:
        return None
    where = translate("BatchWindow", "The rows not sent wait in the outbox.")
    if progress.written < progress.total:
        unprepared = progress.total - progress.written
        if unprepared == 1:  # English says "1 row"; every language gets all its forms
            where = translate(
                "BatchWindow",
                "The rows prepared and not sent wait in the outbox; "
                "the %Ln row not prepared yet is not sent.",
                None,
                unprepared,
            )
        else:
            where = translate(
                "BatchWindow",
                "The rows prepared and not sent wait in the outbox; "
                "the %Ln rows not prepared yet are not sent.",
                None,
                unprepared,
            )
    return " ".join((_sentence(stopped), where))


def stopping_line(*, closing: bool) -> str:
    """What a run says while it ends after the rows on their way: the user cancelled it,
    or is `closing` its window."""
    if closing:
        return translate(
            "BatchWindow",
            "Stopping: no new row is sent, and this window closes once the rows on "
            "their way have their answer.",
        )
    return translate(
        "BatchWindow",
        "Cancelling: no new row is sent; the rows on their way get their answer first.",
    )


def _sentence(reason: str) -> str:
    """A reason the journey gave for stopping a batch, ended with a full stop."""
    return reason if reason.endswith(".") else reason + "."


def _first_result(word: str, count: int) -> str:
    """The first part of a run's results, which says "plants": "2 plants created"."""
    one = count == 1
    if word == "created":
        if one:
            return translate("BatchWindow", "%Ln plant created", None, count)
        return translate("BatchWindow", "%Ln plants created", None, count)
    if word == "rejected":
        if one:
            return translate("BatchWindow", "%Ln plant rejected", None, count)
        return translate("BatchWindow", "%Ln plants rejected", None, count)
    if word == "refused":
        if one:
            return translate("BatchWindow", "%Ln plant refused", None, count)
        return translate("BatchWindow", "%Ln plants refused", None, count)
    if word == "unexpected":
        if one:
            return translate("BatchWindow", "%Ln plant answered outside the spec", None, count)
        return translate("BatchWindow", "%Ln plants answered outside the spec", None, count)
    if word == "waiting":
        if one:
            return translate("BatchWindow", "%Ln plant waiting in the outbox", None, count)
        return translate("BatchWindow", "%Ln plants waiting in the outbox", None, count)
    if word == "checking":
        if one:
            return translate("BatchWindow", "%Ln plant to check on the server", None, count)
        return translate("BatchWindow", "%Ln plants to check on the server", None, count)
    if word == "cancelled":
        if one:
            return translate("BatchWindow", "%Ln plant cancelled", None, count)
        return translate("BatchWindow", "%Ln plants cancelled", None, count)
    if word == "not sent":
        if one:
            return translate("BatchWindow", "%Ln plant not sent", None, count)
        return translate("BatchWindow", "%Ln plants not sent", None, count)
    if word == "created before":
        if one:
            return translate("BatchWindow", "%Ln plant created before", None, count)
        return translate("BatchWindow", "%Ln plants created before", None, count)
    if one:
        return translate("BatchWindow", "%Ln plant sent by another part of the app", None, count)
    return translate("BatchWindow", "%Ln plants sent by another part of the app", None, count)


def _later_result(word: str, count: int) -> str:
    """A later part of a run's results, after the one that says "plants": "1 rejected"."""
    if word == "created":
        text = translate("BatchWindow", "{count} created", "plants")
    elif word == "rejected":
        text = translate("BatchWindow", "{count} rejected", "plants")
    elif word == "refused":
        text = translate("BatchWindow", "{count} refused", "plants")
    elif word == "unexpected":
        text = translate("BatchWindow", "{count} answered outside the spec", "plants")
    elif word == "waiting":
        text = translate("BatchWindow", "{count} waiting in the outbox", "plants")
    elif word == "checking":
        text = translate("BatchWindow", "{count} to check on the server", "plants")
    elif word == "cancelled":
        text = translate("BatchWindow", "{count} cancelled", "plants")
    elif word == "not sent":
        text = translate("BatchWindow", "{count} not sent", "plants")
    elif word == "created before":
        text = translate("BatchWindow", "{count} created before", "plants")
    else:
        text = translate("BatchWindow", "{count} sent by another part of the app", "plants")
    return text.format(count=number(count))
