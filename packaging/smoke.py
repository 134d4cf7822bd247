"""The bundle's self-check: proves a built bundle works, with no screen and no clicks.

Run by the bundled program itself (`PLANTSTORE_GUI_SMOKE=1 plantstore-gui`), so it loads
exactly the Qt plugins, resources and keyring backends the app gets. It opens the app's
window on --sandbox, types a plant, presses Enter, waits for "Plant 1 created", prints
"smoke ok: Plant 1 created" and exits 0; anything else is printed as "smoke failed: ..."
with exit status 1. It plays no sound: the window is given no sound output.
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from importlib.metadata import entry_points

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QIcon, QImageReader, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.ui.theme import icon_path

EXPECTED = "Plant 1 created"
TIMEOUT_MS = 20_000


def bundle_problems() -> list[str]:
    """What the bundle lacks that the app needs: SVG support, resources, keyring backends."""
    problems = []
    if b"svg" not in QImageReader.supportedImageFormats():
        problems.append("the SVG image format plugin is missing")
    if QIcon(icon_path("created")).pixmap(24, 24).isNull():
        problems.append(f"the icon {icon_path('created')} does not load")
    backends = {ep.name for ep in entry_points(group="keyring.backends")}
    if "SecretService" not in backends:
        problems.append(f"keyring's SecretService backend is not registered (found {backends})")
    try:
        import keyring.backends.SecretService  # noqa: F401
        import secretstorage  # noqa: F401
    except ImportError as exc:
        problems.append(f"keyring's Secret Service backend cannot be imported: {exc}")
    problems += contract_problems()
    return problems


def contract_problems() -> list[str]:
    """The Contract tab's checker, with the validator's own schemas, works in the bundle."""
    from plantstore_gui.core.contract import check_response

    headers = [("Content-Type", "application/json")]
    try:
        good = check_response(200, headers, b'{"name": "Fern"}')
        bad = check_response(200, headers, b'{"name": 5}')
        import yaml  # noqa: F401  (a profile's contract document may be YAML)
    except Exception as exc:
        return [f"the contract check fails: {type(exc).__name__}: {exc}"]
    if not good.passed or bad.passed:
        return [f"the contract check is wrong: {good} {bad}"]
    return []


def press_enter(widget: QWidget) -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
        QApplication.sendEvent(widget, event)


def main() -> int:
    app = QApplication(sys.argv[:1])
    if problems := bundle_problems():
        for problem in problems:
            print(f"smoke failed: {problem}", flush=True)
        return 1
    outcome = {"code": 1}
    with open_window(parse_args(["--sandbox"]), sound_output=None) as window:
        window.show()
        form = window.form
        form.id_field.edit.setText("1")
        form.name_field.edit.setText("Smoke fern")
        form.name_field.edit.setFocus()
        press_enter(form.name_field.edit)

        def check() -> None:
            if window.results.title.text() == EXPECTED:
                print(f"smoke ok: {EXPECTED}", flush=True)
                outcome["code"] = 0
                app.quit()

        def give_up() -> None:
            print(f"smoke failed: the window says {window.results.title.text()!r}", flush=True)
            app.quit()

        poll = QTimer()
        poll.timeout.connect(check)
        poll.start(50)
        QTimer.singleShot(TIMEOUT_MS, give_up)
        app.exec()
        poll.stop()
        window.close()
    return outcome["code"]


if __name__ == "__main__":
    raise SystemExit(main())
