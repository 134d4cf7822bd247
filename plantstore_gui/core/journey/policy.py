"""The policy of a plant's journey: from what happened to what the journal records, and
who may send an entry again. Pure rules, no I/O; everything that sends asks here.

From what happened to what the journal records (`judge`):

    what happened                                   state     outcome      sent again by the app
    ─────────────────────────────────────────────── ───────── ──────────── ─────────────────────
    200 with a valid Plant                          done      created      never
    400 with a valid Error                          done      rejected     never
    200 or 400 whose body breaks the spec           done      created /    never (shown as
                                                              rejected     unexpected)
    200 with a valid Plant for another plant        checking  unexpected   never: the user decides
      (its id, name or tag is not what was sent)
    401: the token was refused                      waiting   refused      once the token changes,
                                                                           or when the user says
    429: too many requests                          waiting   refused      after Retry-After
    another 2xx, or a 5xx                           checking  unexpected   never: the user decides
    another answer (3xx, 4xx)                       done      refused      never
    no connection made: refused, DNS, connect       waiting   failed       yes, with a growing
      timeout, TLS handshake, a client certificate                         pause (the outbox)
      that cannot be used or is refused, or the
      request did not leave whole
    refused by the app before sending (plain HTTP   done      not sent     never
      without consent, a token that cannot be sent)
    cancelled before the request left               done      cancelled    never
    may have left, no complete answer: timeout      checking  failed       never: the user decides
      after sending, reset, cancelled, broken answer

Who may claim an entry, by why it is sent (`FROM_*`): a plant from the form or a batch
row claims it NEW; the outbox claims it WAITING; a re-send of a plant that may have
arrived claims it CHECKING, only after the user said yes.

A batch row sent again ("Send the rest again", `plan_retry`), by what the batch itself
recorded of it (never by what the journal happens to still hold):

    the batch's record of the row          how it is sent again
    ────────────────────────────────────── ─────────────────────────────────────────
    never sent, cancelled, not sent         a new entry (nothing of it left the machine)
    waiting in the outbox                   its own entry, under its key, if it still waits
    needs checking                          its own entry, only after the user's yes
    created, rejected, refused, answered,   never: the server answered it, or someone
      sent elsewhere, left out                else sent it

The outbox runs on its own (`next_pause`): FIRST_PAUSE after a plant goes in, doubling
while the server cannot be reached, up to LONGEST_PAUSE; a 429 waits its Retry-After;
a refused token waits for a new token.
"""

import time
from collections.abc import Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from enum import StrEnum

from ..journal import EntryState, HistoryEntry
from ..outcome import Created, Failed, FailureKind, Outcome, Rejected, Unexpected
from ..words import translate

FIRST_PAUSE = 5.0  # seconds before the outbox tries an unreachable server again
LONGEST_PAUSE = 300.0  # the pause doubles up to this
DEFAULT_RETRY_AFTER = 30.0  # a 429 without a usable Retry-After

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
        FailureKind.CLIENT_CERTIFICATE,
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
        case Unexpected(other_plant=True):
            return Verdict(EntryState.CHECKING, "unexpected")
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


@dataclass(frozen=True)
class Allowed:
    """What the user may do with a recorded entry now."""

    resend: bool  # not while it is on its way
    delete: bool  # only once its journey is over
    mark_checked: bool  # only while it may have reached the server unseen
    sent: bool  # its request may have left (else it waits, or never went)


def allowed(entry: HistoryEntry) -> Allowed:
    """What may be done with `entry`, by where it stands on its journey."""
    state = entry.state
    return Allowed(
        resend=state is not EntryState.SENDING,
        delete=state is EntryState.DONE,
        mark_checked=state is EntryState.CHECKING,
        sent=state not in (EntryState.NEW, EntryState.WAITING),
    )


NEEDS_CHECKING = EntryState.CHECKING.value
"""The history filter's value for the entries that may have reached the server unseen."""


def next_pause(pause: float, unreachable: bool) -> float:
    """The outbox's pause after a run: doubled while a server cannot be reached."""
    return min(pause * 2, LONGEST_PAUSE) if unreachable else FIRST_PAUSE


def returns_to_form(outcome: Outcome, verdict: Verdict) -> bool:
    """Whether a plant from the form goes back into it: it was not created as the spec
    says and does not wait in the outbox (refused, not sent, stopped, an answer outside
    the spec, or it needs checking — then sending it again from the form asks first and
    reuses its entry)."""
    return not isinstance(outcome, Created) and not verdict.queued


class Retry(StrEnum):
    """How a batch row is sent again by "Send the rest again"."""

    SAME_ENTRY = "same entry"  # waiting in the outbox: claimed and sent under its own key
    NEW_ENTRY = "new entry"  # never left (cancelled, not sent): sent as a new entry
    ASK = "ask"  # may have reached the server: only after the user's explicit yes
    SKIP = "skip"  # the server answered it: sending again cannot help


RETRIED_WORDS = frozenset({"", "cancelled", "not sent", "waiting", "checking"})
"""The batch's words for rows that "Send the rest again" may send ("" for never sent)."""


def plan_retry(said: str, entry: HistoryEntry | None, *, journalled: bool = True) -> Retry:
    """How a batch row is sent again (the table in the module docstring).

    `said` is the batch's own word for the row ("" for never sent); `entry` its journal
    entry now, if it still has one; `journalled`: the batch wrote its rows down.
    """
    if said not in RETRIED_WORDS:
        return Retry.SKIP
    if said in ("", "cancelled", "not sent") or not journalled:
        return Retry.NEW_ENTRY
    if said == "waiting":
        waits = entry is not None and entry.state is EntryState.WAITING
        return Retry.SAME_ENTRY if waits else Retry.SKIP
    checking = entry is not None and entry.state is EntryState.CHECKING
    return Retry.ASK if checking else Retry.SKIP


def retry_offered(counts: Mapping[str, int]) -> bool:
    """Whether "Send the rest again" has anything it may send, by the batch's row words
    and how many rows have each ("" for rows never sent)."""
    return any(count > 0 for word, count in counts.items() if word in RETRIED_WORDS)


def claims_from(retry: Retry) -> frozenset[EntryState]:
    """The states a batch row's own entry may be claimed from when it is sent again."""
    return FROM_CHECKING if retry is Retry.ASK else FROM_OUTBOX


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


def stops_a_batch(outcome: Outcome, verdict: Verdict) -> str | None:
    """Why a batch should send no more rows after this one, in words; None to go on."""
    if verdict.wait is WaitReason.UNREACHABLE and isinstance(outcome, Failed):
        if outcome.kind is FailureKind.CLIENT_CERTIFICATE:
            return outcome.detail  # a sentence, naming the certificate
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
