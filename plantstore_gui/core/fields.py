"""Checks for what a person types, in words for the person; no third-party imports.

The form runs these on every keystroke, and they must load before the first paint,
so they stay free of pydantic and httpx.
"""

import re

from .words import number, translate

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# The longest name and tag a person may type or load from a sheet, in characters (code
# points). The spec sets no limit; ours keeps a stray paste of a whole document out of
# the store, and a longer text is refused with a message, never shortened.
NAME_MAX_LENGTH = 200
TAG_MAX_LENGTH = 200

# ASCII digits only: int() alone would also take " 12", "1_000" and non-ASCII digits.
_ID_TEXT = re.compile(r"[+-]?[0-9]+", re.ASCII)
_MAX_ID_DIGITS = len(str(INT64_MAX))


class IdError(ValueError):
    """The text typed as an id is not an int64; the message is for the user."""


def parse_plant_id(text: str) -> int:
    """Turn the text of the Id field into an int64, or raise IdError saying why."""
    if text == "":
        raise IdError(translate("Fields", "Enter the plant's id."))
    if not _ID_TEXT.fullmatch(text):
        raise IdError(translate("Fields", "Use digits 0–9 only, with an optional minus sign."))
    # Leading zeros go first, and the length is checked before int(), which refuses
    # texts over 4,300 digits and would be slow on a long paste.
    sign = "-" if text.startswith("-") else ""
    digits = text.lstrip("+-").lstrip("0") or "0"
    value = int(sign + digits) if len(digits) <= _MAX_ID_DIGITS else None
    if value is None or not INT64_MIN <= value <= INT64_MAX:
        bounds = translate("Fields", "The id must be between {lowest} and {highest}.")
        raise IdError(bounds.format(lowest=INT64_MIN, highest=INT64_MAX))  # ids: plain digits
    return value


def name_problem(name: str) -> str | None:
    """Say what is wrong with a typed plant name (form, sheet row), or None when it can be sent."""
    if problem := sendable_name_problem(name):
        return problem
    if len(name) <= NAME_MAX_LENGTH:  # before any translating: a sheet checks a million
        return None
    too_long = translate(
        "Fields", "A name can be at most {limit} characters long; this one has {length}."
    )
    return _too_long(too_long, name, NAME_MAX_LENGTH)


def tag_problem(tag: str) -> str | None:
    """Say what is wrong with a typed tag (form, sheet row), or None (empty is fine)."""
    if problem := sendable_tag_problem(tag):
        return problem
    if len(tag) <= TAG_MAX_LENGTH:
        return None
    too_long = translate(
        "Fields", "A tag can be at most {limit} characters long; this one has {length}."
    )
    return _too_long(too_long, tag, TAG_MAX_LENGTH)


def _too_long(sentence: str, text: str, limit: int) -> str:
    """`sentence` (whole, with {limit} and {length}) for `text`, which is over `limit`."""
    return sentence.format(limit=number(limit), length=number(len(text)))


def sendable_name_problem(name: str) -> str | None:
    """The spec's own rule for a name, which NewPlant enforces: not blank, encodable."""
    if not name.strip():
        return translate("Fields", "Enter the plant's name.")
    return _unencodable(name)


def sendable_tag_problem(tag: str) -> str | None:
    """The spec's own rule for a tag, which NewPlant enforces: encodable."""
    return _unencodable(tag)


def token_problem(token: str) -> str | None:
    """Say what keeps a token out of an Authorization header, without echoing it."""
    if not token:
        return translate("Fields", "Enter the access token.")
    if not all("!" <= ch <= "~" for ch in token):
        return translate(
            "Fields", "The token can hold only visible ASCII characters, without spaces."
        )
    return None


def unencodable() -> str:
    """What is wrong with text that holds a lone surrogate, which cannot be sent."""
    return translate(
        "Fields", "This text holds a character that cannot be sent (an unpaired surrogate)."
    )


def _unencodable(text: str) -> str | None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return unencodable()
    return None
