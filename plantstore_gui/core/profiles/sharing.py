"""Profiles shared between machines: exported without ids or tokens, imported with new
ids and free names, saying what was left out and why.

An import reads at most IMPORT_SIZE_MAX bytes and IMPORT_PROFILES_MAX profiles, in time
proportional to its size, and keeps a CA bundle, a contract document or a client
certificate only when it names a regular file the user can read (a CA bundle with a
certificate in it): an export from elsewhere may name a device (/dev/zero) or a file that
is not for this app (/etc/shadow). An export holds a client certificate's paths, never its
key's passphrase.
"""

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..regular_file import read_regular, regular_file_problem
from ..visible import visible
from ..words import number, quoted, translate
from .book import FreeNames, ProfileBook
from .errors import ProfileError, ProfileInvalid
from .files import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    PROFILES_FORMAT,
    parse,
    version_of,
    write_atomically,
)
from .profile import NAME_MAX, Profile

_SECRET = re.compile(
    r"token|secret|password|passwd|authorization|bearer|api[_-]?key|credential", re.IGNORECASE
)
IMPORT_SIZE_MAX = 1024 * 1024
IMPORT_PROFILES_MAX = 1000
CA_BUNDLE_SIZE_MAX = 16 * 1024 * 1024
_CERTIFICATE = b"-----BEGIN CERTIFICATE-----"

_EXPORTED = (
    "name",
    "base_url",
    "timeout",
    "verify_tls",
    "ca_bundle",
    "allow_plain_http",
    "contract_document",
    "client_cert",  # the paths only: the key's passphrase stays in this machine's keyring
    "client_key",
)


def export_profiles(profiles: Iterable[Profile], path: Path) -> None:
    """Write profiles for another machine: no ids, no tokens."""
    data = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "profiles": [{k: v for k, v in p.to_dict().items() if k in _EXPORTED} for p in profiles],
    }
    failed = translate("Profiles", "Could not save the profiles export to {path}: {reason}.")
    write_atomically(path, data, failed=failed)


_VALUE_SHOWN_MAX = 40  # characters of a value a skipped profile held, as the file has it
_VALUE_NEVER_SHOWN = {"base_url"}  # a URL may hold a password


@dataclass(frozen=True)
class SkippedProfile:
    """A profile of the file that was not imported, and why.

    Attributes:
        position: where it is in the file's list, from 1.
        name: the name it gives itself, "" when it gives none.
        reason: a sentence saying what is wrong.
        field: the field at fault, None when no one field is (it is not a JSON object).
        value: what the file holds in that field, cut short: a string's own text, anything
            else as JSON; None when it holds nothing there or it is not shown (a base URL
            may hold a password).
        value_is_text: the value is a string's text, shown in quotation marks ("5" is
            told apart from 5 so).
    """

    position: int
    name: str
    reason: str
    field: str | None = None
    value: str | None = None
    value_is_text: bool = False


@dataclass(frozen=True)
class Imported:
    """Profiles read from an export, each with a new id and a free name, and what was left out.

    Attributes:
        profiles: the profiles taken, in the file's order.
        skipped: the profiles of the file left out, with why.
        notes: what was left out of the profiles taken, a sentence each: a token or other
            secret, an unknown field, a CA bundle or contract document that cannot be used.
    """

    profiles: tuple[Profile, ...]
    skipped: tuple[SkippedProfile, ...] = ()
    notes: tuple[str, ...] = ()


def _name_of(entry: dict[Any, Any]) -> str:
    name = entry.get("name")
    return name.strip()[:NAME_MAX] if isinstance(name, str) else ""


def _shown_value(entry: dict[Any, Any], field: str | None) -> str | None:
    """What the entry holds in `field`, at most _VALUE_SHOWN_MAX characters: a string's
    text, anything else as JSON."""
    if field is None or field not in entry or field in _VALUE_NEVER_SHOWN:
        return None
    value = entry[field]
    shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    if len(shown) > _VALUE_SHOWN_MAX:
        shown = shown[: _VALUE_SHOWN_MAX - 1] + "…"
    return shown


def _field_notes(entry: dict[Any, Any], position: int) -> list[str]:
    """What import leaves out of the entry at `position` (from 1): secrets, unknown fields."""
    shown_name = _name_of(entry)
    if shown_name:
        secret = translate(
            "Profiles",
            "Ignored the field {field} of profile {name}: "
            "tokens and other secrets are never imported.",
        )
        unknown = translate("Profiles", "Ignored the unknown field {field} of profile {name}.")
    else:
        secret = translate(
            "Profiles",
            "Ignored the field {field} of profile {number}: "
            "tokens and other secrets are never imported.",
        )
        unknown = translate("Profiles", "Ignored the unknown field {field} of profile {number}.")
    notes: list[str] = []
    name = quoted(visible(shown_name, lines=False))
    for key in entry:
        shown = quoted(visible(str(key)[:40], lines=False))
        if _SECRET.search(str(key)):
            notes.append(secret.format(field=shown, name=name, number=position))
        elif key not in _EXPORTED and key != "id":  # new ids are given on purpose
            notes.append(unknown.format(field=shown, name=name, number=position))
    return notes


