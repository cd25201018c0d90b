"""Card Rails' card set and its hex geometry, loaded from data/cards.json and validated.

Geometry (FORMATS.md has the picture in words, docs/cardrails-cards.png the drawing):
flat-topped hexes in "doubled" coordinates (c, r): column c, row r with r = c (mod 2); a hex's
neighbours are (c, r +- 2) and (c +- 1, r +- 1). Every card (Track cards and the Starting City
alike) is the same rectangle, 4 columns wide and 2 hexes tall, whose edges run through hex
centres: it holds 4 full hexes and 8 half hexes (two on each edge). Laid edge to edge, the
halves of two cards make whole hexes, so all cards together form one true hex grid. A card can
be turned half a turn (rotation 180); a quarter turn would leave the grid.

Pure Python: the engine, the computer player and the renderer all read the cards through here.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "cards.json"

RAILROAD_COUNT = 5
CARDS_PER_RAILROAD = 9
TRACK_CARDS = RAILROAD_COUNT * CARDS_PER_RAILROAD  # 45
SHARE_BOXES = 12
ROTATIONS = (0, 180)

# Slot name -> (column offset, row offset, part) relative to the card's top-centre hex "T".
# part "F" is a full hex; a half is named by the side of its hex the card holds: the top edge
# holds the south halves of the hexes it cuts, the left edge their east halves, and so on.
SLOTS: dict[str, tuple[int, int, str]] = {
    "T": (0, 0, "F"),
    "B": (0, 2, "F"),
    "L": (-1, 1, "F"),
    "R": (1, 1, "F"),
    "TL": (-1, -1, "S"),
    "TR": (1, -1, "S"),
    "BL": (-1, 3, "N"),
    "BR": (1, 3, "N"),
    "LT": (-2, 0, "E"),
    "LB": (-2, 2, "E"),
    "RT": (2, 0, "W"),
    "RB": (2, 2, "W"),
}
FULL_SLOTS = ("T", "B", "L", "R")
HALF_SLOTS = ("TL", "TR", "BL", "BR", "LT", "LB", "RT", "RB")
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E", "F": "F"}
# Half a turn about the card's centre (0, 1): (dc, dr) -> (-dc, 2 - dr).
ROTATED_SLOT = {
    "T": "B", "B": "T", "L": "R", "R": "L",
    "TL": "BR", "BR": "TL", "TR": "BL", "BL": "TR",
    "LT": "RB", "RB": "LT", "LB": "RT", "RT": "LB",
}  # fmt: skip
FEATURES = ("lake", "swap", "purple", "symbol")
CITY = "city"
NEIGHBOURS = ((0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1))

Hex = tuple[int, int]


class CardDataError(ValueError):
    """The card data breaks a rule of the game or of the format."""


@dataclass(frozen=True, slots=True)
class Railroad:
    id: str
    name: str
    color: str
    letter: str
    pattern: str  # how cubes are drawn besides their colour (colour-blind safe)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    railroad: str | None  # None for the Starting City
    hexes: dict[str, str]  # slot -> feature ("lake", "swap", "purple", "symbol", "city")

    def symbol_slot(self) -> str | None:
        return next((s for s, f in self.hexes.items() if f == "symbol"), None)


@dataclass(frozen=True, slots=True)
class CardSet:
    railroads: dict[str, Railroad]  # in table order
    cards: dict[str, Card]  # the 45 Track cards
    city: Card  # the Starting City card
    shares_boxes: int

    def by_railroad(self, r: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.railroad == r]


# -------------------------------------------------------------------------------- geometry
def rotate(dc: int, dr: int, part: str, rotation: int) -> tuple[int, int, str]:
    if rotation == 0:
        return dc, dr, part
    return -dc, 2 - dr, OPPOSITE[part]


@functools.cache
def footprint(rotation: int) -> tuple[tuple[str, int, int, str], ...]:
    """(card slot, column offset, row offset, part) of every cell of a card placed with the
    given rotation, offsets from the footprint's top-centre hex."""
    out = []
    for slot, (dc, dr, part) in SLOTS.items():
        out.append((slot, *rotate(dc, dr, part, rotation)))
    return tuple(out)


def is_hex(c: int, r: int) -> bool:
    return (c - r) % 2 == 0


# One tuple per hex, shared by every table the engine reads hexes from: a set or dict finds
# an equal hex by identity first, without comparing the tuples.
_HEXES: dict[Hex, Hex] = {}
one_hex = _HEXES.setdefault  # one_hex(h, h): the shared tuple equal to h


def same_hex(c: int, r: int) -> Hex:
    h = (c, r)
    return one_hex(h, h)


_NB: dict[Hex, tuple[Hex, ...]] = {}


def neighbours(h: Hex) -> tuple[Hex, ...]:
    nb = _NB.get(h)
    if nb is None:
        c, r = h
        nb = _NB[h] = tuple(same_hex(c + dc, r + dr) for dc, dr in NEIGHBOURS)
    return nb


_LABEL = re.compile(r"^(?:([EW])(\d+))?(?:([NS])(\d+))?$")


_LABELS: dict[Hex, str] = {}


def label(h: Hex) -> str:
    """A hex's name, fixed for the whole game: columns east/west and rows north/south of the
    Starting City's top hex ("0"). Rows count whole hexes in the hex's own column."""
    text = _LABELS.get(h)
    if text is None:
        text = _LABELS[h] = _label(h)
    return text


def _label(h: Hex) -> str:
    c, r = h
    k = (r - (c % 2)) // 2
    text = (f"E{c}" if c > 0 else f"W{-c}" if c < 0 else "") + (
        f"S{k}" if k > 0 else f"N{-k}" if k < 0 else ""
    )
    return text or "0"


_PARSED: dict[str, Hex] = {}  # exact hex names only (typed text is not kept)


