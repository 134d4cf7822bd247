"""The bridge between the GUI thread and the network: one worker thread and its clients.

PlantSender lives on the GUI thread; SendWorker lives on its own QThread and owns
one httpx.Client per TLS setting (each built once: building one costs tens of ms).
Results come back by queued signals to @Slot methods; the worker never touches a widget.
"""

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..core.endpoint import Target, Tls
from ..core.outcome import Failed, FailureKind

if TYPE_CHECKING:
    from ..core.client import PlantStoreClient
    from ..core.models import NewPlant

log = logging.getLogger(__name__)


class SendWorker(QObject):
    """Sends one plant at a time on the worker thread.

    Signals:
        finished(int, object): the request number and its Outcome; emitted exactly
            once per `send`, whatever happens.
    """

    finished = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self._clients: dict[Tls, PlantStoreClient] = {}
        self._clients_lock = threading.Lock()  # cancel() reads them from the GUI thread

    @Slot()
    def open(self) -> None:
        """Build the default HTTP client on the worker thread, before a request needs it."""
        self._client_for(Tls())

    def _client_for(self, tls: Tls) -> "PlantStoreClient":
        if tls not in self._clients:
            # Imported here, on the worker thread, after the window has painted: httpx
            # and pydantic take longer to load than the whole window takes to show.
            from ..core.client import PlantStoreClient, make_http_client

            client = PlantStoreClient(make_http_client(tls))
            with self._clients_lock:
                self._clients[tls] = client
        return self._clients[tls]

    @Slot(int, object, object)
    def send(self, number: int, target: Target, plant: "NewPlant") -> None:
        outcome: object = Failed(
            FailureKind.INVALID_REQUEST, "The request could not be made.", False, 0.0
        )
        try:
            client = self._client_for(target.tls)
        except (OSError, ValueError) as exc:  # ssl.SSLError is an OSError
            outcome = Failed(
                FailureKind.TLS,
                f"The CA bundle {target.tls.ca_bundle} cannot be used: {exc}",
                False,
                0.0,
            )
            self.finished.emit(number, outcome)
            return
        try:
            outcome = client.create_plant(target, plant)
        except Exception:
            log.exception("sending plant %s failed inside the app", plant.id)
        finally:
            self.finished.emit(number, outcome)

    def cancel(self) -> None:
        """Stop the request in flight. Safe to call from any thread."""
        with self._clients_lock:
            clients = list(self._clients.values())
        for client in clients:
            client.cancel()

    def close(self) -> None:
        """Close the HTTP clients; call only once the worker thread has stopped."""
        for client in self._clients.values():
            client.close()
        self._clients.clear()


class PlantSender(QObject):
    """Hands plants to the worker thread and hears back, on the GUI thread.

    At most one request is in flight; a cancelled request's late answer is ignored.

    Signals:
        finished(object): the Outcome of the request in flight.
    """

    finished = Signal(object)
    _open = Signal()
    _send = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._number = 0
        self._waiting_for: int | None = None
        self._thread = QThread()
        self._thread.setObjectName("plant-sender")
        self._worker = SendWorker()
        self._worker.moveToThread(self._thread)
        self._open.connect(self._worker.open)
        self._send.connect(self._worker.send)
        self._worker.finished.connect(self._on_worker_finished)
        self._thread.start()

    def warm_up(self) -> None:
        """Load the HTTP stack on the worker thread now, so the first send is quick.

        Call it once the window has painted: loading it competes for the GIL.
        """
        self._open.emit()

    @property
    def busy(self) -> bool:
        return self._waiting_for is not None

    def send(self, target: Target, plant: "NewPlant") -> bool:
        """Send a plant unless one is already in flight; say whether it was sent."""
        if self.busy:
            return False
        self._number += 1
        self._waiting_for = self._number
        self._send.emit(self._number, target, plant)
        return True

    def cancel(self) -> None:
        """Stop waiting for the request in flight; its answer, if it comes, is ignored."""
        self._waiting_for = None
        self._worker.cancel()

    def shutdown(self) -> None:
        """Stop the worker thread and wait for it; call before the owner goes away."""
        self.cancel()
        self._thread.quit()
        self._thread.wait()
        self._worker.close()

    @Slot(int, object)
    def _on_worker_finished(self, number: int, outcome: object) -> None:
        if number != self._waiting_for:
            return
        self._waiting_for = None
        self.finished.emit(outcome)
