"""The bounds of a check, so that no document and no answer can exhaust the machine.

A contract document is a file the user names, and a file can be built to do harm: YAML
aliases that turn a few hundred bytes into billions of values, a schema that refers to
another twice at every level (2^30 rules from 30 lines), a value the validator would
write out whole into every error message it makes. So:

- a document holds at most VALUES_MAX values, at most DEPTH_MAX levels deep (its size
  and its YAML aliases are document.py's);
- every dict, list and text of a document or an answer is a Short one, whose repr is an
  excerpt: what the validator writes into its messages stays small, however large the value;
- a check takes at most STEPS_MAX steps (a rule applied to a value, an error made, a
  field looked at) and SECONDS_MAX seconds, and stops at once when asked to (the app is
  closing). Past any of these it raises CheckStopped, whose message is for the user and
  says what cost too much: a body of more than LARGE_BODY_VALUES values (STEPS_MAX over
  STEPS_PER_VALUE: a few rules for each value are enough to stop it), else the schema.
"""

import time
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from functools import cache
from itertools import islice
from typing import Any

from ..words import number, translate

VALUES_MAX = 1_000_000
DEPTH_MAX = 100
STEPS_MAX = 50_000
SECONDS_MAX = 5.0
STEPS_PER_VALUE = 20  # past STEPS_MAX / this, a stopped check is stopped by the body's size

_TEXT_SHOWN = 40  # characters of a text in an excerpt
_ITEMS_SHOWN = 5  # items of a list or a dict in an excerpt
_LEVELS_SHOWN = 2  # levels of nesting in an excerpt


class Overgrown(ValueError):
    """A value with too many values in it (`deep` False) or too many levels (`deep` True)."""

    def __init__(self, *, deep: bool) -> None:
        super().__init__("too deep" if deep else "too many values")
        self.deep = deep


class CheckStopped(Exception):
    """A check stopped before its end: too many steps, too long, or asked to stop.

    The message is a sentence for the user; `body_too_large` is True when the body was
    too large to check in full (no other document would check it)."""

    def __init__(self, message: str, *, body_too_large: bool = False) -> None:
        super().__init__(message)
        self.body_too_large = body_too_large


def excerpt(value: object, levels: int = _LEVELS_SHOWN) -> str:
    """A repr of `value` cut short: a few items, a few levels, the start of each text."""
    if isinstance(value, str):
        cut = len(value) > _TEXT_SHOWN
        return str.__repr__(value[:_TEXT_SHOWN]) + ("…" if cut else "")
    if isinstance(value, dict | list):
        opening, closing = ("{", "}") if isinstance(value, dict) else ("[", "]")
        if levels <= 0:
            return f"{opening}…{closing}" if value else opening + closing
        if isinstance(value, dict):
            shown = [
                f"{excerpt(key, 0)}: {excerpt(item, levels - 1)}"
                for key, item in islice(value.items(), _ITEMS_SHOWN)
            ]
        else:
            shown = [excerpt(item, levels - 1) for item in islice(value, _ITEMS_SHOWN)]
        more = ", …" if len(value) > _ITEMS_SHOWN else ""
        return opening + ", ".join(shown) + more + closing
    text = repr(value)
    return text[:_TEXT_SHOWN] + "…" if len(text) > _TEXT_SHOWN else text


class ShortText(str):
    """A text whose repr is an excerpt."""

    __slots__ = ()

    def __repr__(self) -> str:
        return excerpt(self)


class ShortList(list[Any]):
    """A list whose repr is an excerpt."""

    def __repr__(self) -> str:
        return excerpt(self)


class ShortDict(dict[Any, Any]):
    """A dict whose repr is an excerpt."""

    def __repr__(self) -> str:
        return excerpt(self)


