"""Run by test_real_window on Xvfb: a long name's error comes and goes in the form.

Prints one JSON line: where the history begins before anything is typed and after each
text, and how many lines the name's message took, once the window has laid itself out.
The window is at its narrowest, where the error needs two lines.
"""

import json
import sys

from memory_keyring import MemoryKeyring
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.ui.main_window import MINIMUM_SIZE
from plantstore_gui.ui.servers import Servers


def main() -> None:
    app = QApplication(sys.argv)
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url="http://127.0.0.1:9")
    servers.add_temporary(profile, "token")
    servers.select(profile.id)
    window = build_window(servers, None)
    window.show()
    window.resize(MINIMUM_SIZE.width(), 700)
    QTest.qWaitForWindowExposed(window)
    name = window.form.name_field

    def settled() -> dict[str, int]:
        for _ in range(5):  # the layout requests posted by a change, and theirs
            QApplication.processEvents()
        message = name.message
        return {
            "history_begins": window.history_dock.mapTo(window, QPoint(0, 0)).y(),
            "lines": message.heightForWidth(message.width()) // message.fontMetrics().height(),
        }

    shown = [settled()]
    for text in ("x" * 300, "", "Fern", "x" * 205):
        name.edit.clear()
        QTest.keyClicks(name.edit, text)
        shown.append(settled())
    print(json.dumps(shown), flush=True)
    window.close()
    app.quit()


if __name__ == "__main__":
    main()
