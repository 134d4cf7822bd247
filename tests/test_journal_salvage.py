"""Opening the journal at start: a damaged one is set aside and its unfinished plants saved.

`open_journal` never deletes the user's file: a damaged journal is renamed aside and the
plants still on their way are carried into a new one; a folder that cannot be written,
or a journal from a newer version of the app, is reported, not treated as damage.
"""

import functools
import os
import re
import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from locked_folder import unwritable
from test_history import write_version_1

from plantstore_gui.core.journal import (
    HISTORY_FILE,
    EntryState,
    Finish,
    History,
    HistoryFilter,
    NewEntry,
)
from plantstore_gui.core.journal.salvage import read_damaged
from plantstore_gui.core.journal_repair import open_journal
from plantstore_gui.core.outcome import MASKED_TOKEN, Response, SentRequest

BASE = "http://127.0.0.1:8080"
SIDE_FILES = ("-wal", "-shm")


def plant(n: int) -> NewEntry:
    return NewEntry("Local", BASE, str(n), f"Plant {n}", False, b'{"id":%d,"name":"Plant"}' % n)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / HISTORY_FILE


def set_aside(path: Path) -> list[Path]:
    """The files a damaged journal at `path` was renamed to (side files excluded)."""
    return sorted(
        p
        for p in path.parent.iterdir()
        if p.name.startswith(HISTORY_FILE + ".damaged-") and not p.name.endswith(SIDE_FILES)
    )


def counts_in(notice: str) -> tuple[int, int, int]:
    """(plants carried over, entries lost, entries held), as the notice states them."""
    carried = re.search(r"Plants carried over: ([\d,]+)", notice)
    lost = re.search(r"Entries lost: ([\d,]+) of ([\d,]+)\.", notice)
    assert carried and lost, f"the notice does not say what was saved and lost: {notice!r}"
    saved, gone, held = (int(text.replace(",", "")) for text in (carried[1], lost[1], lost[2]))
    return saved, gone, held


def remove_side_files(path: Path) -> None:
    for suffix in SIDE_FILES:
        path.with_name(path.name + suffix).unlink(missing_ok=True)


def test_a_sound_journal_opens_without_a_notice(path: Path) -> None:
    with History(path) as history:
        entry_id = history.add(plant(1))
    journal, notice = open_journal(path)
    assert journal is not None and notice is None
    with journal:
        assert [entry.id for entry in journal.entries()] == [entry_id]
    assert set_aside(path) == []


def test_a_file_that_is_not_a_journal_is_set_aside_and_a_new_one_started(path: Path) -> None:
    junk = b"not sqlite" + os.urandom(8192)
    path.write_bytes(junk)
    journal, notice = open_journal(path)
    assert journal is not None and notice is not None
    with journal:
        [aside] = set_aside(path)
        assert aside.read_bytes() == junk  # set aside, never deleted
        assert "damaged or is not a history file" in notice and aside.name in notice
        assert journal.entries() == []
        journal.add(plant(1))  # the new journal works
        assert journal.count(EntryState.NEW) == 1


def damage_root(path: Path, name: str) -> None:
    """Overwrite the first page of the table or index `name` in the closed journal."""
    with sqlite3.connect(path) as conn:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)
        ).fetchone()[0]
    conn.close()
    remove_side_files(path)
    with open(path, "r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xff" * page_size)


def test_unfinished_plants_keep_their_state_and_key_in_the_new_journal(path: Path) -> None:
    with History(path) as history:
        history.add(plant(1))
        history.add(plant(2), claimed=True)
        waiting = history.add(plant(3))
        history.move([waiting], EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="busy")
        checking = history.add(plant(4), claimed=True)
        history.move([checking], EntryState.CHECKING, frozenset({EntryState.SENDING}))
        finished = history.add(plant(5), claimed=True)
        history.finish(
            finished, Finish(EntryState.DONE, "created", "Created", 200, None, None, "", True)
        )
        before = {entry.plant_id: entry for entry in history.entries()}
    damage_root(path, "entries_by_time")  # its rows stay readable

    journal, notice = open_journal(path)
    assert journal is not None and notice is not None
    with journal:
        assert len(set_aside(path)) == 1
        after = {entry.plant_id: entry for entry in journal.entries()}
        assert {p: (e.state, e.wait_reason) for p, e in after.items()} == {
            "1": (EntryState.WAITING, "interrupted"),  # never sent: the outbox sends it
            "2": (EntryState.CHECKING, ""),  # may have left: the user decides
            "3": (EntryState.WAITING, "busy"),
            "4": (EntryState.CHECKING, ""),
        }
        for plant_id, entry in after.items():
            old = before[plant_id]
            assert (entry.body, entry.idempotency_key) == (old.body, old.idempotency_key)
        assert counts_in(notice) == (4, 0, 5)


