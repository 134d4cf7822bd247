"""The form's typing aids in the window: tags offered as they are typed, the next id,
the kept tag, and Copy the last plant.

The rules are `core.typing_aids`'; this shows them and keeps them fed. An aid only
fills a field or moves the cursor: a plant still leaves only when the clerk sends it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter

from ..core.desk import Desk
from ..core.typing_aids import LastPlant, TypingMemory
from .plant_form import PlantForm
from .tasks import Done, Reads, Tasks

_TAKE_KEYS = frozenset({Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Enter})
_REREAD_AFTER_MS = 1000


class FormAids(QObject):
    """Fills the form with suggestions for the current server; never sends anything.

    What the history knows of a server is read off the GUI thread when the window
    first turns to it, and again after other parts of the app sent plants (a batch,
    the outbox); until then the aids know only what the form sent in this run.

    Signals:
        noticed(str): the history could not be read for the suggestions.
    """

    noticed = Signal(str)

    def __init__(
        self,
        form: PlantForm,
        desk: Desk,
        tasks: Tasks,
        *,
        enabled: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._form = form
        self._desk = desk
        self._memories: dict[str, TypingMemory] = {}
        self._base_url = ""
        self._taking = False
        self._reads = Reads(tasks, self)
        self._reread = QTimer(self)
        self._reread.setSingleShot(True)
        self._reread.setInterval(_REREAD_AFTER_MS)
        self._reread.timeout.connect(self._read_again)
        self._tags = QStringListModel(self)
        self.completer = QCompleter(self._tags, self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setWidget(form.tag_field.edit)
        popup = self.completer.popup()
        assert popup is not None
        self._popup = popup
        popup.setAccessibleName(self.tr("Tags used before on this server"))
        # After the completer's own filter, so this one sees Tab and Enter first.
        popup.installEventFilter(self)
        form.tag_field.edit.installEventFilter(self)
        self.completer.activated.connect(self._take_tag)
        form.tag_field.edit.textEdited.connect(self._offer_tags)
        form.next_id_box.toggled.connect(self._on_option_toggled)
        form.keep_tag_box.toggled.connect(self._on_option_toggled)
        self.enabled = False
        self.set_enabled(enabled)

    def set_enabled(self, enabled: bool) -> None:
        """All aids on or off: off, the form is the plain empty form it was."""
        self.enabled = enabled
        self._form.enter_moves_on = enabled
        self._form.next_id_box.setVisible(enabled)
        self._form.keep_tag_box.setVisible(enabled)
        if not enabled:
            self._popup.hide()
            for field in self._form.fields:  # what the aids put there goes with them
                if field.edit.text() and not field.typed_text:
                    field.reset()

    @property
    def memory(self) -> TypingMemory | None:
        """What the aids know of the current server (None with no server)."""
        return self._memories.get(self._base_url)

    def follow(self, base_url: str) -> None:
        """The window turned to `base_url` ("" for no server): read what its history knows."""
        self._base_url = base_url
        self._popup.hide()
        if not base_url or base_url in self._memories:
            return
        self._memories[base_url] = TypingMemory(base_url)
        self._read(base_url)

    @Slot()
    def refresh(self) -> None:
        """Plants were sent from elsewhere in the app: read the history again, soon."""
        self._reread.start()

    @Slot()
    def _read_again(self) -> None:
        self._memories = {url: m for url, m in self._memories.items() if url == self._base_url}
        if self._base_url:
            self._read(self._base_url)

    def _read(self, base_url: str) -> None:
        if self._desk.keeps_history:
            self._reads.run(partial(self._desk.typing_memory, base_url), self._on_loaded)

    @Slot(object)
    def _on_loaded(self, done: Done) -> None:
        if done.error is not None:
            failed = self.tr("The history could not be read for the typing suggestions: {error}")
            self.noticed.emit(failed.format(error=done.error))
            return
        loaded: TypingMemory = done.value
        meanwhile = self._memories.get(loaded.base_url)
        if meanwhile is not None:  # what the form sent while the history was read
            loaded.sent |= meanwhile.sent
            loaded.last = meanwhile.last or loaded.last
        self._memories[loaded.base_url] = loaded
        if loaded.base_url == self._base_url and loaded.last is not None:
            if not any(field.edit.text() for field in self._form.fields):
                self._suggest_after(loaded, loaded.last)

    # --- after a plant is sent ---------------------------------------------------------

    def after_send(self, base_url: str, plant: LastPlant) -> None:
        """A plant left the (now empty) form: remember it, and suggest what comes next."""
        memory = self._memories.setdefault(base_url, TypingMemory(base_url))
        memory.remember(plant)
        if base_url == self._base_url:
            self._suggest_after(memory, plant)

    def created(self, base_url: str, tag: str) -> None:
        """The server created a plant with this tag: it is offered first more often."""
        if (memory := self._memories.get(base_url)) is not None:
            memory.count_tag(tag)

    def _suggest_after(self, memory: TypingMemory, plant: LastPlant) -> None:
        if not self.enabled:
            return
        form = self._form
        if form.keep_tag_box.isChecked() and plant.tag and not form.tag_field.edit.text():
            form.tag_field.suggest(plant.tag)
        if form.next_id_box.isChecked() and not form.id_field.edit.text():
            next_id = memory.next_id(plant.plant_id)
            if next_id is not None:
                form.id_field.suggest(str(next_id))
                form.id_field.edit.selectAll()

    @Slot(bool)
    def _on_option_toggled(self, _checked: bool) -> None:
        """An option turned on fills its field at once, as after the next plant would;
        turned off, what it filled goes (what the user typed stays)."""
        form = self._form
        for box, field in ((form.next_id_box, form.id_field), (form.keep_tag_box, form.tag_field)):
            if not box.isChecked() and field.edit.text() and not field.typed_text:
                field.reset()
        memory = self.memory
        if memory is not None and memory.last is not None:
            self._suggest_after(memory, memory.last)

    # --- Copy the last plant -----------------------------------------------------------

    def copy_last(self) -> bool:
        """Fill the form from the last plant sent to this server, with the next id; a
        field holding what the user typed keeps it. False when there is no such plant."""
        memory = self.memory
        last = memory.last if memory is not None else None
        if memory is None or last is None:
            return False
        form = self._form
        for field, text in ((form.name_field, last.name), (form.tag_field, last.tag)):
            if not field.typed_text:
                field.suggest(text)
        edit = form.id_field.edit
        if not form.id_field.typed_text:
            next_id = memory.next_id(last.plant_id)
            form.id_field.suggest("" if next_id is None else str(next_id))
        edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        edit.selectAll()
        return True

    # --- tag completion ----------------------------------------------------------------

    @Slot(str)
    def _offer_tags(self, typed: str) -> None:
        memory = self.memory
        tags = memory.tags_for(typed) if self.enabled and memory is not None else []
        popup = self._popup
        if self._taking or not tags:
            popup.hide()
            return
        self._tags.setStringList(tags)
        self.completer.complete()
        popup.setCurrentIndex(self._tags.index(0))

    @Slot(str)
    def _take_tag(self, tag: str) -> None:
        self._popup.hide()
        edit = self._form.tag_field.edit
        self._taking = True
        try:
            edit.selectAll()
            edit.insert(tag)  # as typing does: Ctrl+Z takes it back
        finally:
            self._taking = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tab or Enter on the offered tag takes it (and sends nothing)."""
        popup = self._popup
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _TAKE_KEYS
            and popup.isVisible()
            and popup.currentIndex().isValid()
        ):
            self._take_tag(str(popup.currentIndex().data()))
            return True
        return super().eventFilter(watched, event)
