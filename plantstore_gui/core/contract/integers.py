"""What an integer is in a JSON body, decided once for the contract check and the raw
editor (the sandbox follows the built-in contract's rule, OpenAPI 3.1, on its own, and
the client reads answers by that rule with core/whole_numbers).

OpenAPI 3.1 is JSON Schema 2020-12: a number with no fractional part is an integer, however
it is written (1.0, 1e3). OpenAPI 3.0 counts only numbers written without a fraction or an
exponent. Python's json reads 1.0 as a float and 9223372036854775808.0 as
9223372036854775807.0's float too, so a body is read with each such number kept exactly
(a JsonNumber), and the range of an int32 or int64, and every bound (minimum, maximum,
their exclusive forms and multipleOf), is held on that exact value. An integer past
Python's limit on the digits it reads as an int is a JsonNumber too, written plainly.

An object that names a field more than once is read as Python's json reads it (the last
value counts), as a RepeatedFields that says which fields repeat: RFC 8259 leaves the
value that counts to each reader, and many servers refuse such a body.
"""

import json
import operator
from collections import Counter
from collections.abc import Callable, Iterator
from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, Decimal, InvalidOperation, localcontext
from enum import StrEnum
from functools import cache
from typing import Any

from ..json_syntax import refuse_constant
from .document import Spec

RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
INT_DIGITS_MAX = 4300  # Python's default limit on the digits it reads as an int

# Where each bound fails, comparing the number with the bound.
_FAILS: dict[str, Callable[[Any, Any], bool]] = {
    "minimum": operator.lt,
    "maximum": operator.gt,
    "exclusiveMinimum": operator.le,
    "exclusiveMaximum": operator.ge,
}


class IntegerRule(StrEnum):
    """Which numbers count as integers."""

    WHOLE = "whole"  # OpenAPI 3.1 (JSON Schema 2020-12): any number with no fractional part
    WRITTEN = "written"  # OpenAPI 3.0: only numbers written without a fraction or exponent


class UnreadableNumber(Exception):
    """A JSON number whose exponent is past what can be held exactly (beyond about
    10 to the power of ±10^18): valid JSON, but out of the range that can be checked."""

    def __init__(self, written: str) -> None:
        super().__init__(written[:40])
        self.written = written


class JsonNumber(float):
    """A JSON number written with a fraction or an exponent, or an integer too long for
    an int: a float to every rule that adds, with its exact value and the way it was
    written. Its repr is an excerpt, as the validator writes it into every error."""

    written: str
    exact: Decimal

    def __new__(cls, text: str) -> "JsonNumber":
        number = super().__new__(cls, text)  # 1e400 is inf as a float, 1E+400 exactly
        number.written = text
        try:
            number.exact = Decimal(text)
        except InvalidOperation:
            raise UnreadableNumber(text) from None
        return number

    @property
    def whole(self) -> bool:
        """It has no fractional part: an integer under OpenAPI 3.1."""
        return self.exact.is_finite() and self.exact == self.exact.to_integral_value()

    @property
    def plain(self) -> bool:
        """It is written without a fraction or an exponent: an integer under either rule."""
        return not any(mark in self.written for mark in ".eE")

    def __repr__(self) -> str:
        written = self.written
        return written if len(written) <= 40 else written[:39] + "…"

    __str__ = __repr__


def rule_of(spec: Spec) -> IntegerRule:
    """The rule of a document's dialect."""
    if str(spec.get("openapi", "")).startswith("3.0."):
        return IntegerRule.WRITTEN
    return IntegerRule.WHOLE


def dialect_name(rule: IntegerRule) -> str:
    """The dialect a rule belongs to, by its own name."""
    return "OpenAPI 3.0" if rule is IntegerRule.WRITTEN else "OpenAPI 3.1 (JSON Schema 2020-12)"


class RepeatedFields(dict[str, Any]):
    """A JSON object that names some fields more than once (`repeated`, in the order they
    first appear); each holds its last value."""

    repeated: tuple[str, ...]


def read_json(text: str) -> Any:
    """JSON with every number written with a fraction or exponent, and every integer past
    INT_DIGITS_MAX digits, read as a JsonNumber, and every object that names a field more
    than once read as a RepeatedFields.

    Raises ValueError (NaN, Infinity: not JSON numbers) and RecursionError as json does,
    and UnreadableNumber.
    """
    return json.loads(
        text,
        parse_float=JsonNumber,
        parse_int=_integer,
        parse_constant=refuse_constant,
        object_pairs_hook=_object,
    )


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = dict(pairs)
    if len(value) == len(pairs):
        return value
    repeats = RepeatedFields(value)
    counts = Counter(key for key, _ in pairs)
    repeats.repeated = tuple(key for key, count in counts.items() if count > 1)
    return repeats


