"""Tasks, the one thread bridge: reads, the send lane, pulses, idle and shutdown."""

import logging
import threading
import time
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QObject, Slot
from pytestqt.qtbot import QtBot

from plantstore_gui.ui.tasks import Done, Tasks

WAIT = 10.0  # seconds: bounds only a wait that failed; nothing is timed


class Boom(Exception):
    pass


def on_gui_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class Recorder:
    """An on_done that records each Done and whether it ran on the GUI thread."""

    def __init__(self) -> None:
        self.done: list[Done] = []
        self.on_gui: list[bool] = []

    def __call__(self, done: Done) -> None:
        self.done.append(done)
        self.on_gui.append(on_gui_thread())


class Owner(QObject):
    """A GUI object whose @Slot gets the Done, as callers connect it."""

    def __init__(self, seen: list[Done]) -> None:
        super().__init__()
        self.seen = seen

    @Slot(object)
    def take(self, done: Done) -> None:
        self.seen.append(done)


@pytest.fixture
def tasks(qtbot: QtBot) -> Iterator[Tasks]:
    made = Tasks(readers=2)
    yield made
    assert made.shutdown(WAIT)


@pytest.fixture
def gate(tasks: Tasks) -> Iterator[Callable[[], threading.Event]]:
    """Events that calls block on; all are set at teardown, before `tasks` shuts down."""
    made: list[threading.Event] = []

    def new() -> threading.Event:
        made.append(threading.Event())
        return made[-1]

    yield new
    for event in made:
        event.set()


def blocker(started: threading.Event, release: threading.Event) -> Callable[[], str]:
    def call() -> str:
        started.set()
        assert release.wait(WAIT)
        return "released"

    return call


def fail() -> None:
    raise Boom("no")


def returns(value: object) -> Callable[[], object]:
    return lambda: value


def appends(to: list[str], value: str) -> Callable[[], None]:
    return lambda: to.append(value)


def test_read_delivers_value_and_error_on_the_gui_thread(qtbot: QtBot, tasks: Tasks) -> None:
    got = Recorder()
    tasks.read(lambda: 42, got)
    tasks.read(fail, got)
    qtbot.waitUntil(lambda: len(got.done) == 2)
    assert got.on_gui == [True, True]
    assert Done(value=42) in got.done
    errors = [done.error for done in got.done if done.error is not None]
    assert len(errors) == 1 and isinstance(errors[0], Boom)


def test_send_delivers_value_and_error_on_the_gui_thread(qtbot: QtBot, tasks: Tasks) -> None:
    got = Recorder()
    tasks.send(lambda: "sent", got)
    tasks.send(fail, got)
    qtbot.waitUntil(lambda: len(got.done) == 2)
    assert got.on_gui == [True, True]
    assert got.done[0] == Done(value="sent")
    assert isinstance(got.done[1].error, Boom) and got.done[1].value is None


def test_a_call_without_on_done_still_counts(qtbot: QtBot, tasks: Tasks) -> None:
    with qtbot.waitSignal(tasks.idle, timeout=int(WAIT * 1000)):
        tasks.read(lambda: None)
        tasks.send(fail)
        assert tasks.busy
    assert not tasks.busy and tasks.sends_pending == 0


def test_sends_run_one_at_a_time_in_order(
    qtbot: QtBot, tasks: Tasks, gate: Callable[[], threading.Event]
) -> None:
    started, release = gate(), gate()
    order: list[int] = []
    running = 0
    most = 0
    count = threading.Lock()

    def step(number: int) -> Callable[[], int]:
        def call() -> int:
            nonlocal running, most
            with count:
                running += 1
                most = max(most, running)
            if number == 0:
                blocker(started, release)()
            order.append(number)
            with count:
                running -= 1
            return number

        return call

    got = Recorder()
    for number in range(6):
        tasks.send(step(number), got)
    assert started.wait(WAIT)
    assert tasks.sends_pending == 6 and tasks.busy
    # A read finishes while the first send is blocked, and no later send has run.
    read = Recorder()
    tasks.read(lambda: "read", read)
    qtbot.waitUntil(lambda: len(read.done) == 1)
    assert order == [] and tasks.sends_pending == 6
    release.set()
    qtbot.waitUntil(lambda: len(got.done) == 6)
    assert order == list(range(6))
    assert [done.value for done in got.done] == list(range(6))
    assert most == 1
    assert tasks.sends_pending == 0 and not tasks.busy


