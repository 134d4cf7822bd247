"""What the core says reaches the person through a translatable layer, as whole sentences."""

import subprocess
import sys
from pathlib import Path

import pytest

from plantstore_gui.core import words
from plantstore_gui.core.fields import IdError, name_problem, parse_plant_id, tag_problem

FIELDS = Path(__file__).resolve().parent.parent / "plantstore_gui" / "core" / "fields.py"


def test_messages_are_whole_sentences_said_in_the_installed_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    german = {
        "Enter the plant's id.": "Geben Sie die Kennung der Pflanze ein.",
        "A tag can be at most {limit} characters long; this one has {length}.": (
            "Ein Etikett darf höchstens {limit} Zeichen lang sein; dieses hat {length}."
        ),
    }
    said: list[tuple[str, str]] = []

    def translator(context: str, source: str, _disambiguation: str | None, _n: int) -> str:
        said.append((context, source))
        return german.get(source, source)

    monkeypatch.setattr(words, "_translator", translator)
    monkeypatch.setattr(words, "_number", lambda value: f"{value:_}".replace("_", "."))
    with pytest.raises(IdError, match=r"^Geben Sie die Kennung der Pflanze ein\.$"):
        parse_plant_id("")
    assert (
        tag_problem("x" * 1234)
        == "Ein Etikett darf höchstens 200 Zeichen lang sein; dieses hat 1.234."
    )
    assert name_problem("x" * 201) == "A name can be at most 200 characters long; this one has 201."
    # Each message is one sentence of its own, never a fragment such as "name" or "tag".
    assert all(context == "Fields" and source.endswith(".") for context, source in said)


def test_english_when_no_language_is_installed() -> None:
    assert name_problem("") == "Enter the plant's name."
    assert (
        tag_problem("x" * 52_000)
        == "A tag can be at most 200 characters long; this one has 52,000."
    )
    assert words.translate("Ctx", "%Ln plants sent.", None, 3) == "3 plants sent."
    assert words.translate("Ctx", "%Ln plants sent.", None, 1980) == "1,980 plants sent."


def test_lupdate_finds_the_core_sentences(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not beside this Python (PySide6-Essentials installs it)")
    catalogue = tmp_path / "check_de.ts"
    subprocess.run(
        [str(lupdate), str(FIELDS), "-ts", str(catalogue)], check=True, capture_output=True
    )
    text = catalogue.read_text(encoding="utf-8")
    assert "<name>Fields</name>" in text
    for sentence in (
        "Enter the plant&apos;s id.",
        "The id must be between {lowest} and {highest}.",
        "A name can be at most {limit} characters long; this one has {length}.",
        "The token can hold only visible ASCII characters, without spaces.",
    ):
        assert f"<source>{sentence}</source>" in text
