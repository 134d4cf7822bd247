"""What the core says to a person, in the person's language; no third-party imports.

A core module builds each message from one whole sentence (never from fragments glued
together), passed through `translate`, which `pyside6-lupdate` finds in the source as
it finds `QCoreApplication.translate`. The window installs Qt's translator at start;
without it (a plain Python shell, the sandbox) the sentences stay in English.

Numbers a person reads go through `number` (a count) or `decimal` (seconds, say), and a
plural's count is written `%Ln`, never `%n`, so Qt writes it the same way: 1,980 beside
1,980 in English. Ids, HTTP statuses and line numbers are shown as they are written (an
id is what the clerk types and scans: no separators), in the same digits, since every
language the app speaks writes numbers in the digits 0-9 (ui/language.py says why).
"""

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]
"""(context, English sentence, disambiguation, count for %n or -1) -> the sentence."""


def english(context: str, source: str, disambiguation: str | None, n: int) -> str:
    """The sentence as written in the code: the language when no other is installed."""
    if n < 0:
        return source
    return source.replace("%Ln", _number(n)).replace("%n", str(n))


def english_number(value: int) -> str:
    """A number as English writes it."""
    return f"{value:,}"


def english_decimal(value: float, places: int) -> str:
    """A number with `places` digits after the point, as English writes it."""
    return f"{value:,.{places}f}"


_translator: Translator = english
_number: Callable[[int], str] = english_number
_decimal: Callable[[float, int], str] = english_decimal


def install(
    translator: Translator,
    number_format: Callable[[int], str],
    decimal_format: Callable[[float, int], str] = english_decimal,
) -> None:
    """Say every later sentence with `translator`, counts with `number_format`, and other
    numbers with `decimal_format` (English unless given)."""
    global _translator, _number, _decimal
    _translator, _number, _decimal = translator, number_format, decimal_format


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`source` (English, with `{names}` to fill in) in the person's language."""
    return _translator(context, source, disambiguation, n)


def number(value: int) -> str:
    """A count or a size as the person's language writes it (1,000 in English)."""
    return _number(value)


def decimal(value: float, places: int) -> str:
    """A number with `places` digits after the point, as the person's language writes it
    (12.5 in English, 12,5 in German)."""
    return _decimal(value, places)
