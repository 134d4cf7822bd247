"""A request as a curl command line, for testers to re-run or share."""

import shlex

from .outcome import SentRequest

TOKEN_VARIABLE = "PLANTSTORE_TOKEN"

# curl sets these itself, from the URL and the body.
_LEFT_TO_CURL = {"host", "content-length", "connection", "accept-encoding"}


def as_curl(request: SentRequest, *, token: str | None = None) -> str:
    """The curl command for `request`.

    The token is written as "$PLANTSTORE_TOKEN", for the shell to fill in, unless the
    user chose on purpose to include it (then pass it as `token`).
    """
    parts = ["curl", "-X", request.method, shlex.quote(request.url)]
    for name, value in request.headers:
        if name.lower() in _LEFT_TO_CURL:
            continue
        if name.lower() == "authorization":
            if token is None:
                parts += ["-H", f'"{name}: Bearer ${TOKEN_VARIABLE}"']
            else:
                parts += ["-H", shlex.quote(f"{name}: Bearer {token}")]
        else:
            parts += ["-H", shlex.quote(f"{name}: {value}")]
    if any(name.lower() == "accept-encoding" for name, _ in request.headers):
        parts.append("--compressed")
    if request.body:
        parts += ["--data-binary", shlex.quote(request.body.decode("utf-8", errors="replace"))]
    return " \\\n  ".join(_pairs(parts))


def _pairs(parts: list[str]) -> list[str]:
    """Keep each option with its value on one line."""
    lines: list[str] = [" ".join(parts[:4])]
    rest = parts[4:]
    while rest:
        if rest[0].startswith("-") and len(rest) > 1 and not rest[1].startswith("-"):
            lines.append(f"{rest[0]} {rest[1]}")
            rest = rest[2:]
        else:
            lines.append(rest[0])
            rest = rest[1:]
    return lines
