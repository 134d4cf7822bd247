"""Run by test_real_window on Xvfb: notices and the token field appear in an open window.

Prints one JSON line: the window's height before and after, and where the top part ends
and the history begins, once the window has settled. The window starts at its minimum
size, so that what appears needs more room than it has.
"""

import json
import sys

from memory_keyring import MemoryKeyring
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileBook, ProfileStore
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.ui.servers import Servers

SETTLE_MS = 500


def main() -> None:
    app = QApplication(sys.argv)
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url="http://127.0.0.1:9")
    servers.add_temporary(profile, "token")
    servers.select(profile.id)
    window = build_window(servers, None)
    window.show()
    window.resize(960, 1)  # as low as it goes
    before: list[int] = []

    def top(widget: QWidget) -> int:
        return widget.mapTo(window, QPoint(0, 0)).y()

    def grow() -> None:
        before.append(window.height())
        for n in range(3):
            window.show_notice(f"Notice {n}: something happened to the servers, worth a look.")
        window.token_box.setVisible(True)
        QTimer.singleShot(SETTLE_MS, report)

    def report() -> None:
        central = window.centralWidget()
        print(
            json.dumps(
                {
                    "height_before": before[0],
                    "height": window.height(),
                    "top_part_ends": top(central) + central.height(),
                    "history_begins": top(window.history_dock),
                }
            ),
            flush=True,
        )
        window.close()
        app.quit()

    QTimer.singleShot(SETTLE_MS, grow)
    app.exec()


if __name__ == "__main__":
    main()
