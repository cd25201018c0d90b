"""Card Rails' map laid out, without drawing: the table's frame (hex coordinates to pixels, the
map's size), the cards, hexes, symbols and rulers that change only when a card is played
(`map_static`), and per image the cubes, the names of the hexes a cube could go into and the
last turn's highlights (`map_dynamic`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from render.cardrails_page import (
    CARD_EDGE,
    CITY,
    EDGE,
    FACE,
    FEATURE_FILL,
    HIGHLIGHT,
    LAND,
    MAX_MAP_H,
    MAX_S,
    MIN_S,
    MIN_TEXT,
    MUTED,
    OPEN,
    PAD,
    RULER,
    SHADOW,
    SQ3,
    TABLE,
    WHITE,
    Box,
    Op,
    Point,
    Text,
    W,
    fit_kind,
    fits,
    symbol_ops,
    text_on,
)
from render.common import RGB, hex_rgb, text_size


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
        return tuple((cx + dx, cy + dy) for dx, dy in hex_outline(self.s - inset, part))

    def card_box(self, x: int, y: int) -> Box:
        x0, y0 = self.centre(x - 2, y - 1)
        x1, y1 = self.centre(x + 2, y + 3)
        return (x0, y0, x1, y1)


def _ruler_col(c: int) -> str:
    return f"E{c}" if c > 0 else f"W{-c}" if c < 0 else "0"


def _ruler_row(k: int) -> str:
    return f"S{k}" if k > 0 else f"N{-k}" if k < 0 else "0"


@functools.lru_cache(maxsize=64)
def hex_outline(s: float, part: str) -> tuple[Point, ...]:
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
            ops += swap_arrows(cx, cy - 0.45 * s, 0.34 * s)
        elif h["whole"] and h["feature"] == "purple":
            ops.append(("poly", f.polygon(h["x"], h["y"], "F", inset=5), None, WHITE, 2))
        for part in h["parts"]:
            if part["feature"] == "symbol" and part["railroad"]:
                bx, by = _badge_at(f, h, part["part"])
                fill, pattern = rail_info(part["railroad"])
                ops += symbol_ops(bx, by, 0.24 * s, fill, pattern)
    city = [f.centre(h["x"], h["y"]) for h in view["map"]["hexes"] if h["feature"] == "city"]
    if city and city_word:
        mx = sum(p[0] for p in city) / len(city)
        my = sum(p[1] for p in city) / len(city)
        size = max(MIN_TEXT, min(int(s * 0.6), 40))
        kind = fit_kind(city_word, "bold", size, 2.6 * s)
        ops.append(("text", Text(mx, my, city_word, kind, size, WHITE, CITY, "mm", 0)))
    if rulers:
        _rulers(f)


def swap_arrows(cx: float, cy: float, half: float) -> list[Op]:
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
        top = f.top - f.band + 4 + line * (size + 6)  # the band above the map's top
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
