"""Santa Fe's map drawn: the static layer (land, rivers, mountains, routes and their spaces,
cities and labels) once per process and option set, its fixed palette, and per image the track,
highlights, labels over track and railhead badges, straight onto the palette image.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import RGB, draw_text
from render.palette import make_palette, to_palette
from render.santafe_map import (
    BADGE_H,
    BADGE_W,
    BONUS_OPEN,
    BONUS_RING,
    BONUS_SQ,
    CARD,
    CITY_R,
    COASTLINE,
    GOLD,
    HIGHLIGHT,
    HOME_R,
    INK,
    LABEL_LEAD,
    LABEL_SIZE,
    LAND,
    MAP_H,
    MOUNTAIN_ROUTE,
    MUTED,
    PANEL,
    PEAK,
    RAILROADS,
    RIDGE,
    RIVER,
    SEA,
    SLOT,
    SLOT_BOTH,
    SLOT_EDGE,
    SLOT_MOUNTAIN,
    SLOT_RIVER,
    SLOT_W,
    VALUE_SIZE,
    WHITE,
    Rail,
    Slot,
    W,
    badge_spots,
    geometry,
    label_text,
    overlap,
    placed_tiles,
    px,
)


# ----------------------------------------------------------------------------- static map
@functools.cache
def static_map_rgb(advanced: bool) -> Image.Image:
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
            d.polygon(star(x, y + 1, r * 0.72), fill=(255, 214, 90))
        else:
            r = CITY_R
            # The gold ring: the $2 first-railroad bonus is open (covered once it is taken).
            d.ellipse(
                (x - r, y - r, x + r, y + r), fill=WHITE, outline=BONUS_OPEN, width=BONUS_RING
            )
            draw_text(img, (x, y + 1), str(c.value), "bold", VALUE_SIZE, INK, anchor="mm")
    for c in board.cities.values():
        _draw_label(img, d, c)
    return img


def star(x: float, y: float, r: float) -> list[tuple[float, float]]:
    """A five-pointed star's outline (a home city), a shape rather than a glyph."""
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        points.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return points


def _draw_label(img: Image.Image, d: ImageDraw.ImageDraw, c: Any) -> None:
    """A city's name on its lines, the $4 bonus squares after the last one."""
    g = geometry()
    x0, y0, _, _ = g.labels[c.id]
    lines = g.label_lines.get(c.id, (label_text(c),))
    box = (x0, y0, x0, y0)
    for k, line in enumerate(lines):
        ly = y0 + 1 + k * LABEL_LEAD
        box = draw_text(img, (x0, ly), line, "condensed", LABEL_SIZE, INK, halo=LAND)
    bx = box[2] + 6
    for rid in c.bonus:
        _bonus_square(img, d, bx, box[1] + 9, g.rails[rid])
        bx += BONUS_SQ


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
    pattern_box(d, (x, y, x + q, y + q), rail)


def pattern_box(d: ImageDraw.ImageDraw, box: tuple[float, ...], rail: Rail) -> None:
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
def map_palette() -> Image.Image:
    g = geometry()
    colors = [INK, MUTED, HIGHLIGHT, WHITE, GOLD, CARD, PANEL, LAND, SLOT, (200, 200, 200)]
    colors.append(BONUS_OPEN)
    for rail in g.rails.values():
        colors.append(rail.fill)
    return make_palette(static_map_rgb(True), colors, [PANEL, CARD, LAND, SLOT])


@functools.cache
def ink_indices() -> dict[RGB, int]:
    """Palette index of each exact colour: the map layer is drawn straight onto the palette
    image (polygons are not antialiased, so nothing is lost) and skips quantizing."""
    flat = map_palette().getpalette() or []
    out: dict[RGB, int] = {}
    for i in range(len(flat) // 3 - 1, -1, -1):  # the first entry of a colour wins
        out[(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2])] = i
    return out


@functools.cache
def static_map(advanced: bool) -> Image.Image:
    return to_palette(static_map_rgb(advanced), map_palette())


def wide_polygon(
    img: Image.Image, pts: Sequence[tuple[float, float]], fill: int | None, outline: int, width: int
) -> None:
    """`polygon(pts, fill, outline, width)` for an outline wider than 1 px, drawn on the piece
    of the image it covers: Pillow builds a mask the size of the whole image for a wide
    outline (shifted by whole pixels: the same pixels)."""
    x0 = math.floor(min(p[0] for p in pts)) - width - 2
    y0 = math.floor(min(p[1] for p in pts)) - width - 2
    x1 = math.ceil(max(p[0] for p in pts)) + width + 2
    y1 = math.ceil(max(p[1] for p in pts)) + width + 2
    piece = img.crop((x0, y0, x1, y1))
    shifted = [(x - x0, y - y0) for x, y in pts]
    ImageDraw.Draw(piece).polygon(shifted, fill=fill, outline=outline, width=width)
    img.paste(piece, (x0, y0))


