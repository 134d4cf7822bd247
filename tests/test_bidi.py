"""Text in the other writing direction keeps its place: beside its label, in its sentence.

A value in the results panel starts where the layout starts, whatever direction its own
letters run (an Arabic tag in English, "Aloe vera" in Arabic), and what a person or a
server wrote is isolated (FSI … PDI) in the history's cells, so an English message in the
Arabic window keeps its full stop at its end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QFormLayout, QWidget
from pytestqt.qtbot import QtBot
from test_tell_history import entry, rejected

from plantstore_gui.core import words
from plantstore_gui.core.history_rows import history_row
from plantstore_gui.core.tell import Report

FSI, PDI = "\u2068", "\u2069"
ARABIC_TAG = "نبات طبي"  # "a medicinal plant"
NEXT_TO = 60  # pixels between a label's ink and its value's: the form's gap and a margin


def ink(widget: QWidget, within: QWidget) -> tuple[int, int]:
    """The leftmost and rightmost painted dark pixel of `widget`, in `within`'s x."""
    image = widget.grab().toImage()
    columns = [
        x
        for x in range(image.width())
        if any(image.pixelColor(x, y).lightness() < 128 for y in range(image.height()))
    ]
    assert columns, f"{widget!r} paints nothing"
    left = widget.mapTo(within, QPoint(min(columns), 0)).x()
    right = widget.mapTo(within, QPoint(max(columns), 0)).x()
    return left, right


def distance_from_label(qtbot: QtBot, label: str, value: str) -> int:
    """How far apart a created plant's field `label` and its `value` are painted."""
    from plantstore_gui.ui.results_panel import ResultsPanel

    panel = ResultsPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 420)
    name, tag = words.translate("Wording", "Name", "the plant's name"), label
    fields = ((name, "Aloe vera" if label != name else value), (tag, value))
    report = Report("created", "Plant 42 created", fields, "", "", "", frozenset({name, tag}))
    panel.show_report(report)
    panel.show()
    qtbot.waitExposed(panel)
    for row in range(panel.fields.rowCount()):
        shown = panel.fields.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        field = panel.fields.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        if shown.text().startswith(label):
            (label_left, label_right), (left, right) = ink(shown, panel), ink(field, panel)
            return left - label_right if label_right < left else label_left - right
    raise AssertionError(f"no field {label!r}")


def test_an_arabic_tag_sits_beside_its_label_in_english(
    speaking: Callable[[str], object], qtbot: QtBot
) -> None:
    speaking("en")
    assert 0 < distance_from_label(qtbot, "Tag", ARABIC_TAG) < NEXT_TO  # 596 px before


def test_a_latin_name_sits_beside_its_label_in_arabic(
    speaking: Callable[[str], object], qtbot: QtBot
) -> None:
    speaking("ar")
    name = words.translate("Wording", "Name", "the plant's name")
    assert 0 < distance_from_label(qtbot, name, "Aloe vera") < NEXT_TO  # 572 px before


def visual_x(text: str, position: int, direction: Qt.LayoutDirection) -> float:
    """Where the character at `position` is painted in a cell laid out in `direction`, as
    the item views lay a cell's text out (QCommonStyle: the view's direction)."""
    layout = QTextLayout(text, QApplication.font())
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(2000)
    layout.endLayout()
    return line.cursorToX(position)[0]


def test_a_server_s_english_sentence_keeps_its_full_stop_at_its_end_in_arabic(
    speaking: Callable[[str], object],
) -> None:
    speaking("ar")
    message = "Name is taken."
    cell = history_row(rejected(message)).result
    assert f"{FSI}{message}{PDI}" in cell
    rtl = Qt.LayoutDirection.RightToLeft
    stop = cell.index(".")
    # The full stop is painted right of the "n" of "taken" (it was left of "Name").
    assert visual_x(cell, stop, rtl) > visual_x(cell, stop - 1, rtl)


def test_what_people_wrote_is_isolated_in_the_history_s_cells(
    speaking: Callable[[str], object],
) -> None:
    speaking("en")
    tagged = entry(plant_name=ARABIC_TAG, body=f'{{"id": 7, "tag": "{ARABIC_TAG}"}}'.encode())
    row = history_row(tagged)
    assert (row.name, row.tag, row.plant_id) == (f"{FSI}{ARABIC_TAG}{PDI}",) * 2 + ("7",)
    speaking("ar")
    row = history_row(entry(plant_id="-7", plant_name="Aloe vera."))
    assert (row.plant_id, row.name) == (f"{FSI}-7{PDI}", f"{FSI}Aloe vera.{PDI}")
    assert row.time.startswith(FSI)  # "2023-11-14 22:13:20" stays in that order


def test_the_technical_line_reads_part_by_part_from_the_layout_s_start_in_arabic(
    speaking: Callable[[str], object], qtbot: QtBot
) -> None:
    from plantstore_gui.core import tell
    from plantstore_gui.core.models import ApiError
    from plantstore_gui.core.outcome import Rejected, Response
    from plantstore_gui.ui.results_panel import ResultsPanel

    speaking("ar")
    answer = Response(400, "Bad Request", (), b"x" * 65, False, 0.013, 0.01)
    error = ApiError(error=1, message="A plant with id 1001 already exists.")
    report = tell.report(Rejected(error, answer), "1001", "http://127.0.0.1:8000")
    panel = ResultsPanel()
    qtbot.addWidget(panel)
    panel.resize(540, 420)
    panel.show_report(report)
    panel.show()
    qtbot.waitExposed(panel)
    # Starts where the advice above it starts, at the right (it sat 244 px to the left).
    assert abs(ink(panel.detail, panel)[1] - ink(panel.advice, panel)[1]) < 8
    line = panel.detail.text()
    status, milliseconds = line.index("HTTP"), line.index("13")
    ms_word = line.index(words.translate("Wording", "{milliseconds} ms").split("}")[-1].strip())
    size = line.index("65")
    x = [label_x(line, i) for i in (status + 1, milliseconds + 1, ms_word + 1, size + 1)]
    # Right to left as the line is written: the status, then "13 ms" whole, then the size
    # (the 13 was drawn beside the bytes, the size left of the status).
    assert x[0] > x[1] > x[2] > x[3], x


def label_x(text: str, position: int) -> float:
    """Where the character at `position` is painted in a plain-text label: Qt lays its
    text out in the direction of its first strong letter (left to right if none)."""
    return visual_x(text, position, Qt.LayoutDirection.LayoutDirectionAuto)


def test_the_path_in_the_base_url_s_hint_reads_left_to_right_in_arabic(
    speaking: Callable[[str], object], qtbot: QtBot
) -> None:
    from memory_keyring import MemoryKeyring

    from plantstore_gui.core.paths import profiles_path
    from plantstore_gui.core.profiles import ProfileBook, ProfileStore
    from plantstore_gui.core.secrets import TokenVault
    from plantstore_gui.ui.profile_editor import ProfileEditor
    from plantstore_gui.ui.servers import Servers

    speaking("ar")
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    editor = ProfileEditor(servers)
    qtbot.addWidget(editor)
    hint = editor.url_field.message.text()
    slash = hint.index("/plants")
    # "/plants" as written, left to right ("plants/" before): the cursor after the "/"
    # is left of the one after the "p", and that left of the one after the "t".
    for x in (
        lambda i: label_x(hint, i),
        lambda i: visual_x(hint, i, Qt.LayoutDirection.RightToLeft),
    ):
        assert x(slash + 1) < x(slash + 2) < x(slash + 6), hint
    servers.close()
