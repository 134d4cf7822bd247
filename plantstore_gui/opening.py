"""Opening the main window: the data folder's lock, the window painted with its form, then
the servers, the journal (opened off the GUI thread) and the window's parts.

At the app's start the form is painted first, with only what it needs loaded: the
servers, the journal, the HTTP stack and the window's other parts take several times as
long to load as the form takes to paint. A test, or anything else that wants the window
complete at once, gets it so from `build_window` and `open_window`.
"""

import argparse
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from . import screen

if TYPE_CHECKING:
    from .core.instance import InstanceLock
    from .core.journal import History
    from .core.secrets import TokenVault
    from .core.settings import Settings
    from .ui.main_window import MainWindow
    from .ui.servers import Servers
    from .ui.sounds import SoundOutput
    from .ui.tasks import Done, Tasks

SHUTDOWN_WAIT_S = 5.0  # what a background call still running at exit gets, at most


def build_window(
    servers: "Servers",
    history: "History | None",
    *,
    tasks: "Tasks | None" = None,
    draft_path: Path | None = None,
    settings_file: Path | None = None,
    settings: "Settings | None" = None,
    not_sending: str | None = None,
    sound_output: "SoundOutput | None" = None,
) -> "MainWindow":
    """The main window on `servers`, complete, with the desk over `history` behind the bridge.

    Closing the window stops the bridge's threads (bounded) before the caller closes the
    journal; `tasks` is the app's bridge, or one of the window's own. `not_sending`: why
    this copy sends nothing (it holds no lock on its data folder), or None.
    `sound_output` plays the window's sounds; None: it plays none.
    """
    from .ui.main_window import MainWindow

    window = MainWindow(settings)
    _complete(window, servers, history, tasks, draft_path, settings_file, not_sending, sound_output)
    return window


def _complete(
    window: "MainWindow",
    servers: "Servers",
    history: "History | None",
    tasks: "Tasks | None",
    draft_path: Path | None,
    settings_file: Path | None,
    not_sending: str | None,
    sound_output: "SoundOutput | None",
) -> None:
    from .core.desk import Desk
    from .ui.journeys import Journeys
    from .ui.tasks import Tasks

    own = tasks is None
    tasks = Tasks() if tasks is None else tasks
    journeys = Journeys(Desk(history, not_sending=not_sending), tasks)
    from .ui.window_parts import build_parts

    build_parts(
        window,
        servers,
        journeys,
        draft_path=draft_path,
        settings_file=settings_file,
        sound_output=sound_output,
    )
    if own:
        tasks.setParent(window)  # stopped by the window's close, deleted with it


@contextmanager
def open_window(
    args: argparse.Namespace,
    vault: "TokenVault | None" = None,
    settings: "Settings | None" = None,
    *,
    form_first: bool = False,
    sound_output: "SoundOutput | None" = None,
) -> "Iterator[MainWindow]":
    """The main window wired to its servers, and everything it needs; stopped on exit.

    `settings` are those already read at start (else they are read here). `form_first`:
    the window is yielded with its form, to be shown at once, and completed once it has
    painted (the servers, the journal, opened off the GUI thread, and the rest); else
    it is complete when yielded. `sound_output` plays the window's sounds; None (the
    bundle's self-check, a test): it plays none.

    Raises AlreadyRunning when another copy of the app holds the data folder.
    """
    from .core.instance import InstanceLock
    from .core.paths import data_dir
    from .core.settings import load_settings, settings_path
    from .ui.main_window import MainWindow

    with ExitStack() as stack:
        # Held for the life of the window: a second copy on this folder sends nothing.
        # No lock (a folder that cannot be written): this copy sends nothing either.
        lock = stack.enter_context(InstanceLock(data_dir()))
        needs_token = args.base_url is not None and args.token is None
        window = MainWindow(settings or load_settings(settings_path()), token_box=needs_token)
        stack.callback(window.deleteLater)
        if lock.refusal:
            window.show_notice(lock.refusal)
        parts = (window, args, vault, lock, stack, sound_output)
        if form_first:
            window.after_first_paint = lambda: _open_parts(*parts, in_background=True)
        else:
            _open_parts(*parts, in_background=False)
        yield window


def _open_parts(
    window: "MainWindow",
    args: argparse.Namespace,
    vault: "TokenVault | None",
    lock: "InstanceLock",
    stack: ExitStack,
    sound_output: "SoundOutput | None",
    *,
    in_background: bool,
) -> None:
    """Read the servers and open the journal (`in_background`: off the GUI thread, the
    window then completed when it is open), and complete `window` over them."""
    if (missing := qt_network_missing()) is not None:
        from PySide6.QtWidgets import QApplication

        print(missing, file=sys.stderr)
        QApplication.exit(2)
        return
    from .core.draft import draft_path
    from .core.journal import history_path
    from .core.journal_repair import open_journal
    from .core.journey.sender import load_sending
    from .core.paths import data_dir, profiles_path
    from .core.profiles import Profile, ProfileStore
    from .core.secrets import TokenVault
    from .core.settings import settings_path
    from .ui import window_parts  # noqa: F401  (imported before any thread starts)
    from .ui.running_copy import ShowRequests, channel_name
    from .ui.servers import Servers
    from .ui.tasks import Tasks

    # The one bridge between the GUI thread and background work. Held: its threads start
    # once the GUI thread has imported what they share (see load_sending).
    tasks = Tasks(held=True)
    opened: list[History] = []  # closed on exit, even if the window never got it

    def close_history() -> None:
        for history in opened:
            history.close()

    def open_history() -> "tuple[History | None, str | None]":
        history, notice = open_journal(history_path())
        opened.extend(filter(None, [history]))
        return history, notice

    stack.callback(close_history)
    # Threads stop (bounded) before the journal closes: the callbacks run in LIFO order.
    stack.callback(tasks.shutdown, SHUTDOWN_WAIT_S)

    def on_opened(history: "History | None", notice: str | None) -> None:
        files = draft_path(), settings_path()
        _complete(window, servers, history, tasks, *files, lock.refusal, sound_output)
        stack.callback(window.journeys.shutdown)
        stack.callback(window.batches.stop_all)
        if lock.held:
            requests = ShowRequests(
                channel_name(data_dir()), window, window.show_notice, window.open_sheet
            )
            stack.callback(requests.close)
        for said in (loaded.notice, notice):
            if said:
                window.show_notice(said)
        if in_background:
            window.warm_up()

    if in_background:
        load_sending()
        tasks.start()
        tasks.read(open_history, lambda done: on_opened(*_opened(done)))
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
    if not in_background:
        on_opened(*open_history())


def qt_network_missing() -> str | None:
    """What to install when Qt's network library (for the running-copy socket) cannot
    be loaded; None when it can. Asked once the window is shown: loading it earlier
    would delay the first paint."""
    try:
        from PySide6.QtNetwork import QLocalSocket  # noqa: F401
    except ImportError as exc:
        return screen.missing_library_message(str(exc), screen.WIDGET_LIBRARIES)
    return None


def _opened(done: "Done") -> "tuple[History | None, str | None]":
    """What opening the journal off the GUI thread gave: a failure open_journal did not
    foresee leaves the history off (the history panel says so), the app running."""
    if done.error is not None:
        import logging

        logging.getLogger(__name__).error("the journal could not be opened", exc_info=done.error)
        return None, None
    history, notice = done.value
    return history, notice
