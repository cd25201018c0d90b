"""Running a game: leave, cancel, away and back, replace and resign, and the host's answer to a
deadline question (the settings are in cogs/settings.py). Host-only commands check the host (or
Manage Server)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import table
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.game_settings import parse_duration
from bot.lookup import game_autocomplete, is_manager, require_host, resolve_game, seat_autocomplete
from bot.storage import GameRow, Seat
from bot.table import numbered
from bot.times import discord_time
from bot.translation import ls
from bot.ui import Click
from text import join, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.admin")


class AdminCommands(commands.Cog):
    bot: WhistlestopBot

    # From the lobby commands (the /game cog is assembled from both).
    refresh_lobby: Callable[[GameRow, list[Seat]], Awaitable[None]]
    pass_host: Callable[[Any, str], Awaitable[None]]

    @app_commands.command(name="leave", description=ls("cmd.game.leave"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def leave(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        storage = self.bot.storage
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None or s.row.status not in ("lobby", "active"):
                raise NotSeated()
            title = table.title(s, interaction.locale)
            if s.row.status == "lobby":
                await storage.remove_seat(game_id, player)
                await s.reload_row()
                await self.refresh_lobby(s.row, s.loaded.seats)
                await interaction.response.send_message(
                    t("lobby.left", locale, game=numbered(title, game_id, locale)),
                    ephemeral=True,
                )
                return
            # The seat stays in the game; a computer player plays it from now on.
            old_name = await self.bot.seats.hand_over(s, player, None)
            await interaction.response.send_message(
                t("lobby.left", locale, game=numbered(title, game_id, locale)), ephemeral=True
            )
            await self.bot.seats.after_hand_over(s, player, old_name, "thread.seat_to_cpu")

    @app_commands.command(name="cancel", description=ls("cmd.game.cancel"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            if s.row.host_id != interaction.user.id and not is_manager(interaction):
                raise UserFacing("err.no_permission")
            if s.row.status not in ("lobby", "active"):
                raise UserFacing("err.game_not_active")
            await s.set_status("cancelled")
            await self.bot.storage.drop_waits(game_id)
            await interaction.response.send_message(
                t("ok.done", interaction.locale), ephemeral=True
            )
            await self.bot.seats.cancelled(s, interaction.user.mention)
            await self.refresh_lobby(s.row, s.loaded.seats)

    # ------------------------------------------------------------- cadence
    async def _my_games(self, interaction: discord.Interaction, game: str | None) -> list[int]:
        """The game named or whose thread this is; else every game in progress the user
        plays here."""
        channel = interaction.channel
        in_thread = isinstance(channel, discord.Thread) and (
            await self.bot.storage.game_by_thread(channel.id) is not None
        )
        if game or in_thread:
            return [await resolve_game(interaction, game)]
        rows = await self.bot.storage.games(
            guild_id=interaction.guild_id, statuses=("active",), player=str(interaction.user.id)
        )
        return [row.id for row in rows]

    @app_commands.command(name="away", description=ls("cmd.game.away"))
    @app_commands.describe(until=ls("opt.until"), game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def away(
        self, interaction: discord.Interaction, until: str, game: str | None = None
    ) -> None:
        hours = parse_duration(until)  # refused before anything is stored
        user = str(interaction.user.id)
        locale = interaction.locale
        mine = []
        for game_id in await self._my_games(interaction, game):
            async with self.bot.sessions.open(game_id) as s:
                if s.row.status == "active" and s.loaded.player_of(user) is not None:
                    mode = (await self.bot.storage.game_settings(game_id)).away_mode
                    title = t(f"game.{s.row.game}", locale)
                    mine.append((game_id, t(f"away.game.{mode}", locale, game=title, id=game_id)))
        if not mine:
            raise UserFacing("err.away.no_games")
        end = self.bot.clock() + timedelta(hours=hours)
        await self.bot.seats.set_away([gid for gid, _ in mine], user, end)
        await interaction.response.send_message(
            t(
                "away.set",
                locale,
                until=discord_time(end, "f"),
                games=join((text for _, text in mine), locale),
            ),
            ephemeral=True,
        )
        for game_id, _ in mine:
            await self.bot.cadence.check_game(game_id)  # moves now if the computer plays

    @app_commands.command(name="back", description=ls("cmd.game.back"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def back(self, interaction: discord.Interaction, game: str | None = None) -> None:
        user = str(interaction.user.id)
        locale = interaction.locale
        now = self.bot.clock()
        ended = []
        for game_id in await self._my_games(interaction, game):
            until = (await self.bot.storage.away(game_id)).get(user)
            if until is not None and until > now:
                row = await self.bot.storage.game(game_id)
                assert row is not None
                title = t(f"game.{row.game}", locale)
                ended.append((game_id, numbered(title, game_id, locale)))
        if not ended:
            raise UserFacing("away.not_away")
        await self.bot.seats.set_away([gid for gid, _ in ended], user, now)
        await interaction.response.send_message(
            t("away.back", locale, games=join((text for _, text in ended), locale)),
            ephemeral=True,
        )
        for game_id, _ in ended:
            await self.bot.cadence.check_game(game_id)

    @app_commands.command(name="replace", description=ls("cmd.game.replace"))
    @app_commands.describe(seat=ls("opt.seat"), with_=ls("opt.with"), game=ls("opt.game"))
    @app_commands.rename(with_="with")
    @app_commands.autocomplete(seat=seat_autocomplete, game=game_autocomplete)
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: str,
        with_: discord.Member | None = None,
        game: str | None = None,
    ) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            require_host(interaction, s.row)
            if s.row.status != "active":
                raise UserFacing("err.game_not_active")
            old_name = await self.bot.seats.hand_over(s, seat, with_)
            await interaction.response.send_message(
                t("ok.replaced", interaction.locale), ephemeral=True
            )
            await self.bot.seats.after_hand_over(s, seat, old_name)

    @app_commands.command(name="resign", description=ls("cmd.game.resign"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            if s.row.status != "active":
                raise UserFacing("err.game_not_active")
            old_name = await self.bot.seats.hand_over(s, player, None)
            title = numbered(t(f"game.{s.row.game}", locale), game_id, locale)
            await interaction.response.send_message(
                t("ok.resigned", interaction.locale, game=title), ephemeral=True
            )
            await self.bot.seats.after_hand_over(s, player, old_name, "thread.resigned")

    # ------------------------------------------------------------- people
    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        await self.member_gone(payload.guild_id, str(payload.user.id))

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Members who left while the bot was away (stopped, or disconnected): a fully cached
        server knows who is still in it, so their seats are noticed now, not at their turn."""
        for guild_id, user in await self.bot.storage.seated_members():
            guild = self.bot.get_guild(guild_id)
            if guild is None:
                continue  # the bot itself is out of that server (or it is unavailable)
            try:
                if not guild.chunked:  # chunked at start-up by default; if not, only these
                    await guild.chunk()
                if guild.get_member(int(user)) is None:
                    await self.member_gone(guild_id, user)
            except Exception:
                log.exception("server %s: could not check who is still there", guild_id)

    async def member_gone(self, guild_id: int, user: str) -> None:
        """A member left the server: lobbies drop their seat, games mark it and ask the host."""
        for row in await self.bot.storage.games_of_member(guild_id, user):
            try:
                async with self.bot.sessions.open(row.id) as s:
                    player = s.loaded.player_of(user)
                    if player is None:
                        continue
                    if s.row.status == "lobby":
                        await self.bot.storage.remove_seat(s.row.id, player)
                        await self.pass_host(s, user)
                        await s.reload_row()
                        await self.refresh_lobby(s.row, s.loaded.seats)
                    else:
                        await self.bot.seats.member_left(s, player)
            except Exception:
                log.exception("game %s: could not handle a member who left", row.id)

    async def on_seat(self, interaction: discord.Interaction, click: Click) -> None:
        """The host's answer to a member who left: a computer player takes the seat."""
        async with self.bot.sessions.open(click.game_id) as s:
            require_host(interaction, s.row)
            if s.row.status != "active":
                raise UserFacing("err.game_not_active")
            seat = s.loaded.seat(click.arg)
            if seat is None or seat.is_cpu:
                raise AlreadyDone()
            old_name = await self.bot.seats.hand_over(s, click.arg, None)
            await interaction.response.edit_message(view=None)
            await self.bot.seats.after_hand_over(s, click.arg, old_name)

    async def on_deadline(self, interaction: discord.Interaction, click: Click) -> None:
        row = await self.bot.storage.game(click.game_id)
        if row is None:
            raise UserFacing("err.unknown_game")
        require_host(interaction, row)
        await self.bot.cadence.host_decision(interaction, click.game_id, click.token, click.arg)
