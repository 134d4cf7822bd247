"""The history panel: the filters, the table of rows, and what can be done with the
selected row (which the row itself says; the dock asks the desk by entry id)."""

from collections.abc import Mapping

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.desk import HistoryFilter, HistoryRow
from ..core.journey.policy import NEEDS_CHECKING
from ..core.tell import one_row_at_a_time, status_choices
from . import theme
from .accessible import name_clear_button
from .history_table import RESULT_COLUMN, HistoryModel, server_label


class HistoryPanel(QWidget):
    """Filters, the table, and what can be done with the selected row.

    Signals:
        filter_changed(): the filter was edited; the owner reloads the rows.
        selected(object): the selected row's journal entry, for the inspector.
        resend_requested(object): send this journal entry's body again.
        checked_requested(int): the user checked this uncertain entry on the server.
        delete_requested(int): delete this entry.
        clear_requested(): delete every entry (the owner asks first).
    """

    filter_changed = Signal()
    selected = Signal(object)
    resend_requested = Signal(object)
    checked_requested = Signal(int)
    delete_requested = Signal(int)
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter by id or name"))
        self.search.setAccessibleName(self.tr("Filter history by id or name"))
        self.search.setClearButtonEnabled(True)
        name_clear_button(self.search, self.tr("history filter", "what a clear button clears"))
        self.status = QComboBox()
        self.status.setAccessibleName(self.tr("Filter history by status"))
        for label, value in status_choices():
            self.status.addItem(label, value)
        self.server = QComboBox()
        self.server.setAccessibleName(self.tr("Filter history by server"))
        self.server.addItem(self.tr("Every server"), "")
        # A fixed width: the filters stay put when the first rows bring server names.
        self.server.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.server.setMinimumContentsLength(16)
        self._names: Mapping[str, str] = {}
        self._to_follow: int | None = None  # an entry to select once it is listed
        self._chosen_for_the_user = -1  # the status filter the app chose, until sending
        self._base_urls: list[str] = []
        filters = QHBoxLayout()
        filters.setSpacing(theme.SPACING)
        search_label = QLabel(self.tr("Fin&d:"))
        search_label.setBuddy(self.search)
        filters.addWidget(search_label)
        filters.addWidget(self.search, 1)
        filters.addWidget(self.status)
        filters.addWidget(self.server)

        self.model = HistoryModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("History"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Several rows (Ctrl or Shift) are chosen for File ▸ Export as HAR; Re-send, Delete
        # and the inspector act on one row only.
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        # One line a cell: a long one ends in "…" (its tooltip says it all), never two
        # lines squeezed into a row's height.
        self.table.setWordWrap(False)
        # Two rows stay in view however small the window gets.
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + 2 * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(RESULT_COLUMN, QHeaderView.ResizeMode.Stretch)
        for column, width in enumerate((140, 110, 90, 150, 100)):
            self.table.setColumnWidth(column, width)

        # Alt letters are shared by the whole window: F, V and H open the menus, and
        # the form, the server bar and the inspector hold most others (a test checks).
        self.resend = QPushButton(self.tr("Re-&send"))
        self.checked = QPushButton(self.tr("Mark checked"))
        self._checked_tip = self.tr(
            "You checked on the server what became of this request: it no longer needs checking."
        )
        self.delete = QPushButton(self.tr("Delete", "button: delete the chosen entry"))
        self.clear = QPushButton(self.tr("Clear all…"))
        actions = QHBoxLayout()
        actions.setSpacing(theme.SPACING)
        actions.addWidget(self.resend)
        actions.addWidget(self.checked)
        actions.addWidget(self.delete)
        actions.addStretch(1)
        actions.addWidget(self.clear)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(theme.MARGIN, 0, theme.MARGIN, theme.MARGIN)
        layout.setSpacing(theme.SPACING)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)

        # Typing in the filter reloads once the user pauses, not on every key.
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(200)
        self._debounce.timeout.connect(self.filter_changed)
        self.search.textChanged.connect(self._debounce.start)
        self.status.currentIndexChanged.connect(self.filter_changed)
        self.server.currentIndexChanged.connect(self.filter_changed)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.resend.clicked.connect(self._on_resend)
        self.checked.clicked.connect(self._on_checked)
        self.delete.clicked.connect(self._on_delete)
        self.clear.clicked.connect(self.clear_requested)
        self._update_buttons()

    def current_filter(self) -> HistoryFilter:
        status = self.status.currentData()
        return HistoryFilter(
            text=self.search.text().strip(),
            status=status if isinstance(status, int) else None,
            state=status if isinstance(status, str) else "",
            base_url=str(self.server.currentData() or ""),
        )

    def show_needing_check(self) -> None:
        """Filter on the entries that may or may not have reached the server."""
        self.status.setCurrentIndex(self.status.findData(NEEDS_CHECKING))
        self._chosen_for_the_user = self.status.currentIndex()

    def show_all_again(self) -> None:
        """Undo `show_needing_check` unless the user has chosen a filter since: a plant
        sent now is shown, not hidden behind the filter the app chose at start."""
        if self._chosen_for_the_user == self.status.currentIndex():
            self.status.setCurrentIndex(0)
        self._chosen_for_the_user = -1

    def set_servers(self, base_urls: list[str]) -> None:
        """The servers the filter offers: each by its profile's name, else host:port."""
        self._base_urls = base_urls
        chosen = self.server.currentData()
        self.server.blockSignals(True)
        self.server.clear()
        self.server.addItem(self.tr("Every server"), "")
        for url in base_urls:
            self.server.addItem(server_label(url, self._names), url)
            self.server.setItemData(
                self.server.count() - 1, theme.plain_tooltip(url), Qt.ItemDataRole.ToolTipRole
            )
        self.server.setCurrentIndex(max(0, self.server.findData(chosen)))
        self.server.blockSignals(False)

    def set_server_names(self, names: Mapping[str, str]) -> None:
        """Profile names by base URL: the Server column and filter show them."""
        self._names = {url.rstrip("/"): name for url, name in names.items()}
        self.model.set_server_names(self._names)
        self.set_servers(self._base_urls)

    def set_rows(self, rows: list[HistoryRow]) -> None:
        """List `rows`; the rows chosen stay chosen (all of them) while they are listed."""
        chosen = [row.entry_id for row in self.selected_rows()]
        self.model.set_rows(rows)
        if not self._select(self._to_follow) and chosen:
            at = {row.entry_id: n for n, row in enumerate(rows)}
            self._select_rows([at[entry_id] for entry_id in chosen if entry_id in at])
        self._update_buttons()

    def follow(self, entry_id: int) -> None:
        """Select entry `entry_id` and scroll to it, now or once it is listed (a plant
        just sent again from here is followed to its new row)."""
        self._to_follow = entry_id
        self._select(entry_id)

    def _select(self, entry_id: int | None, *, scroll: bool = True) -> bool:
        at = self.model.row_of(entry_id)
        if at < 0:
            return False
        if entry_id == self._to_follow:
            self._to_follow = None
        # Not selectRow(): it applies the Ctrl or Shift held at that moment.
        self.table.selectionModel().select(
            self.model.index(at, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        if scroll:
            self.table.scrollTo(self.model.index(at, 0))
        return True

    def _select_rows(self, rows: list[int]) -> None:
        """Choose these rows, and only them (no scrolling)."""
        chosen = QItemSelection()
        for at in rows:
            chosen.select(self.model.index(at, 0), self.model.index(at, 0))
        if not chosen.isEmpty():
            self.table.selectionModel().select(
                chosen,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )

    def selected_row(self) -> HistoryRow | None:
        """The selected row (the selection, not the focus cell, decides); None when none
        or several are."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()) if len(rows) == 1 else None

    def selected_rows(self) -> list[HistoryRow]:
        """Every selected row, in the table's order (newest first)."""
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [row for at in rows if (row := self.model.row_at(at)) is not None]

    def _update_buttons(self) -> None:
        row = self.selected_row()
        several = len(self.table.selectionModel().selectedRows()) > 1
        one_at_a_time = one_row_at_a_time() if several else ""
        self.resend.setEnabled(row is not None and row.can_resend)
        self.resend.setToolTip(one_at_a_time)
        self.delete.setEnabled(row is not None and row.can_delete)
        self.delete.setToolTip(one_at_a_time or ("" if row is None else row.why_not_deletable))
        self.checked.setEnabled(row is not None and row.can_mark_checked)
        self.checked.setToolTip(one_at_a_time or self._checked_tip)
        self.clear.setEnabled(self.model.rowCount() > 0)

    @Slot(QItemSelection, QItemSelection)
    def _on_selection_changed(self, *_changes: QItemSelection) -> None:
        self._update_buttons()
        if (row := self.selected_row()) is not None:
            self.selected.emit(row.record)

    @Slot()
    def _on_resend(self) -> None:
        if (row := self.selected_row()) is not None:
            self.resend_requested.emit(row.record)

    @Slot()
    def _on_checked(self) -> None:
        if (row := self.selected_row()) is not None:
            self.checked_requested.emit(row.entry_id)

    @Slot()
    def _on_delete(self) -> None:
        if (row := self.selected_row()) is not None:
            self.delete_requested.emit(row.entry_id)
