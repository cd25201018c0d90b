"""The strong player of Santa Fe: the card game: its sampled worlds show the player exactly
what the real game shows them, depend on nothing else, and the search plays legal moves
within its budget in every phase and variant."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

import engine
from engine.core import canonical
from engine.players import RandomPlayer
from engine.santafe_cards.game import BLACK, MARIO, SantaFeCards
from engine.santafe_cards.strong import FastRollout, clone
from engine.search import SearchPlayer
from tests.santafe_cards.helpers import NAMES

VARIANTS: list[dict[str, bool]] = [
    {},
    {"ten_wolves": True},
    {"corrupt_sheriff": True},
    {"black_scorpion": True},
    {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True},
]


def new(n: int, seed: int, options: dict[str, bool]) -> SantaFeCards:
    game = engine.new_game("santafe-cards", NAMES[:n], seed, options or None)
    assert isinstance(game, SantaFeCards)
    return game


def views(game: SantaFeCards) -> str:
    return canonical([game.view(p) for p in [None, *game.players]])


def test_strong_is_offered_and_rolls_out_fast() -> None:
    assert "strong" in SantaFeCards.policies()
    player = SantaFeCards.computer_player("strong", 3)
    assert isinstance(player, SearchPlayer) and player.rollout == "fast"
    assert isinstance(SantaFeCards.computer_player("fast", 3), FastRollout)


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("n", [3, 4, 5])
def test_sample_shows_the_player_the_same_view(n: int, options: dict[str, bool]) -> None:
    """`view(player)` of every sampled world equals the real one, in every phase reached by
    random play; sampling changes nothing in the real game."""
    game = new(n, 10 + n, options)
    mover = RandomPlayer(n)
    rng = random.Random(0)
    phases = set()
    for step in range(700):
        if game.is_over:
            break
        if step % 6 == 0:
            p = game.players[step % n]
            before = canonical(game.view(None))
            world = game.sample(p, rng)
            assert canonical(world.view(p)) == canonical(game.view(p)), (game.phase, p)
            assert world._log is None
            assert canonical(game.view(None)) == before
            phases.add(game.phase)
        q = game.active_players()[0]
        game.apply(q, mover.choose(game, q))
    assert {"pass", "declare", "play", "fill"} <= phases


def test_clone_is_independent() -> None:
    game = new(4, 5, {"black_scorpion": True})
    before = views(game)
    world = clone(game)
    rollout = FastRollout(1)
    world.trusted = True
    while not world.is_over:
        q = world.active_players()[0]
        world.apply(q, rollout.choose(world, q))
    assert views(game) == before
    assert not game.is_over


def _hidden_swap(game: SantaFeCards, player: str, rng: random.Random) -> SantaFeCards | None:
    """A copy of `game` where two cards hidden from `player` (in other hands and the
    undealt pile) change places: a game `player` cannot tell apart."""
    twin = engine.replay(game.record())
    assert isinstance(twin, SantaFeCards)
    # Cards whose place the player may know or whose holder is public stay put.
    fixed = {twin.sheriff_card, MARIO, BLACK, *twin.passed_card.values(), *twin.passing.values()}
    places = [twin.hands[q] for q in twin.players if q != player] + [twin.undealt]
    cards = [(i, c) for i, place in enumerate(places) for c in place if c not in fixed]
    rng.shuffle(cards)
    for (i, a), (j, b) in itertools.pairwise(cards):
        if i != j:
            places[i][places[i].index(a)] = b
            places[j][places[j].index(b)] = a
            for hand in twin.hands.values():
                hand.sort(key=twin._key)
            return twin
    return None


@pytest.mark.parametrize("options", VARIANTS[:4])
def test_same_information_same_sample_and_same_move(options: dict[str, bool]) -> None:
    """Two games that differ only in cards hidden from the player give the same sampled world
    and the same strong move for the same seed."""
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        game = new(3 + seed, 20 + seed, options)
        mover = FastRollout(seed)
        for step in range(400):
            if game.is_over:
                break
            q = game.active_players()[0]
            if step % 23 == 5 and len(game.legal_actions(q)) > 1:
                twin = _hidden_swap(game, q, rng)
                if twin is not None:
                    assert canonical(twin.view(q)) == canonical(game.view(q))
                    assert canonical(twin.hands) != canonical(game.hands) or (
                        twin.undealt != game.undealt
                    )
                    a = game.sample(q, random.Random(step))
                    b = twin.sample(q, random.Random(step))
                    assert views(a) == views(b)
                    assert canonical(a.hands) == canonical(b.hands)
                    assert canonical(a.piles) == canonical(b.piles)
                    one = SearchPlayer(seed, iterations=12, rollout="fast")
                    two = SearchPlayer(seed, iterations=12, rollout="fast")
                    assert one.choose(game, q) == two.choose(twin, q)
                    assert one.last == two.last
                    checked += 1
            game.apply(q, mover.choose(game, q))
    assert checked >= 10


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("n", [3, 4, 5])
def test_strong_plays_legal_moves_within_budget(n: int, options: dict[str, bool]) -> None:
    """From random positions of every phase (random play between the strong player's moves),
    the strong player's move is legal and its search stays within the iterations asked."""
    game = new(n, 100 + n, options)
    randoms = RandomPlayer(n)
    strong = SearchPlayer(n, iterations=3, rollout="fast")
    phases: set[str] = set()
    for step in range(2000):
        if game.is_over:
            break
        q = game.active_players()[0]
        if step % 3 == 0:
            legal = game.legal_actions(q)
            action = strong.choose(game, q)
            assert action in legal
            assert strong.last["iterations"] <= 3
            phases.add(game.phase)
        else:
            action = randoms.choose(game, q)
        game.apply(q, action)
    assert game.is_over
    assert {"pass", "declare", "play", "fill"} <= phases


def test_scorpion_phase_is_searched() -> None:
    """Mario's swap after a lost duel (variant 3) is a phase of its own: reach it and search."""
    strong = SearchPlayer(1, iterations=4, rollout="fast")
    for seed in range(40):
        game = new(3, seed, {"black_scorpion": True})
        randoms = RandomPlayer(seed)
        while not game.is_over and game.phase != "scorpion":
            q = game.active_players()[0]
            game.apply(q, randoms.choose(game, q))
        if game.phase == "scorpion":
            q = game.active_players()[0]
            assert strong.choose(game, q) in game.legal_actions(q)
            assert strong.last["iterations"] <= 4
            return
    pytest.fail("no scorpion phase reached")


@pytest.mark.parametrize("options", [VARIANTS[0], VARIANTS[4]])
def test_strong_players_finish_a_game(options: dict[str, bool]) -> None:
    """Strong players in every seat play a whole game to its end, each move within budget."""
    game = new(3, 77, options)
    seats: dict[str, Any] = {
        p: SearchPlayer(i, iterations=2, rollout="fast") for i, p in enumerate(game.players)
    }
    while not game.is_over:
        q = game.active_players()[0]
        game.apply(q, seats[q].choose(game, q))
        assert seats[q].last["iterations"] <= 2
    assert game.winners()
