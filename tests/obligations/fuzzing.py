"""What every game's fuzz test checks, in one place: any JSON-like action either applies (it
was listed: compared as JSON, so 1 is not True) or raises IllegalAction and leaves the game
exactly as it was."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from hypothesis import strategies as st

import engine
from engine.core import canonical


def action_strategy(types: list[str], keys: list[str], scalars: Any) -> Any:
    """Actions with a known or unknown type and any mix of keys and JSON-like values."""
    values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3), max_leaves=6)
    return st.one_of(
        st.fixed_dictionaries(
            {"type": st.sampled_from(types)}, optional={k: values for k in keys if k != "type"}
        ),
        st.dictionaries(st.sampled_from(keys), values, max_size=5),
        values,
    )


def state(game: engine.Game) -> bytes:
    """The whole game (its shared, immutable data aside), to prove a refusal changed nothing."""
    return pickle.dumps({k: v for k, v in vars(game).items() if k not in ("board", "deck")})


def listed(game: engine.Game, player: str, action: Any) -> bool:
    if player not in game.players:
        return False
    try:
        text = canonical(action)
    except (TypeError, ValueError):
        return False
    return any(canonical(a) == text for a in game.legal_actions(player))


def _copy(game: engine.Game) -> engine.Game:
    # Rebuilt by its own class: a test game is not in the engine's registry.
    record = game.record()
    copy = type(game)(record["players"], record["seed"], record["options"])
    for entry in record["actions"]:
        copy.apply(entry["player"], entry["action"])
    return copy


def check_applied_or_refused(game: engine.Game, player: str, action: Any) -> None:
    if listed(game, player, action):  # on a copy, to keep the paused game as it is
        assert isinstance(_copy(game).apply(player, action), list)
        return
    before = state(game)
    with pytest.raises(engine.IllegalAction) as refused:
        game.apply(player, action)
    assert refused.value.code and str(refused.value)
    assert state(game) == before, f"refused {action!r} changed the game"
