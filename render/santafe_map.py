"""Santa Fe's map laid out, without drawing: where each city, route, track space, city label and
railhead badge goes, in pixels, from the public board data (tests read it to check sizes at a
phone's 430-px preview); the tiles on the board; the sizes every Santa Fe image shares (its
colours: `santafe_palette.py`).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.santafe.board import Board, load_board
from render.common import font, text_size
from render.options import covered_area
from render.santafe_labels import Box, Route, covered, free_intervals, place_labels, share_spaces
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
SCALE_Y = 1.78  # pixels per board unit north-south
MX, MY = 20, 14
MAP_H = 1206
PAD = 22
MIN_CITY_GAP = 78  # centres of cities closer than this on the board are nudged apart


CITY_R = 24  # city marker radius in pixels
HOME_R = 22
SLOT_W = 13  # track space width across the route
TWIN_OFFSET = 9  # the two lines of a double route sit this far either side of the centre

LABEL_SIZE = 36  # condensed bold: capitals 27 px tall, 9.1 px at the preview
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
    label_lines: dict[str, tuple[str, ...]] = field(default_factory=dict)  # a label's lines


@functools.cache
def geometry() -> Geometry:
    """The map laid out: cities, route lines, the labels placed (santafe_labels.py) and then
    the track spaces laid along each route around them."""
    board = load_board()
    cities = _spread({c.id: px(c.x, c.y) for c in board.cities.values()})
    radius = {c.id: HOME_R if c.home else CITY_R for c in board.cities.values()}
    lines, routes = {}, {}
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
        routes[r.id] = Route(a, b, 0.0, end - start, len(r.spaces))
    shapes = {c.id: label_shapes(c) for c in board.cities.values()}
    markers = {c: (xy, float(radius[c])) for c, xy in cities.items()}
    placed = place_labels(
        {c: [(w, h) for w, h, _ in options] for c, options in shapes.items()},
        markers,
        routes,
        (W, MAP_H),
    )
    labels = {c: box for c, (box, _) in placed.items()}
    label_lines = {c: shapes[c][k][2] for c, (_, k) in placed.items()}
    slots = {rid: _slots(route, labels.values()) for rid, route in routes.items()}
    obstacles = [
        (x - radius[c] - 2, y - radius[c] - 2, x + radius[c] + 2, y + radius[c] + 2)
        for c, (x, y) in cities.items()
    ]
    obstacles += [(float(a), float(b), float(c), float(d)) for a, b, c, d in labels.values()]
    near = {
        c: tuple(o for o in obstacles if overlap(o, (x - 160, y - 120, x + 160, y + 120)))
        for c, (x, y) in cities.items()
    }
    return Geometry(board, rails(board), cities, radius, lines, slots, labels, near, label_lines)


def _slots(route: Route, labels: Any) -> tuple[Slot, ...]:
    """A route's spaces, evenly along the stretches of its line that no label takes."""
    taken = [c for box in labels if (c := covered(route, box)) is not None]
    spans = free_intervals(route, taken)
    (ax, ay), (bx, by) = route.a, route.b
    ux, uy = (bx - ax) / route.length, (by - ay) / route.length
    out = []
    for (s0, s1), n in zip(spans, share_spaces(spans, route.spaces), strict=True):
        step = (s1 - s0) / n if n else 0.0
        length = max(8.0, min(30.0, step - 4))
        for i in range(n):
            at = s0 + step * (i + 0.5)
            out.append(Slot(ax + ux * at, ay + uy * at, ux, uy, length))
    return tuple(out)


LABEL_LEAD = LABEL_SIZE + 4  # from one line of a label to the next


def label_shapes(city: Any) -> list[tuple[int, int, tuple[str, ...]]]:
    """The shapes a city's label may take, (width, height, lines): its name on one line, and
    for a name of two words or more, on two (the $4 bonus squares after the last line)."""
    ascent, descent = font("condensed", LABEL_SIZE).getmetrics()
    squares = len(city.bonus) * BONUS_SQ + 6 if city.bonus else 0
    name = label_text(city)
    one = (text_size(name, "condensed", LABEL_SIZE)[0] + squares, ascent + descent + 2, (name,))
    out: list[tuple[int, int, tuple[str, ...]]] = [one]
    words = name.split(" ")
    if len(words) > 1:
        cut = min(
            range(1, len(words)),
            key=lambda k: max(len(" ".join(words[:k])), len(" ".join(words[k:]))),
        )
        lines = (" ".join(words[:cut]), " ".join(words[cut:]))
        w = max(
            text_size(lines[0], "condensed", LABEL_SIZE)[0],
            text_size(lines[1], "condensed", LABEL_SIZE)[0] + squares,
        )
        out.append((w, LABEL_LEAD + ascent + descent + 2, lines))
    return out


def label_text(city: Any) -> str:
    return city.name


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


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


BADGE_W, BADGE_H = 76, 50  # letters 37 px: 9 px on a phone


Candidate = tuple[float, float, tuple[float, float, float, float], float]
HIDE = 100.0  # the cost of a pixel of a name, marker or other badge hidden, against 0.2 a px away
STRAY = 40.0  # a city's badge nearer another city: as bad as 200 px farther
REACH = 170  # how far from its railhead a badge may go to find room (the Great Lakes' corner)


Ring = tuple[float, tuple[Candidate, ...]]  # the least a ring's spot costs, its spots


