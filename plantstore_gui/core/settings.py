"""The app's own settings: one small versioned JSON file, written atomically."""

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .atomic import write_json_atomically
from .labels import SIZE_KEYS
from .paths import config_dir

SETTINGS_VERSION = 1
"""Fields are only ever added, each with a default, so version 1 files stay readable."""

THEMES = ("system", "light", "dark")
"""The themes the user may choose: follow the system's light or dark preference, or not."""


@dataclass(frozen=True)
class Settings:
    """What the user chose.

    Attributes:
        auto_send_outbox: send the outbox on its own, with growing pauses, when a
            server could not be reached.
        sounds: a sound tells what came of each plant, outbox run and batch (View ▸ Sounds).
        theme: one of THEMES.
        typing_aids: the form's aids are on: tag completion, Enter moving on to an
            empty field, Copy the last plant, and the two options below.
        suggest_next_id: after a plant is sent, Id shows the next free id.
        keep_tag: after a plant is sent, Tag keeps its tag.
        language: the code of the language the window speaks ("de"), or "" to follow
            the system's; applied at the next start.
        window_width, window_height: the main window's size when it last closed (not
            maximized); 0 before the first close, when the screen decides.
        window_maximized: the main window was maximized when it last closed.
        label_size: the label stock labels are printed on (one of core.labels.SIZE_KEYS).
        print_labels: a label is printed for each plant created from the form.
    """

    auto_send_outbox: bool = True
    sounds: bool = True
    theme: str = "system"
    typing_aids: bool = True
    suggest_next_id: bool = False
    keep_tag: bool = False
    language: str = ""
    window_width: int = 0
    window_height: int = 0
    window_maximized: bool = False
    label_size: str = SIZE_KEYS[0]
    print_labels: bool = False


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _allowed(name: str, value: object) -> bool:
    if name == "theme":
        return value in THEMES
    if name == "label_size":
        return value in SIZE_KEYS
    if name in ("window_width", "window_height"):
        return not isinstance(value, bool) and isinstance(value, int) and 0 <= value <= 100_000
    return True


def load_settings(path: Path) -> Settings:
    """The settings in `path`; defaults for a missing, damaged or unknown field."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    defaults = Settings()
    chosen = {
        f.name: data[f.name]
        for f in fields(Settings)
        if isinstance(data.get(f.name), type(getattr(defaults, f.name)))
        and _allowed(f.name, data[f.name])
    }
    return Settings(**chosen)


def save_settings(path: Path, settings: Settings) -> None:
    """Raises OSError when the file cannot be written."""
    write_json_atomically(path, {"version": SETTINGS_VERSION, **asdict(settings)}, make_dir=True)
