"""Sealed simultaneous choices, the one way every game makes them.

In a sealed step every player who must choose does so in secret and at once (a card for the
round, a card passed on, a declaration, cards laid face down). The game waits for
those who have not locked in; a player who has chosen may change their mind until the last one
locks in (so whom the game waits for says nothing about what was chosen); then every choice is
revealed and resolved together. Only the chooser sees their own choice before that.

The choices live in the game's state as a plain dict (player -> choice): copies, samples and
records stay what they were. These functions are the one place that says who is awaited, who
has locked in, what a new choice records and who may see it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, TypeVar

__all__ = [
    "awaited",
    "complete",
    "locked_in",
    "locked_in_event",
    "make_choice",
    "own_choice",
    "stage",
]

C = TypeVar("C")


def awaited(
    players: Iterable[str],
    locked: Collection[str],
    must: Callable[[str], Any] | None = None,
) -> list[str]:
    """Who the step still waits for, in seat order: every player who must choose (all of them,
    or those for whom `must` is true) and has not locked in."""
    if must is None:
        return [p for p in players if p not in locked]
    return [p for p in players if p not in locked and must(p)]


def complete(players: Iterable[str], locked: Collection[str]) -> bool:
    """Whether every player has locked in (the step is then resolved)."""
    return all(p in locked for p in players)


def locked_in(players: Iterable[str], locked: Collection[str]) -> set[str]:
    """The players who have locked in (public: the lock-in list shows who, never what)."""
    return {p for p in players if p in locked}


def make_choice(chosen: dict[str, C], player: str, choice: C) -> bool:
    """Record `player`'s choice, replacing an earlier one; True if this is their first choice
    (they lock in now), False if they changed their mind (which tells the others nothing)."""
    first = player not in chosen
    chosen[player] = choice
    return first


def locked_in_event(player: str, phase: str) -> dict[str, Any]:
    """The public event of a player locking in (the platform's lock-in list)."""
    return {"type": "locked_in", "player": player, "phase": phase}


def own_choice(chosen: Mapping[str, C], player: str, viewer: str | None) -> C | None:
    """`player`'s sealed choice as `viewer` may see it: their own, else nothing."""
    if viewer is None or viewer != player:
        return None
    return chosen.get(player)


def stage(phase: str, *parts: object) -> str:
    """The envelope's `stage` key, `phase:part:part...`: the parts (round, turn, a decision
    counter) change whenever a new decision starts, so prompts and waits keyed by it are asked
    once per decision, sealed or not."""
    return ":".join([phase, *map(str, parts)])
