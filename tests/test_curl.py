"""Copy as curl: the command re-sends the same request, with the token left to the shell."""

import shutil
import subprocess

import httpx
import pytest

from plantstore_gui.core import Endpoint, NewPlant, PlantStoreClient, Target, make_http_client
from plantstore_gui.core.curl import as_curl
from plantstore_gui.core.outcome import SentRequest
from plantstore_gui.sandbox import SandboxServer


def sent_request(sandbox: SandboxServer, plant: NewPlant) -> SentRequest:
    client = PlantStoreClient(make_http_client())
    try:
        outcome = client.create_plant(
            Target(Endpoint.parse(sandbox.base_url), sandbox.token), plant
        )
    finally:
        client.close()
    assert outcome.request is not None
    return outcome.request


def test_the_token_is_a_shell_variable_unless_asked_for(sandbox: SandboxServer) -> None:
    request = sent_request(sandbox, NewPlant(id=1, name="Fern"))
    command = as_curl(request)
    assert sandbox.token not in command
    assert '-H "Authorization: Bearer $PLANTSTORE_TOKEN"' in command
    assert "••" not in command
    with_token = as_curl(request, token=sandbox.token)
    assert f"'Authorization: Bearer {sandbox.token}'" in with_token


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_the_command_creates_the_same_plant_again_elsewhere(sandbox: SandboxServer) -> None:
    request = sent_request(sandbox, NewPlant(id=7, name="O'Brien's \"fern\"", tag="ünïcode"))
    with SandboxServer(sandbox.token) as other:
        command = as_curl(request).replace(sandbox.base_url, other.base_url)
        result = subprocess.run(
            ["sh", "-c", command],
            env={"PATH": "/usr/bin:/bin", "PLANTSTORE_TOKEN": sandbox.token},
            capture_output=True,
            timeout=30,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert other.plants() == {7: {"name": "O'Brien's \"fern\"", "tag": "ünïcode"}}
        assert httpx.Response(200, content=result.stdout).json() == {
            "name": "O'Brien's \"fern\"",
            "tag": "ünïcode",
        }
