"""The core must stay usable from a plain Python shell: nothing under it may load Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import plantstore_gui.core

CORE_DIR = Path(plantstore_gui.core.__file__).resolve().parent
PROJECT_ROOT = Path(__file__).resolve().parents[1]
QT_ROOTS = ("PySide6", "shiboken6")

IMPORT_EVERY_CORE_MODULE = """
import importlib
import pkgutil
import sys

import plantstore_gui.core as core

names = [info.name for info in pkgutil.walk_packages(core.__path__, core.__name__ + ".")]
for name in names:
    importlib.import_module(name)
{extra}
qt = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken6")))
print("\\n".join(names))
if qt:
    sys.exit("Qt loaded: " + ", ".join(qt))
"""


def _import_core(extra: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", IMPORT_EVERY_CORE_MODULE.format(extra=extra)],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_importing_every_core_module_loads_no_qt() -> None:
    result = _import_core()
    assert result.returncode == 0, result.stderr
    imported = set(result.stdout.split())
    expected = {f"plantstore_gui.core.{name}" for name in ("client", "endpoint", "models")}
    assert expected | {"plantstore_gui.core.outcome"} <= imported


def test_the_import_check_notices_qt() -> None:
    """The check above can fail: a module that loads Qt is caught."""
    result = _import_core(extra="import PySide6.QtCore")
    assert result.returncode != 0
    assert "Qt loaded: PySide6" in result.stderr


def _qt_imports(source: str) -> list[str]:
    """Every module name under PySide6 or shiboken6 that this source imports."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            names = [node.args[0].value]
        else:
            continue
        found += [name for name in names if name.split(".")[0] in QT_ROOTS]
    return found


def _core_files() -> list[Path]:
    return sorted(CORE_DIR.rglob("*.py"))


def test_core_has_python_files() -> None:
    names = {path.name for path in _core_files()}
    assert {"__init__.py", "client.py", "endpoint.py", "models.py", "outcome.py"} <= names


@pytest.mark.parametrize("path", _core_files(), ids=lambda path: path.name)
def test_no_core_file_imports_qt(path: Path) -> None:
    assert _qt_imports(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "import PySide6",
        "import os, PySide6.QtCore as qc",
        "from PySide6.QtCore import QObject",
        "from shiboken6 import isValid",
        "def f():\n    from PySide6 import QtWidgets",
        "import importlib\nimportlib.import_module('PySide6.QtGui')",
        "__import__('shiboken6')",
    ],
)
def test_the_static_check_notices_qt_imports(source: str) -> None:
    assert _qt_imports(source) != []


def test_the_static_check_ignores_lookalikes() -> None:
    assert _qt_imports("import PySide6x\nfrom .PySide6 import y\ntext = 'PySide6'") == []


def test_the_core_exports_exactly_what_it_lists() -> None:
    """Every name in core.__all__ resolves, and every lazily exported name is listed."""
    import plantstore_gui.core as core

    listed = set(core.__all__)
    assert listed == set(core._HOME_OF)
    for name in listed:
        assert getattr(core, name) is not None
