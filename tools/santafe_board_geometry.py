"""Plane geometry for tools/build_santafe_board.py: the projection of latitude and longitude
onto the drawing, segment intersections and distances."""

from __future__ import annotations

import itertools
import math

Point = tuple[float, float]

MARGIN = 50.0  # drawing units kept free around the outermost cities (for labels)


class Projection:
    """Equirectangular, x scaled by cos(mean latitude), fitted to the cities' bounding box."""

    def __init__(self, latlons: list[Point]) -> None:
        lats = [p[0] for p in latlons]
        lons = [p[1] for p in latlons]
        self.k = math.cos(math.radians((max(lats) + min(lats)) / 2))
        self.lon0, self.lat0 = min(lons), max(lats)
        width = (max(lons) - min(lons)) * self.k
        height = max(lats) - min(lats)
        # One scale for both axes keeps the aspect ratio; the wider axis sets it.
        self.scale = (1000 - 2 * MARGIN) / max(width, height)

    def __call__(self, lat: float, lon: float) -> Point:
        x = MARGIN + (lon - self.lon0) * self.k * self.scale
        y = MARGIN + (self.lat0 - lat) * self.scale
        return (round(x, 1), round(y, 1))


def seg_intersection(p: Point, q: Point, r: Point, s: Point) -> tuple[float, float] | None:
    """Parameters (t on pq, u on rs) of the proper intersection of two segments, or None."""
    d1 = (q[0] - p[0], q[1] - p[1])
    d2 = (s[0] - r[0], s[1] - r[1])
    den = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(den) < 1e-12:
        return None
    w = (r[0] - p[0], r[1] - p[1])
    t = (w[0] * d2[1] - w[1] * d2[0]) / den
    u = (w[0] * d1[1] - w[1] * d1[0]) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return t, u
    return None


def point_seg_dist(c: Point, p: Point, q: Point) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    n2 = dx * dx + dy * dy
    t = 0.0 if n2 == 0 else max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / n2))
    return math.dist(c, (p[0] + t * dx, p[1] + t * dy))


def along(c: Point, p: Point, q: Point) -> float:
    """Fraction along pq of the foot of the perpendicular from c (may fall outside 0..1)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    return ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / (dx * dx + dy * dy)


def seg_seg_dist(p: Point, q: Point, r: Point, s: Point) -> float:
    if seg_intersection(p, q, r, s):
        return 0.0
    return min(
        point_seg_dist(p, r, s),
        point_seg_dist(q, r, s),
        point_seg_dist(r, p, q),
        point_seg_dist(s, p, q),
    )


def polyline_segments(line: list[Point]) -> list[tuple[Point, Point]]:
    return list(itertools.pairwise(line))


def crossings_along(p: Point, q: Point, line: list[Point]) -> list[float]:
    """Fractions along pq where it crosses the polyline."""
    return [hit[0] for r, s in polyline_segments(line) if (hit := seg_intersection(p, q, r, s))]
