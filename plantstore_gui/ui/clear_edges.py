"""Edges a person can see: check boxes, radio buttons, text fields and progress tracks.

Qt's Fusion style (the one used where the desktop sets none) outlines them in the
window's colour made a little darker: 1.2:1 against the dark theme's window and 2:1
against the light one. WCAG 1.4.11 asks 3:1 for what identifies a control, so the
outline is drawn again, over Fusion's, in a grey that reaches it in either theme.
Other styles draw their own edges and are left as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

# On the dark window (#2b2b2b) 4.1:1, on the light one (#efefef) 4.0:1, on white 4.5:1.
_EDGE_ON_DARK = QColor("#8a8a8a")
_EDGE_ON_LIGHT = QColor("#767676")


def edge_colour(palette: QPalette) -> QColor:
    """The outline of a control on a window painted with `palette`."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return _EDGE_ON_DARK if dark else _EDGE_ON_LIGHT


class ClearEdges(QProxyStyle):
    """Fusion, with outlines of at least 3:1 against the window."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        kind = QStyle.PrimitiveElement
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        if element in (kind.PE_IndicatorCheckBox, kind.PE_IndicatorItemViewItemCheck):
            _outline(painter, option, radius=0.0)
        elif element is kind.PE_IndicatorRadioButton:
            _outline(painter, option, radius=-1.0)
        elif element is kind.PE_FrameLineEdit and not focused:  # focus has its own ring
            _outline(painter, option, radius=2.0)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element is QStyle.ControlElement.CE_ProgressBarGroove:
            _outline(painter, option, radius=2.0)


def _outline(painter: QPainter, option: QStyleOption, *, radius: float) -> None:
    """An outline along the inside of `option.rect`; radius -1 draws a circle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(edge_colour(option.palette), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
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
