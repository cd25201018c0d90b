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

from collections.abc import Iterable, Mapping
from typing import Any

from render.cardrails_map import Frame, map_dynamic, map_static, rail_info
from render.cardrails_page import (
    BG,
    CARD_EDGE,
    GOLDEN,
    INK,
    MIN_TEXT,
    MUTED,
    PAD,
    WHITE,
    Block,
    Op,
    Page,
    Text,
    W,
    fit_kind,
    fits,
    name_paragraph,
    paragraph,
    player_name,
    rail_name,
)
from render.cardrails_panels import caption_block, foot_blocks, seat_block, shares_blocks
from render.common import catalog_text as _t
from render.common import hex_rgb, text_size


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
    ops, y = paragraph(title, PAD, 14, "bold", MIN_TEXT + 4, INK, BG, W - 2 * PAD, MIN_TEXT + 12)
    blocks = [Block(0, int(y), tuple(ops), cached=False)]
    y += 10
    ops, yy = _railroads_table(view, rails, language)
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


def _railroads_table(
    view: Mapping[str, Any], rails: list[str], language: str
) -> tuple[list[Op], float]:
    """The railroads' table: a row per railroad (its empty boxes, purple hexes, symbols and
    value) under the column heads; its operations and the y below its last row."""
    cols = (PAD, 330, 540, 750, 960, W - PAD)
    heads = ["railroad", "empty", "purple", "symbols", "value"]
    ops: list[Op] = []
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
            size = MIN_TEXT + 2 if i == 4 else MIN_TEXT
            text = Text(x, yy + 2, cell, kind, size, INK, BG, "la", cols[i + 1] - x - 12)
            ops.append(("text", text))
        yy += MIN_TEXT + 16
    return ops, yy


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
    total_w = text_size(total, "bold", MIN_TEXT + 4)[0]
    inner = W - 2 * PAD - 28
    ops: list[Op] = []
    name = player_name(names, p)
    more, yy = name_paragraph(name, PAD + 14, inner - total_w - 20, inner, face, MIN_TEXT + 22)
    ops += more
    ops.append(("text", Text(W - PAD - 14, 6, total, "bold", MIN_TEXT + 4, INK, face, "ra")))
    yy = max(yy, MIN_TEXT + 22) + 2
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
        # Beside the cube, or under it when five columns leave too little room.
        tx, ty, room = x + 36, yy + 2, col - 44
        if not fits(text, "condensed", MIN_TEXT, room):
            tx, ty, room = x, yy + 34, col - 10
        kind = fit_kind(text, "bold", MIN_TEXT, room)
        ops.append(("text", Text(tx, ty, text, kind, MIN_TEXT, INK, face, "la", room)))
        detail = _t("cr.img.scores.detail", language, cubes=row["cubes"], cards=row["cards"])
        more, b2 = paragraph(
            detail, x, ty + 36, "regular", MIN_TEXT, MUTED, face, col - 10, MIN_TEXT + 4
        )
        ops += more
        bottom = max(bottom, b2)
    height = int(bottom) + 10
    return (("rect", (PAD, 0, W - PAD, height), face, CARD_EDGE, 2, 10), *ops), height + 10


def all_texts(pages: Iterable[Page]) -> list[Text]:
    return [text for page in pages for text in page.texts()]
