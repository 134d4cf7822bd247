"""Sending one plant from the window: the form or raw body in, what came of it shown.

Whether and how the plant is sent is the desk's to decide; this turns the form into a
Plan, hands it to the send lane, asks the user what the desk asks, and shows what came
back in the desk's words.

A plant from the form leaves the form as it is sent, and the form is ready for the next
plant at once. A plant confirmed while another is in flight is queued behind it, and
said to be. If a plant comes back neither created nor waiting in the outbox (the
policy's `returns_to_form`), it is put back into the form, unless the next plant has
been started there; sending it again is the same entry, and asks first when it may
have arrived. A plant the desk refused to send (one that could not be written down, say)
goes back into the form too, and the Result tab says why, in the desk's words.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..core.desk import Answer, Question
from ..core.journey import (
    Delivery,
    Plan,
    Refusal,
    returns_to_form,
    stopped_waiting,
)
from ..core.outcome import Created, Failed, Outcome
from ..core.tell import not_sent_title, queued_words
from ..core.typing_aids import LastPlant
from ..core.visible import visible
from . import ask
from .exchange import Exchange
from .journeys import Journeys
from .servers import Servers, TokenState

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QComboBox, QStatusBar

    from .draft import DraftKeeper
    from .entry_tabs import EntryTabs
    from .form_aids import FormAids
    from .inspector import Inspector
    from .outbox import Outbox
    from .plant_form import PlantForm
    from .raw_editor import RawEditor
    from .results_panel import ResultsPanel
    from .token_field import TokenField


class SubmitHost(Protocol):
    """What sending from the window needs of it: the form, the editor, the panels."""

    form: PlantForm
    raw_editor: RawEditor
    mode_tabs: EntryTabs
    inspector: Inspector
    results: ResultsPanel
    server_choice: QComboBox
    token_field: TokenField
    draft: DraftKeeper | None
    aids: FormAids
    outbox: Outbox
    stop_action: QAction

    def statusBar(self) -> QStatusBar: ...
    def show_notice(self, message: str) -> None: ...


@dataclass(frozen=True)
class _InFlight:
    """The plant the window waits for; `typed` holds the form's text when it came from it."""

    plant_id: str
    base_url: str
    raw: bool
    typed: tuple[str, str, str] | None = None
    plan: Plan | None = None  # sent again as it is when the desk asks and the user agrees
    entry_id: int | None = None  # a re-send: the entry sent again


