"""Card Rails board images, drawn from the spectator view only.

The map on top (every placed card outlined; whole and open 1/2 hexes; lakes, swaps, purple and
symbol hexes; cubes in railroad colours and patterns; every hex's name), the Shares cards, the
players and the discards below. The last turn's card and cubes are outlined in magenta. Sizes are
chosen so that at Discord's phone preview (430 px wide) a hex name is still >= 8 px tall.

Speed: what the map shows that depends only on the cards on it is drawn once in RGB and mapped
onto the fixed palette (`_MapLayer`, kept for the last few card sets: the map only grows); each
image pastes it and draws the cubes, the highlights and the panel straight onto the palette
image (`_PaletteSurface`: cached text and cube sprites, the palette's exact colours).
`_draw_board_rgb` draws the same image the plain way; the tests compare the two.

Every word drawn comes from the game's catalogs (`cogs/cardrails/locales/`) in the requested
language; card ids, hex names and the railroads' letters are identifiers and stay as they are.
The map layers are kept per language (the Starting City carries a word).
"""

from __future__ import annotations

import functools
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from bot.i18n import join, t
from engine.cardrails.game import MAX_SHARE_CUBES
from render.common import RGB, blend, draw_text, drawable, font, hex_rgb, text_size

W = 1200
PAD = 16
LABEL_SIZE = 24  # 24 px x 430/1200 = 8.6 px on a phone
MAX_S = 46.0  # hex size (centre to corner) when the map is small
MIN_S = 30.0
SQ3 = math.sqrt(3)

BG: RGB = (247, 243, 234)
TABLE: RGB = (214, 222, 210)
LAND: RGB = (255, 251, 240)
OPEN: RGB = (232, 226, 212)
EDGE: RGB = (150, 140, 125)
CARD_EDGE: RGB = (60, 55, 50)
LAKE: RGB = (92, 150, 222)
SWAP: RGB = (214, 52, 44)
PURPLE: RGB = (128, 70, 180)
CITY: RGB = (80, 80, 92)
INK: RGB = (33, 29, 26)
MUTED: RGB = (105, 98, 90)
WHITE: RGB = (255, 255, 255)
HIGHLIGHT: RGB = (255, 0, 200)

FEATURE_FILL = {"lake": LAKE, "swap": SWAP, "purple": PURPLE, "city": CITY}
FEATURE_MARK = {"lake": "~", "swap": "⇄", "purple": "+2", "city": ""}


def _t(key: str, language: str, **args: Any) -> str:
    """Catalog message `key` in `language` (bot.i18n.t), remembered: the panel's texts repeat
    from one image to the next, and formatting numbers the language's way costs more than
    drawing them."""
    return _message(key, language, tuple(sorted(args.items())))


@functools.lru_cache(maxsize=4096)
def _message(key: str, language: str, args: tuple[tuple[str, Any], ...]) -> str:
    return t(key, language, **dict(args))


def _text_on(fill: RGB) -> RGB:
    return INK if sum(fill) > 450 else WHITE


def _safe(name: str, limit: int = 16) -> str:
    """A member-chosen name made safe to draw: printable characters only, not too long."""
    return drawable(name, limit) or "?"


def _name(names: Mapping[str, str] | None, pid: str | None) -> str:
    if pid is None:
        return "?"
    return _safe(str((names or {}).get(pid, pid)))


# ----------------------------------------------------------------------------- geometry
class _Frame:
    """Maps hex coordinates to pixels for one image."""

    def __init__(self, view: Mapping[str, Any], top: int, min_s: float = MIN_S) -> None:
        hexes = view["map"]["hexes"]
        xs = [h["x"] for h in hexes] or [0]
        ys = [h["y"] for h in hexes] or [0]
        self.x0, self.y0 = min(xs), min(ys)
        span_x = (max(xs) - self.x0) * 1.5 + 2.0  # in hex sizes
        span_y = (max(ys) - self.y0) * SQ3 / 2 + SQ3
        self.s = max(min_s, min(MAX_S, (W - 2 * PAD) / span_x))
        self.w = span_x * self.s
        self.h = int(span_y * self.s)
        self.left = (W - self.w) / 2
        self.top = top

    def moved(self, dy: int) -> _Frame:
        """The same frame drawn `dy` pixels lower (into a band cut from the image)."""
        out = object.__new__(_Frame)
        out.__dict__.update(self.__dict__)
        out.top = self.top + dy
        return out

    def centre(self, x: int, y: int) -> tuple[float, float]:
        s = self.s
        return (
            self.left + s + (x - self.x0) * 1.5 * s,
            self.top + SQ3 / 2 * s + (y - self.y0) * SQ3 / 2 * s,
        )

    def polygon(self, x: int, y: int, part: str, inset: float = 0.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(x, y)
        return [(cx + dx, cy + dy) for dx, dy in _outline(self.s - inset, part)]

    def part_centre(self, x: int, y: int, part: str) -> tuple[float, float]:
        cx, cy = self.centre(x, y)
        d = self.s * 0.5
        return {
            "E": (cx + d, cy),
            "W": (cx - d, cy),
            "N": (cx, cy - d * 0.8),
            "S": (cx, cy + d * 0.8),
        }.get(part, (cx, cy))

    def card_box(self, x: int, y: int) -> tuple[float, float, float, float]:
        x0, y0 = self.centre(x - 2, y - 1)
        x1, y1 = self.centre(x + 2, y + 3)
        return (x0, y0, x1, y1)


@functools.lru_cache(maxsize=64)
def _outline(s: float, part: str) -> tuple[tuple[float, float], ...]:
    """A hex's outline (or the part of it a card holds) around its centre, hex size s."""
    hh = SQ3 / 2 * s
    return {
        "F": ((s, 0.0), (s / 2, hh), (-s / 2, hh), (-s, 0.0), (-s / 2, -hh), (s / 2, -hh)),
        "E": ((0.0, -hh), (s / 2, -hh), (s, 0.0), (s / 2, hh), (0.0, hh)),
        "W": ((0.0, -hh), (-s / 2, -hh), (-s, 0.0), (-s / 2, hh), (0.0, hh)),
        "N": ((-s, 0.0), (-s / 2, -hh), (s / 2, -hh), (s, 0.0)),
    }.get(part, ((-s, 0.0), (-s / 2, hh), (s / 2, hh), (s, 0.0)))


# ----------------------------------------------------------------------------- pieces
def _rail_fill(view: Mapping[str, Any], r: str) -> RGB:
    return hex_rgb(view["railroads"][r]["color"]) if r in view["railroads"] else _other_fill(r)


@functools.cache
def _other_fill(r: str) -> RGB:
    from engine.cardrails.cards import load_cards

    rr = load_cards().railroads.get(r)
    return hex_rgb(rr.color) if rr else MUTED


@functools.cache
def _rail_info(r: str) -> tuple[str, str]:
    from engine.cardrails.cards import load_cards

    rr = load_cards().railroads.get(r)
    return (rr.letter, rr.pattern) if rr else ("?", "solid")


def _cube(d: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: RGB, r: str) -> None:
    """A cube: the railroad's colour and its pattern, so colour-blind players can tell them."""
    h = size / 2
    box = (cx - h, cy - h, cx + h, cy + h)
    d.rounded_rectangle(box, radius=max(2, size / 6), fill=fill, outline=INK, width=2)
    pattern = _rail_info(r)[1]
    mark = _text_on(fill)
    q = size / 4.5
    if pattern == "dot":
        d.ellipse((cx - q, cy - q, cx + q, cy + q), fill=INK)
    elif pattern == "stripe":
        d.rectangle((cx - h + 3, cy - q / 1.6, cx + h - 3, cy + q / 1.6), fill=WHITE)
    elif pattern == "ring":
        d.ellipse((cx - q * 1.3, cy - q * 1.3, cx + q * 1.3, cy + q * 1.3), outline=WHITE, width=3)
    elif pattern == "cross":
        d.line((cx - q, cy - q, cx + q, cy + q), fill=mark, width=3)
        d.line((cx - q, cy + q, cx + q, cy - q), fill=mark, width=3)


def _badge(surface: _Surface, cx: float, cy: float, rad: float, r: str, fill: RGB) -> None:
    """A railroad symbol: a disc in its colour carrying its letter."""
    surface.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=fill, outline=INK, width=2)
    letter = _rail_info(r)[0]
    surface.text((cx, cy), letter, "bold", int(rad * 1.3), _text_on(fill), anchor="mm", bg=fill)


