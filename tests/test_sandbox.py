"""Tests for the built-in Plant Store sandbox server."""

from __future__ import annotations

import http.client
import json
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.sandbox.settings import StopSignal

TOKEN = "test-token-4f2a"
PROJECT_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def server() -> Iterator[SandboxServer]:
    with SandboxServer(TOKEN) as running:
        yield running


@pytest.fixture
def client(server: SandboxServer) -> Iterator[httpx.Client]:
    headers = {"Authorization": f"Bearer {TOKEN}"}
    with httpx.Client(base_url=server.base_url, headers=headers, timeout=5) as http:
        yield http


def post_json(client: httpx.Client, body: bytes | str, **headers: str) -> httpx.Response:
    headers = {"Content-Type": "application/json", **headers}
    return client.post("/plants", content=body, headers=headers)


def assert_error(response: httpx.Response, status: int, code: int, *words: str) -> None:
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert body == {"error": code, "message": body["message"]}
    assert isinstance(body["message"], str) and body["message"].endswith(".")
    for word in words:
        assert word in body["message"]


def raw_exchange(server: SandboxServer, request: bytes) -> bytes:
    """Send raw bytes and read until the server closes the connection."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(request)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


# --- success ---------------------------------------------------------------------------------


def test_create_returns_plant_without_id(client: httpx.Client, server: SandboxServer) -> None:
    response = client.post("/plants", json={"id": 1, "name": "Fern", "tag": "indoor"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    assert response.json() == {"name": "Fern", "tag": "indoor"}
    assert server.plants() == {1: {"name": "Fern", "tag": "indoor"}}
    assert server.request_count == 1


def test_tag_omitted_when_absent(client: httpx.Client, server: SandboxServer) -> None:
    response = client.post("/plants", json={"id": 2, "name": "Cactus"})
    assert response.status_code == 200
    assert response.json() == {"name": "Cactus"}
    assert server.plants() == {2: {"name": "Cactus"}}


def test_unknown_fields_are_ignored(client: httpx.Client, server: SandboxServer) -> None:
    response = client.post("/plants", json={"id": 3, "name": "Ivy", "colour": "green"})
    assert response.status_code == 200
    assert response.json() == {"name": "Ivy"}


def test_content_type_parameters_allowed(client: httpx.Client) -> None:
    body = json.dumps({"id": 4, "name": "Moss"})
    response = post_json(client, body, **{"Content-Type": "Application/JSON; charset=utf-8"})
    assert response.status_code == 200


def test_plants_is_a_snapshot(client: httpx.Client, server: SandboxServer) -> None:
    client.post("/plants", json={"id": 5, "name": "Palm"})
    server.plants()[5]["name"] = "changed"
    assert server.plants()[5] == {"name": "Palm"}


@pytest.mark.parametrize("plant_id", [2**63 - 1, -(2**63), 0])
def test_int64_bounds_accepted(client: httpx.Client, plant_id: int) -> None:
    response = client.post("/plants", json={"id": plant_id, "name": "Edge"})
    assert response.status_code == 200


# --- NewPlant validation ---------------------------------------------------------------------


@pytest.mark.parametrize("plant_id", [2**63, -(2**63) - 1])
def test_int64_overflow_refused(client: httpx.Client, server: SandboxServer, plant_id: int) -> None:
    response = client.post("/plants", json={"id": plant_id, "name": "Edge"})
    assert_error(response, 400, 400, "id must be between")
    assert server.plants() == {}


@pytest.mark.parametrize(
    ("body", "got"),
    [
        ('{"id": "1", "name": "x"}', "got a string"),
        ('{"id": 1.5, "name": "x"}', "1.5 has a fractional part"),
        ('{"id": 1.0000000000000000001, "name": "x"}', "has a fractional part"),
        ('{"id": true, "name": "x"}', "got a boolean"),
        ('{"id": null, "name": "x"}', "got null"),
    ],
)
def test_id_must_be_integer(
    client: httpx.Client, server: SandboxServer, body: str, got: str
) -> None:
    """The refusal says the rule it applies: the built-in contract's, OpenAPI 3.1."""
    rule = "an integer is a JSON number with no fractional part, as OpenAPI 3.1"
    assert_error(post_json(client, body), 400, 400, "id must be an integer: ", rule, got)
    assert server.plants() == {}


