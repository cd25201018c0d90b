"""Santa Fe board images, drawn from the spectator view and the public board data only.

The map (land, rivers, mountains, routes and their spaces, cities and labels) does not change
during a game: it is drawn once per process and option set (`_static`) and copied for every
image. Per image only the track, railheads, highlights and the panel are drawn, onto a
fixed-palette image that encodes fast and small.

Every word drawn comes from the game's catalogs (`cogs/santafe/locales/<language>/`) in the
language asked for; city names, railroad names and abbreviations stay as on the map, so the
map layer is the same in every language and shared. What has words and never changes (the
panel's foot with its legend, the prepared vocabulary) is cached per language.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.santafe.board import Board, load_board
from engine.santafe.game import CITY_BONUS, DOUBLE_TURN, ENGINEER_PRICE, SPECIAL_BONUS
from render.common import (
    RGB,
    PaletteSprite,
    draw_text,
    draw_text_palette,
    drawable,
    fit,
    fit_size,
    hex_rgb,
    make_palette,
    palette_sprite,
    text_size,
    text_sprite,
    to_palette,
    wrap,
)
from text import join, t
from text import language as language_of

RAILROADS = ("SF", "SP", "GN", "UP", "KP")

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
# What `python -m render` animates: the map plus the status and caption lines.
REPLAY_CROP = (0, 0, W, MAP_H + 100)


def is_frame(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """A replay's frame (python -m render): the end of every track-laying turn."""
    return before["phase"] == "track" and (
        after["phase"] != "track" or after["track_turn"] != before["track_turn"]
    )


SEA: RGB = (163, 196, 214)
LAND: RGB = (241, 233, 212)
COASTLINE: RGB = (120, 150, 170)
RIVER: RGB = (78, 145, 205)
RIDGE: RGB = (224, 203, 168)
PEAK: RGB = (150, 108, 70)
ROUTE: RGB = (128, 116, 98)
MOUNTAIN_ROUTE: RGB = (112, 70, 34)
SLOT: RGB = (229, 220, 199)
SLOT_EDGE: RGB = (150, 138, 118)  # empty spaces stay quiet: white is a railroad (SP)
SLOT_RIVER: RGB = (178, 208, 232)
SLOT_MOUNTAIN: RGB = (214, 178, 134)
SLOT_BOTH: RGB = (186, 150, 190)
INK: RGB = (33, 29, 26)
MUTED: RGB = (110, 100, 90)
PANEL: RGB = (250, 247, 240)
CARD: RGB = (255, 255, 255)
HIGHLIGHT: RGB = (255, 40, 200)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (196, 140, 20)

CITY_R = 24  # city marker radius in pixels
HOME_R = 22
SLOT_W = 13  # track space width across the route
TWIN_OFFSET = 9  # the two lines of a double route sit this far either side of the centre

LABEL_SIZE = 33  # condensed bold: capitals 25 px tall, 8.4 px at the preview
VALUE_SIZE = 38  # bold digits 28 px tall, 9.4 px at the preview
BONUS_OPEN: RGB = (214, 150, 0)  # the ring of a city whose $2 first-railroad bonus is open
BONUS_RING = 5
BONUS_SQ = 28  # a $4 bonus square beside a city name, with its gap


# How wide a text is drawn: (text, font kind, size) -> (width, height).
Measure = Callable[[str, str, int], tuple[int, int]]


@dataclass(frozen=True)
class Rail:
    """How a railroad looks: fill, outline, pattern and the text colour on its fill."""

    id: str
    name: str
    fill: RGB
    outline: RGB
    text: RGB
    pattern: str  # "solid", "stripe" (along), "bar" (across), "dot"


def _rails(board: Board) -> dict[str, Rail]:
    # Patterns tell apart the pairs colour-blind players confuse (green/red above all).
    pattern = {"SF": "solid", "SP": "solid", "GN": "stripe", "UP": "bar", "KP": "dot"}
    text = {"SF": WHITE, "SP": INK, "GN": WHITE, "UP": WHITE, "KP": INK}
    out = {}
    for r in RAILROADS:
        rr = board.railroads[r]
        fill = hex_rgb(rr.color)
        out[r] = Rail(r, rr.name, fill, INK, text[r], pattern[r])
    return out


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
        c: tuple(o for o in obstacles if _overlap(o, (x - 160, y - 120, x + 160, y + 120)))
        for c, (x, y) in cities.items()
    }
    return Geometry(board, _rails(board), cities, radius, lines, slots, labels, near)


def _label_text(city: Any) -> str:
    return city.name


def _label_width(city: Any) -> int:
    w, _ = text_size(_label_text(city), "condensed", LABEL_SIZE)
    return w + (len(city.bonus) * BONUS_SQ + 6 if city.bonus else 0)


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
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
            cost += 50 * sum(_overlap(box, b) for b in placed.values())
            cost += 200 * sum(_overlap(box, m) for m in markers)
            cost += 6 * sum(_overlap(box, s) for s in slot_boxes)
            if cost < best_cost:
                best, best_cost = box, cost
        assert best is not None
        placed[cid] = tuple(round(v) for v in best)  # type: ignore[assignment]
    return placed


# ----------------------------------------------------------------------------- static map
@functools.cache
def _static(advanced: bool) -> Image.Image:
    g = geometry()
    board = g.board
    img = Image.new("RGB", (W, MAP_H), SEA)
    d = ImageDraw.Draw(img)
    if board.coast:
        d.polygon([px(x, y) for x, y in board.coast], fill=LAND, outline=COASTLINE, width=2)
    for line in board.mountains.values():
        pts = [px(x, y) for x, y in line]
        d.line(pts, fill=RIDGE, width=22, joint="curve")
        _peaks(d, pts)
    for line in board.rivers.values():
        d.line([px(x, y) for x, y in line], fill=RIVER, width=3, joint="curve")

    # Plain routes read as their chain of spaces; mountain routes get the brown line.
    for route in board.routes.values():
        if route.mountain:
            d.line(list(g.lines[route.id]), fill=MOUNTAIN_ROUTE, width=5)
    for route in board.routes.values():
        for s, space in zip(g.slots[route.id], route.spaces, strict=True):
            fill = SLOT
            if advanced and space.river and space.mountain:
                fill = SLOT_BOTH
            elif advanced and space.river:
                fill = SLOT_RIVER
            elif advanced and space.mountain:
                fill = SLOT_MOUNTAIN
            outline = MOUNTAIN_ROUTE if space.mountain else SLOT_EDGE
            d.polygon(s.quad(s.length, SLOT_W), fill=fill, outline=outline, width=1)

    for c in board.cities.values():
        x, y = g.cities[c.id]
        if c.home:
            r = HOME_R
            d.rounded_rectangle((x - r, y - r, x + r, y + r), 7, fill=INK, outline=INK)
            draw_text(img, (x, y + 1), "★", "bold", 32, (255, 214, 90), anchor="mm")
        else:
            r = CITY_R
            # The gold ring: the $2 first-railroad bonus is open (covered once it is taken).
            d.ellipse(
                (x - r, y - r, x + r, y + r), fill=WHITE, outline=BONUS_OPEN, width=BONUS_RING
            )
            draw_text(img, (x, y + 1), str(c.value), "bold", VALUE_SIZE, INK, anchor="mm")
    for c in board.cities.values():
        x0, y0, _, _ = g.labels[c.id]
        box = draw_text(img, (x0, y0 + 1), _label_text(c), "condensed", LABEL_SIZE, INK, halo=LAND)
        bx = box[2] + 6
        for rid in c.bonus:
            _bonus_square(img, d, bx, y0 + 8, g.rails[rid])
            bx += BONUS_SQ
    return img


