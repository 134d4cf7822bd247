"""A port on 127.0.0.1 where a connect never completes: for connect time-outs, for real.

A listening socket with backlog 0 that never accepts: once its accept queue is full the
kernel drops further SYNs, so a new connect hangs until the client gives up.
"""

from __future__ import annotations

import socket


class UnacceptingPort:
    """Listens, never accepts, and keeps its accept queue full until `close()`."""

    def __init__(self) -> None:
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._fillers: list[socket.socket] = []
        try:
            self._listener.bind(("127.0.0.1", 0))
            self._listener.listen(0)
            self.port = int(self._listener.getsockname()[1])
            for _ in range(64):
                if not self._connects():
                    break
            else:
                raise RuntimeError("the accept queue never filled up")
            if self._connects():
                raise RuntimeError("a connect to the full queue still completed")
        except BaseException:
            self.close()
            raise

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def close(self) -> None:
        for filler in self._fillers:
            filler.close()
        self._listener.close()

    def _connects(self) -> bool:
        """Whether a raw connect completes within 0.2 s; a connected socket is kept open."""
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        probe.settimeout(0.2)
        try:
            probe.connect(("127.0.0.1", self.port))
        except TimeoutError:
            probe.close()
            return False
        self._fillers.append(probe)
        return True