class Submitter(QObject):
    """Sends the window's plants in order and shows what came of each.

    Signals:
        resent(int): a plant sent again from the history came back; its new entry's id.
    """

    resent = Signal(int)

    def __init__(
        self, window: SubmitHost, servers: Servers, journeys: Journeys, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._window = window
        self._servers = servers
        self._journeys = journeys
        self._in_flight: dict[int, _InFlight] = {}  # by request number, oldest first
        self._shown_entry: int | None = None  # the entry the Result tab is about
        self._sent_at = 0.0
        journeys.finished.connect(self._on_finished)
        window.results.plain_http_allowed.connect(self.allow_plain_http)

    @property
    def waiting(self) -> bool:
        return bool(self._in_flight)

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, after any plant already on its way."""
        profile = self._servers.current
        if profile is None:
            self._window.inspector.show_latest()
            choices = self._window.server_choice.count()
            self._window.results.show_no_server(after_enter=True, to_choose=choices)
            self._window.inspector.setCurrentWidget(self._window.results)
            self._window.server_choice.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        raw = self._window.mode_tabs.currentWidget() is self._window.raw_editor
        plant = None if raw else self._window.form.take_plant()
        if plant is None and not raw:
            return
        state = self._servers.token_state(profile.id)
        if state is TokenState.LOADING:
            reading = self.tr("Still reading the token from the keyring…")
            self._window.statusBar().showMessage(reading, 4000)
            return
        if state is TokenState.MISSING:
            if not self._window.token_field.validate():
                self._window.token_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            self._servers.set_token(profile.id, self._window.token_field.edit.text())
        target = self._servers.target(profile)
        assert target is not None
        if plant is not None:
            plan = Plan(target, profile.name, plant.body(), False, str(plant.id), plant.name)
        else:
            plan = Plan.of_raw(target, profile.name, self._window.raw_editor.body())
        if self._window.draft is not None:
            self._window.draft.sent()
        ahead = self._in_flight[next(iter(self._in_flight))] if self._in_flight else None
        number = self._journeys.submit(plan, created_again=bool(self._window.form.id_field.warning))
        if raw:
            typed = None
            note = self.tr("The body went as it stood: what you type now is for the next send.")
        else:
            assert plant is not None
            form = self._window.form
            id_text, name_text, tag_text = (field.edit.text() for field in form.fields)
            typed = (id_text, name_text, tag_text)
            form.clear()  # the plant is in the journal now: the form is for the next one
            sent = LastPlant(plant.id, plant.name, plant.tag or "")
            self._window.aids.after_send(target.endpoint.base_url, sent)
            note = self.tr(
                "The form is ready for the next plant; if this one is not created, it is put back."
            )
        in_flight = _InFlight(plan.plant_id, target.endpoint.base_url, raw, typed, plan)
        self._wait_for(number, in_flight, note, ahead)

    def _wait_for(
        self, number: int, in_flight: _InFlight, note: str = "", ahead: _InFlight | None = None
    ) -> None:
        if not self._in_flight:
            self._sent_at = time.monotonic()
        self._in_flight[number] = in_flight
        self._set_waiting(True)
        if ahead is not None:
            shown = visible(in_flight.plant_id, lines=False)
            title, advice = queued_words(shown, visible(ahead.plant_id, lines=False))
            self._window.inspector.show_queued(title, advice)
        else:
            self._window.inspector.show_waiting(in_flight.plant_id, note)

    @Slot()
    def submit_after_token(self) -> None:
        """Enter in the token box: the token is taken (the server bar did that); the plant
        is sent only when one is typed, else the cursor goes to the form, with no errors."""
        raw = self._window.mode_tabs.currentWidget() is self._window.raw_editor
        if raw or any(self._window.form.typed_texts()):
            self.submit()
        else:
            self._window.form.focus_first_empty()

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server; what it may have done is said, not guessed. Plants
        queued behind it are still sent."""
        number = self._journeys.cancel()
        if number is None or (waiting := self._in_flight.pop(number, None)) is None:
            return
        outcome = stopped_waiting(time.monotonic() - self._sent_at)
        self._sent_at = time.monotonic()
        self._set_waiting(bool(self._in_flight))
        note = self._put_back(waiting)
        self._show_outcome(outcome, waiting.plant_id, waiting.base_url, waiting.raw, note=note)

    @Slot(int, object)
    def _on_finished(self, number: int, answer: Answer) -> None:
        waiting = self._in_flight.pop(number, None)
        self._sent_at = time.monotonic()
        self._set_waiting(bool(self._in_flight))
        if isinstance(answer, Question):
            self._ask_again(answer, waiting)
            return
        if isinstance(answer, Refusal):
            self._show_refusal(answer, waiting)
            return
        self._shown_entry = answer.entry_id
        created = isinstance(answer.outcome, Created)
        if created and waiting is not None and waiting.typed:
            self._window.aids.created(waiting.base_url, waiting.typed[2])
        back = waiting is not None and returns_to_form(answer.outcome, answer.verdict)
        note = self._put_back(waiting) if back and waiting is not None else ""
        resent = waiting is not None and waiting.entry_id is not None
        self._show_delivery(answer, note, resent=resent)
        if resent and answer.entry_id is not None:
            self.resent.emit(answer.entry_id)
        if answer.journal_problem:
            self._window.show_notice(answer.journal_problem)

    def _ask_again(self, question: Question, plant: _InFlight | None) -> None:
        """The plant may already have reached the server: send it again, under its own
        key, only if the user says so; else it goes back into the form."""
        title, verb = self.tr("Send it again?"), self.tr("&Re-send plant")
        if not self._in_flight:  # nothing is on its way while the user decides
            self._window.results.show_note("unexpected", title, question.text)
        if plant is None or not ask.confirm(self._window.form.window(), title, question.text, verb):
            if plant is not None:
                self._put_back(plant)
            if not self._in_flight:
                self._window.results.show_ready()
            return
        if plant.plan is not None:
            number = self._journeys.submit(plant.plan, confirmed=True)
        else:
            servers = self._servers
            number = self._journeys.resend(
                question.entry_id, servers.targets(), servers.names(), confirmed=True
            )
        self._wait_for(number, plant)

    def _show_refusal(self, refusal: Refusal, plant: _InFlight | None) -> None:
        """The desk did not send the plant: the Result tab says why, and what was typed
        goes back into the form."""
        note = "" if plant is None else self._put_back(plant, recorded=refusal.entry_id != 0)
        title = not_sent_title(plant.plant_id if plant is not None else "")
        self._window.inspector.show_not_sent(title, self._one_after_other(refusal.reason, note))

    def _put_back(self, plant: _InFlight, *, recorded: bool = True) -> str:
        """Put a plant that was not created back into the empty form; say where it is.

        `recorded`: the plant has an entry in the history (else it was never written down).
        """
        if plant.typed is None:
            return ""
        form = self._window.form
        if any(form.typed_texts()) and not recorded:
            return self.tr(
                "The form keeps what you typed since, and this plant is in no history: type "
                "it again to send it."
            )
        if any(form.typed_texts()):
            return self.tr(
                "The form keeps what you typed since; this plant is in the history, where "
                "Re-send sends it again."
            )
        for field, text in zip(form.fields, plant.typed, strict=True):
            field.set_text(text)
        form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        form.id_field.edit.selectAll()
        return self.tr("What you typed is back in the form.")

    @Slot(object)
    def on_outbox_delivered(self, delivery: Delivery) -> None:
        """A plant the Result tab shows as waiting has gone: show what came of it."""
        if delivery.entry_id is not None and delivery.entry_id == self._shown_entry:
            self._show_delivery(delivery, follow=False)

    def _show_delivery(
        self, delivery: Delivery, note: str = "", *, follow: bool = True, resent: bool = False
    ) -> None:
        self._show_outcome(
            delivery.outcome,
            delivery.plant_id,
            delivery.base_url,
            delivery.raw,
            queued=delivery.verdict.queued,
            entry_id=delivery.entry_id,
            note=note,
            follow=follow,
            resent=resent,
            profile_id=delivery.profile_id,
        )

    def _show_outcome(
        self,
        outcome: Outcome,
        plant_id: str,
        base_url: str,
        raw: bool,
        *,
        queued: bool = False,
        entry_id: int | None = None,
        note: str = "",
        follow: bool = True,
        resent: bool = False,
        profile_id: str = "",
    ) -> None:
        """Show the outcome on all four tabs; `follow`: leave a history entry shown for it;
        `resent`: it was sent again from the history."""
        from ..core.tell import report

        automatic = self._window.outbox.automatic
        told = report(
            outcome,
            plant_id,
            base_url,
            queued=queued,
            automatic=automatic,
            raw_body=raw,
            resent=resent,
        )
        profile = self._servers.current
        offer = (
            profile is not None
            and profile.base_url == base_url
            and self._servers.is_temporary(profile.id)
        )
        if told.offer_plain_http:
            plain_http = (
                self.tr("Or allow plain HTTP with the button below, for this run only.")
                if offer
                else self.tr("Or allow plain HTTP for this server in Manage servers.")
            )
            note = self._one_after_other(plain_http, note)
        if note:
            told = replace(told, advice=self._one_after_other(told.advice, note).strip())
        response = outcome.response if not isinstance(outcome, Failed) else None
        failure = outcome.detail if isinstance(outcome, Failed) else ""
        exchange = Exchange(outcome.request, response, failure, entry_id=entry_id)
        exchange = replace(exchange, base_url=base_url, profile_id=profile_id)
        self._window.inspector.show_result(
            told, exchange, offer_plain_http=offer, leave_recorded=follow
        )

    def _one_after_other(self, first: str, second: str) -> str:
        """Two whole sentences (or runs of them) as one text; either may be empty."""
        if not first or not second:
            return first or second
        both = self.tr("{first} {second}", "two sentences, one after the other")
        return both.format(first=first, second=second)

    def _set_waiting(self, waiting: bool) -> None:
        self._window.form.set_waiting(waiting)
        self._window.stop_action.setEnabled(waiting)

    @Slot()
    def allow_plain_http(self) -> None:
        """The user's consent to send this run's temporary server its token over plain HTTP.

        The consent is the temporary profile's, forgotten when the app closes; saved
        profiles give it in Manage servers instead.
        """
        profile = self._servers.current
        if profile is None or not self._servers.is_temporary(profile.id):
            return
        if not profile.allow_plain_http:
            profile = replace(profile, allow_plain_http=True)
            self._servers.replace_temporary(profile)
        host = visible(profile.endpoint().host, lines=False)
        self._window.inspector.show_latest()
        advice = self.tr(
            "Until the app closes, the token travels unencrypted to {host}. Press Enter to "
            "send the plant."
        )
        self._window.results.show_note(
            "unexpected",
            self.tr("Plain HTTP is allowed for this run"),
            advice.format(host=host),
        )
        edit = self._window.form.id_field.edit
        edit.setFocus(Qt.FocusReason.OtherFocusReason)
        edit.selectAll()

    def resend(self, entry_id: int, plant_id: str, base_url: str, raw: bool) -> None:
        """Send a history entry again to its own server; the desk asks first when it may
        duplicate."""
        servers = self._servers
        number = self._journeys.resend(
            entry_id, servers.targets(), servers.names(), confirmed=False
        )
        self._wait_for(number, _InFlight(plant_id, base_url, raw, entry_id=entry_id))
