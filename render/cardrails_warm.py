"""Card Rails' board vocabulary rasterized at a renderer's start.

A board's panel and caption change every turn in words drawn at large sizes: the turn and round,
points, shares, hand sizes, a share card's counts, the last turn's cards and hexes. Each new
string costs FreeType's rasterizing and measuring the first time a process draws it, most of a
new board's cost beyond its encoding. Laying out the boards of a sample game (spectator views the
renderer's caller played out: `render.warm_up`'s samples) draws the common ones once, as a
renderer that has served a few games has them; strings a game brings of its own (its players'
names) are drawn on first use, as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

POINTS = 151  # a seat's points run to about a hundred in a long game


def warm_views(views: Sequence[Mapping[str, Any]], language: str) -> None:
    """Lay out the board of each turn of `views` (a game's spectator views, in order) in
    `language` and rasterize its panel's texts, and every seat's points on both card faces
    (a quarter of a second: a few hundred strings)."""
    from render import cardrails
    from render.cardrails_page import GOLDEN, INK, MIN_TEXT, WHITE
    from render.cardrails_pieces import palette_text
    from render.common import catalog_text

    for points in range(POINTS):  # three or four of them change on every board
        score = catalog_text("cr.img.points", language, points=points)
        for face in (WHITE, GOLDEN):
            palette_text(score, "bold", MIN_TEXT + 4, INK, face)
    kept = set(cardrails._LAYERS)
    turn = None
    for i, view in enumerate(views):
        if view.get("turn") == turn and i < len(views) - 1:
            continue  # a board per turn, as the thread shows them
        turn = view.get("turn")
        for block in cardrails.layout(view, language=language).blocks:  # not the hex names
            for op in block.ops:
                if op[0] == "text":
                    t = op[1]
                    palette_text(t.text, t.kind, t.size, t.fill, t.bg)
    # Its maps were laid out on the way, not for keeping (megabytes each): forgotten.
    with cardrails._LOCK:
        for key in set(cardrails._LAYERS) - kept:
            del cardrails._LAYERS[key]
