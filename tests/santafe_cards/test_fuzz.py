"""Malformed input never crashes the card game: any JSON-like action either applies (it was
listed) or raises IllegalAction and leaves the game exactly as it was."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine

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
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3), max_leaves=5)
actions = st.one_of(
    st.fixed_dictionaries(
        {"type": st.sampled_from(TYPES)}, optional={k: values for k in KEYS if k != "type"}
    ),
    st.dictionaries(st.sampled_from(KEYS), values, max_size=4),
    values,
)


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
    game = GAMES[index]
    if player in game.players and isinstance(action, dict):
        listed = game.legal_actions(player)
        if any(
            len(a) == len(action)
            and all(
                k in action and type(action[k]) is type(v) and action[k] == v for k, v in a.items()
            )
            for a in listed
        ):
            assert isinstance(engine.replay(game.record()).apply(player, action), list)
            return
    before = pickle.dumps(vars(game))
    with pytest.raises(engine.IllegalAction) as refused:
        game.apply(player, action)
    assert refused.value.code and str(refused.value)
    assert pickle.dumps(vars(game)) == before
