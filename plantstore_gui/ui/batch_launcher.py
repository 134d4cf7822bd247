"""Opening sheets for batch entry: a file, a drop or a paste, read off the GUI thread."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QMimeData,
    QObject,
    QPoint,
    QRect,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget
from shiboken6 import isValid

from ..core.desk import Desk
from ..core.journey import Delivery
from . import ask
from .servers import Servers
from .tasks import Done, Reads, Tasks

if TYPE_CHECKING:
    from ..core.batch import Sheet, StopRequest
    from .batch_window import BatchWindow

_SHEET_ENDINGS = (".csv", ".tsv", ".txt")


def sheet_in(data: QMimeData) -> Path | None:
    """The first CSV/TSV file among dragged files, if any."""
    for url in data.urls():
        if url.toLocalFile().lower().endswith(_SHEET_ENDINGS):
            return Path(url.toLocalFile())
    return None


def _read_for_batch(
    read: Callable[[], Sheet], source: str, path: Path | None = None
) -> tuple[Sheet, str, Path | None]:
    """Read a sheet, and import the batch window's modules too: both off the GUI thread."""
    from ..core.batch import collector_paused
    from . import batch_window  # noqa: F401

    with collector_paused():
        return read(), source, path


def cascade(previous: QRect, available: QRect, step: int) -> QPoint:
    """Where a new window goes: `step` right of and below the previous one (frame
    geometry); back at the screen's top left when it would leave a screen it fits on."""
    moved = previous.translated(step, step)
    fits = previous.width() <= available.width() and previous.height() <= available.height()
    if available.contains(moved) or (not fits and available.contains(moved.topLeft())):
        return moved.topLeft()
    return available.topLeft()


