"""Saved server profiles: one versioned JSON file, written atomically, never holding a token.

Tokens live in the keyring under the profile's stable id; nothing here reads or writes
one. A corrupt file is set aside under a new name, and a file from a newer version of
the app is read but never overwritten.
"""

import contextlib
import json
import re
import threading
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .atomic import write_json_atomically
from .endpoint import DEFAULT_TIMEOUT, BaseUrlError, Endpoint
from .words import number, translate

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
        raise ProfileInvalid(
            translate("Profiles", "The profile id must be 1–64 letters, digits, '_.-'.")
        )
    return value


def _profile_name(value: str) -> str:
    value = value.strip()
    if not value:
        raise ProfileInvalid(translate("Profiles", "The profile name cannot be blank."))
    if len(value) > NAME_MAX:
        too_long = translate("Profiles", "The profile name can have at most {limit} characters.")
        raise ProfileInvalid(too_long.format(limit=number(NAME_MAX)))
    if not value.isprintable():
        raise ProfileInvalid(
            translate("Profiles", "The profile name cannot contain control characters.")
        )
    return value


def _base_url(value: str) -> str:
    try:
        return Endpoint.parse(value).base_url
    except BaseUrlError as exc:
        raise ProfileInvalid(str(exc)) from None


def _timeout(value: float) -> float:
    if not 0 < value <= TIMEOUT_MAX:  # also false for NaN
        raise ProfileInvalid(
            translate("Profiles", "The timeout must be more than 0 and at most 600 seconds.")
        )
    return float(value)


def _blank_path_is_none(value: str | None) -> str | None:
    return (value or "").strip() or None


def _as_given(value: object) -> object:
    return value


def _wrong_type(field_name: str, kind: str) -> str:
    """The whole sentence saying the field `field_name` (a JSON key) holds the wrong type."""
    if kind == "number":
        sentence = translate("Profiles", "The field '{field}' must be a number.")
    elif kind == "boolean":
        sentence = translate("Profiles", "The field '{field}' must be a boolean.")
    else:
        sentence = translate("Profiles", "The field '{field}' must be a string.")
    return sentence.format(field=field_name)


# Per field, in the order problems are reported: the types it takes (strictly: neither "30"
# nor True is a timeout), their kind (see _wrong_type), and the check that returns the value
# to keep.
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
                raise ProfileInvalid(_wrong_type(name, kind))
            object.__setattr__(self, name, check(value))  # the frozen way to normalise

    @classmethod
    def from_dict(cls, data: object) -> "Profile":
        """A profile from loaded JSON, ignoring keys it does not know; ProfileInvalid if none."""
        if not isinstance(data, Mapping):
            raise ProfileInvalid(translate("Profiles", "A profile must be a JSON object."))
        for name in ("name", "base_url"):
            if name not in data:
                missing = translate("Profiles", "The field '{field}' is missing.")
                raise ProfileInvalid(missing.format(field=name))
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


def _numbered(pattern: str, base: str, count: int = 0) -> str:
    """`pattern` (a whole name, with {name} and maybe {number}) filled in with `base` and
    `count`, shortening `base` so the result is a valid profile name."""
    room = max(NAME_MAX - len(pattern.format(name="", number=count)), 0)
    return pattern.format(name=base[:room].rstrip(), number=count)  # count: plain digits


