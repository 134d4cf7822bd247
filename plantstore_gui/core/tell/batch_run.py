"""A batch run told: how it goes, how it ended, what it says while it stops, and the
question asked before a running batch is stopped.

A run's counts are its own rows' (what came of this run); when rows of an earlier run
have results too, the sheet's count in all is said in the same sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from ..words import number, translate
from .batch import RESULT_WORDS

# What is read of the runner's Progress, by shape: the runner sends through the journey,
# which speaks through core.tell, so it is not imported (not even for typing).


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
    def unreached(self) -> int: ...


def batch_summary(
    counts: Mapping[str, int],
    stopped: str | None,
    invalid: int,
    in_all: tuple[int, int] | None = None,
) -> str:
    """How a run ended: how many of its rows came to each word (`counts`), why it stopped
    early (`stopped`, None when it did not), and how many rows with problems were not sent.

    `in_all`, when rows of an earlier run have their results too: how many plants the
    sheet's rows have created in all, and of how many that can be sent. The run's counts
    and the sheet's are said in one sentence, so neither reads as the other.
    """
    parts = [(word, counts[word]) for word in RESULT_WORDS if counts.get(word)]
    said = translate("BatchWindow", ", ", "between the parts of a list of results").join(
        _first_result(word, count) if i == 0 else _later_result(word, count)
        for i, (word, count) in enumerate(parts)
    )
    reason = _sentence(stopped) if stopped else ""
    if in_all is not None:
        text = _run_and_sheet(stopped=bool(stopped), said=bool(said), rows=in_all[1])
    elif stopped and said:
        text = translate("BatchWindow", "Stopped. {reason} So far: {results}.")
    elif stopped:
        text = translate("BatchWindow", "Stopped. {reason} So far: nothing was sent.")
    elif said:
        text = translate("BatchWindow", "Done: {results}.")
    else:
        text = translate("BatchWindow", "Done: nothing was sent.")
    created = number(in_all[0]) if in_all is not None else ""
    text = text.format(reason=reason, results=said, created=created)
    if invalid == 1:
        text += " " + translate("BatchWindow", "%Ln row with problems was not sent.", None, invalid)
    elif invalid:
        text += " " + translate(
            "BatchWindow", "%Ln rows with problems were not sent.", None, invalid
        )
    return text


def _run_and_sheet(*, stopped: bool, said: bool, rows: int) -> str:
    """How a run that sent some of the sheet's `rows` ended, and what they came to in all.

    There are always two rows or more: this run's, and an earlier run's."""
    if stopped and said:
        return translate(
            "BatchWindow",
            "Stopped. {reason} So far in this run: {results}; with the rows sent before, "
            "{created} of %Ln plants are created.",
            None,
            rows,
        )
    if stopped:
        return translate(
            "BatchWindow",
            "Stopped. {reason} Nothing was sent in this run; with the rows sent before, "
            "{created} of %Ln plants are created.",
            None,
            rows,
        )
    if said:
        return translate(
            "BatchWindow",
            "Done: {results} in this run; with the rows sent before, {created} of %Ln "
            "plants are created.",
            None,
            rows,
        )
    return translate(
        "BatchWindow",
        "Done: nothing was sent in this run; with the rows sent before, {created} of %Ln "
        "plants are created.",
        None,
        rows,
    )


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
    if (unreached := progress.unreached) == 1:  # English says "1 row"; every language
        where = translate(  # gets all its forms of each
            "BatchWindow",
            "The rows not sent wait in the outbox, except %Ln row the batch had not "
            "reached: it is not sent.",
            None,
            unreached,
        )
    elif unreached:
        where = translate(
            "BatchWindow",
            "The rows not sent wait in the outbox, except %Ln rows the batch had not "
            "reached: they are not sent.",
            None,
            unreached,
        )
    return " ".join((_sentence(stopped), where))


def stop_question(*, quitting: bool, queued: int, unreached: int) -> str:
    """The question before a running batch is stopped, as its window closes or, when
    `quitting`, the app: `queued` rows wait their turn and `unreached` rows the batch has
    not reached yet (their counts over every batch that sends)."""
    if not quitting:
        return translate(
            "BatchLauncher",
            "Plants from this spreadsheet are still being sent; no new row starts while "
            "you decide. Stop after the rows on their way and close this window? The "
            "rows left are not sent: to send them later, open the spreadsheet again (the "
            "plants already created are left out).",
        )
    said = [
        translate(
            "BatchLauncher",
            "Plants from a spreadsheet are still being sent; no new row starts while you "
            "decide. Stop after the rows on their way and quit?",
        )
    ]
    if queued == 1:  # English says "1 row"; every language gets all its forms of each
        said.append(
            translate(
                "BatchLauncher",
                "%Ln row not sent yet waits in the outbox and goes out when the app starts again.",
                None,
                queued,
            )
        )
    elif queued:
        said.append(
            translate(
                "BatchLauncher",
                "%Ln rows not sent yet wait in the outbox and go out when the app starts again.",
                None,
                queued,
            )
        )
    if unreached == 1:
        said.append(
            translate(
                "BatchLauncher",
                "%Ln row the batch has not reached yet is not sent: to send it, open the "
                "spreadsheet again (the plants already created are left out).",
                None,
                unreached,
            )
        )
    elif unreached:
        said.append(
            translate(
                "BatchLauncher",
                "%Ln rows the batch has not reached yet are not sent: to send them, open "
                "the spreadsheet again (the plants already created are left out).",
                None,
                unreached,
            )
        )
    return " ".join(said)


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
