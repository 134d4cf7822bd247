"""The main window as a finished desktop program: keys, size, notices, servers, themes."""

import itertools
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QStackedWidget,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_app import run_cli
from test_window import open_window

from plantstore_gui.app import build_window, parse_args, split_qt_options
from plantstore_gui.core.journal import EntryState, Finish, History, NewEntry
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings, load_settings, save_settings
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.screen import no_screen_message
from plantstore_gui.ui import theme
from plantstore_gui.ui.history_table import STATUS_COLUMN
from plantstore_gui.ui.main_window import MINIMUM_SIZE, MainWindow
from plantstore_gui.ui.notice_bar import LINES_IN_VIEW
from plantstore_gui.ui.servers import Servers

# --- Alt letters ---------------------------------------------------------------------


def alt_letter(text: str) -> str | None:
    """The letter after the first single "&" ("&&" is a literal ampersand)."""
    i = 0
    while (i := text.find("&", i)) != -1 and i + 1 < len(text):
        if text[i + 1] != "&":
            return text[i + 1].lower()
        i += 2
    return None


def pages_of(widget: QWidget, window: QWidget) -> dict[int, QWidget]:
    """For each stack (tab widget) the widget sits in: the page it is on."""
    pages: dict[int, QWidget] = {}
    child: QWidget | None = widget
    while child is not None and child is not window:
        parent = child.parentWidget()
        if isinstance(parent, QStackedWidget):
            pages[id(parent)] = child
        child = parent
    return pages


def letters_in(window: QWidget) -> list[tuple[str, str, dict[int, QWidget]]]:
    """(letter, what the user sees, its pages) for every control with an Alt letter.

    Hidden controls count too (a notice, a banner, the token box shown later), except
    that controls on different pages of one tab widget are never in view together.
    """
    found: list[tuple[str, str, dict[int, QWidget]]] = []

    def add(text: str, widget: QWidget) -> None:
        if (letter := alt_letter(text)) is not None:
            found.append((letter, text, pages_of(widget, window)))

    for widget in window.findChildren(QWidget):
        if widget.window() is not window:
            continue  # a dialog of its own
        if isinstance(widget, QAbstractButton):
            add(widget.text(), widget)
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            add(widget.text(), widget)
        elif isinstance(widget, QGroupBox):
            add(widget.title(), widget)
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                add(widget.tabText(index), widget)
    menu_bar = getattr(window, "menuBar", None)
    if menu_bar is not None:
        for action in menu_bar().actions():
            add(action.text(), menu_bar())
    return found


def clashes(window: QWidget) -> list[str]:
    """Two controls of one window that can be in view together and share an Alt letter."""
    found = []
    for (letter, one, one_pages), (other_letter, two, two_pages) in itertools.combinations(
        letters_in(window), 2
    ):
        apart = any(
            one_pages[stack] is not two_pages[stack] for stack in one_pages.keys() & two_pages
        )
        if letter == other_letter and not apart:
            found.append(f"{one!r} and {two!r} both take Alt+{letter.upper()}")
    return found


def menus_of(window: MainWindow) -> list[QMenu]:
    """Every menu of the menu bar, submenus included."""
    menus: list[QMenu] = []
    todo = [a.menu() for a in window.menuBar().actions()]
    while todo:
        menu = todo.pop()
        if isinstance(menu, QMenu):
            menus.append(menu)
            todo += [a.menu() for a in menu.actions() if a.menu() is not None]
    return menus


@pytest.fixture
def window(qtbot: QtBot, sandbox: SandboxServer, history: History) -> Iterator[MainWindow]:
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    yield window
    window.close()


def test_no_two_controls_of_the_main_window_share_an_alt_letter(window: MainWindow) -> None:
    assert clashes(window) == []


def test_within_each_menu_every_item_has_its_own_alt_letter(window: MainWindow) -> None:
    for menu in menus_of(window):
        letters = [alt_letter(a.text()) for a in menu.actions() if not a.isSeparator()]
        assert None not in letters, f"{menu.title()}: an item has no Alt letter"
        assert len(set(letters)) == len(letters), f"{menu.title()}: {letters}"


@pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")  # offscreen
def test_alt_f_opens_the_file_menu(qtbot: QtBot, window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu) and file_menu.title() == "&File"
    focused = QApplication.focusWidget()
    assert focused is window.form.id_field.edit
    qtbot.keyClick(focused, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(file_menu.isVisible)
    file_menu.close()
    assert not window.history_dock.panel.search.hasFocus()


def test_alt_d_goes_to_the_history_filter(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(window.history_dock.panel.search.hasFocus)


def test_the_outbox_window_has_no_alt_letter_clash(qtbot: QtBot, window: MainWindow) -> None:
    window.show_outbox()
    view = window.outbox_view
    assert view is not None
    qtbot.waitExposed(view)
    assert clashes(view) == []
    view.close()


def test_the_manage_servers_dialog_has_no_alt_letter_clash(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.manage_servers()
    dialog = window.manage_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert clashes(dialog) == []
    dialog.close()


def test_the_batch_window_has_no_alt_letter_clash(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    sheet = tmp_path / "plants.csv"
    sheet.write_text("id,name,tag\n1,Fern,\n", encoding="utf-8")
    window.open_sheet(sheet)
    qtbot.waitUntil(lambda: window.batch_window is not None, timeout=5000)
    batch = window.batch_window
    assert batch is not None
    qtbot.waitExposed(batch)
    assert clashes(batch) == []
    batch.close()


# Not covered yet: with a draft kept from last time, the draft banner's "&Keep" takes
# Alt+K like the inspector's "Copy as curl with the to&ken…", and "D&iscard" Alt+I like
# the form's "&Id:" (ui/draft.py).


# --- size and stretch ----------------------------------------------------------------


def in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def fully_shown(widget: QWidget) -> bool:
    """Not cut by any parent: what the user sees of it is all of it."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_the_window_holds_a_sensible_minimum_size(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(300, 200)
    qtbot.waitUntil(lambda: window.width() >= MINIMUM_SIZE.width())
    assert window.height() >= MINIMUM_SIZE.height()
    for widget in (
        window.form.id_field.edit,
        window.form.tag_field.edit,
        window.form.create_button,
        window.server_choice,
        window.history_dock.panel.search,
        window.history_dock.panel.clear,
    ):
        assert fully_shown(widget), widget.accessibleName() or widget
    table = window.history_dock.panel.table
    assert table.viewport().height() >= 2 * table.verticalHeader().defaultSectionSize()
    dock = in_window(window.history_dock, window)
    assert in_window(window.statusBar(), window).top() >= dock.bottom()


def test_on_a_large_window_the_history_takes_the_extra_height(
    qtbot: QtBot, window: MainWindow
) -> None:
    form = window.form

    def empty_space_in_the_form() -> int:
        return form.create_button.mapTo(form, QPoint(0, 0)).y() - (
            form.tag_field.mapTo(form, QPoint(0, 0)).y() + form.tag_field.height()
        )

    window.resize(960, 640)
    qtbot.waitUntil(lambda: window.height() == 640)
    form_height, dock_height = window.centralWidget().height(), window.history_dock.height()
    gap = empty_space_in_the_form()
    window.resize(1400, 1000)
    qtbot.waitUntil(lambda: window.height() == 1000)
    assert window.centralWidget().height() == form_height
    assert empty_space_in_the_form() == gap
    assert window.history_dock.height() >= dock_height + 300


def test_one_margin_from_the_window_edge_everywhere(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.history_dock.panel
    find_label = panel.search.parentWidget().findChildren(QLabel)[0]
    assert find_label.text() == "Fin&d:"  # Alt+F is the File menu's
    title = window.history_dock.titleBarWidget()
    lefts = {
        "server label": in_window(window.server_bar.findChildren(QLabel)[0], window).left(),
        "form tabs": in_window(window.mode_tabs, window).left(),
        "history title": title.mapTo(window, title.contentsRect().topLeft()).x(),
        "Find label": in_window(find_label, window).left(),
        "Re-send": in_window(panel.resend, window).left(),
    }
    assert set(lefts.values()) == {theme.MARGIN}, lefts
    rights = {
        "Manage servers": in_window(window.manage_button, window).right(),
        "inspector": in_window(window.inspector, window).right(),
        "server filter": in_window(panel.server, window).right(),
        "Clear all": in_window(panel.clear, window).right(),
    }
    assert set(rights.values()) == {window.width() - 1 - theme.MARGIN}, rights


def test_the_filters_stay_put_when_the_first_rows_arrive(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.history_dock.panel
    filters = (panel.search, panel.status, panel.server)
    before = [in_window(widget, window) for widget in filters]
    window.form.id_field.edit.setText("31")
    window.form.name_field.edit.setText("Stable fern")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1 and panel.server.count() == 2)
    assert [in_window(widget, window) for widget in filters] == before


# --- notices -------------------------------------------------------------------------


LONG_NOTICE = (
    "The history at /home/clerk/.local/share/plantstore-gui/history.sqlite3 is damaged "
    "or is not a history file. It was set aside, and a new history was started. Plants "
    "carried over: 3 (waiting or needing a check). Entries that could not be read: 2."
)


KEYRING_NOTICE = (
    "No system keyring was found, so tokens cannot be stored between sessions; a token "
    "you enter is kept for this session only."
)
CHECK_NOTICE = (
    "2 plants were on their way when the app stopped: each may or may not have been "
    "created. Check them on the server; they are under “Needs checking” in the history "
    "and are never sent again on their own."
)


def test_notices_share_one_bar_with_a_count_and_the_history_keeps_its_rows(
    qtbot: QtBot, window: MainWindow
) -> None:
    table = window.history_dock.panel.table
    notices = window.notice
    central = window.centralWidget()

    def settled() -> bool:
        """The bar has its height and the window has laid itself out around it."""
        return (
            notices.height() == notices.sizeHint().height()
            and central.height() == central.minimumHeight()
        )

    window.show_notice(CHECK_NOTICE)
    qtbot.waitUntil(settled)
    one = (notices.height(), table.viewport().height())
    assert not notices.count.isVisible()  # one notice alone is not counted

    window.show_notice("The profiles file could not be read.")
    window.show_notice(KEYRING_NOTICE)
    qtbot.waitUntil(lambda: notices.count.isVisible() and settled())
    # One bar's height, whatever the count: the history keeps every row it showed.
    assert (notices.height(), table.viewport().height()) == one
    assert (notices.count.text(), notices.message.text()) == ("3 of 3", KEYRING_NOTICE)

    # The arrows and the Left and Right keys go through them, round.
    qtbot.mouseClick(notices.previous_button, Qt.MouseButton.LeftButton)
    assert (notices.count.text(), notices.shown()) == (
        "2 of 3",
        "The profiles file could not be read.",
    )
    notices.dismiss_button.setFocus()
    qtbot.keyClick(notices.dismiss_button, Qt.Key.Key_Left)
    assert (notices.count.text(), notices.shown()) == ("1 of 3", CHECK_NOTICE)
    qtbot.keyClick(notices.dismiss_button, Qt.Key.Key_Left)
    assert notices.count.text() == "3 of 3"
    qtbot.keyClick(notices.dismiss_button, Qt.Key.Key_Right)
    assert notices.count.text() == "1 of 3"

    # Each is dismissed on its own; the next takes its place, the focus stays on Dismiss.
    qtbot.keyClick(notices.dismiss_button, Qt.Key.Key_Space)
    assert notices.messages() == ["The profiles file could not be read.", KEYRING_NOTICE]
    assert (notices.count.text(), notices.shown()) == (
        "1 of 2",
        "The profiles file could not be read.",
    )
    assert notices.dismiss_button.hasFocus()
    qtbot.mouseClick(notices.dismiss_button, Qt.MouseButton.LeftButton)
    assert notices.shown() == KEYRING_NOTICE and not notices.count.isVisible()
    assert notices.isVisible()
    qtbot.mouseClick(notices.dismiss_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not notices.isVisible())
    assert window.form.id_field.edit.hasFocus()


def test_notices_never_cut_the_result_panel(qtbot: QtBot, window: MainWindow) -> None:
    window.form.id_field.edit.setText("77")
    window.form.name_field.edit.setText("Notice fern")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.results.title.text() == "Plant 77 created", timeout=5000)
    for number in range(5):
        window.show_notice(f"Notice {number}. {LONG_NOTICE}")
    window.resize(300, 200)  # as small as it goes
    qtbot.waitUntil(lambda: window.width() >= MINIMUM_SIZE.width())
    results = window.results
    qtbot.waitUntil(lambda: fully_shown(results))
    for label in results.findChildren(QLabel):
        if label.isVisible():
            assert fully_shown(label), label.text()
            if label.wordWrap():
                assert label.height() >= label.heightForWidth(label.width()), label.text()
    notices, words = window.notice, window.notice.message
    assert words.height() >= words.heightForWidth(words.width())  # no line lost: they scroll
    assert notices.message_area.height() <= notices.fontMetrics().lineSpacing() * LINES_IN_VIEW
    assert notices.height() < results.height()


# --- the history's Server column and status filter -----------------------------------


def test_the_server_column_tells_servers_on_one_host_apart(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    shop = Profile(name="Shop", base_url=sandbox.base_url)
    servers.add_temporary(shop, sandbox.token)
    servers.select(shop.id)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    with SandboxServer("other-token") as other:
        # Recorded under the same name, on the same host, by a profile since removed.
        entry = history.add(
            NewEntry("Shop", other.base_url, "8", "Back room fern", False, b"{}"), claimed=True
        )
        history.finish(
            entry,
            Finish(EntryState.DONE, "created", "Plant 8 created", 200, None, None, "", True),
        )
        window.form.id_field.edit.setText("9")
        window.form.name_field.edit.setText("Shop fern")
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        panel = window.history_dock.panel
        qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
        shown = {panel.model.text(row, 2): panel.model.text(row, 1) for row in range(2)}
        assert shown == {"9": "Shop", "8": f"127.0.0.1:{other.port}"}
        # Hovering shows the full address.
        tips = {
            panel.model.text(row, 2): panel.model.index(row, 1).data(Qt.ItemDataRole.ToolTipRole)
            for row in range(2)
        }
        assert sandbox.base_url in tips["9"] and other.base_url in tips["8"]
        offered = [panel.server.itemText(i) for i in range(panel.server.count())]
        assert sorted(offered) == sorted(["Every server", "Shop", f"127.0.0.1:{other.port}"])
    window.close()


def test_the_status_filter_is_in_words_with_the_http_code_beside(
    qtbot: QtBot, window: MainWindow
) -> None:
    status = window.history_dock.panel.status
    texts = [status.itemText(i) for i in range(status.count())]
    for words in ("Created (HTTP 200)", "Rejected (HTTP 400)", "Needs checking", "No answer"):
        assert words in texts
    assert "In the outbox" in texts
    for i in range(status.count()):
        code = status.itemData(i)
        if isinstance(code, int) and code > 0:
            assert status.itemText(i).endswith(f"(HTTP {code})")
        assert status.itemText(i)[0].isupper()
    panel = window.history_dock.panel
    for _ in range(3):  # the second is held back (created here), the third refused
        window.form.id_field.edit.setText("12")
        window.form.name_field.edit.setText("Twice fern")
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not window.submitter.waiting, timeout=5000)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2, timeout=5000)
    status.setCurrentIndex(status.findText("Rejected (HTTP 400)"))
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=5000)
    assert panel.model.text(0, STATUS_COLUMN) == "400"


# --- themes --------------------------------------------------------------------------


def app_is_dark() -> bool:
    return theme.is_dark_palette(QApplication.palette())


def theme_actions(window: MainWindow) -> dict[str, QAction]:
    menu = next(m for m in menus_of(window) if m.title() == "&Theme")
    return {a.text(): a for a in menu.actions()}


@pytest.fixture
def themed_window(qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path) -> Iterator[MainWindow]:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Sandbox", base_url=sandbox.base_url)
    servers.add_temporary(profile, sandbox.token)
    servers.select(profile.id)
    settings_file = tmp_path / "settings.json"
    window = build_window(servers, None, settings_file=settings_file, settings=Settings())
    qtbot.addWidget(window)
    window.show()
    try:
        yield window
    finally:
        window.themes.apply("system")
        window.close()


def test_view_theme_switches_at_once_and_is_remembered(
    qtbot: QtBot, themed_window: MainWindow, tmp_path: Path
) -> None:
    window = themed_window
    actions = theme_actions(window)
    assert list(actions) == ["&System", "&Light", "&Dark"]
    assert actions["&System"].isChecked()
    assert not app_is_dark()
    actions["&Dark"].trigger()
    assert app_is_dark()
    qtbot.waitUntil(lambda: theme.is_dark(window.history_dock.panel.table))
    # Words coloured for the light theme (the result's title, the fields' hints) turn
    # light too: nothing is left black on the dark background.
    hint = window.form.id_field.findChildren(QLabel)[0]
    for label in (window.results.title, hint):
        assert label.palette().color(QPalette.ColorRole.WindowText).lightness() > 128
    qtbot.waitUntil(lambda: load_settings(tmp_path / "settings.json").theme == "dark")
    assert actions["&Dark"].isChecked() and not actions["&System"].isChecked()
    actions["&Light"].trigger()
    assert not app_is_dark()
    qtbot.waitUntil(lambda: not theme.is_dark(window.form))
    qtbot.waitUntil(lambda: load_settings(tmp_path / "settings.json").theme == "light")
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] == 1 and saved["auto_send_outbox"] is True


def test_a_remembered_dark_theme_is_there_from_the_first_paint(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, sandbox.base_url, sandbox.token)
    window.close()
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    window = build_window(servers, None, settings=Settings(theme="dark"))
    qtbot.addWidget(window)
    try:
        window.show()
        assert theme_actions(window)["&Dark"].isChecked()
        assert theme.is_dark(window.results)
        text = window.results.title.palette().color(QPalette.ColorRole.WindowText)
        assert text.lightness() > 128  # light words on the dark panel
    finally:
        window.themes.apply("system")
        window.close()


def test_with_system_chosen_the_app_follows_the_system_preference(
    themed_window: MainWindow,
) -> None:
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert app_is_dark()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert not app_is_dark()
    theme_actions(themed_window)["&Light"].trigger()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert not app_is_dark()  # the user chose Light: the system's change is not followed


def test_the_theme_setting_has_a_default_and_refuses_unknown_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "auto_send_outbox": False}), encoding="utf-8")
    assert load_settings(path) == Settings(auto_send_outbox=False, theme="system")
    path.write_text(json.dumps({"version": 1, "theme": "purple"}), encoding="utf-8")
    assert load_settings(path).theme == "system"
    save_settings(path, Settings(theme="dark"))
    assert load_settings(path) == Settings(theme="dark")


# --- Qt's own command-line options ---------------------------------------------------


def test_qt_options_go_to_qt_and_ours_to_us() -> None:
    args = parse_args(["-style", "fusion", "--sandbox", "-reverse", "-platform=offscreen"])
    assert args.sandbox
    assert args.qt_args == ["-style", "fusion", "-reverse", "-platform=offscreen"]
    assert split_qt_options(["--style=fusion", "--", "-reverse"]) == (
        ["--style=fusion"],
        ["--", "-reverse"],
    )


def test_a_qt_option_without_its_value_is_refused_clearly() -> None:
    result = run_cli("-style")
    assert result.returncode == 2
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line == (
        "plantstore-gui: error: Qt's option -style needs a value, for example: -style fusion"
    )


def test_a_mistyped_option_is_still_refused() -> None:
    result = run_cli("--sandbx")
    assert result.returncode == 2
    assert "unrecognized arguments: --sandbx" in result.stderr


def test_a_platform_given_on_the_command_line_needs_no_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    assert no_screen_message([], "plantstore-gui") is not None
    assert no_screen_message(["-platform", "offscreen"], "plantstore-gui") is None
