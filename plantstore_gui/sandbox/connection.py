"""One client connection of the sandbox, read and written with h11 on the event loop.

A connection costs no thread while it waits. It is given deadlines instead: one silent
for the idle timeout is closed (between requests, or in the middle of one); a request
whose head is not complete within the header timeout of its first byte, or whose body is
not complete within the body timeout of its head, is answered 408 and closed, however
busily its client trickles bytes (a slow-loris client cannot hold it).
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import socket
from http import HTTPStatus

import h11

from .handler import answer, answer_late, answer_unreadable, refuse
from .refusals import Headers, Refusal, bad_request
from .settings import Settings

SERVER_NAME = "PlantStoreSandbox/1.0"
MAX_HEAD_BYTES = 64 * 1024  # a request's line and headers
_READ_BYTES = 64 * 1024
LINGER = 2.0  # seconds a connection reads on after its last answer, before it is closed


class _Silent(Exception):
    """The client said nothing for the idle timeout: close without an answer."""


class _Late(Exception):
    """A request's head or body did not arrive by its deadline."""

    def __init__(self, part: str, seconds: float) -> None:
        super().__init__(part)
        self.part = part
        self.seconds = seconds


class _EndedEarly(Exception):
    """The client closed its side before the body it declared was complete."""


class Connection:
    """Serves the requests of one connection in turn (pipelined ones too), then closes it."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, settings: Settings
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._settings = settings
        self._h11 = h11.Connection(h11.SERVER, max_incomplete_event_size=MAX_HEAD_BYTES)
        self._head = bytearray()  # the bytes of the head being read, to name a broken one
        # asyncio turns Nagle's algorithm off only for sockets made with IPPROTO_TCP, and
        # the listening socket is not: an answer's body then waited for the client's
        # delayed ACK of its head, 40 ms on every request after a connection's first.
        sock = writer.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def cut(self) -> None:
        """Close at once, whatever is under way (the sandbox is stopping)."""
        self._writer.transport.abort()

    async def serve(self) -> None:
        try:
            while await self._serve_one():
                self._h11.start_next_cycle()
        except (_Silent, OSError):
            pass  # a silent client, or one that hung up, is not worth an answer
        finally:
            await self._close()

    async def _serve_one(self) -> bool:
        """Answer the next request; False once the connection is to be closed."""
        exchange = _Exchange(self, self._settings)
        try:
            request = await self._read_head()
        except h11.RemoteProtocolError as exc:
            exchange.name_from(bytes(self._head))
            await answer_unreadable(exchange, self._settings, _refusal_for(exc))
            return False
        except _Late as late:
            exchange.name_from(bytes(self._head))
            await answer_late(exchange, late.part, late.seconds)
            return False
        if request is None:
            return False
        exchange.start(request)
        if self._h11.they_are_waiting_for_100_continue:
            self._write(h11.InformationalResponse(status_code=100, headers=[], reason=b"Continue"))
        try:
            if request.http_version not in (b"1.0", b"1.1"):
                version = request.http_version.decode("ascii")
                await refuse(exchange, Refusal(505, f"HTTP/{version} is not supported."))
            else:
                await answer(exchange, self._settings)
            if not exchange.close and self._h11.their_state is h11.SEND_BODY:
                await self.read_body()  # a request without a body still has its end to read
        except _Late as late:
            if self._h11.our_state is h11.SEND_RESPONSE:
                await answer_late(exchange, late.part, late.seconds)
            return False
        except _EndedEarly:
            return False
        ours, theirs = self._h11.our_state, self._h11.their_state
        return not exchange.close and ours is h11.DONE and theirs is h11.DONE

    async def _read_head(self) -> h11.Request | None:
        """The next request's head; None when the client closed the connection instead."""
        self._head[:] = self._h11.trailing_data[0]
        deadline = None if not self._head else self._deadline(self._settings.header_timeout)
        while True:
            event = self._h11.next_event()
            if isinstance(event, h11.Request):
                return event
            if isinstance(event, h11.ConnectionClosed):
                return None
            data = await self._receive(deadline, "headers", self._settings.header_timeout)
            if deadline is None:
                deadline = self._deadline(self._settings.header_timeout)
            if len(self._head) <= MAX_HEAD_BYTES:
                self._head += data

    async def read_body(self) -> bytes:
        """The request's whole body (within the body deadline)."""
        timeout = self._settings.body_timeout
        deadline = self._deadline(timeout)
        parts: list[bytes] = []
        while True:
            try:
                event = self._h11.next_event()
            except h11.RemoteProtocolError:
                raise _EndedEarly from None
            if isinstance(event, h11.Data):
                parts.append(bytes(event.data))
            elif isinstance(event, h11.EndOfMessage):
                return b"".join(parts)
            else:
                await self._receive(deadline, "body", timeout)

    async def _receive(self, deadline: float | None, part: str, seconds: float) -> bytes:
        """Wait for the client's next bytes and hand them to h11; b"" when it closed."""
        until = self._deadline(self._settings.idle_timeout)
        late = deadline is not None and deadline < until
        if deadline is not None and late:
            until = deadline
        try:
            async with asyncio.timeout_at(until):
                data = await self._reader.read(_READ_BYTES)
        except TimeoutError:
            raise _Late(part, seconds) if late else _Silent() from None
        self._h11.receive_data(data)
        return data

    def _deadline(self, seconds: float) -> float:
        return asyncio.get_running_loop().time() + seconds

    async def send(
        self, status: int, payload: object, headers: Headers, *, close: bool, with_body: bool
    ) -> None:
        body = json.dumps(payload).encode()
        head = [
            ("Server", SERVER_NAME),
            ("Date", email.utils.formatdate(usegmt=True)),
            ("Content-Type", "application/json"),
            ("Content-Length", str(len(body))),
            *headers,
        ]
        if close:
            head.append(("Connection", "close"))
        reason = HTTPStatus(status).phrase.encode()
        self._write(
            h11.Response(status_code=status, headers=head, reason=reason),
            *([h11.Data(data=body)] if with_body else []),
            h11.EndOfMessage(),
        )
        await self._drain()

    def _write(self, *events: h11.Event) -> None:
        """Hand `events` to the socket in one write (an answer's head and body together)."""
        data = b"".join(self._h11.send(event) or b"" for event in events)
        if data:
            self._writer.write(data)

    async def _drain(self) -> None:
        """Wait until the answer is on its way; a client that reads nothing is closed."""
        try:
            async with asyncio.timeout(self._settings.idle_timeout):
                await self._writer.drain()
        except TimeoutError:
            raise _Silent() from None

    async def _close(self) -> None:
        if self._h11.our_state is h11.MUST_CLOSE:
            await self._linger()
        self._writer.close()
        try:
            async with asyncio.timeout(self._settings.idle_timeout):
                await self._writer.wait_closed()
        except (TimeoutError, OSError):
            self._writer.transport.abort()

    async def _linger(self) -> None:
        """After an answer that closes the connection: say so, and read what the client still
        sends for a moment, so that closing does not reset the connection (a reset can
        destroy the answer before the client reads it)."""
        try:
            if self._writer.can_write_eof():
                self._writer.write_eof()
            async with asyncio.timeout(min(LINGER, self._settings.idle_timeout)):
                while await self._reader.read(_READ_BYTES):
                    pass
        except (TimeoutError, OSError):
            pass


