"""What a broken schema rule means, in plain sentences: a validator's error turned into
findings, and the words for JSON types, values and choices they are made of."""

import json
import re
from collections.abc import Callable, Iterable, Sequence
from itertools import islice
from typing import Any

from ..words import number, translate
from .document import Schema, escape, pointer_to, ref_name
from .findings import Finding, error_at
from .integers import RANGES, IntegerRule, JsonNumber

EXCERPT_LIMIT = 80
CHOICES_SHOWN = 10  # a list of choices (types, media types, allowed values) ends in … past this


def findings_for(
    error: Any, name: str | None, integers: IntegerRule = IntegerRule.WHOLE
) -> Iterable[Finding]:
    """A validator's error as findings in plain words, each at its own pointer; `integers`
    is what the document's dialect counts as an integer."""
    keyword, rule, value = error.validator, error.validator_value, error.instance
    pointer, part = pointer_to(error.absolute_path), error.schema
    if keyword == "required":
        for key in rule:
            if isinstance(value, dict) and key not in value:
                words = translate("Contract", "Required field {field} is missing.")
                yield error_at(pointer, words.format(field=quote(key, chr(39))))
        return
    if keyword == "additionalProperties" and isinstance(value, dict):
        listed = part.get("properties", {})
        patterns = list(part.get("patternProperties", {}))
        for key in value:
            if key not in listed and not any(re.search(p, key) for p in patterns):
                where = f"{pointer}/{escape(key)}"
                words = by_article(
                    name if not pointer else ref_name(part),
                    translate(
                        "Contract", "{field} is not a field the spec allows for this object."
                    ),
                    translate(
                        "Contract", "{field} is not a field the spec allows for an {schema}."
                    ),
                    translate("Contract", "{field} is not a field the spec allows for a {schema}."),
                    field=quote(key, chr(39)),
                )
                yield error_at(where, words)
        return
    yield error_at(pointer, _sentence(error, integers))


def _sentence(error: Any, integers: IntegerRule) -> str:
    """What one broken rule means, in a sentence."""
    keyword, rule, value, part = (
        error.validator,
        error.validator_value,
        error.instance,
        error.schema,
    )
    if keyword in ("type", "nullable"):
        kinds = part.get("type")
        if (
            integers is IntegerRule.WRITTEN
            and isinstance(value, JsonNumber)
            and value.whole
            and "integer" in ([kinds] if isinstance(kinds, str) else list(kinds or []))
        ):
            return written_rule_error(value)
        expected = _expected(part)
        if value is None:
            words = translate(
                "Contract", "Expected {expected}, got null; the spec does not allow null here."
            )
            return words.format(expected=expected)
        words = translate("Contract", "Expected {expected}, got {actual}.")
        return words.format(expected=expected, actual=_kind(value))
    if keyword == "format" and rule in RANGES:
        (low, high), written = RANGES[rule], _written(value)
        digits = written.removeprefix("-")
        if len(written) <= 24 or not digits.isdigit():
            words = translate(
                "Contract", "{value} is outside the {format} range ({low} to {high})."
            )
        else:
            words = translate(
                "Contract",
                "A {digits}-digit number is outside the {format} range ({low} to {high}).",
            )
        return words.format(
            value=_show(value), digits=number(len(digits)), format=rule, low=low, high=high
        )
    if keyword == "format":
        words = translate("Contract", "{value} is not a valid {format}, as the spec's format asks.")
        return words.format(value=_show(value), format=rule)
    if keyword == "enum":
        first = list(islice(rule, CHOICES_SHOWN + 1))
        listed = ", ".join(_show(allowed) for allowed in first[:CHOICES_SHOWN])
        listed += ", …" if len(first) > CHOICES_SHOWN else ""
        words = translate("Contract", "Expected one of {allowed}; got {actual}.")
        return words.format(allowed=listed, actual=_show(value))
    if keyword == "const":
        words = translate("Contract", "Expected {allowed}; got {actual}.")
        return words.format(allowed=_show(rule), actual=_show(value))
    if keyword in _SIZES:
        return _SIZES[keyword]().format(limit=number(rule), actual=number(len(value)))
    if keyword in ("minimum", "maximum") and integers is IntegerRule.WRITTEN:
        exclusive_word = f"exclusive{keyword[0].upper()}{keyword[1:]}"  # 3.0: a boolean
        bound = exclusive_word if part.get(exclusive_word) is True else keyword
        return _BOUNDS[bound]().format(limit=_show(rule), actual=_show(value))
    if keyword in _BOUNDS and not isinstance(rule, bool):
        return _BOUNDS[keyword]().format(limit=_show(rule), actual=_show(value))
    if keyword == "multipleOf":
        words = translate("Contract", "Expected a multiple of {factor}, got {actual}.")
        return words.format(factor=_show(rule), actual=_show(value))
    if keyword == "pattern":
        words = translate("Contract", "Expected text matching the pattern {pattern}; got {actual}.")
        return words.format(pattern=quote(rule), actual=_show(value))
    if keyword == "uniqueItems":
        return translate("Contract", "Expected every item to be different; some items repeat.")
    if keyword in ("oneOf", "anyOf"):
        shapes = len(rule)
        if keyword == "oneOf" and not error.context:  # more than one matched
            return translate(
                "Contract",
                "Expected exactly one of the %Ln shapes the spec allows; it matches several.",
                None,
                shapes,
            )
        return translate(
            "Contract",
            "Expected one of the %Ln shapes the spec allows here; it matches none.",
            None,
            shapes,
        )
    if keyword == "not":
        return translate("Contract", "The value has a shape the spec forbids here.")
    words = translate("Contract", "The value breaks the spec's {rule} rule.")
    return words.format(rule=repr(keyword))


