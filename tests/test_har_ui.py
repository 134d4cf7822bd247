"""File ▸ Export as HAR… and a batch window's Export as HAR, as a tester uses them.

The exchange shown, or the history rows chosen, or a batch's rows, are written to the
file the tester names; the dialog's title says which. The token goes in only after the
question, asked each time, and then once an exchange.
"""

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import Asked
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from test_batch_ui import main_window, open_batch, send_and_wait, write_sheet

from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.har_export import BatchHar
from plantstore_gui.ui.main_window import MainWindow


class SaveDialog:
    """Stands in for the file dialog: answers with the next path, keeps each title."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.titles: list[str] = []
        self.paths: list[Path] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._ask)

    def _ask(self, _parent: object, title: str, _name: str, _filter: str) -> tuple[str, str]:
        self.titles.append(title)
        return str(self.paths.pop(0)), ""


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
    window.form.id_field.edit.setText(str(plant_id))
    window.form.name_field.edit.setText(f"Fern {plant_id}")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: plant_id in sandbox.plants(), timeout=5000)


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
    assert dialog.titles[-1] == "Export the 2 history entries chosen as HAR"
    ids = [json.loads(e["request"]["postData"]["text"])["id"] for e in har["log"]["entries"]]
    assert ids == [42, 41]  # as the history lists them, newest first
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
