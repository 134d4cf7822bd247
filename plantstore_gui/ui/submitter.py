"""Sending one plant from the window: the form or raw body in, what came of it shown.

Whether and how the plant is sent is the sending module's to decide; this turns the
form into a Plan, waits for the Delivery, and shows it in words.

A plant from the form leaves the form as it is sent: it is safe in the journal and
named in the results panel, and the form is ready for the next plant at once, so
nothing typed meanwhile is mixed up with it. If it is neither created nor waiting in
the outbox (refused, not sent, stopped), it is put back into the form, unless the
next plant has been started there.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Slot

from ..core.outcome import Created, Failed, FailureKind, Outcome
from ..core.sending import Delivery, Plan, Refusal, resend_question
from ..core.typing_aids import LastPlant
from ..core.visible import visible
from . import ask
from .inspector import Exchange
from .servers import Servers, TokenState
from .worker import PlantSender

if TYPE_CHECKING:
    from ..core.journal import HistoryEntry
    from .main_window import MainWindow


@dataclass(frozen=True)
class _InFlight:
    """The plant the window waits for; `typed` holds the form's text when it came from it."""

    plant_id: str
    base_url: str
    raw: bool
    typed: tuple[str, str, str] | None = None


class Submitter(QObject):
    """Sends the window's plant and shows what came of it; one plant at a time."""

    def __init__(self, window: MainWindow, servers: Servers, sender: PlantSender) -> None:
        super().__init__(window)
        self._window = window
        self._servers = servers
        self._sender = sender
        self._in_flight: _InFlight | None = None
        self._shown_entry: int | None = None  # the entry the Result tab is about
        self._sent_at = 0.0
        sender.finished.connect(self._on_finished)
        window.results.plain_http_allowed.connect(self.allow_plain_http)

    @property
    def waiting(self) -> bool:
        return self._in_flight is not None

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, unless one is already on its way."""
        if self._sender.busy:
            self._window.statusBar().showMessage(
                self.tr("Still waiting for the server: press Esc to stop waiting."), 4000
            )
            return
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
            plant_id, name = self._window.raw_editor.body_fields()
            plan = Plan(target, profile.name, self._window.raw_editor.body(), True, plant_id, name)
        if self._window.draft is not None:
            self._window.draft.keep()
        self._sender.submit(plan)
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
        self._wait_for(_InFlight(plan.plant_id, target.endpoint.base_url, raw, typed), note)

    def _wait_for(self, in_flight: _InFlight, note: str = "") -> None:
        self._sent_at = time.monotonic()
        self._in_flight = in_flight
        self._set_waiting(True)
        self._window.inspector.show_waiting(in_flight.plant_id, note)

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server; what it may have done is said, not guessed."""
        waiting = self._in_flight
        if not self._sender.busy or waiting is None:
            return
        self._sender.cancel()
        waited = time.monotonic() - self._sent_at
        stopped = self.tr("Stopped waiting at your request.")
        outcome = Failed(FailureKind.CANCELLED, stopped, True, waited)
        self._finish_waiting()
        note = self._put_back(waiting)
        self._show_outcome(outcome, waiting.plant_id, waiting.base_url, waiting.raw, note=note)

    @Slot(object)
    def _on_finished(self, result: Delivery | Refusal) -> None:
        waiting = self._finish_waiting()
        if isinstance(result, Refusal):
            self._window.show_notice(result.reason)
            return
        self._shown_entry = result.entry_id
        gone = isinstance(result.outcome, Created) or result.verdict.queued
        if isinstance(result.outcome, Created) and waiting is not None and waiting.typed:
            self._window.aids.created(waiting.base_url, waiting.typed[2])
        note = "" if gone or waiting is None else self._put_back(waiting)
        self._show_delivery(result, note)
        if result.journal_problem:
            self._window.show_notice(result.journal_problem)

    def _put_back(self, plant: _InFlight) -> str:
        """Put a plant that was not created back into the empty form; say where it is."""
        if plant.typed is None:
            return ""
        form = self._window.form
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

    def _finish_waiting(self) -> _InFlight | None:
        plan, self._in_flight = self._in_flight, None
        self._set_waiting(False)
        return plan

    @Slot(object)
    def on_outbox_delivered(self, delivery: Delivery) -> None:
        """A plant the Result tab shows as waiting has gone: show what came of it."""
        if delivery.entry_id is not None and delivery.entry_id == self._shown_entry:
            self._show_delivery(delivery, follow=False)

    def _show_delivery(self, delivery: Delivery, note: str = "", *, follow: bool = True) -> None:
        self._show_outcome(
            delivery.outcome,
            delivery.plant_id,
            delivery.base_url,
            delivery.raw,
            queued=delivery.verdict.queued,
            entry_id=delivery.entry_id,
            note=note,
            follow=follow,
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
    ) -> None:
        """Show the outcome on all four tabs; `follow`: leave a history entry shown for it."""
        from .wording import report

        automatic = self._window.outbox.automatic
        told = report(outcome, plant_id, base_url, queued=queued, automatic=automatic, raw_body=raw)
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

    @Slot(object)
    def resend(self, entry: HistoryEntry) -> None:
        """Send an entry again to its own server, asking first when it may duplicate."""
        if self._sender.busy:
            self._window.statusBar().showMessage(self.tr("Still waiting for the server."), 4000)
            return
        targets = self._servers.targets()
        target = targets.get(entry.base_url)
        question = resend_question(entry, target is not None and target.honours_idempotency)
        if question is not None:
            title, verb = self.tr("Send it again?"), self.tr("&Re-send plant")
            if not ask.confirm(self._window, title, question, verb):
                return
        self._sender.resend(entry.id, targets, confirmed=question is not None)
        self._wait_for(_InFlight(entry.plant_id, entry.base_url, entry.raw))
