"""The history as a window shows it: one ready-to-show row per journal entry.

A row carries its cells already worded in today's language (core.tell), what a person
or a server wrote isolated from the layout's direction, and what may be done with it now
(the journey's policy), so the window only shows it and asks the desk by entry id; it
never reads an entry or decides what is allowed.

    entry is          can_resend  can_delete  can_mark_checked
    ───────────────── ─────────── ─────────── ─────────────────
    waiting to be     yes         no          no
      sent (new)
    on its way        no          no          no
    in the outbox     yes         no          no
    needs checking    yes         no          yes
    over              yes         yes         no
"""

import json
import time
from dataclasses import dataclass

from .journal import HistoryEntry
from .journey.policy import allowed
from .tell import name_text, result_text, undeletable_text
from .visible import visible
from .words import isolated


@dataclass(frozen=True)
class HistoryRow:
    """One history row, ready to show.

    Attributes:
        entry_id: the entry the desk is asked about when the user acts on the row.
        time: when the plant was recorded, as the Time column shows it.
        base_url: the server's address (the window names it by its profile).
        plant_id, name, tag, result, status: the other columns' text ("" for no tag or
            no status).
        why_not_deletable: why Delete is off for this row ("" when it is on).
        record: the journal's entry itself, handed unread to the inspector.
    """

    entry_id: int
    time: str
    base_url: str
    plant_id: str
    name: str
    tag: str
    result: str
    status: str
    can_resend: bool
    can_delete: bool
    can_mark_checked: bool
    why_not_deletable: str
    record: HistoryEntry


def history_row(entry: HistoryEntry) -> HistoryRow:
    """The row of `entry`, worded now (a row recorded in English reads in German)."""
    may = allowed(entry)
    return HistoryRow(
        entry_id=entry.id,
        time=isolated(time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(entry.created_at))),
        base_url=entry.base_url,
        plant_id=isolated(visible(entry.plant_id, lines=False)),
        name=name_text(entry),
        tag=isolated(visible(_tag_of(entry.body), lines=False)),
        result=result_text(entry),
        status="" if entry.status is None else str(entry.status),
        can_resend=may.resend,
        can_delete=may.delete,
        can_mark_checked=may.mark_checked,
        why_not_deletable="" if may.delete else undeletable_text(),
        record=entry,
    )


def _tag_of(body: bytes) -> str:
    """The tag the plant was sent with ("" for none, or a raw body with no text tag)."""
    try:
        sent = json.loads(body)
    except ValueError:
        return ""
    tag = sent.get("tag") if isinstance(sent, dict) else None
    return tag if isinstance(tag, str) else ""
