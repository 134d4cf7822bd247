"""A Plant Store server on loopback, faithful to SPEC.md (standard library only)."""

from __future__ import annotations

import hmac
import json
import socket
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, TextIO, cast

PLANTS_PATH = "/plants"
HANDLER_THREADS = 32  # connections served at once; more wait in the listen queue
IDLE_TIMEOUT = 30.0  # seconds a connection may stay silent before it is closed
MAX_BODY_BYTES = 1024 * 1024
INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1
_LOGGED_PATH_MAX = 200  # characters of a request's path shown in its log line

_Headers = Sequence[tuple[str, str]]


class _Refusal(Exception):
    """A request that is answered with an Error body."""

    def __init__(
        self, status: int, message: str, *, code: int | None = None, headers: _Headers = ()
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = status if code is None else code
        self.message = message
        self.headers = list(headers)


def _bad_request(message: str) -> _Refusal:
    return _Refusal(400, message)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the field {key!r} appears more than once")
        result[key] = value
    return result


def _visible(text: str, limit: int) -> str:
    """Text from a request made safe for a terminal: controls and bidi marks escaped, cut."""
    if len(text) > limit:
        text = text[:limit] + "..."
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


def _plant_id_in(body: bytes | None) -> int | None:
    """The integer id of a request body, if it has one, for the log."""
    try:
        data = json.loads(body or b"")
    except ValueError:  # JSONDecodeError and UnicodeDecodeError
        return None
    plant_id = data.get("id") if isinstance(data, dict) else None
    return plant_id if isinstance(plant_id, int) and not isinstance(plant_id, bool) else None


def _parse_new_plant(raw: bytes) -> tuple[int, dict[str, str]]:
    """Check a NewPlant body; return its id and the Plant to store."""
    try:
        data = json.loads(
            raw.decode("utf-8"),
            parse_constant=_refuse_constant,
            object_pairs_hook=_unique_object,
        )
    except UnicodeDecodeError:
        raise _bad_request("The request body is not valid UTF-8.") from None
    except ValueError as exc:  # JSONDecodeError and the hooks above
        raise _bad_request(f"The request body is not valid JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise _bad_request("The request body must be a JSON object.")

    if "id" not in data:
        raise _bad_request("id is required.")
    plant_id = data["id"]
    if not isinstance(plant_id, int) or isinstance(plant_id, bool):
        raise _bad_request("id must be an integer.")
    if not INT64_MIN <= plant_id <= INT64_MAX:
        raise _bad_request(f"id must be between {INT64_MIN} and {INT64_MAX}.")

    if "name" not in data:
        raise _bad_request("name is required.")
    name = data["name"]
    if not isinstance(name, str):
        raise _bad_request("name must be a string.")
    if not name.strip():
        raise _bad_request("name must not be blank.")

    plant = {"name": name}
    if "tag" in data:
        tag = data["tag"]
        if not isinstance(tag, str):
            raise _bad_request("tag must be a string.")
        plant["tag"] = tag
    return plant_id, plant


class _HTTPServer(ThreadingHTTPServer):
    """Serves each connection from a bounded pool of threads, not a thread per connection."""

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128  # many clients opening connections at once are not turned away

    def __init__(self, address: tuple[str, int], sandbox: SandboxServer) -> None:
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.sandbox = sandbox
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


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "PlantStoreSandbox/1.0"
    disable_nagle_algorithm = True

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.sandbox.idle_timeout)  # idle: its thread goes back
        self.sandbox._track(self.connection)

    @property
    def sandbox(self) -> SandboxServer:
        return cast(_HTTPServer, self.server).sandbox

    def finish(self) -> None:
        self.sandbox._untrack(self.connection)
        super().finish()

    def version_string(self) -> str:
        return self.server_version

    def handle_one_request(self) -> None:
        self._body: bytes | None = None  # this request's body, once read (for the log)
        super().handle_one_request()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the sandbox writes its own line per request (SandboxServer log)

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
            self._send_refusal(_Refusal(404, f"No such path: {self.path}."))
            return
        self.sandbox._count_request()
        key = _idempotency_key(self.headers.get("Idempotency-Key"))
        try:
            self._check_auth()
            body = self._read_body()
            self._body = body
            self.sandbox._receive(key, body)
            replay = self.sandbox._replay(key, body)
            if replay is None:
                try:
                    answer: tuple[int, Any] = (200, self.sandbox._add(*_parse_new_plant(body)))
                except _Refusal as refusal:
                    answer = (refusal.status, {"error": refusal.code, "message": refusal.message})
                replay = self.sandbox._remember(key, body, answer)
        except _Refusal as refusal:
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
            self._send_refusal(_Refusal(404, f"No such path: {self.path}."))
        elif self._wait_delay():
            message = f"Method {self.command} is not allowed on {PLANTS_PATH}; use POST."
            self._send_refusal(_Refusal(405, message, headers=[("Allow", "POST")]))

    def _check_auth(self) -> None:
        header = self.headers.get("Authorization")
        scheme, _, credential = (header or "").partition(" ")
        if scheme.lower() != "bearer" or not credential:
            self._discard_body()
            raise _Refusal(401, "Missing bearer token.", headers=[("WWW-Authenticate", "Bearer")])
        if not hmac.compare_digest(credential.encode(), self.sandbox.token.encode()):
            self._discard_body()
            raise _Refusal(
                401,
                "The bearer token is not valid.",
                headers=[("WWW-Authenticate", 'Bearer error="invalid_token"')],
            )

    def _body_length(self) -> int:
        """The declared body length; refuses what cannot be read safely."""
        if "Transfer-Encoding" in self.headers:
            self.close_connection = True
            raise _bad_request("Chunked request bodies are not supported; send Content-Length.")
        values = self.headers.get_all("Content-Length") or []
        if not values:
            return 0
        declared = values[0]
        if len(values) > 1 or not (declared.isascii() and declared.isdigit()):
            self.close_connection = True
            raise _bad_request("The Content-Length header is not valid.")
        length = int(declared)
        if length > MAX_BODY_BYTES:
            self.close_connection = True
            raise _bad_request("The request body is larger than 1 MiB.")
        return length

    def _read_body(self) -> bytes:
        length = self._body_length()
        if length == 0:
            raise _bad_request("The request body is required.")
        body = self.rfile.read(length)
        if len(body) < length:
            self.close_connection = True
            raise _bad_request("The request body ended early.")
        content_type = self.headers.get("Content-Type", "")
        if content_type.partition(";")[0].strip().lower() != "application/json":
            raise _bad_request("The content type must be application/json.")
        return body

    def _discard_body(self) -> None:
        """Read an unwanted body so the connection stays usable, or give the connection up."""
        try:
            length = self._body_length()
        except _Refusal:
            return  # close_connection is already set
        if length and len(self.rfile.read(length)) < length:
            self.close_connection = True

    def _wait_delay(self) -> bool:
        """Wait the configured delay; False means the server is stopping and must not answer."""
        if self.sandbox._stopping.wait(self.sandbox.response_delay):
            self.close_connection = True
            return False
        return True

    def _send_refusal(self, refusal: _Refusal) -> None:
        body = {"error": refusal.code, "message": refusal.message}
        self._send_json(refusal.status, body, refusal.headers)

    def _send_json(self, status: int, payload: object, headers: _Headers = ()) -> None:
        if self.sandbox.log is not None:
            self._log(status, payload)
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

    def _log(self, status: int, payload: object) -> None:
        """One line for the tester: time, method, path, status, the plant's id, the reason.

        Never a header: the Authorization header holds the token.
        """
        path = _visible(getattr(self, "path", "") or "-", _LOGGED_PATH_MAX)
        method = _visible(getattr(self, "command", None) or "-", 20)
        line = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {method} {path} {status}"
        plant_id = _plant_id_in(getattr(self, "_body", None))
        if plant_id is not None:
            line += f" id={plant_id}"
        if status != 200 and isinstance(payload, dict):
            line += f" - {_visible(str(payload.get('message', '')), _LOGGED_PATH_MAX * 2)}"
        self.sandbox._write_log(line)


def _idempotency_key(value: str | None) -> str:
    """The key of an Idempotency-Key header (a structured-field string), or ""."""
    value = (value or "").strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value


class SandboxServer:
    """A Plant Store server on loopback, faithful to SPEC.md, for trying the app and for tests.

    It honours the Idempotency-Key header (IETF HTTPAPI draft): a request that repeats
    a key with the same body gets the first answer again and creates nothing; the
    same key with another body is refused (422); a key whose first request is still
    being answered is refused (409).

    With a `log` (a text stream such as sys.stderr) it writes one line per answer it
    gives: time, method, path, status, the plant's id when the body has one, and the
    reason of a refusal; never the token. Without one (the default) it writes nothing.
    """

    def __init__(
        self,
        token: str,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        response_delay: float = 0.0,
        log: TextIO | None = None,
        idle_timeout: float = IDLE_TIMEOUT,
    ) -> None:
        if not token:
            raise ValueError("token must not be empty")
        if response_delay < 0:
            raise ValueError("response_delay must not be negative")
        self.token = token
        self.response_delay = response_delay
        self.idle_timeout = idle_timeout
        self.log = log
        self._log_lock = threading.Lock()
        self._address = (host, port)
        self._lock = threading.Lock()
        self._arrived = threading.Condition(self._lock)  # told of each request and plant
        self._plants: dict[int, dict[str, str]] = {}
        self._answers: dict[str, tuple[bytes, tuple[int, Any] | None]] = {}
        self._received: list[tuple[str, bytes]] = []
        self._request_count = 0
        self._connections: set[socket.socket] = set()
        self._stopping = threading.Event()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("the sandbox server is not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        if self._httpd is None:
            raise RuntimeError("the sandbox server is not started")
        host = str(self._httpd.server_address[0])
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}"

    @property
    def request_count(self) -> int:
        """How many POST /plants requests arrived, whatever their outcome."""
        with self._lock:
            return self._request_count

    def plants(self) -> dict[int, dict[str, str]]:
        """A copy of the stored plants: id -> Plant."""
        with self._lock:
            return {plant_id: dict(plant) for plant_id, plant in self._plants.items()}

    def received(self) -> list[tuple[str, bytes]]:
        """Every authorised POST /plants as it arrived: (Idempotency-Key or "", body)."""
        with self._lock:
            return list(self._received)

    def start(self) -> None:
        """Bind and serve in a daemon thread; returns once listening."""
        if self._httpd is not None:
            raise RuntimeError("the sandbox server is already started")
        self._stopping.clear()
        self._httpd = _HTTPServer(self._address, self)
        # A short poll interval lets stop() return promptly.
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="plantstore-sandbox",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop serving, cut open connections and release the port."""
        httpd, thread = self._httpd, self._thread
        if httpd is None or thread is None:
            return
        self._stopping.set()
        httpd.shutdown()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed by the client
        httpd.server_close()  # waits for the handler threads: their connections are cut
        thread.join()
        self._httpd = self._thread = None

    def __enter__(self) -> SandboxServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def _write_log(self, line: str) -> None:
        log = self.log
        if log is None:
            return
        with self._log_lock:
            try:
                log.write(line + "\n")
                log.flush()
            except (OSError, ValueError):
                pass  # a closed or broken stream must not break the answer

    def wait_for_requests(self, count: int, timeout: float) -> bool:
        """Wait until `count` POST /plants requests have arrived; False at the timeout."""
        with self._arrived:
            return self._arrived.wait_for(lambda: self._request_count >= count, timeout)

    def wait_for_plant(self, plant_id: int, timeout: float) -> dict[str, str] | None:
        """The plant once it is stored; None if it is not by the timeout."""
        with self._arrived:
            self._arrived.wait_for(lambda: plant_id in self._plants, timeout)
            found = self._plants.get(plant_id)
            return None if found is None else dict(found)

    def _count_request(self) -> None:
        with self._arrived:
            self._request_count += 1
            self._arrived.notify_all()

    def _receive(self, key: str, body: bytes) -> None:
        with self._lock:
            self._received.append((key, body))

    def _replay(self, key: str, body: bytes) -> tuple[int, Any] | None:
        """The first answer to this key, or None to answer afresh (and hold the key)."""
        if not key:
            return None
        with self._lock:
            if key not in self._answers:
                self._answers[key] = (body, None)
                return None
            first_body, answer = self._answers[key]
        if first_body != body:
            raise _Refusal(422, "This Idempotency-Key was used with another request body.")
        if answer is None:
            raise _Refusal(409, "A request with this Idempotency-Key is still being answered.")
        return answer

    def _remember(self, key: str, body: bytes, answer: tuple[int, Any]) -> tuple[int, Any]:
        if key:
            with self._lock:
                self._answers[key] = (body, answer)
        return answer

    def _add(self, plant_id: int, plant: dict[str, str]) -> dict[str, str]:
        with self._arrived:
            if plant_id in self._plants:
                raise _Refusal(400, f"A plant with id {plant_id} already exists.", code=409)
            self._plants[plant_id] = plant
            self._arrived.notify_all()
            return dict(plant)

    def _track(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.add(connection)
        if self._stopping.is_set():  # arrived while stop() was cutting connections
            connection.shutdown(socket.SHUT_RDWR)

    def _untrack(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.discard(connection)
