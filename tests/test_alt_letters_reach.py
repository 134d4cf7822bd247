"""Every Alt letter reaches its control: pressed, in every language, on every tab and page.

The static clash check (test_polish_window.clashes) compares the letters written in the
texts; this one presses each letter as a user does and asks Qt's shortcut map where the
key went, so a letter taken by a menu action, an unseen control or a second window is
found too. The shortcut events are caught before any control acts on them, so pressing
"Copy as curl with the token…" asks nothing and a tab press switches no tab.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcutEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_polish_window import alt_letter
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow


class ShortcutCatcher(QObject):
    """Eats every shortcut event in the app and remembers who it was for."""

    def __init__(self) -> None:
        super().__init__()
        self.caught: list[tuple[QObject, bool]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QShortcutEvent):
            self.caught.append((watched, event.isAmbiguous()))
            return True
        return False


@pytest.fixture
def catcher(qapp: QApplication) -> Iterator[ShortcutCatcher]:
    catching = ShortcutCatcher()
    qapp.installEventFilter(catching)
    yield catching
    qapp.removeEventFilter(catching)


def controls(window: QWidget) -> list[tuple[str, QWidget, int]]:
    """(text, control, tab index or -1) for every control of `window` with an Alt letter."""
    found: list[tuple[str, QWidget, int]] = []
    for widget in window.findChildren(QWidget):
        if widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton):
            found.append((widget.text(), widget, -1))
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            found.append((widget.text(), widget, -1))
        elif isinstance(widget, QGroupBox):
            found.append((widget.title(), widget, -1))
        elif isinstance(widget, QTabBar):
            found += [(widget.tabText(i), widget, i) for i in range(widget.count())]
    return [(text, widget, tab) for text, widget, tab in found if alt_letter(text)]


def bring_into_view(control: QWidget, tab: int) -> None:
    """Turn every tab and page between the window and `control` to the one holding it."""
    if isinstance(control, QTabBar) and isinstance(control.parentWidget(), QTabWidget):
        tabs = control.parentWidget()
        assert isinstance(tabs, QTabWidget)
        bring_into_view(tabs, -1)
        return
    child: QWidget | None = control
    while child is not None and not child.isWindow():
        parent = child.parentWidget()
        if isinstance(parent, QStackedWidget):
            holder = parent.parentWidget()
            if isinstance(holder, QTabWidget):
                holder.setCurrentWidget(child)
            else:
                parent.setCurrentWidget(child)
        child = parent


def press_alt_letter(window: QWidget, text: str) -> None:
    """Press the Alt letter of `text` where the window's keyboard focus is."""
    key = QKeySequence.mnemonic(text)[0]
    target = window.focusWidget() or window
    letter = alt_letter(text) or ""
    QApplication.sendEvent(
        target, QKeyEvent(QEvent.Type.KeyPress, key.key(), key.keyboardModifiers(), letter)
    )
    QApplication.sendEvent(
        target, QKeyEvent(QEvent.Type.KeyRelease, key.key(), key.keyboardModifiers(), letter)
    )


def unreached(window: QWidget, catcher: ShortcutCatcher) -> list[str]:
    """Each visible, enabled control whose Alt letter does not reach it, and only it."""
    found = []
    for text, control, tab in controls(window):
        bring_into_view(control, tab)
        QApplication.processEvents()
        usable = control.isVisible() and control.isEnabled()
        if tab >= 0 and isinstance(control, QTabBar):
            usable = usable and control.isTabEnabled(tab) and control.isTabVisible(tab)
        if not usable:
            continue
        catcher.caught.clear()
        press_alt_letter(window, text)
        if catcher.caught != [(control, False)]:
            went = [f"{type(to).__name__}{' (ambiguous)' * amb}" for to, amb in catcher.caught]
            found.append(f"{text!r} ({type(control).__name__}): Alt went to {went or 'nothing'}")
    return found


def test_the_letter_of_every_control_reaches_it(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, catcher: ShortcutCatcher
) -> None:
    found = walk_every_window(qtbot, sandbox, tmp_path, catcher)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", ["de", "es", "ar"])
def test_the_letter_of_every_control_reaches_it_in_each_language(
    speaking,
    qtbot: QtBot,
    sandbox: SandboxServer,
    tmp_path: Path,
    catcher: ShortcutCatcher,
    code: str,
) -> None:  # type: ignore[no-untyped-def]
    speaking(code)
    found = walk_every_window(qtbot, sandbox, tmp_path, catcher)
    assert not found, "\n".join(found)


def walk_every_window(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, catcher: ShortcutCatcher
) -> list[str]:
    """The main window with a plant created (so its exchange can be copied), its dialogs."""
    window: MainWindow = open_window(qtbot, sandbox.base_url, sandbox.token)
    try:
        type_plant(qtbot, window, "7", "Fern")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)
        qtbot.waitUntil(lambda: not window.history_dock.busy, timeout=10000)
        qtbot.waitUntil(window.request_view.curl.isEnabled, timeout=10000)
        window.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        found = [f"main window: {line}" for line in unreached(window, catcher)]
        sheet = tmp_path / "plants.csv"
        sheet.write_text("id,name,tag\n1,Fern,\n", encoding="utf-8")
        for name, open_dialog, dialog_of in (
            ("outbox", window.show_outbox, lambda: window.outbox_view),
            ("servers", window.manage_servers, lambda: window.manage_dialog),
            ("shortcuts", window.show_shortcuts, lambda: window.shortcuts_dialog),
            ("batch", lambda: window.open_sheet(sheet), lambda: window.batch_window),
        ):
            open_dialog()
            qtbot.waitUntil(lambda: dialog_of() is not None, timeout=5000)  # noqa: B023
            dialog = dialog_of()
            assert dialog is not None
            dialog.raise_()
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)  # noqa: B023
            found += [f"{name}: {line}" for line in unreached(dialog, catcher)]
            dialog.close()
            qtbot.waitUntil(lambda: not dialog.isVisible())  # noqa: B023
        return found
    finally:
        window.close()
