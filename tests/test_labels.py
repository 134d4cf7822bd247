"""Labels as a shop prints them: printed to PDF, rendered as a printer would, and read back
by a real barcode reader (zbar), as the shop's scanners would read them.

The PDF is rendered with poppler's pdftoppm and read with zbarimg (Debian: poppler-utils,
zbar-tools); without them these tests skip, unless PLANTSTORE_REQUIRE_SYSTEM_TESTS=1,
when that is a failure.
"""

import os
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_batch_ui import main_window, open_batch, send_and_wait, write_sheet
from test_window import fill, press_enter, wait_for_title

from plantstore_gui.core.journal import History
from plantstore_gui.core.labels import (
    SIZES,
    Label,
    LabelSize,
    bars,
    layout,
    module_dots,
    size_of,
)
from plantstore_gui.core.settings import Settings, load_settings, save_settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import label_printing
from plantstore_gui.ui.label_dialog import LabelDialog
from plantstore_gui.ui.labels import Painted, draw_label, print_labels, px, set_up
from plantstore_gui.ui.main_window import MainWindow

REQUIRE_VARIABLE = "PLANTSTORE_REQUIRE_SYSTEM_TESTS"
IDS = [1, 1042, -5, 2**63 - 1]
ARABIC = "نبتة المونستيرا ذات الأوراق الكبيرة المثقبة من غابات أمريكا الوسطى"


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        reason = f"{name} is not on PATH (Debian: apt install {package})"
        if os.environ.get(REQUIRE_VARIABLE) == "1":
            pytest.fail(f"{reason} (and {REQUIRE_VARIABLE}=1)", pytrace=False)
        pytest.skip(reason)
    return path


def read_barcodes(pdf: Path, dpi: int = 300) -> list[list[str]]:
    """Each page of `pdf` rendered at `dpi` and read by zbar: the Code 128 texts found."""
    pdftoppm, zbarimg = tool("pdftoppm", "poppler-utils"), tool("zbarimg", "zbar-tools")
    stem = pdf.with_suffix("")
    subprocess.run([pdftoppm, "-r", str(dpi), "-png", str(pdf), str(stem)], check=True)
    pages = sorted(pdf.parent.glob(f"{stem.name}-*.png"))
    assert pages, f"pdftoppm made no page of {pdf}"
    found = []
    for page in pages:
        done = subprocess.run(
            [zbarimg, "--quiet", "--raw", "-Sdisable", "-Scode128.enable", str(page)],
            capture_output=True,
            text=True,
            check=False,
        )
        found.append(sorted(done.stdout.split()))
    return found


def pdf_printer(path: Path, key: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    set_up(printer, size_of(key))
    return printer


def ink_outside(image: QImage, inside: QRectF) -> int:
    """How many of `image`'s pixels outside `inside` are not white."""
    white = QColor(Qt.GlobalColor.white).rgb()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if not inside.contains(x + 0.5, y + 0.5) and image.pixel(x, y) != white:
                count += 1
    return count


# --- the bars and the layout ---------------------------------------------------------


def test_a_module_is_a_whole_number_of_dots_a_scanner_reads() -> None:
    modules = bars(2**63 - 1).modules + 20
    assert module_dots(203, 59, modules) == 2  # 0.250 mm
    assert module_dots(300, 59, modules) == 3  # 0.254 mm
    assert module_dots(1200, 59, modules) == 12
    # Too little room: fewer dots a module, never none.
    assert module_dots(203, 30, modules) == 1
    assert module_dots(203, 1, modules) == 1


def test_bars_are_code_128_widths() -> None:
    symbol = bars(1042)
    assert symbol.widths[:6] == (2, 1, 1, 2, 3, 2)  # Start C
    assert symbol.widths[-7:] == (2, 3, 3, 1, 1, 1, 2)  # Stop
    assert all(1 <= width <= 4 for width in symbol.widths)
    assert symbol.modules == 57  # start, two pairs, code B, check, stop... of 11 and 13


@pytest.mark.parametrize("label", SIZES, ids=lambda size: size.key)
def test_every_part_of_a_label_is_inside_it(label: LabelSize) -> None:
    parts = layout(label)
    for box in (parts.name, parts.tag, parts.server, parts.bars, parts.digits):
        assert 0 < box.x and box.x + box.width < label.width_mm
        assert 0 < box.y and box.y + box.height < label.height_mm
    # The bars and the quiet zones either side fit at 0.25 mm, for the longest id.
    assert (bars(-(2**63)).modules + 20) * 0.25 <= parts.bars.width
    assert parts.bars.height >= 10


def test_the_label_size_is_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(label_size="a4-3x8", print_labels=True))
    assert load_settings(path) == Settings(label_size="a4-3x8", print_labels=True)
    path.write_text('{"version": 1, "label_size": "99x99"}', encoding="utf-8")
    assert load_settings(path).label_size == "62x29"


