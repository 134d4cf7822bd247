"""Colours and icons that read well in both light and dark themes."""

import html
from functools import cache
from importlib.resources import files

from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QWidget

# resources/ at the top of the repository is installed as this package.
_ICONS = files("plantstore_gui.resources") / "icons"

# (light theme, dark theme) for each tone: dark enough on white, light enough on black.
_TONES = {
    "created": ("#1b6e3a", "#7fd8a0"),
    "rejected": ("#b3261e", "#f2a19b"),
    "unexpected": ("#8a5a00", "#f5c451"),
    "failed": ("#5b3d8f", "#c6a8f5"),
    "waiting": ("#1e5f9e", "#8cc4f5"),
    "error": ("#b3261e", "#f2a19b"),
}


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def tone(widget: QWidget, name: str) -> QColor:
    """The text colour for a kind of result ("created", "rejected", …) or "error"."""
    light, dark = _TONES[name]
    return QColor(dark if is_dark(widget) else light)


def hint_color(widget: QWidget) -> QColor:
    return widget.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows text as it is: Qt guesses at rich text in tooltips."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


def icon_path(name: str) -> str:
    """The file path of resources/icons/NAME.svg."""
    return str(_ICONS / f"{name}.svg")


@cache
def icon(name: str) -> QIcon:
    """The icon, loaded once: the results panel shows the same few over and over."""
    return QIcon(icon_path(name))
