"""Export results…: a batch window's rows and what came of each, to a CSV file written off
the GUI thread. Its words are the batch window's (translation context BatchWindow)."""

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QLabel, QWidget

from ..core.batch import write_results
from .batch_table import BatchModel
from .tasks import Done, Reads


class ResultsExport(QObject):
    """Writes a batch's results where the user chooses, and says how it went in `summary`.

    Attributes:
        name: the file Export results… suggests.
        run_summary: what the last run came to, kept in front of what the export says.
    """

    def __init__(self, model: BatchModel, summary: QLabel, reads: Reads, parent: QWidget) -> None:
        super().__init__(parent)
        self._model = model
        self._summary = summary
        self._reads = reads
        self._window = parent
        self.name = "plant-results.csv"
        self.run_summary = ""

    @Slot()
    def choose(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            QCoreApplication.translate("BatchWindow", "Export results"),
            self.name,
            QCoreApplication.translate("BatchWindow", "CSV (*.csv)", "file dialog filter"),
        )
        if path:
            self.write(Path(path))

    def write(self, path: Path) -> None:
        rows = self._model.rows  # read, never changed, on the writing thread
        results = self._model.results()
        path = path.absolute()

        def write() -> Path:
            write_results(path, rows, results)
            return path

        self._reads.run(write, self._on_written)

    @Slot(object)
    def _on_written(self, done: Done) -> None:
        if done.error is not None:
            failed = QCoreApplication.translate(
                "BatchWindow", "The results could not be exported: {error}"
            )
            self._summary.setText(failed.format(error=done.error))
        else:
            exported = QCoreApplication.translate("BatchWindow", "Exported the results to {file}.")
            exported = exported.format(file=done.value)
            self._summary.setText(" ".join((self.run_summary, exported)).lstrip())
