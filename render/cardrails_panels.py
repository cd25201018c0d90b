"""Card Rails' panels laid out, without drawing: the caption (whose turn, the last turn), the
Shares cards, a card per player, the discards and the map's key, each a `Block` of drawing
operations; blocks that look the same from one image to the next are cached.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from render.cardrails_map import card_railroad, hex_outline, rail_info, swap_arrows
from render.cardrails_page import (
    BG,
    CARD_EDGE,
    EDGE,
    FEATURE_FILL,
    GOLDEN,
    HIGHLIGHT,
    INK,
    MIN_TEXT,
    MUTED,
    PAD,
    WHITE,
    Block,
    Op,
    Text,
    W,
    fit_kind,
    name_paragraph,
    paragraph,
    player_name,
    rail_name,
    railroad_letters,
    symbol_ops,
    text_on,
)
from render.common import catalog_text as _t
from render.common import drawable, hex_rgb, join, text_size

# ----------------------------------------------------------------------------- board page
CAPTION_SIZE = MIN_TEXT + 2


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
        bits.append(
            _t(
                "cr.img.placed",
                language,
                card=placed["card"],
                at=placed["at"],
                turned=_t(
                    "cr.turned", language, rotation=180 if placed.get("rotation") == 180 else 0
                ),
            )
        )
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
            ("rect", (x + 2, 2, x + cw - 2, MIN_TEXT + 18), fill, None, 1, 8),
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
    kind = fit_kind(name, "bold", MIN_TEXT, cw - 16)
    card.append(
        ("text", Text(x + cw / 2, 8, name, kind, MIN_TEXT, text_on(fill), fill, "ma", cw - 16))
    )
    top = MIN_TEXT + 24  # below the name's band
    card.append(("text", Text(x + cw / 2, top, str(value), "bold", 56, INK, WHITE, "ma", cw - 16)))
    yy: float = top + 66
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
    ops, height, hand_ops = _seat(
        player_name(names, p),
        to_move,
        winner,
        text_size(score, "bold", MIN_TEXT + 4)[0],
        tuple((r, k) for r, k in seat["share_cubes"].items()),
        seat["share_count"],
        seat["hand_size"],
        None if hand is None else tuple(hand),
        language,
    )
    face = GOLDEN if winner or to_move else WHITE
    # The points and the hand's size change more often than the rest (every turn of the
    # seat's): drawn over the cached card.
    text = Text(W - PAD - 14, 6, score, "bold", MIN_TEXT + 4, INK, face, "ra")
    return [Block(y, height, ops), Block(y, height, (("text", text), *hand_ops), cached=False)]


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
) -> tuple[tuple[Op, ...], int, tuple[Op, ...]]:
    """The seat's card (its ops and height) and, apart, the hand's size drawn over it."""
    face = GOLDEN if winner or to_move else WHITE
    inner = W - 2 * PAD - 28
    ops: list[Op] = []
    over: list[Op] = []
    name = ("▶ " if to_move else "") + name
    more, yy = name_paragraph(name, PAD + 14, inner - score_w - 20, inner, face, MIN_TEXT + 22)
    ops += more
    yy = max(yy, MIN_TEXT + 22) + 4
    x = PAD + 14
    for r, k in share_cubes:
        for _ in range(k):
            cy = round(yy + CUBE_PANEL / 2)
            ops.append(("cube", x + CUBE_PANEL // 2, cy, CUBE_PANEL, rail_info(r)[0], r))
            x += CUBE_PANEL + 6
    x += 6
    shares = _t("cr.img.shares", language, shares=share_count, max=_max_shares())
    for word, into in ((shares, ops), (_t("cr.img.hand", language, n=hand_size), over)):
        w = text_size(word, "regular", MIN_TEXT)[0]
        if x + w > PAD + 14 + inner:
            x, yy = PAD + 14, yy + CUBE_PANEL + 8
        into.append(("text", Text(x, yy + 4, word, "regular", MIN_TEXT, MUTED, face, "la", inner)))
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
    return tuple(card_ops + ops), height + 10, tuple(over)


@functools.cache
def _max_shares() -> int:
    from engine.cardrails.game import MAX_SHARE_CUBES

    return MAX_SHARE_CUBES


def foot_blocks(view: Mapping[str, Any], language: str, y: int) -> list[Block]:
    """The discard pile and the key to the map's symbols."""
    ops, height = _discards(tuple(view.get("discards", [])), language)
    key_ops, key_height = map_key(view.get("removed_railroad") or "", language)
    return [Block(y, height, ops), Block(y + height, key_height, key_ops)]


@functools.lru_cache(maxsize=64)
def _discards(discards: tuple[str, ...], language: str) -> tuple[tuple[Op, ...], int]:
    text = _t("cr.img.discards", language, n=len(discards), cards=" ".join(discards))
    ops, yy = paragraph(
        text, PAD, 4, "regular", MIN_TEXT, INK, BG, W - 2 * PAD, MIN_TEXT + 8, words=True
    )
    return tuple(ops), int(yy) + 4


@functools.lru_cache(maxsize=16)
def map_key(removed: str, language: str, boxes: bool = True) -> tuple[tuple[Op, ...], int]:
    """The map's key; `boxes`: with the Shares cards' empty box (not where none is drawn)."""
    ops: list[Op] = []
    x, yy = PAD, 2
    icon = 30
    keys: list[tuple[str, str]] = [
        ("lake", "cr.img.key.lake"),
        ("swap", "cr.img.key.swap"),
        ("purple", "cr.img.key.purple"),
        ("symbol", "cr.img.key.symbol"),
    ]
    if boxes:
        keys.append(("empty", "cr.img.key.empty"))
    if removed:
        keys.append(("", "cr.img.removed"))
    # Which letter of a card's id is which railroad, each on its own (the line may wrap).
    keys += [("", "cr.img.letters.title")] + [("", f"letter {k}") for k in railroad_letters()]
    for what, key in keys:
        if key.startswith("letter "):
            letter = key[len("letter ") :]
            rail = rail_name(railroad_letters()[letter], language)
            word = _t("cr.letter", language, letter=letter, railroad=rail)
        else:
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
        return symbol_ops(cx, cy, h, *rail_info("green"))
    pts = tuple((cx + dx, cy + dy) for dx, dy in hex_outline(h + 1, "F"))
    ops: list[Op] = [("poly", pts, FEATURE_FILL[what], EDGE, 1)]
    if what == "swap":
        ops += swap_arrows(cx, cy, h * 0.6)
    elif what == "purple":
        inner = tuple((cx + dx, cy + dy) for dx, dy in hex_outline(h - 3, "F"))
        ops.append(("poly", inner, None, WHITE, 2))
    else:
        ops.append(("line", ((cx - h * 0.6, cy), (cx + h * 0.6, cy)), WHITE, 3))
    return ops
