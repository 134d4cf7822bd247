"""What the core says to a person, in the person's language; no third-party imports.

A core module builds each message from one whole sentence (never from fragments glued
together), passed through `translate`, which `pyside6-lupdate` finds in the source as
it finds `QCoreApplication.translate`. The window installs Qt's translator at start;
without it (a plain Python shell, the sandbox) the sentences stay in English. Numbers
a person reads go through `number`, formatted for the same language; ids do not.
"""

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]
"""(context, English sentence, disambiguation, count for %n or -1) -> the sentence."""


def english(context: str, source: str, disambiguation: str | None, n: int) -> str:
    """The sentence as written in the code: the language when no other is installed."""
    return source.replace("%n", str(n)) if n >= 0 else source


def english_number(value: int) -> str:
    """A number as English writes it."""
    return f"{value:,}"


_translator: Translator = english
_number: Callable[[int], str] = english_number


def install(translator: Translator, number_format: Callable[[int], str]) -> None:
    """Say every later sentence with `translator`, and numbers with `number_format`."""
    global _translator, _number
    _translator, _number = translator, number_format


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`source` (English, with `{names}` to fill in) in the person's language."""
    return _translator(context, source, disambiguation, n)


def number(value: int) -> str:
    """A count or a size as the person's language writes it (1,000 in English)."""
    return _number(value)