@pytest.mark.parametrize(
    ("written", "plant_id"),
    [("1.0", 1), ("1e3", 1000), ("-0.0", 0), ("9223372036854775807.0", 2**63 - 1)],
)
def test_a_whole_number_written_with_a_fraction_is_an_integer_as_the_contract_says(
    client: httpx.Client, server: SandboxServer, written: str, plant_id: int
) -> None:
    """OpenAPI 3.1 (JSON Schema 2020-12), the built-in contract: 1.0 is the plant 1,
    read exactly (a float would make 9223372036854775807.0 out of range)."""
    response = post_json(client, f'{{"id": {written}, "name": "Fern"}}')
    assert response.status_code == 200
    assert server.plants() == {plant_id: {"name": "Fern"}}


@pytest.mark.parametrize("written", ["9223372036854775808.0", "1e400", "-9.3e18", "1e999999999"])
def test_a_whole_number_past_int64_is_refused_exactly(
    client: httpx.Client, server: SandboxServer, written: str
) -> None:
    response = post_json(client, f'{{"id": {written}, "name": "Fern"}}')
    assert_error(response, 400, 400, "id must be between")
    assert server.plants() == {}


@pytest.mark.parametrize("sign", ["", "-"])
def test_an_exponent_too_large_to_read_exactly_is_refused_in_words(
    client: httpx.Client, server: SandboxServer, sign: str
) -> None:
    """Past what a Decimal holds: an answer that says so, not a connection cut without one."""
    written = f"{sign}1e99999999999999999999"
    response = post_json(client, f'{{"id": {written}, "name": "Fern"}}')
    words = f"The request body holds a number out of the range this server can read ({written})."
    assert_error(response, 400, 400, words)
    assert server.plants() == {}


@pytest.mark.parametrize("digits", [5000, 900_000])
def test_an_integer_of_thousands_of_digits_is_out_of_range_not_bad_json(
    client: httpx.Client, server: SandboxServer, digits: int
) -> None:
    response = post_json(client, '{"id": ' + "9" * digits + ', "name": "Fern"}')
    assert_error(response, 400, 400, "id must be between")
    assert "not valid JSON" not in response.json()["message"]
    assert server.plants() == {}


def test_a_long_fraction_is_cut_short_in_the_refusal(client: httpx.Client) -> None:
    response = post_json(client, '{"id": 1.' + "0" * 900_000 + '1, "name": "Fern"}')
    assert_error(response, 400, 400, "id must be an integer: ", "1.000", "… has a fractional part")
    assert len(response.json()["message"]) < 300


