"""The Print labels dialog: the label size, a preview of the labels on it, and where to
print them (a printer, through the system's print dialog, or a PDF file).

The preview is painted on the GUI thread, so it shows at most PREVIEW_LABELS labels (one
A4 sheet's worth, a few milliseconds) and says how many there are in all; the labels
themselves are printed off the GUI thread by the dialog's owner (ui/label_printing.py).
"""

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.labels import SIZES, Label, size_of
from ..core.words import number
from .labels import print_labels, set_up

PREVIEW_LABELS = 24


class LabelDialog(QDialog):
    """Shows labels at the chosen size; Print… and Save as PDF… say where they go.

    Signals:
        size_chosen(str): the person chose another label size (its key), to remember.
        print_requested(object, object): print these labels on this QPrinter, set up
            for the chosen size (the LabelSize); the dialog has closed.
    """

    size_chosen = Signal(str)
    print_requested = Signal(object, object)

    def __init__(self, labels: Sequence[Label], size_key: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print labels"))
        self.labels = labels
        self.label_size = size_of(size_key)
        self._asked: QPrinter | None = None  # the printer the system's dialog sets up
        self.sizes = QComboBox()
        self.sizes.setAccessibleName(self.tr("Label size"))
        for size in SIZES:
            self.sizes.addItem(size.title(), size.key)
        self.sizes.setCurrentIndex(self.sizes.findData(self.label_size.key))
        size_label = QLabel(self.tr("Label &size:"))
        size_label.setBuddy(self.sizes)
        self._preview_printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_up(self._preview_printer, self.label_size)
        self.preview = QPrintPreviewWidget(self._preview_printer, self)
        self.preview.setAccessibleName(self.tr("Preview of the labels"))
        self.preview.paintRequested.connect(self._paint_preview)
        self.count = QLabel(self._count_text())
        self.count.setTextFormat(Qt.TextFormat.PlainText)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.print_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(size_label)
        top.addWidget(self.sizes, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (self.print_button, self.pdf_button, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preview, 1)
        layout.addLayout(buttons)
        self.resize(640, 520)

        self.sizes.activated.connect(self._choose_size)
        self.print_button.clicked.connect(self.choose_printer)
        self.pdf_button.clicked.connect(self.choose_file)
        self.close_button.clicked.connect(self.reject)
        self.preview.fitInView()

    def _count_text(self) -> str:
        total = len(self.labels)
        if total > PREVIEW_LABELS:
            shown = self.tr("The preview shows the first {shown} of {total} labels.")
            return shown.format(shown=number(PREVIEW_LABELS), total=number(total))
        if total == 1:
            return self.tr("%Ln label to print.", "", total)
        return self.tr("%Ln labels to print.", "", total)

    @Slot(QPrinter)
    def _paint_preview(self, printer: QPrinter) -> None:
        print_labels(printer, self.labels[:PREVIEW_LABELS], self.label_size)

    @Slot(int)
    def _choose_size(self, index: int) -> None:
        size = size_of(str(self.sizes.itemData(index)))
        if size == self.label_size:
            return
        self.label_size = size
        set_up(self._preview_printer, size)
        self.preview.updatePreview()
        self.preview.fitInView()
        self.size_chosen.emit(size.key)

    @Slot()
    def choose_printer(self) -> None:
        """The system's print dialog, for a printer set up for the chosen size."""
        self._asked = self.printer()
        dialog = QPrintDialog(self._asked, self)
        dialog.setOption(QPrintDialog.PrintDialogOption.PrintToFile, True)
        dialog.accepted.connect(self._printer_chosen)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()

    @Slot()
    def _printer_chosen(self) -> None:
        if self._asked is not None:
            self.print_to(self._asked)
            self._asked = None

    @Slot()
    def choose_file(self) -> None:
        dialog = QFileDialog(self, self.tr("Save the labels as PDF"), "labels.pdf")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("PDF files (*.pdf)"))
        dialog.setDefaultSuffix("pdf")
        dialog.fileSelected.connect(self.print_to_file)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def printer(self) -> QPrinter:
        """A printer set up for the chosen size, at its best resolution."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_up(printer, self.label_size)
        return printer

    @Slot(str)
    def print_to_file(self, path: str) -> None:
        printer = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        self.print_to(printer)

    def print_to(self, printer: QPrinter) -> None:
        """Hand the labels to the owner to print on `printer`, and close."""
        set_up(printer, self.label_size)  # the system's dialog may have offered another paper
        self.print_requested.emit(printer, self.label_size)
        self.accept()
