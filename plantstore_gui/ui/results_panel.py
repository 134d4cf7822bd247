"""The results panel: what came of the last plant sent, plain words first."""

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core.words import isolated
from . import language, theme
from .accessible import announce
from .elided_label import ElidedLabel
from .entry_banner import EntryBanner

if TYPE_CHECKING:
    from ..core.tell import Report

_ICON_SIZE = QSize(40, 40)
_PROBLEMS = frozenset({"rejected", "unexpected", "failed"})
# The busy bar shows only once a plant has waited this long: an answer that comes sooner
# is painted without the bar appearing and going first (Fusion paints it at some cost).
BUSY_BAR_AFTER_MS = 250


def _plain_label(parent: QWidget, *, selectable: bool = False) -> QLabel:
    """A label that shows server text as text: never rich text, never a link."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _in_layout_direction(label: QLabel, line: str) -> str:
    """A line of isolated parts ("HTTP 400 · 13 ms · 65 bytes") read in the direction of
    the label's layout: with no letter of its own between the parts, Qt would lay it out
    left to right, and in Arabic the parts would run from the left."""
    return f"\u200f{line}" if line and label.isRightToLeft() else line  # RLM


class ResultsPanel(QScrollArea):
    """Shows the state of the last request: ready, waiting, or its Report.

    A history entry can be shown in its place (`show_recorded`); what the live request
    comes to meanwhile is kept, and shown again by `show_latest`.

    It takes the height the form beside it sets, and scrolls what does not fit: a long
    answer never makes the top of the window taller, so the history stays where it is.

    Signals:
        add_server_requested(): the user wants to add a server (shown when there is none).
        sandbox_requested(): the user wants to try the built-in sandbox.
        plain_http_allowed(): the user allows the token over plain HTTP for this run.
    """

    add_server_requested = Signal()
    sandbox_requested = Signal()
    plain_http_allowed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Result"))
        self.setMinimumWidth(340)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self._live: Callable[[], None] = self._render_ready
        self._recorded: Report | None = None

        self.banner = EntryBanner(self)
        self.icon = QLabel(self)
        self.icon.setFixedSize(_ICON_SIZE)
        self.title = _plain_label(self)
        self.title.setAccessibleDescription(self.tr("Result title"))
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
        self._busy_bar = QTimer(self)
        self._busy_bar.setSingleShot(True)
        self._busy_bar.setInterval(BUSY_BAR_AFTER_MS)
        self._busy_bar.timeout.connect(self._show_busy_bar)

        self.fields = QFormLayout()
        self.fields.setHorizontalSpacing(16)
        self.fields.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._rows: list[tuple[QLabel, QLabel]] = []  # the fields' name and value labels
        self.advice = _plain_label(self)
        self.advice.setAccessibleDescription(self.tr("What to do"))
        self.detail = _plain_label(self, selectable=True)
        self.detail.setAccessibleDescription(self.tr("Technical detail"))
        small = self.detail.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.detail.setFont(small)

        self._answered = True  # the raw text is the server's answer, else an error
        self.raw_toggle = QToolButton(self)
        self.raw_toggle.setText(self._raw_toggle_text(shown=False))
        self.raw_toggle.setCheckable(True)
        self.raw_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.raw_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.raw_toggle.setAutoRaise(True)
        self.raw_toggle.toggled.connect(self._on_raw_toggled)
        self.raw = QPlainTextEdit(self)
        self.raw.setReadOnly(True)
        language.keep_left_to_right(self.raw)
        self.raw.setAccessibleName(self.tr("Raw answer"))
        self.raw.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.raw.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.raw.setVisible(False)

        self.add_server_button = QPushButton(self.tr("Add a s&erver…"), self)
        self.add_server_button.clicked.connect(self.add_server_requested)
        self.sandbox_button = QPushButton(self.tr("Try the sand&box"), self)
        self.sandbox_button.clicked.connect(self.sandbox_requested)
        self.welcome_buttons = QWidget(self)
        welcome = QHBoxLayout(self.welcome_buttons)
        welcome.setContentsMargins(0, 0, 0, 0)
        welcome.addWidget(self.add_server_button)
        welcome.addWidget(self.sandbox_button)
        welcome.addStretch(1)

        self.plain_http_button = QPushButton(self.tr("Allow plain HTTP for this r&un"), self)
        self.plain_http_button.setAutoDefault(False)
        self.plain_http_button.setToolTip(
            self.tr("Send the token unencrypted to this server until the app closes.")
        )
        self.plain_http_button.clicked.connect(self.plain_http_allowed)

        content = QWidget(self)
        content.setAutoFillBackground(False)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addWidget(self.banner)
        layout.addLayout(header)
        layout.addWidget(self.progress)
        layout.addLayout(self.fields)
        layout.addWidget(self.advice)
        layout.addWidget(self.welcome_buttons)
        layout.addWidget(self.plain_http_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.detail)
        layout.addWidget(self.raw_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.raw, 1)
        layout.addStretch(0)
        self.setWidget(content)
        self.viewport().setAutoFillBackground(False)
        self._render_ready()

    # --- the live request --------------------------------------------------------------

    def show_ready(self) -> None:
        self._set_live(self._render_ready)

    def show_no_server(self, *, after_enter: bool = False, to_choose: int = 0) -> None:
        """No server chosen: welcome, or (`after_enter`) say what to do before sending.

        `to_choose`: how many servers the Server list offers.
        """
        self._set_live(partial(self._render_no_server, after_enter, to_choose))

    def show_waiting(self, plant_id: str, note: str = "") -> None:
        """A plant on its way; `note` says what became of what was typed."""
        self._set_live(partial(self._render_waiting, plant_id, note))

    def show_report(self, report: "Report", *, offer_plain_http: bool = False) -> None:
        """What came of the live request; it is announced to screen readers."""
        self._set_live(partial(self._render_report, report, offer_plain_http))
        announce(self, report.spoken, assertive=report.icon in _PROBLEMS)

    def show_note(self, icon: str, title: str, advice: str) -> None:
        """A short message in place of a result (a setting changed for this run, say)."""
        self._set_live(partial(self._render_note, icon, title, advice))

    def _set_live(self, render: Callable[[], None]) -> None:
        self._live = render
        if self._recorded is None:
            render()

    # --- a recorded entry --------------------------------------------------------------

    @property
    def showing_recorded(self) -> bool:
        return self._recorded is not None

    def show_recorded(self, report: "Report") -> None:
        """A history entry's result in place of the live one, which is kept."""
        self._recorded = report
        self._render_report(report, False)

    def show_latest(self) -> None:
        """The live request again, as it stands now."""
        self._recorded = None
        self._live()

    # --- drawing -------------------------------------------------------------------------

    def _render_ready(self) -> None:
        self.advice.setText(self.tr("Fill in the form and press Enter to create the plant."))
        self._show("ready", self.tr("Ready for the first plant"), "ready")

    def _render_no_server(self, after_enter: bool, to_choose: int) -> None:
        welcome = {self.welcome_buttons: True}
        if after_enter:
            if to_choose:
                advice = self.tr(
                    "The plant was not sent: no server is chosen. Choose one in the Server list "
                    "above, add your store's server, or try the built-in sandbox. What you typed "
                    "stays in the form."
                )
            else:
                advice = self.tr(
                    "The plant was not sent: no server is set up yet. Add your store's server "
                    "(its address and access token), or try the built-in sandbox. What you typed "
                    "stays in the form."
                )
            self.advice.setText(advice)
            self._show("unexpected", self.tr("Choose a server first"), "unexpected", welcome)
        else:
            self.advice.setText(
                self.tr(
                    "Add your store's server (its address and access token), or try the "
                    "built-in sandbox: a Plant Store on this computer to practise on."
                )
            )
            self._show("ready", self.tr("Welcome! Which Plant Store server?"), "ready", welcome)

    def _render_waiting(self, plant_id: str, note: str) -> None:
        if plant_id:
            title = self.tr("Sending plant {id}…").format(id=plant_id)
        else:
            title = self.tr("Sending…")
        if note:
            advice = self.tr("{note} Press Esc to stop waiting.").format(note=note)
        else:
            advice = self.tr("Press Esc to stop waiting.")
        self.advice.setText(advice.strip())
        self._show("waiting", title, "ready")
        self._busy_bar.start()

    def _render_note(self, icon: str, title: str, advice: str) -> None:
        self.advice.setText(advice)
        self._show(icon, title, "ready")

    def _render_report(self, report: "Report", offer_plain_http: bool) -> None:
        self._set_fields(report)
        self.advice.setText(report.advice)
        self.detail.setText(_in_layout_direction(self.detail, report.detail))
        language.align_to_start(self.detail)
        self._answered = report.answered  # else no answer came: a plain error
        self.raw_toggle.setText(self._raw_toggle_text(shown=False))
        shown: dict[QWidget, bool] = {
            self.advice: bool(report.advice),
            self.detail: bool(report.detail),
            self.plain_http_button: offer_plain_http and report.offer_plain_http,
            self.raw_toggle: bool(report.raw),
        }
        self._show(report.icon, report.title, report.icon, shown, rows=len(report.fields))
        self.raw.setPlainText(report.raw)

    def _set_fields(self, report: "Report") -> None:
        """One row a field; the rows already there are filled again rather than made anew
        (a submit's result then lays out no new widgets). `_show` shows them."""
        while len(self._rows) > len(report.fields):
            self._rows.pop()
            self.fields.removeRow(len(self._rows))
        for row, (label, value) in enumerate(report.fields):
            name_label, value_label = self._field_row(row, one_line=label in report.one_line)
            if isinstance(value_label, ElidedLabel):
                value_label.set_full_text(value)
            else:
                value_label.setText(isolated(value))
            language.align_to_start(value_label)
            value_label.setAccessibleDescription(label)  # its name is what it shows
            name_label.setText(self.tr("{label}:", "a field's label").format(label=label))

    def _field_row(self, row: int, *, one_line: bool) -> tuple[QLabel, QLabel]:
        """Row `row`'s name and value labels, the value one of its kind (a new row if
        there was none, or it was of the other kind)."""
        if row < len(self._rows):
            name, value = self._rows[row]
            if isinstance(value, ElidedLabel) == one_line:
                return name, value
            del self._rows[row]
            self.fields.removeRow(row)
        value = ElidedLabel(self) if one_line else _plain_label(self, selectable=True)
        name = QLabel(self)
        name.setBuddy(value)
        self.fields.insertRow(row, name, value)
        self._rows.insert(row, (name, value))
        return name, value

    def _show(
        self,
        icon: str,
        title: str,
        tone: str,
        shown: dict[QWidget, bool] | None = None,
        *,
        rows: int = 0,
    ) -> None:
        """The icon and title, and which of the parts below them show: `shown` (else the
        advice only) and the first `rows` rows of fields. Called once the texts are set,
        and each part changes its visibility at most once: a part shown lays the window
        out again at once, so showing what is hidden again later would lay it out twice."""
        self._busy_bar.stop()
        self.icon.setPixmap(theme.icon(icon).pixmap(_ICON_SIZE))
        self.icon.setAccessibleName(self._icon_name(icon))
        self.title.setText(title)
        palette = self.title.palette()
        if tone == "ready":
            palette.setColor(
                QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.WindowText)
            )
        else:
            palette.setColor(QPalette.ColorRole.WindowText, theme.tone(self, tone))
        self.title.setPalette(palette)
        self.raw_toggle.setChecked(False)
        self.raw.clear()
        wanted = {
            self.progress: False,
            self.welcome_buttons: False,
            self.plain_http_button: False,
            self.advice: True,
            self.detail: False,
            self.raw_toggle: False,
            **(shown or {}),
        }
        for row in range(rows, len(self._rows)):
            self.fields.setRowVisible(row, False)
        for part, visible in sorted(wanted.items(), key=lambda item: item[1]):  # hide first
            part.setVisible(visible)
        for row in range(rows):
            self.fields.setRowVisible(row, True)

    @Slot()
    def _show_busy_bar(self) -> None:
        self.progress.setVisible(True)

    @Slot(bool)
    def _on_raw_toggled(self, shown: bool) -> None:
        self.raw.setVisible(shown)
        self.raw_toggle.setText(self._raw_toggle_text(shown=shown))
        self.raw_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def _raw_toggle_text(self, *, shown: bool) -> str:
        if self._answered:
            return self.tr("Hide the raw answer") if shown else self.tr("Show the raw answer")
        return self.tr("Hide the error") if shown else self.tr("Show the error")

    def _icon_name(self, icon: str) -> str:
        """What a screen reader calls the result's icon ("failed")."""
        names = {
            "ready": self.tr("ready", "the result's icon"),
            "waiting": self.tr("waiting", "the result's icon"),
            "created": self.tr("created", "the result's icon"),
            "rejected": self.tr("rejected", "the result's icon"),
            "unexpected": self.tr("unexpected", "the result's icon"),
            "failed": self.tr("failed", "the result's icon"),
        }
        return names.get(icon, icon)
