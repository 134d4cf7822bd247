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

from PySide6.QtCore import QCoreApplication, QLocale

from ..core.journal import EntryState
from ..core.outcome import Created, Failed, FailureKind, Outcome, Rejected, Response, Unexpected
from ..core.sending import recorded_failure
from ..core.visible import visible
from ..core.words import number

if TYPE_CHECKING:
    from ..core.journal import HistoryEntry

_EXCERPT = 2000
_SHOWN_TEXT = 300  # a server's text in the panel; all of it is under "Show the raw answer"
_REASON_BODY_MAX = 64 * 1024  # a server's reason is read from a body no larger than this
_ERRORS_SHOWN = 5  # items of a problem's "errors" list shown in the panel
_COUNT_MAX = 2**31 - 1  # the largest count Qt's translate takes for %n


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
        answered: an answer came (the raw text is the server's), else it is an error.
    """

    icon: str
    title: str
    fields: tuple[tuple[str, str], ...]
    advice: str
    detail: str
    raw: str
    one_line: frozenset[str] = frozenset()
    offer_plain_http: bool = False
    answered: bool = False

    @property
    def spoken(self) -> str:
        """What a screen reader announces when the result arrives."""
        title = QCoreApplication.translate(
            "Wording", "{title}.", "a result's title, said as a sentence"
        ).format(title=self.title)
        if self.icon == "created":
            return title
        spoken_fields = _spoken_fields()
        reason = next((value for label, value in self.fields if label in spoken_fields), "")
        return " ".join(part for part in (title, reason, self.advice) if part)


def _reason_label() -> str:
    return QCoreApplication.translate("Wording", "Reason", "the server's error message")


def _server_reason_label() -> str:
    return QCoreApplication.translate("Wording", "Server's reason")


def _spoken_fields() -> tuple[str, str]:
    """The labels of the fields a screen reader says with the title."""
    return (_reason_label(), _server_reason_label())


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
        # Its raw text is offered as "the error", as the panel has always done here.
        told = _with_detail(told, _raw_marked(told.detail), answered=False)
    return told


def _raw_marked(detail: str) -> str:
    """The detail line of a plant whose body was typed by hand."""
    return QCoreApplication.translate("Wording", "RAW body, typed by hand · {detail}").format(
        detail=detail
    )


def _waiting_title(plant: _Subject) -> str:
    return plant.say(
        QCoreApplication.translate("Wording", "Plant {id} is waiting in the outbox"),
        QCoreApplication.translate("Wording", "The plant is waiting in the outbox"),
    )


def _retry_seconds(wait: str | None) -> int | None:
    """The seconds a Retry-After header asks us to wait, when it gives a count we can say."""
    if not wait or not wait.strip().isdigit():
        return None
    try:
        seconds = int(wait)
    except ValueError:  # a digit int() does not read, such as "²"
        return None
    return seconds if seconds <= _COUNT_MAX else None


def _report(
    outcome: Outcome, plant: _Subject, base_url: str, *, queued: bool, automatic: bool
) -> Report:
    if queued and isinstance(outcome, Failed):
        title, why = _failed_words(outcome, base_url, plant)
        if outcome.kind is FailureKind.TLS and automatic:
            then = QCoreApplication.translate(
                "Wording",
                "It will be sent once the connection is secure: check the server's certificate, "
                "or the CA bundle in Manage servers. Nothing is lost.",
            )
        elif outcome.kind is FailureKind.TLS:
            then = QCoreApplication.translate(
                "Wording",
                "Check the server's certificate, or the CA bundle in Manage servers. It waits "
                "there until you send the outbox (File ▸ Send the outbox now); nothing is lost.",
            )
        elif automatic:
            then = QCoreApplication.translate(
                "Wording", "It will be sent as soon as the server answers; nothing is lost."
            )
        else:
            then = _until_you_send()
        advice = QCoreApplication.translate(
            "Wording",
            "{title}: {why} {then}",
            "what went wrong, why, then what becomes of the plant in the outbox",
        )
        return Report(
            "waiting",
            _waiting_title(plant),
            (),
            advice.format(title=title, why=why, then=then),
            _failed_detail(outcome),
            visible(outcome.detail),
        )
    if queued and isinstance(outcome, Unexpected):
        response = outcome.response
        title, _ = _unexpected_words(response, base_url, plant)
        seconds = _retry_seconds(response.header("retry-after"))
        if response.status == 401:
            then = QCoreApplication.translate(
                "Wording",
                "It will be sent again once you give this server a new token; nothing is lost.",
            )
        elif not automatic:
            then = _until_you_send()
        elif seconds is not None:
            then = _sent_again_after(seconds)
        else:
            then = QCoreApplication.translate(
                "Wording", "It will be sent again when the server allows; nothing is lost."
            )
        advice = QCoreApplication.translate(
            "Wording",
            "{title}. {then}",
            "what the server's answer means, then what becomes of the plant in the outbox",
        )
        return Report(
            "waiting",
            _waiting_title(plant),
            _reason_field(response),
            advice.format(title=title, then=then),
            _detail(response),
            _raw(response),
            answered=True,
        )
    match outcome:
        case Created(plant=created, response=response):
            name_label = QCoreApplication.translate("Wording", "Name", "the plant's name")
            tag_label = QCoreApplication.translate("Wording", "Tag", "the plant's tag")
            return Report(
                "created",
                plant.say(
                    QCoreApplication.translate("Wording", "Plant {id} created"),
                    QCoreApplication.translate("Wording", "The plant created"),
                ),
                (
                    (name_label, visible(created.name, lines=False)),
                    (tag_label, visible(created.tag, lines=False) if created.tag else "—"),
                ),
                "",
                _detail(response),
                _raw(response),
                one_line=frozenset({name_label, tag_label}),
                answered=True,
            )
        case Rejected(error=error, response=response):
            return Report(
                "rejected",
                plant.say(
                    QCoreApplication.translate("Wording", "The server did not accept plant {id}"),
                    QCoreApplication.translate("Wording", "The server did not accept the plant"),
                ),
                (
                    (_reason_label(), shorten(visible(error.message))),
                    (QCoreApplication.translate("Wording", "Error code"), str(error.error)),
                ),
                QCoreApplication.translate("Wording", "Correct the plant and send it again."),
                _detail(response),
                _raw(response),
                answered=True,
            )
        case Unexpected(response=response, problem=problem):
            title, advice = _unexpected_words(response, base_url, plant)
            came_back = QCoreApplication.translate("Wording", "What came back")
            return Report(
                "unexpected",
                title,
                (*_reason_field(response), (came_back, shorten(visible(problem)))),
                advice,
                _detail(response),
                _raw(response),
                answered=True,
            )
        case Failed():
            title, advice = _failed_words(outcome, base_url, plant)
            return Report(
                "failed",
                title,
                (),
                advice,
                _failed_detail(outcome),
                visible(outcome.detail),
                offer_plain_http=outcome.kind is FailureKind.NOT_ALLOWED,
            )


def _until_you_send() -> str:
    return QCoreApplication.translate(
        "Wording",
        "It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.",
    )


def _failed_detail(failed: Failed) -> str:
    """The technical line of a failure: its kind, and how long it took."""
    return QCoreApplication.translate("Wording", "{kind} · after {elapsed}").format(
        kind=failed.kind.label, elapsed=_ms(failed.elapsed)
    )


# --- a recorded entry ----------------------------------------------------------------


def entry_report(entry: HistoryEntry) -> Report:
    """What the results panel shows for a history entry, from what the journal recorded."""
    queued = entry.state is EntryState.WAITING
    if entry.response is not None:
        from ..core.client import classify

        outcome: Outcome = classify(entry.response)
        return report(outcome, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
    kind = recorded_failure(entry.summary)
    if kind is not None:
        failed = Failed(kind, entry.failure_detail, entry.request_sent, 0.0)
        told = report(failed, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
        said = kind.label  # how long it took was not recorded
        return _with_detail(told, _raw_marked(said) if entry.raw else said)
    return _unanswered(entry)


def _unanswered(entry: HistoryEntry) -> Report:
    """An entry with no recorded answer or failure: on its way, waiting, or never sent."""
    plant = _Subject(entry.plant_id)
    summary = visible(entry.summary, lines=False)
    match entry.state:
        case EntryState.NEW | EntryState.SENDING:
            icon = "waiting"
            title = plant.say(
                QCoreApplication.translate("Wording", "Plant {id} is being sent"),
                QCoreApplication.translate("Wording", "The plant is being sent"),
            )
            advice = QCoreApplication.translate("Wording", "It is on its way to {url}.")
            advice = advice.format(url=entry.base_url)
        case EntryState.WAITING:
            icon, title = "waiting", _waiting_title(plant)
            advice = QCoreApplication.translate(
                "Wording", "{summary} It will be sent when the server answers; nothing is lost."
            ).format(summary=summary)
        case EntryState.CHECKING:  # the summary says why it may have reached the server
            icon = "unexpected"
            title = plant.say(
                QCoreApplication.translate("Wording", "Plant {id} needs checking"),
                QCoreApplication.translate("Wording", "The plant needs checking"),
            )
            advice = QCoreApplication.translate(
                "Wording",
                "{summary} Check it on the server before sending it again; it is never sent "
                "again on its own.",
            ).format(summary=summary)
        case _:
            icon = "failed"
            title = plant.say(
                QCoreApplication.translate("Wording", "Plant {id} was not sent"),
                QCoreApplication.translate("Wording", "The plant was not sent"),
            )
            advice = QCoreApplication.translate("Wording", "{summary} Nothing was created.")
            advice = advice.format(summary=summary)
    detail = QCoreApplication.translate("Wording", "RAW body, typed by hand") if entry.raw else ""
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
            QCoreApplication.translate("Wording", "The server sent us elsewhere"),
            QCoreApplication.translate(
                "Wording",
                "Check the base URL with whoever runs the server. The request was not followed "
                "to the other address, so the token stayed with this server.",
            ),
        )
    if status == 400:  # a 400 whose body is not the spec's Error
        return (
            _not_understood(),
            plant.say(
                QCoreApplication.translate(
                    "Wording",
                    "The server refused plant {id} ({code}), so nothing was created, but its "
                    "answer is not the Error the spec describes.",
                ),
                QCoreApplication.translate(
                    "Wording",
                    "The server refused the plant ({code}), so nothing was created, but its "
                    "answer is not the Error the spec describes.",
                ),
                code=code,
            ),
        )
    if status == 401:
        return (
            QCoreApplication.translate("Wording", "The server refused the token"),
            QCoreApplication.translate(
                "Wording", "Check the token for this server. Nothing was created."
            ),
        )
    if status == 403:
        return (
            QCoreApplication.translate("Wording", "This token may not create plants"),
            QCoreApplication.translate(
                "Wording",
                "The server knows the token but does not allow it to create plants ({code}). "
                "Nothing was created. Ask whoever runs the server for a token that may.",
            ).format(code=code),
        )
    if status in (404, 405):
        return (
            QCoreApplication.translate("Wording", "The server has no plant store at this address"),
            QCoreApplication.translate(
                "Wording",
                "Check the base URL: the request went to {url}/plants. Nothing was created.",
            ).format(url=base_url),
        )
    if status == 409:
        return (
            plant.say(
                QCoreApplication.translate(
                    "Wording", "The server refused plant {id} as a conflict"
                ),
                QCoreApplication.translate("Wording", "The server refused the plant as a conflict"),
            ),
            QCoreApplication.translate(
                "Wording",
                "It conflicts with something the server already holds ({code}), such as a plant "
                "with the same id. Nothing was created.",
            ).format(code=code),
        )
    if status == 422:
        return (
            plant.say(
                QCoreApplication.translate("Wording", "The server found plant {id} invalid"),
                QCoreApplication.translate("Wording", "The server found the plant invalid"),
            ),
            QCoreApplication.translate(
                "Wording",
                "It understood the request but refused the plant in it ({code}). Nothing was "
                "created. Correct the plant and send it again.",
            ).format(code=code),
        )
    if status == 429:
        return (
            QCoreApplication.translate("Wording", "The server is busy"),
            _busy_advice(plant, code, _retry_seconds(response.header("retry-after"))),
        )
    if 400 <= status < 500:
        return (
            plant.say(
                QCoreApplication.translate("Wording", "The server refused plant {id}"),
                QCoreApplication.translate("Wording", "The server refused the plant"),
            ),
            QCoreApplication.translate(
                "Wording",
                "It answered {code}: the server refused the request. Nothing was created.",
            ).format(code=code),
        )
    if status >= 500:
        return (
            QCoreApplication.translate("Wording", "The server ran into a problem"),
            plant.say(
                QCoreApplication.translate(
                    "Wording",
                    "Plant {id} may or may not have been created. Check it on the server: it is "
                    "under “Needs checking” in the history, and is never sent again on its own.",
                ),
                QCoreApplication.translate(
                    "Wording",
                    "The plant may or may not have been created. Check it on the server: it is "
                    "under “Needs checking” in the history, and is never sent again on its own.",
                ),
            ),
        )
    return (
        _not_understood(),
        plant.say(
            QCoreApplication.translate(
                "Wording",
                "Plant {id} may or may not have been created. Check before sending it again.",
            ),
            QCoreApplication.translate(
                "Wording",
                "The plant may or may not have been created. Check before sending it again.",
            ),
        ),
    )


def _busy_advice(plant: _Subject, code: str, seconds: int | None) -> str:
    """What to do after a 429: send again after the seconds the server asked for, or later."""
    if seconds is not None:
        if plant.known:
            return _busy_plant_after(plant.shown, code, seconds)
        return _busy_after(code, seconds)
    return plant.say(
        QCoreApplication.translate(
            "Wording",
            "It had too many requests ({code}), so nothing was created. Send plant {id} "
            "again later.",
        ),
        QCoreApplication.translate(
            "Wording",
            "It had too many requests ({code}), so nothing was created. Send the plant "
            "again later.",
        ),
        code=code,
    )


def _not_understood() -> str:
    return QCoreApplication.translate(
        "Wording", "The server gave an answer this app does not understand"
    )


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
        more = min(len(errors) - _ERRORS_SHOWN, _COUNT_MAX)
        if more > 0:
            lines.append(_more_errors(more))
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
    return ((_server_reason_label(), shorten(visible(said))),) if said else ()


# --- no answer -----------------------------------------------------------------------------


def _failed_words(failed: Failed, base_url: str, plant: _Subject) -> tuple[str, str]:
    unknown = plant.say(
        QCoreApplication.translate(
            "Wording",
            "The request had already been sent: plant {id} may or may not have been "
            "created. Check before sending it again.",
        ),
        QCoreApplication.translate(
            "Wording",
            "The request had already been sent: the plant may or may not have been "
            "created. Check before sending it again.",
        ),
    )
    stopped = QCoreApplication.translate("Wording", "Stopped waiting")
    match failed.kind:
        case FailureKind.NOT_ALLOWED:
            host = urlsplit(base_url).hostname or base_url
            return (
                QCoreApplication.translate("Wording", "The plant was not sent"),
                QCoreApplication.translate(
                    "Wording",
                    "The token would travel unencrypted to {host}: anyone on the network between "
                    "could read it and use it. Use https:// if the server offers it.",
                ).format(host=host),
            )
        case FailureKind.INVALID_REQUEST:
            return (
                QCoreApplication.translate("Wording", "The plant was not sent"),
                visible(failed.detail),
            )
        case FailureKind.REFUSED:
            return (
                QCoreApplication.translate("Wording", "Could not reach the server"),
                QCoreApplication.translate(
                    "Wording", "Nothing answers at {url}. Is it running?"
                ).format(url=base_url),
            )
        case FailureKind.HOST_NOT_FOUND:
            return (
                QCoreApplication.translate("Wording", "Could not find the server"),
                QCoreApplication.translate("Wording", "Check the server name in {url}.").format(
                    url=base_url
                ),
            )
        case FailureKind.TLS:
            return (
                QCoreApplication.translate("Wording", "The server's certificate was not trusted"),
                QCoreApplication.translate(
                    "Wording", "The connection was not secure, so nothing was sent."
                ),
            )
        case FailureKind.CONNECT_TIMEOUT:
            return (
                QCoreApplication.translate("Wording", "The server did not answer"),
                QCoreApplication.translate("Wording", "Check the network and try again."),
            )
        case FailureKind.CANCELLED:
            if failed.request_sent:
                return (
                    stopped,
                    QCoreApplication.translate(
                        "Wording", "You stopped waiting for the answer. {unknown}"
                    ).format(unknown=unknown),
                )
            return (
                stopped,
                QCoreApplication.translate(
                    "Wording", "You stopped it before it was sent. Nothing was sent."
                ),
            )
        case FailureKind.TIMED_OUT:
            again = QCoreApplication.translate("Wording", "Try again.")
            return (
                QCoreApplication.translate("Wording", "The server took too long"),
                unknown if failed.request_sent else again,
            )
        case FailureKind.CONNECTION_LOST:
            advice = (
                unknown
                if failed.request_sent
                else QCoreApplication.translate("Wording", "Nothing was created. Try again.")
            )
            return (QCoreApplication.translate("Wording", "The connection broke"), advice)


class _Subject:
    """The plant a sentence is about: by its id, or as "the plant" when its id is unknown."""

    def __init__(self, plant_id: str) -> None:
        self.known = bool(plant_id)
        self.shown = visible(plant_id, lines=False)

    def say(self, known: str, unknown: str, **values: str) -> str:
        """`known` (a whole sentence naming plant {id}) or, without an id, `unknown`."""
        if self.known:
            return known.format(id=self.shown, **values)
        return unknown.format(**values)


def _with_detail(told: Report, detail: str, *, answered: bool | None = None) -> Report:
    from dataclasses import replace

    return replace(told, detail=detail, answered=told.answered if answered is None else answered)


def _detail(response: Response) -> str:
    size = len(response.body)
    reason = visible(response.reason, lines=False)
    if response.body_truncated:
        line = QCoreApplication.translate(
            "Wording",
            "HTTP {status} {reason} · {elapsed} · {size} bytes (cut off)",
            "the technical line under a result; {size} is the count of bytes",
        )
    else:
        line = QCoreApplication.translate(
            "Wording",
            "HTTP {status} {reason} · {elapsed} · {size} bytes",
            "the technical line under a result; {size} is the count of bytes",
        )
    return line.format(
        status=response.status, reason=reason, elapsed=_ms(response.elapsed), size=number(size)
    )


def _ms(seconds: float) -> str:
    if seconds < 10:
        milliseconds = QLocale().toString(round(seconds * 1000))
        return QCoreApplication.translate("Wording", "{milliseconds} ms").format(
            milliseconds=milliseconds
        )
    return QCoreApplication.translate("Wording", "{seconds} s", "seconds, a unit").format(
        seconds=QLocale().toString(seconds, "f", 1)
    )


def _raw(response: Response) -> str:
    text = response.body[:_EXCERPT].decode("utf-8", errors="replace")
    more = "\n…" if len(response.body) > _EXCERPT or response.body_truncated else ""
    headers = "\n".join(f"{name}: {value}" for name, value in response.headers)
    return visible(f"HTTP {response.status} {response.reason}\n{headers}\n\n{text}{more}")


def needs_checking_notice(flagged: int, checking: int) -> str:
    """The notice at start when plants need checking; `flagged` of them were on their way
    when the app stopped. English says one plant in a sentence of its own."""
    if flagged == 1:
        return QCoreApplication.translate(
            "Wording",
            "%n plant was on its way when the app stopped: it may or may not have been "
            "created. Check it on the server; it is under “Needs checking” in the history "
            "and is never sent again on its own.",
            None,
            flagged,
        )
    if flagged:
        return QCoreApplication.translate(
            "Wording",
            "%n plants were on their way when the app stopped: each may or may "
            "not have been created. Check them on the server; they are under “Needs "
            "checking” in the history and are never sent again on their own.",
            None,
            flagged,
        )
    if checking == 1:
        return QCoreApplication.translate(
            "Wording",
            "%n plant still needs checking: you stopped waiting, the connection broke or "
            "the server failed, so it may or may not have been created.",
            None,
            checking,
        )
    return QCoreApplication.translate(
        "Wording",
        "%n plants still need checking: you stopped waiting, the connection broke or the "
        "server failed, so each may or may not have been created.",
        None,
        checking,
    )


def _sent_again_after(seconds: int) -> str:
    return QCoreApplication.translate(
        "Wording", "It will be sent again after %n seconds; nothing is lost.", None, seconds
    )


def _busy_plant_after(plant_id: str, code: str, seconds: int) -> str:
    said = QCoreApplication.translate(
        "Wording",
        "It had too many requests ({code}), so nothing was created. Send plant {id} "
        "again after %n seconds.",
        None,
        seconds,
    )
    return said.format(code=code, id=plant_id)


def _busy_after(code: str, seconds: int) -> str:
    said = QCoreApplication.translate(
        "Wording",
        "It had too many requests ({code}), so nothing was created. Send the plant "
        "again after %n seconds.",
        None,
        seconds,
    )
    return said.format(code=code)


def _more_errors(more: int) -> str:
    return QCoreApplication.translate(
        "Wording", "• … and %n more", "more items in the server's list of errors", more
    )
