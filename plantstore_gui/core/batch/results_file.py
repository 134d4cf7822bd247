"""What came of each row, as text: a row's notes after its result, and the results file."""

import csv
import io
import os
import re
import secrets
from collections.abc import Mapping, Sequence
from pathlib import Path

from .check import BatchRow

# Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection").
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+", re.ASCII)


def with_notes(text: str, notes: Sequence[str]) -> str:
    """A row's result followed by its notes, as sentences: "Created. Spaces around…"."""
    if not notes:
        return text
    if text and not text.endswith((".", "…", "?", "!")):
        text += "."
    return " ".join([text, *notes] if text else notes)


def write_results(
    path: Path, rows: Sequence[BatchRow], results: Mapping[int, tuple[str, str]]
) -> None:
    """Save what happened to each row as CSV, replacing `path` atomically. Raises OSError.

    `results` maps a row's index to (result word, detail); rows missing from it are
    "not sent". A row's notes follow its detail. UTF-8 with a BOM, so Excel shows
    accents right.
    """
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    writer.writerow(["line", "id", "name", "tag", "result", "detail"])
    for row in rows:
        word, detail = results.get(row.index, ("not sent", "; ".join(row.problems)))
        detail = with_notes(detail, row.notes)
        id_cell = row.id_text if _NUMBER.fullmatch(row.id_text) else _defuse(row.id_text)
        texts = [_defuse(text) for text in (row.name, row.tag, word, detail)]
        writer.writerow([str(row.line), id_cell, *texts])
    tmp: Path | None = None
    try:
        # A file for the user to keep or share: its mode follows their umask, as any file
        # they save does (mkstemp would make it readable by them alone).
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as file:
            file.write(buffer.getvalue())
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
        tmp = None
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _defuse(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_STARTS) else text
