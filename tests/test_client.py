"""Tests for PlantStoreClient over real sockets on 127.0.0.1.

The spec-faithful sandbox answers the well-behaved cases; the small servers in
faulty_server.py record requests and misbehave on purpose.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable, Iterator
from functools import cache

import pytest
from conftest import SANDBOX_TOKEN
from faulty_server import (
    Behaviour,
    ClosedPort,
    Held,
    Serve,
    close_at_once,
    drip,
    gzip_bomb,
    never_answer,
    respond,
    respond_gzip,
    truncated,
)

from plantstore_gui.core import (
    INT64_MAX,
    INT64_MIN,
    ApiError,
    Created,
    Endpoint,
    Failed,
    FailureKind,
    NewPlant,
    Outcome,
    Plant,
    PlantStoreClient,
    Rejected,
    Target,
    Unexpected,
    make_http_client,
)
from plantstore_gui.sandbox import SandboxServer

FERN = NewPlant(id=1, name="Fern", tag="indoor")
FERN_JSON = b'{"name": "Fern", "tag": "indoor"}'
# A call that only our deadline (or a cancel) can end must end well within this: without
# them it would block until the server stops, after the test. A bound, not a timing.
ENDS_WITHIN = 10.0


@pytest.fixture
def client() -> Iterator[PlantStoreClient]:
    plant_store = PlantStoreClient(make_http_client())
    try:
        yield plant_store
    finally:
        plant_store.close()


@pytest.fixture
def small_client() -> Iterator[PlantStoreClient]:
    """A client that reads at most 1,000 bytes of an answer."""
    plant_store = PlantStoreClient(make_http_client(), max_body=1000)
    try:
        yield plant_store
    finally:
        plant_store.close()


@cache
def fifty_megabytes_of_zeros_gzipped() -> bytes:
    return gzip_bomb(50 * 1024 * 1024)


def target(base_url: str, *, token: str = SANDBOX_TOKEN, timeout: float = 5.0) -> Target:
    return Target(Endpoint.parse(base_url), token, timeout)


def created(outcome: Outcome) -> Created:
    assert isinstance(outcome, Created), outcome
    return outcome


def unexpected(outcome: Outcome) -> Unexpected:
    assert isinstance(outcome, Unexpected), outcome
    return outcome


def failed(outcome: Outcome, kind: FailureKind) -> Failed:
    assert isinstance(outcome, Failed), outcome
    assert outcome.kind is kind, outcome
    return outcome


def within(bound: float, call: Callable[[], Outcome]) -> Outcome:
    """What `call()` comes to, or a failure of the test once `bound` seconds have passed
    without an outcome: the deadline or cancel that should have ended it did not.

    The call runs on a thread of its own; one left blocked ends when its server stops.
    """
    outcomes: list[Outcome] = []
    worker = threading.Thread(target=lambda: outcomes.append(call()), daemon=True)
    worker.start()
    worker.join(bound)
    if worker.is_alive():
        pytest.fail(f"no outcome within {bound:g} s: nothing stopped the request")
    [outcome] = outcomes
    return outcome


def create_on_sandbox(client: PlantStoreClient, sandbox: SandboxServer, plant_id: int) -> None:
    """The client still works: a plant reaches the sandbox and is Created."""
    plant = NewPlant(id=plant_id, name="Still working")
    outcome = created(client.create_plant(target(sandbox.base_url), plant))
    assert outcome.plant == Plant(name="Still working")
    assert sandbox.plants()[plant_id] == {"name": "Still working"}


# --- the sandbox: answers the spec describes ---------------------------------------------------


def test_valid_plant_created(client: PlantStoreClient, sandbox: SandboxServer) -> None:
    outcome = created(client.create_plant(target(sandbox.base_url), FERN))
    assert outcome.plant == Plant(name="Fern", tag="indoor")
    assert outcome.response.status == 200
    assert outcome.response.header("Content-Type") == "application/json"
    assert json.loads(outcome.response.body) == {"name": "Fern", "tag": "indoor"}
    assert not outcome.response.body_truncated
    assert 0 < outcome.response.first_byte <= outcome.response.elapsed
    assert sandbox.plants() == {1: {"name": "Fern", "tag": "indoor"}}
    assert sandbox.request_count == 1


@pytest.mark.parametrize(
    ("plant_id", "name", "tag"),
    [
        (INT64_MAX, "Max", "edge"),
        (INT64_MIN, "Min", "edge"),
        (0, "Zero", "edge"),
        (5, "🌵 Cactus 🪴", "🌵"),
        (6, "صبار", "نبات"),
        (7, "e\u0301\u0308", "\u202etag"),
        (8, "a\x00b", "c\x00d"),
        (9, "x" * 10_000, "y" * 10_000),
    ],
    ids=["int64 max", "int64 min", "zero", "emoji", "rtl", "combining", "nul", "10k chars"],
)
def test_sandbox_stores_exactly_what_was_sent(
    client: PlantStoreClient, sandbox: SandboxServer, plant_id: int, name: str, tag: str
) -> None:
    plant = NewPlant(id=plant_id, name=name, tag=tag)
    outcome = created(client.create_plant(target(sandbox.base_url), plant))
    assert outcome.plant == Plant(name=name, tag=tag)
    assert sandbox.plants() == {plant_id: {"name": name, "tag": tag}}


def test_empty_tag_not_sent(client: PlantStoreClient, sandbox: SandboxServer) -> None:
    plant = NewPlant(id=2, name="Cactus", tag="")
    outcome = created(client.create_plant(target(sandbox.base_url), plant))
    assert outcome.plant == Plant(name="Cactus")
    assert sandbox.plants() == {2: {"name": "Cactus"}}


def test_duplicate_id_rejected(client: PlantStoreClient, sandbox: SandboxServer) -> None:
    created(client.create_plant(target(sandbox.base_url), FERN))
    second = NewPlant(id=FERN.id, name="Second Fern")
    outcome = client.create_plant(target(sandbox.base_url), second)
    assert isinstance(outcome, Rejected), outcome
    assert outcome.error == ApiError(error=409, message="A plant with id 1 already exists.")
    assert outcome.response.status == 400
    assert sandbox.plants() == {1: {"name": "Fern", "tag": "indoor"}}


def test_wrong_token_is_unexpected_401_without_the_token(
    client: PlantStoreClient, sandbox: SandboxServer
) -> None:
    wrong = "wrong-token-5d1e"
    outcome = unexpected(client.create_plant(target(sandbox.base_url, token=wrong), FERN))
    assert outcome.response.status == 401
    assert "401" in outcome.problem
    for secret in (wrong, SANDBOX_TOKEN):
        assert secret not in outcome.problem
        assert secret.encode() not in outcome.response.body
    assert sandbox.plants() == {}


@pytest.mark.parametrize(
    "base_url",
    ["http://127.0.0.1:{port}", "http://127.0.0.1:{port}/", "http://localhost:{port}"],
)
def test_base_url_forms_reach_the_sandbox(
    client: PlantStoreClient, sandbox: SandboxServer, base_url: str
) -> None:
    created(client.create_plant(target(base_url.format(port=sandbox.port)), FERN))
    assert sandbox.plants() == {1: {"name": "Fern", "tag": "indoor"}}


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 loopback here")
def test_ipv6_loopback_reaches_the_sandbox(client: PlantStoreClient) -> None:
    with SandboxServer(SANDBOX_TOKEN, host="::1") as sandbox6:
        assert sandbox6.base_url.startswith("http://[::1]:")
        created(client.create_plant(target(sandbox6.base_url), FERN))
        assert sandbox6.plants() == {1: {"name": "Fern", "tag": "indoor"}}


def test_cancel_with_nothing_in_flight_does_not_touch_the_next_request(
    client: PlantStoreClient, sandbox: SandboxServer
) -> None:
    client.cancel()
    created(client.create_plant(target(sandbox.base_url), FERN))


def test_many_requests_on_one_client(client: PlantStoreClient, sandbox: SandboxServer) -> None:
    for plant_id in range(20):
        plant = NewPlant(id=plant_id, name=f"Plant {plant_id}")
        created(client.create_plant(target(sandbox.base_url), plant))
    assert len(sandbox.plants()) == 20


# --- what goes on the wire ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "request_target"),
    [
        ("", "/plants"),
        ("/", "/plants"),
        ("/api/v1", "/api/v1/plants"),
        ("/api/v1/", "/api/v1/plants"),
        ("/api//", "/api/plants"),
    ],
)
def test_plants_path_joined_exactly_once_on_the_wire(
    client: PlantStoreClient, serve: Serve, path: str, request_target: str
) -> None:
    server = serve(respond(200, FERN_JSON))
    created(client.create_plant(target(server.base_url + path), FERN))
    assert [(r.method, r.target) for r in server.requests] == [("POST", request_target)]


def test_request_headers_and_body(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(respond(200, FERN_JSON))
    created(client.create_plant(target(server.base_url), FERN))
    [request] = server.requests
    assert request.header_values("Authorization") == [f"Bearer {SANDBOX_TOKEN}"]
    assert request.header("Content-Type") == "application/json"
    assert (request.header("User-Agent") or "").startswith("plantstore-gui/")
    assert request.header("Content-Length") == str(len(request.body))
    assert json.loads(request.body) == {"id": 1, "name": "Fern", "tag": "indoor"}


@pytest.mark.parametrize("plant_id", [INT64_MAX, INT64_MIN])
def test_int64_bounds_exact_on_the_wire(
    client: PlantStoreClient, serve: Serve, plant_id: int
) -> None:
    server = serve(respond(200, b'{"name": "Edge"}'))
    created(client.create_plant(target(server.base_url), NewPlant(id=plant_id, name="Edge")))
    [request] = server.requests
    assert str(plant_id).encode() in request.body
    assert json.loads(request.body) == {"id": plant_id, "name": "Edge"}


def test_empty_tag_absent_on_the_wire(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(respond(200, b'{"name": "Cactus"}'))
    created(client.create_plant(target(server.base_url), NewPlant(id=2, name="Cactus", tag="")))
    [request] = server.requests
    assert json.loads(request.body) == {"id": 2, "name": "Cactus"}


# --- refused before sending --------------------------------------------------------------------


def test_plain_http_to_another_host_not_allowed(
    client: PlantStoreClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    lookups: list[object] = []

    def no_network(*args: object, **kwargs: object) -> None:
        lookups.append(args)
        raise OSError("the test forbids network access here")

    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    outcome = failed(
        client.create_plant(target("http://example.invalid/api"), FERN), FailureKind.NOT_ALLOWED
    )
    assert not outcome.request_sent
    assert "example.invalid" in outcome.detail
    assert SANDBOX_TOKEN not in outcome.detail
    assert lookups == []


@pytest.mark.parametrize(
    "token",
    ["two words", "line\nbreak", "ends-with-newline\n", "carriage\rreturn", "tab\tbed", "tökén"],
    ids=["space", "newline", "trailing newline", "carriage return", "tab", "non-ascii"],
)
def test_token_that_cannot_be_a_header_refused(
    client: PlantStoreClient, sandbox: SandboxServer, token: str
) -> None:
    outcome = failed(
        client.create_plant(target(sandbox.base_url, token=token), FERN),
        FailureKind.INVALID_REQUEST,
    )
    assert not outcome.request_sent
    assert token not in outcome.detail
    assert token.strip() not in outcome.detail
    assert sandbox.request_count == 0


def test_empty_token_refused(client: PlantStoreClient, sandbox: SandboxServer) -> None:
    outcome = failed(
        client.create_plant(target(sandbox.base_url, token=""), FERN), FailureKind.INVALID_REQUEST
    )
    assert not outcome.request_sent
    assert sandbox.request_count == 0


@pytest.mark.parametrize(
    ("base_url", "allow_plain_http"),
    [("http://127.0.0.1:{port}/api\x01", False), ("http://127.0.0.1\u200b:{port}", True)],
    ids=["control character in path", "zero-width space in host"],
)
def test_url_that_cannot_be_put_on_the_wire_is_a_failed_outcome(
    client: PlantStoreClient, sandbox: SandboxServer, base_url: str, allow_plain_http: bool
) -> None:
    """Every request ends in an Outcome, even for a base URL httpx cannot parse."""
    endpoint = Endpoint(base_url.format(port=sandbox.port), allow_plain_http)
    outcome = failed(
        client.create_plant(Target(endpoint, SANDBOX_TOKEN, 5.0), FERN),
        FailureKind.INVALID_REQUEST,
    )
    assert not outcome.request_sent
    assert sandbox.request_count == 0


# --- no answer ---------------------------------------------------------------------------------


def test_connection_refused(client: PlantStoreClient, closed_port: ClosedPort) -> None:
    outcome = failed(client.create_plant(target(closed_port.base_url), FERN), FailureKind.REFUSED)
    assert not outcome.request_sent


def test_server_that_never_answers_times_out(client: PlantStoreClient, serve: Serve) -> None:
    """Our deadline ends the wait: the client hangs up while the server still holds it."""
    held = Held()
    server = serve(held)
    to = target(server.base_url, timeout=0.5)
    outcome = failed(
        within(ENDS_WITHIN, lambda: client.create_plant(to, FERN)), FailureKind.TIMED_OUT
    )
    assert outcome.detail == "No complete answer within the time limit of 0.5 s."
    assert outcome.request_sent
    assert not held.released  # the server never answered: the client gave up on its own
    assert held.hung_up.wait(5), "the client did not hang up on the silent server"
    assert len(server.requests) == 1


def test_a_shorter_limit_after_longer_ones_still_ends_the_wait_in_time(
    client: PlantStoreClient, serve: Serve, sandbox: SandboxServer
) -> None:
    """The deadline's thread sleeps to the nearest deadline it knows: requests with a long
    limit must not keep it asleep past a later request's shorter one."""
    for plant_id in range(3):  # answered at once, each under a 60 s limit
        plant = NewPlant(id=plant_id, name="Fern")
        assert isinstance(client.create_plant(target(sandbox.base_url, timeout=60), plant), Created)
    held = Held()
    server = serve(held)
    to = target(server.base_url, timeout=0.5)
    outcome = failed(
        within(ENDS_WITHIN, lambda: client.create_plant(to, FERN)), FailureKind.TIMED_OUT
    )
    assert outcome.detail == "No complete answer within the time limit of 0.5 s."


