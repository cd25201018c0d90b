"""Card Rails board images, drawn from the spectator view only.

The map on top (every placed card outlined; whole and open 1/2 hexes; lakes, swaps, purple and
symbol hexes; cubes in railroad colours and patterns; every hex's name), the Shares cards, the
players and the discards below. The last turn's card and cubes are outlined in magenta. Sizes are
chosen so that at Discord's phone preview (430 px wide) a hex name is still >= 8 px tall.
"""

from __future__ import annotations

import functools
import math
import unicodedata
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.common import RGB, blend, draw_text, hex_rgb, text_size

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


def _text_on(fill: RGB) -> RGB:
    return INK if sum(fill) > 450 else WHITE


def _safe(name: str, limit: int = 16) -> str:
    """A member-chosen name made safe to draw: printable characters only, not too long."""
    text = "".join(ch for ch in name if unicodedata.category(ch)[0] not in ("C", "Z") or ch == " ")
    text = " ".join(text.split()) or "?"
    return text if len(text) <= limit else text[: limit - 1] + "…"


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

    def centre(self, x: int, y: int) -> tuple[float, float]:
        s = self.s
        return (
            self.left + s + (x - self.x0) * 1.5 * s,
            self.top + SQ3 / 2 * s + (y - self.y0) * SQ3 / 2 * s,
        )

    def polygon(self, x: int, y: int, part: str, inset: float = 0.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(x, y)
        s = self.s - inset
        hh = SQ3 / 2 * s
        full = [
            (cx + s, cy),
            (cx + s / 2, cy + hh),
            (cx - s / 2, cy + hh),
            (cx - s, cy),
            (cx - s / 2, cy - hh),
            (cx + s / 2, cy - hh),
        ]
        if part == "F":
            return full
        if part == "E":
            return [
                (cx, cy - hh),
                (cx + s / 2, cy - hh),
                (cx + s, cy),
                (cx + s / 2, cy + hh),
                (cx, cy + hh),
            ]
        if part == "W":
            return [
                (cx, cy - hh),
                (cx - s / 2, cy - hh),
                (cx - s, cy),
                (cx - s / 2, cy + hh),
                (cx, cy + hh),
            ]
        if part == "N":
            return [(cx - s, cy), (cx - s / 2, cy - hh), (cx + s / 2, cy - hh), (cx + s, cy)]
        return [(cx - s, cy), (cx - s / 2, cy + hh), (cx + s / 2, cy + hh), (cx + s, cy)]

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


def _badge(
    img: Image.Image, d: ImageDraw.ImageDraw, cx: float, cy: float, rad: float, r: str, fill: RGB
) -> None:
    """A railroad symbol: a disc in its colour carrying its letter."""
    d.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=fill, outline=INK, width=2)
    draw_text(img, (cx, cy), _rail_info(r)[0], "bold", int(rad * 1.3), _text_on(fill), anchor="mm")


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


