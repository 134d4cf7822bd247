"""PlantStoreClient: one NewPlant in, one Outcome out, over httpx.

All mapping from httpx exceptions to outcomes happens here, once.
"""

import dataclasses
import ipaddress
import json
import socket
import ssl
import threading
import time
import weakref
import zlib
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

import certifi
import httpx
from pydantic import ValidationError

from .. import __version__
from .endpoint import Endpoint, Target, Tls
from .fields import token_problem
from .models import ApiError, NewPlant, Plant
from .outcome import (
    MASKED_TOKEN,
    Created,
    Failed,
    FailureKind,
    Outcome,
    Rejected,
    Response,
    SentRequest,
    Unexpected,
)
from .words import number, translate

USER_AGENT = f"plantstore-gui/{__version__}"
DEFAULT_MAX_BODY = 1024 * 1024


def make_http_client(tls: Tls | None = None) -> httpx.Client:
    """The httpx.Client a PlantStoreClient sends with; build it once and keep it.

    Redirects are not followed (the token must not travel to another origin) and
    the environment's proxies and certificates are not used: the profile decides.
    A CA bundle is trusted in addition to the usual certificate authorities.
    Raises OSError or ssl.SSLError when the CA bundle cannot be read.
    """
    tls = tls or Tls()
    verify: bool | ssl.SSLContext = tls.verify
    if tls.verify and tls.ca_bundle:
        verify = ssl.create_default_context(cafile=certifi.where())
        verify.load_verify_locations(cafile=tls.ca_bundle)
    return httpx.Client(
        verify=verify,
        follow_redirects=False,
        trust_env=False,
        headers={"User-Agent": USER_AGENT},
        limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
    )