def test_dripping_answer_stopped_by_the_overall_deadline(
    client: PlantStoreClient, serve: Serve
) -> None:
    """One byte every 0.2 s never trips a 1 s read timeout; the overall deadline stops it.

    Without the deadline the call would not return until the server stops: the test
    fails at its own bound instead.
    """
    dripped, hung_up = threading.Event(), threading.Event()
    server = serve(drip(0.2, dripped=dripped, hung_up=hung_up))
    to = target(server.base_url, timeout=1.0)
    outcome = failed(
        within(ENDS_WITHIN, lambda: client.create_plant(to, FERN)), FailureKind.TIMED_OUT
    )
    assert dripped.is_set()
    assert outcome.request_sent
    assert outcome.detail == "No complete answer within the time limit of 1 s."
    # The body was still coming when the client hung up: the deadline cut it, not the server.
    assert hung_up.wait(5), "the client did not hang up on the dripping server"


def test_cancel_from_another_thread(
    client: PlantStoreClient, serve: Serve, sandbox: SandboxServer
) -> None:
    """A cancel wakes the blocked read: the call returns while the server still holds it."""
    held = Held(respond(200, FERN_JSON))
    server = serve(held)

    def cancel_once_the_request_arrived() -> None:
        if held.arrived.wait(timeout=5):
            client.cancel()

    canceller = threading.Thread(target=cancel_once_the_request_arrived)
    canceller.start()
    try:
        # The time limit is far beyond the test's own: only the cancel can end this call.
        to = target(server.base_url, timeout=3600)
        outcome = within(ENDS_WITHIN, lambda: client.create_plant(to, FERN))
    finally:
        canceller.join()
    assert not held.released, "the call returned only once the server answered"
    failure = failed(outcome, FailureKind.CANCELLED)
    assert failure.request_sent
    assert held.hung_up.wait(5), "the cancelled request's connection was not closed"
    held.release()
    assert held.answered.wait(5)
    assert len(server.requests) == 1
    create_on_sandbox(client, sandbox, 100)


