"""The settings chosen in the main window: applied at once, saved off the GUI thread.

The theme, sending the outbox on its own, the typing aids and the form's two options
take effect as they are chosen; a language is only remembered, for the next start.
Each change is written to the settings file in the background.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSize, Signal, Slot

from ..core.settings import Settings, save_settings
from .tasks import Done, Reads, Tasks

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from .form_aids import FormAids
    from .outbox import Outbox
    from .theme import ThemeSwitcher


class PreferencesHost(Protocol):
    """What the settings act on in the window: its theme, outbox and typing aids."""

    themes: ThemeSwitcher
    outbox: Outbox
    aids: FormAids
    copy_last_action: QAction


class Preferences(QObject):
    """The window's settings as chosen so far; each change applied, then saved.

    Attributes:
        settings: what is chosen now (the language: the one for the next start).

    Signals:
        noticed(str): a setting could not be saved; the message says why.
    """

    noticed = Signal(str)

    def __init__(
        self,
        window: PreferencesHost,
        settings: Settings,
        settings_file: Path | None,
        tasks: Tasks,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._window = window
        self.settings = settings
        self._settings_file = settings_file
        self._reads = Reads(tasks, self)

    def set_theme(self, choice: str) -> None:
        if choice != self._window.themes.choice:
            self._window.themes.apply(choice)
            self._save(replace(self.settings, theme=choice))

    def set_language(self, choice: str) -> bool:
        """Remember `choice` for the next start; False when it is the one chosen already."""
        if choice == self.settings.language:
            return False
        self._save(replace(self.settings, language=choice))
        return True

    @Slot(bool)
    def set_auto_send(self, automatic: bool) -> None:
        self._window.outbox.set_automatic(automatic)
        self._save(replace(self.settings, auto_send_outbox=automatic))

    @Slot(bool)
    def set_typing_aids(self, enabled: bool) -> None:
        self._window.aids.set_enabled(enabled)
        self._window.copy_last_action.setEnabled(enabled)
        self._save(replace(self.settings, typing_aids=enabled))

    @Slot(bool)
    def set_sounds(self, enabled: bool) -> None:
        self._save(replace(self.settings, sounds=enabled))

    @Slot(bool)
    def set_suggest_next_id(self, checked: bool) -> None:
        self._save(replace(self.settings, suggest_next_id=checked))

    @Slot(bool)
    def set_keep_tag(self, checked: bool) -> None:
        self._save(replace(self.settings, keep_tag=checked))

    @Slot(str)
    def set_label_size(self, key: str) -> None:
        self._save(replace(self.settings, label_size=key))

    @Slot(bool)
    def set_print_labels(self, on: bool) -> None:
        self._save(replace(self.settings, print_labels=on))

    def keep_window_size(self, size: QSize, maximized: bool) -> None:
        """The window is closing: the next start opens it as it is now."""
        width, height = size.width(), size.height()
        self._save(
            replace(
                self.settings, window_width=width, window_height=height, window_maximized=maximized
            )
        )

    def _save(self, chosen: Settings) -> None:
        self.settings = chosen
        if (path := self._settings_file) is not None:
            self._reads.run(lambda: save_settings(path, chosen), self._on_saved)

    @Slot(object)
    def _on_saved(self, done: Done) -> None:
        if done.error is not None:
            failed = QCoreApplication.translate(
                "MainWindow", "The setting could not be saved: {error}"
            )
            self.noticed.emit(failed.format(error=done.error))
