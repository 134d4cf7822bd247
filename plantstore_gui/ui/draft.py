"""Keeps what is typed in the form on disk as it is typed, and puts it back at start."""

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..core.draft import Draft, load_draft, save_draft
from .background import Background, Done
from .plant_form import PlantForm
from .raw_editor import STARTING_BODY, RawEditor

_SAVE_AFTER_MS = 400


class DraftKeeper(QObject):
    """Saves the form (and the raw body) a moment after each change, off the GUI thread.

    Signals:
        noticed(str): the draft could not be saved.
    """

    noticed = Signal(str)

    def __init__(
        self, path: Path, form: PlantForm, raw: RawEditor, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._path = path
        self._form = form
        self._raw = raw
        self._background = Background(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(_SAVE_AFTER_MS)
        self._timer.timeout.connect(self.save_now)
        for field in form.fields:
            field.edit.textChanged.connect(self._changed)
        raw.editor.textChanged.connect(self._changed)

    def restore(self) -> bool:
        """Put the saved draft back (a small file, read once at start); say if there was one."""
        draft = load_draft(self._path)
        if draft.empty:
            return False
        self._form.id_field.edit.setText(draft.plant_id)
        self._form.name_field.edit.setText(draft.name)
        self._form.tag_field.edit.setText(draft.tag)
        if draft.raw:
            self._raw.editor.setPlainText(draft.raw)
        self._timer.stop()
        return True

    def current(self) -> Draft:
        raw = self._raw.editor.toPlainText()
        return Draft(
            self._form.id_field.edit.text(),
            self._form.name_field.edit.text(),
            self._form.tag_field.edit.text(),
            "" if raw == STARTING_BODY else raw,
        )

    @Slot()
    def _changed(self) -> None:
        self._timer.start()

    @Slot()
    def save_now(self) -> None:
        self._timer.stop()
        draft, path = self.current(), self._path
        self._background.run(lambda: save_draft(path, draft), self._on_saved)

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or self._background.busy

    @Slot(object)
    def _on_saved(self, done: Done) -> None:
        if done.error is not None:
            self.noticed.emit(f"What you typed could not be saved as a draft: {done.error}")

    def save_before_exit(self) -> None:
        """Write the draft now, on this thread: the app is closing, no thread may outlive it."""
        if self._timer.isActive():
            self._timer.stop()
            try:
                save_draft(self._path, self.current())
            except OSError:
                pass  # nothing more can be done while closing; the last saved draft stays