# --- printed and read back -------------------------------------------------------------


@pytest.mark.parametrize("key", [size.key for size in SIZES[:2]])
def test_a_printed_label_is_read_back_as_its_id(
    qapp: QApplication, tmp_path: Path, key: str
) -> None:
    for plant_id in IDS:
        pdf = tmp_path / f"{key}-{plant_id}.pdf"
        label = Label(plant_id, "Monstera deliciosa", "tropical", "Shop")
        print_labels(pdf_printer(pdf, key), [label], size_of(key))
        assert read_barcodes(pdf) == [[str(plant_id)]], plant_id


def test_a_label_read_at_a_label_printers_resolution(qapp: QApplication, tmp_path: Path) -> None:
    """Rendered at 203 dpi, as a thermal label printer prints it."""
    pdf = tmp_path / "thermal.pdf"
    labels = [Label(2**63 - 1, "Fern", "", "Shop"), Label(-5, "Fern", "", "Shop")]
    print_labels(pdf_printer(pdf, "57x32"), labels, size_of("57x32"))
    assert read_barcodes(pdf, dpi=203) == [[str(2**63 - 1)], ["-5"]]


@pytest.mark.parametrize("name", ["M" * 200, ARABIC * 3], ids=["200 characters", "Arabic"])
@pytest.mark.parametrize("key", [size.key for size in SIZES])
def test_a_long_name_is_elided_inside_its_label(qapp: QApplication, name: str, key: str) -> None:
    size = size_of(key)
    dpi, margin = 300.0, 40
    image = QImage(
        round(px(size.width_mm, dpi)) + 2 * margin,
        round(px(size.height_mm, dpi)) + 2 * margin,
        QImage.Format.Format_RGB32,
    )
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    label = Label(2**63 - 1, name, "T" * 120, "S" * 120)
    painted = draw_label(painter, label, size, QPointF(margin, margin), dpi)
    painter.end()
    inside = QRectF(margin, margin, px(size.width_mm, dpi), px(size.height_mm, dpi))
    assert [one.text[-1] for one in painted[:3]] == ["…"] * 3
    assert painted[0].text.replace("\u200d", "")[:-1] in name
    assert painted[3].text == str(2**63 - 1)  # the digits are never elided
    for one in painted:
        assert inside.contains(one.rect), one.text
    assert ink_outside(image, inside) == 0


# --- from the window -----------------------------------------------------------------


def shop_window(qtbot: QtBot, sandbox: SandboxServer, history: History) -> MainWindow:
    """The main window on the sandbox, named Shop, with the cursor in the form."""
    window = main_window(qtbot, sandbox, history)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    return window


def print_dialog_to(qtbot: QtBot, dialog: LabelDialog, pdf: Path) -> None:
    dialog.print_to_file(str(pdf))
    qtbot.waitUntil(lambda: pdf.exists() and pdf.stat().st_size > 0, timeout=10000)