def test_a_long_repeated_field_is_cut_short_in_the_refusal(client: httpx.Client) -> None:
    key = "k" * 400_000
    response = post_json(client, f'{{"{key}": 1, "{key}": 2, "id": 1, "name": "x"}}')
    assert_error(response, 400, 400, "not valid JSON", "kkk…", "appears more than once")
    assert len(response.json()["message"]) < 300


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"name": "x"}, ["id is required"]),
        ({"id": 1}, ["name is required"]),
        ({"id": 1, "name": ""}, ["name must not be blank"]),
        ({"id": 1, "name": " \t\n"}, ["name must not be blank"]),
        ({"id": 1, "name": 7}, ["name must be a string"]),
        ({"id": 1, "name": None}, ["name must be a string"]),
        ({"id": 1, "name": "x", "tag": None}, ["tag must be a string"]),
        ({"id": 1, "name": "x", "tag": 3}, ["tag must be a string"]),
    ],
)
def test_new_plant_rules(
    client: httpx.Client, server: SandboxServer, body: dict[str, Any], words: list[str]
) -> None:
    assert_error(client.post("/plants", json=body), 400, 400, *words)
    assert server.plants() == {}


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (b"{not json", ["not valid JSON"]),
        (b'{"id": NaN, "name": "x"}', ["not valid JSON", "NaN"]),
        (b'{"id": 1, "name": Infinity}', ["not valid JSON", "Infinity"]),
        (b'{"id": 1, "id": 2, "name": "x"}', ["not valid JSON", "more than once"]),
        (b"\xff\xfe", ["not valid UTF-8"]),
        (b'[{"id": 1, "name": "x"}]', ["must be a JSON object"]),
        (b'"plant"', ["must be a JSON object"]),
    ],
)
def test_body_must_be_json_object(client: httpx.Client, body: bytes, words: list[str]) -> None:
    assert_error(post_json(client, body), 400, 400, *words)


@pytest.mark.parametrize("content_type", ["text/plain", "application/jsonx", None])
def test_wrong_content_type(client: httpx.Client, content_type: str | None) -> None:
    headers = {} if content_type is None else {"Content-Type": content_type}
    response = client.post("/plants", content=b'{"id": 1, "name": "x"}', headers=headers)
    assert_error(response, 400, 400, "application/json")


def test_missing_body(client: httpx.Client) -> None:
    assert_error(post_json(client, b""), 400, 400, "body is required")


def test_body_over_one_mebibyte_refused(server: SandboxServer) -> None:
    request = (
        b"POST /plants HTTP/1.1\r\nHost: x\r\n"
        + f"Authorization: Bearer {TOKEN}\r\n".encode()
        + b"Content-Type: application/json\r\nContent-Length: 1048577\r\n\r\n"
    )
    reply = raw_exchange(server, request)
    assert reply.startswith(b"HTTP/1.1 400 ")
    assert b"Connection: close" in reply
    assert b"larger than 1 MiB" in reply


def test_chunked_body_refused(server: SandboxServer) -> None:
    request = (
        b"POST /plants HTTP/1.1\r\nHost: x\r\n"
        + f"Authorization: Bearer {TOKEN}\r\n".encode()
        + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    reply = raw_exchange(server, request)
    assert reply.startswith(b"HTTP/1.1 400 ")
    assert b"Chunked" in reply


@pytest.mark.parametrize(
    ("request_line", "status"),
    [(b"GET /a b HTTP/1.1", 400), (b"BREW /plants HTTP/1.1", 405)],
)
def test_malformed_request_gets_error_body(
    server: SandboxServer, request_line: bytes, status: int
) -> None:
    reply = raw_exchange(server, request_line + b"\r\nHost: x\r\n\r\n")
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status)
    assert b"Content-Type: application/json" in head
    assert json.loads(body)["error"] == status


# --- duplicates ------------------------------------------------------------------------------


def test_duplicate_id_refused_and_not_overwritten(
    client: httpx.Client, server: SandboxServer
) -> None:
    assert client.post("/plants", json={"id": 7, "name": "First"}).status_code == 200
    response = client.post("/plants", json={"id": 7, "name": "Second", "tag": "t"})
    assert_error(response, 400, 409, "A plant with id 7 already exists.")
    assert server.plants() == {7: {"name": "First"}}
    assert server.request_count == 2


# --- authentication --------------------------------------------------------------------------


def test_missing_token(server: SandboxServer) -> None:
    with httpx.Client(base_url=server.base_url) as http:
        response = http.post("/plants", json={"id": 1, "name": "x"})
    assert_error(response, 401, 401, "Missing bearer token.")
    assert response.headers["www-authenticate"] == "Bearer"
    assert server.plants() == {}


