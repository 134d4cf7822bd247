"""PlantStoreClient: one NewPlant in, one Outcome out, over httpx.

What an answer means is core/answer's; what a failure means, and the deadline, are
core/attempt's; where a loopback name leads is core/loopback's.
"""

import dataclasses
import socket
import ssl
import threading
import time
import weakref
from collections.abc import Callable

import certifi
import httpx

from .. import __version__
from .answer import DEFAULT_MAX_BODY, classify, read_capped
from .attempt import Attempt, Watchdog
from .endpoint import Target, Tls
from .fields import token_problem
from .loopback import not_loopback, resolves_elsewhere
from .models import NewPlant
from .outcome import MASKED_TOKEN, Failed, FailureKind, Outcome, Response, SentRequest, Unexpected
from .wire import Wire, phases
from .words import translate

USER_AGENT = f"plantstore-gui/{__version__}"


def make_http_client(tls: Tls | None = None) -> httpx.Client:
    """The httpx.Client a PlantStoreClient sends with; build it once and keep it.

    Redirects are not followed (the token must not travel to another origin) and
    the environment's proxies and certificates are not used: the profile decides.
    A CA bundle is trusted in addition to the usual certificate authorities.
    Raises OSError or ssl.SSLError when the CA bundle cannot be read, ClientCertError
    when the client certificate cannot be used.
    """
    tls = tls or Tls()
    verify: bool | ssl.SSLContext = tls.verify
    if tls.verify and tls.ca_bundle:
        verify = ssl.create_default_context(cafile=certifi.where())
        verify.load_verify_locations(cafile=tls.ca_bundle)
    if tls.client_cert is not None:
        from .client_cert import present

        if not isinstance(verify, ssl.SSLContext):
            verify = ssl.create_default_context(cafile=certifi.where())
            if not tls.verify:
                verify.check_hostname = False
                verify.verify_mode = ssl.CERT_NONE
        present(verify, tls.client_cert)
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

    def __init__(
        self, http: httpx.Client, *, max_body: int = DEFAULT_MAX_BODY, unusable: str | None = None
    ) -> None:
        self._http = http
        self.unusable = unusable  # why nothing can be sent with it: its client certificate
        self._max_body = max_body
        self._sockets: weakref.WeakSet[socket.socket] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._attempt: Attempt | None = None
        self._watchdog = Watchdog()
        self._peer: tuple[str, str] | None = None  # of the connection last made (one at most)

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
        started, started_at = time.monotonic(), time.time()
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
        if self.unusable is not None:
            return Failed(FailureKind.CLIENT_CERTIFICATE, self.unusable, False, 0.0)
        loopback_only = target.endpoint.loopback_by_name
        if loopback_only and (elsewhere := resolves_elsewhere(target.endpoint)):
            return not_loopback(target.endpoint.host, elsewhere)
        attempt = Attempt(self._sockets, loopback_only=loopback_only)
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
            elapsed = time.monotonic() - started
            outcome = attempt.failure(exc, elapsed, target.timeout, target.tls.client_cert)
            if attempt.peer_elsewhere:
                outcome = not_loopback(target.endpoint.host, attempt.peer_elsewhere)
        finally:
            self._watchdog.disarm()
            attempt.finish()
            with self._lock:
                self._attempt = None
        if sent is not None:
            sent = dataclasses.replace(sent, wire=self._wire(attempt, started, started_at))
        return dataclasses.replace(outcome, request=sent)

    def _wire(self, attempt: Attempt, started: float, started_at: float) -> Wire:
        """When and how the request went, for a HAR: a kept connection is the last made."""
        if attempt.peer is not None:
            self._peer = attempt.peer
        went = "http11.send_request_headers.started" in attempt.marks
        server, port = (attempt.peer or (self._peer if went else None)) or ("", "")
        timings = phases(attempt.marks, started, time.monotonic())
        return Wire(started_at, attempt.http_version, server, port, timings)

    def _stop(self, reason: FailureKind) -> None:
        with self._lock:
            attempt = self._attempt
        if attempt is not None:
            attempt.stop(reason)

    def _send(self, request: httpx.Request, attempt: Attempt, started: float) -> Outcome:
        answer = self._http.send(request, stream=True)
        try:
            first_byte = time.monotonic() - started
            attempt.http_version = answer.http_version
            try:
                body, truncated = read_capped(answer, self._max_body)
                unreadable = None
            except httpx.DecodingError as exc:
                body, truncated, unreadable = b"", False, str(exc)
            if attempt.stopped:
                # The sockets were shut under us; what was read is not the whole answer.
                raise httpx.ReadError("stopped")
        finally:
            answer.close()
        reason = answer.extensions.get("reason_phrase")
        response = Response(
            status=answer.status_code,
            # As received: httpx's reason_phrase drops what is not ASCII, and its
            # multi_items() lowercases the names.
            reason=reason.decode("latin-1") if isinstance(reason, bytes) else answer.reason_phrase,
            headers=tuple(
                (name.decode("latin-1"), value.decode("latin-1"))
                for name, value in answer.headers.raw
            ),
            body=body,
            body_truncated=truncated,
            elapsed=time.monotonic() - started,
            first_byte=first_byte,
        )
        if unreadable:
            return Unexpected(response, unreadable)
        return classify(response, self._max_body, request.content)


def client_for(tls: Tls) -> PlantStoreClient:
    """A client for these TLS settings; one whose client certificate cannot be used sends
    nothing and says why for each plant (Sender reads the certificate again then)."""
    from .client_cert import ClientCertError

    try:
        return PlantStoreClient(make_http_client(tls))
    except ClientCertError as exc:
        without = dataclasses.replace(tls, client_cert=None)
        return PlantStoreClient(make_http_client(without), unusable=str(exc))


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
