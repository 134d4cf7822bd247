"""Client certificates in the window: chosen in Manage servers, the passphrase kept in the
keyring as the token is (and nowhere else), checked at the field off the GUI thread, and
presented to a real server on 127.0.0.1 that requires one."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme
from keyring.backends import fail
from keyring.errors import KeyringLocked
from memory_keyring import MemoryKeyring, unregistered
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_client_certificates import PASSPHRASE, pem_files, pkcs12_file
from tls_store import MutualTlsStore, write_ca

from plantstore_gui.app import build_window
from plantstore_gui.core.journal import History
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import Profile, ProfileStore
from plantstore_gui.core.secrets import SERVICE, TokenVault
from plantstore_gui.ui.key_passphrases import passphrase_user
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers

TOKEN = "window-mtls-token"


@pytest.fixture
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture
def store(ca: trustme.CA) -> Iterator[MutualTlsStore]:
    with MutualTlsStore(ca) as server:
        yield server


def start(
    qtbot: QtBot, keyring: object, history: History | None, profile: Profile | None = None
) -> MainWindow:
    """The window over the saved profiles, their secrets in `keyring`; `profile` is saved
    first (with the token) and used."""
    file = ProfileStore(profiles_path())
    servers = Servers(file, file.load().book, TokenVault(keyring, timeout=2))  # type: ignore[arg-type]
    if profile is not None:
        servers.save(profile, TOKEN)
        qtbot.waitUntil(lambda: not servers.busy, timeout=5000)
    book = servers.book
    chosen = profile.id if profile else book.profiles[0].id
    servers.select(chosen)
    window = build_window(servers, history)
    qtbot.addWidget(window)
    window.show()
    return window


def open_dialog(qtbot: QtBot, window: MainWindow) -> ProfilesDialog:
    window.manage_servers()
    dialog = window.manage_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def send(qtbot: QtBot, window: MainWindow, plant_id: str = "20") -> None:
    qtbot.waitUntil(lambda: window.servers.token(window.servers.current.id) is not None)  # type: ignore[union-attr]
    window.form.id_field.edit.setText(plant_id)
    window.form.name_field.edit.setText("Fern")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=10000)


def files_holding(root: Path, secret: str) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and secret.encode() in p.read_bytes()]


def test_a_clerk_sets_a_pkcs12_certificate_and_its_passphrase_and_plants_are_created(
    qtbot: QtBot,
    ca: trustme.CA,
    store: MutualTlsStore,
    tmp_path: Path,
    history: History,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    keyring = MemoryKeyring()
    p12 = pkcs12_file(ca.issue_cert("clerk@example.org", common_name="Clerk"), tmp_path, PASSPHRASE)
    shop = Profile(name="Shop", base_url=store.base_url, ca_bundle=write_ca(ca, tmp_path))
    window = start(qtbot, keyring, history, shop)

    # In Manage servers: the certificate file, and its passphrase, typed; then Save.
    dialog = open_dialog(qtbot, window)
    fields = dialog.editor.client_cert
    qtbot.keyClicks(fields.cert_field.edit, p12)
    qtbot.keyClicks(fields.passphrase_field.edit, PASSPHRASE)
    assert fields.passphrase_field.edit.echoMode() is fields.passphrase_field.edit.EchoMode.Password
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.servers.busy, timeout=5000)
    dialog.close()
    saved = ProfileStore(profiles_path()).load().book.get(shop.id)
    assert saved is not None and saved.client_cert == p12
    # The passphrase went to the keyring, beside the token, and only there.
    assert keyring.storage[(SERVICE, passphrase_user(shop.id))] == PASSPHRASE
    assert keyring.storage[(SERVICE, shop.id)] == TOKEN

    send(qtbot, window)
    assert window.results.title.text() == "Plant 20 created"
    assert store.received == [({"id": 20, "name": "Fern"}, "Clerk")]
    window.close()

    # Next start: the passphrase is read from the keyring with the token.
    again = start(qtbot, keyring, history)
    send(qtbot, again, "21")
    assert again.results.title.text() == "Plant 21 created"
    export = tmp_path / "servers.json"
    dialog = open_dialog(qtbot, again)
    dialog.export_to(export)
    qtbot.waitUntil(lambda: export.exists(), timeout=5000)
    assert p12 in export.read_text()
    again.close()

    # Not in the profiles file, the export, the journal, nor a log.
    assert files_holding(tmp_path, PASSPHRASE) == []
    assert PASSPHRASE not in caplog.text


def test_the_editor_says_at_the_field_what_is_wrong_with_the_certificate(
    qtbot: QtBot, ca: trustme.CA, tmp_path: Path, history: History
) -> None:
    cert_file, _ = pem_files(ca.issue_cert("clerk@example.org"), tmp_path, PASSPHRASE)
    _, other_key = pem_files(ca.issue_cert("other@example.org"), tmp_path, name="other")
    shop = Profile(name="Shop", base_url="https://127.0.0.1:9")
    window = start(qtbot, MemoryKeyring(), history, shop)
    dialog = open_dialog(qtbot, window)
    fields = dialog.editor.client_cert
    qtbot.keyClicks(fields.cert_field.edit, str(tmp_path / "missing.pem"))
    qtbot.waitUntil(lambda: "cannot be read" in fields.cert_field.message.text())
    assert fields.cert_field.message.text() == (
        f"⚠ The file “{tmp_path / 'missing.pem'}” cannot be read: No such file or directory."
    )
    fields.cert_field.edit.setText(cert_file)
    qtbot.keyClicks(fields.key_field.edit, other_key)
    qtbot.waitUntil(lambda: "does not belong" in fields.key_field.message.text())
    assert fields.key_field.message.text() == (
        "⚠ The key does not belong to the client certificate “clerk.crt”: choose the key "
        "that was made with it."
    )
    assert "⚠" not in fields.cert_field.message.text()
    # The right key, encrypted: the passphrase is asked for, then checked as typed.
    fields.key_field.edit.setText(str(tmp_path / "clerk.key"))
    qtbot.waitUntil(lambda: "no passphrase is set" in fields.passphrase_field.message.text())
    qtbot.keyClicks(fields.passphrase_field.edit, "wrong")
    qtbot.waitUntil(lambda: "is wrong" in fields.passphrase_field.message.text())
    fields.passphrase_field.edit.setText(PASSPHRASE)
    fields.check()
    qtbot.waitUntil(lambda: not window.servers.busy)
    for field in (fields.cert_field, fields.key_field, fields.passphrase_field):
        assert "⚠" not in field.message.text()
    window.close()


def test_deleting_a_server_deletes_its_passphrase_and_without_a_keyring_it_is_kept_for_the_session(
    qtbot: QtBot, ca: trustme.CA, tmp_path: Path, history: History, answer: object
) -> None:
    keyring = MemoryKeyring()
    p12 = pkcs12_file(ca.issue_cert("clerk@example.org"), tmp_path, PASSPHRASE)
    shop = Profile(name="Shop", base_url="https://127.0.0.1:9", client_cert=p12)
    window = start(qtbot, keyring, history, shop)
    window.servers.passphrases.put(shop.id, PASSPHRASE)
    qtbot.waitUntil(lambda: not window.servers.busy)
    assert (SERVICE, passphrase_user(shop.id)) in keyring.storage
    answer(True)  # type: ignore[operator]
    window.servers.delete(shop.id)
    qtbot.waitUntil(lambda: not window.servers.busy)
    assert keyring.storage == {}
    window.close()

    # No keyring at all: the passphrase typed is used for this session, and said so.
    lab = Profile(name="Lab", base_url="https://127.0.0.1:9", client_cert=p12)
    bare = start(qtbot, fail.Keyring(), history, lab)
    dialog = open_dialog(qtbot, bare)
    qtbot.keyClicks(dialog.editor.client_cert.passphrase_field.edit, PASSPHRASE)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not bare.servers.busy, timeout=5000)
    assert bare.servers.passphrases.get(lab.id) == PASSPHRASE
    target = bare.servers.target(lab)
    assert target is None or target.tls.client_cert is not None
    assert dialog.editor.client_cert.passphrase_field.message.text() == (
        "Kept for this session only: the system keyring could not keep it."
    )
    dialog.close()
    bare.close()


def servers_over(keyring: MemoryKeyring) -> Servers:
    file = ProfileStore(profiles_path())
    return Servers(file, file.load().book, TokenVault(keyring, timeout=2))  # type: ignore[arg-type]


def test_a_duplicated_server_takes_its_token_and_its_passphrase_with_it(
    qtbot: QtBot, ca: trustme.CA, tmp_path: Path
) -> None:
    keyring = MemoryKeyring()
    p12 = pkcs12_file(ca.issue_cert("clerk@example.org"), tmp_path, PASSPHRASE)
    shop = Profile(name="Shop", base_url="https://127.0.0.1:9", client_cert=p12)
    servers = servers_over(keyring)
    servers.save(shop, TOKEN)
    servers.passphrases.put(shop.id, PASSPHRASE)
    copy = servers.duplicate(shop.id)
    qtbot.waitUntil(lambda: not servers.busy, timeout=5000)
    target = servers.target(copy)
    assert target is not None and target.token == TOKEN
    assert target.tls.client_cert is not None and target.tls.client_cert.passphrase == PASSPHRASE
    assert keyring.storage[(SERVICE, passphrase_user(copy.id))] == PASSPHRASE
    servers.close()


@unregistered
class PassphraseLockedKeyring(MemoryKeyring):
    """Gives the tokens, but says it is locked when a key's passphrase is read."""

    def get_password(self, service: str, username: str) -> str | None:
        if username.endswith(":client-key"):
            raise KeyringLocked("the collection is locked")
        return super().get_password(service, username)


