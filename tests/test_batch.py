"""Tests for plants in bulk: reading sheets, mapping columns, checking rows, saving results."""

from __future__ import annotations

import csv
import gc
import io
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantstore_gui.core import INT64_MAX, INT64_MIN, NewPlant, batch
from plantstore_gui.core.batch import (
    BatchError,
    BatchRow,
    CheckedRows,
    Columns,
    PackedRows,
    Sheet,
    collector_paused,
    column_names,
    guess_columns,
    load_sheet,
    read_sheet,
    reading,
    validate,
    write_results,
)

DIGITS_MESSAGE = "Use digits 0–9 only, with an optional minus sign."
RANGE_MESSAGE = f"The id must be between {INT64_MIN} and {INT64_MAX}."
SURROGATE_MESSAGE = "This text holds a character that cannot be sent (an unpaired surrogate)."
ID_NAME_TAG = Columns(id=0, name=1, tag=2)


def check(text: str, columns: Columns = ID_NAME_TAG) -> CheckedRows:
    return validate(read_sheet(text), columns)


def only(text: str, columns: Columns = ID_NAME_TAG) -> BatchRow:
    (row,) = check(text, columns)
    return row


# --- read_sheet --------------------------------------------------------------------------------


def test_csv_with_header() -> None:
    sheet = read_sheet("id,name,tag\n1,Rose,flower\n2,Fern,\n")
    assert sheet.header == ("id", "name", "tag")
    assert tuple(sheet.rows) == (("1", "Rose", "flower"), ("2", "Fern", ""))
    assert sheet.first_line == 2
    assert [sheet.line_of(i) for i in range(2)] == [2, 3]
    assert guess_columns(sheet) == ID_NAME_TAG


def test_tsv_pasted_from_a_spreadsheet() -> None:
    sheet = read_sheet("ID\tName\tTag\r\n1\tFicus, weeping\ttree\r\n2\tFern\t\r\n")
    assert sheet.header == ("ID", "Name", "Tag")
    assert tuple(sheet.rows) == (("1", "Ficus, weeping", "tree"), ("2", "Fern", ""))
    assert guess_columns(sheet) == ID_NAME_TAG


def test_semicolons() -> None:
    sheet = read_sheet("id;name;tag\r\n1;Ficus, weeping;tree\r\n")
    assert tuple(sheet.rows) == (("1", "Ficus, weeping", "tree"),)


def test_more_commas_than_semicolons_means_commas() -> None:
    assert tuple(read_sheet("1,Rose; red,x\n").rows) == (("1", "Rose; red", "x"),)


def test_no_header_means_positions() -> None:
    sheet = read_sheet("1,Rose\n2,Fern\n")
    assert sheet.header is None
    assert sheet.first_line == 1
    assert guess_columns(sheet) == Columns(id=0, name=1, tag=None)
    assert column_names(sheet) == ["Column 1", "Column 2"]


def test_no_header_with_a_third_column_has_tags() -> None:
    sheet = read_sheet("1,Rose\n2,Fern,green\n")
    assert guess_columns(sheet) == ID_NAME_TAG
    assert column_names(sheet) == ["Column 1", "Column 2", "Column 3"]


def test_header_in_another_order_with_other_names() -> None:
    sheet = read_sheet("Type,Plant Name,ID\nflower,Rose,7\n")
    assert guess_columns(sheet) == Columns(id=2, name=1, tag=0)
    assert column_names(sheet) == ["Type", "Plant Name", "ID"]
    assert only("Type,Plant Name,ID\nflower,Rose,7\n", Columns(id=2, name=1, tag=0)).plant == (
        NewPlant(id=7, name="Rose", tag="flower")
    )


def test_header_without_a_tag_column() -> None:
    assert guess_columns(read_sheet(" Nr ;PLANT\n1;Rose\n")) == Columns(id=0, name=1, tag=None)


