"""One request in flight: the sockets it uses, the deadline that stops it, and what its
failure means.

All mapping from httpx exceptions to a Failed outcome happens here, once. The
deadline is ours: httpx times out per read, so a server that drips a byte a second
would never time out. Stopping a request shuts its sockets, which wakes a blocked read.
"""

import socket
import ssl
import threading
import time
import weakref
from collections.abc import Iterator
from typing import Any

import httpx

from .endpoint import ClientCert
from .loopback import non_loopback_peer
from .outcome import Failed, FailureKind
from .words import translate


class Watchdog:
    """One thread per client that stops the request in flight at its deadline.

    Cheaper than a threading.Timer per request, which starts a thread every time. The
    thread is woken only when a deadline comes sooner than the one it sleeps to: a
    request armed and disarmed, one after another with the same time limit, never wakes
    it, so a busy lane does not pay two thread switches a request.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._due: tuple[float, Attempt] | None = None
        self._thread: threading.Thread | None = None
        self._closed = False
        self._wakes_at: float | None = None  # None: the thread waits for an arm

    def arm(self, seconds: float, attempt: "Attempt") -> None:
        with self._cond:
            deadline = time.monotonic() + seconds
            self._due = (deadline, attempt)
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(
                    target=self._watch, name="plantstore-deadline", daemon=True
                )
                self._thread.start()
            if self._wakes_at is None or deadline < self._wakes_at:
                self._cond.notify()

    def disarm(self) -> None:
        with self._cond:
            self._due = None  # the thread finds nothing due when it next wakes

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _watch(self) -> None:
        while True:
            with self._cond:
                while self._due is None and not self._closed:
                    self._wakes_at = None
                    self._cond.wait()
                if self._closed:
                    return
                assert self._due is not None
                deadline, attempt = self._due
                left = deadline - time.monotonic()
                if left > 0:
                    self._wakes_at = deadline
                    self._cond.wait(left)
                    continue
                self._due = None
            attempt.stop(FailureKind.TIMED_OUT)


class Attempt:
    """One request in flight: which sockets it may use, and whether it has been sent."""

    def __init__(
        self, sockets: "weakref.WeakSet[socket.socket]", *, loopback_only: bool = False
    ) -> None:
        self._loopback_only = loopback_only
        self.peer_elsewhere = ""  # a non-loopback address connected to when that is refused
        self._sockets = sockets
        self._lock = threading.Lock()
        self._finished = False
        self.request_sent = False
        self.stop_reason: FailureKind | None = None
        self.marks: dict[str, float] = {}  # trace event -> time.monotonic(), for a HAR
        self.peer: tuple[str, str] | None = None  # (server address, local port) connected
        self.http_version = ""

    @property
    def stopped(self) -> bool:
        return self.stop_reason is not None

    def trace(self, event: str, info: dict[str, Any]) -> None:
        """httpcore's trace hook: note new sockets, when the body has gone out, and
        when each event came (core.wire cuts the exchange's phases from them)."""
        self.marks[event] = time.monotonic()
        if event in ("connection.connect_tcp.complete", "connection.start_tls.complete"):
            sock = info["return_value"].get_extra_info("socket")
            if sock is not None:
                self._sockets.add(sock)
                self.peer = _addresses(sock)
                if self._loopback_only and (peer := non_loopback_peer(sock)):
                    self.peer_elsewhere = peer  # nothing is written to it: shut at once
                    _shut(sock)
            if self.stopped:
                _shut(sock)
        elif event == "http11.send_request_body.complete":
            self.request_sent = True

    def stop(self, reason: FailureKind) -> None:
        """Shut the sockets under the request, unless it has already finished.

        The sockets are shared with the requests that come after this one, so a late
        watchdog must not touch them.
        """
        with self._lock:
            if self._finished:
                return
            if self.stop_reason is None:
                self.stop_reason = reason
            for sock in list(self._sockets):
                _shut(sock)

    def finish(self) -> None:
        with self._lock:
            self._finished = True

    def failure(
        self,
        exc: httpx.HTTPError | httpx.InvalidURL,
        elapsed: float,
        timeout: float,
        client_cert: ClientCert | None = None,
    ) -> Failed:
        if self.stop_reason is None and (refused := _certificate_refusal(exc, client_cert)):
            # An alert in the handshake: the server read no request, even one TLS 1.3 let
            # the client write before the server's answer to its certificate came.
            return Failed(FailureKind.CLIENT_CERTIFICATE, refused, False, elapsed)
        kind = self.stop_reason or _failure_kind(exc, self.request_sent)
        if kind is FailureKind.TIMED_OUT and isinstance(exc, httpx.ConnectTimeout):
            # The deadline and the connect timeout ran out together: no connection was
            # ever made, so say so (the plant can safely wait in the outbox).
            kind = FailureKind.CONNECT_TIMEOUT
        if kind is FailureKind.CANCELLED:
            detail = translate("Client", "Stopped waiting at the user's request.")
        elif kind is FailureKind.TIMED_OUT:
            words = translate("Client", "No complete answer within the time limit of {seconds} s.")
            detail = words.format(seconds=f"{timeout:g}")
        else:
            detail = _describe(exc)
        return Failed(kind, detail, request_sent=self.request_sent, elapsed=elapsed)


def _addresses(sock: socket.socket) -> tuple[str, str] | None:
    """The peer's IP address and the local port of a connected socket."""
    try:
        return str(sock.getpeername()[0]), str(sock.getsockname()[1])
    except (OSError, IndexError):
        return None


def _shut(sock: socket.socket | None) -> None:
    if sock is None:
        return
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # already closed


def _failure_kind(exc: httpx.HTTPError | httpx.InvalidURL, request_sent: bool) -> FailureKind:
    if isinstance(exc, httpx.InvalidURL):
        return FailureKind.INVALID_REQUEST
    if isinstance(exc, httpx.ConnectTimeout):
        return FailureKind.CONNECT_TIMEOUT
    if isinstance(exc, httpx.TimeoutException):
        return FailureKind.TIMED_OUT
    if isinstance(exc, httpx.ConnectError):
        causes = list(_causes(exc))
        if any(isinstance(cause, ssl.SSLError) for cause in causes):
            return FailureKind.TLS
        if any(isinstance(cause, socket.gaierror) for cause in causes):
            return FailureKind.HOST_NOT_FOUND
        if any(isinstance(cause, ConnectionRefusedError) for cause in causes):
            return FailureKind.REFUSED
        return FailureKind.CONNECTION_LOST
    if isinstance(exc, httpx.DecodingError | httpx.LocalProtocolError | httpx.UnsupportedProtocol):
        return FailureKind.CONNECTION_LOST if request_sent else FailureKind.INVALID_REQUEST
    return FailureKind.CONNECTION_LOST


def _certificate_refusal(
    exc: httpx.HTTPError | httpx.InvalidURL, client_cert: ClientCert | None
) -> str | None:
    reasons = [c.reason for c in _causes(exc) if isinstance(c, ssl.SSLError) and c.reason]
    if not reasons:
        return None
    from .client_cert import refusal

    return refusal(reasons, client_cert)


def _causes(exc: BaseException) -> Iterator[BaseException]:
    seen: BaseException | None = exc
    while seen is not None:
        yield seen
        seen = seen.__cause__ or seen.__context__


def _describe(exc: httpx.HTTPError | httpx.InvalidURL) -> str:
    text = str(exc) or type(exc).__name__
    for cause in _causes(exc):
        if isinstance(cause, ssl.SSLCertVerificationError):
            return f"{text} ({cause.verify_message})"
    return text
