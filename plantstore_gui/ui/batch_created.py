"""The batch window's rows whose plant this app already created on its server.

Once a sheet is checked, the desk is asked (off the GUI thread) which of its rows' plants
this app created on the batch's server; those rows say so, and when, before anything is
sent, and the window offers to leave them out (batch_view.py's `offer_to_leave_out`).
Left out (the default) they are not sent, as a run leaves them out unless told
otherwise; kept, every row is sent and the server decides.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot

from ..core.batch import BatchRow, Stopped, StopRequest, created_rows
from ..core.tell import created_row
from .tasks import Done, Reads, Tasks

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..core.desk import Desk
    from ..core.endpoint import Target
    from .batch_view import BatchView

log = logging.getLogger(__name__)


class CreatedRows(QObject):
    """Finds a checked sheet's rows created before, for its window to mark and offer to
    leave out; `stop` is made when the app quits."""

    def __init__(
        self, view: BatchView, desk: Desk, target: Target | None, tasks: Tasks, stop: StopRequest
    ) -> None:
        super().__init__(view)
        self._view, self._desk, self._target, self._stop = view, desk, target, stop
        self._reads = Reads(tasks, self)
        view.model.modelReset.connect(self._look_up)

    @Slot()
    def _look_up(self) -> None:
        """The sheet was checked (again): find its rows created before."""
        self._view.offer_to_leave_out(0)
        rows = self._view.model.rows
        if self._target is None or not rows or not self._desk.keeps_history:
            return
        look_up = partial(self._desk.created_before, self._target.endpoint.base_url)

        def find() -> dict[int, str]:
            found = created_rows(rows, look_up, self._stop)
            return {index: created_row(when) for index, when in found.items()}

        self._reads.run(find, partial(self._on_found, rows))

    def _on_found(self, rows: Sequence[BatchRow], done: Done) -> None:
        model = self._view.model
        if isinstance(done.error, Stopped) or rows is not model.rows or model.has_results:
            return  # the app quits, the sheet was checked again, or a run began
        if done.error is not None:  # a run looks them up itself, and leaves them out
            log.warning("the rows created before could not be looked up: %s", done.error)
            return
        model.set_created(done.value)
        self._view.offer_to_leave_out(len(done.value))
