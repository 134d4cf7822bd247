"""The Contract tab: an answer checked against the spec, off the GUI thread."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.outcome import Response
from ..core.visible import visible
from . import theme
from .entry_banner import EntryBanner
from .exchange import Exchange
from .tasks import Done, Reads, Tasks


class ContractView(QWidget):
    """The response checked against the spec: a mark, then each finding with its place.

    A finding too long for its column ends in "…"; the whole of it is in its tooltip
    and copied by the list's Copy (Ctrl+C, or the context menu).
    """

    def __init__(self, tasks: Tasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = EntryBanner()
        self.mark = QLabel()
        self.mark.setFixedSize(QSize(28, 28))
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("Contract verdict"))
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.source.setWordWrap(True)
        self.source.setAccessibleName(self.tr("Contract document"))
        self._tasks = tasks
        self._reads = Reads(tasks, self)
        self._asked = 0  # answers given to check: only the last one's verdict is shown
        self.findings = QTreeWidget()
        # As the exchange's text views: the tab takes the height it is given.
        self.findings.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.findings.setAccessibleName(self.tr("Contract findings"))
        self.findings.setHeaderLabels(
            [
                "",
                self.tr("Where", "column title: the place in the answer a finding is about"),
                self.tr("Finding", "column title"),
            ]
        )
        self.findings.setRootIsDecorated(False)
        self.findings.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.findings.setColumnWidth(0, 80)
        self.findings.setColumnWidth(1, 120)
        self.copy_action = QAction(
            self.tr("Copy", "menu item: copy the chosen finding"), self.findings
        )
        self.copy_action.setShortcut("Ctrl+C")
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_finding)
        self.findings.addAction(self.copy_action)
        self.findings.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        header = QHBoxLayout()
        header.addWidget(self.mark)
        header.addWidget(self.verdict, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(header)
        layout.addWidget(self.source)
        layout.addWidget(self.findings, 1)

    def show_exchange(self, exchange: Exchange, document: str | None = None) -> None:
        """Check the answer against `document` (an OpenAPI file), or the built-in contract.

        The check runs off the GUI thread: the validator takes a fifth of a second to load,
        and a document is read again each time, so edits to it count at once.
        """
        self.findings.clear()
        self._asked += 1
        asked, response = self._asked, exchange.response
        if response is None:
            self._verdict("ready", self.tr("No answer to check."), "")
            self.source.clear()
            return
        self._verdict("ready", self.tr("Checking the answer against the contract…"), "")
        self.source.setText("")
        self.source.setToolTip(theme.plain_tooltip(document) if document else "")
        tasks = self._tasks

        def checked() -> tuple[int, tuple[str, Any]]:
            # It ends at once when the app quits: nobody waits for its answer then.
            return asked, _check(response, document, lambda: tasks.closing)

        self._reads.run(checked, self._on_checked)

    @property
    def checking(self) -> bool:
        """An answer is being checked; its verdict is not shown yet."""
        return self._reads.busy

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        from ..core.contract import CheckStopped, Severity

        asked, (source, report) = done.value
        if asked != self._asked:
            return  # another exchange is shown since
        if isinstance(report, CheckStopped):
            self._verdict("unexpected", self.tr("Not checked: the check was stopped."), "")
            self.source.setText(
                self.tr(
                    "{problem} Choose another document for this server in Manage servers."
                ).format(problem=report)
            )
            return
        if isinstance(report, Exception):
            self._verdict(
                "unexpected", self.tr("Not checked: the contract document cannot be used."), ""
            )
            self.source.setText(
                self.tr(
                    "{problem} Choose another document for this server in Manage servers."
                ).format(problem=report)
            )
            return
        self.source.setText(source)
        if report.passed:
            if report.schema_name:
                verdict = self.tr("Pass: the answer matches the spec (a valid {schema}).").format(
                    schema=report.schema_name
                )
            else:
                verdict = self.tr("Pass: the answer matches the spec.")
            self._verdict("created", verdict, "created")
        else:
            self._verdict("rejected", self.tr("Fail: the answer breaks the spec."), "rejected")
        if not report.findings:
            self.findings.addTopLevelItem(
                QTreeWidgetItem(["", "", self.tr("No findings: every field is as the spec says.")])
            )
        for finding in report.findings:
            error = finding.severity is Severity.ERROR
            severity = self.tr("Error") if error else self.tr("Warning")
            where = visible(
                finding.pointer or self.tr("(whole)", "a finding about the whole answer"),
                lines=False,
            )
            # One line per finding: a line break in server text would hide the rest.
            message = visible(finding.message, lines=False)
            item = QTreeWidgetItem([severity, where, message])
            item.setIcon(0, theme.icon("rejected" if error else "unexpected"))
            # Tooltips guess at rich text: escape server text so it is shown, not rendered.
            item.setToolTip(1, theme.plain_tooltip(where))
            item.setToolTip(2, theme.plain_tooltip(message))
            self.findings.addTopLevelItem(item)
        for column, widest in ((0, 100), (1, 160)):  # leave the finding as much room as can be
            self.findings.resizeColumnToContents(column)
            self.findings.setColumnWidth(column, min(self.findings.columnWidth(column), widest))

    @Slot()
    def copy_finding(self) -> None:
        """Copy the chosen finding whole (the first one when none is chosen)."""
        item = self.findings.currentItem() or self.findings.topLevelItem(0)
        if item is not None:
            parts = (item.text(column) for column in range(self.findings.columnCount()))
            QGuiApplication.clipboard().setText("\t".join(part for part in parts if part))

    def _verdict(self, icon: str, text: str, tone: str) -> None:
        self.mark.setPixmap(theme.icon(icon).pixmap(QSize(24, 24)))
        self.verdict.setText(text)
        palette = self.verdict.palette()
        color = theme.tone(self, tone) if tone else self.palette().color(palette.ColorRole.Text)
        palette.setColor(palette.ColorRole.WindowText, color)
        self.verdict.setPalette(palette)


def _check(response: Response, document: str | None, stop: Callable[[], bool]) -> tuple[str, Any]:
    """(What the answer was checked against, its ContractReport), or ("", a DocumentError
    saying why the document cannot be used, or a CheckStopped saying why the check ended
    early). Runs off the GUI thread; ends early once `stop()` is true."""
    from ..core.contract import (
        CheckStopped,
        DocumentError,
        check_response,
        describe,
        load_spec,
        read_document,
    )

    try:
        spec = load_spec() if document is None else read_document(Path(document))
    except DocumentError as exc:
        return "", exc
    except Exception as exc:  # anything else is said, not raised on a worker thread
        name = Path(document or "").name
        return "", DocumentError(
            QCoreApplication.translate(
                "Inspector", "The contract document {name} cannot be read ({problem})."
            ).format(name=name, problem=type(exc).__name__)
        )
    if document is None:
        source = QCoreApplication.translate(
            "Inspector", "Checked against the built-in contract: {description}."
        ).format(description=describe(spec))
    else:
        source = QCoreApplication.translate(
            "Inspector", "Checked against {document}: {description}."
        ).format(document=Path(document).name, description=describe(spec))
    try:
        report = check_response(
            response.status,
            response.headers,
            response.body,
            truncated=response.body_truncated,
            spec=spec,
            stop=stop,
        )
    except CheckStopped as exc:
        return "", exc
    return source, report
