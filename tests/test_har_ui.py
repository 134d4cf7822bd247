"""File ▸ Export as HAR… and a batch window's Export as HAR, as a tester uses them.

The exchange shown, or the history rows chosen, or a batch's rows, are written to the
file the tester names; the dialog's title says which. The token goes in only after the
question, asked each time, and then once an exchange.
"""

import json
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from conftest import Asked
from faulty_server import Held, Serve, respond
from memory_keyring import BlockingKeyring, MemoryKeyring
from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from test_batch_ui import main_window, open_batch, send_and_wait, write_sheet

from plantstore_gui.app import build_window
from plantstore_gui.core import har
from plantstore_gui.core.journal import History, HistoryFilter
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.har_export import BatchHar, ask_path
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


class SaveDialog:
    """Stands in for the file dialog: answers with the next path, keeps each title."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.titles: list[str] = []
        self.paths: list[Path] = []
        self._chosen = ""
        monkeypatch.setattr(QFileDialog, "exec", lambda dialog: self._ask(dialog))
        monkeypatch.setattr(QFileDialog, "selectedFiles", lambda _dialog: [self._chosen])

    def _ask(self, dialog: QFileDialog) -> int:
        self.titles.append(dialog.windowTitle())
        self._chosen = str(self.paths.pop(0))
        return 1


def file_action(window: MainWindow, text: str) -> QAction:
    """The File menu's item of that text, as the menu names it when it opens."""
    file_menu = window.menus[0]
    file_menu.aboutToShow.emit()
    return next(a for a in file_menu.actions() if a.text() == text)


def written(qtbot: QtBot, path: Path) -> dict[str, Any]:
    qtbot.waitUntil(path.exists, timeout=5000)
    har: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return har


def create(qtbot: QtBot, window: MainWindow, sandbox: SandboxServer, plant_id: int) -> None:
    """Create the plant from the form and wait, as a user does, until the window shows it
    (the sandbox has it a moment before)."""
    window.form.id_field.edit.setText(str(plant_id))
    window.form.name_field.edit.setText(f"Fern {plant_id}")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    wanted = f"Plant {plant_id} created"
    qtbot.waitUntil(lambda: window.results.title.text() == wanted, timeout=5000)
    assert plant_id in sandbox.plants()


def chosen_ids(window: MainWindow) -> list[str]:
    return [row.record.plant_id for row in window.history_dock.panel.selected_rows()]


def test_the_exchange_shown_or_the_rows_chosen_and_the_token_only_when_asked(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    window = main_window(qtbot, sandbox, history)
    dialog = SaveDialog(monkeypatch)
    create(qtbot, window, sandbox, 41)
    create(qtbot, window, sandbox, 42)

    shown = tmp_path / "shown.har"
    dialog.paths.append(shown)
    file_action(window, "Export the exchange shown as &HAR…").trigger()
    har = written(qtbot, shown)
    assert dialog.titles[-1] == "Export the exchange shown as HAR"
    (entry,) = har["log"]["entries"]
    assert json.loads(entry["request"]["postData"]["text"]) == {"id": 42, "name": "Fern 42"}
    assert entry["response"]["status"] == 200 and sandbox.token not in shown.read_text()
    qtbot.waitUntil(lambda: "Exported 1 exchange as HAR" in window.statusBar().currentMessage())

    # With the token: asked first, each time; No writes nothing and opens no dialog.
    asked = answer(False)
    file_action(window, "Export the exchange shown as HAR with the to&ken…").trigger()
    assert len(asked.questions) == 1 and asked.questions[0][0] == "Put the token in the file?"
    assert len(dialog.titles) == 1
    with_token = tmp_path / "with-token.har"
    dialog.paths.append(with_token)
    asked = answer(True)
    file_action(window, "Export the exchange shown as HAR with the to&ken…").trigger()
    assert len(asked.questions) == 1
    written(qtbot, with_token)
    assert with_token.read_text(encoding="utf-8").count(sandbox.token) == 1

    # Two history rows chosen: both, and the title says so.
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    chosen = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in (0, 1):
        panel.table.selectionModel().select(panel.model.index(row, 0), chosen)
    assert panel.selected_row() is None and not panel.resend.isEnabled()  # one row only
    rows = tmp_path / "rows.har"
    dialog.paths.append(rows)
    file_action(window, "Export the 2 history rows chosen as &HAR…").trigger()
    har = written(qtbot, rows)
    assert dialog.titles[-1] == "Export the 2 history rows chosen as HAR"
    ids = [json.loads(e["request"]["postData"]["text"])["id"] for e in har["log"]["entries"]]
    assert ids == [41, 42]  # oldest first, as a browser records requests
    started = [e["startedDateTime"] for e in har["log"]["entries"]]
    assert started == sorted(started)
    window.close()


def test_a_batch_window_exports_its_exchanges(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    rows = [[str(i), f"Plant {i}"] for i in range(61, 64)]
    window = main_window(qtbot, sandbox, history)
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "plants.csv", ["id", "name"], rows))
    (har_button,) = batch.findChildren(BatchHar)
    assert not har_button.button.isEnabled()  # nothing sent yet
    send_and_wait(qtbot, batch)
    assert har_button.button.isEnabled()

    dialog = SaveDialog(monkeypatch)
    path = tmp_path / "batch.har"
    dialog.paths.append(path)
    answer(True)
    menu = har_button.button.menu()
    next(a for a in menu.actions() if a.text() == "Export as HAR with the token…").trigger()
    har = written(qtbot, path)
    assert dialog.titles == ["Export the batch's 3 exchanges as HAR"]
    assert len(har["log"]["entries"]) == 3 and "comment" not in har["log"]
    assert path.read_text(encoding="utf-8").count(sandbox.token) == 3
    qtbot.waitUntil(lambda: "Exported 3 exchanges as HAR" in batch.summary.text())
    assert batch.summary.text().startswith("Done: 3 plants created.")
    batch.close()
    window.close()


