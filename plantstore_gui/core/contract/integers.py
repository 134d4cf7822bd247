"""What an integer is in a JSON body, decided once for the contract check and the raw
editor (the sandbox follows the built-in contract's rule, OpenAPI 3.1, on its own).

OpenAPI 3.1 is JSON Schema 2020-12: a number with no fractional part is an integer, however
it is written (1.0, 1e3). OpenAPI 3.0 counts only numbers written without a fraction or an
exponent. Python's json reads 1.0 as a float and 9223372036854775808.0 as
9223372036854775807.0's float too, so a body is read with each such number kept exactly
(a JsonNumber), and the range of an int32 or int64 is checked on that exact value.
"""

import json
from collections.abc import Callable
from decimal import Decimal
from enum import StrEnum
from functools import cache
from typing import Any

from ..words import translate
from .document import Spec

RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}


class IntegerRule(StrEnum):
    """Which numbers count as integers."""

    WHOLE = "whole"  # OpenAPI 3.1 (JSON Schema 2020-12): any number with no fractional part
    WRITTEN = "written"  # OpenAPI 3.0: only numbers written without a fraction or exponent


class JsonNumber(float):
    """A JSON number written with a fraction or an exponent: a float to every rule that
    compares or adds, with its exact value and the way it was written."""

    written: str
    exact: Decimal

    def __new__(cls, text: str) -> "JsonNumber":
        number = super().__new__(cls, text)  # 1e400 is inf as a float, 1E+400 exactly
        number.written = text
        number.exact = Decimal(text)
        return number

    @property
    def whole(self) -> bool:
        """It has no fractional part: an integer under OpenAPI 3.1."""
        return self.exact.is_finite() and self.exact == self.exact.to_integral_value()

    def __repr__(self) -> str:
        return self.written

    __str__ = __repr__


def rule_of(spec: Spec) -> IntegerRule:
    """The rule of a document's dialect."""
    if str(spec.get("openapi", "")).startswith("3.0."):
        return IntegerRule.WRITTEN
    return IntegerRule.WHOLE


def dialect_name(rule: IntegerRule) -> str:
    """The dialect a rule belongs to, by its own name."""
    return "OpenAPI 3.0" if rule is IntegerRule.WRITTEN else "OpenAPI 3.1 (JSON Schema 2020-12)"


def read_json(text: str) -> Any:
    """JSON with every number written with a fraction or exponent read as a JsonNumber.

    Raises ValueError (NaN, Infinity: not JSON numbers) and RecursionError as json does.
    """
    return json.loads(text, parse_float=JsonNumber, parse_constant=_refuse_constant)


def is_integer(value: object, rule: IntegerRule) -> bool:
    """Whether `value` (read by read_json) is an integer under `rule`."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if rule is IntegerRule.WRITTEN:
        return False
    if isinstance(value, JsonNumber):
        return value.whole
    return isinstance(value, float) and value.is_integer()


def in_range(value: object, format_name: str) -> bool:
    """Whether an integer is within an int32 or int64 format, by its exact value; any
    other value is the type rule's business, not the format's."""
    low, high = RANGES[format_name]
    if isinstance(value, JsonNumber):
        if not value.whole:
            return True
        exact: int | Decimal = value.exact
    elif isinstance(value, float):
        if not value.is_integer():
            return True
        exact = int(value)
    elif isinstance(value, int) and not isinstance(value, bool):
        exact = value
    else:
        return True
    return low <= exact <= high


def whole_number_note(value: "JsonNumber") -> str:
    """Why a number written with a fraction counts as an integer under OpenAPI 3.1."""
    words = translate(
        "Contract",
        "{value} counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a "
        "number with no fractional part is an integer; OpenAPI 3.0 counts only numbers "
        "written without a fraction or exponent.",
    )
    return words.format(value=value.written)


def written_rule_error(value: "JsonNumber") -> str:
    """Why a whole number written with a fraction or exponent is not an integer under 3.0."""
    words = translate(
        "Contract",
        "{value} is not an integer under this document's OpenAPI 3.0, which counts only "
        "numbers written without a fraction or exponent as integers.",
    )
    return words.format(value=value.written)


@cache
def ruled_dialect(dialect: Any, rule: IntegerRule) -> Any:
    """The validator class `dialect` with `rule` deciding what an integer is."""
    from jsonschema import validators

    extend: Callable[..., Any] = validators.extend
    checker = dialect.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: is_integer(value, rule)
    )
    return extend(dialect, type_checker=checker)


@cache
def exact_formats(base: Any) -> Any:
    """A copy of the format checker `base` whose int32 and int64 look at exact values."""
    from jsonschema import FormatChecker

    checker = FormatChecker(formats=())
    checker.checkers = dict(base.checkers)
    for name in RANGES:
        checker.checks(name)(lambda value, name=name: in_range(value, name))
    return checker


def _refuse_constant(name: str) -> object:
    words = translate("Contract", "{constant} is not a JSON number")
    raise ValueError(words.format(constant=name))
