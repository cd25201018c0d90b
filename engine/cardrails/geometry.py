"""Card Rails: the outline's geometry and the tables the legal moves are read from: worked
out once from the validated slot table (cards.py), or filled on first use (the map is finite,
so they stay small). Shared by every game; never part of a game's state.
"""

from __future__ import annotations

import functools
import operator
from typing import Any

from engine.cardrails.cards import ROTATIONS, Hex, footprint, label, neighbours, same_hex

_OPP = {"N": "S", "S": "N", "E": "W", "W": "E"}

# The outline's geometry, worked out once from the validated slot table (cards.py). Every card
# has the same outline turned or not; only where its full-hex features land turns with it.
# Per cell of the outline: its offset from the top-centre hex, and the half an open 1/2 hex on
# the map must be for the card to match it (None: a full hex, which must land on nothing).
_OUTLINE: tuple[tuple[int, int, str | None], ...] = tuple(
    (dc, dr, None if part == "F" else _OPP[part]) for _, dc, dr, part in footprint(0)
)
# Offsets between two outlines that share a cell.
_OVERLAPS: tuple[Hex, ...] = tuple(
    sorted({(c1 - c2, r1 - r2) for c1, r1, _ in _OUTLINE for c2, r2, _ in _OUTLINE})
)
# Offsets between two outlines whose shared cells can never match, whatever was completed: a
# full hex of either on a cell of the other, or two halves of the same side. A position at
# such an offset from a card just laid no longer fits (what `placement.fits` would find,
# without it).
_CLASH: frozenset[Hex] = frozenset(
    (dc, dr)
    for dc, dr in _OVERLAPS
    for c1, r1, want1 in _OUTLINE
    for c2, r2, want2 in _OUTLINE
    if (dc + c1, dr + r1) == (c2, r2) and (want1 is None or want2 is None or want1 != _OPP[want2])
)
# Offsets between two outlines that share cells and can match: per offset, the cells (from the
# first outline's top-centre hex) they share, halves of opposite sides each.
_OUTLINE_CELLS: frozenset[Hex] = frozenset((dc, dr) for dc, dr, _ in _OUTLINE)
_TOUCH: tuple[tuple[int, int, tuple[Hex, ...]], ...] = tuple(
    (dc, dr, tuple((c, r) for c, r, _ in _OUTLINE if (c - dc, r - dr) in _OUTLINE_CELLS))
    for dc, dr in _OVERLAPS
    if (dc, dr) not in _CLASH
)
# Per position: the positions whose outline clashes with its own (`_CLASH`), and those whose
# outline meets it in matching halves, with the cells they share (`_TOUCH`).
_CLASHING: dict[Hex, frozenset[Hex]] = {}
_TOUCHING: dict[Hex, tuple[tuple[Hex, tuple[Hex, ...]], ...]] = {}


def _clashing(at: Hex) -> frozenset[Hex]:
    ax, ay = at
    out = _CLASHING[at] = frozenset(same_hex(ax + dc, ay + dr) for dc, dr in _CLASH)
    return out


def _touching(at: Hex) -> tuple[tuple[Hex, tuple[Hex, ...]], ...]:
    ax, ay = at
    out = _TOUCHING[at] = tuple(
        (same_hex(ax + dc, ay + dr), tuple(same_hex(ax + c, ay + r) for c, r in shared))
        for dc, dr, shared in _TOUCH
    )
    return out


# Per position and rotation: (card slot, hex, part) of each cell of a card laid there.
_FOOTPRINTS: dict[tuple[Hex, int], tuple[tuple[str, Hex, str], ...]] = {}


def _footprint_at(at: Hex, rotation: int) -> tuple[tuple[str, Hex, str], ...]:
    ax, ay = at
    out = _FOOTPRINTS[at, rotation] = tuple(
        (slot, same_hex(ax + dc, ay + dr), part) for slot, dc, dr, part in footprint(rotation)
    )
    return out


# Per position: the hexes of its outline with the half each must be (`_OUTLINE`), made once.
_CELLS: dict[Hex, tuple[tuple[Hex, str | None], ...]] = {}


def _cells(at: Hex) -> tuple[tuple[Hex, str | None], ...]:
    ax, ay = at
    cells = _CELLS[at] = tuple((same_hex(ax + dc, ay + dr), want) for dc, dr, want in _OUTLINE)
    return cells


# An open 1/2 hex on part p is matched by a card whose outline holds the other half there:
# the offsets of those cells (the card's top-centre hex is the open hex minus the offset).
_ANCHORS: dict[str, tuple[Hex, ...]] = {
    p: tuple((dc, dr) for dc, dr, want in _OUTLINE if want == p) for p in _OPP
}
# Per rotation: the card slot printed on each full hex of the outline.
_FULL_SLOT: dict[int, dict[Hex, str]] = {
    rot: {(dc, dr): slot for slot, dc, dr, part in footprint(rot) if part == "F"}
    for rot in ROTATIONS
}


# Action dicts shared by every listing (and every game): never changed, `legal_actions` hands
# out copies. Made on first use (the map is finite, so the tables stay small) and looked up
# through `map(table.__getitem__, ...)`: a lookup per action with no Python call.
class _BuildTable(dict[Hex, dict[str, Any]]):
    """Hex -> the action building one railroad's cube there."""

    def __init__(self, railroad: str) -> None:
        super().__init__()
        self.railroad = railroad

    def __missing__(self, h: Hex) -> dict[str, Any]:
        a = self[h] = {"type": "build", "railroad": self.railroad, "hex": label(h)}
        return a


class _BuildTables(dict[str, _BuildTable]):
    def __missing__(self, r: str) -> _BuildTable:
        t = self[r] = _BuildTable(r)
        return t


class _PlaceTable(dict[Hex, list[dict[str, Any]]]):
    """Position -> the actions playing the chosen card there, in both rotations."""

    def __missing__(self, at: Hex) -> list[dict[str, Any]]:
        pair = self[at] = [
            {"type": "place", "at": label(at), "rotation": rotation} for rotation in ROTATIONS
        ]
        return pair


class _ActionTable(dict[str, dict[str, Any]]):
    """A card or railroad -> the action of one type naming it under `key`."""

    def __init__(self, kind: str, key: str) -> None:
        super().__init__()
        self.kind = kind
        self.key = key

    def __missing__(self, value: str) -> dict[str, Any]:
        a = self[value] = {"type": self.kind, self.key: value}
        return a


_BUILDS = _BuildTables()
_PLACES = _PlaceTable()
_CARDS = _ActionTable("card", "card")
_SHARES = _ActionTable("share", "railroad")
_GIVES = _ActionTable("swap_give", "card")
_TAKES = _ActionTable("swap_take", "card")


_COMPLETED = operator.itemgetter(0)  # of a fit: the hexes it completes
_NEAR = operator.itemgetter(2)  # of a fit: the hexes it completes and those next to them

# A position where a card fits: the hexes it would complete, the hexes next to those (where a
# first cube could lead the way to them, R5), and both together.
_Fit = tuple[tuple[Hex, ...], frozenset[Hex], frozenset[Hex]]


@functools.lru_cache(maxsize=8192)
def _fit(completed: tuple[Hex, ...]) -> _Fit:
    around = frozenset(n for h in completed for n in neighbours(h)) - set(completed)
    return completed, around, around.union(completed)
