"""A Santa Fe (card game) player with a few rules of thumb: win tricks cheaply, duel for tricks
worth having (a duel won with k cards counts as k tricks), keep the strong cards for duels, and
hand the bad cards (Deputies, high numbers) to whoever wins a trick it cannot take.

It sees only what a seated player sees (`game.view(player)`) and acts through
`game.legal_actions`, so it can take any seat without cheating.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Game
from engine.santafe_cards.deck import load_deck

BRAVE_LOW_CARDS = 4  # brave with at least this many cards of value 1-3: likely a good round


class SantaFeCardsHeuristic:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.deck = load_deck()

    def _value(self, card: str) -> int:
        return self.deck.value(card)

    def _kind(self, card: str) -> str:
        return self.deck.kind(card)

    def _worth(self, card: str) -> int:
        """Rough points a card gives the pile it lands in."""
        return {"bandit": 10, "dynamite": 25, "deputy": -10, "wolves": -10}.get(self._kind(card), 0)

    def _dump_order(self, card: str) -> tuple[int, int]:
        """Lower first: the card best given away (bad for the taker, useless to us)."""
        return (self._worth(card), -self._value(card))

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if len(actions) == 1:
            return actions[0]
        view = game.view(player)
        kind = actions[0]["type"]
        hand: list[str] = view["seats"][player]["hand"]
        if kind == "give":
            # The lone cowboy: a lonely high card (never a 10; the rules forbid it).
            counts: dict[int, int] = {}
            for c in hand:
                counts[self._value(c)] = counts.get(self._value(c), 0) + 1
            return max(
                actions,
                key=lambda a: (
                    counts[self._value(a["card"])] == 1,
                    self._kind(a["card"]) == "deputy",
                    self._value(a["card"]),
                ),
            )
        if kind == "declare":
            low = sum(1 for c in hand if self._value(c) <= 3)
            brave = low >= BRAVE_LOW_CARDS
            for a in actions:
                if a["brave"] == brave and a["swap"] == any(b["swap"] for b in actions):
                    return a
            return actions[-1]
        if kind == "add":
            adds = [a for a in actions if a["type"] == "add"]  # never takes its cards back
            return min(adds, key=lambda a: self._dump_order(a["card"]))
        if kind in ("scorpion_swap", "no_swap"):
            swaps = [a for a in actions if a["type"] == "scorpion_swap"]
            return min(swaps, key=lambda a: self._dump_order(a["card"]))
        trick = view["trick"]
        if kind == "start":
            return self._start(view, player, hand, actions)
        return self._duel_turn(view, player, trick, actions)

    # -------------------------------------------------------------- tricks
    def _eff(self, view: dict[str, Any], card: str) -> int:
        if view["trick"]["deputies_zero"] and self._kind(card) == "deputy":
            return 0
        return self._value(card)

    def _table_worth(self, trick: dict[str, Any]) -> int:
        cards = [c for play in trick["plays"].values() for c in [play["start"], *play["duel"]] if c]
        return sum(self._worth(c) for c in cards)

    def _start(
        self, view: dict[str, Any], me: str, hand: list[str], actions: list[dict[str, Any]]
    ) -> dict[str, Any]:
        trick = view["trick"]
        plays = trick["plays"]
        order = _order(view["players"], trick["leader"])
        last = order[-1] == me
        started = [plays[p]["start"] for p in order if plays[p]["start"] and p != me]
        best = min((self._eff(view, c) for c in started), default=99)
        cards = [a["card"] for a in actions]
        duel_ready = self._duel_group(view, hand) is not None and trick["leader"] != me
        if trick["duel"] or (duel_ready and self._table_worth(trick) >= 0 and not last):
            # The start card no longer decides (or we mean to duel): give the trick its worst
            # card for others, or a Bandit we hope to win back with our duel.
            if duel_ready:
                tens = [c for c in cards if self._value(c) == 10 and self._worth(c) > 0]
                if tens:
                    return {"type": "start", "card": max(tens, key=self._worth)}
            return {"type": "start", "card": min(cards, key=self._dump_order)}
        winners = [c for c in cards if self._eff(view, c) <= best]
        if last and winners:
            # Certain to win: the weakest card that still wins, a Bandit if one does.
            return {"type": "start", "card": max(winners, key=lambda c: (self._value(c), c))}
        if winners and trick["leader"] == me:
            cheap = [c for c in winners if self._value(c) <= 4 and self._kind(c) != "sheriff"]
            if cheap and len(hand) > 1:
                return {"type": "start", "card": max(cheap, key=self._value)}
        if winners and self._table_worth(trick) > 0:
            return {"type": "start", "card": max(winners, key=self._value)}
        if len(hand) == 1:
            return actions[0]
        return {"type": "start", "card": min(cards, key=self._dump_order)}

    def _duel_group(self, view: dict[str, Any], hand: list[str]) -> int | None:
        """A value we hold two or more of (below 10): our duel weapon."""
        counts: dict[int, int] = {}
        for c in hand:
            v = self._value(c)
            if v < 10:
                counts[v] = counts.get(v, 0) + 1
        pairs = [v for v, k in counts.items() if k >= 2]
        return min(pairs) if pairs else None

    def _duel_turn(
        self, view: dict[str, Any], me: str, trick: dict[str, Any], actions: list[dict[str, Any]]
    ) -> dict[str, Any]:
        duels = [a for a in actions if a["type"] == "duel"]
        quiet = [a for a in actions if a["type"] in ("no_duel", "pass")]
        take_back = [a for a in actions if a["type"] == "take_back"]
        worth = self._table_worth(trick)
        cards_on_table = trick["cards"]
        if take_back and (worth > 0 or cards_on_table >= 2 * len(view["players"])):
            return take_back[0]
        if duels:
            # Strongest affordable play: fewest cards that still beat the table, lowest value.
            low_cost = [a for a in duels if a["count"] >= 2 or a["value"] <= 3]
            want = worth > 0 or trick["duel"] or self.rng.random() < 0.25
            if low_cost and want:
                best = min(low_cost, key=lambda a: (a["count"] > 2, a["value"], -a["count"]))
                return best
        if quiet:
            return quiet[0]
        return duels[0]


def _order(players: list[str], leader: str) -> list[str]:
    i = players.index(leader)
    return players[i:] + players[:i]
