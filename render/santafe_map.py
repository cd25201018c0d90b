"""Santa Fe's map laid out, without drawing: where each city, route, track space, city label and
railhead badge goes, in pixels, from the public board data (tests read it to check sizes at a
phone's 430-px preview); the tiles on the board; the sizes every Santa Fe image shares (its
colours: `santafe_palette.py`).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.santafe.board import Board, load_board
from render.common import text_size
from render.santafe_palette import (  # noqa: F401 (the colours every Santa Fe image shares)
    BONUS_OPEN,
    CARD,
    COASTLINE,
    GOLD,
    HIGHLIGHT,
    INK,
    LAND,
    MOUNTAIN_ROUTE,
    MUTED,
    PANEL,
    PEAK,
    RAILROADS,
    RIDGE,
    RIVER,
    ROUTE,
    SEA,
    SLOT,
    SLOT_BOTH,
    SLOT_EDGE,
    SLOT_MOUNTAIN,
    SLOT_RIVER,
    WHITE,
    Rail,
    rails,
)

# Layout: map on top, panel below. Phones show the image about 430 px wide, so every size here
# is chosen for that preview (PREVIEW_W): city values at least 9 px tall there, city names at
# least 8 px (tests/test_render.py measures them). The map is stretched north-south (SCALE_Y) to
# give the large labels room; the panel below uses large type and at most 3 seats a row.
W = 1280
PREVIEW_W = 430
SCALE = 1.243  # pixels per board unit east-west (board x is 0..1000)
SCALE_Y = 1.62  # pixels per board unit north-south
MX, MY = 20, 14
MAP_H = 1098
PAD = 22
MIN_CITY_GAP = 78  # centres of cities closer than this on the board are nudged apart


CITY_R = 24  # city marker radius in pixels
HOME_R = 22
SLOT_W = 13  # track space width across the route
TWIN_OFFSET = 9  # the two lines of a double route sit this far either side of the centre

LABEL_SIZE = 33  # condensed bold: capitals 25 px tall, 8.4 px at the preview
VALUE_SIZE = 38  # bold digits 28 px tall, 9.4 px at the preview
BONUS_RING = 5
BONUS_SQ = 28  # a $4 bonus square beside a city name, with its gap


# ----------------------------------------------------------------------------- geometry
def px(x: float, y: float) -> tuple[float, float]:
    return (MX + x * SCALE, MY + y * SCALE_Y)


def _spread(cities: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Nudge apart cities drawn closer than MIN_CITY_GAP (Santa Fe and Albuquerque, ...), so
    their large markers do not overlap and the route between them keeps room for its spaces."""
    pos = {c: list(p) for c, p in cities.items()}
    for _ in range(30):
        moved = False
        for a, b in itertools.combinations(sorted(pos), 2):
            (ax, ay), (bx, by) = pos[a], pos[b]
            d = math.hypot(bx - ax, by - ay)
            if d >= MIN_CITY_GAP:
                continue
            push = (MIN_CITY_GAP - d) / 2 + 0.5
            ux, uy = ((bx - ax) / d, (by - ay) / d) if d else (1.0, 0.0)
            pos[a] = [ax - ux * push, ay - uy * push]
            pos[b] = [bx + ux * push, by + uy * push]
            moved = True
        if not moved:
            break
    return {c: (x, y) for c, (x, y) in pos.items()}


@dataclass(frozen=True)
class Slot:
    cx: float
    cy: float
    ux: float  # unit vector along the route, from a to b
    uy: float
    length: float

    def quad(self, along: float, across: float) -> list[tuple[float, float]]:
        """Corners of a rectangle centred on the space, `along` x `across` pixels."""
        a, c = along / 2, across / 2
        nx, ny = -self.uy, self.ux
        return [
            (self.cx + self.ux * a + nx * c, self.cy + self.uy * a + ny * c),
            (self.cx + self.ux * a - nx * c, self.cy + self.uy * a - ny * c),
            (self.cx - self.ux * a - nx * c, self.cy - self.uy * a - ny * c),
            (self.cx - self.ux * a + nx * c, self.cy - self.uy * a + ny * c),
        ]


