"""Santa Fe: the card game's pieces drawn on its fixed palette: card faces (a colour per value,
the value large, the card's name below) and backs, a seat's row, and text pasted word by word
(each word rasterized and mapped once per process), cached so an image costs little more than
its PNG encoding.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from engine.santafe_cards.deck import load_deck
from render.common import RGB, draw_text, font, note_drawn, text_width
from render.palette import PaletteSprite, make_palette, to_palette
from render.santafe_cards_layout import (
    _INKED,
    BACK,
    BACK_H,
    BACK_LINE,
    BACK_W,
    BG,
    CARD_H,
    CARD_W,
    GOLD,
    GREEN,
    INK,
    MUTED,
    NAMED_KINDS,
    PAD,
    RED,
    ROW,
    ROW_BG,
    VALUE_COLOURS,
    WHITE,
    WIN_BG,
    W,
    card_label_lines,
    img_text,
    words_width,
)


@functools.cache
def table_palette() -> Image.Image:
    colours = [BG, ROW_BG, WIN_BG, INK, MUTED, WHITE, BACK, BACK_LINE, GOLD, RED, GREEN]
    colours += list(VALUE_COLOURS.values())
    base = Image.new("RGB", (4, 4), BG)
    return make_palette(base, colours, [BG, ROW_BG, WIN_BG, INK, *VALUE_COLOURS.values(), BACK])


def _card_face(card: str, turned: bool, language: str) -> Image.Image:
    """One card face, its name in `language`."""
    c = load_deck().cards[card]
    label = img_text(f"card.{c.kind}", language) if c.kind in NAMED_KINDS else ""
    return _face(c.value, label, turned)


@functools.lru_cache(maxsize=256)
def _face(value: int, label: str, turned: bool) -> Image.Image:
    """A card face by what it shows (cached: faces alike in every language, such as the plain
    cards, are drawn once; each language adds only the names that differ)."""
    colour = VALUE_COLOURS[value]
    img = Image.new("RGB", (CARD_W, CARD_H), BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 12, fill=WHITE, outline=INK, width=2)
    d.rounded_rectangle((6, 6, CARD_W - 7, CARD_H - 7), 9, fill=colour)
    draw_text(img, (CARD_W / 2, 76), str(value), "bold", 84, WHITE, anchor="mm")
    if label:
        lines = card_label_lines(label)
        size = lines[1]
        top = CARD_H - 12 - max(44, len(lines[0]) * (size + 3) + 10)
        d.rectangle((6, top, CARD_W - 7, CARD_H - 12), fill=WHITE)
        mid = (top + CARD_H - 12) / 2
        step = size + 3
        first = mid - step * (len(lines[0]) - 1) / 2
        for i, line in enumerate(lines[0]):
            draw_text(
                img, (CARD_W / 2, first + i * step), line, "condensed", size, INK, anchor="mm"
            )
    if turned:
        img = img.rotate(90, expand=True, fillcolor=ROW_BG)
    return img


@functools.cache
def _card_back(w: int = CARD_W, h: int = CARD_H) -> Image.Image:
    img = Image.new("RGB", (w, h), BG)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), 12, fill=BACK, outline=INK, width=2)
    d.rounded_rectangle((10, 10, w - 11, h - 11), 8, outline=BACK_LINE, width=3)
    return img


@functools.cache
def flat_palette() -> tuple[int, ...]:
    return tuple(table_palette().getpalette() or [])


@functools.cache
def palette_index(colour: RGB) -> int:
    """The palette index of a colour drawn (each is in the palette exactly)."""
    flat = flat_palette()
    for i in range(0, len(flat), 3):
        if tuple(flat[i : i + 3]) == colour:
            return i // 3
    raise ValueError(f"{colour} is not in the palette")


def _p(img: Image.Image) -> Image.Image:
    """An RGB picture mapped onto the palette (for cached pieces)."""
    return to_palette(img, table_palette())


@functools.lru_cache(maxsize=8)
def row_strip(bg: RGB, active: bool) -> Image.Image:
    """A seat's row background (with the gold frame of an awaited player), on the palette."""
    strip = Image.new("RGB", (W, ROW), BG)
    d = ImageDraw.Draw(strip)
    d.rounded_rectangle((PAD / 2, 4, W - PAD / 2, ROW - 6), 14, fill=bg)
    if active:
        d.rounded_rectangle((PAD / 2, 4, W - PAD / 2, ROW - 6), 14, outline=GOLD, width=4)
    return _p(strip)


@functools.lru_cache(maxsize=64)
def blend_lut(fill: RGB, background: RGB) -> list[int]:
    """For each coverage 0..255 of a text pixel, the palette index of `fill` blended over
    `background`: mapped once per pair of colours (mapping each text instead costs more than
    drawing the whole table)."""
    strip = Image.new("RGB", (256, 1))
    strip.putdata(
        [
            tuple(round(b + (f - b) * a / 255) for f, b in zip(fill, background, strict=True))
            for a in range(256)
        ]
    )
    return list(to_palette(strip, table_palette()).tobytes())


@functools.lru_cache(maxsize=4096)
def _sprite(word: str, kind: str, size: int, fill: RGB, background: RGB) -> PaletteSprite:
    """A word rasterized in `fill` over `background`, on the palette: pixels, the mask of its
    ink, left, top, advance."""
    m, (left, top) = font(kind, size).getmask2(word, "L")
    if m.size[0] == 0 or m.size[1] == 0:
        m = Image.new("L", (1, 1), 0).im
    lut = blend_lut(fill, background)
    return (
        m.point(lut, "L"),
        m.point(_INKED, "1"),
        int(left),
        int(top),
        text_width(word, kind, size),
    )


def text_on_palette(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    kind: str,
    size: int,
    fill: RGB,
    background: RGB,
    *,
    anchor: str = "la",
) -> None:
    """Text onto the palette image over a plain `background`, word by word: each word is
    rasterized and mapped once per process (cached), so a new line of known words (a score,
    a count) costs a few pastes rather than a rasterization."""
    if not text:
        return
    x, y = xy
    width = words_width(text, kind, size)
    # As common.draw_text places text: "m"/"r" centre or right-align, "m" centres vertically.
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    if anchor[1] == "m":
        ascent, descent = font(kind, size).getmetrics()
        y -= (ascent + descent) / 2
    y = round(y)
    note_drawn(text, (round(x), y, round(x + width), y + size), kind, size)
    space = text_width(" ", kind, size)
    cx = float(round(x))
    for word in text.split(" "):
        if word:
            pixels, mask, left, top, advance = _sprite(word, kind, size, fill, background)
            w, h = pixels.size
            px, py = round(cx) + left, y + top
            img.im.paste(pixels, (px, py, px + w, py + h), mask)
            cx += advance
        cx += space


@functools.lru_cache(maxsize=512)
def face_on_palette(card: str, turned: bool, language: str) -> Image.Image:
    return _p(_card_face(card, turned, language))


@functools.cache
def back_on_palette() -> Image.Image:
    return _p(_card_back())


@functools.cache
def small_back_on_palette() -> Image.Image:
    """Face-down cards of a trick: a smaller back (their number is written under it)."""
    return _p(_card_back(BACK_W, BACK_H))