@dataclass(frozen=True, kw_only=True)
class ProfileBook:
    """An immutable snapshot of all profiles; every change returns a new book."""

    profiles: tuple[Profile, ...] = ()
    default_id: str | None = None
    last_used_id: str | None = None

    def __post_init__(self) -> None:
        if len({p.id for p in self.profiles}) != len(self.profiles):
            raise ProfileError(translate("Profiles", "Two profiles have the same id."))
        if len({_key(p.name) for p in self.profiles}) != len(self.profiles):
            raise ProfileError(translate("Profiles", "Two profiles have the same name."))

    def find(self, name: str) -> Profile | None:
        return next((p for p in self.profiles if _key(p.name) == _key(name)), None)

    def get(self, profile_id: str) -> Profile | None:
        return next((p for p in self.profiles if p.id == profile_id), None)

    def names(self) -> list[str]:
        return [p.name for p in self.profiles]

    def _require(self, profile_id: str) -> Profile:
        profile = self.get(profile_id)
        if profile is None:
            raise ProfileError(translate("Profiles", "That profile no longer exists."))
        return profile

    def put(self, profile: Profile) -> "ProfileBook":
        """Add the profile, or replace the one with its id."""
        same_name = self.find(profile.name)
        if same_name is not None and same_name.id != profile.id:
            taken = translate("Profiles", "There is already a profile named '{name}'.")
            raise ProfileError(taken.format(name=same_name.name))
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
        first = translate("Profiles", "{name} (copy)", "the name of a copy of a server profile")
        later = translate(
            "Profiles", "{name} (copy {number})", "the name of a further copy of a server profile"
        )
        name = _numbered(first, source.name)
        count = 2
        while self.find(name) is not None:
            name = _numbered(later, source.name, count)
            count += 1
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
        pattern = translate(
            "Profiles", "{name} ({number})", "a server profile's name made unique by a number"
        )
        name, count = wanted, 2
        while self.find(name) is not None:
            name = _numbered(pattern, wanted, count)
            count += 1
        return name


@dataclass(frozen=True)
class Loaded:
    """What ProfileStore.load found; show the notice, if any, to the user."""

    book: ProfileBook
    notice: str | None = None
    read_only: bool = False


def _write_atomically(path: Path, data: object, *, failed: str, make_dir: bool = False) -> None:
    """Write `data`; ProfileError with `failed` (a sentence with {path} and {reason}) if not."""
    try:
        write_json_atomically(path, data, make_dir=make_dir)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise ProfileError(failed.format(path=path, reason=reason)) from exc


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
        self._save_lock = threading.Lock()
        self._saved = 0  # the number of the newest book saved by save_newest

    def save_newest(self, book: "ProfileBook", number: int) -> None:
        """Save `book`, the `number`th asked for, unless a later one is saved already:
        saves may finish out of order on several threads, and the last asked wins."""
        with self._save_lock:
            if number < self._saved:
                return
            self.save(book)
            self._saved = number

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
            return self._refuse(
                translate(
                    "Profiles",
                    "Could not read the profiles file {path} ({reason}); "
                    "changes will not be saved in this session.",
                ),
                exc,
            )
        try:
            data = _parse(raw)
            version = _version_of(data)
            if version is None or data.get("format") != PROFILES_FORMAT:
                raise ValueError("not a profiles file")
            if version <= PROFILES_VERSION:
                return Loaded(_book_from(data, lenient=False))
        except (ValueError, TypeError):  # ProfileInvalid and ProfileError too
            return self._set_aside()
        newer = translate(
            "Profiles",
            "The profiles file {path} was written by a newer version of Plant Store GUI; "
            "changes will not be saved, so that file is left as it is.",
        )
        self._refusal = newer.format(path=self.path)
        return Loaded(_book_from(data, lenient=True), self._refusal, read_only=True)

    def _refuse(self, sentence: str, exc: OSError) -> Loaded:
        """Load nothing and save nothing; `sentence` has {path} and {reason} to fill in."""
        self._refusal = sentence.format(path=self.path, reason=exc.strerror or str(exc))
        return Loaded(ProfileBook(), self._refusal, read_only=True)

    def _set_aside(self) -> Loaded:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        count = 2
        while aside.exists():
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{count}")
            count += 1
        try:
            self.path.rename(aside)
        except OSError as exc:
            return self._refuse(
                translate(
                    "Profiles",
                    "The profiles file {path} is damaged and not set aside ({reason}); "
                    "changes will not be saved in this session.",
                ),
                exc,
            )
        notice = translate(
            "Profiles",
            "The profiles file could not be read, so it was set aside as {file} "
            "(in {folder}) and you start with no profiles.",
        )
        return Loaded(ProfileBook(), notice.format(file=aside.name, folder=aside.parent))

    def save(self, book: ProfileBook) -> None:
        """Write the book atomically; ProfileError when it may not or cannot be written."""
        if self._refusal is None and self._newer_on_disk():
            newer = translate(
                "Profiles",
                "The profiles file {path} has been written by a newer version of "
                "Plant Store GUI; it is left as it is.",
            )
            self._refusal = newer.format(path=self.path)
        if self._refusal is not None:
            not_saved = translate("Profiles", "Profiles are not saved. {reason}")
            raise ProfileError(not_saved.format(reason=self._refusal))
        data = {
            "format": PROFILES_FORMAT,
            "version": PROFILES_VERSION,
            "default_id": book.default_id,
            "last_used_id": book.last_used_id,
            "profiles": [p.to_dict() for p in book.profiles],
        }
        failed = translate("Profiles", "Could not save the profiles to {path}: {reason}.")
        _write_atomically(self.path, data, failed=failed, make_dir=True)

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
    failed = translate("Profiles", "Could not save the profiles export to {path}: {reason}.")
    _write_atomically(path, data, failed=failed)


