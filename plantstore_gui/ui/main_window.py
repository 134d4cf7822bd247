"""The main window: the server bar above, the New plant form beside the inspector.

The window is painted first with the form (what the user types into at once) and the
places of its other parts; ui/window_parts.py builds those parts, which need the
servers, the journal and the HTTP stack. Until then an Enter that asks to send waits,
and is sent once, when the window is complete.

The window lays its parts out and answers its menus; the work is its collaborators':
sending (ui/submitter.py), following the chosen server (ui/server_follow.py), the
history's links (ui/history_link.py) and the settings (ui/preferences.py).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from .. import APP_NAME, __version__
from ..core.settings import Settings
from . import theme
from .entry_tabs import EntryTabs
from .menus import add_menus
from .notice_bar import NoticeBar
from .plant_form import PlantForm
from .raw_editor import RawEditor
from .server_bar import ServerBar
from .window_page import lay_out_page

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton

    from .batch_launcher import BatchLauncher
    from .batch_window import BatchWindow
    from .contract_view import ContractView
    from .draft import DraftKeeper
    from .exchange_views import RequestView, ResponseView
    from .form_aids import FormAids
    from .history_dock import HistoryDock
    from .history_link import HistoryLink
    from .inspector import Inspector
    from .journeys import Journeys
    from .label_printing import LabelPrinting
    from .outbox import Outbox
    from .outbox_view import OutboxView
    from .preferences import Preferences
    from .profiles_dialog import ProfilesDialog
    from .results_panel import ResultsPanel
    from .server_follow import ServerFollow
    from .servers import Servers
    from .sounds import Sounds
    from .submitter import Submitter
    from .tasks import Tasks


MINIMUM_SIZE = QSize(760, 480)
"""At least this; the layout asks for more when the form, the result or notices need it."""
_WARM_UP_AT_THE_LATEST_MS = 1000  # after showing, should the window never be painted


class MainWindow(QMainWindow):
    """Creates plants on the server chosen in the server bar.

    Args:
        settings: the window's size, theme and options as last chosen.
        token_box: show the token box from the first paint (the server chosen at start
            has no token), so that the form is painted where it stays.
    """

    completed = Signal()
    """The parts are built (`parts_built`): the window does all it can."""

    # Built by ui/window_parts.py, once the window is painted.
    servers: Servers
    follow: ServerFollow
    results: ResultsPanel
    request_view: RequestView
    response_view: ResponseView
    contract_view: ContractView
    outbox_button: QPushButton
    journeys: Journeys
    tasks: Tasks
    aids: FormAids
    inspector: Inspector
    history_dock: HistoryDock
    draft: DraftKeeper | None
    outbox: Outbox
    outbox_view: OutboxView | None
    batches: BatchLauncher
    submitter: Submitter
    history_link: HistoryLink
    labels: LabelPrinting
    preferences: Preferences
    sounds: Sounds
    stop_action: QAction
    copy_last_action: QAction

    def __init__(self, settings: Settings | None = None, *, token_box: bool = False) -> None:
        settings = settings or Settings()
        # The theme first: widgets take their colours from the palette they are born with.
        themes = theme.ThemeSwitcher(settings.theme)
        super().__init__()
        self.themes = themes
        themes.setParent(self)
        self.settings = settings
        self.is_complete = False
        """Whether the window's parts are built (see `parts_built`)."""
        self.after_first_paint: Callable[[], None] = self.warm_up
        """What is done once the window is painted (at the app's start: build the parts)."""
        self._painted = False
        self._enter_waiting: SignalInstance | None = None  # an Enter pressed meanwhile
        self._sheets_waiting: list[Path] = []
        self.restart_requested = False
        """View ▸ Language asked for the app to start again once this window has closed."""
        self.setAcceptDrops(True)
        self.setWindowIcon(theme.icon("plantstore-gui"))
        theme.hold_minimum_size(self)

        self.form = PlantForm()
        self.form.setTitle("")
        self.form.setFlat(True)
        self.form.next_id_box.setChecked(settings.suggest_next_id)
        self.form.keep_tag_box.setChecked(settings.keep_tag)
        self.raw_editor = RawEditor()
        self.mode_tabs = EntryTabs(self.form, self.raw_editor)
        self.server_bar = ServerBar()
        self.server_choice = self.server_bar.choice
        self.manage_button = self.server_bar.manage_button
        self.token_field = self.server_bar.token_field
        self.token_box = self.server_bar.token_box
        self.token_box.setVisible(token_box)
        self.server_status = self.server_bar.status
        self.menus = add_menus(self.menuBar())

        self.notice = NoticeBar()
        page = lay_out_page(self, self.server_bar, self.notice, self.token_box, self.mode_tabs)
        self.left, self.inspector_place, self.history_place = page
        QWidget.setTabOrder(self.form.last_focus, self.token_field.edit)
        QWidget.setTabOrder(self.token_field.edit, self.server_choice)
        QWidget.setTabOrder(self.server_choice, self.manage_button)

        self.form.submit_requested.connect(self.submit)
        self.form.cancel_requested.connect(self.cancel)
        self.raw_editor.submit_requested.connect(self.submit)
        self.token_field.edit.returnPressed.connect(self._token_entered)
        self.setMinimumSize(MINIMUM_SIZE)
        remembered = QSize(settings.window_width, settings.window_height)
        available = self.screen().availableGeometry().size()
        self.resize(theme.opening_size(remembered, available, MINIMUM_SIZE))
        if settings.window_maximized:
            self.setWindowState(Qt.WindowState.WindowMaximized)
        self.form.id_field.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def parts_built(self) -> None:
        """The parts are in place (ui/window_parts.py): do what was asked meanwhile (an
        Enter waiting is sent, once; a sheet is opened), and say the window is complete."""
        self.is_complete = True
        self.history_place.deleteLater()
        if (enter := self._enter_waiting) is not None:
            self._enter_waiting = None
            enter.emit()
        for path in self._sheets_waiting:
            self.open_sheet(path)
        self._sheets_waiting.clear()
        self.completed.emit()

    @Slot(str)
    def _show_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 4000)

    # --- sending one plant (the Submitter does it) ------------------------------

    @Slot()
    def submit(self) -> None:
        """Check the form and send the plant, unless one is already on its way.

        Before the window is complete, the Enter (or the click) waits: it is sent once
        the parts are built, once however often it was pressed meanwhile.
        """
        if not self.is_complete:
            asked = self.raw_editor if self.sender() is self.raw_editor else self.form
            self._enter_waiting = asked.submit_requested
            return
        self.submitter.submit()

    @Slot()
    def _token_entered(self) -> None:
        """Enter in the token box before the window is complete: taken once it is."""
        if not self.is_complete:
            self._enter_waiting = self.token_field.edit.returnPressed

    @Slot()
    def cancel(self) -> None:
        """Stop waiting for the server."""
        if self.is_complete:
            self.submitter.cancel()

    # --- servers, notices, the outbox --------------------------------------------

    def show_notice(self, message: str) -> None:
        """Tell the user something about their servers, the journal or the keyring."""
        self.notice.show_message(message)

    @Slot()
    def manage_servers(self) -> None:
        """Open the Manage servers dialog (modal); the window follows what changes."""
        self.follow.manage_servers()

    @property
    def manage_dialog(self) -> ProfilesDialog | None:
        return self.follow.dialog

    @Slot()
    def open_sandbox(self) -> None:
        self.follow.open_sandbox()

    @Slot()
    def show_outbox(self) -> None:
        """Open the outbox window (one per app), or bring it forward."""
        from .outbox_view import OutboxView

        if self.outbox_view is None:
            desk, tasks = self.journeys.desk, self.journeys.tasks
            self.outbox_view = OutboxView(desk, tasks, self.outbox, self.servers, self)
            self.outbox_view.finished.connect(self.history_dock.reload)
        self.outbox_view.show()
        self.outbox_view.raise_()
        self.outbox_view.activateWindow()

    @Slot(bool)
    def set_auto_send(self, automatic: bool) -> None:
        self.preferences.set_auto_send(automatic)

    @Slot()
    def set_theme(self) -> None:
        """View ▸ Theme: applied at once, and remembered."""
        if isinstance(action := self.sender(), QAction):
            self.preferences.set_theme(str(action.data()))

    @Slot()
    def set_language(self) -> None:
        """View ▸ Language: remembered, and spoken from the next start, which is offered."""
        action = self.sender()
        if not isinstance(action, QAction) or not self.preferences.set_language(str(action.data())):
            return
        current = self.servers.current
        if current is not None and self.servers.is_sandbox(current.id):
            question = self.tr(
                "The new language is used from the next start. Restart now? The sandbox "
                "starts again empty, and what you typed in the form is not kept."
            )
        else:
            question = self.tr(
                "The new language is used from the next start. Restart now? What you typed in "
                "the form is kept; a token that is not in the system keyring must be typed again."
            )
        from . import ask

        restart = ask.confirm(self, self.tr("Language"), question, self.tr("&Restart now"))
        if restart:
            self.restart_requested = True
            if not self.close():
                self.restart_requested = False

    # --- typing aids -------------------------------------------------------------------

    @Slot()
    def copy_last_plant(self) -> None:
        """File ▸ Copy the last plant: the form takes its name and tag, with the next id."""
        if not self.aids.enabled:
            return
        self.mode_tabs.setCurrentWidget(self.form)
        if not self.aids.copy_last():
            self._show_status(self.tr("No plant has been sent to this server from the form yet."))

    @Slot(bool)
    def set_typing_aids(self, enabled: bool) -> None:
        """File ▸ Typing aids: all of them on or off at once, remembered."""
        self.preferences.set_typing_aids(enabled)

    # --- view ----------------------------------------------------------------------

    @Slot()
    def show_inspector_page(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.inspector.setCurrentIndex(int(action.data()))

    @Slot()
    def find_in_history(self) -> None:
        self.history_dock.show()
        self.history_dock.panel.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.history_dock.panel.search.selectAll()

    @Slot()
    def show_about(self) -> None:
        title = self.tr("About {app_name}").format(app_name=APP_NAME)
        text = self.tr("{app_name} {version}\n\nCreates plants in a Plant Store server.")
        QMessageBox.about(self, title, text.format(app_name=APP_NAME, version=__version__))

    @Slot()
    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts: every key, read from the menus."""
        from .shortcuts import ShortcutsDialog

        self.shortcuts_dialog = ShortcutsDialog(self.menuBar(), self)
        self.shortcuts_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.shortcuts_dialog.show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Should no paint come (a window that starts minimised), go on all the same.
        QTimer.singleShot(_WARM_UP_AT_THE_LATEST_MS, self._on_painted)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            QTimer.singleShot(0, self._on_painted)  # once this paint is done

    @Slot()
    def _on_painted(self) -> None:
        """Once the window is on screen (a timer queued when it is shown fires before
        its first paint): `after_first_paint`, which imports pydantic and httpx."""
        if self._painted:
            return
        self._painted = True
        self.after_first_paint()

    def warm_up(self) -> None:
        """Get sending ready, the window being complete."""
        self.journeys.warm_up()
        # What start-up made lives as long as the app: keep it out of the garbage
        # collector's full passes, which otherwise stall the GUI thread for tens of ms.
        gc.freeze()

    # --- batches -------------------------------------------------------------------

    def open_sheet(self, path: Path) -> None:
        """Read a CSV or TSV file off the GUI thread, then show it in a batch window
        (once the window is complete)."""
        if not self.is_complete:
            self._sheets_waiting.append(path)
            return
        self.batches.open_sheet(path)

    @Slot()
    def paste_rows(self) -> None:
        self.batches.paste_rows()

    @property
    def batch_window(self) -> BatchWindow | None:
        return self.batches.window

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        from .batch_launcher import sheet_in

        if sheet_in(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        from .batch_launcher import sheet_in

        if (path := sheet_in(event.mimeData())) is not None:
            self.open_sheet(path)
            event.acceptProposedAction()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before stopping a running batch; then stop every thread, in order."""
        if not self.is_complete:  # closed at once: nothing has started yet
            self.themes.stop()
            event.accept()
            return
        if not self.batches.may_quit():
            event.ignore()
            return
        self.batches.stop_all()
        size = self.normalGeometry().size() if self.isMaximized() else self.size()
        self.preferences.keep_window_size(size, self.isMaximized())
        if self.draft is not None:
            self.draft.save_before_exit()
        self.journeys.shutdown()
        self.servers.close()
        self.themes.stop()
        event.accept()
