"""The sender: the one place a plant's entry is claimed, sent and recorded.

Whatever the plant's origin (the form, the raw editor, a re-send, the outbox, a batch
row), it is one journal entry, and only this module moves it, as the policy
(`policy.py`) decides. Claims: an entry is sent only by the sender whose claim moved it
to "sending" (`History.claim`), marked just before its own request leaves; a claimed
entry is never taken by anyone else. Each entry's Idempotency-Key goes out on every
send of it.

Nothing leaves that is not written down first: a plant whose entry (or claim) cannot be
written is refused, whatever its path. And nothing leaves a copy of the app that holds
no lock on its data folder (`not_sending`): another copy may be sending the same plants.
"""

import codecs
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from ..endpoint import Target, Tls
from ..journal import EntryState, Finish, History, HistoryEntry, HistoryError, Moved, NewEntry
from ..outcome import Failed, Outcome
from ..tell import not_looked_up, not_written_down, resend_question
from ..tell import summary as summary_of
from ..words import translate
from .policy import FROM_CHECKING, FROM_OUTBOX, Verdict, WaitReason, judge
from .results import NO_NAMES, Delivery, Plan, Refusal
from .targets import Targets, targets_of

if TYPE_CHECKING:  # httpx loads after the first paint
    from ..client import PlantStoreClient


ClientFactory = Callable[[Tls], "PlantStoreClient"]


class NotSending(HistoryError):
    """This copy of the app sends nothing (see `Sender`); the message says why.

    A HistoryError, so that a batch or an outbox run stops on it as on a journal that
    cannot be used, with nothing sent.
    """


def load_sending() -> None:
    """Import what sending a plant needs (httpx, pydantic, the client, the models) on the
    calling thread.

    Two threads importing pydantic at the same moment can both fail: PySide6's import
    hook looks into a half-imported pydantic module, which imports again, and each thread
    gets an ImportError. So the app imports these on one thread, the GUI thread, before
    any other thread that may need them runs.
    """
    from .. import answer, client, models  # noqa: F401

    # And the codecs a first plant would otherwise load on its way, the lane holding the
    # interpreter lock while the window paints: the socket module encodes a host name
    # with IDNA (which loads stringprep), and the form counts a field in UTF-16 units.
    codecs.lookup("idna")
    codecs.lookup("utf-16-le")


def default_client(tls: Tls) -> "PlantStoreClient":
    """A client for these TLS settings, over a new httpx.Client."""
    from ..client import client_for

    return client_for(tls)