def _file_notes(profile: Profile) -> tuple[Profile, list[str]]:
    """The profile without a CA bundle or contract document that is not a regular file
    the user can read, and a note for each one left out."""
    notes: list[str] = []
    if profile.ca_bundle is not None and (problem := _bundle_problem(Path(profile.ca_bundle))):
        words = translate("Profiles", "Left out the CA bundle of profile {name}: {problem}")
        notes.append(words.format(name=quoted(visible(profile.name, lines=False)), problem=problem))
        profile = replace(profile, ca_bundle=None)
    document = profile.contract_document
    if document is not None and (problem := regular_file_problem(Path(document))):
        words = translate("Profiles", "Left out the contract document of profile {name}: {problem}")
        notes.append(words.format(name=quoted(visible(profile.name, lines=False)), problem=problem))
        profile = replace(profile, contract_document=None)
    cert, key = profile.client_cert, profile.client_key
    if cert is not None and (problem := _either_problem(cert, key)):
        words = translate(
            "Profiles", "Left out the client certificate of profile {name}: {problem}"
        )
        notes.append(words.format(name=quoted(visible(profile.name, lines=False)), problem=problem))
        profile = replace(profile, client_cert=None, client_key=None)
    elif cert is None and key is not None:
        profile = replace(profile, client_key=None)  # a key alone is of no use
    return profile, notes


def _either_problem(cert: str, key: str | None) -> str | None:
    return regular_file_problem(Path(cert)) or (key and regular_file_problem(Path(key))) or None


def _bundle_problem(path: Path) -> str | None:
    """Why `path` is not a CA bundle the user can read, as a sentence; None if it is one
    (a certificate in its first CA_BUNDLE_SIZE_MAX bytes)."""
    if (problem := regular_file_problem(path)) is not None:
        return problem
    try:
        start = read_regular(path, CA_BUNDLE_SIZE_MAX)
    except OSError as exc:
        words = translate("Files", "{path} cannot be opened: {reason}.")
        return words.format(path=path, reason=exc.strerror or type(exc).__name__)
    if _CERTIFICATE not in start:
        return translate("Profiles", "{path} holds no certificate.").format(path=path)
    return None


def import_profiles(path: Path, book: ProfileBook) -> Imported:
    """Read an export (or a profiles.json); ProfileError, and nothing imported, when the
    file is not one or is larger than an import may be."""
    try:
        raw = read_regular(path, IMPORT_SIZE_MAX)
    except OSError as exc:
        unreadable = translate("Profiles", "Could not read {path}: {reason}.")
        raise ProfileError(unreadable.format(path=path, reason=exc.strerror or str(exc))) from exc
    if len(raw) > IMPORT_SIZE_MAX:
        too_large = translate(
            "Profiles",
            "{file} is larger than {limit} MB; a profiles export is far smaller.",
        )
        limit = number(IMPORT_SIZE_MAX // (1024 * 1024))
        raise ProfileError(too_large.format(file=path.name, limit=limit))
    try:
        data = parse(raw)
    except ValueError:
        not_json = translate("Profiles", "{file} is not a profiles export: it is not JSON.")
        raise ProfileError(not_json.format(file=path.name)) from None
    entries = data.get("profiles") if version_of(data) else None
    if not isinstance(entries, list) or data.get("format") not in (EXPORT_FORMAT, PROFILES_FORMAT):
        not_export = translate("Profiles", "{file} is not a Plant Store GUI profiles export.")
        raise ProfileError(not_export.format(file=path.name))
    if len(entries) > IMPORT_PROFILES_MAX:
        too_many = translate(
            "Profiles",
            "{file} holds {count} profiles; at most {limit} can be imported at once.",
        )
        raise ProfileError(
            too_many.format(
                file=path.name, count=number(len(entries)), limit=number(IMPORT_PROFILES_MAX)
            )
        )
    skipped: list[SkippedProfile] = []
    notes: list[str] = []
    added: list[Profile] = []
    names = FreeNames(book)
    # The servers already here, compared in everything but their ids.
    held = {replace(profile, id="compared") for profile in book.profiles}
    for position, entry in enumerate(entries, start=1):  # positions: plain digits
        if not isinstance(entry, dict):
            not_object = translate("Profiles", "A profile must be a JSON object.")
            skipped.append(SkippedProfile(position, "", not_object))
            continue
        notes += _field_notes(entry, position)
        try:
            profile = Profile.from_dict({k: v for k, v in entry.items() if k in _EXPORTED})
        except ProfileInvalid as exc:
            value = _shown_value(entry, exc.field)
            is_text = exc.field is not None and isinstance(entry.get(exc.field), str)
            skipped.append(
                SkippedProfile(position, _name_of(entry), str(exc), exc.field, value, is_text)
            )
            continue
        profile, left_out = _file_notes(profile)
        if replace(profile, id="compared") in held:
            same = translate("Profiles", "Left out profile {name}: it is already here, the same.")
            notes.append(same.format(name=quoted(visible(profile.name, lines=False))))
            continue
        notes += left_out
        added.append(replace(profile, name=names.take(profile.name)))
    return Imported(tuple(added), tuple(skipped), tuple(notes))
