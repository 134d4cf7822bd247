"""A plant's journey, one idea a module.

module      what it holds
─────────── ──────────────────────────────────────────────────────────────────
policy      the rules: what an answer means for the journal, who may claim an
            entry, whether a plant goes back into the form, how a batch row is
            sent again, when the outbox runs, when a batch stops
results     the values the steps give back (Plan, Delivery, Refusal, reports, the
            outcome of a plant the user stopped waiting for)
sender      the one place an entry is claimed, sent and recorded
outbox      the plants that wait: sent again, listed, taken out, recovered
targets     which profile a recorded plant goes with (several may share an address)

Its words (what the journal keeps of what happened, why a plant waits, what to ask
before sending one again) are core.tell's.
"""

from .outbox import Outbox
from .policy import (
    DEFAULT_RETRY_AFTER,
    FIRST_PAUSE,
    FROM_CHECKING,
    FROM_FORM,
    FROM_OUTBOX,
    LONGEST_PAUSE,
    Retry,
    Verdict,
    WaitReason,
    how_to_retry,
    judge,
    retry_after,
    returns_to_form,
    stops_a_batch,
)
from .results import (
    CreatedBefore,
    Delivery,
    OutboxItem,
    OutboxReport,
    Plan,
    Recovery,
    Refusal,
    stopped_waiting,
)
from .sender import Sender
from .targets import Profiled, Targets, targets_of

__all__ = [
    "DEFAULT_RETRY_AFTER",
    "FIRST_PAUSE",
    "FROM_CHECKING",
    "FROM_FORM",
    "FROM_OUTBOX",
    "LONGEST_PAUSE",
    "CreatedBefore",
    "Delivery",
    "Outbox",
    "OutboxItem",
    "OutboxReport",
    "Plan",
    "Profiled",
    "Recovery",
    "Refusal",
    "Retry",
    "Sender",
    "Targets",
    "Verdict",
    "WaitReason",
    "how_to_retry",
    "judge",
    "retry_after",
    "returns_to_form",
    "stopped_waiting",
    "stops_a_batch",
    "targets_of",
]
