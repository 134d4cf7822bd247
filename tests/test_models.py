"""Tests for the data shapes: the id text field, NewPlant, Plant and ApiError."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from plantstore_gui.core import (
    INT64_MAX,
    INT64_MIN,
    ApiError,
    IdError,
    NewPlant,
    Plant,
    parse_plant_id,
)

RANGE_MESSAGE = "The id must be between -9223372036854775808 and 9223372036854775807."
DIGITS_MESSAGE = "Use digits 0–9 only, with an optional minus sign."
INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1


# --- parse_plant_id ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0", 0),
        ("42", 42),
        ("-7", -7),
        ("+5", 5),
        ("007", 7),
        ("-0", 0),
        ("9223372036854775807", 2**63 - 1),
        ("-9223372036854775808", -(2**63)),
    ],
)
def test_id_accepted(text: str, expected: int) -> None:
    assert parse_plant_id(text) == expected


def test_int64_bounds_are_the_spec_bounds() -> None:
    assert (INT64_MIN, INT64_MAX) == (-(2**63), 2**63 - 1)


@pytest.mark.parametrize(
    "text",
    [
        "9223372036854775808",
        "-9223372036854775809",
        "+9223372036854775808",
        "12345678901234567890",
        "-12345678901234567890",
        "9" * 25,
        pytest.param("1" * 5000, id="5000 ones"),
    ],
)
def test_id_out_of_int64_range_refused_with_range_message(text: str) -> None:
    with pytest.raises(IdError) as refused:
        parse_plant_id(text)
    assert str(refused.value) == RANGE_MESSAGE


def test_empty_id_asks_for_one() -> None:
    with pytest.raises(IdError) as refused:
        parse_plant_id("")
    assert str(refused.value) == "Enter the plant's id."


@pytest.mark.parametrize(
    "text",
    [
        "1,234",
        "1.234",
        " 12",
        "12 ",
        "12\n",
        "\t12",
        "1_000",
        "١٢",  # Arabic-Indic digits
        "１２",  # full-width digits
        "૧૨",  # Gujarati digits
        "1e3",
        "12.0",
        "0x10",
        "0b1",
        "true",
        "--1",
        "+-1",
        "1-",
        "+",
        "-",
        "½",
        "²",
    ],
)
def test_id_that_is_not_ascii_digits_refused(text: str) -> None:
    with pytest.raises(IdError) as refused:
        parse_plant_id(text)
    assert str(refused.value) == DIGITS_MESSAGE


def test_id_error_is_a_value_error() -> None:
    assert issubclass(IdError, ValueError)


@pytest.mark.parametrize(
    ("text", "value"),
    [("0" * 5000, 0), ("0" * 4400 + "1", 1)],
    ids=["5000 zeros", "4400 zeros then 1"],
)
def test_a_very_long_zero_padded_id_is_read_as_its_value(text: str, value: int) -> None:
    """Leading zeros do not change an id, however many (a spreadsheet's padding).

    Python's int() refuses strings over 4,300 digits with a plain ValueError, which the
    form would not catch: the parser must not hand the digits to int() as they are.
    """
    assert parse_plant_id(text) == value


@given(st.integers(min_value=INT64_MIN, max_value=INT64_MAX))
def test_every_int64_round_trips_through_its_text(n: int) -> None:
    assert parse_plant_id(str(n)) == n


@given(st.text(alphabet=st.characters(blacklist_characters="0123456789")))
def test_text_without_ascii_digits_is_refused(text: str) -> None:
    with pytest.raises(IdError):
        parse_plant_id(text)


@given(
    st.from_regex(r"[0-9]{1,10}", fullmatch=True),
    st.characters(blacklist_characters="0123456789+-"),
    st.from_regex(r"[0-9]{0,8}", fullmatch=True),
)
def test_one_foreign_character_among_digits_is_refused(before: str, odd: str, after: str) -> None:
    with pytest.raises(IdError) as refused:
        parse_plant_id(before + odd + after)
    assert str(refused.value) == DIGITS_MESSAGE


# --- NewPlant ----------------------------------------------------------------------------------


@pytest.mark.parametrize("plant_id", ["123", 1.0, True, None, 12.5])
def test_new_plant_id_is_strict(plant_id: object) -> None:
    with pytest.raises(ValidationError) as refused:
        NewPlant.model_validate({"id": plant_id, "name": "Fern"})
    assert refused.value.errors()[0]["loc"] == ("id",)


@pytest.mark.parametrize("plant_id", [INT64_MIN, -1, 0, 1, INT64_MAX])
def test_new_plant_id_within_int64_accepted(plant_id: int) -> None:
    plant = NewPlant(id=plant_id, name="Fern")
    assert plant.id == plant_id
    assert plant.to_json()["id"] == plant_id


@pytest.mark.parametrize("plant_id", [INT64_MIN - 1, INT64_MAX + 1, 2**64])
def test_new_plant_id_beyond_int64_refused(plant_id: int) -> None:
    with pytest.raises(ValidationError) as refused:
        NewPlant(id=plant_id, name="Fern")
    assert refused.value.errors()[0]["loc"] == ("id",)


@pytest.mark.parametrize("name", ["", " ", "   ", "\t\n", "\u3000", "\u00a0"])
def test_blank_name_refused(name: str) -> None:
    with pytest.raises(ValidationError) as refused:
        NewPlant(id=1, name=name)
    assert refused.value.errors()[0]["loc"] == ("name",)
    assert "Enter the plant's name." in str(refused.value)


def test_name_is_required() -> None:
    with pytest.raises(ValidationError) as refused:
        NewPlant.model_validate({"id": 1})
    assert refused.value.errors()[0]["loc"] == ("name",)


@pytest.mark.parametrize("name", [None, 5, b"Fern"])
def test_name_must_be_text(name: object) -> None:
    with pytest.raises(ValidationError):
        NewPlant.model_validate({"id": 1, "name": name})


@pytest.mark.parametrize("field", ["name", "tag"])
@pytest.mark.parametrize("text", ["\ud800", "Fern \udfff", "\udc00\ud800"])
def test_lone_surrogate_refused(field: str, text: str) -> None:
    values: dict[str, Any] = {"id": 1, "name": "Fern", field: text}
    with pytest.raises(ValidationError) as refused:
        NewPlant.model_validate(values)
    assert refused.value.errors()[0]["loc"] == (field,)
    assert "cannot be sent" in str(refused.value)


@pytest.mark.parametrize(
    "name",
    [
        "🌵 Cactus 🪴",
        "صبار",  # right-to-left
        "\u202eFern",  # right-to-left override
        "e\u0301\u0308",  # combining marks
        "a\x00b",
        " Fern ",
        "x" * 10_000,
        "👩\u200d🌾",  # zero-width joiner sequence
    ],
)
def test_unusual_names_kept_exactly(name: str) -> None:
    plant = NewPlant(id=1, name=name, tag=name)
    assert plant.name == name
    assert plant.to_json() == {"id": 1, "name": name, "tag": name}


@pytest.mark.parametrize("tag", ["", None])
def test_empty_tag_left_out_of_json(tag: str | None) -> None:
    assert NewPlant(id=3, name="Fern", tag=tag).to_json() == {"id": 3, "name": "Fern"}


def test_tag_absent_left_out_of_json() -> None:
    assert NewPlant(id=3, name="Fern").to_json() == {"id": 3, "name": "Fern"}


def test_tag_with_text_kept() -> None:
    plant = NewPlant(id=3, name="Fern", tag="indoor")
    assert plant.to_json() == {"id": 3, "name": "Fern", "tag": "indoor"}


@pytest.mark.parametrize("extra", [{"colour": "green"}, {"ID": 2}, {"plant_id": 2}])
def test_new_plant_extra_fields_refused(extra: dict[str, Any]) -> None:
    with pytest.raises(ValidationError) as refused:
        NewPlant.model_validate({"id": 1, "name": "Fern", **extra})
    assert refused.value.errors()[0]["type"] == "extra_forbidden"


def test_new_plant_cannot_be_changed_after_checking() -> None:
    plant = NewPlant(id=1, name="Fern")
    with pytest.raises(ValidationError):
        plant.name = ""
    assert plant.name == "Fern"


# --- Plant -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "name", "tag"),
    [
        (b'{"name": "Fern"}', "Fern", None),
        (b'{"name": "Fern", "tag": "indoor"}', "Fern", "indoor"),
        (b'{"name": "Fern", "id": 7, "colour": "green"}', "Fern", None),
        ('{"name": "🌵 صبار"}'.encode(), "🌵 صبار", None),
    ],
)
def test_plant_read_from_json(body: bytes, name: str, tag: str | None) -> None:
    plant = Plant.model_validate_json(body)
    assert (plant.name, plant.tag) == (name, tag)


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"<html>OK</html>",
        b"null",
        b"[]",
        b"{}",
        b'{"tag": "indoor"}',
        b'{"name": 5}',
        b'{"name": null}',
        b'{"name": NaN}',
        b'{"name": ["Fern"]}',
        b'{"name": "Fern", "tag": 5}',
        b'{"name": "Fern"',
    ],
)
def test_plant_that_breaks_the_spec_refused(body: bytes) -> None:
    with pytest.raises(ValidationError):
        Plant.model_validate_json(body)


# --- ApiError ----------------------------------------------------------------------------------


@pytest.mark.parametrize("code", [INT32_MIN, -1, 0, 400, 409, INT32_MAX])
def test_api_error_read_from_json(code: int) -> None:
    error = ApiError.model_validate_json(f'{{"error": {code}, "message": "No."}}')
    assert (error.error, error.message) == (code, "No.")


@pytest.mark.parametrize(
    "code", [str(INT32_MAX + 1), str(INT32_MIN - 1), str(2**63), "1.0", "5.5", "true", '"5"']
)
def test_api_error_code_is_a_strict_int32(code: str) -> None:
    with pytest.raises(ValidationError) as refused:
        ApiError.model_validate_json(f'{{"error": {code}, "message": "No."}}')
    assert refused.value.errors()[0]["loc"] == ("error",)


@pytest.mark.parametrize(
    "body",
    [b'{"error": 400}', b'{"error": 400, "message": null}', b'{"error": 400, "message": 1}'],
)
def test_api_error_message_required_text(body: bytes) -> None:
    with pytest.raises(ValidationError) as refused:
        ApiError.model_validate_json(body)
    assert refused.value.errors()[0]["loc"] == ("message",)


def test_api_error_code_required() -> None:
    with pytest.raises(ValidationError) as refused:
        ApiError.model_validate_json(b'{"message": "No."}')
    assert refused.value.errors()[0]["loc"] == ("error",)
