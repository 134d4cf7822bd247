"""Tasks: the one bridge between the GUI thread and background work.

Blocking calls (HTTP sends, disk, keyring, parsing) run off the GUI thread; each one's
`Done` comes back to the GUI thread by a queued signal and is handed to its `on_done`.
Sends share one lane, strictly first in, first out, one at a time; reads share a small
pool, in no promised order. A `Pulse` pushes progress (a batch's) to the GUI thread,
coalesced, instead of a polling timer. No other ui module starts a thread.

All threads are daemon threads, started on first use and ended by `shutdown(timeout)`,
which the owner calls before what the calls use (the journal) closes. A call that never
returns (a keyring waiting on an unlock prompt) cannot hold up the process's exit.

The app's bridge is made `held`: work asked for before the first paint waits, and no
thread starts, until `start()`. The window calls it once the GUI thread has imported
what every thread may need (pydantic, httpx): two threads importing those at once can
both fail, and the first plant typed is then lost.

Threads
 ├── GUI thread       owns Tasks: read() and send() queue, on_done, idle and pulses run here
 ├── tasks-send       the one send lane: one call at a time, in the order sent
 └── tasks-read-N     `readers` threads for reads (disk, keyring, parsing), order not promised
"""

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance, Slot
from shiboken6 import isValid

log = logging.getLogger(__name__)

OnDone = Callable[["Done"], None]
_Job = tuple[int, Callable[[], Any]]


@dataclass(frozen=True)
class Done:
    """How a background call ended: its value, or the exception it raised."""

    value: Any = None
    error: Exception | None = None


class Pulse:
    """A thread-safe, coalescing nudge: calls from any thread run `on_pulse` on the GUI thread.

    While one run is pending, further calls queue nothing; the pending flag is cleared just
    before `on_pulse` runs, so a call made during or after it is never lost. Runs are at
    least `every_s` apart: a screen shows no more, and every run the GUI thread makes
    holds the interpreter lock that the threads doing the work need.
    """

    def __init__(
        self, signal: SignalInstance, on_pulse: Callable[[], None], every_s: float = 0.0
    ) -> None:
        self._signal = signal
        self._on_pulse = on_pulse
        self._every_s = every_s
        self._lock = threading.Lock()
        self._pending = False
        self._last_run = -every_s

    def __call__(self) -> None:
        with self._lock:
            if self._pending:
                return
            self._pending = True
        _emit(self._signal, self)

    def _run(self) -> None:
        early_s = self._last_run + self._every_s - time.monotonic()
        if early_s > 0:
            QTimer.singleShot(max(1, round(early_s * 1000)), self._run)
            return
        with self._lock:
            self._pending = False
        self._last_run = time.monotonic()
        if _alive(self._on_pulse):
            self._on_pulse()


