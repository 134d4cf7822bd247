"""The batch window as store staff meet it (issue 11, item 7), the outbox's words, and the
sandbox's line per request (item 19)."""

import csv
import json
import re
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from conftest import Asked
from memory_keyring import MemoryKeyring
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.batch import (
    ID_TRIMMED,
    Columns,
    read_sheet,
    validate,
    with_notes,
    write_results,
)
from plantstore_gui.core.fields import IdError, parse_plant_id
from plantstore_gui.core.journal import EntryState, History, NewEntry
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.batch_launcher import cascade
from plantstore_gui.ui.batch_window import BatchWindow
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers

PROJECT_ROOT = Path(__file__).resolve().parents[1]
ID_NAME = Columns(id=0, name=1, tag=None)


# --- helpers -----------------------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, sandbox: SandboxServer, history: History) -> Iterator[MainWindow]:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=sandbox.base_url)
    servers.add_temporary(profile, sandbox.token)
    servers.select(profile.id)
    window = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def write_sheet(path: Path, rows: list[list[str]]) -> Path:
    with path.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows([["id", "name"], *rows])
    return path


def open_batch(qtbot: QtBot, window: MainWindow, path: Path) -> BatchWindow:
    before = window.batch_window
    window.open_sheet(path)
    qtbot.waitUntil(lambda: window.batch_window not in (None, before), timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitUntil(lambda: batch.model.rowCount() > 0, timeout=5000)
    qtbot.waitExposed(batch)
    return batch


def send_and_wait(qtbot: QtBot, batch: BatchWindow) -> None:
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(batch.finished_batch, timeout=20000):
        pass


def shown_rows(batch: BatchWindow) -> list[tuple[str, str]]:
    """(Id, Result) of every row the table shows, top to bottom."""
    view = batch.table.model()
    return [
        (view.index(row, 1).data(), view.index(row, 4).data()) for row in range(view.rowCount())
    ]


def create_directly(server: SandboxServer, plant_id: int) -> None:
    headers = {"Authorization": f"Bearer {server.token}"}
    body = {"id": plant_id, "name": "Already here"}
    assert httpx.post(f"{server.base_url}/plants", json=body, headers=headers).status_code == 200


# --- ids with spaces around them ---------------------------------------------------------------


@pytest.mark.parametrize("cell", [" 1050 ", "1050 ", "  1050", "\u00a01050\u00a0"])
def test_a_sheet_trims_the_spaces_around_an_id_and_says_so(cell: str) -> None:
    (row,) = validate(read_sheet(f"id,name\n{cell},Fern\n"), ID_NAME)
    assert row.problems == ()
    assert row.plant is not None and row.plant.id == 1050
    assert row.notes == (ID_TRIMMED,) == ("Spaces around the id were trimmed.",)
    assert row.id_text == cell  # the cell is kept as typed


def test_an_id_without_spaces_has_no_note_and_a_bad_one_is_still_refused() -> None:
    plain, inner, letters, blank = validate(
        read_sheet('id,name\n1050,Fern\n"1 050",Moss\n 12x ,Ivy\n   ,Oak\n'), ID_NAME
    )
    assert plain.notes == () and plain.problems == ()
    assert inner.notes == () and inner.problems == (
        "Use digits 0–9 only, with an optional minus sign.",
    )
    assert letters.notes == () and letters.plant is None
    assert blank.problems == ("Enter the plant's id.",) and blank.notes == ()


def test_a_trimmed_id_still_counts_as_a_repeat() -> None:
    rows = validate(read_sheet("id,name\n5,Fern\n 5 ,Moss\n"), ID_NAME)
    assert rows[1].problems == ("Id 5 is also on line 2.",)


def test_the_form_keeps_its_strict_id_rules() -> None:
    with pytest.raises(IdError):
        parse_plant_id(" 1050 ")


def test_an_exported_row_says_its_id_was_trimmed(tmp_path: Path) -> None:
    rows = validate(read_sheet("id,name\n 7 ,Fern\n8,Moss\n"), ID_NAME)
    path = tmp_path / "results.csv"
    write_results(path, rows, {0: ("created", "Created"), 1: ("created", "Created")})
    with path.open(encoding="utf-8-sig", newline="") as file:
        details = [row["detail"] for row in csv.DictReader(file)]
    assert details == ["Created. Spaces around the id were trimmed.", "Created"]
    assert with_notes("Rejected: no.", (ID_TRIMMED,)) == f"Rejected: no. {ID_TRIMMED}"
    assert with_notes("", (ID_TRIMMED,)) == ID_TRIMMED


def test_a_row_with_a_trimmed_id_is_sent_as_the_number_and_says_so(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", [[" 1050 ", "Fern"]]))
    assert shown_rows(batch) == [(" 1050 ", "Ready. Spaces around the id were trimmed.")]
    assert batch.summary.text() == (
        "1 row: 1 ready to send. On 1 row, spaces around the id were trimmed."
    )
    send_and_wait(qtbot, batch)
    assert sandbox.plants() == {1050: {"name": "Fern"}}
    assert [json.loads(body)["id"] for _, body in sandbox.received()] == [1050]
    assert shown_rows(batch) == [(" 1050 ", "Created. Spaces around the id were trimmed.")]
    batch.close()


# --- the summary, the words, the filter --------------------------------------------------------


def test_one_row_is_said_in_the_singular(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "one.csv", [["1", "Fern"]]))
    assert batch.summary.text() == "1 row: 1 ready to send."
    assert batch.send_button.text() == "&Send 1 row"
    send_and_wait(qtbot, batch)
    assert batch.summary.text() == "Done: 1 plant created."
    batch.close()


def test_a_run_ends_with_a_summary_and_show_only_problems_lists_what_needs_a_look(
    qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, tmp_path: Path
) -> None:
    create_directly(sandbox, 2)
    rows = [["1", "Fern"], ["2", "Moss"], ["3", "Ivy"], ["x", "Bad id"]]
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", rows))
    box = batch.only_problems
    assert box.text() == "Show &only problems (1)" and not box.isChecked()
    assert box.focusPolicy() & Qt.FocusPolicy.TabFocus
    batch.activateWindow()
    qtbot.waitUntil(batch.isActiveWindow)

    # Alt+O, from wherever the focus is, shows only the row with a problem (a button's
    # mnemonic presses it visibly, then clicks it a moment later).
    qtbot.keyClick(batch.table, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(box.isChecked)
    assert shown_rows(batch) == [("x", "⚠ Use digits 0–9 only, with an optional minus sign.")]

    # It stays on through the run: the row the server refuses joins the list.
    send_and_wait(qtbot, batch)
    assert batch.summary.text() == (
        "Done: 2 plants created, 1 rejected. 1 row with problems was not sent."
    )
    assert box.text() == "Show &only problems (2)"
    assert shown_rows(batch) == [
        ("2", "Rejected: A plant with id 2 already exists."),
        ("x", "⚠ Use digits 0–9 only, with an optional minus sign."),
    ]
    qtbot.keyClick(batch.table, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not box.isChecked())
    assert len(shown_rows(batch)) == 4
    batch.close()


def test_show_only_problems_is_greyed_out_with_nothing_to_show(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "ok.csv", [["1", "Fern"]]))
    assert batch.only_problems.text() == "Show &only problems (0)"
    assert not batch.only_problems.isEnabled()
    batch.close()


def test_show_only_problems_keeps_the_column_widths_the_user_set(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    rows = [["1", "Fern"], ["x", "Bad id"], ["2", "Moss"]]
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "mixed.csv", rows))
    batch.table.setColumnWidth(2, 321)
    batch.only_problems.setChecked(True)
    assert [row[0] for row in shown_rows(batch)] == ["x"]
    assert batch.table.columnWidth(2) == 321
    batch.only_problems.setChecked(False)
    assert [row[0] for row in shown_rows(batch)] == ["1", "x", "2"]
    assert batch.table.columnWidth(2) == 321
    batch.close()


