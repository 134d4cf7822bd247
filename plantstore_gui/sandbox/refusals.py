"""Why the sandbox refuses a request: the Refusal it answers with an Error body, and the
NewPlant rules of SPEC.md that raise it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

Headers = Sequence[tuple[str, str]]


class Refusal(Exception):
    """A request that is answered with an Error body."""

    def __init__(
        self, status: int, message: str, *, code: int | None = None, headers: Headers = ()
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = status if code is None else code
        self.message = message
        self.headers = list(headers)

    @property
    def body(self) -> dict[str, Any]:
        """The Error body it is answered with."""
        return {"error": self.code, "message": self.message}


def bad_request(message: str) -> Refusal:
    return Refusal(400, message)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the field {key!r} appears more than once")
        result[key] = value
    return result


def parse_new_plant(raw: bytes) -> tuple[int, dict[str, str]]:
    """Check a NewPlant body; return its id and the Plant to store."""
    try:
        data = json.loads(
            raw.decode("utf-8"),
            parse_constant=_refuse_constant,
            object_pairs_hook=_unique_object,
        )
    except UnicodeDecodeError:
        raise bad_request("The request body is not valid UTF-8.") from None
    except ValueError as exc:  # JSONDecodeError and the hooks above
        raise bad_request(f"The request body is not valid JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise bad_request("The request body must be a JSON object.")

    if "id" not in data:
        raise bad_request("id is required.")
    plant_id = data["id"]
    if not isinstance(plant_id, int) or isinstance(plant_id, bool):
        raise bad_request("id must be an integer.")
    if not INT64_MIN <= plant_id <= INT64_MAX:
        raise bad_request(f"id must be between {INT64_MIN} and {INT64_MAX}.")

    if "name" not in data:
        raise bad_request("name is required.")
    name = data["name"]
    if not isinstance(name, str):
        raise bad_request("name must be a string.")
    if not name.strip():
        raise bad_request("name must not be blank.")

    plant = {"name": name}
    if "tag" in data:
        tag = data["tag"]
        if not isinstance(tag, str):
            raise bad_request("tag must be a string.")
        plant["tag"] = tag
    return plant_id, plant
