"""Which server profile a recorded plant goes with: the one rule for the outbox, a plant
sent again from the history or the outbox, and the tokens of a HAR export.

Several profiles may share one address (one per clerk, or per client certificate), so a
plant goes with the profile it was sent from, never with any profile at its address:

    the plant was sent from                  it goes with
    ──────────────────────────────────────── ─────────────────────────────────────────────
    a profile still at that address          that profile: its token, its TLS settings,
                                             its certificate (and waits while its token
                                             is not known)
    a profile now gone (deleted, a past      the profile in use, when it is at that
    session's) or moved to another address   address; else it waits, and the outbox says
                                             to choose a profile there
    a profile not recorded (an entry from    the profile in use if it is at that address,
    before the journal kept it)              else the first there whose token is known

A gone profile's plant goes with the profile in use, not with any other at the address:
in use, it is the user's own choice of who sends to that server now.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..endpoint import Target
from ..journal import HistoryEntry
from ..profiles import Profile
from ..tell import no_token, sender_gone


@dataclass(frozen=True)
class Profiled:
    """One profile as the rule sees it: its stable id, its address and its name."""

    id: str
    base_url: str
    name: str


@dataclass(frozen=True, eq=False)
class Targets:
    """Where plants can go now, by the rule above.

    Attributes:
        profiles: every profile, the one in use first, then in the list's order.
        known: the Target of each profile whose token is known, by profile id.
        in_use: the id of the profile in use ("" for none).
        by_address: the caller knows addresses only (a target already chosen, say): a
            plant for an address goes with its target, whichever profile it was sent from.
    """

    profiles: tuple[Profiled, ...] = ()
    known: Mapping[str, Target] = field(default_factory=dict)
    in_use: str = ""
    by_address: bool = False

    @classmethod
    def of(
        cls,
        profiles: Sequence[Profile],
        in_use: Profile | None,
        target: Callable[[Profile], Target | None],
    ) -> "Targets":
        """The targets of `profiles` (in the list's order), `target` giving each one's
        while its token is known."""
        ordered = [
            *((in_use,) if in_use else ()),
            *(p for p in profiles if p.id != getattr(in_use, "id", None)),
        ]
        known = {p.id: found for p in ordered if (found := target(p)) is not None}
        profiled = tuple(Profiled(p.id, p.base_url, p.name) for p in ordered)
        return cls(profiled, known, in_use.id if in_use else "")

    @classmethod
    def at(cls, addresses: Mapping[str, Target]) -> "Targets":
        """Targets by address alone: each address stands for a profile of its own."""
        profiles = tuple(Profiled(url, url, "") for url in addresses)
        return cls(profiles, dict(addresses), by_address=True)

    def profile_for(self, profile_id: str, base_url: str) -> str | None:
        """The id of the profile a plant sent from `profile_id` to `base_url` goes with;
        None when there is none to go with (see the rule above)."""
        here = [p.id for p in self.profiles if p.base_url == base_url]
        if self.by_address or not profile_id:
            return next((p for p in here if p in self.known), next(iter(here), None))
        if profile_id in here:
            return profile_id
        return self.in_use if self.in_use in here else None

    def for_entry(self, entry: HistoryEntry) -> Target | None:
        """The target a recorded plant goes with now; None while it must wait."""
        chosen = self.profile_for(entry.profile_id, entry.base_url)
        return None if chosen is None else self.known.get(chosen)

    def token_for(self, profile_id: str, base_url: str) -> str | None:
        """The token a plant sent from `profile_id` to `base_url` goes with (a HAR's, a
        curl command's), else None."""
        chosen = self.profile_for(profile_id, base_url)
        target = None if chosen is None else self.known.get(chosen)
        return None if target is None else target.token

    def why_not_sent(self, entry: HistoryEntry, names: Mapping[str, str]) -> str:
        """Why a plant has no target now, and what the user can do; `names` names the
        servers here by address, for an address no profile has any more."""
        chosen = self.profile_for(entry.profile_id, entry.base_url)
        if chosen is None and any(p.base_url == entry.base_url for p in self.profiles):
            return sender_gone(entry)
        name = next((p.name for p in self.profiles if p.id == chosen and p.name), None)
        return no_token(entry, names if name is None else {entry.base_url: name})


def targets_of(given: "Targets | Mapping[str, Target]") -> Targets:
    """`given` as Targets: a mapping by base URL is taken as `Targets.at` takes it."""
    return given if isinstance(given, Targets) else Targets.at(given)