class Tasks(QObject):
    """The one bridge between the GUI thread and background work.

    `read`, `send` and `pulse` may be called from any thread; `on_done` and `on_pulse`
    always run on the thread this object lives in (the GUI thread).

    Signals:
        idle(): no call is running or queued, and the last one's on_done has run.
    """

    idle = Signal()
    _finished = Signal(object, object)  # token, Done
    _pulsed = Signal(object)  # Pulse
    _relayed = Signal(object, object)  # handler, value

    def __init__(
        self, parent: QObject | None = None, *, readers: int = 2, held: bool = False
    ) -> None:
        super().__init__(parent)
        if readers < 1:
            raise ValueError("Tasks needs at least one reader thread")
        self._readers = readers
        self._held = held  # work is queued, and no thread started, until start()
        self._lock = threading.Lock()
        self._read_ready = threading.Condition(self._lock)
        self._send_ready = threading.Condition(self._lock)
        self._reads: deque[_Job] = deque()
        self._sends: deque[_Job] = deque()
        self._waiting: dict[int, tuple[OnDone | None, bool]] = {}  # token: on_done, is a send
        self._tokens = 0
        self._sends_pending = 0
        self._closed = False
        self._read_threads: list[threading.Thread] = []
        self._send_thread: threading.Thread | None = None
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._pulsed.connect(self._on_pulsed, Qt.ConnectionType.QueuedConnection)
        self._relayed.connect(self._on_relayed, Qt.ConnectionType.QueuedConnection)

    def read(self, call: Callable[[], Any], on_done: OnDone | None = None) -> bool:
        """Run `call` on the read pool; `on_done` gets its Done on the GUI thread.

        False, and nothing runs, once the bridge is shut down (the app is quitting)."""
        with self._lock:
            if (token := self._enqueue(call, on_done, send=False)) is None:
                return False
            self._reads.append((token, call))
            if not self._held:
                self._start_readers()
            self._read_ready.notify()
            return True

    def send(self, call: Callable[[], Any], on_done: OnDone | None = None) -> bool:
        """Run `call` on the send lane, after every send queued before it.

        False, and nothing runs, once the bridge is shut down (the app is quitting)."""
        with self._lock:
            if (token := self._enqueue(call, on_done, send=True)) is None:
                return False
            self._sends.append((token, call))
            self._sends_pending += 1
            if self._send_thread is None and not self._held:
                self._send_thread = self._start("tasks-send", send=True)
            self._send_ready.notify()
            return True

    def start(self) -> None:
        """Start the threads a `held` bridge kept back, for the work queued meanwhile;
        from now on work starts them as it comes. Nothing to do for a bridge not held."""
        with self._lock:
            if not self._held:
                return
            self._held = False
            if self._closed:
                return
            if self._reads:
                self._start_readers()
            if self._sends and self._send_thread is None:
                self._send_thread = self._start("tasks-send", send=True)

    @property
    def busy(self) -> bool:
        """Whether any call is running or queued, or its on_done has yet to run."""
        with self._lock:
            return bool(self._waiting)

    @property
    def sends_pending(self) -> int:
        """Sends queued or running on the lane (until their on_done has run)."""
        with self._lock:
            return self._sends_pending

    @property
    def closing(self) -> bool:
        """Shut down, or shutting down: a long call may end early, as nobody waits for it."""
        with self._lock:
            return self._closed

    @property
    def stopped(self) -> bool:
        """Shut down, and every thread has ended."""
        with self._lock:
            threads = [*self._read_threads, *filter(None, [self._send_thread])]
            closed = self._closed
        return closed and not any(thread.is_alive() for thread in threads)

    def pulse(self, on_pulse: Callable[[], None], every_s: float = 0.0) -> Pulse:
        """A Pulse that runs `on_pulse` on the GUI thread, at most once per burst of calls
        and at least `every_s` after its last run."""
        return Pulse(self._pulsed, on_pulse, every_s)

    def relay(self, on_value: Callable[[Any], None]) -> Callable[[Any], None]:
        """A callable for any thread that hands each value, in order, to `on_value` on the
        GUI thread (an outbox run's deliveries, one by one)."""

        def relayed(value: Any) -> None:
            _emit(self._relayed, on_value, value)

        return relayed

    def turns(self) -> Callable[[Callable[[], None]], None]:
        """A callable for a long job on another thread (a sheet read): given `go_on`, it has
        the GUI thread call it once the events queued before are handled. The job waits for
        that, so the GUI thread has the interpreter lock for those events."""
        return self.relay(_call)

    def shutdown(self, timeout: float) -> bool:
        """Refuse new work, let queued and running calls finish; True if all threads ended.

        Waits at most `timeout` seconds in all. A call still running past it is left to
        its daemon thread. The on_done of calls that end now runs only if the event loop
        runs afterwards. Calling it again waits again.
        """
        deadline = time.monotonic() + timeout
        with self._lock:
            self._closed = True
            self._read_ready.notify_all()
            self._send_ready.notify_all()
            threads = [*self._read_threads, *filter(None, [self._send_thread])]
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in threads)

    def _enqueue(
        self, call: Callable[[], Any], on_done: OnDone | None, *, send: bool
    ) -> int | None:
        if self._closed:
            log.debug("work refused: the bridge is shut down")
            return None
        self._tokens += 1
        self._waiting[self._tokens] = (on_done, send)
        return self._tokens

    def _start_readers(self) -> None:
        while len(self._read_threads) < self._readers:
            name = f"tasks-read-{len(self._read_threads)}"
            self._read_threads.append(self._start(name, send=False))

    def _start(self, name: str, *, send: bool) -> threading.Thread:
        queue, ready = (self._sends, self._send_ready) if send else (self._reads, self._read_ready)
        thread = threading.Thread(target=self._work, args=(queue, ready), name=name, daemon=True)
        thread.start()
        return thread

    def _work(self, queue: deque[_Job], ready: threading.Condition) -> None:
        """A thread's loop: take the next job, run it, report it; end once closed and empty."""
        while True:
            with ready:
                while not queue and not self._closed:
                    ready.wait()
                if not queue:
                    return
                token, call = queue.popleft()
            _emit(self._finished, token, _run(call))

    @Slot(object, object)
    def _deliver(self, token: int, done: Done) -> None:
        with self._lock:
            on_done, send = self._waiting[token]
        try:
            if on_done is not None and _alive(on_done):
                on_done(done)
        except Exception:
            log.exception("an on_done handler failed")
        with self._lock:
            del self._waiting[token]
            if send:
                self._sends_pending -= 1
            now_idle = not self._waiting
        if now_idle:
            self.idle.emit()

    @Slot(object, object)
    def _on_relayed(self, on_value: Callable[[Any], None], value: Any) -> None:
        try:
            if _alive(on_value):
                on_value(value)
        except Exception:
            log.exception("a relayed value's handler failed")

    @Slot(object)
    def _on_pulsed(self, pulse: Pulse) -> None:
        try:
            pulse._run()
        except Exception:
            log.exception("a pulse handler failed")


