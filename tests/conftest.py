"""Shared test setup: offscreen Qt, a private app home, and a sandbox on loopback."""

import os
from collections.abc import Iterator
from pathlib import Path

# Before any Qt import: tests never need a display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
# A test that forgets to give the vault a backend gets "no keyring", never the user's
# real one; the Secret Service tests name their backend explicitly.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

import pytest
from faulty_server import Behaviour, ClosedPort, FaultyServer, Serve

from plantstore_gui.core.journal import History, history_path
from plantstore_gui.sandbox import SandboxServer

SANDBOX_TOKEN = "sandbox-test-token"


@pytest.fixture(autouse=True)
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep every test away from the real home directory."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("PLANTSTORE_GUI_HOME", str(home))
    monkeypatch.delenv("PLANTSTORE_TOKEN", raising=False)
    return home


@pytest.fixture
def sandbox() -> Iterator[SandboxServer]:
    """A fresh spec-faithful Plant Store on 127.0.0.1, stopped after the test."""
    with SandboxServer(SANDBOX_TOKEN) as server:
        yield server


@pytest.fixture
def history() -> Iterator[History]:
    """The journal in the test's own app home, closed after the test."""
    opened = History(history_path())
    yield opened
    opened.close()


@pytest.fixture
def serve() -> Iterator[Serve]:
    """Start FaultyServers; all are stopped (threads joined) after the test, with no errors."""
    servers: list[FaultyServer] = []

    def start(behaviour: Behaviour) -> FaultyServer:
        server = FaultyServer(behaviour)
        server.start()
        servers.append(server)
        return server

    try:
        yield start
    finally:
        for server in servers:
            server.stop()
    for server in servers:
        assert server.errors == []


@pytest.fixture
def closed_port() -> Iterator[ClosedPort]:
    """A port bound but not listening: connections to it are refused."""
    port = ClosedPort()
    try:
        yield port
    finally:
        port.close()
