"""A Card Rails player that keeps the cards of the railroads it owns, takes shares in railroads
worth the most, and builds track (towards symbols and purple hexes) for its own railroads
rather than its rivals'.

It sees only what a seated player sees (`game.view(player)`) and acts through
`game.legal_actions`, so it can take any seat without cheating.
"""

from __future__ import annotations

import random
from typing import Any

from engine.cardrails.cards import CardSet, footprint, label, load_cards, parse_label
from engine.core import Game

GROWTH = 1.2  # value a railroad is expected to gain per turn left, shared among railroads
RIVAL_WEIGHT = 0.8  # how much helping a rival's railroad counts against a move
CARD_SHARE = 0.8  # a card in hand may still be spent: it counts a little less than a cube


class CardRailsHeuristic:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.cards: CardSet = load_cards()

    # -------------------------------------------------------------- estimates
    def _estimates(self, view: dict[str, Any], me: str) -> dict[str, Any]:
        rails = view["railroads"]
        seats = view["seats"]
        turns_left = sum(s["hand_size"] - view["end_hand_size"] for s in seats.values())
        final = {r: rr["value"] + GROWTH * turns_left / len(rails) for r, rr in rails.items()}
        hand = seats[me].get("hand", [])
        mine = {r: float(seats[me]["share_cubes"].get(r, 0)) for r in rails}
        for c in hand:
            r = self.cards.cards[c].railroad
            if r in mine:
                mine[r] += CARD_SHARE
        others = [q for q in view["players"] if q != me]
        rival = {
            r: max(seats[q]["share_cubes"].get(r, 0) for q in others) * RIVAL_WEIGHT for r in rails
        }
        return {"final": final, "mine": mine, "rival": rival, "turns_left": turns_left}

    def _stake(self, est: dict[str, Any], r: str) -> float:
        """What one more point of railroad r's value is worth to me, against my best rival."""
        return float(est["mine"][r] - est["rival"][r])

    def _keep(self, est: dict[str, Any], card: str) -> float:
        """What keeping a card to the end is worth (one share of its symbol's railroad)."""
        r = self.cards.cards[card].railroad
        if r not in est["final"]:
            return 0.0
        return float(est["final"][r] * (1.0 + 0.3 * (est["mine"][r] > CARD_SHARE)))

    # -------------------------------------------------------------- choosing
    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if not actions:
            raise ValueError(f"{player} has no legal action")
        if len(actions) == 1:
            return actions[0]
        view = game.view(player)
        est = self._estimates(view, player)
        hexes = {h["hex"]: h for h in view["map"]["hexes"]}
        best, best_score = actions[0], float("-inf")
        for a in actions:
            score = self._score(a, view, est, hexes) + self.rng.random() * 1e-3
            if score > best_score:
                best, best_score = a, score
        return best

    def _score(
        self, a: dict[str, Any], view: dict[str, Any], est: dict[str, Any], hexes: dict
    ) -> float:
        kind = a["type"]
        if kind == "card":
            return -self._keep(est, a["card"])
        if kind == "swap_give":
            return -self._keep(est, a["card"])
        if kind == "swap_take":
            return self._keep(est, a["card"])
        if kind == "share":
            r = a["railroad"]
            return est["final"][a["railroad"]] + self._stake(est, r) - 2.0
        if kind == "build":
            h = hexes[a["hex"]]
            return self._build_gain(a["railroad"], h["feature"], h["symbols"], est)
        if kind == "place":
            return self._place_gain(a, view, est, hexes)
        return 0.0  # stop, discard

    def _build_gain(
        self, r: str, feature: str | None, symbols: list[str], est: dict[str, Any]
    ) -> float:
        delta = 1 + 2 * (feature == "purple") + 5 * (r in symbols)
        # A little for extending at all: more track opens more symbols later.
        return delta * self._stake(est, r) + 0.3

    def _place_gain(
        self, a: dict[str, Any], view: dict[str, Any], est: dict[str, Any], hexes: dict
    ) -> float:
        card_id = view["this_turn"]["card"]
        if card_id is None:
            return 0.0
        card = self.cards.cards[card_id]
        at = parse_label(a["at"])
        if at is None:
            return 0.0
        best = 0.0
        for slot, dc, dr, part in footprint(a["rotation"]):
            if part == "F":
                continue
            name = label((at[0] + dc, at[1] + dr))
            old = hexes.get(name)
            if old is None or old["whole"]:
                continue
            symbols = set()
            for half in old["parts"]:
                if half["feature"] == "symbol" and half["railroad"]:
                    symbols.add(half["railroad"])
            if card.hexes.get(slot) == "symbol" and card.railroad:
                symbols.add(card.railroad)
            for r in view["railroads"]:
                if view["railroads"][r]["cubes_left"]:
                    best = max(best, self._build_gain(r, None, sorted(symbols), est))
        return best
