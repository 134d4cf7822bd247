"""The history's table: ready-to-show rows under their column titles, and each server
named by the one rule (core.profiles.naming)."""

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from ..core.desk import HistoryRow
from ..core.profiles import host_port
from ..core.visible import visible
from ..core.words import isolated
from . import theme
from .text_table import Index, TextTableModel


def _columns() -> tuple[str, ...]:
    """The column titles, in the person's language."""
    translate = QCoreApplication.translate
    return (
        translate("HistoryPanel", "Time", "column title"),
        translate("HistoryPanel", "Server", "column title"),
        translate("HistoryPanel", "Id", "column title: the plant's id"),
        translate("HistoryPanel", "Name", "column title: the plant's name"),
        translate("HistoryPanel", "Tag", "column title: the plant's tag"),
        translate("HistoryPanel", "Result", "column title"),
        translate("HistoryPanel", "Status", "column title: the HTTP status code"),
    )


TIME_COLUMN, SERVER_COLUMN, ID_COLUMN, NAME_COLUMN, TAG_COLUMN, RESULT_COLUMN, STATUS_COLUMN = (
    range(7)
)


def server_label(base_url: str, names: Mapping[str, str]) -> str:
    """The name of the server at `base_url` (`names`: Servers.names()), else its host:port."""
    return names.get(base_url.rstrip("/")) or host_port(base_url)


class HistoryModel(TextTableModel):
    """A read-only table over a list of rows (one model, not a widget per row)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_columns(), parent)
        self._rows: list[HistoryRow] = []
        self._names: Mapping[str, str] = {}

    def set_server_names(self, names: Mapping[str, str]) -> None:
        """Profile names by base URL, for the Server column."""
        self._names = names
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, SERVER_COLUMN), self.index(last, SERVER_COLUMN))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index.row())
        tooltip = role == Qt.ItemDataRole.ToolTipRole
        if tooltip and index.column() == SERVER_COLUMN and row is not None:
            return theme.plain_tooltip(row.base_url)  # the name's address, in full
        return super().data(index, role)

    def set_rows(self, rows: list[HistoryRow]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def row_at(self, row: int) -> HistoryRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, entry_id: int | None) -> int:
        """The row that shows entry `entry_id`, or -1."""
        return next((i for i, row in enumerate(self._rows) if row.entry_id == entry_id), -1)

    def row_total(self) -> int:
        return len(self._rows)

    def text(self, row: int, column: int) -> str | None:
        shown = self._rows[row]
        if column == SERVER_COLUMN:
            return isolated(visible(server_label(shown.base_url, self._names), lines=False))
        return {
            TIME_COLUMN: shown.time,
            ID_COLUMN: shown.plant_id,
            NAME_COLUMN: shown.name,
            TAG_COLUMN: shown.tag,
            RESULT_COLUMN: shown.result,
            STATUS_COLUMN: shown.status,
        }.get(column)
