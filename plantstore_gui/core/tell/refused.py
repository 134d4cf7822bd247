"""Why a plant was not sent, for the results panel: nothing leaves that is not written
down first, and nothing leaves a copy of the app that could not lock its data folder.

    when                                    said
    ─────────────────────────────────────── ────────────────────────────────────────────
    any plant the desk did not send         Plant {id} was not sent (the title)
    the journal could not be written        It could not be written down first, …
    the journal could not be read           It could not be looked up in the history …
    the data folder could not be locked     This copy of the app sends nothing: …
"""

from ... import APP_NAME
from ..visible import visible
from ..words import translate
from .subject import Subject


def not_sent_title(plant_id: str) -> str:
    """The results panel's title for a plant the desk refused to send."""
    return Subject(plant_id).say(
        translate("Said", "Plant {id} was not sent"),
        translate("Said", "The plant was not sent"),
    )


def not_written_down(problem: str) -> str:
    """Why a plant was not sent when the journal could not be written (a full disk, a
    folder that became read-only): `problem` is the journal's own sentence."""
    words = translate(
        "Said",
        "It could not be written down first, and a plant is sent only once it is: "
        "{problem} Free some disk space, or make the data folder writable, then send it "
        "again.",
    )
    return words.format(problem=_sentence(problem))


def not_looked_up(problem: str) -> str:
    """Why a plant was not sent when the journal could not be read to find the plant's
    unfinished entry (sending it without would risk sending it twice)."""
    words = translate(
        "Said",
        "It could not be looked up in the history first, so it was not sent: {problem}",
    )
    return words.format(problem=_sentence(problem))


def no_lock(folder: str, reason: str) -> str:
    """Why this copy of the app sends nothing: it could not lock its data folder, so it
    cannot tell whether another copy on the same folder is sending the same plants."""
    words = translate(
        "Said",
        "This copy of {app_name} sends nothing: it could not lock its data folder {folder} "
        "({reason}), so it cannot make sure that no other copy sends the same plants. Make "
        "the folder writable, then start the app again.",
    )
    return words.format(
        app_name=APP_NAME, folder=visible(folder, lines=False), reason=visible(reason)
    )


def _sentence(text: str) -> str:
    """`text` ending as a sentence does."""
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."
