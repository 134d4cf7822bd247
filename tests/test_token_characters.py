"""A token may hold any visible ASCII character, "!" and "~" included (the two ends of
the range): typed into the window, it is accepted and goes out exactly as typed.
"""

from __future__ import annotations

import pytest
from faulty_server import Serve, respond
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.sandbox import SandboxServer


@pytest.mark.parametrize("token", ["!", "~", "tok!en~", "~!plant-store!~"])
def test_a_token_with_bang_or_tilde_typed_in_the_window_is_sent_as_typed(
    qtbot: QtBot, serve: Serve, token: str
) -> None:
    server = serve(respond(200, b'{"name": "Ivy"}'))
    window = open_window(qtbot, server.base_url, None)  # no token yet: the window asks
    try:
        assert window.token_box.isVisible()
        type_plant(qtbot, window, "21", "Ivy")
        press_enter(qtbot)
        token_edit = window.token_field.edit
        assert QApplication.focusWidget() is token_edit
        qtbot.keyClicks(token_edit, token)
        assert token_edit.text() == token
        assert not window.token_field.message.text().startswith("⚠"), (
            window.token_field.message.text()
        )
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 21 created", timeout=5000)
    finally:
        window.close()
    [request] = server.requests
    assert request.header("Authorization") == f"Bearer {token}"


def test_the_sandbox_accepts_a_token_with_bang_and_tilde_typed_in_the_window(
    qtbot: QtBot,
) -> None:
    token = "!sandbox~token!"
    with SandboxServer(token) as sandbox:
        window = open_window(qtbot, sandbox.base_url, None)
        try:
            type_plant(qtbot, window, "22", "Fern")
            press_enter(qtbot)
            qtbot.keyClicks(window.token_field.edit, token)
            press_enter(qtbot)
            qtbot.waitUntil(lambda: window.results.title.text() == "Plant 22 created", timeout=5000)
        finally:
            window.close()
        assert sandbox.plants() == {22: {"name": "Fern"}}
