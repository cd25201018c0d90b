"""Santa Fe's prompt picture drawn (render/santafe_prompt.py lays it out): the map's part cut
from the board's own static layer with the track on it, the board, and the simple operations
of the layout, on the map's fixed palette (every text through `draw_text_palette`, which the
fit tests record)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import RGB, _mask, text_width
from render.palette import PaletteSprite, draw_text_palette, palette_sprite
from render.prompt import Sheet
from render.santafe_map import BADGE_H, BADGE_W, BONUS_OPEN, INK, PANEL, WHITE, W, geometry
from render.santafe_mapdraw import (
    badge_sprite,
    draw_track,
    map_palette,
    palette_index,
    static_map,
    wide_polygon,
)


def draw(sheet: Sheet) -> Image.Image:
    pal = map_palette()
    # The railheads' badges as the map draws them, made first: their initials are the map's
    # (a recording test sees them where the map's layer draws them, not here again).
    for r in geometry().rails:
        badge_sprite(r)
    img = Image.new("P", (W, sheet.height), palette_index(PANEL))
    img.putpalette(pal.getpalette() or [])
    for part in sheet.parts:
        if part[0] == "map":
            _, y, box, size, view = part
            layer = static_map(bool((view.get("options") or {}).get("advanced"))).copy()
            draw_track(layer, view, [])
            cut = tuple(round(v) for v in box)
            if cut != (0, 0, *layer.size) or size != layer.size:  # else the whole map as it is
                layer = layer.crop(cut).resize(size, Image.Resampling.NEAREST)
            img.paste(layer, (0, y))
        elif part[0] == "board":
            from render.santafe import draw_board

            _, y, view, names, language, caption = part
            img.paste(draw_board(view, caption=caption, names=names, language=language), (0, y))
        elif part[0] == "ops":
            _run(img, part[1])
    return img


@functools.lru_cache(maxsize=2048)
def _sprite(text: str, kind: str, size: int, fill: RGB, bg: RGB) -> PaletteSprite:
    """A text ready to paste on the map's palette (codes, city names, numbers repeat)."""
    m, left, top, _, _ = _mask(text, kind, size, 0)
    return palette_sprite((m, left, top, text_width(text, kind, size)), fill, bg, map_palette())


@functools.lru_cache(maxsize=256)
def _rounded(w: int, h: int, fill: RGB, outline: RGB, width: int, radius: int) -> tuple[Any, Any]:
    """A rounded box on the map's palette and its mask (badges and cards repeat sizes)."""
    q = palette_index
    img = Image.new("P", (w + 1, h + 1), 0)
    img.putpalette(map_palette().getpalette() or [])
    mask = Image.new("1", (w + 1, h + 1), 0)
    box = (0, 0, w, h)
    ImageDraw.Draw(img).rounded_rectangle(
        box, radius, fill=q(fill), outline=q(outline), width=width
    )
    ImageDraw.Draw(mask).rounded_rectangle(box, radius, fill=1)
    return img, mask


def _run(img: Image.Image, ops: Sequence[tuple[Any, ...]]) -> None:
    d = ImageDraw.Draw(img)
    q = palette_index
    pal = map_palette()
    rails = geometry().rails
    for op in ops:
        kind = op[0]
        if kind == "text":
            _, x, y, text, font_kind, size, fill, bg, anchor = op
            ready = {(text, font_kind, size, fill, bg): _sprite(text, font_kind, size, fill, bg)}
            draw_text_palette(
                img, (x, y), text, font_kind, size, fill, bg, pal, anchor=anchor, ready=ready
            )
        elif kind == "rect":
            _, (x0, y0, x1, y1), fill, outline, width, radius = op
            sprite, mask = _rounded(round(x1 - x0), round(y1 - y0), fill, outline, width, radius)
            img.paste(sprite, (round(x0), round(y0)), mask)
        elif kind == "quad":
            _, pts, outline, width = op
            wide_polygon(img, pts, None, q(outline), width)
        elif kind == "line":
            _, pts, width = op
            d.line(pts, fill=q(INK), width=width)
        elif kind == "disc":
            _, x, y, r = op
            d.ellipse((x - r, y - r, x + r, y + r), fill=q(INK))
        elif kind == "ring":
            _, x, y, r = op
            d.ellipse((x - r, y - r, x + r, y + r), fill=q(WHITE), outline=q(BONUS_OPEN), width=5)
        elif kind == "swatch":
            _swatch(d, op[1], rails[op[2]])
        elif kind == "railheads":
            _railheads(img, op[1], op[2])


def _railheads(img: Image.Image, heads: Sequence[tuple[str, Any]], k: float) -> None:
    """Railhead badges pasted again (the map's own, enlarged as the map is) at their places."""
    size = (round(BADGE_W * k), round(BADGE_H * k))
    for r, (x, y) in heads:
        sprite, mask = badge_sprite(r)
        if sprite.size != size:
            sprite = sprite.resize(size, Image.Resampling.NEAREST)
            mask = mask.resize(size, Image.Resampling.NEAREST)
        img.paste(sprite, (round(x), round(y)), mask)


def _swatch(d: ImageDraw.ImageDraw, box: tuple[float, ...], rail: Any) -> None:
    """A railroad's colour and its tile pattern (colour-blind players tell them by it)."""
    q = palette_index
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    d.rectangle(box, fill=q(rail.fill), outline=q(INK), width=2)
    if rail.pattern == "stripe":
        d.rectangle((x0 + 3, cy - 2, x1 - 3, cy + 2), fill=q(WHITE))
    elif rail.pattern == "bar":
        d.rectangle((cx - 2, y0 + 3, cx + 2, y1 - 3), fill=q(WHITE))
    elif rail.pattern == "dot":
        d.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=q(INK))
