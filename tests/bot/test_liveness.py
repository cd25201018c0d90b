"""Liveness as a property: a game whose awaited seats are all computers reaches its end on its
own, for every registered game and every option set, with the periodic check off (the
cadence's interval is 0 in these tests: nothing revives a game that stopped).

Each game starts with people who then resign (their seats go to the computer that stands in
for people), beside the lobby's computer seats; the test then only waits for the bot to settle
(simcord's settling: every background task of the bot done, no timer due) and reads the
game's end. The computers are the easy ones, and the strong stand-ins think with a small
budget (`WHISTLESTOP_CPU_THINK_MS`), so that the suite stays fast.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import engine
from tests.bot import fakegame, faketrick
from tests.bot.helpers import Table, refusals

pytestmark = pytest.mark.real_engine  # the real engines of every registered game


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch):
    """A few iterations per move for the strong stand-ins of the people who resigned."""
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "5")


def option_sets(cls: type[engine.Game]) -> list[dict[str, Any]]:
    """Every combination of the game's options: yes/no both ways, others each choice (the
    default options as {})."""
    values = [
        [(spec.name, v) for v in ((False, True) if spec.kind is bool else spec.choices)]
        for spec in cls.option_specs
    ]
    defaults = cls.default_options
    return [
        {k: v for k, v in combo if v != defaults.get(k)} for combo in itertools.product(*values)
    ]


def typed(options: dict[str, Any]) -> str | None:
    """The options as typed at /game new: "advanced=yes rounds=3"."""
    words = [f"{k}={'yes' if v is True else 'no' if v is False else v}" for k, v in options.items()]
    return " ".join(words) or None


TEST_GAMES = {"toyrails": fakegame.FakeGame, "tricks": faketrick.TrickGame}
GAMES = {**engine.games(), **TEST_GAMES}


def engine_of(name: str) -> type[engine.Game]:
    return GAMES[name]


def cases() -> list[Any]:
    """Every registered game (the platform's test games too) with every option set, at its
    smallest table; for the test games, whose games are short, the largest table too."""
    found = []
    for name, cls in sorted(GAMES.items()):
        for options in option_sets(cls):
            label = "+".join(k if v is True else f"{k}{v}" for k, v in options.items() if v)
            label = label or "basic"
            found.append(pytest.param(name, cls.min_players, options, id=f"{name}-{label}"))
        if name in TEST_GAMES and cls.max_players > cls.min_players:  # fast: the largest too
            n = cls.max_players
            found.append(pytest.param(name, n, {}, id=f"{name}-{n}p"))
    return found


async def _all_resign(table: Table, game_id: int, thread: Any, people: list[Any]) -> None:
    """The people resign one after the other: each seat goes to a computer."""
    for member in people:
        result = await member.slash(thread, "game resign")
        assert result.ephemeral and "resigned" in result.response.content.lower()


@pytest.mark.timeout(900)  # a hang guard only
@pytest.mark.parametrize(("name", "players", "options"), cases())
async def test_a_game_of_computers_reaches_its_end_without_the_periodic_check(
    simcord_env, name, players, options
):
    env = simcord_env
    assert env.bot.settings.cadence_interval == 0
    people = min(2, players)
    table = Table(env, n=people)
    chosen = typed(options)
    game_id, _, thread = await table.open_game(
        game=name, seats=players, cpus=players - people, **({"options": chosen} if chosen else {})
    )
    # The people's seats go to the easy computer, but with the default options (and the
    # smallest table) to the strong one, whose thinking (a small budget) takes longer.
    if options or players > engine_of(name).min_players:
        await table.players[0].slash(thread, "game settings", computer_level="heuristic")
    await _all_resign(table, game_id, thread, table.players)
    await env.settle()
    view = await table.view(game_id)
    assert view["over"], f"the computers stopped: {view['phase']} awaiting {view['active_players']}"
    row = await env.bot.storage.game(game_id)
    assert row is not None and row.status == "over"
    # Every move announced, the end too (the last post of the thread says so).
    assert await env.bot.storage.announced(game_id) == len(await env.bot.storage.actions(game_id))
    refusals(env)
