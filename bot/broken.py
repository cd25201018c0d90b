"""Games whose stored log no longer replays (an engine changed under it, say): the sessions find
one on its first use since the start (games load lazily) and tell this service, which reports
it to the game's host once, in its thread, in the background."""

from __future__ import annotations

import logging

import discord

from bot import table
from bot.background import Background
from bot.storage import Storage
from text import t

# The turn loop reported these before: the same logger, for operators' filters.
log = logging.getLogger("whistlestop.flow")


class BrokenLogs:
    """Reports broken games to their hosts. What it uses comes in by the constructor
    (bot/core.py wires it): the client that posts and the storage that remembers the report."""

    def __init__(self, *, client: discord.Client, storage: Storage) -> None:
        self.client = client
        self.storage = storage
        self._tasks = Background()
        self._reporting: set[int] = set()  # broken games being reported now

    def found(self, game_id: int, reason: str) -> None:
        """A game's log no longer replays: its host is told, in the background."""
        if game_id in self._reporting:
            return
        self._reporting.add(game_id)
        task = self._tasks.spawn(self.report(game_id, reason))
        task.add_done_callback(lambda _: self._reporting.discard(game_id))

    async def report(self, game_id: int, reason: str) -> None:
        """A game whose log no longer replays: its host is told once, in its thread."""
        storage = self.storage
        if await storage.get_message(game_id, "broken") is not None:
            return
        row = await storage.game(game_id)
        if row is None:
            return
        try:
            thread = await table.channel(self.client, row.thread_id or row.channel_id)
            message = await thread.send(
                t(
                    "thread.broken",
                    row.language,
                    host=f"<@{row.host_id}>",
                    id=game_id,
                    reason=reason[:300],
                )
            )
            await storage.put_message(game_id, "broken", message.channel.id, message.id)
        except discord.HTTPException:
            log.warning("game %s: could not report its broken log", game_id)

    async def stop(self) -> None:
        await self._tasks.cancel()
