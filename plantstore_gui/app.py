"""The command line, and the app's start: its window is opened by opening.py."""

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import APP_NAME, __version__, launch, screen
from .opening import build_window as build_window
from .opening import open_window, qt_network_missing

TOKEN_VARIABLE = "PLANTSTORE_TOKEN"

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
    if screen.no_screen(args.qt_args):
        command = launch.shell_command(started, given)
        print(screen.no_screen_message(args.qt_args, command), file=sys.stderr)
        return 2
    try:
        from PySide6.QtCore import QLibraryInfo
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
    from .desktop_sound import DesktopSound
    from .ui import language

    settings = load_settings(settings_path())
    language.install(app, settings.language)
    sounds = DesktopSound()  # nothing is loaded until the first sound, off the GUI thread
    try:
        with open_window(args, settings=settings, form_first=True, sound_output=sounds) as window:
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

        if (missing := qt_network_missing()) is not None:
            print(missing, file=sys.stderr)
            return 2

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