@dataclass(frozen=True)
class Geometry:
    board: Board
    rails: dict[str, Rail]
    cities: dict[str, tuple[float, float]]
    radius: dict[str, int]
    lines: dict[str, tuple[tuple[float, float], tuple[float, float]]]
    slots: dict[str, tuple[Slot, ...]]  # per route, space 0 next to route.a
    labels: dict[str, tuple[int, int, int, int]]  # city label boxes, placed once
    near: dict[str, tuple[tuple[float, float, float, float], ...]]  # labels, markers by city


@functools.cache
def geometry() -> Geometry:
    board = load_board()
    cities = _spread({c.id: px(c.x, c.y) for c in board.cities.values()})
    radius = {c.id: HOME_R if c.home else CITY_R for c in board.cities.values()}
    lines, slots = {}, {}
    for r in board.routes.values():
        (ax, ay), (bx, by) = cities[r.a], cities[r.b]
        d = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / d, (by - ay) / d
        off = 0.0
        if r.twin is not None:
            off = -TWIN_OFFSET if r.id.endswith("~2") else TWIN_OFFSET
        nx, ny = -uy * off, ux * off
        start = radius[r.a] + 3
        end = d - radius[r.b] - 3
        a = (ax + ux * start + nx, ay + uy * start + ny)
        b = (ax + ux * end + nx, ay + uy * end + ny)
        lines[r.id] = (a, b)
        n = len(r.spaces)
        step = (end - start) / n
        length = max(8.0, min(30.0, step - 4))
        slots[r.id] = tuple(
            Slot(a[0] + ux * step * (i + 0.5), a[1] + uy * step * (i + 0.5), ux, uy, length)
            for i in range(n)
        )
    labels = _place_labels(board, cities, radius, slots)
    obstacles = [
        (x - radius[c] - 2, y - radius[c] - 2, x + radius[c] + 2, y + radius[c] + 2)
        for c, (x, y) in cities.items()
    ]
    obstacles += [
        (float(x0), float(y0), float(x1), float(y1)) for x0, y0, x1, y1 in labels.values()
    ]
    near = {
        c: tuple(o for o in obstacles if overlap(o, (x - 160, y - 120, x + 160, y + 120)))
        for c, (x, y) in cities.items()
    }
    return Geometry(board, rails(board), cities, radius, lines, slots, labels, near)


def label_text(city: Any) -> str:
    return city.name


def _label_width(city: Any) -> int:
    w, _ = text_size(label_text(city), "condensed", LABEL_SIZE)
    return w + (len(city.bonus) * BONUS_SQ + 6 if city.bonus else 0)


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _place_labels(
    board: Board,
    cities: dict[str, tuple[float, float]],
    radius: dict[str, int],
    slots: dict[str, tuple[Slot, ...]],
) -> dict[str, tuple[int, int, int, int]]:
    """Put each city's label at the candidate spot that covers the least: never another
    label or a city marker if avoidable, as few track spaces as possible."""
    markers = [
        (x - radius[c] - 1, y - radius[c] - 1, x + radius[c] + 1, y + radius[c] + 1)
        for c, (x, y) in cities.items()
    ]
    slot_boxes = []
    for route_slots in slots.values():
        for s in route_slots:
            pts = s.quad(s.length, SLOT_W)
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            slot_boxes.append((min(xs), min(ys), max(xs), max(ys)))
    h = LABEL_SIZE + 4
    placed: dict[str, tuple[int, int, int, int]] = {}

    def crowding(cid: str) -> int:
        x, y = cities[cid]
        return sum(1 for o in cities.values() if math.dist(o, (x, y)) < 110)

    for cid in sorted(cities, key=lambda c: (-crowding(c), c)):
        city = board.cities[cid]
        x, y = cities[cid]
        r = radius[cid]
        w = _label_width(city)
        d = r * 0.75
        candidates = []
        for gap in (3, 12, 26):
            candidates += [
                (x + r + gap, y - h / 2),
                (x - r - gap - w, y - h / 2),
                (x - w / 2, y - r - gap - h + 2),
                (x - w / 2, y + r + gap - 2),
                (x + d + gap, y - d - h + 4),
                (x + d + gap, y + d - 4),
                (x - d - gap - w, y - d - h + 4),
                (x - d - gap - w, y + d - 4),
            ]
        best, best_cost = None, math.inf
        for i, (lx, ly) in enumerate(candidates):
            box = (lx, ly, lx + w, ly + h)
            cost = i * 0.5
            if lx < 4 or ly < 2 or lx + w > W - 4 or ly + h > MAP_H - 4:
                cost += 1e6
            cost += 50 * sum(overlap(box, b) for b in placed.values())
            cost += 200 * sum(overlap(box, m) for m in markers)
            cost += 6 * sum(overlap(box, s) for s in slot_boxes)
            if cost < best_cost:
                best, best_cost = box, cost
        assert best is not None
        placed[cid] = tuple(round(v) for v in best)  # type: ignore[assignment]
    return placed