# Each rule on a size, as a whole sentence with {limit} and {actual}.
_SIZES: dict[str, Callable[[], str]] = {
    "minLength": lambda: translate(
        "Contract", "Expected at least {limit} characters, got {actual}."
    ),
    "maxLength": lambda: translate(
        "Contract", "Expected at most {limit} characters, got {actual}."
    ),
    "minItems": lambda: translate("Contract", "Expected at least {limit} items, got {actual}."),
    "maxItems": lambda: translate("Contract", "Expected at most {limit} items, got {actual}."),
    "minProperties": lambda: translate(
        "Contract", "Expected at least {limit} fields, got {actual}."
    ),
    "maxProperties": lambda: translate(
        "Contract", "Expected at most {limit} fields, got {actual}."
    ),
}


# Each bound on a number, as a whole sentence with {limit} and {actual}.
_BOUNDS: dict[str, Callable[[], str]] = {
    "minimum": lambda: translate("Contract", "Expected a number at least {limit}, got {actual}."),
    "maximum": lambda: translate("Contract", "Expected a number at most {limit}, got {actual}."),
    "exclusiveMinimum": lambda: translate(
        "Contract", "Expected a number more than {limit}, got {actual}."
    ),
    "exclusiveMaximum": lambda: translate(
        "Contract", "Expected a number less than {limit}, got {actual}."
    ),
}


def _type_name(kind: str) -> str:
    """A JSON type as a noun with its article, as in "Expected an object"."""
    names = {
        "object": translate("Contract", "an object", "JSON type, as in: Expected an object"),
        "array": translate("Contract", "an array", "JSON type, as in: Expected an array"),
        "string": translate("Contract", "a string", "JSON type, as in: Expected a string"),
        "integer": translate("Contract", "an integer", "JSON type, as in: Expected an integer"),
        "number": translate("Contract", "a number", "JSON type, as in: Expected a number"),
        "boolean": translate("Contract", "a boolean", "JSON type, as in: Expected a boolean"),
        "null": "null",  # JSON's own word
    }
    return names.get(kind, kind)