def mnemonics(window: QWidget) -> list[str]:
    letters = []
    for widget in window.findChildren(QAbstractButton) + window.findChildren(QLabel):
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        if match := re.search(r"&([^&])", widget.text().replace("&&", "")):
            letters.append(match.group(1).lower())
    return letters


def test_every_alt_letter_of_the_batch_window_is_its_own(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", [["1", "Fern"]]))
    letters = mnemonics(batch)
    assert len(letters) == len(set(letters)) >= 10, letters
    batch.pause_button.setText("&Resume")  # the other face of Pause
    letters = mnemonics(batch)
    assert len(letters) == len(set(letters)), letters
    batch.close()


# --- the progress bar, the export, the cascade -------------------------------------------------


def test_the_progress_bar_before_a_run_is_an_empty_bar_with_words_beside_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    rows = [[str(i), f"Plant {i}"] for i in range(1, 4)]
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", rows))
    bar = batch.progress
    # An empty bar, not a reset one (Qt draws a reset bar with nothing in it, like a box).
    assert bar.value() == bar.minimum() == 0 and bar.maximum() > 0
    assert batch.rate.text() == "Nothing sent yet."
    # A thin bar cannot be taken for a text box.
    assert not bar.isTextVisible() and bar.height() < batch.id_column.height()
    send_and_wait(qtbot, batch)
    assert bar.value() == bar.maximum() == 3
    assert batch.rate.text().startswith("3 of 3 done · 3 created")
    batch.close()


def test_the_export_says_where_it_wrote_the_file(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", [["1", "Fern"]]))
    send_and_wait(qtbot, batch)
    monkeypatch.chdir(tmp_path)
    batch.export_to(Path("results.csv"))
    full = tmp_path / "results.csv"
    said = f"Done: 1 plant created. Exported the results to {full}."
    qtbot.waitUntil(lambda: batch.summary.text() == said, timeout=5000)
    assert full.is_file()
    batch.close()


def test_the_export_is_offered_beside_the_sheet(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[str] = []

    def save_name(*args: object, **_kw: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "shop.csv", [["1", "Fern"]]))
    send_and_wait(qtbot, batch)
    qtbot.mouseClick(batch.export_button, Qt.MouseButton.LeftButton)
    assert offered == [str(tmp_path / "shop-results.csv")]
    batch.close()


def test_a_second_batch_window_is_cascaded_from_the_first(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    first = open_batch(qtbot, window, write_sheet(tmp_path / "a.csv", [["1", "Fern"]]))
    second = open_batch(qtbot, window, write_sheet(tmp_path / "b.csv", [["2", "Moss"]]))
    third = open_batch(qtbot, window, write_sheet(tmp_path / "c.csv", [["3", "Ivy"]]))
    assert first.isVisible() and second.isVisible() and third.isVisible()
    step = second.pos() - first.pos()
    assert step.x() > 10 and step.x() == step.y()
    assert third.pos() - second.pos() == step
    for batch in (first, second, third):
        batch.close()


def test_a_cascade_that_would_leave_the_screen_starts_again_at_its_top_left() -> None:
    screen = QRect(0, 0, 1000, 800)
    assert cascade(QRect(100, 50, 600, 400), screen, 30) == QPoint(130, 80)
    assert cascade(QRect(380, 380, 600, 400), screen, 30) == QPoint(0, 0)
    # A window larger than the screen keeps cascading while its corner is on the screen.
    assert cascade(QRect(0, 0, 1200, 900), screen, 30) == QPoint(30, 30)


# --- the outbox's words ------------------------------------------------------------------------


def test_the_outbox_speaks_of_one_plant_in_the_singular(
    qtbot: QtBot, window: MainWindow, history: History, answer: Callable[..., Asked]
) -> None:
    [stuck] = history.add_many(
        [NewEntry("Old shop", "http://127.0.0.1:9/", "60", "Fern", False, b'{"id":60}')]
    )
    history.move(
        [stuck], EntryState.WAITING, frozenset({EntryState.NEW}), wait_reason="unreachable"
    )
    window.outbox.refresh()
    qtbot.waitUntil(lambda: window.outbox.count == 1, timeout=5000)
    window.show_outbox()
    view = window.outbox_view
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=5000)
    assert view.status.text() == "1 plant waits to be sent. Press Send now to send it."
    asked = answer(True)
    qtbot.mouseClick(view.remove_button, Qt.MouseButton.LeftButton)
    assert asked.questions == [
        (
            "Remove from the outbox?",
            "Remove plant 60 from the outbox without sending it? "
            "It stays in the history as removed.",
            "&Remove plant",
        )
    ]
    said = "Removed 1 plant from the outbox. The outbox is empty."
    qtbot.waitUntil(lambda: view.status.text() == said, timeout=5000)
    view.close()


# --- the sandbox's line per request ------------------------------------------------------------

LINE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d (?P<rest>.*)")


def test_the_sandbox_run_alone_prints_a_line_per_request_never_the_token() -> None:
    token = "secret-token-7f3c"
    process = subprocess.Popen(
        [sys.executable, "-m", "plantstore_gui.sandbox", "--token", token],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        base_url = process.stdout.readline().removeprefix("Plant Store sandbox listening on ")
        base_url = base_url.strip()
        good = {"Authorization": f"Bearer {token}"}
        with httpx.Client(base_url=base_url, timeout=5) as http:
            created = http.post("/plants", json={"id": 1050, "name": "Fern"}, headers=good)
            assert created.status_code == 200
            http.post("/plants", json={"id": 1050, "name": "Fern"}, headers=good)
            http.post("/plants", json={"id": 7, "name": "Moss"}, headers={"Authorization": "x"})
            http.get("/plants", headers=good)
        port = int(base_url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
            raw.sendall(b"GET /\x1b[31m\xe2\x80\xae HTTP/1.1\r\nConnection: close\r\n\r\n")
            while raw.recv(4096):
                pass
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=10)
    lines = stderr.splitlines()
    rests = [match.group("rest") for line in lines if (match := LINE.fullmatch(line))]
    assert rests == [
        "POST /plants 200 id=1050",
        "POST /plants 400 id=1050 - A plant with id 1050 already exists.",
        "POST /plants 401 - Missing bearer token.",
        "GET /plants 405 - Method GET is not allowed on /plants; use POST.",
        "GET /\\x1b[31mâ\\x80® 404 - No such path: /\\x1b[31mâ\\x80®.",
    ], stderr
    assert token not in stderr and "Bearer" not in stderr and "Authorization" not in stderr
    assert "\x1b" not in stderr


def test_the_sandbox_as_a_library_prints_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    with SandboxServer("t") as server:
        headers = {"Authorization": "Bearer t"}
        httpx.post(f"{server.base_url}/plants", json={"id": 1, "name": "Fern"}, headers=headers)
    assert capfd.readouterr() == ("", "")


def test_the_summary_says_the_rows_are_being_prepared_until_sending_starts(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "one.csv", [["1", "Fern"]]))
    # The prepared rows come back by a queued signal: not before the event loop runs again.
    qtbot.mouseClick(batch.send_button, Qt.MouseButton.LeftButton)
    assert batch.summary.text() == "Preparing the rows to send…"
    with qtbot.waitSignal(batch.finished_batch, timeout=20000):
        pass
    assert batch.summary.text() != "Preparing the rows to send…"
    batch.close()