class BatchLauncher(QObject):
    """Reads sheets and opens each in a batch window bound to the current server.

    Signals:
        noticed(str): a sheet could not be read.
        finished_batch(): a batch run ended (the history and outbox have changed).
        rows_changed(): a batch sent rows (the history has changed).
        all_ended(): a batch run ended, and no other batch is sending.
        batch_ended(object): a batch run ended: the Sound of what it came to, or None.
        opened(object, str): a batch window was opened, for this server's name.
    """

    noticed = Signal(str)
    finished_batch = Signal()
    rows_changed = Signal()
    all_ended = Signal()
    batch_ended = Signal(object)
    opened = Signal(object, str)

    def __init__(self, servers: Servers, desk: Desk, tasks: Tasks, window: QWidget) -> None:
        super().__init__(window)
        self._servers = servers
        self._desk = desk
        self._tasks = tasks
        self._parent_window = window
        self._reads = Reads(tasks, self)
        self._stop_reads: StopRequest | None = None  # made once the app quits
        self.window: BatchWindow | None = None
        self._windows: list[BatchWindow] = []

    def running(self) -> bool:
        """Whether any batch window is sending."""
        return any(window.running for window in self._windows if isValid(window))

    def may_quit(self) -> bool:
        """Whether the app may quit now: no batch is sending, or the user says stop.

        While the user decides, no batch starts a new row; kept, they send on. A question
        outlived by every batch (their last rows came back) closes: the app may quit."""
        sending = [window for window in self._windows if isValid(window) and window.running]
        if not sending:
            return True
        held = [window for window in sending if window.hold()]
        standing = [p for window in sending if (p := window.run_progress()) is not None]
        if not self.running() or ask.stop_batch(
            self._parent_window,
            over=self.all_ended,
            quitting=True,
            queued=sum(progress.queued for progress in standing),
            unreached=sum(progress.unreached for progress in standing),
        ):
            return True
        for window in held:
            if isValid(window):
                window.let_go()
        return False

    @Slot()
    def _on_batch_ended(self) -> None:
        self.finished_batch.emit()
        if not self.running():
            self.all_ended.emit()

    @Slot(object)
    def follow_delivery(self, delivery: Delivery) -> None:
        """The outbox sent a plant: the batch window holding its row shows the result."""
        for window in self._windows:
            if isValid(window):
                window.follow_delivery(delivery)

    def stop_all(self) -> None:
        """Stop every batch after its rows in flight and wait for its threads, and stop
        reading sheets (quitting)."""
        if self._stop_reads is not None:
            self._stop_reads.make()
        for window in self._windows:
            if isValid(window):  # deleted along with its parent window
                window.stop_for_quit()

    @Slot()
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._parent_window,
            self.tr("Open a spreadsheet"),
            "",
            self.tr("Spreadsheets (*.csv *.tsv *.txt);;All files (*)", "file dialog filters"),
        )
        if path:
            self.open_sheet(Path(path))

    def open_sheet(self, path: Path) -> None:
        from ..core.batch import load_sheet

        stop, turns = self._stop_request(), self._tasks.turns()
        self._reads.run(
            lambda: _read_for_batch(
                lambda: load_sheet(path, stop, turns), path.name, path.absolute()
            ),
            self._on_loaded,
        )

    def paste_rows(self) -> None:
        from ..core.batch import read_sheet

        text = QGuiApplication.clipboard().text()
        if not text or text.isspace():  # no copy of what may be megabytes of it
            self.noticed.emit(
                self.tr("The clipboard holds no rows: copy them from a spreadsheet first.")
            )
            return
        pasted, stop, turns = self.tr("Pasted rows"), self._stop_request(), self._tasks.turns()
        self._reads.run(
            lambda: _read_for_batch(lambda: read_sheet(text, stop, turns), pasted),
            self._on_loaded,
        )

    def _stop_request(self) -> StopRequest:
        from ..core.batch import StopRequest

        if self._stop_reads is None:
            self._stop_reads = StopRequest()
        return self._stop_reads

    @Slot(object)
    def _on_loaded(self, done: Done) -> None:
        from ..core.batch import Stopped
        from .batch_created import CreatedRows
        from .batch_window import BatchWindow
        from .har_export import BatchHar

        if isinstance(done.error, Stopped):
            return  # the app is quitting
        if done.error is not None:
            self.noticed.emit(
                self.tr("The rows could not be read: {error}").format(error=done.error)
            )
            return
        sheet, source, path = done.value
        profile = self._servers.current
        target = self._servers.target(profile) if profile else None
        name = self._servers.names().of(profile.base_url) if profile else ""
        window = BatchWindow(target, name, self._desk, self._tasks, self._parent_window)
        CreatedRows(window, self._desk, target, self._tasks, self._stop_request())  # its child
        BatchHar(window, self._desk, target, self._tasks)  # its child too
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._place(window)
        window.finished_batch.connect(self._on_batch_ended)
        window.rows_changed.connect(self.rows_changed)
        window.sounded.connect(self.batch_ended)
        window.closed.connect(self._forget)
        self._windows.append(window)
        self.window = window
        self.opened.emit(window, name)
        if name:
            where = self.tr("{source} → {server}", "rows from a file or a paste, to a server")
        else:
            where = self.tr("{source} → no server", "rows from a file or a paste, no server")
        window.load(sheet, where.format(source=source, server=name), path)
        window.show()

    def _place(self, window: BatchWindow) -> None:
        """Cascade a new batch window from the last one open, so neither hides the other."""
        previous = next((w for w in reversed(self._windows) if isValid(w) and w.isVisible()), None)
        if previous is None:
            return  # the first one is centred on the main window, as a dialog is
        screen = previous.screen() or QGuiApplication.primaryScreen()
        step = 2 * QFontMetrics(window.font()).height()  # about a title bar and a bit
        window.move(cascade(previous.frameGeometry(), screen.availableGeometry(), step))

    @Slot()
    def _forget(self) -> None:
        """A batch window was closed (it is deleted next): forget it."""
        gone = self.sender()
        self._windows = [window for window in self._windows if window is not gone]
        if self.window is gone:
            self.window = self._windows[-1] if self._windows else None