def _draw_map(
    img: Image.Image, view: Mapping[str, Any], f: _Frame, previous: Any, labels: bool = True
) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((0, f.top - 6, W, f.top + f.h + 6), fill=TABLE)
    cubes_hl, cards_hl = _highlights(view, previous)
    s = f.s
    hexes = view["map"]["hexes"]
    for h in hexes:
        for part in h["parts"]:
            if h["whole"]:
                fill = FEATURE_FILL.get(h["feature"] or "", LAND)
                poly = f.polygon(h["x"], h["y"], part["part"])
            else:
                fill = OPEN
                poly = f.polygon(h["x"], h["y"], part["part"])
            d.polygon(poly, fill=fill, outline=EDGE)
    for i, c in enumerate(view["map"]["cards"]):
        box = f.card_box(c["x"], c["y"])
        if i in cards_hl:
            d.rectangle(box, outline=HIGHLIGHT, width=5)
        else:
            d.rectangle(box, outline=CARD_EDGE, width=2)
    for h in hexes:
        cx, cy = f.centre(h["x"], h["y"])
        if h["whole"] and h["feature"] in FEATURE_MARK and h["feature"] != "city":
            mark = FEATURE_MARK[h["feature"]]
            draw_text(
                img, (cx + s * 0.5, cy + s * 0.42), mark, "bold", int(s * 0.42), WHITE, anchor="mm"
            )
        for part in h["parts"]:
            if part["feature"] == "symbol" and part["railroad"]:
                px, py = f.part_centre(h["x"], h["y"], part["part"])
                if part["part"] == "F":
                    px, py = cx - s * 0.45, cy + s * 0.38
                r = part["railroad"]
                _badge(img, d, px, py, s * 0.24, r, _rail_fill(view, r))
        if h["cube"]:
            r = h["cube"]
            _cube(d, cx + s * 0.08, cy + s * 0.34, s * 0.62, _rail_fill(view, r), r)
        if h["hex"] in cubes_hl:
            d.polygon(f.polygon(h["x"], h["y"], "F", inset=3), outline=HIGHLIGHT, width=4)
    city = [h for h in hexes if h["feature"] == "city"]
    if city:
        pts = [f.centre(h["x"], h["y"]) for h in city]
        mx = sum(p[0] for p in pts) / len(pts)
        my = sum(p[1] for p in pts) / len(pts)
        draw_text(img, (mx, my), "CITY", "bold", int(s * 0.55), WHITE, anchor="mm")
    # Names last, over everything, so they are always readable. An open 1/2 hex is named in
    # its missing half, out on the table, where the next card would complete it.
    for h in hexes if labels else ():
        if not h["whole"] and len(h["parts"]) == 1:
            missing = {"N": "S", "S": "N", "E": "W", "W": "E"}[h["parts"][0]["part"]]
            px, py = f.part_centre(h["x"], h["y"], missing)
            draw_text(img, (px, py), h["hex"], "condensed", LABEL_SIZE - 4, MUTED, anchor="mm")
        elif h["feature"] != "city":
            cx, cy = f.centre(h["x"], h["y"])
            if h["feature"] not in FEATURE_FILL:
                draw_text(
                    img,
                    (cx, cy - s * 0.42),
                    h["hex"],
                    "condensed",
                    LABEL_SIZE,
                    INK,
                    anchor="mm",
                    halo=LAND,
                )
            else:
                draw_text(
                    img, (cx, cy - s * 0.42), h["hex"], "condensed", LABEL_SIZE, WHITE, anchor="mm"
                )


# ----------------------------------------------------------------------------- panel
ROW = 40
BOX = 26


def _caption(view: Mapping[str, Any], names: Mapping[str, str] | None) -> str:
    rr = view["railroads"]

    def rname(r: str) -> str:
        return str(rr[r]["name"]) if r in rr else r

    if view.get("over"):
        w = view.get("winners") or []
        return f"Game over after {view['turn']} turns: {_name(names, w[0] if w else None)} wins"
    t = view.get("last_turn")
    head = (
        f"Turn {view['turn']} (round {view['round']}), {_name(names, view.get('to_move'))} to move"
    )
    if not t:
        return head
    who = _name(names, t["player"])
    bits = []
    if t.get("share"):
        bits.append(f"took a {rname(t['share'])} share")
    if t.get("placed"):
        bits.append(f"played {t['placed']['card']} at {t['placed']['at']}")
    if t.get("cubes"):
        bits.append("built " + ", ".join(f"{rname(c['railroad'])} {c['hex']}" for c in t["cubes"]))
    if t.get("swap") and t["swap"].get("took"):
        bits.append(f"swapped {t['swap']['gave']} for {t['swap']['took']}")
    if t.get("discarded") and not t.get("share"):
        bits.append(f"discarded {t['discarded']}")
    return f"{head}. Last: {who} " + "; ".join(bits or ["passed"])


def _fit(text: str, kind: str, size: int, width: int) -> str:
    if text_size(text, kind, size)[0] <= width:
        return text
    while text and text_size(text + "…", kind, size)[0] > width:
        text = text[:-1]
    return text + "…"


