"""Malformed input never crashes the card game: any JSON-like action either applies (it was
listed) or raises IllegalAction and leaves the game exactly as it was."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.fuzzing import action_strategy, check_applied_or_refused

KEYS = ["type", "card", "value", "count", "brave", "swap", "mario", "x"]
TYPES = [
    "give",
    "ready",
    "declare",
    "start",
    "duel",
    "no_duel",
    "pass",
    "take_back",
    "scorpion_swap",
    "no_swap",
    "add",
    "nonsense",
]
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 11),
    st.sampled_from(["sheriff", "v7a", "deputy-1", "bandit-1", "black-mario", "mario", ""]),
    st.text(max_size=4),
)
actions = action_strategy(TYPES, KEYS, scalars)


def _games() -> list[engine.Game]:
    out = []
    rng = random.Random(9)
    opts = {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True}
    for options in ({}, opts):
        game = engine.new_game("santafe-cards", ["a", "b", "c"], 4, options)
        seen = set()
        while not game.is_over and len(game.record()["actions"]) < 600:
            key = (game.phase, getattr(game, "sub", None))
            if key not in seen:
                seen.add(key)
                out.append(engine.replay(game.record()))
            p = rng.choice(game.active_players())
            game.apply(p, rng.choice(game.legal_actions(p)))
    return out


GAMES = _games()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(0, len(GAMES) - 1),
    player=st.sampled_from(["a", "b", "c", "z"]),
    action=actions,
)
def test_any_input_is_applied_or_refused_cleanly(index: int, player: str, action: Any) -> None:
    check_applied_or_refused(GAMES[index], player, action)
