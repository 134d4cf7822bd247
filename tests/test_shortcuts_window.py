"""Help ▸ Keyboard shortcuts lists every key the main window answers, read from its menus."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from test_window import open_window

from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.shortcuts import ShortcutsDialog


def test_every_menu_key_is_listed_and_esc_closes_the_list(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    try:
        qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: window.findChild(ShortcutsDialog) is not None)
        dialog = window.findChild(ShortcutsDialog)
        assert dialog is not None and dialog.isVisible()
        shown = dialog.rows()
        native = QKeySequence.SequenceFormat.NativeText
        todo = [a.menu() for a in window.menuBar().actions()]
        expected = []
        while todo:
            menu = todo.pop()
            if not isinstance(menu, QMenu):
                continue
            for action in menu.actions():
                if action.menu() is not None:
                    todo.append(action.menu())
                elif action.shortcuts():
                    keys = action.shortcuts()[0].toString(native)
                    expected.append((keys, action.text().replace("&", "")))
        assert len(expected) >= 10
        for keys, what in expected:
            assert any(k.startswith(keys) and w == what for k, w in shown), (keys, what)
        assert ("Ctrl+D", "Copy the last plant") in shown
        assert any(keys == "Enter" for keys, _ in shown)  # the form's own keys too
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.findChild(ShortcutsDialog) is None, timeout=5000)
    finally:
        window.close()
