"""How one exchange went on the wire: when it started, over which connection, in which
phases. Kept with the request in the journal, so an exchange can be exported as HAR.

The phases are HAR's, in milliseconds, cut from the moments httpcore's trace reports
(`Marks`), each ending where the next begins, so they add up to the whole exchange:

    phase     from                                    to
    ───────── ─────────────────────────────────────── ─────────────────────────────────
    blocked   the send was asked for                  the connection starts (a new one)
                                                      or the request starts (a kept one)
    dns       -1: the name is looked up inside the connect, and not timed apart
    connect   the TCP connect starts                  TLS is done (-1: a kept connection)
    ssl       TLS starts                              TLS is done (-1: none); part of connect
    send      the connection is ready                 the request's body has gone out
    wait      the body has gone out                   the answer's headers have come
    receive   the answer's headers have come          the body is read

A phase the exchange never reached is 0 (send, wait, receive: HAR requires them) or -1.
"""

from collections.abc import Mapping
from dataclasses import dataclass

NOT_APPLICABLE = -1.0

Marks = Mapping[str, float]
"""httpcore trace event ("connection.connect_tcp.started", …) -> time.monotonic() then."""

_CONNECT = "connection.connect_tcp.started"
_CONNECTED = "connection.connect_tcp.complete"
_TLS = "connection.start_tls.started"
_TLS_DONE = "connection.start_tls.complete"
_SENDING = "http11.send_request_headers.started"
_SENT = "http11.send_request_body.complete"
_HEADERS = "http11.receive_response_headers.complete"


@dataclass(frozen=True)
class Wire:
    """What the journal keeps of an exchange beyond its request and answer.

    Attributes:
        started_at: when the send was asked for, in seconds since the epoch.
        http_version: "HTTP/1.1"; "" when no answer came.
        server_address: the IP address of the socket's peer; "" when none was connected.
        connection: the local port of the connection used; "" when none was.
        timings: HAR's phases in milliseconds, in the order of the table above.
    """

    started_at: float
    http_version: str = ""
    server_address: str = ""
    connection: str = ""
    timings: tuple[tuple[str, float], ...] = ()


def phases(marks: Marks, started: float, ended: float) -> tuple[tuple[str, float], ...]:
    """HAR's phases of an exchange from `started` to `ended` (time.monotonic())."""
    connect, connected = marks.get(_CONNECT), marks.get(_TLS_DONE, marks.get(_CONNECTED))
    sending, sent, headers = marks.get(_SENDING), marks.get(_SENT), marks.get(_HEADERS)
    ready = connected if connect is not None else sending
    blocked_until = connect if connect is not None else sending
    if blocked_until is None:
        blocked_until = ended
    connect_ms = NOT_APPLICABLE
    if connect is not None:
        connect_ms = _ms((connected if connected is not None else ended) - connect)
    ssl_ms = NOT_APPLICABLE
    if (tls := marks.get(_TLS)) is not None:
        ssl_ms = _ms(marks.get(_TLS_DONE, ended) - tls)
    send_ms = wait_ms = receive_ms = 0.0
    if ready is not None and sending is not None:
        send_ms = _ms((sent if sent is not None else ended) - ready)
    if sent is not None:
        wait_ms = _ms((headers if headers is not None else ended) - sent)
    if headers is not None:
        receive_ms = _ms(ended - headers)
    return (
        ("blocked", _ms(blocked_until - started)),
        ("dns", NOT_APPLICABLE),
        ("connect", connect_ms),
        ("ssl", ssl_ms),
        ("send", send_ms),
        ("wait", wait_ms),
        ("receive", receive_ms),
    )


def _ms(seconds: float) -> float:
    return round(max(seconds, 0.0) * 1000.0, 3)
