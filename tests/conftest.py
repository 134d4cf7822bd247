"""Shared test setup: offscreen Qt, a private app home, and a sandbox on loopback."""

import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

# Before any Qt import: tests never need a display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
# A test that forgets to give the vault a backend gets "no keyring", never the user's
# real one; the Secret Service tests name their backend explicitly.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

import pytest
from faulty_server import Behaviour, ClosedPort, FaultyServer, Serve
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication

from plantstore_gui.core import words
from plantstore_gui.core.journal import History, history_path
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import language

SANDBOX_TOKEN = "sandbox-test-token"


def wait_until(condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Check `condition` until it holds; False if it never did within `timeout` seconds.

    For a state with no event of its own to wait on, outside Qt (where qtbot.waitUntil
    does the same). The timeout only bounds a wait that failed; nothing is timed.
    """
    pause = threading.Event()  # never set: a pause between checks that wakes on nothing
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= deadline:
            return False
        pause.wait(0.005)
    return True


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


@dataclass
class Asked:
    """What the app asked through `ask.confirm`, and the answers it got, in order."""

    answers: list[bool]
    questions: list[tuple[str, str, str]] = field(default_factory=list)  # title, text, verb


@pytest.fixture
def answer(monkeypatch: pytest.MonkeyPatch) -> Callable[..., Asked]:
    """Answer the app's confirmations: answer(True, False) says yes, then no."""
    from plantstore_gui.ui import ask

    def give(*answers: bool) -> Asked:
        asked = Asked(list(answers))

        def confirm(_parent: object, title: str, text: str, verb: str, **_kw: object) -> bool:
            asked.questions.append((title, text, verb))
            assert asked.answers, f"asked more than expected: {title!r}"
            return asked.answers.pop(0)

        monkeypatch.setattr(ask, "confirm", confirm)
        return asked

    return give


@pytest.fixture
def speaking(qapp: QApplication) -> Iterator[Callable[[str], language.Installed]]:
    """Speak a shipped language for one test; English, left to right, afterwards."""
    installed: list[language.Installed] = []
    before = QLocale()

    def speak(code: str) -> language.Installed:
        installed.append(language.install(qapp, code))
        return installed[-1]

    yield speak
    for done in installed:
        for translator in done.translators:
            QCoreApplication.removeTranslator(translator)
    qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    QLocale.setDefault(before)
    words.install(words.english, words.english_number)
