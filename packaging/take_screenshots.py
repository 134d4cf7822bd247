#!/usr/bin/env python3
"""Take the README's and the AppStream metadata's screenshots from the real app.

Opens the app on its sandbox in a private home, creates plant 1042 as a clerk would,
grabs the main window; then sends a raw body with a string id and grabs the Request
tab. Writes packaging/screenshots/*.png and the sizes into the metainfo file. Run it
under a real X display for the fonts a desktop has (xvfb-run -a ... works too):

    packaging/take_screenshots.py [--out FOLDER]
"""

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "packaging" / "screenshots"
METAINFO = ROOT / "packaging" / "io.github.plantstore.PlantStoreGui.metainfo.xml"
WAIT_MS = 10_000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SHOTS, help="where the PNGs go")
    options = parser.parse_args()
    home = tempfile.mkdtemp(prefix="plantstore-shots-")
    os.environ["PLANTSTORE_GUI_HOME"] = home
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QEventLoop, QSize, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    from plantstore_gui.app import open_window, parse_args

    app = QApplication(sys.argv[:1])
    app.setApplicationDisplayName("Plant Store GUI")

    def wait_until(done: object) -> None:
        loop, waited = QEventLoop(), 0
        while not done() and waited < WAIT_MS:  # type: ignore[operator]
            QTimer.singleShot(20, loop.quit)
            loop.exec()
            waited += 20
        if not done():  # type: ignore[operator]
            raise SystemExit("take_screenshots: the app did not get there in time")

    def save(widget: QWidget, name: str) -> tuple[int, int]:
        wait_until(lambda: True)
        image = widget.grab()
        path = options.out / f"{name}.png"
        if not image.save(str(path)):
            raise SystemExit(f"take_screenshots: cannot write {path}")
        print(f"wrote {path} ({image.width()}×{image.height()})")
        return image.width(), image.height()

    sizes: dict[str, tuple[int, int]] = {}
    with open_window(parse_args(["--sandbox"])) as window:
        window.resize(QSize(1000, 720))
        window.show()
        form = window.form
        wait_until(lambda: window.servers.current is not None)
        form.id_field.edit.setText("1042")
        form.name_field.edit.setText("Monstera deliciosa")
        form.tag_field.edit.setText("tropical")
        window.submit()
        wait_until(lambda: window.results.title.text() == "Plant 1042 created")
        wait_until(lambda: window.history_dock.panel.model.rowCount() == 1)
        sizes["main-window"] = save(window, "main-window")

        window.mode_tabs.setCurrentWidget(window.raw_editor)
        window.raw_editor.editor.setPlainText('{"id": "1043", "name": "Fiddle-leaf fig"}')
        window.submit()
        wait_until(lambda: window.history_dock.panel.model.rowCount() == 2)
        window.inspector.setCurrentWidget(window.request_view)
        sizes["inspector-request"] = save(window, "inspector-request")
        window.close()

    text = METAINFO.read_text(encoding="utf-8")
    for name, (width, height) in sizes.items():
        text = re.sub(
            rf'<image type="source" width="\d+" height="\d+">([^<]*/{name}\.png)</image>',
            rf'<image type="source" width="{width}" height="{height}">\1</image>',
            text,
        )
    METAINFO.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
