"""The built-in Plant Store server: a spec-faithful sandbox on loopback (standard library only)."""

from .server import SandboxServer

__all__ = ["SandboxServer"]
