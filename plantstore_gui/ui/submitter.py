"""Sending one plant from the window: the form or raw body in, what came of it shown.

Whether and how the plant is sent is the sending module's to decide; this turns the
form into a Plan, waits for the Delivery, and shows it in words.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Slot

from ..core.outcome import Created, Failed, FailureKind, Outcome
from ..core.sending import Delivery, Plan, Refusal, resend_question
from . import ask
from .inspector import Exchange
from .servers import Servers, TokenState
from .worker import PlantSender

if TYPE_CHECKING:
    from ..core.journal import HistoryEntry
    from .main_window import MainWindow


@dataclass(frozen=True)
class _InFlight:
    """The plant the window waits for; `form_body` is set when it came from the form."""

    plant_id: str
    base_url: str
    raw: bool
    form_body: bytes | None = None


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

    @property
    def waiting(self) -> bool:
        return self._in_flight is not None

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, unless one is already on its way."""
        if self._sender.busy:
            self._window.statusBar().showMessage(
                "Still waiting for the server: press Esc to stop waiting.", 4000
            )
            return
        profile = self._servers.current
        if profile is None:
            self._window.results.show_no_server()
            self._window.manage_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        raw = self._window.mode_tabs.currentWidget() is self._window.raw_editor
        plant = None if raw else self._window.form.take_plant()
        if plant is None and not raw:
            return
        state = self._servers.token_state(profile.id)
        if state is TokenState.LOADING:
            self._window.statusBar().showMessage("Still reading the token from the keyring…", 4000)
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
        form_body = None if raw else plan.body
        self._wait_for(_InFlight(plan.plant_id, target.endpoint.base_url, raw, form_body))

    def _wait_for(self, in_flight: _InFlight) -> None:
        self._sent_at = time.monotonic()
        self._in_flight = in_flight
        self._set_waiting(True)
        self._window.inspector.setCurrentWidget(self._window.results)
        self._window.results.show_waiting(in_flight.plant_id)

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server; what it may have done is said, not guessed."""
        waiting = self._in_flight
        if not self._sender.busy or waiting is None:
            return
        self._sender.cancel()
        waited = time.monotonic() - self._sent_at
        outcome = Failed(FailureKind.CANCELLED, "Stopped waiting at your request.", True, waited)
        self._finish_waiting()
        self._show_outcome(outcome, waiting.plant_id, waiting.base_url, waiting.raw)

    @Slot(object)
    def _on_finished(self, result: Delivery | Refusal) -> None:
        waiting = self._finish_waiting()
        if isinstance(result, Refusal):
            self._window.show_notice(result.reason)
            return
        self._shown_entry = result.entry_id
        self._show_delivery(result)
        if result.journal_problem:
            self._window.show_notice(result.journal_problem)
        gone = isinstance(result.outcome, Created) or result.verdict.queued
        if gone and waiting is not None and waiting.form_body is not None:
            from ..core.models import NewPlant

            if self._window.form.holds(NewPlant.model_validate_json(waiting.form_body)):
                self._window.form.clear()  # created, or safe in the outbox: ready for the next

    def _finish_waiting(self) -> _InFlight | None:
        plan, self._in_flight = self._in_flight, None
        self._set_waiting(False)
        return plan

    @Slot(object)
    def on_outbox_delivered(self, delivery: Delivery) -> None:
        """A plant the Result tab shows as waiting has gone: show what came of it."""
        if delivery.entry_id is not None and delivery.entry_id == self._shown_entry:
            self._show_delivery(delivery)

    def _show_delivery(self, delivery: Delivery) -> None:
        self._show_outcome(
            delivery.outcome,
            delivery.plant_id,
            delivery.base_url,
            delivery.raw,
            queued=delivery.verdict.queued,
        )

    def _show_outcome(
        self, outcome: Outcome, plant_id: str, base_url: str, raw: bool, *, queued: bool = False
    ) -> None:
        from .wording import report

        self._window.results.show_report(report(outcome, plant_id, base_url, queued=queued))
        self._window.results.set_raw_marker(raw)
        response = outcome.response if not isinstance(outcome, Failed) else None
        failure = outcome.detail if isinstance(outcome, Failed) else ""
        self._window.inspector.show_exchange(Exchange(outcome.request, response, failure))

    def _set_waiting(self, waiting: bool) -> None:
        self._window.form.set_waiting(waiting)
        self._window.stop_action.setEnabled(waiting)

    @Slot(object)
    def resend(self, entry: HistoryEntry) -> None:
        """Send an entry again to its own server, asking first when it may duplicate."""
        if self._sender.busy:
            self._window.statusBar().showMessage("Still waiting for the server.", 4000)
            return
        targets = self._servers.targets()
        target = targets.get(entry.base_url)
        question = resend_question(entry, target is not None and target.honours_idempotency)
        if question is not None:
            if not ask.confirm(self._window, "Send it again?", question, "&Re-send plant"):
                return
        self._sender.resend(entry.id, targets, confirmed=question is not None)
        self._wait_for(_InFlight(entry.plant_id, entry.base_url, entry.raw))
