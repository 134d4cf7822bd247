"""The results panel: what came of the last plant sent, plain words first."""

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from . import theme

if TYPE_CHECKING:
    from .wording import Report

_ICON_SIZE = QSize(40, 40)


def _plain_label(parent: QWidget, *, selectable: bool = False) -> QLabel:
    """A label that shows server text as text: never rich text, never a link."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ResultsPanel(QFrame):
    """Shows the state of the last request: ready, waiting, or its Report.

    Signals:
        add_server_requested(): the user wants to add a server (shown when there is none).
        sandbox_requested(): the user wants to try the built-in sandbox.
    """

    add_server_requested = Signal()
    sandbox_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName("Result")
        self.setMinimumWidth(340)

        self.icon = QLabel(self)
        self.icon.setFixedSize(_ICON_SIZE)
        self.title = _plain_label(self)
        self.title.setAccessibleName("Result title")
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.35)
        title_font.setBold(True)
        self.title.setFont(title_font)
        header = QHBoxLayout()
        header.setSpacing(12)
        header.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.title, 1)

        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(6)

        self.fields = QFormLayout()
        self.fields.setHorizontalSpacing(16)
        self.advice = _plain_label(self)
        self.detail = _plain_label(self, selectable=True)
        self.detail.setAccessibleName("Technical detail")
        small = self.detail.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.detail.setFont(small)

        self._raw_noun = "the raw answer"
        self.raw_toggle = QToolButton(self)
        self.raw_toggle.setText(f"Show {self._raw_noun}")
        self.raw_toggle.setCheckable(True)
        self.raw_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.raw_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.raw_toggle.setAutoRaise(True)
        self.raw_toggle.toggled.connect(self._on_raw_toggled)
        self.raw = QPlainTextEdit(self)
        self.raw.setReadOnly(True)
        self.raw.setAccessibleName("Raw answer")
        self.raw.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.raw.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.raw.setVisible(False)

        self.add_server_button = QPushButton("&Add a server…", self)
        self.add_server_button.clicked.connect(self.add_server_requested)
        self.sandbox_button = QPushButton("Try the &sandbox", self)
        self.sandbox_button.clicked.connect(self.sandbox_requested)
        self.welcome_buttons = QWidget(self)
        welcome = QHBoxLayout(self.welcome_buttons)
        welcome.setContentsMargins(0, 0, 0, 0)
        welcome.addWidget(self.add_server_button)
        welcome.addWidget(self.sandbox_button)
        welcome.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addLayout(header)
        layout.addWidget(self.progress)
        layout.addLayout(self.fields)
        layout.addWidget(self.advice)
        layout.addWidget(self.welcome_buttons)
        layout.addWidget(self.detail)
        layout.addWidget(self.raw_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.raw, 1)
        layout.addStretch(0)
        self.show_ready()

    def show_ready(self) -> None:
        self._show("ready", "Ready for the first plant", "ready")
        self.advice.setText("Fill in the form and press Enter to create the plant.")

    def show_no_server(self) -> None:
        self._show("ready", "Welcome! Which Plant Store server?", "ready")
        self.advice.setText(
            "Add your store's server (its address and access token), or try the built-in "
            "sandbox: a Plant Store on this computer to practise on."
        )
        self.welcome_buttons.setVisible(True)

    def show_waiting(self, plant_id: str) -> None:
        self._show("waiting", f"Sending plant {plant_id}…" if plant_id else "Sending…", "ready")
        self.progress.setVisible(True)
        self.advice.setText("You can keep typing the next plant. Press Esc to stop waiting.")

    def show_report(self, report: "Report") -> None:
        self._show(report.icon, report.title, report.icon)
        for label, value in report.fields:
            value_label = _plain_label(self, selectable=True)
            value_label.setText(value)
            value_label.setAccessibleName(label)
            name_label = QLabel(f"{label}:", self)
            name_label.setBuddy(value_label)
            self.fields.addRow(name_label, value_label)
        self.advice.setText(report.advice)
        self.advice.setVisible(bool(report.advice))
        self.detail.setText(report.detail)
        self.detail.setVisible(True)
        self.raw.setPlainText(report.raw)
        self.raw_toggle.setVisible(bool(report.raw))
        self.raw_toggle.setText(
            "Show the raw answer" if report.icon != "failed" else "Show the error"
        )

    def set_raw_marker(self, raw: bool) -> None:
        """Say plainly that the body was typed by hand, not built by the form."""
        if raw:
            self.detail.setText(f"RAW body, typed by hand · {self.detail.text()}")

    def _show(self, icon: str, title: str, tone: str) -> None:
        self.icon.setPixmap(theme.icon(icon).pixmap(_ICON_SIZE))
        self.icon.setAccessibleName(icon)
        self.title.setText(title)
        palette = self.title.palette()
        if tone == "ready":
            palette.setColor(
                QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.WindowText)
            )
        else:
            palette.setColor(QPalette.ColorRole.WindowText, theme.tone(self, tone))
        self.title.setPalette(palette)
        while self.fields.rowCount():
            self.fields.removeRow(0)
        self.progress.setVisible(False)
        self.welcome_buttons.setVisible(False)
        self.advice.setVisible(True)
        self.detail.setVisible(False)
        self.raw_toggle.setVisible(False)
        self.raw_toggle.setChecked(False)
        self.raw.clear()

    @Slot(bool)
    def _on_raw_toggled(self, shown: bool) -> None:
        self.raw.setVisible(shown)
        self.raw_toggle.setText(f"{'Hide' if shown else 'Show'} {self._raw_noun}")
        self.raw_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
