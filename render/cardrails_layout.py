"""Card Rails images laid out without drawing: where every shape and every text goes.

`board(view, ...)` and `scores(view, ...)` return a `Page`: its height and its blocks, each a
list of drawing operations (`Op`) at a position. `render/cardrails.py` only executes them, so
the tests can check sizes and room (every text at least `MIN_TEXT` px, that is >= 9 px at the
430 px a phone shows; nothing cut) on the layout alone.

Phones show the image 430 px wide (PHONE_W): texts are at least MIN_TEXT px on the 1200 px
image. Texts never get cut: a line too long for its room is drawn in the condensed font, then
wrapped at spaces onto more lines (the block grows).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from render.common import RGB, drawable, hex_rgb, join, safe_name, text_size, text_width
from render.common import catalog_text as _t

W = 1200
PHONE_W = 430
MIN_TEXT = math.ceil(9 * W / PHONE_W)  # 26 px: 9.1 px at the phone's 430 px
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
LAKE: RGB = (82, 146, 220)
SWAP: RGB = (206, 52, 44)
PURPLE: RGB = (124, 68, 176)
CITY: RGB = (72, 72, 86)
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


def text_on(fill: RGB) -> RGB:
    return INK if sum(fill) > 450 else WHITE


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
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if not line or fits(candidate, kind, size, room):
            line = candidate
        else:
            lines.append(line)
            line = word
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


@functools.lru_cache(maxsize=8)
def _space(kind: str, size: int) -> float:
    return text_width(" ", kind, size)


# ----------------------------------------------------------------------------- the map
class Frame:
    """Maps hex coordinates to pixels in the map's layer, and lays the map out: the table,
    the cards, the hexes, the rulers naming columns and rows along the edges."""

    def __init__(self, hexes: Sequence[Mapping[str, Any]], min_s: float = MIN_S) -> None:
        xs = [h["x"] for h in hexes] or [0]
        ys = [h["y"] for h in hexes] or [0]
        # A little room around the map, for the next cards.
        self.cols = range(min(xs) - 1, max(xs) + 2)
        self.x0, self.y0 = min(xs) - 1, min(ys) - 1
        y1 = max(ys)
        self.ruler_w = max(text_size(_ruler_row(k), "condensed", MIN_TEXT)[0] for k in (-9, 9)) + 8
        avail = W - 2 * PAD - 2 * self.ruler_w
        span_x = (self.cols[-1] - self.x0) * 1.5 + 2.0  # in hex sizes
        span_y = (y1 - self.y0) * SQ3 / 2 + SQ3
        # A long map is drawn smaller rather than taller than MAX_MAP_H.
        self.s = max(min_s, min(MAX_S, avail / span_x, MAX_MAP_H / span_y))
        self.w = span_x * self.s
        widest = max(text_size(_ruler_col(c), "condensed", MIN_TEXT)[0] for c in self.cols)
        # Column names on one line if they fit side by side, else on two, staggered.
        self.ruler_lines = 1 if widest + 10 <= 1.5 * self.s else 2
        self.band = self.ruler_lines * (MIN_TEXT + 6) + 6
        self.left = (W - self.w) / 2
        self.top = self.band
        self.h = int(span_y * self.s)
        self.height = self.top + self.h + self.band
        self.rows = range(math.floor(self.y0 / 2), math.floor(y1 / 2) + 1)
        self.static_ops: list[Op] = []
        self.dynamic_ops: list[Op] = []
        self.mark_ops: list[Op] = []  # the dynamic ones in parts: highlights, cubes, names
        self.cube_ops: list[Op] = []
        self.label_ops: list[Op] = []
        self.highlighted: list[Box] = []  # the outlined cards' boxes

    def centre(self, x: float, y: float) -> Point:
        s = self.s
        return (
            self.left + s + (x - self.x0) * 1.5 * s,
            self.top + SQ3 / 2 * s + (y - self.y0) * SQ3 / 2 * s,
        )

    def polygon(self, x: int, y: int, part: str, inset: float = 0.0) -> tuple[Point, ...]:
        cx, cy = self.centre(x, y)
        return tuple((cx + dx, cy + dy) for dx, dy in _outline(self.s - inset, part))

    def card_box(self, x: int, y: int) -> Box:
        x0, y0 = self.centre(x - 2, y - 1)
        x1, y1 = self.centre(x + 2, y + 3)
        return (x0, y0, x1, y1)


def _ruler_col(c: int) -> str:
    return f"E{c}" if c > 0 else f"W{-c}" if c < 0 else "0"


def _ruler_row(k: int) -> str:
    return f"S{k}" if k > 0 else f"N{-k}" if k < 0 else "0"


@functools.lru_cache(maxsize=64)
def _outline(s: float, part: str) -> tuple[Point, ...]:
    """A hex's outline (or the half a card holds) around its centre, hex size s."""
    hh = SQ3 / 2 * s
    return {
        "F": ((s, 0.0), (s / 2, hh), (-s / 2, hh), (-s, 0.0), (-s / 2, -hh), (s / 2, -hh)),
        "E": ((0.0, -hh), (s / 2, -hh), (s, 0.0), (s / 2, hh), (0.0, hh)),
        "W": ((0.0, -hh), (-s / 2, -hh), (-s, 0.0), (-s / 2, hh), (0.0, hh)),
        "N": ((-s, 0.0), (-s / 2, -hh), (s / 2, -hh), (s, 0.0)),
    }.get(part, ((-s, 0.0), (-s / 2, hh), (s / 2, hh), (s, 0.0)))