class Sender:
    """Sends plants and keeps the journal of their journeys. Qt-free, blocking.

    The single-plant calls (submit, resend, send_outbox) run one at a time on the
    caller's worker thread; batches run on their own lanes through `deliver`.

    `not_sending`: why this copy sends nothing at all (it holds no lock on its data
    folder), or None. Then single plants are refused with it, and the calls a batch or
    the outbox sends through raise NotSending.
    """

    def __init__(
        self,
        journal: History | None,
        client_factory: ClientFactory = default_client,
        not_sending: str | None = None,
    ) -> None:
        self.journal = journal
        self.not_sending = not_sending
        self._factory = client_factory
        self._clients: dict[Tls, PlantStoreClient] = {}
        self._lock = threading.Lock()
        self._cancelled_upto = 0  # single-plant requests up to this number are cancelled
        self._stopping = threading.Event()

    # -- clients -------------------------------------------------------------------------

    def new_client(self, tls: Tls) -> "PlantStoreClient":
        """A client of its own, for a batch lane; the lane closes it."""
        return self._factory(tls)

    def client(self, tls: Tls) -> "PlantStoreClient":
        """The shared client for these TLS settings (single plants and the outbox)."""
        with self._lock:
            client = self._clients.get(tls)
        if client is None or client.unusable is not None:  # its certificate is read again
            stale, client = client, self._factory(tls)
            with self._lock:
                self._clients[tls] = client
            if stale is not None:
                stale.close()
        return client

    def warm_up(self) -> None:
        """Build the default client now (loads the HTTP stack), before a plant needs it."""
        self.client(Tls())

    def cancel(self, request: int = 0) -> None:
        """Stop the single-plant request in flight, if any. Safe from any thread.

        `request` names the request being cancelled (the number given to `submit` or
        `resend`): if it has not left yet, it never will.
        """
        with self._lock:
            self._cancelled_upto = max(self._cancelled_upto, request)
            clients = list(self._clients.values())
        for client in clients:
            client.cancel()

    @property
    def stopping(self) -> bool:
        """The app is quitting: take no new plant."""
        return self._stopping.is_set()

    def stop(self) -> None:
        """Take no new plant from the outbox (the app is quitting); the one in flight ends."""
        self._stopping.set()

    def close(self) -> None:
        """Close the clients; call once no thread is sending."""
        with self._lock:
            clients, self._clients = list(self._clients.values()), {}
        for client in clients:
            client.close()

    # -- one plant -----------------------------------------------------------------------

    def submit(self, plan: Plan, request: int = 0) -> Delivery | Refusal:
        """Write the plant down (claimed, durable), send it, and record what came of it.

        A plant that cannot be written down is not sent: the Refusal says why. With the
        history off (None) it is sent unrecorded, as the user was told at start.
        `request` numbers it for `cancel`.
        """
        if self.not_sending is not None:
            return Refusal(0, self.not_sending)
        entry = NewEntry(
            plan.server_name,
            plan.target.endpoint.base_url,
            plan.plant_id,
            plan.plant_name,
            plan.raw,
            plan.body,
            profile_id=plan.target.profile_id,
        )
        entry_id: int | None = None
        if self.journal is not None:
            try:
                entry_id = self.journal.add(entry, claimed=True)
            except HistoryError as exc:
                return Refusal(0, not_written_down(str(exc)))
        return self._send(
            entry_id, plan.target, entry.body, entry.raw, entry.plant_id, entry.idempotency_key,
            self.client(plan.target.tls), request,
        )  # fmt: skip

    def resend(
        self,
        entry_id: int,
        given: Targets | Mapping[str, Target],
        *,
        confirmed: bool,
        request: int = 0,
        names: Mapping[str, str] = NO_NAMES,
    ) -> Delivery | Refusal:
        """Send a recorded entry again, to the server it was for, with the profile it goes
        with (`targets.Targets`).

        A waiting entry is sent as it is; one that needs checking only when `confirmed`
        (the user answered `resend_question`), under its own key; a finished one becomes
        a new entry with a new key. `names` names the servers here by address, to say
        whose token is missing.
        """
        journal = self.journal
        if self.not_sending is not None:
            return Refusal(entry_id, self.not_sending)
        if journal is None:
            return Refusal(
                entry_id,
                translate("Sending", "The history is off, so recorded plants cannot be sent."),
            )
        try:
            entry = journal.get(entry_id)
        except HistoryError as exc:
            return Refusal(entry_id, not_looked_up(str(exc)))
        if entry is None:
            return Refusal(
                entry_id, translate("Sending", "This entry is no longer in the history.")
            )
        targets = targets_of(given)
        target = targets.for_entry(entry)
        if target is None:
            return Refusal(entry_id, targets.why_not_sent(entry, names))
        if entry.state in (EntryState.NEW, EntryState.SENDING):
            return Refusal(entry_id, translate("Sending", "This plant is being sent right now."))
        needs_yes = resend_question(entry, target.honours_idempotency) is not None
        if needs_yes and not confirmed:
            return Refusal(
                entry_id, translate("Sending", "Sending it again needs your confirmation.")
            )
        if entry.state is EntryState.DONE:
            plan = Plan(
                target, entry.server_name, entry.body, entry.raw, entry.plant_id, entry.plant_name
            )
            return self.submit(plan, request)
        sources = FROM_CHECKING if entry.state is EntryState.CHECKING else FROM_OUTBOX
        try:
            delivery = self.deliver(entry, target, self.client(target.tls), sources, request)
        except HistoryError as exc:  # the claim could not be written: nothing left
            return Refusal(entry_id, not_written_down(str(exc)))
        if delivery is None:
            return Refusal(
                entry_id,
                translate("Sending", "This plant was sent by another part of the app meanwhile."),
            )
        return delivery

    def deliver(
        self,
        entry: HistoryEntry,
        target: Target,
        client: "PlantStoreClient",
        sources: frozenset[EntryState],
        request: int = 0,
    ) -> Delivery | None:
        """Claim a recorded entry and send it; None when someone else holds the claim.

        Raises HistoryError when the claim cannot be written, NotSending when this copy
        sends nothing: then nothing was sent.
        """
        self._may_send()
        if self.journal is not None and not self.journal.claim(entry.id, sources):
            return None
        return self._send(
            entry.id, target, entry.body, entry.raw, entry.plant_id, entry.idempotency_key,
            client, request,
        )  # fmt: skip

    def send_unjournalled(
        self, target: Target, body: bytes, plant_id: str, client: "PlantStoreClient"
    ) -> Delivery:
        """Send with no journal at all: only for a batch the user chose to run without one."""
        self._may_send()
        return self._send(None, target, body, False, plant_id, "", client)

    def _may_send(self) -> None:
        if self.not_sending is not None:
            raise NotSending(self.not_sending)

    def _send(
        self,
        entry_id: int | None,
        target: Target,
        body: bytes,
        raw: bool,
        plant_id: str,
        key: str,
        client: "PlantStoreClient",
        request: int = 0,
    ) -> Delivery:
        def cancelled() -> bool:
            return request != 0 and request <= self._cancelled_upto

        outcome = client.send_body(target, body, raw=raw, idempotency_key=key, cancelled=cancelled)
        verdict = judge(outcome)
        if entry_id is None and verdict.queued:
            # Not written down, so in no outbox: the one who sent it still holds it.
            verdict = Verdict(EntryState.DONE, verdict.outcome, verdict.wait)
        problem: str | None = None
        if entry_id is not None and self.journal is not None:
            try:
                self.journal.finish(entry_id, _finish(outcome, verdict))
            except HistoryError as exc:  # the entry stays SENDING: flagged at the next start
                words = translate("Sending", "The history could not be written: {reason}")
                problem = words.format(reason=exc)
        base_url, profile_id = target.endpoint.base_url, target.profile_id
        return Delivery(entry_id, base_url, plant_id, raw, outcome, verdict, problem, profile_id)

    def mark_checked(self, entry_id: int) -> bool:
        """The user checked on the server what became of an uncertain plant."""
        if self.journal is None:
            return False
        return bool(
            self.journal.move([entry_id], EntryState.DONE, FROM_CHECKING, outcome="checked")
        )

    # -- batches -------------------------------------------------------------------------

    def write_down(self, entries: Sequence[NewEntry]) -> list[int]:
        """Record some of a batch's new rows before any of them is sent (one durable
        transaction); a batch sends only rows written down. Raises NotSending when this
        copy sends nothing: then none is written."""
        self._may_send()
        if self.journal is None:
            return []
        return self.journal.add_many(entries)

    def entries(self, entry_ids: Sequence[int]) -> dict[int, HistoryEntry]:
        """The recorded entries for these ids (a batch row sent again keeps its entry)."""
        if self.journal is None:
            return {}
        found = (self.journal.get(i) for i in entry_ids)
        return {entry.id: entry for entry in found if entry is not None}

    def settle_unsent(
        self,
        entry_ids: Sequence[int],
        *,
        cancelled: bool,
        closing: bool = False,
        wait: WaitReason = WaitReason.INTERRUPTED,
    ) -> None:
        """Rows a batch never claimed: cancelled by the user (`closing`: as they closed
        the batch's window), or left for the outbox.

        Cancelled rows are over (the batch window still holds them, to send again);
        rows written down and left by a stop or a quit wait in the outbox, so nothing is
        lost, for the reason that stopped the batch (`wait`). Rows a batch never wrote
        down are in no journal: the batch window says they were not sent.
        """
        if self.journal is None or not entry_ids:
            return
        if cancelled:
            self.journal.move(
                entry_ids,
                EntryState.DONE,
                frozenset({EntryState.NEW}),
                outcome="cancelled",
                summary=Moved.BATCH_CLOSED if closing else Moved.BATCH_CANCELLED,
            )
        else:
            self.journal.move(
                entry_ids,
                EntryState.WAITING,
                frozenset({EntryState.NEW}),
                wait_reason=wait,
                summary=Moved.BATCH_STOPPED,
            )


def _finish(outcome: Outcome, verdict: Verdict) -> Finish:
    response = None if isinstance(outcome, Failed) else outcome.response
    return Finish(
        state=verdict.state,
        outcome=verdict.outcome,
        summary=summary_of(outcome),
        status=response.status if response else None,
        request=outcome.request,
        response=response,
        failure_detail=outcome.detail if isinstance(outcome, Failed) else "",
        request_sent=outcome.request_sent if isinstance(outcome, Failed) else True,
        wait_reason=verdict.wait or "",
        not_before=verdict.not_before,
        failure_kind=outcome.kind if isinstance(outcome, Failed) else "",
    )
