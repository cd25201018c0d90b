"""What the strong player (engine/search.py) needs from Santa Fe: the card game: worlds a
player cannot tell from the real one (strong_world.py), a fast rollout player
(strong_rollout.py) and a judge of unfinished games (`estimate`, here).

A sampled world ends at the end of the round it is in (`stop_round`): the rest of the game
is judged by `estimate`, which turns the running totals into chances of winning.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.santafe_cards.strong_rollout import FastRollout
from engine.santafe_cards.strong_world import clone, sample_world

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["FastRollout", "clone", "estimate", "sample_world"]

# Spread of one player's score over a round: turns the lead into a chance of winning over
# the rounds still to play. Set below the standard deviation measured on 3-player heuristic
# games (about 110 points), whose tails are the brave sheriff's doubling and the 500 for all
# tricks: a typical round moves the totals less.
ROUND_SPREAD = 60.0


def estimate(game: SantaFeCards, player: str) -> float:
    """The chance-like value of the running totals for `player` with the rounds still to play:
    each opponent is beaten with the normal chance of the lead over the remaining spread."""
    from engine.santafe_cards.game import ROUNDS

    left = ROUNDS - game.round
    totals = game.totals
    mine = totals[player]
    spread = ROUND_SPREAD * math.sqrt(2.0 * max(left, 0)) if left > 0 else 0.0
    chances = []
    for q, score in totals.items():
        if q == player:
            continue
        if spread:
            chances.append(0.5 * (1.0 + math.erf((mine - score) / (spread * math.sqrt(2.0)))))
        else:
            chances.append(1.0 if mine > score else 0.5 if mine == score else 0.0)
    win = math.prod(chances)
    return 0.75 * win + 0.25 * sum(chances) / max(1, len(chances))
