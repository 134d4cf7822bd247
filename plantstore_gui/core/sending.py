"""The one owner of a plant's journey: every send, re-send, outbox run and recovery.

Whatever the plant's origin (the form, the raw editor, a re-send, the outbox, a batch
row), it is one journal entry, and only this module decides when it is sent, whether
it may be sent again, and what the journal records of it. The UI asks; it never
decides. The journal (`journal.py`) enforces the legal moves; this module chooses them.

The policy, from what happened to what the journal records (`judge`):

    what happened                                   state     outcome      sent again by the app
    ─────────────────────────────────────────────── ───────── ──────────── ─────────────────────
    200 with a valid Plant                          done      created      never
    400 with a valid Error                          done      rejected     never
    200 or 400 whose body breaks the spec           done      created /    never (shown as
                                                              rejected     unexpected)
    401: the token was refused                      waiting   refused      once the token changes,
                                                                           or when the user says
    429: too many requests                          waiting   refused      after Retry-After
    another 2xx, or a 5xx                           checking  unexpected   never: the user decides
    another answer (3xx, 4xx)                       done      refused      never
    no connection made: refused, DNS, connect       waiting   failed       yes, with a growing
      timeout, TLS handshake, or the request did                           pause (the outbox)
      not leave whole
    refused by the app before sending (plain HTTP   done      not sent     never
      without consent, a token that cannot be sent)
    cancelled before the request left               done      cancelled    never
    may have left, no complete answer: timeout      checking  failed       never: the user decides
      after sending, reset, cancelled, broken answer

Claims: an entry is sent only by the sender whose claim moved it to "sending"
(`History.claim`), marked just before its own request leaves; a claimed entry is never
taken by anyone else. Each entry's Idempotency-Key goes out on every send of it.
"""

import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from enum import StrEnum
from typing import TYPE_CHECKING

from .endpoint import Target, Tls
from .journal import (
    EntryState,
    Finish,
    History,
    HistoryEntry,
    HistoryError,
    NewEntry,
    stopped_while_sending,
)
from .outcome import Created, Failed, FailureKind, Outcome, Rejected, Unexpected, failure_label
from .words import translate

if TYPE_CHECKING:  # httpx loads after the first paint
    from .client import PlantStoreClient

log = logging.getLogger(__name__)

FIRST_PAUSE = 5.0  # seconds before the outbox tries an unreachable server again
LONGEST_PAUSE = 300.0  # the pause doubles up to this
DEFAULT_RETRY_AFTER = 30.0  # a 429 without a usable Retry-After
_SUMMARY_MAX = 200

# Who may claim an entry, by why it is being sent.
FROM_FORM = frozenset({EntryState.NEW})
FROM_OUTBOX = frozenset({EntryState.WAITING})
FROM_CHECKING = frozenset({EntryState.CHECKING})  # only after the user said yes

_NOT_CONNECTED = frozenset(
    {
        FailureKind.REFUSED,
        FailureKind.HOST_NOT_FOUND,
        FailureKind.CONNECT_TIMEOUT,
        FailureKind.TLS,
        FailureKind.TIMED_OUT,
        FailureKind.CONNECTION_LOST,
    }
)


class WaitReason(StrEnum):
    """Why an entry waits in the outbox."""

    UNREACHABLE = "unreachable"  # no connection could be made
    TOKEN = "token"  # the server refused the token (401)
    BUSY = "busy"  # the server asked to wait (429)
    INTERRUPTED = "interrupted"  # the app closed before sending it


@dataclass(frozen=True)
class Verdict:
    """What the journal records of one answer, and whether the app may send again.

    Attributes:
        state: DONE, WAITING or CHECKING.
        outcome: the word the history filters on.
        wait: why a WAITING entry waits.
        not_before: a WAITING entry is not sent on its own before this time.
        shown_as_unexpected: the answer breaks the spec, though it is recorded by status.
    """

    state: EntryState
    outcome: str
    wait: WaitReason | None = None
    not_before: float | None = None
    shown_as_unexpected: bool = False

    @property
    def queued(self) -> bool:
        """The plant waits in the outbox: the app sends it again."""
        return self.state is EntryState.WAITING

    @property
    def needs_checking(self) -> bool:
        return self.state is EntryState.CHECKING


