"""The final post's "Rematch": the host's one click opens a new lobby in the game's channel,
with the same options, language and pace and the same number of seats. Whoever clicked (the
host, or a server manager) hosts it and is seated (their click says so), the computer seats
are kept, every other member still in the server is invited by one mention in the new thread
and takes a seat with Join; a seat whose member left is open. A second click points to the
same lobby."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot import table
from bot.errors import UserFacing
from bot.lookup import is_manager
from bot.rematch import Lineup, lineup
from bot.session import Session
from bot.storage import GameRow
from bot.ui import Click
from cogs.lobby_message import lobby_text, lobby_view
from text import join, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

REMATCH = "rematch"  # the stored message kind: the old game's link to its rematch


class RematchCommands(commands.Cog):
    bot: WhistlestopBot

    # From the lobby commands (the /game cog is assembled from both).
    open_thread: Callable[[Any, GameRow, str], Awaitable[Any]]

    async def on_rematch(self, interaction: discord.Interaction, click: Click) -> None:
        storage = self.bot.storage
        locale = interaction.locale
        async with self.bot.sessions.open(click.game_id) as s:
            if s.game is None or not s.game.is_over:
                raise UserFacing("err.game_not_active")
            if s.row.host_id != interaction.user.id and not is_manager(interaction):
                raise UserFacing("err.rematch.not_host", host=f"<@{s.row.host_id}>")
            made = await storage.get_message(s.row.id, REMATCH)
            if made is not None:  # clicked again: the same lobby, not a second one
                raise UserFacing("rematch.exists", link=f"<#{made[0]}>")
            await interaction.response.defer(ephemeral=True, thinking=True)
            thread = await self._open(s, interaction.user)
        await interaction.followup.send(
            t("rematch.opened", locale, link=f"<#{thread.id}>"), ephemeral=True
        )

    async def _open(self, s: Session, host: Any) -> Any:
        """The new game in its lobby and thread, its members invited; the old game remembers
        it (under its lock: two clicks make one rematch)."""
        storage = self.bot.storage
        row = s.row
        # Whoever clicked hosts it (the host, or a manager for a host gone) and is seated.
        seats = lineup(s.loaded.seats, str(host.id), self._gone(row.guild_id))
        # The channel first: gone, nothing is stored.
        channel = await table.channel(self.bot, row.channel_id)
        game_id = await storage.create_game(
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            host_id=host.id,
            game=row.game,
            options=dict(row.options),
            seed=self.bot.seeds.randrange(2**31),
            max_seats=seats.seats,
            language=row.language,
        )
        settings = await storage.game_settings(row.id)
        await storage.put_game_settings(game_id, settings)  # the same pace
        await storage.add_seat(game_id, str(host.id), host.display_name)
        for seat in seats.computers:
            await storage.add_seat(game_id, seat.player, seat.name, seat.policy)
        new = await storage.game(game_id)
        assert new is not None
        text = lobby_text(new, await storage.seats(game_id), pace=settings)
        message = await channel.send(text, view=lobby_view(new))
        thread = await self.open_thread(message, new, table.title(s))
        await storage.put_message(row.id, REMATCH, thread.id, message.id, token=str(game_id))
        if seats.invited:
            await thread.send(self._invite(s, seats))
        return thread

    @staticmethod
    def _invite(s: Session, seats: Lineup) -> str:
        lang = table.lang(s)
        players = join((table.mention(user) for user in seats.invited), lang)
        return t("rematch.invite", lang, game=table.title(s), old=s.row.id, players=players)

    def _gone(self, guild_id: int | None) -> Callable[[str], bool]:
        """Whether a member has left the server (known when the server's members are)."""
        guild = self.bot.get_guild(guild_id) if guild_id else None

        def gone(user: str) -> bool:
            return bool(guild and guild.chunked and guild.get_member(int(user)) is None)

        return gone
