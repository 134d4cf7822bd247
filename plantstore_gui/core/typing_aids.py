"""The form's typing aids: which tags to offer, which id to suggest, where Enter goes.

These rules only ever fill or move within the form; a plant still leaves only when the
clerk asks for it, through the sending module. What they know of a server comes from
the plants this app sent there (the history), never from what a server answered.
"""

from __future__ import annotations

import bisect
import json
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .fields import INT64_MAX, INT64_MIN

if TYPE_CHECKING:
    from .journal import History

SUGGESTED_TAGS = 8
"""At most this many tags are offered at once."""


@dataclass(frozen=True)
class LastPlant:
    """The plant last sent to a server from the form, as the clerk typed it."""

    plant_id: int
    name: str
    tag: str


@dataclass
class TypingMemory:
    """What the aids know of one server: how often each tag was used, which ids are
    taken, and the last plant sent from the form.

    Attributes:
        taken: the ids the history shows as created, or as possibly created (still on
            their way, waiting or to be checked), sorted; `remember` adds to `sent`.
    """

    base_url: str
    tag_uses: Counter[str] = field(default_factory=Counter)
    taken: array[int] = field(default_factory=lambda: array("q"))
    sent: set[int] = field(default_factory=set)
    last: LastPlant | None = None

    def remember(self, plant: LastPlant) -> None:
        """A plant the clerk just sent: its id is taken, and it is the one to copy."""
        self.sent.add(plant.plant_id)
        self.last = plant

    def count_tag(self, tag: str) -> None:
        """A plant with this tag was created."""
        if tag:
            self.tag_uses[tag] += 1

    def is_taken(self, plant_id: int) -> bool:
        if plant_id in self.sent:
            return True
        at = bisect.bisect_left(self.taken, plant_id)
        return at < len(self.taken) and self.taken[at] == plant_id

    def next_id(self, after: int) -> int | None:
        """The first id after `after` that is not taken on this server, or None when
        there is none up to the int64 limit. A run of taken ids is jumped over at
        once (a binary search), so a batch of a million ids costs no wait."""
        taken = self.taken
        candidate = after + 1
        while candidate <= INT64_MAX:
            at = bisect.bisect_left(taken, candidate)
            if at < len(taken) and taken[at] == candidate:
                last, high = at, len(taken) - 1  # the end of the run of consecutive ids
                while last < high:
                    middle = (last + high + 1) // 2
                    if taken[middle] - candidate == middle - at:
                        last = middle
                    else:
                        high = middle - 1
                candidate = taken[last] + 1
            elif candidate in self.sent:
                candidate += 1
            else:
                return candidate
        return None

    def tags_for(self, typed: str) -> list[str]:
        """The tags to offer for what is typed in Tag; see `matching_tags`."""
        return matching_tags(typed, self.tag_uses)


def matching_tags(typed: str, uses: Counter[str], limit: int = SUGGESTED_TAGS) -> list[str]:
    """The used tags that a word of starts with `typed`, ignoring case: a tag spelled
    exactly as typed first, then the most used, then alphabetically. Nothing for an
    empty text, and nothing when the only match is the text itself, as typed."""
    needle = typed.strip().casefold()
    if not needle:
        return []

    def matches(tag: str) -> bool:
        folded = tag.casefold()
        return folded.startswith(needle) or any(word.startswith(needle) for word in folded.split())

    found = sorted(
        (tag for tag in uses if matches(tag)),
        key=lambda tag: (tag.casefold() != needle, -uses[tag], tag.casefold(), tag),
    )[:limit]
    return [] if found == [typed] else found


def taken_ids(ids: Iterable[str]) -> array[int]:
    """The ids as sorted int64s; texts that are not plain ids (a raw body's) are left out."""
    numbers = array("q")
    for text in ids:
        try:
            number = int(text)
        except ValueError:
            continue
        if INT64_MIN <= number <= INT64_MAX:
            numbers.append(number)
    return array("q", sorted(set(numbers)))  # "42" and "042" are one id


def enter_moves_to(
    position: int, empty_required: Sequence[bool], problems: Sequence[bool]
) -> int | None:
    """Where Enter in field `position` puts the cursor instead of sending, or None.

    A scanner types an id and presses Enter: when the form's only problems are
    required fields after this one that are still empty, Enter moves to the first of
    them, quietly. Pressed there while it is still empty, Enter tries to send, which
    shows what is missing.

    Args:
        empty_required: per field, whether it is required and empty.
        problems: per field, whether it has any problem (an empty required one included).
    """
    later_empty = [i for i in range(position + 1, len(problems)) if empty_required[i]]
    if not later_empty:
        return None
    others = [i for i, bad in enumerate(problems) if bad and i not in later_empty]
    return None if others else later_empty[0]


def load_memory(history: History | None, base_url: str) -> TypingMemory:
    """What the history knows of `base_url` for the aids (blocks on disk: not on the GUI
    thread). Raises HistoryError when the history cannot be read."""
    memory = TypingMemory(base_url)
    if history is None:
        return memory
    memory.tag_uses.update(history.created_tags(base_url))
    memory.taken = taken_ids(history.maybe_created_ids(base_url))
    body = history.last_form_body(base_url)
    memory.last = None if body is None else _last_plant(body)
    return memory


def _last_plant(body: bytes) -> LastPlant | None:
    try:
        data = json.loads(body)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    plant_id, name, tag = data.get("id"), data.get("name"), data.get("tag", "")
    if type(plant_id) is not int or not isinstance(name, str) or not isinstance(tag, str):
        return None
    return LastPlant(plant_id, name, tag)
