"""A Plant Store server on loopback, faithful to SPEC.md: the object that starts and stops
it and says what it holds, and the event loop it serves from."""

from __future__ import annotations

import asyncio
import socket
import threading
from types import TracebackType
from typing import TextIO

from .connection import Connection
from .request_log import RequestLog
from .settings import Settings, StopSignal
from .store import Store

IDLE_TIMEOUT = 30.0  # seconds a connection may stay silent before it is closed
HEADER_TIMEOUT = 10.0  # seconds from a request's first byte until its head must be in
BODY_TIMEOUT = 30.0  # seconds from a request's head until its body must be in
BACKLOG = 1024  # connections the system holds for the loop to accept: bursts are not refused
THREAD_NAME = "plantstore-sandbox"


class SandboxServer:
    """A Plant Store server on loopback, faithful to SPEC.md, for trying the app and for tests.

    It honours the Idempotency-Key header (IETF HTTPAPI draft): a request that repeats
    a key with the same body gets the first answer again and creates nothing; the
    same key with another body is refused (422); a key whose first request is still
    being answered is refused (409).

    It serves every connection from one event loop in one thread of its own, so a
    connection costs no thread while it waits: idle or slow clients, however many, do
    not keep another client from its answer. A connection silent for `idle_timeout` is
    closed; a request whose head is not in within `header_timeout` of its first byte,
    or whose body is not in within `body_timeout` of its head, is answered 408 and closed.

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
        header_timeout: float = HEADER_TIMEOUT,
        body_timeout: float = BODY_TIMEOUT,
    ) -> None:
        if not token:
            raise ValueError("token must not be empty")
        if response_delay < 0:
            raise ValueError("response_delay must not be negative")
        if min(idle_timeout, header_timeout, body_timeout) <= 0:
            raise ValueError("the timeouts must be positive")
        self.token = token
        self.response_delay = response_delay
        self.idle_timeout = idle_timeout
        self.header_timeout = header_timeout
        self.body_timeout = body_timeout
        self.log = log
        self._request_log = None if log is None else RequestLog(log)
        self._address = (host, port)
        self._store = Store()
        self._stopping = StopSignal()
        self._loop: _Loop | None = None
        self._thread: threading.Thread | None = None
        self._bound: tuple[str, int] = ("", 0)

    @property
    def port(self) -> int:
        if self._loop is None:
            raise RuntimeError("the sandbox server is not started")
        return self._bound[1]

    @property
    def base_url(self) -> str:
        if self._loop is None:
            raise RuntimeError("the sandbox server is not started")
        host = self._bound[0]
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
        """Bind and serve from an event loop in a daemon thread; returns once listening."""
        if self._loop is not None:
            raise RuntimeError("the sandbox server is already started")
        listening = _listening_socket(*self._address)
        self._stopping.clear()
        settings = Settings(
            store=self._store,
            stopping=self._stopping,
            token=self.token,
            response_delay=self.response_delay,
            idle_timeout=self.idle_timeout,
            header_timeout=self.header_timeout,
            body_timeout=self.body_timeout,
            log=self._request_log,
        )
        loop = _Loop(listening, settings)
        thread = threading.Thread(target=loop.run, name=THREAD_NAME, daemon=True)
        thread.start()
        try:
            loop.wait_serving()
        except BaseException:
            thread.join()
            raise
        address = listening.getsockname()
        self._bound = (str(address[0]), int(address[1]))
        self._loop, self._thread = loop, thread

    def stop(self) -> None:
        """Stop serving, cut open connections, release the port and end the loop's thread."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        loop.stop()
        thread.join()
        self._loop = self._thread = None

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


def _listening_socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listening = socket.socket(family, socket.SOCK_STREAM)
    try:
        # A server restarted on its port (as the tests do) need not wait out TIME_WAIT.
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind((host, port))
        listening.listen(BACKLOG)
    except BaseException:
        listening.close()
        raise
    return listening


class _Loop:
    """The sandbox's event loop, run by its thread: it accepts connections, serves each as
    a task, and when told to stop, cuts them all and ends."""

    def __init__(self, listening: socket.socket, settings: Settings) -> None:
        self._listening = listening
        self._settings = settings
        self._serving = threading.Event()
        self._failure: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._connections: dict[Connection, asyncio.Task[None] | None] = {}

    def run(self) -> None:
        """The thread's work: serve until stop()."""
        try:
            asyncio.run(self._main())
        except BaseException as exc:
            self._failure = exc
        finally:
            self._listening.close()
            self._serving.set()

    def wait_serving(self) -> None:
        """Wait until connections are served; raises what kept the loop from it."""
        self._serving.wait()
        if self._failure is not None:
            raise self._failure

    def stop(self) -> None:
        """Ask the loop to stop; from any thread."""
        loop, stop = self._loop, self._stop
        if loop is None or stop is None:
            return
        try:
            loop.call_soon_threadsafe(stop.set)
        except RuntimeError:
            pass  # the loop has ended already

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        server = await asyncio.start_server(self._serve, sock=self._listening, backlog=BACKLOG)
        self._serving.set()
        await self._stop.wait()
        self._settings.stopping.set()  # a delayed answer is not given
        server.close()
        for connection in list(self._connections):
            connection.cut()
        tasks = {task for task in self._connections.values() if task is not None}
        if tasks:
            # Cut, and with their delays ended, they finish at once; asyncio.run cancels
            # any that does not.
            await asyncio.wait(tasks, timeout=1.0)
        await server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = Connection(reader, writer, self._settings)
        if self._settings.stopping.is_set():  # arrived while stop() was cutting connections
            connection.cut()
            return
        self._connections[connection] = asyncio.current_task()
        try:
            await connection.serve()
        except Exception as exc:
            asyncio.get_running_loop().call_exception_handler(
                {"message": "The sandbox failed to answer a request.", "exception": exc}
            )
            connection.cut()
        finally:
            del self._connections[connection]
