"""Card Rails cards drawn one by one, as they would lie on the map: their hexes, lakes, swaps,
purple hexes and railroad symbols, as printed (rotation 0) or turned half a turn (180). The
card sheet (`draw_card_sheet`), the hand in a prompt picture and the card a placement lays
are all drawn this way: the map's own operations (`map_static`) on a card of its own.

A card's picture is the same all game long: drawn once per process, size and rotation, onto
the fixed palette (`cardrails_pieces.rail_palette`), and pasted after.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from PIL import Image

from engine.cardrails.cards import footprint, load_cards
from render.cardrails_map import Frame, map_static
from render.cardrails_page import BG, SQ3, TABLE
from render.cardrails_pieces import to_rail_palette

SHADOW_DX, SHADOW_DY = 4, 5  # the card's shadow, as on the map


def card_cells(card_id: str, x: int, y: int, rotation: int) -> list[dict[str, Any]]:
    """The map cells (hexes and halves, with their features and symbols) of a card laid with
    its top-centre hex at (x, y), as the map's views list them."""
    cs = load_cards()
    card = cs.city if card_id == cs.city.id else cs.cards[card_id]
    cells: list[dict[str, Any]] = []
    for slot, dc, dr, part in footprint(rotation):
        feature = card.hexes.get(slot)
        cells.append(
            {
                "hex": "",
                "x": x + dc,
                "y": y + dr,
                "parts": [
                    {"part": part, "card": card.id, "feature": feature, "railroad": card.railroad}
                ],
                "cube": None,
                "symbols": [card.railroad] if feature == "symbol" and card.railroad else [],
                "whole": part == "F",
                "feature": feature if part == "F" and feature != "symbol" else None,
            }
        )
    return cells


def fixed_frame(s: float, x0: int, y0: int, width: float, height: float) -> Frame:
    """A map frame of hex size `s` whose top-left cell is (x0, y0), for a picture of its own
    (no rulers, no room around): the map's operations then draw at this size."""
    f: Frame = object.__new__(Frame)
    f.s = s
    f.x0, f.y0 = x0, y0
    f.left = -s + SHADOW_DX / 2
    f.top = round(-SQ3 / 2 * s + SHADOW_DX / 2)
    f.w, f.h = width, int(height)
    f.height = int(height)
    f.static_ops, f.dynamic_ops, f.mark_ops, f.cube_ops, f.label_ops = [], [], [], [], []
    f.highlighted = []
    return f


def card_size(s: float) -> tuple[int, int]:
    """The picture's size of one card of hex size `s`, shadow included."""
    return math.ceil(6 * s) + SHADOW_DX + 4, math.ceil(2 * SQ3 * s) + SHADOW_DY + 4


@functools.lru_cache(maxsize=512)
def card_image(card_id: str, rotation: int, s: float, city_word: str = "") -> Image.Image:
    """One card as it lies (rotation 0 or 180) at hex size `s`, on the prompt's background,
    mapped onto the fixed palette. Its top-left corner is the card's, its shadow beyond."""
    from render.cardrails import _Surface

    w, h = card_size(s)
    f = fixed_frame(s, 0, 0, w, h)
    view = {"map": {"hexes": card_cells(card_id, 2, 1, rotation), "cards": [{"x": 2, "y": 1}]}}
    map_static(view, f, city_word, rulers=False)
    img = Image.new("RGB", (w, h), BG)
    # The map's table is not drawn under a card of its own: the picture's background is.
    ops = [op for op in f.static_ops if not (op[0] == "rect" and op[2] == TABLE)]
    _Surface(img).run(ops)
    return to_rail_palette(img)
