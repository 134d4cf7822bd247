"""Batch entry: a spreadsheet of plants, checked row by row, then sent in parallel."""

import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QLocale,
    Qt,
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
    BatchRunner,
    CheckedRows,
    Columns,
    Progress,
    Reuse,
    RowResult,
    Sheet,
    collector_paused,
    column_names,
    guess_columns,
    rows_again,
    sheet_source,
    validate,
)
from ..core.batch import write_results as write_results_csv
from ..core.desk import Desk
from ..core.endpoint import Target
from ..core.journey import Delivery, Retry
from ..core.journey.policy import retry_offered
from ..core.tell import (
    RowWords,
    batch_summary,
    checked_summary,
    progress_line,
    row_words,
    stopped_line,
)
from . import ask, theme
from .batch_table import BatchModel, ProblemsFilter
from .tasks import Done, Reads, Tasks

_ROWS_CHANGED_EVERY_S = 1.0  # the history is read again at most this often during a run
_QUIT_WAIT_S = 15.0  # how long quitting waits for the rows in flight before cancelling them


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
        desk: Desk,
        tasks: Tasks,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Send many plants"))
        self.setModal(False)
        self._target = target
        self._server_name = server_name
        self._desk = desk
        self._progressed = tasks.pulse(self._drain)
        self._sheet: Sheet | None = None
        self._export_name = "plant-results.csv"  # where Export results… suggests to write
        self._run_summary = ""  # what the last run came to, kept when an export is reported
        self._runner: BatchRunner | None = None
        self._entries: dict[int, int] = {}  # row index -> its journal entry
        self._preparing = False
        self._sending_said = False  # the summary said the run is sending
        self._settled = False  # the last run's end has been shown
        self.runs = 0  # runs started in this window
        self._reads = Reads(tasks, self)
        self._rows_told = 0.0  # when rows_changed was last emitted

        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.id_column = QComboBox()
        self.name_column = QComboBox()
        self.tag_column = QComboBox()
        mapping = QHBoxLayout()
        for text, name, combo in (
            (self.tr("&Id column:"), self.tr("Id column"), self.id_column),
            (self.tr("&Name column:"), self.tr("Name column"), self.name_column),
            (self.tr("&Tag column:"), self.tr("Tag column"), self.tag_column),
        ):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.setAccessibleName(name)
            mapping.addWidget(label)
            mapping.addWidget(combo)
        mapping.addStretch(1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Batch summary"))
        self.only_problems = QCheckBox()
        self.only_problems.setToolTip(
            self.tr("List only the rows with problems and the rows that were sent but not created.")
        )
        self.only_problems.setAccessibleName(self.tr("Show only problems"))

        self.model = BatchModel(self)
        self._problems_only: ProblemsFilter | None = None  # while Show only problems is on
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Rows", "the table of a sheet's rows"))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for column, width in enumerate((60, 170, 200, 110)):
            self.table.setColumnWidth(column, width)

        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Batch progress"))
        # A thin bar with its words beside it: a full-height empty bar looks like a text box.
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(max(8, self.fontMetrics().height() // 2))
        self.rate = QLabel()
        self.rate.setTextFormat(Qt.TextFormat.PlainText)
        self._reset_progress()
        self.send_button = QPushButton(theme.icon("created"), self.tr("&Send", "button"))
        self.pause_button = QPushButton(self.tr("&Pause", "button that pauses sending"))
        self.cancel_button = QPushButton(self.tr("C&ancel", "button that cancels the batch"))
        self.retry_button = QPushButton(self.tr("Send the rest a&gain"))
        self.retry_button.setToolTip(
            self.tr(
                "Send the rows that never reached the server. Rows that may have reached it "
                "are listed and sent only if you confirm."
            )
        )
        self.export_button = QPushButton(self.tr("&Export results…"))
        self.close_button = QPushButton(self.tr("&Close", "button that closes the window"))
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
        self.tag_column.insertItem(0, self.tr("(none)", "no tag column"), None)
        if columns is not None:
            self.id_column.setCurrentIndex(columns.id)
            self.name_column.setCurrentIndex(columns.name)
            self.tag_column.setCurrentIndex(0 if columns.tag is None else columns.tag + 1)
        else:
            self.summary.setText(self.tr("Choose which column holds the id and which the name."))
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
        count = len(sheet.rows)
        if count == 1:
            self.summary.setText(self.tr("Checking %n row…", "", count))
        else:
            self.summary.setText(self.tr("Checking %n rows…", "", count))

        def check() -> CheckedRows:
            with collector_paused():
                return validate(sheet, columns)

        self._reads.run(check, self._on_validated)

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
            self.summary.setText(checked_summary(len(rows), valid, invalid, trimmed))
        self._update_buttons()

    # --- sending -------------------------------------------------------------

    def run_progress(self) -> Progress | None:
        """Where the last run stands; None before the first."""
        return None if self._runner is None else self._runner.progress()

    @property
    def settled(self) -> bool:
        """A run was started, is over, and its end is shown."""
        return self._runner is not None and self._settled

    @property
    def running(self) -> bool:
        return self._preparing or (self._runner is not None and not self._runner.progress().done)

    @Slot()
    def send_valid(self) -> None:
        """Send every valid row; after a run, only once the user confirms."""
        count = self.model.sendable_count
        if self.model.has_results:
            created = self.model.word_counts()["created"]
            if count == 1 and created:
                done = self.tr("This plant was already created by this batch.")
            elif count == 1:
                done = self.tr("It was not already created by this batch.")
            elif created == 1:
                done = self.tr(
                    "{created} of these %n plants was already created by this batch.", "", count
                )
            else:
                done = self.tr(
                    "{created} of these %n plants were already created by this batch.", "", count
                )
            done = done.format(created=QLocale().toString(created))
            again = self.tr(
                "Sending every row again sends the "
                "created ones a second time: the server may create them twice or refuse "
                "them as duplicates. To send only the rows that never reached the server, "
                "use Send the rest again.",
                "“Send the rest again” is the name of a button",
            )
            if not ask.confirm(
                self,
                self.tr("Send every row again?"),
                " ".join((done, again)),
                self.tr("&Send all again"),
            ):
                return
            self._entries = {}  # a second run of every row: new entries, new keys
        # Rows with problems are left out; after a run the user said to send all again.
        self._send(range(len(self.model.rows)), {}, send_created_again=self.model.has_results)

    @Slot()
    def send_failed_again(self) -> None:
        """Send the rows that never left; ask first about rows that may have arrived."""
        if self._runner is not None:
            self._entries.update(self._runner.entry_ids())
        # The batch's own record of each row decides, never what the journal still holds.
        said = {
            row.index: (self.model.state_at(row.index) or RowWords("", "")).word
            for row in self.model.rows
            if row.sendable
        }
        desk, entries = self._desk, dict(self._entries)
        self._preparing = True
        self._update_buttons()
        self._reads.run(lambda: desk.plan_retry(said, entries), self._on_retry_planned)

    @Slot(object)
    def _on_retry_planned(self, done: Done) -> None:
        self._preparing = False
        self._update_buttons()
        if done.error is not None:
            self.summary.setText(
                self.tr("The rows could not be checked: {error}").format(error=done.error)
            )
            return
        plan: dict[int, Retry] = done.value
        ask = [self.model.rows[index] for index, how in plan.items() if how is Retry.ASK]
        confirmed = bool(ask) and self._confirm_uncertain(ask)
        chosen, reuse = rows_again(plan, self._entries, confirmed=confirmed)
        if not chosen and ask:
            self.summary.setText(
                self.tr(
                    "Nothing was sent: the rows left may already have reached the server, "
                    "and you chose not to send them again."
                )
            )
            return
        if not chosen:
            self.summary.setText(self.tr("No row is left to send: the server answered every row."))
            return
        self._send(chosen, reuse)

    def _confirm_uncertain(self, rows: list[BatchRow]) -> bool:
        ids_shown = ", ".join(
            row.id_text if row.plant_id is None else str(row.plant_id) for row in rows[:10]
        )
        count, more = len(rows), len(rows) - 10
        if more > 0:
            ids = self.tr("{ids} and %n more", "a list of plant ids, then how many more", more)
            ids = ids.format(ids=ids_shown)
        else:
            ids = ids_shown
        if count == 1:
            text = self.tr(
                "1 row may already have reached the server: its request left and no "
                "complete answer came back (id {id}). Sending it again may create it "
                "twice. Send it too?"
            ).format(id=ids)
            verb = self.tr("Send &it too")
        else:
            text = self.tr(
                "%n rows may already have reached the server: their request "
                "left and no complete answer came back (ids {ids}). Sending them "
                "again may create them twice. Send them too?",
                "",
                count,
            ).format(ids=ids)
            verb = self.tr("Send &them too")
        return ask.confirm(self, self.tr("Send rows that may have arrived?"), text, verb)

    def _send(
        self,
        indexes: Sequence[int],
        reuse: Reuse,
        *,
        send_created_again: bool = False,
    ) -> None:
        """Send the rows at these indexes that can be sent; a row in `reuse` is sent as its
        recorded entry, as its retry plan says."""
        target, rows = self._target, self.model.rows
        if target is None or not indexes or self.running:
            return
        if not self._desk.keeps_history and not self._confirm_without_journal():
            return
        if self._runner is not None:
            self._runner.close()
            self._entries.update(self._runner.entry_ids())
        source = sheet_source(rows, indexes, reuse, self.model.sendable_count)
        self._run_summary = ""
        self.model.set_unwritten((), RowWords("", ""))  # this run says anew what it leaves
        self._runner = self._desk.batch(
            target,
            source,
            self._server_name,
            send_created_again=send_created_again,
            on_change=self._progressed,
        )
        self._sending_said = False
        self._settled = False
        self.runs += 1
        self.summary.setText(self.tr("Preparing the rows to send…"))
        self.progress.setRange(0, max(source.total, 1))
        self.progress.setValue(0)
        self._runner.start()
        self._update_buttons()

    def _confirm_without_journal(self) -> bool:
        return ask.confirm(
            self,
            self.tr("Send without a history?"),
            self.tr(
                "The history is off, so this batch is not written down. If the app stops "
                "while sending, it cannot tell which rows reached the server. Send anyway?"
            ),
            self.tr("Send &without a history"),
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
            self.model.set_states({index: row_words(RowResult(index, delivery, delivery.entry_id))})
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
        self.model.set_states({result.index: row_words(result) for result in results})
        if results:
            self._show_problem_count()
        if results and time.monotonic() - self._rows_told >= _ROWS_CHANGED_EVERY_S:
            self._rows_told = time.monotonic()
            self.rows_changed.emit()
        progress = runner.progress()
        if not self._sending_said and progress.written and not progress.done:
            self._sending_said = True  # the first rows are written down: they go out now
            count = progress.total
            if count == 1:
                sending = self.tr("Sending %n row to {server}…", "", count)
            else:
                sending = self.tr("Sending %n rows to {server}…", "", count)
            self.summary.setText(sending.format(server=self._server_name))
        self._show_progress(progress, runner.stopped_reason)
        if progress.done and not self._settled:
            self._settled = True
            self.model.set_states({r.index: row_words(r) for r in runner.drain()})
            unwritten = runner.unwritten()
            if unwritten.indexes:
                self.model.set_unwritten(
                    unwritten.indexes,
                    row_words(RowResult(unwritten.indexes[0], None, None, unwritten.unsent)),
                )
            self._entries.update(runner.entry_ids())
            self._show_summary(runner.stopped_reason)
            self._update_buttons()
            self.finished_batch.emit()

    def _show_summary(self, stopped: str | None) -> None:
        """Say how the run ended: how many rows came to what, and where the rest are."""
        invalid = len(self.model.rows) - self.model.sendable_count
        text = batch_summary(self.model.word_counts(), stopped, invalid)
        self._run_summary = text
        self.summary.setText(text)

    def _reset_progress(self) -> None:
        """An empty bar (not a reset one, which draws nothing) and words saying why."""
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.rate.setText(self.tr("Nothing sent yet."))

    def _show_progress(self, progress: Progress, stopped: str | None) -> None:
        self.progress.setMaximum(progress.total)
        self.progress.setValue(progress.finished)
        self.rate.setText(progress_line(progress))
        line = stopped_line(progress, stopped)
        if line is not None:
            self.summary.setText(line)

    def _show_problem_count(self) -> None:
        count = self.model.problem_count
        self.only_problems.setText(
            self.tr("Show &only problems ({count})").format(count=QLocale().toString(count))
        )
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
        # Only sendable rows get a state, so fewer states than those rows: some not sent yet.
        counts[""] = count - sum(counts.values()) if sent_before else 0
        rest = retry_offered(counts)
        self.send_button.setEnabled(bool(count) and not running and self._target is not None)
        if sent_before:
            send = self.tr("&Send all {count} again…").format(count=QLocale().toString(count))
        elif count == 1:
            send = self.tr("&Send %n row", "", count)
        else:
            send = self.tr("&Send %n rows", "", count)
        self.send_button.setText(send)
        # Enter sends the rows once; after a run it presses nothing (sending again asks).
        self.send_button.setDefault(not sent_before)
        self.pause_button.setEnabled(running)
        paused = self._runner is not None and self._runner.progress().paused
        self.pause_button.setText(
            self.tr("&Resume", "button that resumes sending")
            if paused
            else self.tr("&Pause", "button that pauses sending")
        )
        self.cancel_button.setEnabled(running)
        self.retry_button.setEnabled(rest and not running)
        self.export_button.setEnabled(self.model.has_results and not running)
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.setEnabled(not running)
        if self._target is None:
            self.summary.setText(self.tr("Choose a server with a token in the main window first."))

    # --- results -------------------------------------------------------------

    @Slot()
    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export results"),
            self._export_name,
            self.tr("CSV (*.csv)", "file dialog filter"),
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

        self._reads.run(write, self._on_exported)

    @Slot(object)
    def _on_exported(self, done: Done) -> None:
        if done.error is not None:
            self.summary.setText(
                self.tr("The results could not be exported: {error}").format(error=done.error)
            )
        else:
            exported = self.tr("Exported the results to {file}.").format(file=done.value)
            self.summary.setText(" ".join((self._run_summary, exported)).lstrip())

    def reject(self) -> None:
        """Esc closes the window as Close does: a running batch asks first, never hides."""
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.running:
            if not ask.stop_batch(self):
                event.ignore()
                return
            self.stop_for_quit()
        elif self._runner is not None:
            self._runner.close()
        self.closed.emit()
        super().closeEvent(event)
