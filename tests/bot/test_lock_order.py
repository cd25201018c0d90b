"""The bot's one lock order (bot/lockorder.py): a thinking slot, then a game's lock, then the
leaves; never a slot or another game's lock while holding a game's lock.

First the checks themselves: each wrong order is refused where it would wait (the suite runs
strict, so a breach anywhere fails its test: tests/conftest.py), a task started in the
background holds nothing, and outside the tests a breach is logged loudly, once per place.
Then the bot with one thinking process (two slots, as on a two-core machine): away, resign,
replace, a deadline and the host's "move for them" at once on several games, beside computer
seats; every command answers and every game moves on, to its end or to a person's decision
with a live prompt. Before the one order, the first of these deadlocked.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pytest

from bot import lockorder
from bot.background import Background
from bot.lockorder import LockOrderError
from bot.sessions import Sessions
from bot.thinking import Job, Thinking
from tests.bot import faketrick
from tests.bot.helpers import Table, check_prompted, refusals

HOUR = 3600.0


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch):
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "20")


def _job() -> Job:
    return Job(faketrick.TrickGame, ("a", "b"), 7, {}, (), "a", "heuristic", 8, 20.0)


@pytest.fixture
def breaches() -> Any:
    """The breaches a test makes on purpose, taken off the list the suite fails on."""
    yield lockorder.BREACHES
    lockorder.BREACHES.clear()


async def test_a_slot_a_think_or_another_game_under_a_games_lock_are_refused(breaches):
    sessions = Sessions(storage=None)  # type: ignore[arg-type]  # locks only: no game loaded
    thinking = Thinking(1)
    async with sessions.hold(1):
        with pytest.raises(LockOrderError, match="thinking slot while holding game 1"):
            async with thinking.slot():
                pass
        with pytest.raises(LockOrderError, match="computer thinks while holding game 1"):
            await thinking.choose(_job())
        with pytest.raises(LockOrderError, match="game 2's lock while holding game 1"):
            async with sessions.hold(2):
                pass
        with pytest.raises(LockOrderError, match="game 1's lock while holding game 1"):
            async with sessions.hold(1):  # asyncio's lock is not reentrant: a deadlock
                pass
    assert len(breaches) == 4
    # Held nothing after: the same waits are fine now, and in the one order.
    async with thinking.slot():
        with pytest.raises(LockOrderError, match="thinking slot while holding a thinking slot"):
            async with thinking.slot():
                pass
        async with sessions.hold(1):
            assert lockorder.holding() == ["a thinking slot", "game 1's lock"]
        assert await thinking.choose(_job()) in faketrick.TrickGame(["a", "b"], 7).legal_actions(
            "a"
        )
    assert lockorder.holding() == []


async def test_a_leaf_waits_for_no_lock(breaches):
    """A claimed announcement step holds a database connection (a leaf): what it does waits
    for no game's lock and no thinking slot, else a step waiting for a game whose holder
    waits for a connection would be a cycle."""
    sessions = Sessions(storage=None)  # type: ignore[arg-type]
    with lockorder.held(lockorder.Level.LEAF, "a claimed step"):
        with pytest.raises(LockOrderError, match="game 3's lock while holding a claimed step"):
            async with sessions.hold(3):
                pass
        with pytest.raises(LockOrderError, match="slot while holding a claimed step"):
            async with Thinking(1).slot():
                pass
        lockorder.check(lockorder.Level.LEAF, "a connection")  # leaves nest
    assert len(breaches) == 2


async def test_a_task_started_in_the_background_holds_nothing():
    sessions = Sessions(storage=None)  # type: ignore[arg-type]
    seen: list[list[str]] = []

    async def later() -> None:
        seen.append(lockorder.holding())
        async with sessions.hold(2):  # its parent's lock is not its own
            seen.append(lockorder.holding())

    tasks = Background()
    async with sessions.hold(1):
        task = tasks.spawn(later())
        assert lockorder.holding() == ["game 1's lock"]
    await task
    assert seen == [[], ["game 2's lock"]]


async def test_outside_the_tests_a_breach_is_logged_once_per_place(monkeypatch, caplog):
    monkeypatch.delenv(lockorder.STRICT_VARIABLE)
    caplog.set_level(logging.ERROR, logger="whistlestop.lockorder")
    sessions = Sessions(storage=None)  # type: ignore[arg-type]
    thinking = Thinking(1)
    for _ in range(3):
        async with sessions.hold(1), thinking.slot():  # wrong, but goes on
            pass
    said = [r.getMessage() for r in caplog.records]
    assert len(said) == 1 and "lock order broken" in said[0] and "test_lock_order" in said[0]
    assert lockorder.BREACHES == []


# --------------------------------------------------------------- the bot, two slots
@pytest.fixture
def settings(settings):
    """One thinking process (two slots, as on a two-core machine), and the periodic check
    running every 10 minutes of simcord's clock."""
    return dataclasses.replace(settings, think_processes=1, cadence_interval=600.0)


