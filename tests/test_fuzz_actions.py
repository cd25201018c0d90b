"""Malformed input never crashes a game: any JSON-like action either applies (it was legal) or
raises IllegalAction and leaves the game exactly as it was."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.fuzzing import action_strategy, check_applied_or_refused

KEYS = ["type", "card", "branch", "railroad", "route", "toward", "pile", "cards", "buy", "x"]
TYPES = [
    "play",
    "track",
    "end_turn",
    "pass",
    "exchange",
    "draw",
    "stop_drawing",
    "buy_tile",
    "no_purchase",
    "engineer",
    "nonsense",
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from(
        [
            "SF",
            "KP",
            "city",
            "double_turn",
            "branch",
            "engineer",
            "denver",
            "chicago",
            "chicago~milwaukee",
            "kansas-city~denver~2",
            "milwaukee",
            "",
        ]
    ),
    st.text(max_size=5),
)
actions = action_strategy(TYPES, KEYS, scalars)


def _games() -> list[engine.Game]:
    """Games paused in every phase, basic and with both options."""
    out = []
    rng = random.Random(7)
    for options in ({}, {"advanced": True, "tile_purchase": True}):
        game = engine.new_game("santafe", ["a", "b", "c"], 3, options)
        seen = set()
        while not game.is_over and len(game.record()["actions"]) < 400:
            phase = game.view(None)["phase"]
            if phase not in seen:
                seen.add(phase)
                out.append(_copy(game))
            p = rng.choice(game.active_players())
            game.apply(p, rng.choice(game.legal_actions(p)))
        out.append(_copy(game))
    return out


def _copy(game: engine.Game) -> engine.Game:
    return engine.replay(game.record())


GAMES = _games()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(0, len(GAMES) - 1),
    player=st.sampled_from(["a", "b", "c", "z"]),
    action=actions,
)
def test_any_input_is_applied_or_refused_cleanly(index: int, player: str, action: Any) -> None:
    check_applied_or_refused(GAMES[index], player, action)