# ----------------------------------------------------------------------------- surfaces
Box = tuple[float, float, float, float]


class _Surface:
    """Drawing onto an RGB image, as plainly as possible (the reference drawing)."""

    def __init__(self, img: Image.Image) -> None:
        self.img = img
        self.d = ImageDraw.Draw(img)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        kind: str,
        size: int,
        fill: RGB,
        anchor: str = "la",
        bg: RGB = BG,
        halo: RGB | None = None,
    ) -> None:
        draw_text(self.img, xy, text, kind, size, fill, anchor=anchor, halo=halo)

    def cube(self, cx: float, cy: float, size: float, fill: RGB, r: str) -> None:
        _cube(self.d, cx, cy, size, fill, r)

    def rect(
        self, box: Box, fill: RGB | None = None, outline: RGB | None = None, width: int = 1
    ) -> None:
        self.d.rectangle(box, fill=fill, outline=outline, width=width)

    def polygon(
        self,
        pts: Sequence[tuple[float, float]],
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: int = 1,
    ) -> None:
        self.d.polygon(pts, fill=fill, outline=outline, width=width)

    def ellipse(self, box: Box, fill: RGB, outline: RGB, width: int) -> None:
        self.d.ellipse(box, fill=fill, outline=outline, width=width)

    def line(self, xy: Box, fill: RGB, width: int) -> None:
        self.d.line(xy, fill=fill, width=width)

    def row(
        self,
        row: tuple[Any, ...],
        y: int,
        height: int,
        draw: Callable[[_Surface, int, tuple[Any, ...]], None],
    ) -> None:
        """A panel row on the background, all of whose looks are in `row`."""
        draw(self, y, row)


class _PaletteSurface(_Surface):
    """Drawing straight onto the palette image: shapes in the palette's own colours (they are
    not antialiased, so this is exact), text and cubes pasted as cached sprites."""

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        kind: str,
        size: int,
        fill: RGB,
        anchor: str = "la",
        bg: RGB = BG,
        halo: RGB | None = None,
    ) -> None:
        # Drawn over `bg` into the sprite: the same pixels wherever the text lies on that
        # colour (elsewhere only its antialiased edge may differ by a shade).
        if not text:
            return
        x, y = _origin(xy, text, kind, size, anchor)
        sprite, mask, dx, dy = _text_sprite(text, kind, size, fill, bg, halo)
        _paste(self.img, sprite, mask, x + dx, y + dy)

    def cube(self, cx: float, cy: float, size: float, fill: RGB, r: str) -> None:
        # Cubes are centred on whole pixels (map and panel alike).
        sprite, mask, c = _cube_sprite(r, size, fill)
        _paste(self.img, sprite, mask, round(cx) - c, round(cy) - c)

    def rect(
        self, box: Box, fill: RGB | None = None, outline: RGB | None = None, width: int = 1
    ) -> None:
        self.d.rectangle(
            box,
            fill=None if fill is None else _ink(fill),
            outline=None if outline is None else _ink(outline),
            width=width,
        )

    def polygon(
        self,
        pts: Sequence[tuple[float, float]],
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: int = 1,
    ) -> None:
        self.d.polygon(
            pts,
            fill=None if fill is None else _ink(fill),
            outline=None if outline is None else _ink(outline),
            width=width,
        )

    def ellipse(self, box: Box, fill: RGB, outline: RGB, width: int) -> None:
        self.d.ellipse(box, fill=_ink(fill), outline=_ink(outline), width=width)

    def line(self, xy: Box, fill: RGB, width: int) -> None:
        self.d.line(xy, fill=_ink(fill), width=width)

    def row(
        self,
        row: tuple[Any, ...],
        y: int,
        height: int,
        draw: Callable[[_Surface, int, tuple[Any, ...]], None],
    ) -> None:
        # Most rows look the same from one image to the next: drawn once, pasted after.
        with _LOCK:
            strip = _ROWS.get(row)
            if strip is None:
                strip = _ROWS[row] = _palette_image((W, height))
                draw(_PaletteSurface(strip), 0, row)
                while len(_ROWS) > ROWS_KEPT:
                    _ROWS.popitem(last=False)
            else:
                _ROWS.move_to_end(row)
        self.img.paste(strip, (0, y))


