"""Client certificates (mutual TLS): a profile's certificate is presented to a server that
requires one, and each way it can fail is told in a sentence, before anything leaves
when that can be known here.

The server is a real HTTPS server on 127.0.0.1 that requires a client certificate
(tests/tls_store.py); its CA and every certificate are made here by trustme.
"""

from __future__ import annotations

import datetime
import json
import os
import ssl
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme
from cryptography.hazmat.primitives.serialization import (
    BestAvailableEncryption,
    Encoding,
    NoEncryption,
    PrivateFormat,
    load_pem_private_key,
    pkcs12,
)
from cryptography.x509 import load_pem_x509_certificate
from tls_store import MutualTlsStore, write_ca

from plantstore_gui.core.client import PlantStoreClient, client_for
from plantstore_gui.core.endpoint import ClientCert, Endpoint, Target, Tls
from plantstore_gui.core.journal import EntryState, History
from plantstore_gui.core.journey import Delivery, Plan, Sender
from plantstore_gui.core.journey.policy import judge, stops_a_batch
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Outcome
from plantstore_gui.core.profiles import Profile, ProfileBook
from plantstore_gui.core.profiles.sharing import export_profiles, import_profiles
from plantstore_gui.core.tell.no_answer import failed_words
from plantstore_gui.core.tell.subject import Subject
from plantstore_gui.core.words import calendar_date

TOKEN = "mtls-test-token"
PASSPHRASE = "correct horse battery staple"
BODY = b'{"id": 20, "name": "Fern"}'
UTC = datetime.UTC


@pytest.fixture
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture
def store(ca: trustme.CA) -> Iterator[MutualTlsStore]:
    with MutualTlsStore(ca) as server:
        yield server


def pem_files(
    leaf: trustme.LeafCert, folder: Path, passphrase: str = "", name: str = "clerk"
) -> tuple[str, str]:
    """The leaf's certificate chain and its key, each in a PEM file of its own."""
    cert = folder / f"{name}.crt"
    cert.write_bytes(b"".join(blob.bytes() for blob in leaf.cert_chain_pems))
    key = load_pem_private_key(leaf.private_key_pem.bytes(), None)
    sealed = BestAvailableEncryption(passphrase.encode()) if passphrase else NoEncryption()
    key_file = folder / f"{name}.key"
    key_file.write_bytes(key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, sealed))
    return str(cert), str(key_file)


def pkcs12_file(leaf: trustme.LeafCert, folder: Path, passphrase: str) -> str:
    """The leaf and its key in a PKCS#12 file, encrypted with `passphrase` ("": not at all)."""
    key = load_pem_private_key(leaf.private_key_pem.bytes(), None)
    cert = load_pem_x509_certificate(leaf.cert_chain_pems[0].bytes())
    sealed = BestAvailableEncryption(passphrase.encode()) if passphrase else NoEncryption()
    data = pkcs12.serialize_key_and_certificates(
        b"clerk",
        key,
        cert,
        None,
        sealed,  # type: ignore[arg-type]
    )
    path = folder / "clerk.p12"
    path.write_bytes(data)
    return str(path)


def send(store: MutualTlsStore, ca_file: str, cert: ClientCert | None) -> Outcome:
    """One plant to the store, through a client built for these settings, as the app does."""
    target = Target(
        Endpoint.parse(store.base_url), TOKEN, 10.0, Tls(ca_bundle=ca_file, client_cert=cert)
    )
    client = client_for(target.tls)
    try:
        return client.send_body(target, BODY)
    finally:
        client.close()


def words_of(outcome: Outcome) -> str:
    assert isinstance(outcome, Failed)
    title, advice = failed_words(outcome, "https://127.0.0.1", Subject("20"))
    return f"{title}: {advice}"


# --- presented: the plant is created ---------------------------------------------------------


@pytest.mark.parametrize(
    "kind", ["pem, key apart, encrypted", "pem, one file", "pkcs12, encrypted"]
)
def test_a_plant_is_created_through_a_server_that_requires_a_client_certificate(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path, kind: str
) -> None:
    leaf = ca.issue_cert("clerk@example.org", common_name="Clerk")
    if kind.startswith("pkcs12"):
        cert = ClientCert(pkcs12_file(leaf, tmp_path, PASSPHRASE), None, PASSPHRASE)
    elif kind == "pem, one file":
        both = tmp_path / "clerk.pem"
        both.write_bytes(leaf.private_key_and_cert_chain_pem.bytes())
        cert = ClientCert(str(both))
    else:
        cert_file, key_file = pem_files(leaf, tmp_path, PASSPHRASE)
        cert = ClientCert(cert_file, key_file, PASSPHRASE)
    outcome = send(store, write_ca(ca, tmp_path), cert)
    assert isinstance(outcome, Created)
    # The server saw the plant, from the certificate's holder.
    assert store.received == [({"id": 20, "name": "Fern"}, "Clerk")]
    # The passphrase is shown nowhere a request is (its repr, what was sent).
    assert PASSPHRASE not in repr(cert) and PASSPHRASE not in repr(outcome)


