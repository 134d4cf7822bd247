"""The history in a dock, kept in step with the desk: rows read, entries deleted and
marked checked off the GUI thread; the table shows the latest read."""

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QDockWidget, QLabel, QWidget

from ..core.desk import Desk
from . import ask, theme
from .history_panel import HistoryPanel
from .tasks import Done, Reads, Tasks


class HistoryDock(QDockWidget):
    """The history panel in a dock, kept in step with the history on disk.

    Reads and deletions run off the GUI thread; the table shows the latest result.
    """

    def __init__(self, desk: Desk, tasks: Tasks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self._desk = desk
        self.setObjectName("history")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        # The title lines up with the panel's own margin (double-click it to float).
        title = QLabel(self.tr("History"))
        title.setContentsMargins(theme.MARGIN, theme.SPACING, theme.MARGIN, theme.SPACING // 2)
        self.setTitleBarWidget(title)
        self._reads = Reads(tasks, self)
        self._loads = 0
        # After a send, the table is read again once sending pauses, not after every
        # plant: reading it competes with the next plant's journal write.
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(250)
        self._soon.timeout.connect(self.reload)
        self.panel = HistoryPanel()
        self.setWidget(self.panel)
        self.panel.filter_changed.connect(self.reload)
        self.panel.delete_requested.connect(self._delete)
        self.panel.checked_requested.connect(self._mark_checked)
        self.panel.clear_requested.connect(self._clear)
        if not desk.keeps_history:
            self.panel.setEnabled(False)
            self.panel.table.setToolTip(self.tr("The history could not be opened."))
        self.reload()

    @property
    def busy(self) -> bool:
        return self._reads.busy or self._soon.isActive()

    @Slot(object)
    def reload_soon(self, *_ignored: object) -> None:
        """Read the rows again shortly; calls in quick succession make one read."""
        self._soon.start()

    @Slot()
    def reload(self, *_ignored: object) -> None:
        """Read the rows matching the filter, in the background."""
        desk = self._desk
        if not desk.keeps_history:
            return
        self._loads += 1
        number, wanted = self._loads, self.panel.current_filter()
        self._reads.run(lambda: (number, desk.history(wanted)), self._on_loaded)

    @Slot(object)
    def _on_loaded(self, done: Done) -> None:
        if done.error is not None:
            self.panel.table.setToolTip(
                self.tr("The history could not be read: {error}").format(error=done.error)
            )
            return
        number, page = done.value
        if number == self._loads:  # an older read finishing late is not shown
            self.panel.set_servers(page.servers)
            self.panel.set_rows(page.rows)

    @Slot(int)
    def _delete(self, entry_id: int) -> None:
        desk = self._desk
        self._reads.run(lambda: desk.delete(entry_id), self._after_change)

    @Slot(int)
    def _mark_checked(self, entry_id: int) -> None:
        desk = self._desk
        self._reads.run(lambda: desk.mark_checked(entry_id), self._after_change)

    @Slot()
    def _clear(self) -> None:
        desk = self._desk
        if ask.confirm(
            self,
            self.tr("Clear the history?"),
            self.tr(
                "Delete every finished request and answer in the history? Plants still in the "
                "outbox or needing a check are kept. This cannot be undone."
            ),
            self.tr("&Clear history"),
        ):
            self._reads.run(desk.clear, self._after_change)

    @Slot(object)
    def _after_change(self, _done: Done) -> None:
        self.reload()
