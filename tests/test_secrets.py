"""Tests for TokenVault over in-memory and failing keyring backends."""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable, Iterator

import keyring
import keyring.core
import pytest
from conftest import wait_until
from keyring.backend import KeyringBackend
from keyring.backends import SecretService, fail, null
from keyring.errors import (
    InitError,
    KeyringError,
    KeyringLocked,
    NoKeyringError,
    PasswordSetError,
)
from memory_keyring import (
    BlockingKeyring,
    FixedChainer,
    ForgetfulKeyring,
    MemoryKeyring,
    PlaintextKeyring,
    RaisingKeyring,
    UndeletableKeyring,
)
from secretstorage.exceptions import (
    LockedException,
    PromptDismissedException,
    SecretServiceNotAvailableException,
)

from plantstore_gui.core.secrets import (
    MAX_TOKEN_BYTES,
    SERVICE,
    TokenVault,
    VaultError,
    VaultProblem,
    _message,
)

SENTINEL = "sentinel-tok-5c1f0e9a7d"
PROFILE = "profile-0b7e"

Operation = Callable[[TokenVault], object]
OPERATIONS: dict[str, Operation] = {
    "save": lambda vault: vault.save(PROFILE, SENTINEL),
    "load": lambda vault: vault.load(PROFILE),
    "delete": lambda vault: vault.delete(PROFILE),
    "check": lambda vault: vault.check(),
}


@pytest.fixture
def debug_logs(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """Every log record at DEBUG; none may contain the token."""
    caplog.set_level(logging.DEBUG)
    yield caplog
    # In teardown caplog.text holds only the teardown's records: look at the test's own.
    formatter = logging.Formatter()
    records = caplog.get_records("call")
    assert records, "nothing was logged"
    assert all(SENTINEL not in formatter.format(record) for record in records)


@pytest.fixture
def blocking() -> Iterator[BlockingKeyring]:
    backend = BlockingKeyring()
    yield backend
    backend.release.set()
    for thread in backend.threads:
        thread.join(timeout=5)
        assert not thread.is_alive()


@pytest.fixture
def fresh_keyring(monkeypatch: pytest.MonkeyPatch) -> None:
    """keyring.get_keyring() discovers again, and what it finds is forgotten afterwards."""
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)


def _failure(operation: Operation, vault: TokenVault) -> VaultError:
    with pytest.raises(VaultError) as caught:
        operation(vault)
    error = caught.value
    assert SENTINEL not in str(error)
    assert str(error) == error.message
    return error


# --- The round trip -------------------------------------------------------------------


def test_round_trip_under_the_service_and_profile_id() -> None:
    backend = MemoryKeyring()
    vault = TokenVault(backend)
    vault.save(PROFILE, SENTINEL)
    assert backend.storage == {("plantstore-gui", PROFILE): SENTINEL}
    assert SERVICE == "plantstore-gui"
    assert vault.load(PROFILE) == SENTINEL
    vault.delete(PROFILE)
    assert backend.storage == {}
    assert vault.load(PROFILE) is None


def test_save_overwrites() -> None:
    backend = MemoryKeyring()
    vault = TokenVault(backend)
    vault.save(PROFILE, "first")
    vault.save(PROFILE, "second")
    assert backend.storage == {(SERVICE, PROFILE): "second"}


def test_profiles_are_kept_apart() -> None:
    vault = TokenVault(MemoryKeyring())
    vault.save("a", "token-a")
    vault.save("b", "token-b")
    vault.delete("a")
    assert vault.load("a") is None
    assert vault.load("b") == "token-b"


def test_another_service_name_is_used_as_given() -> None:
    backend = MemoryKeyring()
    TokenVault(backend, service="elsewhere").save(PROFILE, "t")
    assert list(backend.storage) == [("elsewhere", PROFILE)]


def test_load_missing_is_none() -> None:
    assert TokenVault(MemoryKeyring()).load("nobody") is None


def test_delete_missing_is_fine() -> None:
    backend = MemoryKeyring()
    TokenVault(backend).delete("nobody")
    assert backend.calls[0] == ("delete", SERVICE, "nobody")


def test_delete_that_leaves_the_token_is_an_error(debug_logs: pytest.LogCaptureFixture) -> None:
    backend = UndeletableKeyring()
    backend.storage[(SERVICE, PROFILE)] = SENTINEL
    error = _failure(OPERATIONS["delete"], TokenVault(backend))
    assert error.kind is VaultProblem.OTHER
    assert "PasswordDeleteError" in error.message


