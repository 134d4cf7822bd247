"""Profiles shared between machines: exported without ids or tokens, imported with new
ids and free names, saying what was left out and why."""

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..words import translate
from .book import ProfileBook
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
_EXPORTED = (
    "name",
    "base_url",
    "timeout",
    "verify_tls",
    "ca_bundle",
    "allow_plain_http",
    "contract_document",
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
        data = parse(raw)
    except ValueError:
        not_json = translate("Profiles", "{file} is not a profiles export: it is not JSON.")
        raise ProfileError(not_json.format(file=path.name)) from None
    entries = data.get("profiles") if version_of(data) else None
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
