"""Helpers for Card Rails rule tests: games in a chosen state, cards with chosen features."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import engine
from engine.cardrails.cards import Card, parse_label
from engine.cardrails.game import CardRails


def new(n: int = 4, seed: int = 1, **options: bool) -> CardRails:
    game = engine.new_game("cardrails", [f"p{i}" for i in range(n)], seed, options or None)
    assert isinstance(game, CardRails)
    return game


def hx(text: str) -> tuple[int, int]:
    h = parse_label(text)
    assert h is not None
    return h


def with_card(game: CardRails, card_id: str, hexes: dict[str, str]) -> None:
    """Give one card of this game other printed features (the card set is the game's own)."""
    old = game.board.cards[card_id]
    cards = dict(game.board.cards)
    cards[card_id] = Card(card_id, old.railroad, dict(hexes))
    game.board = dataclasses.replace(game.board, cards=cards)
    game.version += 1


def give(game: CardRails, p: str, cards: list[str]) -> None:
    """Make sure `p` holds these cards (swapped with whoever or wherever holds them)."""
    for c in cards:
        if c in game.hands[p]:
            continue
        for q, hand in game.hands.items():
            if c in hand and q != p:
                hand.remove(c)
                spare = next(x for x in game.hands[p] if x not in cards)
                game.hands[p].remove(spare)
                hand.append(spare)
                break
        else:
            game.discards.remove(c)
            spare = next(x for x in game.hands[p] if x not in cards)
            game.hands[p].remove(spare)
            game.discards.append(spare)
        game.hands[p].append(c)
    for hand in game.hands.values():
        hand.sort()
    game.discards.sort()
    game.version += 1  # the state changed behind apply's back: list the actions again


def lay(game: CardRails, card: str, at: str, rotation: int = 0) -> list[tuple[int, int]]:
    """Put a card on the map directly (from wherever it is)."""
    for hand in game.hands.values():
        if card in hand:
            hand.remove(card)
    if card in game.discards:
        game.discards.remove(card)
    return game._lay_card(card, hx(at), rotation)


def cube(game: CardRails, r: str, at: str) -> None:
    game._put_cube(r, hx(at))


def current(game: CardRails) -> str:
    return game.active_players()[0]


def choose(game: CardRails, card: str | None = None) -> str:
    """The player to move chooses `card` (given to them if needed); returns the player."""
    p = current(game)
    if card is None:
        card = game.hands[p][0]
    give(game, p, [card])
    game.apply(p, {"type": "card", "card": card})
    return p


def refused(game: CardRails, player: str, action: Any, code: str) -> str:
    import pickle

    before = pickle.dumps({k: v for k, v in vars(game).items() if k != "board"})
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(player, action)
    assert info.value.code == code, (info.value.code, str(info.value))
    assert pickle.dumps({k: v for k, v in vars(game).items() if k != "board"}) == before
    return str(info.value)
