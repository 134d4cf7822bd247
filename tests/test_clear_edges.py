"""Check boxes, text fields and progress tracks have edges a person can see, in both themes.

WCAG 1.4.11 asks at least 3:1 between what identifies a control and what is around it.
Measured on the painted window: the outline of the Keep-the-tag check box, of the Tag
field, and of a progress track, against the window's own colour.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QProgressBar, QStyle, QStyleOptionButton, QWidget
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.core.settings import Settings
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.servers import Servers


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    red, green, blue = colour.red(), colour.green(), colour.blue()
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(one: QColor, other: QColor) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def edge_contrast(image: QImage, rect: QRect, background: QColor) -> float:
    """The contrast of a control's outline: the better of its two outermost pixel rings,
    each taken at its median so a corner or a highlight does not decide."""
    best = 0.0
    for inset in (0, 1):
        ring = rect.adjusted(inset, inset, -inset, -inset)
        xs, ys = range(ring.left(), ring.right() + 1), range(ring.top(), ring.bottom() + 1)
        points = [(x, y) for x in xs for y in (ring.top(), ring.bottom())]
        points += [(x, y) for y in ys for x in (ring.left(), ring.right())]
        found = sorted(contrast(QColor(image.pixel(x, y)), background) for x, y in points)
        best = max(best, found[len(found) // 2])
    return best


def in_window(widget: QWidget, rect: QRect, window: QWidget) -> QRect:
    return rect.translated(widget.mapTo(window, QPoint(0, 0)))


@pytest.fixture(params=["dark", "light"])
def themed(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[MainWindow]:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    window = build_window(servers, None, settings=Settings(theme=request.param))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        yield window
    finally:
        window.themes.apply("system")
        window.close()


def test_check_boxes_fields_and_progress_tracks_have_edges_of_3_to_1(
    qtbot: QtBot, themed: MainWindow
) -> None:
    window = themed
    track = QProgressBar(window.results)  # as the batch and the Result tab show one
    track.setTextVisible(False)
    track.setGeometry(20, 20, 200, 16)
    track.show()
    image = window.grab().toImage()
    background = window.palette().color(window.backgroundRole())

    box = window.form.keep_tag_box
    option = QStyleOptionButton()
    option.initFrom(box)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    field = window.form.tag_field.edit
    measured = {
        "check box": edge_contrast(image, in_window(box, indicator, window), background),
        "text field": edge_contrast(image, in_window(field, field.rect(), window), background),
        "progress track": edge_contrast(image, in_window(track, track.rect(), window), background),
    }
    assert all(ratio >= 3.0 for ratio in measured.values()), measured
