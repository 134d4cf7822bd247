"""What a contract check finds: each Finding, its Severity, and the ContractReport of one
request or answer, with at most MAX_FINDINGS listed."""

from dataclasses import dataclass
from enum import StrEnum

from ..words import translate

MAX_FINDINGS = 50


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"  # not a fault: which rule of the dialect made a value pass


@dataclass(frozen=True)
class Finding:
    """One way a request or an answer departs from the spec, or a note on how it was read.

    Attributes:
        pointer: JSON pointer into the body; "" for the whole body, the status or a header.
        message: a plain sentence for the user.
    """

    pointer: str
    message: str
    severity: Severity


@dataclass(frozen=True)
class ContractReport:
    """Everything found in one request or answer; schema_name is None when the spec lists
    no schema for it (no such status, no request body)."""

    findings: tuple[Finding, ...]
    schema_name: str | None

    @property
    def passed(self) -> bool:
        """No errors; warnings and notes are allowed."""
        return all(finding.severity is not Severity.ERROR for finding in self.findings)


def error_at(pointer: str, message: str) -> Finding:
    """An error found at `pointer`."""
    return Finding(pointer, message, Severity.ERROR)


def capped(findings: list[Finding]) -> tuple[Finding, ...]:
    """The findings without repeats; past MAX_FINDINGS, one last finding says how many more."""
    unique = list(dict.fromkeys(findings))  # allOf parts can repeat a finding
    if len(unique) <= MAX_FINDINGS:
        return tuple(unique)
    kept, rest = unique[: MAX_FINDINGS - 1], unique[MAX_FINDINGS - 1 :]
    errors = any(finding.severity is Severity.ERROR for finding in rest)
    severity = Severity.ERROR if errors else Severity.WARNING
    count = len(rest)
    message = translate("Contract", "%Ln more findings were not listed.", None, count)
    return (*kept, Finding("", message, severity))
