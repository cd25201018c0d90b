"""Undo beside computers: a person takes back their own last move while only computer seats
have moved since and nothing hidden was shown by those moves; the computers' moves go with it
(one undo in the log, which replaying drops) and the computers play again once the person has
moved again. Where a move since showed something, the answer says which and why, in plain
words; so does the game where its own moves always show something. A computer still thinking
when the undo lands never plays its move on the undone position; the computers' delay
(WHISTLESTOP_CPU_DELAY) is time in which the undo is a plain one."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot import plugins
from bot.thinking import Job
from tests.bot.helpers import Table, refusals

UNDONE = "Your last move is taken back"
# Virtual seconds beyond what a settling of the simulated Discord runs through (tests/bot/
# conftest.py SETTLE_GUARD): a wait this long lasts until the test advances the clock.
THINK = 1000.0


async def _game(env: Any, game_id: int) -> Any:
    async with env.bot.sessions.open(game_id) as s:
        return s.game


async def _view(env: Any, game_id: int) -> dict[str, Any]:
    return (await _game(env, game_id)).view(None)


async def _log(env: Any, game_id: int) -> list[Any]:
    return await env.bot.storage.actions(game_id)


async def _replayed(env: Any, game_id: int) -> dict[str, Any]:
    """The game as its stored log rebuilds it (what a restart loads)."""
    async with env.bot.sessions.open(game_id) as s:
        plugin = plugins.get(s.row.game)
        assert plugin is not None
        stored = await env.bot.storage.actions(game_id)
        return plugin.replay(s.loaded.players, s.row.seed, s.row.options, stored).view(None)


async def _alone_with_computers(env: Any, game: str, **opts: Any) -> tuple[Table, int, Any, Any]:
    table = Table(env, n=1)
    game_id, _, thread = await table.open_game(game=game, cpus=2, join=0, **opts)
    return table, game_id, thread, table.players[0]


async def _my_move(env: Any, table: Table, game_id: int, thread: Any, member: Any) -> None:
    """The member's move (by /game move, the first one offered)."""
    await table.move_by_command(member, thread)


async def _until_mine(env: Any, game_id: int, member: Any, want: Any = None) -> None:
    for _ in range(50):
        game = await _game(env, game_id)
        me = str(member.id)
        if game.legal_actions(me) and (want is None or want(game.view(None))):
            return
        await env.settle()
    raise AssertionError("never my turn")


# --------------------------------------------------------------------- the platform's toy
async def test_undo_takes_back_the_computers_moves_and_they_play_again(simcord_env, make_bot):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)  # the first round's card: revealed once everyone has chosen
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    before = await _view(env, game_id)
    moves_before = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    stored = await _log(env, game_id)
    computers = [a for a in stored[moves_before + 1 :] if a.player.startswith("cpu:")]
    assert computers and len(stored) == moves_before + 1 + len(computers)
    undone = await alice.slash(thread, "game undo")
    n = len(computers)
    assert undone.ephemeral and undone.response.content.startswith(UNDONE)
    assert f"the {n} computer moves after it" in undone.response.content or n == 1
    # One undo in the log takes back all of them; the game is where it was before her move.
    stored = await _log(env, game_id)
    assert stored[-1].action == {"type": "__undo__", "moves": 1 + n}
    assert await _view(env, game_id) == before == await _replayed(env, game_id)
    assert any("took back their last move" in (m.content or "") for m in thread.history())
    # She moves again; the computers play again, afresh, on the new position.
    await _my_move(env, table, game_id, thread, alice)
    again = await _log(env, game_id)
    assert len(again) >= len(stored) + 1 + n
    assert all(a.player.startswith("cpu:") for a in again[len(stored) + 1 :][:n])
    await env.restart_bot(make_bot())
    assert await _view(env, game_id) == await _replayed(env, game_id)
    refusals(env)


async def test_undo_is_refused_with_the_reason_when_a_computer_showed_something(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)
    # Her last tile of the round: the computers' moves after it end the round with draws.
    for _ in range(10):
        await _until_mine(env, game_id, alice)
        view = await _view(env, game_id)
        if view["phase"] != "track":
            await table.play_dm(alice)
            continue
        count = len(await _log(env, game_id))
        await _my_move(env, table, game_id, thread, alice)
        later = (await _log(env, game_id))[count + 1 :]
        if any(a.action.get("type") == "draw" for a in later):
            break
    else:
        raise AssertionError("no computer drew after her move")
    stored = len(await _log(env, game_id))
    refused = await alice.slash(thread, "game undo")
    assert refused.ephemeral
    assert refused.response.content.startswith("Your last move cannot be taken back: Computer")
    assert "moved after it, and it showed something hidden" in refused.response.content
    assert len(await _log(env, game_id)) == stored
    refusals(env)


async def test_a_computer_thinking_when_the_undo_lands_never_plays_on_the_undone_position(
    simcord_env, monkeypatch
):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    await table.play_dm(alice)
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    thinking = env.bot.thinking
    real = thinking.choose
    slow: list[str] = []

    async def choose(job: Job) -> dict[str, Any]:
        # The second computer thinks for a long while (virtual time, beyond what a settling
        # of the simulated Discord runs through): the undo lands meanwhile.
        if job.player == "cpu:2" and not slow:
            slow.append(job.player)
            await asyncio.sleep(THINK)
        return await real(job)

    monkeypatch.setattr(thinking, "choose", choose)
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    stored = await _log(env, game_id)
    if not slow:
        pytest.skip("the second computer had nothing to think about after her move")
    # The first computer has moved; the second is thinking: the undo takes back two moves.
    assert [a.player for a in stored[count:]] == [str(alice.id), "cpu:1"]
    undone = await alice.slash(thread, "game undo")
    assert "the computer's move after it" in undone.response.content
    await env.advance_time(THINK + 1)  # the second computer's thinking ends
    after = await _log(env, game_id)
    assert after[-1].action == {"type": "__undo__", "moves": 2}  # its move was not applied
    assert str(alice.id) in (await _view(env, game_id))["active_players"]
    refusals(env)


async def test_the_computers_delay_is_time_for_a_plain_undo(simcord_env):
    env = simcord_env
    table, game_id, thread, alice = await _alone_with_computers(env, "toyrails")
    # WHISTLESTOP_CPU_DELAY (2 s by default): here longer than a settling runs through, so the
    # undo lands while the computers wait.
    env.bot.flow.computers.cpu_delay = THINK
    await table.play_dm(alice)
    await env.advance_time(THINK + 1)
    await _until_mine(env, game_id, alice, lambda v: v["phase"] == "track")
    count = len(await _log(env, game_id))
    await _my_move(env, table, game_id, thread, alice)
    assert len(await _log(env, game_id)) == count + 1  # the computers wait their delay
    undone = await alice.slash(thread, "game undo")
    assert undone.response.content == "Your last move is taken back."
    await env.advance_time(THINK + 1)  # their delay passes: nothing lands on her position
    assert (await _log(env, game_id))[-1].action == {"type": "__undo__"}
    assert str(alice.id) in (await _view(env, game_id))["active_players"]
    refusals(env)