def test_header_with_unknown_names_asks_the_user() -> None:
    sheet = read_sheet("ID,Latin,Label\n1,Rosa,x\n")
    assert sheet.header == ("ID", "Latin", "Label")
    assert guess_columns(sheet) is None
    assert column_names(sheet) == ["ID", "Latin", "Label"]


def test_column_names_fill_blank_and_missing_header_cells() -> None:
    sheet = read_sheet("id,,name\n1,x,Rose,extra\n")
    assert column_names(sheet) == ["id", "Column 2", "name", "Column 4"]


def test_quoted_cells_with_commas_and_newlines_keep_line_numbers() -> None:
    text = 'id,name,tag\n1,"Rose, red",x\n2,"Two\nline\nname",y\n3,Fern,z\n3,Moss,\n'
    sheet = read_sheet(text)
    assert sheet.rows[0] == ("1", "Rose, red", "x")
    assert sheet.rows[1] == ("2", "Two\nline\nname", "y")
    assert [row.line for row in validate(sheet, ID_NAME_TAG)] == [2, 3, 6, 7]
    assert validate(sheet, ID_NAME_TAG)[3].problems == ("Id 3 is also on line 6.",)


def test_empty_lines_are_skipped() -> None:
    sheet = read_sheet("\n\nid,name\n\n1,Rose\n,\n \n2,Fern\n\n")
    assert sheet.header == ("id", "name")
    assert tuple(sheet.rows) == (("1", "Rose"), ("2", "Fern"))
    assert sheet.first_line == 5
    assert tuple(sheet.lines) == (5, 8)


def test_a_leading_bom_in_text_is_dropped() -> None:
    assert read_sheet("\ufeffid,name\n1,Rose\n").header == ("id", "name")


def test_cells_are_kept_exactly() -> None:
    assert tuple(read_sheet("id,name\n 12 , Rose \n").rows) == ((" 12 ", " Rose "),)


@pytest.mark.parametrize("text", ["", "\n\r\n", "  \n", ",,\n,\n", "id,name,tag\n", "id\n\n"])
def test_no_data_rows(text: str) -> None:
    with pytest.raises(BatchError):
        read_sheet(text)


def test_unclosed_quote_names_its_line() -> None:
    with pytest.raises(BatchError, match=r"^Line 3 "):
        read_sheet('id,name\n1,Rose\n2,"Fern\n3,Moss\n')


def test_nul_is_not_text() -> None:
    with pytest.raises(BatchError, match="not a text file"):
        read_sheet("id,name\n1,Ro\x00se\n")


def test_sheet_without_lines_counts_from_first_line() -> None:
    sheet = Sheet(header=None, rows=(("1", "Rose"), ("1", "Fern")), first_line=4)
    rows = validate(sheet, Columns(id=0, name=1, tag=None))
    assert [row.line for row in rows] == [4, 5]
    assert rows[1].problems == ("Id 1 is also on line 4.",)


# --- load_sheet --------------------------------------------------------------------------------


def test_utf8_bom(tmp_path: Path) -> None:
    path = tmp_path / "plants.csv"
    path.write_bytes(b"\xef\xbb\xbfid,name\r\n1,Ros\xc3\xa9\r\n")
    sheet = load_sheet(path)
    assert sheet.header == ("id", "name")
    assert tuple(sheet.rows) == (("1", "Rosé"),)


def test_cp1252_fallback(tmp_path: Path) -> None:
    path = tmp_path / "plants.csv"
    path.write_bytes("id;name;tag\r\n1;Ficus café;€ tree\r\n".encode("cp1252"))
    assert tuple(load_sheet(path).rows) == (("1", "Ficus café", "€ tree"),)


def test_utf16_from_excel_unicode_text(tmp_path: Path) -> None:
    path = tmp_path / "plants.txt"
    path.write_bytes("id\tname\r\n1\tRosé\r\n".encode("utf-16"))
    assert tuple(load_sheet(path).rows) == (("1", "Rosé"),)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"PK\x03\x04\x14\x00rest", "save it as CSV"),
        (b"id,name\n1,\x81\x8d\x8f\n", "not a text file"),
        (b"\x00\x01\x02binary", "not a text file"),
    ],
)
def test_not_text(tmp_path: Path, data: bytes, words: str) -> None:
    path = tmp_path / "plants.xlsx"
    path.write_bytes(data)
    with pytest.raises(BatchError, match=words):
        load_sheet(path)


