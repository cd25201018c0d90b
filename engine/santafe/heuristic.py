"""A Santa Fe player that plans: it values the cities in its own hand and among its played cards,
and lays track toward them (and away from the cities its opponents have played).

It sees only what a seated player sees (`game.view(player)`) and acts through
`game.legal_actions`, so it can take any seat without cheating.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter, defaultdict
from typing import Any

from engine.core import Game
from engine.santafe.board import Board, load_board
from engine.santafe.game import RAILROADS

DECAY = 0.82  # how much one more track space away lowers the chance a railroad arrives
HAND_WEIGHT = 0.6  # a card in hand may never be played; a played card surely scores
OPPONENT_WEIGHT = 0.7
PASS_BELOW = -2.0  # pass (advanced game) only when every placement clearly hurts


class SantaFeHeuristic:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.board: Board = load_board()

    # -------------------------------------------------------------- estimates
    def _distances(
        self, view: dict[str, Any], r: str, extra_heads=(), drop=None, claimed: str | None = None
    ) -> dict[str, int]:
        """Track spaces railroad `r` still needs to reach each city by plain extension."""
        rr = view["railroads"][r]
        dist: dict[str, int] = {c: 0 for c in rr["connected"]}
        heap: list[tuple[int, str]] = []
        for head in list(rr["heads"]) + list(extra_heads):
            if head is drop:
                continue
            if "city" in head:
                heap.append((0, head["city"]))
            else:
                route = self.board.routes[head["route"]]
                left = len(route.spaces) - head["placed"]
                heap.append((left, route.other(head["from"])))
        owned = view["routes"]
        budget = rr["tiles_left"]
        best: dict[str, int] = {}
        heapq.heapify(heap)
        while heap:
            d, city = heapq.heappop(heap)
            if d > budget or best.get(city, 1 << 30) <= d:
                continue
            best[city] = d
            for rid in self.board.routes_at[city]:
                if rid in owned or rid == claimed:
                    continue
                route = self.board.routes[rid]
                nd = d + len(route.spaces)
                other = route.other(city)
                if nd < best.get(other, 1 << 30):
                    heapq.heappush(heap, (nd, other))
        for c, d in best.items():
            dist.setdefault(c, d)
        return dist

    def _weights(self, view: dict[str, Any], me: str) -> dict[str, float]:
        cities = self.board.cities
        w: defaultdict[str, float] = defaultdict(float)
        seat = view["seats"][me]
        for c in seat["cities_played"]:
            w[c] += cities[c].card_value
        for c in seat.get("hand", []):
            w[c] += HAND_WEIGHT * cities[c].card_value
        others = [p for p in view["players"] if p != me]
        for p in others:
            for c in view["seats"][p]["cities_played"]:
                w[c] -= OPPONENT_WEIGHT * cities[c].card_value / len(others)
        return dict(w)

    @staticmethod
    def _reach(dist: dict[str, int]) -> dict[str, float]:
        return {c: DECAY**d for c, d in dist.items()}

    def _potential(self, weights: dict[str, float], reach: dict[str, float]) -> float:
        return sum(w * reach.get(c, 0.0) for c, w in weights.items())

    def _expected_railroads(
        self, view: dict[str, Any], city: str, reaches: dict[str, dict[str, float]]
    ) -> float:
        return sum(reaches[r].get(city, 0.0) for r in RAILROADS)

    # -------------------------------------------------------------- decisions
    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if not actions:
            raise ValueError(f"{player} has no legal action")
        if len(actions) == 1:
            return actions[0]
        view = game.view(player)
        kind = actions[0]["type"]
        if kind == "play":
            return self._play(view, player, actions)
        if kind in ("track", "pass", "end_turn"):
            return self._track(view, player, actions)
        if kind == "exchange":
            return self._exchange(view, actions)
        if kind in ("draw", "stop_drawing"):
            return self._draw(view, player, actions)
        if kind == "engineer":
            # On this board an Engineer saves a little less than its $4 (80 games, two buyers
            # against two non-buyers: buyers won 44%), so the heuristic keeps its money.
            return next(a for a in actions if not a["buy"])
        if kind in ("buy_tile", "no_purchase"):
            return self._purchase(view, player, actions)
        return self.rng.choice(actions)

    def _all_reaches(self, view: dict[str, Any]) -> dict[str, dict[str, float]]:
        return {r: self._reach(self._distances(view, r)) for r in RAILROADS}

    def _play(self, view: dict[str, Any], me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        reaches = self._all_reaches(view)
        cities = self.board.cities
        best, best_score = None, -1.0
        for a in actions:
            if a["card"] == "double_turn":
                continue
            score = cities[a["card"]].card_value * self._expected_railroads(
                view, a["card"], reaches
            )
            if score > best_score:
                best, best_score = a, score
        doubles = [a for a in actions if a["card"] == "double_turn"]
        # A Double Turn when no card in hand is worth much yet, or now and then for its bonuses.
        if doubles and (best is None or best_score < 4.0 or self.rng.random() < 0.12):
            return doubles[0]
        return best if best is not None else actions[0]

    def _track(
        self, view: dict[str, Any], me: str, actions: list[dict[str, Any]]
    ) -> dict[str, Any]:
        weights = self._weights(view, me)
        doubled = me in view["doubled"]
        base = {
            r: self._potential(weights, self._reach(self._distances(view, r))) for r in RAILROADS
        }
        scored = []
        connected_any = set()
        for r in RAILROADS:
            connected_any.update(view["railroads"][r]["connected"])
        for a in actions:
            if a["type"] != "track":
                continue
            scored.append((self._track_value(view, a, weights, base, connected_any, doubled), a))
        if not scored:
            return next(a for a in actions if a["type"] in ("pass", "end_turn"))
        scored.sort(key=lambda t: t[0], reverse=True)
        value, best = scored[0]
        stop = next((a for a in actions if a["type"] in ("pass", "end_turn")), None)
        if stop is not None and value < PASS_BELOW:
            if stop["type"] == "end_turn" or not self._pass_ends_game(view, me):
                return stop
            # Everyone else passed: passing ends the game, which suits only the leader.
            scores = dict(view["scores"])
            if scores[me] >= max(scores.values()):
                return stop
        ties = [a for v, a in scored if v >= value - 1e-9]
        return self.rng.choice(ties) if len(ties) > 1 else best

    @staticmethod
    def _pass_ends_game(view: dict[str, Any], me: str) -> bool:
        return set(view["passed"]) | {me} == set(view["players"])

    def _track_value(self, view, a, weights, base, connected_any, doubled) -> float:
        r, rid, toward = a["railroad"], a["route"], a["toward"]
        route = self.board.routes[rid]
        rr = view["railroads"][r]
        state = view["routes"].get(rid)
        placed = (state["placed"] if state else 0) + 1
        start = route.other(toward)
        drop = None
        if not a["branch"]:
            for head in rr["heads"]:
                if head.get("route") == rid or head.get("city") == start:
                    drop = head
                    break
        if placed == len(route.spaces):
            new_head = {"city": toward}
        else:
            new_head = {"route": rid, "from": start, "placed": placed}
        shadow = dict(view["railroads"])
        shadow[r] = {**rr, "tiles_left": rr["tiles_left"] - 1}
        if placed == len(route.spaces):
            shadow[r]["connected"] = [*rr["connected"], toward]
        tmp = {**view, "railroads": shadow}
        dist = self._distances(tmp, r, extra_heads=(new_head,), drop=drop, claimed=rid)
        gain = self._potential(weights, self._reach(dist)) - base[r]
        money = 0.0
        if placed == len(route.spaces):
            city = self.board.cities[toward]
            factor = 2 if doubled else 1
            if city.value is not None and toward not in connected_any:
                money += 2 * factor
            if r in city.bonus and toward not in rr["connected"]:
                money += 4 * factor
        money -= self._terrain(view, route, start, placed - 1)
        return gain + money

    def _terrain(self, view, route, start, k) -> int:
        if not view["options"]["advanced"]:
            return 0
        space = route.space_from(start, k)
        if space.river and view["seats"][view["viewer"]]["engineer"]:
            return 0
        return int(space.river) + int(space.mountain)

    def _exchange(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        reaches = self._all_reaches(view)
        hopeless = sorted(
            c
            for c in view["seats"][view["viewer"]]["hand"]
            if self._expected_railroads(view, c, reaches) < 0.15
        )
        target = Counter(hopeless)
        for a in actions:
            if Counter(a["cards"]) == target:
                return a
        return actions[0]

    def _draw(self, view: dict[str, Any], me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        seat = view["seats"][me]
        branches = [a for a in actions if a.get("pile") == "branch"]
        if branches and seat["money"] >= 3:
            weights = self._weights(view, me)
            for a in branches:
                rr = view["railroads"][a["railroad"]]
                if rr["dead"] and rr["tiles_left"] >= 4:
                    heads = tuple({"city": c} for c in rr["connected"])
                    reach = self._reach(self._distances(view, a["railroad"], extra_heads=heads))
                    if self._potential(weights, reach) > 3:
                        return a
        by_pile = {a.get("pile"): a for a in actions}
        if "double_turn" in by_pile and (
            (seat["double_turns"] == 0 and self.rng.random() < 0.3) or "city" not in by_pile
        ):
            return by_pile["double_turn"]
        if "city" in by_pile:
            return by_pile["city"]
        stop = by_pile.get(None)
        for a in actions:
            if a["type"] == "stop_drawing":
                stop = a
        return stop if stop is not None else actions[0]

    def _purchase(
        self, view: dict[str, Any], me: str, actions: list[dict[str, Any]]
    ) -> dict[str, Any]:
        seat = view["seats"][me]
        buys = [a for a in actions if a["type"] == "buy_tile"]
        if not buys or seat["money"] < 5 or sum(seat["purchased"].values()) >= 2:
            return next(a for a in actions if a["type"] == "no_purchase")
        weights = self._weights(view, me)
        best = max(
            buys,
            key=lambda a: self._potential(
                weights, self._reach(self._distances(view, a["railroad"]))
            ),
        )
        return best
