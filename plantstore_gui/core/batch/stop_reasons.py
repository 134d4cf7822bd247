"""Why a batch stopped before its end, in the words the user sees."""

import logging

from ..journal import HistoryError
from ..words import translate

log = logging.getLogger(__name__)


def stopped_before_the_end() -> str:
    """The batch was stopped (the app quits) with rows still to send."""
    return translate("BatchRunner", "The batch was stopped before every row was sent.")


def journal_failed(problem: object) -> str:
    failed = translate(
        "BatchRunner", "The history could not be kept, so no more rows are sent: {problem}"
    )
    return failed.format(problem=problem)


def failure_reason(exc: Exception) -> str:
    """Why an error stopped the batch; one the code did not expect is logged too."""
    if isinstance(exc, HistoryError):
        return journal_failed(exc)
    if isinstance(exc, OSError):  # an unreadable CA bundle
        unusable = translate("BatchRunner", "The connection settings cannot be used: {reason}")
        return unusable.format(reason=exc)
    log.error("batch stopped", exc_info=exc)
    internal = translate("BatchRunner", "The batch stopped on an internal error: {error}")
    return internal.format(error=repr(exc))
