"""Santa Fe's colours, in one place: every colour its images use, how each railroad looks
(fill, pattern, the text on its fill), and the colours players must tell apart
(`COLOUR_SETS`, read by tests/test_render_colours.py: each pair stays apart with every kind of
colour blindness, and each mark has a second channel). Every Santa Fe image takes its colours
from here.

The railroads' fills come from the board's data (engine/santafe/data/board.json, written by
tools/build_santafe_board.py from tools/santafe_board_data.py), chosen to stay apart under
simulated deuteranopia, protanopia and tritanopia; their patterns tell them apart without
colour (and a railhead badge names its railroad).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.santafe.board import Board, load_board
from render.common import RGB, hex_rgb
from render.legible import ColourSet, readable_on

RAILROADS = ("SF", "SP", "GN", "UP", "KP")

SEA: RGB = (163, 196, 214)
LAND: RGB = (241, 233, 212)
COASTLINE: RGB = (120, 150, 170)
RIVER: RGB = (78, 145, 205)
RIDGE: RGB = (224, 203, 168)
PEAK: RGB = (150, 108, 70)
ROUTE: RGB = (128, 116, 98)
MOUNTAIN_ROUTE: RGB = (112, 70, 34)
# Empty spaces stay quiet (white is a railroad, SP); with the advanced rules, river, mountain
# and both are tinted apart for every colour blindness (their second channel: the river that
# crosses them, the mountain range's brown outline).
SLOT: RGB = (223, 228, 213)
SLOT_EDGE: RGB = (150, 138, 118)
SLOT_RIVER: RGB = (122, 212, 255)
SLOT_MOUNTAIN: RGB = (217, 149, 71)
SLOT_BOTH: RGB = (149, 92, 202)
INK: RGB = (33, 29, 26)
MUTED: RGB = (110, 100, 90)
PANEL: RGB = (250, 247, 240)
CARD: RGB = (255, 255, 255)
HIGHLIGHT: RGB = (255, 40, 200)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (196, 140, 20)
BONUS_OPEN: RGB = (214, 150, 0)  # the ring of a city whose $2 first-railroad bonus is open

# How each railroad's tiles are patterned: a second channel besides the colour (SP's pale tile
# has a bold outline: "hollow").
PATTERNS = {"SF": "solid", "SP": "hollow", "GN": "stripe", "UP": "bar", "KP": "dot"}


def text_on(fill: RGB) -> RGB:
    """INK or WHITE, whichever reads better on `fill` (a badge's letters)."""
    return readable_on(fill, INK, WHITE)


@dataclass(frozen=True)
class Rail:
    """How a railroad looks: fill, outline, pattern and the text colour on its fill."""

    id: str
    name: str
    fill: RGB
    outline: RGB
    text: RGB
    pattern: str  # "solid", "hollow" (pale with a bold outline), "stripe", "bar", "dot"


def rails(board: Board) -> dict[str, Rail]:
    out = {}
    for r in RAILROADS:
        rr = board.railroads[r]
        fill = hex_rgb(rr.color)
        out[r] = Rail(r, rr.name, fill, INK, text_on(fill), PATTERNS[r])
    return out


def colour_sets() -> tuple[ColourSet, ...]:
    """The colours a Santa Fe player must tell apart, each with its second channel."""
    tracks = rails(load_board())
    return (
        ColourSet(
            "railroads",
            {r: (t.fill, f"{t.pattern} tiles, {r} on its badge") for r, t in tracks.items()},
        ),
        ColourSet(
            "terrain",
            {
                "plain space": (SLOT, "plain"),
                "river space ($1)": (SLOT_RIVER, "a river crosses it"),
                "mountain space ($2)": (SLOT_MOUNTAIN, "brown outline on a mountain range"),
                "river and mountain space": (SLOT_BOTH, "a river and a brown outline"),
            },
        ),
        ColourSet(
            "tiles laid since the last image",
            {"ring": (HIGHLIGHT, "a wide ring around the tile")},
            {"land": LAND, "space": SLOT},
        ),
        ColourSet(
            "city's $2 bonus still open",
            {"open": (BONUS_OPEN, "a thick ring (a thin outline once taken)")},
            {"land": LAND, "city": WHITE},
        ),
        ColourSet(
            "City cards",
            {"connected": (INK, "×1 or more"), "not connected": (MUTED, "×0")},
            {"card": CARD},
        ),
    )
