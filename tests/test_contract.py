"""The one contract every registered game keeps, checked by seeded random playouts.

Per game: every player count and every option combination (from the game's option specs),
each with one seed, the seeds alternating from one combination to the next. A game's
conservation laws live in `tests/<game>/invariants.py` as `check(game, events)`, found by name.
"""

from __future__ import annotations

import copy
import importlib
import itertools
import json
import pickle
import random
import sys
from typing import Any

import pytest

import engine
from engine.core import canonical
from engine.envelope import check_envelope

SEEDS = (1, 2)


def option_sets(cls: type[engine.Game]) -> list[dict[str, Any]]:
    """Every combination of the game's options (bools both ways, other kinds each choice)."""
    values = []
    for spec in cls.option_specs:
        if spec.kind is bool:
            values.append([(spec.name, False), (spec.name, True)])
        else:
            values.append([(spec.name, v) for v in (spec.choices or (spec.default,))])
    return [dict(combo) for combo in itertools.product(*values)]


def invariants(name: str) -> Any:
    try:
        module = importlib.import_module(f"tests.{name.replace('-', '_')}.invariants")
    except ModuleNotFoundError:
        return lambda game, events: None
    return module.check


def cases():
    # One seed per combination: a second seed everywhere doubled the suite's largest cost for
    # little; alternating them still plays every combination and both seeds for each game.
    for name, cls in sorted(engine.games().items()):
        combos = [
            (n, options)
            for n in range(cls.min_players, cls.max_players + 1)
            for options in option_sets(cls)
        ]
        for i, (n, options) in enumerate(combos):
            seed = SEEDS[i % len(SEEDS)]
            label = "+".join(k for k, v in options.items() if v) or "basic"
            yield pytest.param(name, n, options, seed, id=f"{name}-{n}p-{label}-s{seed}")


# The immutable data games share between copies (the map, the deck's cards): never copied.
SHARED = ("board", "deck")


def clone(game: engine.Game) -> engine.Game:
    """A copy that shares the immutable board data, so it stays cheap (a pickle round trip:
    several times faster than deepcopy)."""
    state = vars(game)
    twin = object.__new__(type(game))
    vars(twin).update(
        pickle.loads(pickle.dumps({k: v for k, v in state.items() if k not in SHARED}))
    )
    vars(twin).update({k: state[k] for k in SHARED if k in state})
    return twin


def snapshot(game: engine.Game) -> bytes:
    """The whole state (the shared data aside) and the public view, to prove nothing changed
    (every other view is drawn from that same state)."""
    state = {k: v for k, v in vars(game).items() if k not in SHARED}
    return pickle.dumps((state, canonical(game.view(None))))


JUNK: list[Any] = [
    None,
    "track",
    {},
    {"type": 7},
    {"type": "no_such_action"},
    {"type": "track"},
    {"type": "track", "railroad": "XX", "route": "nowhere", "toward": "atlantis", "branch": False},
    {"type": "play", "card": "atlantis", "branch": False},
    {"type": "play", "card": ["not", "a", "string"]},
    {"type": "draw", "pile": "gold"},
    {"type": "exchange", "cards": "everything"},
    {"type": "buy_tile", "railroad": None},
]


