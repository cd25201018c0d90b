"""The strong computer player: a search over what the player can know.

Each iteration draws one world the player cannot tell from the real one (`Game.sample`:
their own view unchanged, every card hidden from them dealt at random from the cards they
cannot see), tries one of the player's legal actions in it (UCB1 over the root actions),
plays the world to its end with the game's fast players (its heuristic by default) and
scores the result for the player. After the budget, the most tried action is played.

It sees only its own view: the random generator is seeded from the seed and the player's
view, and `Game.sample` depends on the player's information only, so the same information
set and seed give the same move whatever the other players hold.

With `paired=True` the root actions are instead compared on equal luck: each round draws one
world and one rollout seed and plays every candidate in its own copy of that world, so the
differences between candidates are not drowned by the luck of the draw (with four or five
players a single world's luck varies far more than one move's worth); ties go to the first
candidate (a game's `candidates` may list them best first).

The budget is a number of iterations, so a move is reproducible; `WHISTLESTOP_CPU_THINK_MS`
(default 300) converts to iterations through the game's measured `search_rate`. A CPU-time
cap of three budgets stops a search that a slow machine or an odd position makes too long.
"""

from __future__ import annotations

import hashlib
import math
import os
import random
import time
from collections.abc import Callable
from typing import Any

from engine.core import ComputerPlayer, Game, canonical

__all__ = ["SearchPlayer", "think_ms", "value_for"]

DEFAULT_THINK_MS = 300.0
# UCB1's exploration constant for values in [0, 1].
EXPLORE = 0.7
# Paired search: the fewest rounds (worlds) a candidate is judged on; with a small budget the
# search compares fewer candidates rather than judging each on one or two worlds.
MIN_ROUNDS = 3


def think_ms() -> float:
    """The per-move budget in milliseconds of CPU: `WHISTLESTOP_CPU_THINK_MS`, default 300."""
    raw = os.environ.get("WHISTLESTOP_CPU_THINK_MS", "")
    try:
        value = float(raw) if raw.strip() else DEFAULT_THINK_MS
    except ValueError:
        value = DEFAULT_THINK_MS
    return min(max(value, 1.0), 60_000.0)


def value_for(game: Game, player: str) -> float:
    """How good the end (or the position, via `Game.estimate`) is for `player`, in [0, 1]:
    mostly the share of the win, then the share of opponents scored at or below."""
    if not game.is_over:
        estimate = game.estimate(player)
        if estimate is not None:
            return estimate
    scores = game.scores()
    winners = game.winners()
    win = 1.0 / len(winners) if player in winners else 0.0
    others = [p for p in game.players if p != player]
    mine = scores.get(player, 0)
    beaten = sum(
        1.0 if scores.get(p, 0) < mine else 0.5 if scores.get(p, 0) == mine else 0.0 for p in others
    ) / max(1, len(others))
    return 0.75 * win + 0.25 * beaten


