"""Helpers of the prompt pictures' tests (the games' own test files use them)."""

from __future__ import annotations

from typing import Any


async def open_game(env: Any, game: str) -> tuple[Any, Any, int]:
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    you = guild.add_member(env.create_user("alice"))
    result = await you.slash(channel, "game new", game=game, seats=3)
    for _ in range(2):
        await you.click(result.response, label="Add computer player")
    await you.click(result.response, label="Start")
    thread = channel.threads[-1]
    return you, thread, int(thread.name.rsplit("#", 1)[1])


async def state(env: Any, game_id: int, player: str) -> tuple[bool, dict[str, Any], Any]:
    async with env.bot.sessions.open(game_id) as s:
        assert s.game is not None
        mine = not s.game.is_over and player in s.game.active_players()
        return mine, s.game.view(None), await env.bot.storage.get_message(game_id, "prompt", player)