def test_connection_closed_after_the_request(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(close_at_once)
    outcome = failed(
        client.create_plant(target(server.base_url), FERN), FailureKind.CONNECTION_LOST
    )
    assert outcome.request_sent
    assert len(server.requests) == 1  # a POST whose outcome is unknown is never re-sent


def test_truncated_body(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(truncated(len(FERN_JSON) + 100, FERN_JSON))
    outcome = failed(
        client.create_plant(target(server.base_url), FERN), FailureKind.CONNECTION_LOST
    )
    assert outcome.request_sent
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    ("failure", "timeout"),
    [
        (never_answer, 0.3),
        (drip(0.1), 0.5),
        (close_at_once, 5.0),
        (truncated(500, b'{"name": "F'), 5.0),
        (respond(500, b"oops"), 5.0),
        (respond(200, b"x" * 5000), 5.0),
    ],
    ids=["timed out", "drip", "closed", "truncated", "500", "too large"],
)
def test_client_stays_usable_after_a_failure(
    small_client: PlantStoreClient,
    serve: Serve,
    sandbox: SandboxServer,
    failure: Behaviour,
    timeout: float,
) -> None:
    server = serve(failure)
    to = target(server.base_url, timeout=timeout)
    outcome = within(ENDS_WITHIN, lambda: small_client.create_plant(to, FERN))
    assert isinstance(outcome, Failed | Unexpected), outcome
    create_on_sandbox(small_client, sandbox, 200)


def test_client_stays_usable_after_refused(
    client: PlantStoreClient, closed_port: ClosedPort, sandbox: SandboxServer
) -> None:
    failed(client.create_plant(target(closed_port.base_url), FERN), FailureKind.REFUSED)
    create_on_sandbox(client, sandbox, 300)


# --- answers the spec does not describe --------------------------------------------------------


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_redirect_not_followed(client: PlantStoreClient, serve: Serve, status: int) -> None:
    elsewhere = serve(respond(200, FERN_JSON))
    location = f"{elsewhere.base_url}/plants"
    server = serve(respond(status, b"", headers=[("Location", location)]))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert outcome.response.status == status
    assert location in outcome.problem
    assert SANDBOX_TOKEN not in outcome.problem
    assert len(server.requests) == 1
    assert elsewhere.requests == []


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"<html><body>Plant created!</body></html>", "text/html"),
        (b"", "application/json"),
        (b'{"tag": "indoor"}', "application/json"),
        (b'{"name": NaN}', "application/json"),
        (b'{"name": 5}', "application/json"),
        (b"null", "application/json"),
        (b'{"name": "Fern"', "application/json"),
        (b'{"error": 400, "message": "No."}', "application/json"),
    ],
    ids=["html", "empty", "no name", "NaN name", "number name", "null", "cut json", "error"],
)
def test_200_whose_body_is_not_a_plant(
    client: PlantStoreClient, serve: Serve, body: bytes, content_type: str
) -> None:
    server = serve(respond(200, body, headers=[("Content-Type", content_type)]))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert outcome.response.status == 200
    assert outcome.response.body == body
    assert "Plant" in outcome.problem


