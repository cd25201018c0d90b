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
from render.cardrails_map import Frame, cube_op, map_static, rail_info
from render.cardrails_page import CITY, EDGE, INK, LAND, PAD, WHITE, Op, Text, W
from render.common import catalog_text, text_size
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
    """The map part of the picture: which part of the map's frame (the board's, or one widened
    for the places a card may go), how much enlarged, and what goes on it (in the picture's
    pixels)."""

    view: Mapping[str, Any]
    frame: Frame
    language: str
    box: tuple[int, int, int, int]  # the part of the frame shown
    size: tuple[int, int]  # its size on the picture
    ops: tuple[Op, ...] = ()
    badges: list[Badge] = field(default_factory=list)
    texts: list[tuple[str, int, tuple[float, float, float, float]]] = field(default_factory=list)

    @property
    def height(self) -> int:
        return self.size[1]

    def image(self) -> Image.Image:
        """The map's part drawn at the picture's own size: only that part, sharp, with no map
        layer drawn whole first and no resizing (a turn's option maps rarely share one)."""
        from render.cardrails import _PaletteSurface
        from render.cardrails_page import TABLE
        from render.cardrails_pieces import flat_palette, ink

        f = _scaled(self.frame, self.box, self.size[0] / max(1, self.box[2] - self.box[0]))
        shown = _shown(self.view, self.frame, self.box)
        map_static(shown, f, catalog_text("cr.img.city", self.language))
        img = Image.new("P", self.size, ink(TABLE))  # the table, as its first op draws it
        img.putpalette(flat_palette())
        surface = _PaletteSurface(img)
        surface.run([op for op in f.static_ops[1:] if op[0] != "text" or _inside(op[1], img.size)])
        surface.run([cube_op(f, h) for h in shown["map"]["hexes"] if h["cube"]])
        return img


def _shown(view: Mapping[str, Any], f: Frame, box: tuple[int, int, int, int]) -> dict[str, Any]:
    """The view with only the cards and hexes that reach into `box` (and the whole Starting
    City, whose word goes in its middle): the rest would be drawn off the picture."""
    m = 1.2 * f.s
    x0, y0, x1, y1 = box[0] - m, box[1] - m, box[2] + m, box[3] + m

    def near(x: float, y: float) -> bool:
        return x0 <= x <= x1 and y0 <= y <= y1

    hexes = [
        h for h in view["map"]["hexes"] if h["feature"] == "city" or near(*f.centre(h["x"], h["y"]))
    ]
    cards = []
    for c in view["map"]["cards"]:
        cx0, cy0, cx1, cy1 = f.card_box(c["x"], c["y"])
        if cx0 <= x1 and cx1 >= x0 and cy0 <= y1 and cy1 >= y0:
            cards.append(c)
    return {**view, "map": {**view["map"], "hexes": hexes, "cards": cards}}


def _inside(text: Text, size: tuple[int, int]) -> bool:
    """Whether a text lies whole on the picture (a ruler half out of the part shown is left
    out rather than cut)."""
    x0, y0, x1, y1 = text.box
    return x0 >= 0 and y0 >= 0 and x1 <= size[0] and y1 <= size[1]


def _scaled(f: Frame, box: tuple[int, int, int, int], k: float) -> Frame:
    """The frame of `box`'s part of the map, enlarged `k` times: the same map, drawn straight
    at the picture's size (the rulers' bands keep their text size)."""
    out = object.__new__(Frame)
    out.__dict__.update(f.__dict__)
    # Where the map's cells land is exact to the badges' sub-pixel (the frame's top: a float).
    out.__dict__.update(
        s=f.s * k,
        left=(f.left - box[0]) * k,
        top=(f.top - box[1]) * k,
        w=f.w * k,
        h=round(f.h * k),
        height=round((f.height - box[1]) * k),
    )
    out.static_ops, out.dynamic_ops, out.mark_ops, out.cube_ops, out.label_ops = [], [], [], [], []
    out.highlighted = []
    return out


