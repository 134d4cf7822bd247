"""Export as HAR: which exchanges go in the file, and the file, written atomically.

    what is exported           what goes in the file
    ────────────────────────── ──────────────────────────────────────────────────────────
    the exchange shown         that exchange
    history rows chosen        each one that was sent, oldest first; an entry
                               never sent has no exchange: it is left out, and counted
    a batch's exchanges        every row's last exchange, up to SAMPLE_CAP; past that a
                               sample: the first SAMPLE_FIRST rows, then each row whose
                               plant was not created, SAMPLE_CAP at most (the file's
                               comment and the dialog say so, and of how many)

The token goes in only when the caller gives it (the user asked, that time): the token of
the profile the exchange's plant goes with, as sending finds a plant's (see har_tokens),
into that request's Authorization header, and nowhere else.
"""

import json
from collections import ChainMap
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .atomic import write_text_atomically
from .endpoint import Target
from .har import HarSource, creator, har_entry, source_of, token_key
from .journal import HistoryEntry
from .journey.targets import Targets, targets_of
from .tell import har as words
from .tell.batch import CREATED

SAMPLE_FIRST = 100
SAMPLE_CAP = 1000


class Gone(Enum):
    GONE = "an entry no longer in the history"


GONE = Gone.GONE


@dataclass(frozen=True)
class BatchSample:
    """The journal entries of a batch's rows to export, in the rows' order.

    Attributes:
        total: how many of the batch's rows have an entry (the exchanges there are).
    """

    entry_ids: tuple[int, ...]
    total: int

    @property
    def is_sample(self) -> bool:
        return len(self.entry_ids) < self.total

    @property
    def title(self) -> str:
        """The file dialog's title, saying whether it is a sample, and of how many."""
        return words.title_batch(len(self.entry_ids), self.total)


def batch_sample(
    entry_runs: Sequence[MutableMapping[int, int]],
    said: Mapping[int, tuple[str, str]],
    *,
    first: int = SAMPLE_FIRST,
    cap: int = SAMPLE_CAP,
) -> BatchSample:
    """The entries to export of a batch whose runs gave rows these entries (`entry_runs`,
    row index -> entry id, the last run first), by each row's (word, detail) in `said`."""
    entries: ChainMap[int, int] = ChainMap(*entry_runs)  # a row's last run's entry
    rows = sorted(entries)
    if len(rows) > cap:
        failed = (row for row in rows[first:] if said.get(row, ("", ""))[0] != CREATED)
        picked = rows[:first]
        picked.extend(row for row, _ in zip(failed, range(cap - first), strict=False))
        rows = picked
    return BatchSample(tuple(entries[row] for row in rows), len(entries))


@dataclass(frozen=True)
class HarWritten:
    """What an export wrote: `count` exchanges; `left_out` entries had none (never sent),
    `gone` were no longer in the history."""

    path: Path
    count: int
    left_out: int
    sample: BatchSample | None = None
    gone: int = 0

    @property
    def said(self) -> str:
        """What the export came to, in words."""
        sample, file = self.sample, str(self.path)
        if sample is not None and sample.is_sample:
            return words.sample_written(self.count, sample.total, file, self.left_out, self.gone)
        return words.written(self.count, file, self.left_out, self.gone)


def har_tokens(
    what: Sequence[HarSource | HistoryEntry], targets: Targets | Mapping[str, Target]
) -> tuple[dict[str, str], list[str]]:
    """The tokens an export of `what` with the token needs, each the token of the profile
    its plant goes with (journey.targets: the one it was sent from), by `har.token_key`;
    and the base URLs of those with none (sorted)."""
    sent = {(item.base_url, item.profile_id) for item in what if item.request is not None}
    tokens: dict[str, str] = {}
    missing: set[str] = set()
    for base_url, profile_id in sent:
        token = targets_of(targets).token_for(profile_id, base_url)
        if token is None:
            missing.add(base_url)
        else:
            tokens[token_key(base_url, profile_id)] = token
    return tokens, sorted(missing)


def _token(tokens: Mapping[str, str], source: HarSource) -> str | None:
    """The exchange's token: its profile's, else the one given for its whole address (a
    batch's, all sent with one profile)."""
    return tokens.get(source.token_key, tokens.get(source.base_url))


def write_har(
    path: Path,
    sources: Iterable[HarSource | Gone | None],
    tokens: Mapping[str, str] | None = None,
    *,
    sample: BatchSample | None = None,
) -> HarWritten:
    """Write `sources` (None: an entry never sent; GONE: one no longer in the history) to
    `path` as one HAR file, an entry at a time; `tokens`: the tokens by `har.token_key` (or by
    base URL alone, for every exchange sent there), when the user asked for it.

    Raises OSError; `path` is replaced whole or not at all.
    """
    counts = [0, 0, 0]  # written, left out, gone

    def chunks() -> Iterator[str]:
        yield '{\n  "log": {\n    "version": "1.2",\n'
        yield f'    "creator": {json.dumps(creator(), ensure_ascii=False)},\n'
        yield '    "pages": [],\n'  # Firefox reads log.pages whether or not it is there
        yield '    "entries": ['
        for source in sources:
            if not isinstance(source, HarSource):
                counts[1 if source is None else 2] += 1
                continue
            token = None if tokens is None else _token(tokens, source)
            entry = json.dumps(har_entry(source, token), ensure_ascii=False, indent=2)
            yield ("\n" if not counts[0] else ",\n") + _indented(entry, "      ")
            counts[0] += 1
        yield "\n    ]"
        if sample is not None and sample.is_sample:
            comment = words.sample_comment(counts[0], sample.total, SAMPLE_FIRST)
            yield f',\n    "comment": {json.dumps(comment, ensure_ascii=False)}'
        yield "\n  }\n}\n"

    write_text_atomically(path, chunks())
    return HarWritten(path, counts[0], counts[1], sample, counts[2])


def _indented(text: str, margin: str) -> str:
    # Not splitlines(): it also breaks at U+2028, U+0085 and the like, which json.dumps
    # leaves inside strings when ensure_ascii is off. Only "\n" is between its lines.
    return "\n".join(margin + line for line in text.split("\n"))


HarWhat = Sequence[HarSource | HistoryEntry] | BatchSample
"""What to export: exchanges (or history entries) as they are, or a batch's sample."""


def export_har(
    path: Path,
    what: HarWhat,
    tokens: Mapping[str, str] | None,
    read: Callable[[int], HistoryEntry | None] | None,
) -> HarWritten:
    """Write `what` to `path` (see write_har), the exchanges given oldest first; a
    sample's entries are read one at a time with `read` (None: no history, so none is
    found), in its rows' order."""
    if isinstance(what, BatchSample):
        found = (read(entry_id) if read else None for entry_id in what.entry_ids)
        sources = (GONE if entry is None else source_of(entry) for entry in found)
        return write_har(path, sources, tokens, sample=what)
    given = [source_of(item) if isinstance(item, HistoryEntry) else item for item in what]
    # Oldest first, as a browser records a page's requests (the history lists newest first).
    given.sort(key=lambda source: -1.0 if source is None else source.started_at)
    return write_har(path, given, tokens)
