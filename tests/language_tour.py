"""A clerk's walk through every window, in whatever language is installed.

`tour` opens the app on its sandbox, creates a plant, sends one the server rejects, opens
each inspector page, checks and sends a small spreadsheet, and opens the servers and
outbox windows; at each stop it hands the window in view to `look`. The translation
tests look for unmarked or clipped text; run as a script, it takes screenshots:

    python tests/language_tour.py LANG FOLDER     # FOLDER/LANG-<stop>.png
    python tests/language_tour.py LANG --fit      # print the clipped texts, as JSON
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSize, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QToolButton, QWidget

Look = Callable[[QWidget, str], None]
ICON_ONLY = Qt.ToolButtonStyle.ToolButtonIconOnly

_WAIT_MS = 20_000
SHEET = (
    "id,name,tag\n501,Aloe vera,succulent\n502,Ficus lyrata,\n503,,fern\n504,Pilea peperomioides,\n"
)


def wait_until(done: Callable[[], bool]) -> None:
    """Let Qt run until `done` holds; fail the tour when it never does."""
    loop, waited = QEventLoop(), 0
    while not done() and waited < _WAIT_MS:
        QTimer.singleShot(20, loop.quit)
        loop.exec()
        waited += 20
    if not done():
        raise AssertionError("the tour did not get there in time")


def settle() -> None:
    """Let pending layouts and paints run."""
    for _ in range(3):
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()


def tour(look: Look, folder: Path) -> None:
    """Walk every window with the sandbox as server; `folder` takes the spreadsheet."""
    from plantstore_gui.app import open_window, parse_args

    with open_window(parse_args(["--sandbox"])) as window:
        window.resize(QSize(1000, 720))
        window.show()
        wait_until(lambda: window.servers.current is not None)
        rows = window.history_dock.panel.model.rowCount
        form = window.form
        form.id_field.edit.setText("1042")
        form.name_field.edit.setText("Monstera deliciosa")
        form.tag_field.edit.setText("tropical")
        window.submit()
        wait_until(lambda: rows() == 1 and not window.submitter.waiting)
        settle()
        look(window, "created")

        window.mode_tabs.setCurrentWidget(window.raw_editor)
        window.raw_editor.editor.setPlainText('{"id": "1043", "name": "Ficus lyrata"}')
        window.submit()
        wait_until(lambda: rows() == 2 and not window.submitter.waiting)
        settle()
        look(window, "rejected")
        for number, page in enumerate(window.inspector.pages(), start=1):
            window.inspector.setCurrentWidget(page)
            settle()
            look(window, f"inspector-{number}")
        window.mode_tabs.setCurrentWidget(window.form)

        sheet = folder / "plants.csv"
        sheet.write_text(SHEET, encoding="utf-8")
        window.open_sheet(sheet)
        wait_until(
            lambda: window.batch_window is not None and window.batch_window.send_button.isEnabled()
        )
        batch = window.batch_window
        assert batch is not None
        batch.resize(QSize(900, 560))
        settle()
        look(batch, "batch-checked")
        batch.send_valid()
        wait_until(lambda: batch.settled)
        wait_until(lambda: not batch.running)
        settle()
        look(batch, "batch-done")
        batch.close()

        window.manage_servers()
        dialog = window.manage_dialog
        assert dialog is not None
        settle()
        look(dialog, "servers")
        dialog.close()

        window.show_outbox()
        view = window.outbox_view
        assert view is not None
        settle()
        look(view, "outbox")
        view.close()
        window.close()


def texts(widget: QWidget) -> Iterator[tuple[QWidget, str]]:
    """Every text a person reads on `widget` and the widgets in it that are in view."""
    from PySide6.QtWidgets import (
        QComboBox,
        QGroupBox,
        QHeaderView,
        QLineEdit,
        QMainWindow,
        QPlainTextEdit,
        QTabWidget,
        QTextEdit,
    )

    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        yield child, child.toolTip()
        yield child, child.accessibleName()
        if child.isWindow():
            yield child, child.windowTitle()
        if isinstance(child, QLabel):
            yield child, child.text()
        elif isinstance(child, QAbstractButton):
            yield child, child.text()
        elif isinstance(child, QGroupBox):
            yield child, child.title()
        elif isinstance(child, QLineEdit):
            yield child, child.placeholderText()
        elif isinstance(child, (QPlainTextEdit, QTextEdit)):
            yield child, child.placeholderText()
        elif isinstance(child, QTabWidget):
            for index in range(child.count()):
                yield child, child.tabText(index)
                yield child, child.tabToolTip(index)
        elif isinstance(child, QComboBox):
            for index in range(child.count()):
                yield child, child.itemText(index)
        elif isinstance(child, QHeaderView) and (model := child.model()) is not None:
            for section in range(child.count()):
                yield child, str(model.headerData(section, child.orientation()) or "")
        if isinstance(child, QMainWindow):
            for action in child.menuBar().actions():
                yield child, action.text()
                menu = action.menu()
                for item in menu.actions() if menu is not None else []:
                    yield child, item.text()
                    yield child, item.toolTip()
                    for sub in item.menu().actions() if item.menu() is not None else []:
                        yield child, sub.text()


def clipped(widget: QWidget) -> list[str]:
    """The labels and buttons in view whose text is wider than they are."""
    found = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) or not isinstance(child, (QLabel, QAbstractButton)):
            continue
        text = child.text()
        if not text or (isinstance(child, QLabel) and child.wordWrap()):
            continue
        if isinstance(child, QToolButton) and child.toolButtonStyle() == ICON_ONLY:
            continue  # its text is a tooltip
        needed = child.minimumSizeHint().width()
        if child.width() < needed:
            found.append(f"{type(child).__name__} {text!r}: {child.width()} < {needed} pixels")
    return found


def main() -> int:
    language_code, target = sys.argv[1], sys.argv[2]
    os.environ.setdefault("PLANTSTORE_GUI_HOME", tempfile.mkdtemp(prefix="plantstore-tour-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from plantstore_gui.ui import language

    app = QApplication(sys.argv[:1])
    app.setApplicationDisplayName("Plant Store GUI")
    language.install(app, language_code)
    problems: list[str] = []

    def fits(widget: QWidget, stop: str) -> None:
        problems.extend(f"{stop}: {problem}" for problem in clipped(widget))

    def shoot(widget: QWidget, stop: str) -> None:
        path = Path(target) / f"{language_code}-{stop}.png"
        if not widget.grab().save(str(path)):
            raise SystemExit(f"cannot write {path}")

    with tempfile.TemporaryDirectory() as folder:
        tour(fits if target == "--fit" else shoot, Path(folder))
    if target == "--fit":
        print(json.dumps(problems))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
