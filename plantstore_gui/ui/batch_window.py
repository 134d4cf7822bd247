"""Batch entry: a spreadsheet of plants, checked row by row, then sent in parallel."""

import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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

from ..core.batch import (
    BatchRow,
    CheckedRows,
    Columns,
    Sheet,
    collector_paused,
    column_names,
    guess_columns,
    sendable_indexes,
    validate,
)
from ..core.batch import write_results as write_results_csv
from ..core.batch_runner import BatchItem, BatchRunner, Progress, RowResult, RowSource
from ..core.endpoint import Target
from ..core.journal import EntryState, HistoryEntry
from ..core.sending import (
    FROM_CHECKING,
    FROM_OUTBOX,
    Delivery,
    Retry,
    Sender,
    how_to_retry,
)
from . import ask, batch_launcher, theme
from .background import Background, Done
from .batch_table import BatchModel, ProblemsFilter, RowState, count_of, state_of

_DRAIN_MS = 50
_ROWS_CHANGED_EVERY_S = 1.0  # the history is read again at most this often during a run
_QUIT_WAIT_S = 15.0  # how long quitting waits for the rows in flight before cancelling them
_NOT_STARTED = "Nothing sent yet."


class BatchWindow(QDialog):
    """Loads a sheet, shows each row's problems, sends the valid rows, shows each result.

    Signals:
        finished_batch(): a run ended (the history has new entries).
        rows_changed(): rows were sent (at most once a second while a run goes on).
        closed(): the window was closed (and will be deleted).
    """

    finished_batch = Signal()
    rows_changed = Signal()
    closed = Signal()

    def __init__(
        self,
        target: Target | None,
        server_name: str,
        sender: Sender,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Send many plants")
        self.setModal(False)
        self._target = target
        self._server_name = server_name
        self._sender = sender
        self._sheet: Sheet | None = None
        self._export_name = "plant-results.csv"  # where Export results… suggests to write
        self._run_summary = ""  # what the last run came to, kept when an export is reported
        self._runner: BatchRunner | None = None
        self._entries: dict[int, int] = {}  # row index -> its journal entry
        self._preparing = False
        self._sending_said = False  # the summary said the run is sending
        self._background = Background(self)
        self._rows_told = 0.0  # when rows_changed was last emitted

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
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName("Batch summary")
        self.only_problems = QCheckBox()
        self.only_problems.setToolTip(
            "List only the rows with problems and the rows that were sent but not created."
        )
        self.only_problems.setAccessibleName("Show only problems")

        self.model = BatchModel(self)
        self._problems_only: ProblemsFilter | None = None  # while Show only problems is on
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
        # A thin bar with its words beside it: a full-height empty bar looks like a text box.
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(max(8, self.fontMetrics().height() // 2))
        self.rate = QLabel()
        self.rate.setTextFormat(Qt.TextFormat.PlainText)
        self._reset_progress()
        self.send_button = QPushButton(theme.icon("created"), "&Send")
        self.pause_button = QPushButton("&Pause")
        self.cancel_button = QPushButton("C&ancel")
        self.retry_button = QPushButton("Send the rest a&gain")
        self.retry_button.setToolTip(
            "Send the rows that never reached the server. Rows that may have reached it "
            "are listed and sent only if you confirm."
        )
        self.export_button = QPushButton("&Export results…")
        self.close_button = QPushButton("&Close")
        buttons = QHBoxLayout()
        for button in (self.send_button, self.pause_button, self.cancel_button):
            buttons.addWidget(button)
        for button in (
            self.send_button,
            self.pause_button,
            self.cancel_button,
            self.retry_button,
            self.export_button,
            self.close_button,
        ):
            button.setAutoDefault(False)  # no button becomes Enter's by having the focus
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
        above_table = QHBoxLayout()
        above_table.addWidget(self.summary, 1)
        above_table.addWidget(self.only_problems, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(above_table)
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
        self.only_problems.toggled.connect(self._show_only_problems)
        self._update_buttons()

    # --- loading -------------------------------------------------------------

    def load(self, sheet: Sheet, source: str, path: Path | None = None) -> None:
        """Show a sheet (read from `path`, if from a file): guess its columns, then check
        every row (off the GUI thread)."""
        self._sheet = sheet
        if path is not None:
            self._export_name = str(path.with_name(f"{path.stem}-results.csv"))
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
        if sheet is None or self.running:
            return
        columns = self._columns()
        self.summary.setText(f"Checking {count_of(len(sheet.rows), 'row', 'rows')}…")

        def check() -> CheckedRows:
            with collector_paused():
                return validate(sheet, columns)

        self._background.run(check, self._on_validated)

    @Slot(object)
    def _on_validated(self, done: Done) -> None:
        if done.error is not None:
            self.summary.setText(str(done.error))
            self.model.set_rows([], 0, 0)
        else:
            rows: CheckedRows = done.value
            valid, invalid, trimmed = rows.sendable_count, len(rows.problems), len(rows.trimmed)
            self.model.set_rows(rows, valid, invalid)
            self._reset_progress()
            self._run_summary = ""
            text = f"{count_of(len(rows), 'row', 'rows')}: {valid:,} ready to send"
            if invalid == 1:
                text += ", 1 with problems (it is not sent)"
            elif invalid:
                text += f", {invalid:,} with problems (they are not sent)"
            if trimmed:
                text += (
                    f". On {count_of(trimmed, 'row', 'rows')}, spaces around the id were trimmed"
                )
            self.summary.setText(text + ".")
        self._update_buttons()

    # --- sending -------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._preparing or (self._runner is not None and not self._runner.progress().done)

    @Slot()
    def send_valid(self) -> None:
        """Send every valid row; after a run, only once the user confirms."""
        count = self.model.sendable_count
        if self.model.has_results:
            created = self.model.word_counts()["created"]
            if count == 1:
                done = "This plant was" if created else "It was not"
            else:
                done = f"{created:,} of these {count:,} plants "
                done += "was" if created == 1 else "were"
            if not ask.confirm(
                self,
                "Send every row again?",
                f"{done} already created by this batch. Sending every row again sends the "
                "created ones a second time: the server may create them twice or refuse "
                "them as duplicates. To send only the rows that never reached the server, "
                "use Send the rest again.",
                "&Send all again",
            ):
                return
            self._entries = {}  # a second run of every row: new entries, new keys
        self._send(range(len(self.model.rows)), {})  # rows with problems are left out

    @Slot()
    def send_failed_again(self) -> None:
        """Send the rows that never left; ask first about rows that may have arrived."""
        if self._runner is not None:
            self._entries.update(self._runner.entry_ids())
        rows, entries, sender = self.model.rows, dict(self._entries), self._sender

        def plans() -> dict[int, Retry]:
            known = sender.entries(list(entries.values()))
            sendable = (row.index for row in rows if row.sendable)
            return {index: self._retry_of(index, entries, known) for index in sendable}

        self._preparing = True
        self._update_buttons()
        self._background.run(plans, self._on_retry_planned)

    def _retry_of(
        self, index: int, entries: dict[int, int], known: dict[int, HistoryEntry]
    ) -> Retry:
        if self._sender.journal is None:  # nothing recorded: go by what the table shows
            word = (self.model.state_at(index) or RowState("", "")).word
            return (
                Retry.NEW_ENTRY if word in ("", "waiting", "cancelled", "not sent") else Retry.SKIP
            )
        entry_id = entries.get(index)
        return how_to_retry(None if entry_id is None else known.get(entry_id))

    @Slot(object)
    def _on_retry_planned(self, done: Done) -> None:
        self._preparing = False
        self._update_buttons()
        if done.error is not None:
            self.summary.setText(f"The rows could not be checked: {done.error}")
            return
        plan: dict[int, Retry] = done.value
        ask = [self.model.rows[index] for index, how in plan.items() if how is Retry.ASK]
        confirmed = bool(ask) and self._confirm_uncertain(ask)
        chosen = [
            index
            for index, how in plan.items()
            if how in (Retry.SAME_ENTRY, Retry.NEW_ENTRY) or (confirmed and how is Retry.ASK)
        ]
        if not chosen and ask:
            self.summary.setText(
                "Nothing was sent: the rows left may already have reached the server, "
                "and you chose not to send them again."
            )
            return
        if not chosen:
            self.summary.setText("No row is left to send: the server answered every row.")
            return
        reuse = {
            index: (
                self._entries[index],
                FROM_CHECKING if plan[index] is Retry.ASK else FROM_OUTBOX,
            )
            for index in chosen
            if plan[index] in (Retry.SAME_ENTRY, Retry.ASK)
        }
        self._send(chosen, reuse)

    def _confirm_uncertain(self, rows: list[BatchRow]) -> bool:
        ids = ", ".join(
            row.id_text if row.plant_id is None else str(row.plant_id) for row in rows[:10]
        )
        more = f" and {len(rows) - 10:,} more" if len(rows) > 10 else ""
        if len(rows) == 1:
            text = (
                "1 row may already have reached the server: its request left and no "
                f"complete answer came back (id {ids}). Sending it again may create it "
                "twice. Send it too?"
            )
        else:
            text = (
                f"{len(rows):,} rows may already have reached the server: their request "
                f"left and no complete answer came back (ids {ids}{more}). Sending them "
                "again may create them twice. Send them too?"
            )
        verb = "Send &it too" if len(rows) == 1 else "Send &them too"
        return ask.confirm(self, "Send rows that may have arrived?", text, verb)

    def _send(
        self, indexes: Sequence[int], reuse: dict[int, tuple[int, frozenset[EntryState]]]
    ) -> None:
        """Send the rows at these indexes that can be sent; a row in `reuse` is sent as its
        recorded entry, claimed from the given states."""
        target, rows = self._target, self.model.rows
        if target is None or not indexes or self.running:
            return
        if self._sender.journal is None and not self._confirm_without_journal():
            return
        if self._runner is not None:
            self._runner.close()
            self._entries.update(self._runner.entry_ids())

        def make(index: int) -> BatchItem | None:
            row = rows[index]
            if (plant := row.plant) is None:
                return None
            recorded = reuse.get(index, ())
            return BatchItem(index, plant.body(), str(plant.id), plant.name, *recorded)

        # Each row is made into a body only as the batch reaches it, on the batch's own
        # thread: a million bodies at once would take a gigabyte and stall the window.
        every = isinstance(indexes, range) and indexes == range(len(rows))
        total = self.model.sendable_count if every else len(indexes)  # else chosen: sendable
        source = RowSource(sendable_indexes(rows, indexes), make, total)
        self._run_summary = ""
        self.model.set_unwritten((), RowState("", ""))  # this run says anew what it leaves
        self._runner = BatchRunner(
            target, source, sender=self._sender, server_name=self._server_name
        )
        self._sending_said = False
        self.summary.setText("Preparing the rows to send…")
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(0)
        self._runner.start()
        self._drain_timer.start()
        self._update_buttons()

    def _confirm_without_journal(self) -> bool:
        return ask.confirm(
            self,
            "Send without a history?",
            "The history is off, so this batch is not written down. If the app stops "
            "while sending, it cannot tell which rows reached the server. Send anyway?",
            "Send &without a history",
            risky=True,
        )

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

    def follow_delivery(self, delivery: Delivery) -> None:
        """A row of this sheet went out from the outbox: show what came of it."""
        if self._runner is not None:
            self._entries.update(self._runner.entry_ids())
        index = next((i for i, e in self._entries.items() if e == delivery.entry_id), None)
        if index is not None:
            self.model.set_states({index: state_of(RowResult(index, delivery, delivery.entry_id))})
            self._update_buttons()

    def stop_for_quit(self) -> None:
        """Stop after the rows in flight (bounded wait), leaving the rest written down in
        the outbox; the rows not written down yet are not sent."""
        runner = self._runner
        if runner is None:
            return
        runner.stop_after_rows_in_flight()
        runner.resume()
        if not runner.join(_QUIT_WAIT_S):
            runner.cut_in_flight()  # the rows written down and never sent still wait
            runner.join()
        self._drain()

    @Slot()
    def _drain(self) -> None:
        runner = self._runner
        if runner is None:
            return
        results = runner.drain()
        self.model.set_states({result.index: state_of(result) for result in results})
        if results:
            self._show_problem_count()
        if results and time.monotonic() - self._rows_told >= _ROWS_CHANGED_EVERY_S:
            self._rows_told = time.monotonic()
            self.rows_changed.emit()
        progress = runner.progress()
        if not self._sending_said and progress.written and not progress.done:
            self._sending_said = True  # the first rows are written down: they go out now
            rows = count_of(progress.total, "row", "rows")
            self.summary.setText(f"Sending {rows} to {self._server_name}…")
        self._show_progress(progress, runner.stopped_reason)
        if progress.done:
            self._drain_timer.stop()
            self.model.set_states({r.index: state_of(r) for r in runner.drain()})
            unwritten = runner.unwritten()
            if unwritten.indexes:
                self.model.set_unwritten(
                    unwritten.indexes,
                    state_of(RowResult(unwritten.indexes[0], None, None, unwritten.unsent)),
                )
            self._entries.update(runner.entry_ids())
            self._show_summary(runner.stopped_reason)
            self._update_buttons()
            self.finished_batch.emit()

    def _show_summary(self, stopped: str | None) -> None:
        """Say how the run ended: how many rows came to what, and where the rest are."""
        counts = self.model.word_counts()
        words = (
            ("created", "created"),
            ("rejected", "rejected"),
            ("refused", "refused"),
            ("unexpected", "answered outside the spec"),
            ("waiting", "waiting in the outbox"),
            ("checking", "to check on the server"),
            ("cancelled", "cancelled"),
            ("not sent", "not sent"),
            ("elsewhere", "sent by another part of the app"),
        )
        parts = [(counts[word], text) for word, text in words if counts.get(word)]
        said = ", ".join(
            f"{count_of(count, 'plant', 'plants')} {text}" if i == 0 else f"{count:,} {text}"
            for i, (count, text) in enumerate(parts)
        )
        if stopped:
            reason = stopped if stopped.endswith(".") else f"{stopped}."
            text = f"Stopped. {reason} So far: {said or 'nothing was sent'}."
        else:
            text = f"Done: {said or 'nothing was sent'}."
        invalid = len(self.model.rows) - self.model.sendable_count
        if invalid:
            text += f" {count_of(invalid, 'row', 'rows')} with problems "
            text += "was not sent." if invalid == 1 else "were not sent."
        self._run_summary = text
        self.summary.setText(text)

    def _reset_progress(self) -> None:
        """An empty bar (not a reset one, which draws nothing) and words saying why."""
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.rate.setText(_NOT_STARTED)

    def _show_progress(self, progress: Progress, stopped: str | None) -> None:
        self.progress.setMaximum(progress.total)
        self.progress.setValue(progress.finished)
        parts = [
            f"{progress.finished:,} of {progress.total:,} sent",
            f"{progress.created:,} created",
        ]
        if progress.rate > 0:
            parts.append(f"{progress.rate:,.0f} rows/s")
        if progress.eta is not None and not progress.done:
            minutes, seconds = divmod(int(progress.eta + 0.5), 60)
            parts.append(f"{minutes}:{seconds:02d} left")
        if progress.paused:
            parts.append("paused")
        self.rate.setText(" · ".join(parts))
        if stopped and not progress.done:
            reason = stopped if stopped.endswith(".") else f"{stopped}."
            where = "The rows not sent wait in the outbox."
            if progress.written < progress.total:
                where = (
                    "The rows written down and not sent wait in the outbox; "
                    f"the {progress.total - progress.written:,} not written down yet are not sent."
                )
            self.summary.setText(f"{reason} {where}")

    def _show_problem_count(self) -> None:
        count = self.model.problem_count
        self.only_problems.setText(f"Show &only problems ({count:,})")
        # Nothing to show: greyed out, unless it is on (it must stay possible to turn off).
        self.only_problems.setEnabled(bool(count) or self.only_problems.isChecked())

    @Slot(bool)
    def _show_only_problems(self, only: bool) -> None:
        widths = [self.table.columnWidth(column) for column in range(4)]
        if only:
            self._problems_only = ProblemsFilter(self.model)
            self.table.setModel(self._problems_only)
        else:
            self.table.setModel(self.model)
            if self._problems_only is not None:
                self._problems_only.deleteLater()
                self._problems_only = None
        for column, width in enumerate(widths):  # a new model resets what the user sized
            self.table.setColumnWidth(column, width)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)

    def _update_buttons(self) -> None:
        self._show_problem_count()
        running = self.running
        count = self.model.sendable_count
        sent_before = self.model.has_results
        counts = self.model.word_counts()
        said = sum(counts.values())
        rest = said > counts["created"] + counts["rejected"]
        # Only sendable rows get a state, so fewer states than those rows: some not sent yet.
        rest = rest or (sent_before and said < count)
        self.send_button.setEnabled(bool(count) and not running and self._target is not None)
        self.send_button.setText(
            f"&Send all {count:,} again…"
            if sent_before
            else f"&Send {count_of(count, 'row', 'rows')}"
        )
        # Enter sends the rows once; after a run it presses nothing (sending again asks).
        self.send_button.setDefault(not sent_before)
        self.pause_button.setEnabled(running)
        paused = self._runner is not None and self._runner.progress().paused
        self.pause_button.setText("&Resume" if paused else "&Pause")
        self.cancel_button.setEnabled(running)
        self.retry_button.setEnabled(rest and not running)
        self.export_button.setEnabled(self.model.has_results and not running)
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.setEnabled(not running)
        if self._target is None:
            self.summary.setText("Choose a server with a token in the main window first.")

    # --- results -------------------------------------------------------------

    @Slot()
    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export results", self._export_name, "CSV (*.csv)"
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        rows = self.model.rows  # read, never changed, on the writing thread
        results = self.model.results()
        path = path.absolute()

        def write() -> Path:
            write_results_csv(path, rows, results)
            return path

        self._background.run(write, self._on_exported)

    @Slot(object)
    def _on_exported(self, done: Done) -> None:
        if done.error is not None:
            self.summary.setText(f"The results could not be exported: {done.error}")
        else:
            exported = f"Exported the results to {done.value}."
            self.summary.setText(f"{self._run_summary} {exported}".lstrip())

    def reject(self) -> None:
        """Esc closes the window as Close does: a running batch asks first, never hides."""
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.running:
            if not batch_launcher.ask_stop_batch(self):
                event.ignore()
                return
            self.stop_for_quit()
        elif self._runner is not None:
            self._runner.close()
        self._drain_timer.stop()
        self.closed.emit()
        super().closeEvent(event)