def test_200_with_null_tag_breaks_the_spec(client: PlantStoreClient, serve: Serve) -> None:
    """The spec's tag is a string when present; null is not a string."""
    server = serve(respond(200, b'{"name": "Fern", "tag": null}'))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert "Plant" in outcome.problem


@pytest.mark.parametrize(
    "body",
    [
        b"<html>Bad Request</html>",
        b"",
        b'{"message": "No."}',
        b'{"error": 400}',
        b'{"error": "E400", "message": "No."}',
        b'{"error": 2147483648, "message": "No."}',
        b'{"error": 400.5, "message": "No."}',
        b'{"name": "Fern"}',
    ],
    # 400.0 is an Error's code under the built-in contract's rule (test_answer_integers).
    ids=["html", "empty", "no error", "no message", "text code", "int32+1", "fraction", "plant"],
)
def test_400_whose_body_is_not_an_error(
    client: PlantStoreClient, serve: Serve, body: bytes
) -> None:
    server = serve(respond(400, body))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert outcome.response.status == 400
    assert outcome.response.body == body
    assert "Error" in outcome.problem


def test_400_with_an_error_is_rejected(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(respond(400, b'{"error": -7, "message": "Nope."}'))
    outcome = client.create_plant(target(server.base_url), FERN)
    assert isinstance(outcome, Rejected), outcome
    assert outcome.error == ApiError(error=-7, message="Nope.")


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (500, b'{"error": 500, "message": "Server error."}'),
        (500, b"Internal Server Error"),
        (201, FERN_JSON),
        (204, b""),
        (404, b'{"error": 404, "message": "No such path."}'),
        (503, b""),
    ],
)
def test_status_the_spec_does_not_list(
    client: PlantStoreClient, serve: Serve, status: int, body: bytes
) -> None:
    server = serve(respond(status, body))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert outcome.response.status == status
    assert outcome.response.body == body
    assert f"HTTP {status}" in outcome.problem