def joined_by_or(items: Sequence[str]) -> str:
    """Choices joined as "a or b or c"; past CHOICES_SHOWN of them, the last is "…"."""
    if not items:
        return ""
    if len(items) > CHOICES_SHOWN:
        items = [*items[:CHOICES_SHOWN], "…"]
    text = items[0]
    for item in items[1:]:
        words = translate("Contract", "{first} or {second}", "a choice between two things")
        text = words.format(first=text, second=item)
    return text


def _expected(part: Schema) -> str:
    kinds = part.get("type")
    names = [kinds] if isinstance(kinds, str) else list(kinds or [])
    shown = [_type_name(kind) for kind in names if kind != "null" or len(names) == 1]
    if ("null" in names and len(names) > 1) or part.get("nullable") is True:
        shown.append("null")
    text = joined_by_or(shown) or translate("Contract", "a value", "as in: Expected a value")
    fmt = part.get("format")
    return f"{text} ({fmt})" if fmt and len(shown) == 1 else text


def by_article(name: str | None, unnamed: str, an: str, a: str, **values: str) -> str:
    """The sentence for a schema `name` (with {schema}): `an` before a vowel, else `a`;
    `unnamed` when there is no name. The three are whole sentences, already translated."""
    if not name:
        words = unnamed
    else:
        words = an if name[0].upper() in "AEIOU" else a
    return words.format(schema=name, **values)


def whole_number_note(value: JsonNumber) -> str:
    """Why a number written with a fraction counts as an integer under OpenAPI 3.1."""
    words = translate(
        "Contract",
        "{value} counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a "
        "number with no fractional part is an integer; OpenAPI 3.0 counts only numbers "
        "written without a fraction or exponent.",
    )
    return words.format(value=_show(value))


def written_rule_error(value: JsonNumber) -> str:
    """Why a whole number written with a fraction or exponent is not an integer under 3.0."""
    words = translate(
        "Contract",
        "{value} is not an integer under this document's OpenAPI 3.0, which counts only "
        "numbers written without a fraction or exponent as integers.",
    )
    return words.format(value=_show(value))


def _kind(value: object) -> str:
    if isinstance(value, bool):
        words = translate("Contract", "a boolean ({value})", "as in: got a boolean (true)")
        return words.format(value=json.dumps(value))
    if isinstance(value, JsonNumber) and value.plain:
        return _type_name("integer")
    if isinstance(value, float):
        words = translate("Contract", "a decimal number ({value})", "as in: got a decimal number")
        return words.format(value=_show(value) if isinstance(value, JsonNumber) else repr(value))
    kinds = ((dict, "object"), (list, "array"), (str, "string"), (int, "integer"))
    return _type_name(next((kind for cls, kind in kinds if isinstance(value, cls)), "null"))


def _show(value: object) -> str:
    """A value as JSON, cut with … at EXCERPT_LIMIT; a large one is never written out whole."""
    if isinstance(value, str):
        return quote(value, "'")
    if isinstance(value, JsonNumber):
        return cut(value.written)
    text = ""
    # Not one-shot: chunk by chunk. YAML has values JSON has not (a date): shown as text.
    for chunk in json.JSONEncoder(skipkeys=True, default=str).iterencode(value):
        text += chunk
        if len(text) > EXCERPT_LIMIT:
            break
    return cut(text)


def cut(text: str, limit: int = EXCERPT_LIMIT) -> str:
    """`text` as it is when it fits in `limit` characters, else its start and …"""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _written(value: object) -> str:
    """A number as its body writes it."""
    return value.written if isinstance(value, JsonNumber) else str(value)


def quote(text: str, mark: str = '"', limit: int = EXCERPT_LIMIT) -> str:
    """Text in quotes with non-printing characters escaped, cut with … to fit in limit."""
    out = ""
    for char in text:
        escaped = json.dumps(char)[1:-1] if not char.isprintable() else char
        piece = "\\" + char if char in (mark, "\\") else escaped
        if len(out) + len(piece) > limit - 3:
            return f"{mark}{out}…{mark}"
        out += piece
    return f"{mark}{out}{mark}"