@dataclass(frozen=True)
class Imported:
    """Profiles read from an export, each with a new id and a free name, and what was left out."""

    profiles: tuple[Profile, ...]
    skipped: tuple[str, ...]


def _lower_first(sentence: str) -> str:
    return sentence[0].lower() + sentence[1:] if sentence[:2].istitle() else sentence


def _field_notes(entry: dict[Any, Any], position: int) -> list[str]:
    """What import leaves out of the entry at `position` (from 1): secrets, unknown fields."""
    name = entry.get("name")
    shown_name = name.strip()[:NAME_MAX] if isinstance(name, str) else ""
    if shown_name:
        secret = translate(
            "Profiles",
            "Ignored the field '{field}' of profile '{name}': "
            "tokens and other secrets are never imported.",
        )
        unknown = translate("Profiles", "Ignored the unknown field '{field}' of profile '{name}'.")
    else:
        secret = translate(
            "Profiles",
            "Ignored the field '{field}' of profile {number}: "
            "tokens and other secrets are never imported.",
        )
        unknown = translate("Profiles", "Ignored the unknown field '{field}' of profile {number}.")
    notes: list[str] = []
    for key in entry:
        shown = str(key)[:40]
        if _SECRET.search(str(key)):
            notes.append(secret.format(field=shown, name=shown_name, number=position))
        elif key not in _EXPORTED and key != "id":  # new ids are given on purpose
            notes.append(unknown.format(field=shown, name=shown_name, number=position))
    return notes


def import_profiles(path: Path, book: ProfileBook) -> Imported:
    """Read an export (or a profiles.json); ProfileError when the file is not one."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        unreadable = translate("Profiles", "Could not read {path}: {reason}.")
        raise ProfileError(unreadable.format(path=path, reason=exc.strerror or str(exc))) from exc
    try:
        data = _parse(raw)
    except ValueError:
        not_json = translate("Profiles", "{file} is not a profiles export: it is not JSON.")
        raise ProfileError(not_json.format(file=path.name)) from None
    entries = data.get("profiles") if _version_of(data) else None
    if not isinstance(entries, list) or data.get("format") not in (EXPORT_FORMAT, PROFILES_FORMAT):
        not_export = translate("Profiles", "{file} is not a Plant Store GUI profiles export.")
        raise ProfileError(not_export.format(file=path.name))
    skipped: list[str] = []
    added: list[Profile] = []
    for position, entry in enumerate(entries, start=1):  # positions: plain digits
        if not isinstance(entry, dict):
            not_object = translate("Profiles", "Skipped profile {number}: it is not a JSON object.")
            skipped.append(not_object.format(number=position))
            continue
        skipped += _field_notes(entry, position)
        try:
            profile = Profile.from_dict({k: v for k, v in entry.items() if k in _EXPORTED})
        except ProfileInvalid as exc:
            # The reason is a sentence of its own; English starts it in lower case here.
            invalid = translate("Profiles", "Skipped profile {number}: {reason}")
            skipped.append(invalid.format(number=position, reason=_lower_first(str(exc))))
            continue
        profile = replace(profile, name=book.unique_name(profile.name))
        book = book.put(profile)
        added.append(profile)
    return Imported(tuple(added), tuple(skipped))
