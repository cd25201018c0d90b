"""Malformed input never crashes Card Rails: any JSON-like action either applies (it was
listed) or raises IllegalAction and leaves the game exactly as it was."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.fuzzing import action_strategy, check_applied_or_refused

KEYS = ["type", "card", "railroad", "hex", "at", "rotation", "x"]
TYPES = [
    "card",
    "share",
    "build",
    "place",
    "stop",
    "back",
    "discard",
    "swap_give",
    "swap_take",
    "no",
]
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 200),
    st.sampled_from([0, 180, 90, "0", "E2", "E2S1", "e2", "W4N1", "green", "orange", "G1", "O1"]),
    st.floats(allow_nan=True),
    st.text(max_size=4),
)
actions = action_strategy(TYPES, KEYS, scalars)


def _games() -> list[engine.Game]:
    """Games paused at every step of a turn, with both options."""
    out = []
    rng = random.Random(5)
    for options in ({}, {"final_dividend": True, "open_hands": True}):
        game = engine.new_game("cardrails", ["a", "b", "c"], 9, options)
        seen: set[str] = set()
        while not game.is_over:
            step = game.view(None)["step"]
            if step not in seen or rng.random() < 0.05:
                seen.add(step)
                out.append(engine.replay(game.record()))
            p = game.active_players()[0]
            game.apply(p, rng.choice(game.legal_actions(p)))
        out.append(game)
    return out


GAMES = _games()


def _legal_near_misses(game: engine.Game) -> list[Any]:
    out: list[Any] = []
    for p in game.active_players():
        for a in game.legal_actions(p)[:5]:
            out.append(a)
            out.append({k: (v is True) if isinstance(v, int) else v for k, v in a.items()})
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(0, len(GAMES) - 1),
    player=st.sampled_from(["a", "b", "c", "z"]),
    action=actions,
    pick=st.integers(0, 50),
)
def test_any_input_is_applied_or_refused_cleanly(index: int, player: str, action: Any, pick: int):
    game = GAMES[index]
    near = _legal_near_misses(game)
    if near and pick < 10:
        action = near[pick % len(near)]
    check_applied_or_refused(game, player, action)
