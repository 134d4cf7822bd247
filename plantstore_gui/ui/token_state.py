"""Where a server's token stands, and what one keyring call for one profile came to."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.secrets import VaultError


class TokenState(Enum):
    LOADING = "loading"  # being read from the keyring
    MISSING = "missing"  # none saved
    READY = "ready"


@dataclass(frozen=True)
class KeyringResult:
    """What one keyring call for one profile came to; with the token, the passphrase of
    its client certificate's key when one was asked for (`also`)."""

    profile_id: str
    value: str | None = None
    error: VaultError | None = None
    passphrase: str | None = field(default=None, repr=False)

    @classmethod
    def of(
        cls,
        profile_id: str,
        call: Callable[[], str | None],
        also: Callable[[], str | None] | None = None,
    ) -> KeyringResult:
        from ..core.secrets import VaultError  # the server bar is painted before the keyring

        try:
            return cls(profile_id, value=call(), passphrase=also() if also else None)
        except VaultError as exc:
            return cls(profile_id, error=exc)
