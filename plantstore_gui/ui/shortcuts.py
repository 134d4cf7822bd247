"""Help ▸ Keyboard shortcuts: every key of the main window, read from its menus.

The menus are the one table of commands: each action with a key is listed under its
menu, so a key given to a menu item shows here with no second list to keep. The keys
that belong to the form rather than to a menu follow.
"""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


def _plain(text: str) -> str:
    """A menu text as read: "&Create plant" -> "Create plant", "…" kept."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _keys(action: QAction) -> str:
    native = QKeySequence.SequenceFormat.NativeText
    return QCoreApplication.translate("Shortcuts", " or ", "between two keys").join(
        key.toString(native) for key in action.shortcuts()
    )


def menu_keys(menu_bar: QMenuBar) -> list[tuple[str, list[tuple[str, str]]]]:
    """For each menu, in order: its title and (keys, command) for each item with a key."""
    found: list[tuple[str, list[tuple[str, str]]]] = []

    def walk(menu: QMenu, rows: list[tuple[str, str]]) -> None:
        for action in menu.actions():
            if (submenu := action.menu()) is not None and isinstance(submenu, QMenu):
                walk(submenu, rows)
            elif not action.isSeparator() and action.shortcuts():
                rows.append((_keys(action), _plain(action.text())))

    for action in menu_bar.actions():
        if isinstance(menu := action.menu(), QMenu):
            rows: list[tuple[str, str]] = []
            walk(menu, rows)
            if rows:
                found.append((_plain(action.text()), rows))
    return found


def form_keys() -> list[tuple[str, str]]:
    """The keys of the form and of every window, which no menu item carries."""
    translate = QCoreApplication.translate
    return [
        (
            translate("Shortcuts", "Enter"),
            translate(
                "Shortcuts",
                "Send the plant; with the typing aids on, first move to an empty required field.",
            ),
        ),
        (
            translate("Shortcuts", "Tab, Shift+Tab"),
            translate("Shortcuts", "Move to the next or the previous field."),
        ),
        (
            translate("Shortcuts", "Tab on an offered tag"),
            translate("Shortcuts", "Take the tag offered."),
        ),
        (
            translate("Shortcuts", "Alt and an underlined letter"),
            translate("Shortcuts", "Go to that field or press that button."),
        ),
        (
            translate("Shortcuts", "Esc in a window"),
            translate("Shortcuts", "Close the window; a batch still sending asks first."),
        ),
    ]


class ShortcutsDialog(QDialog):
    """The keys of the main window, by menu, and the form's keys."""

    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)  # a long description wraps, never ends in "…"
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.SingleSelection)
        groups = [*menu_keys(menu_bar), (self.tr("In the form and every window"), form_keys())]
        for title, rows in groups:
            group = QTreeWidgetItem(self.tree, [title])
            group.setFirstColumnSpanned(True)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for keys, what in rows:
                QTreeWidgetItem(group, [keys, what])
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(760, 520)
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what it does) as shown, group titles left out."""
        shown = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            assert group is not None
            for r in range(group.childCount()):
                item = group.child(r)
                assert item is not None
                shown.append((item.text(0), item.text(1)))
        return shown
