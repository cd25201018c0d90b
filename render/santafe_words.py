"""Santa Fe's panel vocabulary: every string of a bounded set the panel draws (City cards, seat
lines with small numbers or city names as wrapped per column width, money figures, railroad
counts, the first-player tag), rasterized and mapped to the palette once per process and
language, at warm-up, like the static map. Their widths feed `santafe_layout.measure_text`.
"""

from __future__ import annotations

import functools

from engine.santafe.game import DOUBLE_TURN
from render.common import RGB, catalog_language, catalog_text, text_size, text_sprite
from render.palette import PaletteSprite, palette_sprite
from render.santafe_layout import (
    CARD_FONT,
    COLUMNS,
    MAX_MONEY,
    MAX_TILES,
    NAME_FONT,
    RAIL_FONT,
    SEAT_FONT,
    TAG_FONT,
    WIDTHS,
    _hand_line,
    _seat_width,
    _together,
    wrap_seat_line,
)
from render.santafe_map import CARD, GOLD, INK, MUTED, PANEL, RAILROADS, WHITE, geometry
from render.santafe_mapdraw import map_palette
from render.santafe_text import bought_line, card_line


def vocabulary(language: str = "en") -> list[tuple[str, str, int, RGB, RGB]]:
    """The panel's fixed vocabulary in `language`, each string with its font, colour and
    background: every City card ("Houston 6×2"), the seat lines that only take small numbers or
    city names (as wrapped or cut to fit a column, for every number of players), the money
    figures and the first-player tag. Member names, captions and the rest are drawn through
    the text cache."""
    language = catalog_language(language)
    g = geometry()
    out: list[tuple[str, str, int, RGB, RGB]] = [
        (catalog_text("sf.img.first", language), "bold", TAG_FONT, WHITE, INK)
    ]
    out += [
        (catalog_text("sf.img.money", language, money=n), "bold", NAME_FONT, GOLD, CARD)
        for n in range(MAX_MONEY)
    ]
    for city in g.board.cities.values():
        if city.value is not None:
            for n in range(6):
                text = f"{city.name} {city.value}×{n}"
                out.append((text, "condensed", CARD_FONT, INK if n else MUTED, CARD))
    # The seat facts `_seat_facts` can say, then as `seat_lines` wraps them per column width.
    fixed: list[tuple[str, RGB]] = [(catalog_text("sf.img.engineer", language), INK)]
    fixed += [
        (catalog_text("sf.img.chosen", language), MUTED),
        (catalog_text("sf.img.choosing.seat", language), MUTED),
    ]
    for r in [None, *RAILROADS]:
        fixed.append((card_line(DOUBLE_TURN, r, language), MUTED))
        fixed += [(card_line(c.id, r, language), MUTED) for c in g.board.cities.values()]
    bought = [{r: n} for r in RAILROADS for n in range(1, 4)]
    fixed += [(bought_line(a, language), INK) for a in bought]
    fixed += [
        (bought_line({**a, **b}, language), INK) for a in bought for b in bought if set(a) != set(b)
    ]
    branches = [catalog_text("sf.img.branch", language, railroad=r) for r in RAILROADS]
    fixed += [(branch, INK) for branch in branches]
    seat: dict[tuple[str, RGB], None] = {}
    for columns in sorted({c for choices in COLUMNS.values() for c in choices}):
        width = _seat_width(columns)
        facts = list(fixed)
        facts += [(_hand_line(n, width, language, text_size), INK) for n in range(25)]
        for n in range(1, 5):
            turns = catalog_text("sf.img.double_turns", language, n=n)
            facts.append((turns, INK))
            for branch in branches:
                facts += [(x, INK) for x in _together([turns, branch], width, text_size)]
        for text, color in facts:
            seat[(text, color)] = None  # measured whole before it is wrapped
            for part in wrap_seat_line(text, width, text_size):
                seat[(part, color)] = None
    out += [(text, "regular", SEAT_FONT, color, CARD) for text, color in seat]
    # The railroads' counts in the footer, whole in their columns.
    rails = [catalog_text("sf.img.tiles_left", language, n=n) for n in range(MAX_TILES + 1)]
    rails += [catalog_text("sf.img.cities", language, n=n) for n in range(len(g.board.cities) + 1)]
    rails.append(catalog_text("sf.img.dead", language))
    out += [(text, "regular", RAIL_FONT, MUTED, PANEL) for text in rails]
    return out


@functools.cache
def prepared(
    language: str = "en",
) -> tuple[dict[tuple[str, str, int], float], dict[tuple[str, str, int, RGB, RGB], PaletteSprite]]:
    """The vocabulary's widths, and each string ready to paste on the palette image: built once
    per process and language (at warm-up), like the static map."""
    pal = map_palette()
    widths: dict[tuple[str, str, int], float] = {}
    ready = {}
    for text, kind, size, fill, bg in vocabulary(language):
        sprite = text_sprite(text, kind, size)
        widths[(text, kind, size)] = sprite[3]
        ready[(text, kind, size, fill, bg)] = palette_sprite(sprite, fill, bg, pal)
    WIDTHS.update(widths)
    return widths, ready
