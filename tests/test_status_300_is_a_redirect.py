"""300 Multiple Choices is a redirect like the other 3xx: not followed (the token stays
with this server), and reported as the server sending us elsewhere.
"""

from __future__ import annotations

from faulty_server import Serve, respond
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.core import (
    Endpoint,
    NewPlant,
    PlantStoreClient,
    Target,
    Unexpected,
    make_http_client,
)
from plantstore_gui.core.journal import EntryState
from plantstore_gui.core.journey import judge
from plantstore_gui.ui.main_window import MainWindow

TOKEN = "redirect-token"


def test_a_300_is_not_followed_and_is_reported_as_a_redirect(serve: Serve) -> None:
    elsewhere = serve(respond(200, b'{"name": "Fern"}'))
    location = f"{elsewhere.base_url}/plants"
    server = serve(respond(300, b"", headers=[("Location", location)]))
    client = PlantStoreClient(make_http_client())
    try:
        outcome = client.create_plant(
            Target(Endpoint.parse(server.base_url), TOKEN), NewPlant(id=300, name="Fern")
        )
    finally:
        client.close()
    assert isinstance(outcome, Unexpected), outcome
    assert outcome.response.status == 300
    assert outcome.problem == (
        f"The server redirected to {location}. Redirects are not followed, so the token "
        "stays with this server."
    )
    assert len(server.requests) == 1
    assert elsewhere.requests == []
    # Answered, and not sent again on the app's own: the user checks the base URL.
    verdict = judge(outcome)
    assert (verdict.state, verdict.outcome) == (EntryState.DONE, "refused")


def what_came_back(window: MainWindow) -> str:
    [label] = [
        label
        for label in window.results.findChildren(QLabel)
        if label.accessibleDescription() == "What came back"
    ]
    return label.text()


def test_the_window_says_a_300_sent_us_elsewhere(qtbot: QtBot, serve: Serve) -> None:
    elsewhere = serve(respond(200, b'{"name": "Fern"}'))
    location = f"{elsewhere.base_url}/plants"
    server = serve(respond(300, b"", headers=[("Location", location)]))
    window = open_window(qtbot, server.base_url, TOKEN)
    try:
        type_plant(qtbot, window, "300", "Fern")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: not window.submitter.waiting, timeout=5000)
        assert window.results.title.text() == "The server sent us elsewhere"
        assert window.results.detail.text().startswith("HTTP 300 ")
        assert location in what_came_back(window)
    finally:
        window.close()
    assert elsewhere.requests == []
