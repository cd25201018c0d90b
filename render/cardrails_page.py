"""Card Rails' page as laid out: the sizes and colours, a `Text` (what is drawn where, in which
font, with how much room), drawing operations (`Op`) in `Block`s on a `Page`, and the text
helpers that wrap or condense a line to its room, never cutting it (texts at least `MIN_TEXT`
px: capitals >= 9 px tall at the 430 px a phone shows).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from render.common import RGB, join, safe_name, text_size, text_width, widened
from render.common import catalog_text as _t
from render.legible import min_text_size, readable_on

W = 1200
PHONE_W = 430
# Capitals 9.3 px tall at the phone's 430 px (render/legible.py): 35 px.
MIN_TEXT = min_text_size(W)
PAD = 16
SQ3 = math.sqrt(3)
MAX_S = 62.0  # hex size (centre to corner) of a small map
MIN_S = 16.0
MAX_MAP_H = 1300

BG: RGB = (247, 243, 234)
TABLE: RGB = (206, 218, 200)
SHADOW: RGB = (168, 182, 160)
FACE: RGB = (255, 251, 240)  # a card's paper
LAND: RGB = (255, 251, 240)
OPEN: RGB = (228, 220, 202)
EDGE: RGB = (160, 150, 134)
CARD_EDGE: RGB = (70, 62, 54)
# The features' colours stay apart with every colour blindness (tests/test_render_colours.py);
# each has its icon too (waves, arrows, an inner outline, the word CITY).
LAKE: RGB = (53, 192, 255)
SWAP: RGB = (219, 70, 21)
PURPLE: RGB = (100, 51, 208)
CITY: RGB = (73, 43, 50)
INK: RGB = (33, 29, 26)
MUTED: RGB = (96, 90, 82)
RULER: RGB = (70, 86, 66)
WHITE: RGB = (255, 255, 255)
HIGHLIGHT: RGB = (240, 0, 190)
GOLDEN: RGB = (255, 236, 170)

FEATURE_FILL = {"lake": LAKE, "swap": SWAP, "purple": PURPLE, "city": CITY}

Box = tuple[float, float, float, float]
Point = tuple[float, float]


# ----------------------------------------------------------------------------- texts
@dataclass(frozen=True)
class Text:
    """A text as drawn: its anchor point ("la" top-left, "mm" centre, "ra" top-right), font,
    size, colour, the plain colour it lies on, and the width it has room for (0: no limit)."""

    x: float
    y: float
    text: str
    kind: str
    size: int
    fill: RGB
    bg: RGB
    anchor: str = "la"
    room: float = 0.0

    @property
    def width(self) -> int:
        return text_size(self.text, self.kind, self.size)[0]

    @property
    def box(self) -> Box:
        w, h = self.width, self.size
        x = self.x - (w / 2 if self.anchor[0] == "m" else w if self.anchor[0] == "r" else 0)
        y = self.y - (h / 2 if self.anchor[1] == "m" else 0)
        return (x, y, x + w, y + h)


# A drawing operation, hashable (blocks that repeat are drawn once and cached):
# ("rect", box, fill, outline, width, radius), ("poly", points, fill, outline, width),
# ("line", points, colour, width), ("disc", box, fill, outline, width),
# ("cube", cx, cy, size, fill, railroad), ("star", cx, cy, radius, fill), ("text", Text)
Op = tuple[Any, ...]


def symbol_ops(cx: float, cy: float, rad: float, fill: RGB, pattern: str) -> list[Op]:
    """A railroad symbol: a disc in the railroad's colour with its cubes' pattern (a dot, a
    stripe, a ring, a cross, or plain), so that the pattern tells the railroads apart where
    colours do not (round: a symbol; square: a cube)."""
    ops: list[Op] = [("disc", (cx - rad, cy - rad, cx + rad, cy + rad), fill, INK, 2)]
    q = rad / 2.2
    mark = text_on(fill)
    if pattern == "dot":
        ops.append(("disc", (cx - q, cy - q, cx + q, cy + q), INK, INK, 1))
    elif pattern == "stripe":
        h = max(1.5, q / 1.6)
        ops.append(("rect", (cx - rad + 4, cy - h, cx + rad - 4, cy + h), WHITE, None, 1, 0))
    elif pattern == "ring":
        r = q * 1.3
        ops.append(("disc", (cx - r, cy - r, cx + r, cy + r), None, WHITE, 3))
    elif pattern == "cross":
        ops.append(("line", ((cx - q, cy - q), (cx + q, cy + q)), mark, 3))
        ops.append(("line", ((cx - q, cy + q), (cx + q, cy - q)), mark, 3))
    return ops


@dataclass(frozen=True)
class Block:
    """Operations drawn at `y` (theirs are relative to the block's top); `cached` blocks look
    the same from one image to the next and are drawn once."""

    y: int
    height: int
    ops: tuple[Op, ...]
    cached: bool = True
    x: int = 0  # the part of the page's width the block covers (its ops are placed in x)
    width: int = W


@dataclass
class Page:
    height: int
    blocks: list[Block]
    map_at: int = 0  # where the map layer goes (board images)
    map: Any = None  # the map's Frame, relative to its layer

    def texts(self) -> list[Text]:
        """Every text, placed on the page (the map's hex names included)."""
        out = [_moved(op[1], b.y) for b in self.blocks for op in b.ops if op[0] == "text"]
        if self.map is not None:
            out += [
                _moved(op[1], self.map_at)
                for op in self.map.static_ops + self.map.dynamic_ops
                if op[0] == "text"
            ]
        return out


def _moved(text: Text, dy: float) -> Text:
    return Text(**{**text.__dict__, "y": text.y + dy})


def player_name(names: Mapping[str, str] | None, pid: str | None) -> str:
    """A member-chosen name made safe to draw; Discord's names are at most 32 characters, all
    drawn ("?" when nothing drawable is left)."""
    return safe_name(names, pid, blank="?")


def rail_name(r: str, language: str) -> str:
    return _t("cr.railroad", language, railroad=r)


@functools.cache
def railroad_letters() -> dict[str, str]:
    """Each railroad's letter (its cards' ids begin with it) and the railroad, in card-set
    order."""
    from engine.cardrails.cards import load_cards

    return {r.letter: k for k, r in load_cards().railroads.items()}


@functools.lru_cache(maxsize=8)
def letters(language: str) -> str:
    """Which letter of a card's id is which railroad, in the reader's words ("Card names: O
    Orange, Y Yellow, ..."): ids are the same for every player, a colour is read in one's own
    language (RULINGS R24)."""
    from engine.cardrails.cards import load_cards

    railroads = load_cards().railroads
    each = [
        _t("cr.letter", language, letter=r.letter, railroad=rail_name(k, language))
        for k, r in railroads.items()
    ]
    return _t("cr.img.letters", language, letters=join(each, language))


def text_on(fill: RGB) -> RGB:
    """INK or WHITE, whichever reads better on `fill`."""
    return readable_on(fill, INK, WHITE)


def fits(text: str, kind: str, size: int, room: float) -> bool:
    return text_size(text, kind, size)[0] <= room


def wrap(text: str, kind: str, size: int, room: float) -> list[str]:
    """`text` in lines that fit `room`, cut after commas if that is enough, else at spaces (a
    word longer than the room stays whole on its own line: the caller chose a room the longest
    word fits)."""
    lines = _wrap_at_spaces(text, kind, size, room)
    if ", " in text and len(lines) > 1:
        parts = text.split(", ")
        commas = [p + "," for p in parts[:-1]] + parts[-1:]
        if len(commas) <= len(lines) and all(fits(x, kind, size, room) for x in commas):
            return commas
    return lines


def _wrap_at_spaces(text: str, kind: str, size: int, room: float) -> list[str]:
    if fits(text, kind, size, room):
        return [text]
    lines: list[str] = []
    line, wide = "", 0.0
    for word in text.split(" "):
        longer = widened(line, wide, word, kind, size, room)
        if not line or longer is not None:
            line = f"{line} {word}" if line else word
            wide = longer if longer is not None else text_width(word, kind, size)
        else:
            lines.append(line)
            line, wide = word, text_width(word, kind, size)
    lines.append(line)
    return lines


def fit_kind(text: str, kind: str, size: int, room: float) -> str:
    """The font to draw `text` in: `kind`, or condensed bold when it fits only that way."""
    if fits(text, kind, size, room) or kind == "condensed":
        return kind
    return "condensed" if fits(text, "condensed", size, room) else kind


def paragraph(
    text: str,
    x: float,
    y: float,
    kind: str,
    size: int,
    fill: RGB,
    bg: RGB,
    room: float,
    lead: int,
    words: bool = False,
) -> tuple[list[Op], float]:
    """A text wrapped into `room` from (x, y): its operations and the y below it. With
    `words`, each word is a text of its own (its room: what is left of the line): sentences
    that change every turn are made of words that do not, and each word is drawn once."""
    ops: list[Op] = []
    kind = fit_kind(text, kind, size, room)
    # A word wider than a whole line (a 32-character name) is condensed, then made smaller,
    # never below MIN_TEXT: it stays whole.
    widest = max(text.split(" "), key=lambda word: text_width(word, kind, size))
    if not fits(widest, kind, size, room):
        kind = "condensed"
        while size > MIN_TEXT and not fits(widest, kind, size, room):
            size -= 1
    for line in wrap(text, kind, size, room):
        if not words:
            ops.append(("text", Text(x, y, line, kind, size, fill, bg, "la", room)))
        else:
            at = x
            space = _space(kind, size)
            for word in line.split(" "):
                ops.append(
                    (
                        "text",
                        Text(round(at), y, word, kind, size, fill, bg, "la", room + x - round(at)),
                    )
                )
                at += text_width(word, kind, size) + space
        y += lead
    return ops, y


def name_paragraph(
    name: str, x: float, room: float, whole: float, bg: RGB, below: float
) -> tuple[list[Op], float]:
    """A player's name beside their points (`room` wide, from y 10), or under them across the
    whole card (`whole`, from `below`) when a word of it fits beside them not even condensed
    (a 32-character name): its operations and the y below it."""
    size = MIN_TEXT + 2 if fits(name, "bold", MIN_TEXT + 2, room) else MIN_TEXT
    if all(fits(word, "condensed", MIN_TEXT, room) for word in name.split(" ")):
        return paragraph(name, x, 10, "bold", size, INK, bg, room, size + 6)
    return paragraph(name, x, below, "bold", MIN_TEXT, INK, bg, whole, MIN_TEXT + 6)


@functools.lru_cache(maxsize=8)
def _space(kind: str, size: int) -> float:
    return text_width(" ", kind, size)
