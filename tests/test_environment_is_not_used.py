"""The profile decides where a plant goes and which certificates are trusted, not the
environment: proxy variables and SSL_CERT_FILE set in the shell are not used.

A proxy variable would send the token through a machine the user never chose; a
certificate file from the environment would trust a server the profile does not.
"""

from __future__ import annotations

import re
import socket
import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import trustme
from conftest import SANDBOX_TOKEN
from faulty_server import ClosedPort, FaultyServer, Serve, respond
from recording_server import RawServer

from plantstore_gui.core import (
    Created,
    Endpoint,
    Failed,
    FailureKind,
    NewPlant,
    Plant,
    PlantStoreClient,
    Target,
    make_http_client,
)
from plantstore_gui.sandbox import SandboxServer

FERN = NewPlant(id=7, name="Fern", tag="indoor")
PROXY_VARIABLES = (
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
)


@pytest.fixture
def proxy(serve: Serve, monkeypatch: pytest.MonkeyPatch) -> FaultyServer:
    """A recording "proxy" on 127.0.0.1 named by every proxy variable, with no exceptions."""
    server = serve(respond(502, b'{"error": 502, "message": "from the proxy"}'))
    for name in PROXY_VARIABLES:
        monkeypatch.setenv(name, server.base_url)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    return server


@contextmanager
def new_client() -> Iterator[PlantStoreClient]:
    # Built after the environment is set, as the app builds it: the environment is read then.
    client = PlantStoreClient(make_http_client())
    try:
        yield client
    finally:
        client.close()


def test_proxy_variables_do_not_divert_the_plant(
    proxy: FaultyServer, sandbox: SandboxServer
) -> None:
    with new_client() as client:
        target = Target(Endpoint.parse(sandbox.base_url), SANDBOX_TOKEN, 5.0)
        outcome = client.create_plant(target, FERN)
    assert isinstance(outcome, Created), outcome
    assert outcome.plant == Plant(name="Fern", tag="indoor")
    assert sandbox.plants() == {7: {"name": "Fern", "tag": "indoor"}}
    assert proxy.requests == []  # the token never went near it


def test_a_proxy_variable_naming_a_dead_port_does_not_stop_the_plant(
    closed_port: ClosedPort, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    dead = closed_port.base_url
    for name in PROXY_VARIABLES:
        monkeypatch.setenv(name, dead)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    with new_client() as client:
        outcome = client.create_plant(Target(Endpoint.parse(sandbox.base_url), SANDBOX_TOKEN), FERN)
    assert isinstance(outcome, Created), outcome


class TlsStore:
    """HTTPS on 127.0.0.1 with a certificate from `ca`; answers a POST with a Plant.

    `handshakes` receives True for each handshake that succeeded, False for each refused.
    """

    def __init__(self, ca: trustme.CA) -> None:
        self._context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("127.0.0.1").configure_cert(self._context)
        self._lock = threading.Lock()
        self._handshakes: list[bool] = []
        self.handshake_done = threading.Event()
        self.requests: list[bytes] = []
        self._server = RawServer(self._serve)

    @property
    def base_url(self) -> str:
        return self._server.base_url("https")

    @property
    def handshakes(self) -> list[bool]:
        with self._lock:
            return list(self._handshakes)

    def _serve(self, connection: socket.socket, stopping: threading.Event) -> None:
        connection.settimeout(10)
        try:
            tls = self._context.wrap_socket(connection, server_side=True)
        except OSError:
            with self._lock:
                self._handshakes.append(False)
            self.handshake_done.set()
            return
        with self._lock:
            self._handshakes.append(True)
        self.handshake_done.set()
        with tls:
            data = b""
            while b"\r\n\r\n" not in data and (chunk := tls.recv(65536)):
                data += chunk
            head, _, body = data.partition(b"\r\n\r\n")
            declared = re.search(rb"(?im)^content-length:\s*(\d+)", head)
            length = int(declared[1]) if declared else 0
            while len(body) < length and (chunk := tls.recv(65536)):
                body += chunk
            with self._lock:
                self.requests.append(head + b"\r\n\r\n" + body)
            answer = b'{"name": "Fern", "tag": "indoor"}'
            tls.sendall(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                + f"Content-Length: {len(answer)}\r\nConnection: close\r\n\r\n".encode()
                + answer
            )

    def close(self) -> None:
        self._server.stop()
        assert self._server.errors == []


def test_ssl_cert_file_from_the_environment_is_not_trusted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ca = trustme.CA()
    bundle = tmp_path / "environment-ca.pem"
    ca.cert_pem.write_to_path(str(bundle))
    monkeypatch.setenv("SSL_CERT_FILE", str(bundle))
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    store = TlsStore(ca)
    try:
        with new_client() as client:
            outcome = client.create_plant(Target(Endpoint.parse(store.base_url), "t0ken"), FERN)
        assert store.handshake_done.wait(10)
        # Only the profile's CA bundle (none here) is added to the usual authorities.
        assert isinstance(outcome, Failed), outcome
        assert outcome.kind is FailureKind.TLS, outcome
        assert not outcome.request_sent
        assert store.requests == []
        assert store.handshakes == [False]
    finally:
        store.close()
