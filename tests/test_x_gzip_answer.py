"""An answer compressed with Content-Encoding: x-gzip (the old name of gzip, which HTTP/1.1
says to treat as gzip) is read as the JSON it carries.
"""

from __future__ import annotations

import gzip

import pytest
from faulty_server import Serve, respond

from plantstore_gui.core import (
    ApiError,
    Created,
    Endpoint,
    NewPlant,
    Plant,
    PlantStoreClient,
    Rejected,
    Target,
    make_http_client,
)
from plantstore_gui.core.outcome import Outcome

PLANT_JSON = b'{"name": "Fern", "tag": "indoor"}'


def send_to(base_url: str) -> Outcome:
    client = PlantStoreClient(make_http_client())
    try:
        target = Target(Endpoint.parse(base_url), "gzip-token")
        return client.create_plant(target, NewPlant(id=9, name="Fern", tag="indoor"))
    finally:
        client.close()


def x_gzip(
    status: int, body: bytes, name: str = "x-gzip"
) -> tuple[int, bytes, list[tuple[str, str]]]:
    return (
        status,
        gzip.compress(body),
        [("Content-Type", "application/json"), ("Content-Encoding", name)],
    )


@pytest.mark.parametrize("name", ["x-gzip", "X-Gzip"])
def test_an_x_gzip_plant_is_created(serve: Serve, name: str) -> None:
    status, body, headers = x_gzip(200, PLANT_JSON, name)
    server = serve(respond(status, body, headers))
    outcome = send_to(server.base_url)
    assert isinstance(outcome, Created), outcome
    assert outcome.plant == Plant(name="Fern", tag="indoor")
    assert outcome.response.body == PLANT_JSON  # shown decoded in the inspector
    assert outcome.response.header("Content-Encoding") == name


def test_an_x_gzip_error_is_rejected(serve: Serve) -> None:
    status, body, headers = x_gzip(400, b'{"error": 409, "message": "Exists."}')
    server = serve(respond(status, body, headers))
    outcome = send_to(server.base_url)
    assert isinstance(outcome, Rejected), outcome
    assert outcome.error == ApiError(error=409, message="Exists.")
