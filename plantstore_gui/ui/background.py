"""Blocking calls (keyring, disk) run off the GUI thread; results come back by signal.

Each call runs on a daemon thread, so a call that never returns (a keyring waiting
on an unlock prompt nobody answers) cannot hold up the app's exit. The result is
delivered to the GUI thread by a queued signal; the worker never touches a widget.
"""

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Done:
    """How a background call ended: its value, or the exception it raised."""

    value: Any = None
    error: Exception | None = None


# Calls still running. A call has no QObject parent, so no owner going away can
# delete it while its thread may still emit; it leaves this set once it has emitted.
_RUNNING: "set[BackgroundCall]" = set()


class BackgroundCall(QObject):
    """One blocking call on a daemon thread.

    Signals:
        finished(object): a Done, emitted exactly once, received on the GUI thread.
    """

    finished = Signal(object)

    def __init__(self, call: Callable[[], Any]) -> None:
        super().__init__()
        self._call = call

    def start(self) -> None:
        _RUNNING.add(self)
        self.finished.connect(self._release)
        threading.Thread(target=self._run, name="plantstore-background", daemon=True).start()

    def _run(self) -> None:
        done = Done()
        try:
            done = Done(value=self._call())
        except Exception as exc:
            log.debug("background call failed: %s", type(exc).__name__)
            done = Done(error=exc)
        finally:
            try:
                self.finished.emit(done)
            except RuntimeError:
                # The app is exiting and Qt has already deleted this object: nobody is
                # left to hear the answer, and the thread must end quietly.
                pass

    @Slot(object)
    def _release(self, _done: Done) -> None:
        _RUNNING.discard(self)


class Background(QObject):
    """Starts background calls for its owner and knows whether any is still running."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending = 0

    def run(self, call: Callable[[], Any], on_done: Callable[[Done], None]) -> None:
        """Run `call` off the GUI thread; `on_done` (a @Slot of a GUI object) gets its Done."""
        task = BackgroundCall(call)
        task.finished.connect(on_done)
        task.finished.connect(self._finished)
        self._pending += 1
        task.start()

    @property
    def busy(self) -> bool:
        return self._pending > 0

    @Slot(object)
    def _finished(self, _done: Done) -> None:
        self._pending -= 1
