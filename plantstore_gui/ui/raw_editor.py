"""Raw mode: a JSON body typed by hand, checked as it is typed (its JSON at once, then
against the contract, off the GUI thread, a moment after typing pauses), sent as it is.
A body past LARGE_BODY characters is not read at each key: its JSON is checked with the
contract's check, after the pause, off the GUI thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.json_syntax import syntax_line, syntax_problem, unchecked_line
from . import language, theme

if TYPE_CHECKING:  # the thread bridge loads after the first paint, which shows this editor
    from ..core.contract import BodyLine
    from .tasks import Done, Reads, Tasks

STARTING_BODY = '{\n  "id": 1,\n  "name": "Fern",\n  "tag": "indoor"\n}\n'
PAUSE_MS = 250  # typing that pauses this long is checked against the contract
CHECK_LINES = 4  # the least height of the check line, in lines of text
LARGE_BODY = 100_000  # characters: past this, reading the body at each key slows typing


class RawEditor(QWidget):
    """The body to send as typed: bodies the form would refuse are allowed on purpose.

    Its check line says at once whether the body is JSON; once `follow_contract` is
    called, and typing pauses, it says what the contract's check of the request says.

    Signals:
        submit_requested(): send the body (the Send raw button, or Ctrl+Return).
    """

    submit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = QPlainTextEdit()
        language.keep_left_to_right(self.editor)
        self.editor.setAccessibleName(self.tr("Raw JSON body"))
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setTabChangesFocus(True)
        self.editor.setPlainText(STARTING_BODY)
        self.check = QLabel()
        self.check.setTextFormat(Qt.TextFormat.PlainText)
        self.check.setWordWrap(True)
        self.check.setAccessibleDescription(self.tr("JSON and contract check of the body"))
        note = QLabel(
            self.tr(
                "Sent exactly as typed, even when the form would refuse it. Marked RAW in the "
                "history. Ctrl+Return sends."
            )
        )
        note.setWordWrap(True)
        self.send_button = QPushButton(theme.icon("unexpected"), self.tr("Se&nd raw"))
        self.send_button.clicked.connect(self._send)
        # The line is as long as the findings it lists: it scrolls within the height the
        # tab gives it rather than push the history down as it grows and shrinks.
        self.check_area = QScrollArea()
        self.check_area.setWidget(self.check)
        self.check_area.setWidgetResizable(True)
        self.check_area.setFrameShape(QFrame.Shape.NoFrame)
        self.check_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.check_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.check.setAutoFillBackground(False)
        self.check.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.check_area.setMinimumHeight(self.check.fontMetrics().lineSpacing() * CHECK_LINES + 8)
        self.check_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        row = QHBoxLayout()
        row.addWidget(self.check_area, 1)
        row.addWidget(self.send_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.editor, 3)
        layout.addLayout(row, 1)
        self._reads: Reads | None = None
        self._document: Callable[[], str | None] = lambda: None
        self._closing: Callable[[], bool] = lambda: False
        self._asked = 0  # checks asked: only the last one's line is shown
        self._not_json = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(PAUSE_MS)
        self._pause.timeout.connect(self._check_contract)
        self.editor.textChanged.connect(self._on_text_changed)
        self._on_text_changed()

    def follow_contract(self, tasks: Tasks, document: Callable[[], str | None]) -> None:
        """Check the body against the chosen server's contract from now on: `document`
        gives its OpenAPI file (None: the built-in contract)."""
        from .tasks import Reads

        # Here, after the first paint: the first viewport() call builds about ninety of
        # PySide's enum classes (13 ms), and the Raw JSON tab is not the one shown first.
        self.check_area.viewport().setAutoFillBackground(False)
        self._reads = Reads(tasks, self)
        self._document = document
        self._closing = lambda: tasks.closing
        self.recheck()

    @property
    def checking(self) -> bool:
        """The body waits for, or is in, its contract check."""
        return self._pause.isActive() or (self._reads is not None and self._reads.busy)

    @Slot()
    def recheck(self) -> None:
        """Check the body again (the chosen server or its document changed)."""
        self._on_text_changed()

    @Slot()
    def _send(self) -> None:
        """The cursor stays in the editor, so the next change is typed at once."""
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)
        self.submit_requested.emit()

    def body(self) -> bytes:
        return self.editor.toPlainText().encode("utf-8", errors="surrogatepass")

    @property
    def large(self) -> bool:
        """The body is too large to read at each key (counted without copying it)."""
        return self.editor.document().characterCount() > LARGE_BODY

    @Slot()
    def _on_text_changed(self) -> None:
        self._asked += 1
        if self.large:
            self._pause.start()  # the line already shown stays until the check's is ready
            return
        problem = syntax_problem(self.editor.toPlainText())
        was_not_json, self._not_json = self._not_json, problem is not None
        if problem:
            self._pause.stop()
            self._show(syntax_line(problem), fails=True)
            return
        if self._reads is None or was_not_json or not self.check.text():
            self._show(unchecked_line(), fails=False)
        if self._reads is not None:
            self._pause.start()  # a line already checked stays until the next one is ready

    @Slot()
    def _check_contract(self) -> None:
        large = self.large
        if self._reads is None:
            if large:  # no reader yet (the first paint): its JSON, here, once typing paused
                problem = syntax_problem(self.editor.toPlainText())
                self._not_json = problem is not None
                line = unchecked_line() if problem is None else syntax_line(problem)
                self._show(line, fails=problem is not None)
            return
        if self._reads.busy:
            self._pause.start()  # one check at a time: this one once the last is done
            return
        asked, text, document, closing = (
            self._asked,
            self.editor.toPlainText(),
            self._document(),
            self._closing,
        )
        self._reads.run(
            lambda: (asked, *_checked(text, document, closing, syntax=large)), self._on_checked
        )

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        if done.error is not None:  # an unforeseen failure: the JSON check's line is left
            self._show(unchecked_line(), fails=False)
            return
        asked, line, not_json = done.value
        if asked == self._asked:
            self._not_json = not_json
            self._show(line.text, fails=line.fails)

    def _show(self, text: str, *, fails: bool) -> None:
        self.check.setText(text)
        palette = self.check.palette()
        tone = theme.tone(self, "unexpected") if fails else theme.hint_color(self)
        palette.setColor(QPalette.ColorRole.WindowText, tone)
        self.check.setPalette(palette)


def _checked(
    text: str, document: str | None, closing: Callable[[], bool], *, syntax: bool
) -> tuple[BodyLine, bool]:
    """The contract's line for the body `text`, on a reader thread: the contract check
    (and the validator it loads) stays off the first paint's path, which shows this
    editor. With `syntax`, its JSON is checked first (a large body's, not read at each
    key). Also whether the body is not JSON."""
    from ..core.contract import BodyLine, body_line

    if syntax and (problem := syntax_problem(text)) is not None:
        return BodyLine(syntax_line(problem), True), True
    body = text.encode("utf-8", errors="surrogatepass")
    return body_line(body, document, closing), False