def test_ctrl_p_prints_the_plant_just_created(
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed_on = []

    def printing(*args: Any) -> list[Painted]:
        printed_on.append(threading.current_thread())
        return print_labels(*args)

    monkeypatch.setattr(label_printing, "print_labels", printing)
    window = shop_window(qtbot, sandbox, history)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert window.results.title.text() == "No label to print"
    assert window.labels.dialog is None

    fill(qtbot, window, "1042", "Monstera deliciosa", "tropical")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 1042 created")
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = window.labels.dialog
    assert dialog is not None
    assert dialog.labels == [Label(1042, "Monstera deliciosa", "tropical", "Shop")]
    assert dialog.count.text() == "1 label to print."
    pdf = tmp_path / "label.pdf"
    print_dialog_to(qtbot, dialog, pdf)
    assert read_barcodes(pdf) == [["1042"]]
    qtbot.waitUntil(lambda: "label.pdf" in window.statusBar().currentMessage())
    assert window.statusBar().currentMessage() == "1 label sent to label.pdf."
    assert printed_on and threading.main_thread() not in printed_on  # the window goes on
    window.close()


def test_a_history_row_that_was_not_created_has_no_label(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = shop_window(qtbot, sandbox, history)
    fill(qtbot, window, "7", "Fern")
    press_enter(qtbot)
    wait_for_title(qtbot, window, "Plant 7 created")
    fill(qtbot, window, "7", "Fern again")
    press_enter(qtbot)  # created here before: the form asks first
    wait_for_title(qtbot, window, "Plant 7 was not sent")
    press_enter(qtbot)  # sent anyway: the sandbox refuses an id it has
    qtbot.waitUntil(lambda: "not accept" in window.results.title.text(), timeout=5000)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    panel.table.selectRow(0)  # the newest: refused
    window.labels.print_label()
    assert window.results.title.text() == "No label to print"
    assert "Plant 7 was not created" in window.results.advice.text()
    panel.table.selectRow(1)
    window.labels.print_label()
    dialog = window.labels.dialog
    assert dialog is not None and dialog.labels == [Label(7, "Fern", "", "Shop")]
    window.close()


def test_several_history_rows_chosen_print_a_label_for_each_created_plant(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = shop_window(qtbot, sandbox, history)
    for plant_id, name in (("7", "Fern"), ("8", "Ivy")):
        fill(qtbot, window, plant_id, name)
        press_enter(qtbot)
        wait_for_title(qtbot, window, f"Plant {plant_id} created")
    for _ in range(2):
        fill(qtbot, window, "7", "Fern again")
        press_enter(qtbot)  # created here before: the form asks first
        wait_for_title(qtbot, window, "Plant 7 was not sent")
        press_enter(qtbot)  # sent anyway: the sandbox refuses an id it has
        qtbot.waitUntil(lambda: "not accept" in window.results.title.text(), timeout=5000)
    panel = window.history_dock.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 4, timeout=5000)
    chosen = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in (0, 1):  # both refused
        panel.table.selectionModel().select(panel.model.index(row, 0), chosen)
    window.labels.print_label()
    assert window.labels.dialog is None
    assert window.results.title.text() == "No label to print"
    assert window.results.advice.text().startswith(
        "None of the 2 history rows chosen is a created plant"
    )
    panel.table.selectAll()
    window.labels.print_label()
    dialog = window.labels.dialog
    assert dialog is not None
    assert dialog.labels == [Label(8, "Ivy", "", "Shop"), Label(7, "Fern", "", "Shop")]
    window.close()


def test_a_label_for_each_new_plant(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    window = shop_window(qtbot, sandbox, history)
    each = next(a for a in window.menus[0].actions() if a.text().endswith("&each new plant"))
    each.trigger()
    assert window.preferences.settings.print_labels
    fill(qtbot, window, "1", "Fern")
    press_enter(qtbot)
    # The first of the session asks where labels go.
    qtbot.waitUntil(lambda: window.labels.dialog is not None, timeout=5000)
    dialog = window.labels.dialog
    assert dialog is not None
    print_dialog_to(qtbot, dialog, tmp_path / "shop.pdf")
    window.activateWindow()
    qtbot.waitUntil(lambda: window.form.id_field.edit.hasFocus())
    # The next go there at once, each in its own file.
    for plant_id in ("-5", "9223372036854775807"):
        fill(qtbot, window, plant_id, "Fern")
        press_enter(qtbot)
        pdf = tmp_path / f"shop-{plant_id}.pdf"
        qtbot.waitUntil(lambda pdf=pdf: pdf.exists() and pdf.stat().st_size > 0, timeout=10000)
        assert read_barcodes(pdf) == [[plant_id]]
    assert window.labels.dialog is None
    window.close()


def test_a_sheet_of_labels_from_a_batch(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    ids = [1, -5, 1042, 2**63 - 1, *range(100, 120), -(2**63)]
    rows = [[str(i), f"Plant {i}", "bulk"] for i in ids]
    rows[2][1] = ARABIC
    sandbox_taken = str(ids[-1])  # created beforehand: refused in the batch, no label
    window = shop_window(qtbot, sandbox, history)
    fill(qtbot, window, sandbox_taken, "Already here")
    press_enter(qtbot)
    wait_for_title(qtbot, window, f"Plant {sandbox_taken} created")
    batch = open_batch(qtbot, window, write_sheet(tmp_path / "p.csv", ["id", "name", "tag"], rows))
    buttons = [b for b in batch.findChildren(type(batch.send_button)) if "labels" in b.text()]
    assert len(buttons) == 1
    button = buttons[0]
    assert button.text() == "Print &labels…" and not button.isEnabled()
    send_and_wait(qtbot, batch)
    qtbot.waitUntil(button.isEnabled)
    window.preferences.set_label_size("a4-3x8")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.labels.dialog is not None, timeout=5000)
    dialog = window.labels.dialog
    assert dialog is not None
    assert dialog.sizes.currentData() == "a4-3x8"
    assert [label.plant_id for label in dialog.labels] == ids[:-1]
    assert dialog.labels[2].name == ARABIC
    assert dialog.count.text() == "24 labels to print."
    pdf = tmp_path / "sheet.pdf"
    print_dialog_to(qtbot, dialog, pdf)
    assert read_barcodes(pdf) == [sorted(str(i) for i in ids[:-1])]
    batch.close()
    window.close()


def test_the_size_chosen_in_the_dialog_is_remembered(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = shop_window(qtbot, sandbox, history)
    dialog = window.labels.open_dialog([Label(1, "Fern", "", "Shop")], window)
    assert dialog.sizes.currentData() == "62x29"
    dialog.sizes.setCurrentIndex(dialog.sizes.findData("57x32"))
    dialog.sizes.activated.emit(dialog.sizes.currentIndex())
    assert window.preferences.settings.label_size == "57x32"
    dialog.close()
    window.close()


@pytest.mark.qt_log_ignore("QPainter::begin")  # Qt's own word for it
def test_a_file_that_cannot_be_written_is_told(
    qtbot: QtBot, sandbox: SandboxServer, history: History, tmp_path: Path
) -> None:
    window = shop_window(qtbot, sandbox, history)
    dialog = window.labels.open_dialog([Label(1, "Fern", "", "Shop")], window)
    dialog.print_to_file(str(tmp_path / "no such folder" / "labels.pdf"))
    qtbot.waitUntil(lambda: bool(window.notice.messages()), timeout=5000)
    assert window.notice.messages() == [
        "The labels could not be printed: the printer or the file could not be opened. Check "
        "that the printer is there, or that the file's folder can be written to."
    ]
    window.close()
