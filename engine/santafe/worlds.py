"""Santa Fe: the strong player's worlds: a cheap copy of the game, how far each railroad is
from each city, the estimate of an unfinished game, and samples of what a player cannot see.
Functions of the game's state; `SantaFe` offers them as methods.
"""

from __future__ import annotations

import heapq
import math
import random
from collections import Counter
from typing import TYPE_CHECKING

from engine.santafe.board import Board
from engine.santafe.rules import RAILROADS

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "clone",
    "dijkstra",
    "distances",
    "distances_from",
    "estimate",
    "head_distances",
    "reaches",
    "sample",
    "unseen_cities",
]

# The strong player's estimate of an unfinished game (see `estimate`).
REACH_DECAY = 0.82
ESTIMATE_HAND_WEIGHT = 0.4
ESTIMATE_SPREAD = 6.0


_ADJACENCY: dict[int, tuple[Board, dict[str, list[tuple[str, str, int]]]]] = {}


def _adjacency(board: Board) -> dict[str, list[tuple[str, str, int]]]:
    """For each city: (route, city at its other end, track spaces) of every route out of it
    (kept per board, which never changes)."""
    cached = _ADJACENCY.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    out: dict[str, list[tuple[str, str, int]]] = {}
    for city, rids in board.routes_at.items():
        out[city] = [
            (rid, board.routes[rid].other(city), len(board.routes[rid].spaces)) for rid in rids
        ]
    _ADJACENCY[id(board)] = (board, out)
    return out


def clone(g: SantaFe) -> SantaFe:
    """An independent copy of the whole state that keeps no action log: a hand-made copy
    (the board is shared and never changes), many times faster than copy.deepcopy."""
    other = object.__new__(type(g))
    d = dict(g.__dict__)
    d["_log"] = None
    d["rng"] = random.Random(0)  # used only to deal at setup
    d["options"] = dict(g.options)
    d["players"] = list(g.players)
    d["city_pile"] = list(g.city_pile)
    d["hands"] = {p: list(h) for p, h in g.hands.items()}
    d["cities_played"] = {p: list(h) for p, h in g.cities_played.items()}
    d["purchased"] = {p: dict(h) for p, h in g.purchased.items()}
    d["lines"] = {r: list(h) for r, h in g.lines.items()}
    d["connected"] = {r: set(h) for r, h in g.connected.items()}
    for name in (
        "double_turns",
        "branch_pile",
        "branch_held",
        "engineer",
        "money",
        "supply",
        "route_owner",
        "route_from",
        "route_placed",
        "choices",
        "played",
        "branch_active",
    ):
        d[name] = dict(d[name])
    d["special_paid"] = set(g.special_paid)
    d["passed_this_turn"] = set(g.passed_this_turn)
    d["exchangers"] = list(g.exchangers)
    # Events and `recent` are read only for display; lists of dicts never mutated in place.
    d["recent"] = list(g.recent)
    d["recent_events"] = list(g.recent_events)
    d["last_events"] = list(g.last_events)
    other.__dict__.update(d)
    return other


def reaches(g: SantaFe) -> dict[str, dict[str, float]]:
    """For each railroad, how likely it is to reach each city: REACH_DECAY to the power of
    the track spaces it still needs (1 when connected), within its tiles left."""
    return {r: {c: REACH_DECAY**d for c, d in dist.items()} for r, dist in distances(g).items()}


def distances(g: SantaFe) -> dict[str, dict[str, int]]:
    """For each railroad, the track spaces it still needs to reach each city by extending
    its railheads over unclaimed routes (0 when connected), within its tiles left."""
    out: dict[str, dict[str, int]] = {}
    for r in RAILROADS:
        best = dict.fromkeys(g.connected[r], 0)
        for dist in head_distances(g, r):
            for c, d in dist.items():
                if d < best.get(c, 1 << 30):
                    best[c] = d
        out[r] = best
    return out


def distances_from(
    g: SantaFe, city: str, budget: int, claimed: str = "", targets: frozenset[str] | None = None
) -> dict[str, int]:
    """Track spaces from `city` to each city over unclaimed routes (and not `claimed`),
    up to `budget`; with `targets`, stop once all of them are found."""
    return dijkstra(g, [(0, city)], budget, claimed, targets)


