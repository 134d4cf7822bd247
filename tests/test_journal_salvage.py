"""Opening the journal at start: a damaged one is set aside and its unfinished plants saved.

`open_journal` never deletes the user's file: a damaged journal is renamed aside and the
plants still on their way are carried into a new one; a folder that cannot be written,
or a journal from a newer version of the app, is reported, not treated as damage.
"""

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from plantstore_gui.core.journal import (
    HISTORY_FILE,
    EntryState,
    Finish,
    History,
    NewEntry,
)
from plantstore_gui.core.journal_repair import open_journal

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


def counts_in(notice: str) -> tuple[int, int]:
    """(plants carried over, entries that could not be read), as the notice states them."""
    carried = re.search(r"Plants carried over: (\d+)", notice)
    unreadable = re.search(r"Entries that could not be read: (\d+)", notice)
    assert carried and unreadable, f"the notice does not say what was saved: {notice!r}"
    return int(carried[1]), int(unreadable[1])


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


def damage_index(path: Path, index: str) -> None:
    """Overwrite the root page of an index of a small journal: its rows stay readable."""
    with sqlite3.connect(path) as conn:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND name = ?", (index,)
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
    damage_index(path, "entries_by_time")

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
        assert counts_in(notice) == (4, 0)


def still_readable(damaged: Path) -> set[str]:
    """The plant ids SQLite can still read from a damaged file, looked up row by row.

    A file shorter than its header says is refused whole unless writable_schema is on;
    read-only, that only lets the surviving pages be read.
    """
    conn = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
    conn.execute("PRAGMA writable_schema = ON")
    found: set[str] = set()
    for row_id in range(1, 10_000):
        try:
            row = conn.execute("SELECT plant_id FROM entries WHERE id = ?", (row_id,)).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None:
            found.add(row[0])
    conn.close()
    return found


def test_a_truncated_journal_carries_its_readable_waiting_plants_over(path: Path) -> None:
    total = 300
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(total)])
        moved = history.move(
            ids, EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="unreachable"
        )
        assert len(moved) == total
        keys = {entry.plant_id: entry.idempotency_key for entry in history.entries()}
    remove_side_files(path)
    size = path.stat().st_size
    with open(path, "r+b") as file:
        file.truncate(size * 6 // 10)  # a disk that lost the end of the file
    truncated = path.read_bytes()
    copy = path.with_name("copy-of-truncated")
    copy.write_bytes(truncated)
    # A row on the page the cut went through reads as zeros: not a plant that was written.
    readable = still_readable(copy) & set(keys)
    assert 0 < len(readable) < total  # the test's premise: some rows lost, many not

    journal, notice = open_journal(path)
    assert journal is not None, notice
    assert notice is not None
    with journal:
        [aside] = set_aside(path)
        assert aside.read_bytes() == truncated and aside.name in notice
        carried_over = journal.entries()
        carried_ids = {entry.plant_id for entry in carried_over}
        assert readable <= carried_ids, f"{len(readable - carried_ids)} readable plants lost"
        assert len(carried_ids) == len(carried_over)
        assert all(entry.state is EntryState.WAITING for entry in carried_over)
        assert all(keys[entry.plant_id] == entry.idempotency_key for entry in carried_over)
        carried, unreadable = counts_in(notice)
        assert carried == len(carried_over) == journal.count(EntryState.WAITING)
        # How many rows the lost end held cannot be told; the user is told it is lost.
        assert unreadable >= 0
        assert "The end of the file is lost" in notice


def test_damage_where_opening_does_not_look_is_still_caught_before_the_outbox_reads(
    path: Path,
) -> None:
    with History(path) as history:
        ids = history.add_many([plant(n) for n in range(5)])
        history.move(ids, EntryState.WAITING, frozenset({EntryState.NEW}))
    damage_index(path, "entries_by_state")  # the index the outbox and recovery read by

    journal, notice = open_journal(path)
    assert journal is not None
    with journal:
        assert notice is not None, "a damaged journal was opened as if sound"
        assert len(set_aside(path)) == 1
        assert [e.plant_id for e in journal.in_states(EntryState.WAITING)] == [
            str(n) for n in range(5)
        ]
        assert counts_in(notice) == (5, 0)


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


@contextmanager
def unwritable(folder: Path) -> Iterator[Path]:
    """Lock `folder` so this process cannot create or change files in it."""
    if sys.platform == "win32":
        pytest.skip("POSIX permissions")
    if os.geteuid() != 0:
        folder.chmod(0o500)
        try:
            yield folder
        finally:
            folder.chmod(0o700)
        return
    # Root ignores permission bits (as in CI); the immutable attribute binds root too.
    chattr = shutil.which("chattr")
    if chattr is None:
        pytest.skip("running as root, and chattr is not installed to lock a folder")
    locked = subprocess.run([chattr, "+i", str(folder)], capture_output=True, text=True)
    if locked.returncode != 0:
        pytest.skip(f"running as root, and chattr +i is not allowed here: {locked.stderr}")
    try:
        yield folder
    finally:
        subprocess.run([chattr, "-i", str(folder)], check=True)


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
