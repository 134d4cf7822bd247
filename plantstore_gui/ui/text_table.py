"""A read-only table of text, the shared half of the history and batch tables."""

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from . import theme

Index = QModelIndex | QPersistentModelIndex


class TextTableModel(QAbstractTableModel):
    """Rows of text under fixed column titles; subclasses say what each cell holds.

    Tooltips repeat the cell's text, escaped: Qt guesses at rich text in tooltips, and
    server text must be shown, never rendered.
    """

    def __init__(self, columns: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._columns = columns

    def row_total(self) -> int:
        """How many rows there are; the tables built on this one say."""
        return 0

    def text(self, row: int, column: int) -> str | None:
        """What a cell shows; the tables built on this one say."""
        return None

    def foreground(self, row: int, column: int) -> QColor | None:
        return None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.row_total()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row, column = index.row(), index.column()
        if not 0 <= row < self.row_total():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = self.text(row, column)
            return theme.plain_tooltip(text) if text else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.foreground(row, column)
        return None
