"""Small misbehaving HTTP servers on 127.0.0.1, for testing the client over real sockets.

A FaultyServer reads one request per connection, records it, then hands the
connection to a behaviour: a function that answers (or fails to) however the
test needs. The connection is closed when the behaviour returns.

stop() wakes every behaviour (through `stopping` and by shutting the sockets down),
joins every thread and closes every socket, so tests leave nothing behind.
"""

from __future__ import annotations

import gzip
import select
import socket
import socketserver
import threading
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import TracebackType
from typing import cast

_MAX_HEAD = 64 * 1024


@dataclass(frozen=True)
class RecordedRequest:
    """A request as it arrived on the wire."""

    method: str
    target: str
    headers: tuple[tuple[str, str], ...]
    body: bytes

    def header(self, name: str) -> str | None:
        """The first value of a header, by case-insensitive name."""
        name = name.lower()
        return next((value for key, value in self.headers if key.lower() == name), None)

    def header_values(self, name: str) -> list[str]:
        name = name.lower()
        return [value for key, value in self.headers if key.lower() == name]


@dataclass(frozen=True)
class Exchange:
    """What a behaviour gets: the connection, the request read from it, and the stop signal."""

    connection: socket.socket
    request: RecordedRequest
    stopping: threading.Event

    def send(self, data: bytes) -> None:
        self.connection.sendall(data)


Behaviour = Callable[[Exchange], None]


class _TCPServer(socketserver.ThreadingTCPServer):
    # Handler threads are joined by server_close() (block_on_close is True by default).
    daemon_threads = False
    allow_reuse_address = True

    def __init__(self, owner: FaultyServer) -> None:
        self.owner = owner
        super().__init__(("127.0.0.1", 0), _Handler)

    def handle_error(self, request: object, client_address: object) -> None:
        pass  # _Handler records everything that is not a hang-up


