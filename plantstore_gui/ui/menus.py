"""The main window's menu bar: File, View and Help, with their keys."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from .. import APP_NAME
from . import language, theme

if TYPE_CHECKING:
    from ..core.settings import Settings
    from .batch_launcher import BatchLauncher
    from .har_export import HarExporting
    from .inspector import Inspector
    from .label_printing import LabelPrinting
    from .outbox import Outbox
    from .sounds import Sounds


class MenuHost(Protocol):
    """What the menus need of the window they fill: its menu bar, parts and commands."""

    @property
    def batches(self) -> BatchLauncher: ...
    @property
    def outbox(self) -> Outbox: ...
    @property
    def inspector(self) -> Inspector: ...
    @property
    def labels(self) -> LabelPrinting: ...
    @property
    def menus(self) -> tuple[QMenu, QMenu, QMenu]: ...
    @property
    def sounds(self) -> Sounds: ...
    def submit(self) -> None: ...
    def cancel(self) -> None: ...
    def copy_last_plant(self) -> None: ...
    def set_typing_aids(self, enabled: bool) -> None: ...
    def paste_rows(self) -> None: ...
    def show_outbox(self) -> None: ...
    def set_auto_send(self, automatic: bool) -> None: ...
    def manage_servers(self) -> None: ...
    def open_sandbox(self) -> None: ...
    def close(self) -> bool: ...
    def show_inspector_page(self) -> None: ...
    def find_in_history(self) -> None: ...
    def set_theme(self) -> None: ...
    def set_language(self) -> None: ...
    def show_about(self) -> None: ...
    def show_shortcuts(self) -> None: ...


def _themes() -> tuple[tuple[str, str], ...]:
    return (
        ("system", QCoreApplication.translate("Menus", "&System", "theme")),
        ("light", QCoreApplication.translate("Menus", "&Light", "theme")),
        ("dark", QCoreApplication.translate("Menus", "&Dark", "theme")),
    )


def with_mnemonic(text: str, taken: Iterable[str]) -> str:
    """`text` with an Alt letter none of `taken` has: a word's first letter if one is free."""
    used = {letter.lower() for letter in taken}
    starts = [i for i, c in enumerate(text) if c.isalpha() and (i == 0 or text[i - 1] == " ")]
    others = [i for i, c in enumerate(text) if c.isalpha() and i not in starts]
    for i in (*starts, *others):
        if text[i].lower() not in used:
            return f"{text[:i]}&{text[i:]}"
    return text


def _mnemonic(text: str) -> str:
    return text.partition("&")[2][:1].lower()


def add_label_items(menu: QMenu, labels: LabelPrinting, settings: Settings) -> None:
    """File ▸ Print label… and the option to print one for each new plant."""
    print_label = menu.addAction(QCoreApplication.translate("Menus", "P&rint label…"))
    print_label.setShortcut(QKeySequence.StandardKey.Print)
    print_label.setToolTip(
        QCoreApplication.translate(
            "Menus", "Print the label of the plant chosen in the history, or of the last one."
        )
    )
    print_label.triggered.connect(labels.print_label)
    each = menu.addAction(QCoreApplication.translate("Menus", "Print a label for &each new plant"))
    each.setCheckable(True)
    each.setChecked(settings.print_labels)
    each.toggled.connect(labels.set_automatic)


def add_menus(bar: QMenuBar) -> tuple[QMenu, QMenu, QMenu]:
    """File, View and Help, empty until `build_menus` fills them: the bar is painted at
    its height before what its items do is built."""
    return (
        bar.addMenu(QCoreApplication.translate("Menus", "&File")),
        bar.addMenu(QCoreApplication.translate("Menus", "&View")),
        bar.addMenu(QCoreApplication.translate("Menus", "&Help")),
    )


