"""The front door: the only core object a window holds.

A window asks the desk and shows what it returns; the desk asks the journey's policy
and sender, and the journal. Every method may block on the network or the disk: call
them off the GUI thread (the UI's one bridge, `ui/tasks.py`), except `cancel`, which
only flags and returns at once.

    what the window asks            what the desk does
    ─────────────────────────────── ──────────────────────────────────────────────────
    submit a plant (form, raw)      one plant id on one server is one unfinished entry:
                                    one that waits is sent under its key, one that may
                                    have arrived asks first (a Question), one on its way
                                    is refused; one from the form this app created on
                                    that server before is not sent (CreatedBefore)
                                    unless the user said to; else a new entry is
                                    written and sent
                                    — a plant that cannot be written down (or looked
                                    up) is not sent, from any path: a Refusal says why
    re-send a history entry         the same, from the entry (a finished one is sent as
                                    a new entry, asking first if it was created)
    run, list, empty the outbox     the journey's outbox, on the policy's schedule
    start a batch                   a BatchRunner that keeps the same one-entry rule
    plan a batch's retry            the policy, from the batch's own record of each row
    mark checked, delete, clear     only what the journal allows (never an unfinished
                                    plant)
    read the history                a page of ready-to-show rows, newest first, each
                                    with what may be done with it, and the servers
    was this plant created before   which ids this app created on this server, and when:
                                    same address, a finished entry answered created
                                    (not one that failed, was rejected or is on its
                                    way); asked before a plant or a sheet is sent (a
                                    raw body goes as it stands: testers send one again
                                    on purpose)
    the typing aids' memory         what the history knows of one server
    export exchanges as HAR         the file, the token only when given (core.har_export)

No lock, no sending: a copy of the app that could not lock its data folder is given
`not_sending` (why, in words) and sends nothing, from any path; every plant is refused
with those words, and the journal is not recovered (another copy may be sending).
"""

from collections.abc import Callable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .endpoint import Target, Tls
from .har import HarSource, plain_export_tooltip
from .har_export import BatchSample, HarWhat, HarWritten, batch_sample, export_har, har_tokens
from .history_rows import HistoryRow, history_row
from .journal import EntryState, History, HistoryEntry, HistoryError, HistoryFilter
from .journey import (
    CreatedBefore,
    Delivery,
    Outbox,
    OutboxItem,
    OutboxReport,
    Plan,
    Recovery,
    Refusal,
    Sender,
    Targets,
    targets_of,
)
from .journey.policy import Retry, plan_retry
from .journey.results import NO_NAMES
from .journey.sender import default_client, load_sending
from .tell import created_reason, not_looked_up, resend_question
from .typing_aids import TypingMemory, load_memory
from .words import translate

if TYPE_CHECKING:
    from .batch import BatchRunner, RowSource
    from .client import PlantStoreClient

__all__ = [
    "Answer",
    "BatchSample",
    "Desk",
    "HarSource",
    "HarWhat",
    "HarWritten",
    "HistoryEntry",
    "HistoryFilter",
    "HistoryPage",
    "HistoryRow",
    "Question",
    "har_tokens",
    "plain_export_tooltip",
]


@dataclass(frozen=True)
class Question:
    """The plant may already have reached the server: ask before sending it again.

    Attributes:
        entry_id: the entry that would be sent again, under its own key.
        text: the question, in whole sentences.
    """

    entry_id: int
    text: str


Answer = Delivery | Refusal | Question
"""What comes of asking the desk to send one plant."""


@dataclass(frozen=True)
class OutboxSchedule:
    """How many plants wait, and when the app should send them on its own (None: not
    before something changes, such as a new token)."""

    waiting: int
    next_run_in: float | None


@dataclass(frozen=True)
class HistoryPage:
    """The rows of the entries a filter found, newest first, and every server in the
    history."""

    rows: list[HistoryRow]
    servers: list[str]


