"""One way to write a number in each language, everywhere in the window.

A count is written by core.words.number and by Qt's %Ln alike (the default locale), so
"Done: 1,980 plants created" stands beside "1,980 of 1,980 done". Arabic is written in
the digits 0-9, as ids, addresses and HTTP statuses are, so one window never shows both
3 and ٣.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from language_tour import texts, tour
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QWidget

from plantstore_gui.core import tell, words
from plantstore_gui.core.batch import Progress

PACKAGE = Path(__file__).resolve().parent.parent / "plantstore_gui"
_BARE_COUNT = re.compile(r"(?<!L)%n\b")
_WESTERN = re.compile(r"[0-9]")
_ARABIC_INDIC = re.compile(r"[\u0660-\u0669\u06f0-\u06f9]")


def finished(count: int) -> Progress:
    return Progress(count, count, count, 0, 60.0, 0.0, None, False, True, None, count)


def test_every_plural_count_is_written_the_language_s_way() -> None:
    """Qt writes %n as bare digits (1980) and %Ln as the language does (1,980)."""
    found = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in PACKAGE.rglob("*.py")
        if path.name != "words.py"  # the English fallback, which does what Qt does
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _BARE_COUNT.search(line)
    ]
    assert not found, "write the count as %Ln:\n" + "\n".join(found)


def test_english_writes_a_batch_s_counts_one_way(speaking: Callable[[str], object]) -> None:
    speaking("en")
    summary = tell.batch_summary({"created": 1980}, None, 0)
    progress = tell.progress_line(finished(1980))
    assert summary == "Done: 1,980 plants created."
    assert progress.startswith("1,980 of 1,980 done · 1,980 created")
    assert tell.checked_summary(1980, 1980, 0, 0) == "1,980 rows: 1,980 ready to send."


def test_arabic_writes_counts_in_the_digits_of_ids(speaking: Callable[[str], object]) -> None:
    speaking("ar")
    assert words.number(1980) == QLocale().toString(1980) == "1,980"
    said = tell.batch_summary({"created": 1980}, None, 0) + tell.progress_line(finished(1980))
    assert not _ARABIC_INDIC.search(said)
    assert said.count("1,980") == 4


def every_text(widget: QWidget) -> Iterator[str]:
    """What a person reads on `widget`: its labels and buttons, what its fields hold, and
    every cell of its tables."""
    yield from (text for _child, text in texts(widget))
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget):
            continue
        if isinstance(child, QLineEdit):
            yield child.text()
        if isinstance(child, QAbstractItemView) and (model := child.model()) is not None:
            row = 0
            while model.index(row, 0).isValid():
                column = 0
                while (cell := model.index(row, column)).isValid():
                    yield str(cell.data() or "")
                    column += 1
                row += 1


def test_an_arabic_window_never_mixes_two_kinds_of_digit(
    speaking: Callable[[str], object], tmp_path: Path
) -> None:
    speaking("ar")
    western: dict[str, list[str]] = {}
    arabic_indic: dict[str, list[str]] = {}

    def look(widget: QWidget, stop: str) -> None:
        for text in every_text(widget):
            if _WESTERN.search(text):
                western.setdefault(stop, []).append(text)
            if _ARABIC_INDIC.search(text):
                arabic_indic.setdefault(stop, []).append(text)

    tour(look, tmp_path)
    assert western.keys() >= {"created", "batch-done"}  # ids, times, counts, the address
    assert not arabic_indic, f"Arabic-Indic digits beside 0-9: {arabic_indic}"
