"""Santa Fe's strong computer player: the shared search (engine/search.py) tuned for this game.

Three changes make the search affordable here, where a whole game is ~250 actions and the
heuristic player needs about a millisecond per action:
- the root considers only the heuristic player's own move and its measure's next best few
  (`ROOT_WIDTH`, fewer when the budget is small): a budget of tens of iterations spread over
  thirty placements would measure nothing;
- they are compared in paired rounds (`engine.search`, `paired`): every candidate in the same
  sampled worlds with the same rollout seeds. Judged in separate worlds, as UCB1 does, the
  luck of the draw drowned the difference between moves with four and five players
  (bench/bench_strong_ab.py compares the two on the same games);
- rollouts stop after `SantaFe.search_horizon` actions and `SantaFe.estimate` judges the
  position (money plus the expected worth of every played City card, and part of the hands').
"""

from __future__ import annotations

import functools
import heapq
import random
from dataclasses import dataclass, field
from typing import Any

from engine.core import Game, canonical
from engine.santafe.board import load_board
from engine.santafe.game import RAILROADS, SantaFe
from engine.santafe.heuristic import (
    DECAY,
    HAND_WEIGHT,
    OPPONENT_WEIGHT,
    PASS_BELOW,
    SantaFeHeuristic,
)
from engine.search import SearchPlayer

__all__ = ["SantaFeRollout", "SantaFeSearch", "root_candidates"]

# The most root actions searched; the heuristic's ranking picks them.
ROOT_WIDTH = 5
EXPLORE = 0.7


def root_candidates(
    game: Game, player: str, actions: list[dict[str, Any]], width: int = ROOT_WIDTH
) -> list[dict[str, Any]]:
    """The actions worth searching: the heuristic's `width` best by its own measure (every
    action when its measure does not rank them). Depends on `player`'s view only."""
    if len(actions) <= width:
        return actions
    order = _rank(game, player, actions)
    if order is None:
        return actions
    keep = sorted(order[:width])
    return [actions[i] for i in keep]


def ranked_candidates(
    game: Game, player: str, actions: list[dict[str, Any]], width: int = ROOT_WIDTH
) -> list[dict[str, Any]]:
    """The paired search's candidates, best first: the heuristic player's own move (what the
    search must beat), then the others in the order of the heuristic's measure (as listed
    when it does not rank them). Depends on `player`'s view only (the heuristic reads the
    view; its seed is fixed)."""
    own = SantaFeHeuristic(0).choose(game, player)
    order = _rank(game, player, actions) or list(range(len(actions)))
    rest = [actions[i] for i in order if actions[i] != own]
    return [own, *rest[: max(0, width - 1)]]


def _rank(game: Game, player: str, actions: list[dict[str, Any]]) -> list[int] | None:
    """The actions' indexes, best first by the heuristic's measure; None if it has none."""
    h = SantaFeHeuristic(0)
    view = game.view(player)
    kind = actions[0]["type"]
    scored: list[tuple[float, int]] = []
    if kind in ("track", "pass", "end_turn"):
        weights = h._weights(view, player)
        doubled = player in view["doubled"]
        base = {
            r: h._potential(weights, h._reach(h._distances(view, r))) for r in view["railroads"]
        }
        connected_any: set[str] = set()
        for rr in view["railroads"].values():
            connected_any.update(rr["connected"])
        for i, a in enumerate(actions):
            if a["type"] == "track":
                value = h._track_value(view, a, weights, base, connected_any, doubled)
            else:
                value = -1.0  # keep passing and ending the turn in reach, ranked low
            scored.append((value, i))
    elif kind == "play":
        reaches = h._all_reaches(view)
        cities = h.board.cities
        for i, a in enumerate(actions):
            if a["card"] == "double_turn":
                value = 1e9  # always worth a look
            else:
                value = cities[a["card"]].card_value * h._expected_railroads(
                    view, a["card"], reaches
                )
            scored.append((value, i))
    elif kind == "exchange":
        reaches = h._all_reaches(view)
        worth = {
            c: h._expected_railroads(view, c, reaches) * h.board.cities[c].card_value
            for c in view["seats"][player]["hand"]
        }
        # Discarding the hopeless cards first: rank a set by the worth it gives up, per card.
        for i, a in enumerate(actions):
            lost = sum(worth[c] for c in a["cards"])
            scored.append((len(a["cards"]) * 3.0 - lost, i))
    else:
        return None
    scored.sort(key=lambda t: (-t[0], canonical(actions[t[1]])))
    return [i for _, i in scored]


