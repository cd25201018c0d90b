"""Santa Fe: the card game's prompt picture, from the player's own view: the table when the
thread's last image is out of date, then the player's hand as cards (the faces the table
shows: a colour per value, the value large, the card's name), in rows.

Laid out apart from the drawing (`layout` returns a `Sheet`: every text with its size, the
cards' places); everything is pasted from the faces cached on the table's palette.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render.options import Spot
from render.prompt import Sheet
from render.santafe_cards_faces import (
    face_on_palette,
    flat_palette,
    palette_index,
    text_on_palette,
)
from render.santafe_cards_layout import (
    BG,
    CARD_H,
    CARD_W,
    INK,
    PAD,
    W,
    colour_sets,
    img_text,
    words_width,
)

TITLE = 32
# The hand's cards are the table's faces: the same colours to tell apart.
COLOUR_SETS = colour_sets()
GAP = 10


def hand_cards(own: Mapping[str, Any]) -> list[Any]:
    """The cards the hand part shows: the player's hand."""
    seat = (own.get("seats") or {}).get(own.get("viewer")) or {}
    return list(seat.get("hand") or [])


def layout(
    own: Mapping[str, Any],
    *,
    board: Mapping[str, Any] | None,
    options: Sequence[tuple[str, Spot]],
    names: Mapping[str, str] | None,
    language: str,
    hand: bool = True,
) -> Sheet:
    """The picture: the table (when it goes with it), then the hand. Parts: ("board", y,
    view, names, language), ("text", x, y, text, size), ("card", x, y, card)."""
    sheet = Sheet(W, 0, parts=[])
    y = 0
    if board is not None:
        from render.santafe_cards import board_height

        sheet.parts.append(("board", 0, board, names, language))
        y = board_height(board, language)
    cards = hand_cards(own) if hand else []
    if cards:
        y += 14
        title = img_text("hand.title", language, n=len(cards))
        sheet.parts.append(("text", PAD, y, title, TITLE))
        sheet.texts.append(
            (title, TITLE, (PAD, y, PAD + words_width(title, "bold", TITLE), y + TITLE))
        )
        y += TITLE + 14
        per_row = (W - 2 * PAD + GAP) // (CARD_W + GAP)
        for i, card in enumerate(cards):
            x = PAD + (i % per_row) * (CARD_W + GAP)
            sheet.parts.append(("card", x, y + (i // per_row) * (CARD_H + GAP), card))
        y += math.ceil(len(cards) / per_row) * (CARD_H + GAP) + 8
    sheet.height = y
    sheet.parts.append(("language", language))
    return sheet


def draw(sheet: Sheet) -> Image.Image:
    from render.santafe_cards import draw_board

    language = next(p[1] for p in sheet.parts if p[0] == "language")
    img = Image.new("P", (W, sheet.height), palette_index(BG))
    img.putpalette(flat_palette())
    for part in sheet.parts:
        if part[0] == "board":
            _, y, view, names, lang = part
            img.paste(draw_board(view, names=names, language=lang), (0, y))
        elif part[0] == "text":
            _, x, y, text, size = part
            text_on_palette(img, (x, y), text, "bold", size, INK, BG)
        elif part[0] == "card":
            _, x, y, card = part
            img.paste(face_on_palette(card, False, language), (x, y))
    return img
