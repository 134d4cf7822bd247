"""The sandbox's log for testers: one line per answer, never a header (the Authorization
header holds the token)."""

from __future__ import annotations

import json
import threading
import time
from typing import TextIO

_LOGGED_PATH_MAX = 200  # characters of a request's path shown in its log line


class RequestLog:
    """Writes one line per answer to a text stream such as sys.stderr: time, method, path,
    status, the plant's id when the body has one, and the reason of a refusal."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._lock = threading.Lock()

    def answered(
        self, method: str, path: str, status: int, body: bytes | None, payload: object
    ) -> None:
        """Log one answer: `payload` is the JSON it carries, `body` the request's, if read."""
        path = _visible(path, _LOGGED_PATH_MAX)
        method = _visible(method, 20)
        line = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {method} {path} {status}"
        plant_id = _plant_id_in(body)
        if plant_id is not None:
            line += f" id={plant_id}"
        if status != 200 and isinstance(payload, dict):
            line += f" - {_visible(str(payload.get('message', '')), _LOGGED_PATH_MAX * 2)}"
        with self._lock:
            try:
                self._stream.write(line + "\n")
                self._stream.flush()
            except (OSError, ValueError):
                pass  # a closed or broken stream must not break the answer


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
