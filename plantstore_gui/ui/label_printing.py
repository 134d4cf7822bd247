"""Labels from the main window and its batch windows, printed off the GUI thread.

File ▸ Print label (Ctrl+P) prints the label of the plant chosen in the history (while
the inspector shows it, or it is the plant last sent), else of the plant last created
from this window; the Result tab says so when there is none, or the plant chosen was not
created. With several history rows chosen, it prints a label for each created plant
among them. With File ▸ Print a label for each new plant on,
every plant created from the window is printed at once where the last labels went (the
first of a session opens the dialog to choose; a PDF file gets the plant's id in its
name, so no label overwrites another). A batch window's Print labels… prints its
created rows.

Which plant has a label, and what it says, is core/labels.py's; the dialog is
ui/label_dialog.py's, and the drawing ui/labels.py's, which runs on the bridge's read
pool: a sheet of a thousand labels is written while the window goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QPushButton, QWidget
from shiboken6 import isValid

from ..core.labels import (
    Label,
    LabelSize,
    batch_labels,
    cannot_open_printer,
    delivered_label,
    entry_label,
    none_created,
    not_created,
    not_printed,
    nothing_to_print,
    printed,
    size_of,
)
from .label_dialog import LabelDialog
from .labels import PrinterNotOpened, print_labels, set_up
from .tasks import Done, Reads, Tasks

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from ..core.desk import Answer
    from .batch_window import BatchWindow
    from .history_dock import HistoryDock
    from .inspector import Inspector
    from .journeys import Journeys
    from .preferences import Preferences
    from .servers import Servers


class LabelHost(Protocol):
    """What printing labels needs of the main window."""

    journeys: Journeys
    servers: Servers
    history_dock: HistoryDock
    inspector: Inspector
    preferences: Preferences

    def statusBar(self) -> QStatusBar: ...
    def show_notice(self, message: str) -> None: ...


@dataclass(frozen=True)
class _Destination:
    """Where the last labels went: a printer by name, or a PDF file."""

    printer_name: str
    pdf: Path | None


class LabelPrinting(QObject):
    """Prints labels for the window's created plants and its batch windows' rows.

    Attributes:
        dialog: the Print labels dialog while it is open.
    """

    def __init__(self, window: LabelHost, tasks: Tasks, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self._tasks = tasks
        self._reads = Reads(tasks, self)
        self._last: Label | None = None  # the plant last created from the window
        self._last_entry: int | None = None  # the entry of the plant last sent from it
        self._destination: _Destination | None = None
        self.dialog: LabelDialog | None = None
        window.journeys.finished.connect(self._on_finished)

    # --- the main window ---------------------------------------------------------

    @Slot()
    def print_label(self) -> None:
        """File ▸ Print label: the chosen history row's label, else the last plant's;
        with several rows chosen, each created plant's among them."""
        window = self._window
        if len(rows := window.history_dock.panel.selected_rows()) > 1:
            names = window.servers.names()
            labels = [
                found
                for chosen in rows
                if (found := entry_label(chosen.record, names.of(chosen.record.base_url)))
            ]
            if not labels:
                window.inspector.show_not_sent(*none_created(len(rows)))
                return
            self.open_dialog(labels, window.history_dock.window())
            return
        row = window.history_dock.panel.selected_row()
        shown = row is not None and (
            window.inspector.showing_recorded or row.entry_id == self._last_entry
        )
        if row is not None and shown:
            entry = row.record
            found = entry_label(entry, window.servers.names().of(entry.base_url))
            if found is None:
                window.inspector.show_not_sent(*not_created(entry.plant_id))
                return
        elif (found := self._last) is None:
            window.inspector.show_not_sent(*nothing_to_print())
            return
        self.open_dialog([found], window.history_dock.window())

    @Slot(bool)
    def set_automatic(self, on: bool) -> None:
        """File ▸ Print a label for each new plant: on or off, remembered."""
        self._window.preferences.set_print_labels(on)

    @Slot(int, object)
    def _on_finished(self, _number: int, answer: Answer) -> None:
        from ..core.journey import Delivery

        if not isinstance(answer, Delivery):
            return
        self._last_entry = answer.entry_id
        found = delivered_label(answer, self._window.servers.names().of(answer.base_url))
        if found is None:
            return
        self._last = found
        if not self._window.preferences.settings.print_labels:
            return
        if self._destination is None:
            if self.dialog is None:  # the first of a session: where should labels go?
                self.open_dialog([found], self._window.history_dock.window())
            return
        size = size_of(self._window.preferences.settings.label_size)
        self.print([found], size, self._printer_for(found, size))

    def _printer_for(self, label: Label, size: LabelSize) -> QPrinter:
        """A printer like the last one chosen; a PDF named after the plant's id."""
        destination = self._destination
        assert destination is not None
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if destination.pdf is not None:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            pdf = destination.pdf
            printer.setOutputFileName(str(pdf.with_name(f"{pdf.stem}-{label.plant_id}.pdf")))
        else:
            printer.setPrinterName(destination.printer_name)
        set_up(printer, size)
        return printer

    # --- the dialog and the printing ------------------------------------------------

    def open_dialog(self, labels: Sequence[Label], parent: QWidget) -> LabelDialog:
        """The Print labels dialog for `labels` (one at a time: a new one replaces it)."""
        if self.dialog is not None and isValid(self.dialog):
            self.dialog.close()
        preferences = self._window.preferences
        dialog = LabelDialog(labels, preferences.settings.label_size, parent)
        dialog.size_chosen.connect(preferences.set_label_size)
        dialog.print_requested.connect(self._print_chosen)
        dialog.finished.connect(self._forget_dialog)
        self.dialog = dialog
        dialog.show()
        return dialog

    @Slot(int)
    def _forget_dialog(self, _result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.deleteLater()

    @Slot(object, object)
    def _print_chosen(self, printer: QPrinter, size: LabelSize) -> None:
        dialog = self.sender()
        if not isinstance(dialog, LabelDialog):
            return
        pdf = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
        self._destination = _Destination(
            printer.printerName(), Path(printer.outputFileName()) if pdf else None
        )
        self.print(dialog.labels, size, printer)

    def print(self, labels: Sequence[Label], size: LabelSize, printer: QPrinter) -> None:
        """Print `labels` on `printer` off the GUI thread; the status bar says where
        they went, or the window why they did not."""
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
            where = Path(printer.outputFileName()).name
        else:
            where = printer.printerName()
        count = len(labels)
        self._reads.run(
            lambda: print_labels(printer, labels, size),
            partial(self._on_printed, count=count, where=where),
        )

    def _on_printed(self, done: Done, *, count: int, where: str) -> None:
        if isinstance(done.error, PrinterNotOpened):
            self._window.show_notice(cannot_open_printer())
        elif done.error is not None:
            self._window.show_notice(not_printed(str(done.error)))
        else:
            self._window.statusBar().showMessage(printed(count, where), 8000)

    # --- batch windows --------------------------------------------------------------

    @Slot(object, str)
    def attach(self, window: BatchWindow, server: str) -> None:
        """Give a batch window its Print labels… button, beside Export results…."""
        BatchLabels(self, self._tasks, window, server)


class BatchLabels(QObject):
    """A batch window's Print labels… button: the labels of its created rows, enabled
    once a run has created some."""

    def __init__(
        self, printing: LabelPrinting, tasks: Tasks, window: BatchWindow, server: str
    ) -> None:
        super().__init__(window)
        self._printing = printing
        self._window = window
        self._server = server
        self._reads = Reads(tasks, self)
        self.button = QPushButton(
            QCoreApplication.translate("BatchWindow", "Print &labels…"), window
        )
        window.add_before_export(self.button, lambda: window.model.word_counts()["created"] > 0)
        self.button.clicked.connect(self.print_rows)

    @Slot()
    def print_rows(self) -> None:
        """The created rows' labels are gathered off the GUI thread, then shown."""
        model, server = self._window.model, self._server
        rows, words = model.rows, model.results()
        self._reads.run(lambda: batch_labels(rows, words, server), self._on_gathered)

    @Slot(object)
    def _on_gathered(self, done: Done) -> None:
        if done.error is None and done.value:
            self._printing.open_dialog(done.value, self._window)
