"""Outcomes told in words a store clerk understands, with the technical detail beneath.

Every text that came from a server passes through `visible` on its way into a Report,
so what the panel shows is what was sent, with nothing applied.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..core.journal import EntryState
from ..core.outcome import Created, Failed, FailureKind, Outcome, Rejected, Response, Unexpected
from ..core.visible import visible

if TYPE_CHECKING:
    from ..core.journal import HistoryEntry

_EXCERPT = 2000
_SHOWN_TEXT = 300  # a server's text in the panel; all of it is under "Show the raw answer"
_REASON_BODY_MAX = 64 * 1024  # a server's reason is read from a body no larger than this
_ERRORS_SHOWN = 5  # items of a problem's "errors" list shown in the panel


def shorten(text: str) -> str:
    """Server text, cut to a few lines for the panel; the full text stays one click away."""
    return text if len(text) <= _SHOWN_TEXT else text[: _SHOWN_TEXT - 1] + "…"


@dataclass(frozen=True)
class Report:
    """What the results panel shows for one outcome.

    Attributes:
        icon: the name of the icon in resources/icons.
        title: one short sentence, the first thing read.
        fields: label/value pairs (the plant, or the server's error).
        advice: what to do next, in plain words ("" when nothing).
        detail: the technical line: status, time, size.
        raw: the raw answer or error text, shown on request.
        one_line: labels of fields shown on one line, shortened with "…" to fit.
        offer_plain_http: the plant was not sent because the token would travel
            unencrypted; the panel may offer to allow it.
    """

    icon: str
    title: str
    fields: tuple[tuple[str, str], ...]
    advice: str
    detail: str
    raw: str
    one_line: frozenset[str] = frozenset()
    offer_plain_http: bool = False

    @property
    def spoken(self) -> str:
        """What a screen reader announces when the result arrives."""
        if self.icon == "created":
            return f"{self.title}."
        reason = next((value for label, value in self.fields if label in _SPOKEN_FIELDS), "")
        return " ".join(part for part in (f"{self.title}.", reason, self.advice) if part)


_SPOKEN_FIELDS = ("Reason", "Server's reason")
_NAME_FIELDS = frozenset({"Name", "Tag"})


def report(
    outcome: Outcome,
    plant_id: str,
    base_url: str,
    *,
    queued: bool = False,
    automatic: bool = True,
    raw_body: bool = False,
) -> Report:
    """Describe what came of sending plant `plant_id` ("" if unknown) to `base_url`.

    `queued`: the plant waits in the outbox (the sending module's verdict);
    `automatic`: the outbox sends on its own (else the user sends it);
    `raw_body`: the body was typed by hand in raw mode.
    """
    told = _report(outcome, _Subject(plant_id), base_url, queued=queued, automatic=automatic)
    if raw_body:
        told = _with_detail(told, f"RAW body, typed by hand · {told.detail}")
    return told


def _report(
    outcome: Outcome, plant: _Subject, base_url: str, *, queued: bool, automatic: bool
) -> Report:
    if queued and isinstance(outcome, Failed):
        title, why = _failed_words(outcome, base_url, plant)
        if outcome.kind is FailureKind.TLS and automatic:
            then = (
                "It will be sent once the connection is secure: check the server's certificate, "
                "or the CA bundle in Manage servers. Nothing is lost."
            )
        elif outcome.kind is FailureKind.TLS:
            check = "Check the server's certificate, or the CA bundle in Manage servers."
            then = f"{check} {_UNTIL_YOU_SEND}"
        elif automatic:
            then = "It will be sent as soon as the server answers; nothing is lost."
        else:
            then = _UNTIL_YOU_SEND
        return Report(
            "waiting",
            f"{plant.title} is waiting in the outbox",
            (),
            f"{title}: {why} {then}",
            f"{outcome.kind} · after {_ms(outcome.elapsed)}",
            visible(outcome.detail),
        )
    if queued and isinstance(outcome, Unexpected):
        response = outcome.response
        title, _ = _unexpected_words(response, base_url, plant)
        wait = response.header("retry-after")
        if response.status == 401:
            then = "It will be sent again once you give this server a new token; nothing is lost."
        elif not automatic:
            then = _UNTIL_YOU_SEND
        elif wait and wait.strip().isdigit():
            then = f"It will be sent again after {int(wait)} seconds; nothing is lost."
        else:
            then = "It will be sent again when the server allows; nothing is lost."
        return Report(
            "waiting",
            f"{plant.title} is waiting in the outbox",
            _reason_field(response),
            f"{title}. {then}",
            _detail(response),
            _raw(response),
        )
    match outcome:
        case Created(plant=created, response=response):
            return Report(
                "created",
                f"{plant.title} created",
                (
                    ("Name", visible(created.name, lines=False)),
                    ("Tag", visible(created.tag, lines=False) if created.tag else "—"),
                ),
                "",
                _detail(response),
                _raw(response),
                one_line=_NAME_FIELDS,
            )
        case Rejected(error=error, response=response):
            return Report(
                "rejected",
                f"The server did not accept {plant.name}",
                (("Reason", shorten(visible(error.message))), ("Error code", str(error.error))),
                "Correct the plant and send it again.",
                _detail(response),
                _raw(response),
            )
        case Unexpected(response=response, problem=problem):
            title, advice = _unexpected_words(response, base_url, plant)
            return Report(
                "unexpected",
                title,
                (*_reason_field(response), ("What came back", shorten(visible(problem)))),
                advice,
                _detail(response),
                _raw(response),
            )
        case Failed():
            title, advice = _failed_words(outcome, base_url, plant)
            detail = f"{outcome.kind} · after {_ms(outcome.elapsed)}"
            return Report(
                "failed",
                title,
                (),
                advice,
                detail,
                visible(outcome.detail),
                offer_plain_http=outcome.kind is FailureKind.NOT_ALLOWED,
            )


_UNTIL_YOU_SEND = (
    "It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost."
)


# --- a recorded entry ----------------------------------------------------------------


def entry_report(entry: HistoryEntry) -> Report:
    """What the results panel shows for a history entry, from what the journal recorded."""
    queued = entry.state is EntryState.WAITING
    if entry.response is not None:
        from ..core.client import classify

        outcome: Outcome = classify(entry.response)
        return report(outcome, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
    kind = _recorded_failure(entry.summary)
    if kind is not None:
        failed = Failed(kind, entry.failure_detail, entry.request_sent, 0.0)
        told = report(failed, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
        marker = "RAW body, typed by hand · " if entry.raw else ""
        return _with_detail(told, f"{marker}{kind}")  # how long it took was not recorded
    return _unanswered(entry)


def _recorded_failure(summary: str) -> FailureKind | None:
    """The kind of failure a journal summary ("Failed: timed out") names, if any."""
    word = summary.removeprefix("Failed: ")
    if word == summary:
        return None
    try:
        return FailureKind(word)
    except ValueError:
        return None


def _unanswered(entry: HistoryEntry) -> Report:
    """An entry with no recorded answer or failure: on its way, waiting, or never sent."""
    plant = _Subject(entry.plant_id)
    summary = visible(entry.summary, lines=False)
    match entry.state:
        case EntryState.NEW | EntryState.SENDING:
            icon, title = "waiting", f"{plant.title} is being sent"
            advice = f"It is on its way to {entry.base_url}."
        case EntryState.WAITING:
            icon, title = "waiting", f"{plant.title} is waiting in the outbox"
            advice = f"{summary} It will be sent when the server answers; nothing is lost."
        case EntryState.CHECKING:  # the summary says why it may have reached the server
            icon, title = "unexpected", f"{plant.title} needs checking"
            advice = (
                f"{summary} Check it on the server before sending it again; it is never sent "
                "again on its own."
            )
        case _:
            icon, title = "failed", f"{plant.title} was not sent"
            advice = f"{summary} Nothing was created."
    detail = "RAW body, typed by hand" if entry.raw else ""
    return Report(icon, title, (), advice.strip(), detail, "")


def entry_time(entry: HistoryEntry) -> str:
    """When the entry was written down, as the clock showed it ("17:46:44")."""
    return time.strftime("%H:%M:%S", time.localtime(entry.created_at))


# --- answers outside the spec ------------------------------------------------------------


def _unexpected_words(response: Response, base_url: str, plant: _Subject) -> tuple[str, str]:
    """A title and advice for an answer the spec does not describe, by what its status means."""
    status = response.status
    code = f"HTTP {status}{f' {response.reason}' if response.reason else ''}"
    code = visible(code, lines=False)
    if 300 <= status < 400:
        return (
            "The server sent us elsewhere",
            "Check the base URL with whoever runs the server. The request was not followed "
            "to the other address, so the token stayed with this server.",
        )
    if status == 400:  # a 400 whose body is not the spec's Error
        return (
            _NOT_UNDERSTOOD,
            f"The server refused {plant.name} ({code}), so nothing was created, but its answer "
            "is not the Error the spec describes.",
        )
    if status == 401:
        return (
            "The server refused the token",
            "Check the token for this server. Nothing was created.",
        )
    if status == 403:
        return (
            "This token may not create plants",
            f"The server knows the token but does not allow it to create plants ({code}). "
            "Nothing was created. Ask whoever runs the server for a token that may.",
        )
    if status in (404, 405):
        return (
            "The server has no plant store at this address",
            f"Check the base URL: the request went to {base_url}/plants. Nothing was created.",
        )
    if status == 409:
        return (
            f"The server refused {plant.name} as a conflict",
            f"It conflicts with something the server already holds ({code}), such as a plant "
            "with the same id. Nothing was created.",
        )
    if status == 422:
        return (
            f"The server found {plant.name} invalid",
            f"It understood the request but refused the plant in it ({code}). Nothing was "
            "created. Correct the plant and send it again.",
        )
    if status == 429:
        wait = response.header("retry-after")
        when = f"after {int(wait)} seconds" if wait and wait.strip().isdigit() else "later"
        return (
            "The server is busy",
            f"It had too many requests ({code}), so nothing was created. Send {plant.name} "
            f"again {when}.",
        )
    if 400 <= status < 500:
        return (
            f"The server refused {plant.name}",
            f"It answered {code}: the server refused the request. Nothing was created.",
        )
    if status >= 500:
        return (
            "The server ran into a problem",
            f"{plant.title} may or may not have been created. Check it on the server: it is "
            "under “Needs checking” in the history, and is never sent again on its own.",
        )
    return (
        _NOT_UNDERSTOOD,
        f"{plant.title} may or may not have been created. Check before sending it again.",
    )


_NOT_UNDERSTOOD = "The server gave an answer this app does not understand"


def server_reason(response: Response) -> str:
    """The server's own words in a JSON body, "" when it gives none.

    Read from an RFC 9457 problem (`title`, `detail`, and an `errors` list when present),
    else from a `message` or `error` field (or `error.message`).
    """
    if response.body_truncated or len(response.body) > _REASON_BODY_MAX:
        return ""
    try:
        data = json.loads(response.body)
    except (ValueError, RecursionError):
        return ""
    if not isinstance(data, dict):
        return ""
    title, detail = _text(data.get("title")), _text(data.get("detail"))
    lines = [": ".join(part for part in (title, detail) if part)] if title or detail else []
    errors = data.get("errors")
    if isinstance(errors, list):
        lines += [f"• {item}" for item in map(_problem_item, errors[:_ERRORS_SHOWN]) if item]
        if len(errors) > _ERRORS_SHOWN:
            lines.append(f"• … and {len(errors) - _ERRORS_SHOWN} more")
    if not lines:
        error = data.get("error")
        nested = _text(error.get("message")) if isinstance(error, dict) else ""
        said = _text(data.get("message")) or nested or _text(error)
        lines = [said] if said else []
    return "\n".join(line for line in lines if line)


def _problem_item(item: object) -> str:
    """One entry of a problem's `errors` list: "where: what", or the text it is."""
    if not isinstance(item, dict):
        return _text(item)
    where = next((_text(item.get(k)) for k in ("pointer", "field", "name") if item.get(k)), "")
    what = next((_text(item.get(k)) for k in ("detail", "message", "title") if item.get(k)), "")
    return ": ".join(part for part in (where, what) if part)


def _text(value: object) -> str:
    """A JSON string or number as one line of text; "" for anything else."""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return ""
    return " ".join(str(value).split())


def _reason_field(response: Response) -> tuple[tuple[str, str], ...]:
    said = server_reason(response)
    return (("Server's reason", shorten(visible(said))),) if said else ()


# --- no answer -----------------------------------------------------------------------------


def _failed_words(failed: Failed, base_url: str, plant: _Subject) -> tuple[str, str]:
    unknown = (
        f"The request had already been sent: {plant.name} may or may not have been "
        "created. Check before sending it again."
    )
    match failed.kind:
        case FailureKind.NOT_ALLOWED:
            host = urlsplit(base_url).hostname or base_url
            return (
                "The plant was not sent",
                f"The token would travel unencrypted to {host}: anyone on the network between "
                "could read it and use it. Use https:// if the server offers it.",
            )
        case FailureKind.INVALID_REQUEST:
            return ("The plant was not sent", visible(failed.detail))
        case FailureKind.REFUSED:
            return ("Could not reach the server", f"Nothing answers at {base_url}. Is it running?")
        case FailureKind.HOST_NOT_FOUND:
            return ("Could not find the server", f"Check the server name in {base_url}.")
        case FailureKind.TLS:
            return (
                "The server's certificate was not trusted",
                "The connection was not secure, so nothing was sent.",
            )
        case FailureKind.CONNECT_TIMEOUT:
            return ("The server did not answer", "Check the network and try again.")
        case FailureKind.CANCELLED:
            if failed.request_sent:
                return ("Stopped waiting", f"You stopped waiting for the answer. {unknown}")
            return ("Stopped waiting", "You stopped it before it was sent. Nothing was sent.")
        case FailureKind.TIMED_OUT:
            return ("The server took too long", unknown if failed.request_sent else "Try again.")
        case FailureKind.CONNECTION_LOST:
            advice = unknown if failed.request_sent else "Nothing was created. Try again."
            return ("The connection broke", advice)


class _Subject:
    """How a plant is named in a sentence: "plant 42", or "the plant" when its id is unknown."""

    def __init__(self, plant_id: str) -> None:
        shown = visible(plant_id, lines=False)
        self.name = f"plant {shown}" if plant_id else "the plant"
        self.title = self.name[0].upper() + self.name[1:]


def _with_detail(told: Report, detail: str) -> Report:
    from dataclasses import replace

    return replace(told, detail=detail)


def _detail(response: Response) -> str:
    size = len(response.body)
    cut = " (cut off)" if response.body_truncated else ""
    reason = visible(response.reason, lines=False)
    return f"HTTP {response.status} {reason} · {_ms(response.elapsed)} · {size:,} bytes{cut}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def _raw(response: Response) -> str:
    text = response.body[:_EXCERPT].decode("utf-8", errors="replace")
    more = "\n…" if len(response.body) > _EXCERPT or response.body_truncated else ""
    headers = "\n".join(f"{name}: {value}" for name, value in response.headers)
    return visible(f"HTTP {response.status} {response.reason}\n{headers}\n\n{text}{more}")


def needs_checking_notice(flagged: int, checking: int) -> str:
    """The notice at start when plants need checking; `flagged` of them were on their way
    when the app stopped."""
    if flagged == 1:
        return (
            "1 plant was on its way when the app stopped: it may or may not have been "
            "created. Check it on the server; it is under “Needs checking” in the history "
            "and is never sent again on its own."
        )
    if flagged:
        return (
            f"{flagged} plants were on their way when the app stopped: each may or may "
            "not have been created. Check them on the server; they are under “Needs "
            "checking” in the history and are never sent again on their own."
        )
    one = checking == 1
    return (
        f"{checking} {'plant still needs' if one else 'plants still need'} checking: "
        "you stopped waiting, the connection broke or the server failed, so "
        f"{'it' if one else 'each'} may or may not have been created."
    )
