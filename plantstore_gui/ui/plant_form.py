"""The New plant form: Id, Name and Tag, checked as the user types."""

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..core.fields import (
    NAME_MAX_LENGTH,
    TAG_MAX_LENGTH,
    IdError,
    name_problem,
    parse_plant_id,
    tag_problem,
    unencodable,
)
from ..core.typing_aids import enter_moves_to
from ..core.words import number
from . import language, theme
from .accessible import FocusRingButton, name_clear_button

if TYPE_CHECKING:
    from ..core.models import NewPlant


_NO_LENGTH_LIMIT = 2**31 - 1  # the largest a QLineEdit takes


class CheckedField(QWidget):
    """A line edit with a line beneath it: a hint, or what is wrong with the text.

    The problem is shown once the field has been edited or a submit was tried, so
    an untouched empty form is not covered in red.
    """

    def __init__(
        self,
        accessible_name: str,
        hint: str,
        check: Callable[[str], str | None],
        parent: QWidget | None = None,
        *,
        beside: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._hint = hint
        self._check = check
        self._touched = False
        self._suggested: str | None = None
        self.warning = ""
        """What `warn` said, instead of the hint, while the text has not changed since."""
        self._shown: tuple[str | None, str, int] | None = None  # problem, hint, palette
        self.edit = QLineEdit(self)
        self.edit.setAccessibleName(accessible_name)
        # Qt keeps only the first 32,767 characters of a longer paste, silently; the
        # check says what is too long instead, so the field keeps all it is given.
        self.edit.setMaxLength(_NO_LENGTH_LIMIT)
        self.edit.setClearButtonEnabled(True)
        name_clear_button(self.edit)
        self.message = QLabel(hint, self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.message.setFont(font)
        # Room for two lines from the start: a long message ("A name can be at most 200
        # characters long; this one has 205.") wraps into it instead of moving the
        # history below the form down and up again as the user types.
        self.message.setMinimumHeight(2 * self.message.fontMetrics().lineSpacing())
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        if beside is None:
            layout.addWidget(self.edit)
        else:
            row = QHBoxLayout()
            row.setSpacing(theme.SPACING)
            row.addWidget(self.edit, 1)
            row.addWidget(beside)
            layout.addLayout(row)
        layout.addWidget(self.message)
        self.edit.textEdited.connect(self._on_edited)
        self.edit.textChanged.connect(self._drop_warning)
        self._show(None)

    @property
    def problem(self) -> str | None:
        text = self.edit.text()
        if _length_in_qt(self.edit) != len(text.encode("utf-16-le")) // 2:
            # PySide drops an unpaired surrogate on the way to Python: what we were
            # given is not what the field shows, so it must not be sent.
            return unencodable()
        return self._check(text)

    def validate(self) -> bool:
        """Show what is wrong, even if untouched; say whether the text is fine."""
        self._touched = True
        problem = self.problem
        self._show(problem)
        return problem is None

    def validate_quietly(self) -> None:
        """Show the current problem only if the field has been touched."""
        self._show(self.problem)

    def reset(self) -> None:
        self.edit.clear()
        self._suggested = None
        self._touched = False
        self._show(None)

    def warn(self, warning: str) -> None:
        """Say `warning` (a whole sentence) where the hint is, until the text changes: the
        text is fine, and the user should know something before sending it."""
        self.warning = warning
        self._show(self.problem)

    def suggest(self, text: str) -> None:
        """Show `text` for the user to take or type over; it is not their typing."""
        self.reset()
        self.edit.setText(text)
        self._suggested = text

    def set_text(self, text: str) -> None:
        """Put back text the user typed before (a draft, a plant not created)."""
        self.edit.setText(text)
        self._suggested = None

    @property
    def typed_text(self) -> str:
        """What the user typed here: "" while the field shows only a suggestion."""
        text = self.edit.text()
        return "" if text == self._suggested else text

    @Slot(str)
    def _on_edited(self, text: str) -> None:
        """Say what is wrong with the text as it is typed; a field emptied to start again
        shows its hint, and "Enter the plant's name" waits for Enter."""
        self._touched = True
        self._show(self.problem if text else None)

    @Slot()
    def _drop_warning(self) -> None:
        if self.warning:
            self.warning = ""
            self._show(self.problem if self.edit.text() else None)

    def _show(self, problem: str | None) -> None:
        hint = self.warning or self._hint
        shown = (problem if problem and self._touched else None, hint, self.palette().cacheKey())
        if shown == self._shown:
            return  # a field cleared again after each plant: nothing to redo
        self._shown = shown
        palette = self.message.palette()
        if problem and self._touched:
            self.message.setText(self.tr("⚠ {problem}").format(problem=problem))
            palette.setColor(QPalette.ColorRole.WindowText, theme.tone(self, "error"))
            self.edit.setAccessibleDescription(problem)
            self.edit.setProperty("invalid", True)
        else:
            said = self.tr("⚠ {problem}").format(problem=hint) if self.warning else hint
            self.message.setText(said)
            colour = theme.tone(self, "unexpected") if self.warning else theme.hint_color(self)
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            self.edit.setAccessibleDescription(hint)
            self.edit.setProperty("invalid", False)
        self.message.setPalette(palette)


def _length_in_qt(edit: QLineEdit) -> int:
    """The field's length in UTF-16 units as Qt holds it, the cursor and selection kept."""
    cursor, start, length = edit.cursorPosition(), edit.selectionStart(), edit.selectionLength()
    blocked = edit.blockSignals(True)
    try:
        edit.end(False)
        total = edit.cursorPosition()
        if length:
            anchor, moved = (start + length, -length) if cursor == start else (start, length)
            edit.setSelection(anchor, moved)
        else:
            edit.setCursorPosition(cursor)
    finally:
        edit.blockSignals(blocked)
    return total


def _id_problem(text: str) -> str | None:
    try:
        parse_plant_id(text)
    except IdError as exc:
        return str(exc)
    return None


class OptionBox(QCheckBox):
    """A check box whose Alt letter turns it on or off and leaves the focus where the
    user is typing (a button's Alt letter would move the focus to it)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut:
            self.click()
            return True
        return super().event(event)


class PlantForm(QGroupBox):
    """Collects a NewPlant. Enter in any field, or the Create button, asks to submit.

    Signals:
        submit_requested(): the user asked to create the plant.
        cancel_requested(): the user asked to stop waiting for the server.
    """

    submit_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("New plant"))
        self.enter_moves_on = True
        """Enter in a field moves to a later empty required field instead of sending."""
        self._just_sent = False  # emptied for the next plant, nothing typed since
        self.next_id_box = OptionBox(self.tr("Sug&gest the next id"))
        self.next_id_box.setToolTip(
            self.tr("After a plant is sent, Id shows the next id that is not taken on this server.")
        )
        self.keep_tag_box = OptionBox(self.tr("Keep for the ne&xt plant"))
        self.keep_tag_box.setToolTip(self.tr("After a plant is sent, Tag keeps its tag."))
        self.keep_tag_box.setAccessibleName(self.tr("Keep the tag for the next plant"))
        # As wide as each other, so that the Id and Tag boxes beside them line up.
        widest = max(self.next_id_box.sizeHint().width(), self.keep_tag_box.sizeHint().width())
        for box in (self.next_id_box, self.keep_tag_box):
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            box.setMinimumWidth(widest)
        self.id_field = CheckedField(
            self.tr("Plant id"),
            self.tr("A whole number, e.g. 1042."),
            _id_problem,
            beside=self.next_id_box,
        )
        name_hint = self.tr("Required, at most {limit} characters.")
        self.name_field = CheckedField(
            self.tr("Plant name"),
            name_hint.format(limit=number(NAME_MAX_LENGTH)),
            name_problem,
        )
        tag_hint = self.tr("Optional: the type of plant, e.g. fern; at most {limit} characters.")
        self.tag_field = CheckedField(
            self.tr("Plant tag"),
            tag_hint.format(limit=number(TAG_MAX_LENGTH)),
            tag_problem,
            beside=self.keep_tag_box,
        )
        self.id_field.edit.setInputMethodHints(Qt.InputMethodHint.ImhFormattedNumbersOnly)
        language.keep_left_to_right(self.id_field.edit)
        self.name_field.edit.setPlaceholderText(self.tr("e.g. Monstera deliciosa"))
        self.tag_field.edit.setPlaceholderText(self.tr("e.g. tropical"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        labels = (self.tr("&Id:"), self.tr("&Name:"), self.tr("&Tag:"))
        for position, (text, field) in enumerate(zip(labels, self.fields, strict=True)):
            label = QLabel(text)
            label.setBuddy(field.edit)
            # Line the label up with the text box, not with the hint beneath it.
            label.setFixedHeight(field.edit.sizeHint().height())
            form.addRow(label, field)
            field.edit.returnPressed.connect(partial(self._on_enter, position))
            field.edit.textEdited.connect(self._on_typed)

        self.create_button = FocusRingButton(theme.icon("created"), self.tr("&Create plant"))
        self.create_button.setDefault(True)
        self.create_button.setToolTip(self.tr("Send the plant to the server (Enter)"))
        self.create_button.clicked.connect(self.submit_requested)
        self.cancel_button = FocusRingButton(self.tr("Stop waiting"))
        self.cancel_button.setToolTip(self.tr("Stop waiting for the server's answer (Esc)"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.create_button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addLayout(buttons)

        # The options come after the buttons: Tab goes from field to field, as typing does.
        QWidget.setTabOrder(self.id_field.edit, self.name_field.edit)
        QWidget.setTabOrder(self.name_field.edit, self.tag_field.edit)
        QWidget.setTabOrder(self.tag_field.edit, self.create_button)
        QWidget.setTabOrder(self.create_button, self.cancel_button)
        QWidget.setTabOrder(self.cancel_button, self.next_id_box)
        QWidget.setTabOrder(self.next_id_box, self.keep_tag_box)

    @property
    def last_focus(self) -> QWidget:
        """The last control of the form in the Tab order."""
        return self.keep_tag_box

    def _on_enter(self, position: int) -> None:
        if self.enter_moves_on:
            required = (self.id_field, self.name_field)
            empty = [f in required and not f.edit.text().strip() for f in self.fields]
            problems = [f.problem is not None for f in self.fields]
            target = enter_moves_to(position, empty, problems)
            if target is not None:
                self.fields[target].edit.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self.submit_requested.emit()

    def typed_texts(self) -> tuple[str, str, str]:
        """What the user typed in Id, Name and Tag, suggestions left out."""
        return (
            self.id_field.typed_text,
            self.name_field.typed_text,
            self.tag_field.typed_text,
        )

    @property
    def fields(self) -> tuple[CheckedField, CheckedField, CheckedField]:
        return (self.id_field, self.name_field, self.tag_field)

    def take_plant(self) -> "NewPlant | None":
        """The plant typed in, or None after showing every problem and focusing the first.

        Enter again on the form just emptied after a send (a second press of a hurried
        Enter) takes nothing and says nothing: there is nothing to correct.
        """
        nothing_new = not any(self.typed_texts()) and not self.name_field.edit.text()
        if self._just_sent and nothing_new:  # a suggested next id alone is no plant
            self.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return None
        results = [field.validate() for field in self.fields]
        for field, ok in zip(self.fields, results, strict=True):
            if not ok:
                field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                field.edit.selectAll()
                return None
        from ..core.models import NewPlant  # loaded by the worker thread meanwhile

        return NewPlant(
            id=parse_plant_id(self.id_field.edit.text()),
            name=self.name_field.edit.text(),
            tag=self.tag_field.edit.text(),
        )

    def holds(self, plant: "NewPlant") -> bool:
        """Whether the fields still show exactly this plant (nothing typed since)."""
        return (
            self.id_field.problem is None
            and parse_plant_id(self.id_field.edit.text()) == plant.id
            and self.name_field.edit.text() == plant.name
            and self.tag_field.edit.text() == (plant.tag or "")
        )

    def focus_first_empty(self) -> None:
        """Put the cursor in the first empty field (Id when all are filled)."""
        empty = [field for field in self.fields if not field.edit.text()]
        (empty[0] if empty else self.id_field).edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear(self) -> None:
        """Empty the form for the next plant and put the cursor in Id."""
        for field in self.fields:
            field.reset()
        self._just_sent = True
        self.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _on_typed(self) -> None:
        self._just_sent = False

    def set_waiting(self, waiting: bool) -> None:
        """While a plant is in flight the form takes the next one: Create plant queues it
        behind the one in flight, as Enter does; Stop waiting is on."""
        self.cancel_button.setEnabled(waiting)
