"""Copy as curl with the token takes the token of the server the request went to."""

from collections.abc import Callable

from conftest import Asked
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.servers import Servers


def test_the_token_copied_is_the_shown_requests_own_servers(
    qtbot: QtBot, history: History, answer: Callable[..., Asked]
) -> None:
    with SandboxServer("token-of-a") as a, SandboxServer("token-of-b") as b:
        vault = TokenVault(MemoryKeyring())
        servers = Servers(ProfileStore(profiles_path()), ProfileBook(), vault)
        shop_a = Profile(name="Shop A", base_url=a.base_url)
        shop_b = Profile(name="Shop B", base_url=b.base_url)
        servers.add_temporary(shop_a, a.token)
        servers.add_temporary(shop_b, b.token)
        servers.select(shop_a.id)
        window = build_window(
            servers,
            history,
            settings=Settings(auto_send_outbox=False),
        )
        qtbot.addWidget(window)
        window.show()
        window.form.id_field.edit.setText("1")
        window.form.name_field.edit.setText("Fern")
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: a.plants() == {1: {"name": "Fern"}}, timeout=5000)
        servers.select(shop_b.id)  # B is current now; the entry shown went to A
        panel = window.history_dock.panel
        qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
        panel.table.selectRow(0)
        window.inspector.setCurrentWidget(window.request_view)
        answer(True)
        qtbot.mouseClick(window.request_view.curl_with_token, Qt.MouseButton.LeftButton)
        command = QGuiApplication.clipboard().text()
        assert a.base_url in command
        assert a.token in command and b.token not in command
        window.close()
