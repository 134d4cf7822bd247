"""What one request came to. Every request ends in exactly one Outcome.

Outcome
 ├── Created     200 with a valid Plant
 ├── Rejected    400 with a valid Error
 ├── Unexpected  any other answer, a 200/400 whose body breaks the spec, or a 200
 │              whose Plant is another plant than the one sent
 └── Failed      no answer: refused before sending, transport fault, timeout, cancelled
"""

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .wire import Wire
from .words import translate

if TYPE_CHECKING:  # pydantic loads after the first paint; these are only annotations
    from .models import ApiError, Plant


# What stands for the token wherever a request is shown, stored or copied.
MASKED_TOKEN = "••••••••"


@dataclass(frozen=True)
class SentRequest:
    """A request as it went on the wire, with the token masked: safe to show and store.

    Attributes:
        headers: as sent, except Authorization, which reads "Bearer " + MASKED_TOKEN.
        raw: the body was typed by hand in raw mode rather than built by the form.
        wire: when and how it went (None: recorded before the journal kept it).
    """

    method: str
    url: str
    headers: tuple[tuple[str, str], ...]
    body: bytes
    raw: bool = False
    wire: Wire | None = None


@dataclass(frozen=True)
class Response:
    """An HTTP answer as received; the body is cut at the client's size cap.

    Attributes:
        elapsed: seconds from sending the request to the end of the body.
        first_byte: seconds from sending the request to the response headers.
    """

    status: int
    reason: str
    headers: tuple[tuple[str, str], ...]
    body: bytes
    body_truncated: bool
    elapsed: float
    first_byte: float

    def header(self, name: str) -> str | None:
        """The first value of a header, by case-insensitive name."""
        name = name.lower()
        return next((value for key, value in self.headers if key.lower() == name), None)


@dataclass(frozen=True)
class Created:
    plant: "Plant"
    response: Response
    request: SentRequest | None = None


@dataclass(frozen=True)
class Rejected:
    error: "ApiError"
    response: Response
    request: SentRequest | None = None


@dataclass(frozen=True)
class Unexpected:
    """An answer the spec does not describe; `problem` says how it breaks the spec.

    Attributes:
        other_plant: a 200 with a valid Plant, but not the plant that was sent.
    """

    response: Response
    problem: str
    request: SentRequest | None = None
    other_plant: bool = False


class FailureKind(StrEnum):
    """Why no answer came, most specific first."""

    NOT_ALLOWED = "not allowed"  # refused by us before anything was sent
    INVALID_REQUEST = "invalid request"  # could not be put on the wire
    REFUSED = "connection refused"
    HOST_NOT_FOUND = "host not found"
    TLS = "TLS"
    CLIENT_CERTIFICATE = "client certificate"  # unusable here, refused, or none and asked
    CONNECT_TIMEOUT = "connect timeout"
    TIMED_OUT = "timed out"
    CONNECTION_LOST = "connection lost"
    CANCELLED = "cancelled"

    @property
    def label(self) -> str:
        """The kind in words for a person, in their language; the value stays the key."""
        return failure_label(self)


def failure_label(kind: FailureKind) -> str:
    """A failure kind as a person reads it ("timed out"), in their language."""
    match kind:
        case FailureKind.NOT_ALLOWED:
            return translate("Outcome", "not allowed", "why no answer came")
        case FailureKind.INVALID_REQUEST:
            return translate("Outcome", "invalid request", "why no answer came")
        case FailureKind.REFUSED:
            return translate("Outcome", "connection refused", "why no answer came")
        case FailureKind.HOST_NOT_FOUND:
            return translate("Outcome", "host not found", "why no answer came")
        case FailureKind.TLS:
            return translate("Outcome", "TLS", "why no answer came: the secure connection failed")
        case FailureKind.CLIENT_CERTIFICATE:
            return translate("Outcome", "client certificate", "why no answer came")
        case FailureKind.CONNECT_TIMEOUT:
            return translate("Outcome", "connect timeout", "why no answer came")
        case FailureKind.TIMED_OUT:
            return translate("Outcome", "timed out", "why no answer came")
        case FailureKind.CONNECTION_LOST:
            return translate("Outcome", "connection lost", "why no answer came")
        case FailureKind.CANCELLED:
            return translate("Outcome", "cancelled", "why no answer came")


@dataclass(frozen=True)
class Failed:
    """No usable answer.

    Attributes:
        detail: the technical reason, for the detail view.
        request_sent: the whole request left this machine, so the server may have
            acted on it: the outcome is unknown and it must not be re-sent blindly.
    """

    kind: FailureKind
    detail: str
    request_sent: bool
    elapsed: float
    request: SentRequest | None = None


Outcome = Created | Rejected | Unexpected | Failed
