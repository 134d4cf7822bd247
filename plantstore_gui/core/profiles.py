"""Saved server profiles: one versioned JSON file, written atomically, never holding a token.

Tokens live in the keyring under the profile's stable id; nothing here reads or writes
one. A corrupt file is set aside under a new name, and a file from a newer version of
the app is read but never overwritten.
"""

import contextlib
import json
import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError as Problem

from .atomic import write_json_atomically
from .endpoint import DEFAULT_TIMEOUT, BaseUrlError, Endpoint

PROFILES_FORMAT = "plantstore-gui/profiles"
PROFILES_VERSION = 1
EXPORT_FORMAT = "plantstore-gui/profiles-export"
EXPORT_VERSION = 1
NAME_MAX = 80
TIMEOUT_MAX = 600.0

_ID = re.compile(r"[A-Za-z0-9_.-]{1,64}")
_SECRET = re.compile(
    r"token|secret|password|passwd|authorization|bearer|api[_-]?key|credential", re.IGNORECASE
)
_EXPORTED = (
    "name",
    "base_url",
    "timeout",
    "verify_tls",
    "ca_bundle",
    "allow_plain_http",
    "contract_document",
)


class ProfileError(ValueError):
    """A profile operation that cannot be done; the message is for the user."""


class Profile(BaseModel):
    """One server the user talks to, and how. Never holds a token."""

    model_config = ConfigDict(frozen=True, strict=True, extra="ignore")

    id: str = Field(default_factory=lambda: uuid.uuid4().hex)
    name: str
    base_url: str
    timeout: float = DEFAULT_TIMEOUT
    verify_tls: bool = True
    ca_bundle: str | None = None
    allow_plain_http: bool = False
    contract_document: str | None = None  # an OpenAPI file for the Contract tab

    @field_validator("id")
    @classmethod
    def _check_id(cls, value: str) -> str:
        if not _ID.fullmatch(value):
            raise Problem("profile_id", "The profile id must be 1–64 letters, digits, '_.-'.")
        return value

    @field_validator("name")
    @classmethod
    def _check_name(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise Problem("profile_name", "The profile name cannot be blank.")
        if len(value) > NAME_MAX:
            raise Problem(
                "profile_name", f"The profile name can have at most {NAME_MAX} characters."
            )
        if not value.isprintable():
            raise Problem("profile_name", "The profile name cannot contain control characters.")
        return value

    @field_validator("base_url")
    @classmethod
    def _check_base_url(cls, value: str) -> str:
        try:
            return Endpoint.parse(value).base_url
        except BaseUrlError as exc:
            raise Problem("base_url", str(exc)) from None

    @field_validator("timeout")
    @classmethod
    def _check_timeout(cls, value: float) -> float:
        if not 0 < value <= TIMEOUT_MAX:  # also false for NaN
            raise Problem("timeout", "The timeout must be more than 0 and at most 600 seconds.")
        return float(value)

    @field_validator("ca_bundle", "contract_document")
    @classmethod
    def _blank_path_is_none(cls, value: str | None) -> str | None:
        return (value or "").strip() or None

    def endpoint(self) -> Endpoint:
        return Endpoint(self.base_url, self.allow_plain_http)

    @property
    def origin(self) -> str:
        """scheme://host:port, the port always explicit: a token is asked for per origin."""
        parts = urlsplit(self.base_url)
        host = parts.hostname or ""
        if ":" in host:
            host = f"[{host}]"
        port = parts.port or (443 if parts.scheme == "https" else 80)
        return f"{parts.scheme}://{host}:{port}"

    @property
    def needs_plain_http_consent(self) -> bool:
        """True when the token would cross the network in plain text."""
        return self.base_url.startswith("http://") and not self.endpoint().is_loopback


def problem_of(exc: ValidationError) -> str:
    """The first problem in a Profile's ValidationError, as a sentence (never the input)."""
    error = exc.errors()[0]
    field = ".".join(str(part) for part in error["loc"]) or "profile"
    if error["type"] == "missing":
        return f"The field '{field}' is missing."
    if error["type"] in ("profile_id", "profile_name", "base_url", "timeout"):
        return str(error["msg"])
    return f"The field '{field}' is not valid ({error['msg']})."


def _key(name: str) -> str:
    return name.strip().casefold()


def _numbered(base: str, suffix: str) -> str:
    """base + suffix, shortening base so the result is a valid profile name."""
    return base[: NAME_MAX - len(suffix)].rstrip() + suffix


class ProfileBook(BaseModel):
    """An immutable snapshot of all profiles; every change returns a new book."""

    model_config = ConfigDict(frozen=True)

    profiles: tuple[Profile, ...] = ()
    default_id: str | None = None
    last_used_id: str | None = None

    @field_validator("profiles")
    @classmethod
    def _unique(cls, profiles: tuple[Profile, ...]) -> tuple[Profile, ...]:
        if len({p.id for p in profiles}) != len(profiles):
            raise ValueError("Two profiles have the same id.")
        if len({_key(p.name) for p in profiles}) != len(profiles):
            raise ValueError("Two profiles have the same name.")
        return profiles

    def find(self, name: str) -> Profile | None:
        return next((p for p in self.profiles if _key(p.name) == _key(name)), None)

    def get(self, profile_id: str) -> Profile | None:
        return next((p for p in self.profiles if p.id == profile_id), None)

    def names(self) -> list[str]:
        return [p.name for p in self.profiles]

    def _with(self, **changes: Any) -> "ProfileBook":
        return ProfileBook(**(dict(self) | changes))

    def _require(self, profile_id: str) -> Profile:
        profile = self.get(profile_id)
        if profile is None:
            raise ProfileError("That profile no longer exists.")
        return profile

    def put(self, profile: Profile) -> "ProfileBook":
        """Add the profile, or replace the one with its id."""
        same_name = self.find(profile.name)
        if same_name is not None and same_name.id != profile.id:
            raise ProfileError(f"There is already a profile named '{same_name.name}'.")
        if self.get(profile.id) is None:
            return self._with(profiles=(*self.profiles, profile))
        return self._with(
            profiles=tuple(profile if p.id == profile.id else p for p in self.profiles)
        )

    def remove(self, profile_id: str) -> "ProfileBook":
        """Drop the profile (if present) and any default or last-used mark on it."""
        return self._with(
            profiles=tuple(p for p in self.profiles if p.id != profile_id),
            default_id=None if self.default_id == profile_id else self.default_id,
            last_used_id=None if self.last_used_id == profile_id else self.last_used_id,
        )

    def duplicate(self, profile_id: str) -> tuple["ProfileBook", Profile]:
        """A copy with a new id, named "X (copy)", then "X (copy 2)", and so on."""
        source = self._require(profile_id)
        name = _numbered(source.name, " (copy)")
        number = 2
        while self.find(name) is not None:
            name = _numbered(source.name, f" (copy {number})")
            number += 1
        copy = Profile.model_validate(source.model_dump(exclude={"id"}) | {"name": name})
        return self.put(copy), copy

    def with_default(self, profile_id: str | None) -> "ProfileBook":
        if profile_id is not None:
            self._require(profile_id)
        return self._with(default_id=profile_id)

    def with_last_used(self, profile_id: str) -> "ProfileBook":
        self._require(profile_id)
        return self._with(last_used_id=profile_id)

    def starting_profile(self) -> Profile | None:
        """The profile to open with: last used, else default, else the first."""
        for wanted in (self.last_used_id, self.default_id):
            if wanted is not None and (profile := self.get(wanted)) is not None:
                return profile
        return self.profiles[0] if self.profiles else None

    def unique_name(self, wanted: str) -> str:
        """wanted itself when free, else "wanted (2)", "wanted (3)"…"""
        wanted = wanted.strip()
        name, number = wanted, 2
        while self.find(name) is not None:
            name = _numbered(wanted, f" ({number})")
            number += 1
        return name


@dataclass(frozen=True)
class Loaded:
    """What ProfileStore.load found; show the notice, if any, to the user."""

    book: ProfileBook
    notice: str | None = None
    read_only: bool = False


def _write_atomically(path: Path, data: object, *, what: str, make_dir: bool = False) -> None:
    try:
        write_json_atomically(path, data, make_dir=make_dir)
    except OSError as exc:
        raise ProfileError(f"Could not save {what} to {path}: {exc.strerror or exc}.") from exc


def _parse(raw: bytes) -> Any:
    """JSON from bytes (a BOM from a Windows editor is fine); ValueError when it is not."""
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except RecursionError:
        raise ValueError("nested too deeply") from None


def _version_of(data: Any) -> int | None:
    version = data.get("version") if isinstance(data, dict) else None
    return version if type(version) is int and version >= 1 else None


def _book_from(data: dict[str, Any], *, lenient: bool) -> ProfileBook:
    """The book in a profiles file; lenient skips what it cannot read instead of raising."""
    entries = data.get("profiles")
    if not isinstance(entries, list) and not lenient:
        raise ValueError("no list of profiles")
    book = ProfileBook()
    for entry in entries if isinstance(entries, list) else []:
        try:
            book = book.put(Profile.model_validate(entry))
        except (ValidationError, ProfileError):
            if not lenient:
                raise
    # A mark on a profile that is not there is dropped rather than called damage.
    marks = {key: data.get(key) for key in ("default_id", "last_used_id")}
    return book._with(
        **{k: m if isinstance(m, str) and book.get(m) else None for k, m in marks.items()}
    )


class ProfileStore:
    """Loads and saves a ProfileBook at a path; refuses to overwrite a newer file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._refusal: str | None = None

    @property
    def read_only(self) -> bool:
        return self._refusal is not None

    def _remove_stale_temp_files(self) -> None:
        """A save killed midway leaves its temp file; the real file is whole either way."""
        for stale in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()

    def load(self) -> Loaded:
        self._refusal = None
        self._remove_stale_temp_files()
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return Loaded(ProfileBook())
        except OSError as exc:
            return self._refuse(f"Could not read the profiles file {self.path}", exc)
        try:
            data = _parse(raw)
            version = _version_of(data)
            if version is None or data.get("format") != PROFILES_FORMAT:
                raise ValueError("not a profiles file")
            if version <= PROFILES_VERSION:
                return Loaded(_book_from(data, lenient=False))
        except (ValueError, TypeError):  # ValidationError and ProfileError too
            return self._set_aside()
        self._refusal = (
            f"The profiles file {self.path} was written by a newer version of Plant Store GUI; "
            "changes will not be saved, so that file is left as it is."
        )
        return Loaded(_book_from(data, lenient=True), self._refusal, read_only=True)

    def _refuse(self, what: str, exc: OSError) -> Loaded:
        self._refusal = (
            f"{what} ({exc.strerror or exc}); changes will not be saved in this session."
        )
        return Loaded(ProfileBook(), self._refusal, read_only=True)

    def _set_aside(self) -> Loaded:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        number = 2
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{number}")
            number += 1
        try:
            self.path.rename(aside)
        except OSError as exc:
            return self._refuse(f"The profiles file {self.path} is damaged and not set aside", exc)
        notice = (
            f"The profiles file could not be read, so it was set aside as {aside.name} "
            f"(in {aside.parent}) and you start with no profiles."
        )
        return Loaded(ProfileBook(), notice)

    def save(self, book: ProfileBook) -> None:
        """Write the book atomically; ProfileError when it may not or cannot be written."""
        if self._refusal is None and self._newer_on_disk():
            self._refusal = (
                f"The profiles file {self.path} has been written by a newer version of "
                "Plant Store GUI; it is left as it is."
            )
        if self._refusal is not None:
            raise ProfileError(f"Profiles are not saved. {self._refusal}")
        data = {
            "format": PROFILES_FORMAT,
            "version": PROFILES_VERSION,
            "default_id": book.default_id,
            "last_used_id": book.last_used_id,
            "profiles": [p.model_dump(mode="json") for p in book.profiles],
        }
        _write_atomically(self.path, data, what="the profiles", make_dir=True)

    def _newer_on_disk(self) -> bool:
        try:
            version = _version_of(_parse(self.path.read_bytes()))
        except (OSError, ValueError):
            return False
        return version is not None and version > PROFILES_VERSION


def export_profiles(profiles: Iterable[Profile], path: Path) -> None:
    """Write profiles for another machine: no ids, no tokens."""
    data = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "profiles": [p.model_dump(mode="json", include=set(_EXPORTED)) for p in profiles],
    }
    _write_atomically(path, data, what="the profiles export")


@dataclass(frozen=True)
class Imported:
    """Profiles read from an export, each with a new id and a free name, and what was left out."""

    profiles: tuple[Profile, ...]
    skipped: tuple[str, ...]


def _lower_first(sentence: str) -> str:
    return sentence[0].lower() + sentence[1:] if sentence[:2].istitle() else sentence


def import_profiles(path: Path, book: ProfileBook) -> Imported:
    """Read an export (or a profiles.json); ProfileError when the file is not one."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ProfileError(f"Could not read {path}: {exc.strerror or exc}.") from exc
    try:
        data = _parse(raw)
    except ValueError:
        raise ProfileError(f"{path.name} is not a profiles export: it is not JSON.") from None
    entries = data.get("profiles") if _version_of(data) else None
    if not isinstance(entries, list) or data.get("format") not in (EXPORT_FORMAT, PROFILES_FORMAT):
        raise ProfileError(f"{path.name} is not a Plant Store GUI profiles export.")
    skipped: list[str] = []
    added: list[Profile] = []
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            skipped.append(f"Skipped profile {number}: it is not a JSON object.")
            continue
        name = entry.get("name")
        label = f"profile {number}"
        if isinstance(name, str) and name.strip():
            label = f"profile '{name.strip()[:NAME_MAX]}'"
        for field in entry:
            shown = str(field)[:40]
            if _SECRET.search(str(field)):
                skipped.append(
                    f"Ignored the field '{shown}' of {label}: "
                    "tokens and other secrets are never imported."
                )
            elif field not in _EXPORTED and field != "id":  # new ids are given on purpose
                skipped.append(f"Ignored the unknown field '{shown}' of {label}.")
        try:
            profile = Profile.model_validate({k: v for k, v in entry.items() if k in _EXPORTED})
        except ValidationError as exc:
            skipped.append(f"Skipped profile {number}: {_lower_first(problem_of(exc))}")
            continue
        profile = profile.model_copy(update={"name": book.unique_name(profile.name)})
        book = book.put(profile)
        added.append(profile)
    return Imported(tuple(added), tuple(skipped))