class PlantStoreClient:
    """Creates plants, one request at a time.

    The overall deadline is ours: httpx times out per read, so a server that drips
    a byte a second would never time out. At the deadline, or when `cancel()` is
    called from any thread, the sockets are shut down, which wakes a blocked read.
    """

    def __init__(self, http: httpx.Client, *, max_body: int = DEFAULT_MAX_BODY) -> None:
        self._http = http
        self._max_body = max_body
        self._sockets: weakref.WeakSet[socket.socket] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._attempt: _Attempt | None = None
        self._watchdog = _Watchdog()

    def cancel(self) -> None:
        """Stop the request in flight, if any; it ends as Failed(CANCELLED)."""
        self._stop(FailureKind.CANCELLED)

    def close(self) -> None:
        """Close the connections; the client cannot send afterwards."""
        self._watchdog.close()
        self._http.close()

    def create_plant(self, target: Target, plant: NewPlant) -> Outcome:
        """POST the plant to {base_url}/plants and say what came of it."""
        return self.send_body(target, plant.body())

    def send_body(
        self,
        target: Target,
        body: bytes,
        *,
        raw: bool = False,
        idempotency_key: str = "",
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Outcome:
        """POST a JSON body as given, checked or not: raw mode sends what the form refuses.

        A non-empty `idempotency_key` goes out as the Idempotency-Key header, the same
        on every send of one journal entry, so a server that honours it creates once.
        `cancelled` is asked once the request can be stopped by `cancel()`: a cancel
        that came just before is not lost. The Outcome carries the request as sent,
        its token masked.
        """
        started = time.monotonic()
        if not target.endpoint.token_may_be_sent:
            words = translate(
                "Client",
                "The token would travel unencrypted to {host}. Use https://, "
                "or allow plain HTTP for this server explicitly.",
            )
            return Failed(
                FailureKind.NOT_ALLOWED,
                words.format(host=target.endpoint.host),
                request_sent=False,
                elapsed=0.0,
            )
        if problem := token_problem(target.token):
            return Failed(FailureKind.INVALID_REQUEST, problem, request_sent=False, elapsed=0.0)
        loopback_only = target.endpoint.loopback_by_name
        if loopback_only and (elsewhere := _resolves_elsewhere(target.endpoint)):
            return _not_loopback(target.endpoint.host, elsewhere)
        attempt = _Attempt(self._sockets, loopback_only=loopback_only)
        with self._lock:
            self._attempt = attempt
        if cancelled():
            with self._lock:
                self._attempt = None
            words = translate("Client", "Stopped before sending, at your request.")
            return Failed(FailureKind.CANCELLED, words, False, 0.0)
        self._watchdog.arm(target.timeout, attempt)
        sent: SentRequest | None = None
        headers = {
            "Authorization": f"Bearer {target.token}",
            "Content-Type": "application/json",
            "Accept": "application/json",
            "Accept-Encoding": "gzip, deflate",
        }
        if idempotency_key:
            headers["Idempotency-Key"] = f'"{idempotency_key}"'  # a structured-field string
        try:
            request = self._http.build_request(
                "POST",
                target.endpoint.plants_url,
                content=body,
                headers=headers,
                timeout=httpx.Timeout(target.timeout, connect=min(target.timeout, 10.0)),
                extensions={"trace": attempt.trace},
            )
            sent = _as_sent(request, raw)
            outcome = self._send(request, attempt, started)
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            outcome = attempt.failure(exc, time.monotonic() - started, target.timeout)
            if attempt.peer_elsewhere:
                outcome = _not_loopback(target.endpoint.host, attempt.peer_elsewhere)
        finally:
            self._watchdog.disarm()
            attempt.finish()
            with self._lock:
                self._attempt = None
        return dataclasses.replace(outcome, request=sent)

    def _stop(self, reason: FailureKind) -> None:
        with self._lock:
            attempt = self._attempt
        if attempt is not None:
            attempt.stop(reason)

    def _send(self, request: httpx.Request, attempt: "_Attempt", started: float) -> Outcome:
        answer = self._http.send(request, stream=True)
        try:
            first_byte = time.monotonic() - started
            try:
                body, truncated = _read_capped(answer, self._max_body)
                unreadable = None
            except httpx.DecodingError as exc:
                body, truncated, unreadable = b"", False, str(exc)
            if attempt.stopped:
                # The sockets were shut under us; what was read is not the whole answer.
                raise httpx.ReadError("stopped")
        finally:
            answer.close()
        response = Response(
            status=answer.status_code,
            reason=answer.reason_phrase,
            headers=tuple(answer.headers.multi_items()),
            body=body,
            body_truncated=truncated,
            elapsed=time.monotonic() - started,
            first_byte=first_byte,
        )
        if unreadable:
            return Unexpected(response, unreadable)
        return classify(response, self._max_body)


def _resolves_elsewhere(endpoint: Endpoint) -> str:
    """The first address a loopback name resolves to that is not loopback, or ""."""
    port = urlsplit(endpoint.base_url).port or 80
    try:
        found = socket.getaddrinfo(endpoint.host, port, type=socket.SOCK_STREAM)
    except OSError:
        return ""  # the connect fails on its own and says why
    for *_, address in found:
        if not ipaddress.ip_address(str(address[0]).split("%")[0]).is_loopback:
            return str(address[0])
    return ""


def _not_loopback(host: str, address: str) -> Failed:
    words = translate(
        "Client",
        "{host} leads to {address}, which is not this machine, so the token was not sent "
        "over plain HTTP. Use https://, or allow plain HTTP for this server explicitly.",
    )
    return Failed(
        FailureKind.NOT_ALLOWED,
        words.format(host=host, address=address),
        request_sent=False,
        elapsed=0.0,
    )


def _as_sent(request: httpx.Request, raw: bool) -> SentRequest:
    """The request as it goes on the wire, with the token masked."""
    headers = tuple(
        (name, f"Bearer {MASKED_TOKEN}" if name.lower() == "authorization" else value)
        for name, value in (
            (raw_name.decode("latin-1"), raw_value.decode("latin-1"))
            for raw_name, raw_value in request.headers.raw
        )
    )
    return SentRequest(request.method, str(request.url), headers, request.content, raw)


def classify(response: Response, max_body: int = DEFAULT_MAX_BODY) -> Outcome:
    """Turn an answer into Created, Rejected or Unexpected, by the spec's rules."""
    status = response.status
    if response.body_truncated:
        words = translate("Client", "The answer was larger than {size} bytes and was cut off.")
        return Unexpected(response, words.format(size=number(max_body)))
    if 300 <= status < 400:
        location = response.header("location")
        if not location:
            words = translate(
                "Client",
                "The server redirected to nowhere. Redirects are not followed, so the token "
                "stays with this server.",
            )
            return Unexpected(response, words)
        words = translate(
            "Client",
            "The server redirected to {location}. Redirects are not followed, so the token "
            "stays with this server.",
        )
        return Unexpected(response, words.format(location=location))
    if status not in (200, 400):
        words = translate("Client", "HTTP {status} is not an answer the spec lists.")
        return Unexpected(response, words.format(status=status))
    shape: type[Plant] | type[ApiError] = Plant if status == 200 else ApiError
    try:
        data = json.loads(response.body, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        if shape is Plant:
            words = translate(
                "Client", "The {status} answer is not a Plant: not valid JSON ({reason})."
            )
        else:
            words = translate(
                "Client", "The {status} answer is not an Error: not valid JSON ({reason})."
            )
        return Unexpected(response, words.format(status=status, reason=exc))
    try:
        body = shape.model_validate(data)
    except ValidationError as exc:
        if shape is Plant:
            words = translate("Client", "The {status} answer is not a Plant: {problem}")
        else:
            words = translate("Client", "The {status} answer is not an Error: {problem}")
        return Unexpected(response, words.format(status=status, problem=_first(exc)))
    if isinstance(body, Plant):
        return Created(body, response)
    return Rejected(body, response)


def _refuse_constant(name: str) -> None:
    words = translate("Client", "{constant} is not a JSON number")
    raise ValueError(words.format(constant=name))


def _first(exc: ValidationError) -> str:
    error = exc.errors(include_url=False)[0]
    if error["type"] == "model_type":  # pydantic names its class here; say it in JSON terms
        return translate("Client", "the body is not a JSON object.")
    where = ".".join(str(part) for part in error["loc"])
    if not where:
        words = translate("Client", "body: {problem}.", "the whole answer's body, then a problem")
        return words.format(problem=error["msg"])
    return f"{where}: {error['msg']}."


def _read_capped(answer: httpx.Response, max_body: int) -> tuple[bytes, bool]:
    """Read at most max_body bytes of the decoded body, never more into memory.

    Decoding is ours, with a cap on each step, so a gzip bomb cannot expand past it.
    """
    encoding = answer.headers.get("content-encoding", "identity").strip().lower()
    body = bytearray()
    for chunk in _decoded(answer.iter_raw(), encoding, max_body + 1):
        body += chunk
        if len(body) > max_body:
            return bytes(body[:max_body]), True
    return bytes(body), False


def _decoded(raw: Iterator[bytes], encoding: str, limit: int) -> Iterator[bytes]:
    if encoding in ("", "identity"):
        yield from raw
        return
    if encoding not in ("gzip", "deflate", "x-gzip"):
        words = translate("Client", "The answer is compressed with {encoding}, which is not read.")
        raise httpx.DecodingError(words.format(encoding=repr(encoding)))
    decoder = zlib.decompressobj(zlib.MAX_WBITS | 32)  # gzip or zlib, by header
    try:
        for chunk in raw:
            data = chunk
            while data:
                yield decoder.decompress(data, limit)
                data = decoder.unconsumed_tail
        yield decoder.flush()
    except zlib.error as exc:
        words = translate("Client", "The compressed answer is damaged: {reason}")
        raise httpx.DecodingError(words.format(reason=exc)) from exc


class _Watchdog:
    """One thread per client that stops the request in flight at its deadline.

    Cheaper than a threading.Timer per request, which starts a thread every time.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._due: tuple[float, _Attempt] | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def arm(self, seconds: float, attempt: "_Attempt") -> None:
        with self._cond:
            self._due = (time.monotonic() + seconds, attempt)
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(
                    target=self._watch, name="plantstore-deadline", daemon=True
                )
                self._thread.start()
            self._cond.notify()

    def disarm(self) -> None:
        with self._cond:
            self._due = None
            self._cond.notify()

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
                    self._cond.wait()
                if self._closed:
                    return
                assert self._due is not None
                deadline, attempt = self._due
                left = deadline - time.monotonic()
                if left > 0:
                    self._cond.wait(left)
                    continue
                self._due = None
            attempt.stop(FailureKind.TIMED_OUT)


class _Attempt:
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

    @property
    def stopped(self) -> bool:
        return self.stop_reason is not None

    def trace(self, event: str, info: dict[str, Any]) -> None:
        """httpcore's trace hook: note new sockets and when the body has gone out."""
        if event in ("connection.connect_tcp.complete", "connection.start_tls.complete"):
            sock = info["return_value"].get_extra_info("socket")
            if sock is not None:
                self._sockets.add(sock)
                if self._loopback_only and (peer := _non_loopback_peer(sock)):
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
        self, exc: httpx.HTTPError | httpx.InvalidURL, elapsed: float, timeout: float
    ) -> Failed:
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


def _non_loopback_peer(sock: socket.socket) -> str:
    try:
        peer = str(sock.getpeername()[0])
    except (OSError, IndexError):
        return ""
    return "" if ipaddress.ip_address(peer.split("%")[0]).is_loopback else peer


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