def test_the_largest_token_is_kept() -> None:
    backend = MemoryKeyring()
    token = "t" * MAX_TOKEN_BYTES
    TokenVault(backend).save(PROFILE, token)
    assert backend.storage[(SERVICE, PROFILE)] == token


def test_unicode_token_round_trip() -> None:
    vault = TokenVault(MemoryKeyring())
    vault.save(PROFILE, "tök-🌱-令牌")
    assert vault.load(PROFILE) == "tök-🌱-令牌"


def test_empty_profile_id_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="profile_id"):
        TokenVault(MemoryKeyring()).load("")


def test_timeout_must_be_positive() -> None:
    with pytest.raises(ValueError, match="timeout"):
        TokenVault(MemoryKeyring(), timeout=0)


def test_backend_name() -> None:
    vault = TokenVault(SecretService.Keyring())
    assert vault.backend_name is None
    vault.check()  # only looks at the backend's type: no D-Bus needed
    assert vault.backend_name == "Secret Service"


def test_concurrent_saves_from_many_threads() -> None:
    backend = MemoryKeyring()
    vault = TokenVault(backend)
    threads = [threading.Thread(target=vault.save, args=(f"p{n}", f"token-{n}")) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert backend.storage == {(SERVICE, f"p{n}"): f"token-{n}" for n in range(8)}


# --- Each problem ---------------------------------------------------------------------


class FakeWinError(Exception):
    """Looks like pywintypes.error: winerror, funcname, strerror."""

    def __init__(self, winerror: int, funcname: str, strerror: str) -> None:
        super().__init__(winerror, funcname, strerror)
        self.winerror = winerror


def _macos_error(status: int, text: str) -> Exception:
    """Looks like keyring.backends.macOS.api.Error, which only imports on macOS."""
    cls: type[Exception] = type("Error", (Exception,), {"__module__": "keyring.backends.macOS.api"})
    return cls(status, text)


def _caused(outer: BaseException, cause: BaseException) -> BaseException:
    outer.__cause__ = cause
    return outer


INJECTED = [
    pytest.param(NoKeyringError("No recommended backend"), VaultProblem.NO_BACKEND, id="nokeyring"),
    pytest.param(
        SecretServiceNotAvailableException("no bus"), VaultProblem.NO_BACKEND, id="no-service"
    ),
    pytest.param(FakeWinError(1312, "CredWrite", "no logon session"), VaultProblem.NO_BACKEND),
    pytest.param(KeyringLocked("Failed to unlock the collection!"), VaultProblem.LOCKED),
    pytest.param(LockedException("Collection is locked!"), VaultProblem.LOCKED),
    pytest.param(
        _caused(PasswordSetError("Can't store"), _macos_error(-25308, "Unknown Error")),
        VaultProblem.LOCKED,
        id="macos-interaction-not-allowed",
    ),
    pytest.param(PromptDismissedException("Prompt dismissed."), VaultProblem.DENIED),
    pytest.param(KeyringError("Access denied by policy"), VaultProblem.DENIED),
    pytest.param(KeyringError("The user dismissed the prompt"), VaultProblem.DENIED),
    pytest.param(
        _caused(
            InitError("Failed to create the collection."),
            RuntimeError("[org.freedesktop.DBus.Error.AccessDenied] ('Rejected',)"),
        ),
        VaultProblem.DENIED,
        id="dbus-access-denied-cause",
    ),
    pytest.param(
        _caused(KeyringError("Failed"), RuntimeError("Not authorized to use the keyring")),
        VaultProblem.DENIED,
        id="not-authorized-cause",
    ),
    pytest.param(PermissionError(13, "Permission denied"), VaultProblem.DENIED),
    pytest.param(FakeWinError(5, "CredWrite", "Access is denied."), VaultProblem.DENIED),
    pytest.param(
        _caused(
            KeyringLocked("Can't store password on keychain"),
            _macos_error(-128, "Keychain Access Denied"),
        ),
        VaultProblem.DENIED,
        id="macos-keychain-denied",
    ),
    pytest.param(
        FakeWinError(1783, "CredWrite", "The stub received bad data."), VaultProblem.TOO_LARGE
    ),
    pytest.param(ValueError("Password is too long"), VaultProblem.TOO_LARGE),
    pytest.param(RuntimeError("D-Bus went away"), VaultProblem.OTHER),
    pytest.param(OSError(5, "Input/output error"), VaultProblem.OTHER),
    pytest.param(
        _caused(InitError("Failed to create the collection."), ConnectionResetError()),
        VaultProblem.OTHER,
        id="initerror",
    ),
]


@pytest.mark.parametrize("operation", ["save", "load", "delete"])
@pytest.mark.parametrize(("raised", "kind"), INJECTED)
def test_each_exception_becomes_its_problem(
    operation: str,
    raised: BaseException,
    kind: VaultProblem,
    debug_logs: pytest.LogCaptureFixture,
) -> None:
    error = _failure(OPERATIONS[operation], TokenVault(RaisingKeyring(raised)))
    assert error.kind is kind
    assert any(
        record.levelno == logging.DEBUG and kind in record.getMessage()
        for record in debug_logs.records
    )


def test_unexpected_error_names_its_type_and_not_its_text(
    debug_logs: pytest.LogCaptureFixture,
) -> None:
    backend = RaisingKeyring(RuntimeError(f"could not store {SENTINEL}"))
    error = _failure(OPERATIONS["save"], TokenVault(backend))
    assert error.kind is VaultProblem.OTHER
    assert "RuntimeError" in error.message
    assert error.__cause__ is None  # the original's text echoes the token


def test_load_keeps_the_cause_for_the_log() -> None:
    cause = RuntimeError("D-Bus went away")
    error = _failure(OPERATIONS["load"], TokenVault(RaisingKeyring(cause)))
    assert error.__cause__ is cause


def test_too_large_is_refused_before_the_backend_is_called(
    debug_logs: pytest.LogCaptureFixture,
) -> None:
    backend = MemoryKeyring()
    for token in (SENTINEL + "x" * MAX_TOKEN_BYTES, SENTINEL + "é" * (MAX_TOKEN_BYTES // 2)):
        with pytest.raises(VaultError) as caught:
            TokenVault(backend).save(PROFILE, token)
        assert caught.value.kind is VaultProblem.TOO_LARGE
        assert SENTINEL not in caught.value.message
    assert backend.calls == []


def test_a_dropped_token_is_not_kept(debug_logs: pytest.LogCaptureFixture) -> None:
    backend = ForgetfulKeyring()
    error = _failure(OPERATIONS["save"], TokenVault(backend))
    assert error.kind is VaultProblem.NOT_KEPT
    assert [call[0] for call in backend.calls] == ["set", "get"]


@pytest.mark.parametrize("operation", ["save", "load", "delete"])
def test_timed_out_returns_and_leaves_a_daemon_thread(
    operation: str, blocking: BlockingKeyring, debug_logs: pytest.LogCaptureFixture
) -> None:
    error = _failure(OPERATIONS[operation], TokenVault(blocking, timeout=0.2))
    assert error.kind is VaultProblem.TIMED_OUT
    assert "0.2 seconds" in error.message
    # It returned while the backend call was still blocked: the time limit ended the wait.
    assert blocking.entered.is_set() and not blocking.release.is_set()
    assert [thread.daemon for thread in blocking.threads] == [True]
    assert blocking.threads[0].is_alive()  # still waiting; the fixture releases it


def test_a_vault_still_works_after_a_timeout(blocking: BlockingKeyring) -> None:
    vault = TokenVault(blocking, timeout=0.2)
    with pytest.raises(VaultError):
        vault.load(PROFILE)
    blocking.release.set()
    vault.save(PROFILE, "later")
    assert vault.load(PROFILE) == "later"


# --- Backends that are refused --------------------------------------------------------

REFUSED = [
    pytest.param(fail.Keyring(), VaultProblem.NO_BACKEND, id="fail"),
    pytest.param(null.Keyring(), VaultProblem.DISABLED, id="null"),
    pytest.param(PlaintextKeyring(), VaultProblem.INSECURE, id="plaintext"),
    pytest.param(FixedChainer(PlaintextKeyring()), VaultProblem.INSECURE, id="chain-plaintext"),
    pytest.param(FixedChainer(), VaultProblem.NO_BACKEND, id="chain-empty"),
]


@pytest.mark.parametrize(("backend", "kind"), REFUSED)
@pytest.mark.parametrize("operation", list(OPERATIONS))
def test_unusable_backends_are_refused_before_any_call(
    operation: str,
    backend: KeyringBackend,
    kind: VaultProblem,
    debug_logs: pytest.LogCaptureFixture,
) -> None:
    error = _failure(OPERATIONS[operation], TokenVault(backend))
    assert error.kind is kind
    assert getattr(backend, "calls", []) == []


def test_check_passes_for_a_usable_backend() -> None:
    vault = TokenVault(MemoryKeyring())
    vault.check()  # no error
    assert vault.backend_name == "memory keyring MemoryKeyring"


def test_a_chain_is_used_through_its_best_secure_member() -> None:
    plain, memory = PlaintextKeyring(), MemoryKeyring()
    vault = TokenVault(FixedChainer(plain, memory))
    vault.save(PROFILE, "t")
    assert memory.storage == {(SERVICE, PROFILE): "t"}
    assert plain.calls == []
    assert vault.backend_name == "memory keyring MemoryKeyring"


def test_insecure_messages_say_what_to_do() -> None:
    with pytest.raises(VaultError, match="plain file") as caught:
        TokenVault(PlaintextKeyring()).check()
    assert "session only" in caught.value.message


# --- Resolving the backend lazily -----------------------------------------------------


def test_backend_is_not_resolved_before_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    def no(*args: object) -> KeyringBackend:
        raise AssertionError("resolved too early")

    monkeypatch.setattr(keyring, "get_keyring", no)
    assert TokenVault().backend_name is None


@pytest.mark.usefixtures("fresh_keyring")
@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("keyring.backends.fail.Keyring", VaultProblem.NO_BACKEND),
        ("keyring.backends.null.Keyring", VaultProblem.DISABLED),
        ("no.such.module.Keyring", VaultProblem.NO_BACKEND),
    ],
)
def test_lazy_backend_honours_the_environment(
    name: str,
    kind: VaultProblem,
    monkeypatch: pytest.MonkeyPatch,
    debug_logs: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", name)
    vault = TokenVault()
    assert _failure(OPERATIONS["check"], vault).kind is kind
    assert _failure(OPERATIONS["save"], vault).kind is kind


def test_lazy_discovery_is_time_limited(monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def stuck() -> KeyringBackend:
        release.wait()
        return MemoryKeyring()

    monkeypatch.setattr(keyring, "get_keyring", stuck)
    try:
        error = _failure(OPERATIONS["check"], TokenVault(timeout=0.2))
        assert error.kind is VaultProblem.TIMED_OUT
    finally:
        release.set()


def _resolving() -> int:
    """How many threads are inside the vault's backend lookup (TokenVault._resolve)."""
    return sum(
        any(frame.f_code.co_name == "_resolve" for frame, _ in traceback.walk_stack(top))
        for top in sys._current_frames().values()
    )


def test_lazy_discovery_happens_once(monkeypatch: pytest.MonkeyPatch) -> None:
    found: list[KeyringBackend] = []
    release = threading.Event()

    def discover() -> KeyringBackend:
        release.wait(10)  # held until every check has asked for the backend
        found.append(MemoryKeyring())
        return found[-1]

    monkeypatch.setattr(keyring, "get_keyring", discover)
    vault = TokenVault()
    threads = [threading.Thread(target=vault.check) for _ in range(6)]
    for thread in threads:
        thread.start()
    try:
        # Every check is waiting for the backend (in discovery, or behind the one that
        # is), so all six pile up on the first discovery before it may end.
        assert wait_until(lambda: _resolving() == 6), _resolving()
    finally:
        release.set()
    for thread in threads:
        thread.join(timeout=10)
    assert len(found) == 1


def test_no_keyring_on_linux_says_which_to_install_and_names_no_other_system() -> None:
    linux = _message(VaultProblem.NO_BACKEND, 0, "", "linux")
    assert linux == (
        "No system keyring was found, so tokens cannot be stored between sessions; a token "
        "you enter is kept for this session only. To keep tokens, install GNOME Keyring or "
        "KWallet and log in again."
    )
    for elsewhere in ("darwin", "win32"):
        said = _message(VaultProblem.NO_BACKEND, 0, "", elsewhere)
        assert said == linux.partition(" To keep")[0]


def test_a_probe_reads_off_the_callers_thread_and_fails_as_a_load_would() -> None:
    keyring = MemoryKeyring()
    TokenVault(keyring).probe()
    assert [call[0] for call in keyring.calls] == ["get"]
    assert keyring.calls.threads[0] is not threading.current_thread()
    with pytest.raises(VaultError) as caught:
        TokenVault(RaisingKeyring(NoKeyringError())).probe()
    assert caught.value.kind is VaultProblem.NO_BACKEND