# --- size cap and compression ------------------------------------------------------------------


def test_body_over_the_cap_cut_off(small_client: PlantStoreClient, serve: Serve) -> None:
    body = b'{"name": "' + b"F" * 4988 + b'"}'  # a valid Plant, 5,000 bytes
    assert len(body) == 5000
    server = serve(respond(200, body))
    outcome = unexpected(small_client.create_plant(target(server.base_url), FERN))
    assert outcome.response.body_truncated
    assert outcome.response.body == body[:1000]
    assert "1,000 bytes" in outcome.problem


def test_body_exactly_at_the_cap_is_read(small_client: PlantStoreClient, serve: Serve) -> None:
    body = b'{"name": "' + b"F" * 988 + b'"}'
    assert len(body) == 1000
    server = serve(respond(200, body))
    plant = NewPlant(id=1, name="F" * 988)
    outcome = created(small_client.create_plant(target(server.base_url), plant))
    assert outcome.plant == Plant(name="F" * 988)
    assert not outcome.response.body_truncated


def test_gzip_bomb_cut_off_at_the_cap(serve: Serve, sandbox: SandboxServer) -> None:
    """50 MB of zeros in about 50 KB: the cap counts decoded bytes, not bytes on the wire."""
    bomb = fifty_megabytes_of_zeros_gzipped()
    cap = 100_000
    assert len(bomb) < cap
    headers = [("Content-Type", "application/json"), ("Content-Encoding", "gzip")]
    server = serve(respond(200, bomb, headers=headers))
    plant_store = PlantStoreClient(make_http_client(), max_body=cap)
    try:
        outcome = unexpected(plant_store.create_plant(target(server.base_url), FERN))
        assert outcome.response.body_truncated
        assert outcome.response.body == bytes(cap)
        create_on_sandbox(plant_store, sandbox, 400)
    finally:
        plant_store.close()