def test_other_scheme_is_a_missing_token(client: httpx.Client) -> None:
    response = post_json(client, b"{}", Authorization=f"Basic {TOKEN}")
    assert_error(response, 401, 401, "Missing bearer token.")


def test_wrong_token(client: httpx.Client, server: SandboxServer) -> None:
    sent = "wrong-secret-81c3"
    response = client.post(
        "/plants", json={"id": 1, "name": "x"}, headers={"Authorization": f"Bearer {sent}"}
    )
    assert_error(response, 401, 401, "The bearer token is not valid.")
    assert response.headers["www-authenticate"] == 'Bearer error="invalid_token"'
    assert sent not in response.text
    assert TOKEN not in response.text
    assert server.plants() == {}
    assert server.request_count == 1


def test_bearer_scheme_is_case_insensitive(client: httpx.Client) -> None:
    response = client.post(
        "/plants", json={"id": 1, "name": "x"}, headers={"Authorization": f"bearer {TOKEN}"}
    )
    assert response.status_code == 200


def test_auth_checked_before_body(client: httpx.Client) -> None:
    response = post_json(client, b"not json", Authorization="Bearer nope")
    assert response.status_code == 401


# --- paths and methods -----------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/x", "/plants/", "/plants?id=1", "/"])
def test_other_paths_404(client: httpx.Client, path: str) -> None:
    response = client.post(path, json={"id": 1, "name": "x"})
    assert_error(response, 404, 404, f"No such path: {path}")


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH"])
def test_other_methods_405(client: httpx.Client, method: str) -> None:
    response = client.request(method, "/plants")
    assert_error(response, 405, 405, method, "POST")
    assert response.headers["allow"] == "POST"


def test_server_header(client: httpx.Client) -> None:
    response = client.post("/plants", json={"id": 1, "name": "x"})
    assert response.headers["server"] == "PlantStoreSandbox/1.0"


# --- connections -----------------------------------------------------------------------------


def _client_address(response: httpx.Response) -> Any:
    return response.extensions["network_stream"].get_extra_info("client_addr")


def test_keep_alive_reuses_connection(client: httpx.Client, server: SandboxServer) -> None:
    first = client.post("/plants", json={"id": 1, "name": "a"})
    refused = client.post("/plants", json={"id": 2, "name": "b"}, headers={"Authorization": "x"})
    second = client.post("/plants", json={"id": 3, "name": "c"})
    assert (first.status_code, refused.status_code, second.status_code) == (200, 401, 200)
    assert "close" not in first.headers.get("connection", "")
    assert _client_address(first) == _client_address(refused) == _client_address(second)
    assert server.request_count == 3


def test_pipelined_requests_are_answered_in_turn(server: SandboxServer) -> None:
    plant = b'{"id": 1, "name": "Fern"}'
    post = (
        b"POST /plants HTTP/1.1\r\nHost: x\r\n"
        + f"Authorization: Bearer {TOKEN}\r\n".encode()
        + b"Content-Type: application/json\r\nContent-Length: %d\r\n" % len(plant)
    )
    reply = raw_exchange(
        server,
        b"GET /plants HTTP/1.1\r\nHost: x\r\n\r\n"
        + post
        + b"\r\n"
        + plant
        + post
        + b"Connection: close\r\n\r\n"
        + plant,
    )
    statuses = re.findall(rb"HTTP/1\.1 (\d{3}) ", reply)
    assert statuses == [b"405", b"200", b"400"]  # the last: plant 1 exists already
    assert server.plants() == {1: {"name": "Fern"}}


def test_a_client_that_expects_100_continue_is_told_to_go_on(server: SandboxServer) -> None:
    plant = b'{"id": 1, "name": "Fern"}'
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(
            b"POST /plants HTTP/1.1\r\nHost: x\r\n"
            + f"Authorization: Bearer {TOKEN}\r\n".encode()
            + b"Content-Type: application/json\r\nExpect: 100-continue\r\n"
            + b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(plant)
        )
        assert sock.recv(65536) == b"HTTP/1.1 100 Continue\r\n\r\n"
        sock.sendall(plant)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    assert b"".join(chunks).startswith(b"HTTP/1.1 200 OK\r\n")
    assert server.plants() == {1: {"name": "Fern"}}


