"""The Plant Store's data shapes (SPEC.md), validated with pydantic v2.

NewPlant is what the form sends, Plant what a 200 answers, ApiError what a 400
answers. Every bound is the spec's: id is a strict int64, error a strict int32.
"""

import re
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1
INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1

Int64 = Annotated[int, Field(strict=True, ge=INT64_MIN, le=INT64_MAX)]
Int32 = Annotated[int, Field(strict=True, ge=INT32_MIN, le=INT32_MAX)]

# ASCII digits only: int() alone would also take " 12", "1_000" and non-ASCII digits.
_ID_TEXT = re.compile(r"[+-]?[0-9]+", re.ASCII)
# The longest int64 written in decimal, with sign, is 20 characters; leading zeros aside.
_MAX_ID_DIGITS = 19


class IdError(ValueError):
    """The text typed as an id is not an int64; the message is for the user."""


def parse_plant_id(text: str) -> int:
    """Turn the text of the Id field into an int64, or raise IdError saying why."""
    if text == "":
        raise IdError("Enter the plant's id.")
    if not _ID_TEXT.fullmatch(text):
        raise IdError("Use digits 0–9 only, with an optional minus sign.")
    digits = text.lstrip("+-").lstrip("0")
    if len(digits) > _MAX_ID_DIGITS or not INT64_MIN <= int(text) <= INT64_MAX:
        raise IdError(f"The id must be between {INT64_MIN} and {INT64_MAX}.")
    return int(text)


def name_problem(name: str) -> str | None:
    """Say what is wrong with a plant name, or None when it can be sent."""
    if not name.strip():
        return "Enter the plant's name."
    return _unencodable(name)


def tag_problem(tag: str) -> str | None:
    """Say what is wrong with a tag, or None when it can be sent (empty is fine)."""
    return _unencodable(tag)


def _unencodable(text: str) -> str | None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "This text holds a character that cannot be sent (an unpaired surrogate)."
    return None


class NewPlant(BaseModel):
    """The request body of POST /plants. An empty tag is left out of the JSON."""

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")

    id: Int64
    name: str
    tag: str | None = None

    @field_validator("name")
    @classmethod
    def _name_can_be_sent(cls, name: str) -> str:
        problem = name_problem(name)
        if problem:
            raise ValueError(problem)
        return name

    @field_validator("tag")
    @classmethod
    def _empty_tag_is_absent(cls, tag: str | None) -> str | None:
        if tag is not None and (problem := tag_problem(tag)):
            raise ValueError(problem)
        return tag or None

    def to_json(self) -> dict[str, Any]:
        """The JSON object to send: tag only when it has text."""
        return self.model_dump(exclude_none=True)


class Plant(BaseModel):
    """The body of a 200 answer. Fields the spec does not list are ignored here."""

    model_config = ConfigDict(frozen=True, strict=True)

    name: str
    tag: str | None = None


class ApiError(BaseModel):
    """The body of a 400 answer."""

    model_config = ConfigDict(frozen=True, strict=True)

    error: Int32
    message: str