class Desk:
    """Sends, re-sends, queues and records plants; reads the history. Qt-free.

    Args:
        journal: the history, or None when it is off (nothing is recorded, so nothing
            can be re-sent or waits in an outbox).
        client_factory: builds a PlantStoreClient for TLS settings (tests pass their own).
        not_sending: why this copy of the app sends nothing (`InstanceLock.refusal`), or
            None when it may send.
    """

    def __init__(
        self,
        journal: History | None,
        client_factory: Callable[[Tls], "PlantStoreClient"] = default_client,
        *,
        not_sending: str | None = None,
    ) -> None:
        self._journal = journal
        self._sender = Sender(journal, client_factory, not_sending)
        self._outbox = Outbox(self._sender)

    @property
    def keeps_history(self) -> bool:
        """Whether plants are written down (the history could be opened)."""
        return self._journal is not None

    @property
    def not_sending(self) -> str | None:
        """Why this copy of the app sends nothing at all, in words; None when it sends."""
        return self._sender.not_sending

    # -- one plant -----------------------------------------------------------------------

    def submit(
        self,
        plan: Plan,
        *,
        confirmed: bool = False,
        created_again: bool = False,
        request: int = 0,
    ) -> Answer:
        """Send one plant from the form or the raw editor.

        A plant id with an unfinished entry on this server is that entry, and one this
        app created there is not sent (see the table above); `confirmed`: the user
        answered its Question; `created_again`: the user was told it was created, and
        sends it all the same. `request` numbers the send for `cancel`.
        """
        if self._journal is not None and plan.plant_id:
            base_url, plant_id = plan.target.endpoint.base_url, plan.plant_id
            try:
                found = self._journal.unfinished(base_url, [plant_id]).get(plant_id)
                asked = found is None and not plan.raw and not created_again
                created = self._journal.created(base_url, [plant_id]) if asked else {}
            except HistoryError as exc:
                return Refusal(0, not_looked_up(str(exc)))
            if found is not None:
                return self._send_entry(found, plan.target, confirmed, request)
            if (when := created.get(plant_id)) is not None:
                return CreatedBefore(0, created_reason(when), plant_id, when)
        return self._sender.submit(plan, request)

    def resend(
        self,
        entry_id: int,
        targets: Targets | Mapping[str, Target],
        *,
        confirmed: bool,
        request: int = 0,
        names: Mapping[str, str] = NO_NAMES,
    ) -> Answer:
        """Send a recorded entry again, to the server it was for, with the profile it goes
        with (`journey.targets`); `names` names the servers here by address."""
        journal = self._journal
        if journal is None:
            words = translate("Sending", "The history is off, so recorded plants cannot be sent.")
            return Refusal(entry_id, words)
        try:
            entry = journal.get(entry_id)
        except HistoryError as exc:
            return Refusal(entry_id, not_looked_up(str(exc)))
        if entry is None:
            return Refusal(
                entry_id, translate("Sending", "This entry is no longer in the history.")
            )
        target = targets_of(targets).for_entry(entry)
        if target is None:
            return self._sender.resend(
                entry_id, targets, confirmed=confirmed, request=request, names=names
            )
        if entry.state is not EntryState.DONE:
            return self._send_entry(entry, target, confirmed, request)
        question = resend_question(entry, target.honours_idempotency)
        if question is not None and not confirmed:
            return Question(entry.id, question)
        plan = Plan(
            target, entry.server_name, entry.body, entry.raw, entry.plant_id, entry.plant_name
        )
        return self.submit(plan, created_again=True, request=request)  # chosen in the history

    def _send_entry(
        self, entry: HistoryEntry, target: Target, confirmed: bool, request: int
    ) -> Answer:
        """An unfinished entry sent under its own key: a waiting one at once, one that
        may have arrived only after the user's yes, one on its way never."""
        question = resend_question(entry, target.honours_idempotency)
        if entry.state is EntryState.CHECKING and question is not None and not confirmed:
            return Question(entry.id, question)
        return self._sender.resend(
            entry.id, {entry.base_url: target}, confirmed=True, request=request
        )

    def cancel(self, request: int) -> None:
        """Stop the single-plant request `request`; quick and safe from any thread."""
        self._sender.cancel(request)

    def mark_checked(self, entry_id: int) -> bool:
        """The user checked on the server what became of an uncertain plant."""
        return self._sender.mark_checked(entry_id)

    # -- the outbox ----------------------------------------------------------------------

    def run_outbox(
        self,
        targets: Targets | Mapping[str, Target],
        *,
        automatic: bool,
        only: frozenset[int] | None = None,
        token_changed_for: str | None = None,
        on_delivery: Callable[[Delivery], None] = lambda _delivery: None,
        give_way: Callable[[], bool] = lambda: False,
    ) -> OutboxReport:
        """Send the waiting plants (see `journey.outbox.Outbox.send`); a plant the user
        is waiting for (`give_way()`) goes first."""
        return self._outbox.send(
            targets,
            automatic=automatic,
            only=only,
            token_changed_for=token_changed_for,
            on_delivery=on_delivery,
            give_way=give_way,
        )

    def outbox_schedule(self, targets: Targets | Mapping[str, Target]) -> OutboxSchedule:
        """How many plants wait, and when the outbox should next run on its own."""
        waiting, next_run_in = self._outbox.schedule(targets)
        return OutboxSchedule(waiting, None if self.not_sending else next_run_in)

    def outbox_items(
        self, targets: Targets | Mapping[str, Target], names: Mapping[str, str] = NO_NAMES
    ) -> list[OutboxItem]:
        """The waiting plants and why each waits; `names`: the servers here by address."""
        return self._outbox.items(targets, names)

    def remove_from_outbox(self, entry_ids: Sequence[int]) -> int:
        """Take plants out of the outbox unsent, at the user's word; how many were."""
        return self._outbox.remove(entry_ids)

    def recover(self) -> Recovery:
        """Read the journal at start (once, with the data folder's lock held). Without
        the lock nothing is recovered: another copy may be sending those plants."""
        if self.not_sending is not None:
            return Recovery(0, 0, 0)
        return self._outbox.recover()

    # -- batches -------------------------------------------------------------------------

    def batch(
        self,
        target: Target,
        source: "RowSource",
        server_name: str,
        *,
        send_created_again: bool = False,
        on_change: Callable[[], None] | None = None,
    ) -> "BatchRunner":
        """A batch of rows for `target`, not started. A row whose plant id waits, is on
        its way or needs checking on that server is that entry; a plant the server
        created already is left out unless `send_created_again` (the user said so).
        `on_change` is called, from the batch's threads, whenever its progress moves."""
        from .batch import BatchRunner

        return BatchRunner(
            target,
            source,
            sender=self._sender,
            server_name=server_name,
            send_created_again=send_created_again,
            on_change=on_change,
        )

    def plan_retry(self, said: Mapping[int, str], entry_ids: Mapping[int, int]) -> dict[int, Retry]:
        """How each row of a batch is sent again, by the batch's own record of it (`said`:
        row index -> its word, "" for never sent) and its entry's state now."""
        known: dict[int, HistoryEntry] = {}
        if self._journal is not None:
            for entry_id in entry_ids.values():
                if (entry := self._journal.get(entry_id)) is not None:
                    known[entry_id] = entry
        journalled = self._journal is not None
        return {
            index: plan_retry(word, known.get(entry_ids.get(index, 0)), journalled=journalled)
            for index, word in said.items()
        }

    # -- the history ---------------------------------------------------------------------

    def history(self, wanted: HistoryFilter) -> HistoryPage:
        """The rows of the entries that match, newest first, worded in today's language,
        and every server in the history."""
        if self._journal is None:
            return HistoryPage([], [])
        rows = [history_row(entry) for entry in self._journal.entries(wanted)]
        return HistoryPage(rows, self._journal.servers())

    def delete(self, entry_id: int) -> bool:
        """Delete a finished entry; a plant still on its journey is kept (False)."""
        return self._journal is not None and self._journal.delete(entry_id)

    def clear(self) -> int:
        """Delete every finished entry; how many unfinished ones were kept."""
        return 0 if self._journal is None else self._journal.clear()

    def created_before(self, base_url: str, plant_ids: Sequence[str]) -> dict[str, float]:
        """Which of these plant ids this app created on the server at `base_url` (the
        table above), each with when it last did; {} without a history."""
        if self._journal is None:
            return {}
        return self._journal.created(base_url, plant_ids)

    def typing_memory(self, base_url: str) -> TypingMemory:
        """What the history knows of `base_url` for the typing aids."""
        return load_memory(self._journal, base_url)

    def har_sample(
        self, entry_runs: Sequence[MutableMapping[int, int]], said: Mapping[int, tuple[str, str]]
    ) -> BatchSample:
        """Which of a batch's exchanges an export as HAR holds: all, or a sample."""
        return batch_sample(entry_runs, said)

    def export_har(
        self, path: Path, what: HarWhat, tokens: Mapping[str, str] | None = None
    ) -> HarWritten:
        """Write exchanges to `path` as HAR; the token only when given, by base URL."""
        return export_har(path, what, tokens, self._journal.get if self._journal else None)

    # -- the app's life ------------------------------------------------------------------

    def prepare(self) -> None:
        """Import what sending needs (httpx, pydantic), on the calling thread: call it
        on the GUI thread before any other thread that may send or read runs, so that no
        two threads ever import them at once (see `journey.sender.load_sending`)."""
        load_sending()

    def warm_up(self) -> None:
        """Build the HTTP client now (it reads the CA bundle), before a plant needs it."""
        self._sender.warm_up()

    def stop(self) -> None:
        """The app is quitting: take no new plant from the outbox."""
        self._sender.stop()

    def close(self) -> None:
        """Close the clients; call once nothing is sending."""
        self._sender.close()