@functools.cache
def rail_info(r: str) -> tuple[RGB, str]:
    """A railroad's colour and cube pattern, from the public card data."""
    from engine.cardrails.cards import load_cards

    rr = load_cards().railroads.get(r)
    return (hex_rgb(rr.color), rr.pattern) if rr else (MUTED, "solid")


@functools.cache
def card_railroad(card: str) -> str:
    from engine.cardrails.cards import load_cards

    c = load_cards().cards.get(card)
    return str(c.railroad) if c else ""


NEIGHBOURS = ((0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1))


def buildable(view: Mapping[str, Any]) -> set[str]:
    """Hexes a cube could go into now: whole, empty, not a lake or the city, next to the
    track of a railroad with cubes left or to the Starting City (the rule the engine checks)."""
    hexes = view["map"]["hexes"]
    at = {(h["x"], h["y"]): h for h in hexes}
    named = {h["hex"]: h for h in hexes}
    near: set[tuple[int, int]] = set()
    sources = [h for h in hexes if h["feature"] == "city"]
    for rr in view["railroads"].values():
        if rr.get("cubes_left", 0):
            sources += [named[n] for n in rr.get("track", ()) if n in named]
    for h in sources:
        near.update((h["x"] + dx, h["y"] + dy) for dx, dy in NEIGHBOURS)
    return {
        h["hex"]
        for xy in near
        if (h := at.get(xy)) is not None
        and h["whole"]
        and not h["cube"]
        and h["feature"] not in ("lake", "city")
    }


def highlights(
    view: Mapping[str, Any], previous: Mapping[str, Any] | None
) -> tuple[set[str], set[int]]:
    """Hex names of cubes and indexes of cards to outline: new since `previous`, else the last
    turn's (and the current turn's so far)."""
    cards = view["map"]["cards"]
    if previous is not None:
        before = {h["hex"] for h in previous["map"]["hexes"] if h["cube"]}
        new = {h["hex"] for h in view["map"]["hexes"] if h["cube"] and h["hex"] not in before}
        return new, set(range(len(previous["map"]["cards"]), len(cards)))
    cubes: set[str] = set()
    placed: set[int] = set()
    for turn in (view.get("last_turn"), view.get("this_turn")):
        if not turn:
            continue
        cubes |= {c["hex"] for c in turn["cubes"]}
        if turn.get("placed"):
            placed |= {i for i, c in enumerate(cards) if c["card"] == turn["placed"]["card"]}
    return cubes, placed


def _badge_at(f: Frame, h: Mapping[str, Any], part: str) -> Point:
    """Where a railroad symbol sits: low in its half, clear of a centred cube and a name."""
    cx, cy = f.centre(h["x"], h["y"])
    s = f.s
    return {
        "E": (cx + 0.52 * s, cy + 0.44 * s),
        "W": (cx - 0.52 * s, cy + 0.44 * s),
        "N": (cx + 0.52 * s, cy - 0.44 * s),
    }.get(part, (cx, cy + 0.58 * s))


