"""The history stays where it is while the clerk works above it.

Opening an inspector tab, a field's error, a long answer on the Result tab, the raw
editor's check (of its JSON, and the contract's findings): none of them moves the
history. (A long name's error, which needs two lines only with real fonts, is tested on
a real screen: test_real_window.)
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_on_server import open_window

from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow


def history_top(qtbot: QtBot, window: MainWindow) -> int:
    """Where the history starts, once the window has laid itself out."""
    qtbot.waitUntil(lambda: not window.journeys.busy and not window.history_dock.busy)
    qtbot.wait(0)  # a pending layout request is served by the event loop
    return window.history_dock.geometry().top()


def send(qtbot: QtBot, window: MainWindow, plant_id: str, name: str) -> None:
    window.form.id_field.edit.setText(plant_id)
    window.form.name_field.edit.setText(name)
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)


def test_the_history_stays_put_while_tabs_results_and_errors_change(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, sandbox.base_url, sandbox.token)
    window.resize(1100, 800)
    qtbot.waitUntil(lambda: window.width() == 1100)
    tops = [history_top(qtbot, window)]
    send(qtbot, window, "5", "Fern")
    tops.append(history_top(qtbot, window))
    for index in range(window.inspector.count()):
        window.inspector.setCurrentIndex(index)
        tops.append(history_top(qtbot, window))
    window.inspector.setCurrentIndex(0)
    send(qtbot, window, "5", "Fern")  # refused: the server has plant 5
    assert window.results.title.text() == "The server did not accept plant 5"
    tops.append(history_top(qtbot, window))
    window.mode_tabs.setCurrentWidget(window.raw_editor)
    window.raw_editor.editor.setPlainText("{" * 400)  # the check says what is wrong
    tops.append(history_top(qtbot, window))
    # The contract's check lists findings, a line each: the line scrolls, the history stays.
    window.raw_editor.editor.setPlainText('{"id": 1.0, "name": "x", "colour": "red", "pot": 2}')
    qtbot.waitUntil(lambda: not window.raw_editor.checking)
    assert window.raw_editor.check.text().count("\n") == 3
    tops.append(history_top(qtbot, window))
    window.mode_tabs.setCurrentWidget(window.form)
    assert tops == [tops[0]] * len(tops), tops

    window.close()