def judge(outcome: Outcome, now: float | None = None) -> Verdict:
    """The policy table of the module docstring, applied to one outcome."""
    now = time.time() if now is None else now
    match outcome:
        case Created():
            return Verdict(EntryState.DONE, "created")
        case Rejected():
            return Verdict(EntryState.DONE, "rejected")
        case Unexpected(response=response):
            status = response.status
            if status == 200:
                return Verdict(EntryState.DONE, "created", shown_as_unexpected=True)
            if status == 400:
                return Verdict(EntryState.DONE, "rejected", shown_as_unexpected=True)
            if status == 401:
                return Verdict(EntryState.WAITING, "refused", WaitReason.TOKEN)
            if status == 429:
                pause = retry_after(response.header("retry-after"), now)
                return Verdict(EntryState.WAITING, "refused", WaitReason.BUSY, now + pause)
            if 200 <= status < 300 or status >= 500:
                return Verdict(EntryState.CHECKING, "unexpected")
            return Verdict(EntryState.DONE, "refused")
        case Failed(kind=kind, request_sent=sent):
            if sent:
                return Verdict(EntryState.CHECKING, "failed")
            if kind is FailureKind.CANCELLED:
                return Verdict(EntryState.DONE, "cancelled")
            if kind in _NOT_CONNECTED:
                return Verdict(EntryState.WAITING, "failed", WaitReason.UNREACHABLE)
            return Verdict(EntryState.DONE, "not sent")
    raise AssertionError(f"not an outcome: {outcome!r}")  # pragma: no cover


def first_retry_in(verdict: Verdict, now: float | None = None) -> float:
    """Seconds until the outbox may send a plant that has just been queued."""
    if verdict.not_before is None:
        return FIRST_PAUSE
    return max(verdict.not_before - (time.time() if now is None else now), 0.0)


def retry_after(value: str | None, now: float) -> float:
    """Seconds to wait from a Retry-After header (seconds or an HTTP date), bounded."""
    if not value:
        return DEFAULT_RETRY_AFTER
    value = value.strip()
    try:
        seconds = (
            float(int(value)) if value.isdigit() else parsedate_to_datetime(value).timestamp() - now
        )
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_RETRY_AFTER
    return min(max(seconds, 0.0), LONGEST_PAUSE)


def summary_of(outcome: Outcome) -> str:
    """One plain line saying what came of a request."""
    match outcome:
        case Created():
            text = translate("Sending", "Created", "what came of a request")
        case Rejected(error=error):
            words = translate("Sending", "Rejected: {message}")
            text = words.format(message=error.message)
        case Failed(kind=FailureKind.CANCELLED, request_sent=True):
            text = translate(
                "Sending", "You stopped waiting after it was sent: it may have reached the server."
            )
        case Failed(kind=FailureKind.CANCELLED):
            text = translate("Sending", "You stopped it before it was sent.")
        case Failed(kind=kind):
            text = _failed_words(kind)
        case Unexpected(response=response) if 400 < response.status < 500:
            if response.reason:
                words = translate("Sending", "Refused: HTTP {status} {reason}")
            else:
                words = translate("Sending", "Refused: HTTP {status}")
            text = words.format(status=response.status, reason=response.reason)
        case Unexpected(response=response, problem=problem):
            if response.reason:
                words = translate("Sending", "Unexpected: HTTP {status} {reason} — {problem}")
            else:
                words = translate("Sending", "Unexpected: HTTP {status} — {problem}")
            text = words.format(status=response.status, reason=response.reason, problem=problem)
    text = " ".join(text.split())  # server text may hold newlines or tabs
    return text if len(text) <= _SUMMARY_MAX else text[: _SUMMARY_MAX - 1] + "…"


def _failed_words(kind: FailureKind, label: str | None = None) -> str:
    words = translate("Sending", "Failed: {kind}", "a request that got no answer, and why")
    return words.format(kind=failure_label(kind) if label is None else label)


