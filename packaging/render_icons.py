"""Render the app icon's PNGs for desktop menus from resources/icons/plantstore-gui.svg.

    python3 packaging/render_icons.py                # writes resources/icons/hicolor/…
    python3 packaging/render_icons.py --sheet X.png  # also: every icon on light and dark

The PNGs go to resources/icons/hicolor/<N>x<N>/apps/plantstore-gui.png, the layout of
~/.local/share/icons/hicolor. Run it again after changing the SVG and commit the PNGs.
The contact sheet shows each icon in resources/icons at 24 px on white and on #1e1e1e,
the way light and dark themes will show them, to check none of them vanishes on either.
"""

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
APP_ICON = ICONS / "plantstore-gui.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
BACKGROUNDS = ("#ffffff", "#1e1e1e")


def render(svg: Path, size: int, background: str | None = None) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(background) if background else Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def write_app_icons() -> None:
    for size in SIZES:
        target = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "plantstore-gui.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(APP_ICON, size).save(str(target)):
            raise SystemExit(f"{target}: could not be written")
        print(target)


def write_sheet(path: Path, size: int = 24, pad: int = 8) -> None:
    """One row per background, one column per icon, each icon at size px."""
    svgs = sorted(ICONS.glob("*.svg"))
    cell = size + 2 * pad
    sheet = QImage(cell * len(svgs), cell * len(BACKGROUNDS), QImage.Format.Format_RGB32)
    painter = QPainter(sheet)
    for row, background in enumerate(BACKGROUNDS):
        painter.fillRect(0, row * cell, sheet.width(), cell, QColor(background))
        for column, svg in enumerate(svgs):
            painter.drawImage(column * cell + pad, row * cell + pad, render(svg, size))
    painter.end()
    if not sheet.save(str(path)):
        raise SystemExit(f"{path}: could not be written")
    print(f"{path}: {', '.join(svg.stem for svg in svgs)}; rows: {', '.join(BACKGROUNDS)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, metavar="PNG", help="also write a contact sheet")
    args = parser.parse_args()
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage and QPainter need it)
    write_app_icons()
    if args.sheet is not None:
        write_sheet(args.sheet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
