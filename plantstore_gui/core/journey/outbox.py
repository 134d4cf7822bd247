"""The outbox: plants that never reached their server, sent again by the app.

An automatic run skips plants whose token was refused (unless that server's token just
changed) and plants the server asked to hold back; it stops trying a server that
cannot be reached, and pauses longer each time (`policy.next_pause`). At start,
`recover` reads what the last run left: entries still "sending" may have left (flagged
for checking), entries still "new" never did (queued here).
"""

import time
from collections.abc import Callable, Mapping, Sequence

from ..endpoint import Target
from ..journal import EntryState, HistoryEntry, HistoryError, Moved
from ..tell import why_waiting
from ..words import translate
from . import policy
from .policy import FROM_OUTBOX, WaitReason, next_pause
from .results import NO_NAMES, Delivery, OutboxItem, OutboxReport, Recovery
from .sender import Sender
from .targets import Targets, targets_of


class Outbox:
    """Sends the waiting plants, lists them, takes them out; recovers them at start.

    Blocking: call off the GUI thread, one run at a time.
    """

    def __init__(self, sender: Sender) -> None:
        self._sender = sender
        self.journal = sender.journal
        self._pause = policy.FIRST_PAUSE

    def send(
        self,
        given: Targets | Mapping[str, Target],
        *,
        automatic: bool,
        only: frozenset[int] | None = None,
        token_changed_for: str | None = None,
        on_delivery: Callable[[Delivery], None] = lambda _delivery: None,
        give_way: Callable[[], bool] = lambda: False,
    ) -> OutboxReport:
        """Send the waiting plants, oldest first, each with the profile it goes with
        (`targets.Targets`), when that profile's token is known.

        An automatic run skips plants whose token was refused (unless the token of the
        profile they go with just changed: `token_changed_for`, its id) and plants the
        server asked to hold back; it stops trying a server that cannot be reached.
        `only` limits the run to those entries (the outbox view's Send now).
        `on_delivery` hears of each plant as it is sent. After `stop()`, the run ends
        after the plant in flight.

        A plant the user is waiting for goes first: while `give_way()` says one is, the
        run stops before its next plant and says so (`gave_way`), to go on after it.
        """
        journal, targets = self.journal, targets_of(given)
        if journal is None:
            return OutboxReport()
        deliveries: list[Delivery] = []
        unreachable: set[str] = set()
        gave_way = False
        try:
            for entry in journal.in_states(EntryState.WAITING):
                if self._sender.stopping:
                    break
                if give_way():
                    gave_way = True
                    break
                if only is not None and entry.id not in only:
                    continue
                target = targets.for_entry(entry)
                if target is None or entry.base_url in unreachable:
                    continue
                if automatic and not self._due(entry, targets, token_changed_for):
                    continue
                delivery = self._sender.deliver(
                    entry, target, self._sender.client(target.tls), FROM_OUTBOX
                )
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
        if gave_way:
            return OutboxReport(tuple(deliveries), len(waiting), 0.0, gave_way=True)
        self._pause = next_pause(self._pause, bool(unreachable))
        return OutboxReport(tuple(deliveries), len(waiting), self._next_run(waiting, targets))

    def schedule(self, given: Targets | Mapping[str, Target]) -> tuple[int, float | None]:
        """How many plants wait, and the seconds until an automatic run has one it may
        send (None: none until something changes, such as a new token)."""
        if self.journal is None:
            return 0, None
        waiting = self.journal.in_states(EntryState.WAITING)
        return len(waiting), self._next_run(waiting, targets_of(given))

    def _due(self, entry: HistoryEntry, targets: Targets, token_changed_for: str | None) -> bool:
        """May an automatic run send this waiting entry now?"""
        if entry.wait_reason == WaitReason.TOKEN:
            changed = targets.profile_for(entry.profile_id, entry.base_url)
            return changed is not None and changed == token_changed_for
        return entry.not_before is None or entry.not_before <= time.time()

    def _next_run(self, waiting: Sequence[HistoryEntry], targets: Targets) -> float | None:
        """Seconds until an automatic run has something it may send; None for nothing."""
        now = time.time()
        waits = [
            self._pause if e.not_before is None else max(e.not_before - now, 0.0)
            for e in waiting
            if e.wait_reason != WaitReason.TOKEN and targets.for_entry(e) is not None
        ]
        return min(waits) if waits else None

    def items(
        self, given: Targets | Mapping[str, Target], names: Mapping[str, str] = NO_NAMES
    ) -> list[OutboxItem]:
        """The waiting plants and why each waits, oldest first, for the outbox view;
        `names` names the servers here by address (whose token is missing)."""
        if self.journal is None:
            return []
        items, targets = [], targets_of(given)
        for entry in self.journal.in_states(EntryState.WAITING):
            if targets.for_entry(entry) is None:
                items.append(OutboxItem(entry, targets.why_not_sent(entry, names), False))
            else:
                items.append(OutboxItem(entry, why_waiting(entry, True, names), True))
        return items

    def remove(self, entry_ids: Sequence[int]) -> int:
        """Take plants out of the outbox unsent, at the user's word; how many were."""
        if self.journal is None:
            return 0
        moved = self.journal.move(
            entry_ids,
            EntryState.DONE,
            FROM_OUTBOX,
            outcome="removed",
            summary=Moved.REMOVED,
        )
        return len(moved)

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
            summary=Moved.STOPPED_WHILE_SENDING,
            wait_reason="",  # what an earlier attempt said no longer holds
            failure_kind="",
        )
        orphans = [e.id for e in journal.in_states(EntryState.NEW)]
        journal.move(
            orphans,
            EntryState.WAITING,
            frozenset({EntryState.NEW}),
            wait_reason=WaitReason.INTERRUPTED,
            summary=Moved.APP_CLOSED,
        )
        return Recovery(
            journal.count(EntryState.WAITING),
            journal.count(EntryState.CHECKING),
            len(orphans),
            len(flagged),
        )