def shortened(
    value: Any, *, values_max: int | None = VALUES_MAX, depth_max: int | None = DEPTH_MAX
) -> Any:
    """`value` (loaded JSON or YAML) with its dicts, lists and texts made Short ones.

    Raises Overgrown past `values_max` values or `depth_max` levels (None: no bound;
    a value too deep for Python's stack raises RecursionError).
    """
    count = 0

    def short(item: Any, depth: int) -> Any:
        nonlocal count
        count += 1
        if values_max is not None and count > values_max:
            raise Overgrown(deep=False)
        if depth_max is not None and depth > depth_max:
            raise Overgrown(deep=True)
        if isinstance(item, str):
            return ShortText(item)
        if isinstance(item, dict):
            return ShortDict({short(k, depth): short(v, depth + 1) for k, v in item.items()})
        if isinstance(item, list):
            return ShortList(short(element, depth + 1) for element in item)
        return item

    return short(value, 1)


class Budget:
    """What one check (of an answer, or of a request's body) may still spend; `spend`
    raises CheckStopped when it is used up."""

    def __init__(
        self,
        stop: Callable[[], bool] | None = None,
        *,
        steps: int | None = None,
        seconds: float | None = None,
        request: bool = False,
    ) -> None:
        self._stop = stop
        self._steps_max = STEPS_MAX if steps is None else steps
        self._seconds_max = SECONDS_MAX if seconds is None else seconds
        self._deadline = time.monotonic() + self._seconds_max
        self._steps = 0
        self._request = request
        self._body_values = 0

    def weigh(self, values: int) -> None:
        """The body checked holds `values` values: past a few steps each, it is the body's
        size that stops the check, not the schema."""
        self._body_values = values

    def spend(self, steps: int = 1) -> None:
        self._steps += steps
        if self._steps > self._steps_max:
            raise self._stopped(number(self._steps_max), None)
        if time.monotonic() > self._deadline:
            raise self._stopped(None, number(round(self._seconds_max)))
        if self._stop is not None and self._stop():
            raise CheckStopped(translate("Contract", "The check was stopped: the app is closing."))

    def _stopped(self, steps: str | None, seconds: str | None) -> CheckStopped:
        """Why the check stopped, in words: the body's size, or the schema's cost."""
        large = self._body_values * STEPS_PER_VALUE > self._steps_max
        if large and steps is not None:
            words = translate(
                "Contract",
                "The check was stopped after {steps} steps: this body is too large to check "
                "in full.",
            )
        elif large:
            words = translate(
                "Contract",
                "The check was stopped after {seconds} seconds: this body is too large to "
                "check in full.",
            )
        elif self._request and steps is not None:
            words = translate(
                "Contract",
                "The check was stopped after {steps} steps: the spec's schema asks for too "
                "much work to check this request's body.",
            )
        elif self._request:
            words = translate(
                "Contract",
                "The check was stopped after {seconds} seconds: the spec's schema asks for "
                "too much work to check this request's body.",
            )
        elif steps is not None:
            words = translate(
                "Contract",
                "The check was stopped after {steps} steps: the spec's schema asks for too "
                "much work to check this answer.",
            )
        else:
            words = translate(
                "Contract",
                "The check was stopped after {seconds} seconds: the spec's schema asks for "
                "too much work to check this answer.",
            )
        return CheckStopped(words.format(steps=steps, seconds=seconds), body_too_large=large)

    def each(self, items: Iterable[Any]) -> Iterator[Any]:
        """The items, one step spent on each."""
        for item in items:
            self.spend()
            yield item


_spending: ContextVar[Budget] = ContextVar("contract_budget")


def run_bounded(budget: Budget, call: Callable[[], Any]) -> Any:
    """`call()`, with the validators of `bounded_dialect` spending from `budget`."""
    token = _spending.set(budget)
    try:
        return call()
    finally:
        _spending.reset(token)


@cache
def bounded_dialect(dialect: Any) -> Any:
    """The validator class `dialect` with every rule spending a step, and a step for
    each error it makes, from the budget of `run_bounded` (none outside it)."""
    from jsonschema import validators

    extend: Callable[..., Any] = validators.extend

    def spending(rule: Callable[..., Any]) -> Callable[..., Any]:
        def applied(validator: Any, value: Any, instance: Any, schema: Any) -> Any:
            budget = _spending.get(None)
            if budget is None:
                return rule(validator, value, instance, schema)
            budget.spend()
            errors = rule(validator, value, instance, schema)
            return None if errors is None else budget.each(errors)

        return applied

    rules = {keyword: spending(rule) for keyword, rule in dialect.VALIDATORS.items()}
    return extend(dialect, rules)
