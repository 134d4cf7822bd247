"""How this copy of the app was started: to start the very same program again (a new
language), and to tell a command that starts it (under Xvfb, say).

The program is the one the user ran: the installed `plantstore-gui` script, a bundle's
executable, or `python -m plantstore_gui`, with the interpreter's own options. Running
`python -m plantstore_gui` instead of the script would import the package from the
current folder first: started in the source folder, that is the source tree, which has
no `plantstore_gui.resources` (the wheel builds it from resources/), and the app died.

A restarted copy says, through a pipe named in PLANTSTORE_GUI_READY_FD, when its window
is shown; the copy going away waits for that, or for the new one to end, and tells why
it did not come back.
"""

import argparse
import os
import sys
from collections.abc import Sequence

READY_VARIABLE = "PLANTSTORE_GUI_READY_FD"
# How long the copy going away waits for the new one's window; a new copy slower than
# this is left to come up alone (nothing is said about it).
READY_WAIT_S = 60.0
_EXIT_WAIT_S = 5.0  # a copy that closed the pipe without a window is ending


def program() -> list[str]:
    """The command that runs this program, without its arguments: the bundle's
    executable, or this interpreter with the options and the script or module it was
    given (a relative script path made absolute)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    given, ours = list(getattr(sys, "orig_argv", ())), sys.argv[1:]
    start = len(given) - len(ours)
    if start < 2 or given[start:] != ours:
        return [sys.executable, "-m", "plantstore_gui"]
    launcher = given[1:start]
    if launcher[-1] == sys.argv[0] and os.path.isfile(sys.argv[0]):
        launcher[-1] = os.path.abspath(sys.argv[0])  # a script, as opposed to -m or -c
    return [sys.executable, *launcher]


def restart_command(started: Sequence[str], args: argparse.Namespace) -> list[str]:
    """`started` (see `program`) again on the same server, with Qt's options.

    A spreadsheet named on the command line is not opened again: its batch is done.
    """
    if args.sandbox:
        where = ["--sandbox"]
    elif args.base_url is not None:
        where = ["--base-url", args.base_url]
    elif args.profile is not None:
        where = ["--profile", args.profile]
    else:
        where = []
    return [*started, *args.qt_args, *where]


def shell_command(started: Sequence[str], arguments: Sequence[str]) -> str:
    """`started` with `arguments`, as one line to type into a shell: a script or a
    bundle by its name when the shell finds that very file by it, else by its path."""
    import shlex
    import shutil

    program_part = list(started)
    if len(program_part) <= 2 and os.access(program_part[-1], os.X_OK):
        script = program_part[-1]  # a script runs itself; its #! names the interpreter
        name = os.path.basename(script)
        found = shutil.which(name)
        same = found is not None and os.path.realpath(found) == os.path.realpath(script)
        program_part = [name if same else script]
    return shlex.join([*program_part, *arguments])


def start_again(command: Sequence[str]) -> str | None:
    """Start `command` on its own (it outlives this process), and wait until its window
    is shown; the words for why it did not come back, or None."""
    import select
    import subprocess

    from .core.tell import restart_not_started, restart_stopped

    ready: tuple[int, int] | None = os.pipe() if os.name == "posix" else None
    env = dict(os.environ)
    if ready is not None:
        env[READY_VARIABLE] = str(ready[1])
    try:
        child = subprocess.Popen(
            list(command),
            env=env,
            start_new_session=True,
            pass_fds=ready[1:] if ready is not None else (),
        )
    except OSError as exc:
        return restart_not_started(exc.strerror or str(exc))
    finally:
        if ready is not None:
            os.close(ready[1])  # only the new copy holds the write end now
    if ready is None:
        return None  # Windows: no pipe is handed over; it started
    try:
        shown, _, _ = select.select([ready[0]], [], [], READY_WAIT_S)
        if not shown or os.read(ready[0], 1):
            return None  # its window is shown, or it is slow and goes on alone
    finally:
        os.close(ready[0])
    try:  # the pipe closed with no word: the new copy is ending
        return restart_stopped(child.wait(_EXIT_WAIT_S))
    except subprocess.TimeoutExpired:
        return None


def ready_pipe() -> int | None:
    """In a restarted copy, the pipe to say "my window is shown" through (kept from any
    program this copy starts in turn); None otherwise."""
    value = os.environ.pop(READY_VARIABLE, None)
    if value is None or not value.isdigit():
        return None
    fd = int(value)
    try:
        os.set_inheritable(fd, False)
    except OSError:
        return None
    return fd


def tell_shown(fd: int | None) -> None:
    """Say through `fd` (see `ready_pipe`) that the window is shown, once."""
    if fd is None:
        return
    try:
        os.write(fd, b"1")
    except OSError:
        pass  # the copy that waited has gone: nobody to tell
    finally:
        os.close(fd)
