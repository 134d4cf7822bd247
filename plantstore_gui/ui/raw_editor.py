"""Raw mode: a JSON body typed by hand, checked as it is typed, sent as it is."""

import json

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from . import language, theme

STARTING_BODY = '{\n  "id": 1,\n  "name": "Fern",\n  "tag": "indoor"\n}\n'


def syntax_problem(text: str) -> str | None:
    """Where the text stops being JSON, in words; None when it is JSON."""
    translate = QCoreApplication.translate
    try:
        json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        return translate(
            "RawEditor", "Not valid JSON: {problem} (line {line}, column {column})."
        ).format(problem=exc.msg, line=exc.lineno, column=exc.colno)
    except ValueError as exc:
        return translate("RawEditor", "Not valid JSON: {problem}.").format(problem=exc)
    except RecursionError:
        return translate("RawEditor", "Not valid JSON: nested too deeply.")
    return None


def _refuse_constant(name: str) -> None:
    raise ValueError(
        QCoreApplication.translate("RawEditor", "{name} is not a JSON value").format(name=name)
    )


class RawEditor(QWidget):
    """The body to send as typed: bodies the form would refuse are allowed on purpose.

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
        self.check.setAccessibleDescription(self.tr("JSON check"))
        note = QLabel(
            self.tr(
                "Sent exactly as typed, even when the form would refuse it. Marked RAW in the "
                "history. Ctrl+Return sends."
            )
        )
        note.setWordWrap(True)
        self.send_button = QPushButton(theme.icon("unexpected"), self.tr("Se&nd raw"))
        self.send_button.clicked.connect(self._send)
        row = QHBoxLayout()
        row.addWidget(self.check, 1)
        row.addWidget(self.send_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.editor, 1)
        layout.addLayout(row)
        self.editor.textChanged.connect(self._on_text_changed)
        self._on_text_changed()

    @Slot()
    def _send(self) -> None:
        """The cursor stays in the editor, so the next change is typed at once."""
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)
        self.submit_requested.emit()

    def body(self) -> bytes:
        return self.editor.toPlainText().encode("utf-8", errors="surrogatepass")

    def body_fields(self) -> tuple[str, str]:
        """The id and name in the body, as text, for the history ("" where absent)."""
        try:
            data = json.loads(self.editor.toPlainText())
        except (ValueError, RecursionError):
            return "", ""
        if not isinstance(data, dict):
            return "", ""
        return _text(data.get("id")), _text(data.get("name"))

    @Slot()
    def _on_text_changed(self) -> None:
        problem = syntax_problem(self.editor.toPlainText())
        palette = self.check.palette()
        if problem:
            self.check.setText(
                self.tr("⚠ {problem} It can still be sent, to see what the server says.").format(
                    problem=problem
                )
            )
            palette.setColor(QPalette.ColorRole.WindowText, theme.tone(self, "unexpected"))
        else:
            self.check.setText(self.tr("Valid JSON."))
            palette.setColor(QPalette.ColorRole.WindowText, theme.hint_color(self))
        self.check.setPalette(palette)


def _text(value: object) -> str:
    return "" if value is None else str(value)
