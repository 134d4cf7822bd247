"""A CSV opened while the app runs (`plantstore-gui plants.csv`, the desktop's "Open with")
opens in the running window, as File ▸ Open would: the second copy hands it over."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.core.paths import data_dir
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.running_copy import channel_name

ROOT = Path(__file__).resolve().parent.parent
SECOND_COPY_TIMEOUT = 30.0


@pytest.fixture
def first(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    """The app's window, open on the sandbox and holding the data folder."""
    monkeypatch.setenv("PLANTSTORE_TOKEN", sandbox.token)
    with open_window(parse_args(["--base-url", sandbox.base_url])) as window:
        qtbot.addWidget(window)
        window.show()
        yield window
        if window.batch_window is not None:
            window.batch_window.close()
        window.close()


def second_copy(*args: str, cwd: Path) -> subprocess.Popen[str]:
    """`python -m plantstore_gui ARGS` in `cwd`, on the same data folder as the test."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "plantstore_gui", *args],
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_csv_named_to_a_second_copy_opens_in_the_running_window(
    qtbot: QtBot, first: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "downloads"
    folder.mkdir()
    (folder / "plants.csv").write_text("id,name,tag\n7,Fern,green\n8,Moss,\n", encoding="utf-8")
    second = second_copy("plants.csv", cwd=folder)  # a path relative to its own folder
    try:
        qtbot.waitUntil(lambda: first.batch_window is not None, timeout=20_000)
        batch = first.batch_window
        assert batch is not None and batch.isVisible()
        qtbot.waitUntil(lambda: batch.model.rowCount() == 2, timeout=5000)
        assert batch.source.text().startswith("plants.csv → ")
        assert [row.name for row in batch.model.rows] == ["Fern", "Moss"]
        out, err = second.communicate(timeout=SECOND_COPY_TIMEOUT)
    finally:
        if second.poll() is None:
            second.kill()
            second.wait(timeout=SECOND_COPY_TIMEOUT)
    assert second.returncode == 0, err
    assert out.strip() == (
        f"plantstore-gui: {folder / 'plants.csv'} is opened in the window already open."
    )
    assert not first.notice.isVisible()  # the batch window is the answer, not a notice


def test_a_request_without_an_absolute_path_opens_nothing_and_shows_the_window(
    qtbot: QtBot, first: MainWindow
) -> None:
    socket = QLocalSocket()
    socket.connectToServer(channel_name(data_dir()))
    assert socket.waitForConnected(1000)
    socket.write(b'{"open": "relative.csv"}\n')
    assert socket.waitForBytesWritten(1000)
    socket.disconnectFromServer()
    qtbot.waitUntil(first.notice.isVisible, timeout=5000)
    assert "This window is the one open for your data" in first.notice.text.text()
    assert first.batch_window is None


def test_the_desktop_entry_hands_the_file_to_the_app_and_offers_it_for_csv() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(ROOT / "packaging" / "plantstore-gui.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"].split() == ["plantstore-gui", "%f"]
    assert "text/csv" in desktop["MimeType"].split(";")