def test_the_rows_chosen_stay_chosen_when_the_history_is_read_again(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = main_window(qtbot, sandbox, history)
    create(qtbot, window, sandbox, 41)
    create(qtbot, window, sandbox, 42)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    panel.table.selectAll()
    assert chosen_ids(window) == ["42", "41"]
    create(qtbot, window, sandbox, 43)  # the history is read again when it finishes
    qtbot.waitUntil(lambda: panel.model.rowCount() == 3, timeout=5000)
    assert chosen_ids(window) == ["42", "41"]
    window.close()


def test_a_row_followed_while_ctrl_is_held_is_the_only_one_chosen(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = main_window(qtbot, sandbox, history)
    create(qtbot, window, sandbox, 41)
    create(qtbot, window, sandbox, 42)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    panel.table.selectRow(1)
    newest = panel.model.row_at(0)
    assert newest is not None and chosen_ids(window) == ["41"]
    QTest.keyPress(panel.table, Qt.Key.Key_Control, Qt.KeyboardModifier.ControlModifier)
    try:
        assert QApplication.keyboardModifiers() & Qt.KeyboardModifier.ControlModifier
        panel.follow(newest.entry_id)  # as after Re-send
        assert chosen_ids(window) == ["42"]
    finally:
        QTest.keyRelease(panel.table, Qt.Key.Key_Control)
    window.close()


def test_an_old_entry_shown_keeps_its_time_when_its_row_is_no_longer_chosen(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = main_window(qtbot, sandbox, history)
    create(qtbot, window, sandbox, 41)
    create(qtbot, window, sandbox, 42)
    with sqlite3.connect(history.path) as db:  # as a row recorded before the keys existed
        (meta,) = db.execute("SELECT request_meta FROM entries WHERE plant_id = '41'").fetchone()
        old = json.loads(meta)
        del old["wire"]
        db.execute("UPDATE entries SET request_meta = ? WHERE plant_id = '41'", (json.dumps(old),))
    entry = history.entries(HistoryFilter())[1]
    assert entry.plant_id == "41"
    panel = window.history_dock.panel
    window.history_dock.reload()
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2 and not window.history_dock.busy)
    panel.table.selectRow(1)
    qtbot.waitUntil(lambda: window.inspector.showing_recorded)
    panel.table.clearSelection()
    assert window.inspector.showing_recorded and panel.selected_rows() == []

    dialog = SaveDialog(monkeypatch)
    path = tmp_path / "old.har"
    dialog.paths.append(path)
    file_action(window, "Export the exchange shown as &HAR…").trigger()
    (exported,) = written(qtbot, path)["log"]["entries"]
    started = datetime.fromisoformat(exported["startedDateTime"]).timestamp()
    assert started == pytest.approx(entry.created_at, abs=0.001)
    window.close()


def test_a_second_export_with_the_token_while_the_first_waits_is_refused_in_words(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: Callable[..., Asked],
) -> None:
    keyring = BlockingKeyring()
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(keyring))
    shop = Profile(name="Shop", base_url=sandbox.base_url)
    servers.add_temporary(shop, sandbox.token)
    servers.select(shop.id)
    servers.save(Profile(name="Shop kept", base_url=sandbox.base_url))  # its token unread
    window = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(window)
    window.show()
    create(qtbot, window, sandbox, 41)

    dialog = SaveDialog(monkeypatch)
    first, second = tmp_path / "first.har", tmp_path / "second.har"
    dialog.paths.extend([first, second])
    answer(True)
    with_token = "Export the exchange shown as HAR with the to&ken…"
    try:
        file_action(window, with_token).trigger()
        assert keyring.entered.wait(5)  # the kept profile's token is being read
        file_action(window, with_token).trigger()
        assert window.notice.message.text().startswith(
            "Not exported: the export before it is still waiting for a token"
        )
        assert dialog.titles == ["Export the exchange shown as HAR"]  # no second dialog
    finally:
        keyring.release.set()
    written(qtbot, first)
    assert first.read_text(encoding="utf-8").count(sandbox.token) == 1
    assert not second.exists()
    window.close()


def test_the_menus_tooltip_names_the_placeholder_the_file_holds(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(har, "TOKEN_PLACEHOLDER", "$SHOP_TOKEN")
    window = main_window(qtbot, sandbox, history)
    create(qtbot, window, sandbox, 41)
    plain = file_action(window, "Export the exchange shown as &HAR…")
    assert plain.toolTip().endswith("The token is written as $SHOP_TOKEN.")
    dialog = SaveDialog(monkeypatch)
    path = tmp_path / "placeholder.har"
    dialog.paths.append(path)
    plain.trigger()
    (entry,) = written(qtbot, path)["log"]["entries"]
    headers = {h["name"]: h["value"] for h in entry["request"]["headers"]}
    assert headers["Authorization"] == "Bearer $SHOP_TOKEN"
    window.close()


def test_a_name_typed_without_its_suffix_is_asked_about_before_a_file_is_replaced(
    qtbot: QtBot, tmp_path: Path
) -> None:
    existing = tmp_path / "plants.har"
    existing.write_text("kept", encoding="utf-8")
    parent = QWidget()
    qtbot.addWidget(parent)
    questions: list[str] = []
    ticks = [0]

    def answer_the_dialog() -> None:
        """Type "plants" and Save; answer No to replacing; then Cancel."""
        ticks[0] += 1
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox):
            questions.append(modal.text())
            modal.button(QMessageBox.StandardButton.No).click()
        elif isinstance(modal, QFileDialog):
            if questions or ticks[0] > 100:
                modal.reject()
            elif ticks[0] == 2:
                modal.setDirectory(str(tmp_path))
            elif ticks[0] == 4:
                modal.findChild(QLineEdit, "fileNameEdit").setText("plants")
                QTimer.singleShot(0, modal.accept)  # its question waits: not in this timer

    timer = QTimer()
    timer.timeout.connect(answer_the_dialog)
    timer.start(50)
    try:
        assert ask_path(parent, "Export the exchange shown as HAR", "exchange.har") is None
    finally:
        timer.stop()
    assert len(questions) == 1 and "plants.har" in questions[0]
    assert existing.read_text(encoding="utf-8") == "kept"


def test_the_exchange_shown_while_its_plant_is_on_its_way_is_exported_once_answered(
    qtbot: QtBot,
    serve: Serve,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held = Held(respond(200, b'{"id": 43, "name": "Fern 43"}'))
    server = serve(held)
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=server.base_url)
    servers.add_temporary(profile, "shop-token")
    servers.select(profile.id)
    window = build_window(servers, history, settings=Settings(auto_send_outbox=False))
    qtbot.addWidget(window)
    window.show()
    dialog = SaveDialog(monkeypatch)
    window.form.id_field.edit.setText("43")
    window.form.name_field.edit.setText("Fern 43")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    try:
        assert held.arrived.wait(5)
        file_action(window, "Export the exchange shown as &HAR…").trigger()
        assert window.notice.message.text() == (
            "Not exported yet: the plant shown is still on its way. Export it once its "
            "answer has come."
        )
        assert dialog.titles == []
    finally:
        held.release()
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 43 created", timeout=5000)
    shown = tmp_path / "shown.har"
    dialog.paths.append(shown)
    file_action(window, "Export the exchange shown as &HAR…").trigger()
    (entry,) = written(qtbot, shown)["log"]["entries"]
    assert json.loads(entry["request"]["postData"]["text"]) == {"id": 43, "name": "Fern 43"}
    window.close()
