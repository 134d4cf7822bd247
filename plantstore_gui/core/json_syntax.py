"""Whether a text is JSON, in words, quickly enough for each keystroke of the raw editor:
no number is read exactly here (the contract's check does that, off the window's thread).
NaN and Infinity, which Python's json takes, are refused: they are not JSON."""

import json

from .words import translate


def refuse_constant(name: str) -> object:
    """For json.loads(parse_constant=...): NaN, Infinity and -Infinity are not JSON."""
    words = translate("Contract", "{constant} is not a JSON number")
    raise ValueError(words.format(constant=name))


def scan_json(text: str) -> None:
    """Whether `text` is JSON, quickly: raises ValueError (json.JSONDecodeError where it
    says the line and column) or RecursionError where it is not, and reads no number
    exactly (a fraction is a float, an integer is left as its text)."""
    json.loads(text, parse_int=str, parse_constant=refuse_constant)


def syntax_problem(text: str) -> str | None:
    """Where the text stops being JSON, in words; None when it is JSON."""
    try:
        scan_json(text)
    except json.JSONDecodeError as exc:
        return translate(
            "RawEditor", "Not valid JSON: {problem} (line {line}, column {column})."
        ).format(problem=exc.msg, line=exc.lineno, column=exc.colno)
    except ValueError as exc:
        return translate("RawEditor", "Not valid JSON: {problem}.").format(problem=exc)
    except RecursionError:
        return translate("RawEditor", "Not valid JSON: nested too deeply.")
    return None


def syntax_line(problem: str) -> str:
    """The raw editor's line for a body that is not JSON, `problem` saying where."""
    words = translate("RawEditor", "⚠ {problem} It can still be sent, to see what the server says.")
    return words.format(problem=problem)


def unchecked_line() -> str:
    """The raw editor's line for a body of valid JSON before the contract checked it."""
    return translate("RawEditor", "Valid JSON.")
