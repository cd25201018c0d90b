"""How many decisions a game asks of each player, and how many times the table waits: the
figures behind a game's expected length (`python -m engine simulate`, tools/durations.py).

Counted as the platform plays a game: a move with no real choice that the table can see is
made at once (`Game.forced`) and asks nothing; every other move is a decision of its player,
and a real choice when more than one move was legal. A *wait* is a stretch of time in which
the table waits for people: one player's turn (a turn of several steps is one wait, its player
is at the table), or a sealed decision that everyone answers at once (one wait for all).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core import Game

__all__ = ["DecisionCount"]


@dataclass
class DecisionCount:
    """The counts of one game, fed each move before it is applied (`before`)."""

    decisions: Counter[str] = field(default_factory=Counter)
    choices: Counter[str] = field(default_factory=Counter)
    forced: Counter[str] = field(default_factory=Counter)
    waits: int = 0
    _last: tuple[str, Any] | None = None

    def before(self, game: Game, player: str) -> dict[str, Any] | None:
        """Count `player`'s coming move; returns the forced move when there is one (the
        platform makes it at once: the caller should play it)."""
        made = game.forced(player)
        if made is not None:
            self.forced[player] += 1
            return made
        self.decisions[player] += 1
        if len(game.legal_actions(player)) > 1:
            self.choices[player] += 1
        view = game.view(None)
        sealed = view.get("decision") == "sealed"
        key = ("sealed", view.get("stage")) if sealed else ("turn", player)
        if key != self._last:
            self.waits += 1
            self._last = key
        return None
