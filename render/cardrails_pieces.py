"""Card Rails' pieces for drawing: a cube with its railroad's pattern, a star, the fixed palette
every image is drawn on, and cached sprites on that palette (texts over their background,
rounded cards, cubes) that give the same pixels as the plain drawing.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw

from render.cardrails_map import rail_info
from render.cardrails_page import (
    BG,
    CARD_EDGE,
    CITY,
    EDGE,
    GOLDEN,
    HIGHLIGHT,
    INK,
    LAKE,
    LAND,
    MUTED,
    OPEN,
    PURPLE,
    RULER,
    SHADOW,
    SWAP,
    TABLE,
    WHITE,
    text_on,
)
from render.common import RGB, blend, font, hex_rgb, text_width
from render.common import _mask as text_mask
from render.legible import ColourSet


# ----------------------------------------------------------------------------- pieces
def draw_cube(d: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: RGB, r: str) -> None:
    """A cube: the railroad's colour and its pattern, so colour-blind players can tell them."""
    h = size / 2
    box = (cx - h, cy - h, cx + h, cy + h)
    d.rounded_rectangle(box, radius=max(2, size / 6), fill=fill, outline=INK, width=2)
    pattern = rail_info(r)[1]
    mark = text_on(fill)
    q = size / 4.5
    if pattern == "dot":
        d.ellipse((cx - q, cy - q, cx + q, cy + q), fill=INK)
    elif pattern == "stripe":
        d.rectangle((cx - h + 3, cy - q / 1.6, cx + h - 3, cy + q / 1.6), fill=WHITE)
    elif pattern == "ring":
        d.ellipse((cx - q * 1.3, cy - q * 1.3, cx + q * 1.3, cy + q * 1.3), outline=WHITE, width=3)
    elif pattern == "cross":
        d.line((cx - q, cy - q, cx + q, cy + q), fill=mark, width=3)
        d.line((cx - q, cy + q, cx + q, cy - q), fill=mark, width=3)


def star_points(cx: float, cy: float, rad: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = rad if i % 2 == 0 else rad * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


@functools.cache
def rail_palette() -> Image.Image:
    """One fixed palette: every colour drawn, and the antialiasing blends of text over each
    background it is drawn on. Mapping onto it is fast, and palette PNGs are small and quick."""
    from engine.cardrails.cards import load_cards

    rails = [hex_rgb(r.color) for r in load_cards().railroads.values()]
    colors = [BG, TABLE, SHADOW, LAND, OPEN, EDGE, CARD_EDGE, LAKE, SWAP, PURPLE, CITY]
    colors += [INK, MUTED, RULER, WHITE, HIGHLIGHT, GOLDEN, *rails]
    wanted: dict[RGB, None] = dict.fromkeys(colors)
    light = [BG, TABLE, LAND, WHITE, GOLDEN]
    dark = [LAKE, SWAP, PURPLE, CITY]
    pairs = [(INK, b) for b in light + rails] + [(MUTED, b) for b in (BG, WHITE, GOLDEN)]
    pairs += [(RULER, TABLE)] + [(WHITE, b) for b in dark + rails]
    for c, b in pairs:
        for share in (0.15, 0.3, 0.45, 0.6, 0.75, 0.9):
            wanted.setdefault(blend(b, c, share), None)
    # BG first: the palette's entry 0, what an image cut beyond its edge is filled with.
    flat = [v for c in list(wanted)[:256] for v in c]
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def colour_sets() -> tuple[ColourSet, ...]:
    """The colours a Card Rails player must tell apart, each with its second channel (a
    railroad's pattern on its cubes and symbols, its letter on its cards; a hex's icon)."""
    from engine.cardrails.cards import load_cards

    railroads = load_cards().railroads.values()
    return (
        ColourSet(
            "railroads",
            {r.name: (hex_rgb(r.color), f"{r.pattern}, {r.letter}") for r in railroads},
        ),
        ColourSet(
            "hexes",
            {
                "lake": (LAKE, "waves"),
                "swap": (SWAP, "two arrows"),
                "purple": (PURPLE, "a white inner outline"),
                "Starting City": (CITY, "the word CITY"),
                "open hex": (OPEN, "plain"),
            },
        ),
        ColourSet(
            "the last turn",
            {"outline": (HIGHLIGHT, "a wide outline around the card and cubes")},
            {"table": TABLE, "hex": OPEN, "card": LAND},
        ),
    )


def to_rail_palette(img: Image.Image) -> Image.Image:
    return img.quantize(palette=rail_palette(), dither=Image.Dither.NONE)


@functools.cache
def flat_palette() -> tuple[int, ...]:
    return tuple(rail_palette().getpalette() or ())


def palette_image(size: tuple[int, int]) -> Image.Image:
    img = Image.new("P", size, ink(BG))
    img.putpalette(flat_palette())
    return img


@functools.lru_cache(maxsize=256)
def ink(colour: RGB) -> int:
    """The palette index the plain drawing ends up with for a colour (mapping onto the palette
    goes through a coarse colour cache, so this is not always the nearest entry)."""
    return int(to_rail_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0)))  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- sprites
