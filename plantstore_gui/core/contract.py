"""Checks an answer to POST /plants against the OpenAPI document in resources/openapi.json.

The document drives every check; nothing here knows the Plant or Error fields. Findings:

- ERROR: the status is not an answer the spec lists for POST /plants.
- ERROR: the Content-Type header is missing.
- ERROR: the Content-Type header is not the media type the spec lists.
- ERROR: the body was cut off at the size cap, so it cannot be checked.
- ERROR: the body is empty, though the spec expects one.
- ERROR: the body is not valid JSON (with the parser's reason and an excerpt of the body).
- ERROR: the body is nested too deeply to read or to check.
- ERROR: a value has the wrong type (object, array, string, integer, number, boolean).
- ERROR: a value is null where the spec does not allow null.
- ERROR: an integer is outside its int32 or int64 range.
- ERROR: a value is not one of the values the spec's enum lists.
- ERROR: a string is shorter than its minLength or longer than its maxLength.
- ERROR: a required field is missing.
- ERROR: a field is present where the spec sets additionalProperties to false.
- WARNING: a field is present that the spec does not list (OpenAPI allows it).
- ERROR or WARNING: past 50 findings, how many more were not listed.
"""

import codecs
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib.resources import files
from typing import Any, TypeAlias

Spec: TypeAlias = Mapping[str, Any]
Schema: TypeAlias = Mapping[str, Any]

PATH = "/plants"
METHOD = "post"
MAX_FINDINGS = 50
EXCERPT_LIMIT = 80

_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
_TYPES: dict[str, tuple[str, Callable[[object], bool]]] = {
    "object": ("an object", lambda v: isinstance(v, dict)),
    "array": ("an array", lambda v: isinstance(v, list)),
    "string": ("a string", lambda v: isinstance(v, str)),
    "integer": ("an integer", lambda v: isinstance(v, int) and not isinstance(v, bool)),
    "number": ("a number", lambda v: isinstance(v, int | float) and not isinstance(v, bool)),
    "boolean": ("a boolean", lambda v: isinstance(v, bool)),
}


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


@cache
def load_spec() -> Spec:
    """The OpenAPI document shipped with the app, read once."""
    resource = files("plantstore_gui.resources").joinpath("openapi.json")
    spec: Spec = json.loads(resource.read_text(encoding="utf-8"))
    return spec


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
        message = f"The status {status} is not an answer the spec lists for {where}."
        return ContractReport((_error("", message),), None)
    content = {_media(key): value for key, value in answer.get("content", {}).items()}
    if not content:
        return ContractReport((), None)
    findings, listed = [], " or ".join(content)
    media = _media(next((value for key, value in headers if key.lower() == "content-type"), ""))
    if not media:
        findings.append(_error("", f"The Content-Type header is missing; the spec lists {listed}."))
    elif media not in content:
        message = f"The Content-Type header says {_quote(media)}; the spec lists {listed}."
        findings.append(_error("", message))
    chosen = media if media in content else next(iter(content))
    schema, is_json = content[chosen].get("schema"), chosen == "application/json"
    name = _ref_name(schema)
    if truncated:
        findings.append(_error("", "The body was cut off at the size cap; it cannot be checked."))
    elif schema is not None and (is_json or chosen.endswith("+json")):
        findings += _check_body(body, schema, name, spec)
    return ContractReport(_capped(findings), name)


