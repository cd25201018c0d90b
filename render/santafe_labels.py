"""Santa Fe's city labels placed, without drawing: each city's name (with its $4 bonus squares)
goes where it is unambiguously its own, worked out once from the board data by a deterministic
search, before the track spaces are laid along the routes around the labels. Every label box:

- is nearer its own city's marker than any other marker, by at least `MARGIN` px (a reader
  who sees a name between two circles knows which is meant);
- overlaps no city marker and no other label, and stays inside the map;
- lies over no track space (nor a tile on it): a route that passes under a label
  has its spaces laid along the rest of its length (`free_intervals`), and a label may take
  only so much of a route that its spaces keep `MIN_STEP` px each.

Candidates are tried around each marker, in every direction and a little further each time,
the cheapest first (near, level, covering little of any route); the cities with the fewest
candidates are placed first, and a city left without a place sends the search back to the
last choice that took its room. tests/test_santafe_labels.py checks the result.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

Box = tuple[float, float, float, float]
Point = tuple[float, float]

MARGIN = 5.0  # how much nearer its own marker a label must be than any other
EDGE = 4  # kept clear of the map's edges
# A tile is its space grown by 1 px along and 2.5 px each side across (santafe_mapdraw): half
# its width across its route and a pixel to spare, and how far it reaches past its space's
# ends. (A new tile's wider magenta ring may reach under a label: the label is drawn over it.)
ACROSS = 10.0
ALONG = 2.0
MIN_STEP = 14.0  # the least room per space along a route (spaces at least 10 px long)
GAPS = (3.0, 8.0, 14.0, 22.0, 32.0, 45.0, 60.0)
KEPT = 400  # candidates kept per city, the cheapest


@dataclass(frozen=True)
class Route:
    """A route's line as drawn: its ends, the stretch its spaces may use (from `start` to
    `end` px along the line) and how many spaces it has."""

    a: Point
    b: Point
    start: float
    end: float
    spaces: int

    @property
    def length(self) -> float:
        return math.dist(self.a, self.b)


def box_to_circle(box: Box, centre: Point, radius: float) -> float:
    """The gap between a box and a circle (0 when they touch or overlap)."""
    x0, y0, x1, y1 = box
    cx, cy = centre
    dx = max(x0 - cx, 0.0, cx - x1)
    dy = max(y0 - cy, 0.0, cy - y1)
    return max(0.0, math.hypot(dx, dy) - radius)


def boxes_overlap(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def covered(route: Route, box: Box) -> tuple[float, float] | None:
    """The stretch of a route's line (px from its end a) whose spaces, or their rings, would
    touch `box`: the line clipped to the box grown by a ring's half-width (Liang-Barsky)."""
    x0, y0, x1, y1 = box[0] - ACROSS, box[1] - ACROSS, box[2] + ACROSS, box[3] + ACROSS
    (ax, ay), (bx, by) = route.a, route.b
    dx, dy = bx - ax, by - ay
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    n = route.length
    return (t0 * n - ALONG, t1 * n + ALONG)


