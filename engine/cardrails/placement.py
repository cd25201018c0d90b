"""Card Rails: playing a card onto the map: where it may go, and why anywhere else is refused.

The map's indexes (`CardRails.fits`, `dead`, `sides`, ...) are kept up to date as each card is
laid (`lay_card`, `refit`), so listing where the chosen card may go (`place_actions`) never
rescans the map; its refusal (`refuse_place`) reads the same rules from the map itself.
Functions of the game's state (`CardRails`).
"""

from __future__ import annotations

from itertools import compress
from operator import not_
from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import CITY, ROTATIONS, Hex, footprint, label, parse_label
from engine.cardrails.geometry import (
    _CELLS,
    _CLASHING,
    _COMPLETED,
    _FOOTPRINTS,
    _FULL_SLOT,
    _NEAR,
    _OPP,
    _PLACES,
    _TOUCHING,
    _cells,
    _clashing,
    _fit,
    _footprint_at,
    _touching,
)
from engine.cardrails.rules import _err
from engine.core import IllegalAction

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = [
    "fits",
    "half_symbols",
    "lay_card",
    "place_actions",
    "reach_of",
    "refit",
    "refuse_place",
]


# -- the map as cards are laid
def lay_card(g: CardRails, card_id: str, at: Hex, rotation: int) -> list[Hex]:
    """Put a card on the map; return the hexes whose two halves it matched."""
    g.version += 1
    card = g.board.city if card_id == g.board.city.id else g.board.cards[card_id]
    fitted = at in g.fits or not g.sides
    completed = []
    now_free = []
    sides, parts, whole, open_halves = g.sides, g.parts, g.whole, g.open_halves
    features = card.hexes
    for slot, h, part in _FOOTPRINTS.get((at, rotation)) or _footprint_at(at, rotation):
        cell = parts.get(h)
        if cell is None:
            cell = parts[h] = {}
        cell[part] = (card_id, slot)
        if part == "F":
            feature = features.get(slot)
            symbols = (card.railroad,) if feature == "symbol" and card.railroad else ()
            whole[h] = (None if feature == "symbol" else feature, symbols)
            sides[h] = "F"
            if feature not in ("lake", CITY):
                now_free.append(h)
        elif len(cell) == 2:
            del open_halves[h]
            whole[h] = (None, half_symbols(g, cell))
            sides[h] = "F"
            now_free.append(h)
            completed.append(h)
        else:
            open_halves[h] = sides[h] = part
    g.free.update(now_free)
    # Most cards are laid away from every railroad's reach: one test rules that out.
    if not g.reach_all.isdisjoint(now_free):
        frontier = g.frontier
        for r, near in g.reach.items():
            frontier[r].update(near.intersection(now_free))
    g.placed.append(
        {"card": card_id, "at": label(at), "x": at[0], "y": at[1], "rotation": rotation}
    )
    refit(g, at, fitted)
    return completed


def half_symbols(g: CardRails, cell: dict[str, tuple[str, str]]) -> tuple[str, ...]:
    # A whole hex of two halves shows the symbols of both (R4).
    out = []
    for card_id, slot in cell.values():
        card = g.board.cards.get(card_id)
        if card is not None and card.hexes.get(slot) == "symbol" and card.railroad:
            out.append(card.railroad)
    return tuple(sorted(set(out)))


def fits(g: CardRails, at: Hex) -> tuple[Hex, ...] | None:
    """The hexes a card laid with its top-centre hex at `at` would complete, or None when
    it would overlap the map or match no 1/2 hex. Every card has the same outline, turned
    or not, so this holds for all cards and both rotations."""
    cells = _CELLS.get(at) or _cells(at)
    sides = g.sides
    completed = []
    for h, want in cells:
        got = sides.get(h)
        if got is None:
            continue
        if got != want:
            return None  # onto a whole hex, a full hex onto a 1/2 hex, or same sides
        completed.append(h)
    return tuple(completed) or None


def refit(g: CardRails, at: Hex, fitted: bool) -> None:
    """Update where cards fit after one was laid at `at` (`fitted`: where a card fits, or
    on the empty map). A position whose outline clashes with the card's no longer fits
    (`_CLASH`), ever. One meeting it in matching halves (`_TOUCH`) now completes those too
    if it fitted, and fits with just those if it touched nothing. No other changes."""
    fitting, dead = g.fits, g.dead
    clashing = _CLASHING.get(at) or _clashing(at)
    for a in fitting.keys() & clashing:
        del fitting[a]
    dead |= clashing
    for a, shared in _TOUCHING.get(at) or _touching(at):
        old = fitting.get(a)
        if old is not None:
            # Its shared cells were empty before (a 1/2 hex there would have been of the
            # card's side, a clash): the card opened them.
            fitting[a] = _fit(old[0] + shared)
        elif a in dead:
            continue
        elif fitted:
            # It touched nothing (else it would fit or be dead), and the card only opened
            # the cells it shares with it (one it completed was an open 1/2 hex of the
            # card's side before: it would be dead).
            fitting[a] = _fit(shared)
        else:
            # A card laid anyhow (by a test): look at the whole outline.
            done = fits(g, a)
            if done is None:
                dead.add(a)
            else:
                fitting[a] = _fit(done)