def _panel_height(view: Mapping[str, Any]) -> int:
    return 18 + ROW * len(view["railroads"]) + 16 + ROW * len(view["players"]) + 2 * ROW + 10


def _draw_panel(
    img: Image.Image, view: Mapping[str, Any], top: int, names: Mapping[str, str] | None
) -> None:
    d = ImageDraw.Draw(img)
    y = top + 10
    holders: dict[str, list[str]] = {}
    for p in view["players"]:
        for r, k in view["seats"][p]["share_cubes"].items():
            holders.setdefault(r, []).append(f"{_name(names, p)} {k}")
    for r, rr in view["railroads"].items():
        fill = hex_rgb(rr["color"])
        draw_text(img, (PAD, y + 6), rr["name"], "bold", 22, INK)
        x = PAD + 96
        for i in range(rr["boxes"]):
            bx = x + i * (BOX + 4)
            if i >= rr["boxes"] - rr["cubes_left"]:
                _cube(d, bx + BOX / 2, y + 18, BOX, fill, r)
            else:
                d.rectangle((bx, y + 5, bx + BOX, y + 5 + BOX), fill=WHITE, outline=EDGE)
        x += rr["boxes"] * (BOX + 4) + 10
        value = (
            f"= {rr['value']}  ({rr['empty_boxes']} empty"
            f" + {rr['purple_hexes']}×2 purple + {rr['symbol_hexes']}×5 symbol)"
        )
        draw_text(img, (x, y + 6), _fit(value, "bold", 20, W - x - PAD), "bold", 20, INK)
        y += ROW
    y += 8
    d.line((PAD, y, W - PAD, y), fill=EDGE, width=1)
    y += 8
    scores = view.get("scores", {})
    for p in view.get("order", view["players"]):
        seat = view["seats"][p]
        mark = "▶ " if p == view.get("to_move") else ""
        draw_text(img, (PAD, y + 6), _fit(mark + _name(names, p), "bold", 22, 300), "bold", 22, INK)
        x = PAD + 320
        draw_text(img, (x, y + 6), f"hand {seat['hand_size']}", "regular", 20, INK)
        x += 110
        for r, k in seat["share_cubes"].items():
            for _ in range(k):
                _cube(d, x + BOX / 2, y + 18, BOX, _rail_fill(view, r), r)
                x += BOX + 6
        x = max(x, PAD + 650)
        text = f"shares {seat['share_count']}/3 · {scores.get(p, 0)} pts so far"
        draw_text(img, (x, y + 6), text, "regular", 20, MUTED)
        y += ROW
    discards = view.get("discards", [])
    text = f"Discards ({len(discards)}): " + (" ".join(discards) if discards else "none")
    draw_text(img, (PAD, y + 8), _fit(text, "regular", 20, W - 2 * PAD), "regular", 20, INK)
    y += ROW
    legend = "~ lake   ⇄ swap   +2 purple   ● symbol +5   □ empty box +1"
    if view.get("removed_railroad"):
        legend += f"   ({view['removed_railroad']} removed)"
    draw_text(img, (PAD, y + 8), _fit(legend, "regular", 20, W - 2 * PAD), "regular", 20, MUTED)


# ----------------------------------------------------------------------------- images
CAPTION_H = 44


def draw_board(
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
) -> Image.Image:
    """The map and the panel; a finished game's view also works (scores in the panel)."""
    f = _Frame(view, CAPTION_H + 6)
    height = f.top + f.h + 12 + _panel_height(view)
    img = Image.new("RGB", (W, height), BG)
    text = caption if caption is not None else _caption(view, names)
    draw_text(img, (PAD, 10), _fit(_safe(text, 400), "bold", 24, W - 2 * PAD), "bold", 24, INK)
    _draw_map(img, view, f, previous)
    _draw_panel(img, view, f.top + f.h + 8, names)
    return _to_palette(img)