def _draw_tile(
    img: Image.Image, d: ImageDraw.ImageDraw, s: Slot, rail: Rail, ink: dict[RGB, int]
) -> None:
    quad = s.quad(s.length + 2, SLOT_W + 5)
    if rail.id == "SP":
        wide_polygon(img, quad, ink[rail.fill], ink[INK], 2)
    else:
        # ImageDraw.polygon's own calls, without its checks (a board has a hundred tiles).
        d.draw.draw_polygon(quad, ink[rail.fill], 1)
        if ink[INK] != ink[rail.fill]:
            d.draw.draw_polygon(quad, ink[INK], 0, 1)
    if rail.pattern == "stripe":
        d.draw.draw_polygon(s.quad(s.length - 4, 3), ink[WHITE], 1)
    elif rail.pattern == "bar":
        d.draw.draw_polygon(s.quad(3, SLOT_W), ink[WHITE], 1)
    elif rail.pattern == "dot":
        d.ellipse((s.cx - 2.5, s.cy - 2.5, s.cx + 2.5, s.cy + 2.5), fill=ink[INK])


@functools.cache
def badge_sprite(r: str) -> tuple[Image.Image, Image.Image]:
    """A railhead badge ("SF" on the railroad's colour) as a palette sprite and its mask."""
    rail = geometry().rails[r]
    rgb = Image.new("RGB", (BADGE_W, BADGE_H), WHITE)
    box = (0, 0, BADGE_W - 1, BADGE_H - 1)
    ImageDraw.Draw(rgb).rounded_rectangle(box, 6, fill=rail.fill, outline=INK, width=2)
    draw_text(rgb, (BADGE_W / 2, BADGE_H / 2), r, "bold", 37, rail.text, anchor="mm")
    mask = Image.new("1", (BADGE_W, BADGE_H), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, 6, fill=1)
    return to_palette(rgb, map_palette()), mask


@functools.cache
def label_sprites(
    advanced: bool,
) -> dict[str, tuple[tuple[int, int], Image.Image, Image.Image, frozenset[tuple[str, int]]]]:
    """Each city label cut from the static map with a mask of its glyphs and halo, and the
    track spaces it covers: redrawn over tiles so a name never disappears under track."""
    g = geometry()
    base = static_map(advanced)
    out = {}
    for cid, (x0, y0, x1, y1) in g.labels.items():
        # The spaces whose new tile's ring may reach under the label (no tile does).
        covered = frozenset(
            (rid, i)
            for rid, slots in g.slots.items()
            for i, s in enumerate(slots)
            if overlap((x0, y0, x1, y1), (s.cx - 24, s.cy - 24, s.cx + 24, s.cy + 24))
        )
        if not covered:
            continue
        m = Image.new("L", (x1 - x0 + 8, y1 - y0 + 8), 0)
        for k, line in enumerate(g.label_lines.get(cid, (label_text(g.board.cities[cid]),))):
            draw_text(m, (4, 5 + k * LABEL_LEAD), line, "condensed", LABEL_SIZE, 255, halo=255)
        mask = m.point(lambda v: 255 if v > 40 else 0).convert("1")
        crop = base.crop((x0 - 4, y0 - 4, x1 + 4, y1 + 4))
        out[cid] = ((x0 - 4, y0 - 4), crop, mask, covered)
    return out


def draw_track(img: Image.Image, view: Mapping[str, Any], highlight: list[dict[str, Any]]) -> None:
    """Tiles, highlights, labels over track, railhead badges: onto the palette image."""
    g = geometry()
    ink = ink_indices()
    d = ImageDraw.Draw(img)
    for tile in highlight:
        s = g.slots[tile["route"]][tile["space"]]
        d.polygon(s.quad(s.length + 12, SLOT_W + 14), fill=ink[HIGHLIGHT])
    tiles = placed_tiles(view)
    for r, rid, sp in tiles:
        _draw_tile(img, d, g.slots[rid][sp], g.rails[r], ink)
    # A label over which a new tile's ring reaches is drawn again on top: no ring covers a
    # letter (no tile comes near one: santafe_labels.py).
    rings = {(tile["route"], tile["space"]) for tile in highlight}
    for xy, crop, mask, covered in label_sprites(bool(view["options"].get("advanced"))).values():
        if covered & rings:
            img.paste(crop, xy, mask)
    # A city whose $2 first-railroad bonus is taken loses its thick gold ring for a thin
    # outline: the shape says it, not only the colour.
    reached = {c for r in RAILROADS for c in view["railroads"][r].get("connected", [])}
    for cid in reached:
        if g.board.cities[cid].value is not None:
            x, y = g.cities[cid]
            box = (x - CITY_R, y - CITY_R, x + CITY_R, y + CITY_R)
            d.ellipse(box, outline=ink[WHITE], width=BONUS_RING)
            d.ellipse(box, outline=ink[INK], width=2)
    for r, cx, cy in badge_spots(view):
        sprite, mask = badge_sprite(r)
        img.paste(sprite, (round(cx - BADGE_W / 2), round(cy - BADGE_H / 2)), mask)


@functools.cache
def palette_index(color: RGB) -> int:
    """The palette index `to_palette` maps `color` to."""
    return to_palette(Image.new("RGB", (1, 1), color), map_palette()).getpixel((0, 0))  # type: ignore[return-value]
