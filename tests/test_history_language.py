"""A history row is said in the language the app speaks now, not the one it was written in.

The journal keeps what happened (an answer, why none came, or which move wrote the
entry's summary), and the history words it when it is read: rows written while the app
spoke German read in English once it speaks English.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_tell_history import de, translator

from plantstore_gui.core import words
from plantstore_gui.core.history_rows import history_row
from plantstore_gui.core.journal import EntryState, History, NewEntry
from plantstore_gui.core.journey import Outbox, Sender

SPOKEN_IN_ENGLISH = {
    "removed": "Removed from the outbox by you; not sent.",
    "app closed": "In the outbox · The app closed before sending it.",
    "crashed": (
        "Needs checking · The app stopped while sending it: it may have reached the server."
    ),
    "checked": (
        "Checked by you · The app stopped while sending it: it may have reached the server."
    ),
    "batch cancelled": "Not sent: you cancelled the batch.",
    "batch closed": "Not sent: you stopped the batch.",
    "batch stopped": "In the outbox · Its batch was stopped.",
}


@pytest.fixture
def speaking_german() -> Iterator[None]:
    words.install(translator("de"), lambda value: f"{value:,}".replace(",", "."))
    yield
    words.install(words.english, words.english_number)


def plant(number: int) -> NewEntry:
    body = f'{{"id": {number}, "name": "Farn"}}'.encode()
    return NewEntry("Laden", "http://127.0.0.1:9", str(number), "Farn", False, body)


def write_each_move(history: History) -> dict[str, int]:
    """An entry for each move that carries no answer, made as the app makes them."""
    sender = Sender(history)
    outbox = Outbox(sender)
    made = {
        "removed": history.add(plant(1)),
        "app closed": history.add(plant(2)),
        "crashed": history.add(plant(3), claimed=True),
        "checked": history.add(plant(4), claimed=True),
        "batch cancelled": history.add(plant(5)),
        "batch closed": history.add(plant(7)),
        "batch stopped": history.add(plant(6)),
    }
    sender.settle_unsent([made["batch cancelled"]], cancelled=True)
    sender.settle_unsent([made["batch closed"]], cancelled=True, closing=True)
    sender.settle_unsent([made["batch stopped"]], cancelled=False)
    history.move([made["removed"]], EntryState.WAITING, frozenset({EntryState.NEW}))
    assert outbox.remove([made["removed"]]) == 1
    outbox.recover()  # the app starts again: "app closed" waits, the claimed ones need a check
    assert sender.mark_checked(made["checked"])
    return made


def result_cells(history: History, made: dict[str, int]) -> dict[str, str]:
    cells = {}
    for move, entry_id in made.items():
        entry = history.get(entry_id)
        assert entry is not None
        cells[move] = history_row(entry).result
    return cells


def test_rows_written_in_german_read_in_english_once_the_app_speaks_english(
    history: History, speaking_german: None
) -> None:
    made = write_each_move(history)
    in_german = result_cells(history, made)
    assert in_german["batch cancelled"] == de("Sending", "Not sent: you cancelled the batch.")

    words.install(words.english, words.english_number)  # View ▸ Language ▸ English
    assert result_cells(history, made) == SPOKEN_IN_ENGLISH


def test_rows_written_in_english_read_in_german(history: History) -> None:
    made = write_each_move(history)
    assert result_cells(history, made) == SPOKEN_IN_ENGLISH
    words.install(translator("de"), words.english_number)
    try:
        in_german = result_cells(history, made)
    finally:
        words.install(words.english, words.english_number)
    assert in_german["removed"] == de("Sending", "Removed from the outbox by you; not sent.")
    assert in_german["app closed"] == de("HistoryPanel", "In the outbox · {summary}").format(
        summary=de("Sending", "The app closed before sending it.")
    )