def draw_scores(view: Mapping[str, Any], *, names: Mapping[str, str] | None = None) -> Image.Image:
    """Final scores: each railroad's value broken down, each player's shares and points."""
    if not view.get("over"):
        raise ValueError("final scores need a finished game's view")
    rails = list(view["railroads"])
    order = sorted(view["players"], key=lambda p: -view["scores"][p])
    height = 90 + 44 * (len(rails) + 1) + 30 + 44 + 60 * len(order) + 30
    img = Image.new("RGB", (W, height), BG)
    d = ImageDraw.Draw(img)
    winner = (view.get("winners") or [None])[0]
    draw_text(img, (PAD, 16), f"Card Rails: {_name(names, winner)} wins", "bold", 34, INK)
    y = 70
    heads = ["railroad", "empty boxes", "purple ×2", "symbols ×5", "value"]
    xs = [PAD, 260, 470, 660, 860]
    for x, t in zip(xs, heads, strict=True):
        draw_text(img, (x, y), t, "bold", 22, MUTED)
    y += 44
    for r in rails:
        rr = view["railroads"][r]
        _cube(d, PAD + 13, y + 13, 26, hex_rgb(rr["color"]), r)
        cells = [
            rr["name"],
            str(rr["empty_boxes"]),
            f"{rr['purple_hexes']} = +{2 * rr['purple_hexes']}",
            f"{rr['symbol_hexes']} = +{5 * rr['symbol_hexes']}",
            str(rr["value"]),
        ]
        for i, (x, t) in enumerate(zip(xs, cells, strict=True)):
            draw_text(
                img, (x + (36 if i == 0 else 0), y), t, "bold" if i == 4 else "regular", 24, INK
            )
        y += 44
    y += 20
    col = (W - 300 - 140) // max(1, len(rails))
    draw_text(img, (PAD, y), "player: shares (cubes + cards) × value = points", "bold", 22, MUTED)
    y += 44
    for p in order:
        b = view["score_breakdown"][p]
        fill = (255, 236, 170) if p == winner else BG
        d.rectangle((0, y - 6, W, y + 52), fill=fill)
        draw_text(img, (PAD, y + 8), _fit(_name(names, p), "bold", 26, 270), "bold", 26, INK)
        for i, r in enumerate(rails):
            row = b["railroads"][r]
            x = 300 + i * col
            if row["shares"]:
                _cube(d, x + 11, y + 14, 22, hex_rgb(view["railroads"][r]["color"]), r)
                t = f"{row['shares']}×{row['value']}={row['points']}"
                draw_text(img, (x + 28, y + 2), _fit(t, "bold", 22, col - 32), "bold", 22, INK)
                t = f"{row['cubes']} cubes, {row['cards']} cards"
                draw_text(img, (x, y + 30), _fit(t, "regular", 16, col - 6), "regular", 16, MUTED)
        draw_text(img, (W - PAD, y + 6), str(b["total"]), "bold", 30, INK, anchor="ra")
        y += 60
    return _to_palette(img)


def draw_card_sheet() -> Image.Image:
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
    draw_text(
        img, (PAD, 12), "Card Rails: the 45 Track cards and the Starting City", "bold", 28, INK
    )
    _draw_map(img, view, f, None, labels=False)
    for c in placed:
        x0, y0, _, _ = f.card_box(c["x"], c["y"])
        draw_text(img, (x0 + 2, y0 - 22), c["card"], "bold", 18, INK)
    legend = "~ lake (no cube)   ⇄ swap   +2 purple   ● railroad symbol (+5)   grey: open 1/2 hex"
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
            for t in (0.15, 0.3, 0.45, 0.6, 0.75, 0.9):
                wanted.setdefault(blend(b, c, t), None)
    flat = [v for c in list(wanted)[:256] for v in c]
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def _to_palette(img: Image.Image) -> Image.Image:
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


def warm_up() -> None:
    """Load fonts and the card data once, so the first image costs no more than the rest."""
    for r in ("orange", "yellow", "green", "black", "white"):
        _rail_info(r)
        _other_fill(r)
    text_size("E1N1", "condensed", LABEL_SIZE)
    _palette()
