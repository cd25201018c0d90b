"""The deck of Santa Fe: the card game, loaded from `data/deck.json` and validated at load.

A card is an id (a short stable string such as "v7a", "sheriff", "deputy-3", "bandit-2") with a
value (1 strongest .. 10 weakest), a kind and a name. Only the kind and value matter to the
rules; plain cards of one value are interchangeable.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Card", "Deck", "load_deck"]

DATA = Path(__file__).resolve().parent / "data" / "deck.json"
KINDS = (
    "plain",
    "sheriff",
    "mario",
    "deputy",
    "dynamite",
    "bandit",
    "wolves",
    "corrupt",
    "black-mario",
)
PROMO_KINDS = ("wolves", "corrupt", "black-mario")
# Copies of each value among the 55 base cards (R1): n copies of n up to 8, eight 9s and eleven
# 10s (Mr. Dynamite and ten Bandits: "Er zitten dan 11 bandieten in het spel" with Ten Wolves).
COPIES = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 8, 10: 11}


@dataclass(frozen=True)
class Card:
    id: str
    value: int
    kind: str
    name: str
    promo: bool


@dataclass(frozen=True)
class Deck:
    cards: dict[str, Card]
    base: tuple[str, ...]  # the 55 base cards, in file order
    promos: tuple[str, ...]

    def value(self, card: str) -> int:
        return self.cards[card].value

    def kind(self, card: str) -> str:
        return self.cards[card].kind


def validate(raw: dict[str, object]) -> Deck:
    """Build the deck and check it is the one the rulebook describes (RULINGS.md R1)."""
    entries = raw.get("cards")
    if not isinstance(entries, list):
        raise ValueError("deck.json: 'cards' must be a list")
    cards: dict[str, Card] = {}
    for e in entries:
        card = Card(str(e["id"]), int(e["value"]), str(e["kind"]), str(e["name"]), bool(e["promo"]))
        if card.id in cards:
            raise ValueError(f"deck.json: duplicate card id {card.id!r}")
        if card.kind not in KINDS or not 1 <= card.value <= 10:
            raise ValueError(f"deck.json: bad card {card}")
        if card.promo != (card.kind in PROMO_KINDS):
            raise ValueError(f"deck.json: {card.id} promo flag does not fit its kind")
        cards[card.id] = card
    base = tuple(c.id for c in cards.values() if not c.promo)
    promos = tuple(c.id for c in cards.values() if c.promo)
    if len(base) != 55 or len(promos) != 3:
        raise ValueError("deck.json: 58 cards, of which 3 promo cards")
    per_value = Counter(cards[c].value for c in base)
    if dict(per_value) != COPIES:
        raise ValueError(f"deck.json: copies per value {COPIES} expected, got {dict(per_value)}")
    kinds = Counter(cards[c].kind for c in base)
    wanted = {"sheriff": 1, "mario": 1, "deputy": 5, "dynamite": 1, "bandit": 10}
    for kind, n in wanted.items():
        if kinds[kind] != n:
            raise ValueError(f"deck.json: {n} {kind} card(s) expected, got {kinds[kind]}")
    checks = (("sheriff", 1), ("deputy", 5), ("dynamite", 10), ("bandit", 10), ("wolves", 10))
    for kind, value in checks:
        if any(c.kind == kind and c.value != value for c in cards.values()):
            raise ValueError(f"deck.json: every {kind} has value {value}")
    mario = next(c for c in cards.values() if c.kind == "mario")
    black = next(c for c in cards.values() if c.kind == "black-mario")
    corrupt = next(c for c in cards.values() if c.kind == "corrupt")
    if black.value != mario.value or corrupt.value != 1:
        raise ValueError("deck.json: the promo twins share their base card's value")
    return Deck(cards, base, promos)


@functools.cache
def load_deck() -> Deck:
    return validate(json.loads(DATA.read_text(encoding="utf-8")))
