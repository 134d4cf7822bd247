"""What every connection of the sandbox is served with: its rules' settings, its deadlines,
and the signal that the sandbox is stopping."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from .request_log import RequestLog
from .store import Store


class StopSignal:
    """Set on the event loop once the owner stops the sandbox: a delayed answer is not
    given, and a connection that arrives then is cut at once."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def clear(self) -> None:
        """Ready for a new start (and a new event loop)."""
        self._event = asyncio.Event()

    def set(self) -> None:
        """Set it; only on the event loop."""
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()

    async def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds; True once the sandbox is stopping."""
        if timeout <= 0 or self._event.is_set():
            return self._event.is_set()
        try:
            async with asyncio.timeout(timeout):
                await self._event.wait()
        except TimeoutError:
            return False
        return True


@dataclass(frozen=True)
class Settings:
    """The sandbox's rules and deadlines (seconds), shared by every connection.

    Attributes:
        idle_timeout: a connection silent this long is closed (between requests, or in one).
        header_timeout: a request's head must have arrived this long after its first byte.
        body_timeout: a request's body must have arrived this long after its head.
    """

    store: Store
    stopping: StopSignal
    token: str
    response_delay: float
    idle_timeout: float
    header_timeout: float
    body_timeout: float
    log: RequestLog | None
