"""Help ▸ Keyboard shortcuts: every key of the main window, read from its menus.

The menus are the one table of commands: each action with a key is listed under its
menu, so a key given to a menu item shows here with no second list to keep. The keys
that belong to the form rather than to a menu follow.

Every key is written as Qt writes it in the person's language (QKeySequence's native
text), so a key has one name in the whole list, and kept left to right: in Arabic
"Ctrl+," would otherwise be drawn "+Ctrl,".
"""

from PySide6.QtCore import (
    QCoreApplication,
    QKeyCombination,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Slot,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import language

_NATIVE = QKeySequence.SequenceFormat.NativeText
# Keys every keyboard has: the printable ones, Esc to Page Down (Tab, Return, the arrows…),
# Shift, Ctrl, Meta and Alt, F1 to F35 and Menu. Qt binds some commands also to keys few
# keyboards have ("Exit", "Open", "Find"): the user would look for a key that is not there.
_KEYBOARD_KEYS = (
    range(Qt.Key.Key_Escape.value),
    range(Qt.Key.Key_Escape.value, Qt.Key.Key_PageDown.value + 1),
    range(Qt.Key.Key_Shift.value, Qt.Key.Key_Alt.value + 1),
    range(Qt.Key.Key_F1.value, Qt.Key.Key_F35.value + 1),
    range(Qt.Key.Key_Menu.value, Qt.Key.Key_Menu.value + 1),
)


def _plain(text: str) -> str:
    """A menu text as read: "&Create plant" -> "Create plant", "…" kept."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def on_keyboard(sequence: QKeySequence) -> bool:
    """Whether every key of `sequence` is one a keyboard has (Ctrl+Q, not Exit)."""
    keys = [sequence[i].key().value for i in range(sequence.count())]  # type: ignore[index]
    return bool(keys) and all(any(key in span for span in _KEYBOARD_KEYS) for key in keys)


def key_text(*keys: QKeySequence | Qt.Key | QKeyCombination) -> str:
    """Keys as Qt writes them in the person's language, each kept left to right, joined
    by "or": "Ctrl+Return", "Strg+Umschalt+V", "Tab or Shift+Tab"."""
    written = [language.left_to_right(QKeySequence(key).toString(_NATIVE)) for key in keys]
    return QCoreApplication.translate("Shortcuts", " or ", "between two keys").join(written)


def _keys(action: QAction) -> str:
    return key_text(*(key for key in action.shortcuts() if on_keyboard(key)))


def menu_keys(menu_bar: QMenuBar) -> list[tuple[str, list[tuple[str, str]]]]:
    """For each menu, in order: its title and (keys, command) for each item with a key."""
    found: list[tuple[str, list[tuple[str, str]]]] = []

    def walk(menu: QMenu, rows: list[tuple[str, str]]) -> None:
        for action in menu.actions():
            if (submenu := action.menu()) is not None and isinstance(submenu, QMenu):
                walk(submenu, rows)
            elif not action.isSeparator() and any(map(on_keyboard, action.shortcuts())):
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
    shift_tab = QKeyCombination(Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Tab)
    return [
        (
            key_text(Qt.Key.Key_Return),
            translate(
                "Shortcuts",
                "Send the plant; with the typing aids on, first move to an empty required field.",
            ),
        ),
        (
            key_text(Qt.Key.Key_Tab, shift_tab),
            translate("Shortcuts", "Move to the next or the previous field."),
        ),
        (
            key_text(Qt.Key.Key_Tab, Qt.Key.Key_Return),
            translate("Shortcuts", "In the Tag field, with a tag offered: take that tag."),
        ),
        (
            key_text(Qt.Key.Key_Alt),
            translate(
                "Shortcuts",
                "Held with the underlined letter of a field or a button: go to that field "
                "or press that button.",
            ),
        ),
        (
            key_text(Qt.Key.Key_Escape),
            translate(
                "Shortcuts",
                "In a dialog or a batch window: close it; a batch still sending asks first.",
            ),
        ),
    ]


class _WrappingDelegate(QStyledItemDelegate):
    """Descriptions as tall as their lines wrapped at their column's width.

    A tree view asks a row's height with no width, so Qt reckons a description on one
    line and cuts it off with "…" (seen in German, "…zuerst zu einem leere…"). The keys
    column keeps its one line and sets its own width.
    """

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        if index.column() == 0:
            return super().sizeHint(option, index)
        sized = QStyleOptionViewItem(option)
        # Qt wraps only in a valid rectangle: any height will do.
        sized.rect.setSize(QSize(self._tree.columnWidth(index.column()), 1))
        return super().sizeHint(sized, index)


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
                row = QTreeWidgetItem(group, [keys, what])
                for column in (0, 1):  # the keys beside a wrapped description's first line
                    row.setTextAlignment(column, Qt.AlignmentFlag.AlignTop)
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree))
        # A row's height is reckoned once, at the width its column had then: reckon again.
        header.sectionResized.connect(self._wrap_again)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(760, 520)
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _wrap_again(self) -> None:
        self.tree.scheduleDelayedItemsLayout()

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
