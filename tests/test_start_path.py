"""The first paint needs only Qt and the profile file: the start path loads no HTTP stack,
no pydantic and no keyring. They load on the worker thread once the window has painted."""

import subprocess
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]

# What app.main and app.open_window import before the window is shown.
START_PATH = [
    "plantstore_gui.app",
    "plantstore_gui.core.draft",
    "plantstore_gui.core.instance",
    "plantstore_gui.core.journal",
    "plantstore_gui.core.journal_repair",
    "plantstore_gui.core.paths",
    "plantstore_gui.core.profiles",
    "plantstore_gui.core.secrets",
    "plantstore_gui.core.journey",
    "plantstore_gui.core.settings",
    "plantstore_gui.ui.main_window",
    "plantstore_gui.ui.running_copy",
    "plantstore_gui.ui.servers",
    "plantstore_gui.ui.theme",
    "plantstore_gui.ui.journeys",
]
LATER = ["pydantic", "pydantic_core", "httpx", "httpcore", "keyring"]

LOADED = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(" ".join(sorted({name.split(".")[0] for name in sys.modules})))
"""


def _top_level_modules_after(*modules: str) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-c", LOADED, *modules],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


def test_the_start_path_loads_no_pydantic_httpx_or_keyring() -> None:
    loaded = _top_level_modules_after(*START_PATH)
    assert {"PySide6", "plantstore_gui"} <= loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & set(LATER))


def test_the_check_notices_what_loads_later() -> None:
    """The check above can fail: the plant models bring pydantic, the client httpx."""
    loaded = _top_level_modules_after("plantstore_gui.core.client")
    assert {"pydantic", "httpx"} <= loaded
