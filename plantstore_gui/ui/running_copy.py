"""A second copy of the app hands its request to the first, over a local socket.

The copy that holds the data folder listens; a second copy (which sends nothing) asks
it for one thing, in one line of JSON: to come forward (`{"show": true}`), or to open a
sheet named on the second copy's command line, as File ▸ Open would
(`{"open": "/absolute/path.csv"}`: the desktop's "Open with" while the app runs). The
first copy answers `ok` once it has done so. Only the same user may connect.
"""

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

_CONNECT_MS = 500  # the second copy is about to quit; it waits no longer than this
_ANSWER_MS = 5000  # the first copy answers once its window's event loop reads the request
_LONGEST_REQUEST = 64 * 1024  # a path, in JSON; anything longer is not ours
_ANSWER = b"ok\n"


def channel_name(data_folder: Path) -> str:
    """One name per data folder, the same in every copy of the app that uses it."""
    digest = hashlib.sha256(str(data_folder.resolve()).encode()).hexdigest()[:16]
    return f"plantstore-gui-{digest}"


class ShowRequests(QObject):
    """Listens, in the copy that holds the data folder, for a second copy's requests:
    "show yourself" (said with `tell`), or "open this sheet" (done with `open_sheet`)."""

    def __init__(
        self,
        name: str,
        window: QWidget,
        tell: Callable[[str], None],
        open_sheet: Callable[[Path], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._tell = tell
        self._open_sheet = open_sheet
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
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
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            self._read(socket)

    @Slot()
    def _on_ready_read(self) -> None:
        if isinstance(socket := self.sender(), QLocalSocket):
            self._read(socket)

    @Slot()
    def _on_disconnected(self) -> None:
        if isinstance(socket := self.sender(), QLocalSocket):
            if not socket.property("answered"):
                self._read(socket)
                if not socket.property("answered"):
                    self._come_forward(None)  # an older copy: it only connects
            socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket.property("answered"):
            return
        if not socket.canReadLine():
            if socket.bytesAvailable() > _LONGEST_REQUEST:
                socket.setProperty("answered", True)
                socket.abort()
            return
        socket.setProperty("answered", True)
        self._come_forward(_sheet_in(bytes(socket.readLine().data())))
        if socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
            socket.write(_ANSWER)
            socket.disconnectFromServer()  # once the answer is written

    def _come_forward(self, sheet: Path | None) -> None:
        self._window.showNormal()
        self._window.raise_()
        self._window.activateWindow()
        if sheet is not None:
            self._open_sheet(sheet)
            return
        self._tell(
            self.tr(
                "The app was started again. This window is the one open for your data; "
                "the second copy closed without sending anything."
            )
        )


def _sheet_in(line: bytes) -> Path | None:
    """The absolute path a request asks to open, if it asks for one."""
    try:
        request = json.loads(line)
    except ValueError:
        return None
    path = request.get("open") if isinstance(request, dict) else None
    if isinstance(path, str) and path and Path(path).is_absolute():
        return Path(path)
    return None


def show_running_copy(name: str) -> bool:
    """Ask the copy that holds the data folder to show its window; True if it heard."""
    return _ask(name, {"show": True}, wait_for_answer=False)


def open_in_running_copy(name: str, sheet: Path) -> bool:
    """Ask the copy that holds the data folder to open `sheet` (absolute) as File ▸ Open
    would, and to come forward; True once it says it has."""
    return _ask(name, {"open": str(sheet)}, wait_for_answer=True)


def _ask(name: str, request: dict[str, object], *, wait_for_answer: bool) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(_CONNECT_MS):
        socket.abort()
        return False
    socket.write(json.dumps(request).encode("ascii") + b"\n")
    socket.waitForBytesWritten(_CONNECT_MS)
    if not wait_for_answer:
        socket.disconnectFromServer()
        return True
    while not socket.canReadLine() and socket.waitForReadyRead(_ANSWER_MS):
        pass
    heard = socket.canReadLine() and bytes(socket.readLine().data()) == _ANSWER
    socket.abort()
    return heard
