"""Batch entry: a spreadsheet of plants, checked row by row, then sent in parallel.

The widgets and how they show things are the view's (batch_view.py); the questions asked
before a risky send are batch_questions.py's.
"""

import time
from collections import ChainMap
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QWidget

from ..core.batch import (
    BatchRunner,
    CheckedRows,
    Progress,
    Reuse,
    RowNumbers,
    RowResult,
    Sheet,
    Stopped,
    StopRequest,
    collector_paused,
    column_names,
    guess_columns,
    rows_again,
    sheet_source,
    validate,
)
from ..core.desk import Desk
from ..core.endpoint import Target
from ..core.journey import Delivery, Retry
from ..core.journey.policy import retry_offered
from ..core.sounds import batch_sound
from ..core.tell import checked_summary, row_words, stopping_line
from . import ask, batch_questions
from .batch_export import ResultsExport
from .batch_questions import Resend
from .batch_view import BatchView
from .tasks import Done, Reads, Tasks

_ROWS_CHANGED_EVERY_S = 1.0  # the history is read again at most this often during a run
_PROGRESS_EVERY_S = 0.05  # a running batch's rows and progress are redrawn this often
_QUIT_WAIT_S = 15.0  # how long quitting waits for the rows in flight before cancelling them


class BatchWindow(BatchView):
    """Loads a sheet, shows each row's problems, sends the valid rows, shows each result.

    Signals:
        finished_batch(): a run ended (the history has new entries).
        rows_changed(): rows were sent (at most once a second while a run goes on).
        closed(): the window was closed (and will be deleted).
        sounded(object): a run ended: the Sound of what it came to, or None (no sound).
    """

    finished_batch = Signal()
    rows_changed = Signal()
    closed = Signal()
    sounded = Signal(object)

    def __init__(
        self,
        target: Target | None,
        server_name: str,
        desk: Desk,
        tasks: Tasks,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._target = target
        self._server_name = server_name
        self._desk = desk
        self._progressed = tasks.pulse(self._drain, every_s=_PROGRESS_EVERY_S)
        self._turns = tasks.turns()  # a check gives way to the window by these
        self._sheet: Sheet | None = None
        self._runner: BatchRunner | None = None
        # Each earlier run's journal entries by row index, oldest first (entry_runs).
        self._earlier_entries: list[RowNumbers] = []
        self._preparing = False
        self._sending_said = False  # the summary said the run is sending
        self._settled = False  # the last run's end has been shown
        self._stopping = False  # the run sends no new row: cancelled, or the window closes
        self._closing = False  # the window closes once the run has ended
        self.runs = 0  # runs started in this window
        self._reads = Reads(tasks, self)
        self._export = ResultsExport(self.model, self.summary, self._reads, self)
        self._stop_checks = StopRequest()  # made once the window closes or the app quits
        self._rows_told = 0.0  # when rows_changed was last emitted

        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.activated.connect(self._revalidate)
        self.send_button.clicked.connect(self.send_valid)
        self.pause_button.clicked.connect(self._toggle_pause)
        self.cancel_button.clicked.connect(self.cancel)
        self.retry_button.clicked.connect(self.send_failed_again)
        self.export_button.clicked.connect(self._export.choose)
        self.close_button.clicked.connect(self.reject)
        self._update_buttons()

    # --- loading -------------------------------------------------------------

    def load(self, sheet: Sheet, source: str, path: Path | None = None) -> None:
        """Show a sheet (read from `path`, if from a file): guess its columns, then check
        every row (off the GUI thread)."""
        self._sheet = sheet
        if path is not None:
            self._export.name = str(path.with_name(f"{path.stem}-results.csv"))
        self.source.setText(source)
        self._show_columns(column_names(sheet), guess_columns(sheet))
        self._revalidate()

    @Slot()
    def _revalidate(self) -> None:
        sheet = self._sheet
        if sheet is None or self.running:
            return
        columns, stop, turns = self._chosen_columns(), self._stop_checks, self._turns
        self._say_checking(len(sheet.rows))

        def check() -> CheckedRows:
            with collector_paused():
                return validate(sheet, columns, stop, turns)

        self._reads.run(check, self._on_validated)

    @Slot(object)
    def _on_validated(self, done: Done) -> None:
        if isinstance(done.error, Stopped):
            return  # the window is closing
        if done.error is not None:
            self.summary.setText(str(done.error))
            self.model.set_rows([], 0, 0)
        else:
            rows: CheckedRows = done.value
            valid, invalid, trimmed = rows.sendable_count, len(rows.problems), len(rows.trimmed)
            self.model.set_rows(rows, valid, invalid)
            self._reset_progress()
            self._export.run_summary = ""
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
            if not batch_questions.send_all_again(self, count, created):
                return
            self._earlier_entries = []  # a second run of every row: new entries, new keys
        # Rows with problems are left out; after a run the user said to send all again.
        self._send(range(len(self.model.rows)), {}, send_created_again=self.sends_created)

    @Slot()
    def send_failed_again(self) -> None:
        """Send the rows that never left; ask first about rows that may have arrived."""
        # The batch's own record of each row decides, never what the journal still holds.
        said = self.model.sendable_words()
        desk, entries = self._desk, ChainMap(*self.entry_runs())  # copies: for any thread
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
        uncertain = [self.model.rows[index] for index, how in plan.items() if how is Retry.ASK]
        entries = ChainMap(*self.entry_runs())  # each row's last run's entry
        chosen, reuse = rows_again(plan, entries, confirmed=False)
        if uncertain:
            answer = batch_questions.send_uncertain(self, uncertain, len(chosen))
            if answer is Resend.NONE and chosen:
                self.summary.setText(self.tr("Nothing was sent."))
                return
            if answer is Resend.ALL:
                chosen, reuse = rows_again(plan, entries, confirmed=True)
        if not chosen and uncertain:
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
        if (why := self._desk.not_sending) is not None:
            self.summary.setText(why)
            return
        if not self._desk.keeps_history and not batch_questions.send_without_history(self):
            return
        if self._runner is not None:
            self._runner.close()
            self._earlier_entries.append(self._runner.entry_ids())
        source = sheet_source(rows, indexes, reuse, self.model.sendable_count)
        self._export.run_summary = ""
        self.model.begin_run(indexes)  # its rows wait their turn: none is a problem yet
        self._runner = self._desk.batch(
            target,
            source,
            self._server_name,
            send_created_again=send_created_again,
            on_change=self._progressed,
        )
        self._sending_said = False
        self._settled = False
        self._stopping = False
        self.runs += 1
        self._show_start(source.total)
        self._runner.start()
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
        """Send no new row; the rows on their way get their answer, the rest are cancelled."""
        self._stop_sending(closing=False)

    def _stop_sending(self, *, closing: bool) -> None:
        runner = self._runner
        if runner is None or runner.progress().done:
            return
        runner.cancel(closing=closing)
        runner.resume()  # held or paused, it is not waiting for the user any more
        self._stopping = self._sending_said = True  # "Sending…" would now say too much
        self._drain()
        if not self._settled:  # else it ended meanwhile, and says how
            self.summary.setText(stopping_line(closing=closing))
            self._update_buttons()

    def hold(self) -> bool:
        """While a question about this batch is open: start no new row (the rows on their
        way finish). True when this held it, so `let_go` sends on; False when it was not
        sending or the user had paused it."""
        runner = self._runner
        if runner is None or runner.progress().done or runner.progress().paused:
            return False
        runner.pause()
        self._drain()  # the progress line says it is paused
        self._update_buttons()
        return True

    def let_go(self) -> None:
        """The question is answered: send on, as before it was asked."""
        if self._runner is not None:
            self._runner.resume()
        self._drain()
        self._update_buttons()

    def follow_delivery(self, delivery: Delivery) -> None:
        """A row of this sheet went out from the outbox: show what came of it."""
        runs, entry_id = self.entry_runs(), delivery.entry_id or 0
        index = next((row for run in runs if (row := run.row_of(entry_id)) is not None), None)
        if index is not None and ChainMap(*runs)[index] == entry_id:  # its last run's entry
            self.model.set_states({index: row_words(RowResult(index, delivery, delivery.entry_id))})
            self._update_buttons()

    def stop_for_quit(self) -> None:
        """Stop after the rows in flight (bounded wait), leaving the rest prepared in the
        outbox; the rows not prepared yet are not sent. A check stops at once."""
        self._stop_checks.make()
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
        self.model.set_run_states({result.index: row_words(result) for result in results})
        if results:
            self._show_problem_count()
        if results and time.monotonic() - self._rows_told >= _ROWS_CHANGED_EVERY_S:
            self._rows_told = time.monotonic()
            self.rows_changed.emit()
        progress = runner.progress()
        if not self._sending_said and progress.written and not progress.done:
            self._sending_said = True  # the first rows are written down: they go out now
            self._say_sending(progress.total, self._server_name)
        self._show_progress(progress, runner.stopped_reason)
        if progress.done and not self._settled:
            self._settled = True
            self.model.set_run_states({r.index: row_words(r) for r in runner.drain()})
            self.model.set_run_unwritten(runner.unwritten())
            self._export.run_summary = self._show_summary(runner.stopped_reason)
            self._update_buttons()
            self.finished_batch.emit()
            self.sounded.emit(
                batch_sound(self.model.run_counts, runner.stopped_reason, self._stopping)
            )
            if self._closing:
                self._close_now()

    def entry_runs(self) -> list[RowNumbers]:
        """Each run's journal entries by row index, the last run's first."""
        last = [] if self._runner is None else [self._runner.entry_ids()]
        return last + self._earlier_entries[::-1]

    def _update_buttons(self) -> None:
        counts = self.model.word_counts()
        # Only sendable rows get a state, so fewer states than those rows: some not sent yet.
        sendable, sent_before = self.model.sendable_count, self.model.has_results
        counts[""] = sendable - sum(counts.values()) if sent_before else 0
        running = self.running
        self._show_buttons(
            running=running,
            stopping=self._stopping,
            paused=running and self._runner is not None and self._runner.progress().paused,
            can_send=self._target is not None,
            retry=retry_offered(counts),
        )
        if self._target is None:
            self.summary.setText(self.tr("Choose a server with a token in the main window first."))

    def export_to(self, path: Path) -> None:
        """Write the rows and what came of each to a CSV file (off the GUI thread)."""
        self._export.write(path)

    def reject(self) -> None:
        """Close, Esc and the title bar's close end here (QDialog's closeEvent calls reject).
        A running batch is held while it asks: kept, it sends on; stopped, the window
        closes once the rows on their way have their answer (the rest are not sent)."""
        if self._closing:
            return  # it closes as soon as the rows on their way are answered
        if self.running:
            held = self.hold()  # it may end here: then there is nothing to ask
            if self.running and not ask.stop_batch(self, over=self.finished_batch):
                if held:
                    self.let_go()
                return
            if self._runner is not None and not self._runner.progress().done:
                self._closing = True
                self._stop_sending(closing=True)
                return
        self._close_now()

    def _close_now(self) -> None:
        if self._runner is not None:
            self._runner.close()
        self._stop_checks.make()
        self.closed.emit()
        super().reject()
