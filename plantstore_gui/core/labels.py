"""A created plant's label: what it says, the sizes it is printed at, where each part
goes, and its barcode's bars. No Qt: ui/labels.py draws what this lays out.

    part      where, from the top of the label's padded box      how it fits
    ───────── ────────────────────────────────────────────────── ───────────────────────
    name      first line, bold, 16 % of the box                  one line, "…" at its end
    tag       next line, 11.5 %                                   one line, "…" at its end
    server    next line, 11.5 %                                   one line, "…" at its end
    bars      what is left, after a gap                           never shrunk below
                                                                  SMALLEST_MODULE_MM
    id        last line, 11.5 %, the digits the bars hold         always whole

The bars are Code 128 (what the shop's scanners read), from python-barcode, with a
quiet zone of QUIET_ZONE_MODULES blank modules each side. A module is a whole number of
the printer's dots, as near TARGET_MODULE_MM as fits: a label printer at 203 dpi
prints 2 dots (0.250 mm), one at 300 dpi 3 dots (0.254 mm); bars of uneven dot counts
are what make a cheap printer's barcode unreadable.

Only a created plant has a label: the journey's verdict "created" says so.
"""

import itertools
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .fields import INT64_MAX, INT64_MIN
from .visible import visible
from .words import translate

if TYPE_CHECKING:  # a sheet's rows bring pydantic, which loads after the first paint
    from .batch import BatchRow
    from .journal import HistoryEntry
    from .journey import Delivery

TARGET_MODULE_MM = 0.25
"""A module (the narrowest bar) as wide as a hand scanner reads from a hand's length."""
SMALLEST_MODULE_MM = 0.19
"""Narrower than this, common scanners misread; a label too narrow keeps this and is
told by `fits`."""
QUIET_ZONE_MODULES = 10
"""Code 128 needs at least ten blank modules before and after its bars."""


@dataclass(frozen=True)
class LabelSize:
    """A label stock: labels of `width_mm` × `height_mm`, `columns` × `rows` of them to a
    page of `page_width_mm` × `page_height_mm`, the first at (`left_mm`, `top_mm`).

    `padding_mm` (across, down) is kept clear inside each label: a roll printer prints
    close to the edge, a sheet's labels sit near the page's, where office printers do not.
    """

    key: str
    width_mm: float
    height_mm: float
    page_width_mm: float
    page_height_mm: float
    columns: int = 1
    rows: int = 1
    left_mm: float = 0.0
    top_mm: float = 0.0
    padding_mm: tuple[float, float] = (1.5, 1.5)

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def title(self) -> str:
        """How the size is offered to the person, in their language."""
        if self.key == "a4-3x8":
            return translate("Labels", "A4 sheet of 24 labels (3 × 8), 70 × 37 mm each")
        roll = translate("Labels", "Roll of {width} × {height} mm labels")
        return roll.format(width=_mm(self.width_mm), height=_mm(self.height_mm))

    def place(self, n: int) -> tuple[int, float, float]:
        """The page of label `n` (from 0) and its top left corner on it, in mm."""
        page, at = divmod(n, self.per_page)
        row, column = divmod(at, self.columns)
        return page, self.left_mm + column * self.width_mm, self.top_mm + row * self.height_mm


SIZES = (
    LabelSize("62x29", 62, 29, 62, 29),  # a common roll (Brother DK-11209)
    LabelSize("57x32", 57, 32, 57, 32),  # a common roll (Dymo 11354)
    # 24 labels of 70 × 37 mm on A4, with half a millimetre over at the top and bottom.
    LabelSize("a4-3x8", 70, 37, 210, 297, 3, 8, 0.0, 0.5, (4.0, 3.0)),
)
SIZE_KEYS = tuple(size.key for size in SIZES)


def size_of(key: str) -> LabelSize:
    """The size with `key`; the first for a key not known (a newer version's)."""
    return next((size for size in SIZES if size.key == key), SIZES[0])


def _mm(value: float) -> str:
    return f"{value:g}"


@dataclass(frozen=True)
class Label:
    """What one label says: the id (in bars and in digits), the name, the tag ("" for
    none) and the server's name, each as shown in the app (escapes for what is not
    printable)."""

    plant_id: int
    name: str
    tag: str
    server: str


def label(plant_id: str, body: bytes, server: str) -> Label | None:
    """The label of the plant sent as `body` with `plant_id`; None when the id is not a
    whole number (a raw body's)."""
    try:
        number = int(plant_id)
    except ValueError:
        return None
    if not INT64_MIN <= number <= INT64_MAX or str(number) != plant_id:
        return None
    try:
        sent: Any = json.loads(body)
    except ValueError:
        sent = {}
    if not isinstance(sent, dict):
        sent = {}
    name, tag = sent.get("name"), sent.get("tag")
    return Label(
        number,
        visible(name if isinstance(name, str) else "", lines=False),
        visible(tag if isinstance(tag, str) else "", lines=False),
        visible(server, lines=False),
    )


def created_label(plant_id: str, word: str, body: bytes | None, server: str) -> Label | None:
    """The label of a plant whose journey ended in `word` (a verdict's or an entry's
    outcome); None unless it was created."""
    if word != "created" or body is None:
        return None
    return label(plant_id, body, server)


