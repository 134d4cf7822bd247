"""For the start-up children: notice the first paint of a top-level window, then quit.

Kept tiny and shared by the app's child and the baseline's, so both pay the same for it.
"""

import os
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


def peak_rss_mib() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


class FirstPaint(QObject):
    """On the first Paint of a window: note the time and peak RSS; print them and quit.

    With BENCH_SETTLE=S in the environment, idle S seconds after the paint and print the
    peak RSS again (what the app loads just after showing, e.g. its HTTP stack).
    Prints one line: paint time (time.time()), peak RSS at paint, peak RSS settled (MiB).
    """

    def __init__(self) -> None:
        super().__init__()
        self._painted: tuple[float, float] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._painted is None and event.type() == QEvent.Type.Paint:
            self._painted = (time.time(), peak_rss_mib())
            settle = float(os.environ.get("BENCH_SETTLE", "0"))
            QTimer.singleShot(int(settle * 1000), self._finish)
        return False

    def _finish(self) -> None:
        assert self._painted is not None
        painted, rss = self._painted
        print(f"{painted:.6f} {rss:.1f} {peak_rss_mib():.1f}", flush=True)
        QApplication.quit()
