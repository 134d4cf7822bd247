"""A token over plain HTTP goes only to this machine: where a loopback name really leads.

"Loopback" is the address actually resolved or connected to, never a host name
(`*.localhost` can resolve anywhere).
"""

import ipaddress
import socket
from urllib.parse import urlsplit

from .endpoint import Endpoint
from .outcome import Failed, FailureKind
from .words import translate


def resolves_elsewhere(endpoint: Endpoint) -> str:
    """The first address a loopback name resolves to that is not loopback, or ""."""
    port = urlsplit(endpoint.base_url).port or 80
    try:
        found = socket.getaddrinfo(endpoint.host, port, type=socket.SOCK_STREAM)
    except OSError:
        return ""  # the connect fails on its own and says why
    for *_, address in found:
        if not ipaddress.ip_address(str(address[0]).split("%")[0]).is_loopback:
            return str(address[0])
    return ""


def non_loopback_peer(sock: socket.socket) -> str:
    """The address a socket is connected to when that is not loopback, or ""."""
    try:
        peer = str(sock.getpeername()[0])
    except (OSError, IndexError):
        return ""
    return "" if ipaddress.ip_address(peer.split("%")[0]).is_loopback else peer


def not_loopback(host: str, address: str) -> Failed:
    """The outcome of a send refused because `host` leads to `address`, off this machine."""
    words = translate(
        "Client",
        "{host} leads to {address}, which is not this machine, so the token was not sent "
        "over plain HTTP. Use https://, or allow plain HTTP for this server explicitly.",
    )
    return Failed(
        FailureKind.NOT_ALLOWED,
        words.format(host=host, address=address),
        request_sent=False,
        elapsed=0.0,
    )
