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

import math
from collections.abc import Mapping, Sequence
from typing import Any

from render.common import catalog_language, fit_size, font, text_size
from render.common import catalog_text as _t
from render.legible import ColourSet, min_text_size
from render.options import Badge, Spot, Wanted, place_badges, zoom
from render.prompt import Sheet
from render.santafe_map import BADGE_H as RAIL_H
from render.santafe_map import BADGE_W as RAIL_W
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
    badge_spots,
    geometry,
)
from render.santafe_palette import LAND, SEA, SLOT
from render.santafe_prompt_draw import draw as draw  # the picture drawn (render/prompt.py)

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
    light: bool = False,
) -> Sheet:
    """The picture: the options' map then the hand, or the hand then the board. `light`: with
    less to read (`lighter`). Parts: ("ops", ops), ("map", y, top, bottom, view), ("board", y,
    view, names, language, caption or None: the board's own), ("again", inputs: to lay it out
    lighter); ops: ("text", x, y, text, kind, size, fill, bg, anchor), ("rect", box, fill,
    outline, width, radius), ("quad", points, outline, width), ("swatch", box, railroad),
    ("line", points, width), ("disc", x, y, r)."""
    language = catalog_language(language)
    sheet = Sheet(W, 0, parts=[])
    ops: list[tuple[Any, ...]] = []
    y = 0.0
    if options:
        y = _options(sheet, ops, own, options, language, y)
    if hand:
        y = _hand(sheet, ops, own, language, y, note=not light)
    if board is not None and not options:
        from render.santafe_text import caption_for

        y = math.ceil(y)
        caption = caption_for(board, [], names, language) if light else None
        sheet.parts.append(("board", y, board, names, language, caption))
        y += _board_height(board, names, language, caption)
        inputs = {"own": own, "board": board, "names": names, "language": language, "hand": hand}
        sheet.parts.append(("again", inputs))
    sheet.parts.append(("ops", ops))
    sheet.height = math.ceil(y)
    return sheet


def lighter(sheet: Sheet) -> Sheet | None:
    """The same picture with less to read, for the rare one above 150 KB (five players with
    long names, a long turn): the board's caption says the round only, without the list of the
    turn's tiles (they stay ringed on the map), and the hand's note is left out (the board's
    key says what ×n means). None if there is nothing lighter to draw."""
    for part in sheet.parts:
        if part[0] == "again":
            return layout(**part[1], options=(), light=True)
    return None


def _board_height(
    board: Mapping[str, Any], names: Mapping[str, str] | None, language: str, caption: str | None
) -> int:
    """The board image's height, as `santafe.draw_board` lays it out."""
    from render.santafe_layout import panel_layout
    from render.santafe_map import new_tiles
    from render.santafe_text import caption_for

    if caption is None:
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
    # A badge never hides a city's name, value or marker: a reader must see whose space it is.
    block = [(*at(b[0], b[1]), *at(b[2], b[3])) for b in _city_boxes()]
    heads = [(r, at(x - RAIL_W / 2, y - RAIL_H / 2)) for r, x, y in badge_spots(own)]
    # nor a railhead's badge (its railroad's initials)
    block += [(x, y, x + RAIL_W * k, y + RAIL_H * k) for _, (x, y) in heads]
    bounds = (4, y0 + 2, size[0] - 4, y0 + size[1] - 2)
    badges = place_badges(wanted, bounds, avoid, start=1, block=block)
    for badge in badges:
        _badge(sheet, ops, badge)
    sheet.badges += badges
    # The railheads' badges drawn again over the options' outlines and lines: a railhead often
    # stands on the space a tile would go into, and its initials stay whole.
    ops.append(("railheads", tuple(heads), k))
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
    """The cities' markers (their value inside) and names (map pixels): no badge on them."""
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


def _hand(
    sheet: Sheet, ops: list[Any], own: Mapping[str, Any], language: str, y: float, note: bool
) -> float:
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    cards = hand_cards(own)
    if not cards:
        return y
    y += 12
    title = _t("sf.img.hand.title", language)
    _text(sheet, ops, (PAD, y), title, "bold", TITLE)
    money = _t("sf.img.money", language, money=seat.get("money", 0))
    _text(sheet, ops, (W - PAD, y), money, "bold", TITLE, GOLD, PANEL, "ra")
    y += TITLE + 10
    if note:
        y = _para(sheet, ops, _t("sf.img.hand.note", language), y, "regular", MIN_TEXT)
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
    x: float = PAD
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


def colour_sets() -> tuple[ColourSet, ...]:
    """The colours a player must tell apart in the prompt picture, besides the board's own
    (tests/test_render_colours.py): each option's railroad on its badge, the options' spaces
    on the map, the value on a City card."""
    rails = geometry().rails
    return (
        ColourSet(
            "option badges' railroads",
            {r: (t.fill, f"a {t.pattern} swatch beside the number") for r, t in rails.items()},
        ),
        ColourSet(
            "options on the map",
            {"option's space": (INK, "a thick outline, a line to its numbered badge")},
            {"land": LAND, "space": SLOT, "sea": SEA},
        ),
        ColourSet(
            "City cards' values",
            {"value": (BONUS_OPEN, "a ring around the value")},
            {"card": CARD, "in the ring": WHITE},
        ),
    )


COLOUR_SETS = colour_sets()