def recorded_failure(summary: str) -> FailureKind | None:
    """The kind of failure a journal summary ("Failed: timed out") names, if any.

    A summary is kept in the language it was said in: this knows English and the
    person's language (the kind's value and its label).
    """
    for kind in FailureKind:
        if summary in (_failed_words(kind), _failed_words(kind, kind.value)):
            return kind
        if summary == f"Failed: {kind.value}":
            return kind
    return None


def resend_question(entry: HistoryEntry, honours_key: bool) -> str | None:
    """What to ask before sending an entry again; None when it is safe without asking."""
    if entry.state is EntryState.WAITING:
        return None
    plant = entry.plant_id or translate("Sending", "(no id)", "stands for a plant's missing id")
    if entry.state is EntryState.CHECKING:
        if honours_key:
            words = translate(
                "Sending",
                "Plant {plant} may already have been created: its request left and no complete "
                "answer came back. Sending it again may create it twice. This server honours "
                "the request's Idempotency-Key, so it creates the plant at most once.",
            )
        else:
            words = translate(
                "Sending",
                "Plant {plant} may already have been created: its request left and no complete "
                "answer came back. Sending it again may create it twice. This server is not "
                "known to honour the request's Idempotency-Key.",
            )
        return words.format(plant=plant)
    if entry.outcome == "created":
        words = translate(
            "Sending",
            "Plant {plant} was created by this request already. Sending it again creates "
            "a second request, which may create it twice or be refused as a duplicate.",
        )
        return words.format(plant=plant)
    return None


class Retry(StrEnum):
    """How a batch row is sent again by "Send the rest again"."""

    SAME_ENTRY = "same entry"  # waiting in the outbox: claimed and sent under its own key
    NEW_ENTRY = "new entry"  # never left (cancelled, not sent): sent as a new entry
    ASK = "ask"  # may have reached the server: only after the user's explicit yes
    SKIP = "skip"  # the server answered it: sending again cannot help


def how_to_retry(entry: HistoryEntry | None) -> Retry:
    """The rule for sending a batch row again; None for a row never written down."""
    if entry is None:
        return Retry.NEW_ENTRY
    match entry.state:
        case EntryState.WAITING:
            return Retry.SAME_ENTRY
        case EntryState.CHECKING:
            return Retry.ASK
        case EntryState.NEW | EntryState.SENDING:
            return Retry.SKIP  # on its way now, by someone else
    if entry.outcome in ("cancelled", "not sent", "removed"):
        return Retry.NEW_ENTRY
    return Retry.SKIP


@dataclass(frozen=True)
class Plan:
    """A plant to send now, from the form or the raw editor."""

    target: Target
    server_name: str
    body: bytes
    raw: bool
    plant_id: str
    plant_name: str


@dataclass(frozen=True)
class Delivery:
    """What came of sending one entry.

    Attributes:
        entry_id: its journal entry; None when the journal could not be written.
        journal_problem: why the journal could not be written, in words; else None.
    """

    entry_id: int | None
    base_url: str
    plant_id: str
    raw: bool
    outcome: Outcome
    verdict: Verdict
    journal_problem: str | None = None


@dataclass(frozen=True)
class Refusal:
    """Why an entry was not sent (not found, already taken, no token for its server)."""

    entry_id: int
    reason: str


@dataclass(frozen=True)
class OutboxReport:
    """What one outbox run came to.

    Attributes:
        deliveries: every entry sent in this run.
        left: entries still waiting; -1 when the journal could not be read.
        next_run_in: seconds until the app should try again on its own; None for never.
        problem: the journal could not be read or written, in words.
    """

    deliveries: tuple[Delivery, ...] = ()
    left: int = 0
    next_run_in: float | None = None
    problem: str | None = None

    @property
    def created(self) -> int:
        return sum(isinstance(d.outcome, Created) for d in self.deliveries)


@dataclass(frozen=True)
class Recovery:
    """What the journal held at start: plants to send, plants to check.

    Attributes:
        interrupted: of the waiting, how many the last run left unsent.
        flagged: of the checking, how many were on their way when the last run stopped.
    """

    waiting: int
    checking: int
    interrupted: int
    flagged: int = 0


@dataclass(frozen=True)
class OutboxItem:
    """A plant in the outbox, and why it waits, for the outbox view."""

    entry: HistoryEntry
    why: str
    can_send: bool


