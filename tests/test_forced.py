"""Decisions with no real choice (`Game.forced`) and letting a decision go by (`Game.skip`).

The platform makes a forced move at once and says so in the thread. That is safe only when
everyone can tell the move was forced: the property checked here is that whether a player's
decision is forced never depends on a card they hide. In every world another player cannot
tell from this one (`Game.sample`), the same decision is forced, or not, alike.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.players import make_player
from tests.test_contract import option_sets

SAMPLING = [name for name, cls in engine.games().items() if cls.sample is not engine.Game.sample]


def cases():
    for name in sorted(SAMPLING):
        cls = engine.games()[name]
        for i, options in enumerate(option_sets(cls)):
            n = cls.min_players + i % (cls.max_players - cls.min_players + 1)
            label = "+".join(k for k, v in options.items() if v) or "basic"
            yield pytest.param(name, max(3, n), options, id=f"{name}-{n}p-{label}")


@pytest.mark.parametrize(("name", "n", "options"), list(cases()))
def test_a_forced_move_is_forced_in_every_world_the_others_cannot_tell_apart(name, n, options):
    players = [f"p{i}" for i in range(n)]
    game = engine.new_game(name, players, 11, options)
    seats = {p: make_player("heuristic", i, name) for i, p in enumerate(players)}
    rng = random.Random(11)
    forced = checked = steps = 0
    while not game.is_over:
        for p in game.active_players():
            action = game.forced(p)
            if action is not None:
                forced += 1
                assert game.legal_actions(p) == [action]
            if steps % 3:
                continue
            for q in players:
                if q != p:
                    world = game.sample(q, rng)
                    checked += 1
                    assert (world.forced(p) is None) == (action is None), (p, q, action)
        p = game.active_players()[0]
        game.apply(p, game.forced(p) or seats[p].choose(game, p))
        steps += 1
    assert checked > 20
    if name == "santafe-cards":
        assert forced > 0  # the last trick of a round plays itself (one card each)


def test_the_sheriffs_ready_is_never_made_at_once():
    """The card game's "ready" is the only answer of everyone without the sheriff (or Mario),
    but who holds the sheriff is hidden: it stays a decision (RULINGS R16)."""
    players = ["p0", "p1", "p2", "p3"]
    seen = 0
    for seed in range(6):
        game = engine.new_game("santafe-cards", players, seed)
        seats = {p: make_player("heuristic", i, "santafe-cards") for i, p in enumerate(players)}
        while not game.is_over:
            if game.phase == "declare":
                for p in game.active_players():
                    if game.legal_actions(p) == [{"type": "ready"}]:
                        seen += 1
                        assert game.forced(p) is None
            p = game.active_players()[0]
            game.apply(p, game.forced(p) or seats[p].choose(game, p))
    assert seen > 10


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_a_skip_is_a_legal_pass_or_nothing(name):
    cls = engine.games()[name]
    players = [f"p{i}" for i in range(cls.min_players)]
    game = engine.new_game(name, players, 3)
    rng = random.Random(3)
    skipped = 0
    while not game.is_over:
        p = game.active_players()[0]
        legal = game.legal_actions(p)
        skip = game.skip(p)
        assert skip is None or skip in legal
        skipped += skip is not None
        game.apply(p, rng.choice(legal))
    assert skipped > 0
