"""The sandbox's HTTP side: a server that serves connections from a bounded pool of
threads and cuts them when it stops, and the handler that answers each request by
SPEC.md's rules (405 for any method but POST, 404 for any path but /plants)."""

from __future__ import annotations

import hmac
import json
import socket
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, cast

from .refusals import Headers, Refusal, bad_request, parse_new_plant
from .request_log import RequestLog
from .store import Answer, Store

PLANTS_PATH = "/plants"
HANDLER_THREADS = 32  # connections served at once; more wait in the listen queue
MAX_BODY_BYTES = 1024 * 1024


class SandboxHTTPServer(ThreadingHTTPServer):
    """Serves each connection from a bounded pool of threads, not a thread per connection.

    Attributes:
        stopping: set by the owner once it stops the server; a delayed answer is not
            given, and a connection that arrives then is cut at once.
    """

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128  # many clients opening connections at once are not turned away

    def __init__(
        self,
        address: tuple[str, int],
        store: Store,
        stopping: threading.Event,
        *,
        token: str,
        response_delay: float,
        idle_timeout: float,
        log: RequestLog | None,
    ) -> None:
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.store = store
        self.token = token
        self.response_delay = response_delay
        self.idle_timeout = idle_timeout
        self.log = log
        self.stopping = stopping
        self._connections: set[socket.socket] = set()
        self._connections_lock = threading.Lock()
        self._pool = ThreadPoolExecutor(HANDLER_THREADS, thread_name_prefix="sandbox-handler")
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        self._pool.submit(self.process_request_thread, request, client_address)

    def server_close(self) -> None:
        super().server_close()
        self._pool.shutdown(wait=True, cancel_futures=True)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that hangs up, or stop() cutting a connection, is not worth a traceback.
        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)

    def cut_connections(self) -> None:
        """Shut every open connection, so that a handler waiting on one returns."""
        with self._connections_lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed by the client

    def track(self, connection: socket.socket) -> None:
        with self._connections_lock:
            self._connections.add(connection)
        if self.stopping.is_set():  # arrived while stop() was cutting connections
            connection.shutdown(socket.SHUT_RDWR)

    def untrack(self, connection: socket.socket) -> None:
        with self._connections_lock:
            self._connections.discard(connection)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "PlantStoreSandbox/1.0"
    disable_nagle_algorithm = True

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.served.idle_timeout)  # idle: its thread goes back
        self.served.track(self.connection)

    @property
    def served(self) -> SandboxHTTPServer:
        return cast(SandboxHTTPServer, self.server)

    def finish(self) -> None:
        self.served.untrack(self.connection)
        super().finish()

    def version_string(self) -> str:
        return self.server_version

    def handle_one_request(self) -> None:
        self._body: bytes | None = None  # this request's body, once read (for the log)
        super().handle_one_request()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the sandbox writes its own line per answer (RequestLog)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Answer malformed requests with an Error body too; any method but POST gets 405."""
        if code == HTTPStatus.NOT_IMPLEMENTED:  # a method the handler has no do_ for
            self.close_connection = True  # an unknown method's body cannot be told apart
            self._not_allowed()
            return
        self.close_connection = True
        text = message or HTTPStatus(code).phrase
        self._send_json(code, {"error": code, "message": text.rstrip(".") + "."})

    def do_POST(self) -> None:
        if self.path != PLANTS_PATH:
            self._discard_body()
            self._send_refusal(self._no_such_path())
            return
        store = self.served.store
        store.count_request()
        key = _idempotency_key(self.headers.get("Idempotency-Key"))
        try:
            self._check_auth()
            body = self._read_body()
            self._body = body
            store.receive(key, body)
            replay = store.replay(key, body)
            if replay is None:
                try:
                    answer: Answer = (200, store.add(*parse_new_plant(body)))
                except Refusal as refusal:
                    answer = (refusal.status, refusal.body)
                replay = store.remember(key, body, answer)
        except Refusal as refusal:
            if self._wait_delay():
                self._send_refusal(refusal)
        else:
            if self._wait_delay():
                self._send_json(*replay)

    def do_GET(self) -> None:
        self._not_allowed()

    do_HEAD = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_GET

    def _not_allowed(self) -> None:
        self._discard_body()
        if self.path != PLANTS_PATH:
            self._send_refusal(self._no_such_path())
        elif self._wait_delay():
            message = f"Method {self.command} is not allowed on {PLANTS_PATH}; use POST."
            self._send_refusal(Refusal(405, message, headers=[("Allow", "POST")]))

    def _no_such_path(self) -> Refusal:
        return Refusal(404, f"No such path: {self.path}.")

    def _check_auth(self) -> None:
        header = self.headers.get("Authorization")
        scheme, _, credential = (header or "").partition(" ")
        if scheme.lower() != "bearer" or not credential:
            self._discard_body()
            raise Refusal(401, "Missing bearer token.", headers=[("WWW-Authenticate", "Bearer")])
        if not hmac.compare_digest(credential.encode(), self.served.token.encode()):
            self._discard_body()
            raise Refusal(
                401,
                "The bearer token is not valid.",
                headers=[("WWW-Authenticate", 'Bearer error="invalid_token"')],
            )

    def _body_length(self) -> int:
        """The declared body length; refuses what cannot be read safely."""
        if "Transfer-Encoding" in self.headers:
            self.close_connection = True
            raise bad_request("Chunked request bodies are not supported; send Content-Length.")
        values = self.headers.get_all("Content-Length") or []
        if not values:
            return 0
        declared = values[0]
        if len(values) > 1 or not (declared.isascii() and declared.isdigit()):
            self.close_connection = True
            raise bad_request("The Content-Length header is not valid.")
        length = int(declared)
        if length > MAX_BODY_BYTES:
            self.close_connection = True
            raise bad_request("The request body is larger than 1 MiB.")
        return length

    def _read_body(self) -> bytes:
        length = self._body_length()
        if length == 0:
            raise bad_request("The request body is required.")
        body = self.rfile.read(length)
        if len(body) < length:
            self.close_connection = True
            raise bad_request("The request body ended early.")
        content_type = self.headers.get("Content-Type", "")
        if content_type.partition(";")[0].strip().lower() != "application/json":
            raise bad_request("The content type must be application/json.")
        return body

    def _discard_body(self) -> None:
        """Read an unwanted body so the connection stays usable, or give the connection up."""
        try:
            length = self._body_length()
        except Refusal:
            return  # close_connection is already set
        if length and len(self.rfile.read(length)) < length:
            self.close_connection = True

    def _wait_delay(self) -> bool:
        """Wait the configured delay; False means the server is stopping and must not answer."""
        if self.served.stopping.wait(self.served.response_delay):
            self.close_connection = True
            return False
        return True

    def _send_refusal(self, refusal: Refusal) -> None:
        self._send_json(refusal.status, refusal.body, refusal.headers)

    def _send_json(self, status: int, payload: object, headers: Headers = ()) -> None:
        if self.served.log is not None:
            method = getattr(self, "command", None) or "-"
            path = getattr(self, "path", "") or "-"
            request_body = getattr(self, "_body", None)
            self.served.log.answered(method, path, status, request_body, payload)
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


def _idempotency_key(value: str | None) -> str:
    """The key of an Idempotency-Key header (a structured-field string), or ""."""
    value = (value or "").strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value
