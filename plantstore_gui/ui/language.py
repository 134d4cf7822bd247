"""The language the window speaks: the system's, or the one chosen in View ▸ Language.

At start, before the first widget, `install` loads the app's translation and Qt's own
(standard buttons, file dialogs) for the chosen language, formats numbers and dates for
it, and lays the window out right to left for a right-to-left language. The words the
core builds reach the same translator through core/words.py.

Numbers are written one way per language, by the app and by Qt's own widgets alike: the
default locale writes every count (core.words.number, Qt's %Ln, a spin box). Arabic is
written with the digits 0-9 and its own separators (CLDR's Arabic for the world,
ar_001: 1,980), not with Arabic-Indic digits (ar_EG: ١٬٩٨٠): a plant id is typed and
scanned in 0-9, and the address, the HTTP status, the JSON and a sheet's cells are in
0-9 too, so Arabic-Indic counts would put both kinds of digit in one window.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from ..core import words
from ..core.paths import resources_dir

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("de", "Deutsch"),
    ("en", "English"),
    ("es", "Español"),
    ("ar", "العربية"),
)
"""The languages the app ships, by code, each named in itself (a person finds their own)."""

SYSTEM = ""
"""The setting that follows the system's language."""

# Qt's own translations of its dialogs and buttons.
_QT_CATALOGUE = "qtbase"

# The locale that writes a language's numbers, where it is not the language's own.
_NUMBERS = {"ar": (QLocale.Language.Arabic, QLocale.Country.World)}


def translations_dir() -> Path:
    """Where the app's compiled translations (.qm) are."""
    return resources_dir() / "translations"


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The code of the shipped language to speak: `setting`, or the system's when it is
    shipped, else English."""
    shipped = {code for code, _name in LANGUAGES}
    if setting in shipped:
        return setting
    for name in (system or QLocale.system()).uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in shipped:
            return code
    return "en"


@dataclass
class Installed:
    """The translators in use; kept alive as long as the application."""

    language: str
    translators: list[QTranslator]


def install(app: QGuiApplication, setting: str) -> Installed:
    """Speak the language chosen by `setting` (SYSTEM: the system's) from now on."""
    code = chosen_language(setting)
    locale = numbers_locale(code)
    QLocale.setDefault(locale)
    translators: list[QTranslator] = []
    if code != "en":
        qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        ours = translations_dir()
        # The bundle carries Qt's catalogue beside ours; an installed Qt has it in its own.
        for catalogue, folders in (
            (f"plantstore_{code}", (ours,)),
            (f"{_QT_CATALOGUE}_{code}", (ours, qt_folder)),
        ):
            translator = QTranslator(app)
            if any(translator.load(catalogue, str(folder)) for folder in folders):
                app.installTranslator(translator)
                translators.append(translator)
    app.setLayoutDirection(locale.textDirection())
    right_to_left = locale.textDirection() == Qt.LayoutDirection.RightToLeft
    words.install(
        _qt_translate,
        _locale_number,
        _locale_decimal,
        right_to_left=right_to_left,
        time_format=_locale_time,
        date_format=_locale_date,
    )
    return Installed(code, translators)


def numbers_locale(code: str) -> QLocale:
    """The locale that writes numbers (and lays out the window) for language `code`."""
    if (language_territory := _NUMBERS.get(code)) is not None:
        return QLocale(*language_territory)
    return QLocale(code)


def _qt_translate(context: str, source: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)


def _locale_number(value: int) -> str:
    return QLocale().toString(value)


def _locale_decimal(value: float, places: int) -> str:
    return QLocale().toString(value, "f", places)


def _locale_time(when: float) -> str:
    moment = QDateTime.fromMSecsSinceEpoch(round(when * 1000))  # in local time
    return QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)


def _locale_date(when: float) -> str:
    moment = QDateTime.fromMSecsSinceEpoch(round(when * 1000))
    return QLocale().toString(moment.date(), QLocale.FormatType.ShortFormat)


def left_to_right(text: str) -> str:
    """`text` (an id, a URL) kept left to right inside a right-to-left sentence."""
    return f"\u2066{text}\u2069" if _right_to_left() else text  # LRI … PDI


def align_to_start(label: QLabel) -> None:
    """A value beside its label starts where the layout starts (left in English, right in
    Arabic), whatever direction its own letters run: by default Qt aligns a text by its
    first letter, so an Arabic tag in English sat at the far right, hundreds of pixels
    from its label."""
    start = Qt.AlignmentFlag.AlignRight if _right_to_left() else Qt.AlignmentFlag.AlignLeft
    vertical = label.alignment() & Qt.AlignmentFlag.AlignVertical_Mask
    label.setAlignment(Qt.AlignmentFlag.AlignAbsolute | start | vertical)


def keep_left_to_right(widget: QWidget) -> None:
    """An id, URL, path or JSON field reads and types left to right in any language."""
    widget.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _right_to_left() -> bool:
    return QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
