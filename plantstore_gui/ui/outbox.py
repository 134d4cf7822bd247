"""The outbox: plants whose server could not be reached, sent when it is back.

After a crash, the journal is read once at start: plants never sent are offered to
send, and plants that may have reached the server are flagged for the user to check.
Nothing is ever re-sent on its own unless it certainly never left this machine.
"""

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..core.history import EntryState, History
from .background import Background, Done
from .servers import Servers
from .worker import Flushed, PlantSender, Sent

FIRST_PAUSE_MS = 5_000
LONGEST_PAUSE_MS = 300_000


class Outbox(QObject):
    """Counts the waiting plants and sends them: on request, or on its own with backoff.

    Signals:
        count_changed(int): how many plants wait in the outbox.
        noticed(str): something the user should read.
        needs_checking(int): after a crash, how many plants may or may not have been created.
    """

    count_changed = Signal(int)
    noticed = Signal(str)
    needs_checking = Signal(int)

    def __init__(
        self,
        history: History | None,
        sender: PlantSender,
        servers: Servers,
        *,
        automatic: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._history = history
        self._sender = sender
        self._servers = servers
        self._background = Background(self)
        self.automatic = automatic
        self.count = 0
        self._pause_ms = FIRST_PAUSE_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.send_now)
        sender.settled.connect(self._on_settled)
        sender.outbox_flushed.connect(self._on_flushed)

    def recover(self) -> None:
        """Read the journal once at start: flag what may have gone, count what has not."""
        history = self._history
        if history is None:
            return

        def read() -> tuple[int, int]:
            interrupted = [e.id for e in history.in_states(EntryState.SENDING)]
            history.mark(interrupted, EntryState.UNKNOWN)
            return history.count(EntryState.PENDING), history.count(EntryState.UNKNOWN)

        self._background.run(read, self._on_recovered)

    @Slot(object)
    def _on_recovered(self, done: Done) -> None:
        if done.error is not None:
            self.noticed.emit(f"The journal could not be read: {done.error}")
            return
        pending, unknown = done.value
        self._set_count(pending)
        if unknown:
            self.needs_checking.emit(unknown)
        if pending and self.automatic:
            self._timer.start(0)

    def refresh(self) -> None:
        if (history := self._history) is not None:
            self._background.run(lambda: history.count(EntryState.PENDING), self._on_counted)

    @Slot(object)
    def _on_counted(self, done: Done) -> None:
        if done.error is None:
            self._set_count(done.value)

    @Slot()
    def send_now(self) -> None:
        """Send every waiting plant whose server has a token now."""
        self._timer.stop()
        self._sender.flush_outbox(self._servers.targets())

    def set_automatic(self, automatic: bool) -> None:
        self.automatic = automatic
        if not automatic:
            self._timer.stop()
        elif self.count:
            self._timer.start(self._pause_ms)

    @Slot(object)
    def _on_settled(self, sent: Sent) -> None:
        if sent.queued:
            self._set_count(self.count + 1)
            if self.automatic and not self._timer.isActive():
                self._timer.start(self._pause_ms)

    @Slot(object)
    def _on_flushed(self, flushed: Flushed) -> None:
        if flushed.problem:
            self.noticed.emit(flushed.problem)
        if flushed.sent:
            self.noticed.emit(
                f"Sent {flushed.sent} plant(s) from the outbox; {flushed.created} created. "
                "Their results are in the history."
            )
        if flushed.left >= 0:
            self._set_count(flushed.left)
        if flushed.unreachable:
            self._pause_ms = min(self._pause_ms * 2, LONGEST_PAUSE_MS)
        else:
            self._pause_ms = FIRST_PAUSE_MS
        if self.automatic and self.count and flushed.unreachable:
            self._timer.start(self._pause_ms)

    def _set_count(self, count: int) -> None:
        self.count = count
        self.count_changed.emit(count)