def test_reads_run_while_a_send_is_blocked(
    qtbot: QtBot, tasks: Tasks, gate: Callable[[], threading.Event]
) -> None:
    started, release = gate(), gate()
    sent = Recorder()
    tasks.send(blocker(started, release), sent)
    assert started.wait(WAIT)
    read = Recorder()
    for number in range(5):
        tasks.read(returns(number), read)
    qtbot.waitUntil(lambda: len(read.done) == 5)
    assert sorted(done.value for done in read.done) == list(range(5))
    assert sent.done == [] and tasks.sends_pending == 1 and tasks.busy
    release.set()
    qtbot.waitUntil(lambda: sent.done == [Done(value="released")])
    assert tasks.sends_pending == 0


def test_pulse_coalesces_calls_from_another_thread(qtbot: QtBot, tasks: Tasks) -> None:
    runs: list[bool] = []
    pulse = tasks.pulse(lambda: runs.append(on_gui_thread()))

    def burst_of_pulses() -> None:
        for _ in range(1000):
            pulse()

    burst = threading.Thread(target=burst_of_pulses)
    burst.start()
    burst.join()  # the GUI thread runs no event meanwhile: the whole burst is one pulse
    qtbot.waitUntil(lambda: len(runs) >= 1)
    qtbot.wait(0)  # let any other queued pulse through before counting
    assert runs == [True]
    other = threading.Thread(target=pulse)
    other.start()
    other.join()
    qtbot.waitUntil(lambda: len(runs) == 2)
    pulse()  # from the GUI thread too: queued, never run inside the call
    assert len(runs) == 2
    qtbot.waitUntil(lambda: len(runs) == 3)
    assert all(runs)


def test_pulse_burst_while_the_gui_runs_is_coalesced(qtbot: QtBot, tasks: Tasks) -> None:
    runs: list[bool] = []
    pulse = tasks.pulse(lambda: runs.append(on_gui_thread()))
    finished = threading.Event()

    def burst() -> None:
        for _ in range(1000):
            pulse()
        finished.set()

    threading.Thread(target=burst).start()
    qtbot.waitUntil(finished.is_set)
    qtbot.waitUntil(lambda: len(runs) >= 1)
    assert 1 <= len(runs) <= 100 and all(runs)  # far fewer than the calls (about 2)


def test_a_paced_pulse_runs_at_most_once_per_interval_and_loses_no_call(
    qtbot: QtBot, tasks: Tasks
) -> None:
    """A running batch's window is redrawn at a pace a screen shows, not once per row."""
    every_s = 0.05
    runs: list[float] = []
    pulse = tasks.pulse(lambda: runs.append(time.monotonic()), every_s=every_s)
    pulse()
    qtbot.waitUntil(lambda: len(runs) == 1)
    for _ in range(3):  # calls right after a run wait for the interval, coalesced
        caller = threading.Thread(target=pulse)
        caller.start()
        caller.join()
        qtbot.wait(0)
    assert len(runs) == 1
    qtbot.waitUntil(lambda: len(runs) == 2)
    assert runs[1] - runs[0] >= every_s  # the pace the pulse promises, not a speed
    pulse()  # the call made after the last run is not lost
    qtbot.waitUntil(lambda: len(runs) == 3)


def test_idle_is_emitted_once_all_work_is_done(qtbot: QtBot, tasks: Tasks) -> None:
    got = Recorder()
    seen_at_idle: list[int] = []
    tasks.idle.connect(lambda: seen_at_idle.append(len(got.done)))
    with qtbot.waitSignal(tasks.idle, timeout=int(WAIT * 1000)):
        for number in range(3):
            tasks.read(returns(number), got)
        tasks.send(lambda: "a", got)
        tasks.send(fail, got)
    assert seen_at_idle == [5]
    assert not tasks.busy


