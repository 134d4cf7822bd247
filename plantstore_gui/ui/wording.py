"""Outcomes told in words a store clerk understands, with the technical detail beneath."""

from dataclasses import dataclass

from ..core.outcome import Created, Failed, FailureKind, Outcome, Rejected, Response, Unexpected

_EXCERPT = 2000
_SHOWN_TEXT = 300  # a server's text in the panel; all of it is under "Show the raw answer"


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
    """

    icon: str
    title: str
    fields: tuple[tuple[str, str], ...]
    advice: str
    detail: str
    raw: str


def report(outcome: Outcome, plant_id: str, base_url: str, *, queued: bool = False) -> Report:
    """Describe what came of sending plant `plant_id` ("" if unknown) to `base_url`.

    `queued`: the plant waits in the outbox (the sending module's verdict).
    """
    plant = _Subject(plant_id)
    if queued and isinstance(outcome, Failed):
        title, why = _failed_words(outcome, base_url, plant)
        then = (
            "It is sent once the connection is secure: check the server's certificate, or "
            "the CA bundle in Manage servers. Nothing is lost."
            if outcome.kind is FailureKind.TLS
            else "It is sent as soon as the server answers; nothing is lost."
        )
        return Report(
            "waiting",
            f"{plant.title} is waiting in the outbox",
            (),
            f"{title}: {why} {then}",
            f"{outcome.kind} · after {_ms(outcome.elapsed)}",
            outcome.detail,
        )
    if queued and isinstance(outcome, Unexpected):
        title, why = _unexpected_words(outcome.response, base_url, plant)
        wait = outcome.response.header("retry-after")
        if outcome.response.status == 401:
            then = "It is sent again once you give this server a new token; nothing is lost."
        elif wait and wait.strip().isdigit():
            then = f"It is sent again after {int(wait)} seconds; nothing is lost."
        else:
            then = "It is sent again when the server allows; nothing is lost."
        return Report(
            "waiting",
            f"{plant.title} is waiting in the outbox",
            (),
            f"{title}. {then}",
            _detail(outcome.response),
            _raw(outcome.response),
        )
    match outcome:
        case Created(plant=created, response=response):
            return Report(
                "created",
                f"{plant.title} created",
                (("Name", created.name), ("Tag", created.tag or "—")),
                "",
                _detail(response),
                _raw(response),
            )
        case Rejected(error=error, response=response):
            return Report(
                "rejected",
                f"The server did not accept {plant.name}",
                (("Reason", shorten(error.message)), ("Error code", str(error.error))),
                "Correct the plant and send it again. What you typed is still in the form.",
                _detail(response),
                _raw(response),
            )
        case Unexpected(response=response, problem=problem):
            title, advice = _unexpected_words(response, base_url, plant)
            return Report(
                "unexpected",
                title,
                (("What came back", shorten(problem)),),
                advice,
                _detail(response),
                _raw(response),
            )
        case Failed():
            title, advice = _failed_words(outcome, base_url, plant)
            detail = f"{outcome.kind} · after {_ms(outcome.elapsed)}"
            return Report("failed", title, (), advice, detail, outcome.detail)


def _unexpected_words(response: Response, base_url: str, plant: "_Subject") -> tuple[str, str]:
    status = response.status
    if status in (401, 403):
        return (
            "The server refused the token",
            "Check the token for this server. Nothing was created.",
        )
    if status in (404, 405):
        return (
            "The server has no plant store at this address",
            f"Check the base URL: the request went to {base_url}/plants.",
        )
    if 300 <= status < 400:
        return ("The server sent us elsewhere", "Check the base URL with whoever runs the server.")
    if status == 429:
        wait = response.header("retry-after")
        when = f"after {wait} seconds" if wait and wait.isdigit() else "in a little while"
        return ("The server is busy", f"Send {plant.name} again {when}.")
    if status >= 500:
        return (
            "The server ran into a problem",
            f"{plant.title} may or may not have been created. Check it on the server: it is "
            "under “Needs checking” in the history, and is never sent again on its own.",
        )
    return (
        "The server gave an answer this app does not understand",
        f"{plant.title} may or may not have been created. Check before sending it again.",
    )


def _failed_words(failed: Failed, base_url: str, plant: "_Subject") -> tuple[str, str]:
    unknown = (
        f"The request had already been sent: {plant.name} may or may not have been "
        "created. Check before sending it again."
    )
    match failed.kind:
        case FailureKind.NOT_ALLOWED | FailureKind.INVALID_REQUEST:
            return ("The plant was not sent", failed.detail)
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
            return ("Stopped waiting", unknown if failed.request_sent else "Nothing was sent.")
        case FailureKind.TIMED_OUT:
            return ("The server took too long", unknown if failed.request_sent else "Try again.")
        case FailureKind.CONNECTION_LOST:
            advice = unknown if failed.request_sent else "Nothing was created. Try again."
            return ("The connection broke", advice)


class _Subject:
    """How a plant is named in a sentence: "plant 42", or "the plant" when its id is unknown."""

    def __init__(self, plant_id: str) -> None:
        self.name = f"plant {plant_id}" if plant_id else "the plant"
        self.title = self.name[0].upper() + self.name[1:]


def _detail(response: Response) -> str:
    size = len(response.body)
    cut = " (cut off)" if response.body_truncated else ""
    return (
        f"HTTP {response.status} {response.reason} · {_ms(response.elapsed)} · {size:,} bytes{cut}"
    )


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def _raw(response: Response) -> str:
    text = response.body[:_EXCERPT].decode("utf-8", errors="replace")
    more = "\n…" if len(response.body) > _EXCERPT or response.body_truncated else ""
    headers = "\n".join(f"{name}: {value}" for name, value in response.headers)
    return f"HTTP {response.status} {response.reason}\n{headers}\n\n{text}{more}"
