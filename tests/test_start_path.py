"""The first paint needs only Qt, the settings and the form: the start path loads no HTTP
stack, no pydantic, no keyring, no journal and no server list. They load once the window
has painted (the shared ones on the GUI thread, before any other thread starts)."""

import subprocess
import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]

# What app.main and app.open_window import before the window is shown.
START_PATH = [
    "plantstore_gui.app",
    "plantstore_gui.core.endpoint",
    "plantstore_gui.core.instance",
    "plantstore_gui.core.paths",
    "plantstore_gui.core.settings",
    "plantstore_gui.ui.language",
    "plantstore_gui.ui.main_window",
    "plantstore_gui.ui.theme",
]
LATER = ["pydantic", "pydantic_core", "httpx", "httpcore", "keyring", "sqlite3"]
# Of the app's own: the contract check, the journal, the words about outcomes, the
# servers, the bridge.
LATER_OF_THE_APP = [
    "core.contract",
    "core.journal",
    "core.tell",
    "core.profiles",
    "ui.servers",
    "ui.tasks",
]

LOADED = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(" ".join(sorted(sys.modules)))
"""


def _modules_after(*modules: str) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-c", LOADED, *modules],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


def _top_level_modules_after(*modules: str) -> set[str]:
    return {name.split(".")[0] for name in _modules_after(*modules)}


def test_the_start_path_loads_no_pydantic_httpx_or_keyring() -> None:
    loaded = _top_level_modules_after(*START_PATH)
    assert {"PySide6", "plantstore_gui"} <= loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & set(LATER))


def test_the_start_path_loads_no_journal_and_no_servers() -> None:
    loaded = _modules_after(*START_PATH)
    later = {f"plantstore_gui.{name}" for name in LATER_OF_THE_APP}
    assert loaded.isdisjoint(later), sorted(loaded & later)


def test_the_check_notices_what_loads_later() -> None:
    """The check above can fail: the plant models bring pydantic, the client httpx."""
    loaded = _top_level_modules_after("plantstore_gui.core.client")
    assert {"pydantic", "httpx"} <= loaded
