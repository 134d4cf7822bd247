"""Checks an answer to POST /plants against an OpenAPI 3.0 or 3.1 document.

The shipped document is resources/openapi.json (OpenAPI 3.1, written from SPEC.md); a
profile may name another one, in JSON or YAML. The schemas are checked by
openapi-schema-validator (Draft 2020-12 for 3.1, the 3.0 dialect for 3.0); this module
turns what it finds into sentences with JSON pointers. Findings:

- ERROR: the status is not an answer the spec lists for POST /plants.
- ERROR: the Content-Type header is missing, or not the media type the spec lists.
- ERROR: the body was cut off at the size cap, so it cannot be checked.
- ERROR: the body is empty, though the spec expects one.
- ERROR: the body is not valid JSON (with the parser's reason and an excerpt of the body).
- ERROR: the body is nested too deeply to read or to check.
- ERROR: a value breaks a rule of its schema: its type, null, an int32 or int64 range,
  enum, const, a length, a bound, a pattern, oneOf/anyOf/not, a required field, or a
  field where additionalProperties is false.
- WARNING: a field is present that the spec does not list (OpenAPI allows it).
- WARNING: the body starts with a UTF-8 byte-order mark (read past, as the client does).
- ERROR or WARNING: past 50 findings, how many more were not listed.
"""

import codecs
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any, TypeAlias

from .words import number, translate

Spec: TypeAlias = Mapping[str, Any]
Schema: TypeAlias = Mapping[str, Any]

PATH = "/plants"
METHOD = "post"
MAX_FINDINGS = 50
EXCERPT_LIMIT = 80
DOCUMENT_SIZE_MAX = 5 * 1024 * 1024

_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
_SHAPE_RULES = ("type", "nullable", "oneOf", "anyOf", "not", "enum", "const")


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Finding:
    """One way an answer departs from the spec.

    Attributes:
        pointer: JSON pointer into the body; "" for the whole body, the status or a header.
        message: a plain sentence for the user.
    """

    pointer: str
    message: str
    severity: Severity


@dataclass(frozen=True)
class ContractReport:
    """Everything found in one answer; schema_name is None when the spec lists no such status."""

    findings: tuple[Finding, ...]
    schema_name: str | None

    @property
    def passed(self) -> bool:
        """No errors; warnings are allowed."""
        return all(finding.severity is not Severity.ERROR for finding in self.findings)


class DocumentError(ValueError):
    """An OpenAPI document that cannot be used; the message is for the user."""


@cache
def load_spec() -> Spec:
    """The OpenAPI document shipped with the app, read once."""
    resource = files("plantstore_gui.resources").joinpath("openapi.json")
    spec: Spec = json.loads(resource.read_text(encoding="utf-8"))
    return spec


