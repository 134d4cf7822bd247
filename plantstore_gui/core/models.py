"""The Plant Store's data shapes (SPEC.md), validated with pydantic v2.

NewPlant is what the form sends, Plant what a 200 answers, ApiError what a 400
answers. Every bound is the spec's: id is a strict int64, error a strict int32. The
app's own length limit on what a person types (fields.NAME_MAX_LENGTH) is checked
where the text is typed or read, by fields.name_problem and tag_problem, not here:
the spec sets none, and a plant the client builds may be any length.
"""

import json
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .fields import INT64_MAX, INT64_MIN, sendable_name_problem, sendable_tag_problem
from .words import translate

Int64 = Annotated[int, Field(strict=True, ge=INT64_MIN, le=INT64_MAX)]
Int32 = Annotated[int, Field(strict=True, ge=-(2**31), le=2**31 - 1)]


class NewPlant(BaseModel):
    """The request body of POST /plants. An empty tag is left out of the JSON."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    id: Int64
    name: str
    tag: str | None = None

    @field_validator("name")
    @classmethod
    def _name_can_be_sent(cls, name: str) -> str:
        problem = sendable_name_problem(name)
        if problem:
            raise ValueError(problem)
        return name

    @field_validator("tag")
    @classmethod
    def _empty_tag_is_absent(cls, tag: str | None) -> str | None:
        if tag is not None and (problem := sendable_tag_problem(tag)):
            raise ValueError(problem)
        return tag or None

    def to_json(self) -> dict[str, Any]:
        """The JSON object to send: tag only when it has text."""
        return self.model_dump(exclude_none=True)

    def body(self) -> bytes:
        """The request body: compact UTF-8 JSON, the id's digits exact."""
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")).encode()


class Plant(BaseModel):
    """The body of a 200 answer. Fields the spec does not list are ignored here."""

    model_config = ConfigDict(frozen=True, strict=True)

    name: str
    tag: str | None = None

    @field_validator("tag", mode="before")
    @classmethod
    def _tag_is_a_string_when_present(cls, tag: object) -> object:
        if tag is None:
            raise ValueError(
                translate("Models", "tag must be a string when it is present, not null")
            )
        return tag


class ApiError(BaseModel):
    """The body of a 400 answer."""

    model_config = ConfigDict(frozen=True, strict=True)

    error: Int32
    message: str
