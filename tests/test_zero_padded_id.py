"""An id padded with zeros to 20 digits (as a spreadsheet or another system writes it)
is the number it spells: "00000000000000001042" is plant 1042, and goes out as 1042.

20 digits is one more than the longest int64; the zeros do not count against it.
"""

from __future__ import annotations

import json

import pytest
from conftest import SANDBOX_TOKEN
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.core import INT64_MAX, INT64_MIN, parse_plant_id
from plantstore_gui.sandbox import SandboxServer

PADDED = "00000000000000001042"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (PADDED, 1042),
        ("-0000000000000001042", -1042),
        ("+0000000000000001042", 1042),
        ("0" + str(INT64_MAX), INT64_MAX),
        ("-0" + str(INT64_MIN)[1:], INT64_MIN),
        ("0" * 20, 0),
    ],
)
def test_a_zero_padded_20_digit_id_is_its_value(text: str, value: int) -> None:
    assert parse_plant_id(text) == value


def test_a_zero_padded_id_typed_in_the_form_is_sent_as_its_value(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    assert len(PADDED) == 20
    window = open_window(qtbot, sandbox.base_url, SANDBOX_TOKEN)
    try:
        type_plant(qtbot, window, PADDED, "Padded fern")
        assert window.form.id_field.edit.text() == PADDED
        assert not window.form.id_field.message.text().startswith("⚠"), (
            window.form.id_field.message.text()
        )
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 1042 created", timeout=5000)
    finally:
        window.close()
    [(_key, body)] = sandbox.received()
    assert json.loads(body) == {"id": 1042, "name": "Padded fern"}
    assert sandbox.plants() == {1042: {"name": "Padded fern"}}
