"""The batch window's widgets, and how they show a sheet, its rows and a run.

BatchWindow (batch_window.py) is built on this view and does what the window does:
checking a sheet, sending its rows, following a run, exporting. The view's words are
the window's (translation context BatchWindow): it is the window the person sees.
"""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.batch import Columns, Progress
from ..core.tell import (
    batch_summary,
    leave_out_choice,
    leave_out_tip,
    progress_line,
    stopped_line,
)
from ..core.words import number
from . import theme
from .batch_table import BatchModel, ProblemsFilter

_RESULT_COLUMN = 4  # the table's last column stretches; the others keep their width


class BatchView(QDialog):
    """The batch window as the person sees it; it checks and sends nothing itself.

    Attributes:
        source: where the rows come from and where they go.
        id_column, name_column, tag_column: which column of the sheet holds what.
        summary: what the sheet or the last run came to, in a line or two.
        only_problems: lists only the rows that need the person.
        leave_out: leaves out the rows created before (shown while there are some, and no
            run has begun).
        model, table: every row and what became of it.
        progress, rate: how far the run is, in a thin bar and in words.
        send_button, pause_button, cancel_button, retry_button, export_button,
            close_button: what the person can do, each enabled when it can be done.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("BatchWindow", "Send many plants"))
        self.setModal(False)
        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.id_column = QComboBox()
        self.name_column = QComboBox()
        self.tag_column = QComboBox()
        mapping = QHBoxLayout()
        for text, name, combo in (
            (
                QCoreApplication.translate("BatchWindow", "&Id column:"),
                QCoreApplication.translate("BatchWindow", "Id column"),
                self.id_column,
            ),
            (
                QCoreApplication.translate("BatchWindow", "&Name column:"),
                QCoreApplication.translate("BatchWindow", "Name column"),
                self.name_column,
            ),
            (
                QCoreApplication.translate("BatchWindow", "&Tag column:"),
                QCoreApplication.translate("BatchWindow", "Tag column"),
                self.tag_column,
            ),
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
        self.summary.setAccessibleDescription(
            QCoreApplication.translate("BatchWindow", "Batch summary")
        )
        self.only_problems = QCheckBox()
        self.only_problems.setToolTip(
            QCoreApplication.translate(
                "BatchWindow",
                "List only the rows with problems and the rows that were sent but not created.",
            )
        )
        self.only_problems.setAccessibleName(
            QCoreApplication.translate("BatchWindow", "Show only problems")
        )

        self.leave_out = QCheckBox()
        self.leave_out.setToolTip(leave_out_tip())
        self.leave_out.hide()
        self.leave_out.toggled.connect(self._leave_out_changed)

        self.model = BatchModel(self)
        self._problems_only: ProblemsFilter | None = None  # while Show only problems is on
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(
            QCoreApplication.translate("BatchWindow", "Rows", "the table of a sheet's rows")
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)  # one line a cell, never two squeezed in a row
        self._stretch_results()
        for column, width in enumerate((60, 170, 200, 110)):
            self.table.setColumnWidth(column, width)

        self.progress = QProgressBar()
        self.progress.setAccessibleName(QCoreApplication.translate("BatchWindow", "Batch progress"))
        # A thin bar with its words beside it: a full-height empty bar looks like a text box.
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(max(8, self.fontMetrics().height() // 2))
        self.rate = QLabel()
        self.rate.setTextFormat(Qt.TextFormat.PlainText)
        self._reset_progress()
        self.send_button = QPushButton(
            theme.icon("created"), QCoreApplication.translate("BatchWindow", "&Send", "button")
        )
        self.pause_button = QPushButton(_pause_text(paused=False))
        self.cancel_button = QPushButton(
            QCoreApplication.translate("BatchWindow", "C&ancel", "button that cancels the batch")
        )
        self.retry_button = QPushButton(
            QCoreApplication.translate("BatchWindow", "Send the rest a&gain")
        )
        self.retry_button.setToolTip(
            QCoreApplication.translate(
                "BatchWindow",
                "Send the rows that never reached the server. Rows that may have reached it "
                "are listed and sent only if you confirm.",
            )
        )
        self.export_button = QPushButton(
            QCoreApplication.translate("BatchWindow", "&Export results…")
        )
        self.close_button = QPushButton(
            QCoreApplication.translate("BatchWindow", "&Close", "button that closes the window")
        )
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
        self._buttons = buttons
        self._added_buttons: list[tuple[QPushButton, Callable[[], bool]]] = []
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
        layout.addWidget(self.leave_out)
        layout.addWidget(self.table, 1)
        layout.addLayout(status)
        layout.addLayout(buttons)
        self.resize(900, 600)
        self.only_problems.toggled.connect(self._show_only_problems)

    def _show_columns(self, names: list[str], guessed: Columns | None) -> None:
        """Offer every column of the sheet for each field, the guessed one chosen."""
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.clear()
            combo.addItems(names)
        self.tag_column.insertItem(
            0, QCoreApplication.translate("BatchWindow", "(none)", "no tag column"), None
        )
        if guessed is not None:
            self.id_column.setCurrentIndex(guessed.id)
            self.name_column.setCurrentIndex(guessed.name)
            self.tag_column.setCurrentIndex(0 if guessed.tag is None else guessed.tag + 1)
        else:
            self.summary.setText(
                QCoreApplication.translate(
                    "BatchWindow", "Choose which column holds the id and which the name."
                )
            )

    def _chosen_columns(self) -> Columns:
        tag = self.tag_column.currentIndex() - 1
        return Columns(
            self.id_column.currentIndex(), self.name_column.currentIndex(), None if tag < 0 else tag
        )

    def _say_checking(self, count: int) -> None:
        if count == 1:
            text = QCoreApplication.translate("BatchWindow", "Checking %Ln row…", "", count)
        else:
            text = QCoreApplication.translate("BatchWindow", "Checking %Ln rows…", "", count)
        self.summary.setText(text)

    def _show_start(self, total: int) -> None:
        """A run of `total` rows starts: its rows are being written down."""
        self.summary.setText(
            QCoreApplication.translate("BatchWindow", "Preparing the rows to send…")
        )
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(0)

    def _say_sending(self, count: int, server: str) -> None:
        """The first rows are written down: they go out now."""
        if count == 1:
            sending = QCoreApplication.translate(
                "BatchWindow", "Sending %Ln row to {server}…", "", count
            )
        else:
            sending = QCoreApplication.translate(
                "BatchWindow", "Sending %Ln rows to {server}…", "", count
            )
        self.summary.setText(sending.format(server=server))

    def _reset_progress(self) -> None:
        """An empty bar (not a reset one, which draws nothing) and words saying why."""
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.rate.setText(QCoreApplication.translate("BatchWindow", "Nothing sent yet."))

    def _show_progress(self, progress: Progress, stopped: str | None) -> None:
        self.progress.setMaximum(progress.total)
        self.progress.setValue(progress.finished)
        self.rate.setText(progress_line(progress))
        line = stopped_line(progress, stopped)
        if line is not None:
            self.summary.setText(line)

    def _show_summary(self, stopped: str | None) -> str:
        """Say how the run ended (and return it): what its rows came to, where the rest
        are, and when rows of an earlier run have results too, the sheet's count in all."""
        model, in_all = self.model, None
        invalid, every = len(model.rows) - model.sendable_count, model.word_counts()
        if every.total() > model.run_counts.total():
            in_all = (every["created"], model.sendable_count)
        text = batch_summary(model.run_counts, stopped, invalid, in_all)
        self.summary.setText(text)
        return text

    def _show_problem_count(self) -> None:
        count = self.model.problem_count
        self.only_problems.setText(
            QCoreApplication.translate("BatchWindow", "Show &only problems ({count})").format(
                count=number(count)
            )
        )
        # Nothing to show: greyed out, unless it is on (it must stay possible to turn off).
        self.only_problems.setEnabled(bool(count) or self.only_problems.isChecked())

    @Slot(bool)
    def _show_only_problems(self, only: bool) -> None:
        widths = [self.table.columnWidth(column) for column in range(_RESULT_COLUMN)]
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
        self._stretch_results()

    def _stretch_results(self) -> None:
        self.table.horizontalHeader().setSectionResizeMode(
            _RESULT_COLUMN, QHeaderView.ResizeMode.Stretch
        )

    def _show_buttons(
        self, *, running: bool, stopping: bool, paused: bool, can_send: bool, retry: bool
    ) -> None:
        """What each button says and whether it can be pressed: `stopping` once a run sends
        no new row, `can_send` when the window has a server, `retry` when some rows are
        left to send again."""
        self._show_problem_count()
        sent_before = self.model.has_results
        if sent_before:
            self.leave_out.hide()  # a run began: what it left out, its rows say
        count = self._show_send_count()
        self.send_button.setEnabled(bool(count) and not running and can_send)
        # Enter sends the rows once; after a run it presses nothing (sending again asks).
        self.send_button.setDefault(not sent_before)
        self.pause_button.setEnabled(running and not stopping)
        self.pause_button.setText(_pause_text(paused))
        self.cancel_button.setEnabled(running and not stopping)
        self.retry_button.setEnabled(retry and not running)
        self.export_button.setEnabled(sent_before and not running)
        for button, has_work in self._added_buttons:
            button.setEnabled(not running and has_work())
        for combo in (self.id_column, self.name_column, self.tag_column):
            combo.setEnabled(not running)

    def offer_to_leave_out(self, count: int) -> None:
        """`count` rows were created before (model.created): offer to leave them out (the
        default), and count the rows Send sends; 0: no such row, no offer."""
        if count:
            self.leave_out.setText(leave_out_choice(count))
            self.leave_out.setChecked(True)
        self.leave_out.setVisible(bool(count))
        if count:
            self._leave_out_changed()

    def add_before_export(self, button: QPushButton, has_work: Callable[[], bool]) -> None:
        """A button of the batch's own (Print labels…, Export as HAR), added as the window
        opens, in the button row just before Export results…; it can be pressed when no
        run is on and `has_work()`, asked each time the buttons are shown."""
        button.setAutoDefault(False)
        self._buttons.insertWidget(self._buttons.indexOf(self.export_button), button)
        self._added_buttons.append((button, has_work))
        button.setEnabled(has_work())

    @Slot()
    def _leave_out_changed(self) -> None:
        """Before any run, the rows created before are left out or kept: Send says how
        many rows go, and cannot be pressed for none."""
        self.send_button.setEnabled(bool(self._show_send_count()))

    @property
    def sends_created(self) -> bool:
        """Whether a run of every row sends the rows created before too: after a run (the
        person confirmed sending all again), or when they chose to keep them."""
        return self.model.has_results or (
            not self.leave_out.isHidden() and not self.leave_out.isChecked()
        )

    def _show_send_count(self) -> int:
        """Say on Send how many rows it sends (the rows created before left out, unless
        kept); that count."""
        count = self.model.sendable_count
        if self.model.has_results:
            send = QCoreApplication.translate("BatchWindow", "&Send all {count} again…").format(
                count=number(count)
            )
            self.send_button.setText(send)
            return count
        if not self.sends_created:
            count -= len(self.model.created)
        if count == 1:
            send = QCoreApplication.translate("BatchWindow", "&Send %Ln row", "", count)
        else:
            send = QCoreApplication.translate("BatchWindow", "&Send %Ln rows", "", count)
        self.send_button.setText(send)
        return count


def _pause_text(paused: bool) -> str:
    if paused:
        return QCoreApplication.translate("BatchWindow", "&Resume", "button that resumes sending")
    return QCoreApplication.translate("BatchWindow", "&Pause", "button that pauses sending")