def parse_label(text: str) -> Hex | None:
    """The hex a typed label names (case and spaces ignored), or None."""
    h = _PARSED.get(text)
    if h is not None:
        return h
    h = _parse_label(text)
    if h is not None and label(h) == text:
        _PARSED[text] = h
    return h


def _parse_label(text: str) -> Hex | None:
    t = text.strip().upper().replace(" ", "")
    if t == "0":
        return same_hex(0, 0)
    m = _LABEL.match(t)
    if not m or not t:
        return None
    c = int(m.group(2) or 0) * (1 if m.group(1) == "E" else -1)
    k = int(m.group(4) or 0) * (1 if m.group(3) == "S" else -1)
    return same_hex(c, 2 * k + (c % 2))


def xy(h: Hex) -> tuple[float, float]:
    """Drawing position of a hex centre in hex-size units (flat-topped, size 1)."""
    return 1.5 * h[0], h[1] * 0.8660254037844386


# -------------------------------------------------------------------------------- loading
def check_geometry() -> None:
    """The slot table describes cards that tile one hex grid: every cell is a hex, turning a
    card half a turn keeps its outline, and a card laid against any edge of another meets it in
    complementary halves only."""
    for slot, (dc, dr, part) in SLOTS.items():
        if not is_hex(dc, dr):
            raise CardDataError(f"slot {slot} is not on the hex grid")
        rc, rr, rp = rotate(dc, dr, part, 180)
        if SLOTS[ROTATED_SLOT[slot]] != (rc, rr, rp):
            raise CardDataError(f"slot {slot} does not turn onto {ROTATED_SLOT[slot]}")
    base = {(dc, dr): part for _, dc, dr, part in footprint(0)}
    for oc, orr in ((4, 0), (-4, 0), (0, 4), (0, -4), (4, 2), (4, -2), (-4, 2), (-4, -2)):
        met = 0
        for _, dc, dr, part in footprint(0):
            other = base.get((dc + oc, dr + orr))
            if other is None:
                continue
            if OPPOSITE[part] != other or part == "F":
                raise CardDataError(f"cards laid edge to edge at {(oc, orr)} overlap")
            met += 1
        if not met:
            raise CardDataError(f"cards laid edge to edge at {(oc, orr)} share no half hex")


def parse(data: dict[str, Any]) -> CardSet:
    """Validate card data (the rulebook's numbers, one symbol per card, geometry)."""
    check_geometry()
    try:
        rails = [
            Railroad(r["id"], r["name"], r["color"], r["letter"], r["pattern"])
            for r in data["railroads"]
        ]
        boxes = data["shares_boxes"]
        raw_cards = data["cards"]
        raw_city = data["starting_city"]
    except (KeyError, TypeError) as error:
        raise CardDataError(f"card data is missing {error}") from None
    if len(rails) != RAILROAD_COUNT:
        raise CardDataError(f"there must be {RAILROAD_COUNT} railroads, not {len(rails)}")
    for key in ("id", "letter", "color", "pattern"):
        if len({getattr(r, key) for r in rails}) != RAILROAD_COUNT:
            raise CardDataError(f"railroads must have distinct {key}s")
    if boxes != SHARE_BOXES:
        raise CardDataError(f"each Shares card has {SHARE_BOXES} boxes, not {boxes}")
    railroads = {r.id: r for r in rails}
    cards: dict[str, Card] = {}
    for raw in raw_cards:
        card = _card(raw, railroads)
        if card.id in cards:
            raise CardDataError(f"card id {card.id} is used twice")
        cards[card.id] = card
    if len(cards) != TRACK_CARDS:
        raise CardDataError(f"there must be {TRACK_CARDS} Track cards, not {len(cards)}")
    for r in railroads:
        n = sum(1 for c in cards.values() if c.railroad == r)
        if n != CARDS_PER_RAILROAD:
            raise CardDataError(f"railroad {r} has {n} cards, not {CARDS_PER_RAILROAD}")
    city = _card(raw_city, railroads, city=True)
    return CardSet(railroads, cards, city, boxes)


def _card(raw: Any, railroads: dict[str, Railroad], city: bool = False) -> Card:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise CardDataError(f"a card needs an id: {raw!r}")
    cid = raw["id"]
    hexes = raw.get("hexes")
    if not isinstance(hexes, dict):
        raise CardDataError(f"card {cid}: hexes must map slots to features")
    for slot, feature in hexes.items():
        if slot not in SLOTS:
            raise CardDataError(f"card {cid}: no slot {slot!r} on a card")
        allowed = (CITY,) if city else FEATURES
        if feature not in allowed:
            raise CardDataError(f"card {cid}: unknown feature {feature!r}")
        # Lakes, swaps and purple hexes are printed on full hexes only (RULINGS.md R3).
        if feature in ("lake", "swap", "purple") and slot not in FULL_SLOTS:
            raise CardDataError(f"card {cid}: a {feature} must be a full hex, not {slot}")
    if city:
        if sorted(s for s, f in hexes.items() if f == CITY) != sorted(FULL_SLOTS):
            raise CardDataError("the Starting City covers the four full hexes of its card")
        return Card(cid, None, dict(hexes))
    r = raw.get("railroad")
    if r not in railroads:
        raise CardDataError(f"card {cid}: unknown railroad {r!r}")
    symbols = [s for s, f in hexes.items() if f == "symbol"]
    if len(symbols) != 1:
        raise CardDataError(
            f"card {cid} must carry exactly one railroad symbol, not {len(symbols)}"
        )
    return Card(cid, r, dict(hexes))


@functools.cache
def load_cards(path: str | None = None) -> CardSet:
    """The card set (cached: it never changes during a process)."""
    return parse(json.loads(Path(path or DATA).read_text()))
