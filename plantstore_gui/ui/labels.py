"""Labels drawn with QPainter, on a printer, a PDF or an image, as core/labels.py lays
them out: bars on whole device dots with no smoothing, each line of text elided to its
box, nothing outside the label.

Painting on a QPrinter (or QImage) is one of the few things Qt allows off the GUI
thread; `print_labels` is run on the bridge's read pool for that reason (see
ui/label_printing.py).
"""

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter

from ..core.labels import QUIET_ZONE_MODULES as QUIET
from ..core.labels import Box, Label, LabelSize, bars, layout, module_dots

_MM_PER_INCH = 25.4
_INK = QColor(0, 0, 0)


class PrinterNotOpened(OSError):
    """The printer, or the PDF file it writes, could not be opened."""


@dataclass(frozen=True)
class Painted:
    """A line of text as painted: what it says (elided) and where, in device pixels."""

    text: str
    rect: QRectF


def set_up(printer: QPrinter, size: LabelSize) -> None:
    """The printer prints on `size`'s pages, edge to edge (the labels keep their own
    padding)."""
    width, height = size.page_width_mm, size.page_height_mm
    page = QPageSize(
        QSizeF(min(width, height), max(width, height)),
        QPageSize.Unit.Millimeter,
        size.title(),
        QPageSize.SizeMatchPolicy.ExactMatch,
    )
    orientation = (
        QPageLayout.Orientation.Landscape if width > height else QPageLayout.Orientation.Portrait
    )
    printer.setFullPage(True)
    printer.setPageLayout(
        QPageLayout(page, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    )


def print_labels(printer: QPrinter, labels: Sequence[Label], size: LabelSize) -> list[Painted]:
    """Paint `labels` on `printer` (set up for `size`), as many to a page as fit.

    Raises PrinterNotOpened when the printer or its file cannot be opened.
    """
    painter = QPainter()
    if not painter.begin(printer):
        raise PrinterNotOpened(printer.outputFileName() or printer.printerName())
    painted: list[Painted] = []
    try:
        dpi = printer.resolution()
        page = 0
        for n, one in enumerate(labels):
            on_page, x_mm, y_mm = size.place(n)
            if on_page != page:
                printer.newPage()
                page = on_page
            painted += draw_label(painter, one, size, QPointF(px(x_mm, dpi), px(y_mm, dpi)), dpi)
    finally:
        painter.end()
    return painted


def px(mm: float, dpi: float) -> float:
    return mm * dpi / _MM_PER_INCH


def draw_label(
    painter: QPainter, label: Label, size: LabelSize, origin: QPointF, dpi: float
) -> list[Painted]:
    """Draw one label with its top left corner at `origin` (device pixels at `dpi`);
    what was written where."""
    parts = layout(size)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setPen(_INK)
    painted = [
        _line(painter, label.name, _rect(parts.name, origin, dpi), bold=True),
        _line(painter, label.tag, _rect(parts.tag, origin, dpi)),
        _line(painter, label.server, _rect(parts.server, origin, dpi)),
        _line(painter, str(label.plant_id), _rect(parts.digits, origin, dpi), whole=True),
    ]
    _draw_bars(painter, label.plant_id, _rect(parts.bars, origin, dpi), dpi)
    painter.restore()
    return [one for one in painted if one.text]


def _rect(box: Box, origin: QPointF, dpi: float) -> QRectF:
    return QRectF(
        origin.x() + px(box.x, dpi),
        origin.y() + px(box.y, dpi),
        px(box.width, dpi),
        px(box.height, dpi),
    )


def _line(
    painter: QPainter, text: str, rect: QRectF, *, bold: bool = False, whole: bool = False
) -> Painted:
    """`text` on one line centred in `rect`, in the largest font whose line fits its
    height; elided at its end to the width, or (`whole`) in a smaller font until it fits."""
    font = QFont(painter.font())
    font.setBold(bold)
    font.setPixelSize(max(1, int(rect.height() / 1.25)))
    metrics = QFontMetricsF(font, painter.device())
    while font.pixelSize() > 1 and (
        metrics.height() > rect.height()
        or (whole and metrics.horizontalAdvance(text) > rect.width())
    ):
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font, painter.device())
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(font)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine
    where = painter.boundingRect(rect, flags, shown)
    painter.drawText(rect, flags, shown)
    return Painted(shown, where)


def _draw_bars(painter: QPainter, plant_id: int, rect: QRectF, dpi: float) -> None:
    """The bars of `plant_id` centred in `rect`, the quiet zones inside it, each module
    a whole number of dots."""
    symbol = bars(plant_id)
    dots = module_dots(dpi, rect.width() * _MM_PER_INCH / dpi, symbol.modules + 2 * QUIET)
    left = round(rect.center().x() - symbol.modules * dots / 2)
    top, bottom = round(rect.top()), round(rect.bottom())
    for start, width in symbol.bars():
        painter.fillRect(QRect(left + start * dots, top, width * dots, bottom - top), _INK)
