"""The app's start: the form is painted first, the rest of the window built after it.

What the user typed and the Enter pressed before the rest arrived are kept: the plant is
sent once the window is complete, once however often Enter was pressed, and the form
stays where it was painted.
"""

import pytest
from conftest import SANDBOX_TOKEN
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow


def where(window: MainWindow) -> tuple[QPoint, int, int]:
    form = window.form
    return form.mapTo(window, QPoint(0, 0)), form.width(), form.height()


def where_painted(window: MainWindow) -> list[tuple[QPoint, int, int]]:
    """Where the form is once the window has painted, before the rest is built."""
    seen: list[tuple[QPoint, int, int]] = []
    build_the_rest = window.after_first_paint

    def first() -> None:
        assert not window.is_complete
        seen.append(where(window))
        build_the_rest()

    window.after_first_paint = first
    return seen


def test_enter_pressed_before_the_rest_arrives_sends_the_plant_once(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLANTSTORE_TOKEN", SANDBOX_TOKEN)
    args = parse_args(["--base-url", sandbox.base_url])
    with open_window(args, form_first=True) as window:
        qtbot.addWidget(window)
        window.show()
        assert not window.is_complete
        qtbot.keyClicks(window.form.id_field.edit, "7")
        qtbot.keyClicks(window.form.name_field.edit, "Early fern")
        with qtbot.waitSignal(window.completed, timeout=30000):
            qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
            qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 7 created", timeout=10000)
        qtbot.waitUntil(lambda: not window.tasks.busy, timeout=10000)
        assert sandbox.request_count == 1
        assert list(sandbox.plants()) == [7]
        window.close()
    QApplication.processEvents()


def test_what_is_typed_and_chosen_before_the_rest_arrives_is_kept(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PLANTSTORE_TOKEN", raising=False)
    args = parse_args(["--base-url", "http://127.0.0.1:9/"])
    with open_window(args, form_first=True) as window:
        qtbot.addWidget(window)
        painted = where_painted(window)
        window.show()
        assert window.token_box.isVisible()  # painted where it stays: no token yet
        qtbot.keyClicks(window.form.name_field.edit, "Fern")
        qtbot.keyClicks(window.token_field.edit, "typed-early")
        suggested = window.form.next_id_box.isChecked()
        window.form.next_id_box.click()
        qtbot.waitSignal(window.completed, timeout=30000).wait()
        assert window.preferences.settings.suggest_next_id is not suggested  # kept as chosen
        assert window.form.name_field.edit.text() == "Fern"
        assert window.token_field.edit.text() == "typed-early"
        assert window.token_box.isVisible()
        # Once the layouts the rest asked for are done, the form is where it was painted
        # (between them, under load, it can be laid out taller for a moment).
        assert len(painted) == 1
        qtbot.waitUntil(lambda: where(window) == painted[0], timeout=5000)
        window.close()
    QApplication.processEvents()
