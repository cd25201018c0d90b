"""Engine figures every game's benchmark reports alike: random playouts (legal_actions and
apply at every step) and replays of whole 5-player records."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import engine


def playout(name: str, n: int, seed: int, options: dict[str, Any] | None) -> tuple[Any, int]:
    """A whole game between random players; the game and its number of actions."""
    rng = random.Random(seed)
    game = engine.new_game(name, [f"p{i}" for i in range(n)], seed, options)
    steps = 0
    while not game.is_over:
        p = rng.choice(game.active_players())
        game.apply(p, rng.choice(game.legal_actions(p)))
        steps += 1
    return game, steps


def engine_figures(name: str, games: int, seed: int, options: dict[str, Any] | None) -> None:
    """Print actions per second over `games` playouts (every player count in turn) and the
    time to replay each 5-player record among them."""
    cls = engine.games()[name]
    lo, hi = cls.min_players, cls.max_players
    label = "+".join(k for k, v in (options or {}).items() if v) or "basic"
    total, records = 0, []
    start = time.perf_counter()
    for g in range(games):
        n = lo + g % (hi - lo + 1)
        game, steps = playout(name, n, seed * 10_000 + g, options)
        total += steps
        if n == 5:
            records.append(game.record())
    elapsed = time.perf_counter() - start
    print(
        f"[{label}] random playouts: {games} games, {total} actions in {elapsed:.2f} s"
        f" = {total / elapsed:,.0f} actions/s (legal_actions + apply at every step)"
    )
    times = []
    for record in records:
        t = time.perf_counter()
        engine.replay(record)
        times.append((time.perf_counter() - t) * 1000)
    lengths = [len(r["actions"]) for r in records]
    print(
        f"[{label}] replay of {len(records)} 5-player records ({statistics.mean(lengths):.0f}"
        f" actions on average, max {max(lengths)}): median {statistics.median(times):.2f} ms,"
        f" max {max(times):.2f} ms"
    )
