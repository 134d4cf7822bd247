"""Saved server profiles: one versioned JSON file, written atomically, never holding a token.

Tokens live in the keyring under the profile's stable id; nothing here reads or writes
one. A corrupt file is set aside under a new name, and a file from a newer version of
the app is read but never overwritten.
"""

import contextlib
import json
import re
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

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


class ProfileInvalid(ValueError):
    """Values that make no valid profile; the message names the first problem, never the value."""


def _new_id() -> str:
    return uuid.uuid4().hex


def _profile_id(value: str) -> str:
    if not _ID.fullmatch(value):
        raise ProfileInvalid("The profile id must be 1–64 letters, digits, '_.-'.")
    return value


def _profile_name(value: str) -> str:
    value = value.strip()
    if not value:
        raise ProfileInvalid("The profile name cannot be blank.")
    if len(value) > NAME_MAX:
        raise ProfileInvalid(f"The profile name can have at most {NAME_MAX} characters.")
    if not value.isprintable():
        raise ProfileInvalid("The profile name cannot contain control characters.")
    return value


def _base_url(value: str) -> str:
    try:
        return Endpoint.parse(value).base_url
    except BaseUrlError as exc:
        raise ProfileInvalid(str(exc)) from None


def _timeout(value: float) -> float:
    if not 0 < value <= TIMEOUT_MAX:  # also false for NaN
        raise ProfileInvalid("The timeout must be more than 0 and at most 600 seconds.")
    return float(value)


def _blank_path_is_none(value: str | None) -> str | None:
    return (value or "").strip() or None


def _as_given(value: object) -> object:
    return value


# Per field, in the order problems are reported: the types it takes (strictly: neither "30"
# nor True is a timeout), the word for them, and the check that returns the value to keep.
_FIELDS: dict[str, tuple[tuple[type, ...], str, Callable[[Any], object]]] = {
    "id": ((str,), "string", _profile_id),
    "name": ((str,), "string", _profile_name),
    "base_url": ((str,), "string", _base_url),
    "timeout": ((int, float), "number", _timeout),
    "verify_tls": ((bool,), "boolean", _as_given),
    "ca_bundle": ((str, type(None)), "string", _blank_path_is_none),
    "allow_plain_http": ((bool,), "boolean", _as_given),
    "contract_document": ((str, type(None)), "string", _blank_path_is_none),
}


@dataclass(frozen=True, kw_only=True)
class Profile:
    """One server the user talks to, and how. Never holds a token.

    Checked on creation (and so on dataclasses.replace); ProfileInvalid names the problem.
    """

    id: str = field(default_factory=_new_id)
    name: str
    base_url: str
    timeout: float = DEFAULT_TIMEOUT
    verify_tls: bool = True
    ca_bundle: str | None = None
    allow_plain_http: bool = False
    contract_document: str | None = None  # an OpenAPI file for the Contract tab

    def __post_init__(self) -> None:
        for name, (types, kind, check) in _FIELDS.items():
            value = getattr(self, name)
            if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                raise ProfileInvalid(f"The field '{name}' must be a {kind}.")
            object.__setattr__(self, name, check(value))  # the frozen way to normalise

    @classmethod
    def from_dict(cls, data: object) -> "Profile":
        """A profile from loaded JSON, ignoring keys it does not know; ProfileInvalid if none."""
        if not isinstance(data, Mapping):
            raise ProfileInvalid("A profile must be a JSON object.")
        for name in ("name", "base_url"):
            if name not in data:
                raise ProfileInvalid(f"The field '{name}' is missing.")
        return cls(**{name: data[name] for name in _FIELDS if name in data})

    def to_dict(self) -> dict[str, Any]:
        """The profile as JSON-ready values, keys in the order of the profiles file."""
        return asdict(self)

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


def _key(name: str) -> str:
    return name.strip().casefold()


def _numbered(base: str, suffix: str) -> str:
    """base + suffix, shortening base so the result is a valid profile name."""
    return base[: NAME_MAX - len(suffix)].rstrip() + suffix


@dataclass(frozen=True, kw_only=True)
class ProfileBook:
    """An immutable snapshot of all profiles; every change returns a new book."""

    profiles: tuple[Profile, ...] = ()
    default_id: str | None = None
    last_used_id: str | None = None

    def __post_init__(self) -> None:
        if len({p.id for p in self.profiles}) != len(self.profiles):
            raise ProfileError("Two profiles have the same id.")
        if len({_key(p.name) for p in self.profiles}) != len(self.profiles):
            raise ProfileError("Two profiles have the same name.")

    def find(self, name: str) -> Profile | None:
        return next((p for p in self.profiles if _key(p.name) == _key(name)), None)

    def get(self, profile_id: str) -> Profile | None:
        return next((p for p in self.profiles if p.id == profile_id), None)

    def names(self) -> list[str]:
        return [p.name for p in self.profiles]

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
            return replace(self, profiles=(*self.profiles, profile))
        return replace(
            self, profiles=tuple(profile if p.id == profile.id else p for p in self.profiles)
        )

    def remove(self, profile_id: str) -> "ProfileBook":
        """Drop the profile (if present) and any default or last-used mark on it."""
        return replace(
            self,
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
        copy = replace(source, id=_new_id(), name=name)
        return self.put(copy), copy

    def with_default(self, profile_id: str | None) -> "ProfileBook":
        if profile_id is not None:
            self._require(profile_id)
        return replace(self, default_id=profile_id)

    def with_last_used(self, profile_id: str) -> "ProfileBook":
        self._require(profile_id)
        return replace(self, last_used_id=profile_id)

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
            book = book.put(Profile.from_dict(entry))
        except (ProfileInvalid, ProfileError):
            if not lenient:
                raise

    def mark(key: str) -> str | None:
        """A mark on a profile that is not there is dropped rather than called damage."""
        value = data.get(key)
        return value if isinstance(value, str) and book.get(value) else None

    return replace(book, default_id=mark("default_id"), last_used_id=mark("last_used_id"))


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
        except (ValueError, TypeError):  # ProfileInvalid and ProfileError too
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
            "profiles": [p.to_dict() for p in book.profiles],
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
        "profiles": [{k: v for k, v in p.to_dict().items() if k in _EXPORTED} for p in profiles],
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
        for key in entry:
            shown = str(key)[:40]
            if _SECRET.search(str(key)):
                skipped.append(
                    f"Ignored the field '{shown}' of {label}: "
                    "tokens and other secrets are never imported."
                )
            elif key not in _EXPORTED and key != "id":  # new ids are given on purpose
                skipped.append(f"Ignored the unknown field '{shown}' of {label}.")
        try:
            profile = Profile.from_dict({k: v for k, v in entry.items() if k in _EXPORTED})
        except ProfileInvalid as exc:
            skipped.append(f"Skipped profile {number}: {_lower_first(str(exc))}")
            continue
        profile = replace(profile, name=book.unique_name(profile.name))
        book = book.put(profile)
        added.append(profile)
    return Imported(tuple(added), tuple(skipped))