def rows_in(journal: Path) -> dict[int, tuple[object, ...]]:
    """Every row SQLite can still read from a journal file, damaged or not, by id.

    Looked up one by one: SQLite refuses a file cut shorter than its header says unless
    writable_schema is on, which (read-only) only lets the surviving pages be read. A
    row on a page the cut went through reads in part as zeros."""
    conn = sqlite3.connect(f"file:{journal}?mode=ro", uri=True)
    conn.execute("PRAGMA writable_schema = ON")
    found: dict[int, tuple[object, ...]] = {}
    for row_id in range(1, 10_000):
        try:
            row = conn.execute("SELECT * FROM entries WHERE id = ?", (row_id,)).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None:
            found[row_id] = tuple(row)
    conn.close()
    return found


def still_readable(damaged: Path, written: dict[int, tuple[object, ...]]) -> dict[str, str]:
    """The plants SQLite still gives whole (as `written`): their state by plant id."""
    return {
        str(row[4]): str(row[8])
        for row_id, row in rows_in(damaged).items()
        if written.get(row_id) == row
    }


def sent(n: int) -> SentRequest:
    headers = (("Content-Type", "application/json"), ("Authorization", f"Bearer {MASKED_TOKEN}"))
    return SentRequest("POST", f"{BASE}/plants", headers, plant(n).body)


def write_journal(path: Path, kinds: str) -> dict[str, str]:
    """A journal with a plant for each letter of `kinds`, in order: "d" created on the
    server, answer and all, "w" waiting in the outbox. Their keys, by plant id."""
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(len(kinds))], state=EntryState.SENDING)
        waiting = [entry_id for entry_id, kind in zip(ids, kinds, strict=True) if kind == "w"]
        history.move(
            waiting, EntryState.WAITING, frozenset({EntryState.SENDING}), wait_reason="unreachable"
        )
        for n, (entry_id, kind) in enumerate(zip(ids, kinds, strict=True)):
            if kind == "d":
                body = b'{"id":%d,"name":"Plant","tag":null}' % n
                headers = (("Content-Type", "application/json"),)
                answer = Response(201, "Created", headers, body, False, 0.01, 0.005)
                done = Finish(
                    EntryState.DONE, "created", f"Plant {n} created", 201, sent(n), answer, "", True
                )
                assert history.finish(entry_id, done)
        every = history.entries(HistoryFilter(limit=len(kinds)))
    return {entry.plant_id: entry.idempotency_key for entry in every}


def cut(path: Path, fraction: float) -> bytes:
    """Cut the closed journal at `path` to `fraction` of its size (a disk that lost the
    end of the file); what is left."""
    assert not any(path.with_name(path.name + side).exists() for side in SIDE_FILES)
    with open(path, "r+b") as file:
        file.truncate(int(path.stat().st_size * fraction))
    return path.read_bytes()


def carried_over(path: Path, keys: dict[str, str]) -> tuple[set[str], str]:
    """Open the damaged journal at `path`: the plant ids carried over (checked to be
    waiting, under their own key, each once), and the notice."""
    journal, notice = open_journal(path)
    assert journal is not None and notice is not None
    with journal:
        entries = journal.entries()
        assert all(entry.state is EntryState.WAITING for entry in entries)
        assert all(keys[entry.plant_id] == entry.idempotency_key for entry in entries)
        plants = {entry.plant_id for entry in entries}
        assert len(plants) == len(entries) == journal.count(EntryState.WAITING)
    return plants, notice


@pytest.mark.parametrize("fraction", [0.5, 0.9])
@pytest.mark.parametrize(
    "kinds",
    ["d" * 2000 + "w" * 300, ("d" * 20 + "w" * 3) * 100],
    ids=["waiting-last", "waiting-among"],
)
def test_a_truncated_journal_carries_every_readable_plant_and_counts_what_it_lost(
    path: Path, kinds: str, fraction: float
) -> None:
    keys = write_journal(path, kinds)
    written = rows_in(path)
    remove_side_files(path)  # left empty by the read-only look
    truncated = cut(path, fraction)
    copy = path.with_name("copy-of-truncated")
    copy.write_bytes(truncated)
    readable = still_readable(copy, written)
    assert 0 < len(readable) < len(kinds)  # the test's premise: some rows lost, many not

    plants, notice = carried_over(path, keys)
    [aside] = set_aside(path)
    assert aside.read_bytes() == truncated and aside.name in notice
    assert plants == {plant for plant, state in readable.items() if state == "waiting"}
    # What was lost is counted from what the file held, not from what could be read.
    assert counts_in(notice) == (len(plants), len(kinds) - len(readable), len(kinds))
    assert "waiting or needed a check may be among the lost entries" in notice


