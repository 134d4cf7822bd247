"""The command line and the one place where the app's objects are wired together."""

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from . import APP_NAME, __version__, launch, screen

if TYPE_CHECKING:
    from .core.journal import History
    from .core.secrets import TokenVault
    from .core.settings import Settings
    from .ui.main_window import MainWindow
    from .ui.servers import Servers
    from .ui.tasks import Tasks

TOKEN_VARIABLE = "PLANTSTORE_TOKEN"
SHUTDOWN_WAIT_S = 5.0  # what a background call still running at exit gets, at most

# Qt's own command-line options (QGuiApplication, QApplication, X11), handed to Qt.
_QT_OPTIONS_WITH_VALUE = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "style",
        "stylesheet",
        "display",
        "geometry",
    }
)
_QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb"})
_EXAMPLES = {"style": "fusion", "platform": "xcb", "qwindowgeometry": "960x640+0+0"}


def split_qt_options(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """(Qt's options, ours): `-style fusion`, `-style=fusion`, `-reverse` … go to Qt.

    Anything after `--` is ours. Raises ValueError for a Qt option missing its value.
    """
    qt: list[str] = []
    ours: list[str] = []
    rest = iter(argv)
    for arg in rest:
        if arg == "--":
            ours += [arg, *rest]
            break
        name, equals, _value = arg.lstrip("-").partition("=")
        if not arg.startswith("-") or arg.startswith("---") or arg in ("-", "--"):
            ours.append(arg)
        elif name in _QT_FLAGS and not equals:
            qt.append(arg)
        elif name in _QT_OPTIONS_WITH_VALUE:
            qt.append(arg)
            if not equals:
                value = next(rest, None)
                if value is None:
                    example = f"{arg} {_EXAMPLES.get(name, '…')}"
                    raise ValueError(f"Qt's option {arg} needs a value, for example: {example}")
                qt.append(value)
        elif name.startswith("qmljsdebugger") and equals:
            qt.append(arg)
        else:
            ours.append(arg)
    return qt, ours


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Our options, and Qt's (in `qt_args`, for QApplication)."""
    parser = argparse.ArgumentParser(
        prog="plantstore-gui",
        description=f"{APP_NAME}: create plants in a Plant Store server.",
        epilog=(
            f"With --base-url the token is read from ${TOKEN_VARIABLE} when it is set "
            "(for this run only, never saved), or typed into the window. With no option, "
            "the app opens on the server used last. Qt's own options (-style, -platform, "
            "-reverse, …) are passed to Qt."
        ),
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--sandbox",
        action="store_true",
        help="start the built-in Plant Store server on this machine and use it",
    )
    where.add_argument(
        "--base-url", metavar="URL", help="the server's base URL, e.g. https://plants.example.com"
    )
    where.add_argument("--profile", metavar="NAME", help="open on this saved server profile")
    parser.add_argument(
        "sheet",
        nargs="?",
        metavar="FILE.csv",
        help="a CSV or TSV file of plants (columns id, name, tag) to check and send",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    try:
        qt_args, ours = split_qt_options(sys.argv[1:] if argv is None else argv)
    except ValueError as exc:
        parser.error(str(exc))
    args = parser.parse_args(ours)
    args.qt_args = qt_args
    if args.sheet is not None and not os.path.isfile(args.sheet):
        parser.error(f"{args.sheet}: no such file")
    if args.base_url is not None:
        from .core.endpoint import BaseUrlError, Endpoint

        try:
            args.endpoint = Endpoint.parse(args.base_url)
        except BaseUrlError as exc:
            parser.error(f"--base-url: {exc}")
        args.token = os.environ.get(TOKEN_VARIABLE) or None
        if args.token is not None:
            from .core.fields import token_problem

            if problem := token_problem(args.token):
                parser.error(f"${TOKEN_VARIABLE}: {problem}")
    if args.profile is not None:
        from .core.paths import profiles_path
        from .core.profiles import ProfileStore

        book = ProfileStore(profiles_path()).load().book
        if book.find(args.profile) is None:
            known = ", ".join(repr(name) for name in book.names()) or "none saved yet"
            parser.error(f"no server profile named {args.profile!r} (known: {known})")
    return args


def build_window(
    servers: "Servers",
    history: "History | None",
    *,
    tasks: "Tasks | None" = None,
    draft_path: Path | None = None,
    settings_file: Path | None = None,
    settings: "Settings | None" = None,
    not_sending: str | None = None,
) -> "MainWindow":
    """The main window on `servers`, with the desk over `history` behind the bridge.

    Closing the window stops the bridge's threads (bounded) before the caller closes the
    journal; `tasks` is the app's bridge, or one of the window's own. `not_sending`: why
    this copy sends nothing (it holds no lock on its data folder), or None.
    """

    from .core.desk import Desk
    from .ui.alt_letters import ignore_unused_alt_letters
    from .ui.journeys import Journeys
    from .ui.main_window import MainWindow
    from .ui.tasks import Tasks

    own = tasks is None
    tasks = Tasks() if tasks is None else tasks
    window = MainWindow(
        servers,
        Journeys(Desk(history, not_sending=not_sending), tasks),
        draft_path=draft_path,
        settings_file=settings_file,
        settings=settings,
    )
    ignore_unused_alt_letters(window)
    if own:
        tasks.setParent(window)  # stopped by the window's close, deleted with it
    return window


@contextmanager
def open_window(
    args: argparse.Namespace,
    vault: "TokenVault | None" = None,
    settings: "Settings | None" = None,
) -> "Iterator[MainWindow]":
    """The main window wired to its servers, and everything it needs; stopped on exit.

    `settings` are those already read at start (else they are read here).

    Raises AlreadyRunning when another copy of the app holds the data folder.
    """
    from .core.draft import draft_path
    from .core.instance import InstanceLock
    from .core.journal import history_path
    from .core.journal_repair import open_journal
    from .core.paths import data_dir, profiles_path
    from .core.profiles import Profile, ProfileStore
    from .core.secrets import TokenVault
    from .core.settings import load_settings, settings_path
    from .ui.servers import Servers
    from .ui.tasks import Tasks

    with ExitStack() as stack:
        # Held for the life of the window: a second copy on this folder sends nothing.
        # No lock (a folder that cannot be written): this copy sends nothing either.
        lock = stack.enter_context(InstanceLock(data_dir()))
        # The one bridge between the GUI thread and background work. Held: its threads
        # start once the window has painted and imported what they share (warm-up).
        tasks = Tasks(held=True)
        store = ProfileStore(profiles_path())
        loaded = store.load()
        servers = Servers(
            store, loaded.book, vault or TokenVault(), read_only=loaded.read_only, tasks=tasks
        )
        stack.callback(servers.close)
        if args.sandbox:
            servers.select(servers.open_sandbox().id)
        elif args.base_url is not None:
            name = loaded.book.unique_name(args.endpoint.host)
            profile = Profile(name=name, base_url=args.endpoint.base_url)
            servers.add_temporary(profile, args.token)
            servers.select(profile.id)
        elif args.profile is not None:
            chosen = loaded.book.find(args.profile)
            if chosen is not None:
                servers.select(chosen.id)
        elif (start := loaded.book.starting_profile()) is not None:
            servers.select(start.id)
        history, history_notice = open_journal(history_path())
        if history is not None:
            stack.callback(history.close)
        # Threads stop (bounded) before the journal closes: the callbacks run in LIFO order.
        stack.callback(tasks.shutdown, SHUTDOWN_WAIT_S)
        window = build_window(
            servers,
            history,
            tasks=tasks,
            draft_path=draft_path(),
            settings_file=settings_path(),
            settings=settings or load_settings(settings_path()),
            not_sending=lock.refusal,
        )
        stack.callback(window.journeys.shutdown)
        stack.callback(window.batches.stop_all)
        stack.callback(window.deleteLater)
        if lock.held:
            from .ui.running_copy import ShowRequests, channel_name

            requests = ShowRequests(
                channel_name(data_dir()), window, window.show_notice, window.open_sheet
            )
            stack.callback(requests.close)
        for notice in (lock.refusal, loaded.notice, history_notice):
            if notice:
                window.show_notice(notice)
        yield window


def forbid_core_dumps() -> None:
    """Write no core dump of this process: it would hold the token in memory.

    The resource limit stops the kernel writing one; on Linux, PR_SET_DUMPABLE 0 also
    keeps other processes of the same user from attaching to read it.
    """
    try:
        import resource
    except ImportError:  # Windows writes no core dumps of this kind
        return
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_dumpable = 4
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_dumpable, 0, 0, 0, 0)


def main(argv: Sequence[str] | None = None) -> int:
    forbid_core_dumps()
    started = launch.program()
    ready = launch.ready_pipe()  # a restarted copy says when its window is shown
    args = parse_args(argv)
    given = sys.argv[1:] if argv is None else argv
    if message := screen.no_screen_message(args.qt_args, launch.shell_command(started, given)):
        print(message, file=sys.stderr)
        return 2
    try:
        from PySide6.QtCore import QLibraryInfo
        from PySide6.QtNetwork import QLocalSocket  # noqa: F401  (the running-copy socket)
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:
        print(screen.missing_library_message(str(exc), screen.WIDGET_LIBRARIES), file=sys.stderr)
        return 2
    if screen.uses_xcb(args.qt_args):
        plugins = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
        if message := screen.missing_xcb_message(f"{plugins}/platforms/libqxcb.so"):
            print(message, file=sys.stderr)
            return 2

    from .ui.theme import icon

    app = QApplication([*sys.argv[:1], *args.qt_args])
    app.setApplicationName("plantstore-gui")
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("plantstore-gui")
    app.setWindowIcon(icon("plantstore-gui"))
    from .core.instance import AlreadyRunning
    from .core.settings import load_settings, settings_path
    from .ui import language

    settings = load_settings(settings_path())
    language.install(app, settings.language)
    try:
        with open_window(args, settings=settings) as window:
            window.show()
            launch.tell_shown(ready)
            if args.sheet is not None:
                window.open_sheet(Path(args.sheet))
            status = app.exec()
            restart = window.restart_requested
        if restart:
            # Started once this copy has let go of the data folder, so it is the only one.
            restart_or_say_why(launch.restart_command(started, args))
        return status
    except AlreadyRunning as exc:
        from PySide6.QtWidgets import QMessageBox

        from .core.paths import data_dir
        from .ui.running_copy import channel_name, open_in_running_copy, show_running_copy

        channel = channel_name(data_dir())
        if args.sheet is not None:
            sheet = Path(args.sheet).absolute()  # the other copy may work in another folder
            if open_in_running_copy(channel, sheet):
                print(f"plantstore-gui: {sheet} is opened in the window already open.")
                return 0
        if not show_running_copy(channel):
            QMessageBox.information(None, APP_NAME, str(exc))
        print(f"plantstore-gui: {exc}", file=sys.stderr)
        return 1


def restart_or_say_why(command: Sequence[str]) -> None:
    """Start `command` (this program again) and wait for its window; if it does not
    come, say why in a window, since this copy's window is already gone."""
    if (failure := launch.start_again(command)) is not None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, failure)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()


if __name__ == "__main__":
    raise SystemExit(main())
