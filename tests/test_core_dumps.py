"""The app writes no core dump: it would hold the token."""

import subprocess
import sys

import pytest

PROBE = """
import ctypes, os, resource, sys
os.environ.pop("DISPLAY", None)
os.environ.pop("WAYLAND_DISPLAY", None)
os.environ.pop("QT_QPA_PLATFORM", None)
resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
from plantstore_gui.app import main
main(["--base-url", "https://plants.example.com"])  # stops at once: no screen here
pr_get_dumpable = 3
dumpable = ctypes.CDLL(None).prctl(pr_get_dumpable, 0, 0, 0, 0)
print(resource.getrlimit(resource.RLIMIT_CORE), dumpable)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl and core limits: Linux")
def test_the_app_turns_core_dumps_off_first_thing() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["(0,", "0)", "0"]
