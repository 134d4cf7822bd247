"""An answer to POST /plants: its body read within a size cap, then judged by the spec.

`classify` turns a Response into Created, Rejected or Unexpected; it is also how a
recorded answer is read back from the journal. A 200 whose Plant is not the plant that
was sent is an answer for another plant: Unexpected, never Created.
"""

import json
import re
import unicodedata
import zlib
from collections.abc import Iterator

import httpx
from pydantic import ValidationError

from .models import ApiError, Plant
from .outcome import Created, Outcome, Rejected, Response, Unexpected
from .whole_numbers import read_json
from .words import number, translate

DEFAULT_MAX_BODY = 1024 * 1024


def classify(
    response: Response, max_body: int = DEFAULT_MAX_BODY, sent: bytes | None = None
) -> Outcome:
    """Turn an answer into Created, Rejected or Unexpected, by the spec's rules.

    `sent` is the request's body: a Plant that differs from it in what both hold is an
    answer for another plant.
    """
    status = response.status
    if response.body_truncated:
        words = translate("Client", "The answer was larger than {size} bytes and was cut off.")
        return Unexpected(response, words.format(size=number(max_body)))
    if 300 <= status < 400:
        location = response.header("location")
        if not location:
            words = translate(
                "Client",
                "The server redirected to nowhere. Redirects are not followed, so the token "
                "stays with this server.",
            )
            return Unexpected(response, words)
        words = translate(
            "Client",
            "The server redirected to {location}. Redirects are not followed, so the token "
            "stays with this server.",
        )
        return Unexpected(response, words.format(location=location))
    if status not in (200, 400):
        words = translate("Client", "HTTP {status} is not an answer the spec lists.")
        return Unexpected(response, words.format(status=status))
    shape: type[Plant] | type[ApiError] = Plant if status == 200 else ApiError
    try:
        data = read_json(response.body)
    except (ValueError, RecursionError) as exc:
        if shape is Plant:
            words = translate(
                "Client", "The {status} answer is not a Plant: not valid JSON ({reason})."
            )
        else:
            words = translate(
                "Client", "The {status} answer is not an Error: not valid JSON ({reason})."
            )
        return Unexpected(response, words.format(status=status, reason=exc))
    try:
        body = shape.model_validate(data)
    except ValidationError as exc:
        if shape is Plant:
            words = translate("Client", "The {status} answer is not a Plant: {problem}")
        else:
            words = translate("Client", "The {status} answer is not an Error: {problem}")
        return Unexpected(response, words.format(status=status, problem=_first(exc)))
    if isinstance(body, Plant):
        if sent is not None and (other := _another_plant(data, sent)):
            words = translate(
                "Client",
                "The {status} answer is for another plant: its {field} is {answered}, not {sent}.",
                "field is id, name or tag; the values are shown as JSON",
            )
            field, answered, asked = other
            return Unexpected(
                response,
                words.format(status=status, field=field, answered=answered, sent=asked),
                other_plant=True,
            )
        return Created(body, response)
    return Rejected(body, response)


def _another_plant(answered: object, sent: bytes) -> tuple[str, str, str] | None:
    """The first field in which an answer's Plant differs from the plant sent, with both
    values as JSON; None when all they both hold agree.

    The spec's Plant has no id, so an id is compared only when the answer carries one.
    A tag the answer leaves out, or anything the sent body does not hold as the spec
    says (a raw body may hold anything), is not compared. Names and tags are compared
    as text: Unicode's composed form, without surrounding whitespace.
    """
    try:
        asked = read_json(sent)
    except (ValueError, RecursionError):
        return None
    if not isinstance(asked, dict) or not isinstance(answered, dict):
        return None
    ids = _plant_id(answered.get("id")), _plant_id(asked.get("id"))
    if None not in ids and ids[0] != ids[1]:
        return "id", _shown(answered["id"]), _shown(asked["id"])
    for field in ("name", "tag"):
        value, wanted = answered.get(field), asked.get(field)
        if isinstance(value, str) and isinstance(wanted, str) and _text(value) != _text(wanted):
            return field, _shown(value), _shown(wanted)
    return None


_DIGITS = re.compile(r"-?[0-9]{1,19}")  # an int64, written out


def _plant_id(value: object) -> int | None:
    """An id as a number: a JSON integer, or one written as text ("9001")."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and _DIGITS.fullmatch(value):
        return int(value)
    return None


def _text(value: str) -> str:
    return unicodedata.normalize("NFC", value).strip()


_SHOWN_MAX = 80


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN_MAX else text[: _SHOWN_MAX - 1] + "…"


def _first(exc: ValidationError) -> str:
    error = exc.errors(include_url=False)[0]
    if error["type"] == "model_type":  # pydantic names its class here; say it in JSON terms
        return translate("Client", "the body is not a JSON object.")
    where = ".".join(str(part) for part in error["loc"])
    if not where:
        words = translate("Client", "body: {problem}.", "the whole answer's body, then a problem")
        return words.format(problem=error["msg"])
    return f"{where}: {error['msg']}."


def read_capped(answer: httpx.Response, max_body: int) -> tuple[bytes, bool]:
    """Read at most max_body bytes of the decoded body, never more into memory.

    Decoding is ours, with a cap on each step, so a gzip bomb cannot expand past it.
    """
    encoding = answer.headers.get("content-encoding", "identity").strip().lower()
    body = bytearray()
    for chunk in _decoded(answer.iter_raw(), encoding, max_body + 1):
        body += chunk
        if len(body) > max_body:
            return bytes(body[:max_body]), True
    return bytes(body), False


def _decoded(raw: Iterator[bytes], encoding: str, limit: int) -> Iterator[bytes]:
    if encoding in ("", "identity"):
        yield from raw
        return
    if encoding not in ("gzip", "deflate", "x-gzip"):
        words = translate("Client", "The answer is compressed with {encoding}, which is not read.")
        raise httpx.DecodingError(words.format(encoding=repr(encoding)))
    decoder = zlib.decompressobj(zlib.MAX_WBITS | 32)  # gzip or zlib, by header
    try:
        for chunk in raw:
            data = chunk
            while data:
                yield decoder.decompress(data, limit)
                data = decoder.unconsumed_tail
        yield decoder.flush()
    except zlib.error as exc:
        words = translate("Client", "The compressed answer is damaged: {reason}")
        raise httpx.DecodingError(words.format(reason=exc)) from exc
