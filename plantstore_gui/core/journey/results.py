"""What a journey's steps give back: a plan to send, a delivery, a refusal, an outbox run's
report, what the journal held at start. Frozen values, safe to pass between threads."""

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..endpoint import Target
from ..journal import HistoryEntry
from ..outcome import Created, Failed, FailureKind, Outcome
from ..whole_numbers import id_and_name
from ..words import translate
from .policy import Verdict

NO_NAMES: Mapping[str, str] = MappingProxyType({})  # no server here named by its address


@dataclass(frozen=True)
class Plan:
    """A plant to send now, from the form or the raw editor."""

    target: Target
    server_name: str
    body: bytes
    raw: bool
    plant_id: str
    plant_name: str

    @classmethod
    def of_raw(cls, target: Target, server_name: str, body: bytes) -> "Plan":
        """A body typed by hand, to go as it stands; the history shows the id and name it
        holds, read as the built-in contract reads them (1.0 is the plant 1)."""
        plant_id, plant_name = id_and_name(body)
        return cls(target, server_name, body, True, plant_id, plant_name)


@dataclass(frozen=True)
class Delivery:
    """What came of sending one entry.

    Attributes:
        entry_id: its journal entry; None when there is no journal (the history is off,
            or a batch the user chose to send without it).
        journal_problem: why what came of it could not be recorded, in words; else None.
        profile_id: the stable id of the profile it went with ("" for none).
    """

    entry_id: int | None
    base_url: str
    plant_id: str
    raw: bool
    outcome: Outcome
    verdict: Verdict
    journal_problem: str | None = None
    profile_id: str = ""


@dataclass(frozen=True)
class Refusal:
    """Why a plant was not sent (it could not be written down first, its entry is gone or
    already taken, no token for its server, this copy sends nothing); `entry_id` 0 when
    it has no entry."""

    entry_id: int
    reason: str


@dataclass(frozen=True)
class CreatedBefore(Refusal):
    """A plant from the form not sent because this app created it on this server before,
    at `created_at` (seconds since the epoch): sending it again is the user's to say."""

    plant_id: str
    created_at: float


@dataclass(frozen=True)
class OutboxReport:
    """What one outbox run came to.

    Attributes:
        deliveries: every entry sent in this run.
        left: entries still waiting; -1 when the journal could not be read.
        next_run_in: seconds until the app should try again on its own; None for never.
        problem: the journal could not be read or written, in words.
        gave_way: the run stopped early for a plant the user is waiting for; the rest
            are sent after it.
    """

    deliveries: tuple[Delivery, ...] = ()
    left: int = 0
    next_run_in: float | None = None
    problem: str | None = None
    gave_way: bool = False

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


def stopped_waiting(waited: float) -> Failed:
    """What the window shows at once when the user stops waiting for a plant: it may have
    left. What really became of it is recorded once its request is over."""
    stopped = translate("Submitter", "Stopped waiting at your request.")
    return Failed(FailureKind.CANCELLED, stopped, True, waited)
