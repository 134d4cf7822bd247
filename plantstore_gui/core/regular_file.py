"""Files the user names, read safely: regular files only, and never more than a bound.

A name can point at a device that never ends (/dev/zero), a pipe whose opening waits for
a writer for ever, or a directory: each is refused before a byte is read.
"""

import errno
import os
import stat
from pathlib import Path

from .words import translate


class NotRegularFile(OSError):
    """The path names something other than a regular file (a device, a pipe, a folder)."""

    def __init__(self, path: Path) -> None:
        words = translate("Files", "Not a regular file", "why a file cannot be read")
        super().__init__(errno.EINVAL, words, str(path))


def read_regular(path: Path, limit: int) -> bytes:
    """The start of the regular file at `path`: at most `limit` + 1 bytes, so that a
    longer result says the file is larger than `limit`.

    Raises OSError: NotRegularFile when `path` is not a regular file.
    """
    # Non-blocking, so that opening a pipe does not wait; a regular file ignores the flag.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(path)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0 and (chunk := os.read(fd, min(left, 1024 * 1024))):
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def regular_file_problem(path: Path) -> str | None:
    """Why `path` is not a regular file the user can read, as a sentence; None if it is."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        words = translate("Files", "{path} cannot be opened: {reason}.")
        return words.format(path=path, reason=exc.strerror or type(exc).__name__)
    if not stat.S_ISREG(mode):
        return translate("Files", "{path} is not a regular file.").format(path=path)
    if not os.access(path, os.R_OK):
        return translate("Files", "You are not allowed to read {path}.").format(path=path)
    return None