def test_the_pkcs12_key_never_lies_unencrypted_on_disk(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """OpenSSL is given the key in a private file, encrypted, removed once it is read."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    seen: list[tuple[bytes, int]] = []
    unlink = os.unlink

    def look_then_unlink(path: str) -> None:  # what OpenSSL read, just before it goes
        if Path(path).parent == scratch:
            seen.append((Path(path).read_bytes(), stat.S_IMODE(os.stat(path).st_mode)))
        unlink(path)

    monkeypatch.setattr(os, "unlink", look_then_unlink)
    leaf = ca.issue_cert("clerk@example.org", common_name="Clerk")
    cert = ClientCert(pkcs12_file(leaf, tmp_path, PASSPHRASE), None, PASSPHRASE)
    assert isinstance(send(store, write_ca(ca, tmp_path), cert), Created)
    [(written, mode)] = seen
    assert b"-----BEGIN ENCRYPTED PRIVATE KEY-----" in written
    assert b"-----BEGIN PRIVATE KEY-----" not in written
    assert PASSPHRASE.encode() not in written
    assert mode == 0o600
    assert list(scratch.iterdir()) == []


# --- (a) the server asks for one, and none is set ----------------------------------------


@pytest.mark.parametrize("version", [ssl.TLSVersion.TLSv1_3, ssl.TLSVersion.TLSv1_2])
def test_a_server_that_asks_for_a_certificate_when_none_is_set_is_told_and_the_plant_waits(
    ca: trustme.CA, tmp_path: Path, version: ssl.TLSVersion
) -> None:
    with MutualTlsStore(ca, version) as store:
        outcome = send(store, write_ca(ca, tmp_path), None)
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.CLIENT_CERTIFICATE
    # TLS 1.3 lets the client write its request before the server's alert comes: the
    # server read none of it all the same: nothing was sent, and the plant waits in the outbox.
    assert not outcome.request_sent
    assert store.received == []
    if version is ssl.TLSVersion.TLSv1_3:
        assert outcome.detail == (
            "The server asked for a client certificate, and none is set for this server."
        )
    else:  # TLS 1.2 says only that the handshake failed
        assert outcome.detail == (
            "The server refused the secure connection. It may require a client certificate, "
            "and none is set for this server."
        )
    verdict = judge(outcome)
    assert (verdict.state, verdict.outcome) == (EntryState.WAITING, "failed")
    assert (
        words_of(outcome)
        == f"The secure connection could not be made: {outcome.detail} Nothing was sent."
    )
    assert stops_a_batch(outcome, verdict) == outcome.detail


# --- (b) (c) (d): found before anything is sent --------------------------------------------


def refused_here(store: MutualTlsStore, outcome: Outcome) -> str:
    """A certificate refused before a connection was made: nothing left, and the plant waits
    in the outbox as after a failed handshake, until the certificate is put right (a batch
    stops, saying why). Its words."""
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.CLIENT_CERTIFICATE
    assert not outcome.request_sent and outcome.request is None
    assert store.received == [] and store.handshake_failures == []
    verdict = judge(outcome)
    assert (verdict.state, verdict.outcome) == (EntryState.WAITING, "failed")
    assert stops_a_batch(outcome, verdict) == outcome.detail
    assert words_of(outcome) == (
        f"The secure connection could not be made: {outcome.detail} Nothing was sent."
    )
    return outcome.detail


def test_a_key_that_does_not_belong_to_the_certificate_is_found_before_sending(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    cert_file, _ = pem_files(ca.issue_cert("clerk@example.org"), tmp_path)
    _, other_key = pem_files(ca.issue_cert("other@example.org"), tmp_path, name="other")
    outcome = send(store, write_ca(ca, tmp_path), ClientCert(cert_file, other_key))
    assert refused_here(store, outcome) == (
        "The key does not belong to the client certificate “clerk.crt”: choose the key that "
        "was made with it."
    )


@pytest.mark.parametrize("kind", ["pem", "pkcs12"])
def test_a_wrong_or_missing_passphrase_is_said_before_sending(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path, kind: str
) -> None:
    leaf = ca.issue_cert("clerk@example.org")
    if kind == "pem":
        cert_file, key_file = pem_files(leaf, tmp_path, PASSPHRASE)
        locked, name = ClientCert(cert_file, key_file), "clerk.key"
    else:
        locked, name = ClientCert(pkcs12_file(leaf, tmp_path, PASSPHRASE)), "clerk.p12"
    wrong = ClientCert(locked.cert_file, locked.key_file, "Tr0ub4dor&3")
    ca_file = write_ca(ca, tmp_path)
    assert refused_here(store, send(store, ca_file, wrong)) == (
        f"The passphrase of the key in “{name}” is wrong."
    )
    assert refused_here(store, send(store, ca_file, locked)) == (
        f"The key in “{name}” is encrypted, and no passphrase is set for it."
    )


@pytest.mark.parametrize("kind", ["pem", "pkcs12"])
def test_a_passphrase_set_for_a_key_that_needs_none_is_passed_over(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path, kind: str
) -> None:
    leaf = ca.issue_cert("clerk@example.org", common_name="Clerk")
    if kind == "pem":
        cert = ClientCert(*pem_files(leaf, tmp_path), passphrase=PASSPHRASE)
    else:
        cert = ClientCert(pkcs12_file(leaf, tmp_path, ""), passphrase=PASSPHRASE)
    assert isinstance(send(store, write_ca(ca, tmp_path), cert), Created)
    assert [holder for _, holder in store.received] == ["Clerk"]


def test_a_temporary_folder_that_cannot_be_written_is_said_and_the_plant_waits(
    ca: trustme.CA,
    store: MutualTlsStore,
    tmp_path: Path,
    history: History,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The key is handed to OpenSSL through a temporary file: when none can be made there,
    the plant is written down as waiting, as with any certificate that cannot be used."""
    cert = ClientCert(*pem_files(ca.issue_cert("clerk@example.org"), tmp_path))
    not_a_folder = tmp_path / "not-a-folder"
    not_a_folder.write_bytes(b"")
    # What TMPDIR sets at first use; a file, so that mkstemp fails even for root.
    monkeypatch.setattr(tempfile, "tempdir", str(not_a_folder))
    tls = Tls(ca_bundle=write_ca(ca, tmp_path), client_cert=cert)
    target = Target(Endpoint.parse(store.base_url), TOKEN, 10.0, tls)
    sender = Sender(history)
    try:
        delivery = sender.submit(Plan(target, "Shop", BODY, False, "20", "Fern"))
    finally:
        sender.close()
    assert isinstance(delivery, Delivery) and delivery.entry_id is not None
    assert refused_here(store, delivery.outcome) == (
        "The client certificate “clerk.crt” cannot be used: the temporary folder "
        f"“{not_a_folder}” could not be written (Not a directory)."
    )
    entry = history.get(delivery.entry_id)
    assert entry is not None and entry.state is EntryState.WAITING


def test_an_expired_or_not_yet_valid_certificate_is_said_with_its_date(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    ca_file = write_ca(ca, tmp_path)
    ended = datetime.datetime(2021, 1, 1, tzinfo=UTC)
    old = ca.issue_cert(
        "clerk@example.org", not_before=datetime.datetime(2020, 1, 1, tzinfo=UTC), not_after=ended
    )
    cert_file, key_file = pem_files(old, tmp_path, name="old")
    assert refused_here(store, send(store, ca_file, ClientCert(cert_file, key_file))) == (
        f"The client certificate “old.crt” expired on {calendar_date(ended.timestamp())}; ask "
        "for a new one."
    )
    starts = datetime.datetime.now(UTC).replace(microsecond=0) + datetime.timedelta(days=400)
    early = ca.issue_cert(
        "clerk@example.org", not_before=starts, not_after=starts + datetime.timedelta(days=30)
    )
    cert_file, key_file = pem_files(early, tmp_path, name="early")
    assert refused_here(store, send(store, ca_file, ClientCert(cert_file, key_file))) == (
        "The client certificate “early.crt” is not valid before "
        f"{calendar_date(starts.timestamp())}. Check this computer's clock, or wait until then."
    )


def test_a_certificate_file_that_cannot_be_read_is_said_before_sending(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    missing = tmp_path / "gone.pem"
    outcome = send(store, write_ca(ca, tmp_path), ClientCert(str(missing)))
    assert refused_here(store, outcome) == (
        f"The file “{missing}” cannot be read: No such file or directory."
    )


# --- (e) the server refuses it --------------------------------------------------------------


def test_a_certificate_from_an_authority_the_server_does_not_trust_is_refused_and_said(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    stranger = trustme.CA().issue_cert("clerk@example.org")
    cert_file, key_file = pem_files(stranger, tmp_path)
    outcome = send(store, write_ca(ca, tmp_path), ClientCert(cert_file, key_file))
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.CLIENT_CERTIFICATE
    assert outcome.detail == (
        "The server refused the client certificate “clerk.crt”: it does not trust the "
        "authority that issued it."
    )
    assert not outcome.request_sent and store.received == []
    assert judge(outcome).queued


def test_a_tls_1_2_handshake_failure_with_a_certificate_set_says_the_server_may_not_take_it(
    tmp_path: Path,
) -> None:
    """A server that takes only RSA signatures from a client's certificate, and an ECDSA
    certificate set: the client has none to send, and TLS 1.2 answers "handshake failure",
    saying no more. The words do not blame the server's certificate."""
    ca = trustme.CA(key_type=trustme.KeyType.ECDSA)
    cert = ClientCert(*pem_files(ca.issue_cert("clerk@example.org"), tmp_path))
    with MutualTlsStore(ca, ssl.TLSVersion.TLSv1_2, client_sigalgs="RSA+SHA256") as store:
        outcome = send(store, write_ca(ca, tmp_path), cert)
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.CLIENT_CERTIFICATE
    assert outcome.detail == (
        "The server refused the secure connection. It may not accept the client "
        "certificate “clerk.crt”."
    )
    assert not outcome.request_sent and store.received == []
    assert "PEER_DID_NOT_RETURN_A_CERTIFICATE" in str(store.handshake_failures)
    assert judge(outcome).queued


# --- what holds with a client certificate too --------------------------------------------


def test_the_token_guard_and_server_verification_still_hold_with_a_client_certificate(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    cert_file, key_file = pem_files(ca.issue_cert("clerk@example.org"), tmp_path)
    cert = ClientCert(cert_file, key_file)
    # Plain HTTP to a host that is not loopback: the token does not go.
    plain = Target(Endpoint.parse("http://plants.example.com"), TOKEN, 5.0, Tls(client_cert=cert))
    client = client_for(plain.tls)
    outcome = client.send_body(plain, BODY)
    client.close()
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.NOT_ALLOWED
    assert not outcome.request_sent
    # The server's certificate comes from a CA this profile does not trust: refused.
    target = Target(Endpoint.parse(store.base_url), TOKEN, 5.0, Tls(client_cert=cert))
    client = client_for(target.tls)
    outcome = client.send_body(target, BODY)
    client.close()
    assert isinstance(outcome, Failed) and outcome.kind is FailureKind.TLS
    assert "certificate verify failed" in outcome.detail
    assert store.received == []


def test_a_client_whose_certificate_failed_is_built_again_for_the_next_plant(
    ca: trustme.CA, store: MutualTlsStore, tmp_path: Path
) -> None:
    """The user fixes the file itself (same path): the next plant is sent with it."""
    from plantstore_gui.core.journey import Sender

    leaf = ca.issue_cert("clerk@example.org", common_name="Clerk")
    cert_file, key_file = pem_files(leaf, tmp_path)
    good_key = Path(key_file).read_bytes()
    Path(key_file).write_bytes(b"not a key")
    tls = Tls(ca_bundle=write_ca(ca, tmp_path), client_cert=ClientCert(cert_file, key_file))
    target = Target(Endpoint.parse(store.base_url), TOKEN, 10.0, tls)
    sender = Sender(None)
    try:
        first = sender.client(tls).send_body(target, BODY)
        assert isinstance(first, Failed) and "holds no PEM private key" in first.detail
        Path(key_file).write_bytes(good_key)
        assert isinstance(sender.client(tls).send_body(target, BODY), Created)
        assert isinstance(sender.client(tls), PlantStoreClient)
    finally:
        sender.close()


# --- profiles: the paths travel, the passphrase never --------------------------------------


def test_an_export_holds_the_certificate_paths_and_an_import_keeps_them_when_readable(
    ca: trustme.CA, tmp_path: Path
) -> None:
    cert_file, key_file = pem_files(ca.issue_cert("clerk@example.org"), tmp_path)
    shop = Profile(
        name="Shop", base_url="https://shop.example", client_cert=cert_file, client_key=key_file
    )
    gone = Profile(
        name="Gone", base_url="https://gone.example", client_cert=str(tmp_path / "no.p12")
    )
    export = tmp_path / "servers.json"
    export_profiles([shop, gone], export)
    data = json.loads(export.read_text())
    assert data["profiles"][0]["client_cert"] == cert_file
    assert data["profiles"][0]["client_key"] == key_file
    imported = import_profiles(export, ProfileBook())
    taken = {p.name: p for p in imported.profiles}
    assert (taken["Shop"].client_cert, taken["Shop"].client_key) == (cert_file, key_file)
    assert taken["Gone"].client_cert is None
    assert imported.notes == (
        f"Left out the client certificate of profile “Gone”: {tmp_path / 'no.p12'} cannot be "
        "opened: No such file or directory.",
    )
