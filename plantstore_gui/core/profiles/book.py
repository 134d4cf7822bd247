"""All the profiles at one moment: names unique (ignoring case), a default, the last used.

Every change returns a new book; nothing here touches a file.
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..words import quoted, translate
from .errors import ProfileError
from .profile import NAME_MAX, Profile, new_id


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
        return self.put_all([profile])

    def put_all(self, profiles: Iterable[Profile], *, skip_taken: bool = False) -> "ProfileBook":
        """Put each profile in turn, as `put` does, in one go: in time in proportion to the
        book and the profiles, not to their product.

        A profile whose name another one has raises ProfileError, or is left out with
        `skip_taken`.
        """
        by_id = {p.id: p for p in self.profiles}
        owners = {_key(p.name): p.id for p in self.profiles}  # name: the id that has it
        for profile in profiles:
            owner = owners.get(_key(profile.name))
            if owner is not None and owner != profile.id:
                if skip_taken:
                    continue
                taken = translate("Profiles", "There is already a profile named {name}.")
                raise ProfileError(taken.format(name=quoted(by_id[owner].name)))
            if (old := by_id.get(profile.id)) is not None:
                del owners[_key(old.name)]
            by_id[profile.id] = profile  # a replaced profile keeps its place
            owners[_key(profile.name)] = profile.id
        return replace(self, profiles=tuple(by_id.values()))

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
        copy = replace(source, id=new_id(), name=name)
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
        return FreeNames(self).take(wanted)


class FreeNames:
    """Names free in a book, and not handed out yet: "wanted" itself, else "wanted (2)",
    "wanted (3)"…, each the lowest number free. Handing out many costs time in proportion:
    each number is tried once per wanted name, not once per name handed out."""

    def __init__(self, book: ProfileBook) -> None:
        self._taken = {_key(p.name) for p in book.profiles}
        self._next: dict[str, int] = {}  # per wanted name: the lowest number that may be free
        self._pattern = translate(
            "Profiles", "{name} ({number})", "a server profile's name made unique by a number"
        )

    def take(self, wanted: str) -> str:
        """A free name for `wanted`, taken from now on."""
        wanted = wanted.strip()
        name, count = wanted, self._next.get(_key(wanted), 2)
        while _key(name) in self._taken:
            name = _numbered(self._pattern, wanted, count)
            count += 1
        self._next[_key(wanted)] = count
        self._taken.add(_key(name))
        return name
