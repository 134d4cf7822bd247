"""The outbox window: what waits, for which server, why it is stuck; Send now and Remove."""

import time

from PySide6.QtCore import QItemSelection, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.sending import OutboxItem, OutboxReport, Sender
from . import ask
from .background import Background, Done
from .outbox import Outbox
from .servers import Servers
from .text_table import TextTableModel

_COLUMNS = ("Since", "Server", "Id", "Name", "Why it waits")


def _plants(count: int) -> str:
    """ "1 plant", "2 plants"."""
    return f"{count:,} plant" if count == 1 else f"{count:,} plants"


class OutboxModel(TextTableModel):
    """The waiting plants, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_COLUMNS, parent)
        self.items: list[OutboxItem] = []

    def set_items(self, items: list[OutboxItem]) -> None:
        self.beginResetModel()
        self.items = items
        self.endResetModel()

    def row_total(self) -> int:
        return len(self.items)

    def text(self, row: int, column: int) -> str | None:
        item = self.items[row]
        entry = item.entry
        return (
            time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.created_at)),
            entry.server_name or entry.base_url,
            entry.plant_id,
            entry.plant_name,
            item.why,
        )[column]


class OutboxView(QDialog):
    """Lists the outbox; sends or removes the chosen plants (all of them when none is)."""

    def __init__(
        self, sender: Sender, outbox: Outbox, servers: Servers, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Outbox")
        self.setModal(False)
        self._sender = sender
        self._outbox = outbox
        self._servers = servers
        self._background = Background(self)
        self._asked: frozenset[int] | None = None
        self._removed = ""  # what the last Remove did, said again over the reloaded list
        self.model = OutboxModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName("Waiting plants")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for column, width in enumerate((130, 120, 90, 150)):
            self.table.setColumnWidth(column, width)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setAccessibleName("Outbox status")
        self.send_button = QPushButton("Send &now")
        self.remove_button = QPushButton("&Remove…")
        self.remove_button.setToolTip("Take the chosen plants out of the outbox without sending.")
        self.close_button = QPushButton("&Close")
        self.close_button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(760, 380)

        self.send_button.clicked.connect(self.send_now)
        self.remove_button.clicked.connect(self.remove)
        self.close_button.clicked.connect(self.close)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        outbox.report_ready.connect(self._on_report)
        outbox.count_changed.connect(self.reload)
        self.reload()

    @Slot()
    def reload(self, *_ignored: object) -> None:
        sender, targets = self._sender, self._servers.targets()
        self._background.run(lambda: sender.outbox(targets), self._on_loaded)

    @Slot(object)
    def _on_loaded(self, done: Done) -> None:
        if done.error is not None:
            self.status.setText(f"The outbox could not be read: {done.error}")
            return
        self.model.set_items(done.value)
        removed, self._removed = self._removed, ""
        if not self.model.items:
            self.status.setText(f"{removed} The outbox is empty.".lstrip())
        elif removed:
            self.status.setText(removed)
        elif not self._asked:
            count = len(self.model.items)
            if count == 1:
                text = "1 plant waits to be sent. Press Send now to send it."
            else:
                text = (
                    f"{count:,} plants wait to be sent. Choose some and press Send now, "
                    "or press Send now to send them all."
                )
            self.status.setText(text)
        self._on_selection()

    def chosen(self) -> list[OutboxItem]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self.model.items[row] for row in rows] or list(self.model.items)

    @Slot(QItemSelection, QItemSelection)
    def _on_selection(self, *_changes: QItemSelection) -> None:
        has_items = bool(self.model.items)
        self.send_button.setEnabled(has_items and not self._outbox.running)
        self.remove_button.setEnabled(has_items)

    @Slot()
    def send_now(self) -> None:
        items = self.chosen()
        stuck = [item for item in items if not item.can_send]
        if stuck and len(stuck) == len(items):
            self.status.setText(f"Nothing could be sent. {stuck[0].why}")
            return
        self._asked = frozenset(item.entry.id for item in items if item.can_send)
        self.status.setText(f"Sending {_plants(len(self._asked))}…")
        self.send_button.setEnabled(False)
        self._outbox.send_some(self._asked)

    @Slot(object)
    def _on_report(self, report: OutboxReport) -> None:
        asked, self._asked = self._asked, None
        if asked is None:
            self.reload()
            return
        sent = [d for d in report.deliveries if d.entry_id in asked and not d.verdict.queued]
        still = [d for d in report.deliveries if d.entry_id in asked and d.verdict.queued]
        if report.problem:
            text = report.problem
        elif sent:
            text = f"Sent {_plants(len(sent))}: {report.created:,} created. See the history."
        elif still:
            text = "Nothing was sent: the server still cannot be reached. The plants wait."
        else:
            text = "Nothing was sent: no chosen plant could be sent now."
        self.status.setText(text)
        self.reload()

    @Slot()
    def remove(self) -> None:
        items = self.chosen()
        if not items:
            return
        if len(items) == 1:
            plant_id = items[0].entry.plant_id
            plant = f"plant {plant_id}" if plant_id else "this plant"
            question = (
                f"Remove {plant} from the outbox without sending it? "
                "It stays in the history as removed."
            )
        else:
            question = (
                f"Remove {_plants(len(items))} from the outbox without sending them? "
                "They stay in the history as removed."
            )
        verb = "&Remove plant" if len(items) == 1 else "&Remove plants"
        if not ask.confirm(self, "Remove from the outbox?", question, verb):
            return
        ids = [item.entry.id for item in items]
        sender = self._sender
        self._background.run(lambda: sender.remove_from_outbox(ids), self._on_removed)

    @Slot(object)
    def _on_removed(self, done: Done) -> None:
        if done.error is not None:
            self.status.setText(f"The plants could not be removed: {done.error}")
        else:
            self._removed = f"Removed {_plants(done.value)} from the outbox."
            self.status.setText(self._removed)
        self._outbox.refresh()
