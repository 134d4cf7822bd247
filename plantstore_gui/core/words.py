"""What the core says to a person, in the person's language; no third-party imports.

A core module builds each message from one whole sentence (never from fragments glued
together), passed through `translate`, which `pyside6-lupdate` finds in the source as
it finds `QCoreApplication.translate`. The window installs Qt's translator at start;
without it (a plain Python shell, the sandbox) the sentences stay in English.

Numbers a person reads go through `number` (a count) or `decimal` (seconds, say), and a
plural's count is written `%Ln`, never `%n`, so Qt writes it the same way: 1,980 beside
1,980 in English. Ids, HTTP statuses and line numbers are shown as they are written (an
id is what the clerk types and scans: no separators), in the same digits, since every
language the app speaks writes numbers in the digits 0-9 (ui/language.py says why). A
moment is said by `clock_time` and `calendar_date`, in the person's locale.

What someone else wrote (a name, a tag, an id, a server's name or its words, an address)
goes through `isolated` wherever it is shown, so its writing direction cannot reorder the
sentence or cell around it. One quoted inside a sentence goes through `quoted`: one kind
of quotation marks in each language, chosen by its translation.
"""

import time
import unicodedata
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


def english_time(when: float) -> str:
    """The time of day of a moment (seconds since the epoch), on a 24-hour clock."""
    return time.strftime("%H:%M", time.localtime(when))


def english_date(when: float) -> str:
    """The day of a moment (seconds since the epoch), as ISO 8601 writes it."""
    return time.strftime("%Y-%m-%d", time.localtime(when))


_translator: Translator = english
_number: Callable[[int], str] = english_number
_decimal: Callable[[float, int], str] = english_decimal
_time: Callable[[float], str] = english_time
_date: Callable[[float], str] = english_date
_right_to_left = False


def install(
    translator: Translator,
    number_format: Callable[[int], str],
    decimal_format: Callable[[float, int], str] = english_decimal,
    *,
    right_to_left: bool = False,
    time_format: Callable[[float], str] = english_time,
    date_format: Callable[[float], str] = english_date,
) -> None:
    """Say every later sentence with `translator`, counts with `number_format`, and other
    numbers with `decimal_format` (English unless given); `right_to_left`: the language
    is written right to left (Arabic), so the window is laid out that way. A moment's
    time of day and its day are written by `time_format` and `date_format`."""
    global _translator, _number, _decimal, _time, _date, _right_to_left
    _translator, _number, _decimal = translator, number_format, decimal_format
    _time, _date = time_format, date_format
    _right_to_left = right_to_left


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


def clock_time(when: float) -> str:
    """A moment's time of day (seconds since the epoch) as the person's language writes
    it ("10:42 AM" in American English, "10:42" in German and without Qt)."""
    return _time(when)


def calendar_date(when: float) -> str:
    """A moment's day as the person's language writes it (a short date: "04.03.25")."""
    return _date(when)


# The bidi classes of right-to-left letters and of Arabic-Indic digits.
_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})
_FIRST_STRONG_ISOLATE, _POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"


def isolated(text: str) -> str:
    """Text someone else wrote, set apart from the sentence or cell it is shown in: it
    reads in the direction of its own letters, and a full stop or a number beside it
    stays where the sentence put it (Unicode's first-strong isolate, FSI … PDI).

    In a left-to-right language a text with no right-to-left letter needs no isolate
    and is given back as it is (what English tests and a plain shell see).
    """
    if not text:
        return text
    if not _right_to_left and not any(
        unicodedata.bidirectional(char) in _RIGHT_TO_LEFT for char in text
    ):
        return text
    return f"{_FIRST_STRONG_ISOLATE}{text}{_POP_DIRECTIONAL_ISOLATE}"


def quoted(text: str) -> str:
    """A name, a field or a value inside a sentence, in the quotation marks of the
    person's language (“Shop” in English, „Shop“ in German, «Shop» in Spanish and Arabic),
    the same everywhere; set apart as `isolated` does."""
    marks = translate("Words", "“{text}”", "a name, a field or a value quoted inside a sentence")
    return marks.format(text=isolated(text))
