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
    its client certificate's key when one was asked for (`also`), or why it could not be
    read (`passphrase_error`): the token read stands either way."""

    profile_id: str
    value: str | None = None
    error: VaultError | None = None
    passphrase: str | None = field(default=None, repr=False)
    passphrase_error: VaultError | None = None

    @classmethod
    def of(
        cls,
        profile_id: str,
        call: Callable[[], str | None],
        also: Callable[[], str | None] | None = None,
    ) -> KeyringResult:
        from ..core.secrets import VaultError  # the server bar is painted before the keyring

        try:
            value = call()
        except VaultError as exc:
            return cls(profile_id, error=exc)  # the keyring said no: not asked again
        try:
            return cls(profile_id, value=value, passphrase=also() if also else None)
        except VaultError as exc:
            return cls(profile_id, value=value, passphrase_error=exc)