@pytest.mark.parametrize("encoding", ["gzip", "deflate"])
def test_compressed_plant_created(client: PlantStoreClient, serve: Serve, encoding: str) -> None:
    server = serve(respond_gzip(200, FERN_JSON, encoding))
    outcome = created(client.create_plant(target(server.base_url), FERN))
    assert outcome.plant == Plant(name="Fern", tag="indoor")
    assert outcome.response.body == FERN_JSON
    assert outcome.response.header("Content-Encoding") == encoding


def test_compressed_error_rejected(client: PlantStoreClient, serve: Serve) -> None:
    server = serve(respond_gzip(400, b'{"error": 409, "message": "Exists."}'))
    outcome = client.create_plant(target(server.base_url), FERN)
    assert isinstance(outcome, Rejected), outcome
    assert outcome.error == ApiError(error=409, message="Exists.")


@pytest.mark.parametrize(
    ("encoding", "body", "words"),
    [
        ("gzip", b"\x1f\x8b\x08\x00 this is not gzip", "damaged"),
        ("br", b"\x0b\x02\x80{}\x03", "'br'"),
    ],
)
def test_unreadable_compression_is_an_answer_that_breaks_the_spec(
    client: PlantStoreClient, serve: Serve, encoding: str, body: bytes, words: str
) -> None:
    """An answer did arrive, so the outcome is Unexpected (with its status), not a lost link."""
    headers = [("Content-Type", "application/json"), ("Content-Encoding", encoding)]
    server = serve(respond(200, body, headers=headers))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert outcome.response.status == 200
    assert words in outcome.problem


def test_nan_anywhere_in_the_body_breaks_the_spec(client: PlantStoreClient, serve: Serve) -> None:
    """NaN is not JSON, even in a field the Plant shape would ignore."""
    server = serve(respond(200, b'{"name": "Fern", "other": NaN}'))
    outcome = unexpected(client.create_plant(target(server.base_url), FERN))
    assert "NaN" in outcome.problem
