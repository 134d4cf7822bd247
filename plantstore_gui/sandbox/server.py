"""A Plant Store server on loopback, faithful to SPEC.md (standard library only): the
object that starts and stops it and says what it holds."""

from __future__ import annotations

import threading
from types import TracebackType
from typing import TextIO

from .handler import SandboxHTTPServer
from .request_log import RequestLog
from .store import Store

IDLE_TIMEOUT = 30.0  # seconds a connection may stay silent before it is closed


class SandboxServer:
    """A Plant Store server on loopback, faithful to SPEC.md, for trying the app and for tests.

    It honours the Idempotency-Key header (IETF HTTPAPI draft): a request that repeats
    a key with the same body gets the first answer again and creates nothing; the
    same key with another body is refused (422); a key whose first request is still
    being answered is refused (409).

    With a `log` (a text stream such as sys.stderr) it writes one line per answer it
    gives: time, method, path, status, the plant's id when the body has one, and the
    reason of a refusal; never the token. Without one (the default) it writes nothing.
    """

    def __init__(
        self,
        token: str,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        response_delay: float = 0.0,
        log: TextIO | None = None,
        idle_timeout: float = IDLE_TIMEOUT,
    ) -> None:
        if not token:
            raise ValueError("token must not be empty")
        if response_delay < 0:
            raise ValueError("response_delay must not be negative")
        self.token = token
        self.response_delay = response_delay
        self.idle_timeout = idle_timeout
        self.log = log
        self._request_log = None if log is None else RequestLog(log)
        self._address = (host, port)
        self._store = Store()
        self._stopping = threading.Event()
        self._httpd: SandboxHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("the sandbox server is not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        if self._httpd is None:
            raise RuntimeError("the sandbox server is not started")
        host = str(self._httpd.server_address[0])
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}"

    @property
    def request_count(self) -> int:
        """How many POST /plants requests arrived, whatever their outcome."""
        return self._store.request_count

    def plants(self) -> dict[int, dict[str, str]]:
        """A copy of the stored plants: id -> Plant."""
        return self._store.plants()

    def received(self) -> list[tuple[str, bytes]]:
        """Every authorised POST /plants as it arrived: (Idempotency-Key or "", body)."""
        return self._store.received()

    def wait_for_requests(self, count: int, timeout: float) -> bool:
        """Wait until `count` POST /plants requests have arrived; False at the timeout."""
        return self._store.wait_for_requests(count, timeout)

    def wait_for_plant(self, plant_id: int, timeout: float) -> dict[str, str] | None:
        """The plant once it is stored; None if it is not by the timeout."""
        return self._store.wait_for_plant(plant_id, timeout)

    def start(self) -> None:
        """Bind and serve in a daemon thread; returns once listening."""
        if self._httpd is not None:
            raise RuntimeError("the sandbox server is already started")
        self._stopping.clear()
        self._httpd = SandboxHTTPServer(
            self._address,
            self._store,
            self._stopping,
            token=self.token,
            response_delay=self.response_delay,
            idle_timeout=self.idle_timeout,
            log=self._request_log,
        )
        # A short poll interval lets stop() return promptly.
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="plantstore-sandbox",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop serving, cut open connections and release the port."""
        httpd, thread = self._httpd, self._thread
        if httpd is None or thread is None:
            return
        self._stopping.set()
        httpd.shutdown()
        httpd.cut_connections()
        httpd.server_close()  # waits for the handler threads: their connections are cut
        thread.join()
        self._httpd = self._thread = None

    def __enter__(self) -> SandboxServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
