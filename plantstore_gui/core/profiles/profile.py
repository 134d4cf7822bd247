"""One server profile: its fields, each checked (strictly typed) and normalised on creation.

A profile never holds a token: tokens live in the keyring under the profile's stable id.
"""

import re
import uuid
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ..endpoint import DEFAULT_TIMEOUT, BaseUrlError, ClientCert, Endpoint, Tls
from ..words import number, quoted, translate
from .errors import ProfileInvalid

NAME_MAX = 80
TIMEOUT_MAX = 600.0

_ID = re.compile(r"[A-Za-z0-9_.-]{1,64}")


def new_id() -> str:
    """A fresh stable id for a profile."""
    return uuid.uuid4().hex


def profile_name_problem(name: str) -> str | None:
    """What is wrong with a profile name as typed (blank, too long, control characters), or
    None when it can be saved; surrounding spaces are dropped and do not count."""
    name = name.strip()
    if not name:
        return translate("Profiles", "The profile name cannot be blank.")
    if len(name) > NAME_MAX:
        too_long = translate("Profiles", "The profile name can have at most {limit} characters.")
        return too_long.format(limit=number(NAME_MAX))
    if not name.isprintable():
        return translate("Profiles", "The profile name cannot contain control characters.")
    return None


def _profile_id(value: str) -> str:
    if not _ID.fullmatch(value):
        raise ProfileInvalid(
            translate(
                "Profiles", "The profile id must be 1–64 letters, digits or {characters}."
            ).format(characters=quoted("_.-"))
        )
    return value


def _profile_name(value: str) -> str:
    if (problem := profile_name_problem(value)) is not None:
        raise ProfileInvalid(problem)
    return value.strip()


def _base_url(value: str) -> str:
    try:
        return Endpoint.parse(value).base_url
    except BaseUrlError as exc:
        raise ProfileInvalid(str(exc)) from None


def _timeout(value: float) -> float:
    if not 0 < value <= TIMEOUT_MAX:  # also false for NaN
        raise ProfileInvalid(
            translate("Profiles", "The timeout must be more than 0 and at most 600 seconds.")
        )
    return float(value)


def _blank_path_is_none(value: str | None) -> str | None:
    return (value or "").strip() or None


def _as_given(value: object) -> object:
    return value


def _wrong_type(field_name: str, kind: str) -> str:
    """The whole sentence saying the field `field_name` (a JSON key) holds the wrong type."""
    if kind == "number":
        sentence = translate("Profiles", "The field {field} must be a number.")
    elif kind == "boolean":
        sentence = translate("Profiles", "The field {field} must be a boolean.")
    else:
        sentence = translate("Profiles", "The field {field} must be a string.")
    return sentence.format(field=quoted(field_name))


# Per field, in the order problems are reported: the types it takes (strictly: neither "30"
# nor True is a timeout), their kind (see _wrong_type), and the check that returns the value
# to keep.
_FIELDS: dict[str, tuple[tuple[type, ...], str, Callable[[Any], object]]] = {
    "id": ((str,), "string", _profile_id),
    "name": ((str,), "string", _profile_name),
    "base_url": ((str,), "string", _base_url),
    "timeout": ((int, float), "number", _timeout),
    "verify_tls": ((bool,), "boolean", _as_given),
    "ca_bundle": ((str, type(None)), "string", _blank_path_is_none),
    "allow_plain_http": ((bool,), "boolean", _as_given),
    "contract_document": ((str, type(None)), "string", _blank_path_is_none),
    "client_cert": ((str, type(None)), "string", _blank_path_is_none),
    "client_key": ((str, type(None)), "string", _blank_path_is_none),
}


@dataclass(frozen=True, kw_only=True)
class Profile:
    """One server the user talks to, and how. Never holds a token.

    Checked on creation (and so on dataclasses.replace); ProfileInvalid names the problem.
    """

    id: str = field(default_factory=new_id)
    name: str
    base_url: str
    timeout: float = DEFAULT_TIMEOUT
    verify_tls: bool = True
    ca_bundle: str | None = None
    allow_plain_http: bool = False
    contract_document: str | None = None  # an OpenAPI file for the Contract tab
    # A client certificate to present (mutual TLS): PEM, its key in client_key or in the
    # same file, or PKCS#12. Its passphrase is in the keyring, never here.
    client_cert: str | None = None
    client_key: str | None = None

    def __post_init__(self) -> None:
        for name, (types, kind, check) in _FIELDS.items():
            value = getattr(self, name)
            if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                raise ProfileInvalid(_wrong_type(name, kind), field=name, value=value)
            try:
                checked = check(value)
            except ProfileInvalid as exc:
                raise ProfileInvalid(str(exc), field=name, value=value) from None
            object.__setattr__(self, name, checked)  # the frozen way to normalise

    @classmethod
    def from_dict(cls, data: object) -> "Profile":
        """A profile from loaded JSON, ignoring keys it does not know; ProfileInvalid if none."""
        if not isinstance(data, Mapping):
            raise ProfileInvalid(translate("Profiles", "A profile must be a JSON object."))
        for name in ("name", "base_url"):
            if name not in data:
                missing = translate("Profiles", "The field {field} is missing.")
                raise ProfileInvalid(missing.format(field=quoted(name)), field=name)
        return cls(**{name: data[name] for name in _FIELDS if name in data})

    def to_dict(self) -> dict[str, Any]:
        """The profile as JSON-ready values, keys in the order of the profiles file."""
        return asdict(self)

    def endpoint(self) -> Endpoint:
        return Endpoint(self.base_url, self.allow_plain_http)

    def tls(self, passphrase: str = "") -> Tls:
        """How requests to this server are secured; `passphrase` opens the client key."""
        cert = None
        if self.client_cert is not None:
            cert = ClientCert(self.client_cert, self.client_key, passphrase)
        return Tls(self.verify_tls, self.ca_bundle, cert)

    @property
    def origin(self) -> str:
        """scheme://host:port, the port always explicit: a token is asked for per origin."""
        parts = urlsplit(self.base_url)
        host = parts.hostname or ""
        if ":" in host:
            host = f"[{host}]"
        port = parts.port or (443 if parts.scheme == "https" else 80)
        return f"{parts.scheme}://{host}:{port}"

    @property
    def needs_plain_http_consent(self) -> bool:
        """True when the token would cross the network in plain text."""
        return self.base_url.startswith("http://") and not self.endpoint().is_loopback