def test_base_url_and_port(server: SandboxServer) -> None:
    assert server.base_url == f"http://127.0.0.1:{server.port}"
    assert server.port > 0


# --- response delay and stopping -------------------------------------------------------------


class _WatchedStop(StopSignal):
    """The sandbox's stop signal, noting each timed wait on it (the response delay): its
    length, whether the client already had its answer when the wait began and when it
    ended, and whether it ended because the sandbox was stopping."""

    def __init__(self, answered: threading.Event) -> None:
        super().__init__()
        self._answered = answered
        self.waits: list[tuple[float | None, bool, bool, bool]] = []

    async def wait(self, timeout: float) -> bool:
        before = self._answered.is_set()
        stopped = await super().wait(timeout)
        self.waits.append((timeout, before, self._answered.is_set(), stopped))
        return stopped


def test_response_delay_is_observed() -> None:
    """The answer waits out the delay on the sandbox's stop signal, then it comes."""
    answered = threading.Event()
    slow = SandboxServer(TOKEN, response_delay=0.5)
    watched = slow._stopping = _WatchedStop(answered)
    with slow:
        headers = {"Authorization": f"Bearer {TOKEN}"}
        with httpx.Client(base_url=slow.base_url, headers=headers, timeout=30) as http:
            response = http.post("/plants", json={"id": 1, "name": "Slow"})
            answered.set()
    assert response.status_code == 200
    # One wait of the whole delay, begun and ended before the client had its answer.
    assert watched.waits == [(0.5, False, False, False)]


def test_stop_is_prompt_while_a_delayed_request_waits() -> None:
    answered = threading.Event()  # never set: no answer is expected
    slow = SandboxServer(TOKEN, response_delay=30)
    watched = slow._stopping = _WatchedStop(answered)
    slow.start()
    outcome: list[object] = []

    def send() -> None:
        headers = {"Authorization": f"Bearer {TOKEN}"}
        try:
            with httpx.Client(base_url=slow.base_url, headers=headers, timeout=60) as http:
                outcome.append(http.post("/plants", json={"id": 1, "name": "Slow"}))
        except httpx.HTTPError as exc:
            outcome.append(exc)

    sender = threading.Thread(target=send)
    sender.start()
    try:
        assert slow.wait_for_plant(1, timeout=5) is not None
        assert slow.request_count == 1
        # stop() cuts the 30 s delay short, while the client would still wait 60 s.
        slow.stop()
    finally:
        slow.stop()
        sender.join(timeout=10)
    assert not sender.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], httpx.TransportError)
    # The delay did not run out: stop() ended it, so the handler never answered.
    assert [(length, stopped) for length, _, _, stopped in watched.waits] == [(30, True)]


def test_stop_is_idempotent() -> None:
    sandbox = SandboxServer(TOKEN)
    sandbox.stop()
    sandbox.start()
    sandbox.stop()
    sandbox.stop()


def test_constructor_checks() -> None:
    with pytest.raises(ValueError):
        SandboxServer("")
    with pytest.raises(ValueError):
        SandboxServer(TOKEN, response_delay=-1)


# --- python -m plantstore_gui.sandbox --------------------------------------------------------


def _run_module(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "plantstore_gui.sandbox", *args],
        cwd=PROJECT_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _read_line(process: subprocess.Popen[str], timeout: float = 10) -> str:
    assert process.stdout is not None
    stdout = process.stdout
    lines: queue.Queue[str] = queue.Queue()
    reader = threading.Thread(target=lambda: lines.put(stdout.readline()), daemon=True)
    reader.start()
    return lines.get(timeout=timeout)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is not a signal on Windows")
