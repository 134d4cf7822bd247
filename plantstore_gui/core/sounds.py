"""What the clerk hears: one sound for what came of a plant, an outbox run or a batch.

Store staff work with a scanner in one hand and a pot in the other: each outcome gets
one short sound, so a clerk who is not looking knows what happened. A sound is named as
the desktop's sound theme names its event sounds (the freedesktop sound naming spec);
the window only plays the name it is given.

    what happened                                        sound        the theme's name
    ──────────────────────────────────────────────────── ──────────── ─────────────────
    a plant sent from the form, or again, is created     CREATED      complete
    it is not created: rejected, refused, no answer,     NOT_CREATED  dialog-error
      it may need checking, or the app did not send it
    it waits in the outbox, to be sent again by the app  QUEUED       message
    it may have reached the server: the app asks first   ASKED        window-question
    an outbox run: every plant that left was created     CREATED
      one that left was not created, or the journal      NOT_CREATED
      failed
      none left the outbox (it still cannot be reached)  none: a run on its own every
                                                         few seconds must not chime
    a batch run ends: every row is created (or was)      BATCH_DONE   message-new-instant
      a row was not created, or it stopped on its own    NOT_CREATED
      rows wait in the outbox, and no row failed         QUEUED
      the clerk stopped it                               none: they are at the screen

Why these names: `complete` is what a desktop plays when a task ends well, and
`dialog-error` what it plays with an error. The outbox's `message` keeps the outbox's
own picture (a message set aside to go later) and is told apart from a failure: in the
freedesktop theme, `dialog-warning` and `window-question` are the very file
`dialog-error` is. A batch's end, `message-new-instant`, is a longer call of its own:
its summary waits to be read. Where no event sound can be played, the outcomes that need
the clerk's eyes ring the system bell instead (`rings_the_bell`); a bell for a created
plant would sound like a failure, so the others are then silent.
"""

from collections.abc import Mapping
from enum import StrEnum
from typing import assert_never

from .desk import Answer, Question
from .journey import CreatedBefore, Delivery, OutboxReport, Refusal
from .outcome import Created


class Sound(StrEnum):
    """One sound; its value is the sound theme's name for it (libcanberra's event.id)."""

    CREATED = "complete"
    NOT_CREATED = "dialog-error"
    QUEUED = "message"
    ASKED = "window-question"
    BATCH_DONE = "message-new-instant"

    @property
    def rings_the_bell(self) -> bool:
        """The clerk must look at the screen: without event sounds, the system bell rings."""
        return self in (Sound.NOT_CREATED, Sound.ASKED)


_NOT_CREATED_WORDS = frozenset({"rejected", "refused", "unexpected", "checking", "not sent"})
"""A batch row's words (core.tell's RESULT_WORDS) for a row sent and not created."""


def delivery_sound(delivery: Delivery) -> Sound:
    """What one plant sent came to, heard."""
    if delivery.verdict.queued:
        return Sound.QUEUED
    return Sound.CREATED if isinstance(delivery.outcome, Created) else Sound.NOT_CREATED


def answer_sound(answer: Answer) -> Sound:
    """The desk's answer to a plant sent from the form or again from the history."""
    if isinstance(answer, Delivery):
        return delivery_sound(answer)
    if isinstance(answer, CreatedBefore | Question):
        return Sound.ASKED  # created here before: Enter again sends it anyway
    if isinstance(answer, Refusal):
        return Sound.NOT_CREATED
    assert_never(answer)


def outbox_sound(report: OutboxReport) -> Sound | None:
    """One sound for what an outbox run came to; None when no plant left the outbox."""
    if report.problem:
        return Sound.NOT_CREATED
    gone = [delivery for delivery in report.deliveries if not delivery.verdict.queued]
    if not gone:
        return None
    created = all(isinstance(delivery.outcome, Created) for delivery in gone)
    return Sound.CREATED if created else Sound.NOT_CREATED


def batch_sound(counts: Mapping[str, int], stopped: str | None, by_clerk: bool) -> Sound | None:
    """One sound for what a batch run came to, by how many of its rows came to each word
    (`counts`) and why it stopped on its own (`stopped`, None when it did not); None when
    the clerk stopped it (`by_clerk`)."""
    if by_clerk:
        return None
    if stopped is not None or any(counts.get(word) for word in _NOT_CREATED_WORDS):
        return Sound.NOT_CREATED
    if counts.get("waiting"):
        return Sound.QUEUED
    return Sound.BATCH_DONE
