"""Which column of a sheet holds the id, the name and the tag: by header name or position."""

from collections.abc import Sequence
from dataclasses import dataclass

from ..words import translate
from .sheet import Sheet

ID_ALIASES = frozenset({"id", "plant id", "plant_id", "plantid", "#", "number", "no", "nr"})
NAME_ALIASES = frozenset({"name", "plant name", "plant_name", "plantname", "plant"})
TAG_ALIASES = frozenset({"tag", "type", "kind", "category", "tags"})
_ALL_ALIASES = ID_ALIASES | NAME_ALIASES | TAG_ALIASES


@dataclass(frozen=True)
class Columns:
    """Which column holds what, 0-based; tag None when the sheet has no tag column."""

    id: int
    name: int
    tag: int | None


def names_columns(row: Sequence[str]) -> bool:
    """Whether a sheet's first row is a header: a cell of it names a column we know."""
    return bool(_ALL_ALIASES.intersection(_norm(cell) for cell in row))


def guess_columns(sheet: Sheet) -> Columns | None:
    """Columns by header names, or by position without a header; None: ask the user."""
    if sheet.header is None:
        return Columns(id=0, name=1, tag=2 if _width(sheet) > 2 else None)
    names = [_norm(cell) for cell in sheet.header]

    def find(aliases: frozenset[str]) -> int | None:
        return next((i for i, name in enumerate(names) if name in aliases), None)

    id_column, name_column = find(ID_ALIASES), find(NAME_ALIASES)
    if id_column is None or name_column is None:
        return None
    return Columns(id=id_column, name=name_column, tag=find(TAG_ALIASES))


def column_names(sheet: Sheet) -> list[str]:
    """A label for every column, for the mapping UI: header cells or "Column 1", …"""
    header = sheet.header or ()
    width = max(_width(sheet), len(header))
    unnamed = translate("Batch", "Column {number}", "a sheet's column without a header")
    return [
        header[i].strip() if i < len(header) and header[i].strip() else unnamed.format(number=i + 1)
        for i in range(width)
    ]


def _norm(cell: str) -> str:
    return cell.strip().lower()


def _width(sheet: Sheet) -> int:
    return sheet.width or max(map(len, sheet.rows), default=0)
