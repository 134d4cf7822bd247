"""A sound output that plays nothing and writes down each sound it is given, in order."""

import threading


class RecordingSounds:
    """Hears each sound by its name (`names`), on whichever thread plays it.

    Args:
        heard: what `play` says, as a real output does: False when nothing was heard.
        held: while not set, `play` waits for it (a sound service that hangs).
    """

    def __init__(self, *, heard: bool = True, held: threading.Event | None = None) -> None:
        self._lock = threading.Lock()
        self._names: list[str] = []
        self._heard = heard
        self._held = held
        self.threads: set[str] = set()

    @property
    def names(self) -> list[str]:
        with self._lock:
            return list(self._names)

    def play(self, name: str) -> bool:
        if self._held is not None:
            self._held.wait(30)
        with self._lock:
            self._names.append(name)
            self.threads.add(threading.current_thread().name)
        return self._heard
