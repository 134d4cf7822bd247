"""Checks an answer to POST /plants, or the body of a request to it, against an OpenAPI
3.0 or 3.1 document (a request's body against the requestBody schema: a NewPlant).

The shipped document is resources/openapi.json (OpenAPI 3.1, written from SPEC.md); a
profile may name another one, in JSON or YAML. The schemas are checked by
openapi-schema-validator (Draft 2020-12 for 3.1, the 3.0 dialect for 3.0); this package
turns what it finds into sentences with JSON pointers. Findings:

- ERROR: the status is not an answer the spec lists for POST /plants.
- ERROR: the Content-Type header is missing, or not the media type the spec lists.
- ERROR: the body was cut off at the size cap, so it cannot be checked.
- ERROR: the body is empty, though the spec expects one.
- ERROR: the body is not valid JSON (with the parser's reason and an excerpt of the body).
- ERROR: the body holds a number whose exponent is past what can be read exactly
  (1e99999999999999999999), so it cannot be checked.
- ERROR: the body is nested too deeply to read or to check.
- ERROR: an object names a field more than once (RFC 8259 leaves the value that counts to
  each reader; the sandbox and many servers refuse the body): the last value is checked.
- ERROR: a value breaks a rule of its schema: its type, null, an int32 or int64 range,
  enum, const, a length, a bound, a pattern, oneOf/anyOf/not, a required field, or a
  field where additionalProperties is false.
- WARNING: a field is present that the spec does not list (OpenAPI allows it).
- NOTE (3.1): a number written with a fraction or exponent counts as an integer (1.0),
  as JSON Schema 2020-12 says; under 3.0 the same number is an ERROR. Numbers are read
  exactly, so an int32 or int64 range, and every bound, holds for 9223372036854775808.0
  too, and an integer of 5,000 digits is out of range, not bad JSON (integers). A number
  is shown cut to EXCERPT_LIMIT characters, however long it is written.
- WARNING: the body starts with a UTF-8 byte-order mark (read past, as the client does).
- ERROR or WARNING: past 50 findings, how many more were not listed.

No document and no answer can exhaust the machine: a document is read within bounds
(no YAML aliases, at most VALUES_MAX values), and a check that would take more than
STEPS_MAX steps or a few seconds, or that is asked to stop, raises CheckStopped, which
says whether the body was too large to check in full or the schema asked too much.

Its modules: document (reading the OpenAPI document), check (check_response and
check_request), integers (what an integer is, by the dialect), verdicts (a check's
verdict and the raw editor's line, in words),
findings (what a check returns), sentences (what a broken rule means, in words) and
bounds (what a document may hold and a check may spend).
"""

from .bounds import STEPS_MAX, VALUES_MAX, CheckStopped
from .check import check_request, check_response
from .document import DocumentError, describe, load_spec, read_document
from .findings import MAX_FINDINGS, ContractReport, Finding, Severity
from .integers import IntegerRule, dialect_name, is_integer, read_json, rule_of
from .sentences import EXCERPT_LIMIT
from .verdicts import (
    BodyLine,
    answer_verdict,
    body_line,
    finding_sentence,
    request_verdict,
)

__all__ = [
    "EXCERPT_LIMIT",
    "MAX_FINDINGS",
    "STEPS_MAX",
    "VALUES_MAX",
    "BodyLine",
    "CheckStopped",
    "ContractReport",
    "DocumentError",
    "Finding",
    "IntegerRule",
    "Severity",
    "answer_verdict",
    "body_line",
    "check_request",
    "check_response",
    "describe",
    "dialect_name",
    "finding_sentence",
    "is_integer",
    "load_spec",
    "read_document",
    "read_json",
    "request_verdict",
    "rule_of",
]
