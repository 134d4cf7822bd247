"""What a screen reader reads of every label is what the label shows.

Asked through Qt's accessibility interface, the one AT-SPI reads on Linux: a label whose
text changes (a result's title, its advice, a value) must not carry a fixed name that a
screen reader would read instead of the text. Its role goes in the description.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.elided_label import ElidedLabel
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

TOKEN = "reader-token"


def painted(label: QLabel) -> str:
    """The words a sighted user reads on `label` (the whole text of a shortened one)."""
    if isinstance(label, ElidedLabel):
        return label.full_text()
    text = label.text()
    if label.textFormat() is Qt.TextFormat.RichText or (
        label.textFormat() is Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    ):
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    if label.buddy() is not None:  # "&Id:" shows as "Id:" with the I underlined
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text


def read_aloud(label: QLabel) -> str:
    interface = QAccessible.queryAccessibleInterface(label)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def mismatches(root: QWidget) -> list[tuple[str, str]]:
    """(read aloud, shown) for each visible label with words whose name hides them."""
    return [
        (read_aloud(label), painted(label))
        for label in root.findChildren(QLabel)
        if label.isVisible() and painted(label).strip() and read_aloud(label) != painted(label)
    ]


@pytest.fixture
def window(qtbot: QtBot, history: History) -> Iterator[MainWindow]:
    with SandboxServer(TOKEN) as server:
        servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
        profile = Profile(name="Shop", base_url=server.base_url)
        servers.add_temporary(profile, TOKEN)
        servers.select(profile.id)
        made = build_window(servers, history, settings=Settings(auto_send_outbox=False))
        qtbot.addWidget(made)
        made.show()
        qtbot.waitExposed(made)
        yield made
        made.close()


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str) -> None:
    for field, text in zip(window.form.fields, (plant_id, name, "shelf 4"), strict=True):
        field.edit.setText(text)
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)


def test_a_created_plant_is_read_as_it_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    send(qtbot, window, "7", "Aloe vera")
    assert "7" in window.results.title.text()
    assert mismatches(window) == []
    title = QAccessible.queryAccessibleInterface(window.results.title)
    assert title is not None and title.text(QAccessible.Text.Description) == "Result title"


def test_a_refused_plant_and_its_advice_are_read_as_shown(qtbot: QtBot, window: MainWindow) -> None:
    send(qtbot, window, "8", "Fern")
    send(qtbot, window, "8", "Fern")  # the server has plant 8: refused, with advice
    assert window.results.advice.isVisible() and window.results.advice.text()
    assert mismatches(window) == []


def test_a_batch_summary_is_read_as_shown(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    sheet = tmp_path / "plants.csv"
    sheet.write_text("id,name\n1,Fern\n2,Moss\n", encoding="utf-8")
    window.open_sheet(sheet)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.send_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: batch.settled, timeout=10000)
    assert batch.summary.text()
    assert mismatches(batch) == []
    batch.close()
