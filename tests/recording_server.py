"""Loopback helpers for the sending tests: faults below HTTP, and a proxy that loses answers.

A RawServer accepts TCP connections on 127.0.0.1 and hands each to a function before
any HTTP is read, for faults a FaultyServer cannot make (it reads the request first):
a connection reset before the request has left whole, or bytes that are not TLS.

`AnswerDropper` is a FaultyServer behaviour that forwards each request to a real server
(the sandbox) and then loses the answer on the way back, so the request has really
been acted on while the client learns nothing: the "may have left" case, made exactly.
`Gateway` forwards the same way, then answers a 5xx instead, or holds the answer until
the test lets it go, so Esc can be pressed once the request has left.
"""

from __future__ import annotations

import http.client
import socket
import struct
import threading
from collections.abc import Callable
from types import TracebackType

from faulty_server import Exchange, RecordedRequest, response_head

OnConnect = Callable[[socket.socket, threading.Event], None]


class RawServer:
    """A TCP listener on 127.0.0.1 that gives each accepted connection to `on_connect`."""

    def __init__(self, on_connect: OnConnect) -> None:
        self._on_connect = on_connect
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(16)
        self.port = int(self._listener.getsockname()[1])
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._accepted = 0
        self._errors: list[BaseException] = []
        self._threads: list[threading.Thread] = []
        self._thread = threading.Thread(target=self._accept, name="raw-server")
        self._thread.start()

    @property
    def accepted(self) -> int:
        with self._lock:
            return self._accepted

    @property
    def errors(self) -> list[BaseException]:
        with self._lock:
            return list(self._errors)

    def base_url(self, scheme: str = "http") -> str:
        return f"{scheme}://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self._listener.accept()
            except OSError:  # stop() shut the listener down
                return
            with self._lock:
                self._accepted += 1
            thread = threading.Thread(target=self._handle, args=(connection,), name="raw-conn")
            with self._lock:
                self._threads.append(thread)
            thread.start()

    def _handle(self, connection: socket.socket) -> None:
        try:
            self._on_connect(connection, self.stopping)
        except OSError:
            pass  # the client hung up
        except BaseException as exc:
            with self._lock:
                self._errors.append(exc)
        finally:
            connection.close()

    def stop(self) -> None:
        """Stop accepting, wake and join every thread, close the listener."""
        self.stopping.set()
        try:
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes accept() on Linux
        except OSError:
            pass
        self._listener.close()
        self._thread.join()
        with self._lock:
            threads = list(self._threads)
        for thread in threads:
            thread.join()

    def __enter__(self) -> RawServer:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def _reset(connection: socket.socket) -> None:
    """Close with SO_LINGER 0: the peer gets a reset, not an orderly end."""
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()


def reset_on_accept(connection: socket.socket, stopping: threading.Event) -> None:
    """Reset the connection at once, before reading a byte: a large request cannot leave."""
    _reset(connection)


def not_tls(connection: socket.socket, stopping: threading.Event) -> None:
    """Answer a TLS ClientHello with plain HTTP: the handshake fails on the client."""
    connection.recv(65536)  # the ClientHello, so closing does not reset it
    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    connection.shutdown(socket.SHUT_WR)
    connection.settimeout(10)
    while not stopping.is_set() and connection.recv(65536):
        pass  # until the client gives up on the handshake and hangs up


def reset_after_request(exchange: Exchange) -> None:
    """A FaultyServer behaviour: the whole request was read; answer with a reset."""
    _reset(exchange.connection)


def forward(request: RecordedRequest, upstream_port: int) -> tuple[int, str, bytes]:
    """Send `request` to the real server on `upstream_port`: its status, type and body."""
    upstream = http.client.HTTPConnection("127.0.0.1", upstream_port, timeout=10)
    try:
        headers = {k: v for k, v in request.headers if k.lower() not in _HOP_BY_HOP}
        upstream.request(request.method, request.target, body=request.body, headers=headers)
        answer = upstream.getresponse()
        return answer.status, answer.getheader("Content-Type", "application/json"), answer.read()
    finally:
        upstream.close()


def relay(exchange: Exchange, status: int, content_type: str, body: bytes) -> None:
    head = response_head(
        status,
        [
            ("Content-Type", content_type),
            ("Content-Length", str(len(body))),
            ("Connection", "close"),
        ],
    )
    exchange.send(head + body)


HOLD_AT_MOST = 60.0
_HOP_BY_HOP = frozenset({"host", "content-length", "connection"})


class AnswerDropper:
    """A FaultyServer behaviour: forward the request upstream, then lose or relay the answer.

    While `dropping` is set, the connection is closed without a word once upstream has
    answered: the plant exists upstream, and the client cannot know.
    """

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.dropping = threading.Event()
        self.dropping.set()

    def __call__(self, exchange: Exchange) -> None:
        answer = forward(exchange.request, self.upstream_port)
        if self.dropping.is_set():
            return  # the answer is lost on the way back
        relay(exchange, *answer)


class Gateway:
    """A FaultyServer behaviour: a gateway in front of a real server that has acted on
    every request it forwards, then relays the answer, or

    - answers `failing_with` instead (a 5xx from a gateway that lost the answer), or
    - while `holding` is set, keeps the answer until `released` (or the server stops),
      so the user can press Esc once the request has left (a test releases it; the bound
      only keeps a failed test from hanging).
    """

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.failing_with: int | None = None
        self.holding = threading.Event()
        self.released = threading.Event()

    def __call__(self, exchange: Exchange) -> None:
        status, content_type, body = forward(exchange.request, self.upstream_port)
        if self.failing_with is not None:
            status, body = self.failing_with, b'{"code":5,"message":"Bad gateway."}'
        if self.holding.is_set():
            self.released.wait(HOLD_AT_MOST)
        try:
            relay(exchange, status, content_type, body)
        except OSError:
            pass  # the client hung up while the answer was held: what the test wanted