def test_too_big(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = b"id,name\n1,R\n"
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", len(content))
    path = tmp_path / "plants.csv"
    path.write_bytes(content + b"\n")
    with pytest.raises(BatchError, match=r"plants\.csv is over"):
        load_sheet(path)
    path.write_bytes(content)
    assert tuple(load_sheet(path).rows) == (("1", "R"),)


def test_unreadable_file_says_why(tmp_path: Path) -> None:
    with pytest.raises(BatchError, match=r"Cannot read missing\.csv: No such file"):
        load_sheet(tmp_path / "missing.csv")
    with pytest.raises(BatchError, match="Cannot read"):
        load_sheet(tmp_path)


# --- validate ----------------------------------------------------------------------------------


def test_good_row_gives_the_plant_to_send() -> None:
    row = only("id,name,tag\n12,Ficus café,tree\n")
    assert (row.index, row.line, row.id_text, row.name, row.tag) == (
        0,
        2,
        "12",
        "Ficus café",
        "tree",
    )
    assert row.problems == ()
    assert row.plant is not None
    assert row.plant.body() == '{"id":12,"name":"Ficus café","tag":"tree"}'.encode()


def test_empty_tag_is_left_out() -> None:
    plant = only("1,Rose,\n").plant
    assert plant is not None
    assert plant.body() == b'{"id":1,"name":"Rose"}'


@pytest.mark.parametrize(
    ("line", "problems"),
    [
        (",Rose,x", ("Enter the plant's id.",)),
        ("abc,Rose,x", (DIGITS_MESSAGE,)),
        (" 1 2,Rose,x", (DIGITS_MESSAGE,)),
        ("1.5,Rose,x", (DIGITS_MESSAGE,)),
        ("1,,x", ("Enter the plant's name.",)),
        ("1,   ,x", ("Enter the plant's name.",)),
        ("1,Rose,\ud800", (SURROGATE_MESSAGE,)),
        ("1,R\udc00se,x", (SURROGATE_MESSAGE,)),
        ("x, ,\ud800", (DIGITS_MESSAGE, "Enter the plant's name.", SURROGATE_MESSAGE)),
    ],
)
def test_field_problems(line: str, problems: tuple[str, ...]) -> None:
    row = only(line + "\n")
    assert row.problems == problems
    assert row.plant is None


def test_short_rows_have_empty_cells() -> None:
    first, second = check("7\n8,Fern\n")
    assert (first.name, first.tag, first.problems) == ("", "", ("Enter the plant's name.",))
    assert (second.tag, second.problems) == ("", ())


def test_extra_cells_are_ignored() -> None:
    assert only("1,Rose,x,more,cells\n").plant == NewPlant(id=1, name="Rose", tag="x")


def test_duplicate_ids_flag_the_later_rows() -> None:
    rows = check("id,name\n5,Rose\n6,Fern\n5,Moss\n5,Ivy\n", Columns(id=0, name=1, tag=None))
    assert [row.problems for row in rows] == [
        (),
        (),
        ("Id 5 is also on line 2.",),
        ("Id 5 is also on line 2.",),
    ]
    assert [row.plant is None for row in rows] == [False, False, True, True]


def test_duplicates_compare_numbers() -> None:
    rows = check("007,Rose\n7,Fern\n+7,Moss\n-0,Ivy\n0,Oak\n")
    assert [row.problems for row in rows] == [
        (),
        ("Id 7 is also on line 1.",),
        ("Id 7 is also on line 1.",),
        (),
        ("Id 0 is also on line 4.",),
    ]


def test_a_bad_first_row_still_owns_its_id() -> None:
    rows = check("5,,x\n5,Rose,x\n")
    assert rows[0].problems == ("Enter the plant's name.",)
    assert rows[1].problems == ("Id 5 is also on line 1.",)


@pytest.mark.parametrize(
    ("id_text", "plant_id"),
    [
        (str(INT64_MAX), INT64_MAX),
        (str(INT64_MIN), INT64_MIN),
        (str(INT64_MAX + 1), None),
        (str(INT64_MIN - 1), None),
        ("9" * 5000, None),
    ],
    ids=["max", "min", "max+1", "min-1", "5000 digits"],
)
def test_int64_bounds(id_text: str, plant_id: int | None) -> None:
    row = only(f"{id_text},Rose\n")
    if plant_id is None:
        assert row.problems == (RANGE_MESSAGE,)
    else:
        assert row.plant == NewPlant(id=plant_id, name="Rose")


@pytest.mark.parametrize(
    "columns",
    [
        Columns(0, 0, None),
        Columns(0, 1, 1),
        Columns(0, 1, 0),
        Columns(-1, 1, None),
        Columns(0, 1, -1),
    ],
)
def test_invalid_column_mapping(columns: Columns) -> None:
    with pytest.raises(BatchError):
        validate(read_sheet("1,Rose,x\n"), columns)


def test_the_checked_rows_count_what_can_be_sent() -> None:
    rows = check("1,Rose\n2,\nx,Fern\n4,Moss\n")
    assert (rows.sendable_count, len(rows.problems)) == (2, 2)
    assert [row.sendable for row in rows] == [True, False, False, True]


def test_ten_thousand_rows() -> None:
    text = "id,name,tag\n" + "".join(f"{i},Plant {i},t{i % 7}\n" for i in range(10_000))
    text += "5,Again,\n"
    rows = check(text)
    assert (rows.sendable_count, len(rows.problems)) == (10_000, 1)
    assert rows[-1].problems == ("Id 5 is also on line 7.",)


# --- write_results -----------------------------------------------------------------------------


def read_back(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as file:
        return list(csv.reader(file))


def test_write_results_round_trip(tmp_path: Path) -> None:
    text = (
        "id,name,tag\n"
        "1,Rose,flower\n"
        '-5,"=HYPERLINK(""http://x"",""y"")",@tag\n'
        '=1+1,"Two\nlines",+x\n'
        "4,Fern,-\n"
        "+6,Ivy,\n"
    )
    rows = check(text)
    folder = tmp_path / "out"
    folder.mkdir()
    path = folder / "results.csv"
    path.write_text("old content")
    write_results(path, rows, {0: ("created", "200 OK"), 1: ("refused", "=bad answer")})
    assert read_back(path) == [
        ["line", "id", "name", "tag", "result", "detail"],
        ["2", "1", "Rose", "flower", "created", "200 OK"],
        ["3", "-5", '\'=HYPERLINK("http://x","y")', "'@tag", "refused", "'=bad answer"],
        ["4", "'=1+1", "Two\nlines", "'+x", "not sent", DIGITS_MESSAGE],
        ["6", "4", "Fern", "'-", "not sent", ""],
        ["7", "+6", "Ivy", "", "not sent", ""],
    ]
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert list(folder.iterdir()) == [path]


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_exported_results_follow_the_users_umask(tmp_path: Path, umask: int, mode: int) -> None:
    """A results file is the user's to keep or share, like any file they save."""
    path = tmp_path / "results.csv"
    before = os.umask(umask)
    try:
        write_results(path, check("1,Fern,\n"), {0: ("created", "200 OK")})
    finally:
        os.umask(before)
    assert path.stat().st_mode & 0o777 == mode


def test_write_results_joins_problems(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    write_results(path, check("x,,\n"), {})
    assert read_back(path)[1] == [
        "1",
        "x",
        "",
        "",
        "not sent",
        f"{DIGITS_MESSAGE}; Enter the plant's name.",
    ]


def test_write_results_failure_leaves_no_temp_file(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_results(tmp_path / "nowhere" / "results.csv", check("1,Rose\n"), {})
    folder = tmp_path / "out"
    (folder / "results.csv" / "inside").mkdir(parents=True)  # a folder where the file goes
    with pytest.raises(OSError):
        write_results(folder / "results.csv", check("1,Rose\n"), {})
    assert [p.name for p in folder.iterdir()] == ["results.csv"]


# --- property ----------------------------------------------------------------------------------

# At most the length a name or a tag may have (fields.py: 200).
TEXT = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=200)
PLANT_ROWS = st.lists(
    st.tuples(
        st.integers(INT64_MIN, INT64_MAX),
        TEXT.filter(lambda name: bool(name.strip())),
        TEXT,
    ),
    min_size=1,
    unique_by=lambda row: row[0],
)


@given(PLANT_ROWS)
def test_written_csv_reads_back_to_the_same_plants(plants: list[tuple[int, str, str]]) -> None:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    writer.writerow(["id", "name", "tag"])
    writer.writerows(plants)
    sheet = read_sheet(buffer.getvalue())
    columns = guess_columns(sheet)
    assert columns == ID_NAME_TAG
    rows = validate(sheet, columns)
    assert [row.plant for row in rows] == [
        NewPlant(id=plant_id, name=name, tag=tag or None) for plant_id, name, tag in plants
    ]


# --- large sheets --------------------------------------------------------------------------


@given(st.text(alphabet='ab,"\r\n\t ', max_size=60))
def test_lines_are_split_as_a_text_file_would_split_them(text: str) -> None:
    from plantstore_gui.core.batch.reading import _lines

    assert list(_lines(text)) == list(io.StringIO(text, newline=""))


def test_the_collector_is_paused_while_a_sheet_is_checked_and_its_rows_frozen() -> None:
    sheet = read_sheet("".join(f"{n},Fern {n},tag\n" for n in range(1, 2001)))
    frozen_before = gc.get_freeze_count()
    with collector_paused():
        assert not gc.isenabled()
        rows = validate(sheet, Columns(id=0, name=1, tag=2))
    assert gc.isenabled()
    assert gc.get_freeze_count() >= frozen_before + len(rows)
    gc.unfreeze()


def test_the_collector_comes_back_when_checking_fails() -> None:
    with pytest.raises(BatchError), collector_paused():
        validate(read_sheet("1,Fern\n"), Columns(id=0, name=0, tag=None))
    assert gc.isenabled()
    gc.unfreeze()


def test_a_sheet_keeps_each_row_as_one_string_and_gives_back_its_cells() -> None:
    sheet = read_sheet('id,name,tag\n1,"Rose, red",x\n2,Fern\n')
    assert isinstance(sheet.rows, PackedRows)
    assert sheet.rows[0] == ("1", "Rose, red", "x")
    assert sheet.rows[-1] == ("2", "Fern")
    assert sheet.rows[0:2] == [("1", "Rose, red", "x"), ("2", "Fern")]
    assert sheet.width == 3
    with pytest.raises(IndexError):
        sheet.rows[2]


def test_checked_rows_are_made_when_asked_for_and_index_like_a_list() -> None:
    rows = check("1,Rose,x\n 2 ,Fern,\n1,Again,\n")
    assert len(rows) == 3
    assert rows[-1] == rows[2]
    assert rows[1].notes == (batch.ID_TRIMMED,)
    assert rows[2].problems == ("Id 1 is also on line 1.",)
    assert [row.index for row in rows[0:2]] == [0, 1]
    with pytest.raises(IndexError):
        rows[3]


def test_a_checked_row_holds_no_plant_model_until_it_is_sent() -> None:
    [row] = validate(read_sheet("7,Fern,indoor\n"), Columns(id=0, name=1, tag=2))
    assert not hasattr(row, "__dict__")  # slots: a million rows stay small
    assert row.sendable and row.plant_id == 7
    assert row.plant == NewPlant(id=7, name="Fern", tag="indoor")