def test_module_serves_and_stops_on_sigterm() -> None:
    process = _run_module("--port", "0", "--token", "T")
    try:
        line = _read_line(process)
        prefix = "Plant Store sandbox listening on "
        assert line.startswith(prefix)
        base_url = line.removeprefix(prefix).strip()
        assert base_url.startswith("http://127.0.0.1:")
        with httpx.Client(base_url=base_url, timeout=5) as http:
            response = http.post(
                "/plants", json={"id": 1, "name": "Fern"}, headers={"Authorization": "Bearer T"}
            )
        assert response.status_code == 200
        assert response.json() == {"name": "Fern"}
        process.send_signal(signal.SIGTERM)
        stdout, stderr = process.communicate(timeout=10)
        assert process.returncode == 0
        assert stdout == ""  # no "Token:" line when the token was given
        assert stderr.endswith(" POST /plants 200 id=1\n") and stderr.count("\n") == 1
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=10)


def test_module_prints_a_generated_token() -> None:
    process = _run_module()
    try:
        assert _read_line(process).startswith("Plant Store sandbox listening on ")
        token_line = _read_line(process)
        assert token_line.startswith("Token: ")
        assert len(token_line.strip()) > len("Token: ") + 20
    finally:
        process.kill()
        process.communicate(timeout=10)


@pytest.mark.parametrize("host", ["8.8.8.8", "0.0.0.0", "example.com"])
def test_module_refuses_non_loopback_host(host: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "plantstore_gui.sandbox", "--host", host],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert "loopback" in result.stderr


@pytest.mark.parametrize("method", ["TRACE", "CONNECT", "PROPFIND", "BREW"])
def test_an_unknown_method_is_not_allowed_not_a_server_error(
    sandbox: SandboxServer, method: str
) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", sandbox.port, timeout=10)
    try:
        connection.request(method, "/plants", headers={"Authorization": "Bearer x"})
        answer = connection.getresponse()
        body = json.loads(answer.read())
    finally:
        connection.close()
    assert answer.status == 405
    assert answer.getheader("Allow") == "POST"
    assert body["error"] == 405 and "use POST" in body["message"]


@pytest.mark.parametrize("source", ["environment", "file"])
def test_module_reads_its_token_from_the_environment_or_a_file_not_the_command_line(
    source: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if source == "environment":
        monkeypatch.setenv("PLANTSTORE_SANDBOX_TOKEN", "from-somewhere-private")
        process = _run_module("--port", "0")
    else:
        token_file = tmp_path / "token"
        token_file.write_text("from-somewhere-private\n")
        process = _run_module("--port", "0", "--token-file", str(token_file))
    try:
        line = _read_line(process)
        base_url = line.removeprefix("Plant Store sandbox listening on ").strip()
        with httpx.Client(base_url=base_url, timeout=5) as http:
            response = http.post(
                "/plants",
                json={"id": 1, "name": "Fern"},
                headers={"Authorization": "Bearer from-somewhere-private"},
            )
        assert response.status_code == 200
    finally:
        process.kill()
        stdout, _ = process.communicate(timeout=10)
    assert "Token:" not in stdout  # a token given privately is not printed


def test_an_idle_connection_is_closed_and_a_slow_client_does_not_stop_others() -> None:
    with SandboxServer("idle-token", idle_timeout=0.5) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as slow:
            slow.sendall(b"POST /plants HTTP/1.1\r\n")  # starts a request, never ends it
            with httpx.Client(base_url=server.base_url, timeout=10) as http:
                response = http.post(
                    "/plants",
                    json={"id": 1, "name": "Fern"},
                    headers={"Authorization": "Bearer idle-token"},
                )
            assert response.status_code == 200  # served while the slow client sat there
            assert slow.recv(65536) == b""  # the server closed the idle connection
