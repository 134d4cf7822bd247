"""A second copy of the app asks the first to come forward, over a local socket."""

import hashlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

_CONNECT_MS = 500  # the second copy is about to quit; it waits no longer than this


def channel_name(data_folder: Path) -> str:
    """One name per data folder, the same in every copy of the app that uses it."""
    digest = hashlib.sha256(str(data_folder.resolve()).encode()).hexdigest()[:16]
    return f"plantstore-gui-{digest}"


class ShowRequests(QObject):
    """Listens, in the copy that holds the data folder, for "show yourself" requests."""

    def __init__(self, name: str, window: QWidget, tell: Callable[[str], None]) -> None:
        super().__init__(window)
        self._window = window
        self._tell = tell
        self._server = QLocalServer(self)
        # A copy that crashed leaves its socket file behind; the folder's lock is ours now.
        QLocalServer.removeServer(name)
        self._server.listen(name)
        self._server.newConnection.connect(self._on_connection)

    def close(self) -> None:
        """Stop listening: the window is going away."""
        self._server.close()

    @Slot()
    def _on_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.disconnectFromServer()
            socket.deleteLater()
        self._window.showNormal()
        self._window.raise_()
        self._window.activateWindow()
        self._tell(
            self.tr(
                "The app was started again. This window is the one open for your data; "
                "the second copy closed without sending anything."
            )
        )


def show_running_copy(name: str) -> bool:
    """Ask the copy that holds the data folder to show its window; True if it heard."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    heard = socket.waitForConnected(_CONNECT_MS)
    socket.abort()
    return heard
