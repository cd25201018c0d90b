"""Card Rails' map of a decision's options, laid out: the map's rows where the options lie (the
board's cached layer, widened to hold the outlines of the places the chosen card may go), each
place for the card outlined, and a badge per option: a build's badge shows its railroad's cube
and its code, a place's badge its number and the sides offered (A as printed, B turned).
Badges never cover one another (`render/options.place_badges`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from engine.cardrails.cards import footprint, parse_label
from render.cardrails_map import Frame, rail_info
from render.cardrails_page import CITY, EDGE, INK, LAND, PAD, WHITE, Op, Text, W
from render.common import text_size
from render.legible import min_text_size
from render.options import Badge, Spot, Wanted, place_badges, zoom

BADGE_TEXT = min_text_size(W, "bold")  # capitals >= 9 px at the 430 px a phone shows
NAME_TEXT = min_text_size(W, "condensed")  # a hex's name
BADGE_H = BADGE_TEXT + 12
CUBE = 24
OUTLINE: tuple[int, int, int] = (33, 29, 26)
ZOOM = 2.0  # options close together are shown up to this much larger than on the board
MAX_H = 1100  # the tallest the map part of a picture gets


@dataclass
class Crop:
    """The map part of the picture: which part of which layer, how much enlarged, and what
    goes on it (in the picture's pixels)."""

    view: Mapping[str, Any]
    key: tuple[Any, ...]
    language: str
    box: tuple[int, int, int, int]  # the part of the layer shown
    size: tuple[int, int]  # its size on the picture
    ops: tuple[Op, ...] = ()
    badges: list[Badge] = field(default_factory=list)
    texts: list[tuple[str, int, tuple[float, float, float, float]]] = field(default_factory=list)

    @property
    def height(self) -> int:
        return self.size[1]

    def image(self) -> Image.Image:
        from render.cardrails import _LOCK
        from render.cardrails import _layer as board_layer

        if self.key[0] == "board":
            layer = board_layer(self.view, self.language)
        else:
            layer = _layer(self.view, self.key, self.language)
        with _LOCK:
            part = layer.with_cubes(self.view).crop(self.box)
        if part.size == self.size:
            return part
        return part.resize(self.size, Image.Resampling.NEAREST)


# The option maps' layers: the board's map with room for the places a card may go, per set of
# cards (and that room), kept like the board's own (a turn's prompts share one).
_LAYERS: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
LAYERS_KEPT = 6
_KEYS_LOCK = threading.Lock()


def _layer(view: Mapping[str, Any], key: tuple[Any, ...], language: str) -> Any:
    from render.cardrails import _Layer

    with _KEYS_LOCK:
        layer = _LAYERS.get(key)
        if layer is not None:
            _LAYERS.move_to_end(key)
            return layer
    corners = key[-2]
    hexes = list(view["map"]["hexes"]) + [
        {"hex": "", "x": x, "y": y, "whole": False, "feature": None, "parts": [], "cube": None}
        for x, y in corners
    ]
    wide = {**view, "map": {**view["map"], "hexes": hexes}}
    layer = _Layer(wide, language)
    with _KEYS_LOCK:
        _LAYERS[key] = layer
        while len(_LAYERS) > LAYERS_KEPT:
            _LAYERS.popitem(last=False)
    return layer


def _extent(view: Mapping[str, Any], cells: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Two corner cells that widen the map to hold `cells` (none when it already does)."""
    xs = [h["x"] for h in view["map"]["hexes"]]
    ys = [h["y"] for h in view["map"]["hexes"]]
    if not cells or (
        min(c[0] for c in cells) >= min(xs)
        and max(c[0] for c in cells) <= max(xs)
        and min(c[1] for c in cells) >= min(ys)
        and max(c[1] for c in cells) <= max(ys)
    ):
        return ()
    lo = (min(min(xs), *(c[0] for c in cells)), min(min(ys), *(c[1] for c in cells)))
    hi = (max(max(xs), *(c[0] for c in cells)), max(max(ys), *(c[1] for c in cells)))
    return (lo, hi)


def _frame(view: Mapping[str, Any], corners: tuple[tuple[int, int], ...]) -> Frame:
    hexes = list(view["map"]["hexes"]) + [{"x": x, "y": y} for x, y in corners]
    return Frame(hexes)


def option_map(view: Mapping[str, Any], options: Sequence[tuple[str, Spot]], language: str) -> Crop:
    """The options on the map, laid out (badges in the crop's pixels)."""
    places: dict[str, list[str]] = {}
    builds: list[tuple[str, Spot]] = []
    for code, spot in options:
        if spot.place[0] == "card":
            places.setdefault(str(spot.place[1]), []).append(code)
        else:
            builds.append((code, spot))
    cells: list[tuple[int, int]] = []
    for at in places:
        h = parse_label(at)
        if h is not None:
            cells += [(h[0] + dc, h[1] + dr) for _, dc, dr, _ in footprint(0)]
    corners = _extent(view, cells)
    cards = tuple((c["card"], c["x"], c["y"], c["rotation"]) for c in view["map"]["cards"])
    colours = tuple((r, rr["color"]) for r, rr in view["railroads"].items())
    key: tuple[Any, ...] = (cards, colours, corners, language)
    f = _layer(view, key, language).frame if corners else _board_frame(view, language)
    if not corners:
        key = ("board", *key)
    wanted, boxes = _wanted(f, builds, places)
    return _cropped(view, key, language, f, wanted, boxes)


def _board_frame(view: Mapping[str, Any], language: str) -> Frame:
    from render.cardrails import _layer as board_layer

    frame: Frame = board_layer(view, language).frame
    return frame


def _wanted(
    f: Frame, builds: list[tuple[str, Spot]], places: dict[str, list[str]]
) -> tuple[list[Wanted], list[tuple[float, float, float, float]]]:
    """The badges to place (builds first, each on its hex; then the places, each in the middle
    of its outline), and the outlines."""
    wanted: list[Wanted] = []
    for code, spot in builds:
        h = parse_label(str(spot.place[1]))
        if h is None:
            continue
        tw, _ = text_size(code, "bold", BADGE_TEXT)
        rail = str(spot.place[2]) if len(spot.place) > 2 else ""
        wanted.append(Wanted((code,), f.centre(*h), 12 + CUBE + 6 + tw, BADGE_H, ("build", rail)))
    outlines = []
    for at, codes in places.items():
        h = parse_label(at)
        if h is None:
            continue
        box = f.card_box(h[0], h[1] + 0)
        outlines.append(box)
        text = _place_text(codes)
        tw, _ = text_size(text, "bold", BADGE_TEXT)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        wanted.append(Wanted(tuple(codes), centre, tw + 18, BADGE_H, ("place", text)))
    # Each build hex's name, as the picker's texts give it, placed after the options.
    for name in dict.fromkeys(str(spot.place[1]) for _, spot in builds):
        h = parse_label(name)
        if h is not None:
            tw, _ = text_size(name, "condensed", NAME_TEXT)
            wanted.append(Wanted((), f.centre(*h), tw + 12, NAME_TEXT + 8, ("name", name)))
    return wanted, outlines


def _place_text(codes: list[str]) -> str:
    """ "14 A/B": the place's number and the sides offered."""
    number = codes[0].rstrip("ABab")
    sides = [c[len(number) :] for c in codes]
    return f"{number} {'/'.join(sides)}" if any(sides) else number


def _cropped(
    view: Mapping[str, Any],
    key: tuple[Any, ...],
    language: str,
    f: Frame,
    wanted: list[Wanted],
    outlines: list[tuple[float, float, float, float]],
) -> Crop:
    """The part of the map holding every option with room around it, enlarged when the
    options lie close together."""
    s = f.s
    # Room around every option, and at least a few cards' width of the map around them all.
    room = [(x - 2.4 * s, y - 2 * s, x + 2.4 * s, y + 2 * s) for x, y in (w.anchor for w in wanted)]
    cx = sum((b[0] + b[2]) / 2 for b in room) / len(room)
    cy = sum((b[1] + b[3]) / 2 for b in room) / len(room)
    room.append((cx - 8 * s, cy - 4 * s, cx + 8 * s, cy + 4 * s))
    room += [(x0 - s, y0 - s, x1 + s, y1 + s) for x0, y0, x1, y1 in outlines]
    (left, top, right, bottom), k = zoom(room, (0, 0, W, f.height), W, MAX_H, ZOOM)
    box = (round(left), round(top), round(right), round(bottom))
    size = (round((box[2] - box[0]) * k), round((box[3] - box[1]) * k))

    def at(x: float, y: float) -> tuple[float, float]:
        return ((x - box[0]) * k, (y - box[1]) * k)

    moved = [Wanted(w.codes, at(*w.anchor), w.width, w.height, w.payload) for w in wanted]
    avoid = [(x - 8, y - 8, x + 8, y + 8) for x, y in (w.anchor for w in moved)]
    badges = place_badges(moved, (PAD, 2, size[0] - PAD, size[1] - 2), avoid)
    ops: list[Op] = []
    for x0, y0, x1, y1 in outlines:
        ops.append(("rect", (*at(x0, y0), *at(x1, y1)), None, OUTLINE, 3, 0))
    texts = []
    for badge in badges:
        ops += _badge_ops(badge)
        font = NAME_TEXT if badge.payload[0] == "name" else BADGE_TEXT
        texts.append((_badge_text(badge), font, badge.box))
    return Crop(view, key, language, box, size, tuple(ops), badges, texts)


def _badge_text(badge: Badge) -> str:
    kind, extra = badge.payload
    return badge.codes[0] if kind == "build" else str(extra)


def _badge_ops(badge: Badge) -> list[Op]:
    x0, y0, x1, y1 = badge.box
    ax, ay = badge.anchor
    kind, extra = badge.payload
    ops: list[Op] = []
    if badge.moved:
        # A leader from the badge to its place, ending in a dot on the place.
        nx, ny = min(max(ax, x0), x1), min(max(ay, y0), y1)
        ops.append(("line", ((nx, ny), (ax, ay)), INK, 3))
        ops.append(("disc", (ax - 5, ay - 5, ax + 5, ay + 5), INK, INK, 1))
    box = (round(x0), round(y0), round(x1), round(y1))
    if kind == "name":  # a hex's name: quiet, on the land's colour
        name = Text(
            box[0] + 6, (box[1] + box[3]) / 2, extra, "condensed", NAME_TEXT, INK, LAND, "lm"
        )
        return [*ops, ("rect", box, LAND, EDGE, 1, 4), ("text", name)]
    fill, ink = (CITY, WHITE) if kind == "place" else (WHITE, INK)
    ops.append(("rect", box, fill, INK, 2, 8))
    cy = (box[1] + box[3]) / 2
    if kind == "build":
        colour = rail_info(extra)[0]
        ops.append(("cube", box[0] + 6 + CUBE // 2, round(cy), CUBE, colour, extra))
        tx = box[0] + 6 + CUBE + 6
    else:
        tx = box[0] + 9
    text = _badge_text(badge)
    ops.append(("text", Text(tx, cy, text, "bold", BADGE_TEXT, ink, fill, "lm", 0)))
    return ops
