"""The profiles file and the export file on disk: their formats, read as JSON, written whole.

Both are one versioned JSON object, written atomically (temp file, fsync, rename).
"""

import json
from pathlib import Path
from typing import Any

from ..atomic import write_json_atomically
from .errors import ProfileError

PROFILES_FORMAT = "plantstore-gui/profiles"
PROFILES_VERSION = 1
EXPORT_FORMAT = "plantstore-gui/profiles-export"
EXPORT_VERSION = 1


def write_atomically(path: Path, data: object, *, failed: str, make_dir: bool = False) -> None:
    """Write `data`; ProfileError with `failed` (a sentence with {path} and {reason}) if not."""
    try:
        write_json_atomically(path, data, make_dir=make_dir)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise ProfileError(failed.format(path=path, reason=reason)) from exc


def parse(raw: bytes) -> Any:
    """JSON from bytes (a BOM from a Windows editor is fine); ValueError when it is not."""
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except RecursionError:
        raise ValueError("nested too deeply") from None


def version_of(data: Any) -> int | None:
    """The file's version (a whole number from 1), or None when it has none."""
    version = data.get("version") if isinstance(data, dict) else None
    return version if type(version) is int and version >= 1 else None
