"""Card Rails board images, drawn from the spectator view only.

The layout (`render/cardrails_layout.py`, from the page's parts in `cardrails_page.py`, the map
in `cardrails_map.py` and the panels in `cardrails_panels.py`) says where everything goes; this
module draws it.
The board image: the caption (whose turn, the last turn with a magenta bar), the map as a table
with the cards laid on it (the Starting City, lakes, swaps, purple hexes, railroad symbols;
cubes centred in their hexes; rulers naming the columns and rows along the edges, and the names
of the hexes a cube could go into now when they fit inside), the Shares cards with each
railroad's value in large type, a card per player (shares, hand, points; the hand's cards in
the Open Hands variant) and the discards with the map's key. The last turn's card and cubes
are outlined in magenta. Every text is >= 9 px tall at the 430 px a phone shows, and never cut.

Speed: what the map shows that depends only on its cards (table, cards, hexes, symbols,
rulers) is drawn once per set of cards and language onto the fixed palette (`_layer`); each
image pastes it and draws the cubes, names and highlights, and the panel's blocks (most of
which repeat from one image to the next and are cached as strips) straight onto the palette
image (`_PaletteSurface`: cached text and cube sprites, the palette's exact colours).
`_draw_board_rgb` draws the same image the plain way; the tests compare the two.

Every word drawn comes from the game's catalogs (`cogs/cardrails/locales/`) in the requested
language; card ids, hex names and the railroads' letters are identifiers and stay as they are.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.cardrails_layout import board, scores
from render.cardrails_map import Frame, cube_op, map_static, rail_info
from render.cardrails_page import BG, INK, MIN_TEXT, PAD, Block, Op, Page, Point, Text, W
from render.cardrails_panels import map_key
from render.cardrails_pieces import (
    colour_sets,
    cube_sprite,
    draw_cube,
    ink,
    palette_image,
    palette_polygon,
    palette_text,
    paste,
    rail_palette,
    rounded_sprite,
    star_points,
    text_origin,
    to_rail_palette,
)
from render.cardrails_warm import warm_views as warm_views  # a sample game's boards
from render.common import RGB, catalog_text, draw_text, note_drawn, text_size

LABEL_SIZE = MIN_TEXT
# The colours players must tell apart (tests/test_render_colours.py reads them).
COLOUR_SETS = colour_sets()
Box = tuple[float, float, float, float]


# ----------------------------------------------------------------------------- surfaces
class _Surface:
    """Drawing onto an RGB image, as plainly as possible (the reference drawing)."""

    def __init__(self, img: Image.Image) -> None:
        self.img = img
        self.d = ImageDraw.Draw(img)

    def colour(self, c: RGB) -> Any:
        return c

    def text(self, t: Text, dy: float) -> None:
        draw_text(self.img, (t.x, t.y + dy), t.text, t.kind, t.size, t.fill, anchor=_anchor(t))

    def cube(self, cx: int, cy: int, size: float, fill: RGB, r: str) -> None:
        draw_cube(self.d, cx, cy, size, fill, r)

    def run(self, ops: Sequence[Op], dy: float = 0) -> None:
        """Execute layout operations, `dy` pixels lower."""
        c = self.colour
        d = self.d
        for op in ops:
            kind = op[0]
            if kind == "text":
                self.text(op[1], dy)
            elif kind == "cube":
                _, cx, cy, size, fill, r = op
                self.cube(cx, round(cy + dy), size, fill, r)
            elif kind == "rect":
                _, (x0, y0, x1, y1), fill, outline, width, radius = op
                if radius:
                    self.rounded(op, dy)
                    continue
                box = (x0, y0 + dy, x1, y1 + dy)
                fill = None if fill is None else c(fill)
                outline = None if outline is None else c(outline)
                d.rectangle(box, fill=fill, outline=outline, width=width)
            elif kind == "poly":
                _, pts, fill, outline, width = op
                self.poly([(x, y + dy) for x, y in pts], fill, outline, width)
            elif kind == "line":
                _, pts, colour, width = op
                d.line([(x, y + dy) for x, y in pts], fill=c(colour), width=width)
            elif kind == "disc":
                _, (x0, y0, x1, y1), fill, outline, width = op
                d.ellipse(
                    (x0, y0 + dy, x1, y1 + dy),
                    fill=None if fill is None else c(fill),
                    outline=c(outline),
                    width=width,
                )
            elif kind == "star":
                _, cx, cy, rad, fill = op
                d.polygon(star_points(cx, cy + dy, rad), fill=c(fill))

    def poly(self, pts: list[Point], fill: RGB | None, outline: RGB | None, width: int) -> None:
        self.d.polygon(pts, fill=fill, outline=outline, width=width)

    def rounded(self, op: Op, dy: float) -> None:
        _, (x0, y0, x1, y1), fill, outline, width, radius = op
        self.d.rounded_rectangle(
            (x0, y0 + dy, x1, y1 + dy), radius, fill=fill, outline=outline, width=width
        )

    def block(self, block: Block) -> None:
        self.run(block.ops, block.y)


def _anchor(t: Text) -> str:
    return t.anchor[0] + ("m" if t.anchor[1] == "m" else "a")


class _PaletteSurface(_Surface):
    """Drawing straight onto the palette image: shapes in the palette's own colours (they are
    not antialiased, so this is exact), text and cubes pasted as cached sprites."""

    def colour(self, c: RGB) -> Any:
        return ink(c)

    def text(self, t: Text, dy: float) -> None:
        # Drawn over its background into the sprite: the same pixels as the plain drawing
        # wherever the text lies on that colour (the layout says which).
        if not t.text:
            return
        x, y = text_origin((t.x, t.y + dy), t.text, t.kind, t.size, _anchor(t))
        sprite, mask, dx, ddy = palette_text(t.text, t.kind, t.size, t.fill, t.bg)
        paste(self.img, sprite, mask, x + dx, y + ddy)
        w = text_size(t.text, t.kind, t.size)[0]
        note_drawn(t.text, (x, y, x + w, y + t.size), t.kind, t.size)  # a recording test sees it

    def poly(self, pts: list[Point], fill: RGB | None, outline: RGB | None, width: int) -> None:
        self.mask = palette_polygon(self.d, pts, fill, outline, width, getattr(self, "mask", None))

    def cube(self, cx: int, cy: int, size: float, fill: RGB, r: str) -> None:
        sprite, mask, c = cube_sprite(r, size, fill)
        paste(self.img, sprite, mask, cx - c, cy - c)

    def rounded(self, op: Op, dy: float) -> None:
        # A card's rounded corners cost more than pasting it: drawn once per size and colours.
        _, (x0, y0, x1, y1), fill, outline, width, radius = op
        sprite, mask = rounded_sprite(round(x1 - x0), round(y1 - y0), fill, outline, width, radius)
        paste(self.img, sprite, mask, round(x0), round(y0 + dy))

    def block(self, block: Block) -> None:
        if not block.cached:
            self.run(block.ops, block.y)
            return
        # Most blocks look the same from one image to the next: drawn once, pasted after
        # (a new one is drawn in place, on the image's plain background, and kept).
        key = (block.x, block.width, block.height, block.ops)
        with _LOCK:
            strip = _BLOCKS.get(key)
            if strip is not None:
                _BLOCKS.move_to_end(key)
        if strip is not None:
            self.img.paste(strip, (block.x, block.y))
            return
        self.run(block.ops, block.y)
        strip = self.img.crop((block.x, block.y, block.x + block.width, block.y + block.height))
        with _LOCK:
            _BLOCKS[key] = strip
            while len(_BLOCKS) > BLOCKS_KEPT:
                _BLOCKS.popitem(last=False)


_BLOCKS: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
BLOCKS_KEPT = 128
# The bot draws images in worker threads: the caches of blocks and map layers are used under
# this lock.
_LOCK = threading.RLock()


# ----------------------------------------------------------------------------- map layers
class _Layer:
    """The static part of one set of cards' map, drawn onto the palette, with its frame; and
    the same with the cubes built so far (the map only grows: a new image adds its new cubes)."""

    def __init__(self, view: Mapping[str, Any], language: str) -> None:
        self.frame = Frame(view["map"]["hexes"])
        map_static(view, self.frame, catalog_text("cr.img.city", language))
        self.image = palette_image((W, self.frame.height))
        _PaletteSurface(self.image).run(self.frame.static_ops)
        self.cubed = self.image.copy()
        self.cubes: dict[str, str] = {}

    def with_cubes(self, view: Mapping[str, Any]) -> Image.Image:
        """The map with the view's cubes (call under _LOCK; do not change the image)."""
        hexes = [h for h in view["map"]["hexes"] if h["cube"]]
        now = {h["hex"]: h["cube"] for h in hexes}
        if any(now.get(k) != r for k, r in self.cubes.items()):
            # An older view than the last drawn: start again from the bare map.
            self.cubed, self.cubes = self.image.copy(), {}
        surface = _PaletteSurface(self.cubed)
        surface.run([cube_op(self.frame, h) for h in hexes if h["hex"] not in self.cubes])
        self.cubes = now
        return self.cubed