SPRITE_MARGIN = 8  # room around a sprite for glyphs reaching past their box


@functools.lru_cache(maxsize=256)
def _font_metrics(kind: str, size: int) -> tuple[int, int]:
    ascent, descent = font(kind, size).getmetrics()
    return ascent, descent


def _metrics(text: str, kind: str, size: int) -> tuple[float, int, int]:
    # The width from the cache the layout measured it into (a text is measured once).
    return (text_width(text, kind, size), *_font_metrics(kind, size))


def text_origin(
    xy: tuple[float, float], text: str, kind: str, size: int, anchor: str
) -> tuple[int, int]:
    """Where `draw_text` puts the text's top-left corner (the same sums, the same rounding)."""
    width, ascent, descent = _metrics(text, kind, size)
    x, y = xy
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    if anchor[1] == "m":
        y -= (ascent + descent) / 2
    return round(x), round(y)


def _drawn(canvas: Image.Image, bg: RGB) -> Image.Image:
    """A mask of the pixels drawn on a canvas filled with `bg` (255 where changed)."""
    diff = ImageChops.difference(canvas, Image.new("RGB", canvas.size, bg)).split()
    mask = ImageChops.lighter(ImageChops.lighter(diff[0], diff[1]), diff[2])
    return mask.point(lambda v: 255 if v else 0)


@functools.lru_cache(maxsize=4096)
def _text_masks(text: str, kind: str, size: int) -> tuple[Image.Image, Image.Image, int, int]:
    """How `draw_text` covers the pixels around a text's origin: the text's own alpha, the
    pixels it changes, and their offset from the origin (the same rasterized mask
    `draw_text` blends, taken from its cache: no canvas to fill and crop)."""
    core, left, top, _, _ = text_mask(text, kind, size, 0)
    alpha = Image.Image()._new(core)
    cover = _point(alpha, _COVER)
    box = cover.getbbox() or (0, 0, 1, 1)
    if box != (0, 0, *alpha.size):
        alpha, cover = alpha.crop(box), cover.crop(box)
    return alpha, cover, left + box[0], top + box[1]


_COVER = [0] + [255] * 255  # a mask's pixels with any ink


def _point(img: Image.Image, lut: Sequence[int]) -> Image.Image:
    """`img.point(lut)` for a table of ints: the same pixels without Pillow rounding each of
    its 256 entries again (a new text costs two of these)."""
    return img._new(img.im.point(list(lut), None))


