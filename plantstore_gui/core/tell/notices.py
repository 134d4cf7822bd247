"""Notices the window gives of plants it did not just send: at start, from the outbox,
and of a plant queued behind one still on its way.

    when                                   said
    ────────────────────────────────────── ─────────────────────────────────────────────
    at start, plants need checking         %Ln plant(s) … may or may not have been created
    an outbox run sent plants              Sent … from the outbox; … See the history.
    the outbox button                      Outbox: %Ln waiting (· sending…)
    a plant confirmed while another is on  Plant {id} is queued / It is sent as soon as
    its way                                the server has answered for plant {ahead}; …

English says one plant in a sentence of its own (not "1 plants"): each count has a
sentence for one and one for more, and a translator gives each its language's forms.
"""

from ..words import isolated, number, translate


def needs_checking_notice(flagged: int, checking: int) -> str:
    """The notice at start when plants need checking; `flagged` of them were on their way
    when the app stopped. English says one plant in a sentence of its own."""
    if flagged == 1:
        return translate(
            "Wording",
            "%Ln plant was on its way when the app stopped: it may or may not have been "
            "created. Check it on the server; it is under “Needs checking” in the history "
            "and is never sent again on its own.",
            None,
            flagged,
        )
    if flagged:
        return translate(
            "Wording",
            "%Ln plants were on their way when the app stopped: each may or may "
            "not have been created. Check them on the server; they are under “Needs "
            "checking” in the history and are never sent again on their own.",
            None,
            flagged,
        )
    if checking == 1:
        return translate(
            "Wording",
            "%Ln plant still needs checking: you stopped waiting, the connection broke or "
            "the server failed, so it may or may not have been created.",
            None,
            checking,
        )
    return translate(
        "Wording",
        "%Ln plants still need checking: you stopped waiting, the connection broke or the "
        "server failed, so each may or may not have been created.",
        None,
        checking,
    )


def outbox_sent_notice(sent: int, created: int) -> str | None:
    """What an outbox run says when it is over: `sent` plants left the outbox (not those
    that still wait), `created` of them were created; None when none left."""
    if sent == 1:
        if created:
            return translate(
                "Outbox", "Sent 1 plant from the outbox; it was created. See the history."
            )
        return translate(
            "Outbox", "Sent 1 plant from the outbox; it was not created. See the history."
        )
    if sent:
        return translate(
            "Outbox",
            "Sent %Ln plants from the outbox; {created} created. Their results are in the history.",
            None,
            sent,
        ).format(created=number(created))
    return None


def outbox_button_text(count: int, running: bool) -> str:
    """The outbox button: how many plants wait, and whether the outbox is being sent."""
    if running:
        return translate("Outbox", "Outbox: %Ln waiting · sending…", None, count)
    return translate("Outbox", "Outbox: %Ln waiting", None, count)


def queued_words(plant_id: str, ahead: str) -> tuple[str, str]:
    """The title and advice for a plant confirmed while plant `ahead` is still on its way
    (both ids as shown, "" when unknown)."""
    if plant_id:
        title = translate("Said", "Plant {id} is queued").format(id=isolated(plant_id))
    else:
        title = translate("Said", "The plant is queued")
    if ahead:
        words = translate(
            "Said",
            "It is sent as soon as the server has answered for plant {ahead}; nothing is lost.",
        )
    else:
        words = translate(
            "Said",
            "It is sent as soon as the server has answered for the plant before it; nothing "
            "is lost.",
        )
    return title, words.format(ahead=isolated(ahead))
