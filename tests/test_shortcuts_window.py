"""Help ▸ Keyboard shortcuts lists every key the main window answers, read from its menus.

Each row is read whole at the list's own size, in every language; each key is named as
Qt names it (one name per key, only keys a keyboard has), left to right in Arabic too.
"""

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QMenuBar,
    QStyle,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
)
from pytestqt.qtbot import QtBot
from test_bidi import visual_x
from test_window import open_window

from plantstore_gui.core.journal import History
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.shortcuts import ShortcutsDialog

LRI, PDI = "\u2066", "\u2069"
NATIVE = QKeySequence.SequenceFormat.NativeText
K = Qt.Key
# Keys a keyboard has besides the printable ones (Qt binds Quit also to "Exit", a key few
# keyboards have).
NAMED_KEYS = {
    K.Key_Escape, K.Key_Tab, K.Key_Backtab, K.Key_Return, K.Key_Enter, K.Key_Alt,
    *(K(K.Key_F1.value + n) for n in range(12)),
}  # fmt: skip


def on_keyboard(sequence: QKeySequence) -> bool:
    keys = [sequence[i].key() for i in range(sequence.count())]
    return bool(keys) and all(key.value < K.Key_Escape.value or key in NAMED_KEYS for key in keys)


def test_every_menu_key_is_listed_and_esc_closes_the_list(
    qtbot: QtBot, sandbox: SandboxServer, history: History
) -> None:
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    try:
        qtbot.keyClick(window.form.id_field.edit, Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: window.findChild(ShortcutsDialog) is not None)
        dialog = window.findChild(ShortcutsDialog)
        assert dialog is not None and dialog.isVisible()
        shown = dialog.rows()
        native = NATIVE
        todo = [a.menu() for a in window.menuBar().actions()]
        expected = []
        while todo:
            menu = todo.pop()
            if not isinstance(menu, QMenu):
                continue
            for action in menu.actions():
                if action.menu() is not None:
                    todo.append(action.menu())
                elif action.shortcuts():
                    keys = action.shortcuts()[0].toString(native)
                    expected.append((keys, action.text().replace("&", "")))
        assert len(expected) >= 10
        for keys, what in expected:
            assert any(k.startswith(keys) and w == what for k, w in shown), (keys, what)
        assert ("Ctrl+D", "Copy the last plant") in shown
        assert any(keys == "Return" for keys, _ in shown)  # the form's own keys too
        qtbot.keyClick(dialog.tree, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.findChild(ShortcutsDialog) is None, timeout=5000)
    finally:
        window.close()


def shortcuts_dialog(qtbot: QtBot, window: MainWindow) -> ShortcutsDialog:
    """The list as F1 opens it, at its own size, laid out."""
    window.show_shortcuts()
    dialog = window.shortcuts_dialog
    qtbot.waitExposed(dialog)
    QApplication.processEvents()  # the rows' deferred layout
    return dialog


def cells(tree: QTreeWidget) -> list[tuple[QTreeWidgetItem, int]]:
    """Every cell with text: each group's title and each row's keys and description."""
    found: list[tuple[QTreeWidgetItem, int]] = []
    for g in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(g)
        assert group is not None
        found.append((group, 0))
        for r in range(group.childCount()):
            row = group.child(r)
            assert row is not None
            found += [(row, 0), (row, 1)]
    return found


def cut_off(tree: QTreeWidget, item: QTreeWidgetItem, column: int) -> bool:
    """Whether the view draws less than all of the cell's text: its lines, wrapped as the
    style wraps them (QCommonStyle: the text rectangle less a margin each side), are taller
    than the cell, or a word is wider than it (Qt then ends the line with "…")."""
    index = tree.indexFromItem(item, column)
    option = QStyleOptionViewItem()
    tree.itemDelegate().initStyleOption(option, index)  # type: ignore[attr-defined]
    option.rect = tree.visualRect(index)
    if item.isFirstColumnSpanned():
        option.rect.setRight(tree.viewport().width())
    if tree.wordWrap():
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    style = tree.style()
    text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, tree)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, tree) + 1
    width = text_rect.width() - 2 * margin
    layout = QTextLayout(item.text(column), option.font)
    wrap = QTextOption()
    wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(wrap)
    layout.beginLayout()
    height, widest = 0.0, 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        height += line.height()
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return height > text_rect.height() + 0.5 or widest > width + 0.5


