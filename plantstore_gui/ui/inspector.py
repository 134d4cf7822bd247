"""The inspector: the request as sent, the response as received, and the contract check."""

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.desk import HistoryEntry
from ..core.journey.policy import allowed
from ..core.outcome import Response, SentRequest
from ..core.tell import Report, entry_report, entry_time
from ..core.visible import visible
from . import ask, language, theme
from .accessible import announce
from .entry_banner import EntryBanner
from .results_panel import ResultsPanel
from .tasks import Done, Reads, Tasks


@dataclass(frozen=True)
class Exchange:
    """What the inspector shows: one request and what came of it.

    Attributes:
        failure: why no answer came ("" when one did).
        unrecorded: what the Request tab says when no request was recorded.
        entry_id: its journal entry, when known.
        report: what the Result tab shows of a recorded entry (None for the live one).
        when: the time of a recorded entry, as the clock showed it ("17:46:44").
    """

    request: SentRequest | None
    response: Response | None
    failure: str = ""
    unrecorded: str = field(
        default_factory=lambda: QCoreApplication.translate("Inspector", "Nothing was sent.")
    )
    entry_id: int | None = None
    report: Report | None = None
    when: str = ""


def recorded_exchange(entry: HistoryEntry) -> Exchange:
    """A history entry as all four tabs show it, saying why no request was recorded."""
    translate = QCoreApplication.translate
    body = pretty_body(entry.body)
    may = allowed(entry)
    if may.mark_checked:
        note = translate(
            "Inspector",
            "The app stopped while sending this plant to {address}, before it "
            "could record the request: it may have reached the server. The body:\n\n{body}",
        ).format(address=f"{entry.base_url}/plants", body=body)
    elif not may.sent:
        note = translate(
            "Inspector", "Not sent yet: the plant waits in the outbox. The body:\n\n{body}"
        ).format(body=body)
    else:
        note = translate("Inspector", "Nothing was sent. The body:\n\n{body}").format(body=body)
    return Exchange(
        entry.request,
        entry.response,
        entry.failure_detail,
        note,
        entry.id,
        entry_report(entry),
        entry_time(entry),
    )


def pretty_body(body: bytes) -> str:
    """JSON pretty-printed; anything else as text, undecodable bytes replaced.

    Control characters and bidi overrides are shown escaped, not applied.
    """
    text = body.decode("utf-8", errors="replace")
    try:
        text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except (ValueError, RecursionError):
        pass
    return visible(text)


def request_text(request: SentRequest) -> str:
    headers = visible("\n".join(f"{name}: {value}" for name, value in request.headers))
    first_line = f"{request.method} {request.url}"
    if request.raw:
        first_line = QCoreApplication.translate(
            "Inspector", "{request_line}  (raw body, typed by hand)"
        ).format(request_line=first_line)
    return f"{first_line}\n{headers}\n\n{pretty_body(request.body)}"


def response_text(response: Response) -> str:
    head = f"HTTP {response.status} {response.reason}\n" + "\n".join(
        f"{name}: {value}" for name, value in response.headers
    )
    text = f"{visible(head)}\n\n{pretty_body(response.body)}"
    if response.body_truncated:
        text = QCoreApplication.translate(
            "Inspector", "{answer}\n… (cut off at the size cap)"
        ).format(answer=text)
    return text


def _text_view(name: str) -> QPlainTextEdit:
    view = QPlainTextEdit()
    language.keep_left_to_right(view)
    view.setReadOnly(True)
    view.setAccessibleName(name)
    view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    return view


class CopyButton(QPushButton):
    """Copies a text view's whole text to the clipboard."""

    def __init__(self, text: str, view: QPlainTextEdit) -> None:
        super().__init__(text)
        self._view = view
        self.clicked.connect(self._copy)

    @Slot()
    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self._view.toPlainText())


class RequestView(QWidget):
    """The request as sent, token masked.

    Signals:
        copy_curl_requested(bool): copy it as curl; True to include the real token.
    """

    copy_curl_requested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = EntryBanner()
        self.text = _text_view(self.tr("Request as sent"))
        self.copy = CopyButton(self.tr("Cop&y"), self.text)
        self.curl = QPushButton(self.tr("Copy as c&url"))
        self.curl.setToolTip(self.tr("The token is written as $PLANTSTORE_TOKEN"))
        self.curl_with_token = QPushButton(self.tr("Copy as curl with the to&ken…"))
        self.curl.clicked.connect(self._copy_curl)
        self.curl_with_token.clicked.connect(self._copy_curl_with_token)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy)
        buttons.addWidget(self.curl)
        buttons.addWidget(self.curl_with_token)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)

    def show_request(self, request: SentRequest | None, unrecorded: str = "") -> None:
        self.text.setPlainText(request_text(request) if request else unrecorded)
        for button in (self.copy, self.curl, self.curl_with_token):
            button.setEnabled(request is not None)

    @Slot()
    def _copy_curl(self) -> None:
        self.copy_curl_requested.emit(False)

    @Slot()
    def _copy_curl_with_token(self) -> None:
        self.copy_curl_requested.emit(True)