class SantaFeSearch(SearchPlayer):
    """The shared search over the heuristic's best root actions, with short rollouts."""

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        width: int = ROOT_WIDTH,
        rollout: str = "rollout",
        horizon: int | None = None,
        paired: bool = True,
    ):
        super().__init__(
            seed, iterations=iterations, rollout=rollout, horizon=horizon, paired=paired
        )
        self.width = width

    def candidates(
        self, game: Game, player: str, legal: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        if self.paired:
            return ranked_candidates(game, player, legal, self.width)
        return root_candidates(game, player, legal, self.width)


@functools.cache
def _static_distances() -> dict[str, dict[str, int]]:
    """Track spaces between every two cities on the empty board (shortest path)."""
    board = load_board()
    out: dict[str, dict[str, int]] = {}
    for source in board.cities:
        best: dict[str, int] = {}
        heap = [(0, source)]
        while heap:
            d, city = heapq.heappop(heap)
            if city in best:
                continue
            best[city] = d
            for rid in board.routes_at[city]:
                route = board.routes[rid]
                other = route.other(city)
                if other not in best:
                    heapq.heappush(heap, (d + len(route.spaces), other))
        out[source] = best
    return out


class SantaFeRollout:
    """The fast player of the strong player's rollouts: the heuristic's aims (track toward the
    cities one holds or played, away from the opponents' played cities; play the card with the
    most railroads in reach) on the game's own state, with one reach computation per decision
    instead of one per placement. It reads only its own hand and public state."""

    name = "rollout"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.board = load_board()
        self.far = _static_distances()

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        assert isinstance(game, SantaFe)
        actions = game.legal_actions(player)
        if len(actions) == 1:
            return actions[0]
        kind = actions[0]["type"]
        if kind in ("track", "pass", "end_turn"):
            return self._track(game, player, actions)
        if kind == "play":
            return self._play(game, player, actions)
        if kind in ("draw", "stop_drawing"):
            return self._draw(game, player, actions)
        if kind == "exchange":
            return self._exchange(game, player, actions)
        if kind == "engineer":
            return next(a for a in actions if not a["buy"])
        if kind in ("buy_tile", "no_purchase"):
            return self._purchase(game, player, actions)
        return self.rng.choice(actions)

    def _weights(self, game: SantaFe, me: str) -> dict[str, float]:
        cities = self.board.cities
        w: dict[str, float] = {}
        for c in game.cities_played[me]:
            w[c] = w.get(c, 0.0) + cities[c].card_value
        for c in game.hands[me]:
            w[c] = w.get(c, 0.0) + HAND_WEIGHT * cities[c].card_value
        others = [p for p in game.players if p != me]
        for p in others:
            for c in game.cities_played[p]:
                w[c] = w.get(c, 0.0) - OPPONENT_WEIGHT * cities[c].card_value / len(others)
        return w

    def _track(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        scene = self._track_scene(game, me, actions)
        best_value, best = -1e9, []
        stop = None
        for a in actions:
            if a["type"] != "track":
                stop = a
                continue
            gain = self._track_gain(game, me, a, scene)
            if gain > best_value + 1e-9:
                best_value, best = gain, [a]
            elif gain > best_value - 1e-9:
                best.append(a)
        if not best:
            assert stop is not None
            return stop
        if stop is not None and best_value < PASS_BELOW and _stops(game, me, stop):
            return stop
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _track_scene(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> _TrackScene:
        weights = self._weights(game, me)
        targets = frozenset(weights)
        heads = {
            r: game.head_distances(r, targets)
            for r in {a["railroad"] for a in actions if "railroad" in a}
        }
        connected_any: set[str] = set()
        for r in RAILROADS:
            connected_any |= game.connected[r]
        return _TrackScene(
            weights=weights,
            targets=targets,
            heads=heads,
            factor=2 if game._doubled(me) else 1,
            advanced=bool(game.options["advanced"]),
            connected_any=connected_any,
        )

    def _track_gain(self, game: SantaFe, me: str, a: dict[str, Any], scene: _TrackScene) -> float:
        """What laying track `a` brings: the weighted cities it brings nearer to `a`'s railroad
        (without the railhead it moves on), a city it reaches and its cost."""
        routes, cities = self.board.routes, self.board.cities
        r, rid, toward = a["railroad"], a["route"], a["toward"]
        route = routes[rid]
        placed = game.route_placed.get(rid, 0)
        left = len(route.spaces) - placed - 1
        start = route.other(toward)
        lines = game.lines[r]
        moved = -1
        if not a["branch"]:
            moved = lines.index(rid) if rid in lines else lines.index(start)
        key = (r, toward, rid)
        far = scene.ahead.get(key)
        if far is None:
            budget = game.supply[r] - 1 - left
            far = scene.ahead[key] = (
                game.distances_from(toward, budget, rid, scene.targets) if budget >= 0 else {}
            )
        heads = scene.heads[r]
        # The distances without the head that moves on (what is left when it does).
        kept = [d for i, d in enumerate(heads) if i != moved]
        connected = game.connected[r]
        gain = 0.0
        for c, w in scene.weights.items():
            if c in connected:
                continue
            now = min((d.get(c, 99) for d in heads), default=99)
            rest = min((d.get(c, 99) for d in kept), default=99)
            new = min(rest, left + far.get(c, 99))
            gain += w * (DECAY**new - DECAY**now)
        if not left:
            city = cities[toward]
            if city.value is not None and toward not in scene.connected_any:
                gain += 2 * scene.factor
            if r in city.bonus and toward not in game.connected[r]:
                gain += 4 * scene.factor
        if scene.advanced:
            gain -= game._cost(me, rid, toward)
        return gain

    def _worth(self, game: SantaFe, reach: dict[str, dict[str, float]], c: str) -> float:
        return sum(reach[r].get(c, 0.0) for r in RAILROADS)

    def _play(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        reach = game.reaches()
        cities = self.board.cities
        best, best_score = None, -1.0
        double = None
        for a in actions:
            if a["card"] == "double_turn":
                double = a
                continue
            score = cities[a["card"]].card_value * self._worth(game, reach, a["card"])
            if score > best_score:
                best, best_score = a, score
        if double is not None and (best is None or best_score < 4.0 or self.rng.random() < 0.12):
            return double
        return best if best is not None else actions[0]

    def _draw(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        by_pile = {a.get("pile"): a for a in actions}
        if "double_turn" in by_pile and (
            (game.double_turns[me] == 0 and self.rng.random() < 0.3) or "city" not in by_pile
        ):
            return by_pile["double_turn"]
        if "city" in by_pile:
            return by_pile["city"]
        for a in actions:
            if a["type"] == "stop_drawing":
                return a
        return actions[0]

    def _exchange(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        reach = game.reaches()
        target = sorted(c for c in game.hands[me] if self._worth(game, reach, c) < 0.15)
        for a in actions:
            if sorted(a["cards"]) == target:
                return a
        return actions[0]

    def _purchase(self, game: SantaFe, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        buys = [a for a in actions if a["type"] == "buy_tile"]
        if not buys or game.money[me] < 5 or sum(game.purchased[me].values()) >= 2:
            return next(a for a in actions if a["type"] == "no_purchase")
        weights = self._weights(game, me)
        reach = game.reaches()
        return max(
            buys,
            key=lambda a: sum(w * reach[a["railroad"]].get(c, 0.0) for c, w in weights.items()),
        )


@dataclass
class _TrackScene:
    """What every track move of a turn is weighed against: the player's weights of the cities,
    each railroad's distances from its railheads, and what a reached city earns."""

    weights: dict[str, float]
    targets: frozenset[str]
    heads: dict[str, list[dict[str, int]]]
    factor: int
    advanced: bool
    connected_any: set[str]
    # Per railroad, city and route: the distances beyond the route (computed once a turn).
    ahead: dict[tuple[str, str, str], dict[str, int]] = field(default_factory=dict)


def _stops(game: SantaFe, me: str, stop: dict[str, Any]) -> bool:
    """Whether to end the turn (or pass) rather than lay track worth little: always when
    ending the turn, when passing does not end the game, or when `me` is ahead."""
    if stop["type"] == "end_turn" or len(game.passed_this_turn) + 1 < game.n:
        return True
    scores = game.scores()
    return scores[me] >= max(scores.values())
