"""The shipped translations: complete, true to their English, built, and spoken by the window."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_polish_window import alt_letter, clashes, menus_of
from window_on_server import open_window

from plantstore_gui.core import words
from plantstore_gui.core.fields import parse_plant_id
from plantstore_gui.core.tell import needs_checking_notice
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui import language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402

SHIPPED = translations.ts_files()
_PLACEHOLDER = re.compile(r"\{\w+\}")
_MNEMONIC = re.compile(r"&(?!&)\S")
_COUNT = re.compile(r"%L?n")


def messages(ts: Path) -> list[tuple[str, str, list[str], str | None]]:
    """(context, English, translated forms, type) of every message in `ts`."""
    found = []
    for context in ElementTree.parse(ts).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append(
                (
                    name,
                    message.findtext("source") or "",
                    forms if message.get("numerus") == "yes" else [translation.text or ""],
                    translation.get("type"),
                )
            )
    return found


def test_german_spanish_and_arabic_are_shipped() -> None:
    assert [path.name for path in SHIPPED] == [
        "plantstore_ar.ts",
        "plantstore_de.ts",
        "plantstore_es.ts",
    ]
    assert {code for code, _name in language.LANGUAGES} == {"en", "ar", "de", "es"}


@pytest.mark.parametrize("ts", SHIPPED, ids=lambda path: path.stem)
def test_every_message_is_translated_and_keeps_what_the_code_fills_in(ts: Path) -> None:
    problems = []
    for context, source, forms, state in messages(ts):
        where = f"{context}: {source!r}"
        if state is not None:
            problems.append(f"{where} is {state}")
        for form in forms:
            if not form.strip():
                problems.append(f"{where} has an empty translation")
            elif set(_PLACEHOLDER.findall(form)) != set(_PLACEHOLDER.findall(source)):
                problems.append(f"{where}: {form!r} does not keep the same {{names}}")
            elif bool(_MNEMONIC.search(form)) != bool(_MNEMONIC.search(source)):
                problems.append(f"{where}: {form!r} does not keep an Alt letter (&)")
        if _COUNT.search(source) and not _COUNT.search(forms[-1]):
            problems.append(f"{where}: its last plural form {forms[-1]!r} has no %n")
    assert not problems, "\n".join(problems)


def test_every_text_in_the_code_has_a_translation(tmp_path: Path) -> None:
    copies = []
    for ts in SHIPPED:
        shutil.copy(ts, tmp_path / ts.name)
        copies.append(tmp_path / ts.name)
    translations.update(copies)
    for copy in copies:
        missing = [
            f"{context}: {source!r}"
            for context, source, _forms, state in messages(copy)
            if state is not None
        ]
        assert not missing, (
            f"{copy.name} lacks these; run packaging/translations.py update and translate "
            "them:\n" + "\n".join(missing)
        )


@pytest.mark.parametrize("ts", SHIPPED, ids=lambda path: path.stem)
def test_the_build_compiled_each_translation(ts: Path) -> None:
    compiled = language.translations_dir() / ts.with_suffix(".qm").name
    assert compiled.is_file(), f"{compiled.name} was not built; reinstall the package"
    assert compiled.stat().st_mtime >= ts.stat().st_mtime, f"{compiled.name} is older than its .ts"


def shipped(code: str, context: str, source: str, form: int = 0) -> str:
    """The translation of `source` in the shipped .ts of language `code` (a plural's `form`)."""
    ts = translations.TRANSLATIONS / f"plantstore_{code}.ts"
    for name, english, forms, _state in messages(ts):
        if (name, english) == (context, source):
            assert forms[form] and forms[form] != source
            return forms[form]
    raise AssertionError(f"{source!r} is not in {ts.name}")


def test_german_is_spoken_by_the_window_the_core_and_qt(speaking) -> None:  # type: ignore[no-untyped-def]
    assert speaking("de").language == "de"
    assert QCoreApplication.translate("Menus", "&File") == shipped("de", "Menus", "&File")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    with pytest.raises(ValueError) as refused:
        parse_plant_id("")
    assert str(refused.value) == shipped("de", "Fields", "Enter the plant's id.")
    assert words.number(1234567) == "1.234.567"
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_arabic_lays_the_window_out_right_to_left(speaking) -> None:  # type: ignore[no-untyped-def]
    speaking("ar")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QCoreApplication.translate("Menus", "&File") == shipped("ar", "Menus", "&File")
    assert language.left_to_right("https://plants.example.com") == (
        "\u2066https://plants.example.com\u2069"
    )
    assert words.isolated("id must be an integer.") == "\u2068id must be an integer.\u2069"


def test_ids_addresses_and_json_stay_left_to_right_in_arabic(
    speaking, qtbot: QtBot, sandbox: SandboxServer
) -> None:  # type: ignore[no-untyped-def]
    speaking("ar")
    window = open_window(qtbot, sandbox.base_url, sandbox.token)
    try:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for widget in (window.form.id_field.edit, window.raw_editor.editor, window.results.raw):
            assert widget.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert window.server_bar.address.text() == f"\u2066{sandbox.base_url}\u2069"
    finally:
        window.close()


def test_a_count_takes_each_form_a_language_has(speaking) -> None:  # type: ignore[no-untyped-def]
    source = (
        "%Ln plants still need checking: you stopped waiting, the connection broke or the "
        "server failed, so each may or may not have been created."
    )
    speaking("ar")
    for count, form in ((2, 2), (5, 3), (12, 4), (100, 5)):
        expected = shipped("ar", "Wording", source, form).replace("%Ln", str(count))
        assert needs_checking_notice(0, count) == expected
    with pytest.raises(ValueError) as refused:
        parse_plant_id("9" * 30)
    assert "9223372036854775807" in str(refused.value)  # ids stay plain digits


def test_the_language_follows_the_system_unless_one_is_chosen() -> None:
    assert language.chosen_language("", QLocale("de_AT")) == "de"
    assert language.chosen_language("", QLocale("es_MX")) == "es"
    assert language.chosen_language("", QLocale("ar_EG")) == "ar"
    assert language.chosen_language("", QLocale("fr_FR")) == "en"
    assert language.chosen_language("es", QLocale("de_DE")) == "es"
    assert language.chosen_language("xx", QLocale("de_DE")) == "de"


@pytest.mark.parametrize("code", ["de", "es", "ar"])
def test_alt_letters_stay_apart_in_each_language(
    speaking, qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, code: str
) -> None:  # type: ignore[no-untyped-def]
    speaking(code)
    window = open_window(qtbot, sandbox.base_url, sandbox.token)
    try:
        found = [f"main window: {clash}" for clash in clashes(window)]
        for menu in menus_of(window):
            letters = [alt_letter(a.text()) for a in menu.actions() if not a.isSeparator()]
            if None in letters or len(set(letters)) != len(letters):
                found.append(f"menu {menu.title()}: {letters}")
        window.show_outbox()
        window.manage_servers()
        sheet = tmp_path / "plants.csv"
        sheet.write_text("id,name,tag\n1,Fern,\n", encoding="utf-8")
        window.open_sheet(sheet)
        qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
        for name, dialog in (
            ("outbox", window.outbox_view),
            ("servers", window.manage_dialog),
            ("batch", window.batch_window),
        ):
            assert dialog is not None
            found += [f"{name}: {clash}" for clash in clashes(dialog)]
            dialog.close()
    finally:
        window.close()
    assert not found, "\n".join(found)
