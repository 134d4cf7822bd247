"""A client certificate (mutual TLS): read, checked, and handed to the TLS context.

A profile names a PEM certificate and its key (two files, or one file holding both) or a
PKCS#12 file (.p12, .pfx). The key's passphrase comes from the keyring, never from a file.
Everything is read and checked before a connection is made (`read_client_cert`), and each
problem is one sentence of a ClientCertError:

    a file cannot be read, or holds no certificate / no key / is not PKCS#12
    the key is encrypted and no passphrase is set; the passphrase is wrong
    the key does not belong to the certificate
    the certificate has expired, or is not valid yet (with the date)

What the server says of the certificate in the handshake is told by `refusal`: it asked
for one and none is set, or it refused the one presented. Either way, and when the
certificate cannot be used here, no request leaves and the plant waits in the outbox,
as after any failed handshake (core/journey/policy.py), until the certificate is put
right: a client that could not use it reads it again for the next plant.

Python's ssl reads keys from files only, and cannot read PKCS#12 at all. So the key and
its certificates are written for OpenSSL to a private temporary file (mkstemp: readable
by this user only), the key encrypted with a random one-time password that lives only
in memory, and the file is removed as soon as OpenSSL has read it: the key never lies
unencrypted on disk. Chosen over os.memfd_create because it works on every platform the
app runs on, and taken for PEM files too: one path, and OpenSSL never prompts on the
terminal for a passphrase.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import ssl
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .endpoint import ClientCert
from .regular_file import read_regular
from .words import calendar_date, quoted, translate

if TYPE_CHECKING:  # cryptography loads with the first client that presents a certificate
    from cryptography import x509
    from cryptography.hazmat.primitives.asymmetric.types import PrivateKeyTypes

FILE_SIZE_MAX = 1024 * 1024  # far more than a certificate chain and its key
PKCS12_SUFFIXES = (".p12", ".pfx")
_PEM_KEY = re.compile(
    rb"-----BEGIN ((?:ENCRYPTED |RSA |EC |DSA )?PRIVATE KEY)-----.+?-----END \1-----", re.DOTALL
)


class ClientCertError(ValueError):
    """The client certificate cannot be used; the message is a sentence for the user.

    Attributes:
        field: what is at fault, for the editor to say it there: "cert", "key" or
            "passphrase".
    """

    def __init__(self, message: str, field: str = "cert") -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class LoadedCert:
    """A client certificate read and checked: its key, and its chain, leaf first."""

    key: PrivateKeyTypes
    chain: tuple[x509.Certificate, ...]


def is_pkcs12(path: str) -> bool:
    return path.lower().endswith(PKCS12_SUFFIXES)


def _name(path: str) -> str:
    return quoted(Path(path).name)


def _read(path: str, field: str = "cert") -> bytes:
    try:
        data = read_regular(Path(path), FILE_SIZE_MAX)
    except OSError as exc:
        words = translate("ClientCert", "The file {file} cannot be read: {reason}.")
        reason = exc.strerror or type(exc).__name__
        raise ClientCertError(words.format(file=quoted(path), reason=reason), field) from None
    if len(data) > FILE_SIZE_MAX:
        words = translate("ClientCert", "{file} is too large to be a client certificate or key.")
        raise ClientCertError(words.format(file=_name(path)), field)
    return data


def _wrong_passphrase(path: str) -> ClientCertError:
    words = translate(
        "ClientCert",
        "The passphrase of the key in {file} is wrong.",
    )
    return ClientCertError(words.format(file=_name(path)), "passphrase")


def _no_passphrase(path: str) -> ClientCertError:
    words = translate(
        "ClientCert",
        "The key in {file} is encrypted, and no passphrase is set for it.",
    )
    return ClientCertError(words.format(file=_name(path)), "passphrase")


def _read_pkcs12(cert: ClientCert) -> LoadedCert:
    from cryptography.hazmat.primitives.serialization import pkcs12

    data = _read(cert.cert_file)
    password = cert.passphrase.encode() if cert.passphrase else None
    # A passphrase that does not open the file is tried without, as a PEM key that is not
    # encrypted passes over one it does not need.
    for tried in (password, None) if password is not None else (None,):
        try:
            key, leaf, others = pkcs12.load_key_and_certificates(data, tried)
            break
        except ValueError:
            continue
    else:
        # cryptography says "invalid password or PKCS12 data" for both: a file that starts
        # as DER does (a SEQUENCE) is taken to be one whose passphrase does not open it.
        if not data.startswith(b"\x30"):
            words = translate("ClientCert", "{file} is not a PKCS#12 file.")
            raise ClientCertError(words.format(file=_name(cert.cert_file)))
        if password is None:
            raise _no_passphrase(cert.cert_file)
        raise _wrong_passphrase(cert.cert_file)
    if leaf is None:
        words = translate("ClientCert", "{file} holds no certificate.")
        raise ClientCertError(words.format(file=_name(cert.cert_file)))
    if key is None:
        words = translate("ClientCert", "{file} holds no private key.")
        raise ClientCertError(words.format(file=_name(cert.cert_file)))
    return LoadedCert(key, (leaf, *others))


def _read_pem(cert: ClientCert) -> LoadedCert:
    from cryptography import x509
    from cryptography.exceptions import UnsupportedAlgorithm
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    cert_data = _read(cert.cert_file)
    try:
        chain = tuple(x509.load_pem_x509_certificates(cert_data))
    except ValueError:
        words = translate("ClientCert", "{file} holds no PEM certificate.")
        raise ClientCertError(words.format(file=_name(cert.cert_file))) from None
    key_file = cert.key_file or cert.cert_file
    key_data = _read(key_file, "key") if cert.key_file else cert_data
    key_field = "key" if cert.key_file else "cert"
    found = _PEM_KEY.search(key_data)
    if found is None:
        if cert.key_file:
            words = translate("ClientCert", "{file} holds no PEM private key.")
        else:
            words = translate(
                "ClientCert",
                "{file} holds no private key: choose the key file too.",
            )
        raise ClientCertError(words.format(file=_name(key_file)), key_field)
    encrypted = found.group(1).startswith(b"ENCRYPTED") or b"Proc-Type: 4,ENCRYPTED" in found[0]
    if encrypted and not cert.passphrase:
        raise _no_passphrase(key_file)
    try:
        key = load_pem_private_key(found[0], cert.passphrase.encode() if encrypted else None)
    except ValueError:
        if encrypted:
            raise _wrong_passphrase(key_file) from None
        words = translate("ClientCert", "The private key in {file} cannot be read.")
        raise ClientCertError(words.format(file=_name(key_file)), key_field) from None
    except (TypeError, UnsupportedAlgorithm):
        words = translate("ClientCert", "The private key in {file} cannot be read.")
        raise ClientCertError(words.format(file=_name(key_file)), key_field) from None
    return LoadedCert(key, chain)


def _check(loaded: LoadedCert, cert: ClientCert, now: float) -> None:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    leaf = loaded.chain[0]
    spki = Encoding.DER, PublicFormat.SubjectPublicKeyInfo
    if loaded.key.public_key().public_bytes(*spki) != leaf.public_key().public_bytes(*spki):
        words = translate(
            "ClientCert",
            "The key does not belong to the client certificate {file}: choose the key that "
            "was made with it.",
        )
        raise ClientCertError(
            words.format(file=_name(cert.cert_file)), "key" if cert.key_file else "cert"
        )
    if now > leaf.not_valid_after_utc.timestamp():
        words = translate(
            "ClientCert",
            "The client certificate {file} expired on {date}; ask for a new one.",
        )
        when = calendar_date(leaf.not_valid_after_utc.timestamp())
        raise ClientCertError(words.format(file=_name(cert.cert_file), date=when))
    if now < leaf.not_valid_before_utc.timestamp():
        words = translate(
            "ClientCert",
            "The client certificate {file} is not valid before {date}. Check this computer's "
            "clock, or wait until then.",
        )
        when = calendar_date(leaf.not_valid_before_utc.timestamp())
        raise ClientCertError(words.format(file=_name(cert.cert_file), date=when))


def read_client_cert(cert: ClientCert, now: float | None = None) -> LoadedCert:
    """Read the certificate and its key and check them; ClientCertError says what is wrong.

    Blocks on the disk: call it off the GUI thread.
    """
    loaded = _read_pkcs12(cert) if is_pkcs12(cert.cert_file) else _read_pem(cert)
    _check(loaded, cert, time.time() if now is None else now)
    return loaded


def client_cert_problem(cert: ClientCert) -> ClientCertError | None:
    """What is wrong with the client certificate, for the editor; None when it can be used.
    Reads the files: call it off the GUI thread."""
    try:
        read_client_cert(cert)
    except ClientCertError as exc:
        return exc
    return None


def present(context: ssl.SSLContext, cert: ClientCert) -> None:
    """Make `context` present the client certificate; ClientCertError if it cannot."""
    from cryptography.hazmat.primitives.serialization import (
        BestAvailableEncryption,
        Encoding,
        PrivateFormat,
    )

    loaded = read_client_cert(cert)
    one_time = secrets.token_urlsafe(32).encode()
    pem = loaded.key.private_bytes(
        Encoding.PEM, PrivateFormat.PKCS8, BestAvailableEncryption(one_time)
    ) + b"".join(c.public_bytes(Encoding.PEM) for c in loaded.chain)
    path: str | None = None
    try:
        fd, path = tempfile.mkstemp(prefix="plantstore-client-", suffix=".pem")
        with os.fdopen(fd, "wb") as file:
            file.write(pem)
        context.load_cert_chain(path, password=one_time)
    except ssl.SSLError as exc:  # a key type OpenSSL here does not take, say
        words = translate("ClientCert", "The client certificate {file} cannot be used: {reason}.")
        reason = exc.reason or str(exc)
        raise ClientCertError(words.format(file=_name(cert.cert_file), reason=reason)) from None
    except OSError as exc:  # the temporary folder is full, read-only, or not there
        words = translate(
            "ClientCert",
            "The client certificate {file} cannot be used: the temporary folder {folder} "
            "could not be written ({reason}).",
        )
        folder, reason = quoted(tempfile.gettempdir()), exc.strerror or type(exc).__name__
        raise ClientCertError(
            words.format(file=_name(cert.cert_file), folder=folder, reason=reason)
        ) from None
    finally:
        if path is not None:
            with contextlib.suppress(OSError):  # never in place of the error being raised
                os.unlink(path)


# TLS alerts a server sends about the client's certificate, in the handshake: it has read
# no request then, whatever the client already wrote after its own half (TLS 1.3).
_ASKED = {"TLSV13_ALERT_CERTIFICATE_REQUIRED"}
# TLS 1.2 says no more than this when it wanted a certificate it did not get (none was set,
# or the one set does not fit the signatures the server takes, so none was sent).
_HANDSHAKE_FAILURE = {"SSLV3_ALERT_HANDSHAKE_FAILURE"}
_UNTRUSTED = {"TLSV1_ALERT_UNKNOWN_CA"}
_EXPIRED = {"SSLV3_ALERT_CERTIFICATE_EXPIRED"}
_REVOKED = {"SSLV3_ALERT_CERTIFICATE_REVOKED"}
_REFUSED = {
    "SSLV3_ALERT_BAD_CERTIFICATE",
    "SSLV3_ALERT_CERTIFICATE_UNKNOWN",
    "SSLV3_ALERT_UNSUPPORTED_CERTIFICATE",
    "TLSV1_ALERT_ACCESS_DENIED",
}


def refusal(reasons: list[str], cert: ClientCert | None) -> str | None:
    """What a handshake's alert (an ssl.SSLError's reason) says of the client certificate,
    as a sentence; None when it says nothing of it."""
    alerts = set(reasons)
    if cert is None:
        if alerts & _ASKED:
            return translate(
                "ClientCert",
                "The server asked for a client certificate, and none is set for this server.",
            )
        if alerts & _HANDSHAKE_FAILURE:
            return translate(
                "ClientCert",
                "The server refused the secure connection. It may require a client "
                "certificate, and none is set for this server.",
            )
        return None
    name = _name(cert.cert_file)
    if alerts & _UNTRUSTED:
        words = translate(
            "ClientCert",
            "The server refused the client certificate {file}: it does not trust the "
            "authority that issued it.",
        )
    elif alerts & _EXPIRED:
        words = translate(
            "ClientCert", "The server refused the client certificate {file} as expired."
        )
    elif alerts & _REVOKED:
        words = translate(
            "ClientCert", "The server refused the client certificate {file} as revoked."
        )
    elif alerts & (_REFUSED | _ASKED):
        words = translate("ClientCert", "The server refused the client certificate {file}.")
    elif alerts & _HANDSHAKE_FAILURE:
        words = translate(
            "ClientCert",
            "The server refused the secure connection. It may not accept the client "
            "certificate {file}.",
        )
    else:
        return None
    return words.format(file=name)
