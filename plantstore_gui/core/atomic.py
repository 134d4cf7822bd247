"""Files replaced atomically: after a crash they hold the old content or the new, never half."""

import contextlib
import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path


def write_json_atomically(path: Path, data: object, *, make_dir: bool = False) -> None:
    """Replace `path` with `data` as JSON: temp file, fsync, rename, fsync the folder.

    Raises OSError; the temp file never stays behind.
    """
    write_text_atomically(path, [json.dumps(data, indent=2) + "\n"], make_dir=make_dir)


def write_text_atomically(path: Path, chunks: Iterable[str], *, make_dir: bool = False) -> None:
    """Replace `path` with the text of `chunks`, written one at a time (a large file is
    never whole in memory), as `write_json_atomically` does. An exception raised while
    the chunks are made leaves `path` as it was."""
    tmp: str | None = None
    try:
        if make_dir:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as file:  # mkstemp makes it 0o600
            for chunk in chunks:
                file.write(chunk)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
        tmp = None
        if os.name == "posix":  # make the rename itself durable; some file systems refuse
            with contextlib.suppress(OSError):
                dir_fd = os.open(path.parent, os.O_RDONLY)
                try:
                    os.fsync(dir_fd)
                finally:
                    os.close(dir_fd)
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