def read_document(path: Path) -> Spec:
    """An OpenAPI 3.0 or 3.1 document from a JSON or YAML file, for checking answers.

    Raises DocumentError, in words, when the file cannot be read or is not such a document.
    """
    try:
        with path.open("rb") as file:
            data = file.read(DOCUMENT_SIZE_MAX + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        words = translate("Contract", "The contract document {file} cannot be read: {reason}.")
        raise DocumentError(words.format(file=path.name, reason=reason)) from None
    if len(data) > DOCUMENT_SIZE_MAX:
        words = translate("Contract", "The contract document {file} is larger than 5 MB.")
        raise DocumentError(words.format(file=path.name))
    try:
        text = data.decode("utf-8-sig")
        spec = json.loads(text) if path.suffix.lower() == ".json" else _yaml(text)
    except (ValueError, RecursionError) as exc:
        reason = str(exc).split("\n")[0].rstrip(".")
        words = translate("Contract", "The contract document {file} cannot be read ({reason}).")
        raise DocumentError(words.format(file=path.name, reason=reason)) from None
    version = spec.get("openapi") if isinstance(spec, dict) else None
    if not isinstance(version, str) or not version.startswith(("3.0.", "3.1.")):
        words = translate("Contract", "The contract document {file} is not OpenAPI 3.0 or 3.1.")
        raise DocumentError(words.format(file=path.name))
    responses = _follow(spec, f"#/paths/{_escape(PATH)}/{METHOD}/responses")
    if not isinstance(responses, dict) or not responses:
        words = translate(
            "Contract", "The contract document {file} does not describe the answers to {request}."
        )
        raise DocumentError(words.format(file=path.name, request=f"POST {PATH}"))
    document: Spec = spec
    return document


def describe(spec: Spec) -> str:
    """The document in a few words: its title, version and OpenAPI version."""
    info = spec.get("info", {})
    title = str(info.get("title") or translate("Contract", "Untitled", "a document with no title"))
    return f"{title} {info.get('version', '')} (OpenAPI {spec['openapi']})".replace("  ", " ")


def check_response(
    status: int,
    headers: Sequence[tuple[str, str]],
    body: bytes,
    *,
    truncated: bool = False,
    spec: Spec | None = None,
) -> ContractReport:
    """Check one answer to POST /plants against the spec (by default, the shipped one)."""
    spec = load_spec() if spec is None else spec
    responses: Mapping[str, Any] = spec["paths"][PATH][METHOD]["responses"]
    keys = (str(status), f"{status // 100}XX", "default")
    answer = next((responses[key] for key in keys if key in responses), None)
    if answer is None:
        where = f"{METHOD.upper()} {PATH}"
        words = translate(
            "Contract", "The status {status} is not an answer the spec lists for {request}."
        )
        return ContractReport((_error("", words.format(status=status, request=where)),), None)
    answer = _resolved(spec, answer)
    content = {_media(key): value for key, value in answer.get("content", {}).items()}
    if not content:
        return ContractReport((), None)
    findings, listed = [], _or(list(content))
    media = _media(next((value for key, value in headers if key.lower() == "content-type"), ""))
    if not media:
        words = translate("Contract", "The Content-Type header is missing; the spec lists {types}.")
        findings.append(_error("", words.format(types=listed)))
    elif media not in content:
        words = translate(
            "Contract", "The Content-Type header says {type}; the spec lists {types}."
        )
        findings.append(_error("", words.format(type=_quote(media), types=listed)))
    chosen = media if media in content else next(iter(content))
    schema, is_json = content[chosen].get("schema"), chosen == "application/json"
    name = _ref_name(schema)
    if truncated:
        words = translate("Contract", "The body was cut off at the size cap; it cannot be checked.")
        findings.append(_error("", words))
    elif schema is not None and (is_json or chosen.endswith("+json")):
        findings += _check_body(body, schema, name, spec)
    return ContractReport(_capped(findings), name)


def _check_body(body: bytes, schema: Schema, name: str | None, spec: Spec) -> list[Finding]:
    if not body:
        words = _by_article(
            name,
            translate("Contract", "The body is empty; the spec expects a JSON body."),
            translate("Contract", "The body is empty; the spec expects an {schema}."),
            translate("Contract", "The body is empty; the spec expects a {schema}."),
        )
        return [_error("", words)]
    findings: list[Finding] = []
    if body.startswith(codecs.BOM_UTF8):
        # Read past it, as the client does (json.loads of bytes); JSON senders must not add it.
        message = translate(
            "Contract", "The body starts with a UTF-8 byte-order mark, which JSON must not have."
        )
        findings.append(Finding("", message, Severity.WARNING))
    try:
        value = json.loads(body.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except RecursionError:
        return [_error("", translate("Contract", "The body is nested too deeply to read as JSON."))]
    except ValueError as exc:  # includes UnicodeDecodeError and the 4300-digit limit
        reason, excerpt = str(exc).split("; ")[0], _quote(body.decode("utf-8", "replace"))
        words = translate("Contract", "The body is not valid JSON ({reason}); it begins {excerpt}.")
        return [_error("", words.format(reason=reason, excerpt=excerpt))]
    from jsonschema.exceptions import SchemaError
    from referencing.exceptions import Unresolvable

    checked: list[Finding] = []
    try:
        checked = _schema_findings(value, schema, name, spec)
    except RecursionError:
        message = translate(
            "Contract",
            "The body is nested too deeply to check, or the spec's schema refers to itself "
            "without end.",
        )
        checked.append(_error("", message))
    except (Unresolvable, SchemaError) as exc:  # a document the validator cannot use
        reason = str(exc).split("\n")[0].rstrip(".")
        words = translate(
            "Contract", "The spec's schema cannot be used to check the body ({reason})."
        )
        checked.append(_error("", words.format(reason=reason)))
    return findings + checked


def _schema_findings(value: object, schema: Schema, name: str | None, spec: Spec) -> list[Finding]:
    """Errors from the dialect's own validator, then warnings for fields no schema lists."""
    from openapi_schema_validator import (
        OAS30ReadValidator,
        OAS31Validator,
        oas30_format_checker,
        oas31_format_checker,
    )

    components = spec.get("components", {})
    if str(spec["openapi"]).startswith("3.0."):
        validator = OAS30ReadValidator(
            {**schema, "components": components}, format_checker=oas30_format_checker
        )
    else:
        validator = OAS31Validator(
            {**schema, "components": components}, format_checker=oas31_format_checker
        )
    findings: list[Finding] = []
    refused: set[str] = set()  # fields already an error, by additionalProperties: false
    misshapen: set[str] = set()  # values of the wrong shape: what is inside them is moot
    for error in validator.iter_errors(value):
        for finding in _words(error, name):
            findings.append(finding)
            refused.add(finding.pointer)
        if error.validator in _SHAPE_RULES:
            misshapen.add(_pointer(error.absolute_path))
    unlisted = _Unlisted(spec)
    unlisted.walk(value, [schema], "")
    for at, key, whose in unlisted.found:
        if at not in refused and not any(at.startswith(f"{p}/") for p in misshapen):
            words = _by_article(
                whose,
                translate("Contract", "{field} is not a field the spec lists for this object."),
                translate("Contract", "{field} is not a field the spec lists for an {schema}."),
                translate("Contract", "{field} is not a field the spec lists for a {schema}."),
                field=_quote(key, chr(39)),
            )
            message = words
            findings.append(Finding(at, message, Severity.WARNING))
    return list(dict.fromkeys(findings))  # a 3.0 null is both a type and a nullable error


class _Unlisted:
    """Finds fields that no schema of their object lists: allowed, but worth a warning.

    A field counts as listed when any part of its object's schema lists it (through
    $ref, allOf, oneOf, anyOf), or when additionalProperties or patternProperties
    allow it; whether those parts pass is the validator's business, not this one's.
    """

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.found: list[tuple[str, str, str | None]] = []  # (pointer, field, object's name)

    def parts(self, schema: Any, seen: frozenset[str] = frozenset()) -> Iterable[Schema]:
        if not isinstance(schema, Mapping):
            return
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/") and ref not in seen:
            yield from self.parts(_follow(self.spec, ref), seen | {ref})
        yield schema
        for keyword in ("allOf", "oneOf", "anyOf"):
            for sub in schema.get(keyword, ()):
                yield from self.parts(sub, seen)

    def walk(self, value: object, schemas: list[Any], pointer: str) -> None:
        parts = [part for schema in schemas for part in self.parts(schema)]
        if isinstance(value, list):
            items = [part["items"] for part in parts if isinstance(part.get("items"), Mapping)]
            for index, item in enumerate(value):
                self.walk(item, items, f"{pointer}/{index}")
        if not isinstance(value, dict) or not parts:
            return
        name = next((_ref_name(schema) for schema in schemas if _ref_name(schema)), None)
        for key, item in value.items():
            at = f"{pointer}/{_escape(key)}"
            listed = [p["properties"][key] for p in parts if key in p.get("properties", {})]
            listed += [
                sub
                for part in parts
                for pattern, sub in part.get("patternProperties", {}).items()
                if re.search(pattern, key)
            ]
            extra = [part.get("additionalProperties") for part in parts]
            if not listed:
                listed = [rule for rule in extra if isinstance(rule, Mapping)]
                if not listed and not any(rule is not None for rule in extra):
                    self.found.append((at, key, name))
            self.walk(item, listed, at)


def _words(error: Any, name: str | None) -> Iterable[Finding]:
    """A validator's error as findings in plain words, each at its own pointer."""
    keyword, rule, value = error.validator, error.validator_value, error.instance
    pointer, part = _pointer(error.absolute_path), error.schema
    if keyword == "required":
        for key in rule:
            if isinstance(value, dict) and key not in value:
                words = translate("Contract", "Required field {field} is missing.")
                yield _error(pointer, words.format(field=_quote(key, chr(39))))
        return
    if keyword == "additionalProperties" and isinstance(value, dict):
        listed = part.get("properties", {})
        patterns = list(part.get("patternProperties", {}))
        for key in value:
            if key not in listed and not any(re.search(p, key) for p in patterns):
                where = f"{pointer}/{_escape(key)}"
                words = _by_article(
                    name if not pointer else _ref_name(part),
                    translate(
                        "Contract", "{field} is not a field the spec allows for this object."
                    ),
                    translate(
                        "Contract", "{field} is not a field the spec allows for an {schema}."
                    ),
                    translate("Contract", "{field} is not a field the spec allows for a {schema}."),
                    field=_quote(key, chr(39)),
                )
                yield _error(where, words)
        return
    yield _error(pointer, _sentence(error))


def _sentence(error: Any) -> str:
    """What one broken rule means, in a sentence."""
    keyword, rule, value, part = (
        error.validator,
        error.validator_value,
        error.instance,
        error.schema,
    )
    if keyword in ("type", "nullable"):
        expected = _expected(part)
        if value is None:
            words = translate(
                "Contract", "Expected {expected}, got null; the spec does not allow null here."
            )
            return words.format(expected=expected)
        words = translate("Contract", "Expected {expected}, got {actual}.")
        return words.format(expected=expected, actual=_kind(value))
    if keyword == "format" and rule in _RANGES:
        (low, high), digits = _RANGES[rule], str(value)
        if len(digits) <= 24:
            words = translate(
                "Contract", "{value} is outside the {format} range ({low} to {high})."
            )
        else:
            words = translate(
                "Contract",
                "A {digits}-digit number is outside the {format} range ({low} to {high}).",
            )
        return words.format(
            value=digits, digits=number(len(digits)), format=rule, low=low, high=high
        )
    if keyword == "format":
        words = translate("Contract", "{value} is not a valid {format}, as the spec's format asks.")
        return words.format(value=_show(value), format=rule)
    if keyword == "enum":
        listed = ", ".join(_show(allowed) for allowed in rule)
        words = translate("Contract", "Expected one of {allowed}; got {actual}.")
        return words.format(allowed=listed, actual=_show(value))
    if keyword == "const":
        words = translate("Contract", "Expected {allowed}; got {actual}.")
        return words.format(allowed=_show(rule), actual=_show(value))
    if keyword in _SIZES:
        return _SIZES[keyword]().format(limit=number(rule), actual=number(len(value)))
    if keyword in _BOUNDS and not isinstance(rule, bool):
        return _BOUNDS[keyword]().format(limit=_show(rule), actual=_show(value))
    if keyword in ("minimum", "maximum"):  # OpenAPI 3.0's boolean exclusive bounds
        exclusive_word = f"exclusive{keyword[0].upper()}{keyword[1:]}"
        bound = exclusive_word if part.get(exclusive_word) is True else keyword
        return _BOUNDS[bound]().format(limit=_show(rule), actual=_show(value))
    if keyword == "multipleOf":
        words = translate("Contract", "Expected a multiple of {factor}, got {actual}.")
        return words.format(factor=_show(rule), actual=_show(value))
    if keyword == "pattern":
        words = translate("Contract", "Expected text matching the pattern {pattern}; got {actual}.")
        return words.format(pattern=_quote(rule), actual=_show(value))
    if keyword == "uniqueItems":
        return translate("Contract", "Expected every item to be different; some items repeat.")
    if keyword in ("oneOf", "anyOf"):
        shapes = len(rule)
        if keyword == "oneOf" and not error.context:  # more than one matched
            return translate(
                "Contract",
                "Expected exactly one of the %n shapes the spec allows; it matches several.",
                None,
                shapes,
            )
        return translate(
            "Contract",
            "Expected one of the %n shapes the spec allows here; it matches none.",
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


def _or(items: Sequence[str]) -> str:
    """Choices joined as "a or b or c"."""
    if not items:
        return ""
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
    text = _or(shown) or translate("Contract", "a value", "as in: Expected a value")
    fmt = part.get("format")
    return f"{text} ({fmt})" if fmt and len(shown) == 1 else text


def _resolved(spec: Spec, node: Mapping[str, Any]) -> Mapping[str, Any]:
    """A response object, following a local $ref to components/responses."""
    seen: set[str] = set()
    while isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
        seen.add(node["$ref"])
        node = _follow(spec, node["$ref"])
    return node


def _follow(spec: Spec, ref: str) -> Any:
    """What a local reference ("#/components/schemas/Plant") points at; {} if nothing."""
    target: Any = spec
    for token in ref.removeprefix("#/").split("/"):
        key = token.replace("~1", "/").replace("~0", "~")
        target = target.get(key, {}) if isinstance(target, Mapping) else {}
    return target


def _yaml(text: str) -> Any:
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ValueError(str(exc).replace("\n", " ")) from None


def _pointer(path: Iterable[object]) -> str:
    return "".join(f"/{_escape(str(token))}" for token in path)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _error(pointer: str, message: str) -> Finding:
    return Finding(pointer, message, Severity.ERROR)


def _capped(findings: list[Finding]) -> tuple[Finding, ...]:
    unique = list(dict.fromkeys(findings))  # allOf parts can repeat a finding
    if len(unique) <= MAX_FINDINGS:
        return tuple(unique)
    kept, rest = unique[: MAX_FINDINGS - 1], unique[MAX_FINDINGS - 1 :]
    errors = any(finding.severity is Severity.ERROR for finding in rest)
    severity = Severity.ERROR if errors else Severity.WARNING
    count = len(rest)
    message = translate("Contract", "%n more findings were not listed.", None, count)
    return (*kept, Finding("", message, severity))


def _media(content_type: str) -> str:
    """The media type alone: no parameters, lower case."""
    return content_type.split(";")[0].strip().lower()


def _refuse_constant(name: str) -> object:
    words = translate("Contract", "{constant} is not a JSON number")
    raise ValueError(words.format(constant=name))


def _ref_name(schema: object) -> str | None:
    if isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str):
        return str(schema["$ref"]).rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")
    return None


def _by_article(name: str | None, unnamed: str, an: str, a: str, **values: str) -> str:
    """The sentence for a schema `name` (with {schema}): `an` before a vowel, else `a`;
    `unnamed` when there is no name. The three are whole sentences, already translated."""
    if not name:
        words = unnamed
    else:
        words = an if name[0].upper() in "AEIOU" else a
    return words.format(schema=name, **values)


def _kind(value: object) -> str:
    if isinstance(value, bool):
        words = translate("Contract", "a boolean ({value})", "as in: got a boolean (true)")
        return words.format(value=json.dumps(value))
    if isinstance(value, float):
        words = translate("Contract", "a decimal number ({value})", "as in: got a decimal number")
        return words.format(value=repr(value))
    names = {dict: "object", list: "array", str: "string", int: "integer"}
    return _type_name(names.get(type(value), "null"))


def _show(value: object) -> str:
    return _quote(value, "'") if isinstance(value, str) else json.dumps(value)[:EXCERPT_LIMIT]


def _quote(text: str, mark: str = '"', limit: int = EXCERPT_LIMIT) -> str:
    """Text in quotes with non-printing characters escaped, cut with … to fit in limit."""
    out = ""
    for char in text:
        escaped = json.dumps(char)[1:-1] if not char.isprintable() else char
        piece = "\\" + char if char in (mark, "\\") else escaped
        if len(out) + len(piece) > limit - 3:
            return f"{mark}{out}…{mark}"
        out += piece
    return f"{mark}{out}{mark}"
