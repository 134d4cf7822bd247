"""A table's rows read from its b-tree pages, one page at a time, the way SQLite's
`.recover` does: a page that cannot be read costs only the rows under it, and the
leaf pages no surviving page points to any more are found by trying every page.

The format: https://www.sqlite.org/fileformat2.html
"""

import struct
from collections.abc import Iterator
from dataclasses import dataclass, field

from .pages import Broken, Pages, u16, u32, varint

Value = int | float | str | bytes | None

_TABLE_LEAF, _TABLE_INTERIOR, _INDEX_LEAF, _INDEX_INTERIOR = 0x0D, 0x05, 0x0A, 0x02
_MAX_DEPTH = 40  # far deeper than any real b-tree: a loop of damaged pages ends here


@dataclass
class Table:
    """What could be read of one table's b-tree.

    Attributes:
        rows: each row read whole, by rowid, as its record's values.
        broken: cells found but not readable (their rowid, when even that was not read).
        lost: the rowid ranges (low, high] of parts of the tree that could not be read,
            each once held at least one row; None for a bound that is not known.
        pages: every page the tree took, its overflow pages included.
    """

    rows: dict[int, list[Value]] = field(default_factory=dict)
    broken: list[int | None] = field(default_factory=list)
    lost: list[tuple[int | None, int | None]] = field(default_factory=list)
    pages: set[int] = field(default_factory=set)


def read_table(pages: Pages, root: int) -> Table:
    """Every row of the table whose b-tree starts at page `root` that can still be read."""
    table = Table()
    stack: list[tuple[int, int | None, int | None, int]] = [(root, None, None, 0)]
    while stack:
        number, low, high, depth = stack.pop()
        data = pages.whole(number) if number not in table.pages else None
        kind = _kind(data, number) if data is not None and depth < _MAX_DEPTH else None
        if data is None or kind not in (_TABLE_LEAF, _TABLE_INTERIOR):
            table.lost.append((low, high))
            continue
        table.pages.add(number)
        if kind == _TABLE_LEAF:
            for rowid, values in _leaf_rows(pages, data, number, table):
                if (low is None or rowid > low) and (high is None or rowid <= high):
                    table.rows[rowid] = values
            continue
        try:
            cells = _interior_cells(data, number)
            right = u32(data, _header_at(number) + 8)
        except Broken:
            table.lost.append((low, high))
            continue
        bound = low
        for child, key in cells:
            if child is None or key is None:
                table.lost.append((bound, key if key is not None else high))
            else:
                stack.append((child, bound, key, depth + 1))
            bound = key if key is not None else bound
        stack.append((right, bound, high, depth + 1))
    return table


def orphan_rows(pages: Pages, taken: set[int]) -> Iterator[tuple[int, list[Value]]]:
    """The rows on table leaf pages that no tree read reached (`taken`) and that are not
    free: pages whose parent was lost. One rowid may come more than once."""
    free = pages.free_pages()
    for number in range(2, pages.present + 1):
        if number in taken or number in free:
            continue
        data = pages.whole(number)
        if data is not None and _kind(data, number) == _TABLE_LEAF:
            yield from _leaf_rows(pages, data, number, Table())


def index_pages(pages: Pages, root: int) -> set[int]:
    """The pages of the index whose b-tree starts at `root`, as far as it can be followed."""
    found: set[int] = set()
    stack = [(root, 0)]
    while stack:
        number, depth = stack.pop()
        data = pages.whole(number) if number not in found else None
        if data is None or depth >= _MAX_DEPTH:
            continue
        kind = _kind(data, number)
        if kind not in (_INDEX_LEAF, _INDEX_INTERIOR):
            continue
        found.add(number)
        if kind == _INDEX_INTERIOR:
            try:
                children = [u32(data, cell) for cell in _cell_offsets(data, number)]
                children.append(u32(data, _header_at(number) + 8))
            except Broken:
                children = []
            stack += [(child, depth + 1) for child in children]
    return found


