"""The app, driven as a store clerk would drive it, for the kill test to SIGKILL.

Run as `python tests/kill_target.py MODE [FILE.csv]` with the real app opened on the
server in KILL_TARGET_BASE_URL (token from PLANTSTORE_TOKEN); it keeps running until
killed, except in `recover` mode:
- `send FILE.csv`: opens the sheet in a batch window and presses Send.
- `form N`: types plants 1..N into the form, pressing Enter for each once the last is done.
- `outbox`: starts with the outbox sending on its own (the test filled the journal).
- `recover`: starts, lets recovery and the outbox run, then quits.
Environment: PLANTSTORE_GUI_HOME, PLANTSTORE_TOKEN, KILL_TARGET_BASE_URL.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from plantstore_gui.app import open_window, parse_args
from plantstore_gui.ui.main_window import MainWindow


def press_send(window: MainWindow) -> None:
    batch = window.batch_window
    if batch is None or not batch.send_button.isEnabled():
        QTimer.singleShot(20, lambda: press_send(window))
        return
    batch.send_button.click()
    print("sending", flush=True)


def type_plants(window: MainWindow, count: int) -> None:
    """Type plant after plant into the form, each once the one before is answered."""
    next_id = iter(range(1, count + 1))

    def type_next() -> None:
        plant_id = next(next_id, None)
        if plant_id is None:
            return
        window.form.id_field.edit.setText(str(plant_id))
        window.form.name_field.edit.setText(f"Plant {plant_id}")
        window.form.tag_field.edit.setText("kill")
        window.submit()

    window.journeys.finished.connect(lambda *_answer: QTimer.singleShot(0, type_next))
    QTimer.singleShot(20, type_next)


def quit_when_settled(app: QApplication, window: MainWindow) -> None:
    outbox = window.outbox
    if outbox.count == 0 and not outbox.running and not window.tasks.busy:
        print(f"recovered outbox={outbox.count}", flush=True)
        app.quit()
    else:
        QTimer.singleShot(50, lambda: quit_when_settled(app, window))


def main() -> int:
    mode = sys.argv[1]
    app = QApplication(sys.argv[:1])
    args = parse_args(["--base-url", os.environ["KILL_TARGET_BASE_URL"]])
    with open_window(args) as window:
        window.show()
        if mode == "send":
            window.open_sheet(Path(sys.argv[2]))
            QTimer.singleShot(20, lambda: press_send(window))
        elif mode == "form":
            type_plants(window, int(sys.argv[2]))
        elif mode == "recover":
            QTimer.singleShot(500, lambda: quit_when_settled(app, window))
        code = app.exec()
        window.close()
        return code


if __name__ == "__main__":
    raise SystemExit(main())