def is_integer(value: object, rule: IntegerRule) -> bool:
    """Whether `value` (read by read_json) is an integer under `rule`."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if isinstance(value, JsonNumber) and value.plain:
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


@cache
def ruled_dialect(dialect: Any, rule: IntegerRule) -> Any:
    """The validator class `dialect` with `rule` deciding what an integer is, and its
    bounds held on exact values."""
    from jsonschema import validators

    extend: Callable[..., Any] = validators.extend
    checker = dialect.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: is_integer(value, rule)
    )
    # OpenAPI 3.0's exclusiveMinimum is a boolean its minimum reads, not a keyword.
    legacy = "exclusiveMinimum" not in dialect.VALIDATORS
    bounds = {
        keyword: _exact_bound(keyword, applied, legacy)
        for keyword, applied in dialect.VALIDATORS.items()
        if keyword in (*_FAILS, "multipleOf")
    }
    return extend(dialect, bounds, type_checker=checker)


def _exact_bound(keyword: str, applied: Callable[..., Any], legacy: bool) -> Callable[..., Any]:
    """The bound `keyword` held on the exact values of a number and its bound (the bound
    as the document writes it: 0.1 is a tenth, not the float nearest to it)."""
    from jsonschema.exceptions import ValidationError

    def exact(validator: Any, bound: Any, instance: Any, schema: Any) -> Any:
        number, limit = _exact(instance), _exact(bound)
        if number is None or limit is None:
            return applied(validator, bound, instance, schema)
        if keyword == "multipleOf" and (limit <= 0 or not limit.is_finite()):
            return applied(validator, bound, instance, schema)  # a factor that is no factor
        return errors(number, limit, bound, instance, schema)

    def errors(
        number: Decimal, limit: Decimal, bound: Any, instance: Any, schema: Any
    ) -> Iterator[Any]:
        if keyword == "multipleOf":
            if not _is_multiple(number, limit):
                yield ValidationError(f"{instance!r} is not a multiple of {bound!r}")
            return
        rule = keyword
        exclusive = f"exclusive{keyword[0].upper()}{keyword[1:]}"
        if legacy and schema.get(exclusive, False):
            rule = exclusive
        if _FAILS[rule](number, limit):
            yield ValidationError(f"{instance!r} is past the {rule} of {bound!r}")

    return exact


def _exact(value: object) -> Decimal | None:
    """A number's exact value, as written; None for what is not a number, or a NaN."""
    if isinstance(value, JsonNumber):
        return value.exact
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float):
        return None if value != value else Decimal(repr(value))
    return Decimal(value)


def _is_multiple(number: Decimal, factor: Decimal) -> bool:
    """Whether `number` is a whole multiple of `factor` (more than 0), exactly, in time
    bounded by their digits however large their exponents."""
    if not number.is_finite():
        return False
    if not number:
        return True
    _, digits, exponent = number.as_tuple()
    _, factor_digits, factor_exponent = factor.as_tuple()
    assert isinstance(exponent, int) and isinstance(factor_exponent, int)
    shift = exponent - factor_exponent  # number / factor = digits * 10^shift / factor_digits
    if shift < -len(digits):
        return False  # factor_digits * 10^-shift is more than the digits: it cannot divide them
    # Past the powers of 2 and 5 in the factor's digits, a higher power of ten adds nothing.
    shift = min(shift, 4 * len(factor_digits))
    top = Decimal((0, digits, max(shift, 0)))
    bottom = Decimal((0, factor_digits, max(-shift, 0)))
    with localcontext() as context:
        context.prec = min(MAX_PREC, len(digits) + len(factor_digits) + abs(shift) + 2)
        context.Emax, context.Emin = MAX_EMAX, MIN_EMIN
        return top % bottom == 0


@cache
def exact_formats(base: Any) -> Any:
    """A copy of the format checker `base` whose int32 and int64 look at exact values."""
    from jsonschema import FormatChecker

    checker = FormatChecker(formats=())
    checker.checkers = dict(base.checkers)
    for name in RANGES:
        checker.checks(name)(lambda value, name=name: in_range(value, name))
    return checker


def _integer(text: str) -> int | JsonNumber:
    if len(text) > INT_DIGITS_MAX:  # int would refuse it, or take seconds: kept exactly
        return JsonNumber(text)
    return int(text)