_LAYERS: OrderedDict[tuple[Any, ...], _Layer] = OrderedDict()
LAYERS_KEPT = 8  # a few games at once; a map changes only when a card is played


def _layer(view: Mapping[str, Any], language: str) -> _Layer:
    cards = tuple((c["card"], c["x"], c["y"], c["rotation"]) for c in view["map"]["cards"])
    colours = tuple((r, rr["color"]) for r, rr in view["railroads"].items())
    # Per language: the layer carries the Starting City's word.
    key = (cards, colours, len(view["map"]["hexes"]), language)
    with _LOCK:
        layer = _LAYERS.get(key)
        if layer is None:
            layer = _LAYERS[key] = _Layer(view, language)
            while len(_LAYERS) > LAYERS_KEPT:
                _LAYERS.popitem(last=False)
        else:
            _LAYERS.move_to_end(key)
    return layer


def _inside(x: float, y: float, box: Box) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def _frame_copy(frame: Frame) -> Frame:
    out = object.__new__(Frame)
    out.__dict__.update(frame.__dict__)
    out.dynamic_ops = []
    return out


# ----------------------------------------------------------------------------- images
def layout(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> Page:
    """The board image's layout (what `draw_board` draws)."""
    frame = _frame_copy(_layer(view, language).frame)
    return board(
        view, caption=caption, previous=previous, names=names, language=language, frame=frame
    )


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
    page: Page | None = None,
) -> Image.Image:
    """The map and the panel; a finished game's view also works (scores in the panel).
    `page`: the view's layout when it was laid out already (`layout`: a prompt picture's)."""
    layer = _layer(view, language)
    if page is None:
        page = layout(view, caption=caption, previous=previous, names=names, language=language)
    # The page cut around the map with its cubes: one copy, the rest filled with palette
    # entry 0 (BG).
    with _LOCK:
        img = layer.with_cubes(view).crop((0, -page.map_at, W, page.height - page.map_at))
    surface = _PaletteSurface(img)
    f = page.map
    surface.run(f.mark_ops, page.map_at)
    # The cubes an outlined card's edge crossed go back on top, as the plain drawing has them.
    near = [(x0 - f.s, y0 - f.s, x1 + f.s, y1 + f.s) for x0, y0, x1, y1 in f.highlighted]
    again = [op for op in f.cube_ops if any(_inside(op[1], op[2], box) for box in near)]
    surface.run(again, page.map_at)
    surface.run(f.label_ops, page.map_at)
    for block in page.blocks:
        surface.block(block)
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
    page = board(view, caption=caption, previous=previous, names=names, language=language)
    img = Image.new("RGB", (W, page.height), BG)
    surface = _Surface(img)
    surface.run(page.map.static_ops, page.map_at)
    surface.run(page.map.dynamic_ops, page.map_at)
    for block in page.blocks:
        surface.block(block)
    return to_rail_palette(img)


