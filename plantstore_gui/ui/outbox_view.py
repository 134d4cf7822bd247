"""The outbox window: what waits, for which server, why it is stuck; Send now and Remove."""

import time

from PySide6.QtCore import QCoreApplication, QItemSelection, QItemSelectionModel, Qt, Slot
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

from ..core.desk import Desk
from ..core.journey import OutboxItem, OutboxReport
from ..core.profiles import ServerNames
from ..core.visible import visible
from ..core.words import isolated, number
from . import ask
from .outbox import Outbox
from .servers import Servers
from .tasks import Done, Reads, Tasks
from .text_table import TextTableModel


def _columns() -> tuple[str, ...]:
    """The column titles, in the person's language."""
    translate = QCoreApplication.translate
    return (
        translate("OutboxView", "Since", "column title: when the plant began to wait"),
        translate("OutboxView", "Server", "column title"),
        translate("OutboxView", "Id", "column title: the plant's id"),
        translate("OutboxView", "Name", "column title: the plant's name"),
        translate("OutboxView", "Why it waits", "column title"),
    )


class OutboxModel(TextTableModel):
    """The waiting plants, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_columns(), parent)
        self.items: list[OutboxItem] = []
        self._names = ServerNames()

    def set_items(self, items: list[OutboxItem], names: ServerNames) -> None:
        """The waiting plants, each server named as `names` (Servers.names()) says."""
        self.beginResetModel()
        self.items, self._names = items, names
        self.endResetModel()

    def row_total(self) -> int:
        return len(self.items)

    def text(self, row: int, column: int) -> str | None:
        item = self.items[row]
        entry = item.entry
        return (
            time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.created_at)),
            isolated(visible(self._names.of(entry.base_url), lines=False)),
            entry.plant_id,
            entry.plant_name,
            item.why,
        )[column]


class OutboxView(QDialog):
    """Lists the outbox; sends or removes the chosen plants (all of them when none is)."""

    def __init__(
        self,
        desk: Desk,
        tasks: Tasks,
        outbox: Outbox,
        servers: Servers,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Outbox"))
        self.setModal(False)
        self._desk = desk
        self._outbox = outbox
        self._servers = servers
        self._reads = Reads(tasks, self)
        self._asked: frozenset[int] | None = None
        # What the user's last Send now or Remove came to: said over the list read again,
        # however often it is, until they ask for something else.
        self._said = ""
        self.model = OutboxModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Waiting plants"))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for column, width in enumerate((130, 120, 90, 150)):
            self.table.setColumnWidth(column, width)
        # The whole reason the chosen plant waits: its column may cut it short.
        self.why = QLabel()
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setWordWrap(True)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why.setAccessibleDescription(self.tr("Why the chosen plant waits"))
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setAccessibleDescription(self.tr("Outbox status"))
        self.send_button = QPushButton(self.tr("Send &now"))
        self.remove_button = QPushButton(self.tr("&Remove…"))
        self.remove_button.setToolTip(
            self.tr("Take the chosen plants out of the outbox without sending.")
        )
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.why)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(760, 380)

        self.send_button.clicked.connect(self.send_now)
        self.remove_button.clicked.connect(self.remove)
        self.close_button.clicked.connect(self.close)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.table.selectionModel().currentRowChanged.connect(self._show_why)
        outbox.report_ready.connect(self._on_report)
        outbox.count_changed.connect(self.reload)
        # A token typed, a server added or chosen: a plant may be sendable, or named anew.
        servers.token_changed.connect(self.reload)
        servers.profiles_changed.connect(self.reload)
        servers.current_changed.connect(self.reload)
        self.reload()

    @Slot()
    def reload(self, *_ignored: object) -> None:
        desk, targets, names = self._desk, self._servers.targets(), self._servers.names()
        self._reads.run(lambda: (desk.outbox_items(targets, names), names), self._on_loaded)

    @Slot(object)
    def _on_loaded(self, done: Done) -> None:
        if done.error is not None:
            self.status.setText(
                self.tr("The outbox could not be read: {error}").format(error=done.error)
            )
            return
        self.model.set_items(*done.value)
        said_before = self._said
        if self._asked is not None:
            pass  # a Send now is under way: what came of it is said when it is over
        elif not self.model.items:
            if said_before:
                said = self.tr("{said} The outbox is empty.").format(said=said_before)
            else:
                said = self.tr("The outbox is empty.")
            self.status.setText(said)
        elif said_before:
            self.status.setText(said_before)
        else:
            count = len(self.model.items)
            if count == 1:
                text = self.tr("1 plant waits to be sent. Press Send now to send it.")
            else:
                text = self.tr(
                    "%Ln plants wait to be sent. Choose some and press Send now, "
                    "or press Send now to send them all.",
                    "",
                    count,
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
        self._show_why()

    @Slot()
    def _show_why(self, *_ignored: object) -> None:
        """The whole reason the current plant waits; with none current, the reason all
        of them share (none when they differ)."""
        items, row = self.model.items, self.table.currentIndex().row()
        if 0 <= row < len(items):
            reasons = {items[row].why}
        else:
            reasons = {item.why for item in items}
        self.why.setText(next(iter(reasons)) if len(reasons) == 1 else "")
        self.why.setVisible(len(reasons) == 1)

    @Slot()
    def send_now(self) -> None:
        items = self.chosen()
        stuck = [item for item in items if not item.can_send]
        if stuck and len(stuck) == len(items):
            self.status.setText(self.tr("Nothing could be sent. {why}").format(why=stuck[0].why))
            first = self.model.index(self.model.items.index(stuck[0]), 0)
            # Its reason shown in full below the table; what was chosen stays chosen.
            self.table.selectionModel().setCurrentIndex(
                first, QItemSelectionModel.SelectionFlag.NoUpdate
            )
            return
        self._asked = frozenset(item.entry.id for item in items if item.can_send)
        self._said = ""
        count = len(self._asked)
        if count == 1:
            said = self.tr("Sending 1 plant…")
        else:
            said = self.tr("Sending %Ln plants…", "", count)
        self.status.setText(said)
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
            count = len(sent)
            created = number(report.created)
            if count == 1:
                text = self.tr("Sent 1 plant: {created} created. See the history.")
            else:
                text = self.tr("Sent %Ln plants: {created} created. See the history.", "", count)
            text = text.format(created=created)
        elif still:
            text = self.tr("Nothing was sent: the server still cannot be reached. The plants wait.")
        else:
            text = self.tr("Nothing was sent: no chosen plant could be sent now.")
        self._said = text  # what came of it stays in view over the list read again
        self.status.setText(text)
        self.reload()

    @Slot()
    def remove(self) -> None:
        items = self.chosen()
        if not items:
            return
        count = len(items)
        if count == 1:
            plant_id = items[0].entry.plant_id
            if plant_id:
                question = self.tr(
                    "Remove plant {id} from the outbox without sending it? "
                    "It stays in the history as removed."
                ).format(id=plant_id)
            else:
                question = self.tr(
                    "Remove this plant from the outbox without sending it? "
                    "It stays in the history as removed."
                )
            verb = self.tr("&Remove plant")
        else:
            question = self.tr(
                "Remove %Ln plants from the outbox without sending them? "
                "They stay in the history as removed.",
                "",
                count,
            )
            verb = self.tr("&Remove plants")
        if not ask.confirm(self, self.tr("Remove from the outbox?"), question, verb):
            return
        ids = [item.entry.id for item in items]
        desk = self._desk
        self._reads.run(lambda: desk.remove_from_outbox(ids), self._on_removed)

    @Slot(object)
    def _on_removed(self, done: Done) -> None:
        if done.error is not None:
            self.status.setText(
                self.tr("The plants could not be removed: {error}").format(error=done.error)
            )
        else:
            count = done.value
            if count == 1:
                self._said = self.tr("Removed 1 plant from the outbox.")
            else:
                self._said = self.tr("Removed %Ln plants from the outbox.", "", count)
            self.status.setText(self._said)
        self._outbox.refresh()
