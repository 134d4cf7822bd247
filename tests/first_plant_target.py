"""The real app, started cold, with the first plant typed in as soon as the window paints.

Run as `python tests/first_plant_target.py --base-url URL` (token from PLANTSTORE_TOKEN,
the plant's id from FIRST_PLANT_ID, the app's home from PLANTSTORE_GUI_HOME). Everything
is the app's own `main()`; `open_window` is wrapped only to watch the window it builds.
At the window's first paint (or FIRST_PLANT_DELAY_MS after it, as a person would be
later) the id and the name are typed with the keyboard and Enter is pressed, before the
window's other parts are built; the app quits once the desk has answered for that plant.
It prints two lines: `answer <kind> <what came of it>`, and `imported off the GUI
thread: <modules>`, the modules of pydantic and httpx (and the app's own over them) that
a thread other than the GUI thread imported: two threads importing pydantic at once can
both fail.
"""

import os
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import plantstore_gui.app as app
from plantstore_gui.ui.main_window import MainWindow

SHARED = ("pydantic", "pydantic_core", "httpx")
SHARED_OF_THE_APP = ("models", "answer", "client")


class ImportWatch(MetaPathFinder):
    """Finds nothing; notes each shared module a thread other than this one imports."""

    def __init__(self) -> None:
        self.main = threading.current_thread()
        self.off_main: list[str] = []

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        package, _, rest = name.partition(".")
        shared = package in SHARED or (
            package == "plantstore_gui" and rest.removeprefix("core.") in SHARED_OF_THE_APP
        )
        if shared and threading.current_thread() is not self.main:
            self.off_main.append(f"{name}@{threading.current_thread().name}")
        return None


class FirstPlant(QObject):
    """Types the first plant at the first paint; quits once it is answered."""

    def __init__(self, window: MainWindow, plant_id: str, delay_ms: int) -> None:
        super().__init__(window)
        self.window = window
        self.plant_id = plant_id
        self.delay_ms = delay_ms
        self.typed = False
        self.entered = False
        if window.is_complete:
            self.follow_the_desk()
        else:  # the app paints the form before the rest is built
            window.completed.connect(self.follow_the_desk)

    @Slot()
    def follow_the_desk(self) -> None:
        self.window.journeys.finished.connect(self.answered)
        if self.entered:
            self.check_it_left()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.typed and event.type() == QEvent.Type.Paint:
            self.typed = True
            QTimer.singleShot(self.delay_ms, self.type_plant)
        return False

    @Slot()
    def type_plant(self) -> None:
        form = self.window.form
        QTest.keyClicks(form.id_field.edit, self.plant_id)
        QTest.keyClicks(form.name_field.edit, "First plant")
        QTest.keyClick(form.name_field.edit, Qt.Key.Key_Return)
        self.entered = True
        if self.window.is_complete:
            self.check_it_left()

    def check_it_left(self) -> None:
        """The Enter pressed (before the window was complete, sent once it is) sent it."""
        if not self.window.journeys.busy:
            print("answer none: the plant never left the form", flush=True)
            QApplication.quit()

    @Slot(int, object)
    def answered(self, _number: int, answer: object) -> None:
        outcome = getattr(answer, "outcome", None)
        said = type(outcome).__name__ if outcome is not None else getattr(answer, "reason", "")
        print(f"answer {type(answer).__name__} {said}", flush=True)
        QApplication.quit()


def main() -> int:
    watch = ImportWatch()
    sys.meta_path.insert(0, watch)
    plant_id = os.environ["FIRST_PLANT_ID"]
    delay_ms = int(os.environ.get("FIRST_PLANT_DELAY_MS", "0"))
    open_window = app.open_window

    @contextmanager
    def watched(*args: Any, **kwargs: Any) -> Iterator[MainWindow]:
        with open_window(*args, **kwargs) as window:
            window.installEventFilter(FirstPlant(window, plant_id, delay_ms))
            yield window

    app.open_window = watched
    try:
        return app.main(sys.argv[1:])
    finally:
        print(f"imported off the GUI thread: {' '.join(watch.off_main)}", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
