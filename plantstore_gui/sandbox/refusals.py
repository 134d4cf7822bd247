"""Why the sandbox refuses a request: the Refusal it answers with an Error body, and the
NewPlant rules of SPEC.md that raise it.

An id is an integer as the built-in contract (OpenAPI 3.1, JSON Schema 2020-12) says:
a JSON number with no fractional part, however it is written, so 1.0 and 1e3 are the
plants 1 and 1000. Numbers are read exactly (as Decimal), so 9223372036854775807.0 is in
the int64 range and 9223372036854775808.0 is not, which a float cannot tell apart, and an
integer of 5,000 digits is out of range, not past Python's limit on an int's digits.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation
from typing import Any

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1
INTEGER_RULE = (
    "an integer is a JSON number with no fractional part, as OpenAPI 3.1 "
    "(JSON Schema 2020-12) says: 12 and 12.0 are both 12"
)

EXCERPT_MAX = 40  # characters of a number or a field written into a message

Headers = Sequence[tuple[str, str]]


class Refusal(Exception):
    """A request that is answered with an Error body."""

    def __init__(
        self, status: int, message: str, *, code: int | None = None, headers: Headers = ()
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = status if code is None else code
        self.message = message
        self.headers = list(headers)

    @property
    def body(self) -> dict[str, Any]:
        """The Error body it is answered with."""
        return {"error": self.code, "message": self.message}


def bad_request(message: str) -> Refusal:
    return Refusal(400, message)


class _Unreadable(Exception):
    """A number whose exponent is past what a Decimal holds (about 10 to the ±10^18)."""

    def __init__(self, written: str) -> None:
        super().__init__(written)
        self.written = written


def _cut(text: str) -> str:
    return text if len(text) <= EXCERPT_MAX else text[: EXCERPT_MAX - 1] + "…"


def _exact(text: str) -> Decimal:
    try:
        return Decimal(text)
    except InvalidOperation:
        raise _Unreadable(text) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the field {_cut(repr(key))} appears more than once")
        result[key] = value
    return result


def parse_new_plant(raw: bytes) -> tuple[int, dict[str, str]]:
    """Check a NewPlant body; return its id and the Plant to store."""
    try:
        data = json.loads(
            raw.decode("utf-8"),
            parse_float=_exact,
            parse_int=Decimal,  # an int of more than 4,300 digits is refused by int()
            parse_constant=_refuse_constant,
            object_pairs_hook=_unique_object,
        )
    except UnicodeDecodeError:
        raise bad_request("The request body is not valid UTF-8.") from None
    except _Unreadable as exc:
        raise bad_request(
            "The request body holds a number out of the range this server can read "
            f"({_cut(exc.written)})."
        ) from None
    except ValueError as exc:  # JSONDecodeError and the hooks above
        raise bad_request(f"The request body is not valid JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise bad_request("The request body must be a JSON object.")

    if "id" not in data:
        raise bad_request("id is required.")
    plant_id = _integer(data["id"])
    if not INT64_MIN <= plant_id <= INT64_MAX:
        raise bad_request(f"id must be between {INT64_MIN} and {INT64_MAX}.")

    if "name" not in data:
        raise bad_request("name is required.")
    name = data["name"]
    if not isinstance(name, str):
        raise bad_request("name must be a string.")
    if not name.strip():
        raise bad_request("name must not be blank.")

    plant = {"name": name}
    if "tag" in data:
        tag = data["tag"]
        if not isinstance(tag, str):
            raise bad_request("tag must be a string.")
        plant["tag"] = tag
    return int(plant_id), plant


def _integer(value: Any) -> Decimal:
    """The id as an integer (a whole Decimal is not made an int yet: 1e999999999 is one)."""
    if isinstance(value, Decimal) and value == value.to_integral_value():
        return value
    if isinstance(value, Decimal):
        got = f"{_cut(str(value))} has a fractional part"
    else:
        got = f"got {_json_kind(value)}"
    raise bad_request(f"id must be an integer: {INTEGER_RULE}; {got}.")


def _json_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if value is None:
        return "null"
    kinds = ((str, "a string"), (list, "an array"), (dict, "an object"))
    return next(kind for cls, kind in kinds if isinstance(value, cls))
