"""Bearer tokens in the OS keyring, with a time limit on every call.

Before any call the backend is checked, and only these are refused:

    keyring.backends.fail.Keyring      -> NO_BACKEND   (no Secret Service, no KWallet…)
    keyring.backends.null.Keyring      -> DISABLED     (turned off by the user)
    keyrings.alt.* (plain-text files)  -> INSECURE
    ChainerBackend                     -> its best member that passes, else as above
    discovery raising (a bad PYTHON_KEYRING_BACKEND, say) -> NO_BACKEND

What a call raises is mapped once, in `_classify`, most specific first. The
exception and everything in its __cause__/__context__ chain are searched:

    NoKeyringError, SecretServiceNotAvailableException, winerror 1312    -> NO_BACKEND
    PromptDismissedException, PermissionError, winerror 5, macOS -128    -> DENIED
    KeyringLocked, LockedException, macOS -25308                         -> LOCKED
    winerror 1783 (RPC_X_BAD_STUB_DATA)                                  -> TOO_LARGE
    text saying "access denied", "not authorized", "dismissed"…          -> DENIED
    text saying "too long", "too large"                                  -> TOO_LARGE
    anything else (D-Bus, jeepney, OSError…)                             -> OTHER

The vault adds TOO_LARGE (checked before calling), TIMED_OUT and NOT_KEPT.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar

from .words import decimal, translate

if TYPE_CHECKING:  # keyring loads on first use, in the time-limited call, off the GUI thread
    from keyring.backend import KeyringBackend

SERVICE = "plantstore-gui"
MAX_TOKEN_BYTES = 8192
_PROBE_USER = "keyring-check"  # no profile has this id (new ids are hex)

log = logging.getLogger(__name__)

_T = TypeVar("_T")


class VaultProblem(StrEnum):
    NO_BACKEND = "no backend"
    INSECURE = "plain-text backend"
    DISABLED = "disabled"
    LOCKED = "locked"
    DENIED = "denied"
    TOO_LARGE = "too large"
    TIMED_OUT = "timed out"
    NOT_KEPT = "not kept"
    OTHER = "other"


def _message(kind: VaultProblem, seconds: float, error: str, platform: str = "") -> str:
    """What the user reads for `kind`; `platform` is sys.platform's (this one's if "")."""
    match kind:
        case VaultProblem.NO_BACKEND:
            none = translate(
                "Secrets",
                "No system keyring was found, so tokens cannot be stored between sessions; a "
                "token you enter is kept for this session only.",
            )
            if not (platform or sys.platform).startswith("linux"):
                return none  # only a Linux desktop is told the keyrings it can install
            how = translate(
                "Secrets", "To keep tokens, install GNOME Keyring or KWallet and log in again."
            )
            return f"{none} {how}"
        case VaultProblem.INSECURE:
            return translate(
                "Secrets",
                "The only keyring available stores passwords in a plain file, which this app "
                "does not use. Install or start a system keyring such as GNOME Keyring or "
                "KWallet; until then, a token you enter is kept for this session only.",
            )
        case VaultProblem.DISABLED:
            return translate(
                "Secrets",
                "The Python keyring is turned off on this computer (its “null” backend is "
                "selected in keyringrc.cfg or PYTHON_KEYRING_BACKEND). Remove that setting to "
                "store tokens; until then, a token you enter is kept for this session only.",
            )
        case VaultProblem.LOCKED:
            return translate("Secrets", "The system keyring is locked. Unlock it and try again.")
        case VaultProblem.DENIED:
            return translate(
                "Secrets",
                "Access to the system keyring was refused. Allow this app when the keyring "
                "asks, then try again.",
            )
        case VaultProblem.TOO_LARGE:
            return translate(
                "Secrets",
                "The token is too long for the system keyring. Check that only the token "
                "was pasted.",
            )
        case VaultProblem.TIMED_OUT:
            return _timed_out(seconds)
        case VaultProblem.NOT_KEPT:
            return translate(
                "Secrets",
                "The system keyring accepted the token but did not give it back, so it was "
                "not saved; it is kept for this session only.",
            )
        case _:
            failed = translate(
                "Secrets",
                "The system keyring failed with an unexpected error ({error}). Try again; if "
                "it keeps failing, check that the keyring service is running.",
            )
            return failed.format(error=error)  # a type name, not translated


def _timed_out(seconds: float) -> str:
    """The keyring's silence for `seconds`: a plural for whole seconds, else a decimal."""
    if seconds != int(seconds):
        fraction = translate(
            "Secrets",
            "The system keyring did not answer within {seconds} seconds; it may be waiting "
            "for you to unlock it. Unlock it and try again.",
        )
        places = len(f"{seconds:g}".partition(".")[2])
        return fraction.format(seconds=decimal(seconds, places))
    count = int(seconds)
    if count == 1:  # English says "1 second"; every language gets all its forms of each
        return translate(
            "Secrets",
            "The system keyring did not answer within %Ln second; it may be waiting for you "
            "to unlock it. Unlock it and try again.",
            None,
            count,
        )
    return translate(
        "Secrets",
        "The system keyring did not answer within %Ln seconds; it may be waiting for you "
        "to unlock it. Unlock it and try again.",
        None,
        count,
    )


