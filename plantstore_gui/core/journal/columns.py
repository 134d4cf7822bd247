"""An entry's request and answer as SQLite columns and back: JSON metadata beside each body.

No token is ever stored: a request whose Authorization is not masked is refused. The
request's "wire" key (when and how it went, for a HAR) is absent from rows recorded
before the journal kept it: such a row reads with no Wire.
"""

import json
import sqlite3
from typing import Any

from ..outcome import MASKED_TOKEN, Response, SentRequest
from ..wire import Wire
from .entries import EntryState, HistoryEntry


def check_masked(request: SentRequest | None) -> None:
    """A safety net: refuse a request whose token is not masked (never echo the value)."""
    if request is None:
        return
    for name, value in request.headers:
        if name.lower() == "authorization" and value != "Bearer " + MASKED_TOKEN:
            raise ValueError("Refusing to store a request whose Authorization is not masked.")


def request_columns(request: SentRequest | None) -> tuple[str | None, bytes | None]:
    """request_meta and request_body."""
    if request is None:
        return None, None
    meta: dict[str, object] = {"method": request.method, "url": request.url, "raw": request.raw}
    meta["headers"] = request.headers
    if (wire := request.wire) is not None:
        meta["wire"] = {
            "started_at": wire.started_at,
            "http_version": wire.http_version,
            "server_address": wire.server_address,
            "connection": wire.connection,
            "timings": dict(wire.timings),
        }
    return json.dumps(meta), request.body


def response_columns(response: Response | None) -> tuple[str | None, bytes | None]:
    """response_meta and response_body."""
    if response is None:
        return None, None
    meta = {
        "status": response.status,
        "reason": response.reason,
        "headers": response.headers,
        "truncated": response.body_truncated,
        "elapsed": response.elapsed,
        "first_byte": response.first_byte,
    }
    return json.dumps(meta), response.body


def entry_of(row: sqlite3.Row) -> HistoryEntry:
    """The entry a row of the entries table holds."""
    request = response = None
    if row["request_meta"] is not None:
        meta = json.loads(row["request_meta"])
        request = SentRequest(
            meta["method"],
            meta["url"],
            _headers(meta["headers"]),
            row["request_body"],
            meta["raw"],
            _wire(meta.get("wire")),
        )
    if row["response_meta"] is not None:
        meta = json.loads(row["response_meta"])
        response = Response(
            meta["status"],
            meta["reason"],
            _headers(meta["headers"]),
            row["response_body"],
            meta["truncated"],
            meta["elapsed"],
            meta["first_byte"],
        )
    return HistoryEntry(
        id=row["id"],
        created_at=row["created_at"],
        server_name=row["server_name"],
        base_url=row["base_url"],
        plant_id=row["plant_id"],
        plant_name=row["plant_name"],
        raw=bool(row["raw"]),
        body=row["body"],
        state=EntryState(row["state"]),
        outcome=row["outcome"],
        status=row["status"],
        summary=row["summary"],
        request=request,
        response=response,
        failure_detail=row["failure_detail"],
        request_sent=bool(row["request_sent"]),
        finished_at=row["finished_at"],
        idempotency_key=row["idempotency_key"],
        wait_reason=row["wait_reason"],
        not_before=row["not_before"],
        failure_kind=row["failure_kind"],
        profile_id=row["profile_id"],
    )


def _wire(kept: dict[str, Any] | None) -> Wire | None:
    if kept is None:
        return None
    return Wire(
        kept["started_at"],
        kept["http_version"],
        kept["server_address"],
        kept["connection"],
        tuple((phase, float(ms)) for phase, ms in kept["timings"].items()),
    )


def _headers(pairs: list[list[str]]) -> tuple[tuple[str, str], ...]:
    return tuple((name, value) for name, value in pairs)