def _peaks(d: ImageDraw.ImageDraw, pts: list[tuple[float, float]]) -> None:
    """Small peaks along a mountain range, every ~26 px."""
    carry = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = carry
        while t < seg:
            x, y = x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg
            d.polygon([(x - 7, y + 5), (x, y - 7), (x + 7, y + 5)], fill=PEAK)
            t += 26
        carry = t - seg


def _bonus_square(img: Image.Image, d: ImageDraw.ImageDraw, x: float, y: float, rail: Rail) -> None:
    q = BONUS_SQ - 6
    d.rectangle((x, y, x + q, y + q), fill=rail.fill, outline=INK, width=2)
    _pattern_box(d, (x, y, x + q, y + q), rail)


def _pattern_box(d: ImageDraw.ImageDraw, box: tuple[float, ...], rail: Rail) -> None:
    """The railroad's pattern on an axis-aligned swatch (legend, bonus squares)."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if rail.pattern == "stripe":
        d.rectangle((x0 + 2, cy - 1.5, x1 - 2, cy + 1.5), fill=WHITE)
    elif rail.pattern == "bar":
        d.rectangle((cx - 1.5, y0 + 2, cx + 1.5, y1 - 2), fill=WHITE)
    elif rail.pattern == "dot":
        d.ellipse((cx - 3, cy - 3, cx + 3, cy + 3), fill=INK)


@functools.cache
def _palette() -> Image.Image:
    g = geometry()
    colors = [INK, MUTED, HIGHLIGHT, WHITE, GOLD, CARD, PANEL, LAND, SLOT, (200, 200, 200)]
    colors.append(BONUS_OPEN)
    for rail in g.rails.values():
        colors.append(rail.fill)
    return make_palette(_static(True), colors, [PANEL, CARD, LAND, SLOT])


def warm_up(language: str = "en") -> None:
    """Build the cached map layers and palette (shared: the map has no words to translate) and
    the footer and fixed vocabulary in `language` (the first image would otherwise pay this)."""
    language = _lang(language)
    for advanced in (False, True):
        _static_p(advanced)
        _label_sprites(advanced)
        _footer_p(language, advanced, 0)
        _footer_p(language, advanced, 1)
    _prepared(language)
    for r in RAILROADS:
        _badge_sprite(r)
    for city in geometry().cities:
        _badge_candidates(city)


# ----------------------------------------------------------------------------- track
def _tiles(view: Mapping[str, Any]) -> list[tuple[str, str, int]]:
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
    before = {(rid, sp) for _, rid, sp in _tiles(previous)}
    who = {(tile["route"], tile["space"]): tile.get("player") for tile in recent}
    return [
        {"railroad": r, "route": rid, "space": sp, "player": who.get((rid, sp))}
        for r, rid, sp in _tiles(view)
        if (rid, sp) not in before
    ]


@functools.cache
def _ink() -> dict[RGB, int]:
    """Palette index of each exact colour: the map layer is drawn straight onto the palette
    image (polygons are not antialiased, so nothing is lost) and skips quantizing."""
    flat = _palette().getpalette() or []
    out: dict[RGB, int] = {}
    for i in range(len(flat) // 3 - 1, -1, -1):  # the first entry of a colour wins
        out[(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2])] = i
    return out


@functools.cache
def _static_p(advanced: bool) -> Image.Image:
    return to_palette(_static(advanced), _palette())


def _draw_tile(
    img: Image.Image, d: ImageDraw.ImageDraw, s: Slot, rail: Rail, ink: dict[RGB, int]
) -> None:
    quad = s.quad(s.length + 2, SLOT_W + 5)
    if rail.id == "SP":
        # A 2 px outline makes ImageDraw build a mask the size of the whole image: draw it on a
        # small piece instead (shifted by whole pixels, so the same pixels).
        x0 = math.floor(min(p[0] for p in quad)) - 4
        y0 = math.floor(min(p[1] for p in quad)) - 4
        x1 = math.ceil(max(p[0] for p in quad)) + 4
        y1 = math.ceil(max(p[1] for p in quad)) + 4
        piece = img.crop((x0, y0, x1, y1))
        ImageDraw.Draw(piece).polygon(
            [(x - x0, y - y0) for x, y in quad], fill=ink[rail.fill], outline=ink[INK], width=2
        )
        img.paste(piece, (x0, y0))
    else:
        d.polygon(quad, fill=ink[rail.fill], outline=ink[INK], width=1)
    if rail.pattern == "stripe":
        d.polygon(s.quad(s.length - 4, 3), fill=ink[WHITE])
    elif rail.pattern == "bar":
        d.polygon(s.quad(3, SLOT_W), fill=ink[WHITE])
    elif rail.pattern == "dot":
        d.ellipse((s.cx - 2.5, s.cy - 2.5, s.cx + 2.5, s.cy + 2.5), fill=ink[INK])


BADGE_W, BADGE_H = 58, 38


@functools.cache
def _badge_sprite(r: str) -> tuple[Image.Image, Image.Image]:
    """A railhead badge ("SF" on the railroad's colour) as a palette sprite and its mask."""
    rail = geometry().rails[r]
    rgb = Image.new("RGB", (BADGE_W, BADGE_H), WHITE)
    box = (0, 0, BADGE_W - 1, BADGE_H - 1)
    ImageDraw.Draw(rgb).rounded_rectangle(box, 6, fill=rail.fill, outline=INK, width=2)
    draw_text(rgb, (BADGE_W / 2, BADGE_H / 2), r, "bold", 28, rail.text, anchor="mm")
    mask = Image.new("1", (BADGE_W, BADGE_H), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, 6, fill=1)
    return to_palette(rgb, _palette()), mask


@functools.cache
def _label_sprites(
    advanced: bool,
) -> dict[str, tuple[tuple[int, int], Image.Image, Image.Image, frozenset[tuple[str, int]]]]:
    """Each city label cut from the static map with a mask of its glyphs and halo, and the
    track spaces it covers: redrawn over tiles so a name never disappears under track."""
    g = geometry()
    base = _static_p(advanced)
    out = {}
    for cid, (x0, y0, x1, y1) in g.labels.items():
        covered = frozenset(
            (rid, i)
            for rid, slots in g.slots.items()
            for i, s in enumerate(slots)
            if _overlap((x0, y0, x1, y1), (s.cx - 10, s.cy - 10, s.cx + 10, s.cy + 10))
        )
        if not covered:
            continue
        m = Image.new("L", (x1 - x0 + 8, y1 - y0 + 8), 0)
        city = g.board.cities[cid]
        draw_text(m, (4, 5), _label_text(city), "condensed", LABEL_SIZE, 255, halo=255)
        mask = m.point(lambda v: 255 if v > 40 else 0).convert("1")
        crop = base.crop((x0 - 4, y0 - 4, x1 + 4, y1 + 4))
        out[cid] = ((x0 - 4, y0 - 4), crop, mask, covered)
    return out


@functools.cache
def _badge_candidates(
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
            cost = sum(_overlap(box, o) for o in g.near[city]) + dist * 0.2
            out.append((cx, cy, box, cost))
    return tuple(out)


def _badge_spot(
    g: Geometry, city: str, taken: list[tuple[float, float, float, float]]
) -> tuple[float, float]:
    """A free spot for a city railhead's badge beside the city."""
    best, best_box, best_cost = None, None, math.inf
    for cx, cy, box, fixed in _badge_candidates(city):
        cost = fixed + sum(3 * _overlap(box, other) for other in taken)
        if cost < best_cost:
            best, best_box, best_cost = (cx, cy), box, cost
    assert best is not None and best_box is not None
    taken.append(best_box)
    return best


def _draw_track(img: Image.Image, view: Mapping[str, Any], highlight: list[dict[str, Any]]) -> None:
    """Tiles, highlights, labels over track, railhead badges: onto the palette image."""
    g = geometry()
    ink = _ink()
    d = ImageDraw.Draw(img)
    for tile in highlight:
        s = g.slots[tile["route"]][tile["space"]]
        d.polygon(s.quad(s.length + 12, SLOT_W + 14), fill=ink[HIGHLIGHT])
    tiles = _tiles(view)
    for r, rid, sp in tiles:
        _draw_tile(img, d, g.slots[rid][sp], g.rails[r], ink)
    placed = {(rid, sp) for _, rid, sp in tiles} | {
        (tile["route"], tile["space"]) for tile in highlight
    }
    for xy, crop, mask, covered in _label_sprites(bool(view["options"].get("advanced"))).values():
        if covered & placed:
            img.paste(crop, xy, mask)
    # A city whose $2 first-railroad bonus is taken loses its gold ring.
    reached = {c for r in RAILROADS for c in view["railroads"][r].get("connected", [])}
    for cid in reached:
        if g.board.cities[cid].value is not None:
            x, y = g.cities[cid]
            box = (x - CITY_R, y - CITY_R, x + CITY_R, y + CITY_R)
            d.ellipse(box, outline=ink[MUTED], width=BONUS_RING)
    taken: list[tuple[float, float, float, float]] = []
    for r in RAILROADS:
        info = view["railroads"][r]
        for head in info.get("heads", []):
            if "city" in head:
                cx, cy = _badge_spot(g, head["city"], taken)
            else:
                route = g.board.routes[head["route"]]
                n = len(route.spaces)
                k = min(head["placed"], n - 1)  # the next empty space, where the line goes on
                sp = k if head["from"] == route.a else n - 1 - k
                s = g.slots[head["route"]][sp]
                # Kept whole inside the map, even at a route's end by its edge.
                cx = min(max(s.cx, BADGE_W / 2 + 2), W - BADGE_W / 2 - 2)
                cy = min(max(s.cy, BADGE_H / 2 + 2), MAP_H - BADGE_H / 2 - 2)
            sprite, mask = _badge_sprite(r)
            img.paste(sprite, (round(cx - BADGE_W / 2), round(cy - BADGE_H / 2)), mask)


# ----------------------------------------------------------------------------- captions
# Every word drawn comes from the game's catalog (cogs/santafe/locales/<language>/santafe.ftl),
# in the language asked for; city names, railroad names and abbreviations stay as on the map.
def _lang(language: str | None) -> str:
    """The catalog language for `language` (anything unknown draws in English)."""
    return language_of(language)


# A catalog text for an image, remembered: the same few dozen texts (with small numbers: money,
# cards, tiles) come back on every image, and formatting a number costs 15-25 µs each time.
_t = functools.lru_cache(maxsize=8192)(t)


def _name(names: Mapping[str, str] | None, pid: str | None) -> str:
    if pid is None:
        return "?"
    return drawable((names or {}).get(pid, pid)) or pid


def _city(cid: str) -> str:
    return geometry().board.cities[cid].name


def _reason(view: Mapping[str, Any], names: Mapping[str, str] | None, language: str) -> str:
    """Why the game ended, as the bot says it (`sf-reason-*`)."""
    reason = view.get("end_reason")
    if reason == "player_blocked":
        blocked = view.get("end_blocked")
        return _t("sf.reason.player_blocked", language, name=_name(names, blocked))
    if reason in ("tiles_exhausted", "all_passed"):
        return _t(f"sf.reason.{reason}", language)
    return _t("sf.reason.none", language)


def caption_for(
    view: Mapping[str, Any],
    highlight: list[dict[str, Any]] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> str:
    """One line saying what happened, from public data only, in `language`."""
    language = _lang(language)
    tiles = view.get("recent", []) if highlight is None else highlight
    board = geometry().board
    rnd = view.get("round")
    if view.get("phase") == "over":
        reason = _reason(view, names, language)
        if not tiles:
            return _t("sf.img.over", language, round=rnd, reason=reason)
        text = _tile_text(tiles, view, board, names, language)
        return _t("sf.img.over.last", language, round=rnd, reason=reason, tiles=text)
    if not tiles:
        if view.get("phase") == "choose":
            return _t("sf.img.choosing", language, round=rnd)
        if view.get("phase") == "setup":
            return _t("sf.img.setup", language, price=ENGINEER_PRICE)
        return _t("sf.img.round", language, round=rnd)
    text = _tile_text(tiles, view, board, names, language)
    return _t("sf.img.tiles", language, round=_tiles_round(view), tiles=text)


def _tiles_round(view: Mapping[str, Any]) -> int:
    # After the draw and purchase the view has moved to the next round's choice.
    rnd = int(view.get("round") or 0)
    return rnd - 1 if view.get("phase") == "choose" and rnd > 1 else rnd


def _tile_text(
    tiles: list[dict[str, Any]],
    view: Mapping[str, Any],
    board: Board,
    names: Mapping[str, str] | None,
    language: str,
) -> str:
    parts: list[tuple[str | None, str, int]] = []  # player, "SF→Houston", count
    for tile in tiles:
        route = board.routes[tile["route"]]
        start = view["routes"].get(tile["route"], {}).get("from", route.a)
        text = f"{tile['railroad']}→{_city(route.other(start))}"
        player = tile.get("player")
        if parts and parts[-1][0] == player and parts[-1][1] == text:
            parts[-1] = (player, text, parts[-1][2] + 1)
        else:
            parts.append((player, text, 1))
    out: list[str] = []
    last: str | None = ""
    for player, text, count in parts:
        item = text + (f" ×{count}" if count > 1 else "")
        if player != last and player is not None:
            item = f"{_name(names, player)} {item}"
        last = player
        out.append(item)
    # A tally of names, abbreviations and cities: commas in every language.
    return ", ".join(out) + _extras(view, names, language)


def _extras(view: Mapping[str, Any], names: Mapping[str, str] | None, language: str) -> str:
    """Bonuses and passes of the latest track-laying turn, e.g. "; Ann +$6; Bob passed"."""
    money: dict[str, int] = {}
    passed: list[str] = []
    for e in view.get("recent_events", []):
        if e["type"] == "bonus":
            money[e["player"]] = money.get(e["player"], 0) + e["amount"]
        elif e["type"] == "passed" and e["player"] not in passed:
            passed.append(e["player"])
    parts = [
        _t("sf.img.earned", language, name=_name(names, p), amount=n) for p, n in money.items()
    ]
    parts += [_t("sf.img.passed", language, name=_name(names, p)) for p in passed]
    return "".join("; " + part for part in parts)


def _fit(
    text: str,
    kind: str,
    size: int,
    width: int,
    measure: Callable[[str, str, int], tuple[int, int]] | None = None,
) -> str:
    """`text` cut with an ellipsis to fit `width` (measured by `_size` unless told); the
    shared `fit`, so a recording test sees every cut."""
    return fit(text, kind, size, width, measure=measure or _size)


# ----------------------------------------------------------------------------- panel
STATUS_FONT = 36
CAPTION_FONT = 28
NAME_FONT = 32
SEAT_FONT = 27
CARD_FONT = 27  # 9 px at a 430-px phone preview, as every value a player reads
CARD_LEAD = 6  # between rows of City cards
SEAT_GAP = 12
LEGEND_FONT = 22
TAG_FONT = 22
RAIL_FONT = 27  # a railroad's tiles left and cities, two lines beside its badge (9 px at 430)
MAX_MONEY = 200  # money figures prepared in advance (more is drawn through the text cache)
MAX_TILES = 32  # the most track tiles of one railroad (the Santa Fe's)


def _seat_width(players: int) -> int:
    """The room for text in a seat's box, for a number of players."""
    return (W - 2 * PAD - SEAT_GAP * (players - 1)) // players - 24


def _card_line(cid: str, branch: str | None, language: str) -> str:
    """A card played this round, as a seat line: "Played Houston + Branch SF"."""
    card = _t("sf.card.double_turn", language) if cid == DOUBLE_TURN else _city(cid)
    if branch:
        return _t("sf.img.played.branch", language, card=card, railroad=branch)
    return _t("sf.img.played", language, card=card)


def _bought_line(bought: Mapping[str, int], language: str) -> str:
    return _t("sf.img.bought", language, tiles=" ".join(f"{r}×{n}" for r, n in bought.items()))


def _together(parts: list[str], width: int, measure: Measure) -> list[str]:
    """Short seat facts ("1 Double Turn", "Branch SF") on one line if they fit the column,
    else one per line (long words in some languages)."""
    if not parts:
        return []
    joined = " · ".join(parts)
    if len(parts) == 1 or measure(joined, "regular", SEAT_FONT)[0] <= width:
        return [joined]
    return parts


def _wrap(text: str, width: int, measure: Measure) -> list[str]:
    """A seat line as drawn in a column `width` wide: whole if it fits, else broken at spaces
    onto as many lines as it needs ("Played San Francisco +" / "Branch SF"), never cut."""
    return wrap(text, "regular", SEAT_FONT, width, measure=measure)


def _hand_line(n: int, width: int, language: str, measure: Measure) -> str:
    """ "4 cards in hand", or its short form where a column is too narrow for it."""
    text = _t("sf.img.hand", language, n=n)
    if measure(text, "regular", SEAT_FONT)[0] <= width:
        return text
    return _t("sf.img.hand.short", language, n=n)


def _seat_lines(
    view: Mapping[str, Any], pid: str, language: str = "en", width: int | None = None
) -> list[tuple[str, RGB]]:
    """What a seat's box says, as drawn in a column `width` wide (long lines wrapped)."""
    if width is None:
        width = _seat_width(len(view["players"]))
    facts = _seat_facts(view, pid, language, width, _size)
    return [(part, color) for text, color in facts for part in _wrap(text, width, _size)]


def _seat_facts(
    view: Mapping[str, Any], pid: str, language: str, width: int, measure: Measure
) -> list[tuple[str, RGB]]:
    """A seat's lines before wrapping: cards in hand, Double Turns and Branch Line, Engineer,
    tiles bought, the card chosen or played."""
    seat = view["seats"][pid]
    lines = [(_hand_line(seat["hand_size"], width, language, measure), INK)]
    extras = []
    if seat.get("double_turns"):
        extras.append(_t("sf.img.double_turns", language, n=seat["double_turns"]))
    if seat.get("branch"):
        extras.append(_t("sf.img.branch", language, railroad=seat["branch"]))
    lines += [(text, INK) for text in _together(extras, width, measure)]
    if view.get("options", {}).get("advanced") and seat.get("engineer"):
        lines.append((_t("sf.img.engineer", language), INK))
    bought = seat.get("purchased") or {}
    if bought:
        lines.append((_bought_line(bought, language), INK))
    phase = view.get("phase")
    played = (view.get("played") or {}).get(pid)
    if phase == "choose":
        key = "sf.img.chosen" if seat.get("locked_in") else "sf.img.choosing.seat"
        lines.append((_t(key, language), MUTED))
    elif played and played.get("card") and phase in ("track", "exchange"):
        lines.append((_card_line(played["card"], played.get("branch"), language), MUTED))
    return lines


def _vocabulary(language: str = "en") -> list[tuple[str, str, int, RGB, RGB]]:
    """The panel's fixed vocabulary in `language`, each string with its font, colour and
    background: every City card ("Houston 6×2"), the seat lines that only take small numbers or
    city names (as wrapped or cut to fit a column, for every number of players), the money
    figures and the first-player tag. Member names, captions and the rest are drawn through
    the text cache."""
    language = _lang(language)
    g = geometry()
    out: list[tuple[str, str, int, RGB, RGB]] = [
        (_t("sf.img.first", language), "bold", TAG_FONT, WHITE, INK)
    ]
    out += [
        (_t("sf.img.money", language, money=n), "bold", NAME_FONT, GOLD, CARD)
        for n in range(MAX_MONEY)
    ]
    for city in g.board.cities.values():
        if city.value is not None:
            for n in range(6):
                text = f"{city.name} {city.value}×{n}"
                out.append((text, "condensed", CARD_FONT, INK if n else MUTED, CARD))
    # The seat facts `_seat_facts` can say, then as `_seat_lines` wraps them per column width.
    fixed: list[tuple[str, RGB]] = [(_t("sf.img.engineer", language), INK)]
    fixed += [(_t("sf.img.chosen", language), MUTED), (_t("sf.img.choosing.seat", language), MUTED)]
    for r in [None, *RAILROADS]:
        fixed.append((_card_line(DOUBLE_TURN, r, language), MUTED))
        fixed += [(_card_line(c.id, r, language), MUTED) for c in g.board.cities.values()]
    bought = [{r: n} for r in RAILROADS for n in range(1, 4)]
    fixed += [(_bought_line(a, language), INK) for a in bought]
    fixed += [
        (_bought_line({**a, **b}, language), INK)
        for a in bought
        for b in bought
        if set(a) != set(b)
    ]
    branches = [_t("sf.img.branch", language, railroad=r) for r in RAILROADS]
    fixed += [(branch, INK) for branch in branches]
    seat: dict[tuple[str, RGB], None] = {}
    for players in range(2, 6):
        width = _seat_width(players)
        facts = list(fixed)
        facts += [(_hand_line(n, width, language, text_size), INK) for n in range(25)]
        for n in range(1, 5):
            turns = _t("sf.img.double_turns", language, n=n)
            facts.append((turns, INK))
            for branch in branches:
                facts += [(x, INK) for x in _together([turns, branch], width, text_size)]
        for text, color in facts:
            seat[(text, color)] = None  # measured whole before it is wrapped
            for part in _wrap(text, width, text_size):
                seat[(part, color)] = None
    out += [(text, "regular", SEAT_FONT, color, CARD) for text, color in seat]
    # The railroads' counts in the footer, as `_draw_railroads` cuts them.
    room = (W - 2 * PAD) // 5 - 64
    rails = [_t("sf.img.tiles_left", language, n=n) for n in range(MAX_TILES + 1)]
    rails += [_t("sf.img.cities", language, n=n) for n in range(len(g.board.cities) + 1)]
    rails.append(_t("sf.img.dead", language))
    for text in rails:
        fitted = _fit(text, "regular", RAIL_FONT, room, measure=text_size)
        out.append((fitted, "regular", RAIL_FONT, MUTED, PANEL))
    return out


# Widths of the prepared strings of every language (a width depends on the text only).
_WIDTHS: dict[tuple[str, str, int], float] = {}


@functools.cache
def _prepared(
    language: str = "en",
) -> tuple[dict[tuple[str, str, int], float], dict[tuple[str, str, int, RGB, RGB], PaletteSprite]]:
    """The vocabulary's widths, and each string ready to paste on the palette image: built once
    per process and language (at warm-up), like the static map."""
    pal = _palette()
    widths: dict[tuple[str, str, int], float] = {}
    ready = {}
    for text, kind, size, fill, bg in _vocabulary(language):
        sprite = text_sprite(text, kind, size)
        widths[(text, kind, size)] = sprite[3]
        ready[(text, kind, size, fill, bg)] = palette_sprite(sprite, fill, bg, pal)
    _WIDTHS.update(widths)
    return widths, ready


def _size(text: str, kind: str, size: int) -> tuple[int, int]:
    width = _WIDTHS.get((text, kind, size))
    return (int(width), size) if width is not None else text_size(text, kind, size)


def _status(view: Mapping[str, Any], names: Mapping[str, str] | None, language: str = "en") -> str:
    """ "Round 3 · track-laying turn 2 of 2 · Ann to move", with the phase named as the bot
    names it (`sf-phase-*`)."""
    language = _lang(language)
    phase = str(view.get("phase"))
    if phase == "track":
        what = _t("sf.img.track_turn", language, turn=view.get("track_turn"))
    else:
        what = _t(f"sf.phase.{phase}", language)
    parts = [_t("sf.img.round", language, round=view.get("round")), what]
    if phase == "choose":
        waiting = [_name(names, p) for p in view.get("active_players", [])]
        if waiting:
            parts.append(_t("sf.img.waiting", language, names=join(waiting, language)))
    elif view.get("to_move"):
        parts.append(_t("sf.img.to_move", language, name=_name(names, view["to_move"])))
    return " · ".join(parts)


def _card_text(view: Mapping[str, Any], cid: str) -> tuple[str, int]:
    city = geometry().board.cities[cid]
    n = sum(1 for r in RAILROADS if cid in view["railroads"][r]["connected"])
    return f"{city.name} {city.value}×{n}", n


def _columns(view: Mapping[str, Any]) -> int:
    n = len(view["players"])
    return (W - 2 * PAD - SEAT_GAP * (n - 1)) // n


def _card_font(view: Mapping[str, Any], width: int) -> int:
    """The City cards' type: CARD_FONT unless a card played is wider than a column (five
    players' narrow columns, "Oklahoma City 3×5"): then as large as lets every card fit."""
    cards = (c for p in view["players"] for c in view["seats"][p]["cities_played"])
    return min(
        (fit_size(_card_text(view, c)[0], "condensed", CARD_FONT, width, 16) for c in cards),
        default=CARD_FONT,
    )


def _card_flow(
    view: Mapping[str, Any], pid: str, width: int, size: int = CARD_FONT
) -> list[tuple[int, int, str, bool]]:
    """City cards laid out like words in a paragraph: (x, row, text, connected)."""
    out = []
    x, row = 0, 0
    gap = 16
    for cid in view["seats"][pid]["cities_played"]:
        text, connected = _card_text(view, cid)
        w, _ = _size(text, "condensed", size)
        if x and x + w > width:
            x, row = 0, row + 1
        out.append((x, row, text, bool(connected)))
        x += w + gap
    return out


@dataclass
class _Layout:
    """Per-image panel layout, computed once and used for both the height and the drawing."""

    language: str
    col_w: int
    lines: dict[str, list[tuple[str, RGB]]]
    flows: dict[str, list[tuple[int, int, str, bool]]]
    card_rows: int  # rows of City cards in the fullest seat, at least one
    card_font: int  # the City cards' type size (see _card_font)
    seat_h: int
    footer_h: int
    status: list[str]  # the status line, wrapped (long names, long languages)
    caption: list[str]  # the caption, wrapped
    labels: dict[str, list[str]]  # each seat's name, wrapped beside its money and tag
    name_rows: int  # lines of the longest name

    @property
    def head(self) -> int:
        return (
            14
            + len(self.status) * (STATUS_FONT + 6)
            + 8
            + len(self.caption) * (CAPTION_FONT + 6)
            + 10
        )

    @property
    def height(self) -> int:
        return self.head + self.seat_h + 18 - FOOTER_UP + self.footer_h


def _label_room(view: Mapping[str, Any], pid: str, col_w: int, language: str) -> int:
    """The width beside a seat's money and first-player tag for its name."""
    money = _t("sf.img.money", language, money=view["seats"][pid]["money"])
    room = col_w - 24 - _size(money, "bold", NAME_FONT)[0] - 10
    if pid == view.get("first_player"):
        room -= _size(_t("sf.img.first", language), "bold", TAG_FONT)[0] + 14 + 8
    return room


def _layout(
    view: Mapping[str, Any],
    language: str,
    caption: str = "",
    names: Mapping[str, str] | None = None,
) -> _Layout:
    col_w = _columns(view)
    lines = {p: _seat_lines(view, p, language, col_w - 24) for p in view["players"]}
    card_font = _card_font(view, col_w - 24)
    flows = {p: _card_flow(view, p, col_w - 24, card_font) for p in view["players"]}
    rows = max([1, *(1 + max((r for _, r, _, _ in f), default=-1) for f in flows.values())])
    most = max((len(v) for v in lines.values()), default=1)
    moving = set(view.get("active_players", []))
    labels = {}
    for p in view["players"]:
        label = ("▶ " if p in moving else "") + _name(names, p)
        if _size(label, "bold", NAME_FONT)[0] <= _label_room(view, p, col_w, language):
            labels[p] = [label]
        else:
            # Too long beside the money: the money (and tag) alone on the first line, the
            # name below on the column's whole width.
            labels[p] = ["", *wrap(label, "bold", NAME_FONT, col_w - 24, measure=_size)]
    name_rows = max((len(v) for v in labels.values()), default=1)
    seat_h = 10 + name_rows * (NAME_FONT + 4) + 8 + most * (SEAT_FONT + 7) + 10
    seat_h += rows * (card_font + CARD_LEAD) + 8
    advanced = bool(view.get("options", {}).get("advanced"))
    footer_h = FOOTER_BODY + len(_legend_lines(language, advanced)) * LEGEND_STEP + FOOTER_BOTTOM
    status = wrap(_status(view, names, language), "bold", STATUS_FONT, W - 2 * PAD, measure=_size)
    text = wrap(caption, "regular", CAPTION_FONT, W - 2 * PAD - 24, measure=_size)
    return _Layout(
        language,
        col_w,
        lines,
        flows,
        rows,
        card_font,
        seat_h,
        footer_h,
        status,
        text,
        labels,
        name_rows,
    )


def _draw_panel(
    img: Image.Image,
    view: Mapping[str, Any],
    caption: str,
    names: Mapping[str, str] | None,
    top: int,
    lay: _Layout,
) -> None:
    # Drawn straight onto the palette image: shapes in the palette index their colour maps to,
    # text blended over its plain background then mapped (`draw_text_palette`).
    language = lay.language
    d = ImageDraw.Draw(img)
    ready = _prepared(language)[1]
    q = _index
    pal = _palette()
    y = top + 14
    for line in lay.status:
        draw_text_palette(img, (PAD, y), line, "bold", STATUS_FONT, INK, PANEL, pal)
        y += STATUS_FONT + 6
    y += 8
    # The caption's marker has the highlight colour: "this is what is ringed on the map".
    d.rectangle((PAD, y + 4, PAD + 14, y + CAPTION_FONT + 2), fill=q(HIGHLIGHT))
    for line in lay.caption:
        draw_text_palette(img, (PAD + 24, y), line, "regular", CAPTION_FONT, INK, PANEL, pal)
        y += CAPTION_FONT + 6
    y += 10

    col_w = lay.col_w
    bottom = y + lay.seat_h
    first = view.get("first_player")
    moving = set(view.get("active_players", []))
    for i, pid in enumerate(view["players"]):
        x = PAD + i * (col_w + SEAT_GAP)
        on_move = pid in moving
        d.rounded_rectangle(
            (x, y, x + col_w, bottom),
            10,
            fill=q(CARD),
            outline=q(HIGHLIGHT) if on_move else q((200, 190, 175)),
            width=5 if on_move else 1,
        )
        seat = view["seats"][pid]
        ny = y + 10
        money = _t("sf.img.money", language, money=seat["money"])
        # The train piece: the first player this round.
        tag = _t("sf.img.first", language) if pid == first else ""
        tag_w = _size(tag, "bold", TAG_FONT)[0] + 14 if tag else 0
        label, *more = lay.labels[pid]
        box = draw_text_palette(img, (x + 12, ny), label, "bold", NAME_FONT, INK, CARD, pal)
        for k, rest in enumerate(more, 1):
            draw_text_palette(
                img, (x + 12, ny + k * (NAME_FONT + 4)), rest, "bold", NAME_FONT, INK, CARD, pal
            )
        if tag:
            tx = box[2] + 8
            d.rounded_rectangle((tx, ny + 3, tx + tag_w, ny + NAME_FONT + 3), 6, fill=q(INK))
            draw_text_palette(
                img, (tx + 7, ny + 5), tag, "bold", TAG_FONT, WHITE, INK, pal, ready=ready
            )
        draw_text_palette(
            img,
            (x + col_w - 12, ny),
            money,
            "bold",
            NAME_FONT,
            GOLD,
            CARD,
            pal,
            anchor="ra",
            ready=ready,
        )
        ny += lay.name_rows * (NAME_FONT + 4) + 8
        for line, color in lay.lines[pid]:  # wrapped and cut to the column already
            draw_text_palette(
                img, (x + 12, ny), line, "regular", SEAT_FONT, color, CARD, pal, ready=ready
            )
            ny += SEAT_FONT + 7
        card_row = lay.card_font + CARD_LEAD
        ny = bottom - 8 - lay.card_rows * card_row - 6
        d.line((x + 12, ny, x + col_w - 12, ny), fill=q((220, 212, 198)), width=1)
        ny += 6
        for cx, row, text, connected in lay.flows[pid]:
            draw_text_palette(
                img,
                (x + 12 + cx, ny + row * card_row),
                text,
                "condensed",
                lay.card_font,
                INK if connected else MUTED,
                CARD,
                pal,
                ready=ready,
            )

    # The railroads' badges and names and the legend never change: one strip per process and
    # language. Built for the row's parity: half-pixel centres round to even, so the same pixels.
    y = bottom + 18
    advanced = bool(view.get("options", {}).get("advanced"))
    img.paste(_footer_p(language, advanced, y % 2), (0, y - FOOTER_UP - y % 2))
    _draw_railroads(img, view, bottom + 18, language)


FOOTER_UP = 4  # the footer strip starts this far above the railroads' row (even)
RAIL_LINES = (28, 58)  # the two lines of counts beside each badge, below the railroad's name
RAIL_X = 62  # the names and counts start this far right of a cell: 58 px, and 4 to spare
FOOTER_BODY = FOOTER_UP + 92  # the railroads' row, then the legend
LEGEND_STEP = LEGEND_FONT + 6
FOOTER_BOTTOM = 12
LEGEND_GAP = "   "


@functools.cache
def _legend_lines(language: str, advanced: bool) -> tuple[str, ...]:
    """The legend's items in `language`, flowed onto as many lines as the width needs."""
    items = [
        _t("sf.img.legend.home", language),
        _t("sf.img.legend.special", language, amount=SPECIAL_BONUS),
        _t("sf.img.legend.ring", language, amount=CITY_BONUS),
        _t("sf.img.legend.count", language),
    ]
    if advanced:
        items.append(_t("sf.img.legend.terrain", language, one=1, two=2))
    lines: list[str] = []
    for item in items:
        wider = f"{lines[-1]}{LEGEND_GAP}{item}" if lines else item
        if lines and text_size(wider, "regular", LEGEND_FONT)[0] <= W - 2 * PAD:
            lines[-1] = wider
        else:
            lines.append(item)
    return tuple(lines)


@functools.cache
def _footer(language: str, advanced: bool, parity: int) -> Image.Image:
    """The static part of the panel's foot on the panel colour: each railroad's badge, tile
    pattern and name, then the legend (in `language`; it depends on the advanced option)."""
    legend = _legend_lines(language, advanced)
    height = FOOTER_BODY + len(legend) * LEGEND_STEP + FOOTER_BOTTOM
    img = Image.new("RGB", (W, height + parity), PANEL)
    d = ImageDraw.Draw(img)
    g = geometry()
    y = FOOTER_UP + parity
    cell = (W - 2 * PAD) // 5
    for i, r in enumerate(RAILROADS):
        rail = g.rails[r]
        x = PAD + i * cell
        d.rounded_rectangle((x, y + 2, x + 52, y + 30), 6, fill=rail.fill, outline=INK, width=2)
        draw_text(img, (x + 26, y + 16), r, "bold", 17, rail.text, anchor="mm")
        _pattern_strip(d, x, y + 34, rail)
        name = rail.name.removesuffix(" Railroad")
        size = fit_size(name, "condensed", 27, cell - RAIL_X, 16)
        draw_text(img, (x + RAIL_X - 4, y - 4 + (27 - size)), name, "condensed", size, INK)
    for k, line in enumerate(legend):
        ly = y + FOOTER_BODY - FOOTER_UP + k * LEGEND_STEP
        text = _fit(line, "regular", LEGEND_FONT, W - 2 * PAD)
        draw_text(img, (PAD, ly), text, "regular", LEGEND_FONT, MUTED)
    return img


@functools.cache
def _footer_p(language: str, advanced: bool, parity: int) -> Image.Image:
    return to_palette(_footer(language, advanced, parity), _palette())


@functools.cache
def _index(color: RGB) -> int:
    """The palette index `to_palette` maps `color` to."""
    return to_palette(Image.new("RGB", (1, 1), color), _palette()).getpixel((0, 0))  # type: ignore[return-value]


def _draw_railroads(img: Image.Image, view: Mapping[str, Any], y: int, language: str) -> None:
    """Each railroad's tiles left and cities reached (or that it is dead-ended), beside its
    badge in the footer."""
    cell = (W - 2 * PAD) // 5
    ready = _prepared(language)[1]
    for i, r in enumerate(RAILROADS):
        info = view["railroads"][r]
        x = PAD + i * cell
        lines = (
            _t("sf.img.tiles_left", language, n=info["tiles_left"]),
            _t("sf.img.dead", language)
            if info.get("dead")
            else _t("sf.img.cities", language, n=len(info["connected"])),
        )
        for dy, line in zip(RAIL_LINES, lines, strict=True):
            size = fit_size(line, "regular", RAIL_FONT, cell - RAIL_X, 14)
            draw_text_palette(
                img,
                (x + RAIL_X - 4, y + dy),
                line,
                "regular",
                size,
                MUTED,
                PANEL,
                _palette(),
                ready=ready,
            )


def _pattern_strip(d: ImageDraw.ImageDraw, x: float, y: float, rail: Rail) -> None:
    """A tile as it looks on the map, under the railroad's badge in the legend."""
    d.rectangle((x + 8, y, x + 44, y + 14), fill=rail.fill, outline=INK, width=1)
    _pattern_box(d, (x + 8, y, x + 44, y + 14), rail)


# ----------------------------------------------------------------------------- scores
# The score breakdown reads at a phone preview: at 430 px wide its type is at least 9 px
# (SCORE_FONT * PREVIEW_W / W), so three cities a row.
SCORE_FONT = 27
SCORE_COLS = 3
SCORE_ROW = SCORE_FONT + 8
HEAD_FONT = 30
TOTAL_FONT = 27
TITLE_FONT = 34
SCORE_CAPTION_FONT = 27


@dataclass
class _ScoreCard:
    pid: str
    head: list[str]  # "1. name ★ winner", wrapped beside the total
    total: str
    city_rows: int

    @property
    def height(self) -> int:
        return len(self.head) * (HEAD_FONT + 6) + 8 + self.city_rows * SCORE_ROW + 6


def _score_layout(
    view: Mapping[str, Any], caption: str, names: Mapping[str, str] | None, language: str
) -> tuple[list[str], list[str], list[_ScoreCard], int]:
    """The scores' title and caption lines, each player's card and the whole height: computed
    once for the height and the drawing, every text wrapped whole."""
    scores = view["score_breakdown"]
    winners = view.get("winners", [])
    best = [_name(names, p) for p in winners]
    title = _t("sf.img.winners", language, count=len(best), names=join(best, language))
    titles = wrap(title, "bold", TITLE_FONT, W - 2 * PAD)
    captions = wrap(caption, "regular", SCORE_CAPTION_FONT, W - 2 * PAD - 24)
    crown = "  " + _t("sf.img.winner", language)
    order = sorted(view["players"], key=lambda p: -scores[p]["total"])
    cards = []
    for rank, pid in enumerate(order, 1):
        s = scores[pid]
        points = sum(c["points"] for c in s["cities"])
        total = _t("sf.img.total", language, total=s["total"], money=s["money"], cards=points)
        # The name takes the room the total leaves (a long total in some languages).
        room = W - 2 * PAD - 24 - text_size(total, "regular", TOTAL_FONT)[0] - 24
        head = f"{rank}. {_name(names, pid)}" + (crown if pid in winners else "")
        rows = math.ceil(len(s["cities"]) / SCORE_COLS)
        cards.append(_ScoreCard(pid, wrap(head, "bold", HEAD_FONT, max(60, room)), total, rows))
    height = 14 + len(titles) * (TITLE_FONT + 8) + 6 + len(captions) * (SCORE_CAPTION_FONT + 6)
    height += 14 + sum(card.height + 14 for card in cards) + 6
    return titles, captions, cards, height


def _scores_height(
    view: Mapping[str, Any],
    caption: str = "",
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> int:
    return _score_layout(view, caption, names, language)[3]


def _draw_scores(
    img: Image.Image,
    view: Mapping[str, Any],
    caption: str,
    names: Mapping[str, str] | None,
    top: int,
    language: str = "en",
) -> None:
    language = _lang(language)
    d = ImageDraw.Draw(img)
    scores = view["score_breakdown"]
    winners = view.get("winners", [])
    titles, captions, cards, _ = _score_layout(view, caption, names, language)
    y = top + 14
    for line in titles:
        draw_text(img, (PAD, y), line, "bold", TITLE_FONT, INK)
        y += TITLE_FONT + 8
    y += 6
    d.rectangle((PAD, y + 5, PAD + 14, y + SCORE_CAPTION_FONT), fill=HIGHLIGHT)
    for line in captions:
        draw_text(img, (PAD + 24, y), line, "regular", SCORE_CAPTION_FONT, INK)
        y += SCORE_CAPTION_FONT + 6
    y += 14
    cw = (W - 2 * PAD - 24) // SCORE_COLS
    for card in cards:
        s = scores[card.pid]
        win = card.pid in winners
        d.rounded_rectangle(
            (PAD, y, W - PAD, y + card.height),
            8,
            fill=CARD,
            outline=GOLD if win else (210, 200, 185),
            width=4 if win else 1,
        )
        draw_text(img, (W - PAD - 12, y + 8), card.total, "regular", TOTAL_FONT, INK, anchor="ra")
        for k, line in enumerate(card.head):
            draw_text(img, (PAD + 12, y + 5 + k * (HEAD_FONT + 6)), line, "bold", HEAD_FONT, INK)
        cy0 = y + 5 + len(card.head) * (HEAD_FONT + 6) + 4
        for k, c in enumerate(s["cities"]):
            text = f"{_city(c['city'])} {c['value']}×{c['railroads']} = {c['points']}"
            size = fit_size(text, "condensed", SCORE_FONT, cw - 8, 22)
            draw_text(
                img,
                (PAD + 12 + (k % SCORE_COLS) * cw, cy0 + (k // SCORE_COLS) * SCORE_ROW),
                text,
                "condensed",
                size,
                INK if c["points"] else MUTED,
            )
        y += card.height + 14


# ----------------------------------------------------------------------------- entry points
def _canvas(view: Mapping[str, Any], height: int) -> Image.Image:
    img = Image.new("P", (W, MAP_H + height), _index(PANEL))
    img.putpalette(_palette().getpalette() or [])
    img.paste(_static_p(bool(view.get("options", {}).get("advanced"))), (0, 0))
    return img


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """The board image (palette mode, ready to encode) for a spectator view, its texts in
    `language` ("en", "fr", "nl")."""
    language = _lang(language)
    highlight = new_tiles(view, previous)
    text = caption if caption is not None else caption_for(view, highlight, names, language)
    lay = None if view.get("phase") == "over" else _layout(view, language, text, names)
    height = _scores_height(view, text, names, language) if lay is None else lay.height
    img = _canvas(view, height)
    _draw_track(img, view, highlight)
    if lay is not None:
        _draw_panel(img, view, text, names, MAP_H, lay)
        return img
    # The scores' text is drawn in RGB and mapped to the palette as a whole.
    panel = Image.new("RGB", (W, height), PANEL)
    _draw_scores(panel, view, text, names, 0, language)
    img.paste(to_palette(panel, _palette()), (0, MAP_H))
    return img


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """The final-scores image: the finished board and each player's breakdown, in `language`."""
    if view.get("phase") != "over":
        raise ValueError("final scores need a view of a finished game (phase 'over')")
    language = _lang(language)
    caption = caption_for(view, [], names, language)
    height = _scores_height(view, caption, names, language)
    img = _canvas(view, height)
    _draw_track(img, view, [])
    panel = Image.new("RGB", (W, height), PANEL)
    _draw_scores(panel, view, caption, names, 0, language)
    img.paste(to_palette(panel, _palette()), (0, MAP_H))
    return img
