"""The form as typed so far, kept on disk so a crash or a close loses nothing."""

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from .atomic import write_json_atomically
from .paths import data_dir


@dataclass(frozen=True)
class Draft:
    plant_id: str = ""
    name: str = ""
    tag: str = ""
    raw: str = ""  # the raw JSON editor's text, "" for its starting text
    base_url: str = ""  # the server it was typed for; it comes back only for that one

    @property
    def empty(self) -> bool:
        return not (self.plant_id or self.name or self.tag or self.raw)


def draft_path() -> Path:
    return data_dir() / "draft.json"


def load_draft(path: Path) -> Draft:
    """The draft in `path`, or an empty one when there is none or it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Draft()
    if not isinstance(data, dict):
        return Draft()
    return Draft(**{k: v for k, v in data.items() if k in asdict(Draft()) and isinstance(v, str)})


def save_draft(path: Path, draft: Draft) -> None:
    """Raises OSError when the file cannot be written."""
    write_json_atomically(path, asdict(draft), make_dir=True)
