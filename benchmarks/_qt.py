"""Qt helpers for the benchmarks: the GUI-thread stall probe, and event loops with a limit."""

from __future__ import annotations

import sys
import time

from _common import TICK_MS, percentile
from PySide6.QtCore import (
    QEventLoop,
    QMessageLogContext,
    QObject,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)

# The offscreen platform says this about every top-level window; it is not the app's doing.
_NOISE = "This plugin does not support propagateSizeHints()"


def _print_qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message != _NOISE:
        print(message, file=sys.stderr)


qInstallMessageHandler(_print_qt_message)


class StallProbe(QObject):
    """Records each gap between ticks minus the interval, and the phase(s) it spans.

    Set `phase` as the work moves on; a stall that began in one phase and ended in
    another is labelled "first→second". Not `keep`: only the longest stall of each label
    is kept, for a run of an hour whose memory is measured (a tick a list item would
    take a hundred megabytes).
    """

    def __init__(self, *, keep: bool = True) -> None:
        super().__init__()
        self.phase = "idle"
        self.stalls: list[tuple[float, str]] = []  # (seconds late, phase(s))
        self.longest_by_label: dict[str, float] = {}
        self._keep = keep
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
        late = max(0.0, now - self._last - TICK_MS / 1000)
        if self._keep:
            self.stalls.append((late, where))
        if late > self.longest_by_label.get(where, -1.0):
            self.longest_by_label[where] = late
        self._last, self._last_phase = now, self.phase

    def longest(self) -> tuple[float, str]:
        return max(self.stalls)

    def p99(self) -> float:
        return percentile([late for late, _ in self.stalls], 0.99) if self.stalls else 0.0


def run_loop(loop: QEventLoop, limit_s: float, what: str) -> None:
    """loop.exec(), but raise TimeoutError when it runs longer than limit_s (a hung app)."""
    expired: list[bool] = []

    def expire() -> None:
        expired.append(True)
        loop.quit()

    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(expire)
    guard.start(int(limit_s * 1000))
    loop.exec()
    guard.stop()
    if expired:
        raise TimeoutError(f"{what}: still not done after {limit_s:g} s")