async def _lobby(
    table: Table, game: str, host: Any, join: list[Any], strong: int = 0, easy: int = 0, **opts: Any
) -> tuple[int, Any]:
    """A game opened by `host`: the computers first, then the members who join (their seats
    come after the computers'), then Start."""
    seats = 1 + len(join) + strong + easy
    result = await host.slash(table.channel, "game new", game=game, seats=seats, **opts)
    lobby, thread = result.response, table.channel.threads[-1]
    for _ in range(strong):
        await host.click(lobby, label="Add strong computer player")
    for _ in range(easy):
        await host.click(lobby, label="Add computer player")
    for member in join:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    return int(thread.name.rsplit("#", 1)[1]), thread


def _answered(result: Any, *words: str) -> None:
    assert result.response is not None and result.response.ephemeral, result
    assert all(word in result.response.content for word in words), result.response.content


async def _last_of_a_round(env: Any, table: Table, game_id: int, thread: Any, member: Any) -> None:
    """`member` plays until they are the last to draw before a new round: their next move
    starts a sealed choice in which the computer seats are awaited with them."""
    for _ in range(60):
        async with env.bot.sessions.open(game_id) as s:
            g = s.game
            last = g.phase == "draw" and g.turn_index == len(g.order) - 1 and g.round < g.rounds
            mine = str(member.id) in g.active_players()
        if last and mine:
            return
        assert mine, "the computers did not move"
        await table.move_by_command(member, thread)
    raise AssertionError("never the last of a round")


@pytest.mark.timeout(900)  # a hang guard only: a deadlock fails it through simcord's settling
async def test_away_resign_replace_deadlines_and_the_host_at_once_with_two_slots(simcord_env):
    env = simcord_env
    bot = env.bot
    assert bot.thinking.workers == 1 and bot.thinking.running
    table = Table(env, n=3)
    alice, bob, carol = table.players
    games = {
        # Alice goes away when her next move starts a round: the two computers are awaited
        # with her, each holding a slot while they wait for the game's lock.
        "away": await _lobby(table, "toyrails", bob, [alice], easy=1, options="rounds=4"),
        "resign": await _lobby(table, "tricks", bob, [carol], strong=1, easy=1),
        "replace": await _lobby(table, "tricks", carol, [alice], strong=2),
        "deadline": await _lobby(table, "tricks", alice, [carol], strong=1),
        "deadline2": await _lobby(table, "toyrails", carol, [bob], easy=2),
        "host": await _lobby(table, "tricks", bob, [alice], strong=1),
    }
    threads = {key: thread for key, (_, thread) in games.items()}
    for key, host, action in (
        ("deadline", alice, "move"),
        ("deadline2", carol, "move"),
        ("host", bob, "ask_host"),
    ):
        saved = await host.slash(
            threads[key],
            "game settings",
            deadline_hours=13,
            bank_hours=0,  # no time bank: the deadline is 13 h after the wait began
            deadline_action=action,
        )
        _answered(saved, "Saved.")
    _answered(await bob.slash(threads["away"], "game resign"), "resigned")
    await _last_of_a_round(env, table, *games["away"], alice)
    # The commands, each answered at once.
    _answered(await alice.slash(threads["away"], "game away", until="3d"), "away until")
    _answered(await bob.slash(threads["resign"], "game resign"), "resigned")
    _answered(
        await carol.slash(threads["replace"], "game replace", seat=str(alice.id)), "handed over"
    )
    # 13 hours later: the deadlines pass; the periodic check moves for the people of two
    # games at once, and asks the host of another.
    await env.advance_time(13.2 * HOUR)
    ask = next(m for m in threads["host"].history() if "deadline passed for" in m.content)
    moved = await bob.click(ask, label="Move for them")
    assert "the computer moves for them" in moved.response.content
    await env.advance_time(HOUR)
    for key, (game_id, _) in games.items():
        await check_prompted(env, game_id)  # over, or awaiting a person who holds a prompt
        actors = {a.actor for a in await bot.storage.actions(game_id)}
        want = {"away": "cpu:away", "deadline": "cpu:deadline", "host": "cpu:host"}.get(key)
        assert want is None or want in actors, (key, actors)
    away = await table.view(games["away"][0])
    assert away["over"]  # alice away, the others computers: played to the end
    refusals(env)
    bot.cadence.stop()
