"""Santa Fe's prompt picture, from the player's own view: the map with every space a tile may go
into labelled by its code (a badge with the railroad's colour and pattern, joined to its
space), or the board when the thread's last image is out of date; then the player's cards as
cards: each City card with its value and what it scores now (value x railroads connected
there), their Double Turn and Branch Line cards, their money.

Laid out apart from the drawing (`layout` returns a `Sheet` of simple operations, every text
with its size); the map is the board's own static layer with the track drawn on it, cut to the
rows where the options lie.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common import RGB, _mask, catalog_language, fit_size, font, text_size, text_width
from render.common import catalog_text as _t
from render.legible import min_text_size
from render.options import Badge, Spot, Wanted, place_badges, zoom
from render.palette import PaletteSprite, draw_text_palette, palette_sprite
from render.prompt import Sheet
from render.santafe_map import (
    BONUS_OPEN,
    CARD,
    GOLD,
    INK,
    MAP_H,
    PAD,
    PANEL,
    SLOT_W,
    WHITE,
    W,
    geometry,
)
from render.santafe_mapdraw import draw_track, map_palette, palette_index, static_map

# Capitals >= 9 px at the 430 px a phone shows (render/legible.py): 37 px type on 1280 px.
MIN_TEXT = min_text_size(W)
BOLD = min_text_size(W, "bold")
NAME_TEXT = min_text_size(W, "condensed")
TITLE = BOLD + 5
BADGE_TEXT = BOLD
BADGE_H = BADGE_TEXT + 12
SWATCH = 28
CARD_W, CARD_H = 232, 200
GAP = 14
LEAD = MIN_TEXT + 8
ZOOM = 2.0  # options close together are shown up to this much larger than on the board


def layout(
    own: Mapping[str, Any],
    *,
    board: Mapping[str, Any] | None,
    options: Sequence[tuple[str, Spot]],
    names: Mapping[str, str] | None,
    language: str,
    hand: bool = True,
) -> Sheet:
    """The picture: options (or the board), then the hand. Parts: ("ops", ops), ("map", y,
    top, bottom, view), ("board", y, view, names, language); ops: ("text", x, y, text, kind,
    size, fill, bg, anchor), ("rect", box, fill, outline, width, radius), ("quad", points,
    outline, width), ("swatch", box, railroad), ("line", points, width), ("disc", x, y, r)."""
    language = catalog_language(language)
    sheet = Sheet(W, 0, parts=[])
    ops: list[tuple[Any, ...]] = []
    y = 0.0
    if options:
        y = _options(sheet, ops, own, options, language, y)
    elif board is not None:
        sheet.parts.append(("board", 0, board, names, language))
        y = _board_height(board, names, language)
    if hand:
        y = _hand(sheet, ops, own, language, y)
    sheet.parts.append(("ops", ops))
    sheet.height = math.ceil(y)
    return sheet


def _board_height(board: Mapping[str, Any], names: Mapping[str, str] | None, language: str) -> int:
    """The board image's height, as `santafe.draw_board` lays it out."""
    from render.santafe_layout import panel_layout
    from render.santafe_map import new_tiles
    from render.santafe_text import caption_for

    caption = caption_for(board, new_tiles(board, None), names, language)
    return MAP_H + panel_layout(board, language, caption, names).height


def _text(
    sheet: Sheet,
    ops: list[tuple[Any, ...]],
    xy: tuple[float, float],
    text: str,
    kind: str,
    size: int,
    fill: Any = INK,
    bg: Any = PANEL,
    anchor: str = "la",
) -> None:
    w, _ = text_size(text, kind, size)
    x, y = xy
    x0 = x - (w / 2 if anchor[0] == "m" else w if anchor[0] == "r" else 0)
    y0 = y - (size / 2 if anchor[1] == "m" else 0)
    ops.append(("text", x, y, text, kind, size, fill, bg, anchor))
    sheet.texts.append((text, size, (x0, y0, x0 + w, y0 + size)))


def _lines(text: str, kind: str, size: int, room: float) -> list[str]:
    from render.common import wrap_words

    return wrap_words(text, kind, size, room)


def _para(sheet: Sheet, ops: list[Any], text: str, y: float, kind: str, size: int) -> float:
    for line in _lines(text, kind, size, W - 2 * PAD):
        _text(sheet, ops, (PAD, y), line, kind, size)
        y += size + 8
    return y


