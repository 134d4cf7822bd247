"""The GUI-thread stall probe: a QTimer ticking every TICK_MS; a stall is a late tick."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer

from _common import TICK_MS, percentile


class StallProbe(QObject):
    """Records each gap between ticks minus the interval, and the phase(s) it spans.

    Set `phase` as the work moves on; a stall that began in one phase and ended in
    another is labelled "first→second".
    """

    def __init__(self) -> None:
        super().__init__()
        self.phase = "idle"
        self.stalls: list[tuple[float, str]] = []  # (seconds late, phase(s))
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0
        self._last_phase = self.phase

    def start(self) -> None:
        self._last = time.perf_counter()
        self._last_phase = self.phase
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        where = self._last_phase
        if where != self.phase:
            where = f"{where}→{self.phase}"
        self.stalls.append((max(0.0, now - self._last - TICK_MS / 1000), where))
        self._last, self._last_phase = now, self.phase

    def longest(self) -> tuple[float, str]:
        return max(self.stalls)

    def p99(self) -> float:
        return percentile([late for late, _ in self.stalls], 0.99)
