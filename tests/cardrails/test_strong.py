"""Card Rails' strong player: the worlds it samples, what it may know, legal moves, budget."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

import engine
from engine.cardrails.game import CardRails
from engine.cardrails.heuristic import CardRailsHeuristic
from engine.cardrails.strong import FastHeuristic, StrongPlayer
from engine.core import canonical
from engine.search import MIN_ROUNDS
from engine.simulate import play

VARIANTS: list[dict[str, Any]] = [{}, {"final_dividend": True}, {"open_hands": True}]
STEPS = {"card", "action", "build", "swap_give", "swap_take"}


def new(n: int, seed: int, options: dict[str, Any]) -> CardRails:
    game = engine.new_game("cardrails", [f"p{i}" for i in range(n)], seed, options or None)
    assert isinstance(game, CardRails)
    return game


def positions(count: int, seed: int) -> list[CardRails]:
    """Games paused by heuristic play at random points, every player count and variant,
    and every step of a turn (swap steps are rare: each one met is kept)."""
    rng = random.Random(seed)
    out: list[CardRails] = []
    k = 0
    while len(out) < count:
        n = 3 + k % 3
        game = new(n, rng.randrange(1 << 20), VARIANTS[k // 3 % 3])
        k += 1
        bots = {p: CardRailsHeuristic(i) for i, p in enumerate(game.players)}
        stop = rng.randrange(27 * n)
        for _ in range(stop):
            p = game.active_players()[0]
            game.apply(p, bots[p].choose(game, p))
            if game.is_over:
                break
            if game.step.startswith("swap") and rng.random() < 0.5:
                out.append(game.clone())
        if not game.is_over:
            out.append(game)
    return out


def redeal(game: CardRails, player: str, seed: int) -> CardRails:
    """The same game with every card hidden from `player` dealt otherwise (sizes kept)."""
    other = game.clone()
    if game.options["open_hands"]:
        return other  # nothing is hidden
    rng = random.Random(seed)
    hidden_chosen = game.chosen is not None and player != game.current()
    pool = [c for q in game.players if q != player for c in game.hands[q]]
    if hidden_chosen:
        assert game.chosen is not None
        pool.append(game.chosen)
    rng.shuffle(pool)
    if hidden_chosen:
        other.chosen = pool.pop()
        other.current_turn["card"] = other.chosen
    for q in game.players:
        if q != player:
            size = len(game.hands[q])
            other.hands[q] = sorted(pool[:size])
            del pool[:size]
    other.version += 1
    return other


def test_a_clone_is_the_same_game_and_independent() -> None:
    for game in positions(12, 1):
        before = pickle.dumps({k: v for k, v in vars(game).items() if k != "board"})
        copy = game.clone()
        assert {k: v for k, v in vars(copy).items() if k != "_log"} == {
            k: v for k, v in vars(game).items() if k != "_log"
        }
        assert copy._log is None
        # Played to the end, the copy leaves the original as it was.
        bots = {p: CardRailsHeuristic(i) for i, p in enumerate(copy.players)}
        play(copy, bots)
        assert pickle.dumps({k: v for k, v in vars(game).items() if k != "board"}) == before


def test_a_clone_plays_on_exactly_like_the_game() -> None:
    for game in positions(6, 2):
        copy = game.clone()
        bots = {p: CardRailsHeuristic(i) for i, p in enumerate(game.players)}
        while not game.is_over:
            p = game.active_players()[0]
            assert game.legal_actions(p) == copy.legal_actions(p)
            action = bots[p].choose(game, p)
            assert game.apply(p, action) == copy.apply(p, action)
            assert canonical(game.view(None)) == canonical(copy.view(None))
        assert copy.scores() == game.scores() and copy.winners() == game.winners()


def test_the_sample_shows_each_player_their_own_view() -> None:
    rng = random.Random(3)
    seen_hidden_chosen = False
    for game in positions(30, 3):
        for p in game.players:
            world = game.sample(p, rng)
            assert canonical(world.view(p)) == canonical(game.view(p))
            assert world._log is None
            assert sorted(world.hidden_from(p)) == sorted(game.hidden_from(p))
            seen_hidden_chosen |= game.chosen is not None and p != game.current()
            # A sampled world is a game like any other: it plays to its end.
            bots = {q: FastHeuristic(i) for i, q in enumerate(world.players)}
            play(world, bots)
    assert seen_hidden_chosen


def test_the_sample_deals_the_hidden_cards_anew() -> None:
    game = new(4, 5, {})
    p = game.players[0]
    worlds = [game.sample(p, random.Random(i)) for i in range(5)]
    assert len({canonical(w.hands) for w in worlds}) > 1
    for w in worlds:
        assert w.hands[p] == game.hands[p]
    # Open Hands: nothing is hidden, every world is the game itself.
    open_game = new(4, 5, {"open_hands": True})
    world = open_game.sample(p, random.Random(1))
    assert world.hands == open_game.hands


def test_the_same_information_gives_the_same_sample_and_move() -> None:
    """The information-set property: two games that differ only in cards hidden from the
    player give the same sampled world and the same strong move, for the same seed."""
    checked = 0
    for i, game in enumerate(positions(16, 4)):
        p = game.current()
        other = redeal(game, p, 100 + i)
        assert canonical(other.view(p)) == canonical(game.view(p))
        for q in game.players:
            a = game.sample(q, random.Random(i))
            b = redeal(game, q, 200 + i).sample(q, random.Random(i))
            assert canonical(a.hands) == canonical(b.hands)
            assert a.chosen == b.chosen
        first = StrongPlayer(i, iterations=6).choose(game, p)
        second = StrongPlayer(i, iterations=6).choose(other, p)
        assert first == second
        checked += other.hands != game.hands
    assert checked  # some positions really had other hidden cards


def test_the_strong_player_plays_legal_moves_within_its_budget() -> None:
    steps = set()
    for i, game in enumerate(positions(40, 5)):
        p = game.active_players()[0]
        player = StrongPlayer(i, iterations=7)
        action = player.choose(game, p)
        assert action in game.legal_actions(p)
        assert player.last["iterations"] <= 7
        steps.add(game.step)
        game.apply(p, action)
    assert steps == STEPS


def test_the_budget_follows_the_think_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "25")
    game = positions(1, 6)[0]
    player = StrongPlayer(1)
    budget = player.budget(game)
    assert budget == max(4, round(CardRails.search_rate * 0.025))
    player.choose(game, game.active_players()[0])
    assert player.last["iterations"] <= budget


def test_each_candidate_is_judged_on_several_worlds() -> None:
    """A small budget compares fewer moves rather than judging each on one or two worlds:
    with four or five players, one world's luck outweighs the difference between moves."""
    searched = 0
    for i, game in enumerate(positions(12, 5)):
        p = game.active_players()[0]
        player = StrongPlayer(i, iterations=8)
        player.choose(game, p)
        visits = player.last.get("visits", {})
        assert all(v >= MIN_ROUNDS for v in visits.values())
        assert len(visits) <= 8 // MIN_ROUNDS
        searched += len(visits) > 1
    assert searched


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("options", VARIANTS)
def test_the_strong_player_finishes_games(n: int, options: dict[str, Any]) -> None:
    game = new(n, 10 + n, options)
    seats: dict[str, Any] = {p: CardRailsHeuristic(i) for i, p in enumerate(game.players)}
    seats[game.players[0]] = StrongPlayer(1, iterations=2)
    play(game, seats)
    assert game.is_over and len(game.winners()) == 1


def test_strong_is_offered() -> None:
    assert "strong" in CardRails.policies()
    assert isinstance(CardRails.computer_player("strong", 1), StrongPlayer)
    assert isinstance(CardRails.computer_player("fast", 1), FastHeuristic)


def test_the_fast_heuristic_chooses_as_the_heuristic() -> None:
    """The rollouts' player makes the heuristic's choices (up to its tie-breaking noise)."""
    for game in positions(40, 8):
        p = game.active_players()[0]
        slow = CardRailsHeuristic(1)
        fast = FastHeuristic(1).choose(game, p)
        view = game.view(p)
        est = slow._estimates(view, p)
        hexes = {h["hex"]: h for h in view["map"]["hexes"]}
        scores = [slow._score(a, view, est, hexes) for a in game.legal_actions(p)]
        assert slow._score(fast, view, est, hexes) >= max(scores) - 2e-3
