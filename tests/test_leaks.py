"""The token goes to the keyring and the server, and nowhere else.

The main flows run with a recognisable sentinel token: create a profile and save its
token, send a plant, get a refusal, fail to connect, export the profiles. Afterwards
the sentinel must be in no file under the app's home, in no log record (httpx and
httpcore at DEBUG included) and in no text the window shows.
"""

import logging
import secrets
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History, history_path
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import ProfileStore
from plantstore_gui.core.secrets import SERVICE, TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.servers import Servers


def visible_texts(root: QWidget) -> list[str]:
    """Every text a person could read on screen, the title included (not password fields)."""
    texts = [root.windowTitle()]
    for label in root.findChildren(QLabel):
        texts.append(label.text())
    for button in root.findChildren(QAbstractButton):
        texts.append(button.text())
    for edit in root.findChildren(QLineEdit):
        if edit.echoMode() == QLineEdit.EchoMode.Normal:
            texts.append(edit.text())
    return texts


def test_the_sentinel_token_lands_only_in_the_keyring(
    qtbot: QtBot, app_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    sentinel = f"sentinel-tok-{secrets.token_hex(8)}"
    keyring = MemoryKeyring()
    with SandboxServer(sentinel) as sandbox:
        store = ProfileStore(profiles_path())
        servers = Servers(store, store.load().book, TokenVault(keyring))
        history = History(history_path())
        window = build_window(servers, history)
        qtbot.addWidget(window)
        window.show()

        # Create a profile and save its token, through the dialog as a user would.
        window.manage_servers()
        dialog = window.manage_dialog
        assert dialog is not None
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        dialog.name_field.edit.setText("Shop")
        qtbot.keyClicks(dialog.url_field.edit, sandbox.base_url)
        qtbot.keyClicks(dialog.token_field.edit, sentinel)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not servers.busy, timeout=5000)
        shop = servers.book.find("Shop")
        assert shop is not None
        assert keyring.storage == {(SERVICE, shop.id): sentinel}
        dialog_texts = visible_texts(dialog)

        # A profile for a server that is gone, with the same token typed in the window.
        gone = SandboxServer("unused")
        gone.start()
        gone_url = gone.base_url
        gone.stop()
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        dialog.name_field.edit.setText("Gone")
        qtbot.keyClicks(dialog.url_field.edit, gone_url)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        export = app_home / "exported-servers.json"
        dialog.export_to(export)
        qtbot.waitUntil(lambda: "Exported" in dialog.notice.text(), timeout=5000)
        dialog.close()

        def send(plant_id: str, title: str) -> None:
            window.form.id_field.edit.setText(plant_id)
            window.form.name_field.edit.setText("Fern")
            qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: window.results.title.text() == title, timeout=5000)

        servers.select(shop.id)
        send("1", "Plant 1 created")
        send("1", "Plant 1 was not sent")  # created here before: it says so at the Id field
        send("1", "The server did not accept plant 1")  # Enter again: sent
        gone_profile = servers.book.find("Gone")
        assert gone_profile is not None
        servers.select(gone_profile.id)
        qtbot.waitUntil(lambda: window.token_box.isVisible())
        qtbot.keyClicks(window.token_field.edit, sentinel)
        send("2", "Plant 2 is waiting in the outbox")  # the server is gone: kept to send later
        window.results.raw_toggle.setChecked(True)
        # The inspector and the history show the request; the token stays masked.
        window.inspector.setCurrentWidget(window.request_view)
        window_texts = [*visible_texts(window), window.request_view.text.toPlainText()]
        assert "Bearer ••••••••" in window.request_view.text.toPlainText()
        window.request_view.curl.click()
        window_texts.append(QGuiApplication.clipboard().text())
        assert "$PLANTSTORE_TOKEN" in window_texts[-1]
        qtbot.waitUntil(lambda: not servers.busy and not window.history_dock.busy, timeout=5000)
        assert window.history_dock.panel.model.rowCount() == 3
        window.close()
        history.close()

    files = [path for path in app_home.rglob("*") if path.is_file()]
    assert profiles_path() in files and export in files and history_path() in files
    for path in files:
        assert sentinel.encode() not in path.read_bytes(), path
    assert caplog.records, "the flows above log at DEBUG; nothing captured means no check"
    assert any(record.name.startswith("httpx") for record in caplog.records)
    for record in caplog.records:
        assert sentinel not in record.getMessage(), record.name
        assert sentinel not in (record.exc_text or "")
    for text in dialog_texts + window_texts:
        assert sentinel not in text