# ----------------------------------------------------------------------------- options
def _options(
    sheet: Sheet,
    ops: list[Any],
    own: Mapping[str, Any],
    options: Sequence[tuple[str, Spot]],
    language: str,
    y: float,
) -> float:
    y = _para(sheet, ops, _t("sf.img.opt.title", language), y + 12, "bold", TITLE)
    y = _para(sheet, ops, _t("sf.img.opt.note", language), y, "regular", MIN_TEXT) + 6
    g = geometry()
    slots = [g.slots[spot.place[1]][spot.place[2]] for _, spot in options]
    room = [(s.cx - 110, s.cy - 70, s.cx + 110, s.cy + 70) for s in slots]
    (left, top, right, bottom), k = _whole(*zoom(room, (0, 0, W, MAP_H), W, MAP_H, ZOOM))
    y0 = round(y)
    size = (round((right - left) * k), round((bottom - top) * k))

    def at(px: float, py: float) -> tuple[float, float]:  # map pixels to picture pixels
        return ((px - left) * k, (py - top) * k + y0)

    sheet.parts.append(("map", y0, (left, top, right, bottom), size, own))
    wanted = []
    for (code, spot), s in zip(options, slots, strict=True):
        tw, _ = text_size(code, "bold", BADGE_TEXT)
        wanted.append(
            Wanted((code,), at(s.cx, s.cy), 10 + SWATCH + 6 + tw + 10, BADGE_H, spot.place[3])
        )
        quad = s.quad(s.length + 8, SLOT_W + 8)
        ops.append(("quad", [at(*p) for p in quad], INK, 4))
    avoid = [(*at(s.cx - 14, s.cy - 14), *at(s.cx + 14, s.cy + 14)) for s in slots]
    avoid += [(*at(b[0], b[1]), *at(b[2], b[3])) for b in _city_boxes()]
    bounds = (4, y0 + 2, size[0] - 4, y0 + size[1] - 2)
    badges = place_badges(wanted, bounds, avoid, start=1)
    for badge in badges:
        _badge(sheet, ops, badge)
    sheet.badges += badges
    return y0 + size[1] + 10


def _whole(
    box: tuple[float, float, float, float], k: float
) -> tuple[tuple[float, float, float, float], float]:
    """The part of the map widened until no city's name, marker or value is cut by its edge,
    and how much it is enlarged then (the picture stays W wide)."""
    left, top, right, bottom = box
    # A city's value is drawn beside its marker: the marker's box and that much around.
    cities = [(x0 - 40, y0 - 40, x1 + 40, y1 + 40) for x0, y0, x1, y1 in _city_boxes()]
    for _ in range(8):
        grown = (left, top, right, bottom)
        for x0, y0, x1, y1 in cities:
            if x0 < right and left < x1 and y0 < bottom and top < y1:
                left, top = max(0.0, min(left, x0)), max(0.0, min(top, y0))
                right, bottom = min(float(W), max(right, x1)), min(float(MAP_H), max(bottom, y1))
        if grown == (left, top, right, bottom):
            break
    return (left, top, right, bottom), min(k, W / (right - left))


def _city_boxes() -> list[tuple[float, float, float, float]]:
    """The cities' markers and names (map pixels): badges keep off them where they can."""
    g = geometry()
    boxes = [
        (x - r - 2, y - r - 2, x + r + 2, y + r + 2)
        for c, (x, y) in g.cities.items()
        for r in (g.radius[c],)
    ]
    boxes += [(x0, y0, x1, y1) for x0, y0, x1, y1 in g.labels.values()]
    return boxes


def _badge(sheet: Sheet, ops: list[Any], badge: Badge) -> None:
    x0, y0, x1, y1 = (round(v) for v in badge.box)
    ax, ay = badge.anchor
    nx, ny = min(max(ax, x0), x1), min(max(ay, y0), y1)
    ops.append(("line", [(nx, ny), (ax, ay)], 3))
    ops.append(("disc", ax, ay, 4))
    ops.append(("rect", (x0, y0, x1, y1), WHITE, INK, 2, 8))
    cy = (y0 + y1) / 2
    ops.append(
        ("swatch", (x0 + 10, cy - SWATCH / 2, x0 + 10 + SWATCH, cy + SWATCH / 2), badge.payload)
    )
    _text(
        sheet, ops, (x0 + 10 + SWATCH + 6, cy), badge.codes[0], "bold", BADGE_TEXT, INK, WHITE, "lm"
    )


