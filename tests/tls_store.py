"""Plant Stores on 127.0.0.1 over HTTPS: TlsPlantStore with a given certificate, and
MutualTlsStore, which requires a client certificate (mutual TLS).

Their CAs and certificates come from `trustme`; each server runs in a thread of the test
and stops when the test leaves its `with`. Every POST that gets through the handshake is
answered with the plant as a Plant; each refused handshake is recorded, and an error in a
handler fails the test at the `with`'s end.
"""

from __future__ import annotations

import ctypes
import json
import ssl
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Self, cast

import trustme


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        plant = json.loads(self.rfile.read(length))
        owner = cast(_Server, self.server).owner
        peer = self.connection.getpeercert()  # type: ignore[attr-defined]
        holder = dict(x[0] for x in peer["subject"]).get("commonName", "") if peer else ""
        owner.received.append((plant, holder))
        body = json.dumps({"name": plant["name"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")  # the server stops at once at the test's end
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = False  # server_close() joins the handler threads

    def __init__(self, owner: TlsStore) -> None:
        self.owner = owner
        super().__init__(("127.0.0.1", 0), _Handler)

    def finish_request(self, request: Any, client_address: Any) -> None:
        request.settimeout(5)
        try:
            connection = self.owner.context.wrap_socket(request, server_side=True)
        except (ssl.SSLError, OSError) as exc:
            self.owner.handshake_failures.append(exc)
            return
        try:
            _Handler(connection, client_address, self)
        finally:
            connection.close()

    def handle_error(self, request: Any, client_address: Any) -> None:
        self.owner.errors.append(sys.exc_info()[1])


_SSL_CTRL_SET_CLIENT_SIGALGS_LIST = 102  # OpenSSL's ssl.h


def _take_client_signatures(context: ssl.SSLContext, sigalgs: str) -> None:
    """Take from clients only these signatures (OpenSSL's list, "RSA+SHA256:…").

    Python's ssl has no call for it, so OpenSSL's SSL_CTX_set1_client_sigalgs_list (a macro
    over SSL_CTX_ctrl) is called on the context's SSL_CTX: the first field after the
    object's head in CPython's PySSLContext, looked up through the _ssl module itself so that
    it is the very OpenSSL Python uses."""
    import _ssl

    ctrl = ctypes.CDLL(_ssl.__file__).SSL_CTX_ctrl
    ctrl.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_long, ctypes.c_char_p]
    ctrl.restype = ctypes.c_long
    ssl_ctx = ctypes.c_void_p.from_address(id(context) + object.__basicsize__).value
    if ctrl(ssl_ctx, _SSL_CTRL_SET_CLIENT_SIGALGS_LIST, 0, sigalgs.encode()) != 1:
        raise ValueError(f"OpenSSL took no signature algorithm of {sigalgs!r}")


class TlsStore:
    """HTTPS on 127.0.0.1 with `context` (a server's); see TlsPlantStore, MutualTlsStore."""

    def __init__(self, context: ssl.SSLContext) -> None:
        self.context = context
        self.received: list[tuple[dict[str, Any], str]] = []  # each plant and its sender's name
        self.handshake_failures: list[BaseException] = []
        self.errors: list[BaseException | None] = []
        self._server = _Server(self)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="tls-store"
        )

    @property
    def plants(self) -> list[dict[str, Any]]:
        """The plants received, in order."""
        return [plant for plant, _ in self.received]

    @property
    def base_url(self) -> str:
        return f"https://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
        assert self.errors == []


class TlsPlantStore(TlsStore):
    """HTTPS on 127.0.0.1 with the given certificate; asks for no client certificate."""

    def __init__(self, cert: trustme.LeafCert) -> None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        cert.configure_cert(context)
        super().__init__(context)


class MutualTlsStore(TlsStore):
    """HTTPS on 127.0.0.1 with a certificate of `ca`, trusting client certificates of
    `ca` only, and requiring one; `version` pins the TLS version, and `client_sigalgs`
    the signatures a client's certificate may make (a client whose key makes none of
    them sends no certificate)."""

    def __init__(
        self,
        ca: trustme.CA,
        version: ssl.TLSVersion = ssl.TLSVersion.TLSv1_3,
        client_sigalgs: str | None = None,
    ) -> None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("127.0.0.1").configure_cert(context)
        ca.configure_trust(context)
        context.verify_mode = ssl.CERT_REQUIRED
        context.minimum_version = context.maximum_version = version
        if client_sigalgs is not None:
            _take_client_signatures(context, client_sigalgs)
        super().__init__(context)


def write_ca(ca: trustme.CA, folder: Path) -> str:
    path = folder / "server-ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return str(path)