def dijkstra(
    g: SantaFe,
    heap: list[tuple[int, str]],
    budget: int,
    claimed: str = "",
    targets: frozenset[str] | None = None,
) -> dict[str, int]:
    adjacency = _adjacency(g.board)
    owned = g.route_owner
    best: dict[str, int] = {}
    left = len(targets) if targets is not None else -1
    heapq.heapify(heap)
    while heap:
        d, here = heapq.heappop(heap)
        if d > budget:
            break
        if here in best:
            continue
        best[here] = d
        if targets is not None and here in targets:
            left -= 1
            if not left:
                break
        for rid, other, length in adjacency[here]:
            if other not in best and rid not in owned and rid != claimed:
                heapq.heappush(heap, (d + length, other))
    return best


def head_distances(
    g: SantaFe, r: str, targets: frozenset[str] | None = None
) -> list[dict[str, int]]:
    """For each railhead of `r` (in `lines[r]` order), the track spaces from it to each city
    over unclaimed routes, within the railroad's tiles left."""
    routes = g.board.routes
    out: list[dict[str, int]] = []
    for head in g.lines[r]:
        if head in g.route_owner:
            route = routes[head]
            start = (
                len(route.spaces) - g.route_placed[head],
                route.other(g.route_from[head]),
            )
        else:
            start = (0, head)
        out.append(dijkstra(g, [start], g.supply[r], "", targets))
    return out


def estimate(g: SantaFe, player: str) -> float | None:
    """The position's worth to `player` when a rollout stops early: each player's money
    plus every played City card's value times the railroads expected to reach it (part of
    it for the cards in hand), turned into a win chance (softmax) and a share of opponents
    beaten (logistic), weighted as `engine.search.value_for` weighs a finished game."""
    if g.is_over:
        return None
    reach = reaches(g)
    cities = g.board.cities

    def worth(c: str) -> float:
        return cities[c].card_value * sum(reach[r].get(c, 0.0) for r in RAILROADS)

    totals = {
        p: g.money[p]
        + sum(worth(c) for c in g.cities_played[p])
        + ESTIMATE_HAND_WEIGHT * sum(worth(c) for c in g.hands[p])
        for p in g.players
    }
    mine = totals[player]
    top = max(totals.values())
    weights = {p: math.exp((t - top) / ESTIMATE_SPREAD) for p, t in totals.items()}
    win = weights[player] / sum(weights.values())
    others = [p for p in g.players if p != player]
    beaten = sum(
        1.0 / (1.0 + math.exp((totals[p] - mine) / ESTIMATE_SPREAD)) for p in others
    ) / len(others)
    return 0.75 * win + 0.25 * beaten


def unseen_cities(g: SantaFe, player: str) -> list[str]:
    """The City cards `player` cannot see (other hands, the draw pile, the cards a Double
    Turn exchange discarded), sorted: the whole deck less their hand and every played card."""
    deck: Counter[str] = Counter()
    for city in g.board.scoring_cities:
        deck[city.id] += 1 if city.card_value <= 3 else 2
    deck.subtract(g.hands[player])
    for cards in g.cities_played.values():
        deck.subtract(cards)
    return sorted(deck.elements())


def sample(g: SantaFe, player: str, rng: random.Random) -> SantaFe:
    """A world `player` cannot tell from this one (see `Game.sample`).

    Hidden from `player` are the other hands, the City pile's order, the cards discarded
    by Double Turn exchanges and the cards the other players have chosen but not yet
    revealed. The unseen City cards (sorted, then shuffled by `rng`) are dealt to the other
    hands (same sizes), to the discards, then to the pile. An opponent already locked in
    this round chooses again from their dealt hand, with the heuristic player's choice
    (seeded from `rng`), so their sealed choice fits the hand they hold in this world; they
    stay locked in, so `view(player)` is unchanged. Everything else (money, track, Double
    Turn and Branch Line cards, Engineers) is public and copied as is."""
    world = clone(g)
    pool = unseen_cities(g, player)
    rng.shuffle(pool)
    for p in g.players:
        if p != player:
            k = len(g.hands[p])
            world.hands[p] = pool[:k]
            del pool[:k]
    del pool[: g.removed_cities]
    world.city_pile = pool
    relock = [p for p in g.players if p != player and p in g.choices]
    if relock:
        from engine.santafe.heuristic import SantaFeHeuristic

        chooser = SantaFeHeuristic(rng.randrange(1 << 30))
        for p in relock:
            del world.choices[p]
        for p in relock:
            action = chooser.choose(world, p)
            world.choices[p] = (action["card"], action["branch"])
    return world
