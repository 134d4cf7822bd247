"""Edges and focus a person can see: check boxes, radio buttons, text fields, progress tracks.

Qt's Fusion style (the one used where the desktop sets none) outlines them in the
window's colour made a little darker: 1.2:1 against the dark theme's window and 2:1
against the light one, and rings a focused field in 1 px of the highlight colour, 1.4:1
on the dark form. WCAG 1.4.11 asks 3:1 for what identifies a control and for the focus
indicator, so the outline is drawn again, over Fusion's, in a grey that reaches it on
every surface the app paints, and a focused field or check box gets a 2 px ring that
does too. Other styles draw their own edges and are left as they are.

The surfaces are the palette's Window, Base and Button, and its Light: Fusion paints a
tab's page (the form's panel) between Button and Light, a little lighter than the
window in either theme.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QProxyStyle,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

# Where Fusion's grey starts: on the dark window (#2b2b2b) 4.1:1, on the light one
# (#efefef) 4.0:1; made lighter or darker until every surface is passed.
_EDGE_ON_DARK = QColor("#8a8a8a")
_EDGE_ON_LIGHT = QColor("#767676")
# WCAG's least contrast, and a little more: a colour is rounded to whole levels when
# painted, and an edge drawn at half a pixel blends with what is around it.
NON_TEXT = 3.1
TEXT = 4.6
_FOCUS_WIDTH = 2.0


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of an opaque colour."""

    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def contrast(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, from 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def surfaces(palette: QPalette) -> list[QColor]:
    """The colours the app's controls sit on, painted with `palette`."""
    role = QPalette.ColorRole
    return [palette.color(r) for r in (role.Window, role.Base, role.Button, role.Light)]


def reaching(start: QColor, towards: QColor, palette: QPalette, ratio: float) -> QColor:
    """`start`, moved towards `towards` only as far as it takes to reach `ratio` against
    every surface of `palette` (`towards` itself if that never does)."""
    return QColor.fromRgb(_reaching(start.rgb(), towards.rgb(), _surfaces_of(palette), ratio))


_T = TypeVar("_T")
_PALETTES_KEPT = 64  # palettes a memo remembers; a theme has a few
_SURFACES: dict[int, tuple[int, ...]] = {}


def by_palette(memo: dict[int, _T], palette: QPalette, make: Callable[[], _T]) -> _T:
    """`make()` for this palette, worked out once (by QPalette.cacheKey()): what is asked
    at every paint or every field reset is the same for the same colours."""
    key = palette.cacheKey()
    found = memo.get(key)
    if found is None:
        if len(memo) >= _PALETTES_KEPT:
            memo.clear()
        found = memo[key] = make()
    return found


def _surfaces_of(palette: QPalette) -> tuple[int, ...]:
    return by_palette(_SURFACES, palette, lambda: tuple(c.rgb() for c in surfaces(palette)))


@cache  # asked at every paint of every outline, with a few palettes in a run
def _reaching(start: int, towards: int, around: tuple[int, ...], ratio: float) -> int:
    one, other = QColor.fromRgb(start), QColor.fromRgb(towards)
    steps = 64
    for step in range(steps + 1):
        t = step / steps
        mixed = QColor(
            round(one.red() + (other.red() - one.red()) * t),
            round(one.green() + (other.green() - one.green()) * t),
            round(one.blue() + (other.blue() - one.blue()) * t),
        )
        if all(contrast(mixed, QColor.fromRgb(surface)) >= ratio for surface in around):
            return mixed.rgb()
    return towards


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _far_end(palette: QPalette) -> QColor:
    return QColor(Qt.GlobalColor.white if _is_dark(palette) else Qt.GlobalColor.black)


def edge_colour(palette: QPalette) -> QColor:
    """The outline of a control on a window painted with `palette`."""
    start = _EDGE_ON_DARK if _is_dark(palette) else _EDGE_ON_LIGHT
    return reaching(start, _far_end(palette), palette, NON_TEXT)


def focus_colour(palette: QPalette) -> QColor:
    """The ring around the control with the keyboard's focus: the highlight colour,
    lighter (dark theme) or darker until it stands out from every surface."""
    highlight = palette.color(QPalette.ColorRole.Highlight)
    return reaching(highlight, _far_end(palette), palette, NON_TEXT)


_PE = QStyle.PrimitiveElement
_CHECKS = frozenset({_PE.PE_IndicatorCheckBox, _PE.PE_IndicatorItemViewItemCheck})
_OUTLINED = _CHECKS | {_PE.PE_IndicatorRadioButton, _PE.PE_FrameLineEdit, _PE.PE_FrameFocusRect}
_GROOVE = QStyle.ControlElement.CE_ProgressBarGroove
_HAS_FOCUS = QStyle.StateFlag.State_HasFocus
_KEYBOARD_FOCUS = QStyle.StateFlag.State_KeyboardFocusChange
_colours: dict[tuple[int, bool], QColor] = {}  # (palette's cacheKey, focus) -> colour


def _colour(palette: QPalette, *, focus: bool) -> QColor:
    """edge_colour or focus_colour, worked out once a palette: they are asked at every
    paint of every outline, and each call into Qt from Python at paint time costs."""
    key = (palette.cacheKey(), focus)
    found = _colours.get(key)
    if found is None:
        if len(_colours) > 64:  # palettes come and go with themes; a few are in use
            _colours.clear()
        found = _colours[key] = focus_colour(palette) if focus else edge_colour(palette)
    return found


class ClearEdges(QProxyStyle):
    """Fusion, with outlines and focus rings of at least 3:1 against what is around."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element not in _OUTLINED:
            super().drawPrimitive(element, option, painter, widget)
            return
        if element is _PE.PE_FrameFocusRect:
            if not isinstance(widget, (QCheckBox, QRadioButton)):
                super().drawPrimitive(element, option, painter, widget)
            elif option.state & _KEYBOARD_FOCUS:
                # Fusion's is a faint tint of the highlight; a check box needs a ring.
                _outline(painter, option, _colour(option.palette, focus=True), 2.0, _FOCUS_WIDTH)
            return
        super().drawPrimitive(element, option, painter, widget)
        if element in _CHECKS:
            _outline(painter, option, _colour(option.palette, focus=False), 0.0)
        elif element is _PE.PE_IndicatorRadioButton:
            _outline(painter, option, _colour(option.palette, focus=False), -1.0)
        elif option.state & _HAS_FOCUS:  # a text field's frame
            _outline(painter, option, _colour(option.palette, focus=True), 2.0, _FOCUS_WIDTH)
        else:
            _outline(painter, option, _colour(option.palette, focus=False), 2.0)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element is _GROOVE:
            _outline(painter, option, _colour(option.palette, focus=False), 2.0)


def _outline(
    painter: QPainter, option: QStyleOption, colour: QColor, radius: float, width: float = 1.0
) -> None:
    """An outline `width` wide along the inside of `option.rect`; radius -1 draws a
    circle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = width / 2
    rect = QRectF(option.rect).adjusted(half, half, -half, -half)
    if radius < 0:
        side = min(rect.width(), rect.height())
        circle = QRectF(0, 0, side, side)
        circle.moveCenter(rect.center())
        painter.drawEllipse(circle)
    elif radius == 0:
        painter.drawRect(rect)
    else:
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def use_clear_edges(app: QApplication) -> None:
    """Wrap the app's style in ClearEdges when it is Fusion (once)."""
    style = app.style()
    if isinstance(style, ClearEdges) or style.name().lower() != "fusion":
        return
    base = QStyleFactory.create("fusion")
    app.setStyle(ClearEdges(base))
