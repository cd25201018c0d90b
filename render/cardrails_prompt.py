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
    fit_kind,
    letters,
    paragraph,
    rail_name,
)
from render.cardrails_prompt_map import BADGE_TEXT, option_map
from render.cardrails_prompt_map import warm_up as map_warm_up
from render.common import catalog_text as _t
from render.common import text_size
from render.legible import ColourSet, min_text_size
from render.options import Badge, Spot
from render.prompt import Sheet

HAND_S = 34.0  # hex size of a card in the hand
SIDE_S = 40.0  # hex size of the chosen card shown as printed and turned
TITLE = min_text_size(W, "bold") + 3  # capitals >= 9 px at 430 px wide
LEAD = MIN_TEXT + 8
KINDS = ("bold", "condensed")
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
    y, crop), ("card", x, y, card, rotation, s), ("board", y, view, its page, language)."""
    sheet = Sheet(W, 0, parts=[])
    y = 0.0
    if options:
        y = _options(sheet, own, options, language, y)
    elif board is not None:
        from render.cardrails import layout as board_layout

        page = board_layout(board, names=names, language=language)
        sheet.parts.append(("board", int(y), board, page, language))
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


def _para(
    sheet: Sheet,
    text: str,
    y: float,
    kind: str,
    size: int,
    fill: Any,
    lead: int,
    words: bool = False,
) -> float:
    """A paragraph on the background across the picture; the y below it (`words`: each word
    a text of its own, for a sentence whose numbers change every turn)."""
    ops, below = paragraph(text, PAD, 0, kind, size, fill, BG, W - 2 * PAD, lead, words)
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
        named = _t(
            "cr.card.id", language, card=chosen, railroad=rail_name(card_railroad(chosen), language)
        )
        text = _t("cr.img.opt.places", language, card=named)
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
        text = _t(key, language, points=worth, total=total)
        y = _para(sheet, text, y, "regular", MIN_TEXT, INK, LEAD, words=True)
    y = _para(sheet, letters(language), y, "regular", MIN_TEXT, INK, LEAD)
    if chosen:  # said in words (its label has no room for it), and marked below
        named = _t(
            "cr.card.id", language, card=chosen, railroad=rail_name(card_railroad(chosen), language)
        )
        y = _para(
            sheet, _t("cr.hand.chosen", language, card=named), y, "regular", MIN_TEXT, INK, LEAD
        )
    first = len(sheet.parts)
    w, h = card_size(HAND_S)
    per_row = max(1, int((W - 2 * PAD + 16) // (w + 16)))
    gap = (W - 2 * PAD - per_row * w) / max(1, per_row - 1) if per_row > 1 else 0
    ops: list[Op] = []
    under: list[Op] = []  # drawn before the cards: the chosen card's mark
    values = {r: info.get("value", 0) for r, info in (own.get("railroads") or {}).items()}
    dividend = bool(own["options"].get("final_dividend"))
    row_h = LEAD + h + 10
    for i, card in enumerate(cards):
        x = PAD + (i % per_row) * (w + gap)
        top = y + 6 + (i // per_row) * row_h
        if card == chosen:
            box = (x - 6, top - 4 - y, x + w + 2, top + row_h - 12 - y)
            under.append(("rect", box, GOLDEN, None, 1, 8))
        rail = card_railroad(card)
        ops.append(
            ("cube", round(x + 12), round(top + MIN_TEXT / 2 + 2 - y), 22, rail_info(rail)[0], rail)
        )
        bg = GOLDEN if card == chosen else BG
        label = card
        if not dividend and card != chosen and rail in values:
            label = f"{card} +{values[rail]}"
        kind = fit_kind(label, "bold", MIN_TEXT, w - 30)
        # The id and its value drawn apart: a few dozen texts, each drawn once in a process.
        for part, at in _label_parts(label, kind, x + 30):
            _text(sheet, ops, y, Text(at, top - y, part, kind, MIN_TEXT, INK, bg, "la", 0))
        sheet.parts.append(("card", round(x), round(top + LEAD), card, 0, HAND_S))
    sheet.parts.insert(first, ("ops", y, tuple(under)))
    sheet.parts.append(("ops", y, tuple(ops)))
    rows = math.ceil(len(cards) / per_row)
    return y + 6 + rows * row_h + 6


def _label_parts(label: str, kind: str, x: float) -> list[tuple[str, float]]:
    """ "K4 +1" as "K4" and "+1" where the whole label would put them."""
    card, _, value = label.partition(" ")
    if not value:
        return [(card, x)]
    return [(card, x), (value, x + text_size(f"{card} ", kind, MIN_TEXT)[0])]


# ----------------------------------------------------------------------------- drawing
def warm_up() -> None:
    """Draw every card once, as it lies in a hand and both ways as the card to lay."""
    from engine.cardrails.cards import load_cards

    # Called as `draw` calls it (the cache tells (card, 0, s) from (card, 0, s, "") apart).
    for card in load_cards().cards:
        card_image(card, 0, HAND_S, "")
        for rotation in (0, 180):
            card_image(card, rotation, SIDE_S, "")


def warm_texts(language: str) -> None:
    """Draw the picture's sentences once in `language` (titles, the letters' key, each card's
    place, chosen and side sentences): the first pictures of a process then cost no more
    than the rest (FreeType's rasterizing is most of a new text's cost)."""
    from engine.cardrails.cards import load_cards
    from render.cardrails_pieces import palette_text

    sheet = Sheet(W, 0, parts=[])
    for key in ("cr.img.opt.title", "cr.img.hand.title"):
        _para(sheet, _t(key, language), 0, "bold", TITLE, INK, TITLE + 8)
    _para(sheet, _t("cr.img.opt.builds", language), 0, "regular", MIN_TEXT, INK, LEAD)
    _para(sheet, letters(language), 0, "regular", MIN_TEXT, INK, LEAD)
    for card in load_cards().cards:
        rail = rail_name(card_railroad(card), language)
        named = _t("cr.card.id", language, card=card, railroad=rail)
        for key in ("cr.img.opt.places", "cr.hand.chosen"):
            _para(sheet, _t(key, language, card=named), 0, "regular", MIN_TEXT, INK, LEAD)
        _sides(sheet, card, {"A", "B"}, language, 0)
    for key in ("cr.hand.worth", "cr.hand.worth.dividend"):
        text = _t(key, language, points=0, total=0)
        _para(sheet, text, 0, "regular", MIN_TEXT, INK, LEAD, words=True)
    ops: list[Op] = []
    for label in [*load_cards().cards, *(f"+{n}" for n in range(60))]:
        ops += [("text", Text(0, 0, label, kind, MIN_TEXT, INK, BG, "la", 0)) for kind in KINDS]
        ops.append(("text", Text(0, 0, label, "bold", MIN_TEXT, INK, GOLDEN, "la", 0)))
    for card in load_cards().cards:  # a hand's labels measured: "K4 +1" and where "+1" goes
        text_size(f"{card} ", "bold", MIN_TEXT)
        for n in range(31):
            fit_kind(f"{card} +{n}", "bold", MIN_TEXT, card_size(HAND_S)[0] - 30)
    for n in range(200):  # what a hand is worth, and with the points so far
        for number in (str(n), f"({n}"):
            ops.append(("text", Text(0, 0, number, "regular", MIN_TEXT, INK, BG, "la", 0)))
    # The option map's badges: a cube's code, a place's number and sides.
    for n in range(1, 61):
        ops.append(("text", Text(0, 0, str(n), "bold", BADGE_TEXT, INK, WHITE, "la", 0)))
        for sides in ("", " A", " B", " A/B"):
            ops.append(
                ("text", Text(0, 0, f"{n}{sides}", "bold", BADGE_TEXT, WHITE, CITY, "la", 0))
            )
            text_size(f"{n}{sides}", "bold", BADGE_TEXT)  # a badge's width
    sheet.parts.append(("ops", 0, tuple(ops)))
    map_warm_up(_t("cr.img.city", language))
    for part in sheet.parts:
        for op in part[2] if part[0] == "ops" else ():
            palette_text(op[1].text, op[1].kind, op[1].size, op[1].fill, op[1].bg)


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
            _, y, view, page, language = part
            img.paste(draw_board(view, language=language, page=page), (0, y))
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
