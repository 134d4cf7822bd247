"""The server's own words: its reason read from a JSON body, and cut to fit the panel.

Every text that came from a server passes through `visible` before it is shown, so
what the panel shows is what was sent, with nothing applied.
"""

import json

from ..outcome import Response
from ..visible import visible
from ..words import translate

_SHOWN_TEXT = 300  # a server's text in the panel; all of it is under "Show the raw answer"
_REASON_BODY_MAX = 64 * 1024  # a server's reason is read from a body no larger than this
_ERRORS_SHOWN = 5  # items of a problem's "errors" list shown in the panel
COUNT_MAX = 2**31 - 1
"""The largest count a translator takes for %Ln (Qt's is a C int)."""


def shorten(text: str) -> str:
    """Server text, cut to a few lines for the panel; the full text stays one click away."""
    return text if len(text) <= _SHOWN_TEXT else text[: _SHOWN_TEXT - 1] + "…"


def reason_label() -> str:
    """The label of a valid Error's message (a 400 the spec describes)."""
    return translate("Wording", "Reason", "the server's error message")


def server_reason_label() -> str:
    """The label of what a server said in an answer outside the spec."""
    return translate("Wording", "Server's reason")


def spoken_labels() -> tuple[str, str]:
    """The labels of the fields a screen reader says with a result's title."""
    return (reason_label(), server_reason_label())


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
        more = min(len(errors) - _ERRORS_SHOWN, COUNT_MAX)
        if more > 0:
            lines.append(_more_errors(more))
    if not lines:
        error = data.get("error")
        nested = _text(error.get("message")) if isinstance(error, dict) else ""
        said = _text(data.get("message")) or nested or _text(error)
        lines = [said] if said else []
    return "\n".join(line for line in lines if line)


def reason_field(response: Response) -> tuple[tuple[str, str], ...]:
    """The "Server's reason" field of a result, or none when the server gave no reason."""
    said = server_reason(response)
    return ((server_reason_label(), shorten(visible(said))),) if said else ()


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


def _more_errors(more: int) -> str:
    return translate(
        "Wording", "• … and %Ln more", "more items in the server's list of errors", more
    )