# The option maps' frames: the board's, or widened to hold the outlines of the places a card
# may go (per set of cards and that room); cheap, kept for the few prompts of a turn.
_FRAMES: OrderedDict[tuple[Any, ...], Frame] = OrderedDict()
FRAMES_KEPT = 16
_KEYS_LOCK = threading.Lock()


def _frame(view: Mapping[str, Any], corners: tuple[tuple[int, int], ...]) -> Frame:
    cards = tuple((c["card"], c["x"], c["y"], c["rotation"]) for c in view["map"]["cards"])
    key = (cards, len(view["map"]["hexes"]), corners)
    with _KEYS_LOCK:
        frame = _FRAMES.get(key)
        if frame is not None:
            _FRAMES.move_to_end(key)
            return frame
    frame = Frame(list(view["map"]["hexes"]) + [{"x": x, "y": y} for x, y in corners])
    with _KEYS_LOCK:
        _FRAMES[key] = frame
        while len(_FRAMES) > FRAMES_KEPT:
            _FRAMES.popitem(last=False)
    return frame


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
    f = _frame(view, _extent(view, cells))
    wanted, boxes = _wanted(f, builds, places)
    return _cropped(view, f, language, wanted, boxes)


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
    f: Frame,
    language: str,
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
    # Every leader first, then every badge: a leader or its dot never lies over a badge's code.
    ops += [op for badge in badges for op in _leader_ops(badge)]
    texts = []
    for badge in badges:
        ops += _badge_ops(badge)
        font = NAME_TEXT if badge.payload[0] == "name" else BADGE_TEXT
        texts.append((_badge_text(badge), font, badge.box))
    return Crop(view, f, language, box, size, tuple(ops), badges, texts)


def _badge_text(badge: Badge) -> str:
    kind, extra = badge.payload
    return badge.codes[0] if kind == "build" else str(extra)


def _leader_ops(badge: Badge) -> list[Op]:
    """A moved badge's leader to its place, ending in a dot on the place."""
    if not badge.moved:
        return []
    x0, y0, x1, y1 = badge.box
    ax, ay = badge.anchor
    nx, ny = min(max(ax, x0), x1), min(max(ay, y0), y1)
    return [
        ("line", ((nx, ny), (ax, ay)), INK, 3),
        ("disc", (ax - 5, ay - 5, ax + 5, ay + 5), INK, INK, 1),
    ]


def _badge_ops(badge: Badge) -> list[Op]:
    x0, y0, x1, y1 = badge.box
    kind, extra = badge.payload
    ops: list[Op] = []
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


def warm_up(city_word: str) -> None:
    """Draw once what option maps draw at sizes and places that vary with the part shown: each
    railroad's cube at every size a map can give it, hexes' names (their badges), the rulers'
    names and the Starting City's word (in one language) at its sizes."""
    from engine.cardrails.cards import load_cards
    from render.cardrails_map import _ruler_col, _ruler_row
    from render.cardrails_page import MAX_S, MIN_S, MIN_TEXT, RULER, TABLE
    from render.cardrails_pieces import cube_sprite, palette_text

    for r in load_cards().railroads:
        for size in range(round(MIN_S * 0.62), round(MAX_S * ZOOM * 0.62) + 1):
            cube_sprite(r, size, rail_info(r)[0])
    # Rasterized and measured (the layout measures what it places).
    for k in range(-10, 11):
        for name in (_ruler_col(k), _ruler_row(k)):
            palette_text(name, "condensed", MIN_TEXT, RULER, TABLE)
            text_size(name, "condensed", MIN_TEXT)
        for j in range(-10, 11):
            name = (f"E{k}" if k > 0 else f"W{-k}" if k < 0 else "") + (
                f"S{j}" if j > 0 else f"N{-j}" if j < 0 else ""
            )
            palette_text(name or "0", "condensed", NAME_TEXT, INK, LAND)
            text_size(name or "0", "condensed", NAME_TEXT)
    for size in range(MIN_TEXT, 41):
        for kind in ("bold", "condensed"):
            palette_text(city_word, kind, size, WHITE, CITY)
            text_size(city_word, kind, size)
