"""A SQLite file's pages as SQLite would read them, for when SQLite refuses the file: the
write-ahead log's last committed copy of each page laid over the file's, a page the file
was cut through read as zeros past the cut, and the free list.

Only reading: neither the file nor its log is ever written. The format:
https://www.sqlite.org/fileformat2.html
"""

import struct
from pathlib import Path
from typing import BinaryIO

_MAGIC = b"SQLite format 3\x00"
_WAL_MAGIC = (0x377F0682, 0x377F0683)  # checksums little-endian, big-endian
_ENCODINGS = {1: "utf-8", 2: "utf-16-le", 3: "utf-16-be"}


class Broken(Exception):
    """A cell, record or page that does not hold what the format says it must."""


def u16(data: bytes, at: int) -> int:
    if at + 2 > len(data):
        raise Broken
    value: int = struct.unpack_from(">H", data, at)[0]
    return value


def u32(data: bytes, at: int) -> int:
    if at + 4 > len(data):
        raise Broken
    value: int = struct.unpack_from(">I", data, at)[0]
    return value


def varint(data: bytes, at: int) -> tuple[int, int]:
    """A varint at `at` (1 to 9 bytes, high bit first) and where the next field starts."""
    value = 0
    for used in range(9):
        if at + used >= len(data):
            raise Broken
        byte = data[at + used]
        if used == 8:
            return (value << 8) | byte, at + 9
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + used + 1
    raise AssertionError("unreachable")


def _wal_checksum(data: bytes, s0: int, s1: int, big_endian: bool) -> tuple[int, int]:
    words = struct.unpack(f"{'>' if big_endian else '<'}{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[i + 1] + s0) & 0xFFFFFFFF
    return s0, s1


class Pages:
    """The pages of a SQLite file, with the write-ahead log's last committed copy of each
    page laid over the file's. A page the file and its log do not hold whole is short.

    Attributes:
        page_size: in bytes; 0 when the file is not a SQLite file at all.
        said_pages: how many pages the database has, by its header or its log's last
            commit; None when neither says.
        present: how many pages the file and its log hold, the last perhaps in part.
        encoding: how the file's text is encoded.
    """

    def __init__(self, path: Path) -> None:
        self._file: BinaryIO = open(path, "rb")  # closed by close()
        self._size = path.stat().st_size
        self._wal: BinaryIO | None = None
        self._wal_pages: dict[int, int] = {}  # page number -> where its data is in the log
        self.page_size = 0
        self.said_pages: int | None = None
        self.encoding = "utf-8"
        self.usable = 0
        self.first_free = self.free_count = self.present = 0
        head = self._read(self._file, 0, 100)
        if head.startswith(_MAGIC) and len(head) >= 100:
            size = u16(head, 16)
            self.page_size = 65536 if size == 1 else size
        wal_size = self._open_wal(path.with_name(path.name + "-wal"))
        if not self._valid_page_size(self.page_size):
            self.page_size = 0
            return
        first = self.page(1)
        if first.startswith(_MAGIC) and len(first) >= 100:
            self.usable = self.page_size - first[20]
            self.encoding = _ENCODINGS.get(u32(first, 56), "utf-8")
            if u32(first, 24) == u32(first, 92) and u32(first, 28) > 0:
                self.said_pages = u32(first, 28)
            self.first_free, self.free_count = u32(first, 32), u32(first, 36)
        else:
            self.usable = self.page_size
        if wal_size:
            self.said_pages = wal_size
        in_file = -(-self._size // self.page_size)
        self.present = max(in_file, max(self._wal_pages, default=0))

    def __enter__(self) -> "Pages":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._file.close()
        if self._wal is not None:
            self._wal.close()

    @staticmethod
    def _valid_page_size(size: int) -> bool:
        return 512 <= size <= 65536 and size & (size - 1) == 0

    @staticmethod
    def _read(file: BinaryIO, at: int, size: int) -> bytes:
        file.seek(at)
        return file.read(size)

    def _open_wal(self, path: Path) -> int:
        """Lay the log's committed frames over the file; the page count of its last commit
        (0 when the log is missing, empty or not this file's)."""
        try:
            wal = open(path, "rb")  # closed by close()
        except OSError:
            return 0
        self._wal = wal
        head = self._read(wal, 0, 32)
        if len(head) < 32:
            return 0
        magic, _version, page_size, _checkpoint, salt1, salt2, c0, c1 = struct.unpack(">8I", head)
        big = magic == _WAL_MAGIC[1]
        if magic not in _WAL_MAGIC or not self._valid_page_size(page_size):
            return 0
        if self.page_size and page_size != self.page_size:
            return 0
        s0, s1 = _wal_checksum(head[:24], 0, 0, big)
        if (s0, s1) != (c0, c1):
            return 0
        self.page_size = page_size
        pending: dict[int, int] = {}
        db_size = 0
        at = 32
        while True:
            frame = self._read(wal, at, 24 + page_size)
            if len(frame) < 24 + page_size:
                break
            number, commit, f_salt1, f_salt2, f0, f1 = struct.unpack_from(">6I", frame)
            if (f_salt1, f_salt2) != (salt1, salt2) or number == 0:
                break
            s0, s1 = _wal_checksum(frame[:8], s0, s1, big)
            s0, s1 = _wal_checksum(frame[24:], s0, s1, big)
            if (s0, s1) != (f0, f1):
                break  # a frame written in part: nothing from here on was committed
            pending[number] = at + 24
            if commit:
                self._wal_pages.update(pending)
                pending.clear()
                db_size = commit
            at += 24 + page_size
        return db_size

    def page(self, number: int) -> bytes:
        """Page `number` (from 1), as committed last; shorter than a page when cut off."""
        if self._wal is not None and number in self._wal_pages:
            return self._read(self._wal, self._wal_pages[number], self.page_size)
        if number < 1 or self.page_size == 0:
            return b""
        return self._read(self._file, (number - 1) * self.page_size, self.page_size)

    def whole(self, number: int) -> bytes | None:
        """Page `number` of the database, or None when the file holds none of it. A page
        the file was cut through is short: SQLite reads zeros past the cut, and a row
        read half from zeros is not a row that was written."""
        if self.said_pages is not None and number > self.said_pages:
            return None
        return self.page(number) or None

    def free_pages(self) -> set[int]:
        """The pages on the free list, as far as the list can be followed."""
        free: set[int] = set()
        trunk = self.first_free
        while trunk and trunk not in free and len(free) <= self.free_count:
            data = self.whole(trunk)
            if data is None:
                break
            free.add(trunk)
            try:
                leaves = min(u32(data, 4), self.usable // 4 - 2)
                free.update(u32(data, 8 + 4 * i) for i in range(leaves))
                trunk = u32(data, 0)
            except Broken:
                break
        return free
