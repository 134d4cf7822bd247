"""A clerk's session of 30 plants, typed through the real form with and without the aids.

The clerk looks at the form as a person does and presses only the keys still needed:
a field that already shows the right text is passed over, a tag offered by the
completion is taken with Tab, a plant named like the one before is started with
Ctrl+D. Every key press is counted; a scanner's keys are the scanner's, not the
clerk's, so a scan counts as one. What reaches the sandbox must be exactly the 30
plants intended, each sent once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard"
)

SCANNED = 2040
"""The one id a barcode scanner types, with its Enter."""

SESSION: list[tuple[int, str, str]] = [
    (1001, "Boston fern", "fern"),
    (1002, "Maidenhair fern", "fern"),
    (1003, "Bird's nest fern", "fern"),
    (1004, "Boston fern", "fern"),
    (1005, "Staghorn fern", "fern"),
    (1006, "Aloe vera", "succulent"),
    (1007, "Jade plant", "succulent"),
    (1008, "Jade plant", "succulent"),
    (1009, "Echeveria", "succulent"),
    (1010, "Haworthia", "succulent"),
    (1011, "Monstera", "tropical"),
    (1012, "Monstera", "tropical"),
    (1013, "Bird of paradise", "tropical"),
    (1014, "Calathea", "tropical"),
    (1015, "Philodendron", "tropical"),
    (SCANNED, "Snake plant", "tropical"),
    (2041, "Golden barrel", "cactus"),
    (2042, "Bunny ears", "cactus"),
    (2043, "Bunny ears", "cactus"),
    (2044, "Old man cactus", "cactus"),
    (2045, "Christmas cactus", "cactus"),
    (2046, "Boston fern", "fern"),
    (2047, "Sword fern", "fern"),
    (2048, "Aloe vera", "succulent"),
    (2049, "Zebra plant", "succulent"),
    (2050, "Pothos", ""),
    (2051, "Peace lily", "tropical"),
    (2052, "Fiddle leaf fig", "tropical"),
    (2053, "Rubber plant", "tropical"),
    (2054, "Rubber plant", "tropical"),
]


@dataclass
class Clerk:
    """Presses keys where a real keyboard sends them, and counts them."""

    qtbot: QtBot
    window: MainWindow
    aided: bool
    keys: int = 0

    def press(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        self.keys += 1
        self.qtbot.keyClick(self._target(), key, modifier)

    def type(self, text: str) -> None:
        for ch in text:
            self.keys += 1
            self.qtbot.keyClicks(self._target(), ch)

    def _target(self) -> QWidget:
        """Where a key pressed now goes: an open popup first, as on a real screen."""
        if (popup := QApplication.activePopupWidget()) is not None:
            return popup
        # The offscreen platform makes a closed popup the active window, which a real
        # screen never does (a popup takes no activation): the window is active again.
        if not self.window.isActiveWindow():
            focused = QApplication.focusWidget()
            self.window.activateWindow()
            self.qtbot.waitUntil(self.window.isActiveWindow)
            if focused is not None and focused.window() is self.window:
                focused.setFocus()  # where it was: the window was never left
        widget = QApplication.focusWidget()
        assert widget is not None
        return widget

    def type_tag(self, tag: str) -> None:
        """Type the tag; once the completion offers it first, take it with Tab."""
        popup = self.window.aids._popup
        for typed, ch in enumerate(tag, start=1):
            self.type(ch)
            offered = popup.currentIndex().data() if popup.isVisible() else None
            if offered == tag and typed < len(tag):
                self.press(Qt.Key.Key_Tab)
                return

    def scan(self, plant_id: int) -> None:
        """A scanner types the id and presses Enter: one pull of its trigger."""
        self.keys += 1
        self.qtbot.keyClicks(self._target(), str(plant_id))
        self.qtbot.keyClick(self._target(), Qt.Key.Key_Return)

    def enter_plant(
        self, plant: tuple[int, str, str], previous: tuple[int, str, str] | None
    ) -> None:
        plant_id, name, tag = plant
        form = self.window.form
        if self.aided and previous is not None and previous[1] == name:
            self.press(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        if plant_id == SCANNED:
            self.scan(plant_id)
        wanted = (str(plant_id), name, tag)
        focused = self._target()
        at = next(i for i, field in enumerate(form.fields) if field.edit is focused)
        for index, (field, text) in enumerate(zip(form.fields, wanted, strict=True)):
            if field.edit.text() == text:
                continue
            while at < index:
                self.press(Qt.Key.Key_Tab)
                at += 1
            assert self._target() is field.edit
            assert field.edit.selectedText() == field.edit.text()  # typing replaces it
            if not text:
                self.press(Qt.Key.Key_Delete)
            elif field is form.tag_field and self.aided:
                self.type_tag(text)
            else:
                self.type(text)
        assert [field.edit.text() for field in form.fields] == list(wanted)
        self.press(Qt.Key.Key_Return)


def run_session(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, *, aided: bool
) -> tuple[int, dict[int, dict[str, str]], int]:
    """(keys pressed, the plants the sandbox holds, requests it got) for the session."""
    with History(tmp_path / f"history-{aided}.sqlite3") as history:
        servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
        profile = Profile(name="Shop", base_url=sandbox.base_url)
        servers.add_temporary(profile, sandbox.token)
        servers.select(profile.id)
        window = build_window(
            servers,
            history,
            settings=Settings(auto_send_outbox=False, typing_aids=aided),
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.form.id_field.edit.hasFocus)
        clerk = Clerk(qtbot, window, aided)
        try:
            if aided:  # the two options, once (they are remembered), then back to Id
                clerk.press(Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
                qtbot.waitUntil(window.form.next_id_box.isChecked)
                clerk.press(Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
                qtbot.waitUntil(window.form.keep_tag_box.isChecked)
                clerk.press(Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)
                qtbot.waitUntil(window.form.id_field.edit.hasFocus)
            previous = None
            for plant in SESSION:
                clerk.enter_plant(plant, previous)
                qtbot.waitUntil(
                    lambda plant_id=plant[0]: (
                        plant_id in sandbox.plants() and not window.submitter.waiting
                    )
                )
                previous = plant
        finally:
            window.close()
        return clerk.keys, sandbox.plants(), sandbox.request_count


def intended() -> dict[int, dict[str, str]]:
    return {i: {"name": n, **({"tag": t} if t else {})} for i, n, t in SESSION}


def test_the_aids_save_at_least_30_percent_of_a_clerks_keystrokes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with SandboxServer("session-token") as plain_server:
        plain_keys, plain_plants, plain_requests = run_session(
            qtbot, plain_server, tmp_path, aided=False
        )
    with SandboxServer("session-token") as aided_server:
        aided_keys, aided_plants, aided_requests = run_session(
            qtbot, aided_server, tmp_path, aided=True
        )
    # Exactly the intended plants, each sent once, with or without the aids.
    assert plain_plants == intended() and plain_requests == len(SESSION)
    assert aided_plants == intended() and aided_requests == len(SESSION)
    saved = 1 - aided_keys / plain_keys
    print(
        f"\n30 plants: {plain_keys} keys without the aids ({plain_keys / 30:.1f} a plant), "
        f"{aided_keys} with them ({aided_keys / 30:.1f} a plant): {saved:.0%} saved"
    )
    assert saved >= 0.30
