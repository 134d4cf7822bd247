"""The check of one answer to POST /plants (its status, its Content-Type and its body) or
of one request's body, against the schema the document lists, by the dialect's own
validator with the dialect's rule for integers (see integers), with warnings for fields no
schema lists. Each check spends from a Budget (see bounds)."""

import codecs
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..words import translate
from .bounds import Budget, bounded_dialect, run_bounded, shortened
from .document import (
    METHOD,
    PATH,
    Schema,
    Spec,
    escape,
    follow,
    load_spec,
    pointer_to,
    ref_name,
    resolved,
)
from .findings import ContractReport, Finding, Severity, capped, error_at
from .integers import (
    IntegerRule,
    JsonNumber,
    RepeatedFields,
    UnreadableNumber,
    exact_formats,
    read_json,
    rule_of,
    ruled_dialect,
)
from .sentences import by_article, cut, findings_for, joined_by_or, quote, whole_number_note

_SHAPE_RULES = ("type", "nullable", "oneOf", "anyOf", "not", "enum", "const")


def check_response(
    status: int,
    headers: Sequence[tuple[str, str]],
    body: bytes,
    *,
    truncated: bool = False,
    spec: Spec | None = None,
    stop: Callable[[], bool] | None = None,
) -> ContractReport:
    """Check one answer to POST /plants against the spec (by default, the shipped one).

    Raises CheckStopped when the check takes too many steps or too long, or as soon as
    `stop()` (asked from time to time, from the thread that checks) is true.
    """
    spec = load_spec() if spec is None else spec
    budget = Budget(stop)
    responses: Mapping[str, Any] = spec["paths"][PATH][METHOD]["responses"]
    keys = (str(status), f"{status // 100}XX", "default")
    answer = next((responses[key] for key in keys if key in responses), None)
    if answer is None:
        where = f"{METHOD.upper()} {PATH}"
        words = translate(
            "Contract", "The status {status} is not an answer the spec lists for {request}."
        )
        return ContractReport((error_at("", words.format(status=status, request=where)),), None)
    answer = resolved(spec, answer)
    content = {_media(key): value for key, value in answer.get("content", {}).items()}
    if not content:
        return ContractReport((), None)
    findings, listed = [], joined_by_or(list(content))
    media = _media(next((value for key, value in headers if key.lower() == "content-type"), ""))
    if not media:
        words = translate("Contract", "The Content-Type header is missing; the spec lists {types}.")
        findings.append(error_at("", words.format(types=listed)))
    elif media not in content:
        words = translate(
            "Contract", "The Content-Type header says {type}; the spec lists {types}."
        )
        findings.append(error_at("", words.format(type=quote(media), types=listed)))
    chosen = media if media in content else next(iter(content))
    schema = content[chosen].get("schema")
    name = ref_name(schema)
    if truncated:
        words = translate("Contract", "The body was cut off at the size cap; it cannot be checked.")
        findings.append(error_at("", words))
    elif schema is not None and _is_json(chosen):
        findings += _check_body(body, schema, name, spec, budget)
    return ContractReport(capped(findings), name)


def check_request(
    body: bytes, *, spec: Spec | None = None, stop: Callable[[], bool] | None = None
) -> ContractReport:
    """Check the body of a request to POST /plants against the request body the spec
    lists (by default, the shipped one: a NewPlant), as answers are checked.

    Raises CheckStopped as check_response does.
    """
    spec = load_spec() if spec is None else spec
    budget = Budget(stop, request=True)
    operation: Mapping[str, Any] = spec["paths"][PATH][METHOD]
    request = operation.get("requestBody")
    request = resolved(spec, request) if isinstance(request, Mapping) else {}
    content = {_media(key): value for key, value in request.get("content", {}).items()}
    chosen = next((media for media in content if _is_json(media)), None)
    if chosen is None:  # no JSON body listed: nothing to hold the body against
        return ContractReport((), None)
    schema = content[chosen].get("schema")
    name = ref_name(schema)
    if schema is None:
        return ContractReport((), name)
    return ContractReport(capped(_check_body(body, schema, name, spec, budget)), name)


def _is_json(media: str) -> bool:
    return media == "application/json" or media.endswith("+json")


