"""The history's words: each entry's result, its name cell, why it cannot be deleted,
and the status filter.

    entry                        Result column
    ──────────────────────────── ──────────────────────────────────────────────────
    new                          Waiting to be sent
    waiting                      In the outbox · {summary}
    sending                      Sending…
    needs checking               Needs checking · {summary}
                                 (… · the app stopped while sending, without one)
    checked by the user          Checked by you · {summary}
    over                         {summary}

The summary is said again from the entry's data (its answer, or why none came), or from
the move that wrote it (taken out of the outbox, a batch row cancelled or left by closing
its window, one its batch or the app left unsent, one flagged after a crash), so a row
recorded in German reads in English when the app speaks English (summaries.py). The
words of a server or a person in a cell are isolated from the sentence around them
(core.words.isolated).
"""

from ..journal import EntryState, HistoryEntry
from ..visible import visible
from ..words import isolated, translate
from .summaries import recorded_summary


def result_text(entry: HistoryEntry) -> str:
    """The Result column of a history row, in today's language."""
    match entry.state:
        case EntryState.NEW:
            return translate("HistoryPanel", "Waiting to be sent")
        case EntryState.SENDING:
            return translate("HistoryPanel", "Sending…")
    summary = recorded_summary(entry)
    match entry.state:
        case EntryState.WAITING:
            if summary:
                return translate("HistoryPanel", "In the outbox · {summary}").format(
                    summary=summary
                )
            return translate("HistoryPanel", "In the outbox")
        case EntryState.CHECKING:
            if summary:
                return translate("HistoryPanel", "Needs checking · {summary}").format(
                    summary=summary
                )
            return translate("HistoryPanel", "Needs checking · the app stopped while sending")
    if entry.outcome == "checked":
        if summary:
            return translate("HistoryPanel", "Checked by you · {summary}").format(summary=summary)
        return translate("HistoryPanel", "Checked by you")
    return summary


def name_text(entry: HistoryEntry) -> str:
    """The Name column of a history row: the plant's name, marked when typed by hand."""
    name = isolated(visible(entry.plant_name, lines=False))
    if entry.raw:
        return translate(
            "HistoryPanel", "{name}  [raw]", "a plant's name; its body was typed by hand"
        ).format(name=name)
    return name


def undeletable_text() -> str:
    """Why Delete is off for an entry whose journey is not over."""
    return translate(
        "HistoryPanel", "Only finished entries can be deleted; this plant is still on its way."
    )


def one_row_at_a_time() -> str:
    """Why Re-send, Mark checked and Delete are off while several rows are chosen."""
    return translate(
        "HistoryPanel",
        "Re-send, Mark checked and Delete act on one row at a time: choose just one row.",
    )


def status_choices() -> tuple[tuple[str, int | str | None], ...]:
    """The status filter: what the user picks, in words, and the HTTP code beside where
    there is one; the value is an HTTP status, -1 for no answer, an entry state, or None
    for any."""
    return (
        (translate("HistoryPanel", "Any status"), None),
        (translate("HistoryPanel", "Created (HTTP 200)"), 200),
        (translate("HistoryPanel", "Rejected (HTTP 400)"), 400),
        (translate("HistoryPanel", "Token refused (HTTP 401)"), 401),
        (translate("HistoryPanel", "Not allowed (HTTP 403)"), 403),
        (translate("HistoryPanel", "Wrong address (HTTP 404)"), 404),
        (translate("HistoryPanel", "Conflict (HTTP 409)"), 409),
        (translate("HistoryPanel", "Invalid body (HTTP 422)"), 422),
        (translate("HistoryPanel", "Too many requests (HTTP 429)"), 429),
        (translate("HistoryPanel", "Server error (HTTP 500)"), 500),
        (translate("HistoryPanel", "No answer"), -1),
        (translate("HistoryPanel", "Needs checking"), EntryState.CHECKING.value),
        (translate("HistoryPanel", "In the outbox"), EntryState.WAITING.value),
    )
