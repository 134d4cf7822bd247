"""One section of the Contract tab: a verdict with its mark, then each finding with its place
(the request as sent, or the answer)."""

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QGroupBox,
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


class FindingsSection(QGroupBox):
    """A titled section: its verdict, a line under it, and its findings.

    A finding too long for its column ends in "…"; the whole of it is in its tooltip
    and copied by the list's Copy (Ctrl+C, or the context menu). A screen reader hears
    the section's title with the verdict, and the verdict again as the list's description.
    """

    def __init__(
        self, title: str, verdict_about: str, findings_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(title, parent)
        translate = QCoreApplication.translate  # the tab's words, under its own context
        self.setFlat(True)
        self.mark = QLabel()
        self.mark.setFixedSize(QSize(28, 28))
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        # Read aloud as shown, then what it is a verdict on.
        self.verdict.setAccessibleDescription(verdict_about)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        self.note = QLabel()  # what it was checked against, or why it was not
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setVisible(False)
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
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.note)
        layout.addWidget(self.findings, 1)

    def show_verdict(self, icon: str, text: str, tone: str) -> None:
        """A verdict with no findings (yet): checking, nothing to check, not checked."""
        self.findings.clear()
        self._verdict(icon, text, tone)

    def set_note(self, text: str, tooltip: str = "") -> None:
        self.note.setText(text)
        self.note.setToolTip(tooltip)
        self.note.setVisible(bool(text))

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

    @Slot()
    def copy_finding(self) -> None:
        """Copy the chosen finding whole (the first one when none is chosen)."""
        item = self.findings.currentItem() or self.findings.topLevelItem(0)
        if item is not None:
            parts = (item.text(column) for column in range(self.findings.columnCount()))
            QGuiApplication.clipboard().setText("\t".join(part for part in parts if part))

    def _verdict(self, icon: str, text: str, tone: str) -> None:
        self.mark.setPixmap(theme.icon(icon).pixmap(QSize(24, 24)))
        self.verdict.setText(text)
        # The list is read with its section's verdict, not only the verdict's own label.
        self.findings.setAccessibleDescription(text)
        palette = self.verdict.palette()
        color = theme.tone(self, tone) if tone else self.palette().color(palette.ColorRole.Text)
        palette.setColor(palette.ColorRole.WindowText, color)
        self.verdict.setPalette(palette)