def map_static(view: Mapping[str, Any], f: Frame, city_word: str, rulers: bool = True) -> None:
    """What depends only on the cards: the table, the cards with their hexes, lakes, swaps,
    purple hexes, symbols and the Starting City, and the rulers."""
    ops = f.static_ops
    s = f.s
    ops.append(("rect", (0, 0, W, f.height), TABLE, None, 1, 0))
    boxes = [f.card_box(c["x"], c["y"]) for c in view["map"]["cards"]]
    for x0, y0, x1, y1 in boxes:
        ops.append(("rect", (x0 + 4, y0 + 5, x1 + 4, y1 + 5), SHADOW, None, 1, 0))
    for box in boxes:
        ops.append(("rect", box, FACE, None, 1, 0))
    for h in view["map"]["hexes"]:
        # The Starting City is one dark place, its word across it: no lines inside.
        edge = CITY if h["feature"] == "city" else EDGE
        if h["whole"]:
            # One outline for a hex, even made of two halves; plain land is the card itself.
            fill = FEATURE_FILL.get(h["feature"] or "")
            ops.append(("poly", f.polygon(h["x"], h["y"], "F"), fill, edge, 1))
            continue
        for part in h["parts"]:
            ops.append(("poly", f.polygon(h["x"], h["y"], part["part"]), OPEN, edge, 1))
    for box in boxes:
        ops.append(("rect", box, None, CARD_EDGE, 2, 0))
    for h in view["map"]["hexes"]:
        cx, cy = f.centre(h["x"], h["y"])
        if h["whole"] and h["feature"] == "lake":
            for dy in (-0.25, 0.2):
                pts = tuple(
                    (
                        cx + (i / 8 - 0.5) * 1.1 * s,
                        cy + dy * s + math.sin(i * math.pi / 2) * 0.08 * s,
                    )
                    for i in range(9)
                )
                ops.append(("line", pts, WHITE, 3))
        elif h["whole"] and h["feature"] == "swap":
            ops += _swap_arrows(cx, cy - 0.45 * s, 0.34 * s)
        elif h["whole"] and h["feature"] == "purple":
            ops.append(("poly", f.polygon(h["x"], h["y"], "F", inset=5), None, WHITE, 2))
        for part in h["parts"]:
            if part["feature"] == "symbol" and part["railroad"]:
                bx, by = _badge_at(f, h, part["part"])
                fill = rail_info(part["railroad"])[0]
                rad = 0.24 * s
                ops.append(("disc", (bx - rad, by - rad, bx + rad, by + rad), fill, INK, 2))
                ops.append(("star", bx, by, rad * 0.72, text_on(fill)))
    city = [f.centre(h["x"], h["y"]) for h in view["map"]["hexes"] if h["feature"] == "city"]
    if city and city_word:
        mx = sum(p[0] for p in city) / len(city)
        my = sum(p[1] for p in city) / len(city)
        size = max(MIN_TEXT, min(int(s * 0.6), 40))
        kind = fit_kind(city_word, "bold", size, 2.6 * s)
        ops.append(("text", Text(mx, my, city_word, kind, size, WHITE, CITY, "mm", 0)))
    if rulers:
        _rulers(f)


def _swap_arrows(cx: float, cy: float, half: float) -> list[Op]:
    """Two arrows, one each way: a card swapped with the discard pile."""
    ops: list[Op] = []
    for dy, sign in ((-0.22, 1), (0.22, -1)):
        y = cy + dy * half * 1.6
        x0, x1 = cx - sign * half, cx + sign * half
        ops.append(("line", ((x0, y), (x1, y)), WHITE, 3))
        head = half * 0.45
        ops.append(
            (
                "poly",
                ((x1, y), (x1 - sign * head, y - head * 0.7), (x1 - sign * head, y + head * 0.7)),
                WHITE,
                WHITE,
                1,
            )
        )
    return ops


def _rulers(f: Frame) -> None:
    """Column names above and below the table, row names left and right: a hex's name is its
    column and its row (a row zigzags: its hexes all cross the line at its name)."""
    ops = f.static_ops
    size = MIN_TEXT
    for i, c in enumerate(f.cols):
        x, _ = f.centre(c, f.y0)
        line = i % f.ruler_lines if f.ruler_lines > 1 else 0
        top = 4 + line * (size + 6)
        bottom = f.top + f.h + 4 + (f.ruler_lines - 1 - line) * (size + 6)
        for at in (top, bottom):
            ops.append(("text", Text(x, at, _ruler_col(c), "condensed", size, RULER, TABLE, "ma")))
    for k in f.rows:
        _, y = f.centre(f.x0, 2 * k + 0.5)
        if y - size / 2 < f.top or y + size / 2 > f.top + f.h:
            continue
        name = _ruler_row(k)
        ops.append(("text", Text(f.left - 6, y, name, "condensed", size, RULER, TABLE, "rm")))
        ops.append(("text", Text(f.left + f.w + 6, y, name, "condensed", size, RULER, TABLE, "lm")))