def _run(call: Callable[[], Any]) -> Done:
    """Run one call; whatever it raises becomes its Done (the value is never logged)."""
    try:
        return Done(value=call())
    except Exception as exc:
        log.debug("background call failed: %s", type(exc).__name__)
        return Done(error=exc)
    except BaseException as exc:  # SystemExit in a call must not kill the lane
        log.debug("background call raised %s", type(exc).__name__)
        return Done(error=RuntimeError(f"the call raised {type(exc).__name__}"))


def _call(go_on: Callable[[], None]) -> None:
    go_on()


def _emit(signal: SignalInstance, *args: object) -> None:
    try:
        signal.emit(*args)
    except RuntimeError:
        # The app is exiting and Qt has already deleted the Tasks object: nobody is left
        # to hear the answer, and the thread must end quietly.
        pass


def _alive(handler: Callable[..., None]) -> bool:
    """False when `handler` is a method of a QObject that Qt has deleted meanwhile."""
    owner = getattr(handler, "__self__", None)
    return not isinstance(owner, QObject) or isValid(owner)


class Reads(QObject):
    """One owner's reads on the shared pool, and whether any of them is still running."""

    def __init__(self, tasks: Tasks, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._pending = 0

    def run(self, call: Callable[[], Any], on_done: OnDone) -> None:
        """Run `call` on the read pool; `on_done` (a @Slot of a GUI object) gets its Done."""

        def done(result: Done) -> None:
            self._pending -= 1
            on_done(result)

        if self._tasks.read(call, _Owned(self, done)):
            self._pending += 1

    @property
    def busy(self) -> bool:
        return self._pending > 0


class _Owned:
    """An on_done that the bridge skips once its owner (a QObject) is gone."""

    def __init__(self, owner: QObject, call: OnDone) -> None:
        self.__self__ = owner
        self._call = call

    def __call__(self, done: Done) -> None:
        self._call(done)
