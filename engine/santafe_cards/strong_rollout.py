"""The heuristic player's rules of thumb read from the game's state instead of its view, for
the strong player of Santa Fe: the card game (engine/santafe_cards/strong.py): the card
tables, the lone cowboy and sheriff choices (also made again in sampled worlds) and the fast
rollout player."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.santafe_cards.deck import load_deck

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = [
    "BLACK",
    "CORRUPT",
    "KIND",
    "MARIO",
    "SHERIFF",
    "VALUE",
    "FastRollout",
    "card_key",
    "declare_choice",
    "give_choice",
]

SHERIFF, CORRUPT, MARIO, BLACK = "sheriff", "corrupt", "mario", "black-mario"
BRAVE_LOW_CARDS = 4  # as the heuristic player: brave with 4+ cards of value 1-3

_DECK = load_deck()
VALUE = {c: card.value for c, card in _DECK.cards.items()}
KIND = {c: card.kind for c, card in _DECK.cards.items()}
_WORTH = {
    c: {"bandit": 10, "dynamite": 25, "deputy": -10, "wolves": -10}.get(k, 0)
    for c, k in KIND.items()
}


def card_key(card: str) -> tuple[int, str]:
    """Cards in order of value (then name)."""
    return (VALUE[card], card)


def give_choice(hand: list[str]) -> str:
    """The heuristic player's lone cowboy: a lonely high card (never a 10)."""
    counts: dict[int, int] = {}
    for c in hand:
        counts[VALUE[c]] = counts.get(VALUE[c], 0) + 1
    cards = [c for c in hand if VALUE[c] < 10]
    return max(cards, key=lambda c: (counts[VALUE[c]] == 1, KIND[c] == "deputy", VALUE[c]))


def declare_choice(game: SantaFeCards, hand: list[str]) -> dict[str, bool]:
    """The heuristic player's answer to the sheriff phase for `hand`."""
    brave = game.sheriff_card in hand and sum(1 for c in hand if VALUE[c] <= 3) >= BRAVE_LOW_CARDS
    swap = bool(game.options["black_scorpion"]) and MARIO in hand
    return {"brave": brave, "swap": swap}


class FastRollout:
    """The heuristic player's rules of thumb read from the game's state instead of its view:
    the same choices, many times faster, for the strong player's rollouts (inside a sampled
    world, where every card is a guess anyway). It reads only the seat's own hand and the
    open trick."""

    name = "fast"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, player: str) -> dict[str, Any]:
        phase = game.phase
        hand: list[str] = game.hands[player]
        if phase == "pass":
            return {"type": "give", "card": give_choice(hand)}
        if phase == "declare":
            sheriff = game.sheriff_card in hand
            mario = game.options["black_scorpion"] and MARIO in hand
            if not sheriff and not mario:
                return {"type": "ready"}
            return {"type": "declare", **declare_choice(game, hand)}
        if phase == "fill":
            return {"type": "add", "card": min(hand, key=_dump_order)}
        if phase == "scorpion":
            return {"type": "scorpion_swap", "card": min(hand, key=_dump_order)}
        if game.sub == "start":
            return self._start(game, player, hand)
        return self._duel_turn(game, player, game.legal_actions(player))

    def _eff(self, game: Any, card: str) -> int:
        if game.deputies_zero and KIND[card] == "deputy":
            return 0
        return VALUE[card]

    def _start(self, game: Any, me: str, hand: list[str]) -> dict[str, Any]:
        if len(hand) == 1:
            return {"type": "start", "card": hand[0]}
        plays = game.plays
        players = game.players
        i = players.index(game.leader)
        order = players[i:] + players[:i]
        last = order[-1] == me
        started = [plays[p]["start"] for p in order if plays[p]["start"] and p != me]
        best = min((self._eff(game, c) for c in started), default=99)
        worth = _table_worth(plays)
        duel_ready = game.leader != me and _duel_group(hand)
        if game.duel or (duel_ready and worth >= 0 and not last):
            if duel_ready:
                tens = [c for c in hand if VALUE[c] == 10 and _WORTH[c] > 0]
                if tens:
                    return {"type": "start", "card": max(tens, key=_WORTH.__getitem__)}
            return {"type": "start", "card": min(hand, key=_dump_order)}
        winners = [c for c in hand if self._eff(game, c) <= best]
        if last and winners:
            return {"type": "start", "card": max(winners, key=card_key)}
        if winners and game.leader == me:
            cheap = [c for c in winners if VALUE[c] <= 4 and KIND[c] != "sheriff"]
            if cheap:
                return {"type": "start", "card": max(cheap, key=VALUE.__getitem__)}
        if winners and worth > 0:
            return {"type": "start", "card": max(winners, key=VALUE.__getitem__)}
        return {"type": "start", "card": min(hand, key=_dump_order)}

    def _duel_turn(self, game: Any, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        if len(actions) == 1:
            return actions[0]
        duels = [a for a in actions if a["type"] == "duel"]
        quiet = [a for a in actions if a["type"] in ("no_duel", "pass")]
        take_back = [a for a in actions if a["type"] == "take_back"]
        worth = _table_worth(game.plays)
        if take_back:
            cards = sum(game._count(q) for q in game.players)
            if worth > 0 or cards >= 2 * game.n:
                return take_back[0]
        if duels:
            low_cost = [a for a in duels if a["count"] >= 2 or a["value"] <= 3]
            want = worth > 0 or game.duel or self.rng.random() < 0.25
            if low_cost and want:
                return min(low_cost, key=lambda a: (a["count"] > 2, a["value"], -a["count"]))
        if quiet:
            return quiet[0]
        return duels[0]


def _dump_order(card: str) -> tuple[int, int]:
    return (_WORTH[card], -VALUE[card])


def _table_worth(plays: dict[str, dict[str, Any]]) -> int:
    total = 0
    for play in plays.values():
        if play["start"]:
            total += _WORTH[play["start"]]
        for c in play["duel"]:
            total += _WORTH[c]
    return total


def _duel_group(hand: list[str]) -> bool:
    counts: dict[int, int] = {}
    for c in hand:
        v = VALUE[c]
        if v < 10:
            counts[v] = counts.get(v, 0) + 1
            if counts[v] >= 2:
                return True
    return False
