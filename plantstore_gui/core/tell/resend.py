"""A recorded plant to be sent again: why it waits in the outbox, and what to ask before
the user sends it again.

    entry                                 why_waiting / resend_question
    ───────────────────────────────────── ─────────────────────────────────────────────
    no token known for its server         No token is known for {server}: type its token …
    no server here has its address        No server here has the address {address} any more. …
    its profile gone, another one in use  The profile {server} it was sent from is gone …
    waits: the token was refused (401)    The server refused the token. …
    waits: the server asked to wait (429) The server asked to wait; … after {time}.
    waits: its batch or the app stopped   Its batch stopped, or the app closed, …
    waits: the server was unreachable     The server could not be reached; …
    needs checking, sent again            Plant {plant} may already have been created: …
                                          (and whether the server honours the key)
    created, sent again                   Plant {plant} was created by this request …
"""

import time
from collections.abc import Mapping

from ..journal import EntryState, HistoryEntry
from ..profiles import host_port
from ..visible import visible
from ..words import isolated, quoted, translate


class _Waits:
    """Why an entry waits, as the journal stores it: the values of the journey's WaitReason
    (core/journey/policy.py), which speaks through this package, so is not imported here."""

    TOKEN = "token"  # the server refused the token (401)
    BUSY = "busy"  # the server asked to wait (429)
    INTERRUPTED = "interrupted"  # its batch stopped, or the app closed, before sending it


def resend_question(entry: HistoryEntry, honours_key: bool) -> str | None:
    """What to ask before sending an entry again; None when it is safe without asking."""
    if entry.state is EntryState.WAITING:
        return None
    plant = isolated(visible(entry.plant_id, lines=False)) or translate(
        "Sending", "(no id)", "stands for a plant's missing id"
    )
    if entry.state is EntryState.CHECKING:
        if honours_key:
            words = translate(
                "Sending",
                "Plant {plant} may already have been created: its request left and no complete "
                "answer came back. Sending it again may create it twice. This server honours "
                "the request's Idempotency-Key, so it creates the plant at most once.",
            )
        else:
            words = translate(
                "Sending",
                "Plant {plant} may already have been created: its request left and no complete "
                "answer came back. Sending it again may create it twice. This server is not "
                "known to honour the request's Idempotency-Key.",
            )
        return words.format(plant=plant)
    if entry.outcome == "created":
        words = translate(
            "Sending",
            "Plant {plant} was created by this request already. Sending it again creates "
            "a second request, which may create it twice or be refused as a duplicate.",
        )
        return words.format(plant=plant)
    return None


def no_token(entry: HistoryEntry, names: Mapping[str, str]) -> str:
    """Why an entry cannot be sent: no token is known for its address, and what the user
    can do. `names`: each address a server here has, by the name the window gives it."""
    server = names.get(entry.base_url)
    if server is not None:
        words = translate(
            "Sending",
            "No token is known for {server}: type its token in Manage servers, or choose "
            "that server, type it in the main window and press Enter; then send again.",
        )
        return words.format(server=isolated(visible(server, lines=False)))
    if entry.state is EntryState.WAITING:
        words = translate(
            "Sending",
            "No server here has the address {address} any more. Add a server with that "
            "address and its token in Manage servers, then send again; or remove the plant "
            "from the outbox.",
        )
    else:
        words = translate(
            "Sending",
            "No server here has the address {address} any more. Add a server with that "
            "address and its token in Manage servers, then send again.",
        )
    return words.format(address=isolated(visible(host_port(entry.base_url), lines=False)))


def sender_gone(entry: HistoryEntry) -> str:
    """Why an entry cannot be sent: the profile it was sent from is gone (or has another
    address now), other profiles share its address, and none of them is in use."""
    server = quoted(visible(entry.server_name, lines=False))
    address = isolated(visible(host_port(entry.base_url), lines=False))
    if entry.state is EntryState.WAITING:
        words = translate(
            "Sending",
            "The profile {server} it was sent from is gone. Choose the profile at {address} "
            "that should send it, then send it again; or remove the plant from the outbox.",
        )
    else:
        words = translate(
            "Sending",
            "The profile {server} it was sent from is gone. Choose the profile at {address} "
            "that should send it, then send it again.",
        )
    return words.format(server=server, address=address)


def why_waiting(entry: HistoryEntry, token_known: bool, names: Mapping[str, str]) -> str:
    """Why a plant waits in the outbox, and when it is sent, for the outbox view; `names`
    as for `no_token`."""
    if not token_known:
        return no_token(entry, names)
    match entry.wait_reason:
        case _Waits.TOKEN:
            return translate(
                "Sending",
                "The server refused the token. Type a new one in Manage servers, then send.",
            )
        case _Waits.BUSY if entry.not_before is not None:
            when = time.strftime("%H:%M:%S", time.localtime(entry.not_before))
            words = translate("Sending", "The server asked to wait; it is sent again after {time}.")
            return words.format(time=when)
        case _Waits.INTERRUPTED:
            return translate(
                "Sending",
                "Its batch stopped, or the app closed, before it was sent; it is sent when "
                "the server answers.",
            )
        case _:
            return translate(
                "Sending", "The server could not be reached; it is sent when the server answers."
            )
