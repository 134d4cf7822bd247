"""Exchanges as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): pure functions
from what the journal keeps to the dicts a HAR file holds, for browsers' developer tools
and other HTTP tools.

    HAR field          from
    ────────────────── ─────────────────────────────────────────────────────────────────
    startedDateTime    the wire's start (an older row: when it was written down), with
                       the local offset
    time, timings      the wire's phases (core.wire), time their sum; an older row:
                       wait and receive from the answer's first byte and its end, the
                       rest unknown (-1)
    serverIPAddress,   the socket's peer and the local port, when known
    connection
    request            as sent; the token is TOKEN_PLACEHOLDER unless it is given, and
                       then it is in the Authorization header only
    response           as received; a body that is not UTF-8 in base64; no answer:
                       status 0 and a comment saying why, as Chrome writes a request
                       that failed
"""

import base64
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from .. import APP_NAME, __version__
from .curl import TOKEN_VARIABLE
from .journal import HistoryEntry
from .outcome import Response, SentRequest
from .tell import har as words
from .wire import NOT_APPLICABLE

TOKEN_PLACEHOLDER = f"${TOKEN_VARIABLE}"  # "$PLANTSTORE_TOKEN", as Copy as curl writes it
UNKNOWN_TYPE = "x-unknown"  # what Chrome writes for a body with no Content-Type

Json = dict[str, Any]


@dataclass(frozen=True)
class HarSource:
    """One exchange to export: the request as sent, and what came of it.

    Attributes:
        failure: why no answer came ("" when one did).
        recorded_at: when it was written down (seconds since the epoch), for an exchange
            whose request does not say when it started.
        base_url: the server's base URL as its profile has it: the token is found by it
            and `profile_id`, as sending finds a plant's (the request's URL is as httpx
            wrote it).
        profile_id: the stable id of the profile it was sent from ("" when not known).
    """

    request: SentRequest
    response: Response | None
    failure: str = ""
    recorded_at: float | None = None
    base_url: str = ""
    profile_id: str = ""

    @property
    def token_key(self) -> str:
        """Where the tokens of an export hold this exchange's (see har_export.har_tokens)."""
        return token_key(self.base_url, self.profile_id)

    @property
    def started_at(self) -> float:
        """When the request started (seconds since the epoch), as well as it is known."""
        wire = self.request.wire
        return wire.started_at if wire is not None else self.recorded_at or 0.0


def token_key(base_url: str, profile_id: str) -> str:
    """An exchange's place in the tokens of an export: its base URL, and the profile it was
    sent from when that is known (a base URL holds no space)."""
    return f"{base_url} {profile_id}" if profile_id else base_url


def source_of(entry: HistoryEntry) -> HarSource | None:
    """A history entry's exchange; None when its request was never sent (or not kept)."""
    if entry.request is None:
        return None
    return HarSource(
        entry.request,
        entry.response,
        entry.failure_detail,
        entry.created_at,
        entry.base_url,
        entry.profile_id,
    )


def plain_export_tooltip() -> str:
    """What File ▸ Export as HAR… writes in place of the token."""
    return words.har_plain_tooltip(TOKEN_PLACEHOLDER)


def creator() -> Json:
    return {"name": APP_NAME, "version": __version__}


def har_entry(source: HarSource, token: str | None = None) -> Json:
    """One exchange as a HAR entry; `token` goes in its Authorization header if given."""
    request, response, wire = source.request, source.response, source.request.wire
    timings = dict(wire.timings) if wire is not None and wire.timings else _old_timings(response)
    entry: Json = {
        "startedDateTime": datetime.fromtimestamp(source.started_at)
        .astimezone()
        .isoformat(timespec="milliseconds"),
        "time": round(sum(ms for phase, ms in timings.items() if phase != "ssl" and ms > 0), 3),
        "request": _request(request, token),
        "response": _response(response, source.failure, wire.http_version if wire else ""),
        "cache": {},
        "timings": timings,
    }
    if wire is not None and wire.server_address:
        entry["serverIPAddress"] = wire.server_address
    if wire is not None and wire.connection:
        entry["connection"] = wire.connection
    if wire is None:
        entry["comment"] = words.recorded_before()
    return entry


def _old_timings(response: Response | None) -> dict[str, float]:
    wait = receive = 0.0
    if response is not None:
        wait = round(response.first_byte * 1000.0, 3)
        receive = round(max(response.elapsed - response.first_byte, 0.0) * 1000.0, 3)
    unknown = NOT_APPLICABLE
    return {
        "blocked": unknown,
        "dns": unknown,
        "connect": unknown,
        "ssl": unknown,
        "send": 0.0,
        "wait": wait,
        "receive": receive,
    }


