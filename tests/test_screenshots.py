"""The screenshots the README and the AppStream metadata show are there, at the sizes declared."""

import re
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "packaging" / "io.github.plantstore.PlantStoreGui.metainfo.xml"


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def test_metainfo_screenshots_declare_the_real_image_sizes() -> None:
    image = (
        r'<image type="source" width="(\d+)" height="(\d+)">[^<]*/(packaging/screenshots/[^<]+)<'
    )
    declared = re.findall(image, METAINFO.read_text(encoding="utf-8"))
    assert declared, "the metainfo lists no screenshot"
    for width, height, path in declared:
        assert png_size(ROOT / path) == (int(width), int(height)), path


def test_every_screenshot_the_readme_shows_exists() -> None:
    shown = re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", (ROOT / "README.md").read_text())
    assert shown
    for path in shown:
        assert png_size(ROOT / path)[0] >= 600, path
