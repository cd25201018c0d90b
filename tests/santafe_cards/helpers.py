"""Helpers for the card game's rule tests: deal chosen hands, get through the set-up phases."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.santafe_cards.game import SantaFeCards

NAMES = ["ann", "bob", "cy", "dee", "eve"]


def new(n: int = 3, seed: int = 1, **options: bool) -> SantaFeCards:
    game = engine.new_game("santafe-cards", NAMES[:n], seed, options or None)
    assert isinstance(game, SantaFeCards)
    return game


def refused(game: SantaFeCards, player: str, action: Any, code: str) -> str:
    """`action` is refused with `code`, and nothing changes."""
    before = engine.core.canonical([game.view(p) for p in [None, *game.players]])
    state = repr(sorted(vars(game).items(), key=lambda kv: kv[0]))
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(player, action)
    assert info.value.code == code, (info.value.code, str(info.value))
    assert engine.core.canonical([game.view(p) for p in [None, *game.players]]) == before
    assert repr(sorted(vars(game).items(), key=lambda kv: kv[0])) == state
    return str(info.value)


def through_setup(game: SantaFeCards, brave: bool = False) -> list[dict[str, Any]]:
    """Everyone passes their first legal card and answers the sheriff phase."""
    events: list[dict[str, Any]] = []
    for p in game.players:
        events += game.apply(p, game.legal_actions(p)[0])
    for p in game.players:
        acts = game.legal_actions(p)
        pick = next((a for a in acts if a.get("brave") == brave), acts[0])
        events += game.apply(p, pick)
    assert game.phase == "play"
    return events


def deal(game: SantaFeCards, hands: dict[str, list[str]]) -> None:
    """Give each named player exactly these cards (the rest go to the undealt pile); call at a
    trick's start. All hands must be the same size."""
    pool = set(game.undealt)
    for p in game.players:
        pool |= set(game.hands[p])
        game.hands[p] = []
    for p, cards in hands.items():
        for c in cards:
            pool.remove(c)
        game.hands[p] = sorted(cards, key=game._key)
    game.undealt = sorted(pool)
    sizes = {len(h) for h in game.hands.values()}
    assert len(sizes) == 1, sizes
    game.trick_hand = next(iter(sizes))
    game.deputies_zero = sizes == {1}


def play(game: SantaFeCards, *actions: tuple[str, dict[str, Any]]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for p, a in actions:
        events += game.apply(p, a)
    return events


def start(card: str) -> dict[str, Any]:
    return {"type": "start", "card": card}


def duel(value: int, count: int) -> dict[str, Any]:
    return {"type": "duel", "value": value, "count": count}


NO_DUEL: dict[str, Any] = {"type": "no_duel"}
PASS: dict[str, Any] = {"type": "pass"}