class SearchPlayer:
    """Information-set search by determinized rollouts (see the module's docstring).

    `iterations`: the budget (None: from `think_ms()` and the game's `search_rate`);
    `rollout`: the policy name playing every seat inside the search; `paired`: compare the
    candidates in the same sampled worlds with the same rollout seeds (module docstring)."""

    name = "strong"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        rollout: str = "heuristic",
        horizon: int | None = None,
        value: Callable[[Game, str], float] = value_for,
        paired: bool = False,
    ) -> None:
        self.seed = int(seed)
        self.paired = paired
        self.iterations = iterations
        self.rollout = rollout
        self.horizon = horizon
        self.value = value
        # Statistics of the last search, for benchmarks and tests.
        self.last: dict[str, Any] = {}

    def budget(self, game: Game) -> int:
        if self.iterations is not None:
            return max(1, self.iterations)
        return max(4, round(type(game).search_rate * think_ms() / 1000.0))

    def rng_for(self, game: Game, player: str) -> random.Random:
        """The search's generator, seeded from the seed and what `player` can see only: the
        same information set and seed give the same move, whatever the others hold."""
        view = canonical(game.view(player))
        digest = hashlib.blake2b(f"{self.seed}\0{player}\0{view}".encode(), digest_size=8)
        return random.Random(int.from_bytes(digest.digest(), "big"))

    def candidates(
        self, game: Game, player: str, legal: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """The root actions the search tries: every legal action (a game may narrow them to
        its heuristic's best few when a budget of tens of iterations cannot try them all)."""
        return legal

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        legal = game.legal_actions(player)
        if not legal:
            raise ValueError(f"{player} has no legal action")
        actions = legal if len(legal) == 1 else self.candidates(game, player, legal)
        if len(actions) == 1:
            self.last = {"iterations": 0, "actions": len(legal)}
            return actions[0]
        rng = self.rng_for(game, player)
        if self.paired:
            return self._choose_paired(game, player, legal, actions, rng)
        keys = [canonical(a) for a in actions]
        # The root actions in a fixed order, independent of how legal_actions listed them.
        order = sorted(range(len(actions)), key=keys.__getitem__)
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        budget = self.budget(game)
        cap = time.process_time() + 3 * think_ms() / 1000.0
        rollers: dict[str, ComputerPlayer] = {}
        done = 0
        for done in range(1, budget + 1):
            world = game.sample(player, rng)
            index = _ucb(order, visits, totals, done)
            try:
                world.apply(player, actions[index])
            except Exception:
                # A world where the move is impossible cannot be told apart by the player
                # only if the sampler is wrong; count it as a loss rather than crash a game.
                visits[index] += 1
                continue
            self._roll_out(world, rng, rollers)
            visits[index] += 1
            totals[index] += self.value(world, player)
            if time.process_time() > cap:
                break
        best = max(order, key=lambda i: (visits[i], totals[i] / max(1, visits[i])))
        self.last = {
            "iterations": done,
            "actions": len(legal),
            "searched": len(actions),
            "visits": {keys[i]: visits[i] for i in order},
            "means": {keys[i]: totals[i] / visits[i] for i in order if visits[i]},
        }
        return actions[best]

    def _choose_paired(
        self,
        game: Game,
        player: str,
        legal: list[dict[str, Any]],
        actions: list[dict[str, Any]],
        rng: random.Random,
    ) -> dict[str, Any]:
        """The paired search: whole rounds of every candidate in one world each (module
        docstring); the best mean wins, ties to the earlier candidate."""
        budget = self.budget(game)
        width = max(1, min(len(actions), budget // MIN_ROUNDS))
        actions = actions[:width]
        keys = [canonical(a) for a in actions]
        if width == 1:
            self.last = {"iterations": 0, "actions": len(legal), "searched": 1}
            return actions[0]
        visits = [0] * width
        totals = [0.0] * width
        cap = time.process_time() + 3 * think_ms() / 1000.0
        done = 0
        for _ in range(budget // width):
            world_seed = rng.randrange(1 << 62)
            roll_seed = rng.randrange(1 << 62)
            for i in range(width):
                # The same world for every candidate: `sample` from equal generators.
                world = game.sample(player, random.Random(world_seed))
                visits[i] += 1
                done += 1
                try:
                    world.apply(player, actions[i])
                except Exception:
                    continue  # as in `choose`: a loss rather than a crash
                self._roll_out(world, random.Random(roll_seed), {})
                totals[i] += self.value(world, player)
            if time.process_time() > cap:
                break
        best = max(range(width), key=lambda i: (round(totals[i] / max(1, visits[i]), 9), -i))
        self.last = {
            "iterations": done,
            "actions": len(legal),
            "searched": width,
            "visits": {keys[i]: visits[i] for i in range(width)},
            "means": {keys[i]: totals[i] / visits[i] for i in range(width) if visits[i]},
        }
        return actions[best]

    def _roll_out(
        self, world: Game, rng: random.Random, rollers: dict[str, ComputerPlayer]
    ) -> None:
        horizon = self.horizon if self.horizon is not None else type(world).search_horizon
        for _ in range(horizon):
            active = world.active_players()
            if not active:
                return
            mover = active[0]
            roller = rollers.get(mover)
            if roller is None:
                roller = rollers[mover] = type(world).computer_player(
                    self.rollout, rng.randrange(1 << 30)
                )
            world.apply(mover, roller.choose(world, mover))


def _ucb(order: list[int], visits: list[int], totals: list[float], step: int) -> int:
    for i in order:
        if not visits[i]:
            return i
    log_n = math.log(step)
    return max(order, key=lambda i: totals[i] / visits[i] + EXPLORE * math.sqrt(log_n / visits[i]))