# ----------------------------------------------------------------------------- track
def placed_tiles(view: Mapping[str, Any]) -> list[tuple[str, str, int]]:
    """(railroad, route, space index from route.a) of every tile on the board."""
    board = geometry().board
    out = []
    for rid, info in view.get("routes", {}).items():
        route = board.routes[rid]
        n = len(route.spaces)
        for k in range(info["placed"]):
            out.append((info["railroad"], rid, k if info["from"] == route.a else n - 1 - k))
    return out


def new_tiles(view: Mapping[str, Any], previous: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    """The tiles to highlight: those placed since `previous`, else the view's latest turn.

    A view's "recent" holds the latest track-laying turn until the next turn's first move;
    `previous` (the last posted view) widens it to everything since that image.
    """
    recent = [dict(tile) for tile in view.get("recent", [])]
    if previous is None:
        return recent
    before = {(rid, sp) for _, rid, sp in placed_tiles(previous)}
    who = {(tile["route"], tile["space"]): tile.get("player") for tile in recent}
    return [
        {"railroad": r, "route": rid, "space": sp, "player": who.get((rid, sp))}
        for r, rid, sp in placed_tiles(view)
        if (rid, sp) not in before
    ]


BADGE_W, BADGE_H = 58, 38


@functools.cache
def badge_candidates(
    city: str,
) -> tuple[tuple[float, float, tuple[float, float, float, float], float], ...]:
    """Spots around a city for a railhead badge, each with what it covers of the fixed map
    (labels, markers): worked out once per city."""
    g = geometry()
    x, y = g.cities[city]
    bw, bh = BADGE_W / 2, BADGE_H / 2
    out = []
    for dist in (CITY_R + bh + 2, CITY_R + bh + 20):
        for k in range(12):
            ang = -math.pi / 2 + k * math.pi / 6
            cx, cy = x + math.cos(ang) * dist * 1.3, y + math.sin(ang) * dist
            box = (cx - bw, cy - bh, cx + bw, cy + bh)
            if box[0] < 2 or box[1] < 2 or box[2] > W - 2 or box[3] > MAP_H - 2:
                continue  # a badge past the map's edge is clipped (the KP's at Chicago)
            cost = sum(overlap(box, o) for o in g.near[city]) + dist * 0.2
            out.append((cx, cy, box, cost))
    return tuple(out)


def badge_spot(
    g: Geometry, city: str, taken: list[tuple[float, float, float, float]]
) -> tuple[float, float]:
    """A free spot for a city railhead's badge beside the city."""
    best, best_box, best_cost = None, None, math.inf
    for cx, cy, box, fixed in badge_candidates(city):
        cost = fixed + sum(3 * overlap(box, other) for other in taken)
        if cost < best_cost:
            best, best_box, best_cost = (cx, cy), box, cost
    assert best is not None and best_box is not None
    taken.append(best_box)
    return best
