"""How the sandbox answers one request, by SPEC.md's rules: 404 for any path but /plants,
405 for any method but POST, 401 without the token, 400 for a body it cannot take, and
the plant stored (or its first answer replayed) otherwise."""

from __future__ import annotations

import hmac
from typing import Protocol

from .refusals import Headers, Refusal, bad_request, parse_new_plant
from .settings import Settings
from .store import Answer

PLANTS_PATH = "/plants"
MAX_BODY_BYTES = 1024 * 1024
# The methods answered on a kept-alive connection; after any other (TRACE, CONNECT, an
# invented one) the connection is closed rather than guess what such a client sends next.
KNOWN_METHODS = frozenset({"POST", "GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"})


class Exchange(Protocol):
    """One request on a connection, and the way to its answer.

    Attributes:
        method, path: of the request line, as sent ("" when they could not be read).
        close: set to close the connection after the answer.
        body: the request's body once read (for the log).
    """

    method: str
    path: str
    close: bool
    body: bytes | None

    def header(self, name: str) -> str | None:
        """The first value of a header, or None."""

    def has_header(self, name: str) -> bool:
        """Whether the request has the header at all."""

    async def read_body(self) -> bytes | None:
        """The whole body, or None when the client ended it early."""

    async def send(self, status: int, payload: object, headers: Headers = ()) -> None:
        """Answer with a JSON body (and log the answer)."""


async def answer(exchange: Exchange, settings: Settings) -> None:
    """Answer a request whose head was read."""
    if exchange.method == "POST":
        await _post(exchange, settings)
        return
    if exchange.method not in KNOWN_METHODS:
        exchange.close = True
    await _discard_body(exchange)
    if exchange.path != PLANTS_PATH:
        await _send_refusal(exchange, _no_such_path(exchange))
    elif await _wait_delay(exchange, settings):
        await _send_refusal(exchange, _not_allowed(exchange))


async def answer_unreadable(exchange: Exchange, settings: Settings, refusal: Refusal) -> None:
    """Answer a request whose head is not valid HTTP, then close: by what its request
    line asked for when that is clear (404, 405), else with `refusal`."""
    exchange.close = True
    if not exchange.method or refusal.status == 431:
        await _send_refusal(exchange, refusal)
    elif exchange.path != PLANTS_PATH:
        await _send_refusal(exchange, _no_such_path(exchange))
    elif exchange.method != "POST":
        if await _wait_delay(exchange, settings):
            await _send_refusal(exchange, _not_allowed(exchange))
    else:
        settings.store.count_request()
        if await _wait_delay(exchange, settings):
            await _send_refusal(exchange, refusal)


async def answer_late(exchange: Exchange, part: str, seconds: float) -> None:
    """A request whose head or body did not arrive by its deadline: 408, then close."""
    message = f"The request {part} did not arrive within {seconds:g} seconds."
    await refuse(exchange, Refusal(408, message))


async def refuse(exchange: Exchange, refusal: Refusal) -> None:
    """Answer with `refusal` at once, then close."""
    exchange.close = True
    await _send_refusal(exchange, refusal)


async def _post(exchange: Exchange, settings: Settings) -> None:
    if exchange.path != PLANTS_PATH:
        await _discard_body(exchange)
        await _send_refusal(exchange, _no_such_path(exchange))
        return
    store = settings.store
    store.count_request()
    key = _idempotency_key(exchange.header("Idempotency-Key"))
    try:
        refusal = _auth_refusal(exchange, settings.token)
        if refusal is not None:
            await _discard_body(exchange)
            raise refusal
        body = await _read_body(exchange)
        exchange.body = body
        store.receive(key, body)
        replay = store.replay(key, body)
        if replay is None:
            try:
                answered: Answer = (200, store.add(*parse_new_plant(body)))
            except Refusal as refused:
                answered = (refused.status, refused.body)
            replay = store.remember(key, body, answered)
    except Refusal as refused:
        if await _wait_delay(exchange, settings):
            await _send_refusal(exchange, refused)
    else:
        if await _wait_delay(exchange, settings):
            await exchange.send(*replay)


def _no_such_path(exchange: Exchange) -> Refusal:
    return Refusal(404, f"No such path: {exchange.path}.")


def _not_allowed(exchange: Exchange) -> Refusal:
    message = f"Method {exchange.method} is not allowed on {PLANTS_PATH}; use POST."
    return Refusal(405, message, headers=[("Allow", "POST")])


def _auth_refusal(exchange: Exchange, token: str) -> Refusal | None:
    header = exchange.header("Authorization")
    scheme, _, credential = (header or "").partition(" ")
    if scheme.lower() != "bearer" or not credential:
        return Refusal(401, "Missing bearer token.", headers=[("WWW-Authenticate", "Bearer")])
    if not hmac.compare_digest(credential.encode(), token.encode()):
        return Refusal(
            401,
            "The bearer token is not valid.",
            headers=[("WWW-Authenticate", 'Bearer error="invalid_token"')],
        )
    return None


def _body_length(exchange: Exchange) -> int:
    """The declared body length; refuses what cannot be read safely. (The connection has
    refused a Content-Length that is not one number already.)"""
    if exchange.has_header("Transfer-Encoding"):
        exchange.close = True
        raise bad_request("Chunked request bodies are not supported; send Content-Length.")
    declared = exchange.header("Content-Length")
    length = 0 if declared is None else int(declared)
    if length > MAX_BODY_BYTES:
        exchange.close = True
        raise bad_request("The request body is larger than 1 MiB.")
    return length


async def _read_body(exchange: Exchange) -> bytes:
    if _body_length(exchange) == 0:
        raise bad_request("The request body is required.")
    body = await exchange.read_body()
    if body is None:
        exchange.close = True
        raise bad_request("The request body ended early.")
    content_type = exchange.header("Content-Type") or ""
    if content_type.partition(";")[0].strip().lower() != "application/json":
        raise bad_request("The content type must be application/json.")
    return body


async def _discard_body(exchange: Exchange) -> None:
    """Read an unwanted body so the connection stays usable, or give the connection up."""
    try:
        length = _body_length(exchange)
    except Refusal:
        return  # close is already set
    if length and await exchange.read_body() is None:
        exchange.close = True


async def _wait_delay(exchange: Exchange, settings: Settings) -> bool:
    """Wait the configured delay; False means the sandbox is stopping and must not answer."""
    if await settings.stopping.wait(settings.response_delay):
        exchange.close = True
        return False
    return True


async def _send_refusal(exchange: Exchange, refusal: Refusal) -> None:
    await exchange.send(refusal.status, refusal.body, refusal.headers)


def _idempotency_key(value: str | None) -> str:
    """The key of an Idempotency-Key header (a structured-field string), or ""."""
    value = (value or "").strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value
