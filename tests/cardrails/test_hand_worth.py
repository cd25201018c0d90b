"""What a hand would score if the game ended now (R19), told privately: computed by the engine's
scoring from the player's own view, it is what the final count adds for the cards in hand, and
it reads nothing the player cannot see."""

from __future__ import annotations

import copy
import random

import engine
from cogs.cardrails.places import worth_line
from engine.cardrails.scoring import hand_worth


def _game(players: int, seed: int, **options: bool):
    return engine.new_game("cardrails", [f"p{i}" for i in range(players)], seed, options)


def test_the_worth_is_what_the_final_count_adds_for_the_hand():
    """ "Reveal everyone's Shares in hand": with every hand counted (as at the end), each
    player's total grows by exactly the worth their own view gives."""
    checked = 0
    for seed in range(3):
        g = _game(3 + seed, seed)
        rng = random.Random(seed)
        while not g.is_over:
            if rng.random() < 0.2:
                shown = copy.deepcopy(g)
                shown.options["open_hands"] = True  # every hand counted, as at the end
                counted = shown.scores()
                for p in g.players:
                    view = g.view(p)
                    assert view["scores"][p] + hand_worth(view) == counted[p]
                    checked += 1
            p = g.active_players()[0]
            g.apply(p, rng.choice(g.legal_actions(p)))
    assert checked > 50


def test_a_spectator_has_no_hand_to_count():
    assert hand_worth(_game(3, 1).view(None)) is None


def test_the_final_dividend_counts_the_shareholders_one_can_see():
    g = _game(4, 2, final_dividend=True)
    view = copy.deepcopy(g.view("p0"))
    view["seats"]["p0"]["hand"] = ["G1", "G2", "O1"]
    view["seats"]["p0"]["share_cubes"] = {"orange": 1}
    view["seats"]["p1"]["share_cubes"] = {"green": 2}
    view["railroads"]["green"]["value"] = 9
    view["railroads"]["orange"]["value"] = 7
    # Green: p0 and p1 share 9, rounded up: 5; orange: p0 holds a cube already, a card adds 0.
    assert hand_worth(view) == 5
    # What others hide changes nothing: only their cubes (and shown hands) count.
    hidden = copy.deepcopy(view)
    hidden["seats"]["p2"]["hand_size"] = 9
    assert hand_worth(hidden) == 5


def test_it_is_told_in_every_language():
    g = _game(3, 4)
    view = g.view("p0")
    for language in ("en", "fr", "nl"):
        line = worth_line(view, language)
        assert line is not None and str(hand_worth(view)) in line
