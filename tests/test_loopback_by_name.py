"""A token over plain HTTP to a *.localhost name goes only to an address that is loopback."""

import socket
from typing import Any

import pytest

from plantstore_gui.core.client import PlantStoreClient, make_http_client
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.outcome import Created, Failed, FailureKind
from plantstore_gui.sandbox import SandboxServer

BODY = b'{"id": 1, "name": "Fern"}'


def resolving(monkeypatch: pytest.MonkeyPatch, name: str, address: str) -> list[str]:
    """Make `name` resolve to `address` (as a hostile DNS server would); the names asked."""
    real = socket.getaddrinfo
    asked: list[str] = []

    def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
        asked.append(str(host))
        if host == name:
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, int(port or 80)))]
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return asked


def test_a_localhost_name_that_resolves_elsewhere_gets_no_token(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = resolving(monkeypatch, "plants.localhost", "192.0.2.10")
    connects: list[object] = []
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: connects.append(a))
    target = Target(Endpoint.parse("http://plants.localhost:8080"), "secret-token")
    client = PlantStoreClient(make_http_client())
    try:
        outcome = client.send_body(target, BODY)
    finally:
        client.close()
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.NOT_ALLOWED
    assert not outcome.request_sent
    assert "192.0.2.10" in outcome.detail and "not this machine" in outcome.detail
    assert "plants.localhost" in asked
    assert connects == []  # refused before any connection was made


def test_a_localhost_name_that_resolves_to_loopback_is_sent_to(
    monkeypatch: pytest.MonkeyPatch, sandbox: SandboxServer
) -> None:
    resolving(monkeypatch, "plants.localhost", "127.0.0.1")
    target = Target(Endpoint.parse(f"http://plants.localhost:{sandbox.port}"), sandbox.token)
    client = PlantStoreClient(make_http_client())
    try:
        outcome = client.send_body(target, BODY)
    finally:
        client.close()
    assert isinstance(outcome, Created)
    assert sandbox.plants() == {1: {"name": "Fern"}}


def test_consent_or_https_needs_no_such_check() -> None:
    assert not Endpoint.parse("https://plants.localhost").loopback_by_name
    assert not Endpoint.parse("http://plants.localhost", allow_plain_http=True).loopback_by_name
    assert not Endpoint.parse("http://127.0.0.1:8080").loopback_by_name
    assert Endpoint.parse("http://localhost:8080").loopback_by_name