_NAMES = {
    "keyring.backends.SecretService.Keyring": "Secret Service",
    "keyring.backends.libsecret.Keyring": "Secret Service (libsecret)",
    "keyring.backends.kwallet.DBusKeyring": "KWallet",
    "keyring.backends.kwallet.DBusKeyringKWallet4": "KWallet 4",
    "keyring.backends.macOS.Keyring": "macOS Keychain",
    "keyring.backends.Windows.WinVaultKeyring": "Windows Credential Manager",
}

_NO_BACKEND_TYPES = {
    "keyring.errors.NoKeyringError",
    "secretstorage.exceptions.SecretServiceNotAvailableException",
}
_DENIED_TYPES = {"secretstorage.exceptions.PromptDismissedException", "builtins.PermissionError"}
_LOCKED_TYPES = {"keyring.errors.KeyringLocked", "secretstorage.exceptions.LockedException"}
_DENIED_WORDS = (
    "access denied",
    "accessdenied",
    "not authorized",
    "notauthorized",
    "permission denied",
    "dismissed",
)
_TOO_LARGE_WORDS = ("too long", "too large", "too big")
_MACOS_API = "keyring.backends.macOS.api"
_MACOS_USER_CANCELED = -128
_MACOS_INTERACTION_NOT_ALLOWED = -25308  # locked, and no way to ask the user
_WIN_ACCESS_DENIED = 5
_WIN_NO_SUCH_LOGON_SESSION = 1312  # no credential store in this session
_WIN_BAD_STUB_DATA = 1783  # CredWrite with a blob over its limit