def map_dynamic(view: Mapping[str, Any], f: Frame, previous: Mapping[str, Any] | None) -> None:
    """What changes from one turn to the next: the last turn's card and cubes outlined, the
    cubes centred in their hexes, the names of the hexes a cube could go into now (when a
    name fits inside its hex). Drawn in this order (`dynamic_ops`); kept apart too, so that
    the drawing can keep the cubes on its cached map."""
    s = f.s
    cubes_hl, cards_hl = highlights(view, previous)
    marks: list[Op] = []
    f.highlighted = []
    for i in sorted(cards_hl):
        c = view["map"]["cards"][i]
        box = f.card_box(c["x"], c["y"])
        f.highlighted.append(box)
        marks.append(("rect", box, None, HIGHLIGHT, 6, 0))
    hexes = view["map"]["hexes"]
    for h in hexes:
        if h["hex"] in cubes_hl:
            marks.append(("poly", f.polygon(h["x"], h["y"], "F", inset=3), None, HIGHLIGHT, 6))
    f.cube_ops = [cube_op(f, h) for h in hexes if h["cube"]]
    labels: list[Op] = []
    named = {h["hex"]: h for h in hexes}
    if s >= 2 * MIN_TEXT:
        for name in sorted(buildable(view)):
            if not fits(name, "condensed", MIN_TEXT, 1.7 * s - 6):
                continue
            h = named[name]
            cx, cy = f.centre(h["x"], h["y"])
            # Above the middle, clear of the symbols below; below it if a symbol is on top.
            up = not any(p["feature"] == "symbol" and p["part"] == "N" for p in h["parts"])
            y = cy - 0.32 * s if up else cy + 0.3 * s
            bg = FEATURE_FILL.get(h["feature"] or "", LAND)
            labels.append(("text", Text(cx, y, name, "condensed", MIN_TEXT, text_on(bg), bg, "mm")))
    f.mark_ops, f.label_ops = marks, labels
    f.dynamic_ops = marks + f.cube_ops + labels


def cube_op(f: Frame, h: Mapping[str, Any]) -> Op:
    """A hex's cube, centred on a whole pixel (every cube of a size is the same sprite)."""
    cx, cy = f.centre(h["x"], h["y"])
    return ("cube", round(cx), round(cy), round(f.s * 0.62), rail_info(h["cube"])[0], h["cube"])


# ----------------------------------------------------------------------------- board page
CAPTION_SIZE = 32


def _caption(
    view: Mapping[str, Any], names: Mapping[str, str] | None, language: str
) -> tuple[str, str]:
    """Two sentences: whose turn it is (or who won), and what the last turn did."""
    if view.get("over"):
        w = view.get("winners") or []
        head = _t(
            "cr.img.over",
            language,
            turns=view["turn"],
            name=player_name(names, w[0] if w else None),
        )
    else:
        head = _t(
            "cr.img.head",
            language,
            turn=view["turn"],
            round=view["round"],
            name=player_name(names, view.get("to_move")),
        )
    last = view.get("last_turn")
    if not last:
        return head, ""
    bits = []
    if last.get("share"):
        bits.append(_t("cr.img.share", language, railroad=rail_name(last["share"], language)))
    if last.get("placed"):
        placed = last["placed"]
        bits.append(_t("cr.img.placed", language, card=placed["card"], at=placed["at"]))
    if last.get("cubes"):
        bits.append(_t("cr.img.cubes", language, cubes=_cubes(last["cubes"], language)))
    if last.get("swap") and last["swap"].get("took"):
        swap = last["swap"]
        bits.append(_t("cr.img.swap", language, gave=swap["gave"], took=swap["took"]))
    if last.get("discarded") and not last.get("share"):
        bits.append(_t("cr.img.discarded", language, card=last["discarded"]))
    what = join(bits, language) if bits else _t("cr.img.passed", language)
    return head, _t("cr.img.last", language, name=player_name(names, last["player"]), what=what)


def _cubes(built: Sequence[Mapping[str, str]], language: str) -> str:
    hexes: dict[str, list[str]] = {}
    for c in built:
        hexes.setdefault(c["railroad"], []).append(c["hex"])
    return join(
        (
            _t("cr.cube", language, railroad=rail_name(r, language), hex=join(at, language))
            for r, at in hexes.items()
        ),
        language,
    )


