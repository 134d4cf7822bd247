"""The shape the design promises, read from the source: layers, one bridge, no cycles.

- The window shows, the core decides: no ui module reads the journal, names a journal
  state or compares an HTTP status; ui imports only the core modules listed here.
- One thread bridge: threads are started in ui/tasks.py only.
- No import cycle in the package, counting imports inside functions and for typing.
"""

import ast
import re
import tomllib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "plantstore_gui"

# What a window may ask the core for: the front door, the words, and plain values.
UI_MAY_IMPORT = {
    "core",  # the package itself, for its lazy names
    "core.batch",  # sheets in, checked rows out, a run's progress and row results (values)
    "core.client_cert",  # a client certificate checked in the editor, off the GUI thread
    "core.contract",  # the Contract tab's check of an answer
    "core.curl",  # Copy as curl
    "core.desk",  # the front door
    "core.draft",  # what was being typed, kept on disk
    "core.json_syntax",  # the raw editor's check at each keystroke, in words
    "core.endpoint",  # base URLs and targets (values)
    "core.fields",  # the form's field checks
    "core.journey",  # results of a send (values) and the policy's rules
    "core.journey.policy",
    "core.labels",  # what a label says, its sizes and layout, its bars (values)
    "core.models",  # NewPlant (a value)
    "core.outcome",  # what came of a request (values)
    "core.paths",
    "core.profiles",  # server profiles
    "core.secrets",  # the token vault
    "core.settings",
    "core.sounds",  # which sound an outcome gets
    "core.tell",  # every word about an outcome, an entry, a state
    "core.typing_aids",
    "core.visible",  # server text shown escaped
    "core.words",  # installing the language
}


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name below the package."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path) -> set[str]:
    """The package modules `name` imports, anywhere in the file."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            elif node.module and node.module.startswith("plantstore_gui"):
                target = node.module.removeprefix("plantstore_gui").lstrip(".")
            else:
                continue
            found.add(target)
            found.update(f"{target}.{alias.name}".lstrip(".") for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("plantstore_gui."):
                    found.add(alias.name.removeprefix("plantstore_gui."))
    known = modules()
    return {target for target in found if target in known and target != name}


def test_no_import_cycle() -> None:
    graph = {name: imports_of(name, path) for name, path in modules().items()}
    # A package's __init__ re-exporting its own modules is not a cycle of ideas.
    for name in graph:
        graph[name] = {t for t in graph[name] if not name.startswith(f"{t}.") or t == ""}
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*trail[trail.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert cycles == []


def test_ui_asks_only_the_front_door_and_the_words() -> None:
    reached: dict[str, set[str]] = {}
    for name, path in modules().items():
        if name.startswith("ui."):
            for target in imports_of(name, path):
                if target.startswith("core"):
                    reached.setdefault(target, set()).add(name)
    assert {t: sorted(by) for t, by in reached.items() if t not in UI_MAY_IMPORT} == {}


def test_no_ui_module_reads_the_journal_or_judges_an_answer() -> None:
    status = re.compile(r"status(_code)?\s*(==|>=|<=|<|>|in)\s*\(?[1-5][0-9][0-9]")
    found = []
    for path in sorted((PACKAGE / "ui").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for word in ("core.journal", "EntryState", "sqlite3"):
            if word in text:
                found.append(f"{path.name}: {word}")
        if status.search(text):
            found.append(f"{path.name}: compares an HTTP status")
    assert found == []


def test_threads_are_started_in_the_one_bridge_only() -> None:
    started = re.compile(r"^\s*(import threading|from threading )|QThread\(|moveToThread", re.M)
    found = [
        path.name
        for path in sorted((PACKAGE / "ui").glob("*.py"))
        if started.search(path.read_text(encoding="utf-8"))
    ]
    assert found == ["tasks.py"]


def test_the_ui_is_smaller_than_the_core() -> None:
    lines = {
        name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()
    }
    ui = sum(n for name, n in lines.items() if name.startswith("ui"))
    core = sum(n for name, n in lines.items() if name.startswith("core"))
    assert ui < core


def test_every_module_holds_one_idea() -> None:
    lines = {
        name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()
    }
    assert {name: n for name, n in lines.items() if n > 400} == {}


def test_every_package_is_shipped() -> None:
    """A package left out of pyproject's list is missing from the wheel and the bundle."""
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = set(pyproject["tool"]["setuptools"]["packages"])
    found = {
        ".".join(("plantstore_gui", *init.parent.relative_to(PACKAGE).parts))
        for init in PACKAGE.rglob("__init__.py")
    }
    assert found - shipped == set()