def scores_layout(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Page:
    if not view.get("over"):
        raise ValueError("final scores need a finished game's view")
    return scores(view, names=names, language=language)


def draw_scores(
    view: Mapping[str, Any], *, names: Mapping[str, str] | None = None, language: str = "en"
) -> Image.Image:
    """Final scores: each railroad's value broken down, each player's shares and points."""
    page = scores_layout(view, names=names, language=language)
    img = Image.new("RGB", (W, page.height), BG)
    surface = _Surface(img)
    for block in page.blocks:
        surface.block(block)
    return to_rail_palette(img)


def draw_card_sheet(language: str = "en") -> Image.Image:
    """The whole card set (docs/cardrails-cards.png): every card as printed (rotation 0), the
    Starting City, and the city with one card laid against it to show how halves match."""
    from engine.cardrails.cards import footprint, load_cards

    cs = load_cards()
    rails = {r: {"color": rr.color, "name": rr.name} for r, rr in cs.railroads.items()}
    cells: dict[tuple[int, int], dict[str, Any]] = {}
    placed = []

    def put(card: Any, x: int, y: int) -> None:
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
        put(cs.cards[cid], 2 + (i % per_row) * 6, 1 + (i // per_row) * 6)
    put(cs.city, 2 + 6 * (rows * per_row - len(ids)), 1 + (rows - 1) * 6)
    put(cs.cards[ids[0]], 6 + 6 * (rows * per_row - len(ids)), 1 + (rows - 1) * 6)  # its left
    # halves complete the city's right halves: cards laid edge to edge make one hex grid
    view: dict[str, Any] = {
        "map": {"hexes": list(cells.values()), "cards": placed},
        "railroads": rails,
    }
    f = Frame(view["map"]["hexes"], min_s=10)
    map_static(view, f, catalog_text("cr.img.city", language), rulers=False)
    top = 80
    key, key_h = map_key("", language)
    img = Image.new("RGB", (W, top + f.height + 16 + key_h), BG)
    draw_text(img, (PAD, 12), catalog_text("cr.img.sheet.title", language), "bold", 28, INK)
    _Surface(img).run(f.static_ops, top)
    for c in placed:
        x0, y0, _, _ = f.card_box(c["x"], c["y"])
        draw_text(img, (x0 + 2, top + y0 - 22), c["card"], "bold", 18, INK)
    # The map's key, as on the board images.
    _Surface(img).run(key, top + f.height + 12)
    return img


def warm_up(language: str = "en") -> None:
    """Load fonts, the card data and the language's catalog once, so the first image costs no
    more than the rest."""
    for r in ("orange", "yellow", "green", "black", "white"):
        rail_info(r)
    text_size("E1N1", "condensed", LABEL_SIZE)
    catalog_text("cr.img.city", language)  # compiles the language's catalog
    rail_palette()
    ink(BG)
