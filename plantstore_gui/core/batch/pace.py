"""How fast a batch goes: its sending time, pauses excluded, and its rate of late."""

import time
from collections import deque

RATE_WINDOW = 3.0  # seconds of sending the rate is measured over


class Pace:
    """A stopwatch that can be halted and run again (pauses are not sending time), and
    the rows finished per second over its last RATE_WINDOW seconds.

    Not thread-safe: its owner reads and changes it under its own lock.
    """

    def __init__(self) -> None:
        self._total = 0.0
        self._since: float | None = None
        self._recent: deque[float] = deque()  # readings at each recent row finished

    def run(self) -> None:
        if self._since is None:
            self._since = time.monotonic()

    def halt(self) -> None:
        if self._since is not None:
            self._total += time.monotonic() - self._since
            self._since = None

    def read(self) -> float:
        """Seconds of sending so far."""
        running = 0.0 if self._since is None else time.monotonic() - self._since
        return self._total + running

    def finished_one(self) -> None:
        """A row has its result."""
        now = self.read()
        self._recent.append(now)
        self._forget_old(now)

    def rate(self, elapsed: float) -> float:
        """Rows finished per second over the last few seconds before `elapsed`."""
        self._forget_old(elapsed)
        span = max(min(RATE_WINDOW, elapsed), 0.1)
        return len(self._recent) / span if self._recent else 0.0

    def _forget_old(self, now: float) -> None:
        while self._recent and self._recent[0] < now - RATE_WINDOW:
            self._recent.popleft()
