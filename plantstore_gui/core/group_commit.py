"""Group commit: the writes of concurrent threads share one transaction and one disk wait.

A batch's lanes each mark a row "sending" just before its request leaves; committing
each mark alone, durably, would cost one wait for the disk per row.
"""

import sqlite3
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, TypeVar

_T = TypeVar("_T")


@dataclass
class _Ticket:
    work: Callable[[sqlite3.Connection], Any]
    durable: bool
    done: bool = False
    value: Any = None
    error: BaseException | None = None


class GroupCommit:
    """Runs the writes of concurrent threads in one transaction (one wait for the disk).

    The first thread to arrive while no commit runs leads: it takes every write
    queued so far and commits them together; the others wait for its word.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._queue: list[_Ticket] = []
        self._leading = False

    def run(
        self,
        db: Callable[[], AbstractContextManager[sqlite3.Connection]],
        work: Callable[[sqlite3.Connection], _T],
        durable: bool,
    ) -> _T:
        ticket = _Ticket(work, durable)
        with self._cond:
            self._queue.append(ticket)
            while not ticket.done and self._leading:
                self._cond.wait()
            if not ticket.done:
                self._leading = True
                group, self._queue = self._queue, []
        if not ticket.done:
            try:
                self._commit(db, group)
            finally:
                with self._cond:
                    self._leading = False
                    self._cond.notify_all()
        if ticket.error is not None:
            raise ticket.error
        value: _T = ticket.value
        return value

    @staticmethod
    def _commit(
        db: Callable[[], AbstractContextManager[sqlite3.Connection]], group: list[_Ticket]
    ) -> None:
        durable = any(ticket.durable for ticket in group)
        try:
            with db() as conn:
                conn.execute(f"PRAGMA synchronous = {'FULL' if durable else 'NORMAL'}")
                try:
                    with conn:
                        for ticket in group:
                            ticket.value = ticket.work(conn)
                finally:
                    conn.execute("PRAGMA synchronous = FULL")
        except BaseException as exc:
            for ticket in group:
                ticket.error = exc
        for ticket in group:
            ticket.done = True
