"""No text in a window escapes translation, and German fits its labels and buttons at 2×.

The first test speaks a pseudo-language that wraps every translated text in ⟦ ⟧ and
walks a clerk's tour of every window: a text in view without the mark was never given to
the translator. The second renders the same tour in German at QT_SCALE_FACTOR=2, in its
own process (the scale is read once, at start), and lists each clipped label or button.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from language_tour import SHEET, texts, tour
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from plantstore_gui import APP_NAME
from plantstore_gui.core import words
from plantstore_gui.ui import language

TOUR = Path(__file__).resolve().parent / "language_tour.py"

# What is rightly shown as it is: what the clerk typed or loaded, what the server said,
# numbers, times, addresses, JSON, the app's name and each language's name for itself.
_DATA = {
    APP_NAME,
    "Monstera deliciosa",
    "tropical",
    "Ficus lyrata",
    "id must be an integer: an integer is a JSON number with no fractional part, as OpenAPI "
    "3.1 (JSON Schema 2020-12) says: 12 and 12.0 are both 12; got a string.",
    "Bad Request",
    *(name for _code, name in language.LANGUAGES),
    *(cell for line in SHEET.splitlines() for cell in line.split(",")),
}
_NO_WORDS = re.compile(r"[^A-Za-z]*|.*://.*|[\[{].*|[A-Z]+|[\w.-]+\.(csv|json)", re.DOTALL)


class Pseudo(QTranslator):
    """Every text given to the translator comes back between ⟦ and ⟧."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


def unmarked(widget: QWidget, stop: str) -> list[str]:
    found = []
    for child, text in texts(widget):
        plain = text.replace("&", "").strip()
        if not plain or "⟦" in plain or plain in _DATA or _NO_WORDS.fullmatch(plain):
            continue
        found.append(f"{stop}: {type(child).__name__} {child.objectName()!r}: {plain!r}")
    return found


def test_every_text_in_every_window_goes_through_the_translator(
    qapp: QApplication, tmp_path: Path
) -> None:
    pseudo, before = Pseudo(), QLocale()
    language.install(qapp, "en")  # the core's words go through Qt's translator too
    qapp.installTranslator(pseudo)
    found: list[str] = []
    try:
        tour(lambda widget, stop: found.extend(unmarked(widget, stop)), tmp_path)
    finally:
        qapp.removeTranslator(pseudo)
        words.install(words.english, words.english_number)
        QLocale.setDefault(before)
    assert not found, "these texts are not translatable:\n" + "\n".join(sorted(set(found)))


def test_german_at_twice_the_size_fits_every_label_and_button(tmp_path: Path) -> None:
    environment = {
        **os.environ,
        "QT_SCALE_FACTOR": "2",
        "QT_QPA_PLATFORM": "offscreen",
        "PLANTSTORE_GUI_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, str(TOUR), "de", "--fit"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    clipped = json.loads(done.stdout.strip().splitlines()[-1])
    assert not clipped, "clipped in German at 2×:\n" + "\n".join(clipped)
