"""What the batch window asks before a send that may create plants twice or leave no record.

Each question says what could go wrong and names what its button does; Cancel is the
default (ask.confirm). Its words are the batch window's (translation context BatchWindow).
"""

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..core.batch import BatchRow
from ..core.words import number
from . import ask

_IDS_SHOWN = 10  # ids named in a question; the rest are counted


def send_all_again(parent: QWidget, count: int, created: int) -> bool:
    """After a run: send every one of the `count` valid rows again, `created` of which
    this batch has created already?"""
    if count == 1 and created:
        done = QCoreApplication.translate(
            "BatchWindow", "This plant was already created by this batch."
        )
    elif count == 1:
        done = QCoreApplication.translate(
            "BatchWindow", "It was not already created by this batch."
        )
    elif created == 1:
        done = QCoreApplication.translate(
            "BatchWindow",
            "{created} of these %Ln plants was already created by this batch.",
            "",
            count,
        )
    else:
        done = QCoreApplication.translate(
            "BatchWindow",
            "{created} of these %Ln plants were already created by this batch.",
            "",
            count,
        )
    done = done.format(created=number(created))
    again = QCoreApplication.translate(
        "BatchWindow",
        "Sending every row again sends the "
        "created ones a second time: the server may create them twice or refuse "
        "them as duplicates. To send only the rows that never reached the server, "
        "use Send the rest again.",
        "“Send the rest again” is the name of a button",
    )
    return ask.confirm(
        parent,
        QCoreApplication.translate("BatchWindow", "Send every row again?"),
        " ".join((done, again)),
        QCoreApplication.translate("BatchWindow", "&Send all again"),
    )


class Resend(Enum):
    """Which rows "Send the rest again" sends, once asked about rows that may have arrived."""

    ALL = "all"  # those rows too
    OTHERS = "others"  # only the rows that never reached the server
    NONE = "none"  # nothing: the user cancelled


def send_uncertain(parent: QWidget, rows: Sequence[BatchRow], others: int) -> Resend:
    """Send these rows too, whose request left and got no complete answer, or only the
    `others` rows, which never reached the server? Cancel sends nothing."""
    ids_shown = ", ".join(
        row.id_text if row.plant_id is None else str(row.plant_id) for row in rows[:_IDS_SHOWN]
    )
    count, more = len(rows), len(rows) - _IDS_SHOWN
    if more > 0:
        ids = QCoreApplication.translate(
            "BatchWindow", "{ids} and %Ln more", "a list of plant ids, then how many more", more
        )
        ids = ids.format(ids=ids_shown)
    else:
        ids = ids_shown
    if count == 1:
        text = QCoreApplication.translate(
            "BatchWindow",
            "1 row may already have reached the server: its request left and no "
            "complete answer came back (id {id}). Sending it again may create it "
            "twice. Send it too?",
        ).format(id=ids)
        verb = QCoreApplication.translate("BatchWindow", "Send &it too")
    else:
        text = QCoreApplication.translate(
            "BatchWindow",
            "%Ln rows may already have reached the server: their request "
            "left and no complete answer came back (ids {ids}). Sending them "
            "again may create them twice. Send them too?",
            "",
            count,
        ).format(ids=ids)
        verb = QCoreApplication.translate("BatchWindow", "Send &them too")
    verbs = [verb]
    if others == 1:
        text += " " + QCoreApplication.translate(
            "BatchWindow", "%Ln other row never reached the server.", "", others
        )
        verbs.append(QCoreApplication.translate("BatchWindow", "Send only the &other row"))
    elif others:
        text += " " + QCoreApplication.translate(
            "BatchWindow", "%Ln other rows never reached the server.", "", others
        )
        verbs.append(QCoreApplication.translate("BatchWindow", "Send only the &others"))
    title = QCoreApplication.translate("BatchWindow", "Send rows that may have arrived?")
    chosen = ask.choose(parent, title, text, verbs)
    return (Resend.ALL, Resend.OTHERS, Resend.NONE)[-1 if chosen is None else chosen]


def send_without_history(parent: QWidget) -> bool:
    """The history is off: send a batch the app keeps no record of?"""
    return ask.confirm(
        parent,
        QCoreApplication.translate("BatchWindow", "Send without a history?"),
        QCoreApplication.translate(
            "BatchWindow",
            "The history is off, so the app keeps no record of this batch. If the app "
            "stops while sending, it cannot tell which rows reached the server. Send anyway?",
        ),
        QCoreApplication.translate("BatchWindow", "Send &without a history"),
        risky=True,
    )
