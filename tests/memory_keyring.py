"""In-memory keyring backends for tests, and variants that fail in each way a real one can."""

from __future__ import annotations

import threading
from typing import TypeVar

from keyring.backend import KeyringBackend
from keyring.backends.chainer import ChainerBackend
from keyring.compat import properties
from keyring.errors import PasswordDeleteError

_B = TypeVar("_B", bound=type[KeyringBackend])


def unregistered(cls: _B) -> _B:
    """keyring registers every backend class for auto-detection; test backends stay out of it.

    Otherwise MemoryKeyring (priority 1) could be picked by keyring.get_keyring()
    elsewhere in the test session on a machine with no real keyring.
    """
    KeyringBackend._classes.discard(cls)
    return cls


class CallLog(list[tuple[str, str, str]]):
    """The calls a backend got, in order; `threads` says which thread made each one."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[threading.Thread] = []

    def append(self, call: tuple[str, str, str]) -> None:
        self.threads.append(threading.current_thread())
        super().append(call)


@unregistered
class MemoryKeyring(KeyringBackend):
    """Passwords in a dict keyed by (service, username); `calls` records each call."""

    @properties.classproperty
    def priority(cls) -> float:
        return 1

    def __init__(self) -> None:
        super().__init__()
        self.storage: dict[tuple[str, str], str] = {}
        self.calls = CallLog()

    def get_password(self, service: str, username: str) -> str | None:
        self.calls.append(("get", service, username))
        return self.storage.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.calls.append(("set", service, username))
        self.storage[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.calls.append(("delete", service, username))
        if self.storage.pop((service, username), None) is None:
            raise PasswordDeleteError("No such password!")


@unregistered
class RaisingKeyring(MemoryKeyring):
    """Every call raises the given exception (after recording the call)."""

    def __init__(self, error: BaseException) -> None:
        super().__init__()
        self.error = error

    def get_password(self, service: str, username: str) -> str | None:
        super().get_password(service, username)
        raise self.error

    def set_password(self, service: str, username: str, password: str) -> None:
        super().set_password(service, username, password)
        raise self.error

    def delete_password(self, service: str, username: str) -> None:
        self.calls.append(("delete", service, username))
        raise self.error


@unregistered
class BlockingKeyring(MemoryKeyring):
    """Every call waits until `release` is set, like an unlock prompt nobody answers."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.entered = threading.Event()
        self.threads: list[threading.Thread] = []

    def _wait(self) -> None:
        self.threads.append(threading.current_thread())
        self.entered.set()
        self.release.wait()

    def get_password(self, service: str, username: str) -> str | None:
        self._wait()
        return super().get_password(service, username)

    def set_password(self, service: str, username: str, password: str) -> None:
        self._wait()
        super().set_password(service, username, password)

    def delete_password(self, service: str, username: str) -> None:
        self._wait()
        super().delete_password(service, username)


@unregistered
class ForgetfulKeyring(MemoryKeyring):
    """Accepts set_password and keeps nothing, like a disabled store that says nothing."""

    def set_password(self, service: str, username: str, password: str) -> None:
        self.calls.append(("set", service, username))


@unregistered
class UndeletableKeyring(MemoryKeyring):
    """delete_password fails the way keyring's base class does: PasswordDeleteError."""

    def delete_password(self, service: str, username: str) -> None:
        self.calls.append(("delete", service, username))
        raise PasswordDeleteError("reason")


# keyrings.alt is not installed; a class that says it lives there is what the vault looks at.
PlaintextKeyring = unregistered(
    type("PlaintextKeyring", (MemoryKeyring,), {"__module__": "keyrings.alt.file"})
)


@unregistered
class FixedChainer(ChainerBackend):
    """A ChainerBackend over the given members instead of every discovered backend."""

    priority = 10

    def __init__(self, *members: KeyringBackend) -> None:
        super().__init__()
        self.members = list(members)

    @property
    def backends(self) -> list[KeyringBackend]:
        return self.members
