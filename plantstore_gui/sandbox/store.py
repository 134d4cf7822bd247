"""What the sandbox holds: the plants, each Idempotency-Key's first answer, and every
authorised request as it arrived; written by the sandbox's event loop, read from any
thread, with waits for tests."""

from __future__ import annotations

import threading
from typing import Any

from .refusals import Refusal

Answer = tuple[int, Any]  # status, JSON payload


class Store:
    """The sandbox's plants and memory of requests, behind one lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._arrived = threading.Condition(self._lock)  # told of each request and plant
        self._plants: dict[int, dict[str, str]] = {}
        self._answers: dict[str, tuple[bytes, Answer | None]] = {}
        self._received: list[tuple[str, bytes]] = []
        self._request_count = 0

    @property
    def request_count(self) -> int:
        """How many POST /plants requests arrived, whatever their outcome."""
        with self._lock:
            return self._request_count

    def plants(self) -> dict[int, dict[str, str]]:
        """A copy of the stored plants: id -> Plant."""
        with self._lock:
            return {plant_id: dict(plant) for plant_id, plant in self._plants.items()}

    def received(self) -> list[tuple[str, bytes]]:
        """Every authorised POST /plants as it arrived: (Idempotency-Key or "", body)."""
        with self._lock:
            return list(self._received)

    def wait_for_requests(self, count: int, timeout: float) -> bool:
        """Wait until `count` POST /plants requests have arrived; False at the timeout."""
        with self._arrived:
            return self._arrived.wait_for(lambda: self._request_count >= count, timeout)

    def wait_for_plant(self, plant_id: int, timeout: float) -> dict[str, str] | None:
        """The plant once it is stored; None if it is not by the timeout."""
        with self._arrived:
            self._arrived.wait_for(lambda: plant_id in self._plants, timeout)
            found = self._plants.get(plant_id)
            return None if found is None else dict(found)

    def count_request(self) -> None:
        with self._arrived:
            self._request_count += 1
            self._arrived.notify_all()

    def receive(self, key: str, body: bytes) -> None:
        with self._lock:
            self._received.append((key, body))

    def replay(self, key: str, body: bytes) -> Answer | None:
        """The first answer to this key, or None to answer afresh (and hold the key)."""
        if not key:
            return None
        with self._lock:
            if key not in self._answers:
                self._answers[key] = (body, None)
                return None
            first_body, answer = self._answers[key]
        if first_body != body:
            raise Refusal(422, "This Idempotency-Key was used with another request body.")
        if answer is None:
            raise Refusal(409, "A request with this Idempotency-Key is still being answered.")
        return answer

    def remember(self, key: str, body: bytes, answer: Answer) -> Answer:
        """Keep the answer to this key for its repeats; return it."""
        if key:
            with self._lock:
                self._answers[key] = (body, answer)
        return answer

    def add(self, plant_id: int, plant: dict[str, str]) -> dict[str, str]:
        """Store a new plant; a plant id already stored is refused."""
        with self._arrived:
            if plant_id in self._plants:
                raise Refusal(400, f"A plant with id {plant_id} already exists.", code=409)
            self._plants[plant_id] = plant
            self._arrived.notify_all()
            return dict(plant)
