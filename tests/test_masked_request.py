"""The request as the app records and shows it has the token masked.

The inspector's Request tab, the history and "Copy as curl" all start from the request
the client records; the token must not be in it, while the real header carries it.
"""

from __future__ import annotations

from conftest import SANDBOX_TOKEN
from faulty_server import Serve, respond
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.core import (
    Created,
    Endpoint,
    NewPlant,
    PlantStoreClient,
    Target,
    make_http_client,
)
from plantstore_gui.core.outcome import MASKED_TOKEN
from plantstore_gui.sandbox import SandboxServer

TOKEN = "s3cret-Token.value"


def test_the_recorded_request_masks_the_token_the_server_received(serve: Serve) -> None:
    server = serve(respond(200, b'{"name": "Fern"}'))
    client = PlantStoreClient(make_http_client())
    try:
        outcome = client.create_plant(
            Target(Endpoint.parse(server.base_url), TOKEN), NewPlant(id=3, name="Fern")
        )
    finally:
        client.close()
    assert isinstance(outcome, Created), outcome
    [arrived] = server.requests
    assert arrived.header("Authorization") == f"Bearer {TOKEN}"  # the real one went out
    recorded = outcome.request
    assert recorded is not None
    authorization = [value for name, value in recorded.headers if name.lower() == "authorization"]
    assert authorization == [f"Bearer {MASKED_TOKEN}"]
    # Nothing else in the record carries it either.
    assert TOKEN not in repr(recorded.headers)
    assert TOKEN not in recorded.url
    assert TOKEN.encode() not in recorded.body
    # Every other header is recorded as it went out.
    others = [(n.lower(), v) for n, v in recorded.headers if n.lower() != "authorization"]
    sent = [(n.lower(), v) for n, v in arrived.headers if n.lower() != "authorization"]
    assert sorted(others) == sorted(sent)


def test_the_request_tab_shows_the_token_masked(qtbot: QtBot, sandbox: SandboxServer) -> None:
    # No journal: what the Request tab shows comes from the client's record alone.
    window = open_window(qtbot, sandbox.base_url, SANDBOX_TOKEN)
    try:
        type_plant(qtbot, window, "5", "Ivy")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 5 created", timeout=5000)
        window.inspector.setCurrentWidget(window.request_view)
        shown = window.request_view.text.toPlainText()
        assert f"Authorization: Bearer {MASKED_TOKEN}" in shown
        assert SANDBOX_TOKEN not in shown
    finally:
        window.close()
