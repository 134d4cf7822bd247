"""One word for one thing in a window, in every language: a name or a value is quoted one
way (the language's marks, as its translation chooses them), and dismissing a notice is
never called what closing a window is."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from keyring.backends import null
from test_translations import shipped

from plantstore_gui.core.profiles import ProfileBook, import_profiles
from plantstore_gui.core.secrets import TokenVault, VaultError
from plantstore_gui.core.tell import import_report

# A straight quote around a word, as 'Shop' or "fast" was written; "server's" is no quote.
_STRAIGHT_QUOTES = re.compile(r"(?<!\w)['\"][^'\"\s][^'\"]*['\"](?!\w)")

LANGUAGES = ("de", "es", "ar")


def tour_import(tmp_path: Path) -> str:
    """The report of the tour's import: one good server, one with "timeout": "fast" and a token."""
    profiles = [
        {"name": "Shop", "base_url": "http://127.0.0.1:18099", "timeout": 10},
        {"name": "Staging", "base_url": "http://127.0.0.1:18098", "timeout": "fast", "token": "t"},
    ]
    path = tmp_path / "profiles.json"
    export = {"format": "plantstore-gui/profiles-export", "version": 1, "profiles": profiles}
    path.write_text(json.dumps(export), encoding="utf-8")
    return import_report(import_profiles(path, ProfileBook()))


def test_the_import_report_quotes_as_the_keyring_notice_does(tmp_path: Path) -> None:
    report = tour_import(tmp_path)
    assert report.splitlines()[:3] == [
        "Imported 1 server: “Shop”.",
        "Skipped profile 2 (“Staging”): its “timeout” is “fast”. "
        "The field “timeout” must be a number.",
        "Ignored the field “token” of profile “Staging”: tokens and other secrets are never "
        "imported.",
    ]
    assert _STRAIGHT_QUOTES.findall(report) == []
    with pytest.raises(VaultError) as keyring_off:
        TokenVault(null.Keyring()).check()
    assert "its “null” backend" in keyring_off.value.message


def test_a_number_a_file_holds_is_told_apart_from_the_same_digits_as_text(
    tmp_path: Path,
) -> None:
    path = tmp_path / "profiles.json"
    profiles = [
        {"name": "A", "base_url": "https://a.example", "timeout": "5"},
        {"name": "B", "base_url": "https://b.example", "timeout": 0},
    ]
    export = {"format": "plantstore-gui/profiles-export", "version": 1, "profiles": profiles}
    path.write_text(json.dumps(export), encoding="utf-8")
    report = import_report(import_profiles(path, ProfileBook()))
    assert "its “timeout” is “5”." in report
    assert "its “timeout” is 0." in report


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_quotes_with_one_pair_of_marks(code: str) -> None:
    opening, closing = shipped(code, "Words", "“{text}”").split("{text}")
    assert (opening, closing) == {"de": ("„", "“"), "es": ("«", "»"), "ar": ("«", "»")}[code]
    keyring_off = shipped(
        code,
        "Secrets",
        "The Python keyring is turned off on this computer (its “null” backend is selected in "
        "keyringrc.cfg or PYTHON_KEYRING_BACKEND). Remove that setting to store tokens; until "
        "then, a token you enter is kept for this session only.",
    )
    assert f"{opening}null{closing}" in keyring_off
    for source in (
        "Skipped profile {number} ({name}): its {field} is {value}. {reason}",
        "Ignored the field {field} of profile {name}: tokens and other secrets are never imported.",
        "The field {field} must be a number.",
    ):
        said = shipped(code, "Profiles", source)
        assert _STRAIGHT_QUOTES.findall(said) == [] and "'" not in said, said


@pytest.mark.parametrize("code", LANGUAGES)
def test_dismissing_a_notice_is_not_called_closing(code: str) -> None:
    """Manage servers holds a notice (an import's report) and its own Close: two words."""
    closes = {
        shipped(code, "ProfilesDialog", "Close").replace("&", "").casefold(),
        shipped(code, "OutboxView", "&Close").replace("&", "").casefold(),
    }
    dismiss = shipped(code, "NoticeBar", "Dismiss").replace("&", "").casefold()
    assert dismiss not in closes
    assert not any(
        close in shipped(code, "NoticeBar", "Dismiss this notice").casefold() for close in closes
    )