def _check_body(body: bytes, schema: Schema, name: str | None, spec: Spec) -> list[Finding]:
    if not body:
        return [_error("", f"The body is empty; the spec expects {_a(name, 'a JSON body')}.")]
    findings: list[Finding] = []
    if body.startswith(codecs.BOM_UTF8):
        # Read past it, as the client does (json.loads of bytes); JSON senders must not add it.
        message = "The body starts with a UTF-8 byte-order mark, which JSON must not have."
        findings.append(Finding("", message, Severity.WARNING))
    try:
        value = json.loads(body.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except RecursionError:
        return [_error("", "The body is nested too deeply to read as JSON.")]
    except ValueError as exc:  # includes UnicodeDecodeError and the 4300-digit limit
        reason, excerpt = str(exc).split("; ")[0], _quote(body.decode("utf-8", "replace"))
        return [_error("", f"The body is not valid JSON ({reason}); it begins {excerpt}.")]
    checker = _Checker(spec)
    try:
        checker.check(value, schema, "")
    except RecursionError:
        checker.findings.append(_error("", "The body is nested too deeply to check."))
    return findings + checker.findings


class _Checker:
    """A small validator for the OpenAPI 3.0 schema subset; collects findings as it goes."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.findings: list[Finding] = []

    def parts(self, schema: Schema, seen: frozenset[str] = frozenset()) -> Iterator[Schema]:
        """The schema with $ref resolved and allOf flattened: the value must pass every part."""
        if "$ref" in schema:  # in OpenAPI 3.0 a $ref's siblings are ignored
            ref: str = schema["$ref"]
            if not ref.startswith("#/"):
                raise ValueError(f"Only local references are supported, not {ref!r}.")
            node: Any = self.spec
            for token in ref[2:].split("/"):
                node = node[token.replace("~1", "/").replace("~0", "~")]
            if ref not in seen:
                yield from self.parts(node, seen | {ref})
            return
        yield schema
        for sub in schema.get("allOf", ()):
            yield from self.parts(sub, seen)

    def check(self, value: object, schema: Schema, pointer: str) -> None:
        parts = list(self.parts(schema))
        if value is None:
            if not any(part.get("nullable") is True for part in parts):
                typed = next((part for part in parts if part.get("type") in _TYPES), None)
                expected = _describe(typed) if typed else "a value"
                message = f"Expected {expected}, got null; the spec does not allow null here."
                self.findings.append(_error(pointer, message))
            return
        if not all(self.check_value(value, part, pointer) for part in parts):
            return
        if isinstance(value, dict):
            self.check_object(value, parts, pointer, _ref_name(schema))
        elif isinstance(value, list):
            for items in [part["items"] for part in parts if "items" in part]:
                for index, item in enumerate(value):
                    self.check(item, items, f"{pointer}/{index}")

    def check_value(self, value: object, part: Schema, pointer: str) -> bool:
        """Type, format, enum and length; False after a type error, which ends the checks."""
        kind, fmt = part.get("type"), part.get("format")
        if kind in _TYPES and not _TYPES[kind][1](value):
            message = f"Expected {_describe(part)}, got {_kind(value)}."
            self.findings.append(_error(pointer, message))
            return False
        problems = []
        if kind == "integer" and fmt in _RANGES and isinstance(value, int):
            (low, high), digits = _RANGES[fmt], str(value)
            if not low <= value <= high:
                shown = digits if len(digits) <= 24 else f"A {len(digits)}-digit number"
                problems.append(f"{shown} is outside the {fmt} range ({low} to {high}).")
        if "enum" in part and not any(_same(value, allowed) for allowed in part["enum"]):
            listed = ", ".join(_show(allowed) for allowed in part["enum"])
            problems.append(f"Expected one of {listed}; got {_show(value)}.")
        if isinstance(value, str) and len(value) < part.get("minLength", 0):
            problems.append(f"Expected at least {part['minLength']} characters, got {len(value)}.")
        if isinstance(value, str) and len(value) > part.get("maxLength", len(value)):
            problems.append(f"Expected at most {part['maxLength']} characters, got {len(value)}.")
        self.findings += [_error(pointer, problem) for problem in problems]
        return True

    def check_object(
        self, value: dict[str, Any], parts: list[Schema], pointer: str, name: str | None
    ) -> None:
        properties: dict[str, list[Schema]] = {}
        for part in parts:
            for key in part.get("required", ()):
                if key not in value:
                    field = _quote(key, "'")
                    self.findings.append(_error(pointer, f"Required field {field} is missing."))
            for key, sub in part.get("properties", {}).items():
                properties.setdefault(key, []).append(sub)
        rules = [part["additionalProperties"] for part in parts if "additionalProperties" in part]
        for key, item in value.items():
            where = f"{pointer}/{key.replace('~', '~0').replace('/', '~1')}"
            field = _quote(key, "'")
            schemas = properties.get(key) or [rule for rule in rules if isinstance(rule, Mapping)]
            if key not in properties and any(rule is False for rule in rules):
                message = f"{field} is not a field the spec allows for {_a(name)}."
                self.findings.append(_error(where, message))
            elif schemas:
                for sub in schemas:
                    self.check(item, sub, where)
            elif not any(rule is True for rule in rules):
                message = f"{field} is not a field the spec lists for {_a(name)}."
                self.findings.append(Finding(where, message, Severity.WARNING))


def _error(pointer: str, message: str) -> Finding:
    return Finding(pointer, message, Severity.ERROR)


def _capped(findings: list[Finding]) -> tuple[Finding, ...]:
    unique = list(dict.fromkeys(findings))  # allOf parts can repeat a finding
    if len(unique) <= MAX_FINDINGS:
        return tuple(unique)
    kept, rest = unique[: MAX_FINDINGS - 1], unique[MAX_FINDINGS - 1 :]
    errors = any(finding.severity is Severity.ERROR for finding in rest)
    severity = Severity.ERROR if errors else Severity.WARNING
    return (*kept, Finding("", f"{len(rest)} more findings were not listed.", severity))


def _media(content_type: str) -> str:
    """The media type alone: no parameters, lower case."""
    return content_type.split(";")[0].strip().lower()


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def _ref_name(schema: object) -> str | None:
    if isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str):
        return str(schema["$ref"]).rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")
    return None


def _a(name: str | None, otherwise: str = "this object") -> str:
    if not name:
        return otherwise
    return f"an {name}" if name[0].upper() in "AEIOU" else f"a {name}"


def _describe(part: Schema) -> str:
    base = _TYPES[part["type"]][0]
    return f"{base} ({part['format']})" if "format" in part else base


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return f"a boolean ({json.dumps(value)})"
    if isinstance(value, float):
        return f"a decimal number ({value!r})"
    names = {dict: "an object", list: "an array", str: "a string", int: "an integer"}
    return names.get(type(value), "null")


def _same(value: object, allowed: object) -> bool:
    """Equal as JSON values: true is not 1."""
    return value == allowed and isinstance(value, bool) == isinstance(allowed, bool)


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
