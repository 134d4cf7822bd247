"""An entry's states, the legal moves between them, and the values the journal takes and gives.

`NewEntry` is written before a request is sent, `Finish` is what came of it, and
`HistoryEntry` is an entry as recorded; `HistoryFilter` says which entries to list.
"""

import uuid
from dataclasses import dataclass, field
from enum import StrEnum

from ..outcome import Response, SentRequest


class EntryState(StrEnum):
    """Where an entry stands on its journey (the table in the package docstring)."""

    NEW = "new"  # written, not yet claimed by a sender
    SENDING = "sending"  # claimed: its request may be leaving; after a crash, may have left
    WAITING = "waiting"  # never reached the server: in the outbox, sent again by the app
    CHECKING = "checking"  # may have reached the server: sent again only if the user says so
    DONE = "done"  # over: answered, refused, cancelled, removed or checked by the user


TRANSITIONS: dict[EntryState, frozenset[EntryState]] = {
    EntryState.NEW: frozenset({EntryState.SENDING, EntryState.WAITING, EntryState.DONE}),
    EntryState.SENDING: frozenset({EntryState.DONE, EntryState.WAITING, EntryState.CHECKING}),
    EntryState.WAITING: frozenset({EntryState.SENDING, EntryState.DONE}),
    EntryState.CHECKING: frozenset({EntryState.SENDING, EntryState.DONE}),
    EntryState.DONE: frozenset(),
}
"""The legal moves: state -> the states it may move to. Nothing leaves DONE."""


def check_move(sources: frozenset[EntryState], to: EntryState) -> None:
    """Refuse a move the table does not allow: a bug, never a user's mistake."""
    for source in sources:
        if to not in TRANSITIONS[source]:
            raise ValueError(f"an entry cannot move from {source} to {to}")


class Moved(StrEnum):
    """Which move wrote an entry's summary, when the move carries no answer to say again.

    The value is the move's English sentence, so the file reads plainly and is the same
    whatever language the app spoke; the history says it in today's language (core.tell).
    """

    REMOVED = "Removed from the outbox by you; not sent."
    STOPPED_WHILE_SENDING = "The app stopped while sending it: it may have reached the server."
    APP_CLOSED = "The app closed before sending it."
    BATCH_CANCELLED = "Not sent: you cancelled the batch."
    BATCH_CLOSED = "Not sent: you stopped the batch."  # Stop and close, closing its window
    BATCH_STOPPED = "Not sent yet: its batch stopped first."


def new_key() -> str:
    """A fresh Idempotency-Key."""
    return str(uuid.uuid4())


@dataclass(frozen=True)
class NewEntry:
    """A request to write down before it is sent; its key goes out on every send of it."""

    server_name: str
    base_url: str
    plant_id: str
    plant_name: str
    raw: bool
    body: bytes
    idempotency_key: str = field(default_factory=new_key)
    profile_id: str = ""  # the stable id of the profile it is sent from


@dataclass(frozen=True)
class Finish:
    """What the journal records once a claimed entry's request is over.

    Attributes:
        state: DONE, WAITING or CHECKING, as the sending policy decided.
        outcome: one word for filtering ("created", "rejected", "refused", "failed", …).
        wait_reason: why a WAITING entry waits (the sending module's WaitReason).
        not_before: a WAITING entry is not sent on its own before this time.
        failure_kind: why no answer came (a FailureKind value); "" when one came.
    """

    state: EntryState
    outcome: str
    summary: str
    status: int | None
    request: SentRequest | None
    response: Response | None
    failure_detail: str
    request_sent: bool
    wait_reason: str = ""
    not_before: float | None = None
    failure_kind: str = ""


@dataclass(frozen=True)
class HistoryEntry:
    """One request as recorded.

    Attributes:
        plant_id: the id as text ("" when a raw body has none).
        body: the JSON body to send, as written before sending.
        outcome: "" until finished, else a word such as "created" or "rejected".
        status: the HTTP status when an answer came.
        request: as sent, token masked; None until sent.
        response: as received (body capped by the client); None when no answer came.
        request_sent: the request left this machine (True for any answer).
        idempotency_key: sent as Idempotency-Key on every send of this entry.
        failure_kind: why no answer came (a FailureKind value); "" when one came.
        profile_id: the stable id of the profile it was sent from ("" for an entry
            recorded before the journal kept it).
    """

    id: int
    created_at: float
    server_name: str
    base_url: str
    plant_id: str
    plant_name: str
    raw: bool
    body: bytes
    state: EntryState
    outcome: str
    status: int | None
    summary: str
    request: SentRequest | None
    response: Response | None
    failure_detail: str
    request_sent: bool
    finished_at: float | None
    idempotency_key: str = ""
    wait_reason: str = ""
    not_before: float | None = None
    failure_kind: str = ""
    profile_id: str = ""


@dataclass(frozen=True)
class HistoryFilter:
    """Which entries to list; the defaults list the newest 500.

    Attributes:
        text: found case-insensitively in the plant id or name.
        status: an exact HTTP status, or -1 for "no answer".
        outcome: "" for all, else an outcome word.
        base_url: one server's exact base URL, "" for all.
        state: "" for all, else one EntryState value.
    """

    text: str = ""
    status: int | None = None
    outcome: str = ""
    base_url: str = ""
    state: str = ""
    limit: int = 500
