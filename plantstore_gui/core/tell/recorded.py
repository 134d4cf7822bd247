"""A history entry told, from what the journal recorded of it (never from its sentence).

    what the journal holds                   told as
    ──────────────────────────────────────── ─────────────────────────────────────────
    an answer                                the answer, as when it came
    why no answer came (its failure kind)    that failure; the detail line names the
                                             kind (how long it took was not recorded)
    the user stopped it (kind: cancelled)    where it stands, as below: the moment it
                                             was stopped is over
    neither: on its way                      Plant {id} is being sent
    neither: waiting in the outbox           Plant {id} is waiting in the outbox
    neither: needs checking                  Plant {id} needs checking
    neither: over (removed, cancelled, …)    Plant {id} was not sent

An entry with neither says what the move that wrote it was (the journal keeps which
move, summaries.py), in today's language; one the user stopped says why.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ..journal import EntryState
from ..outcome import Failed, FailureKind, Outcome
from ..words import translate
from .detail import raw_marked
from .panel import Report, report, waiting_title, with_detail
from .subject import Subject
from .summaries import recorded_failure, recorded_summary

if TYPE_CHECKING:
    from ..journal import HistoryEntry


def entry_report(entry: HistoryEntry) -> Report:
    """What the results panel shows for a history entry, from what the journal recorded."""
    queued = entry.state is EntryState.WAITING
    if entry.response is not None:
        from ..answer import classify  # httpx and pydantic load after the first paint

        outcome: Outcome = classify(entry.response, sent=entry.body)
        return report(outcome, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
    kind = recorded_failure(entry)
    if kind is not None and kind is not FailureKind.CANCELLED:
        failed = Failed(kind, entry.failure_detail, entry.request_sent, 0.0)
        told = report(failed, entry.plant_id, entry.base_url, queued=queued, raw_body=entry.raw)
        said = kind.label  # how long it took was not recorded
        return with_detail(told, raw_marked(said) if entry.raw else said)
    return _unanswered(entry)


def entry_time(entry: HistoryEntry) -> str:
    """When the entry was written down, as the clock showed it ("17:46:44")."""
    return time.strftime("%H:%M:%S", time.localtime(entry.created_at))


def _unanswered(entry: HistoryEntry) -> Report:
    """An entry with no recorded answer or failure (or one the user stopped): on its way,
    waiting, needing a check, or never sent."""
    plant = Subject(entry.plant_id)
    summary = recorded_summary(entry)
    match entry.state:
        case EntryState.NEW | EntryState.SENDING:
            icon = "waiting"
            title = plant.say(
                translate("Wording", "Plant {id} is being sent"),
                translate("Wording", "The plant is being sent"),
            )
            advice = translate("Wording", "It is on its way to {url}.")
            advice = advice.format(url=entry.base_url)
        case EntryState.WAITING:
            icon, title = "waiting", waiting_title(plant)
            advice = translate(
                "Wording", "{summary} It will be sent when the server answers; nothing is lost."
            ).format(summary=summary)
        case EntryState.CHECKING:  # the summary says why it may have reached the server
            icon = "unexpected"
            title = plant.say(
                translate("Wording", "Plant {id} needs checking"),
                translate("Wording", "The plant needs checking"),
            )
            advice = translate(
                "Wording",
                "{summary} Check it on the server before sending it again; it is never sent "
                "again on its own.",
            ).format(summary=summary)
        case _:
            icon = "failed"
            title = plant.say(
                translate("Wording", "Plant {id} was not sent"),
                translate("Wording", "The plant was not sent"),
            )
            advice = translate("Wording", "{summary} Nothing was created.")
            advice = advice.format(summary=summary)
    detail = translate("Wording", "RAW body, typed by hand") if entry.raw else ""
    return Report(icon, title, (), advice.strip(), detail, "")
