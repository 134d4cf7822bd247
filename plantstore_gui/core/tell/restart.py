"""Why the app did not come back after "Restart now" (a new language): said in a window
by the copy that is going away, since nobody else would say it.

    when                                        said
    ─────────────────────────────────────────── ────────────────────────────────────────
    the program could not be started at all      … could not be started again: {reason}
    it started, and ended before its window      … stopped before its window opened …
"""

from ... import APP_NAME
from ..visible import visible
from ..words import translate


def restart_not_started(reason: str) -> str:
    """The program could not be started again (it is gone, or may not be run): `reason`
    is the system's own words."""
    words = translate(
        "Said",
        "{app_name} could not be started again in the new language: {reason}. Start it "
        "again yourself; the language you chose is saved.",
    )
    return words.format(app_name=APP_NAME, reason=visible(reason.rstrip(".")))


def restart_stopped(status: int) -> str:
    """The program was started again and ended before its window opened."""
    words = translate(
        "Said",
        "{app_name} was started again in the new language, but it stopped before its "
        "window opened (exit status {status}). Start it again yourself; the language you "
        "chose is saved. Started from a terminal, it says why it stops.",
    )
    return words.format(app_name=APP_NAME, status=status)