@functools.lru_cache(maxsize=256)
def _blend_lut(fill: RGB, bg: RGB) -> tuple[int, ...]:
    """The palette index `fill` pasted over `bg` at each alpha ends up as (as `draw_text` and
    the mapping onto the palette do it)."""
    ramp = Image.frombytes("L", (256, 1), bytes(range(256)))
    rgb = Image.new("RGB", (256, 1), bg)
    rgb.paste(fill, (0, 0, 256, 1), ramp)
    # A "P" image's bytes are its palette indices, one per pixel (getdata is deprecated).
    return tuple(to_rail_palette(rgb).tobytes())


@functools.lru_cache(maxsize=4096)
def palette_text(
    text: str, kind: str, size: int, fill: RGB, bg: RGB
) -> tuple[Image.Image, Image.Image, int, int]:
    """The text drawn over `bg` on the palette, the mask of the pixels it covers, and their
    offset from the text's origin."""
    alpha, cover, dx, dy = _text_masks(text, kind, size)
    sprite = _point(alpha, _blend_lut(fill, bg))
    sprite.putpalette(flat_palette())
    return sprite, cover, dx, dy


def paste(img: Image.Image, sprite: Image.Image, mask: Image.Image, x: int, y: int) -> None:
    """`img.paste(sprite, (x, y), mask)` without its checks (a few microseconds, and a board
    pastes hundreds of sprites): all are in-memory images made here, the palette ones on the
    same palette."""
    img.im.paste(sprite.im, (x, y, x + mask.width, y + mask.height), mask.im)


_NOT_DRAWN: RGB = (1, 2, 3)  # a colour no cube uses


@functools.lru_cache(maxsize=256)
def rounded_sprite(
    w: int, h: int, fill: RGB | None, outline: RGB | None, width: int, radius: int
) -> tuple[Image.Image, Image.Image]:
    """A rounded rectangle on the palette (drawn as the plain drawing draws it) and its mask."""
    canvas = Image.new("RGB", (w + 1, h + 1), _NOT_DRAWN)
    ImageDraw.Draw(canvas).rounded_rectangle(
        (0, 0, w, h), radius, fill=fill, outline=outline, width=width
    )
    return to_rail_palette(canvas), _drawn(canvas, _NOT_DRAWN)


@functools.lru_cache(maxsize=1024)
def cube_sprite(r: str, size: float, fill: RGB) -> tuple[Image.Image, Image.Image, int]:
    """A cube on the palette and its mask, centred on pixel (c, c)."""
    c = math.ceil(size / 2) + 4
    canvas = Image.new("RGB", (2 * c + 1, 2 * c + 1), _NOT_DRAWN)
    draw_cube(ImageDraw.Draw(canvas), c, c, size, fill, r)
    return to_rail_palette(canvas), _drawn(canvas, _NOT_DRAWN), c


def palette_polygon(
    d: ImageDraw.ImageDraw,
    pts: list[tuple[float, float]],
    fill: RGB | None,
    outline: RGB | None,
    width: int,
    mask: Image.Image | None,
) -> Image.Image | None:
    """`d.polygon(pts, ink(fill), ink(outline), width)` on a palette image, the same pixels
    for less: the palette's indices straight to the core, and a wide outline clipped inside
    by a mask kept from one polygon to the next (Pillow makes a new one the size of the whole
    image for each, most of a hex's cost), cleared again where it was drawn. Returns the mask
    to keep."""
    core = d.draw
    fill_ink = None if fill is None else ink(fill)
    line_ink = None if outline is None else ink(outline)
    if fill_ink is not None:
        core.draw_polygon(pts, fill_ink, 1)
    if line_ink is None or line_ink == fill_ink or width == 0:
        return mask
    if width == 1:
        core.draw_polygon(pts, line_ink, 0, 1)
        return mask
    size = d.im.size if d.im is not None else (0, 0)
    if mask is None or mask.size != size:
        mask = Image.new("1", size)
    inside = ImageDraw.Draw(mask).draw
    inside.draw_polygon(pts, inside.draw_ink(1), 1)
    core.draw_polygon(pts, line_ink, 0, width * 2 - 1, mask.im)
    inside.draw_polygon(pts, inside.draw_ink(0), 1)
    return mask
