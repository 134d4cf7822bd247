"""Guards against PySide6 releases that crash on many Signal.emit() calls from Python.

PySide6 6.12.0 on Python 3.11 aborts after a few hundred emits (bool_dealloc); a
version bump that brings the crash back must fail here, loudly.
"""

from PySide6.QtCore import QObject, QThread, Signal, Slot
from pytestqt.qtbot import QtBot

EMITS = 5000


class Emitter(QObject):
    fired = Signal(int, object)

    @Slot()
    def fire_all(self) -> None:
        for number in range(EMITS):
            self.fired.emit(number, {"number": number, "ok": number % 2 == 0})


class Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.numbers: list[int] = []

    @Slot(int, object)
    def take(self, number: int, payload: object) -> None:
        assert payload == {"number": number, "ok": number % 2 == 0}
        self.numbers.append(number)


def test_many_direct_emits_arrive_in_order() -> None:
    emitter, receiver = Emitter(), Receiver()
    emitter.fired.connect(receiver.take)
    emitter.fire_all()
    assert receiver.numbers == list(range(EMITS))


def test_many_queued_emits_from_a_worker_thread_arrive_in_order(qtbot: QtBot) -> None:
    thread = QThread()
    emitter, receiver = Emitter(), Receiver()
    emitter.moveToThread(thread)
    emitter.fired.connect(receiver.take)
    thread.started.connect(emitter.fire_all)
    thread.start()
    try:
        qtbot.waitUntil(lambda: len(receiver.numbers) == EMITS, timeout=20000)
    finally:
        thread.quit()
        thread.wait()
    assert receiver.numbers == list(range(EMITS))
