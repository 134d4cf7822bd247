"""The app's translations: resources/translations/plantstore_LANG.ts, compiled to .qm.

    python packaging/translations.py update    # find new and changed texts in the code
    python packaging/translations.py compile   # .ts -> .qm (the build does this too)

`update` runs Qt's lupdate over the app's code and keeps each language's translations;
a text that is new or changed comes back marked unfinished, for a translator to fill in
(with Qt Linguist, or any editor). `compile` runs Qt's lrelease; the build backend
(packaging/build_backend.py) calls it, so an installed app always has its .qm files.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCES = ("plantstore_gui/app.py", "plantstore_gui/core", "plantstore_gui/ui")

# A message whose text counts something: lupdate only sees a plural in some call shapes,
# so every text with %n (or %Ln) is made one, with a form per plural of its language.
_COUNT = re.compile(r"%L?n")


def qt_tool(name: str) -> str:
    """The path of one of Qt's tools (lupdate, lrelease) shipped inside PySide6."""
    import PySide6

    return str(Path(PySide6.__file__).parent / name)


def ts_files() -> list[Path]:
    return sorted(TRANSLATIONS.glob("plantstore_*.ts"))


def update(ts_paths: list[Path] | None = None) -> None:
    """Bring each .ts (all shipped ones by default) up to date with the texts in the code."""
    files = [str(path) for source in SOURCES for path in sorted(_python_files(ROOT / source))]
    for ts in ts_paths or ts_files():
        saved = saved_translations(ts)
        subprocess.run(
            [qt_tool("lupdate"), "-no-obsolete", "-locations", "none", *files, "-ts", str(ts)],
            check=True,
            cwd=ROOT,
            capture_output=True,
        )
        restore(ts, saved)


def _python_files(path: Path) -> list[Path]:
    return [path] if path.is_file() else list(path.rglob("*.py"))


Key = tuple[str, str, str]  # context, source, disambiguation


def _messages(tree: ElementTree.ElementTree) -> list[tuple[Key, ElementTree.Element]]:
    return [
        (
            (
                context.findtext("name") or "",
                message.findtext("source") or "",
                message.findtext("comment") or "",
            ),
            message,
        )
        for context in tree.iter("context")
        for message in context.iter("message")
    ]


def saved_translations(ts: Path) -> dict[Key, tuple[list[str], bool]]:
    """Each message's translated forms in `ts` (one unless plural), and if it is finished."""
    if not ts.exists():
        return {}
    saved = {}
    for key, message in _messages(ElementTree.parse(ts)):
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")]
        finished = translation.get("type") is None
        saved[key] = (
            forms if message.get("numerus") == "yes" else [translation.text or ""],
            finished,
        )
    return saved


def restore(ts: Path, saved: dict[Key, tuple[list[str], bool]]) -> None:
    """Put back what lupdate lost: a message is plural exactly when it counts (%n), and
    keeps the translation it had in `saved`."""
    tree = ElementTree.parse(ts)
    language = (tree.getroot().get("language") or "").split("_")[0]
    if language not in PLURAL_FORMS:
        raise SystemExit(
            f"{ts.name}: add the number of plural forms of {language!r} to PLURAL_FORMS"
        )
    for key, message in _messages(tree):
        translation = message.find("translation")
        if translation is None:
            translation = ElementTree.SubElement(message, "translation")
        plural = bool(_COUNT.search(key[1]))
        forms, finished = saved.get(key, ([], False))
        count = PLURAL_FORMS[language] if plural else 1
        forms = (forms + [""] * count)[:count]
        for old in list(translation):
            translation.remove(old)
        if plural:
            message.set("numerus", "yes")
            translation.text = None
            for text in forms:
                ElementTree.SubElement(translation, "numerusform").text = text
        else:
            message.attrib.pop("numerus", None)
            translation.text = forms[0]
        if finished and all(forms):
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")
    ElementTree.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


# How many plural forms each language has, in Qt's rules (Qt Linguist shows them).
PLURAL_FORMS = {"de": 2, "es": 2, "ar": 6}


def compile_all(destination: Path = TRANSLATIONS) -> list[Path]:
    """Compile every .ts to destination/plantstore_LANG.qm; the paths written."""
    destination.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in ts_files():
        qm = destination / ts.with_suffix(".qm").name
        subprocess.run(
            [qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, cwd=ROOT
        )
        written.append(qm)
    return written


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) == 2 else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    else:
        sys.exit(f"usage: {sys.argv[0]} update|compile")
