"""A finished game's replay, posted once in the game's thread, wherever the button was pressed
(under the result in the thread, or under /game history in any channel). Whoever presses it
is answered privately with a link to it; a second press links to the one posted, unless it was
deleted (then it is posted again); a press while it is being drawn says so."""

from __future__ import annotations

import asyncio
import io

import discord

from bot import replay, table
from bot.errors import UserFacing
from bot.sessions import Sessions
from bot.storage import Storage
from text import t

KIND = "replay"  # its stored message (storage.put_message)


def _link(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


class Replays:
    """`client` reaches the threads; `sessions` and `storage` hold the games."""

    def __init__(self, *, client: discord.Client, sessions: Sessions, storage: Storage) -> None:
        self.client = client
        self.sessions = sessions
        self.storage = storage
        self._drawing: set[int] = set()  # games whose replay this process is drawing now

    async def _posted(
        self, guild_id: int | None, stored: tuple[int, int, str] | None
    ) -> str | None:
        """The link to the replay posted before, if it is still there."""
        if stored is None:
            return None
        channel_id, message_id = int(stored[0]), int(stored[1])
        try:
            channel = await table.channel(self.client, channel_id)
            await channel.fetch_message(message_id)
        except discord.NotFound:
            return None  # deleted (or its thread): it is posted again
        except discord.HTTPException:
            pass  # cannot tell now: it was posted, say so
        return _link(guild_id, channel_id, message_id)

    async def post(self, interaction: discord.Interaction, game_id: int) -> None:
        """The replay of a finished game, in its thread, once; the presser is told where."""
        locale = interaction.locale
        async with self.sessions.open(game_id) as s:
            if s.game is None or not s.game.is_over:
                raise UserFacing("err.game_not_active")
            plugin = table.plugin_of(s)
            row, players, names = s.row, s.loaded.players, table.raw_names(s)
            title = table.title(s)
            stored = await self.storage.get_message(game_id, KIND)
        link = await self._posted(row.guild_id, stored)
        if link is not None:
            raise UserFacing("replay.posted", link=link)
        if game_id in self._drawing:
            raise UserFacing("replay.drawing", link=f"<#{row.thread_id or row.channel_id}>")
        self._drawing.add(game_id)
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            actions = await self.storage.actions(game_id)
            data = await asyncio.to_thread(replay.animation, plugin, row, players, actions, names)
            if data is None:
                await interaction.followup.send(t("replay.none", locale), ephemeral=True)
                return
            frames = len(replay.frames_of(data))
            caption = t("replay.caption", row.language, game=title, id=row.id, n=frames)
            try:
                thread = await table.channel(self.client, row.thread_id or row.channel_id)
                message = await thread.send(
                    caption, file=discord.File(io.BytesIO(data), filename="replay.webp")
                )
            except discord.NotFound:
                await interaction.followup.send(t("replay.no_thread", locale), ephemeral=True)
                return
            await self.storage.put_message(game_id, KIND, message.channel.id, message.id)
            link = _link(row.guild_id, message.channel.id, message.id)
            await interaction.followup.send(t("replay.done", locale, link=link), ephemeral=True)
        finally:
            self._drawing.discard(game_id)
