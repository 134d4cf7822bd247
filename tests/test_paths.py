"""Where the app keeps its files: the PLANTSTORE_GUI_HOME override and the platform defaults."""

import sys
from pathlib import Path

import pytest

from plantstore_gui.core.paths import config_dir, data_dir, profiles_path


def _snapshot(root: Path) -> list[Path]:
    return sorted(root.rglob("*"))


def test_home_override_is_used(app_home: Path) -> None:
    assert config_dir() == app_home / "config"
    assert data_dir() == app_home / "data"
    assert profiles_path() == app_home / "config" / "profiles.json"


def test_nothing_is_created_on_disk(app_home: Path) -> None:
    before = _snapshot(app_home)
    config_dir(), data_dir(), profiles_path()
    assert _snapshot(app_home) == before == []


@pytest.fixture
def no_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No PLANTSTORE_GUI_HOME, Linux rules, and a fake home directory."""
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.delenv("PLANTSTORE_GUI_HOME")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    return home


def test_empty_override_counts_as_unset(no_override: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PLANTSTORE_GUI_HOME", "")
    assert config_dir() == no_override / ".config" / "plantstore-gui"


def test_xdg_variables(no_override: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert config_dir() == tmp_path / "cfg" / "plantstore-gui"
    assert data_dir() == tmp_path / "share" / "plantstore-gui"
    assert profiles_path() == tmp_path / "cfg" / "plantstore-gui" / "profiles.json"
    assert not (tmp_path / "cfg").exists()
    assert not (tmp_path / "share").exists()


def test_xdg_defaults(no_override: Path) -> None:
    assert config_dir() == no_override / ".config" / "plantstore-gui"
    assert data_dir() == no_override / ".local" / "share" / "plantstore-gui"
    assert _snapshot(no_override) == []


@pytest.mark.parametrize("value", ["", "relative/dir"])
def test_empty_or_relative_xdg_values_are_ignored(
    no_override: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", value)
    monkeypatch.setenv("XDG_DATA_HOME", value)
    assert config_dir() == no_override / ".config" / "plantstore-gui"
    assert data_dir() == no_override / ".local" / "share" / "plantstore-gui"


def test_macos(no_override: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    expected = no_override / "Library" / "Application Support" / "plantstore-gui"
    assert config_dir() == expected
    assert data_dir() == expected


def test_windows(no_override: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    assert config_dir() == tmp_path / "Roaming" / "plantstore-gui"
    assert data_dir() == tmp_path / "Local" / "plantstore-gui"


def test_windows_without_variables(no_override: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert config_dir() == no_override / "AppData" / "Roaming" / "plantstore-gui"
    assert data_dir() == no_override / "AppData" / "Local" / "plantstore-gui"


def test_override_wins_on_every_platform(app_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for platform in ("linux", "darwin", "win32"):
        monkeypatch.setattr(sys, "platform", platform)
        assert config_dir() == app_home / "config"
        assert data_dir() == app_home / "data"
