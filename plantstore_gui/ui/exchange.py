"""One request and what came of it, as the inspector shows it, live or from the history."""

import json
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ..core.desk import HistoryEntry
from ..core.journey.policy import allowed
from ..core.outcome import Response, SentRequest
from ..core.tell import Report, entry_report, entry_time
from ..core.visible import visible


@dataclass(frozen=True)
class Exchange:
    """What the inspector shows: one request and what came of it.

    Attributes:
        failure: why no answer came ("" when one did).
        unrecorded: what the Request tab says when no request was recorded.
        entry_id: its journal entry, when known.
        report: what the Result tab shows of a recorded entry (None for the live one).
        when: the time of a recorded entry, as the clock showed it ("17:46:44").
        base_url: the server's, as its profile has it ("" when not known).
        recorded_at: when a recorded entry was written down (seconds since the epoch).
        profile_id: the stable id of the profile it was sent from ("" when not known):
            the server's token and contract document are that profile's.
    """

    request: SentRequest | None
    response: Response | None
    failure: str = ""
    unrecorded: str = field(
        default_factory=lambda: QCoreApplication.translate("Inspector", "Nothing was sent.")
    )
    entry_id: int | None = None
    report: Report | None = None
    when: str = ""
    base_url: str = ""
    recorded_at: float | None = None
    profile_id: str = ""


def recorded_exchange(entry: HistoryEntry) -> Exchange:
    """A history entry as all four tabs show it, saying why no request was recorded."""
    translate = QCoreApplication.translate
    body = pretty_body(entry.body)
    may = allowed(entry)
    if may.mark_checked:
        note = translate(
            "Inspector",
            "The app stopped while sending this plant to {address}, before it "
            "could record the request: it may have reached the server. The body:\n\n{body}",
        ).format(address=f"{entry.base_url}/plants", body=body)
    elif not may.sent:
        note = translate(
            "Inspector", "Not sent yet: the plant waits in the outbox. The body:\n\n{body}"
        ).format(body=body)
    else:
        note = translate("Inspector", "Nothing was sent. The body:\n\n{body}").format(body=body)
    return Exchange(
        entry.request,
        entry.response,
        entry.failure_detail,
        note,
        entry.id,
        entry_report(entry),
        entry_time(entry),
        entry.base_url,
        entry.created_at,
        entry.profile_id,
    )


def pretty_body(body: bytes) -> str:
    """JSON pretty-printed; anything else as text, undecodable bytes replaced.

    Control characters and bidi overrides are shown escaped, not applied.
    """
    text = body.decode("utf-8", errors="replace")
    try:
        text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except (ValueError, RecursionError):
        pass
    return visible(text)