class _Exchange:
    """One request on a Connection, as the handler sees it (handler.Exchange)."""

    def __init__(self, connection: Connection, settings: Settings) -> None:
        self._connection = connection
        self._log = settings.log
        self._headers: list[tuple[bytes, bytes]] = []
        self._head_only = False  # a HEAD request's answer has no body
        self.method = ""
        self.path = ""
        self.close = False
        self.body: bytes | None = None

    def start(self, request: h11.Request) -> None:
        self.method = request.method.decode("latin-1")
        self.path = request.target.decode("latin-1")
        self._headers = list(request.headers)
        self._head_only = request.method == b"HEAD"

    def name_from(self, head: bytes) -> None:
        """Take the method and path of a head h11 refused, or of one that came too slowly,
        from its request line if it has one."""
        line = head.split(b"\n", 1)[0] if b"\n" in head else b""
        words = line.decode("latin-1").split()
        if len(words) == 3 and words[2].startswith("HTTP/"):
            self.method, self.path = words[0], words[1]

    def header(self, name: str) -> str | None:
        wanted = name.lower().encode()
        for key, value in self._headers:
            if key == wanted:
                return value.decode("latin-1")
        return None

    def has_header(self, name: str) -> bool:
        return self.header(name) is not None

    async def read_body(self) -> bytes | None:
        try:
            return await self._connection.read_body()
        except _EndedEarly:
            return None

    async def send(self, status: int, payload: object, headers: Headers = ()) -> None:
        if self._log is not None:
            self._log.answered(self.method or "-", self.path or "-", status, self.body, payload)
        await self._connection.send(
            status, payload, headers, close=self.close, with_body=not self._head_only
        )


def _refusal_for(error: h11.RemoteProtocolError) -> Refusal:
    """The answer to a request head that h11 refused."""
    reason = str(error).split(": bytearray(", 1)[0]  # not the bytes h11 quotes
    if error.error_status_hint == 431:
        kib = MAX_HEAD_BYTES // 1024
        return Refusal(431, f"The request's line and headers are larger than {kib} KiB.")
    if "Content-Length" in reason:
        return bad_request("The Content-Length header is not valid.")
    if "Transfer-Encoding" in reason:
        return bad_request("Chunked request bodies are not supported; send Content-Length.")
    return bad_request(f"The request is not valid HTTP: {reason.rstrip('.')}.")