def _header_at(number: int) -> int:
    return 100 if number == 1 else 0  # page 1 begins with the file's header


def _kind(data: bytes, number: int) -> int | None:
    at = _header_at(number)
    return data[at] if len(data) > at else None


def _cell_offsets(data: bytes, number: int) -> list[int]:
    at = _header_at(number)
    head = 12 if data[at] in (_TABLE_INTERIOR, _INDEX_INTERIOR) else 8
    count = u16(data, at + 3)
    pointers = at + head
    if pointers + 2 * count > len(data):
        raise Broken
    return [u16(data, pointers + 2 * i) for i in range(count)]


def _interior_cells(data: bytes, number: int) -> list[tuple[int | None, int | None]]:
    """(child page, its highest rowid) of each cell; None for what could not be read."""
    cells: list[tuple[int | None, int | None]] = []
    for cell in _cell_offsets(data, number):
        try:
            child = u32(data, cell)
            key, _ = varint(data, cell + 4)
        except Broken:
            cells.append((None, None))
            continue
        cells.append((child, _signed(key)))
    return cells


def _leaf_rows(
    pages: Pages, data: bytes, number: int, table: Table
) -> Iterator[tuple[int, list[Value]]]:
    try:
        offsets = _cell_offsets(data, number)
    except Broken:
        table.broken.append(None)
        return
    for cell in offsets:
        rowid: int | None = None
        try:
            if not 0 < cell < pages.usable:
                raise Broken
            size, at = varint(data, cell)
            key, at = varint(data, at)
            rowid = _signed(key)
            payload = _payload(pages, data, at, size, table.pages)
            yield rowid, _record(payload, pages.encoding)
        except (Broken, UnicodeDecodeError):
            table.broken.append(rowid)


def _payload(pages: Pages, data: bytes, at: int, size: int, taken: set[int]) -> bytes:
    """A table leaf cell's payload: the part on the page, then its overflow pages."""
    usable = pages.usable
    most = usable - 35
    if size <= most:
        local = size
    else:
        least = (usable - 12) * 32 // 255 - 23
        local = least + (size - least) % (usable - 4)
        local = local if local <= most else least
    if at + local > min(len(data), usable):
        raise Broken
    parts = [data[at : at + local]]
    left = size - local
    following = u32(data, at + local) if left else 0
    while left > 0:
        page = pages.whole(following) if following not in taken else None
        if page is None:
            raise Broken
        taken.add(following)
        part = page[4 : 4 + min(left, usable - 4)]
        parts.append(part)
        left -= len(part)
        following = u32(page, 0)
    return b"".join(parts)


def _record(payload: bytes, encoding: str) -> list[Value]:
    """The values of a record: a header of serial types, then the values in order."""
    header_size, at = varint(payload, 0)
    if header_size > len(payload):
        raise Broken
    types: list[int] = []
    while at < header_size:
        kind, at = varint(payload, at)
        types.append(kind)
    values: list[Value] = []
    at = header_size
    for kind in types:
        if kind == 0:
            values.append(None)
        elif kind in (8, 9):
            values.append(kind - 8)
        elif 1 <= kind <= 6:
            width = (1, 2, 3, 4, 6, 8)[kind - 1]
            raw = payload[at : at + width]
            if len(raw) < width:
                raise Broken
            values.append(int.from_bytes(raw, "big", signed=True))
            at += width
        elif kind == 7:
            raw = payload[at : at + 8]
            if len(raw) < 8:
                raise Broken
            values.append(struct.unpack(">d", raw)[0])
            at += 8
        elif kind >= 12:
            width = (kind - 12) // 2
            raw = payload[at : at + width]
            if len(raw) < width:
                raise Broken
            values.append(raw.decode(encoding) if kind % 2 else bytes(raw))
            at += width
        else:
            raise Broken  # 10 and 11 are reserved
    return values


def _signed(value: int) -> int:
    return value - (1 << 64) if value >= 1 << 63 else value
