"""JSON read as the built-in contract counts integers (OpenAPI 3.1, JSON Schema 2020-12):
a number with no fractional part is an integer however it is written, so an answer's
`"error": 400.0` is the integer 400, as the contract check and the sandbox count it.

The contract check reads each number exactly under either dialect (contract/integers);
this is the small reader the client's answers and the form's comparisons need.
"""

import json
from decimal import Decimal, InvalidOperation

from .json_syntax import refuse_constant

# An integer this long is past every range the spec has (int64 has 19 digits); reading
# one with more digits gives a number just as far out of range, cheaply (Python refuses
# to read an int of more than 4,300 digits at all).
_DIGITS_MAX = 40
_FAR_OUT: int = 10**_DIGITS_MAX


def read_json(text: str | bytes) -> object:
    """The JSON value of `text`, with whole numbers as ints; raises ValueError (including
    for NaN and Infinity, which are not JSON) or RecursionError."""
    return json.loads(text, parse_int=_integer, parse_float=_number, parse_constant=refuse_constant)


def _integer(text: str) -> int:
    if len(text) <= _DIGITS_MAX:
        return int(text)
    return -_FAR_OUT if text.startswith("-") else _FAR_OUT


def _number(text: str) -> int | float:
    """A number written with a fraction or an exponent: an int when it is whole."""
    try:
        exact = Decimal(text)
    except InvalidOperation:  # an exponent past what Decimal holds
        if "e-" in text.lower():  # nearer zero than any number held: not whole
            return float(text)
        return -_FAR_OUT if text.startswith("-") else _FAR_OUT
    if not exact.is_finite() or exact != exact.to_integral_value():
        return float(text)
    if exact.adjusted() >= _DIGITS_MAX:
        return -_FAR_OUT if exact < 0 else _FAR_OUT
    return int(exact)


def id_and_name(body: bytes) -> tuple[str, str]:
    """The id and name a raw body holds, as the history shows them ("" where absent or
    when the body is not a JSON object): an id written 1.0 is the plant 1."""
    try:
        data = json.loads(
            body, parse_int=str, parse_float=_number_text, parse_constant=refuse_constant
        )
    except (ValueError, RecursionError):
        return "", ""
    if not isinstance(data, dict):
        return "", ""
    return _text(data.get("id")), _text(data.get("name"))


def _number_text(text: str) -> str:
    try:
        exact = Decimal(text)
    except InvalidOperation:
        return text
    if exact.is_finite() and exact == exact.to_integral_value() and exact.adjusted() < _DIGITS_MAX:
        return str(int(exact))
    return text


def _text(value: object) -> str:
    return "" if value is None else str(value)