def _rings(
    x: float, y: float, first: float, near: tuple[Box, ...], skip: int = 0
) -> Iterator[Ring]:
    """Spots for a badge on rings around (x, y) from `first` px out, nearest first, widened
    east-west for the badge's shape, each with what it would hide of `near`. None past the
    map's edge, where a badge would be clipped (the KP's at Chicago). `skip`: rings already had.
    Each ring sums only the boxes its spots can reach (the same sums, without the zeros)."""
    for dist in range(round(first) + 10 * skip, round(first) + REACH, 10):
        out = []
        rx, ry = dist * 1.3 + BADGE_W / 2, dist + BADGE_H / 2
        ring_near = [o for o in near if overlap(o, (x - rx, y - ry, x + rx, y + ry))]
        for k in range(24 if dist else 1):
            ang = -math.pi / 2 + k * math.pi / 12
            dx, dy = math.cos(ang) * dist * 1.3, math.sin(ang) * dist
            cx, cy = x + dx, y + dy
            x0, y0, x1, y1 = cx - BADGE_W / 2, cy - BADGE_H / 2, cx + BADGE_W / 2, cy + BADGE_H / 2
            if x0 < 2 or y0 < 2 or x1 > W - 2 or y1 > MAP_H - 2:
                continue
            hidden = covered_area((x0, y0, x1, y1), ring_near)
            out.append((cx, cy, (x0, y0, x1, y1), HIDE * hidden + 0.2 * math.hypot(dx, dy)))
        yield 0.2 * dist, tuple(out)


def _near(x: float, y: float, first: float) -> tuple[Box, ...]:
    """The fixed boxes a badge on rings from `first` px around (x, y) could touch."""
    reach = (first + REACH) * 1.3 + BADGE_W
    return tuple(
        b
        for b in _fixed_boxes()
        if b[2] > x - reach and b[0] < x + reach and b[3] > y - reach and b[1] < y + reach
    )


@functools.cache
def badge_candidates(city: str) -> tuple[Ring, ...]:
    """Rings of spots around a city for a railhead badge, each spot with what it covers of the
    fixed map (labels, markers), and dearer where another city's marker is nearer (the badge
    would seem to stand there): worked out once per city."""
    g = geometry()
    x, y = g.cities[city]
    first = CITY_R + BADGE_H / 2 + 2
    # Only a city this near can be nearer a spot than its own: the same answer, cheaper.
    around = [c for c, xy in g.cities.items() if math.dist(xy, (x, y)) <= 2.6 * (first + REACH)]

    def stray(cx: float, cy: float) -> float:
        nearest = min(around, key=lambda c: math.dist(g.cities[c], (cx, cy)))
        return 0.0 if nearest == city else STRAY

    return tuple(
        (least, tuple((cx, cy, box, cost + stray(cx, cy)) for cx, cy, box, cost in ring))
        for least, ring in _rings(x, y, first, _near(x, y, first))
    )


def _best_spot(rings: Iterable[Ring], taken: list[Box]) -> tuple[float, float]:
    """The cheapest spot once the badges already placed count too (it joins them); rings
    farther out are not looked at once no spot of theirs could cost less."""
    best, best_box, best_cost = None, None, math.inf
    for least, ring in rings:
        if least >= best_cost:
            break
        for cx, cy, box, fixed in ring:
            if fixed >= best_cost:
                continue
            cost = fixed + sum(HIDE * overlap(box, other) for other in taken)
            if cost < best_cost:
                best, best_box, best_cost = (cx, cy), box, cost
    assert best is not None and best_box is not None
    taken.append(best_box)
    return best


@functools.cache
def _fixed_boxes() -> tuple[Box, ...]:
    """Every city's marker and label: what a badge must not hide."""
    g = geometry()
    markers = [
        (x - g.radius[c] - 2, y - g.radius[c] - 2, x + g.radius[c] + 2, y + g.radius[c] + 2)
        for c, (x, y) in g.cities.items()
    ]
    labels = [(float(a), float(b), float(c), float(d)) for a, b, c, d in g.labels.values()]
    return (*markers, *labels)


_ROUTE_RINGS: dict[tuple[str, int], list[Ring]] = {}


def _route_rings(route: str, space: int) -> Iterator[Ring]:
    """The rings around a route's space, worked out once and only as far as a search asked."""
    done = _ROUTE_RINGS.setdefault((route, space), [])
    yield from done
    s = geometry().slots[route][space]
    for ring in _rings(s.cx, s.cy, 0, _near(s.cx, s.cy, 0), len(done)):
        done.append(ring)
        yield ring


def route_badge_spot(route: str, space: int, taken: list[Box]) -> tuple[float, float]:
    """A spot for the badge of a railhead on a route: on its next empty space, else around it,
    as near as it finds room: a badge centred on the space would hide a city's name or marker
    near the route's end (Dodge City's, by Kansas City). Rings are worked out only as far as
    needed (most badges fit on the first)."""
    return _best_spot(_route_rings(route, space), taken)


def badge_spots(view: Mapping[str, Any]) -> list[tuple[str, float, float]]:
    """(railroad, x, y) of every railhead's badge: beside its city, or by its route's next
    empty space, clear of the others, markers and names (kept: a prompt asks, then its map)."""
    held = [(r, h) for r in RAILROADS for h in view["railroads"][r].get("heads", [])]
    return list(_badge_spots(tuple((r, tuple(sorted(h.items()))) for r, h in held)))


@functools.lru_cache(maxsize=64)
def _badge_spots(heads: tuple[Any, ...]) -> tuple[tuple[str, float, float], ...]:
    g = geometry()
    taken: list[Box] = []
    out = []
    for r, items in heads:
        head = dict(items)
        if "city" in head:
            cx, cy = _best_spot(badge_candidates(head["city"]), taken)
        else:
            route = g.board.routes[head["route"]]
            n = len(route.spaces)
            k = min(head["placed"], n - 1)  # the next empty space, where the line goes on
            sp = k if head["from"] == route.a else n - 1 - k
            cx, cy = route_badge_spot(head["route"], sp, taken)
        out.append((r, cx, cy))
    return tuple(out)
