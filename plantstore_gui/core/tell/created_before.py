"""A plant this app created on this server before, said before it is sent again: at the
form's Id field and in the Result tab, on a batch row, and in the batch's offer to leave
such rows out.

Which plants count is the desk's rule (`Desk.created_before`); this says when, in the
person's locale: the time of day, and the day too when it was not today.
"""

import time

from ..words import calendar_date, clock_time, translate
from .subject import Subject


def created_warning(plant_id: str, when: float, now: float | None = None) -> str:
    """The Id field's warning before a plant created at `when` is sent again: "Plant
    1014 was created on this server at 10:42 — press Enter again to send it anyway."."""
    shown = Subject(plant_id).shown
    if _same_day(when, now):
        words = translate(
            "PlantForm",
            "Plant {id} was created on this server at {time} — press Enter again to send it "
            "anyway.",
        )
        return words.format(id=shown, time=clock_time(when))
    words = translate(
        "PlantForm",
        "Plant {id} was created on this server on {date} at {time} — press Enter again to "
        "send it anyway.",
    )
    return words.format(id=shown, date=calendar_date(when), time=clock_time(when))


def created_reason(when: float, now: float | None = None) -> str:
    """Why a plant from the form was not sent, beside its title ("Plant 1014 was not
    sent"): this app created it on this server at `when`."""
    if _same_day(when, now):
        words = translate("Said", "It was created on this server at {time}.")
        return words.format(time=clock_time(when))
    words = translate("Said", "It was created on this server on {date} at {time}.")
    return words.format(date=calendar_date(when), time=clock_time(when))


def created_row(when: float, now: float | None = None) -> str:
    """A batch row's Result before sending, when its plant was created at `when`."""
    if _same_day(when, now):
        words = translate("BatchTable", "Already created on this server at {time}.")
        return words.format(time=clock_time(when))
    words = translate("BatchTable", "Already created on this server on {date} at {time}.")
    return words.format(date=calendar_date(when), time=clock_time(when))


def leave_out_choice(count: int) -> str:
    """The batch window's offer to leave out the `count` rows created before."""
    if count == 1:
        return translate(
            "BatchWindow", "Lea&ve out the %Ln plant already created on this server", None, count
        )
    return translate(
        "BatchWindow", "Lea&ve out the %Ln plants already created on this server", None, count
    )


def leave_out_tip() -> str:
    """What leaving them out means, and what keeping them does."""
    return translate(
        "BatchWindow",
        "Rows whose plant this app already created on this server are not sent. Turn this "
        "off to send them anyway: the server then decides.",
    )


def _same_day(when: float, now: float | None) -> bool:
    today = time.localtime(time.time() if now is None else now)
    then = time.localtime(when)
    return (then.tm_year, then.tm_yday) == (today.tm_year, today.tm_yday)
