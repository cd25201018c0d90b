"""A computer whose move keeps losing the race moves all the same, at once, without the periodic
check; one whose thinking fails is tried again after a pause. Losing the race: each time it
thinks, someone else moves first (here alice, changing her sealed choice while the computer
thinks; in the card game, the other computers laying their cards), so what it chose is for a
position that is gone and it thinks again. It used to give up after five such overtakes ("the
cadence will revive it"), and with the periodic check off (or until its next tick) the game
waited on it for good.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.bot.conftest import SETTLE_GUARD
from tests.bot.helpers import Table, check_prompted, refusals

OVERTAKES = 8  # more than the five the computer used to allow itself


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch):
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "20")


def overtaken(bot: Any, game_id: int, mover: str, times: int) -> list[int]:
    """While the computer thinks, `mover` changes their sealed choice, `times` times: the
    computer's choice is then always for a position that is gone. Returns the seqs at which
    the computer's thinking started."""
    real = bot.thinking.choose
    started: list[int] = []

    async def choose(job: Any) -> dict[str, Any]:
        action = await real(job)
        started.append(len(job.actions))
        if len(started) <= times:
            # The game's lock is free (the computer thinks off it): alice's change lands.
            async with bot.sessions.open(game_id) as s:
                legal = s.game.legal_actions(mover)
                change = legal[len(started) % len(legal)]
                await s.apply(mover, change, s.loaded.token(mover), actor=mover)
                await bot.flow.after(s)
        return action

    bot.thinking.choose = choose
    return started


async def test_a_computer_overtaken_again_and_again_still_moves(simcord_env):
    env = simcord_env
    assert env.bot.settings.cadence_interval == 0  # nothing would revive it
    table = Table(env, n=1)
    (alice,) = table.players
    result = await alice.slash(table.channel, "game new", game="tricks", seats=2)
    lobby, thread = result.response, table.channel.threads[-1]
    game_id = int(thread.name.rsplit("#", 1)[1])
    await alice.click(lobby, label="Add computer player")
    started = overtaken(env.bot, game_id, str(alice.id), OVERTAKES)
    await alice.click(lobby, label="Start")  # the computer thinks; alice keeps changing
    await env.settle()
    view = await table.view(game_id)
    assert view["phase"] == "play", view  # the computer passed too: the tricks began
    assert len(started) == OVERTAKES + 1  # thought again after each overtake, at once
    stored = await env.bot.storage.actions(game_id)
    assert [a.player for a in stored].count("cpu:1") >= 1
    assert [a.player for a in stored][:OVERTAKES] == [str(alice.id)] * OVERTAKES
    await check_prompted(env, game_id)
    refusals(env)


async def test_a_computer_whose_thinking_fails_is_tried_again_after_a_pause(simcord_env):
    """A worker killed twice in a row (the pool raises), a database briefly locked: the move
    is tried again after a pause (1 s, then longer), not left for the periodic check."""
    env = simcord_env
    table = Table(env, n=1)
    (alice,) = table.players
    result = await alice.slash(table.channel, "game new", game="tricks", seats=2)
    lobby, thread = result.response, table.channel.threads[-1]
    game_id = int(thread.name.rsplit("#", 1)[1])
    await alice.click(lobby, label="Add computer player")
    real, failures = env.bot.thinking.choose, []

    async def failing(job: Any) -> dict[str, Any]:
        if len(failures) < 2:
            failures.append(job.player)
            raise RuntimeError("a thinking process died again")
        return await real(job)

    env.bot.thinking.choose = failing
    began = env.now()
    await alice.click(lobby, label="Start")
    await table.play_dm(alice)  # settled: simcord's clock ran through the pauses (1 s, 5 s)
    assert failures == ["cpu:1", "cpu:1"]
    assert (await table.view(game_id))["phase"] == "play"
    assert (env.now() - began).total_seconds() >= 6
    await check_prompted(env, game_id)
    refusals(env)


async def test_the_periodic_check_does_not_wait_for_a_computer_move(simcord_env):
    """A deadline move still thinking (or failing and retried with pauses, for hours): the
    periodic check that asked for it returns all the same. It used to wait for the move, and
    with a move failing for good the check never came round again, for any game."""
    env = simcord_env
    table = Table(env, n=2)
    alice, bob = table.players
    game_id, _, thread = await table.open_game(seats=2)
    await alice.slash(thread, "game settings", deadline_hours=24, bank_hours=0)  # no bank
    await table.play_dm(alice)
    real, stuck = env.bot.thinking.choose, asyncio.Event()

    async def thinking_stuck(job: Any) -> dict[str, Any]:
        await stuck.wait()
        return await real(job)

    env.bot.thinking.choose = thinking_stuck
    await env.advance_time(25 * 3600.0)

    async def scheduled() -> None:
        for _ in range(2):  # the first may only send the reminders due meanwhile
            await env.bot.cadence._scheduled()

    check = asyncio.ensure_future(scheduled())
    # A hang guard only (the check needs nothing slow: the move waits on `stuck`).
    done, _ = await asyncio.wait({check}, timeout=SETTLE_GUARD)
    assert check in done  # the check came back while the move was still thinking
    assert env.bot.flow.computers.busy == 1  # the deadline move was asked for
    stuck.set()
    await env.bot.flow.computers.wait()
    await env.settle()
    actions = await env.bot.storage.actions(game_id)
    assert actions[-1].player == str(bob.id) and actions[-1].actor == "cpu:deadline"
    await check_prompted(env, game_id)
    refusals(env)
