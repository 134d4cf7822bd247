"""The Request and Response tabs: an exchange as text, token masked, to read and copy."""

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.outcome import Response, SentRequest
from ..core.visible import visible
from ..core.words import number
from . import language
from .entry_banner import EntryBanner
from .exchange import Exchange, pretty_body


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
    # It takes the height the form and the Result tab leave: opening its tab never
    # makes the top of the window taller, so the history below stays where it is.
    view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
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
        self.facts.setAccessibleDescription(self.tr("Size and timing"))
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
        size = len(response.body)
        self.facts.setText(
            self.tr(
                "%Ln bytes · first byte after {first_byte} ms · complete after {complete} ms",
                "",
                size,
            ).format(
                first_byte=number(round(response.first_byte * 1000)),
                complete=number(round(response.elapsed * 1000)),
            )
        )
        self.copy.setEnabled(True)