def mutations(action: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """Near-miss versions of a legal action: one field changed."""
    out = [{**action, "junk": 1}]  # a listed action with an extra key
    for key, value in action.items():
        if key == "type":
            continue
        bad = copy.deepcopy(action)
        if isinstance(value, bool):
            bad[key] = not value
            out.append({**action, key: int(value)})  # 1 for True: the same in Python's ==
        elif isinstance(value, str):
            bad[key] = value + "x"
        elif isinstance(value, list):
            bad[key] = [*value, "atlantis"]
        else:
            bad[key] = None
        out.append(bad)
    return out


def assert_refused(game: engine.Game, player: str, action: Any, before: bytes) -> None:
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(player, action)
    assert info.value.code and isinstance(info.value.code, str)
    assert str(info.value), "an illegal action must explain the rule"
    assert snapshot(game) == before, f"refused action {action!r} changed the game"


@pytest.mark.parametrize(("name", "n", "options", "seed"), list(cases()))
def test_random_playout_keeps_the_contract(name, n, options, seed):
    rng = random.Random(seed * 100 + n)
    players = [f"p{i}" for i in range(n)]
    game = engine.new_game(name, players, seed, options)
    check_invariants = invariants(name)
    events_so_far: list[dict[str, Any]] = []
    step = 0
    while not game.is_over:
        active = game.active_players()
        assert active, "only a finished game has no active player"
        for p in active:
            assert game.legal_actions(p), f"{p} is active but has no legal action"
        p = rng.choice(active)
        actions = game.legal_actions(p)
        json.dumps(actions)
        assert all(isinstance(a, dict) and isinstance(a["type"], str) for a in actions)
        if step % 9 == 0:
            # Every listed action applies (on copies).
            for a in actions[:40]:
                clone(game).apply(p, a)
            # Junk, near misses and other players' actions are refused and change nothing.
            before = snapshot(game)
            # Compared as JSON: in Python 1 == True, but the engine must tell them apart.
            listed = {canonical(a) for a in actions}
            for junk in JUNK:
                if canonical(junk) not in listed:
                    assert_refused(game, p, junk, before)
            for bad in mutations(rng.choice(actions), rng):
                if canonical(bad) not in listed:
                    assert_refused(game, p, bad, before)
            idle = [q for q in players if not game.legal_actions(q)]
            if idle:
                assert_refused(game, rng.choice(idle), rng.choice(actions), before)
            assert_refused(game, "stranger", actions[0], before)
        if step % 13 == 0:
            check_hidden_choice_independence(game, rng)
        if step % 7 == 0:
            for viewer in [None, *players]:
                view = game.view(viewer)
                assert check_envelope(view) == [], (viewer, check_envelope(view))
                assert view["active_players"] == game.active_players()
        events = game.apply(p, rng.choice(actions))
        json.dumps(events)
        for e in events:
            assert e.get("to", p) in players, f"a private event must name a seated player: {e}"
        json.dumps(game.view(None))
        events_so_far += events
        check_invariants(game, events_so_far)
        step += 1
        assert step < 20_000, "the game must end"

    assert game.active_players() == []
    assert all(game.legal_actions(p) == [] for p in players)
    assert check_envelope(game.view(None)) == []
    scores = game.scores()
    assert set(scores) == set(players) and all(isinstance(v, int) for v in scores.values())
    winners = game.winners()
    assert winners and set(winners) <= set(players)
    assert max(scores.values()) == scores[winners[0]]
    assert any(e["type"] == "game_over" for e in events_so_far)

    # The record replays to the identical game, also after a JSON round trip.
    record = game.record()
    text = json.dumps(record)
    for rebuilt in (engine.replay(record), engine.replay(json.loads(text))):
        for viewer in [None, *players]:
            assert canonical(rebuilt.view(viewer)) == canonical(game.view(viewer))
        assert rebuilt.scores() == scores
        assert rebuilt.winners() == winners
        assert canonical(rebuilt.record()) == canonical(record)


def check_hidden_choice_independence(game: engine.Game, rng: random.Random) -> None:
    """While others still choose in secret, nobody else's view, no public event and not whom
    the game waits for depends on what one chose."""
    active = game.active_players()
    if len(active) < 2 or game.view(None)["decision"] != "sealed":
        return
    chooser = rng.choice(active)
    choices = game.legal_actions(chooser)
    if len(choices) < 2:
        return
    observers = [None, *(q for q in game.players if q != chooser)]
    seen: dict[str, set[str]] = {str(q): set() for q in observers}
    public: set[str] = set()
    for a in choices:
        g = clone(game)
        events = g.apply(chooser, a)
        for q in observers:
            seen[str(q)].add(canonical(g.view(q)))
        shown = [e for e in events if "to" not in e]
        public.add(canonical([shown, g.active_players()]))
    for q, views in seen.items():
        assert len(views) == 1, f"{q}'s view reveals {chooser}'s secret choice"
    assert len(public) == 1, f"public events or active players reveal {chooser}'s choice"


def test_every_game_is_registered_with_its_bounds():
    registered = engine.games()
    assert "santafe" in registered
    for name, cls in registered.items():
        assert cls.name == name
        assert 1 <= cls.min_players <= cls.max_players
        assert cls.display_name
        assert set(cls.default_options) == {spec.name for spec in cls.option_specs}
        for spec in cls.option_specs:
            spec.check(spec.default)
        for policy in cls.policies():
            assert hasattr(cls.computer_player(policy, 1), "choose")


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_option_values_of_the_wrong_type_are_refused(name):
    cls = engine.games()[name]
    players = [f"p{i}" for i in range(cls.min_players)]
    for spec in cls.option_specs:
        for bad in ("yes", 2**70, None, [1]):
            with pytest.raises(ValueError):
                engine.new_game(name, players, 1, {spec.name: bad})
    with pytest.raises(ValueError):
        engine.new_game(name, players, 1, "advanced")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_bad_setup_is_refused(name):
    cls = engine.games()[name]
    with pytest.raises(ValueError):
        engine.new_game(name, ["a"] * cls.min_players, 1)
    with pytest.raises(ValueError):
        engine.new_game(name, [f"p{i}" for i in range(cls.max_players + 1)], 1)
    with pytest.raises(ValueError):
        engine.new_game(name, [f"p{i}" for i in range(cls.min_players)], 1, {"no_such": 1})
    with pytest.raises(ValueError):
        engine.new_game("no-such-game", ["a", "b"], 1)


def test_engine_is_pure():
    """engine imports no discord, PIL, aiosqlite or asyncio."""
    code = (
        "import sys, engine, engine.players, engine.simulate\n"
        "import engine.santafe.heuristic\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('discord', 'PIL', 'aiosqlite', 'asyncio')]\n"
        "assert not bad, bad\n"
    )
    import subprocess

    subprocess.run([sys.executable, "-c", code], check=True)


def test_same_seed_same_game():
    for name in engine.games():
        cls = engine.games()[name]
        players = [f"p{i}" for i in range(cls.min_players)]
        a = engine.new_game(name, players, 42)
        b = engine.new_game(name, players, 42)
        assert all(canonical(a.view(p)) == canonical(b.view(p)) for p in players)
        c = engine.new_game(name, players, 43)
        assert any(canonical(a.view(p)) != canonical(c.view(p)) for p in players)


def test_actions_are_copied_into_the_record():
    game = engine.new_game("santafe", ["a", "b"], 3)
    action = dict(game.legal_actions("a")[0])
    game.apply("a", action)
    action["card"] = "tampered"
    assert game.record()["actions"][0]["action"]["card"] != "tampered"


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_a_game_that_forgets_its_log_plays_the_same(name):
    """The bot keeps the log in storage only: a game without a log of its own plays exactly
    like one that keeps it, and refuses to make a record it no longer has."""
    cls = engine.games()[name]
    players = [f"p{i}" for i in range(cls.min_players)]
    kept = engine.new_game(name, players, 7)
    lean = engine.new_game(name, players, 7)
    lean.forget_log()
    rng = random.Random(7)
    for _ in range(60):
        if kept.is_over:
            break
        player = rng.choice(kept.active_players())
        action = rng.choice(kept.legal_actions(player))
        assert kept.apply(player, action) == lean.apply(player, action)
    assert all(canonical(kept.view(p)) == canonical(lean.view(p)) for p in [None, *players])
    assert lean._log is None
    with pytest.raises(RuntimeError):
        lean.record()


SAMPLING = [name for name, cls in engine.games().items() if cls.sample is not engine.Game.sample]


@pytest.mark.parametrize("name", SAMPLING)
def test_the_spectator_view_and_its_image_ignore_every_hidden_card(name):
    """Deal every card some player cannot see anew (`Game.sample`: the worlds that player
    cannot tell apart): the spectator's view stays the same and so does the board image drawn
    from it, at every point of a whole game. The renderer's guard against hand keys is only a
    tripwire; this is the property."""
    import render
    from engine.players import make_player

    cls = engine.games()[name]
    players = [f"p{i}" for i in range(max(3, cls.min_players))]
    game = engine.new_game(name, players, 5)
    seats = {p: make_player("heuristic", i, name) for i, p in enumerate(players)}
    rng = random.Random(5)
    steps = 0
    drawn = 0
    draws = name.replace("-", "_") in {m.__name__.split(".")[-1] for m in _renderers()}
    while not game.is_over:
        if steps % 7 == 0:
            seen = canonical(game.view(None))
            for player in players:
                world = game.sample(player, rng)
                assert canonical(world.view(None)) == seen, f"{name}: a hidden card shows"
            if steps % 35 == 0 and draws:
                world = game.sample(players[steps % len(players)], rng)
                assert render.board_png(name, world.view(None)) == render.board_png(
                    name, game.view(None)
                )
                drawn += 1
        p = game.active_players()[0]
        game.apply(p, seats[p].choose(game, p))
        steps += 1
    assert steps > 10 and (drawn >= 2 or not draws)


def _renderers() -> list[Any]:
    import render

    return render.renderer_modules()


# -- the end and the start of a game ------------------------------------------------------------


def end_cases():
    for name, cls in sorted(engine.games().items()):
        for n in range(cls.min_players, cls.max_players + 1):
            yield pytest.param(name, n, id=f"{name}-{n}p")
    # The platform's stand-in games keep the same contract.
    yield pytest.param("fake:tests.bot.faketrick:TrickGame", 0, id="fake-tricks")
    yield pytest.param("fake:tests.bot.fakegame:FakeGame", 0, id="fake-toyrails")


def game_class(name: str) -> type[engine.Game]:
    if name.startswith("fake:"):
        module, _, cls = name.removeprefix("fake:").partition(":")
        found: type[engine.Game] = getattr(importlib.import_module(module), cls)
        return found
    return engine.games()[name]


@pytest.mark.parametrize(("name", "n"), list(end_cases()))
def test_the_last_move_ends_with_exactly_one_game_over(name, n):
    """`engine/core.py`: the move that ends the game returns, as its last event, exactly one
    `game_over` with the scores and winners; no other move returns one."""
    cls = game_class(name)
    counts = [n] if n else list(range(cls.min_players, cls.max_players + 1))
    # The stand-ins are played as the platform's tests play them: with their default options.
    options_list = option_sets(cls) if n else [{}]
    for count, options, seed in itertools.product(counts, options_list, (3, 4)):
        players = [f"p{i}" for i in range(count)]
        game = cls(players, seed, options)
        rng = random.Random(seed * 31 + count)
        events: list[dict[str, Any]] = []
        while not game.is_over:
            p = rng.choice(game.active_players())
            events = game.apply(p, rng.choice(game.legal_actions(p)))
            if not game.is_over:
                assert all(e["type"] != "game_over" for e in events), events
        assert [e["type"] for e in events].count("game_over") == 1, events
        last = events[-1]
        assert last["type"] == "game_over" and "to" not in last
        assert last["scores"] == game.scores()
        assert last["winners"] == game.winners()


@pytest.mark.parametrize(("name", "n"), list(end_cases()))
def test_start_returns_the_set_up_events_and_changes_nothing(name, n):
    """`Game.start()`: the events the set-up made, the same whenever asked (also after moves
    and by a replayed game); asking changes neither the state nor the record."""
    cls = game_class(name)
    count = n or cls.min_players
    players = [f"p{i}" for i in range(count)]
    for options in option_sets(cls) if n else [{}]:
        game = cls(players, 5, options)
        before = snapshot(game)
        opening = game.start()
        json.dumps(opening)
        assert snapshot(game) == before
        assert all(e.get("to", players[0]) in players for e in opening)
        again = game.start()
        assert again == opening
        again.append({"type": "mutated"})  # a copy: the caller may change it
        assert game.start() == opening
        rng = random.Random(7)
        for _ in range(5):
            if game.is_over:
                break
            p = rng.choice(game.active_players())
            game.apply(p, rng.choice(game.legal_actions(p)))
        assert game.start() == opening
        if name.startswith("fake:"):
            continue
        assert engine.replay(game.record()).start() == opening
        assert cls(players, 5, options).record()["actions"] == []


def test_the_set_up_events_are_returned_by_start():
    """The card game's first round and Santa Fe's (basic game) are announced from `start()`."""
    cards = engine.new_game("santafe-cards", ["a", "b", "c"], 1)
    assert [e["type"] for e in cards.start()] == ["round_started"]
    assert cards.start()[0]["start_player"] == "a" and cards.start()[0]["round"] == 1
    santafe = engine.new_game("santafe", ["a", "b", "c"], 1)
    assert [e["type"] for e in santafe.start()] == ["round_started"]
    assert santafe.start()[0]["first_player"] == "a"
    assert engine.new_game("santafe", ["a", "b", "c"], 1, {"advanced": True}).start() == []
