"""The Contract tab: the request as sent and its answer checked against the spec, off the
GUI thread."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..core.outcome import Response
from . import theme
from .entry_banner import EntryBanner
from .exchange import Exchange
from .findings_section import FindingsSection
from .tasks import Done, Reads, Tasks


class ContractView(QWidget):
    """The request as sent and its answer, each checked against the spec: a section for
    each, with its verdict, then each finding with its place.

    Attributes:
        request_section, answer_section: the two sections.
        verdict, findings: the answer's (as before the request was checked too).
        source: what both were checked against, or why they were not.
    """

    def __init__(self, tasks: Tasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = EntryBanner()
        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.source.setWordWrap(True)
        self.source.setAccessibleName(self.tr("Contract document"))
        self.request_section = FindingsSection(
            self.tr("The request as sent", "a section of the Contract tab"),
            self.tr("Request contract verdict"),
            self.tr("Request contract findings"),
        )
        self.answer_section = FindingsSection(
            self.tr("The answer", "a section of the Contract tab"),
            self.tr("Contract verdict"),
            self.tr("Contract findings"),
        )
        self.verdict = self.answer_section.verdict
        self.findings = self.answer_section.findings
        self._tasks = tasks
        self._reads = Reads(tasks, self)
        self._asked = 0  # exchanges given to check: only the last one's verdicts are shown
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addWidget(self.banner)
        layout.addWidget(self.source)
        layout.addWidget(self.request_section, 1)
        layout.addWidget(self.answer_section, 1)
        layout.addStretch(0)  # what two short lists leave over

    def show_exchange(self, exchange: Exchange, document: str | None = None) -> None:
        """Check the request and its answer against `document` (an OpenAPI file), or the
        built-in contract.

        The check runs off the GUI thread: the validator takes a fifth of a second to load,
        and a document is read again each time, so edits to it count at once.
        """
        self._asked += 1
        asked, request, response = self._asked, exchange.request, exchange.response
        if request is None:
            self.request_section.show_verdict("ready", self.tr("No request to check."), "")
        else:
            checking = self.tr("Checking the request against the contract…")
            self.request_section.show_verdict("ready", checking, "")
        if response is None:
            self.answer_section.show_verdict("ready", self.tr("No answer to check."), "")
        else:
            checking = self.tr("Checking the answer against the contract…")
            self.answer_section.show_verdict("ready", checking, "")
        self.source.setText("")
        self.source.setToolTip(theme.plain_tooltip(document) if document else "")
        if request is None and response is None:
            return
        tasks = self._tasks
        body = None if request is None else request.body

        def checked() -> tuple[int, tuple[str, Any, Any]]:
            # It ends at once when the app quits: nobody waits for its answer then.
            return asked, _check(body, response, document, lambda: tasks.closing)

        self._reads.run(checked, self._on_checked)

    @property
    def checking(self) -> bool:
        """An exchange is being checked; its verdicts are not shown yet."""
        return self._reads.busy

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        from ..core.contract import CheckStopped, answer_verdict, request_verdict

        asked, (source, request, answer) = done.value
        if asked != self._asked:
            return  # another exchange is shown since
        for report, section in ((request, self.request_section), (answer, self.answer_section)):
            if report is None:
                continue
            if isinstance(report, CheckStopped):
                stopped = self.tr("Not checked: the check was stopped.")
                section.show_verdict("unexpected", stopped, "")
            elif isinstance(report, Exception):
                unusable = self.tr("Not checked: the contract document cannot be used.")
                section.show_verdict("unexpected", unusable, "")
            else:
                verdict = (request_verdict if section is self.request_section else answer_verdict)(
                    report
                )
                whole = (
                    self.tr("(whole)", "a finding about the whole request")
                    if section is self.request_section
                    else self.tr("(whole)", "a finding about the whole answer")
                )
                section.show_report(report, verdict, whole)
        problem = next((r for r in (request, answer) if isinstance(r, Exception)), None)
        if isinstance(problem, CheckStopped) and problem.body_too_large:
            self.source.setText(str(problem))  # another document would not check it either
        elif problem is not None:
            self.source.setText(
                self.tr(
                    "{problem} Choose another document for this server in Manage servers."
                ).format(problem=problem)
            )
        else:
            self.source.setText(source)

    @Slot()
    def copy_finding(self) -> None:
        """Copy the answer's chosen finding whole (the first one when none is chosen)."""
        self.answer_section.copy_finding()


def _check(
    body: bytes | None, response: Response | None, document: str | None, stop: Callable[[], bool]
) -> tuple[str, Any, Any]:
    """(What the request and answer were checked against, the request's ContractReport,
    the answer's), each report None when there is nothing to check, or a DocumentError
    saying why the document cannot be used, or a CheckStopped saying why the check ended
    early. Runs off the GUI thread; ends early once `stop()` is true."""
    from ..core.contract import (
        CheckStopped,
        DocumentError,
        check_request,
        check_response,
        describe,
        load_spec,
        read_document,
    )

    try:
        spec = load_spec() if document is None else read_document(Path(document))
    except DocumentError as exc:
        return "", exc if body is not None else None, exc if response is not None else None
    except Exception as exc:  # anything else is said, not raised on a worker thread
        name = Path(document or "").name
        unusable = DocumentError(
            QCoreApplication.translate(
                "Inspector", "The contract document {name} cannot be read ({problem})."
            ).format(name=name, problem=type(exc).__name__)
        )
        return (
            "",
            unusable if body is not None else None,
            unusable if response is not None else None,
        )
    if document is None:
        source = QCoreApplication.translate(
            "Inspector", "Checked against the built-in contract: {description}."
        ).format(description=describe(spec))
    else:
        source = QCoreApplication.translate(
            "Inspector", "Checked against {document}: {description}."
        ).format(document=Path(document).name, description=describe(spec))
    request: Any = None
    if body is not None:
        try:
            request = check_request(body, spec=spec, stop=stop)
        except CheckStopped as exc:
            request = exc
    answer: Any = None
    if response is not None:
        try:
            answer = check_response(
                response.status,
                response.headers,
                response.body,
                truncated=response.body_truncated,
                spec=spec,
                stop=stop,
            )
        except CheckStopped as exc:
            answer = exc
    return source, request, answer
