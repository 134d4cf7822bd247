"""One app per data folder: an OS lock held for the life of the process.

The lock is the operating system's (flock on POSIX, msvcrt on Windows), so it is
released when the holder dies, however it dies: no pid file to go stale. A second
copy of the app on the same folder does not get it, and sends nothing.

No lock, no sending: where the lock cannot be taken at all (a read-only or full data
folder), this copy cannot tell whether another one is sending the same plants, so it
sends nothing either, and `refusal` says why (the desk refuses every plant with it).
"""

import sys
from pathlib import Path
from typing import IO

from .. import APP_NAME
from .words import translate

LOCK_FILE = "instance.lock"


class AlreadyRunning(Exception):
    """Another copy of the app holds this data folder; the message is for the user."""


class InstanceLock:
    """Holds the data folder's lock until `release` (or the process ends)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._file: IO[bytes] | None = None
        self.refusal: str | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> None:
        """Take the lock; raise AlreadyRunning when another process holds it.

        When the folder cannot hold a lock at all (read-only, full), the lock is not
        held and `refusal` says, in the user's words, why this copy sends nothing.
        """
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            file = open(self.path, "a+b")
        except OSError as exc:
            from .tell import no_lock  # heavy to import, and needed only here

            self.refusal = no_lock(str(self.path.parent), exc.strerror or str(exc))
            return
        try:
            _lock(file)
        except OSError:
            file.close()
            message = translate(
                "Instance",
                "{app_name} is already open for this data folder. Use that window: "
                "a second copy would send the same plants again, so this one sends nothing.",
            )
            raise AlreadyRunning(message.format(app_name=APP_NAME)) from None
        self._file = file

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing the file releases the lock
            self._file = None

    def __enter__(self) -> "InstanceLock":
        self.acquire()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


if sys.platform == "win32":
    import msvcrt

    def _lock(file: IO[bytes]) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


__all__ = ["AlreadyRunning", "InstanceLock"]