def test_the_pages_of_a_lost_tree_page_are_still_read(path: Path) -> None:
    kinds = ("w" + "d" * 4) * 100
    keys = write_journal(path, kinds)
    damage_root(path, "entries")  # the table's first page, that points to all the others
    assert rows_in(path) == {}  # SQLite cannot find a row without it

    plants, notice = carried_over(path, keys)
    assert plants == {str(n) for n, kind in enumerate(kinds) if kind == "w"}
    assert counts_in(notice) == (100, 0, 500)
    assert "may be among the lost" not in notice


def test_plants_only_in_the_write_ahead_log_are_carried_over(path: Path) -> None:
    keys = write_journal(path, "d" * 300)
    with History(path) as history:  # the app still running: the last plants are in the log
        ids = history.add_many([plant(n) for n in range(300, 350)])
        history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="busy")
        keys |= {entry.plant_id: entry.idempotency_key for entry in history.entries()}
        assert path.with_name(path.name + "-wal").stat().st_size > 0
        crashed = path.with_name("crashed")
        crashed.mkdir()
        for side in ("", *SIDE_FILES):  # the files as a power cut would leave them
            shutil.copy(path.with_name(path.name + side), crashed / (HISTORY_FILE + side))
    path = crashed / HISTORY_FILE
    with open(path, "r+b") as file:
        file.truncate(path.stat().st_size // 2)

    plants, notice = carried_over(path, keys)
    assert plants == {str(n) for n in range(300, 350)}
    carried, lost, held = counts_in(notice)
    assert (carried, held) == (50, 350) and 0 < lost < 300


def test_entries_deleted_before_the_damage_are_not_counted_lost(path: Path) -> None:
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(600)])
        history.move(ids, EntryState.DONE, frozenset({EntryState.NEW}))
        assert history.delete(ids[0])
        assert history.clear() == 0
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(600, 800)])
        history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}))
        keys = {entry.plant_id: entry.idempotency_key for entry in history.entries()}
    cut(path, 0.5)

    plants, notice = carried_over(path, keys)
    assert plants < set(keys)
    # The file gave 800 ids and deleted 600 of them: it held 200.
    assert counts_in(notice) == (len(plants), 200 - len(plants), 200)


def test_damage_where_opening_does_not_look_is_still_caught_before_the_outbox_reads(
    path: Path,
) -> None:
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(5)])
        history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}))
    damage_root(path, "entries_by_state")  # the index the outbox and recovery read by

    journal, notice = open_journal(path)
    assert journal is not None
    with journal:
        assert notice is not None, "a damaged journal was opened as if sound"
        assert len(set_aside(path)) == 1
        assert [e.plant_id for e in journal.in_states(EntryState.WAITING)] == [
            str(n) for n in range(5)
        ]
        assert counts_in(notice) == (5, 0, 5)


def test_a_journal_from_a_newer_version_is_left_where_it_is(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")  # newer than this release knows
    conn.close()
    before = path.read_bytes()
    journal, notice = open_journal(path)
    if journal is not None:
        journal.close()
    # Not damage: the newer app must find its journal where it left it, unchanged.
    assert set_aside(path) == []
    assert path.read_bytes() == before
    assert notice is not None and "newer version" in notice
    assert "damaged" not in notice


def test_a_folder_that_cannot_be_written_is_not_reported_as_damage(path: Path) -> None:
    with unwritable(path.parent):
        journal, notice = open_journal(path)
        assert os.listdir(path.parent) == []
    assert journal is None
    assert notice is not None
    assert "cannot be written" in notice and "damaged" not in notice


def test_an_existing_journal_in_a_folder_that_cannot_be_written_is_left_alone(
    path: Path,
) -> None:
    with History(path) as history:
        history.add(plant(1))
    before = path.read_bytes()
    with unwritable(path.parent):
        journal, notice = open_journal(path)
        assert os.listdir(path.parent) == [HISTORY_FILE]
    assert journal is None
    assert notice is not None
    assert "cannot be written" in notice and "damaged" not in notice
    assert path.read_bytes() == before


def test_a_journal_from_before_deletions_were_counted_counts_them_when_opened(
    path: Path,
) -> None:
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(400)])
        history.move(ids[:250], EntryState.DONE, frozenset({EntryState.NEW}))
        history.move(ids[250:], EntryState.WAITING, frozenset({EntryState.NEW}))
        keys = {entry.plant_id: entry.idempotency_key for entry in history.entries()}
    with sqlite3.connect(path) as conn:  # as the first release of version 4 left it
        conn.executescript("DROP TRIGGER entries_deleted_count; DROP TABLE entries_deleted;")
        conn.execute("DELETE FROM entries WHERE state = 'done'")
    conn.close()
    History(path).close()  # opened once by this release
    damage_root(path, "entries")

    plants, notice = carried_over(path, keys)
    assert plants == {str(n) for n in range(250, 400)}
    assert counts_in(notice) == (150, 0, 150)


