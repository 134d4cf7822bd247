"""Loopback helpers for the sending tests: faults below HTTP, and a proxy that loses answers.

A RawServer accepts TCP connections on 127.0.0.1 and hands each to a function before
any HTTP is read, for faults a FaultyServer cannot make (it reads the request first):
a connection reset before the request has left whole, or bytes that are not TLS.

`AnswerDropper` is a FaultyServer behaviour that forwards each request to a real server
(the sandbox) and then loses the answer on the way back, so the request has really
been acted on while the client learns nothing: the "may have left" case, made exactly.
"""

from __future__ import annotations

import http.client
import socket
import struct
import threading
from collections.abc import Callable
from types import TracebackType

from faulty_server import Exchange, response_head

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


class AnswerDropper:
    """A FaultyServer behaviour: forward the request upstream, then lose or relay the answer.

    While `dropping` is set, the connection is closed without a word once upstream has
    answered: the plant exists upstream, and the client cannot know.
    """

    _HOP_BY_HOP = frozenset({"host", "content-length", "connection"})

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.dropping = threading.Event()
        self.dropping.set()

    def __call__(self, exchange: Exchange) -> None:
        request = exchange.request
        upstream = http.client.HTTPConnection("127.0.0.1", self.upstream_port, timeout=10)
        try:
            headers = {k: v for k, v in request.headers if k.lower() not in self._HOP_BY_HOP}
            upstream.request(request.method, request.target, body=request.body, headers=headers)
            answer = upstream.getresponse()
            body = answer.read()
        finally:
            upstream.close()
        if self.dropping.is_set():
            return  # the answer is lost on the way back
        head = response_head(
            answer.status,
            [
                ("Content-Type", answer.getheader("Content-Type", "application/json")),
                ("Content-Length", str(len(body))),
                ("Connection", "close"),
            ],
        )
        exchange.send(head + body)
