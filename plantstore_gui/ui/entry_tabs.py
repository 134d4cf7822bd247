"""The two ways to enter a plant, as tabs: the New plant form and the raw JSON editor.

Whichever way the user picks a tab (a click, Ctrl+Tab, or its Alt letter, even for the
tab already showing) the cursor goes where typing goes: the form's id, or the editor.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtWidgets import QSizePolicy, QTabWidget, QWidget

from . import theme
from .plant_form import PlantForm
from .raw_editor import RawEditor


class EntryTabs(QTabWidget):
    def __init__(self, form: PlantForm, raw_editor: RawEditor, parent: QWidget | None = None):
        super().__init__(parent)
        self._form = form
        self._raw_editor = raw_editor
        self.setAccessibleName(self.tr("How to enter the plant"))
        self.addTab(form, self.tr("New &plant"))
        self.addTab(raw_editor, self.tr("Ra&w JSON"))
        # The form's height sets the tabs' height; the raw editor takes what it gets, so
        # what its check says never moves the history below.
        raw_editor.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        raw_editor.editor.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        theme.keep_tallest_height(form)
        self.currentChanged.connect(self._to_typing_place)
        self.tabBar().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An Alt letter of the tab already showing still puts the cursor in it."""
        if watched is self.tabBar() and event.type() == QEvent.Type.Shortcut:
            self.tabBar().event(event)
            self._to_typing_place()
            return True
        return super().eventFilter(watched, event)

    @Slot()
    def _to_typing_place(self) -> None:
        if self.currentWidget() is self._raw_editor:
            self._raw_editor.editor.setFocus(Qt.FocusReason.TabFocusReason)
        else:
            self._form.id_field.edit.setFocus(Qt.FocusReason.TabFocusReason)