def _check_body(
    body: bytes, schema: Schema, name: str | None, spec: Spec, budget: Budget
) -> list[Finding]:
    if not body:
        words = by_article(
            name,
            translate("Contract", "The body is empty; the spec expects a JSON body."),
            translate("Contract", "The body is empty; the spec expects an {schema}."),
            translate("Contract", "The body is empty; the spec expects a {schema}."),
        )
        return [error_at("", words)]
    findings: list[Finding] = []
    if body.startswith(codecs.BOM_UTF8):
        # Read past it, as the client does (json.loads of bytes); JSON senders must not add it.
        message = translate(
            "Contract", "The body starts with a UTF-8 byte-order mark, which JSON must not have."
        )
        findings.append(Finding("", message, Severity.WARNING))
    try:
        value = read_json(body.decode("utf-8-sig"))
    except RecursionError:
        message = translate("Contract", "The body is nested too deeply to read as JSON.")
        return [error_at("", message)]
    except UnreadableNumber as exc:
        words = translate(
            "Contract",
            "The body holds a number out of the range that can be read exactly ({number}), "
            "so it cannot be checked.",
        )
        return [*findings, error_at("", words.format(number=cut(exc.written)))]
    except ValueError as exc:  # includes UnicodeDecodeError
        reason, excerpt = str(exc).split("; ")[0], quote(body.decode("utf-8", "replace"))
        words = translate("Contract", "The body is not valid JSON ({reason}); it begins {excerpt}.")
        return [error_at("", words.format(reason=reason, excerpt=excerpt))]
    repeated, values = _repeated_fields(value)
    findings += repeated
    budget.weigh(values)
    from jsonschema.exceptions import SchemaError
    from referencing.exceptions import Unresolvable

    checked: list[Finding] = []
    try:
        short = shortened(value, values_max=None, depth_max=None)  # the body is capped already
        checked = run_bounded(budget, lambda: _schema_findings(short, schema, name, spec, budget))
    except RecursionError:
        message = translate(
            "Contract",
            "The body is nested too deeply to check, or the spec's schema refers to itself "
            "without end.",
        )
        checked.append(error_at("", message))
    except (Unresolvable, SchemaError) as exc:  # a document the validator cannot use
        reason = str(exc).split("\n")[0].rstrip(".")
        words = translate(
            "Contract", "The spec's schema cannot be used to check the body ({reason})."
        )
        checked.append(error_at("", words.format(reason=reason)))
    return findings + checked


def _repeated_fields(value: object) -> tuple[list[Finding], int]:
    """An error for each field an object names more than once, in the body's order, and
    how many values the body holds."""
    values, repeats = 0, False
    pending = [value]
    while pending:
        item = pending.pop()
        values += 1
        if isinstance(item, dict):
            repeats = repeats or isinstance(item, RepeatedFields)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return (_repeated_at(value) if repeats else []), values


def _repeated_at(value: object) -> list[Finding]:
    """The errors for the fields repeated in `value` and in what it holds, in its order."""
    words = translate(
        "Contract",
        "The field {field} appears more than once in this object; servers differ on which "
        "value counts, and the last one is checked here.",
    )
    found: list[Finding] = []
    pending: list[tuple[object, str]] = [(value, "")]
    while pending:
        item, pointer = pending.pop()
        if isinstance(item, RepeatedFields):
            for key in item.repeated:
                field = quote(key, chr(39))
                found.append(error_at(f"{pointer}/{escape(key)}", words.format(field=field)))
        if isinstance(item, dict):
            entries: Iterable[tuple[object, object]] = item.items()
        elif isinstance(item, list):
            entries = enumerate(item)
        else:
            continue
        nested = [
            (child, f"{pointer}/{escape(str(key))}")
            for key, child in entries
            if isinstance(child, dict | list)
        ]
        pending.extend(reversed(nested))
    return found


