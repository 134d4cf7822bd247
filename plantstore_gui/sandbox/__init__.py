"""The built-in Plant Store server: a spec-faithful sandbox on loopback, on an event loop."""

from .server import SandboxServer

__all__ = ["SandboxServer"]
