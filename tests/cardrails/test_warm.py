"""A renderer's warm-up leaves Card Rails' first pictures little to draw anew: every card of a
hand is ready as the prompt picture draws it, and a board's panel needs few new words (the
turn's hexes and cards, a player's name) after a sample game's boards (bot/renderer.py plays
it out; the renderer gets its spectator views).

What is counted is a cache's misses: the same drawings either way, only when they are made.
"""

from __future__ import annotations

import engine
from bot.renderer import SAMPLE_SEED, sample_views
from engine.players import make_player
from render import cardrails, cardrails_cards, cardrails_pieces
from render import prompt as pictures
from render.cardrails_prompt import hand_cards
from render.cardrails_prompt import warm_up as prompt_warm_up


def _game(seed: int, turns: int) -> engine.Game:
    ids = ["ann", "bo", "cy"]
    game = engine.new_game("cardrails", ids, seed)
    seats = {p: make_player("heuristic", seed + i, "cardrails") for i, p in enumerate(ids)}
    while not game.is_over and game.view(None)["turn"] < turns:
        player = game.active_players()[0]
        game.apply(player, seats[player].choose(game, player))
    return game


def test_every_card_of_a_hand_is_ready_after_the_warm_up() -> None:
    prompt_warm_up()
    game = _game(SAMPLE_SEED + 100, 4)
    player = game.active_players()[0]
    own = game.view(player)
    assert hand_cards(own)
    before = cardrails_cards.card_image.cache_info().misses
    pictures._KEPT.clear()
    assert pictures.prompt_png("cardrails", own)
    assert cardrails_cards.card_image.cache_info().misses == before


def test_a_boards_panel_needs_few_new_words_after_the_warm_up() -> None:
    views = sample_views("cardrails")
    assert views and all("hand" not in seat for v in views for seat in v["seats"].values())
    cardrails.warm_views(views, "fr")
    game = _game(SAMPLE_SEED + 200, 12)  # another game than the sample, mid-way
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    page = cardrails.layout(game.view(None), names=names, language="fr")
    words = [op[1] for block in page.blocks for op in block.ops if op[0] == "text" and op[1].text]
    before = cardrails_pieces.palette_text.cache_info().misses
    cardrails.draw_board(game.view(None), names=names, language="fr", page=page)
    new = cardrails_pieces.palette_text.cache_info().misses - before
    # The names (with the mover's mark), the last turn's cards and hexes: a few; without
    # the sample game, the turn, round, points, hand sizes and share cards' counts too.
    assert new <= len(words) // 4, (new, len(words))