def _schema_findings(
    value: object, schema: Schema, name: str | None, spec: Spec, budget: Budget
) -> list[Finding]:
    """Errors from the dialect's own validator, then warnings for fields no schema lists,
    then notes on the numbers that are integers only by OpenAPI 3.1's rule."""
    from openapi_schema_validator import (
        OAS30ReadValidator,
        OAS31Validator,
        oas30_format_checker,
        oas31_format_checker,
    )

    integers = rule_of(spec)
    if integers is IntegerRule.WRITTEN:
        dialect, formats = OAS30ReadValidator, oas30_format_checker
    else:
        dialect, formats = OAS31Validator, oas31_format_checker
    whole = {**schema, "components": spec.get("components", {})}
    checker = exact_formats(formats)
    validator = bounded_dialect(ruled_dialect(dialect, integers))(whole, format_checker=checker)
    findings: list[Finding] = []
    refused: set[str] = set()  # fields already an error, by additionalProperties: false
    misshapen: set[str] = set()  # values of the wrong shape: what is inside them is moot
    for error in validator.iter_errors(value):
        for finding in budget.each(findings_for(error, name, integers)):
            findings.append(finding)
            refused.add(finding.pointer)
        if error.validator in _SHAPE_RULES:
            misshapen.add(pointer_to(error.absolute_path))
    unlisted = _Unlisted(spec, budget)
    unlisted.walk(value, [schema], "")
    for at, key, whose in unlisted.found:
        if at not in refused and not any(at.startswith(f"{p}/") for p in misshapen):
            words = by_article(
                whose,
                translate("Contract", "{field} is not a field the spec lists for this object."),
                translate("Contract", "{field} is not a field the spec lists for an {schema}."),
                translate("Contract", "{field} is not a field the spec lists for a {schema}."),
                field=quote(key, chr(39)),
            )
            findings.append(Finding(at, words, Severity.WARNING))
    if integers is IntegerRule.WHOLE and _holds_whole_fraction(value):
        strict = bounded_dialect(ruled_dialect(dialect, IntegerRule.WRITTEN))
        findings += _whole_number_notes(strict(whole, format_checker=checker), value, budget)
    return list(dict.fromkeys(findings))  # a 3.0 null is both a type and a nullable error


def _holds_whole_fraction(value: object) -> bool:
    """Whether a whole number written with a fraction or exponent (1.0) is anywhere in it."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, JsonNumber) and item.whole and not item.plain:
            return True
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


def _whole_number_notes(strict: Any, value: object, budget: Budget) -> list[Finding]:
    """A note where an integer passed only by OpenAPI 3.1's rule: where the validator with
    3.0's rule finds a whole number written with a fraction that is not an integer."""
    notes: list[Finding] = []
    pending = list(strict.iter_errors(value))
    for error in budget.each(pending):
        pending.extend(error.context or ())  # the shapes of a oneOf or anyOf
        kinds = error.validator_value if error.validator == "type" else ()
        kinds = [kinds] if isinstance(kinds, str) else list(kinds)
        number = error.instance
        if "integer" in kinds and isinstance(number, JsonNumber) and number.whole:
            at = pointer_to(error.absolute_path)
            notes.append(Finding(at, whole_number_note(number), Severity.NOTE))
    return notes


class _Unlisted:
    """Finds fields that no schema of their object lists: allowed, but worth a warning.

    A field counts as listed when any part of its object's schema lists it (through
    $ref, allOf, oneOf, anyOf), or when additionalProperties or patternProperties
    allow it; whether those parts pass is the validator's business, not this one's.
    """

    def __init__(self, spec: Spec, budget: Budget) -> None:
        self.spec = spec
        self.budget = budget
        self.found: list[tuple[str, str, str | None]] = []  # (pointer, field, object's name)

    def parts(self, schema: Any, seen: frozenset[str] = frozenset()) -> Iterable[Schema]:
        self.budget.spend()
        if not isinstance(schema, Mapping):
            return
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/") and ref not in seen:
            yield from self.parts(follow(self.spec, ref), seen | {ref})
        yield schema
        for keyword in ("allOf", "oneOf", "anyOf"):
            for sub in schema.get(keyword, ()):
                yield from self.parts(sub, seen)

    def walk(self, value: object, schemas: list[Any], pointer: str) -> None:
        if not schemas:
            return  # no schema lists anything in it: nothing to warn of, however large
        self.budget.spend()
        parts = [part for schema in schemas for part in self.parts(schema)]
        if isinstance(value, list):
            items = [part["items"] for part in parts if isinstance(part.get("items"), Mapping)]
            for index, item in enumerate(value):
                self.walk(item, items, f"{pointer}/{index}")
        if not isinstance(value, dict) or not parts:
            return
        name = next((ref_name(schema) for schema in schemas if ref_name(schema)), None)
        for key, item in value.items():
            at = f"{pointer}/{escape(key)}"
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


def _media(content_type: str) -> str:
    """The media type alone: no parameters, lower case."""
    return content_type.split(";")[0].strip().lower()
