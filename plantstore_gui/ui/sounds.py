"""The window's sounds: what core.sounds names for each outcome, played off the GUI thread.

One sound for what came of a plant sent from the form or again from the history, one for
what an outbox run came to, one when a batch run ends. The sound is played by an output
(the desktop's event sounds, app.py's choice; a test's recorder) on the bridge's read
pool, since playing may block on the sound service or the disk; where the output heard
nothing, a sound that needs the clerk's eyes rings the system bell instead. One sound is
played at a time, the others asked meanwhile after it in turn, so a sound service that
hangs holds one reader at most (and only the last few sounds wait for it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QApplication

from ..core.sounds import Sound, answer_sound, outbox_sound
from .tasks import Done, Reads, Tasks

if TYPE_CHECKING:
    from ..core.desk import Answer
    from ..core.journey import OutboxReport
    from .batch_launcher import BatchLauncher
    from .journeys import Journeys

_WAITING_AT_MOST = 8  # sounds kept while one plays; an older one is no news any more


class SoundOutput(Protocol):
    """Plays a sound theme's sound by name; may block; never raises."""

    def play(self, name: str) -> bool:
        """Play `name`; False when nothing could be heard (the bell may ring instead)."""
        ...


class Sounds(QObject):
    """Plays one sound per outcome while sounds are on (View ▸ Sounds).

    Args:
        output: plays a sound by its name; None: no sound is ever played.
        bell: rings the system bell, on the GUI thread.

    Signals:
        chosen(bool): the user turned the sounds on or off (to be remembered).
    """

    chosen = Signal(bool)

    def __init__(
        self,
        output: SoundOutput | None,
        tasks: Tasks,
        *,
        enabled: bool,
        bell: Callable[[], None] = QApplication.beep,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._output = output
        self._bell = bell
        self.enabled = enabled
        self._reads = Reads(tasks, self)
        self._playing = False
        self._waiting: deque[Sound] = deque(maxlen=_WAITING_AT_MOST)  # asked while playing

    def follow(self, journeys: Journeys, batches: BatchLauncher) -> None:
        """Hear the plants sent from the window, the outbox's runs and the batches."""
        journeys.finished.connect(self._on_answer)
        journeys.outbox_sent.connect(self._on_outbox_sent)
        batches.batch_ended.connect(self.play)

    @Slot(bool)
    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.chosen.emit(enabled)

    @Slot(int, object)
    def _on_answer(self, _number: int, answer: Answer) -> None:
        self.play(answer_sound(answer))

    @Slot(object)
    def _on_outbox_sent(self, report: OutboxReport) -> None:
        self.play(outbox_sound(report))

    @Slot(object)
    def play(self, sound: Sound | None) -> None:
        """Play `sound` (None: nothing to hear) if sounds are on."""
        if sound is None or not self.enabled or self._output is None:
            return
        if self._playing:
            self._waiting.append(sound)
            return
        self._playing = True
        output = self._output
        self._reads.run(lambda: (sound, output.play(sound.value)), self._on_played)

    @Slot(object)
    def _on_played(self, done: Done) -> None:
        self._playing = False
        if done.error is None:
            sound, heard = done.value
            if not heard and sound.rings_the_bell:
                self._bell()
        if self._waiting:
            self.play(self._waiting.popleft())
