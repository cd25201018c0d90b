"""A game's thread deleted (by a moderator, by mistake): the game goes on in a new thread at
once, and whoever it waits for is pinged there again (their ping went with the old thread).
Without this the bot noticed only when it next posted, and a player waiting on a ping had none."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.threads")


class ThreadWatch(commands.Cog):
    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        bot = self.bot
        row = await bot.storage.game_by_thread(payload.thread_id)
        if row is None or row.status != "active":
            return
        try:
            # With several processes, the one holding the game's lease moves it.
            async with bot.sessions.open(row.id) as s, bot.leases.claimed(s) as mine:
                if not mine or s.row.thread_id != payload.thread_id:
                    return
                await bot.poster.replace_thread(s)
                await bot.flow.settle(s)  # the prompts that were in the old thread, again
        except Exception:  # the next post tries again (bot/poster.py)
            log.exception("game %s: could not move to a new thread", row.id)


async def setup(bot: WhistlestopBot) -> None:
    await bot.add_cog(ThreadWatch(bot))