_ROWS: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
ROWS_KEPT = 128
# The bot draws images in worker threads: the caches of rows and map layers (which change as
# cubes are added) are used under this lock.
_LOCK = threading.RLock()


# ----------------------------------------------------------------------------- map
def _highlights(
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


# The map's layers, each over the last: the table and every hex; the card outlines (the last
# turn's in magenta); per hex its feature mark, symbols, cube and highlight; the word CITY; the
# hex names over everything. `_draw_map` draws them all onto an RGB image; the fast path draws
# what depends only on the cards once (`_MapLayer`) and the rest onto the palette image.
def _ground(surface: _Surface, view: Mapping[str, Any], f: _Frame) -> None:
    surface.rect((0, f.top - 6, W, f.top + f.h + 6), fill=TABLE)
    for h in view["map"]["hexes"]:
        fill = FEATURE_FILL.get(h["feature"] or "", LAND) if h["whole"] else OPEN
        for part in h["parts"]:
            surface.polygon(f.polygon(h["x"], h["y"], part["part"]), fill=fill, outline=EDGE)


def _outlines(
    surface: _Surface, view: Mapping[str, Any], f: _Frame, cards_hl: set[int], start: int = 0
) -> list[Box]:
    """Card outlines from card `start` on; returns the highlighted outlines' edges."""
    edges: list[Box] = []
    for i, c in enumerate(view["map"]["cards"][start:], start):
        box = f.card_box(c["x"], c["y"])
        if i in cards_hl:
            surface.rect(box, outline=HIGHLIGHT, width=5)
            x0, y0, x1, y1 = box
            edges += [(x0, y0, x1, y0 + 5), (x0, y1 - 5, x1, y1)]
            edges += [(x0, y0, x0 + 5, y1), (x1 - 5, y0, x1, y1)]
        else:
            surface.rect(box, outline=CARD_EDGE, width=2)
    return edges


def _marks(surface: _Surface, view: Mapping[str, Any], f: _Frame, h: Any) -> None:
    """A hex's feature mark and railroad symbols."""
    s = f.s
    cx, cy = f.centre(h["x"], h["y"])
    if h["whole"] and h["feature"] in FEATURE_MARK and h["feature"] != "city":
        mark = FEATURE_MARK[h["feature"]]
        xy = (cx + s * 0.5, cy + s * 0.42)
        bg = FEATURE_FILL[h["feature"]]
        surface.text(xy, mark, "bold", int(s * 0.42), WHITE, anchor="mm", bg=bg)
    for part in h["parts"]:
        if part["feature"] == "symbol" and part["railroad"]:
            px, py = f.part_centre(h["x"], h["y"], part["part"])
            if part["part"] == "F":
                px, py = cx - s * 0.45, cy + s * 0.38
            r = part["railroad"]
            _badge(surface, px, py, s * 0.24, r, _rail_fill(view, r))


def _cube_at(surface: _Surface, view: Mapping[str, Any], f: _Frame, h: Any) -> Box:
    """A hex's cube (centred on a whole pixel, so every cube of a size is the same sprite);
    returns its box."""
    s = f.s
    cx, cy = f.centre(h["x"], h["y"])
    r = h["cube"]
    x, y, size = round(cx + s * 0.08), round(cy + s * 0.34), s * 0.62
    surface.cube(x, y, size, _rail_fill(view, r), r)
    return (x - size / 2 - 1, y - size / 2 - 1, x + size / 2 + 1, y + size / 2 + 1)


def _ring(surface: _Surface, f: _Frame, h: Any) -> Box:
    """The magenta ring of a new cube; returns its box."""
    s = f.s
    cx, cy = f.centre(h["x"], h["y"])
    surface.polygon(f.polygon(h["x"], h["y"], "F", inset=3), outline=HIGHLIGHT, width=4)
    return (cx - s - 1, cy - s, cx + s + 1, cy + s)


def _city(surface: _Surface, view: Mapping[str, Any], f: _Frame, language: str) -> None:
    city = [h for h in view["map"]["hexes"] if h["feature"] == "city"]
    if city:
        pts = [f.centre(h["x"], h["y"]) for h in city]
        mx = sum(p[0] for p in pts) / len(pts)
        my = sum(p[1] for p in pts) / len(pts)
        word = _t("cr.img.city", language)
        # As wide as the city's middle two hexes at most (a longer word is drawn smaller).
        size = int(f.s * 0.55)
        while size > 8 and text_size(word, "bold", size)[0] > 2.6 * f.s:
            size -= 1
        surface.text((mx, my), word, "bold", size, WHITE, anchor="mm", bg=CITY)


# A hex name as drawn (anchored at its centre): position, text, font, size, colour, halo, and
# the colour it is mostly drawn on.
_Label = tuple[tuple[float, float], str, str, int, RGB, RGB | None, RGB]


def _labels(view: Mapping[str, Any], f: _Frame) -> list[tuple[tuple[int, int], _Label]]:
    """Every hex name, with its hex. An open 1/2 hex is named in its missing half, out on the
    table, where the next card would complete it."""
    s = f.s
    out: list[tuple[tuple[int, int], _Label]] = []
    for h in view["map"]["hexes"]:
        at = (h["x"], h["y"])
        if not h["whole"] and len(h["parts"]) == 1:
            missing = {"N": "S", "S": "N", "E": "W", "W": "E"}[h["parts"][0]["part"]]
            xy = f.part_centre(h["x"], h["y"], missing)
            out.append((at, (xy, h["hex"], "condensed", LABEL_SIZE - 4, MUTED, None, TABLE)))
        elif h["feature"] != "city":
            cx, cy = f.centre(h["x"], h["y"])
            xy = (cx, cy - s * 0.42)
            label: _Label
            if h["feature"] not in FEATURE_FILL:
                label = (xy, h["hex"], "condensed", LABEL_SIZE, INK, LAND, LAND)
            else:
                fill = FEATURE_FILL[h["feature"]]
                label = (xy, h["hex"], "condensed", LABEL_SIZE, WHITE, None, fill)
            out.append((at, label))
    return out


def _draw_labels(surface: _Surface, labels: list[tuple[tuple[int, int], _Label]]) -> None:
    # Names last, over everything, so they are always readable.
    for _, (xy, text, kind, size, fill, halo, bg) in labels:
        surface.text(xy, text, kind, size, fill, anchor="mm", bg=bg, halo=halo)


def _draw_map(
    img: Image.Image,
    view: Mapping[str, Any],
    f: _Frame,
    previous: Any,
    labels: bool = True,
    language: str = "en",
) -> None:
    """The whole map onto an RGB image, layer after layer."""
    surface = _Surface(img)
    cubes_hl, cards_hl = _highlights(view, previous)
    _ground(surface, view, f)
    _outlines(surface, view, f, cards_hl)
    for h in view["map"]["hexes"]:
        _marks(surface, view, f, h)
        if h["cube"]:
            _cube_at(surface, view, f, h)
        if h["hex"] in cubes_hl:
            _ring(surface, f, h)
    _city(surface, view, f, language)
    if labels:
        _draw_labels(surface, _labels(view, f))


LAYER_MARGIN = 4  # rows kept above and below the table, for anything reaching past it


class _MapLayer:
    """The map of one set of cards, drawn onto the palette in the order of `_draw_map` but for
    the highlights: once per set of cards, then cubes are added as they are built (the map only
    grows). Each image copies it and adds the highlights. Whatever is drawn after the hex
    names, the names it touches are pasted again, so they stay over everything."""

    def __init__(self, view: Mapping[str, Any], f: _Frame, language: str) -> None:
        self.y0 = f.top - 6 - LAYER_MARGIN  # the layer's row 0 is the image's row y0
        self.f = f.moved(-self.y0)  # drawing into the layer
        hexes = view["map"]["hexes"]
        self.image = _palette_image((W, f.h + 12 + 2 * LAYER_MARGIN))
        surface = _PaletteSurface(self.image)
        _ground(surface, view, self.f)
        _outlines(surface, view, self.f, set())
        for h in hexes:
            _marks(surface, view, self.f, h)
            if h["cube"]:
                _cube_at(surface, view, self.f, h)
        _city(surface, view, self.f, language)
        self.cubes: dict[str, str] = {h["hex"]: h["cube"] for h in hexes if h["cube"]}
        # The names, in drawing order: sprite, mask, where, the box they cover.
        self.names: list[tuple[Image.Image, Image.Image, tuple[int, int], Box]] = []
        self.by_hex: dict[tuple[int, int], list[int]] = {}
        for at, (xy, text, kind, size, fill, halo, bg) in _labels(view, self.f):
            x, y = _origin(xy, text, kind, size, "mm")
            sprite, mask, dx, dy = _text_sprite(text, kind, size, fill, bg, halo)
            x, y = x + dx, y + dy
            self.by_hex.setdefault(at, []).append(len(self.names))
            self.names.append((sprite, mask, (x, y), (x, y, x + mask.width, y + mask.height)))
            _paste(self.image, sprite, mask, x, y)
        # Names drawn over a name (rare: long names close together) go back over it too.
        self.over: dict[int, list[int]] = {}
        order = sorted(range(len(self.names)), key=lambda i: self.names[i][3][0])
        for k, i in enumerate(order):
            _, y0, x1, y1 = self.names[i][3]
            for j in order[k + 1 :]:
                jx0, jy0, _, jy1 = self.names[j][3]
                if jx0 >= x1:
                    break
                if jy0 < y1 and y0 < jy1:
                    self.over.setdefault(min(i, j), []).append(max(i, j))

    def draw(self, img: Image.Image, view: Mapping[str, Any], previous: Any) -> None:
        """The map of `view` (whose cubes were added) into the image, with its highlights
        (drawn straight onto the image)."""
        img.paste(self.image, (0, self.y0))
        cubes_hl, cards_hl = _highlights(view, previous)
        if not cubes_hl and not cards_hl:
            return
        f = self.f.moved(self.y0)
        surface = _PaletteSurface(img)
        dirty: list[Box] = []
        near: set[tuple[int, int]] = set()
        for i in cards_hl:
            c = view["map"]["cards"][i]
            x, y = c["x"], c["y"]
            near.update((x + dx, y + dy) for dx in range(-3, 4) for dy in range(-3, 6))
        if cards_hl:
            # From the first highlighted card on, as `_draw_map` draws them; the cubes they
            # cross go back on top.
            edges = _outlines(surface, view, f, cards_hl, start=min(cards_hl))
            dirty += edges
            for h in view["map"]["hexes"]:
                if h["cube"] and (h["x"], h["y"]) in near and _touches(_cube_box(f, h), edges):
                    dirty.append(_cube_at(surface, view, f, h))
        for h in view["map"]["hexes"]:
            if h["hex"] in cubes_hl:
                dirty.append(_ring(surface, f, h))
                near |= _around(h)
        self._names_over(img, dirty, near, self.y0)

    def add_cubes(self, view: Mapping[str, Any]) -> bool:
        """Draw the cubes built since; False if the view lacks a cube drawn here."""
        hexes = view["map"]["hexes"]
        now = {h["hex"]: h["cube"] for h in hexes if h["cube"]}
        if any(now.get(k) != r for k, r in self.cubes.items()):
            return False
        if len(now) == len(self.cubes):
            return True
        surface = _PaletteSurface(self.image)
        dirty: list[Box] = []
        near: set[tuple[int, int]] = set()
        for h in hexes:
            if h["cube"] and h["hex"] not in self.cubes:
                dirty.append(_cube_at(surface, view, self.f, h))
                near |= _around(h)
        self.cubes = now
        self._names_over(self.image, dirty, near)
        return True

    def _names_over(
        self, img: Image.Image, dirty: list[Box], near: set[tuple[int, int]], dy: int = 0
    ) -> None:
        """Paste again the names of `near` hexes that `dirty` boxes touch (and the names drawn
        over those), in drawing order; `img` is the layer moved down by `dy`."""
        if dy:
            dirty = [(x0, y0 - dy, x1, y1 - dy) for x0, y0, x1, y1 in dirty]
        again = [
            i for at in near for i in self.by_hex.get(at, ()) if _touches(self.names[i][3], dirty)
        ]
        todo = set(again)
        while again:
            for j in self.over.get(again.pop(), ()):
                if j not in todo:
                    todo.add(j)
                    again.append(j)
        for i in sorted(todo):
            sprite, mask, (x, y), _ = self.names[i]
            _paste(img, sprite, mask, x, y + dy)


def _touches(box: Box, others: list[Box]) -> bool:
    bx0, by0, bx1, by1 = box
    return any(x0 < bx1 and bx0 < x1 and y0 < by1 and by0 < y1 for x0, y0, x1, y1 in others)


def _cube_box(f: _Frame, h: Any) -> Box:
    s = f.s
    cx, cy = f.centre(h["x"], h["y"])
    x, y, half = round(cx + s * 0.08), round(cy + s * 0.34), s * 0.31 + 1
    return (x - half, y - half, x + half, y + half)


def _around(h: Any) -> set[tuple[int, int]]:
    """A hex and its neighbours (names reach a little into the hexes around)."""
    x, y = h["x"], h["y"]
    return {(x, y), *((x + dx, y + dy) for dx, dy in _NEIGHBOURS)}


_NEIGHBOURS = ((0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1))
_LAYERS: OrderedDict[tuple[Any, ...], _MapLayer] = OrderedDict()
LAYERS_KEPT = 8  # a few games at once (~1.5 MB each); a map changes when a card is played


def _map_layer(view: Mapping[str, Any], f: _Frame, language: str) -> _MapLayer:
    cards = tuple((c["card"], c["x"], c["y"], c["rotation"]) for c in view["map"]["cards"])
    colours = tuple((r, rr["color"]) for r, rr in view["railroads"].items())
    # Per language: the layer carries the Starting City's word.
    key = (cards, colours, len(view["map"]["hexes"]), f.top, language)
    layer = _LAYERS.get(key)
    if layer is None or not layer.add_cubes(view):
        layer = _LAYERS[key] = _MapLayer(view, f, language)
        while len(_LAYERS) > LAYERS_KEPT:
            _LAYERS.popitem(last=False)
    else:
        _LAYERS.move_to_end(key)
    return layer


# ----------------------------------------------------------------------------- panel
ROW = 40
BOX = 26


def _rname(r: str, language: str) -> str:
    return _t("cr.railroad", language, railroad=r)


def _cubes(built: Sequence[Mapping[str, str]], language: str) -> str:
    """A turn's cubes railroad by railroad: "Green at E2 and E2S1", "Green at E2 and Orange at
    E3"."""
    hexes: dict[str, list[str]] = {}
    for c in built:
        hexes.setdefault(c["railroad"], []).append(c["hex"])
    return join(
        (
            _t("cr.cube", language, railroad=_rname(r, language), hex=join(at, language))
            for r, at in hexes.items()
        ),
        language,
    )


def _caption(
    view: Mapping[str, Any], names: Mapping[str, str] | None, language: str
) -> tuple[str, str]:
    """Two lines: whose turn it is (or who won), and what the last turn did."""
    if view.get("over"):
        w = view.get("winners") or []
        head = _t(
            "cr.img.over", language, turns=view["turn"], name=_name(names, w[0] if w else None)
        )
    else:
        head = _t(
            "cr.img.head",
            language,
            turn=view["turn"],
            round=view["round"],
            name=_name(names, view.get("to_move")),
        )
    last = view.get("last_turn")
    if not last:
        return head, ""
    bits = []
    if last.get("share"):
        bits.append(_t("cr.img.share", language, railroad=_rname(last["share"], language)))
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
    return head, _t("cr.img.last", language, name=_name(names, last["player"]), what=what)


def _fit(text: str, kind: str, size: int, width: int) -> str:
    if text_size(text, kind, size)[0] <= width:
        return text
    while text and text_size(text + "…", kind, size)[0] > width:
        text = text[:-1]
    return text + "…"


def _fit_sized(text: str, kind: str, sizes: tuple[int, ...], width: int) -> tuple[str, int]:
    """The text at the largest of `sizes` it fits in, else cut at the smallest. French and
    Dutch sentences run longer than English: a step smaller keeps them whole."""
    for size in sizes:
        if text_size(text, kind, size)[0] <= width:
            return text, size
    return _fit(text, kind, sizes[-1], width), sizes[-1]


@functools.lru_cache(maxsize=8)
def _name_column(language: str) -> int:
    """Where the Shares boxes start: after the longest railroad name in the language."""
    from engine.cardrails.cards import load_cards

    widest = max(text_size(_rname(r, language), "bold", 22)[0] for r in load_cards().railroads)
    return max(96, widest + 14)


def _panel_height(view: Mapping[str, Any]) -> int:
    return 18 + ROW * len(view["railroads"]) + 16 + ROW * len(view["players"]) + 2 * ROW + 10


def _draw_panel(
    surface: _Surface,
    view: Mapping[str, Any],
    top: int,
    names: Mapping[str, str] | None,
    language: str,
) -> None:
    y = top + 10
    column = _name_column(language)
    for r, rr in view["railroads"].items():
        value = _t(
            "cr.img.value",
            language,
            value=rr["value"],
            empty=rr["empty_boxes"],
            purple=rr["purple_hexes"],
            symbols=rr["symbol_hexes"],
        )
        name = _rname(r, language)
        row = ("rail", r, name, rr["color"], rr["boxes"], rr["cubes_left"], value, column)
        surface.row(row, y, ROW, _rail_row)
        y += ROW
    y += 8
    surface.line((PAD, y, W - PAD, y), fill=EDGE, width=1)
    y += 8
    scores = view.get("scores", {})
    for p in view.get("order", view["players"]):
        seat = view["seats"][p]
        mark = "▶ " if p == view.get("to_move") else ""
        name = _fit(mark + _name(names, p), "bold", 22, 300)
        cubes = tuple(
            (r, _rail_fill(view, r)) for r, k in seat["share_cubes"].items() for _ in range(k)
        )
        hand = _t("cr.img.hand", language, n=seat["hand_size"])
        text = _t(
            "cr.img.seat.final" if view.get("over") else "cr.img.seat",
            language,
            shares=seat["share_count"],
            max=MAX_SHARE_CUBES,
            points=scores.get(p, 0),
        )
        surface.row(("seat", name, hand, cubes, text), y, ROW, _seat_row)
        y += ROW
    discards = view.get("discards", [])
    text = _t("cr.img.discards", language, n=len(discards), cards=" ".join(discards))
    surface.text((PAD, y + 8), _fit(text, "regular", 20, W - 2 * PAD), "regular", 20, INK)
    y += ROW
    legend = _t("cr.img.legend", language)
    if view.get("removed_railroad"):
        removed = _t(
            "cr.img.removed", language, railroad=_rname(view["removed_railroad"], language)
        )
        legend = f"{legend}   {removed}"
    surface.text((PAD, y + 8), _fit(legend, "regular", 20, W - 2 * PAD), "regular", 20, MUTED)


def _rail_row(surface: _Surface, y: int, row: tuple[Any, ...]) -> None:
    """A railroad's Shares card: its name, cubes left and empty boxes, its value."""
    _, r, name, color, boxes, cubes_left, value, column = row
    fill = hex_rgb(color)
    surface.text((PAD, y + 6), name, "bold", 22, INK)
    x = PAD + column
    for i in range(boxes):
        bx = x + i * (BOX + 4)
        if i >= boxes - cubes_left:
            surface.cube(bx + BOX / 2, y + 18, BOX, fill, r)
        else:
            surface.rect((bx, y + 5, bx + BOX, y + 5 + BOX), fill=WHITE, outline=EDGE)
    x += boxes * (BOX + 4) + 10
    surface.text((x, y + 6), _fit(value, "bold", 20, W - x - PAD), "bold", 20, INK)


def _seat_row(surface: _Surface, y: int, row: tuple[Any, ...]) -> None:
    """A player: name (marked when to move), hand size, share cubes, running score."""
    _, name, hand, cubes, text = row
    surface.text((PAD, y + 6), name, "bold", 22, INK)
    x = PAD + 320
    surface.text((x, y + 6), _fit(hand, "regular", 20, 104), "regular", 20, INK)
    x += 110
    for r, fill in cubes:
        surface.cube(x + BOX / 2, y + 18, BOX, fill, r)
        x += BOX + 6
    x = max(x, PAD + 650)
    surface.text((x, y + 6), _fit(text, "regular", 20, W - PAD - x), "regular", 20, MUTED)


# ----------------------------------------------------------------------------- images
CAPTION_H = 70  # two lines: whose turn (or who won), and the last turn


# (line top, font, sizes from the largest): a line longer than the image is drawn a step or
# two smaller before it is cut (French and Dutch run longer than English).
CAPTION_LINES = ((10, "bold", (24, 22, 20)), (42, "regular", (20, 18)))


def _caption_lines(
    view: Mapping[str, Any], caption: str | None, names: Mapping[str, str] | None, language: str
) -> list[tuple[tuple[float, float], str, str, int]]:
    """The caption's lines as drawn: where, text (cut to fit), font and size."""
    lines = (caption, "") if caption is not None else _caption(view, names, language)
    out: list[tuple[tuple[float, float], str, str, int]] = []
    for text, (top, kind, sizes) in zip(lines, CAPTION_LINES, strict=True):
        if text:
            text, size = _fit_sized(_safe(text, 400), kind, sizes, W - 2 * PAD)
            # A smaller line stays centred where a full-size one would be.
            out.append(((PAD, top + (sizes[0] - size) / 2), text, kind, size))
    return out


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """The map and the panel; a finished game's view also works (scores in the panel)."""
    f = _Frame(view, CAPTION_H + 6)
    height = f.top + f.h + 12 + _panel_height(view)
    img = _palette_image((W, height))
    with _LOCK:
        _map_layer(view, f, language).draw(img, view, previous)
    surface = _PaletteSurface(img)
    for xy, text, kind, size in _caption_lines(view, caption, names, language):
        surface.text(xy, text, kind, size, INK)
    _draw_panel(surface, view, f.top + f.h + 8, names, language)
    return img


def _draw_board_rgb(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Image.Image:
    """`draw_board` the plain way (everything in RGB, then mapped onto the palette)."""
    f = _Frame(view, CAPTION_H + 6)
    height = f.top + f.h + 12 + _panel_height(view)
    img = Image.new("RGB", (W, height), BG)
    for xy, text, kind, size in _caption_lines(view, caption, names, language):
        draw_text(img, xy, text, kind, size, INK)
    _draw_map(img, view, f, previous, language=language)
    _draw_panel(_Surface(img), view, f.top + f.h + 8, names, language)
    return _to_palette(img)


SCORE_COLUMNS = (PAD, 260, 470, 660, 860)


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """Final scores: each railroad's value broken down, each player's shares and points."""
    if not view.get("over"):
        raise ValueError("final scores need a finished game's view")
    rails = list(view["railroads"])
    order = sorted(view["players"], key=lambda p: -view["scores"][p])
    breakdown = view["score_breakdown"]
    height = 90 + 44 * (len(rails) + 1) + 30 + 44 + 60 * len(order) + 30
    img = Image.new("RGB", (W, height), BG)
    d = ImageDraw.Draw(img)
    winner = (view.get("winners") or [None])[0]
    title = _t("cr.img.scores.title", language, name=_name(names, winner))
    draw_text(img, (PAD, 16), _fit(title, "bold", 34, W - 2 * PAD), "bold", 34, INK)
    y = 70
    heads = ["railroad", "empty", "purple", "symbols", "value"]
    for i, (x, head) in enumerate(zip(SCORE_COLUMNS, heads, strict=True)):
        right = SCORE_COLUMNS[i + 1] - 10 if i + 1 < len(SCORE_COLUMNS) else W - PAD
        text = _fit(_t(f"cr.img.scores.{head}", language), "bold", 22, right - x)
        draw_text(img, (x, y), text, "bold", 22, MUTED)
    y += 44
    for r in rails:
        rr = view["railroads"][r]
        _cube(d, PAD + 13, y + 13, 26, hex_rgb(rr["color"]), r)
        cells = [
            _fit(_rname(r, language), "regular", 24, SCORE_COLUMNS[1] - PAD - 46),
            str(rr["empty_boxes"]),
            f"{rr['purple_hexes']} = +{2 * rr['purple_hexes']}",
            f"{rr['symbol_hexes']} = +{5 * rr['symbol_hexes']}",
            str(rr["value"]),
        ]
        for i, (x, cell) in enumerate(zip(SCORE_COLUMNS, cells, strict=True)):
            draw_text(
                img, (x + (36 if i == 0 else 0), y), cell, "bold" if i == 4 else "regular", 24, INK
            )
        y += 44
    y += 20
    col = (W - 300 - 140) // max(1, len(rails))
    # Final Dividend Payout shares each railroad's value among its shareholders (R11).
    dividend = bool((view.get("options") or {}).get("final_dividend"))
    held = {r: sum(breakdown[p]["railroads"][r]["shares"] for p in view["players"]) for r in rails}
    key = "cr.img.scores.players.dividend" if dividend else "cr.img.scores.players"
    text = _fit(_t(key, language), "bold", 22, W - 2 * PAD)
    draw_text(img, (PAD, y), text, "bold", 22, MUTED)
    y += 44
    for p in order:
        b = breakdown[p]
        fill = (255, 236, 170) if p == winner else BG
        d.rectangle((0, y - 6, W, y + 52), fill=fill)
        draw_text(img, (PAD, y + 8), _fit(_name(names, p), "bold", 26, 270), "bold", 26, INK)
        for i, r in enumerate(rails):
            row = b["railroads"][r]
            x = 300 + i * col
            if row["shares"]:
                _cube(d, x + 11, y + 14, 22, hex_rgb(view["railroads"][r]["color"]), r)
                shares = f"{row['shares']}/{held[r]}" if dividend else str(row["shares"])
                text = f"{shares}×{row['value']}={row['points']}"
                draw_text(img, (x + 28, y + 2), _fit(text, "bold", 22, col - 32), "bold", 22, INK)
                text = _t("cr.img.scores.detail", language, cubes=row["cubes"], cards=row["cards"])
                text, size = _fit_sized(text, "regular", (16, 15, 14), col - 6)
                draw_text(img, (x, y + 30), text, "regular", size, MUTED)
        draw_text(img, (W - PAD, y + 6), str(b["total"]), "bold", 30, INK, anchor="ra")
        y += 60
    return _to_palette(img)


def draw_card_sheet(language: str = "en") -> Image.Image:
    """The whole card set (docs/cardrails-cards.png): every card as printed (rotation 0), the
    Starting City, and the city with one card laid against it to show how halves match."""
    from engine.cardrails.cards import footprint, load_cards

    cs = load_cards()
    rails = {r: {"color": rr.color, "name": rr.name} for r, rr in cs.railroads.items()}
    cells: dict[tuple[int, int], dict[str, Any]] = {}
    placed = []

    def lay(card: Any, x: int, y: int) -> None:
        placed.append({"card": card.id, "x": x, "y": y, "at": "", "rotation": 0})
        for slot, dc, dr, part in footprint(0):
            h = (x + dc, y + dr)
            feature = card.hexes.get(slot)
            cell = cells.setdefault(
                h, {"hex": "", "x": h[0], "y": h[1], "parts": [], "cube": None, "symbols": []}
            )
            cell["parts"].append(
                {"part": part, "card": card.id, "feature": feature, "railroad": card.railroad}
            )
            if feature == "symbol":
                cell["symbols"].append(card.railroad)
            cell["whole"] = part == "F" or len(cell["parts"]) == 2
            cell["feature"] = feature if part == "F" and feature != "symbol" else None

    per_row = 6
    ids = list(cs.cards)
    rows = (len(ids) + 2 + per_row - 1) // per_row
    for i, cid in enumerate(ids):
        lay(cs.cards[cid], 2 + (i % per_row) * 6, 1 + (i // per_row) * 6)
    lay(cs.city, 2 + 6 * (rows * per_row - len(ids)), 1 + (rows - 1) * 6)
    lay(cs.cards[ids[0]], 6 + 6 * (rows * per_row - len(ids)), 1 + (rows - 1) * 6)  # its left
    # halves complete the city's right halves: cards laid edge to edge make one hex grid
    view = {"map": {"hexes": list(cells.values()), "cards": placed}, "railroads": rails}
    f = _Frame(view, 80, min_s=10)
    img = Image.new("RGB", (W, f.top + f.h + 60), BG)
    draw_text(img, (PAD, 12), _t("cr.img.sheet.title", language), "bold", 28, INK)
    _draw_map(img, view, f, None, labels=False, language=language)
    for c in placed:
        x0, y0, _, _ = f.card_box(c["x"], c["y"])
        draw_text(img, (x0 + 2, y0 - 22), c["card"], "bold", 18, INK)
    legend = _fit(_t("cr.img.sheet.legend", language), "regular", 20, W - 2 * PAD)
    draw_text(img, (PAD, f.top + f.h + 20), legend, "regular", 20, MUTED)
    return img


@functools.cache
def _palette() -> Image.Image:
    """One fixed palette: every colour drawn, and the antialiasing blends of text and cubes
    over each background. Mapping onto it is fast, and palette PNGs are small and quick."""
    from engine.cardrails.cards import load_cards

    colors = [
        BG,
        TABLE,
        LAND,
        OPEN,
        EDGE,
        CARD_EDGE,
        LAKE,
        SWAP,
        PURPLE,
        CITY,
        INK,
        MUTED,
        WHITE,
        HIGHLIGHT,
        (255, 236, 170),
    ]
    colors += [hex_rgb(r.color) for r in load_cards().railroads.values()]
    backgrounds = [BG, LAND, OPEN, LAKE, SWAP, PURPLE, CITY, TABLE, (255, 236, 170)]
    wanted: dict[RGB, None] = dict.fromkeys(colors)
    for c in (INK, MUTED, WHITE, *colors[-5:]):
        for b in backgrounds:
            for share in (0.15, 0.3, 0.45, 0.6, 0.75, 0.9):
                wanted.setdefault(blend(b, c, share), None)
    flat = [v for c in list(wanted)[:256] for v in c]
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def _to_palette(img: Image.Image) -> Image.Image:
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


@functools.cache
def _flat_palette() -> tuple[int, ...]:
    return tuple(_palette().getpalette() or ())


def _palette_image(size: tuple[int, int]) -> Image.Image:
    img = Image.new("P", size, _ink(BG))
    img.putpalette(_flat_palette())
    return img


@functools.lru_cache(maxsize=256)
def _ink(colour: RGB) -> int:
    """The palette index the plain drawing ends up with for a colour (mapping onto the palette
    goes through a coarse colour cache, so this is not always the nearest entry)."""
    return int(_to_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0)))  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- sprites
SPRITE_MARGIN = 8  # room around a sprite for halos and glyphs reaching past their box


@functools.lru_cache(maxsize=8192)
def _metrics(text: str, kind: str, size: int) -> tuple[float, int, int]:
    f = font(kind, size)
    ascent, descent = f.getmetrics()
    return f.getlength(text), ascent, descent


def _origin(
    xy: tuple[float, float], text: str, kind: str, size: int, anchor: str
) -> tuple[int, int]:
    """Where `draw_text` puts the text's top-left corner (the same sums, the same rounding)."""
    width, ascent, descent = _metrics(text, kind, size)
    x, y = xy
    if anchor[0] == "m":
        x -= width / 2
    elif anchor[0] == "r":
        x -= width
    if anchor[1] == "m":
        y -= (ascent + descent) / 2
    return round(x), round(y)


def _drawn(canvas: Image.Image, bg: RGB) -> Image.Image:
    """A mask of the pixels drawn on a canvas filled with `bg` (255 where changed)."""
    diff = ImageChops.difference(canvas, Image.new("RGB", canvas.size, bg)).split()
    mask = ImageChops.lighter(ImageChops.lighter(diff[0], diff[1]), diff[2])
    return mask.point(lambda v: 255 if v else 0)


@functools.lru_cache(maxsize=4096)
def _text_masks(
    text: str, kind: str, size: int, halo: bool
) -> tuple[Image.Image, Image.Image, int, int]:
    """How `draw_text` covers the pixels around a text's origin: the text's own alpha, the
    pixels it changes (its halo included), and their offset from the origin."""
    width, ascent, descent = _metrics(text, kind, size)
    m = SPRITE_MARGIN
    size_px = (math.ceil(width) + 2 * m, ascent + descent + 2 * m)
    alpha = Image.new("L", size_px, 0)
    draw_text(alpha, (m, m), text, kind, size, 255)  # type: ignore[arg-type]  # an "L" colour
    cover = alpha
    if halo:
        cover = Image.new("L", size_px, 0)
        draw_text(cover, (m, m), text, kind, size, 255, halo=255)  # type: ignore[arg-type]
    cover = cover.point(lambda v: 255 if v else 0)
    box = cover.getbbox() or (0, 0, 1, 1)
    return alpha.crop(box), cover.crop(box), box[0] - m, box[1] - m


@functools.lru_cache(maxsize=256)
def _blend_lut(fill: RGB, bg: RGB) -> tuple[int, ...]:
    """The palette index `fill` pasted over `bg` at each alpha ends up as (as `draw_text` and
    the mapping onto the palette do it)."""
    ramp = Image.frombytes("L", (256, 1), bytes(range(256)))
    rgb = Image.new("RGB", (256, 1), bg)
    rgb.paste(fill, (0, 0, 256, 1), ramp)
    # A "P" image's bytes are its palette indices, one per pixel (getdata is deprecated).
    return tuple(_to_palette(rgb).tobytes())


@functools.lru_cache(maxsize=4096)
def _text_sprite(
    text: str, kind: str, size: int, fill: RGB, bg: RGB, halo: RGB | None
) -> tuple[Image.Image, Image.Image, int, int]:
    """The text (and its halo, which must be `bg`) drawn over `bg` on the palette, the mask of
    the pixels it covers, and their offset from the text's origin."""
    if halo is not None and halo != bg:
        raise ValueError("a text sprite's halo is its background")
    alpha, cover, dx, dy = _text_masks(text, kind, size, halo is not None)
    sprite = alpha.point(_blend_lut(fill, bg))
    sprite.putpalette(_flat_palette())
    return sprite, cover, dx, dy


def _paste(img: Image.Image, sprite: Image.Image, mask: Image.Image, x: int, y: int) -> None:
    """`img.paste(sprite, (x, y), mask)` without its checks (a few microseconds, and a board
    pastes hundreds of sprites): all are in-memory images made here, the palette ones on the
    same palette."""
    img.im.paste(sprite.im, (x, y, x + mask.width, y + mask.height), mask.im)


_NOT_DRAWN: RGB = (1, 2, 3)  # a colour no cube uses


@functools.lru_cache(maxsize=1024)
def _cube_sprite(r: str, size: float, fill: RGB) -> tuple[Image.Image, Image.Image, int]:
    """A cube on the palette and its mask, centred on pixel (c, c)."""
    c = math.ceil(size / 2) + 4
    canvas = Image.new("RGB", (2 * c + 1, 2 * c + 1), _NOT_DRAWN)
    _cube(ImageDraw.Draw(canvas), c, c, size, fill, r)
    return _to_palette(canvas), _drawn(canvas, _NOT_DRAWN), c


def _label_box(label: _Label) -> Box:
    """The pixels a hex name covers (its halo included), as a box in image coordinates."""
    xy, text, kind, size, _, halo, _ = label
    x, y = _origin(xy, text, kind, size, "mm")
    _, mask, dx, dy = _text_masks(text, kind, size, halo is not None)
    return (x + dx, y + dy, x + dx + mask.width, y + dy + mask.height)


def warm_up(language: str = "en") -> None:
    """Load fonts, the card data and the language's catalog once, so the first image costs no
    more than the rest."""
    for r in ("orange", "yellow", "green", "black", "white"):
        _rail_info(r)
        _other_fill(r)
    text_size("E1N1", "condensed", LABEL_SIZE)
    _name_column(language)  # compiles the language's catalog too
    _palette()
    _ink(BG)