# -- where the chosen card may go, and why not
def place_actions(g: CardRails) -> list[dict[str, Any]]:
    """Where the chosen card may be played, as listed actions (shared, never changed): it
    must fit, and a cube must be able to go into a hex it completes, directly or behind
    one other cube of the same railroad (R5)."""
    if g.chosen is None or g.card_played or len(g.built) >= 2:
        return []
    left = g.cubes_left
    live = [r for r in g.railroads if left[r]]
    if not live:
        return []
    # Hexes a cube could enter now, and those a first cube could enter with a second cube
    # of its railroad left to follow it into a completed hex (the kept union while every
    # railroad has cubes enough: most of the game).
    one: set[Hex] = g.reach_all if len(live) == len(left) else reach_of(g, tuple(live))
    two: set[Hex] = set()
    if not g.built:
        two_of = [r for r in live if left[r] >= 2]
        two = one if len(two_of) == len(live) else reach_of(g, tuple(two_of))
    free = g.free
    features = g.board.cards[g.chosen].hexes
    out: list[dict[str, Any]] = []
    places = _PLACES
    apart = one.isdisjoint
    near = _near(g, one, two)
    if not two:
        # Only a hex the card completes can take the cube: each of these has one.
        return [a for at in near for a in places[at]]
    fitting = g.fits
    for at in near:  # in hex order: never the map's history
        completed, around, _ = fitting[at]
        if not apart(completed):
            out += places[at]
            continue
        if two.isdisjoint(around):
            continue
        via = two & around
        if not free.isdisjoint(via):
            out += places[at]
            continue
        # The first cube can only go into one of the card's own full hexes: not a lake.
        offsets = [(h[0] - at[0], h[1] - at[1]) for h in via]
        pair = places[at]
        for i, rot in enumerate(ROTATIONS):
            slots = _FULL_SLOT[rot]
            if any(o in slots and features.get(slots[o]) != "lake" for o in offsets):
                out.append(pair[i])
    return out


def reach_of(g: CardRails, railroads: tuple[str, ...]) -> set[Hex]:
    """The hexes these railroads reach (never changed by the caller): kept in `unions` as
    cubes are built (track.put_cube), while a railroad runs out of cubes only now and then."""
    unions = g.unions
    out = unions.get(railroads)
    if out is None:
        if len(unions) >= 4:
            unions.clear()  # unions of railroads that had cubes then
        out = unions[railroads] = set().union(*map(g.reach.__getitem__, railroads))
    return out


def _near(g: CardRails, one: set[Hex], two: set[Hex]) -> list[Hex]:
    """Where a card fits with a hex it completes in `one`, or next to one (only if `two`), in
    hex order. Most positions are far from any track: one set test each rules them out (a
    loop of C calls, no Python step per position)."""
    fitting = g.fits
    if not two:
        test, part = one.isdisjoint, _COMPLETED
    elif one is g.reach_all:
        # A hex it completes within one hex of `reach_all` (`reach2`): one of its own hexes
        # or one next to them (`fit[2]`) in `reach_all` (a shorter test).
        test, part = g.reach2.isdisjoint, _COMPLETED
    else:
        test, part = one.isdisjoint, _NEAR
    return sorted(compress(fitting, map(not_, map(test, map(part, fitting.values())))))


def refuse_place(g: CardRails, text: str, rotation: int) -> IllegalAction:
    """Why the chosen card may not be played at `text` turned by `rotation` (not listed)."""
    if rotation not in ROTATIONS:
        return _err(
            "bad_rotation",
            "A card turns only half a turn (rotation 0 or 180): any other turn leaves the"
            " hex grid.",
            rotation=rotation,
        )
    if g.card_played:
        return _err("already_played", "You have already played your card this turn.", at=text)
    at = parse_label(text)
    if at is None or label(at) != text:
        return _err("bad_hex", f"{text!r} is not a hex name (like E2N1, W1, S3 or 0).", hex=text)
    touching = False
    for _, dc, dr, part in footprint(0):
        h = (at[0] + dc, at[1] + dr)
        cell = g.parts.get(h)
        if cell is None:
            continue
        if part != "F" and g.open_halves.get(h) == _OPP[part]:
            touching = True
            continue
        return _err("overlap", "A card may not overlap the cards already on the map.", at=text)
    if not touching:
        return _err(
            "no_match",
            "The two 1/2 hexes must match: the card must complete a 1/2 hex already on the map.",
            at=text,
        )
    return _err(
        "no_build_there",
        "You play a card to build into a 1/2 hex it completes, and no track could be built"
        " in a hex completed there.",
        at=text,
    )
