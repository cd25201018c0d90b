"""The start line (the post saying the game has begun, made when the host presses Start) goes
through the platform's poster like every other post of a game: a refused or failed post is tried
again later, never lost, never posted twice, and the game has its prompts meanwhile."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.bot.helpers import Table, check_prompted, pick


async def _start(env: Any, table: Table, fail: dict[str, Any] | None = None) -> tuple[int, Any]:
    """Open a 3-seat lobby and start it; `fail`: the thread's posts refused from the Start on."""

    def refuse(thread: Any) -> None:
        if fail is not None:
            env.inject_error("POST", f"/channels/{thread.id}/messages", **fail)

    game_id, _, thread = await table.open_game(seats=3, before_start=refuse)
    await env.settle()
    return game_id, thread


def _started(thread: Any, game_id: int) -> list[Any]:
    return [m for m in thread.history() if f"#{game_id} started." in (m.content or "")]


async def test_the_start_line_comes_before_the_first_prompts(simcord_env):
    table = Table(simcord_env, n=3)
    game_id, thread = await _start(simcord_env, table)
    history = thread.history()
    started = _started(thread, game_id)
    assert len(started) == 1
    # The thread's intro, then the start line, then whatever the game posts.
    assert history.index(started[0]) == 1
    assert "Seats in order" in started[0].content
    await check_prompted(simcord_env, game_id)


# A refusal (403), a message Discord cannot find (404), rate limits and server errors that
# outlast the poster's retries (429, 500; three tries in tests).
FAILURES = {
    "403": {"status": 403, "code": 50001, "message": "Missing Access", "times": 1},
    "404": {"status": 404, "code": 10008, "message": "Unknown Message", "times": 1},
    "429": {"status": 429, "message": "Too many requests", "times": 3},
    "500": {"status": 500, "times": 3},
}


@pytest.mark.parametrize("kind", sorted(FAILURES))
async def test_a_start_line_discord_refuses_arrives_later(simcord_env, kind):
    table = Table(simcord_env, n=3)
    game_id, thread = await _start(simcord_env, table, fail=FAILURES[kind])
    simcord_env.errors  # noqa: B018 - acknowledge what Discord refused on purpose
    assert _started(thread, game_id) == []  # refused for now
    await check_prompted(simcord_env, game_id)  # the game goes on meanwhile
    await simcord_env.bot.cadence.tick()  # the periodic check tries it again
    await simcord_env.settle()
    started = _started(thread, game_id)
    assert len(started) == 1
    assert "Seats in order" in started[0].content
    await simcord_env.bot.cadence.tick()  # once there, never again
    await simcord_env.settle()
    assert len(_started(thread, game_id)) == 1
    await check_prompted(simcord_env, game_id)


async def test_a_move_made_before_the_retry_is_told_after_the_start_line(simcord_env):
    """The moves' posts wait behind an owed start line: the thread reads in order."""
    table = Table(simcord_env, n=3)
    fail = {"status": 403, "code": 50001, "message": "Missing Access", "times": 1}
    game_id, thread = await _start(simcord_env, table, fail=fail)
    simcord_env.errors  # noqa: B018
    assert _started(thread, game_id) == []
    count = len(await simcord_env.bot.storage.actions(game_id))
    view = await table.view(game_id)
    member = table.by_id[view["active_players"][0]]
    hand = await member.slash(thread, "game hand")
    await pick(member, hand.response, random.Random(1))
    await simcord_env.settle()
    assert len(await simcord_env.bot.storage.actions(game_id)) == count + 1
    started = _started(thread, game_id)
    assert len(started) == 1
    history = thread.history()
    assert history.index(started[0]) < len(history) - 1  # something came after it
    assert await simcord_env.bot.storage.announced(game_id) == count + 1
    await check_prompted(simcord_env, game_id)


async def test_a_start_line_owed_at_a_restart_is_posted_by_the_new_process(simcord_env, make_bot):
    """The owed start line is stored, not kept in memory: a restart posts it."""
    table = Table(simcord_env, n=3)
    fail = {"status": 403, "code": 50001, "message": "Missing Access", "times": 1}
    game_id, thread = await _start(simcord_env, table, fail=fail)
    simcord_env.errors  # noqa: B018
    assert _started(thread, game_id) == []
    await simcord_env.restart_bot(make_bot())  # resumes every game with effects left
    await simcord_env.settle()
    assert len(_started(thread, game_id)) == 1
    await check_prompted(simcord_env, game_id)