def test_shutdown_lets_work_finish_then_refuses_more(qtbot: QtBot) -> None:
    tasks = Tasks(readers=1)
    ran: list[str] = []
    for name in ("one", "two", "three"):
        tasks.send(appends(ran, name))
    tasks.read(lambda: ran.append("read"))
    assert tasks.shutdown(WAIT)
    assert sorted(ran) == ["one", "read", "three", "two"]
    assert not tasks.read(lambda: ran.append("late read"))
    assert not tasks.send(lambda: ran.append("late send"))
    assert tasks.shutdown(WAIT)
    assert "late read" not in ran and "late send" not in ran


def test_shutdown_returns_false_when_a_call_blocks_past_the_timeout(qtbot: QtBot) -> None:
    tasks = Tasks()
    started, release = threading.Event(), threading.Event()
    try:
        tasks.send(blocker(started, release))
        assert started.wait(WAIT)
        assert tasks.shutdown(0.05) is False
        assert not tasks.send(lambda: None)
    finally:
        release.set()
    assert tasks.shutdown(WAIT)


def test_on_done_of_a_deleted_owner_is_skipped(
    qtbot: QtBot, tasks: Tasks, gate: Callable[[], threading.Event]
) -> None:
    started, release = gate(), gate()
    seen: list[Done] = []
    owner = Owner(seen)
    tasks.send(blocker(started, release), owner.take)
    after = Recorder()
    tasks.send(lambda: "after", after)
    assert started.wait(WAIT)
    shiboken6.delete(owner)
    release.set()
    qtbot.waitUntil(lambda: len(after.done) == 1)  # the lane is FIFO: the first came first
    assert seen == []
    assert not tasks.busy


def test_an_exception_in_on_done_does_not_stop_later_deliveries(
    qtbot: QtBot, tasks: Tasks, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(_done: Done) -> None:
        raise Boom("in on_done")

    got = Recorder()
    with caplog.at_level(logging.ERROR, logger="plantstore_gui.ui.tasks"):
        tasks.send(lambda: 1, broken)
        tasks.send(lambda: 2, got)
        qtbot.waitUntil(lambda: len(got.done) == 1)
    assert got.done == [Done(value=2)]
    assert any(record.exc_info and record.exc_info[0] is Boom for record in caplog.records)
    assert not tasks.busy


def test_a_live_owner_gets_its_done(qtbot: QtBot, tasks: Tasks) -> None:
    seen: list[Done] = []
    owner = Owner(seen)
    with qtbot.waitSignal(tasks.idle, timeout=int(WAIT * 1000)):
        tasks.read(lambda: "value", owner.take)
    assert seen == [Done(value="value")]


def test_a_call_ending_after_tasks_was_deleted_ends_quietly(qtbot: QtBot) -> None:
    tasks = Tasks()
    started, release = threading.Event(), threading.Event()
    got = Recorder()
    try:
        tasks.send(blocker(started, release), got)
        assert started.wait(WAIT)
        shiboken6.delete(tasks)  # as Qt does at exit, before the thread answers
    finally:
        release.set()
    assert tasks.shutdown(WAIT)  # the lane ended: its emit's RuntimeError was swallowed
    qtbot.wait(0)
    assert got.done == []


def test_a_relay_hands_each_value_in_order_to_the_gui_thread(qtbot: QtBot, tasks: Tasks) -> None:
    got = Recorder()
    relayed = tasks.relay(lambda value: got(Done(value=value)))
    worker = threading.Thread(target=lambda: [relayed(n) for n in range(50)])
    worker.start()
    worker.join(WAIT)
    qtbot.waitUntil(lambda: len(got.done) == 50)
    assert [done.value for done in got.done] == list(range(50))
    assert all(got.on_gui)