ClientFactory = Callable[[Tls], "PlantStoreClient"]


def _default_client(tls: Tls) -> "PlantStoreClient":
    from .client import PlantStoreClient, make_http_client

    return PlantStoreClient(make_http_client(tls))


class Sender:
    """Sends plants and keeps the journal of their journeys. Qt-free, blocking.

    The single-plant calls (submit, resend, send_outbox) run one at a time on the
    caller's worker thread; batches run on their own lanes through `deliver`.
    """

    def __init__(
        self, journal: History | None, client_factory: ClientFactory = _default_client
    ) -> None:
        self.journal = journal
        self._factory = client_factory
        self._clients: dict[Tls, PlantStoreClient] = {}
        self._lock = threading.Lock()
        self._pause = FIRST_PAUSE
        self._cancelled_upto = 0  # single-plant requests up to this number are cancelled
        self._stopping = threading.Event()

    # -- clients -------------------------------------------------------------------------

    def new_client(self, tls: Tls) -> "PlantStoreClient":
        """A client of its own, for a batch lane; the lane closes it."""
        return self._factory(tls)

    def _client(self, tls: Tls) -> "PlantStoreClient":
        with self._lock:
            client = self._clients.get(tls)
        if client is None:
            client = self._factory(tls)
            with self._lock:
                self._clients[tls] = client
        return client

    def warm_up(self) -> None:
        """Build the default client now (loads the HTTP stack), before a plant needs it."""
        self._client(Tls())

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

    def submit(self, plan: Plan, request: int = 0) -> Delivery:
        """Write the plant down (claimed, durable), send it, and record what came of it.

        `request` numbers it for `cancel`.
        """
        entry = NewEntry(
            plan.server_name,
            plan.target.endpoint.base_url,
            plan.plant_id,
            plan.plant_name,
            plan.raw,
            plan.body,
        )
        entry_id: int | None = None
        problem: str | None = None
        if self.journal is not None:
            try:
                entry_id = self.journal.add(entry, claimed=True)
            except HistoryError as exc:
                words = translate(
                    "Sending",
                    "The history could not be written, so this entry is not kept: {reason}",
                )
                problem = words.format(reason=exc)
        return self._send(
            entry_id, plan.target, entry.body, entry.raw, entry.plant_id, entry.idempotency_key,
            self._client(plan.target.tls), problem, request,
        )  # fmt: skip

    def resend(
        self, entry_id: int, targets: Mapping[str, Target], *, confirmed: bool, request: int = 0
    ) -> Delivery | Refusal:
        """Send a recorded entry again, to the server it was for.

        A waiting entry is sent as it is; one that needs checking only when `confirmed`
        (the user answered `resend_question`), under its own key; a finished one becomes
        a new entry with a new key.
        """
        journal = self.journal
        if journal is None:
            return Refusal(
                entry_id,
                translate("Sending", "The history is off, so recorded plants cannot be sent."),
            )
        entry = journal.get(entry_id)
        if entry is None:
            return Refusal(
                entry_id, translate("Sending", "This entry is no longer in the history.")
            )
        target = targets.get(entry.base_url)
        if target is None:
            return Refusal(entry_id, _no_token(entry))
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
        delivery = self.deliver(entry, target, self._client(target.tls), sources, request)
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
        """Claim a recorded entry and send it; None when someone else holds the claim."""
        if self.journal is not None and not self.journal.claim(entry.id, sources):
            return None
        return self._send(
            entry.id, target, entry.body, entry.raw, entry.plant_id, entry.idempotency_key,
            client, None, request,
        )  # fmt: skip

    def send_unjournalled(
        self, target: Target, body: bytes, plant_id: str, client: "PlantStoreClient"
    ) -> Delivery:
        """Send with no journal at all: only for a batch the user chose to run without one."""
        return self._send(None, target, body, False, plant_id, "", client)

    def _send(
        self,
        entry_id: int | None,
        target: Target,
        body: bytes,
        raw: bool,
        plant_id: str,
        key: str,
        client: "PlantStoreClient",
        problem: str | None = None,
        request: int = 0,
    ) -> Delivery:
        def cancelled() -> bool:
            return request != 0 and request <= self._cancelled_upto

        outcome = client.send_body(target, body, raw=raw, idempotency_key=key, cancelled=cancelled)
        verdict = judge(outcome)
        if entry_id is None and verdict.queued:
            # Not written down, so in no outbox: the one who sent it still holds it.
            verdict = Verdict(EntryState.DONE, verdict.outcome, verdict.wait)
        if entry_id is not None and self.journal is not None:
            try:
                self.journal.finish(entry_id, _finish(outcome, verdict))
            except HistoryError as exc:  # the entry stays SENDING: flagged at the next start
                words = translate("Sending", "The history could not be written: {reason}")
                problem = words.format(reason=exc)
        base_url = target.endpoint.base_url
        return Delivery(entry_id, base_url, plant_id, raw, outcome, verdict, problem)

    # -- the outbox ----------------------------------------------------------------------

    def send_outbox(
        self,
        targets: Mapping[str, Target],
        *,
        automatic: bool,
        only: frozenset[int] | None = None,
        token_changed_for: str | None = None,
        on_delivery: Callable[[Delivery], None] = lambda _delivery: None,
    ) -> OutboxReport:
        """Send the waiting plants, oldest first, to the servers whose token is known.

        An automatic run skips plants whose token was refused (unless that server's
        token just changed: `token_changed_for`) and plants the server asked to hold
        back; it stops trying a server that cannot be reached. `only` limits the run
        to those entries (the outbox view's Send now). `on_delivery` hears of each
        plant as it is sent. After `stop()`, the run ends after the plant in flight.
        """
        journal = self.journal
        if journal is None:
            return OutboxReport()
        deliveries: list[Delivery] = []
        unreachable: set[str] = set()
        try:
            for entry in journal.in_states(EntryState.WAITING):
                if self._stopping.is_set():
                    break
                if only is not None and entry.id not in only:
                    continue
                target = targets.get(entry.base_url)
                if target is None or entry.base_url in unreachable:
                    continue
                if automatic and not self._due(entry, token_changed_for):
                    continue
                delivery = self.deliver(entry, target, self._client(target.tls), FROM_OUTBOX)
                if delivery is None:
                    continue
                deliveries.append(delivery)
                on_delivery(delivery)
                if delivery.verdict.wait is WaitReason.UNREACHABLE:
                    unreachable.add(entry.base_url)
            waiting = journal.in_states(EntryState.WAITING)
        except HistoryError as exc:
            words = translate("Sending", "The outbox could not be sent: {reason}")
            return OutboxReport(tuple(deliveries), -1, None, words.format(reason=exc))
        self._pause = min(self._pause * 2, LONGEST_PAUSE) if unreachable else FIRST_PAUSE
        return OutboxReport(tuple(deliveries), len(waiting), self._next_run(waiting, targets))

    def _due(self, entry: HistoryEntry, token_changed_for: str | None) -> bool:
        """May an automatic run send this waiting entry now?"""
        if entry.wait_reason == WaitReason.TOKEN:
            return entry.base_url == token_changed_for
        return entry.not_before is None or entry.not_before <= time.time()

    def _next_run(
        self, waiting: Sequence[HistoryEntry], targets: Mapping[str, Target]
    ) -> float | None:
        """Seconds until an automatic run has something it may send; None for nothing."""
        now = time.time()
        waits = [
            self._pause if e.not_before is None else max(e.not_before - now, 0.0)
            for e in waiting
            if e.wait_reason != WaitReason.TOKEN and e.base_url in targets
        ]
        return min(waits) if waits else None

    def outbox(self, targets: Mapping[str, Target]) -> list[OutboxItem]:
        """The waiting plants and why each waits, oldest first, for the outbox view."""
        if self.journal is None:
            return []
        items = []
        for entry in self.journal.in_states(EntryState.WAITING):
            known = entry.base_url in targets
            items.append(OutboxItem(entry, _why_waiting(entry, known), known))
        return items

    def remove_from_outbox(self, entry_ids: Sequence[int]) -> int:
        """Take plants out of the outbox unsent, at the user's word; how many were."""
        if self.journal is None:
            return 0
        moved = self.journal.move(
            entry_ids,
            EntryState.DONE,
            FROM_OUTBOX,
            outcome="removed",
            summary=translate("Sending", "Removed from the outbox by you; not sent."),
        )
        return len(moved)

    # -- needs checking and recovery -----------------------------------------------------

    def mark_checked(self, entry_id: int) -> bool:
        """The user checked on the server what became of an uncertain plant."""
        if self.journal is None:
            return False
        return bool(
            self.journal.move([entry_id], EntryState.DONE, FROM_CHECKING, outcome="checked")
        )

    def recover(self) -> Recovery:
        """Read the journal at start: flag what may have left, queue what never did.

        Call once, with the data folder's lock held: no other sender is alive, so
        an entry still "sending" may have left, and a "new" one never did.
        """
        if self.journal is None:
            return Recovery(0, 0, 0)
        journal = self.journal
        flagged = [e.id for e in journal.in_states(EntryState.SENDING)]
        journal.move(
            flagged,
            EntryState.CHECKING,
            frozenset({EntryState.SENDING}),
            outcome="failed",
            summary=stopped_while_sending(),
            wait_reason="",  # what an earlier attempt said no longer holds
        )
        orphans = [e.id for e in journal.in_states(EntryState.NEW)]
        journal.move(
            orphans,
            EntryState.WAITING,
            frozenset({EntryState.NEW}),
            wait_reason=WaitReason.INTERRUPTED,
            summary=translate("Sending", "The app closed before sending it."),
        )
        return Recovery(
            journal.count(EntryState.WAITING),
            journal.count(EntryState.CHECKING),
            len(orphans),
            len(flagged),
        )

    # -- batches -------------------------------------------------------------------------

    def write_down(self, entries: Sequence[NewEntry]) -> list[int]:
        """Record some of a batch's new rows before any of them is sent (one durable
        transaction); a batch sends only rows written down."""
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
        wait: WaitReason = WaitReason.INTERRUPTED,
    ) -> None:
        """Rows a batch never claimed: cancelled by the user, or left for the outbox.

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
                summary=translate("Sending", "Not sent: you cancelled the batch."),
            )
        else:
            self.journal.move(
                entry_ids,
                EntryState.WAITING,
                frozenset({EntryState.NEW}),
                wait_reason=wait,
                summary=translate("Sending", "Not sent yet: its batch stopped first."),
            )


def stops_a_batch(delivery: Delivery) -> str | None:
    """Why a batch should send no more rows after this one, in words; None to go on."""
    outcome, verdict = delivery.outcome, delivery.verdict
    if verdict.wait is WaitReason.UNREACHABLE and isinstance(outcome, Failed):
        if outcome.kind is FailureKind.TLS:
            words = translate("Sending", "The connection is not secure: {reason}")
        else:
            words = translate("Sending", "The server cannot be reached: {reason}")
        return words.format(reason=outcome.detail)
    if verdict.wait is WaitReason.TOKEN or (
        isinstance(outcome, Unexpected) and outcome.response.status == 403
    ):
        return translate("Sending", "The server refused the token; check it in Manage servers.")
    if verdict.outcome == "not sent" and isinstance(outcome, Failed):
        return outcome.detail
    return None


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


def _no_token(entry: HistoryEntry) -> str:
    words = translate(
        "Sending",
        "No token is known for {server}: choose that server and type its token, then send again.",
    )
    return words.format(server=entry.server_name or entry.base_url)


def _why_waiting(entry: HistoryEntry, token_known: bool) -> str:
    if not token_known:
        return _no_token(entry)
    match entry.wait_reason:
        case WaitReason.TOKEN:
            return translate(
                "Sending",
                "The server refused the token. Type a new one in Manage servers, then send.",
            )
        case WaitReason.BUSY if entry.not_before is not None:
            when = time.strftime("%H:%M:%S", time.localtime(entry.not_before))
            words = translate("Sending", "The server asked to wait; it is sent again after {time}.")
            return words.format(time=when)
        case WaitReason.INTERRUPTED:
            return translate(
                "Sending",
                "Its batch stopped, or the app closed, before it was sent; it is sent when "
                "the server answers.",
            )
        case _:
            return translate(
                "Sending", "The server could not be reached; it is sent when the server answers."
            )
