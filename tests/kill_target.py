"""The app, driven as a store clerk would drive it, for the kill test to SIGKILL.

Run as `python tests/kill_target.py send FILE.csv`: opens the real app on the server in
--base-url (token from PLANTSTORE_TOKEN), opens the sheet, presses Send, and keeps
running until killed. `python tests/kill_target.py recover` starts the app the same way
with no sheet, lets it recover from its journal and send its outbox, then quits.
Environment: PLANTSTORE_GUI_HOME, PLANTSTORE_TOKEN, KILL_TARGET_BASE_URL.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from plantstore_gui.app import open_window, parse_args


def main() -> int:
    mode = sys.argv[1]
    app = QApplication(sys.argv[:1])
    args = parse_args(["--base-url", os.environ["KILL_TARGET_BASE_URL"]])
    with open_window(args) as window:
        window.show()
        if mode == "send":
            window.open_sheet(Path(sys.argv[2]))

            def press_send() -> None:
                batch = window.batch_window
                if batch is None or not batch.send_button.isEnabled():
                    QTimer.singleShot(20, press_send)
                    return
                batch.send_button.click()
                print("sending", flush=True)

            QTimer.singleShot(20, press_send)
        else:

            def quit_when_settled() -> None:
                outbox = window.outbox
                if outbox.count == 0 and not window._background.busy:
                    print(f"recovered outbox={outbox.count}", flush=True)
                    app.quit()
                else:
                    QTimer.singleShot(50, quit_when_settled)

            QTimer.singleShot(500, quit_when_settled)
        code = app.exec()
        window.close()
        return code


if __name__ == "__main__":
    raise SystemExit(main())
