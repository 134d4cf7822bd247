"""The inspector: the Result, Request, Response and Contract tabs about one exchange."""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from ..core.tell import Report
from . import ask
from .accessible import announce
from .contract_view import ContractView
from .entry_banner import EntryBanner
from .exchange import Exchange
from .exchange_views import RequestView, ResponseView
from .results_panel import ResultsPanel
from .tasks import Tasks


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
        token_for: Callable[[Exchange], str | None],
        document_for: Callable[[Exchange], str | None],
        tasks: Tasks,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Inspector"))
        self._token_for = token_for  # an exchange -> the token of the profile it was sent from
        self._document_for = document_for  # ... -> that profile's contract document, if any
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
        self._say("waiting", title, advice, assertive=False)

    def show_not_sent(self, title: str, advice: str) -> None:
        """A plant the desk did not send: the Result tab says why, read aloud at once."""
        self._say("unexpected", title, advice, assertive=True)

    def _say(self, icon: str, title: str, advice: str, *, assertive: bool) -> None:
        self.show_latest()
        self.results.show_note(icon, title, advice)
        said = QCoreApplication.translate(
            "Wording", "{title}.", "a result's title, said as a sentence"
        ).format(title=title)
        both = QCoreApplication.translate(
            "Submitter", "{first} {second}", "two sentences, one after the other"
        )
        announce(self.results, both.format(first=said, second=advice), assertive=assertive)
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
            document = self._document_for(self.shown) if self.shown.request else None
            self.contract_view.show_exchange(self.shown, document)

    @Slot(bool)
    def _copy_curl(self, with_token: bool) -> None:
        from ..core.curl import as_curl

        request = self.shown.request
        if request is None:
            return
        token = None
        if with_token:
            token = self._token_for(self.shown)
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
