"""Card Rails' prompt picture, from the player's own view: the map with the decision's options
labelled by their codes (a cube's hex: the railroad's cube and its number; a place for the
chosen card: its outline and its number, with the card drawn as printed, A, and turned half a
turn, B), or the board when the thread's last image is out of date; then the player's cards as
cards, and what they would score if the game ended now.

Laid out apart from the drawing (`layout` returns a `Sheet` whose parts `draw` executes); the
map comes from the board's own cached layers (`render/cardrails.py`), cut to the rows where the
options lie, so a picture costs little more than its encoding.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine.cardrails.cards import footprint, parse_label
from engine.cardrails.scoring import hand_worth
from render.cardrails_cards import card_image, card_size
from render.cardrails_map import card_railroad, rail_info
from render.cardrails_page import (
    BG,
    CITY,
    GOLDEN,
    INK,
    MIN_TEXT,
    PAD,
    WHITE,
    Op,
    Text,
    W,
    paragraph,
)
from render.cardrails_prompt_map import option_map
from render.common import catalog_text as _t
from render.common import text_size
from render.legible import ColourSet, min_text_size
from render.options import Badge, Spot
from render.prompt import Sheet

HAND_S = 34.0  # hex size of a card in the hand
SIDE_S = 40.0  # hex size of the chosen card shown as printed and turned
TITLE = min_text_size(W, "bold") + 3  # capitals >= 9 px at 430 px wide
LEAD = MIN_TEXT + 8
# The options' badges told apart (tests/test_render_colours.py), both outlined in ink.
COLOUR_SETS = (
    ColourSet(
        "option badges",
        {
            "a place for the card": (CITY, "a dark badge: the place's number and sides"),
            "a cube to build": (WHITE, "a white badge with the railroad's patterned cube"),
        },
    ),
)


def layout(
    own: Mapping[str, Any],
    *,
    board: Mapping[str, Any] | None,
    options: Sequence[tuple[str, Spot]],
    names: Mapping[str, str] | None,
    language: str,
    hand: bool = True,
) -> Sheet:
    """The picture: options (or the board), then the hand. Parts: ("ops", y, ops), ("map",
    y, crop), ("card", x, y, card, rotation, s), ("board", y, view, names, language)."""
    sheet = Sheet(W, 0, parts=[])
    y = 0.0
    if options:
        y = _options(sheet, own, options, language, y)
    elif board is not None:
        from render.cardrails import layout as board_layout

        page = board_layout(board, names=names, language=language)
        sheet.parts.append(("board", int(y), board, names, language))
        sheet.texts += [(t.text, t.size, t.box) for t in page.texts()]
        y += page.height
    if hand:
        y = _hand(sheet, own, language, y)
    sheet.height = math.ceil(y)
    return sheet


# ----------------------------------------------------------------------------- text
def _text(sheet: Sheet, ops: list[Op], y0: float, text: Text) -> None:
    ops.append(("text", text))
    x0, ty0, x1, ty1 = text.box
    sheet.texts.append((text.text, text.size, (x0, ty0 + y0, x1, ty1 + y0)))


def _para(sheet: Sheet, text: str, y: float, kind: str, size: int, fill: Any, lead: int) -> float:
    """A paragraph on the background across the picture; the y below it."""
    ops, below = paragraph(text, PAD, 0, kind, size, fill, BG, W - 2 * PAD, lead)
    for op in ops:
        t = op[1]
        sheet.texts.append((t.text, t.size, (t.box[0], t.box[1] + y, t.box[2], t.box[3] + y)))
    sheet.parts.append(("ops", y, tuple(ops)))
    return y + below


# ----------------------------------------------------------------------------- options
def _options(
    sheet: Sheet,
    own: Mapping[str, Any],
    options: Sequence[tuple[str, Spot]],
    language: str,
    y: float,
) -> float:
    chosen = str((own.get("pending") or {}).get("chosen") or "")
    places = [(c, s) for c, s in options if s.place[0] == "card"]
    y = _para(sheet, _t("cr.img.opt.title", language), y + 10, "bold", TITLE, INK, TITLE + 8)
    if any(s.place[0] == "hex" for _, s in options):
        y = _para(sheet, _t("cr.img.opt.builds", language), y, "regular", MIN_TEXT, INK, LEAD)
    if places:
        text = _t("cr.img.opt.places", language, card=chosen)
        y = _para(sheet, text, y, "regular", MIN_TEXT, INK, LEAD)
    y += 6
    crop = option_map(own, options, language)
    sheet.parts.append(("map", int(y), crop))
    sheet.badges += [_moved(b, y) for b in crop.badges]
    sheet.texts += [(t, size, (b[0], b[1] + y, b[2], b[3] + y)) for t, size, b in crop.texts]
    y += crop.height + 8
    if places and chosen:
        y = _sides(sheet, chosen, {s.variant for _, s in places}, language, y)
    return y


def _moved(badge: Badge, dy: float) -> Badge:
    x0, y0, x1, y1 = badge.box
    ax, ay = badge.anchor
    return Badge(badge.codes, (ax, ay + dy), (x0, y0 + dy, x1, y1 + dy), badge.moved, badge.payload)


def _sides(sheet: Sheet, chosen: str, variants: set[str], language: str, y: float) -> float:
    """The chosen card as it would lie: A as printed, B turned half a turn (those offered)."""
    _w, h = card_size(SIDE_S)
    sides = (("A", 0, "cr.img.opt.side.a"), ("B", 180, "cr.img.opt.side.b"))
    shown = [(v, r, key) for v, r, key in sides if v in variants]
    col = (W - 2 * PAD) / 2
    ops: list[Op] = []
    bottom = y
    for i, (_variant, rotation, key) in enumerate(shown):
        x = PAD + i * col
        caption = _t(key, language, card=chosen)
        cw, _ = text_size(caption, "bold", MIN_TEXT)
        kind = "bold" if cw <= col - 12 else "condensed"
        _text(sheet, ops, y, Text(x, 0, caption, kind, MIN_TEXT, INK, BG, "la", col - 12))
        sheet.parts.append(("card", round(x), round(y + LEAD), chosen, rotation, SIDE_S))
        bottom = max(bottom, y + LEAD + h)
    sheet.parts.append(("ops", y, tuple(ops)))
    return bottom + 12


# ----------------------------------------------------------------------------- the hand
def _chosen(own: Mapping[str, Any]) -> str | None:
    """The card chosen this turn while it is still to be played (shown first, marked)."""
    pending = own.get("pending") or {}
    return None if pending.get("card_played") else pending.get("chosen")


def hand_cards(own: Mapping[str, Any]) -> list[str]:
    """The cards the hand part shows: the chosen card, then the hand."""
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    chosen = _chosen(own)
    return ([str(chosen)] if chosen else []) + list(seat.get("hand") or [])


def _hand(sheet: Sheet, own: Mapping[str, Any], language: str, y: float) -> float:
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    hand = list(seat.get("hand") or [])
    chosen = _chosen(own)
    cards = hand_cards(own)
    if not cards:
        return y
    y = _para(sheet, _t("cr.img.hand.title", language), y + 10, "bold", TITLE, INK, TITLE + 8)
    worth = hand_worth(dict(own))
    if worth is not None and hand:
        total = (own.get("scores") or {}).get(own.get("viewer"), 0) + worth
        key = "cr.hand.worth.dividend" if own["options"].get("final_dividend") else "cr.hand.worth"
        y = _para(
            sheet, _t(key, language, points=worth, total=total), y, "regular", MIN_TEXT, INK, LEAD
        )
    first = len(sheet.parts)
    w, h = card_size(HAND_S)
    ops: list[Op] = []
    under: list[Op] = []  # drawn before the cards: the chosen card's mark
    values = {r: info.get("value", 0) for r, info in (own.get("railroads") or {}).items()}
    dividend = bool(own["options"].get("final_dividend"))
    row_h = LEAD + h + 10
    x, row = float(PAD), 0
    for card in cards:
        rail = card_railroad(card)
        label = card if card != chosen else f"{card} · {_t('cr.img.hand.chosen', language)}"
        if not dividend and card != chosen and rail in values:
            label = f"{card} +{values[rail]}"
        # A card's place as wide as its caption needs ("W1 · gekozen"): no caption runs into
        # the next card's; cards flow on to the next row.
        slot = max(w, 30 + text_size(label, "bold", MIN_TEXT)[0] + 6)
        if x > PAD and x + slot > W - PAD:
            x, row = float(PAD), row + 1
        top = y + 6 + row * row_h
        if card == chosen:
            box = (x - 6, top - 4 - y, x + slot + 2, top + row_h - 12 - y)
            under.append(("rect", box, GOLDEN, None, 1, 8))
        ops.append(
            ("cube", round(x + 12), round(top + MIN_TEXT / 2 + 2 - y), 22, rail_info(rail)[0], rail)
        )
        bg = GOLDEN if card == chosen else BG
        _text(sheet, ops, y, Text(x + 30, top - y, label, "bold", MIN_TEXT, INK, bg, "la", slot))
        sheet.parts.append(("card", round(x), round(top + LEAD), card, 0, HAND_S))
        x += slot + 16
    sheet.parts.insert(first, ("ops", y, tuple(under)))
    sheet.parts.append(("ops", y, tuple(ops)))
    rows = row + 1
    return y + 6 + rows * row_h + 6


# ----------------------------------------------------------------------------- drawing
def warm_up() -> None:
    """Draw every card once, as it lies in a hand and both ways as the card to lay."""
    from engine.cardrails.cards import load_cards

    for card in load_cards().cards:
        card_image(card, 0, HAND_S)
        for rotation in (0, 180):
            card_image(card, rotation, SIDE_S)


def draw(sheet: Sheet) -> Image.Image:
    from render.cardrails import _PaletteSurface, draw_board
    from render.cardrails_pieces import palette_image

    img = palette_image((W, sheet.height))
    surface = _PaletteSurface(img)
    city = ""
    for part in sheet.parts:
        kind = part[0]
        if kind == "ops":
            surface.run(part[2], part[1])
        elif kind == "map":
            _, y, crop = part
            img.paste(crop.image(), (0, y))
            surface.run(crop.ops, y)
        elif kind == "card":
            _, x, y, card, rotation, s = part
            img.paste(card_image(card, rotation, s, city), (x, y))
        elif kind == "board":
            _, y, view, names, language = part
            img.paste(draw_board(view, names=names, language=language), (0, y))
    return img


def hexes_of(spot: Spot) -> list[tuple[int, int]]:
    """The map cells an option covers: a hex, or a card's outline."""
    if spot.place[0] == "hex":
        h = parse_label(str(spot.place[1]))
        return [h] if h is not None else []
    at = parse_label(str(spot.place[1]))
    if at is None:
        return []
    return [(at[0] + dc, at[1] + dr) for _, dc, dr, _ in footprint(0)]
