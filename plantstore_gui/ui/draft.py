"""Keeps what is typed in the form on disk as it is typed, and offers it back at start."""

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..core.draft import Draft, load_draft, save_draft
from .plant_form import PlantForm
from .raw_editor import STARTING_BODY, RawEditor
from .tasks import Done, Reads, Tasks

_SAVE_AFTER_MS = 400


class DraftBanner(QFrame):
    """ "Restored what you were typing" with Keep and Discard, above the form."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Restored draft"))
        text = QLabel(self.tr("Restored what you were typing when the app closed."))
        text.setWordWrap(True)
        # Keep has no mnemonic: every letter of it is taken in the window.
        self.keep_button = QPushButton(self.tr("Keep", "button: keep the restored draft"))
        self.discard_button = QPushButton(self.tr("Disc&ard", "button: discard the restored draft"))
        for button in (self.keep_button, self.discard_button):
            button.setAutoDefault(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(text, 1)
        layout.addWidget(self.keep_button)
        layout.addWidget(self.discard_button)
        self.setVisible(False)


class DraftKeeper(QObject):
    """Saves the form (and the raw body) a moment after each change, off the GUI thread.

    A draft comes back only for the server it was typed for, announced by the banner,
    with the id selected so that typing replaces it rather than adding to it.

    Signals:
        noticed(str): the draft could not be saved.
    """

    noticed = Signal(str)

    def __init__(
        self,
        path: Path,
        form: PlantForm,
        raw: RawEditor,
        current_server: Callable[[], str],
        tasks: Tasks,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._path = path
        self._form = form
        self._raw = raw
        self._current_server = current_server
        self._held: Draft | None = None
        self.banner = DraftBanner()
        self._reads = Reads(tasks, self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(_SAVE_AFTER_MS)
        self._timer.timeout.connect(self.save_now)
        for field in form.fields:
            field.edit.textChanged.connect(self._changed)
        raw.editor.textChanged.connect(self._changed)
        self.banner.keep_button.clicked.connect(self.keep)
        self.banner.discard_button.clicked.connect(self.discard)

    def load(self) -> None:
        """Read the saved draft (a small file, once at start) and offer it if it fits."""
        draft = load_draft(self._path)
        if not draft.empty:
            self._held = draft
            self.offer()

    @Slot()
    def offer(self) -> bool:
        """Put the held draft back if it was typed for the current server and the form is
        empty; say whether it was."""
        draft = self._held
        if draft is None or draft.base_url not in ("", self._current_server()):
            return False
        if any(self._form.typed_texts()):
            return False
        self._held = None
        self._form.id_field.set_text(draft.plant_id)
        self._form.name_field.set_text(draft.name)
        self._form.tag_field.set_text(draft.tag)
        if draft.raw:
            self._raw.editor.setPlainText(draft.raw)
        self._timer.stop()
        self._form.id_field.edit.selectAll()
        self._form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.banner.setVisible(True)
        return True

    @Slot()
    def keep(self) -> None:
        """Keep pressed: the draft stays, and the cursor goes back to the form."""
        self.sent()
        self._form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def sent(self) -> None:
        """The plant was sent as it stands, which answers the banner's question; the
        cursor stays where the user typed (the raw editor, say)."""
        self.banner.setVisible(False)

    @Slot()
    def discard(self) -> None:
        self.banner.setVisible(False)
        self._form.clear()
        self._raw.editor.setPlainText(STARTING_BODY)
        self._form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.save_now()

    def current(self) -> Draft:
        raw = self._raw.editor.toPlainText()
        return Draft(
            *self._form.typed_texts(),
            "" if raw == STARTING_BODY else raw,
            self._current_server(),
        )

    @Slot()
    def _changed(self) -> None:
        self._timer.start()

    @Slot()
    def save_now(self) -> None:
        self._timer.stop()
        draft, path = self.current(), self._path
        if draft.empty and self._held is not None:
            return  # a draft for another server is still held: keep it on disk
        self._reads.run(lambda: save_draft(path, draft), self._on_saved)

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or self._reads.busy

    @Slot(object)
    def _on_saved(self, done: Done) -> None:
        if done.error is not None:
            failed = self.tr("What you typed could not be saved as a draft: {error}")
            self.noticed.emit(failed.format(error=done.error))

    def save_before_exit(self) -> None:
        """Write the draft now, on this thread: the app is closing, no thread may outlive it."""
        if self._timer.isActive():
            self._timer.stop()
            try:
                save_draft(self._path, self.current())
            except OSError:
                pass  # nothing more can be done while closing; the last saved draft stays
