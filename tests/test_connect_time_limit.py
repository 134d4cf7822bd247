"""A profile's time limit bounds the whole request, but waiting for a connection is
capped at 10 s: a server that cannot be reached is found out quickly, and the plant
goes to the outbox, even when the profile allows a slow server 30 s or more.

Waiting out a connect time-out would mean asserting on the clock, so this looks at the
time-outs of the request the client really sends (to the sandbox, which creates it).
"""

from __future__ import annotations

import httpx
import pytest
from conftest import SANDBOX_TOKEN

from plantstore_gui.core import Created, NewPlant, PlantStoreClient, Target, make_http_client
from plantstore_gui.core.profiles import Profile
from plantstore_gui.sandbox import SandboxServer


@pytest.mark.parametrize(
    ("limit", "connect"),
    [(30.0, 10.0), (600.0, 10.0), (10.0, 10.0), (4.0, 4.0)],
    ids=["30 s", "600 s", "10 s", "4 s"],
)
def test_the_connect_timeout_is_the_time_limit_capped_at_10_s(
    sandbox: SandboxServer, limit: float, connect: float
) -> None:
    profile = Profile(name="Sandbox", base_url=sandbox.base_url, timeout=limit)
    target = Target(profile.endpoint(), SANDBOX_TOKEN, profile.timeout)
    sent: list[httpx.Request] = []
    http = make_http_client()
    http.event_hooks["request"] = [sent.append]  # looks only: the request goes out as built
    client = PlantStoreClient(http)
    try:
        outcome = client.create_plant(target, NewPlant(id=30, name="Slow grower"))
    finally:
        client.close()
    assert isinstance(outcome, Created), outcome
    [request] = sent
    assert request.extensions["timeout"] == {
        "connect": connect,
        "read": limit,
        "write": limit,
        "pool": limit,
    }