def caption_block(
    view: Mapping[str, Any],
    caption: str | None,
    names: Mapping[str, str] | None,
    language: str,
    y: int,
) -> Block:
    head, last = (
        (drawable(caption) or "?", "") if caption is not None else _caption(view, names, language)
    )
    ops, bottom = paragraph(
        head, PAD, 12, "bold", CAPTION_SIZE, INK, BG, W - 2 * PAD, CAPTION_SIZE + 8, True
    )
    if last:
        top = bottom + 2
        more, bottom = paragraph(
            last, PAD + 20, top, "regular", MIN_TEXT, INK, BG, W - 2 * PAD - 20, MIN_TEXT + 8, True
        )
        ops.append(("rect", (PAD, top, PAD + 7, bottom - 6), HIGHLIGHT, None, 1, 0))
        ops += more
    return Block(y, int(bottom) + 6, tuple(ops), cached=False)


SHARE_BOX = 30  # a Shares card's box (and the cube in it)
CARD_GAP = 10


def shares_blocks(view: Mapping[str, Any], language: str, y: int) -> list[Block]:
    """The railroads' Shares cards side by side, each a block of its own (a turn changes one
    or two): name, value in large type, the boxes (cubes left and empty ones), and what makes
    the value: empty boxes, purple hexes, symbols."""
    rails = list(view["railroads"].items())
    n = max(1, len(rails))
    cw = (W - 2 * PAD - (n - 1) * CARD_GAP) // n
    cards = []
    for i, (r, rr) in enumerate(rails):
        x = PAD + i * (cw + CARD_GAP)
        state = tuple(
            rr[k]
            for k in ("value", "boxes", "cubes_left", "empty_boxes", "purple_hexes", "symbol_hexes")
        )
        cards.append((x, r, rr["color"], _share_card(x, cw, r, rr["color"], state, language)))
    height = max((h for *_, (_, h) in cards), default=0)
    blocks = []
    for x, _r, color, (ops, _) in cards:
        fill = hex_rgb(color)
        frame: tuple[Op, ...] = (
            ("rect", (x, 0, x + cw, height), WHITE, CARD_EDGE, 2, 10),
            ("rect", (x + 2, 2, x + cw - 2, 46), fill, None, 1, 8),
        )
        blocks.append(Block(y, height + 4, frame + ops, True, x, cw + 1))
    return blocks