def build_menus(
    window: MenuHost, settings: Settings, har: HarExporting | None = None
) -> tuple[QAction, QAction]:
    """Fill the window's menus (see `add_menus`); the "Stop waiting" action, enabled while
    a plant is sent, and "Copy the last plant", enabled while the typing aids are on.

    Within each menu every item has its own Alt letter (a test checks).
    """
    file_menu, view_menu, help_menu = window.menus
    create = file_menu.addAction(
        theme.icon("created"), QCoreApplication.translate("Menus", "&Create plant")
    )
    create.setShortcut(QKeySequence("Ctrl+Return"))
    create.triggered.connect(window.submit)
    stop = file_menu.addAction(QCoreApplication.translate("Menus", "S&top waiting"))
    stop.setShortcut(QKeySequence(Qt.Key.Key_Escape))
    stop.setEnabled(False)
    stop.triggered.connect(window.cancel)
    copy_last = file_menu.addAction(QCoreApplication.translate("Menus", "Copy the &last plant"))
    copy_last.setShortcut(QKeySequence("Ctrl+D"))
    copy_last.setToolTip(
        QCoreApplication.translate(
            "Menus", "Fill the form from the last plant sent, with the next id."
        )
    )
    copy_last.setEnabled(settings.typing_aids)
    copy_last.triggered.connect(window.copy_last_plant)
    aids = file_menu.addAction(QCoreApplication.translate("Menus", "T&yping aids"))
    aids.setToolTip(
        QCoreApplication.translate(
            "Menus",
            "Offer used tags, move on from a filled field with Enter, and the form's options.",
        )
    )
    aids.setCheckable(True)
    aids.setChecked(settings.typing_aids)
    aids.toggled.connect(window.set_typing_aids)
    file_menu.addSeparator()
    add_label_items(file_menu, window.labels, settings)
    if har is not None:  # File ▸ Export as HAR…, and with the token
        har.add_items(file_menu)
    file_menu.addSeparator()
    open_sheet = file_menu.addAction(
        QCoreApplication.translate("Menus", "Send many plants from a &spreadsheet…")
    )
    open_sheet.setShortcut(QKeySequence.StandardKey.Open)
    open_sheet.triggered.connect(window.batches.choose_file)
    paste_rows = file_menu.addAction(
        QCoreApplication.translate("Menus", "Send many plants from &pasted rows")
    )
    paste_rows.setShortcut(QKeySequence("Ctrl+Shift+V"))
    paste_rows.triggered.connect(window.paste_rows)
    show_outbox = file_menu.addAction(QCoreApplication.translate("Menus", "Show the &outbox…"))
    show_outbox.setShortcut(QKeySequence("Ctrl+Shift+O"))
    show_outbox.triggered.connect(window.show_outbox)
    send_outbox = file_menu.addAction(QCoreApplication.translate("Menus", "Send the outbox &now"))
    send_outbox.triggered.connect(window.outbox.send_now)
    auto = file_menu.addAction(
        QCoreApplication.translate("Menus", "Send the outbox &automatically")
    )
    auto.setCheckable(True)
    auto.setChecked(settings.auto_send_outbox)
    auto.toggled.connect(window.set_auto_send)
    file_menu.addSeparator()
    manage = file_menu.addAction(QCoreApplication.translate("Menus", "&Manage servers…"))
    manage.setShortcut(QKeySequence("Ctrl+,"))
    manage.triggered.connect(window.manage_servers)
    sandbox = file_menu.addAction(QCoreApplication.translate("Menus", "Try the sand&box"))
    sandbox.triggered.connect(window.open_sandbox)
    file_menu.addSeparator()
    quit_action = file_menu.addAction(QCoreApplication.translate("Menus", "&Quit"))
    # Some platforms bind no key to StandardKey.Quit; Ctrl+Q is what users expect.
    quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    quit_action.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    quit_action.triggered.connect(window.close)

    inspector = window.inspector
    find_text = QCoreApplication.translate("Menus", "Find in &history")
    themes_text = QCoreApplication.translate("Menus", "&Theme")
    languages_text = QCoreApplication.translate("Menus", "&Language")
    taken = [_mnemonic(find_text), _mnemonic(themes_text), _mnemonic(languages_text)]
    sounds_text = QCoreApplication.translate("Menus", "S&ounds")
    taken.append(_mnemonic(sounds_text))
    for number, page in enumerate(inspector.pages(), start=1):
        index = inspector.indexOf(page)
        text = with_mnemonic(inspector.tabText(index).replace("&", ""), taken)
        taken.append(text.partition("&")[2][:1])
        show = view_menu.addAction(text)
        show.setShortcut(QKeySequence(f"Ctrl+{number}"))
        show.setData(index)
        show.triggered.connect(window.show_inspector_page)
    view_menu.addSeparator()
    find = view_menu.addAction(find_text)
    find.setShortcut(QKeySequence.StandardKey.Find)
    find.triggered.connect(window.find_in_history)
    view_menu.addSeparator()
    sounds = view_menu.addAction(sounds_text)
    sounds.setToolTip(
        QCoreApplication.translate(
            "Menus",
            "A sound says when a plant is created, not created or put in the outbox, "
            "and when a batch ends.",
        )
    )
    sounds.setCheckable(True)
    sounds.setChecked(window.sounds.enabled)
    sounds.toggled.connect(window.sounds.set_enabled)
    themes = view_menu.addMenu(themes_text)
    group = QActionGroup(themes)
    for value, text in _themes():
        choice = themes.addAction(text)
        choice.setCheckable(True)
        choice.setChecked(value == settings.theme)
        choice.setData(value)
        group.addAction(choice)
        choice.triggered.connect(window.set_theme)
    languages = view_menu.addMenu(languages_text)
    group = QActionGroup(languages)
    chosen = settings.language
    system = QCoreApplication.translate("Menus", "&System language")
    taken = [_mnemonic(system)]
    for code, name in ((language.SYSTEM, system), *language.LANGUAGES):
        if code != language.SYSTEM:
            name = with_mnemonic(name, taken)
            taken.append(_mnemonic(name))
        choice = languages.addAction(name)
        choice.setCheckable(True)
        choice.setChecked(code == chosen)
        choice.setData(code)
        group.addAction(choice)
        choice.triggered.connect(window.set_language)

    about = help_menu.addAction(
        QCoreApplication.translate("Menus", "&About {app}").format(app=APP_NAME)
    )
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(window.show_about)
    keys = help_menu.addAction(QCoreApplication.translate("Menus", "&Keyboard shortcuts"))
    keys.setShortcut(QKeySequence.StandardKey.HelpContents)
    keys.triggered.connect(window.show_shortcuts)
    return stop, copy_last
