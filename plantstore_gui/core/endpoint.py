"""Where requests go: a checked base URL and the rules for sending a token there."""

import ipaddress
from dataclasses import dataclass, field
from functools import cached_property
from urllib.parse import urlsplit

from .words import translate


class BaseUrlError(ValueError):
    """A base URL that cannot be used; the message is for the user."""


@dataclass(frozen=True)
class Endpoint:
    """A Plant Store server: its base URL, and whether plain HTTP may carry the token.

    Attributes:
        base_url: scheme, host, optional port and optional path, no trailing slash.
        allow_plain_http: the user's explicit consent to send the token over plain
            http:// to a host that is not loopback.
    """

    base_url: str
    allow_plain_http: bool = False

    @classmethod
    def parse(cls, text: str, *, allow_plain_http: bool = False) -> "Endpoint":
        """Check a base URL as typed by a person; raise BaseUrlError saying what is wrong."""
        text = text.strip()
        if not text:
            raise BaseUrlError(
                translate(
                    "Endpoint", "Enter the server's base URL, e.g. https://plants.example.com/api."
                )
            )
        try:
            parts = urlsplit(text)
            port = parts.port
        except ValueError as exc:
            invalid = translate("Endpoint", "This is not a valid URL ({reason}).")
            raise BaseUrlError(invalid.format(reason=exc)) from None
        if parts.scheme not in ("http", "https"):
            raise BaseUrlError(
                translate("Endpoint", "The base URL must start with http:// or https://.")
            )
        if not parts.hostname:
            raise BaseUrlError(translate("Endpoint", "The base URL has no host name."))
        if parts.username is not None or parts.password is not None:
            raise BaseUrlError(
                translate(
                    "Endpoint", "Leave user names and passwords out of the URL; use the token."
                )
            )
        if parts.query or text.endswith("?"):
            raise BaseUrlError(
                translate(
                    "Endpoint", "The base URL cannot have a query string (the part after '?')."
                )
            )
        if parts.fragment or "#" in text:
            raise BaseUrlError(
                translate("Endpoint", "The base URL cannot have a fragment (the part after '#').")
            )
        if any(ch.isspace() for ch in text):
            raise BaseUrlError(translate("Endpoint", "The base URL cannot contain spaces."))
        if not text.isprintable():
            raise BaseUrlError(
                translate("Endpoint", "The base URL holds an invisible control character.")
            )
        netloc = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
        if port is not None:
            netloc = f"{netloc}:{port}"
        if netloc != parts.netloc.lower():
            # urlsplit drops some of what it cannot place (text after "[::1]", say).
            not_host = translate("Endpoint", "The server address {address} is not a host and port.")
            raise BaseUrlError(not_host.format(address=repr(parts.netloc)))
        path = parts.path.rstrip("/")
        return cls(f"{parts.scheme}://{netloc}{path}", allow_plain_http)

    @property
    def plants_url(self) -> str:
        """The URL of the create operation: the base URL and /plants joined exactly once."""
        return f"{self.base_url}/plants"

    @cached_property
    def host(self) -> str:
        return urlsplit(self.base_url).hostname or ""

    @cached_property  # asked before every request; parsing the address each time shows
    def is_loopback(self) -> bool:
        host = self.host
        if host == "localhost" or host.endswith(".localhost"):
            return True
        try:
            return ipaddress.ip_address(host).is_loopback
        except ValueError:
            return False

    @property
    def token_may_be_sent(self) -> bool:
        """A token goes over plain HTTP only to loopback, or with explicit consent.

        For a loopback *name* (localhost, *.localhost) this is only a first answer: the
        client checks the addresses it resolves to and connects to (`loopback_by_name`).
        """
        return self.base_url.startswith("https://") or self.is_loopback or self.allow_plain_http

    @property
    def loopback_by_name(self) -> bool:
        """Plain HTTP is allowed only because the host's name says loopback: the address
        actually connected must be checked, since a name can resolve anywhere."""
        if self.base_url.startswith("https://") or self.allow_plain_http:
            return False
        try:
            ipaddress.ip_address(self.host)
        except ValueError:
            return self.is_loopback
        return False


DEFAULT_TIMEOUT = 30.0


@dataclass(frozen=True)
class ClientCert:
    """A client certificate presented to the server (mutual TLS); see core/client_cert.

    Attributes:
        cert_file: a PEM certificate (and its key, when key_file is None), or a PKCS#12
            file (.p12, .pfx) holding both.
        key_file: the PEM key, when it is in a file of its own.
        passphrase: of the key or the PKCS#12 file, from the keyring; never written.
    """

    cert_file: str
    key_file: str | None = None
    passphrase: str = field(default="", repr=False)


@dataclass(frozen=True)
class Tls:
    """How the server's certificate is checked: verification on, optionally with a CA
    bundle; and the client certificate presented, if any."""

    verify: bool = True
    ca_bundle: str | None = None
    client_cert: ClientCert | None = None


@dataclass(frozen=True)
class Target:
    """Where and how to send: the server, its token, the overall time limit in seconds, TLS.

    Attributes:
        honours_idempotency: the server is known to create a plant once per
            Idempotency-Key (the built-in sandbox is), so re-sending is safe.
        profile_id: the stable id of the profile it is for, recorded with each plant
            sent with it ("" when it is for an address alone).
    """

    endpoint: Endpoint
    token: str
    timeout: float = DEFAULT_TIMEOUT
    tls: Tls = Tls()
    honours_idempotency: bool = False
    profile_id: str = ""
