"""One section of the Contract tab: a verdict with its mark, then each finding with its place
(the request as sent, or the answer)."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.contract import ContractReport, Severity
from ..core.visible import visible
from . import theme


class FindingsSection(QWidget):
    """A section: its verdict, then its findings.

    Its title is for a screen reader (its accessible name); on screen each verdict says
    what it is about ("the request matches the spec"), and two sections share a tab of a
    few lines. A finding too long for its column ends in "…"; the whole of it is in its
    tooltip and copied by the list's Copy (Ctrl+C, or the context menu). A screen reader
    hears the verdict with what it is a verdict on, and again as the list's description.
    """

    def __init__(
        self, title: str, verdict_about: str, findings_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate  # the tab's words, under its own context
        self.setAccessibleName(title)
        self.mark = QLabel()
        self.mark.setFixedSize(QSize(20, 20))  # two sections share the tab: kept low
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        # Read aloud as shown, then what it is a verdict on.
        self.verdict.setAccessibleDescription(verdict_about)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.findings = QTreeWidget()
        # As the exchange's text views: the tab takes the height it is given.
        self.findings.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.findings.setAccessibleName(findings_name)
        self.findings.setHeaderLabels(
            [
                "",
                translate(
                    "ContractView",
                    "Where",
                    "column title: the place in the answer a finding is about",
                ),
                translate("ContractView", "Finding", "column title"),
            ]
        )
        self.findings.setRootIsDecorated(False)
        self.findings.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.findings.setColumnWidth(0, 80)
        self.findings.setColumnWidth(1, 120)
        self.copy_action = QAction(
            translate("ContractView", "Copy", "menu item: copy the chosen finding"), self.findings
        )
        self.copy_action.setShortcut("Ctrl+C")
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_finding)
        self.findings.addAction(self.copy_action)
        self.findings.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        header = QHBoxLayout()
        header.addWidget(self.mark)
        header.addWidget(self.verdict, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.findings, 1)

    def show_verdict(self, icon: str, text: str, tone: str) -> None:
        """A verdict with no findings (yet): checking, nothing to check, not checked."""
        self.findings.clear()
        self._verdict(icon, text, tone)
        self._fit()

    def show_report(self, report: ContractReport, verdict: str, whole: str) -> None:
        """`report`'s findings under `verdict`; `whole` names the place "" (the whole body)."""
        translate = QCoreApplication.translate
        self.findings.clear()
        if report.passed:
            self._verdict("created", verdict, "created")
        else:
            self._verdict("rejected", verdict, "rejected")
        if not report.findings:
            self.findings.addTopLevelItem(
                QTreeWidgetItem(
                    [
                        "",
                        "",
                        translate("ContractView", "No findings: every field is as the spec says."),
                    ]
                )
            )
        for finding in report.findings:
            if finding.severity is Severity.ERROR:
                severity, icon = translate("ContractView", "Error"), "rejected"
            elif finding.severity is Severity.WARNING:
                severity, icon = translate("ContractView", "Warning"), "unexpected"
            else:
                note = translate("ContractView", "Note", "a contract finding that is not a fault")
                severity, icon = note, "ready"
            where = visible(finding.pointer or whole, lines=False)
            # One line per finding: a line break in server text would hide the rest.
            message = visible(finding.message, lines=False)
            item = QTreeWidgetItem([severity, where, message])
            item.setIcon(0, theme.icon(icon))
            # Tooltips guess at rich text: escape server text so it is shown, not rendered.
            item.setToolTip(1, theme.plain_tooltip(where))
            item.setToolTip(2, theme.plain_tooltip(message))
            self.findings.addTopLevelItem(item)
        for column, widest in ((0, 100), (1, 160)):  # leave the finding as much room as can be
            self.findings.resizeColumnToContents(column)
            self.findings.setColumnWidth(column, min(self.findings.columnWidth(column), widest))
        self._fit()

    @Slot()
    def copy_finding(self) -> None:
        """Copy the chosen finding whole (the first one when none is chosen)."""
        item = self.findings.currentItem() or self.findings.topLevelItem(0)
        if item is not None:
            parts = (item.text(column) for column in range(self.findings.columnCount()))
            QGuiApplication.clipboard().setText("\t".join(part for part in parts if part))

    def _fit(self) -> None:
        """The list no taller than its rows: the other section has the rest of the tab."""
        tree = self.findings
        rows = max(tree.topLevelItemCount(), 1)
        row = max(tree.sizeHintForRow(0), tree.fontMetrics().height() + 4)
        header = tree.header().sizeHint().height()
        tree.setMaximumHeight(header + rows * row + 2 * tree.frameWidth())

    def _verdict(self, icon: str, text: str, tone: str) -> None:
        self.mark.setPixmap(theme.icon(icon).pixmap(QSize(18, 18)))
        self.verdict.setText(text)
        # The list is read with its section's verdict, not only the verdict's own label.
        self.findings.setAccessibleDescription(text)
        palette = self.verdict.palette()
        color = theme.tone(self, tone) if tone else self.palette().color(palette.ColorRole.Text)
        palette.setColor(palette.ColorRole.WindowText, color)
        self.verdict.setPalette(palette)