@pytest.mark.parametrize("code", ["en", "de", "es", "ar"])
def test_every_row_is_read_whole_at_the_list_s_own_size(
    speaking: Callable[[str], object],
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    code: str,
) -> None:
    speaking(code)
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    try:
        tree = shortcuts_dialog(qtbot, window).tree
        cut = [item.text(column) for item, column in cells(tree) if cut_off(tree, item, column)]
        assert not cut, cut  # German: "…zuerst zu einem leere…"
    finally:
        window.close()


@pytest.mark.parametrize("code", ["en", "de", "es", "ar"])
def test_each_key_has_one_name_qt_s_own_and_is_on_the_keyboard(
    speaking: Callable[[str], object],
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
    code: str,
) -> None:
    speaking(code)
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    try:
        rows = shortcuts_dialog(qtbot, window).rows()
        either = QCoreApplication.translate("Shortcuts", " or ", "between two keys")
        for keys, what in rows:
            for written in keys.split(either):
                plain = written.removeprefix(LRI).removesuffix(PDI)
                sequence = QKeySequence.fromString(plain, NATIVE)
                assert sequence.toString(NATIVE) == plain, (keys, what)  # not "Eingabetaste"
                assert on_keyboard(sequence), (keys, what)  # not "Exit"
        shown = [keys.removeprefix(LRI).removesuffix(PDI) for keys, _ in rows]
        # Create plant's Ctrl+Return and the form's own send key: Return, written alike.
        assert QKeySequence("Ctrl+Return").toString(NATIVE) in shown
        assert QKeySequence(Qt.Key.Key_Return).toString(NATIVE) in shown
        assert QKeySequence("Ctrl+Q").toString(NATIVE) in shown  # alone, no "or Exit"
    finally:
        window.close()


def test_a_key_reads_left_to_right_in_arabic(
    speaking: Callable[[str], object],
    qtbot: QtBot,
    sandbox: SandboxServer,
    history: History,
) -> None:
    speaking("ar")
    window = open_window(qtbot, sandbox.base_url, sandbox.token, history)
    try:
        rows = shortcuts_dialog(qtbot, window).rows()
        manage = QKeySequence("Ctrl+,").toString(NATIVE)
        keys = next(keys for keys, _ in rows if manage in keys)
        rtl = Qt.LayoutDirection.RightToLeft
        start = keys.index(manage)
        # Drawn as written, "Ctrl+," from left to right (it was "+Ctrl,"): the "t" left of
        # the "+", the "+" left of the ",". (The start of a run has two places; not used.)
        t, plus, comma = (start + i for i in (1, len(manage) - 2, len(manage) - 1))
        assert visual_x(keys, t, rtl) < visual_x(keys, plus, rtl) < visual_x(keys, comma, rtl)
    finally:
        window.close()


def test_a_key_few_keyboards_have_is_left_out(qtbot: QtBot) -> None:
    """Under X11 Qt binds Quit to Ctrl+Q and to "Exit", a key the user will not find."""
    bar = QMenuBar()
    qtbot.addWidget(bar)
    quit_action = bar.addMenu("&File").addAction("&Quit")
    quit_action.setShortcuts([QKeySequence("Ctrl+Q"), QKeySequence(Qt.Key.Key_Exit)])
    bar.addMenu("&Help").addAction("&Reload").setShortcut(QKeySequence(Qt.Key.Key_Reload))
    dialog = ShortcutsDialog(bar)
    qtbot.addWidget(dialog)
    assert (QKeySequence("Ctrl+Q").toString(NATIVE), "Quit") in dialog.rows()  # no "or Exit"
    assert "Reload" not in [what for _, what in dialog.rows()]  # only a key few have