class VaultError(Exception):
    """A keyring call failed; `message` says in plain words what happened and what to do.

    Attributes:
        kind: which of the VaultProblems it was.
        message: for the user; never contains the token. Same as str(error).
    """

    def __init__(self, kind: VaultProblem, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _error(kind: VaultProblem, *, seconds: float = 0, error: str = "") -> VaultError:
    return VaultError(kind, _message(kind, seconds, error))


def _chain(exc: BaseException) -> list[BaseException]:
    """The exception and its causes (or contexts), innermost last."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in chain and len(chain) < 20:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


def _classify(exc: BaseException) -> VaultProblem:
    """Say which VaultProblem a keyring call's exception is, most specific first."""
    chain = _chain(exc)
    names = {f"{t.__module__}.{t.__qualname__}" for e in chain for t in type(e).__mro__}
    winerrors = {getattr(e, "winerror", None) for e in chain}
    mac_status = {e.args[0] for e in chain if type(e).__module__ == _MACOS_API and e.args}
    # Only searched, never shown or logged: a backend's text could echo the token.
    text = " ".join(str(e) for e in chain).lower()
    if names & _NO_BACKEND_TYPES or _WIN_NO_SUCH_LOGON_SESSION in winerrors:
        return VaultProblem.NO_BACKEND
    if (
        names & _DENIED_TYPES
        or _WIN_ACCESS_DENIED in winerrors
        or _MACOS_USER_CANCELED in mac_status
    ):
        return VaultProblem.DENIED
    if names & _LOCKED_TYPES or _MACOS_INTERACTION_NOT_ALLOWED in mac_status:
        return VaultProblem.LOCKED
    if _WIN_BAD_STUB_DATA in winerrors:
        return VaultProblem.TOO_LARGE
    if any(word in text for word in _DENIED_WORDS):
        return VaultProblem.DENIED
    if any(word in text for word in _TOO_LARGE_WORDS):
        return VaultProblem.TOO_LARGE
    return VaultProblem.OTHER


def _is_plain_text(backend: KeyringBackend) -> bool:
    return any(
        cls.__module__ == "keyrings.alt" or cls.__module__.startswith("keyrings.alt.")
        for cls in type(backend).__mro__
    )


def _usable(backend: KeyringBackend) -> KeyringBackend:
    """The backend to use, or VaultError(NO_BACKEND / DISABLED / INSECURE)."""
    from keyring.backends import chainer, fail, null

    if isinstance(backend, chainer.ChainerBackend):
        refusals = []
        for member in backend.backends:  # best first
            try:
                return _usable(member)
            except VaultError as refused:
                refusals.append(refused.kind)
        insecure = VaultProblem.INSECURE in refusals
        raise _error(VaultProblem.INSECURE if insecure else VaultProblem.NO_BACKEND)
    if isinstance(backend, fail.Keyring):
        raise _error(VaultProblem.NO_BACKEND)
    if isinstance(backend, null.Keyring):
        raise _error(VaultProblem.DISABLED)
    if _is_plain_text(backend):
        raise _error(VaultProblem.INSECURE)
    return backend


def _name_of(backend: KeyringBackend) -> str:
    cls = type(backend)
    return _NAMES.get(f"{cls.__module__}.{cls.__qualname__}") or str(cls.name)


class TokenVault:
    """Bearer tokens in the OS keyring: service SERVICE, user = the profile's stable id.

    Every call blocks for up to `timeout` seconds, so call it off the GUI thread;
    it is safe from any thread. Each keyring call runs in a new daemon thread:
    one stuck behind an unlock prompt is left behind and cannot hold up the exit.
    A call that timed out may still finish later.
    """

    def __init__(
        self,
        backend: KeyringBackend | None = None,
        *,
        timeout: float = 10.0,
        service: str = SERVICE,
    ) -> None:
        """With no backend, keyring.get_keyring() is asked on first use, within the limit."""
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self._given = backend
        self._timeout = timeout
        self._service = service
        self._lock = threading.Lock()
        self._backend: KeyringBackend | None = None
        self._name: str | None = None

    @property
    def backend_name(self) -> str | None:
        """The keyring in use, in human words ("Secret Service"); None before first use."""
        return self._name

    def check(self) -> None:
        """Find the backend; raise VaultError (NO_BACKEND, INSECURE, DISABLED…) if unusable."""
        self._call("check", lambda backend: None)

    def probe(self) -> None:
        """Find the backend and read once, as a load does: one found may fail every call."""
        self._call("probe", lambda backend: backend.get_password(self._service, _PROBE_USER))

    def save(self, profile_id: str, token: str) -> None:
        """Store the token, then read it back: a backend that drops it raises NOT_KEPT."""
        _require_id(profile_id)
        if len(token.encode("utf-8", "surrogatepass")) > MAX_TOKEN_BYTES:
            log.debug("keyring save refused: %s", VaultProblem.TOO_LARGE)
            raise _error(VaultProblem.TOO_LARGE)

        def save_and_read_back(backend: KeyringBackend) -> bool:
            backend.set_password(self._service, profile_id, token)
            return backend.get_password(self._service, profile_id) == token

        if not self._call("save", save_and_read_back, carries_token=True):
            log.debug("keyring save failed: %s", VaultProblem.NOT_KEPT)
            raise _error(VaultProblem.NOT_KEPT)

    def load(self, profile_id: str) -> str | None:
        """The stored token, or None when there is none."""
        _require_id(profile_id)
        return self._call("load", lambda backend: backend.get_password(self._service, profile_id))

    def delete(self, profile_id: str) -> None:
        """Remove the token; nothing stored is fine."""
        _require_id(profile_id)

        def delete(backend: KeyringBackend) -> None:
            from keyring import errors as keyring_errors

            try:
                backend.delete_password(self._service, profile_id)
            except keyring_errors.PasswordDeleteError:
                # Backends say "not found" this way, but also other failures.
                if backend.get_password(self._service, profile_id) is not None:
                    raise

        self._call("delete", delete)

    def _resolve(self) -> KeyringBackend:
        """The usable backend; runs in the worker thread, as discovery can block on D-Bus."""
        with self._lock:
            if self._backend is None:
                found = self._given
                if found is None:
                    try:
                        import keyring

                        found = keyring.get_keyring()
                    except Exception as exc:  # a misconfigured or broken backend
                        log.debug("keyring discovery failed (%s)", type(exc).__name__)
                        raise _error(VaultProblem.NO_BACKEND) from exc
                self._name = _name_of(found)
                self._backend = _usable(found)
                self._name = _name_of(self._backend)
            return self._backend

    def _call(
        self,
        what: str,
        work: Callable[[KeyringBackend], _T],
        *,
        carries_token: bool = False,
    ) -> _T:
        """Run work(backend) in a daemon thread; wait at most the timeout."""
        results: list[_T] = []
        errors: list[BaseException] = []

        def run() -> None:
            try:
                results.append(work(self._resolve()))
            except BaseException as exc:  # carried back to the caller
                errors.append(exc)

        thread = threading.Thread(target=run, name=f"keyring-{what}", daemon=True)
        thread.start()
        thread.join(self._timeout)
        if thread.is_alive():
            log.debug("keyring %s failed: %s", what, VaultProblem.TIMED_OUT)
            raise _error(VaultProblem.TIMED_OUT, seconds=self._timeout)
        if errors:
            exc = errors[0]
            if isinstance(exc, VaultError):
                log.debug("keyring %s refused: %s", what, exc.kind)
                raise exc
            kind = _classify(exc)
            log.debug("keyring %s failed: %s (%s)", what, kind, type(exc).__name__)
            error = _error(kind, error=type(exc).__name__)
            # The original's text could echo the token it was given: keep it out of tracebacks.
            raise error from (None if carries_token else exc)
        return results[0]


def _require_id(profile_id: str) -> None:
    if not profile_id:
        raise ValueError("profile_id must not be empty")
