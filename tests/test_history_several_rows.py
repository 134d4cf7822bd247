"""With several history rows chosen, the buttons that act on one row are off, and each
says why when the pointer rests on it."""

from pytestqt.qtbot import QtBot
from test_history_rows import STILL_ON_ITS_WAY, recorded

from plantstore_gui.core.desk import Desk, HistoryFilter
from plantstore_gui.core.journal import History
from plantstore_gui.ui.history_panel import HistoryPanel

ONE_AT_A_TIME = "Re-send, Mark checked and Delete act on one row at a time: choose just one row."
MARK_CHECKED = "You checked on the server what became of this request: it no longer needs checking."


def test_the_buttons_for_one_row_say_why_they_are_off_while_several_are_chosen(
    qtbot: QtBot, history: History
) -> None:
    for plant_id in (1, 2):
        recorded(history, plant_id)
    desk = Desk(history)
    try:
        rows = desk.history(HistoryFilter()).rows
    finally:
        desk.close()
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.set_rows(rows)
    buttons = (panel.resend, panel.checked, panel.delete)

    panel.table.selectRow(0)
    assert [b.toolTip() for b in buttons] == ["", MARK_CHECKED, STILL_ON_ITS_WAY]
    panel.table.selectAll()
    assert len(panel.selected_rows()) == 2
    assert not any(b.isEnabled() for b in buttons)
    assert [b.toolTip() for b in buttons] == [ONE_AT_A_TIME] * 3
    panel.table.selectRow(1)
    assert [b.toolTip() for b in buttons] == ["", MARK_CHECKED, STILL_ON_ITS_WAY]
