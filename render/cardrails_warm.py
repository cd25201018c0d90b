"""Card Rails' board vocabulary rasterized at a renderer's start.

A board's panel and caption change every turn in words drawn at large sizes: the turn and round,
points, shares, hand sizes, a share card's counts, the last turn's cards and hexes. Each new
string costs FreeType's rasterizing and measuring the first time a process draws it, most of a
new board's cost beyond its encoding. Laying out the boards of one short sample game draws the
common ones once, as a renderer that has served a few games has them; strings a game brings of
its own (its players' names) are drawn on first use, as before.
"""

from __future__ import annotations

SAMPLE_SEED = 7  # any game will do: one whose turns cover every kind of move
SAMPLE_SEATS = ("w1", "w2", "w3", "w4")
POINTS = 151  # a seat's points run to about a hundred in a long game


def warm_texts(language: str) -> None:
    """Lay out every turn's board of a sample game in `language` and rasterize its texts (a
    quarter of a second: a few hundred strings)."""
    from engine.core import new_game
    from engine.players import make_player
    from render.cardrails import layout
    from render.cardrails_page import GOLDEN, INK, MIN_TEXT, WHITE
    from render.cardrails_pieces import palette_text
    from render.common import catalog_text

    # A seat's points, on its card's face (golden when to move): a few change every turn.
    for points in range(POINTS):
        score = catalog_text("cr.img.points", language, points=points)
        for face in (WHITE, GOLDEN):
            palette_text(score, "bold", MIN_TEXT + 4, INK, face)

    from render import cardrails

    kept = set(cardrails._LAYERS)
    game = new_game("cardrails", list(SAMPLE_SEATS), SAMPLE_SEED)
    seats = {
        p: make_player("heuristic", SAMPLE_SEED + i, "cardrails")
        for i, p in enumerate(SAMPLE_SEATS)
    }
    turn = None
    while not game.is_over:
        player = game.active_players()[0]
        game.apply(player, seats[player].choose(game, player))
        view = game.view(None)
        if view["turn"] == turn and not game.is_over:
            continue  # a board per turn, as the thread shows them
        turn = view["turn"]
        for block in layout(view, language=language).blocks:  # not the map's hex names
            for op in block.ops:
                if op[0] == "text":
                    t = op[1]
                    palette_text(t.text, t.kind, t.size, t.fill, t.bg)
    # Its maps were laid out on the way, not for keeping (megabytes each): forgotten.
    with cardrails._LOCK:
        for key in set(cardrails._LAYERS) - kept:
            del cardrails._LAYERS[key]
