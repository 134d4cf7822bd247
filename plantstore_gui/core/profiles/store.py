"""The profiles file: loaded into a ProfileBook and saved from one, never holding a token.

A corrupt file is set aside under a new name, and a file from a newer version of the
app is read but never overwritten.
"""

import contextlib
import threading
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..words import translate
from .book import ProfileBook
from .errors import ProfileError, ProfileInvalid
from .files import PROFILES_FORMAT, PROFILES_VERSION, parse, version_of, write_atomically
from .profile import Profile


@dataclass(frozen=True)
class Loaded:
    """What ProfileStore.load found; show the notice, if any, to the user."""

    book: ProfileBook
    notice: str | None = None
    read_only: bool = False


def _book_from(data: dict[str, Any], *, lenient: bool) -> ProfileBook:
    """The book in a profiles file; lenient skips what it cannot read instead of raising."""
    entries = data.get("profiles")
    if not isinstance(entries, list) and not lenient:
        raise ValueError("no list of profiles")
    profiles: list[Profile] = []
    for entry in entries if isinstance(entries, list) else []:
        try:
            profiles.append(Profile.from_dict(entry))
        except ProfileInvalid:
            if not lenient:
                raise
    book = ProfileBook().put_all(profiles, skip_taken=lenient)

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
            data = parse(raw)
            version = version_of(data)
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
        write_atomically(self.path, data, failed=failed, make_dir=True)

    def _newer_on_disk(self) -> bool:
        try:
            version = version_of(parse(self.path.read_bytes()))
        except (OSError, ValueError):
            return False
        return version is not None and version > PROFILES_VERSION
