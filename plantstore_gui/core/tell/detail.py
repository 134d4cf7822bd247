"""The technical line under a result (status, time, size) and the raw answer beneath it."""

from ..outcome import Failed, Response
from ..visible import visible
from ..words import decimal, isolated, number, translate

_EXCERPT = 2000  # bytes of a body shown as the raw answer


def answer_detail(response: Response) -> str:
    """ "HTTP 200 OK · 12 ms · 345 bytes", with "(cut off)" when the body was capped.

    Each part is isolated, so in Arabic the line reads from the right part by part and
    the 13 of "13 ms" is never drawn beside the bytes."""
    size = number(len(response.body))
    reason = visible(response.reason, lines=False)
    if response.body_truncated:
        amount = translate(
            "Wording",
            "{size} bytes (cut off)",
            "the size of an answer, in the technical line under a result",
        )
    else:
        amount = translate(
            "Wording", "{size} bytes", "the size of an answer, in the technical line under a result"
        )
    return translate(
        "Wording",
        "{status} · {elapsed} · {size}",
        "the technical line under a result: the answer's status (HTTP 200 OK), how long "
        "it took, its size",
    ).format(
        status=isolated(f"HTTP {response.status} {reason}".strip()),
        elapsed=isolated(duration(response.elapsed)),
        size=isolated(amount.format(size=size)),
    )


def failed_detail(failed: Failed) -> str:
    """The technical line of a failure: its kind, and how long it took."""
    return translate("Wording", "{kind} · after {elapsed}").format(
        kind=isolated(failed.kind.label), elapsed=isolated(duration(failed.elapsed))
    )


def raw_marked(detail: str) -> str:
    """The detail line of a plant whose body was typed by hand."""
    return translate("Wording", "RAW body, typed by hand · {detail}").format(detail=detail)


def duration(seconds: float) -> str:
    """How long a request took: in milliseconds under ten seconds, else in seconds."""
    if seconds < 10:
        milliseconds = number(round(seconds * 1000))
        return translate("Wording", "{milliseconds} ms").format(milliseconds=milliseconds)
    return translate("Wording", "{seconds} s", "seconds, a unit").format(
        seconds=decimal(seconds, 1)
    )


def raw_answer(response: Response) -> str:
    """The answer as it came (status line, headers, the start of the body), escaped."""
    text = response.body[:_EXCERPT].decode("utf-8", errors="replace")
    more = "\n…" if len(response.body) > _EXCERPT or response.body_truncated else ""
    headers = "\n".join(f"{name}: {value}" for name, value in response.headers)
    return visible(f"HTTP {response.status} {response.reason}\n{headers}\n\n{text}{more}")