def _request(request: SentRequest, token: str | None) -> Json:
    headers = [
        {"name": name, "value": _authorization(token) if _is_auth(name) else value}
        for name, value in request.headers
    ]
    version = request.wire.http_version if request.wire else ""
    url = urlsplit(request.url)
    known = token is not None or not any(_is_auth(name) for name, _ in request.headers)
    har: Json = {
        "method": request.method,
        "url": request.url,
        "httpVersion": version,
        "cookies": [],
        "headers": headers,
        "queryString": [
            {"name": name, "value": value}
            for name, value in parse_qsl(url.query, keep_blank_values=True)
        ],
        # The size on the wire is known only with the token's own length.
        "headersSize": _head_size(
            f"{request.method} {url.path or '/'}{'?' + url.query if url.query else ''} "
            f"{version or 'HTTP/1.1'}",
            [(h["name"], h["value"]) for h in headers],
        )
        if known and version
        else -1,
        "bodySize": len(request.body),
    }
    if request.body:
        text, encoded = _text(request.body)
        post: Json = {"mimeType": _header(request.headers, "content-type") or UNKNOWN_TYPE}
        post["text"] = text
        if encoded:
            post["_encoding"] = "base64"  # HAR 1.2 has no encoding for a posted body
        har["postData"] = post
    if token is None and any(_is_auth(name) for name, _ in request.headers):
        har["comment"] = words.token_left_out(f"Bearer {TOKEN_PLACEHOLDER}")
    return har


def _response(response: Response | None, failure: str, version: str) -> Json:
    if response is None:
        return {
            "status": 0,
            "statusText": "",
            "httpVersion": "",
            "cookies": [],
            "headers": [],
            "content": {"size": 0, "mimeType": UNKNOWN_TYPE},
            "redirectURL": "",
            "headersSize": -1,
            "bodySize": -1,
            "comment": words.no_answer(failure),
            "_error": failure,  # as Chrome writes (and reads) a request that failed
        }
    content: Json = {
        "size": len(response.body),
        "mimeType": response.header("content-type") or UNKNOWN_TYPE,
    }
    text, encoded = _text(response.body)
    content["text"] = text
    if encoded:
        content["encoding"] = "base64"
    har: Json = {
        "status": response.status,
        "statusText": response.reason,
        "httpVersion": version,
        "cookies": [_cookie(value) for name, value in response.headers if _is("set-cookie", name)],
        "headers": [{"name": name, "value": value} for name, value in response.headers],
        "content": content,
        "redirectURL": response.header("location") or "",
        "headersSize": _head_size(
            f"{version} {response.status} {response.reason}", response.headers
        )
        if version
        else -1,
        "bodySize": _body_size(response),
    }
    if response.body_truncated:
        har["comment"] = words.body_cut(len(response.body))
    return har


def _body_size(response: Response) -> int:
    """The body's bytes on the wire: its length, unless it came compressed or was cut."""
    if response.body_truncated or response.header("content-encoding"):
        length = response.header("content-length") or ""
        return int(length) if length.isdigit() else -1
    return len(response.body)


def _head_size(first_line: str, headers: Iterable[tuple[str, str]]) -> int:
    """The bytes from the start of the message to the blank line after its headers."""
    lines = [first_line, *(f"{name}: {value}" for name, value in headers)]
    return len(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1", errors="replace"))


def _text(body: bytes) -> tuple[str, bool]:
    """The body as text, or in base64 (True) when it is not UTF-8."""
    try:
        return body.decode("utf-8"), False
    except UnicodeDecodeError:
        return base64.b64encode(body).decode("ascii"), True


def _cookie(set_cookie: str) -> Json:
    name, _, value = set_cookie.partition(";")[0].partition("=")
    return {"name": name.strip(), "value": value.strip()}


def _authorization(token: str | None) -> str:
    return f"Bearer {token if token is not None else TOKEN_PLACEHOLDER}"


def _header(headers: tuple[tuple[str, str], ...], name: str) -> str | None:
    return next((value for key, value in headers if key.lower() == name), None)


def _is_auth(name: str) -> bool:
    return _is("authorization", name)


def _is(wanted: str, name: str) -> bool:
    return name.lower() == wanted
