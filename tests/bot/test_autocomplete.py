"""Autocomplete that narrows, for every autocompleted option of every command: found by walking
the bot's command tree, never listed by hand.

For random positions of random games of every game, each awaited member's every autocompleted
option lists its universe (every value it may take now, bot/suggest.py); every value is found
by typing its label (a prefix of it, in the member's language), typing narrows the list the
same way live as the pure narrowing says, and a command filled from the suggestions, sent as
it is, is accepted. A member the game does not wait for gets one suggestion saying whose turn
it is, and sending it is answered the same way."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from discord import app_commands

import bot.suggest
from bot.suggest import OUT_OF_TURN, Suggestion, fold, narrow
from tests.bot.helpers import Table, refusals

# Options that name what a command acts on rather than a move: the game, a seat, a kind of
# game, a topic. Their universes do not change with the position; they are checked once.
STEPS = 36  # moves per game
EVERY = 3  # a position checked in full every EVERY moves


def autocompleted(tree: app_commands.CommandTree) -> Iterator[tuple[str, Any, Any]]:
    """(command's qualified name, the command, its parameter) of every autocompleted option."""

    def walk(command: Any) -> Iterator[tuple[str, Any, Any]]:
        if isinstance(command, app_commands.Group):
            for child in command.commands:
                yield from walk(child)
            return
        for param in command._params.values():
            if param.autocomplete is not None:
                yield command.qualified_name, command, param

    for command in tree.get_commands():
        yield from walk(command)


@pytest.fixture
def universes(monkeypatch) -> list[list[Suggestion]]:
    """Every universe the live autocompletes narrow, in order."""
    seen: list[list[Suggestion]] = []
    real = bot.suggest.narrow

    def recording(suggestions: Any, current: str) -> Any:
        listed = list(suggestions)
        seen.append(listed)
        return real(listed, current)

    monkeypatch.setattr(bot.suggest, "narrow", recording)
    return seen


def _matches(typed: str, suggestion: Suggestion) -> bool:
    """What narrowing promises: every typed word begins a word of the label or of the other
    words, or the text typed is inside them."""
    return bool(narrow([suggestion], typed))


async def test_every_autocompleted_option_is_built_from_a_universe(simcord_env):
    found = list(autocompleted(simcord_env.bot.tree))
    assert len(found) >= 10  # the game option everywhere, moves, seats, kinds of game
    missing = [
        f"/{name} {param.display_name}"
        for name, _, param in found
        if getattr(param.autocomplete, "universe", None) is None
    ]
    assert missing == []


def _move_options(tree: Any) -> list[tuple[str, Any, Any]]:
    """The options that name a move or part of one (their universe follows the position)."""
    return [
        (name, command, param)
        for name, command, param in autocompleted(tree)
        if param.display_name not in ("game", "seat", "topic", "time_zone")
    ]


async def _universe(
    member: Any, thread: Any, name: str, option: str, filled: dict[str, str], universes: list[Any]
) -> tuple[list[dict[str, Any]], list[Suggestion]]:
    universes.clear()
    shown = await member.autocomplete(thread, name, option, "", **filled)
    return shown, (universes[-1] if universes else [])


async def _check_position(
    member: Any, thread: Any, options: list[Any], universes: list[Any], rng: random.Random
) -> None:
    for name, _, param in options:
        option = param.display_name
        shown, every = await _universe(member, thread, name, option, {}, universes)
        assert len(shown) <= 25
        assert [c["value"] for c in shown] == [c.value for c in narrow(every, "")]
        for suggestion in every:
            # The whole label finds it, and so does some prefix of it.
            assert suggestion.value in [c.value for c in narrow(every, suggestion.label)]
        for suggestion in rng.sample(every, min(2, len(every))):
            typed = suggestion.label[: rng.randint(1, len(suggestion.label))]
            live = await member.autocomplete(thread, name, option, typed)
            assert [c["value"] for c in live] == [c.value for c in narrow(every, typed)]
            assert all(_matches(typed, s) for s in every if s.value in {c["value"] for c in live})
            fits = [s for s in every if fold(s.label).startswith(fold(typed))]
            if len(fits) <= 25:
                assert suggestion.value in {c["value"] for c in live}, (typed, option)


async def _send_a_move(
    member: Any, thread: Any, options: list[Any], universes: list[Any], rng: random.Random
) -> Any:
    """Fill a random command's options from their suggestions (required first, some optional
    ones) and send it; None when no command of the game has a move to suggest."""
    commands: dict[str, Any] = {}
    for name, command, _ in options:
        commands[name] = command
    names = list(commands)
    rng.shuffle(names)
    for name in names:
        command = commands[name]
        filled: dict[str, str] = {}
        complete = True
        for param in command._params.values():
            if param.autocomplete is None or param.display_name in ("game",):
                continue
            if not param.required and rng.random() < 0.6:
                continue
            _, every = await _universe(member, thread, name, param.display_name, filled, universes)
            if not every:
                complete = complete and not param.required
                if not complete:
                    break
                continue
            chosen = rng.choice(every)
            live = await member.autocomplete(
                thread, name, param.display_name, chosen.label, **filled
            )
            assert chosen.value in {c["value"] for c in live}
            filled[param.display_name] = chosen.value
        if complete and filled:
            return await member.slash(thread, name, **filled)
    return None


async def _awaited(env: Any, game_id: int, table: Table) -> tuple[bool, list[Any], list[Any]]:
    """Whether the game is over, the members it waits for, and those with nothing to do (a
    sealed choice made can still be changed: that member has something to do)."""
    async with env.bot.sessions.open(game_id) as s:
        game = s.game
        active = game.active_players()
        idle = [m for p, m in table.by_id.items() if not game.legal_actions(p)]
        awaited = [table.by_id[p] for p in active if p in table.by_id and game.legal_actions(p)]
        return game.is_over, awaited, idle


GAMES = ["santafe", "cardrails", "santafe-cards", "toyrails", "tricks"]


@pytest.mark.real_engine
@pytest.mark.parametrize("name", GAMES)
async def test_every_legal_value_is_reachable_by_typing_and_sendable(simcord_env, universes, name):
    env = simcord_env
    rng = random.Random(f"autocomplete {name}")
    table = Table(env, n=3)
    game_id, _, thread = await table.open_game(game=name)
    options = _move_options(env.bot.tree)
    told_out_of_turn = False
    for step in range(STEPS):
        over, awaited, waiting = await _awaited(env, game_id, table)
        if over:
            break
        if waiting and not told_out_of_turn:
            # One suggestion, whose turn it is; sent as it is, the same answer.
            shown = await waiting[0].autocomplete(thread, "game move", "move", "")
            assert [c["value"] for c in shown] == [OUT_OF_TURN]
            sent = await waiting[0].slash(thread, "game move", move=shown[0]["value"])
            said = shown[0]["name"]  # the answer, cut to a suggestion's 100 characters
            assert sent.ephemeral and sent.response.content.startswith(said.rstrip("…"))
            told_out_of_turn = True
        member = rng.choice(awaited)
        if step % EVERY == 0:
            await _check_position(member, thread, options, universes, rng)
        before = len(await env.bot.storage.actions(game_id))
        sent = await _send_a_move(member, thread, options, universes, rng)
        assert sent is not None, f"{name}: no move to suggest at step {step}"
        after = len(await env.bot.storage.actions(game_id))
        assert after > before, (name, step, sent.response.content)
    errors = refusals(env)
    assert len(errors) == int(told_out_of_turn), errors


async def test_the_options_that_name_things_reach_every_value(simcord_env, universes):
    """The options naming a game, a kind of game, a seat, a topic or a time zone: every value
    is found by typing its label, in the reader's language."""
    env = simcord_env
    table = Table(env, n=3)
    game_id, _, thread = await table.open_game(game="toyrails")
    alice = table.players[0]
    found = await alice.autocomplete(thread, "game status", "game", f"#{game_id}")
    assert str(game_id) in [c["value"] for c in found]
    checks = [
        ("game new", "game", {}),
        ("game replace", "seat", {}),
        ("game rules", "topic", {"game": "cardrails"}),
        ("game me", "time_zone", {}),
    ]
    rng = random.Random("names")
    for name, option, filled in checks:
        shown, every = await _universe(alice, thread, name, option, filled, universes)
        assert every and len(shown) == min(25, len(every)), (name, option)
        for suggestion in every:  # each found by its whole label (the time zones: hundreds)
            assert suggestion.value in [c.value for c in narrow(every, suggestion.label)]
        for suggestion in rng.sample(every, min(40, len(every))):
            live = await alice.autocomplete(thread, name, option, suggestion.label, **filled)
            assert suggestion.value in [c["value"] for c in live], (name, suggestion)
    refusals(env)
