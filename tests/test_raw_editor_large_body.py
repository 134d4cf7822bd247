"""Typing in a large raw body stays quick: its JSON is not read at each key, but checked
with the contract's check once typing pauses, off the window's thread."""

import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_bench_ui import bench

from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import raw_editor

VALID = (
    "Valid JSON, and a valid NewPlant by the built-in contract, read as OpenAPI 3.1 "
    "(JSON Schema 2020-12)."
)


def counted_on_the_window_thread(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each body the raw editor reads for its JSON on the window's thread."""
    read: list[str] = []
    window_thread = threading.current_thread()
    syntax_problem: Callable[[str], str | None] = raw_editor.syntax_problem

    def counting(text: str) -> str | None:
        if threading.current_thread() is window_thread:
            read.append(text)
        return syntax_problem(text)

    monkeypatch.setattr(raw_editor, "syntax_problem", counting)
    return read


def test_a_large_body_is_read_once_typing_pauses_and_not_at_each_key(
    qtbot: QtBot, sandbox: SandboxServer, history: History, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = bench(qtbot, sandbox.base_url, sandbox.token, history)
    editor = window.raw_editor
    window.mode_tabs.setCurrentWidget(editor)
    spaced = "{" + "\n    " * 40_000 + '"id": 1, "name": "Fern"}'  # 200,000 characters
    editor.editor.setPlainText(spaced)
    qtbot.waitUntil(lambda: not editor.checking, timeout=10_000)
    assert editor.check.text() == VALID
    read = counted_on_the_window_thread(monkeypatch)

    cursor = editor.editor.textCursor()
    cursor.setPosition(1)  # just after the opening brace
    editor.editor.setTextCursor(cursor)
    editor.editor.setFocus()
    for key in (Qt.Key.Key_X, Qt.Key.Key_Y, Qt.Key.Key_Comma):
        qtbot.keyClick(editor.editor, key)
    assert read == []  # nothing read at each key: the line waits for the pause
    assert editor.checking and editor.check.text() == VALID
    qtbot.waitUntil(lambda: not editor.checking, timeout=10_000)
    assert editor.check.text() == (
        "⚠ Not valid JSON: Expecting property name enclosed in double quotes (line 1, "
        "column 2). It can still be sent, to see what the server says."
    )
    assert read == []  # it was read off the window's thread

    # Back to JSON, and small: read at once again, at each key.
    editor.editor.setPlainText('{"id": 2, "name": "Fern"}')
    assert editor.check.text() == "Valid JSON."
    assert len(read) == 1
    qtbot.waitUntil(lambda: not editor.checking, timeout=10_000)
    assert editor.check.text() == VALID
    window.close()
