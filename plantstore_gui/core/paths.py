"""Where the app keeps its files, per platform, with PLANTSTORE_GUI_HOME as an override,
and where the files it ships are.

Nothing here creates a directory: callers that write create what they need.
"""

import importlib
import os
import sys
from pathlib import Path

APP_NAME = "plantstore-gui"
HOME_VARIABLE = "PLANTSTORE_GUI_HOME"


def resources_dir() -> Path:
    """The files the app ships (icons, translations): resources/ of the repository,
    installed as the package plantstore_gui.resources, a folder in the wheel and the
    bundle alike. Found from the package itself: importlib.resources costs the start
    several milliseconds more. It has no __init__.py (a namespace package, no __file__):
    its one folder is on its __path__."""
    return Path(next(iter(importlib.import_module("plantstore_gui.resources").__path__)))


def _home_override() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value).expanduser() if value else None


def _env_dir(variable: str, default: Path) -> Path:
    """An absolute directory from the environment, else the default.

    The XDG spec says a relative path in these variables is invalid and to be ignored.
    """
    value = os.environ.get(variable, "")
    return Path(value) if value and os.path.isabs(value) else default


def config_dir() -> Path:
    """The directory for settings the user would want to keep (profiles.json)."""
    if (home := _home_override()) is not None:
        return home / "config"
    if sys.platform == "win32":
        return _env_dir("APPDATA", Path.home() / "AppData" / "Roaming") / APP_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_NAME
    return _env_dir("XDG_CONFIG_HOME", Path.home() / ".config") / APP_NAME


def data_dir() -> Path:
    """The directory for data the app builds up (the journal)."""
    if (home := _home_override()) is not None:
        return home / "data"
    if sys.platform == "win32":
        return _env_dir("LOCALAPPDATA", Path.home() / "AppData" / "Local") / APP_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_NAME
    return _env_dir("XDG_DATA_HOME", Path.home() / ".local" / "share") / APP_NAME


def profiles_path() -> Path:
    """The profiles file."""
    return config_dir() / "profiles.json"
