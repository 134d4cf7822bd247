"""One plain line saying what came of a request: what the journal keeps, and what the
history shows, said again from the entry's data in today's language.

    outcome                                  summary
    ──────────────────────────────────────── ──────────────────────────────────────────────
    Created                                  Created
    Rejected                                 Rejected: {the server's message}
    Failed, cancelled after it was sent      You stopped waiting after it was sent: …
    Failed, cancelled before it was sent     You stopped it before it was sent.
    Failed, any other kind                   Failed: {kind}
    Unexpected, 401 … 499                    Refused: HTTP {status} {reason}
    Unexpected, anything else                Unexpected: HTTP {status} {reason} — {problem}

Whitespace is folded to single spaces and the line is cut to 200 characters.
"""

from collections.abc import Callable

from ..journal import EntryState, HistoryEntry, Moved
from ..outcome import (
    Created,
    Failed,
    FailureKind,
    Outcome,
    Rejected,
    Unexpected,
    failure_label,
)
from ..visible import visible
from ..words import isolated, translate

_SUMMARY_MAX = 200

# The outcomes an answer is recorded as (the journey's Verdict.outcome), and "checked":
# marking an entry checked keeps what its last attempt recorded.
_ANSWERED = frozenset({"created", "rejected", "refused", "unexpected", "checked"})


def summary(outcome: Outcome) -> str:
    """One plain line saying what came of a request."""
    match outcome:
        case Created():
            text = translate("Sending", "Created", "what came of a request")
        case Rejected(error=error):
            words = translate("Sending", "Rejected: {message}")
            text = words.format(message=_theirs(error.message))
        case Failed(kind=FailureKind.CANCELLED, request_sent=True):
            text = translate(
                "Sending", "You stopped waiting after it was sent: it may have reached the server."
            )
        case Failed(kind=FailureKind.CANCELLED):
            text = translate("Sending", "You stopped it before it was sent.")
        case Failed(kind=kind):
            words = translate("Sending", "Failed: {kind}", "a request that got no answer, and why")
            text = words.format(kind=failure_label(kind))
        case Unexpected(response=response) if 400 < response.status < 500:
            if response.reason:
                words = translate("Sending", "Refused: HTTP {status} {reason}")
            else:
                words = translate("Sending", "Refused: HTTP {status}")
            text = words.format(status=response.status, reason=_theirs(response.reason))
        case Unexpected(response=response, problem=problem):
            if response.reason:
                words = translate("Sending", "Unexpected: HTTP {status} {reason} — {problem}")
            else:
                words = translate("Sending", "Unexpected: HTTP {status} — {problem}")
            text = words.format(
                status=response.status, reason=_theirs(response.reason), problem=problem
            )
    return _one_line(text)


def _theirs(said: str) -> str:
    """The server's words in a summary: escaped, on one line, isolated from ours."""
    return isolated(visible(" ".join(said.split()), lines=False))


def _one_line(text: str) -> str:
    text = " ".join(text.split())  # server text may hold newlines or tabs
    return text if len(text) <= _SUMMARY_MAX else text[: _SUMMARY_MAX - 1] + "…"


def recorded_failure(entry: HistoryEntry) -> FailureKind | None:
    """Why no answer came to the entry's request, as the journal keeps it (as data, not
    as a sentence); None when an answer came, or what the entry says now is not that.

    A move keeps what an earlier attempt recorded: a plant taken out of the outbox still
    holds why it waited, and one flagged after a crash while it was sent again holds the
    earlier attempt's kind. A request that never left never needs checking, so such a
    kind on an entry that needs (or needed) checking is an earlier attempt's.
    """
    if entry.response is not None or not entry.failure_kind or entry.outcome == "removed":
        return None
    if not entry.request_sent and (
        entry.state is EntryState.CHECKING or entry.outcome == "checked"
    ):
        return None
    try:
        return FailureKind(entry.failure_kind)
    except ValueError:  # written by a newer version of the app
        return None


def recorded_outcome(entry: HistoryEntry) -> Outcome | None:
    """What came of the entry's request, rebuilt from what the journal recorded of it; None
    when its summary was written by a move (taken out of the outbox, flagged after a
    crash, never sent) and there is no answer or failure to rebuild from.
    """
    if entry.outcome == "removed" or entry.summary in _MOVES:
        return None
    if entry.response is not None:
        if entry.outcome not in _ANSWERED:  # flagged after a crash: an earlier answer
            return None
        from ..answer import classify  # httpx and pydantic load after the first paint

        return classify(entry.response, sent=entry.body)
    kind = recorded_failure(entry)
    if kind is None:
        return None
    return Failed(kind, entry.failure_detail, entry.request_sent, 0.0, entry.request)


def recorded_summary(entry: HistoryEntry) -> str:
    """The entry's summary in today's language, said again from its data or from the move
    that wrote it; the stored sentence (escaped) only when a version of the app from
    before moves were recorded as facts wrote it in another language."""
    if (said := moved_summary(entry.summary)) is not None:
        return said
    outcome = recorded_outcome(entry)
    return visible(entry.summary, lines=False) if outcome is None else summary(outcome)


def moved_summary(recorded: str) -> str | None:
    """What the move `recorded` names (a Moved value) says, in today's language; None
    when `recorded` names no move."""
    said = _MOVES.get(recorded)
    return None if said is None else said()


_MOVES: dict[str, Callable[[], str]] = {
    Moved.REMOVED: lambda: translate("Sending", "Removed from the outbox by you; not sent."),
    Moved.STOPPED_WHILE_SENDING: lambda: translate(
        "Journal", "The app stopped while sending it: it may have reached the server."
    ),
    Moved.APP_CLOSED: lambda: translate("Sending", "The app closed before sending it."),
    Moved.BATCH_CANCELLED: lambda: translate("Sending", "Not sent: you cancelled the batch."),
    Moved.BATCH_CLOSED: lambda: translate("Sending", "Not sent: you stopped the batch."),
    # Said after "In the outbox · " in the history: short, and not "not sent" twice.
    Moved.BATCH_STOPPED: lambda: translate("Sending", "Its batch was stopped."),
}
"""Each move's sentence: the journal keeps which move it was, the words are said now."""
