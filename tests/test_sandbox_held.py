"""The sandbox under clients that hold connections: idle ones and slow-loris ones cost it no
thread and keep no one else from an answer, and a request that trickles in is cut at its
deadline."""

from __future__ import annotations

import io
import json
import select
import socket
import threading
from collections.abc import Iterator

import httpx
import pytest

from plantstore_gui.sandbox import SandboxServer

TOKEN = "held-token"
IDLE = 500
SLOW = 100
ROUND_LIMIT = 400  # drips before a test gives up on the server cutting a slow client


@pytest.fixture
def enough_descriptors() -> Iterator[None]:
    """Room for both ends of some 600 connections in this process."""
    try:
        import resource
    except ImportError:  # Windows: sockets are not counted against a descriptor limit
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 4 * (IDLE + SLOW)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        if hard != resource.RLIM_INFINITY and hard < wanted:
            pytest.skip(f"{wanted} open files are needed; this system allows {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def request_head(length: int) -> bytes:
    return (
        f"POST /plants HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {TOKEN}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {length}\r\n"
    ).encode()


def plant_body(plant_id: int) -> bytes:
    return json.dumps({"id": plant_id, "name": f"Plant {plant_id}"}).encode()


def read_answer(sock: socket.socket) -> bytes:
    """One answer on a kept-alive connection: its head and its Content-Length of body."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, data
        body += chunk
    return head + b"\r\n\r\n" + body


def read_to_end(sock: socket.socket) -> bytes:
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)


def drip_until_answered(sock: socket.socket) -> int:
    """Send a byte at a time, each after a short wait for an answer (a slow-loris client
    that never stops), until the server answers or hangs up; the bytes it took."""
    for dripped in range(ROUND_LIMIT):
        readable, _, _ = select.select([sock], [], [], 0.05)
        if readable:
            return dripped
        try:
            sock.sendall(b"a")
        except OSError:  # hung up between the wait and the byte
            return dripped
    pytest.fail(f"the server still took bytes after {ROUND_LIMIT} of them")


def test_idle_and_slow_loris_connections_keep_no_one_from_an_answer(
    enough_descriptors: None,
) -> None:
    threads_before = set(threading.enumerate())
    held: list[socket.socket] = []
    # Deadlines longer than the test, so that every connection is still held at its end.
    with SandboxServer(TOKEN, idle_timeout=120, header_timeout=120) as server:
        try:
            address = ("127.0.0.1", server.port)
            for _ in range(IDLE):
                held.append(socket.create_connection(address, timeout=30))
            for n in range(SLOW):  # each sends part of a head, and no more
                slow = socket.create_connection(address, timeout=30)
                held.append(slow)
                slow.sendall(request_head(len(plant_body(1000 + n))) + b"X-Slow: a")

            with httpx.Client(base_url=server.base_url, timeout=30) as http:
                response = http.post(
                    "/plants",
                    json={"id": 1, "name": "Fern"},
                    headers={"Authorization": f"Bearer {TOKEN}"},
                )
            assert response.status_code == 200
            assert response.json() == {"name": "Fern"}

            # They were held, not dropped: an idle one and a slow one are answered now.
            idle, slow = held[0], held[-1]
            idle.sendall(request_head(len(plant_body(2))) + b"\r\n" + plant_body(2))
            assert read_answer(idle).startswith(b"HTTP/1.1 200 ")
            slow.sendall(b"\r\n\r\n" + plant_body(1000 + SLOW - 1))
            assert read_answer(slow).startswith(b"HTTP/1.1 200 ")
            assert set(server.plants()) == {1, 2, 1000 + SLOW - 1}

            # All of it served by the sandbox's one thread.
            new = [t.name for t in threading.enumerate() if t not in threads_before]
            assert new == ["plantstore-sandbox"]
        finally:
            for sock in held:
                sock.close()
    assert [t for t in threading.enumerate() if t not in threads_before] == []


def test_a_head_that_trickles_in_is_cut_at_its_deadline() -> None:
    log = io.StringIO()
    with SandboxServer(TOKEN, idle_timeout=120, header_timeout=0.5, log=log) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as loris:
            loris.sendall(request_head(30) + b"X-Slow: ")
            dripped = drip_until_answered(loris)
            reply = read_to_end(loris)
        assert server.request_count == 0
    assert dripped > 0  # it was cut while it kept sending, not for being silent
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ")
    assert b"\r\nConnection: close" in head
    message = "The request headers did not arrive within 0.5 seconds."
    assert json.loads(body) == {"error": 408, "message": message}
    assert log.getvalue().endswith(f" POST /plants 408 - {message}\n")


def test_a_body_that_trickles_in_is_cut_at_its_deadline() -> None:
    log = io.StringIO()
    with SandboxServer(TOKEN, idle_timeout=120, body_timeout=0.5, log=log) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as loris:
            loris.sendall(request_head(100_000) + b"\r\n" + b'{"id": 1, "name": "')
            dripped = drip_until_answered(loris)
            reply = read_to_end(loris)
        assert server.request_count == 1  # the request arrived; its body never did
        assert server.received() == []
        assert server.plants() == {}
    assert dripped > 0
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ")
    message = "The request body did not arrive within 0.5 seconds."
    assert json.loads(body) == {"error": 408, "message": message}
    assert log.getvalue().endswith(f" POST /plants 408 - {message}\n")


def test_a_silent_client_is_still_closed_at_the_idle_timeout_without_an_answer() -> None:
    with SandboxServer(TOKEN, idle_timeout=0.5, header_timeout=120) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as quiet:
            quiet.sendall(request_head(30))  # part of a head, then silence
            assert read_to_end(quiet) == b""
