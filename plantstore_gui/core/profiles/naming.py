"""The one rule for naming a server by its address, wherever the window names one.

    the address is that of              it is named
    ─────────────────────────────────── ─────────────────────────────────────────────
    the server in use                   by its name (the title, a batch, the history…)
    other saved servers                 by the first of them, in the list's order
    only a server of this session       by its name
    no server here                      by its host and port (and path, if any)

A name is the user's own; an address that no server here has any more (a session's
server gone with its session) still names where a plant went.
"""

from collections.abc import Iterable, Iterator, Mapping
from urllib.parse import urlsplit

from .profile import Profile


def _key(base_url: str) -> str:
    return base_url.rstrip("/")


def host_port(base_url: str) -> str:
    """The host and port of a base URL (and its path, if any): servers on one host differ."""
    parts = urlsplit(base_url)
    host = parts.hostname
    try:
        port = parts.port
    except ValueError:
        return base_url
    if not host:
        return base_url
    if ":" in host:
        host = f"[{host}]"
    port = port or {"http": 80, "https": 443}.get(parts.scheme)
    where = f"{host}:{port}" if port else host
    return where + parts.path.rstrip("/")


class ServerNames(Mapping[str, str]):
    """The name of each server address some profile has, by the rule above.

    As a mapping: base URL (a trailing slash or not) to the name of a server here; an
    address no server here has is not in it. `of()` names any address.
    """

    def __init__(self, profiles: Iterable[Profile] = (), current: Profile | None = None) -> None:
        """`profiles`: saved ones first, then this session's, as the window lists them."""
        self._names: dict[str, str] = {}
        for profile in (*((current,) if current else ()), *profiles):
            self._names.setdefault(_key(profile.base_url), profile.name)

    def __getitem__(self, base_url: str) -> str:
        return self._names[_key(base_url)]

    def __contains__(self, base_url: object) -> bool:
        return isinstance(base_url, str) and _key(base_url) in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def of(self, base_url: str) -> str:
        """The name of the server at `base_url`, else its host and port."""
        return self._names.get(_key(base_url)) or host_port(base_url)
