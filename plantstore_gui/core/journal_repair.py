"""A damaged journal gives back what it can: set aside, never deleted, unfinished plants
carried into a new one, and the user told how many."""

import time
from collections import defaultdict
from pathlib import Path

from .journal import (
    EntryState,
    History,
    HistoryError,
    HistoryReadOnly,
    HistoryTooNew,
    Moved,
    NewEntry,
    new_key,
)
from .journal.btree import Value
from .journal.salvage import Found, read_damaged
from .words import number, translate


def open_journal(path: Path) -> "tuple[History | None, str | None]":
    """The journal at `path`, or why it could not be opened, in words for the user.

    A damaged journal is set aside, never deleted, and a new one is started with every
    plant that could still be read and was not finished: waiting plants keep waiting,
    and plants that may have reached the server keep their flag.
    """
    try:
        return History(path), None
    except (HistoryReadOnly, HistoryTooNew) as exc:
        words = translate(
            "JournalRepair", "{problem} The history is off for this session: nothing is kept."
        )
        return None, words.format(problem=exc)
    except HistoryError as exc:
        damage = str(exc) if str(exc).endswith(".") else f"{exc}."
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.rename(aside)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.rename(aside.with_name(aside.name + suffix))
        journal = History(path)
    except (OSError, HistoryError) as again:
        words = translate(
            "JournalRepair", "{problem} The history is off for this session ({reason})."
        )
        return None, words.format(problem=damage, reason=again)
    found = read_damaged(aside)
    saved = _carry_over(found, journal)
    notice = translate(
        "JournalRepair",
        "{problem} It was set aside as {file}, and a new history was started."
        " Plants carried over: {saved} (waiting or needing a check).",
    ).format(problem=damage, file=aside.name, saved=number(saved))
    return journal, f"{notice} {_lost_words(found)}"


def _lost_words(found: Found) -> str:
    """How many entries were lost, as the damaged file itself counts them."""
    least, most = found.least_lost, found.most_lost
    if most == least:
        words = translate("JournalRepair", "Entries lost: {lost} of {held}.")
        said = words.format(lost=number(least), held=number(least + len(found.entries)))
    elif most is not None:
        words = translate("JournalRepair", "Entries lost: at least {least}, at most {most}.")
        said = words.format(least=number(least), most=number(most))
    elif least:
        words = translate(
            "JournalRepair", "Entries lost: at least {least}; how many more cannot be told."
        )
        said = words.format(least=number(least))
    else:
        said = translate("JournalRepair", "How many entries were lost cannot be told.")
    if most == 0:
        return said
    among = translate(
        "JournalRepair",
        "Plants that were waiting or needed a check may be among the lost entries:"
        " they were not carried over.",
    )
    return f"{said} {among}"


_UNFINISHED = {
    "new": (EntryState.WAITING, "interrupted"),
    "pending": (EntryState.WAITING, "interrupted"),
    "waiting": (EntryState.WAITING, None),
    "sending": (EntryState.CHECKING, None),
    "unknown": (EntryState.CHECKING, None),
    "checking": (EntryState.CHECKING, None),
}


def _carry_over(found: Found, journal: History) -> int:
    """Write the unfinished entries found into `journal`, in their order; how many.

    Each is born the way it would have come to its state (NEW to wait, SENDING to be
    flagged) and moved there with what it said, under its own key.
    """
    unfinished = [entry for entry in found.entries if entry["state"] in _UNFINISHED]
    moves: dict[tuple[EntryState, str, str, str, str], list[int]] = defaultdict(list)
    for born in (EntryState.NEW, EntryState.SENDING):
        kept = [e for e in unfinished if _born(e) is born]
        ids = journal.add_many([_new_entry(e) for e in kept], state=born)
        for entry, new_id in zip(kept, ids, strict=True):
            moves[_move(entry)].append(new_id)
    for (state, outcome, summary, reason, kind), ids in moves.items():
        journal.move(
            ids,
            state,
            frozenset({_born_into(state)}),
            outcome=outcome,
            summary=summary,
            wait_reason=reason,
            failure_kind=kind,
        )
    return len(unfinished)


def _born_into(state: EntryState) -> EntryState:
    return EntryState.NEW if state is EntryState.WAITING else EntryState.SENDING


def _born(entry: dict[str, Value]) -> EntryState:
    return _born_into(_UNFINISHED[str(entry["state"])][0])


def _move(entry: dict[str, Value]) -> tuple[EntryState, str, str, str, str]:
    """Where a carried entry goes: its state, outcome, summary, wait reason, failure kind."""
    state, reason = _UNFINISHED[str(entry["state"])]
    if entry["state"] == "sending":  # left by a crash: it may really have left
        outcome, summary = "failed", str(Moved.STOPPED_WHILE_SENDING)
    else:
        outcome, summary = str(entry["outcome"]), str(entry["summary"])
    waits = state is EntryState.WAITING
    wait_reason = (reason or str(entry["wait_reason"])) if waits else ""
    return state, outcome, summary, wait_reason, str(entry["failure_kind"])


def _new_entry(entry: dict[str, Value]) -> NewEntry:
    body = entry["body"]
    assert isinstance(body, bytes)  # salvage reads only entries with a body
    return NewEntry(
        str(entry["server_name"]),
        str(entry["base_url"]),
        str(entry["plant_id"]),
        str(entry["plant_name"]),
        bool(entry["raw"]),
        body,
        str(entry["idempotency_key"]) or new_key(),  # files before keys had none
        str(entry["profile_id"]),
    )
