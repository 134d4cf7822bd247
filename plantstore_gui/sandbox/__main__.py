"""Run the Plant Store sandbox server alone: ``python -m plantstore_gui.sandbox``."""

from __future__ import annotations

import argparse
import ipaddress
import os
import secrets
import signal
import sys
import time
from pathlib import Path
from types import FrameType

from .server import SandboxServer

TOKEN_VARIABLE = "PLANTSTORE_SANDBOX_TOKEN"


class _Terminated(Exception):
    """Raised in the main thread when SIGTERM arrives."""


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise _Terminated


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number (0 to 65535)")
    return int(text)


def _delay(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds, 0 or more")
    return seconds


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m plantstore_gui.sandbox",
        description="Run a Plant Store server on loopback for trying the app.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="loopback address (127.0.0.1)")
    parser.add_argument("--port", type=_port, default=0, help="port (0 picks a free one)")
    tokens = parser.add_mutually_exclusive_group()
    tokens.add_argument(
        "--token",
        help=f"bearer token; visible to other users in ps, so prefer ${TOKEN_VARIABLE} or "
        "--token-file (default: a fresh random one, printed)",
    )
    tokens.add_argument(
        "--token-file", type=Path, metavar="FILE", help="read the bearer token from FILE"
    )
    parser.add_argument(
        "--delay", type=_delay, default=0.0, metavar="SECONDS", help="wait before each answer"
    )
    parser.add_argument(
        "--quiet",
        action="store_true",
        help="do not print a line per request to stderr (time, method, path, status, id)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Serve until Ctrl+C or SIGTERM; return the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if not _is_loopback(args.host):
        parser.error(f"--host must be a loopback address, not {args.host!r}.")
    given = args.token
    if args.token_file is not None:
        try:
            given = args.token_file.read_text(encoding="utf-8").strip()
        except OSError as exc:
            parser.error(f"--token-file: {exc.strerror or exc}: {args.token_file}")
    elif given is None:
        given = os.environ.get(TOKEN_VARIABLE)
    if given == "":
        parser.error("the token must not be empty.")
    token: str = given or secrets.token_urlsafe(24)

    log = None if args.quiet else sys.stderr
    server = SandboxServer(
        token, host=args.host, port=args.port, response_delay=args.delay, log=log
    )
    try:
        server.start()
    except OSError as exc:
        print(f"Cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        print(f"Plant Store sandbox listening on {server.base_url}")
        if given is None:
            print(f"Token: {token}")
        sys.stdout.flush()
        # time.sleep, unlike a lock wait, is interrupted by Ctrl+C on every platform.
        while True:
            time.sleep(3600)
    except (KeyboardInterrupt, _Terminated):
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
