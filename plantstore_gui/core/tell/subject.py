"""The plant a sentence is about: named by its id, or "the plant" when it has none."""

from ..visible import visible
from ..words import isolated


class Subject:
    """The plant a sentence is about: by its id, or as "the plant" when its id is unknown.

    Attributes:
        known: the plant has an id to name it by.
        shown: its id as shown (escaped, on one line, isolated from the sentence);
            "" when unknown.
    """

    def __init__(self, plant_id: str) -> None:
        self.known = bool(plant_id)
        self.shown = isolated(visible(plant_id, lines=False))

    def say(self, known: str, unknown: str, **values: str) -> str:
        """`known` (a whole sentence naming plant {id}) or, without an id, `unknown`."""
        if self.known:
            return known.format(id=self.shown, **values)
        return unknown.format(**values)
