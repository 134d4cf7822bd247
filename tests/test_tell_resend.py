"""What the journey says of a recorded entry (core.tell.resend), without Qt: why a plant
waits in the outbox, and what to ask before sending one again."""

from __future__ import annotations

import time
from dataclasses import replace

from test_tell_history import created, entry, failed, rejected

from plantstore_gui.core import tell
from plantstore_gui.core.journal import EntryState
from plantstore_gui.core.outcome import FailureKind
from plantstore_gui.core.profiles import Profile, ServerNames


def test_resend_question_names_whether_the_server_honours_the_key() -> None:
    checking = failed(FailureKind.TIMED_OUT, sent=True, plant_id="1")
    waiting = failed(FailureKind.REFUSED, sent=False, plant_id="2")
    made = replace(created(), plant_id="3")
    refused = rejected()
    honoured = tell.resend_question(checking, honours_key=True)
    unknown = tell.resend_question(checking, honours_key=False)
    assert honoured is not None and unknown is not None
    assert "Plant 1 may already have been created" in honoured
    assert "honours the request's Idempotency-Key" in honoured
    assert "at most once" in honoured
    assert "not known to honour" in unknown
    assert "at most once" not in unknown
    for honours in (True, False):
        assert tell.resend_question(waiting, honours) is None  # it never reached the server
        assert tell.resend_question(refused, honours) is None  # the server said no
        asked = tell.resend_question(made, honours)
        assert asked is not None and "Plant 3 was created" in asked
    no_id = tell.resend_question(failed(FailureKind.TIMED_OUT, sent=True, plant_id=""), True)
    assert no_id is not None and no_id.startswith("Plant (no id) may already")


def test_why_a_plant_waits_in_the_outbox() -> None:
    waits = entry(state=EntryState.WAITING, server_name="127.0.0.1")
    # Named as the window names the server at that address now, not as it was recorded.
    named = ServerNames([Profile(name="Shop", base_url="http://127.0.0.1:8000/")])
    assert tell.why_waiting(waits, False, named) == (
        "No token is known for Shop: type its token in Manage servers, or choose that server, "
        "type it in the main window and press Enter; then send again."
    )
    # No server here has that address any more (a session's server, gone with it): the
    # words say what the user can do, not "choose that server".
    assert tell.why_waiting(waits, False, {}) == (
        "No server here has the address 127.0.0.1:8000 any more. Add a server with that "
        "address and its token in Manage servers, then send again; or remove the plant from "
        "the outbox."
    )
    assert tell.no_token(entry(state=EntryState.DONE), {}) == (
        "No server here has the address 127.0.0.1:8000 any more. Add a server with that "
        "address and its token in Manage servers, then send again."
    )
    token = entry(state=EntryState.WAITING, wait_reason="token")
    assert tell.why_waiting(token, True, {}) == (
        "The server refused the token. Type a new one in Manage servers, then send."
    )
    later = 1_700_000_000.0
    busy = entry(state=EntryState.WAITING, wait_reason="busy", not_before=later)
    clock = time.strftime("%H:%M:%S", time.localtime(later))
    assert tell.why_waiting(busy, True, {}) == (
        f"The server asked to wait; it is sent again after {clock}."
    )
    interrupted = entry(state=EntryState.WAITING, wait_reason="interrupted")
    assert tell.why_waiting(interrupted, True, {}) == (
        "Its batch stopped, or the app closed, before it was sent; it is sent when the "
        "server answers."
    )
    unreachable = "The server could not be reached; it is sent when the server answers."
    assert tell.why_waiting(
        entry(state=EntryState.WAITING, wait_reason="unreachable"), True, {}
    ) == (unreachable)
    # A busy server that gave no time is waited for like an unreachable one.
    assert tell.why_waiting(entry(state=EntryState.WAITING, wait_reason="busy"), True, {}) == (
        unreachable
    )


def test_the_wait_reasons_are_the_ones_the_journey_stores() -> None:
    from plantstore_gui.core.journey import WaitReason

    told = {
        reason: tell.why_waiting(entry(wait_reason=reason.value, not_before=0.0), True, {})
        for reason in WaitReason
    }
    assert len(set(told.values())) == len(WaitReason)  # each reason is told its own way
