"""A byte-for-byte recording proxy on 127.0.0.1, in front of a real server.

Every byte the client sends is passed to the server unchanged and every byte the server
answers is passed back unchanged; both streams are kept, so a test knows exactly what
the server received and what it sent, parsed with h11 (what httpx itself parses with).
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from types import TracebackType

import h11


@dataclass(frozen=True)
class Seen:
    """One message as it crossed the wire: its first line's fields, headers, and body."""

    headers: tuple[tuple[str, str], ...]  # names as written on the wire
    body: bytes
    method: str = ""
    target: str = ""
    status: int = 0
    reason: str = ""


class WireRecorder:
    """Listens on 127.0.0.1; each connection is piped to 127.0.0.1:`upstream_port`."""

    def __init__(self, upstream_port: int) -> None:
        self._upstream_port = upstream_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._lock = threading.Lock()
        self._sent: list[bytes] = []  # per connection: client -> server
        self._answered: list[bytes] = []  # per connection: server -> client
        self.client_ports: list[int] = []
        self._threads: list[threading.Thread] = []
        self._sockets: list[socket.socket] = []
        self._accepting = threading.Thread(target=self._accept, name="wire-recorder")
        self._accepting.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                client, address = self._listener.accept()
            except OSError:
                return  # closed
            upstream = socket.create_connection(("127.0.0.1", self._upstream_port))
            with self._lock:
                at = len(self._sent)
                self._sent.append(b"")
                self._answered.append(b"")
                self.client_ports.append(int(address[1]))
                self._sockets += [client, upstream]
            for source, sink, kept in (
                (client, upstream, self._sent),
                (upstream, client, self._answered),
            ):
                thread = threading.Thread(target=self._pipe, args=(source, sink, kept, at))
                self._threads.append(thread)
                thread.start()

    def _pipe(self, source: socket.socket, sink: socket.socket, kept: list[bytes], at: int) -> None:
        try:
            while chunk := source.recv(65536):
                with self._lock:
                    kept[at] += chunk
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            try:
                sink.shutdown(socket.SHUT_WR)
            except OSError:
                pass

    def requests(self) -> list[Seen]:
        """Every request the server received, in order."""
        with self._lock:
            streams = list(self._sent)
        return [seen for stream in streams for seen in _parse(stream, h11.SERVER)]

    def responses(self) -> list[Seen]:
        """Every answer the server sent, in order."""
        with self._lock:
            streams = list(self._answered)
        return [seen for stream in streams for seen in _parse(stream, h11.CLIENT)]

    def close(self) -> None:
        try:
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the accept
        except OSError:
            pass
        self._accepting.join()
        self._listener.close()
        with self._lock:
            sockets = list(self._sockets)
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        for thread in self._threads:
            thread.join()
        for sock in sockets:
            sock.close()

    def __enter__(self) -> WireRecorder:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _parse(stream: bytes, role: type[h11.CLIENT] | type[h11.SERVER]) -> list[Seen]:
    """The messages in one direction of one connection. A client-role parser reads
    answers, so it is first told of a request to answer each time."""
    connection = h11.Connection(role)
    connection.receive_data(stream)
    found: list[Seen] = []
    head: h11.Request | h11.Response | None = None
    body = b""
    while True:
        if role is h11.CLIENT and connection.our_state is h11.IDLE:
            connection.send(
                h11.Request(
                    method="POST", target="/", headers=[("Host", "x"), ("Content-Length", "0")]
                )
            )
            connection.send(h11.EndOfMessage())
        event = connection.next_event()
        if event is h11.NEED_DATA or isinstance(event, h11.ConnectionClosed) or event is h11.PAUSED:
            if (
                event is h11.PAUSED
                and connection.our_state is h11.DONE
                and connection.their_state is h11.DONE
            ):
                connection.start_next_cycle()
                continue
            return found
        if isinstance(event, h11.Request | h11.Response):
            head, body = event, b""
        elif isinstance(event, h11.Data):
            body += event.data
        elif isinstance(event, h11.EndOfMessage):
            assert head is not None
            headers = tuple(
                (name.decode("latin-1"), value.decode("latin-1"))
                for name, value in head.headers.raw_items()
            )
            if isinstance(head, h11.Request):
                found.append(
                    Seen(headers, body, method=head.method.decode(), target=head.target.decode())
                )
            else:
                found.append(
                    Seen(
                        headers, body, status=head.status_code, reason=head.reason.decode("latin-1")
                    )
                )
            if role is h11.SERVER:
                connection.send(h11.Response(status_code=200, headers=[("Content-Length", "0")]))
                connection.send(h11.EndOfMessage())
            if connection.our_state is h11.DONE and connection.their_state is h11.DONE:
                connection.start_next_cycle()