def test_a_passphrase_the_keyring_will_not_give_leaves_the_token_read_and_is_said(
    qtbot: QtBot, ca: trustme.CA, tmp_path: Path
) -> None:
    keyring = PassphraseLockedKeyring()
    p12 = pkcs12_file(ca.issue_cert("clerk@example.org"), tmp_path, PASSPHRASE)
    shop = Profile(name="Shop", base_url="https://127.0.0.1:9", client_cert=p12)
    first = servers_over(keyring)
    first.save(shop, TOKEN)
    qtbot.waitUntil(lambda: not first.busy, timeout=5000)
    first.close()

    servers = servers_over(keyring)  # the next start: the token is read, with the passphrase
    notices: list[str] = []
    servers.noticed.connect(notices.append)
    servers.select(shop.id)
    qtbot.waitUntil(lambda: not servers.busy, timeout=5000)
    assert servers.token(shop.id) == TOKEN
    assert not servers.passphrases.is_known(shop.id)
    assert servers.vault_problem is not None and notices == [servers.vault_problem.message]
    servers.close()


def test_a_server_that_asks_for_a_certificate_when_none_is_set_is_said_in_the_result(
    qtbot: QtBot, ca: trustme.CA, store: MutualTlsStore, tmp_path: Path, history: History
) -> None:
    shop = Profile(name="Shop", base_url=store.base_url, ca_bundle=write_ca(ca, tmp_path))
    window = start(qtbot, MemoryKeyring(), history, shop)
    send(qtbot, window)
    assert window.results.title.text() == "Plant 20 is waiting in the outbox"
    assert window.results.advice.text() == (
        "The secure connection could not be made: The server asked for a client certificate, "
        "and none is set for this server. Nothing was sent. It will be sent once the "
        "connection can be made: check the client certificate in Manage servers. Nothing is "
        "lost."
    )
    assert store.received == []
    window.close()
