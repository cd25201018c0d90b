"""Options drawn where they lie: the code of each option of a decision whose options are places,
and the badges that label them on a picture, placed so that none covers another.

`numbered` is the one function that gives the codes: the bot's picker calls it on the spots the
game's presenter lists for the legal actions, and the picture (`render/prompt.py`) calls it on
the same spots, so a code on the map and a code in the select are the same by construction.
Nothing here knows a game: a game says where each option lies (`Spot`) and its renderer draws
the badges this module places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Badge", "Spot", "Wanted", "numbered", "overlap", "place_badges", "zoom"]

Box = tuple[float, float, float, float]
Point = tuple[float, float]


@dataclass(frozen=True)
class Spot:
    """Where one option of a decision lies. `place`: the game renderer's key of the place
    (options at one place share one number); `order`: reading order of places (top to bottom,
    left to right, kinds first); `variant`: a letter telling apart the options at one place
    ("A"/"B": a card as printed or turned); `text`: the option's short text in the picker
    ("Green into E2, +3"; empty: the action's own label)."""

    place: tuple[Any, ...]
    order: tuple[float, ...]
    variant: str = ""
    text: str = ""


def numbered(spots: Sequence[Spot | None]) -> list[str | None]:
    """The code of each spot (None for an option that is no place): its place's number, the
    places numbered from 1 in reading order, then its variant. Two spots that would read the
    same get a letter more ("3", "3b"), so every code names one option."""
    first: dict[tuple[Any, ...], tuple[float, ...]] = {}
    for spot in spots:
        if spot is not None:
            order = first.get(spot.place)
            first[spot.place] = spot.order if order is None else min(order, spot.order)
    ranked = sorted(first, key=lambda place: (first[place], repr(place)))
    number = {place: i + 1 for i, place in enumerate(ranked)}
    codes: list[str | None] = []
    seen: dict[str, int] = {}
    for spot in spots:
        if spot is None:
            codes.append(None)
            continue
        code = f"{number[spot.place]}{spot.variant}"
        count = seen.get(code, 0)
        seen[code] = count + 1
        codes.append(code if count == 0 else f"{code}{chr(ord('a') + min(count, 25))}")
    return codes


@dataclass(frozen=True)
class Wanted:
    """A badge to place: the codes it labels, its anchor (the place), its size."""

    codes: tuple[str, ...]
    anchor: Point
    width: float
    height: float
    payload: Any = None  # what the drawing needs (a railroad, the text)


@dataclass(frozen=True)
class Badge:
    """A badge as placed: its box, and whether it sits away from its place (a leader line
    joins them then)."""

    codes: tuple[str, ...]
    anchor: Point
    box: Box
    moved: bool
    payload: Any = None


def zoom(
    boxes: Sequence[Box], area: Box, width: float, height: float, most: float = 2.0
) -> tuple[Box, float]:
    """The part of `area` to show so that `boxes` (with room around them) fill a picture at
    most `width` x `height`, and how much it is enlarged (1 to `most`): options close
    together are shown larger. The part keeps the picture's proportions."""
    x0 = min(b[0] for b in boxes)
    y0 = min(b[1] for b in boxes)
    x1 = max(b[2] for b in boxes)
    y1 = max(b[3] for b in boxes)
    factor = max(1.0, min(most, width / max(1.0, x1 - x0), height / max(1.0, y1 - y0)))
    w = min(area[2] - area[0], width / factor)
    h = min(area[3] - area[1], y1 - y0)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    left = min(max(area[0], cx - w / 2), area[2] - w)
    top = min(max(area[1], cy - h / 2), area[3] - h)
    return (left, top, left + w, top + h), factor


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share (0 when they only touch)."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _box(cx: float, cy: float, w: float, h: float) -> Box:
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


# Unit vectors of the spots tried on a ring of n, evenly around (n: 8 per ring, at most 16).
_ROUND: dict[int, list[Point]] = {}


def _ring(w: Wanted, step: float, ring: int) -> list[Point]:
    """Centres to try at one distance from the place (ring 0: the place itself), at most
    `PER_RING` of them, evenly around."""
    x, y = w.anchor
    if ring == 0:
        return [(x, y)]
    r = ring * step
    n = min(8 * ring, PER_RING)
    units = _ROUND.get(n)
    if units is None:
        units = [(math.cos(2 * math.pi * k / n), math.sin(2 * math.pi * k / n)) for k in range(n)]
        _ROUND[n] = units
    return [(x + r * c, y + r * s) for c, s in units]


def _clear(box: Box, taken: list[Box], gap: float) -> bool:
    x0, y0, x1, y1 = box[0] - gap, box[1] - gap, box[2] + gap, box[3] + gap
    for t0, u0, t1, u1 in taken:  # noqa: SIM110 (a loop: the hottest line of a layout)
        if x0 < t1 and t0 < x1 and y0 < u1 and u0 < y1:
            return False
    return True


RINGS = 20  # rings tried around a place before the whole bounds (names block many spots)
LOOK_FURTHER = 2  # rings tried past the first free one, for a spot that covers less
PER_RING = 16
COVER_COST = 0.05  # a pixel of `avoid` covered costs as much as this many pixels further off


def place_badges(
    wanted: Sequence[Wanted],
    bounds: Box,
    avoid: Sequence[Box] = (),
    gap: float = 3.0,
    start: int = 0,
    block: Sequence[Box] = (),
) -> list[Badge]:
    """Each badge at the free spot nearest its place, in the order given: never over another
    badge nor over a box of `block` (the map's names: a badge never hides one), inside
    `bounds`, and among spots as near, the one covering least of `avoid` (other places).
    `start`: the first ring tried (1: never right on the place, which stays seen). A badge
    that finds no free spot near its place looks in the whole bounds."""
    placed: list[Badge] = []
    # Only what lies within the bounds (and the gap kept around a badge) can be in the way.
    left, top, right, bottom = bounds[0] - gap, bounds[1] - gap, bounds[2] + gap, bounds[3] + gap
    taken = [b for b in block if b[0] < right and left < b[2] and b[1] < bottom and top < b[3]]
    for w in wanted:
        best = _nearest_free(w, bounds, taken, avoid, gap, start)
        if best is None:
            best = _anywhere(w, bounds, taken, gap)
        cx, cy = (best[0] + best[2]) / 2, (best[1] + best[3]) / 2
        moved = math.dist((cx, cy), w.anchor) > max(w.width, w.height) / 2
        placed.append(Badge(w.codes, w.anchor, best, moved, w.payload))
        taken.append(best)
    return placed


def _nearest_free(
    w: Wanted, bounds: Box, taken: list[Box], avoid: Sequence[Box], gap: float, start: int
) -> Box | None:
    """The free spot of the rings around the place that costs least (its distance, and what
    of `avoid` it covers); None if every ring is full."""
    step = max(8.0, min(w.width, w.height) / 2)
    hw, hh = w.width / 2, w.height / 2
    left, top, right, bottom = bounds
    best: Box | None = None
    best_cost = math.inf
    first = None  # the first ring with a free spot: a few more are tried past it
    near: list[Box] = []
    close: list[Box] = []  # the badges placed so far that a spot this far off could touch
    for ring in range(start, RINGS + 1):
        if first is not None and (ring > first + LOOK_FURTHER or ring * step >= best_cost):
            break  # nothing further off can cost less
        if ring == start or ring % (LOOK_FURTHER + 1) == 0:
            reach = (ring + LOOK_FURTHER + 2) * step
            near = _near(w, avoid, reach)
            close = _near(w, taken, reach + gap)
        for cx, cy in _ring(w, step, ring):
            box = (cx - hw, cy - hh, cx + hw, cy + hh)
            if box[0] < left or box[1] < top or box[2] > right or box[3] > bottom:
                continue
            if not _clear(box, close, gap):
                continue
            first = ring if first is None else first
            cost = ring * step + COVER_COST * covered_area(box, near)
            if cost < best_cost:
                best, best_cost = box, cost
                if cost == ring * step:
                    return best  # free and covering nothing: nothing else costs less
    return best


def _near(w: Wanted, avoid: Sequence[Box], radius: float) -> list[Box]:
    """The `avoid` boxes a badge within `radius` of its place could cover."""
    x, y = w.anchor
    r = radius + max(w.width, w.height)
    x0, y0, x1, y1 = x - r, y - r, x + r, y + r
    return [a for a in avoid if a[0] < x1 and x0 < a[2] and a[1] < y1 and y0 < a[3]]


def covered_area(box: Box, near: Sequence[Box]) -> float:
    """How much of the `near` boxes `box` covers (their areas added, in their order)."""
    x0, y0, x1, y1 = box
    total = 0.0
    for a0, b0, a1, b1 in near:
        w = (x1 if x1 < a1 else a1) - (x0 if x0 > a0 else a0)
        if w > 0:
            h = (y1 if y1 < b1 else b1) - (y0 if y0 > b0 else b0)
            if h > 0:
                total += w * h
    return total


def _anywhere(w: Wanted, bounds: Box, taken: list[Box], gap: float) -> Box:
    """The free spot of the bounds nearest the place (on a grid, nearest first: the first
    free one is the answer); the place itself if the bounds are full (the layout gives them
    room enough)."""
    spots: list[tuple[float, int, float, float]] = []
    y = bounds[1] + w.height / 2
    while y + w.height / 2 <= bounds[3]:
        x = bounds[0] + w.width / 2
        while x + w.width / 2 <= bounds[2]:
            spots.append((math.dist((x, y), w.anchor), len(spots), x, y))
            x += w.width / 2
        y += w.height / 2
    reach, near = -1.0, taken
    for d, _, x, y in sorted(spots):
        if d > reach:  # only what a spot this far off could touch (looked up as it widens)
            reach = max(2 * reach, d + 64)
            near = _near(w, taken, reach + gap)
        box = _box(x, y, w.width, w.height)
        if _clear(box, near, gap):
            return box
    return _box(*w.anchor, w.width, w.height)
