"""The strong computer player: sampled worlds keep the player's view, depend on their
information only, and the search plays legal moves within its budget."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.core import canonical
from engine.santafe import steps
from engine.santafe.game import SantaFe
from engine.santafe.heuristic import SantaFeHeuristic
from engine.santafe.strong import SantaFeRollout, SantaFeSearch, ranked_candidates
from engine.search import MIN_ROUNDS
from engine.simulate import play

VARIANTS: list[dict[str, bool]] = [
    {},
    {"advanced": True},
    {"tile_purchase": True},
    {"advanced": True, "tile_purchase": True},
]


def new(n: int, seed: int, options: dict[str, bool]) -> SantaFe:
    game = engine.new_game("santafe", [f"p{i}" for i in range(n)], seed, options or None)
    assert isinstance(game, SantaFe)
    return game


def advance(game: SantaFe, steps: int, seed: int) -> None:
    """Play `steps` actions (or to the end) with the fast players, a random move now and then
    so odd positions come up too."""
    rng = random.Random(seed)
    players = {p: SantaFeRollout(seed + i) for i, p in enumerate(game.players)}
    for _ in range(steps):
        active = game.active_players()
        if not active:
            return
        p = active[0]
        if rng.random() < 0.2:
            action = rng.choice(game.legal_actions(p))
        else:
            action = players[p].choose(game, p)
        game.apply(p, action)


def state(game: SantaFe) -> str:
    """Everything of a game, hidden cards included, as text."""
    return canonical(
        {
            "view": game.view(None),
            "hands": {p: sorted(h) for p, h in game.hands.items()},
            "pile": game.city_pile,
            "choices": {p: list(c) for p, c in sorted(game.choices.items())},
        }
    )


def test_the_sample_shows_the_player_what_they_see_in_every_phase_and_variant() -> None:
    phases: set[str] = set()
    for k, options in enumerate(VARIANTS):
        for seed in range(2):
            game = new(3 + seed, seed * 7 + k, options)
            step = 1 + seed * 4
            rng = random.Random(seed)
            while not game.is_over:
                phases.add(game.phase)
                for p in game.players:
                    world = game.sample(p, rng)
                    assert canonical(world.view(p)) == canonical(game.view(p)), (p, game.phase)
                    assert world._log is None  # the copy keeps no action log
                    unseen = sorted(
                        world.city_pile
                        + [c for q in game.players if q != p for c in world.hands[q]]
                    )
                    # Only unseen cards move: the sample holds the same deck (discards aside).
                    assert len(unseen) == len(game.unseen_cities(p)) - game.removed_cities
                advance(game, step, seed)
    assert {"setup", "choose", "track", "draw", "purchase", "exchange"} <= phases


def test_the_sample_is_independent_of_the_real_game() -> None:
    game = new(3, 5, {})
    advance(game, 40, 5)
    before = state(game)
    world = game.sample("p0", random.Random(1))
    advance(world, 200, 1)
    assert state(game) == before


def rehide(game: SantaFe, player: str, seed: int) -> SantaFe:
    """The same game with every card hidden from `player` dealt differently: the other hands,
    the pile, and the sealed choices of opponents already locked in."""
    other = game.clone()
    rng = random.Random(seed)
    pool = other.city_pile + [c for p in other.players if p != player for c in other.hands[p]]
    rng.shuffle(pool)
    for p in other.players:
        if p != player:
            k = len(other.hands[p])
            other.hands[p], pool = pool[:k], pool[k:]
            if p in other.choices:
                plays = steps.plays(other, p)
                card, branch = rng.choice(plays)
                other.choices[p] = (card, branch)
    other.city_pile = pool
    return other


def test_hidden_cards_change_neither_the_sample_nor_the_strong_move() -> None:
    checked = 0
    for seed in range(8):
        game = new(3, 100 + seed, VARIANTS[seed % 4])
        advance(game, 10 + 13 * seed, seed)
        if game.is_over:
            continue
        player = game.active_players()[-1]
        twin = rehide(game, player, seed)
        assert state(twin) != state(game) or not game.city_pile
        assert canonical(twin.view(player)) == canonical(game.view(player))
        assert state(game.sample(player, random.Random(seed))) == state(
            twin.sample(player, random.Random(seed))
        )
        first = SantaFeSearch(seed, iterations=6, horizon=10).choose(game, player)
        second = SantaFeSearch(seed, iterations=6, horizon=10).choose(twin, player)
        assert first == second
        checked += 1
    assert checked >= 6


@settings(max_examples=16, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    seed=st.integers(0, 10_000),
    variant=st.sampled_from(range(len(VARIANTS))),
    players=st.integers(2, 5),
    steps=st.integers(0, 260),
)
def test_the_strong_player_plays_legal_moves_within_its_budget(
    seed: int, variant: int, players: int, steps: int
) -> None:
    game = new(players, seed, VARIANTS[variant])
    advance(game, steps, seed)
    for _ in range(3):
        active = game.active_players()
        if not active:
            return
        p = active[0]
        strong = SantaFeSearch(seed, iterations=3, horizon=10)
        action = strong.choose(game, p)
        assert action in game.legal_actions(p)
        assert strong.last["iterations"] <= 3
        game.apply(p, action)


def test_the_strong_player_finishes_whole_games() -> None:
    for k, options in enumerate(VARIANTS):
        game = new(3, 40 + k, options)
        game.forget_log()
        seats: dict[str, Any] = {p: SantaFeRollout(k + i) for i, p in enumerate(game.players)}
        seats["p1"] = SantaFeSearch(k, iterations=2 * MIN_ROUNDS, horizon=6)
        play(game, seats)
        assert game.is_over


def test_the_strong_player_is_offered() -> None:
    assert "strong" in SantaFe.policies()
    assert isinstance(SantaFe.computer_player("strong", 3), SantaFeSearch)


def positions(count: int, players: int) -> list[tuple[SantaFe, str]]:
    """Positions with a choice to make, from every phase and option set."""
    out: list[tuple[SantaFe, str]] = []
    for seed in range(count):
        game = new(players, 300 + seed, VARIANTS[seed % 4])
        advance(game, 7 + 29 * seed, seed)
        if game.is_over:
            continue
        player = game.active_players()[-1]
        if len(game.legal_actions(player)) > 1:
            out.append((game, player))
    return out


def test_the_search_starts_from_the_heuristics_own_move() -> None:
    kinds = set()
    for game, player in positions(10, 4):
        legal = game.legal_actions(player)
        ranked = ranked_candidates(game, player, legal, 4)
        assert ranked[0] == SantaFeHeuristic(0).choose(game, player)
        assert len(ranked) == min(4, len(legal))
        assert all(a in legal for a in ranked)
        assert len({canonical(a) for a in ranked}) == len(ranked)
        kinds.add(legal[0]["type"])
    assert len(kinds) >= 2


def test_too_small_a_budget_to_compare_plays_the_heuristics_move() -> None:
    for game, player in positions(6, 5):
        strong = SantaFeSearch(1, iterations=2 * MIN_ROUNDS - 1, horizon=4)
        assert strong.choose(game, player) == SantaFeHeuristic(0).choose(game, player)


def test_every_candidate_is_judged_in_the_same_worlds() -> None:
    """Paired rounds: each round draws one world and tries every candidate in a copy of it,
    so candidates differ by their merit, not by the luck of their worlds."""
    checked = 0
    for game, player in positions(8, 4):
        drawn: list[str] = []
        real = game.sample

        def recording(
            p: str, rng: random.Random, real: Any = real, drawn: list[str] = drawn
        ) -> SantaFe:
            world = real(p, rng)
            drawn.append(state(world))
            return world

        game.sample = recording  # type: ignore[method-assign]
        strong = SantaFeSearch(2, iterations=4 * MIN_ROUNDS, horizon=4)
        strong.choose(game, player)
        width = strong.last.get("searched", 1)
        if width < 2:
            continue
        assert len(drawn) == strong.last["iterations"] == width * (len(drawn) // width)
        rounds = [drawn[i : i + width] for i in range(0, len(drawn), width)]
        assert all(len(set(r)) == 1 for r in rounds)
        assert set(strong.last["visits"].values()) == {len(rounds)}
        if game.unseen_cities(player):
            assert len({r[0] for r in rounds}) > 1
        checked += 1
    assert checked >= 4