def test_a_damaged_journal_from_version_1_carries_its_plants_over_under_new_keys(
    path: Path,
) -> None:
    states = ["done", "pending", "unknown"] * 100  # before keys, waiting and checking
    write_version_1(path, [(str(n), state, "") for n, state in enumerate(states)])
    damage_root(path, "entries")

    journal, notice = open_journal(path)
    assert journal is not None and notice is not None
    with journal:
        entries = journal.entries()
        assert {(e.plant_id, e.state, e.wait_reason) for e in entries} == {
            (str(n), EntryState.WAITING, "interrupted")
            if state == "pending"
            else (str(n), EntryState.CHECKING, "")
            for n, state in enumerate(states)
            if state != "done"
        }
        assert len({entry.idempotency_key for entry in entries}) == 200
        assert all(entry.idempotency_key for entry in entries)
    # A file from before ids were counted cannot say how many it held.
    assert "Plants carried over: 200 " in notice and "cannot be told" in notice


@functools.cache
def sound_journal() -> tuple[bytes, dict[str, str], set[str]]:
    """A closed journal's bytes, every plant's key, and the plants waiting in it."""
    kinds = ("d" * 6 + "w" * 2) * 40
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / HISTORY_FILE
        keys = write_journal(path, kinds)
        waiting = {str(n) for n, kind in enumerate(kinds) if kind == "w"}
        return path.read_bytes(), keys, waiting


@settings(max_examples=40, deadline=None)
@given(
    pages=st.lists(st.tuples(st.integers(1, 80), st.sampled_from([b"\0", b"\xff", b"\x0d"]))),
    kept=st.floats(0.02, 1.0),
)
def test_whatever_the_damage_only_plants_that_waited_are_carried_over(
    pages: list[tuple[int, bytes]], kept: float
) -> None:
    data, keys, waiting = sound_journal()
    damaged = bytearray(data[: max(1, int(len(data) * kept))])
    for number, fill in pages:  # whole pages overwritten, as a bad sector leaves them
        damaged[(number - 1) * 4096 : number * 4096] = fill * 4096
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / HISTORY_FILE
        path.write_bytes(bytes(damaged))
        journal, notice = open_journal(path)
        assert journal is not None
        with journal:
            if notice is None:  # the damage missed every page in use
                assert len(journal.entries(HistoryFilter(limit=1000))) == len(keys)
                return
            for entry in journal.entries():
                assert entry.plant_id in waiting and entry.state is EntryState.WAITING
                assert entry.idempotency_key == keys[entry.plant_id]
        assert "Plants carried over" in notice and "lost" in notice


@settings(max_examples=30, deadline=None)
@given(
    plants=st.lists(
        st.tuples(
            st.text(st.characters(blacklist_categories=("Cs",)), max_size=40),
            st.binary(max_size=12_000),  # past a page: the rest goes on overflow pages
            st.booleans(),
        ),
        min_size=1,
        max_size=25,
    ),
    forget=st.sets(st.integers(0, 24)),
)
def test_read_page_by_page_a_sound_journal_gives_what_sqlite_gives(
    plants: list[tuple[str, bytes, bool]], forget: set[int]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / HISTORY_FILE
        with History(path) as history:
            for n, (name, body, answered) in enumerate(plants):
                entry_id = history.add(
                    NewEntry("Ünïcode", BASE, str(-n), name, True, body), claimed=True
                )
                if answered:
                    reply = Response(400, "Bad Request", (), body[::-1], False, 1e-9, -0.0)
                    history.finish(
                        entry_id,
                        Finish(EntryState.DONE, "rejected", name, 400, sent(n), reply, "", True),
                    )
                    if n in forget:
                        history.delete(entry_id)
        with sqlite3.connect(path) as conn:
            conn.row_factory = sqlite3.Row
            expected = [dict(row) for row in conn.execute("SELECT * FROM entries ORDER BY id")]
        conn.close()
        found = read_damaged(path)
    assert found.entries == expected
    assert (found.least_lost, found.most_lost) == (0, 0)
