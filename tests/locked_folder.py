"""A folder this process cannot create or change files in, for tests of a read-only data
folder. Root ignores permission bits (as in CI), so there the immutable attribute is set."""

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def unwritable(folder: Path) -> Iterator[Path]:
    """Lock `folder` (created if need be) for the duration of the block."""
    if sys.platform == "win32":
        pytest.skip("POSIX permissions")
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        folder.chmod(0o500)
        try:
            yield folder
        finally:
            folder.chmod(0o700)
        return
    chattr = shutil.which("chattr")
    if chattr is None:
        pytest.skip("running as root, and chattr is not installed to lock a folder")
    locked = subprocess.run([chattr, "+i", str(folder)], capture_output=True, text=True)
    if locked.returncode != 0:
        pytest.skip(f"running as root, and chattr +i is not allowed here: {locked.stderr}")
    try:
        yield folder
    finally:
        subprocess.run([chattr, "-i", str(folder)], check=True)
