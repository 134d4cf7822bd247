"""Shared by the benchmark scripts: the environment, a sandbox process, result rows.

Standard library only, so that importing it costs a benchmark nothing measurable.
"""

from __future__ import annotations

import argparse
import atexit
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
TOKEN = "bench-token-0123456789"
TICK_MS = 2  # the stall probe's timer interval

if str(ROOT) not in sys.path:  # measure the working tree, whatever is installed
    sys.path.insert(0, str(ROOT))


@functools.cache
def _scratch_root() -> Path:
    root = Path(tempfile.mkdtemp(prefix="plantstore-bench-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def scratch(name: str) -> Path:
    """A fresh directory, removed when this process exits."""
    return Path(tempfile.mkdtemp(prefix=f"{name}-", dir=_scratch_root()))


@functools.cache
def _pycache() -> str:
    """Where child processes keep their bytecode: an installed app has its .pyc files, so
    the first (unmeasured) run of each child fills this and the measured ones read it,
    even where PYTHONDONTWRITEBYTECODE is set; the source tree is left alone."""
    return os.environ.get("PLANTSTORE_BENCH_PYCACHE") or str(scratch("pycache"))


def bench_env(home: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment every measured process runs in: offscreen, a private home, no keyring."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        PYTHONPYCACHEPREFIX=_pycache(),
        QT_QPA_PLATFORM="offscreen",
        PLANTSTORE_GUI_HOME=str(home or scratch("home")),
        PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
        PLANTSTORE_TOKEN=TOKEN,
        PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p),
    )
    env.update(extra)
    return env


def use_bench_env() -> None:
    """Set the benchmark environment in this process, before Qt or the app is imported."""
    env = bench_env()
    del env["PYTHONPYCACHEPREFIX"]  # too late to matter in this process
    os.environ.update(env)


@contextmanager
def sandbox(delay: float = 0.0, quiet: bool = False, log: Path | None = None) -> Iterator[str]:
    """A Plant Store sandbox in its own process (its threads do not share our GIL).

    Yields its base URL; the process is terminated on exit, whatever happens. `quiet`:
    no line per request on stderr (for runs of many thousands of requests). `log`: write
    that line per request to this file instead of stderr (complete once the block ends).
    """
    command = [sys.executable, "-m", "plantstore_gui.sandbox", "--port", "0", "--token", TOKEN]
    if delay:
        command += ["--delay", str(delay)]
    if quiet:
        command.append("--quiet")
    stderr = None if log is None else log.open("w", encoding="utf-8")
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        cwd=ROOT,
        env=bench_env(),
        bufsize=1,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # "Plant Store sandbox listening on http://…"
        if "http://" not in line:
            raise RuntimeError(f"the sandbox did not start: {line!r}")
        yield line.split()[-1]
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
        if stderr is not None:
            stderr.close()


def peak_rss_mib() -> float:
    """This process's peak resident set size so far (VmHWM), in MiB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def rss_mib() -> float:
    """This process's resident set size now (VmRSS), in MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


@dataclass(frozen=True)
class Row:
    """One measure: the app's figure, the baseline's, and whether the target is met.

    `ratio` is app / baseline (None when there is no baseline); `met` is None when the
    issue sets no target.
    """

    benchmark: str
    app: str
    baseline: str
    ratio: float | None
    target: str
    met: bool | None
    note: str = ""

    def line(self) -> str:
        ratio = "" if self.ratio is None else f"; ratio {self.ratio:.2f}x"
        verdict = {True: "met", False: "MISSED", None: "no target"}[self.met]
        note = f"  ({self.note})" if self.note else ""
        head = f"{self.benchmark}: app {self.app}; baseline {self.baseline}"
        return f"{head}{ratio}; target {self.target}: {verdict}{note}"

    def markdown(self) -> str:
        ratio = "—" if self.ratio is None else f"{self.ratio:.2f}×"
        met = {True: "yes", False: "**no**", None: "—"}[self.met]
        name = f"{self.benchmark} ({self.note})" if self.note else self.benchmark
        cells = (name, self.app, self.baseline, ratio, self.target, met)
        return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def arguments(description: str, rows: int | None = None) -> argparse.Namespace:
    """The options every benchmark takes; with `rows`, also --rows (that by default)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--json", metavar="FILE", help="append the rows to FILE as JSON lines")
    parser.add_argument("--markdown", action="store_true", help="print Markdown table rows too")
    if rows is not None:
        parser.add_argument("--rows", type=int, default=rows, help=f"rows (default {rows:,})")
    return parser.parse_args()


def report(rows: Sequence[Row], args: argparse.Namespace) -> None:
    """Print one line per measure; write JSON lines and Markdown rows when asked."""
    for row in rows:
        print(row.line(), flush=True)
    if args.markdown:
        for row in rows:
            print(row.markdown())
    if args.json:
        with open(args.json, "a", encoding="utf-8") as file:
            for row in rows:
                file.write(json.dumps(asdict(row)) + "\n")


def ms(seconds: float) -> str:
    millis = seconds * 1000
    return f"{millis:.2f} ms" if abs(millis) < 10 else f"{millis:.1f} ms"
