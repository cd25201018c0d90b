"""The pinned status goes through the poster like every post: an archived thread is
unarchived, a failing Discord is tried again later, and the pin never stays out of date."""

from __future__ import annotations

import logging
import random
from typing import Any

from tests.bot.helpers import Table, check_prompted, pick


async def _pin(env: Any, game_id: int, thread: Any) -> tuple[str, str]:
    """(what the pinned message shows, what it should show now)."""
    stored = await env.bot.storage.get_message(game_id, "status")
    assert stored is not None
    shown = next(m.content for m in thread.history() if m.id == stored[1])
    async with env.bot.sessions.open(game_id) as s:
        wanted = await env.bot.pins.text(s)
    return shown, wanted


async def _move(table: Table, env: Any, game_id: int, thread: Any) -> None:
    view = await table.view(game_id)
    member = table.by_id[view["active_players"][0]]
    hand = await member.slash(thread, "game hand")
    await pick(member, hand.response, random.Random(1))


async def test_a_failing_discord_leaves_the_pin_stale_only_until_the_next_check(
    simcord_env, caplog
):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    stored = await env.bot.storage.get_message(game_id, "status")
    assert stored is not None
    tries = len(env.bot.settings.retry_delays) + 1
    # Every try of the pin's edit after the next move fails with a 5xx.
    env.inject_error("PATCH", f"/channels/{thread.id}/messages/{stored[1]}", times=tries)
    caplog.set_level(logging.INFO)
    await _move(table, env, game_id, thread)
    shown, wanted = await _pin(env, game_id, thread)
    assert shown != wanted  # Discord refused it for now
    await env.bot.cadence.tick()  # the periodic check settles what was owed
    shown, wanted = await _pin(env, game_id, thread)
    assert shown == wanted
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await check_prompted(env, game_id)


async def test_the_pin_is_edited_in_an_archived_thread(simcord_env, caplog):
    env = simcord_env
    table = Table(env, n=2)
    game_id, _, thread = await table.open_game(seats=2)
    stored = await env.bot.storage.get_message(game_id, "status")
    assert stored is not None
    env.inject_error(
        "PATCH",
        f"/channels/{thread.id}/messages/{stored[1]}",
        status=400,
        code=50083,
        message="Thread is archived",
    )
    caplog.set_level(logging.INFO)
    await _move(table, env, game_id, thread)
    shown, wanted = await _pin(env, game_id, thread)
    assert shown == wanted  # unarchived and edited at once, still the same message
    assert (await env.bot.storage.get_message(game_id, "status")) is not None
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
