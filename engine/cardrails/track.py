"""Card Rails: building track: where a cube may go this turn, and why anywhere else is refused.

A cube goes into a free whole hex next to its railroad's track or the Starting City (R2); a
card played onto the map obliges one into a hex it completed (R5). The listing (`add_builds`,
`owed_builds`) reads the indexes `put_cube` keeps (each railroad's reach and frontier); the
refusal (`refuse_build`) reads the map. Functions of the game's state (`CardRails`).
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import CITY, Hex, label, neighbours, parse_label
from engine.cardrails.geometry import _BUILDS
from engine.cardrails.rules import _err
from engine.cardrails.scoring import bonus
from engine.core import IllegalAction

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = [
    "add_builds",
    "may_stop",
    "must_use_card",
    "near_own",
    "owed_builds",
    "owes_completed",
    "put_cube",
    "refuse_build",
]


def put_cube(g: CardRails, r: str, h: Hex) -> None:
    """A cube from railroad r's Shares card onto hex h (and what it makes reachable)."""
    g.version += 1
    g.cubes_left[r] -= 1
    g.cube[h] = r
    g.track[r].append(h)
    g.bonus[r] += bonus(g, r, h)
    g.free.discard(h)
    for hexes in g.frontier.values():
        hexes.discard(h)
    grown = set(neighbours(h)) - g.reach[r]
    g.reach[r] |= grown
    for railroads, union in g.unions.items():
        if r in railroads:
            union |= grown
    new = grown - g.reach_all
    if new:
        g.reach_all |= new
        reach2 = g.reach2
        reach2 |= new
        for n in new:
            reach2.update(neighbours(n))
    g.frontier[r] |= grown & g.free


def near_own(g: CardRails, r: str, h: Hex) -> bool:
    """Is `h` next to railroad r's track (or the Starting City, where all begin) (R2)?"""
    return h in g.reach[r]


def owes_completed(g: CardRails) -> bool:
    """A played card obliges a cube into a hex it completed (R5)."""
    return g.card_played and not any(map(g.completed.__contains__, map(_HEX, g.built)))


def may_stop(g: CardRails) -> bool:
    return bool(g.built) and not owes_completed(g)


_HEX = operator.itemgetter(1)  # of a cube built this turn: (railroad, hex)


# -- where a cube may go
def add_builds(g: CardRails, out: list[dict[str, Any]]) -> None:
    """Append every build a single cube could make now as listed actions: railroads in
    table order, each one's hexes sorted."""
    left, tables = g.cubes_left, _BUILDS
    for r, hexes in g.frontier.items():
        if hexes and left[r]:
            out += map(tables[r].__getitem__, sorted(hexes))


def owed_builds(g: CardRails) -> list[dict[str, Any]]:
    """The cubes possible while a played card still owes one in a hex it completed, as
    listed actions (in `add_builds` order)."""
    left, tables, frontier = g.cubes_left, _BUILDS, g.frontier
    completed = g.completed
    # Railroads that can build into a completed hex now.
    rails = [r for r, hexes in frontier.items() if left[r] and not hexes.isdisjoint(completed)]
    out: list[dict[str, Any]] = []
    if g.built:
        # The last cube must go into a completed hex.
        for r in rails:
            out += map(tables[r].__getitem__, sorted(frontier[r].intersection(completed)))
        return out
    # The first cube may go elsewhere if a completed hex is still open to the second: one
    # another railroad can enter now, one its own railroad can (with a cube to spare), or
    # one next to the first cube itself (hexes are neighbours both ways).
    cube = g.cube
    next_to_open = {n for c in completed if c not in cube for n in neighbours(c)}
    for r, hexes in frontier.items():
        if not hexes or not left[r]:
            continue
        spare = left[r] >= 2
        if rails and (spare or len(rails) > 1 or r not in rails):
            out += map(tables[r].__getitem__, sorted(hexes))
            continue
        keep = hexes.intersection(completed)
        if spare:
            keep |= hexes & next_to_open
        out += map(tables[r].__getitem__, sorted(keep))
    return out


# -- why not
def must_use_card() -> IllegalAction:
    return _err(
        "must_use_card",
        "You played your card onto the map: a cube must go into a hex it completed.",
    )


def refuse_build(g: CardRails, r: str, text: str) -> IllegalAction:
    """Why a cube of railroad `r` may not go into hex `text` now (not listed)."""
    if r not in g.railroads:
        return _err("unknown_railroad", f"There is no railroad {r!r} in this game.", railroad=r)
    h = parse_label(text)
    if h is None or label(h) != text:
        return _err("bad_hex", f"{text!r} is not a hex name (like E2N1, W1, S3 or 0).", hex=text)
    info = g.whole.get(h)
    if info is None:
        if h in g.open_halves:
            return _err(
                "half_hex",
                f"{text} is only a 1/2 hex: you can only place track in a whole, matched hex.",
                hex=text,
            )
        return _err("off_map", f"{text} is not on the map.", hex=text)
    if info[0] == CITY:
        return _err("city", f"{text} is the Starting City: track is built next to it.", hex=text)
    if info[0] == "lake":
        return _err("lake", "That hex is a lake: no track can be built there.", hex=text)
    if h in g.cube:
        return _err("occupied", "Each hex can only hold one cube.", hex=text)
    if not g.cubes_left[r]:
        return _err(
            "build_no_cubes", f"The {g._rname(r)} Shares card has no cube left.", railroad=r
        )
    if not near_own(g, r, h):
        return _err(
            "not_adjacent",
            f"Track must be built next to its own color: {text} is not next to"
            f" {g._rname(r)} track or the Starting City.",
            hex=text,
            railroad=r,
        )
    if owes_completed(g):
        return must_use_card()
    return _err("no_more_cubes", "You build with 1 or 2 cubes only.")
