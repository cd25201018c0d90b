"""Santa Fe's city labels belong to their cities: every label box is nearer its own city's
marker than any other marker, and overlaps no marker, no track space (nor a tile laid on it) and
no other label; a new tile's magenta ring never hides a letter. Read from the map's layout
(render/santafe_map.py, placed by render/santafe_labels.py)."""

from __future__ import annotations

import pytest
from PIL import Image

from render import santafe_map, santafe_mapdraw
from render.santafe_labels import box_to_circle, boxes_overlap

G = santafe_map.geometry()
CITIES = sorted(G.cities)


def box_meets_quad(box, quad) -> bool:
    """Whether an axis-aligned box and a convex quadrilateral overlap (separating axes)."""
    x0, y0, x1, y1 = box
    corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    axes = [(1.0, 0.0), (0.0, 1.0)]
    edges = zip(quad, [*quad[1:], quad[0]], strict=True)
    axes += [(ay - by, bx - ax) for (ax, ay), (bx, by) in edges]
    for nx, ny in axes:
        a = [px * nx + py * ny for px, py in corners]
        b = [px * nx + py * ny for px, py in quad]
        if max(a) <= min(b) or max(b) <= min(a):
            return False
    return True


def _marker(city: str) -> tuple[tuple[float, float], float]:
    return G.cities[city], float(G.radius[city])


def _tiles() -> list[tuple[str, int, list[tuple[float, float]]]]:
    """Every track space as a tile covers it when laid (santafe_mapdraw._draw_tile)."""
    return [
        (rid, i, s.quad(s.length + 2, santafe_map.SLOT_W + 5))
        for rid, slots in G.slots.items()
        for i, s in enumerate(slots)
    ]


@pytest.mark.parametrize("city", CITIES)
def test_a_label_is_nearest_its_own_city(city):
    box = G.labels[city]
    own = box_to_circle(box, *_marker(city))
    for other in CITIES:
        if other != city:
            assert own < box_to_circle(box, *_marker(other)), (city, other)


@pytest.mark.parametrize("city", CITIES)
def test_a_label_covers_no_marker_space_or_label(city):
    box = G.labels[city]
    for other in CITIES:
        assert box_to_circle(box, *_marker(other)) > 0, (city, other)
        if other != city:
            assert not boxes_overlap(box, G.labels[other]), (city, other)
    for rid, i, quad in _tiles():
        assert not box_meets_quad(box, quad), (city, rid, i)
    x0, y0, x1, y1 = box
    assert x0 >= 0 and y0 >= 0 and x1 <= santafe_map.W and y1 <= santafe_map.MAP_H


def test_every_route_keeps_all_its_spaces_along_it():
    for route in G.board.routes.values():
        slots = G.slots[route.id]
        assert len(slots) == len(route.spaces), route.id
        assert all(s.length >= 8 for s in slots), route.id


def test_a_new_tile_s_ring_never_hides_a_letter():
    """Every space whose magenta ring reaches a label, highlighted at once: each label's ink is
    the same as on the plain map."""
    ringed = []
    for cid, box in G.labels.items():
        for rid, slots in G.slots.items():
            for i, s in enumerate(slots):
                quad = s.quad(s.length + 12, santafe_map.SLOT_W + 14)
                if box_meets_quad(box, quad):
                    ringed.append((cid, {"route": rid, "space": i, "railroad": "SF"}))
    assert ringed  # rings do reach some labels: the test checks something
    view = {
        "routes": {},
        "options": {"advanced": False},
        "railroads": {r: {"connected": [], "heads": []} for r in santafe_map.RAILROADS},
    }
    img = santafe_mapdraw.static_map(False).copy()
    santafe_mapdraw.draw_track(img, view, [tile for _, tile in ringed])
    plain = santafe_mapdraw.static_map(False)
    ink = santafe_mapdraw.palette_index(santafe_map.INK)
    for cid in {cid for cid, _ in ringed}:
        x0, y0, x1, y1 = G.labels[cid]
        before = plain.crop((x0, y0, x1, y1))
        after = img.crop((x0, y0, x1, y1))
        letters = Image.eval(before, lambda v, ink=ink: 255 if v == ink else 0)
        assert _same_where(letters, before, after), cid


def _same_where(mask: Image.Image, a: Image.Image, b: Image.Image) -> bool:
    return all(
        pa == pb
        for m, pa, pb in zip(
            mask.get_flattened_data(), a.get_flattened_data(), b.get_flattened_data(), strict=True
        )
        if m
    )


def _views(players: int, seed: int) -> list[dict]:
    """The spectator view after every move of a game played at random."""
    import random

    import engine

    rng = random.Random(seed)
    g = engine.new_game("santafe", [f"p{i}" for i in range(players)], seed, {})
    views = []
    while not g.is_over:
        p = rng.choice(g.active_players())
        g.apply(p, rng.choice(g.legal_actions(p)))
        views.append(g.view(None))
    return views


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (5, 5)])
def test_a_railhead_badge_hides_no_city_name_or_marker(players, seed):
    """A badge on a route once sat on its next empty space whatever lay there: the Union
    Pacific's, by Kansas City, hid Dodge City's name. Every badge of every position of a game
    lies inside the map, over no city's label or marker, nor another badge."""
    w, h = santafe_map.BADGE_W / 2, santafe_map.BADGE_H / 2
    seen = 0
    for view in _views(players, seed):
        boxes = []
        for r, x, y in santafe_map.badge_spots(view):
            box = (x - w, y - h, x + w, y + h)
            assert not any(boxes_overlap(box, other) for other in boxes), (r, box)
            boxes.append(box)
            assert box[0] >= 0 and box[1] >= 0 and box[2] <= santafe_map.W
            assert box[3] <= santafe_map.MAP_H, (r, box)
            for city in CITIES:
                assert not boxes_overlap(box, G.labels[city]), (r, city, box)
                assert box_to_circle(box, *_marker(city)) > 0, (r, city, box)
            seen += 1
    assert seen > 50
