"""A plant typed in the form is in the journal, marked as sending, before its request
leaves: if the app dies while the server holds the request, the next start knows the
plant may have been created.

The server checks for itself: on receiving the request, and before answering, it reads
the journal file from another process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from faulty_server import Exchange, Serve, respond
from pytestqt.qtbot import QtBot
from window_on_server import open_window, press_enter, type_plant

from plantstore_gui.core.journal import EntryState, History

READ_JOURNAL = """
import json, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], timeout=10)
rows = conn.execute("SELECT plant_id, plant_name, state FROM entries ORDER BY id").fetchall()
print(json.dumps(rows))
"""


class JournalReader:
    """A FaultyServer behaviour: read the journal from another process, then answer 200."""

    def __init__(self, journal: Path) -> None:
        self.journal = journal
        self.seen: list[list[list[str]]] = []
        self._answer = respond(200, b'{"name": "Fern"}')

    def __call__(self, exchange: Exchange) -> None:
        found = subprocess.run(
            [sys.executable, "-c", READ_JOURNAL, str(self.journal)],
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        )
        self.seen.append(json.loads(found.stdout))
        self._answer(exchange)


def test_the_entry_is_in_the_journal_as_sending_when_the_request_arrives(
    qtbot: QtBot, serve: Serve, history: History
) -> None:
    reader = JournalReader(history.path)
    server = serve(reader)
    window = open_window(qtbot, server.base_url, "journal-token", history)
    try:
        type_plant(qtbot, window, "8", "Fern")
        press_enter(qtbot)
        qtbot.waitUntil(lambda: window.results.title.text() == "Plant 8 created", timeout=10000)
    finally:
        window.close()
    assert len(server.requests) == 1
    assert reader.seen == [[["8", "Fern", EntryState.SENDING.value]]]
    [entry] = history.entries()
    assert (entry.plant_id, entry.state, entry.outcome) == ("8", EntryState.DONE, "created")
