"""A check in words: the verdict on a request or an answer, the raw editor's line about
the body being typed (its JSON, then the contract's check of it), and each finding as a
sentence that says where it is."""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..words import translate
from .bounds import CheckStopped
from .check import check_request
from .document import DocumentError, Spec, load_spec, read_document
from .findings import ContractReport, Finding, Severity
from .integers import dialect_name, rule_of

LINE_FINDINGS = 3  # findings the raw editor's line lists; the Contract tab lists them all


def request_verdict(report: ContractReport) -> str:
    """The Contract tab's verdict on the request as sent."""
    if not report.passed:
        return translate("ContractView", "Fail: the request breaks the spec.")
    if report.schema_name:
        words = translate("ContractView", "Pass: the request matches the spec (a valid {schema}).")
        return words.format(schema=report.schema_name)
    return translate("ContractView", "Pass: the spec lists no JSON body for this request.")


def answer_verdict(report: ContractReport) -> str:
    """The Contract tab's verdict on the answer."""
    if not report.passed:
        return translate("ContractView", "Fail: the answer breaks the spec.")
    if report.schema_name:
        words = translate("ContractView", "Pass: the answer matches the spec (a valid {schema}).")
        return words.format(schema=report.schema_name)
    return translate("ContractView", "Pass: the answer matches the spec.")


def finding_sentence(finding: Finding) -> str:
    """A finding with its kind and its place, as the raw editor's line lists it."""
    whole = not finding.pointer
    if finding.severity is Severity.ERROR:
        words = (
            translate("RawEditor", "Error: {finding}")
            if whole
            else translate("RawEditor", "Error at {where}: {finding}")
        )
    elif finding.severity is Severity.WARNING:
        words = (
            translate("RawEditor", "Warning: {finding}")
            if whole
            else translate("RawEditor", "Warning at {where}: {finding}")
        )
    else:
        words = (
            translate("RawEditor", "Note: {finding}")
            if whole
            else translate("RawEditor", "Note at {where}: {finding}")
        )
    return words.format(where=finding.pointer, finding=finding.message)


@dataclass(frozen=True)
class BodyLine:
    """What the raw editor says of a body that is valid JSON, once the contract checked it.

    Attributes:
        text: the line, one sentence or finding a line.
        fails: the body breaks the contract, or could not be checked against it.
    """

    text: str
    fails: bool


def body_line(body: bytes, document: str | None, stop: Callable[[], bool]) -> BodyLine:
    """The raw editor's line for a body of valid JSON, checked against `document` (an
    OpenAPI file) or the built-in contract. Reads the document: not on the GUI thread."""
    try:
        spec = load_spec() if document is None else read_document(Path(document))
        report = check_request(body, spec=spec, stop=stop)
    except (DocumentError, CheckStopped) as exc:
        words = translate("RawEditor", "Valid JSON, not checked against the contract. {problem}")
        return BodyLine(words.format(problem=exc), True)
    lines = [_first_line(report, spec, None if document is None else Path(document).name)]
    lines += [finding_sentence(finding) for finding in report.findings[:LINE_FINDINGS]]
    more = len(report.findings) - LINE_FINDINGS
    if more > 0:
        lines.append(
            translate(
                "RawEditor",
                "%Ln more findings: the Contract tab lists every one once the body is sent.",
                None,
                more,
            )
        )
    return BodyLine("\n".join(lines), not report.passed)


def _first_line(report: ContractReport, spec: Spec, document: str | None) -> str:
    dialect = dialect_name(rule_of(spec))
    if report.schema_name is None:
        if document is None:
            words = translate(
                "RawEditor",
                "Valid JSON. The built-in contract lists no JSON body for POST /plants.",
            )
        else:
            words = translate(
                "RawEditor", "Valid JSON. {document} lists no JSON body for POST /plants."
            )
        return words.format(document=document)
    if report.passed and document is None:
        words = translate(
            "RawEditor",
            "Valid JSON, and a valid {schema} by the built-in contract, read as {dialect}.",
        )
    elif report.passed:
        words = translate(
            "RawEditor", "Valid JSON, and a valid {schema} by {document}, read as {dialect}."
        )
    elif document is None:
        words = translate(
            "RawEditor",
            "Valid JSON, but not a valid {schema} by the built-in contract, read as {dialect}. "
            "It can still be sent, to see what the server says.",
        )
    else:
        words = translate(
            "RawEditor",
            "Valid JSON, but not a valid {schema} by {document}, read as {dialect}. It can "
            "still be sent, to see what the server says.",
        )
    return words.format(schema=report.schema_name, document=document, dialect=dialect)
