"""Batch entry: a spreadsheet of plants, checked row by row, then sent in parallel."""

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.batch import BatchRow, Columns, Sheet, column_names, guess_columns, validate
from ..core.batch import write_results as write_results_csv
from ..core.batch_runner import BatchItem, BatchRunner, Progress, RowResult
from ..core.endpoint import Target
from ..core.history import History, summary_of
from ..core.outcome import Failed
from . import theme
from .background import Background, Done
from .text_table import TextTableModel

_COLUMNS = ("Line", "Id", "Name", "Tag", "Result")
_DRAIN_MS = 50


@dataclass(frozen=True)
class RowState:
    """What became of one row: a word for sorting and colour, and the detail."""

    word: str  # "created", "rejected", "unexpected", "failed", "waiting", "cancelled"
    detail: str


def state_of(outcome: RowResult) -> RowState:
    result = outcome.outcome
    word = type(result).__name__.lower()
    if isinstance(result, Failed) and not result.request_sent:
        word = "waiting" if result.kind.value != "cancelled" else "cancelled"
    return RowState(word, summary_of(result))


class BatchModel(TextTableModel):
    """The rows of the sheet and what became of each; one model for 10,000 rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_COLUMNS, parent)
        self.rows: list[BatchRow] = []
        self.states: dict[int, RowState] = {}

    def set_rows(self, rows: list[BatchRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.states = {}
        self.endResetModel()

    def set_states(self, changed: dict[int, RowState]) -> None:
        """Record results; one dataChanged for the span, however many rows changed."""
        if not changed:
            return
        self.states.update(changed)
        first, last = min(changed), max(changed)
        self.dataChanged.emit(self.index(first, 4), self.index(last, 4))

    def row_total(self) -> int:
        return len(self.rows)

    def text(self, row: int, column: int) -> str | None:
        batch_row = self.rows[row]
        if column == 0:
            return str(batch_row.line)
        if column == 4:
            if batch_row.problems:
                return "⚠ " + " ".join(batch_row.problems)
            state = self.states.get(batch_row.index)
            return state.detail if state else "Ready"
        return (batch_row.id_text, batch_row.name, batch_row.tag)[column - 1]

    def foreground(self, row: int, column: int) -> QColor | None:
        if column != 4:
            return None
        batch_row = self.rows[row]
        tone = _tone(batch_row, self.states.get(batch_row.index))
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return theme.tone(parent, tone) if tone else None


def _tone(row: BatchRow, state: RowState | None) -> str | None:
    if row.problems:
        return "error"
    if state is None:
        return None
    return {"created": "created", "waiting": "waiting"}.get(state.word, "rejected")


class BatchWindow(QDialog):
    """Loads a sheet, shows each row's problems, sends the valid rows, shows each result.

    Signals:
        finished_batch(): a run ended (the history has new entries).
    """

    finished_batch = Signal()

    def __init__(
        self,
        target: Target | None,
        server_name: str,
        history: History | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Send many plants")
        self.setModal(False)
        self._target = target
        self._server_name = server_name
        self._history = history
        self._sheet: Sheet | None = None
        self._runner: BatchRunner | None = None
        self._entries: dict[int, int] = {}  # row index -> its journal entry
        self._preparing = False
        self._background = Background(self)

        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.id_column = QComboBox()
        self.name_column = QComboBox()
        self.tag_column = QComboBox()
        mapping = QHBoxLayout()
        for text, combo in (
            ("&Id column:", self.id_column),
            ("&Name column:", self.name_column),
            ("&Tag column:", self.tag_column),
        ):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.setAccessibleName(text.replace("&", "").rstrip(":"))
            mapping.addWidget(label)
            mapping.addWidget(combo)
        mapping.addStretch(1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAccessibleName("Batch summary")

        self.model = BatchModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName("Rows")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for column, width in enumerate((60, 170, 200, 110)):
            self.table.setColumnWidth(column, width)

        self.progress = QProgressBar()
        self.progress.setAccessibleName("Batch progress")
        self.rate = QLabel()
        self.rate.setTextFormat(Qt.TextFormat.PlainText)
        self.send_button = QPushButton(theme.icon("created"), "&Send")
        self.pause_button = QPushButton("&Pause")
        self.cancel_button = QPushButton("Ca&ncel")
        self.retry_button = QPushButton("Send the &rest again")
        self.retry_button.setToolTip("Send every row not created yet: failed, refused or unsent.")
        self.export_button = QPushButton("&Export results…")
        self.close_button = QPushButton("&Close")
        buttons = QHBoxLayout()
        for button in (self.send_button, self.pause_button, self.cancel_button):
            buttons.addWidget(button)
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        status = QHBoxLayout()
        status.addWidget(self.progress, 1)
        status.addWidget(self.rate)

        layout = QVBoxLayout(self)
        layout.addWidget(self.source)
        layout.addLayout(mapping)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addLayout(status)
        layout.addLayout(buttons)
        self.resize(900, 600)

        self._drain_timer = QTimer(self)
        self._drain_timer.setInterval(_DRAIN_MS)
        self._drain_timer.timeout.connect(self._drain)
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.activated.connect(self._revalidate)
        self.send_button.clicked.connect(self.send_valid)
        self.pause_button.clicked.connect(self._toggle_pause)
        self.cancel_button.clicked.connect(self.cancel)
        self.retry_button.clicked.connect(self.send_failed_again)
        self.export_button.clicked.connect(self._choose_export)
        self.close_button.clicked.connect(self.close)
        self._update_buttons()

    # --- loading -------------------------------------------------------------

    def load(self, sheet: Sheet, source: str) -> None:
        """Show a sheet: guess its columns, then check every row (off the GUI thread)."""
        self._sheet = sheet
        self.source.setText(source)
        names = column_names(sheet)
        columns = guess_columns(sheet)
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.clear()
            combo.addItems(names)
        self.tag_column.insertItem(0, "(none)", None)
        if columns is not None:
            self.id_column.setCurrentIndex(columns.id)
            self.name_column.setCurrentIndex(columns.name)
            self.tag_column.setCurrentIndex(0 if columns.tag is None else columns.tag + 1)
        else:
            self.summary.setText("Choose which column holds the id and which the name.")
        self._revalidate()

    def _columns(self) -> Columns:
        tag = self.tag_column.currentIndex() - 1
        return Columns(
            self.id_column.currentIndex(), self.name_column.currentIndex(), None if tag < 0 else tag
        )

    @Slot()
    def _revalidate(self) -> None:
        sheet = self._sheet
        if sheet is None or self._running:
            return
        columns = self._columns()
        self.summary.setText(f"Checking {len(sheet.rows):,} rows…")
        self._background.run(lambda: validate(sheet, columns), self._on_validated)

    @Slot(object)
    def _on_validated(self, done: Done) -> None:
        if done.error is not None:
            self.summary.setText(str(done.error))
            self.model.set_rows([])
        else:
            self.model.set_rows(done.value)
            valid = sum(1 for row in self.model.rows if not row.problems)
            invalid = len(self.model.rows) - valid
            text = f"{len(self.model.rows):,} rows: {valid:,} ready to send"
            if invalid:
                text += f", {invalid:,} with problems (they are not sent)"
            self.summary.setText(text + ".")
        self._update_buttons()

    # --- sending -------------------------------------------------------------

    @property
    def _running(self) -> bool:
        return self._preparing or (self._runner is not None and not self._runner.progress().done)

    @Slot()
    def send_valid(self) -> None:
        self._send([row for row in self.model.rows if row.plant is not None])

    @Slot()
    def send_failed_again(self) -> None:
        """Send every valid row that was not created: failed, refused, or never sent."""
        created = {i for i, state in self.model.states.items() if state.word == "created"}
        self._send([row for row in self.model.rows if row.plant and row.index not in created])

    def _send(self, rows: list[BatchRow]) -> None:
        target = self._target
        if target is None or not rows or self._running or self._preparing:
            return
        if self._runner is not None:
            self._runner.close()
            self._entries.update(self._runner.entry_ids())
        entries = dict(self._entries)
        self._preparing = True
        self._update_buttons()

        def items() -> list[BatchItem]:
            # A row already in the journal keeps its entry: a retry must not leave the
            # first attempt PENDING behind, for the outbox to send a second time.
            return [
                BatchItem(
                    row.index,
                    row.plant.body(),
                    str(row.plant.id),
                    row.plant.name,
                    entries.get(row.index),
                )
                for row in rows
                if row.plant is not None
            ]

        # Building 10,000 bodies takes longer than a frame: off the GUI thread.
        self._background.run(items, self._start_runner)

    @Slot(object)
    def _start_runner(self, done: Done) -> None:
        self._preparing = False
        if done.error is not None or self._target is None:
            self.summary.setText(f"The rows could not be prepared: {done.error}")
            self._update_buttons()
            return
        items: list[BatchItem] = done.value
        self._runner = BatchRunner(
            self._target, items, history=self._history, server_name=self._server_name
        )
        self.progress.setRange(0, len(items))
        self.progress.setValue(0)
        self.summary.setText(f"Sending {len(items):,} rows to {self._server_name}…")
        self._runner.start()
        self._drain_timer.start()
        self._update_buttons()

    @Slot()
    def _toggle_pause(self) -> None:
        runner = self._runner
        if runner is None:
            return
        if runner.progress().paused:
            runner.resume()
        else:
            runner.pause()
        self._update_buttons()

    @Slot()
    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.cancel()

    @Slot()
    def _drain(self) -> None:
        runner = self._runner
        if runner is None:
            return
        results = runner.drain()
        self.model.set_states({result.index: state_of(result) for result in results})
        progress = runner.progress()
        self._show_progress(progress, runner.stopped_reason)
        if progress.done:
            self._drain_timer.stop()
            self.model.set_states({r.index: state_of(r) for r in runner.drain()})
            self._update_buttons()
            self.finished_batch.emit()

    def _show_progress(self, progress: Progress, stopped: str | None) -> None:
        self.progress.setValue(progress.finished)
        parts = [f"{progress.finished:,} of {progress.total:,}", f"{progress.created:,} created"]
        if progress.failed:
            parts.append(f"{progress.failed:,} not created")
        if progress.rate > 0:
            parts.append(f"{progress.rate:,.0f} rows/s")
        if progress.eta is not None and not progress.done:
            minutes, seconds = divmod(int(progress.eta + 0.5), 60)
            parts.append(f"{minutes}:{seconds:02d} left")
        if progress.paused:
            parts.append("paused")
        self.rate.setText(" · ".join(parts))
        if stopped:
            reason = stopped if stopped.endswith(".") else f"{stopped}."
            self.summary.setText(f"{reason} The rows not sent wait in the outbox.")

    def _update_buttons(self) -> None:
        running = self._running
        valid = any(row.plant is not None for row in self.model.rows)
        failed = any(s.word != "created" for s in self.model.states.values())
        self.send_button.setEnabled(valid and not running and self._target is not None)
        self.send_button.setText(
            f"&Send {sum(1 for r in self.model.rows if r.plant is not None):,} rows"
        )
        self.pause_button.setEnabled(running)
        paused = self._runner is not None and self._runner.progress().paused
        self.pause_button.setText("&Resume" if paused else "&Pause")
        self.cancel_button.setEnabled(running)
        self.retry_button.setEnabled(failed and not running)
        self.export_button.setEnabled(bool(self.model.states) and not running)
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.setEnabled(not running)
        if self._target is None:
            self.summary.setText("Choose a server with a token in the main window first.")

    # --- results -------------------------------------------------------------

    @Slot()
    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export results", "plant-results.csv", "CSV (*.csv)"
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        rows = list(self.model.rows)
        results = {i: (s.word, s.detail) for i, s in self.model.states.items()}
        self._background.run(lambda: write_results_csv(path, rows, results), self._on_exported)

    @Slot(object)
    def _on_exported(self, done: Done) -> None:
        if done.error is not None:
            self.summary.setText(f"The results could not be exported: {done.error}")
        else:
            self.summary.setText("Exported the results.")

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._runner is not None:
            self._runner.close()
        self._drain_timer.stop()
        super().closeEvent(event)