# ----------------------------------------------------------------------------- the hand
def hand_cards(own: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The cards the hand part shows: (kind, what), City cards, Double Turns, a Branch Line."""
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    cards: list[tuple[str, str]] = [("city", c) for c in seat.get("hand") or []]
    cards += [("double", "")] * int(seat.get("double_turns") or 0)
    if seat.get("branch"):
        cards.append(("branch", str(seat["branch"])))
    return cards


def _hand(sheet: Sheet, ops: list[Any], own: Mapping[str, Any], language: str, y: float) -> float:
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    cards = hand_cards(own)
    if not cards:
        return y
    y += 12
    title = _t("sf.img.hand.title", language)
    _text(sheet, ops, (PAD, y), title, "bold", TITLE)
    money = _t("sf.img.money", language, money=seat.get("money", 0))
    _text(sheet, ops, (W - PAD, y), money, "bold", TITLE, GOLD, PANEL, "ra")
    y = _para(sheet, ops, _t("sf.img.hand.note", language), y + TITLE + 10, "regular", MIN_TEXT)
    railroads = own.get("railroads") or {}
    top = y + 6
    for row in _rows([_card_width(kind, what) for kind, what in cards]):
        for x, width, i in row:
            kind, what = cards[i]
            _card(sheet, ops, (x, top, width), kind, what, railroads, language)
        top += CARD_H + GAP
    return top + 4


def _card_width(kind: str, what: str) -> float:
    """A card's width: CARD_W, or wider for a city whose name is wider even in the smallest
    legible type ("Oklahoma City", "San Francisco": never cut, never over the next card)."""
    if kind != "city":
        return CARD_W
    name = geometry().board.cities[what].name
    return max(CARD_W, text_size(name, "condensed", NAME_TEXT)[0] + 20)


def _rows(widths: Sequence[float]) -> list[list[tuple[float, float, int]]]:
    """The cards laid left to right in rows W wide: each row's (x, width, index)."""
    rows: list[list[tuple[float, float, int]]] = [[]]
    x = PAD
    for i, width in enumerate(widths):
        if rows[-1] and x + width > W - PAD:
            rows.append([])
            x = PAD
        rows[-1].append((x, width, i))
        x += width + GAP
    return rows


def _card(
    sheet: Sheet,
    ops: list[Any],
    where: tuple[float, float, float],
    kind: str,
    what: str,
    railroads: Mapping[str, Any],
    language: str,
) -> None:
    x, y, width = where
    ops.append(("rect", (x, y, x + width, y + CARD_H), CARD, INK, 2, 12))
    mid = x + width / 2
    if kind == "city":
        city = geometry().board.cities[what]
        size = fit_size(city.name, "condensed", NAME_TEXT + 4, width - 16, NAME_TEXT)
        _text(sheet, ops, (mid, y + 10), city.name, "condensed", size, INK, CARD, "ma")
        value = city.value or 0
        ops.append(("ring", mid, y + 94, 34))
        _text(sheet, ops, (mid, y + 94), str(value), "bold", 40, INK, WHITE, "mm")
        n = sum(1 for info in railroads.values() if what in (info.get("connected") or []))
        worth = _t("sf.img.hand.worth", language, value=value, n=n, points=value * n)
        size = fit_size(worth, "bold", BOLD + 1, width - 12, BOLD)
        _text(sheet, ops, (mid, y + CARD_H - 14 - size), worth, "bold", size, INK, CARD, "ma")
        return
    if kind == "branch":
        ops.append(("swatch", (mid - 30, y + 14, mid + 30, y + 50), what))
    key = "sf.img.hand.double" if kind == "double" else "sf.img.hand.branch"
    text = _t(key, language, railroad=what)
    # Condensed: "Secondaire" fits a card's width whole. Lines a font's whole height apart
    # (ascent and descent: "Double" never touches "Turn"), centred in the room left.
    lines = _lines(text, "condensed", NAME_TEXT + 1, width - 16)
    step = sum(font("condensed", NAME_TEXT + 1).getmetrics())
    room = (y + (58 if kind == "branch" else 10), y + CARD_H - 8)
    top = max(room[0], (room[0] + room[1] - step * len(lines)) / 2)
    for line in lines:
        _text(sheet, ops, (mid, top), line, "condensed", NAME_TEXT + 1, INK, CARD, "ma")
        top += step


# ----------------------------------------------------------------------------- drawing
def draw(sheet: Sheet) -> Image.Image:
    pal = map_palette()
    img = Image.new("P", (W, sheet.height), palette_index(PANEL))
    img.putpalette(pal.getpalette() or [])
    for part in sheet.parts:
        if part[0] == "map":
            _, y, box, size, view = part
            layer = static_map(bool((view.get("options") or {}).get("advanced"))).copy()
            draw_track(layer, view, [])
            crop = layer.crop(tuple(round(v) for v in box))
            img.paste(crop.resize(size, Image.Resampling.NEAREST), (0, y))
        elif part[0] == "board":
            from render.santafe import draw_board

            _, y, view, names, language = part
            img.paste(draw_board(view, names=names, language=language), (0, y))
        else:
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
            d.polygon(pts, outline=q(outline), width=width)
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
