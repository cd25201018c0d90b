"""Malformed input never crashes a game, for every game alike: any JSON-like action either applies
(it was listed: compared as JSON, so 1 is not True) or raises IllegalAction and leaves the game
exactly as it was.

The inputs are built from what the game itself lists (its action types, keys and values, seen
over a whole playout), mixed with junk: near misses of legal moves reach deeper checks than
random text would.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.obligations import engines, new_game, replay
from tests.obligations.fuzzing import action_strategy, check_applied_or_refused
from tests.test_contract import option_sets

PLAYERS = ["a", "b", "c"]
JUNK_VALUES: list[Any] = [None, True, False, -1, 0, 1, 2, 200, "", "x", "atlantis", 1.5]


def _positions(name: str) -> tuple[list[engine.Game], list[str], list[str], list[Any]]:
    """Games paused wherever the set of listed action types changes (and now and then
    anywhere), with no option, each option alone and all of them; and the types, keys and
    values the game listed."""
    cls = engines()[name]
    rng = random.Random(5)
    out: list[engine.Game] = []
    types: set[str] = set()
    keys: set[str] = set()
    values: set[Any] = set()
    n = max(cls.min_players, min(3, cls.max_players))
    sets = option_sets(cls)
    # No option, each option alone and all together: every variant's moves, in a few games.
    chosen = [o for o in sets if sum(bool(v) for v in o.values()) <= 1] + [sets[-1]]
    for options in [o for i, o in enumerate(chosen) if o not in chosen[:i]]:
        game = new_game(name, PLAYERS[:n], 9, options)
        seen: set[tuple[str, ...]] = set()
        while not game.is_over:
            player = rng.choice(game.active_players())
            legal = game.legal_actions(player)
            shape = tuple(sorted({a["type"] for a in legal}))
            if shape not in seen or rng.random() < 0.03:
                seen.add(shape)
                out.append(replay(game.record()))
            for action in legal:
                types.add(action["type"])
                for key, value in action.items():
                    keys.add(key)
                    if isinstance(value, (str, int, bool)):
                        values.add(value)
            game.apply(player, rng.choice(legal))
        out.append(game)
    return out, sorted(types), sorted(keys), sorted(values, key=repr)


def _near_misses(game: engine.Game) -> list[tuple[str, Any]]:
    """Legal moves with one thing wrong: a bool as an int, an extra key, a key missing."""
    out: list[tuple[str, Any]] = []
    for p in game.active_players():
        for a in game.legal_actions(p)[:4]:
            out.append((p, a))
            out.append((p, {k: int(v) if isinstance(v, bool) else v for k, v in a.items()}))
            out.append((p, {**a, "x": 1}))
            out.append((p, {k: v for k, v in a.items() if k != sorted(a)[-1]}))
    return out


@pytest.mark.parametrize("name", sorted(engines()))
def test_any_input_is_applied_or_refused_cleanly(name):
    games, types, keys, values = _positions(name)
    scalars = st.one_of(st.sampled_from(values + JUNK_VALUES), st.text(max_size=5))
    actions = action_strategy([*types, "nonsense"], [*keys, "x"], scalars)
    near = [_near_misses(game) for game in games]

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        index=st.integers(0, len(games) - 1),
        player=st.sampled_from([*games[0].players, "z"]),
        action=actions,
        pick=st.integers(0, 60),
    )
    def check(index: int, player: str, action: Any, pick: int) -> None:
        game = games[index]
        if near[index] and pick < 15:
            player, action = near[index][pick % len(near[index])]
        check_applied_or_refused(game, player, action)

    check()