class _Handler(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        owner = cast(_TCPServer, self.server).owner
        connection = cast(socket.socket, self.request)
        owner._track(connection)
        try:
            request = _read_request(connection)
            if request is None:
                return
            owner._record(request)
            owner.behaviour(Exchange(connection, request, owner.stopping))
        except OSError:
            pass  # the client hung up, or stop() cut the connection
        except BaseException as exc:
            owner._fail(exc)
        finally:
            owner._untrack(connection)


def _read_request(connection: socket.socket) -> RecordedRequest | None:
    """Read one request with a Content-Length body; None if the client hung up first."""
    data = b""
    while b"\r\n\r\n" not in data:
        if len(data) > _MAX_HEAD:
            raise ValueError("request head too large")
        chunk = connection.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    request_line, *header_lines = head.decode("latin-1").split("\r\n")
    method, target, _version = request_line.split(" ", 2)
    headers = tuple(
        (name.strip(), value.strip())
        for name, _, value in (line.partition(":") for line in header_lines)
    )
    length = int(next((v for k, v in headers if k.lower() == "content-length"), "0"))
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            return None
        body += chunk
    return RecordedRequest(method, target, headers, body)


class FaultyServer:
    """An HTTP server on 127.0.0.1 that answers every request with `behaviour`."""

    def __init__(self, behaviour: Behaviour) -> None:
        self.behaviour = behaviour
        self.stopping = threading.Event()
        self.request_received = threading.Event()
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._errors: list[BaseException] = []
        self._connections: set[socket.socket] = set()
        self._server: _TCPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the server is not started")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def requests(self) -> list[RecordedRequest]:
        """The requests received so far, in order."""
        with self._lock:
            return list(self._requests)

    @property
    def errors(self) -> list[BaseException]:
        """Exceptions raised by the server itself (not hang-ups): a broken test helper."""
        with self._lock:
            return list(self._errors)

    def start(self) -> None:
        if self._server is not None:
            raise RuntimeError("the server is already started")
        self._server = _TCPServer(self)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="faulty-server",
        )
        self._thread.start()

    def stop(self) -> None:
        """Wake every behaviour, stop accepting, join every thread, close every socket."""
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        self.stopping.set()
        server.shutdown()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed
        server.server_close()  # joins the handler threads
        thread.join()
        self._server = self._thread = None

    def __enter__(self) -> FaultyServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(request)
        self.request_received.set()

    def _fail(self, exc: BaseException) -> None:
        with self._lock:
            self._errors.append(exc)

    def _track(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.add(connection)
        if self.stopping.is_set():
            connection.shutdown(socket.SHUT_RDWR)

    def _untrack(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.discard(connection)


# --- behaviours ----------------------------------------------------------------------------


def response_head(
    status: int, headers: Iterable[tuple[str, str]] = (), reason: str | None = None
) -> bytes:
    lines = [f"HTTP/1.1 {status} {reason or _REASONS.get(status, 'Whatever')}"]
    lines += [f"{name}: {value}" for name, value in headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


_REASONS = {200: "OK", 302: "Found", 400: "Bad Request", 500: "Internal Server Error"}


def respond(
    status: int,
    body: bytes = b"",
    headers: Iterable[tuple[str, str]] = (("Content-Type", "application/json"),),
) -> Behaviour:
    """Answer with a complete response, then close the connection."""
    all_headers = [*headers, ("Content-Length", str(len(body))), ("Connection", "close")]
    message = response_head(status, all_headers) + body

    def behaviour(exchange: Exchange) -> None:
        exchange.send(message)

    return behaviour


def respond_gzip(status: int, body: bytes, encoding: str = "gzip") -> Behaviour:
    """Answer with a body compressed as gzip or deflate (zlib format)."""
    encoded = gzip.compress(body) if encoding == "gzip" else zlib.compress(body)
    headers = [("Content-Type", "application/json"), ("Content-Encoding", encoding)]
    return respond(status, encoded, headers)


def never_answer(exchange: Exchange) -> None:
    """Read the request, then say nothing until the server stops."""
    exchange.stopping.wait()


def close_at_once(exchange: Exchange) -> None:
    """Read the request, then hang up without a word."""


def truncated(declared: int, body: bytes) -> Behaviour:
    """Promise `declared` bytes of body, send fewer, then hang up."""
    head = response_head(
        200, [("Content-Type", "application/json"), ("Content-Length", str(declared))]
    )

    def behaviour(exchange: Exchange) -> None:
        exchange.send(head + body)

    return behaviour


def drip(
    interval: float,
    *,
    dripped: threading.Event | None = None,
    hung_up: threading.Event | None = None,
) -> Behaviour:
    """Send complete headers promising a huge body, then one byte every `interval`, forever.

    `dripped` is set once the first body byte has gone out. The loop ends when the
    client hangs up (send fails: then `hung_up` is set, the body still unfinished) or
    the server stops.
    """
    head = response_head(
        200, [("Content-Type", "application/json"), ("Content-Length", str(10**12))]
    )

    def behaviour(exchange: Exchange) -> None:
        exchange.send(head)
        while True:
            try:
                exchange.send(b" ")
            except OSError:
                if hung_up is not None and not exchange.stopping.is_set():
                    hung_up.set()
                return
            if dripped is not None:
                dripped.set()
            if exchange.stopping.wait(interval):
                return

    return behaviour


class Held:
    """A behaviour that holds each request until the test calls `release()`.

    Each step is an event the test can wait on, so no test needs a stopwatch:
    `arrived`: a request is in and held; `hung_up`: the client closed the connection
    while its request was held (it gave up on its own: a deadline, a cancel, a quit);
    `answered`: after the release, `answer` was sent (or tried: the client was gone).
    With no `answer`, the connection is closed without a word on release.
    """

    def __init__(self, answer: Behaviour | None = None) -> None:
        self.answer = answer
        self.arrived = threading.Event()
        self.hung_up = threading.Event()
        self.answered = threading.Event()
        self._released = threading.Event()

    @property
    def released(self) -> bool:
        return self._released.is_set()

    def release(self) -> None:
        self._released.set()

    def __call__(self, exchange: Exchange) -> None:
        self.arrived.set()
        while not self._released.is_set():
            if exchange.stopping.is_set():
                return
            if self.hung_up.is_set():
                self._released.wait(0.05)  # the client is gone; hold until released
                continue
            readable, _, _ = select.select([exchange.connection], [], [], 0.05)
            if readable and _closed_by_peer(exchange.connection):
                if exchange.stopping.is_set():
                    return  # stop() cut the connection, not the client
                self.hung_up.set()
        if self.answer is not None:
            try:
                self.answer(exchange)
            except OSError:
                pass  # the client had hung up: the answer had nowhere to go
        self.answered.set()


def _closed_by_peer(connection: socket.socket) -> bool:
    """Whether the peer has closed (or reset) a connection select() found readable."""
    try:
        return connection.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


def gzip_bomb(decoded_size: int) -> bytes:
    """`decoded_size` zero bytes, gzip-compressed, without holding them all in memory."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = bytes(1024 * 1024)
    parts = []
    remaining = decoded_size
    while remaining > 0:
        size = min(remaining, len(block))
        parts.append(compressor.compress(block[:size]))
        remaining -= size
    parts.append(compressor.flush())
    return b"".join(parts)


class ClosedPort:
    """A port on 127.0.0.1 that is bound but not listening: connecting to it is refused.

    Holding the port (rather than binding and closing) keeps anyone else from taking it.
    It is bound with SO_REUSEADDR, so a server of the test's own that sets it too (the
    sandbox does, as every socketserver with allow_reuse_address) can listen on the port
    while it is still held: "the server comes back at the same address" without ever
    freeing the port for someone else to take in between.
    """

    def __init__(self) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", 0))
        self.port = int(self._socket.getsockname()[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def close(self) -> None:
        self._socket.close()


Serve = Callable[[Behaviour], FaultyServer]
"""The `serve` fixture's type: start a FaultyServer with a behaviour."""