def free_intervals(route: Route, taken: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """The stretches of a route its spaces may use: from its start to its end, less what
    labels take."""
    out = [(route.start, route.end)]
    for s0, s1 in sorted(taken):
        nxt = []
        for a, b in out:
            if s1 <= a or s0 >= b:
                nxt.append((a, b))
                continue
            if s0 > a:
                nxt.append((a, s0))
            if s1 < b:
                nxt.append((s1, b))
        out = nxt
    return [(a, b) for a, b in out if b - a > 0]


def share_spaces(intervals: Sequence[tuple[float, float]], n: int) -> list[int]:
    """How many of `n` spaces each stretch gets: one at a time to the stretch that would
    leave each of its spaces the most room."""
    counts = [0] * len(intervals)
    for _ in range(n):
        k = max(
            range(len(intervals)),
            key=lambda i: ((intervals[i][1] - intervals[i][0]) / (counts[i] + 1), -i),
        )
        counts[k] += 1
    return counts


def room_per_space(route: Route, taken: Sequence[tuple[float, float]]) -> float:
    """The room each space of a route gets once labels take `taken` (0: no room at all)."""
    spans = free_intervals(route, taken)
    if not spans:
        return 0.0
    counts = share_spaces(spans, route.spaces)
    return min((b - a) / c for (a, b), c in zip(spans, counts, strict=True) if c)


def candidates(centre: Point, radius: float, w: float, h: float) -> list[tuple[float, Box]]:
    """Boxes `w` x `h` around a marker, every 10 degrees, each `GAPS` px from it, with a cost
    (nearer first, beside it rather than above or below)."""
    x, y = centre
    out: list[tuple[float, Box]] = []
    for k in range(36):
        c, s = math.cos(math.radians(k * 10)), math.sin(math.radians(k * 10))
        for gap in GAPS:
            # Slid out along the direction until the box is `gap` from the marker.
            lo, hi = 0.0, radius + gap + w + h
            for _ in range(22):
                mid = (lo + hi) / 2
                box = (
                    x + c * mid - w / 2,
                    y + s * mid - h / 2,
                    x + c * mid + w / 2,
                    y + s * mid + h / 2,
                )
                lo, hi = (lo, mid) if box_to_circle(box, centre, radius) >= gap else (mid, hi)
            bx, by = x + c * hi, y + s * hi
            out.append((gap + abs(s) * 8, (bx - w / 2, by - h / 2, bx + w / 2, by + h / 2)))
    for gap in GAPS:
        # Beside it, slid up or down; above or below it, slid left or right.
        for k in range(-4, 5):
            top = y - h / 2 + k * h / 6
            cost = gap + abs(k) * 2
            out.append((cost, (x + radius + gap, top, x + radius + gap + w, top + h)))
            out.append((cost, (x - radius - gap - w, top, x - radius - gap, top + h)))
        for k in range(-6, 7):
            left = x - w / 2 + k * w / 12
            cost = gap + 8 + abs(k) * 2
            out.append((cost, (left, y - radius - gap - h, left + w, y - radius - gap)))
            out.append((cost, (left, y + radius + gap, left + w, y + radius + gap + h)))
    return out


@dataclass(frozen=True)
class Spot:
    """A candidate label box and what it takes of each route it passes over."""

    cost: float
    box: Box
    takes: tuple[tuple[str, tuple[float, float]], ...]
    shape: int = 0  # which of the city's label shapes (one line, two lines)


SHAPE_COST = 12.0  # a label on two lines costs as much as being this much further away


def place_labels(
    shapes: Mapping[str, Sequence[tuple[float, float]]],
    markers: Mapping[str, tuple[Point, float]],
    routes: Mapping[str, Route],
    bounds: tuple[float, float],
) -> dict[str, tuple[tuple[int, int, int, int], int]]:
    """Each city's label box and the shape it takes, from `shapes` (w, h: its name on one
    line, on two...) per city, `markers` (centre, radius) of every city, `routes` (their
    lines and spaces) and `bounds` (the map's width and height). Raises ValueError when no
    placement keeps every rule."""
    spots = {
        city: sorted(
            (
                spot
                for k, (w, h) in enumerate(sizes)
                for spot in _spots(city, w, h, markers, routes, bounds, k)
            ),
            key=lambda spot: (spot.cost, spot.box),
        )[:KEPT]
        for city, sizes in sorted(shapes.items())
    }
    empty = [city for city, found in spots.items() if not found]
    if empty:
        raise ValueError(f"no room for the labels of {', '.join(empty)}")
    chosen = _search(spots, routes, {}, {})
    if chosen is None:
        raise ValueError("the labels do not fit together")
    return {
        c: ((round(b[0]), round(b[1]), round(b[2]), round(b[3])), shape)
        for c, (b, shape) in chosen.items()
    }


def _spots(
    city: str,
    w: float,
    h: float,
    markers: Mapping[str, tuple[Point, float]],
    routes: Mapping[str, Route],
    bounds: tuple[float, float],
    shape: int = 0,
) -> list[Spot]:
    """A city's candidates of one shape that keep the rules of one label alone."""
    centre, radius = markers[city]
    found = candidates(centre, radius, w, h)
    markers, routes = _within_reach(city, found, markers, routes)
    out = []
    for cost, box in found:
        if not _alone(box, city, markers, bounds):
            continue
        takes = tuple((rid, c) for rid, r in routes.items() if (c := covered(r, box)) is not None)
        if any(room_per_space(routes[rid], [c]) < MIN_STEP for rid, c in takes):
            continue
        taken = sum(min(c[1], routes[rid].end) - max(c[0], routes[rid].start) for rid, c in takes)
        out.append(Spot(cost + 0.5 * max(0.0, taken) + shape * SHAPE_COST, box, takes, shape))
    return out


def _within_reach(
    city: str,
    found: Sequence[tuple[float, Box]],
    markers: Mapping[str, tuple[Point, float]],
    routes: Mapping[str, Route],
) -> tuple[dict[str, tuple[Point, float]], dict[str, Route]]:
    """The markers and routes that could matter to any of a city's candidates: the others lie
    too far from every candidate to touch it or to be nearer it than its own marker. Leaving
    them out gives the same spots at a fraction of the cost (the search runs at start-up)."""
    (x, y), _ = markers[city]
    reach = max(
        math.hypot(max(abs(b[0] - x), abs(b[2] - x)), max(abs(b[1] - y), abs(b[3] - y)))
        for _, b in found
    )
    own = max(box_to_circle(b, *markers[city]) for _, b in found)
    near = {
        other: (centre, r)
        for other, (centre, r) in markers.items()
        if other == city or math.dist(centre, (x, y)) - reach - r < own + MARGIN
    }
    # A route's spaces touch a box only where its line comes within ACROSS of it.
    lines = {
        rid: r for rid, r in routes.items() if _to_segment((x, y), r.a, r.b) <= reach + 2 * ACROSS
    }
    return near, lines


def _to_segment(p: Point, a: Point, b: Point) -> float:
    """The distance from `p` to the segment from `a` to `b`."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def _alone(
    box: Box, city: str, markers: Mapping[str, tuple[Point, float]], bounds: tuple[float, float]
) -> bool:
    """Inside the map, clear of every marker, nearer its own marker than any other."""
    x0, y0, x1, y1 = box
    if x0 < EDGE or y0 < EDGE or x1 > bounds[0] - EDGE or y1 > bounds[1] - EDGE:
        return False
    own = box_to_circle(box, *markers[city])
    for other, (centre, radius) in markers.items():
        if box_to_circle(box, centre, radius + 2) <= 0:
            return False
        if other != city and box_to_circle(box, centre, radius) < own + MARGIN:
            return False
    return True


def _search(
    spots: Mapping[str, list[Spot]],
    routes: Mapping[str, Route],
    chosen: dict[str, tuple[Box, int]],
    taken: dict[str, list[tuple[float, float]]],
) -> dict[str, tuple[Box, int]] | None:
    """Depth first, the city with the fewest spots still open next (each spot overlapping no
    label chosen and leaving every route room for its spaces), its cheapest spot first; back
    to the previous choice as soon as a city has none left."""
    open_spots = {c: _open(s, routes, chosen, taken) for c, s in spots.items()}
    return _deeper(open_spots, routes, chosen, taken)


def _deeper(
    open_spots: Mapping[str, list[Spot]],
    routes: Mapping[str, Route],
    chosen: dict[str, tuple[Box, int]],
    taken: dict[str, list[tuple[float, float]]],
) -> dict[str, tuple[Box, int]] | None:
    """One step of `_search`: the spots still open to each city left are those open before the
    last choice that this choice leaves open (a route's room is looked at again only where the
    choice took some of it): the search's answer is the same, at a fraction of the cost."""
    left = [city for city in open_spots if city not in chosen]
    if not left:
        return dict(chosen)
    city = min(left, key=lambda c: (len(open_spots[c]), c))
    for spot in open_spots[city]:
        chosen[city] = (spot.box, spot.shape)
        for rid, c in spot.takes:
            taken.setdefault(rid, []).append(c)
        touched = {rid for rid, _ in spot.takes}
        still = {
            other: [
                s
                for s in open_spots[other]
                if not boxes_overlap(s.box, spot.box)
                and all(
                    room_per_space(routes[rid], [*taken.get(rid, []), c]) >= MIN_STEP
                    for rid, c in s.takes
                    if rid in touched
                )
            ]
            for other in left
            if other != city
        }
        found = _deeper(still, routes, chosen, taken)
        if found is not None:
            return found
        del chosen[city]
        for rid, c in spot.takes:
            taken[rid].remove(c)
    return None


def _open(
    spots: list[Spot],
    routes: Mapping[str, Route],
    chosen: Mapping[str, tuple[Box, int]],
    taken: Mapping[str, list[tuple[float, float]]],
) -> list[Spot]:
    return [
        spot
        for spot in spots
        if not any(boxes_overlap(spot.box, other) for other, _ in chosen.values())
        and all(
            room_per_space(routes[rid], [*taken.get(rid, []), c]) >= MIN_STEP
            for rid, c in spot.takes
        )
    ]