@functools.lru_cache(maxsize=256)
def _share_card(
    x: int, cw: int, r: str, color: str, state: tuple[int, ...], language: str
) -> tuple[tuple[Op, ...], int]:
    """A Shares card's contents and the height they need."""
    value, boxes, cubes_left, empty, purple, symbols = state
    fill = hex_rgb(color)
    per_row = min(6, int((cw - 12) // (SHARE_BOX + 4)))
    card: list[Op] = []
    name = rail_name(r, language)
    kind = fit_kind(name, "bold", 28, cw - 16)
    card.append(("text", Text(x + cw / 2, 8, name, kind, 28, text_on(fill), fill, "ma", cw - 16)))
    card.append(("text", Text(x + cw / 2, 52, str(value), "bold", 56, INK, WHITE, "ma", cw - 16)))
    yy: float = 118
    rows = math.ceil(boxes / per_row)
    bx0 = x + (cw - per_row * (SHARE_BOX + 4) + 4) // 2
    for b in range(boxes):
        bx = bx0 + (b % per_row) * (SHARE_BOX + 4)
        by = yy + (b // per_row) * (SHARE_BOX + 4)
        if b >= boxes - cubes_left:
            half = SHARE_BOX // 2
            card.append(("cube", bx + half, by + half, SHARE_BOX - 2, fill, r))
        else:
            card.append(("rect", (bx, by, bx + SHARE_BOX, by + SHARE_BOX), WHITE, EDGE, 2, 0))
    yy += rows * (SHARE_BOX + 4) + 8
    for key, count in (
        ("cr.img.card.empty", empty),
        ("cr.img.card.purple", purple),
        ("cr.img.card.symbols", symbols),
    ):
        text = _t(key, language, n=count)
        more, yy = paragraph(
            text, x + 8, yy, "regular", MIN_TEXT, INK, WHITE, cw - 16, MIN_TEXT + 6
        )
        card += more
    return tuple(card), int(yy + 8)


def hand_of(seat: Mapping[str, Any]) -> list[str] | None:
    """The cards of an open hand (Open Hands variant), or None when hands are hidden."""
    for key in ("hand", "open_hand"):
        hand = seat.get(key)
        if isinstance(hand, list):
            return [str(c) for c in hand]
    return None


CUBE_PANEL = 34


def seat_block(
    view: Mapping[str, Any],
    p: str,
    names: Mapping[str, str] | None,
    language: str,
    y: int,
) -> list[Block]:
    """A player's row, as a card: name (marked when to move) and points in large type, the
    shares held as cubes, the hand (its cards when hands are open)."""
    seat = view["seats"][p]
    over = bool(view.get("over"))
    to_move = p == view.get("to_move") and not over
    winner = over and p in (view.get("winners") or [])[:1]
    hand = hand_of(seat)
    points = view.get("scores", {}).get(p, 0)
    score = _t("cr.img.points", language, points=points)
    ops, height = _seat(
        player_name(names, p),
        to_move,
        winner,
        text_size(score, "bold", 36)[0],
        tuple((r, k) for r, k in seat["share_cubes"].items()),
        seat["share_count"],
        seat["hand_size"],
        None if hand is None else tuple(hand),
        language,
    )
    face = GOLDEN if winner or to_move else WHITE
    # The points change more often than the rest: drawn over the cached card.
    text = Text(W - PAD - 14, 6, score, "bold", 36, INK, face, "ra")
    return [Block(y, height, ops), Block(y, 50, (("text", text),), cached=False)]


@functools.lru_cache(maxsize=256)
def _seat(
    name: str,
    to_move: bool,
    winner: bool,
    score_w: int,
    share_cubes: tuple[tuple[str, int], ...],
    share_count: int,
    hand_size: int,
    hand: tuple[str, ...] | None,
    language: str,
) -> tuple[tuple[Op, ...], int]:
    face = GOLDEN if winner or to_move else WHITE
    inner = W - 2 * PAD - 28
    ops: list[Op] = []
    name = ("▶ " if to_move else "") + name
    room = inner - score_w - 20
    size = 30 if fits(name, "bold", 30, room) else 28
    more, yy = paragraph(name, PAD + 14, 10, "bold", size, INK, face, room, size + 6)
    ops += more
    yy = max(yy, 50) + 4
    x = PAD + 14
    for r, k in share_cubes:
        for _ in range(k):
            cy = round(yy + CUBE_PANEL / 2)
            ops.append(("cube", x + CUBE_PANEL // 2, cy, CUBE_PANEL, rail_info(r)[0], r))
            x += CUBE_PANEL + 6
    x += 6
    shares = _t("cr.img.shares", language, shares=share_count, max=_max_shares())
    for word in (shares, _t("cr.img.hand", language, n=hand_size)):
        w = text_size(word, "regular", MIN_TEXT)[0]
        if x + w > PAD + 14 + inner:
            x, yy = PAD + 14, yy + CUBE_PANEL + 8
        ops.append(("text", Text(x, yy + 4, word, "regular", MIN_TEXT, MUTED, face, "la", inner)))
        x += w + 24
    line_bottom = yy + CUBE_PANEL
    for card in hand or ():
        cw = text_size(card, "bold", MIN_TEXT)[0] + 22
        if x + cw > PAD + 14 + inner:
            x, yy = PAD + 14, yy + CUBE_PANEL + 10
        fill = rail_info(card_railroad(card))[0]
        ops.append(("rect", (x, yy - 2, x + cw, yy + CUBE_PANEL + 2), fill, INK, 2, 0))
        mid = yy + CUBE_PANEL / 2
        ops.append(
            ("text", Text(x + cw / 2, mid, card, "bold", MIN_TEXT, text_on(fill), fill, "mm"))
        )
        x += cw + 8
        line_bottom = yy + CUBE_PANEL + 2
    height = int(line_bottom) + 12
    card_ops: list[Op] = [
        ("rect", (PAD, 0, W - PAD, height), face, CARD_EDGE, 5 if to_move else 2, 10)
    ]
    return tuple(card_ops + ops), height + 10


@functools.cache
def _max_shares() -> int:
    from engine.cardrails.game import MAX_SHARE_CUBES

    return MAX_SHARE_CUBES


def foot_blocks(view: Mapping[str, Any], language: str, y: int) -> list[Block]:
    """The discard pile and the key to the map's symbols."""
    ops, height = _discards(tuple(view.get("discards", [])), language)
    key_ops, key_height = _key(view.get("removed_railroad") or "", language)
    return [Block(y, height, ops), Block(y + height, key_height, key_ops)]


@functools.lru_cache(maxsize=64)
def _discards(discards: tuple[str, ...], language: str) -> tuple[tuple[Op, ...], int]:
    text = _t("cr.img.discards", language, n=len(discards), cards=" ".join(discards))
    ops, yy = paragraph(
        text, PAD, 4, "regular", MIN_TEXT, INK, BG, W - 2 * PAD, MIN_TEXT + 8, words=True
    )
    return tuple(ops), int(yy) + 4


@functools.lru_cache(maxsize=16)
def _key(removed: str, language: str) -> tuple[tuple[Op, ...], int]:
    ops: list[Op] = []
    x, yy = PAD, 2
    icon = 30
    keys: list[tuple[str, str]] = [
        ("lake", "cr.img.key.lake"),
        ("swap", "cr.img.key.swap"),
        ("purple", "cr.img.key.purple"),
        ("symbol", "cr.img.key.symbol"),
        ("empty", "cr.img.key.empty"),
    ]
    if removed:
        keys.append(("", "cr.img.removed"))
    for what, key in keys:
        word = _t(key, language, railroad=rail_name(removed, language))
        w = text_size(word, "regular", MIN_TEXT)[0] + (icon + 8 if what else 0)
        if x + w > W - PAD:
            x, yy = PAD, yy + icon + 10
        if what:
            ops += _key_icon(what, x + icon / 2, yy + icon / 2, icon)
            x += icon + 8
        text = Text(x, yy + 2, word, "regular", MIN_TEXT, MUTED, BG, "la", W - 2 * PAD)
        ops.append(("text", text))
        x += text_size(word, "regular", MIN_TEXT)[0] + 28
    return tuple(ops), int(yy + icon + 12)


def _key_icon(what: str, cx: float, cy: float, size: int) -> list[Op]:
    h = size / 2
    if what == "empty":
        return [("rect", (cx - h, cy - h, cx + h, cy + h), WHITE, EDGE, 2, 3)]
    if what == "symbol":
        fill = rail_info("orange")[0]
        return [
            ("disc", (cx - h, cy - h, cx + h, cy + h), fill, INK, 2),
            ("star", cx, cy, h * 0.72, text_on(fill)),
        ]
    pts = tuple((cx + dx, cy + dy) for dx, dy in _outline(h + 1, "F"))
    ops: list[Op] = [("poly", pts, FEATURE_FILL[what], EDGE, 1)]
    if what == "swap":
        ops += _swap_arrows(cx, cy, h * 0.6)
    elif what == "purple":
        inner = tuple((cx + dx, cy + dy) for dx, dy in _outline(h - 3, "F"))
        ops.append(("poly", inner, None, WHITE, 2))
    else:
        ops.append(("line", ((cx - h * 0.6, cy), (cx + h * 0.6, cy)), WHITE, 3))
    return ops


def board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
    frame: Frame | None = None,
) -> Page:
    """The board image: caption, map, Shares cards, players, discards and key. `frame` is the
    map's frame with its static operations already made (cached by the drawing)."""
    blocks = [caption_block(view, caption, names, language, 0)]
    y = blocks[0].height + 4
    if frame is None:
        frame = Frame(view["map"]["hexes"])
        map_static(view, frame, _t("cr.img.city", language))
    frame.dynamic_ops = []
    map_dynamic(view, frame, previous)
    map_at = y
    y += frame.height + 12
    shares = shares_blocks(view, language, y)
    blocks += shares
    y += max((b.height for b in shares), default=0) + 8
    for p in view.get("order", view["players"]):
        seat = seat_block(view, p, names, language, y)
        blocks += seat
        y += seat[0].height
    foot = foot_blocks(view, language, y)
    blocks += foot
    y = foot[-1].y + foot[-1].height
    return Page(y, blocks, map_at, frame)


# ----------------------------------------------------------------------------- scores page
def scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Page:
    """Final scores: each railroad's value broken down, then each player's shares and points."""
    rails = list(view["railroads"])
    order = sorted(view["players"], key=lambda p: -view["scores"][p])
    breakdown = view["score_breakdown"]
    winner = (view.get("winners") or [None])[0]
    title = _t("cr.img.scores.title", language, name=player_name(names, winner))
    ops, y = paragraph(title, PAD, 14, "bold", 34, INK, BG, W - 2 * PAD, 42)
    blocks = [Block(0, int(y), tuple(ops), cached=False)]
    y += 10
    # The railroads' table.
    cols = (PAD, 330, 540, 750, 960, W - PAD)
    heads = ["railroad", "empty", "purple", "symbols", "value"]
    ops = []
    bottom = 0.0
    for i, head in enumerate(heads):
        more, b = paragraph(
            _t(f"cr.img.scores.{head}", language),
            cols[i],
            0,
            "bold",
            MIN_TEXT,
            MUTED,
            BG,
            cols[i + 1] - cols[i] - 12,
            MIN_TEXT + 6,
        )
        ops += more
        bottom = max(bottom, b)
    yy = bottom + 8
    for r in rails:
        rr = view["railroads"][r]
        fill = hex_rgb(rr["color"])
        ops.append(("cube", PAD + 15, round(yy + 15), 28, fill, r))
        cells = [
            rail_name(r, language),
            str(rr["empty_boxes"]),
            f"{rr['purple_hexes']} = +{2 * rr['purple_hexes']}",
            f"{rr['symbol_hexes']} = +{5 * rr['symbol_hexes']}",
            str(rr["value"]),
        ]
        for i, cell in enumerate(cells):
            x = cols[i] + (40 if i == 0 else 0)
            kind = "bold" if i in (0, 4) else "regular"
            ops.append(
                (
                    "text",
                    Text(
                        x,
                        yy + 2,
                        cell,
                        kind,
                        30 if i == 4 else 28,
                        INK,
                        BG,
                        "la",
                        cols[i + 1] - x - 12,
                    ),
                )
            )
        yy += 44
    blocks.append(Block(int(y), int(yy) + 8, tuple(ops)))
    y += yy + 16
    dividend = bool((view.get("options") or {}).get("final_dividend"))
    held = {r: sum(breakdown[p]["railroads"][r]["shares"] for p in view["players"]) for r in rails}
    key = "cr.img.scores.players.dividend" if dividend else "cr.img.scores.players"
    ops, yy = paragraph(
        _t(key, language), PAD, 0, "bold", MIN_TEXT, MUTED, BG, W - 2 * PAD, MIN_TEXT + 6
    )
    blocks.append(Block(int(y), int(yy) + 6, tuple(ops)))
    y += yy + 10
    for p in order:
        block = _score_row(view, p, names, language, rails, held, dividend, p == winner)
        blocks.append(Block(int(y), block[1], block[0]))
        y += block[1]
    return Page(int(y) + 8, blocks)


def _score_row(
    view: Mapping[str, Any],
    p: str,
    names: Mapping[str, str] | None,
    language: str,
    rails: list[str],
    held: Mapping[str, int],
    dividend: bool,
    winner: bool,
) -> tuple[tuple[Op, ...], int]:
    b = view["score_breakdown"][p]
    face = GOLDEN if winner else WHITE
    total = _t("cr.img.points", language, points=b["total"])
    total_w = text_size(total, "bold", 36)[0]
    inner = W - 2 * PAD - 28
    ops: list[Op] = []
    name = player_name(names, p)
    size = 30 if fits(name, "bold", 30, inner - total_w - 20) else 28
    more, yy = paragraph(
        name, PAD + 14, 10, "bold", size, INK, face, inner - total_w - 20, size + 6
    )
    ops += more
    ops.append(("text", Text(W - PAD - 14, 6, total, "bold", 36, INK, face, "ra")))
    yy = max(yy, 50) + 2
    col = inner / max(1, len(rails))
    bottom = yy
    for i, r in enumerate(rails):
        row = b["railroads"][r]
        if not row["shares"]:
            continue
        x = PAD + 14 + i * col
        ops.append(("cube", round(x + 14), round(yy + 15), 28, rail_info(r)[0], r))
        shares = f"{row['shares']}/{held[r]}" if dividend else str(row["shares"])
        text = f"{shares}×{row['value']}={row['points']}"
        kind = fit_kind(text, "bold", MIN_TEXT, col - 48)
        ops.append(("text", Text(x + 36, yy + 2, text, kind, MIN_TEXT, INK, face, "la", col - 44)))
        detail = _t("cr.img.scores.detail", language, cubes=row["cubes"], cards=row["cards"])
        more, b2 = paragraph(
            detail, x, yy + 38, "regular", MIN_TEXT, MUTED, face, col - 10, MIN_TEXT + 4
        )
        ops += more
        bottom = max(bottom, b2)
    height = int(bottom) + 10
    return (("rect", (PAD, 0, W - PAD, height), face, CARD_EDGE, 2, 10), *ops), height + 10


def all_texts(pages: Iterable[Page]) -> list[Text]:
    return [text for page in pages for text in page.texts()]