class ResponseView(QWidget):
    """The response as received, with its size and timings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = EntryBanner()
        self.text = _text_view(self.tr("Response as received"))
        self.facts = QLabel()
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.facts.setAccessibleName(self.tr("Size and timing"))
        self.copy = CopyButton(self.tr("Cop&y"), self.text)
        row = QHBoxLayout()
        row.addWidget(self.facts, 1)
        row.addWidget(self.copy)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)

    def show_exchange(self, exchange: Exchange) -> None:
        response = exchange.response
        if response is None:
            failure = visible(exchange.failure).rstrip()
            if failure:
                said = self.tr("No answer.\n\n{failure}").format(failure=failure)
            else:
                said = self.tr("No answer.")
            self.text.setPlainText(said)
            self.facts.setText("")
            self.copy.setEnabled(bool(exchange.failure))
            return
        self.text.setPlainText(response_text(response))
        locale = QLocale()
        size = len(response.body)
        self.facts.setText(
            self.tr(
                "%Ln bytes · first byte after {first_byte} ms · complete after {complete} ms",
                "",
                size,
            ).format(
                first_byte=locale.toString(round(response.first_byte * 1000)),
                complete=locale.toString(round(response.elapsed * 1000)),
            )
        )
        self.copy.setEnabled(True)


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
        self._reads = Reads(tasks, self)
        self._asked = 0  # answers given to check: only the last one's verdict is shown
        self.findings = QTreeWidget()
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
        self._reads.run(lambda: (asked, _check(response, document)), self._on_checked)

    @property
    def checking(self) -> bool:
        """An answer is being checked; its verdict is not shown yet."""
        return self._reads.busy

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        from ..core.contract import Severity

        asked, (source, report) = done.value
        if asked != self._asked:
            return  # another exchange is shown since
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


def _check(response: Response, document: str | None) -> tuple[str, Any]:
    """(What the answer was checked against, its ContractReport), or ("", a DocumentError
    saying why the document cannot be used). Runs off the GUI thread."""
    from ..core.contract import DocumentError, check_response, describe, load_spec, read_document

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
    report = check_response(
        response.status,
        response.headers,
        response.body,
        truncated=response.body_truncated,
        spec=spec,
    )
    return source, report


class Inspector(QTabWidget):
    """The Result, Request, Response and Contract tabs, all about one exchange.

    The live exchange is the last plant sent here; a history entry chosen by the user is
    shown in its place on all four tabs, under a line that says so and leads back.

    Signals:
        copied(str): something was copied to the clipboard; the message says what.

    Pretty-printing and checking the contract cost more than the rest of a submit,
    so a tab is filled when it is opened, not when the exchange arrives.
    """

    copied = Signal(str)

    def __init__(
        self,
        token_for: Callable[[str], str | None],
        document_for: Callable[[str], str | None],
        tasks: Tasks,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Inspector"))
        self._token_for = token_for  # a request's URL -> the token of the server it went to
        self._document_for = document_for  # ... -> that server's contract document, if any
        self.results = ResultsPanel()
        self.request_view = RequestView()
        self.response_view = ResponseView()
        self.contract_view = ContractView(tasks)
        self.addTab(self.results, self.tr("Result", "tab title"))
        self.addTab(self.request_view, self.tr("Request", "tab title"))
        self.addTab(self.response_view, self.tr("Response", "tab title"))
        self.addTab(self.contract_view, self.tr("Contract", "tab title"))
        self.shown = Exchange(None, None)
        self._live = self.shown
        self._chosen: int | None = None  # the history entry last chosen
        self._stale: set[QWidget] = set()
        self.currentChanged.connect(self._refresh)
        self.request_view.copy_curl_requested.connect(self._copy_curl)
        for banner in self.banners():
            banner.back_requested.connect(self.show_latest)

    def pages(self) -> tuple[QWidget, ...]:
        return (self.results, self.request_view, self.response_view, self.contract_view)

    def banners(self) -> tuple[EntryBanner, ...]:
        return (
            self.results.banner,
            self.request_view.banner,
            self.response_view.banner,
            self.contract_view.banner,
        )

    @property
    def showing_recorded(self) -> bool:
        """A history entry is shown in place of the latest result."""
        return self.results.showing_recorded

    # --- the live request ------------------------------------------------------------------

    def show_waiting(self, plant_id: str, note: str = "") -> None:
        """A plant is on its way: the Result tab says so, whatever was shown before."""
        self.show_latest()
        self.results.show_waiting(plant_id, note)
        self.setCurrentWidget(self.results)

    def show_queued(self, title: str, advice: str) -> None:
        """A plant waits behind the one on its way: the Result tab says so, read aloud."""
        self.show_latest()
        self.results.show_note("waiting", title, advice)
        said = QCoreApplication.translate(
            "Wording", "{title}.", "a result's title, said as a sentence"
        ).format(title=title)
        both = QCoreApplication.translate(
            "Submitter", "{first} {second}", "two sentences, one after the other"
        )
        announce(self.results, both.format(first=said, second=advice))
        self.setCurrentWidget(self.results)

    def show_result(
        self,
        report: Report,
        exchange: Exchange,
        *,
        offer_plain_http: bool = False,
        leave_recorded: bool = True,
    ) -> None:
        """What the live request came to, on all four tabs.

        With `leave_recorded` False, a history entry in view stays in view; the result
        is shown when the user goes back to the latest.
        """
        self.results.show_report(report, offer_plain_http=offer_plain_http)
        self._live = exchange
        if leave_recorded or not self.showing_recorded:
            self.show_latest()

    def show_exchange(self, exchange: Exchange) -> None:
        """The live exchange: the tab in view now, the others when they are opened."""
        self._live = exchange
        self.show_latest()

    @Slot()
    def show_latest(self) -> None:
        """Leave a history entry for the latest result ("Back to the latest")."""
        focused = QApplication.focusWidget()
        if focused is not None and any(b.isAncestorOf(focused) for b in self.banners()):
            self.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)  # the button goes away
        for banner in self.banners():
            banner.setVisible(False)
        if self.showing_recorded:
            self.results.show_latest()
        self._show(self._live)

    # --- a recorded entry -------------------------------------------------------------------

    def show_recorded(self, exchange: Exchange) -> None:
        """A history entry on all four tabs, with a line leading back to the latest result.

        The history chooses its row again each time it reloads; that is not a new choice,
        so it does not take the tabs away from a result that came in since.
        """
        again = exchange.entry_id is not None and exchange.entry_id == self._chosen
        self._chosen = exchange.entry_id
        if again and not self.showing_recorded:
            return
        if exchange.entry_id is not None and exchange.entry_id == self._live.entry_id:
            self.show_latest()  # the latest result is this entry: nothing to lead back to
            return
        if exchange.report is not None:
            self.results.show_recorded(exchange.report)
        for banner in self.banners():
            banner.show_entry(exchange.when)
        self._show(exchange)

    def _show(self, exchange: Exchange) -> None:
        self.shown = exchange
        self._stale = {self.request_view, self.response_view, self.contract_view}
        self._refresh()

    @Slot()
    def _refresh(self) -> None:
        page = self.currentWidget()
        if page not in self._stale:
            return
        self._stale.discard(page)
        if page is self.request_view:
            self.request_view.show_request(self.shown.request, self.shown.unrecorded)
        elif page is self.response_view:
            self.response_view.show_exchange(self.shown)
        elif page is self.contract_view:
            request = self.shown.request
            document = self._document_for(request.url) if request else None
            self.contract_view.show_exchange(self.shown, document)

    @Slot(bool)
    def _copy_curl(self, with_token: bool) -> None:
        from ..core.curl import as_curl

        request = self.shown.request
        if request is None:
            return
        token = None
        if with_token:
            token = self._token_for(request.url)
            if token is None:
                self.copied.emit(
                    self.tr(
                        "Not copied: no token is known now for the server this request went "
                        "to. Choose that server and type its token, or copy without the token."
                    )
                )
                return
            if not ask.confirm(
                self,
                self.tr("Copy the token too?"),
                self.tr(
                    "The command will hold the token in plain text. Anyone who sees it, or the "
                    "shell history it lands in, can use the token."
                ),
                self.tr("Copy &with token"),
                risky=True,
            ):
                return
        QGuiApplication.clipboard().setText(as_curl(request, token=token))
        self.copied.emit(self.tr("Copied the request as a curl command."))
