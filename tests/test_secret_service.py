"""TokenVault against the real Secret Service (gnome-keyring) on the D-Bus session bus.

Skipped when there is none, unless PLANTSTORE_REQUIRE_SYSTEM_TESTS=1, when it fails.
To run it on a headless machine (DISPLAY unset, or the daemon waits for a prompt):

    XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- bash -c \\
      'eval "$(printf pw | gnome-keyring-daemon --unlock --components=secrets)";
       env -u DISPLAY python -m pytest tests/test_secret_service.py'
"""

from __future__ import annotations

import gc
import os
import uuid
import warnings
from collections.abc import Iterator
from contextlib import closing
from functools import cache

import pytest
import secretstorage
from keyring.backends import SecretService

from plantstore_gui.core.secrets import SERVICE, TokenVault, VaultError

PROBE_SERVICE = "plantstore-gui-test-probe"


@cache
def _unavailable() -> str | None:
    """Why the Secret Service cannot be used here, or None when it can."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
    try:
        SecretService.Keyring.priority  # noqa: B018 - raises when not viable
    except RuntimeError as error:
        return f"the Secret Service backend is not viable: {error}"
    probe = TokenVault(SecretService.Keyring(), timeout=5, service=PROBE_SERVICE)
    profile_id = f"probe-{uuid.uuid4()}"
    reason = None
    try:
        probe.save(profile_id, "probe")
        probe.delete(profile_id)
    except VaultError as error:
        reason = f"the Secret Service collection cannot be used ({error.kind}): {error}"
    # keyring's SecretService backend leaves its D-Bus connection open when it raises;
    # close it now, quietly, not in some later test where filterwarnings=error fails it.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()
    return reason


@pytest.fixture(autouse=True, scope="module")
def secret_service() -> None:
    reason = _unavailable()
    if reason is None:
        return
    reason = f"Secret Service tests: {reason}"
    if os.environ.get("PLANTSTORE_REQUIRE_SYSTEM_TESTS") == "1":
        pytest.fail(f"{reason} (PLANTSTORE_REQUIRE_SYSTEM_TESTS=1)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture
def vault() -> TokenVault:
    return TokenVault(SecretService.Keyring(), timeout=10)


@pytest.fixture
def profile_ids(vault: TokenVault) -> Iterator[list[str]]:
    """Two fresh profile ids; whatever they left in the keyring is deleted afterwards."""
    ids = [f"test-{uuid.uuid4()}" for _ in range(2)]
    yield ids
    for profile_id in ids:
        vault.delete(profile_id)


def _stored_items(profile_id: str) -> list[dict[str, str]]:
    """The attributes of the real keyring items for this profile."""
    with closing(secretstorage.dbus_init()) as connection:
        collection = secretstorage.get_default_collection(connection)
        items = collection.search_items({"service": SERVICE, "username": profile_id})
        return [item.get_attributes() for item in items]


def test_save_load_overwrite_delete(vault: TokenVault, profile_ids: list[str]) -> None:
    profile_id = profile_ids[0]
    vault.save(profile_id, "first-token")
    assert vault.load(profile_id) == "first-token"
    vault.save(profile_id, "second-token")
    assert vault.load(profile_id) == "second-token"
    assert len(_stored_items(profile_id)) == 1
    vault.delete(profile_id)
    assert vault.load(profile_id) is None
    assert _stored_items(profile_id) == []


def test_stored_under_the_service_and_profile_id(vault: TokenVault, profile_ids: list[str]) -> None:
    vault.save(profile_ids[0], "token")
    [attributes] = _stored_items(profile_ids[0])
    assert attributes["service"] == "plantstore-gui"
    assert attributes["username"] == profile_ids[0]
    assert vault.backend_name == "Secret Service"


def test_unicode_token(vault: TokenVault, profile_ids: list[str]) -> None:
    token = "tök-🌱-令牌-" + "x" * 4000
    vault.save(profile_ids[0], token)
    assert vault.load(profile_ids[0]) == token


def test_profiles_are_kept_apart(vault: TokenVault, profile_ids: list[str]) -> None:
    first, second = profile_ids
    vault.save(first, "token-one")
    vault.save(second, "token-two")
    assert vault.load(first) == "token-one"
    assert vault.load(second) == "token-two"
    vault.delete(first)
    assert vault.load(first) is None
    assert vault.load(second) == "token-two"


def test_missing_profile(vault: TokenVault, profile_ids: list[str]) -> None:
    assert vault.load(profile_ids[0]) is None
    vault.delete(profile_ids[0])  # nothing there: fine