def delivered_label(delivery: "Delivery", server: str) -> Label | None:
    """The label of a plant just sent, when it was created."""
    request = delivery.outcome.request
    body = None if request is None else request.body
    return created_label(delivery.plant_id, delivery.verdict.outcome, body, server)


def entry_label(entry: "HistoryEntry", server: str) -> Label | None:
    """The label of a history entry's plant, when it was created."""
    return created_label(entry.plant_id, entry.outcome, entry.body, server)


def batch_labels(
    rows: Sequence["BatchRow"], words: Mapping[int, tuple[str, str]], server: str
) -> list[Label]:
    """The labels of a batch's created rows, in the sheet's order; `words`: each sent
    row's (result word, detail) by its index."""
    created = sorted(index for index, (word, _) in words.items() if word == "created")
    shown = visible(server, lines=False)
    return [
        Label(row.plant_id, visible(row.name, lines=False), visible(row.tag, lines=False), shown)
        for row in (rows[index] for index in created)
        if row.plant_id is not None
    ]


def nothing_to_print() -> tuple[str, str]:
    """The title and advice when File ▸ Print label finds no created plant."""
    return translate("Labels", "No label to print"), translate(
        "Labels",
        "No plant has been created here since the app started. Create one, or choose a "
        "created plant in the history, then print its label.",
    )


def not_created(plant_id: str) -> tuple[str, str]:
    """The title and advice when the plant chosen in the history was not created."""
    advice = translate(
        "Labels",
        "Plant {plant_id} was not created, so it has no label. Choose a created plant in the "
        "history.",
    )
    return translate("Labels", "No label to print"), advice.format(
        plant_id=visible(plant_id, lines=False)
    )


def none_created(rows: int) -> tuple[str, str]:
    """The title and advice when none of the history rows chosen was created."""
    return translate("Labels", "No label to print"), translate(
        "Labels",
        "None of the %Ln history rows chosen is a created plant, so none has a label. Choose "
        "created plants in the history.",
        None,
        rows,
    )


def printed(labels: int, where: str) -> str:
    """Said once labels went to the printer named `where`, or to the file it names."""
    if labels == 1:
        text = translate("Labels", "%Ln label sent to {where}.", None, labels)
    else:
        text = translate("Labels", "%Ln labels sent to {where}.", None, labels)
    return text.format(where=where)


def not_printed(error: str) -> str:
    return translate("Labels", "The labels could not be printed: {error}").format(error=error)


def cannot_open_printer() -> str:
    return translate(
        "Labels",
        "The labels could not be printed: the printer or the file could not be opened. Check "
        "that the printer is there, or that the file's folder can be written to.",
    )


@dataclass(frozen=True)
class Box:
    """A part's place on a label, in mm from the label's top left corner."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Layout:
    """Where each part of a label goes (see the module's table)."""

    name: Box
    tag: Box
    server: Box
    bars: Box
    digits: Box


def layout(size: LabelSize) -> Layout:
    across, down = size.padding_mm
    width, height = size.width_mm - 2 * across, size.height_mm - 2 * down
    name_h, line_h, gap = 0.16 * height, 0.115 * height, 0.02 * height
    bars_h = height - name_h - 3 * line_h - 2 * gap
    y = down
    boxes = []
    for h, after in ((name_h, 0.0), (line_h, 0.0), (line_h, gap), (bars_h, gap), (line_h, 0.0)):
        boxes.append(Box(across, y, width, h))
        y += h + after
    return Layout(*boxes)


@dataclass(frozen=True)
class Bars:
    """A Code 128 symbol as widths in modules: bar, space, bar, … (a bar first and last),
    not counting the quiet zones."""

    widths: tuple[int, ...]

    @property
    def modules(self) -> int:
        return sum(self.widths)

    def bars(self) -> Iterable[tuple[int, int]]:
        """Each bar's start and width, in modules from the symbol's left edge."""
        at = 0
        for n, width in enumerate(self.widths):
            if n % 2 == 0:
                yield at, width
            at += width


def bars(plant_id: int) -> Bars:
    """The Code 128 bars of a plant id, as its digits (and minus sign) read."""
    import barcode  # on first use: the window starts without it

    pattern: str = barcode.get("code128", str(plant_id)).build()[0]
    return Bars(tuple(len(list(run)) for _, run in itertools.groupby(pattern)))


def module_dots(dpi: float, room_mm: float, modules: int) -> int:
    """How many of the printer's dots make one module, for `modules` (the quiet zones
    included) to fit in `room_mm`: as near TARGET_MODULE_MM as fits, never fewer than
    one dot."""
    dot_mm = 25.4 / dpi
    wanted = max(1, round(TARGET_MODULE_MM / dot_mm))
    fitting = math.floor(room_mm / (modules * dot_mm) + 1e-9)
    return max(1, min(wanted, fitting))


def fits(dpi: float, room_mm: float, modules: int) -> bool:
    """Whether bars of `modules` (quiet zones included) fit at a width scanners read."""
    return module_dots(dpi, room_mm, modules) * 25.4 / dpi >= SMALLEST_MODULE_MM
