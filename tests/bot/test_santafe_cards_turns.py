"""Out of turn in the card game's sealed steps: a player with nothing to choose in them is told
whom the game waits for to choose, and whether they have chosen already or have no part in
that step; the names are those the lock-in list shows, never what anyone chose."""

from __future__ import annotations

import random

import text
from bot import table
from bot.errors import NotYourTurn, answer_for
from tests.obligations import new_game
from tests.obligations.offline import offline_session


def test_a_sealed_step_says_who_is_still_to_choose():
    rng = random.Random(4)
    seen: set[str] = set()
    for seed in range(6):
        game = new_game("santafe-cards", ["p0", "p1", "p2", "p3"], seed, {})
        for _ in range(600):
            if game.is_over:
                break
            view = game.view(None)
            idle = [p for p in game.players if not game.legal_actions(p)]
            if view["decision"] == "sealed" and idle:
                s = offline_session(game)
                awaited = [p for p in game.active_players() if not view["seats"][p]["locked_in"]]
                for player in idle:
                    refusal = table.not_your_turn(s, player)
                    assert isinstance(refusal, NotYourTurn)
                    locked = view["seats"][player]["locked_in"]
                    assert refusal.key.endswith("locked" if locked else "not_asked")
                    seen.add(refusal.key)
                    said, _ = answer_for(refusal, "en")
                    names = [table.name(s, p) for p in awaited]
                    assert said.endswith(text.join(names, "en") + ".")
            player = rng.choice([p for p in game.players if game.legal_actions(p)])
            game.apply(player, rng.choice(game.legal_actions(player)))
    assert "err.not_your_turn.not_asked" in seen
