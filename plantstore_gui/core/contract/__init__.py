"""Checks an answer to POST /plants against an OpenAPI 3.0 or 3.1 document.

The shipped document is resources/openapi.json (OpenAPI 3.1, written from SPEC.md); a
profile may name another one, in JSON or YAML. The schemas are checked by
openapi-schema-validator (Draft 2020-12 for 3.1, the 3.0 dialect for 3.0); this package
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

No document and no answer can exhaust the machine: a document is read within bounds
(no YAML aliases, at most VALUES_MAX values), and a check that would take more than
STEPS_MAX steps or a few seconds, or that is asked to stop, raises CheckStopped.

Its modules: document (reading the OpenAPI document), check (check_response),
findings (what a check returns), sentences (what a broken rule means, in words) and
bounds (what a document may hold and a check may spend).
"""

from .bounds import STEPS_MAX, VALUES_MAX, CheckStopped
from .check import check_response
from .document import DocumentError, describe, load_spec, read_document
from .findings import MAX_FINDINGS, ContractReport, Finding, Severity
from .sentences import EXCERPT_LIMIT

__all__ = [
    "EXCERPT_LIMIT",
    "MAX_FINDINGS",
    "STEPS_MAX",
    "VALUES_MAX",
    "CheckStopped",
    "ContractReport",
    "DocumentError",
    "Finding",
    "Severity",
    "check_response",
    "describe",
    "load_spec",
    "read_document",
]
