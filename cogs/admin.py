"""Running a game: leave, cancel, settings, away and back, replace and resign, and the host's
answer to a deadline question. Host-only commands check the host (or Manage Server)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import table, thinking
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.game_settings import parse_duration, validate_settings
from bot.lookup import game_autocomplete, is_manager, require_host, resolve_game, seat_autocomplete
from bot.storage import GameRow, Seat
from bot.table import numbered
from bot.times import discord_time
from bot.translation import ls
from bot.ui import Click
from cogs import webpages
from cogs.lobby_message import LANGUAGE_CHOICES
from text import LANGUAGES, join, language_name, t

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
    @app_commands.command(name="settings", description=ls("cmd.game.settings"))
    @app_commands.describe(
        reminder_hours=ls("opt.reminder_hours"),
        second_reminder_hours=ls("opt.second_reminder_hours"),
        deadline_hours=ls("opt.deadline_hours"),
        deadline_action=ls("opt.deadline_action"),
        away_mode=ls("opt.away_mode"),
        cpu_fill=ls("opt.cpu_fill"),
        computer_level=ls("opt.computer_level"),
        language=ls("opt.game_language"),
        web_link=ls("opt.web_link"),
        game=ls("opt.game"),
    )
    @app_commands.choices(
        deadline_action=[
            app_commands.Choice(name=ls("choice.deadline.move"), value="move"),
            app_commands.Choice(name=ls("choice.deadline.ask_host"), value="ask_host"),
        ],
        away_mode=[
            app_commands.Choice(name=ls("choice.away.play"), value="play"),
            app_commands.Choice(name=ls("choice.away.pause"), value="pause"),
        ],
        computer_level=[
            app_commands.Choice(name=ls("choice.level.heuristic"), value="heuristic"),
            app_commands.Choice(name=ls("choice.level.strong"), value="strong"),
        ],
        language=LANGUAGE_CHOICES,
        web_link=webpages.CHOICES,
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: float | None = None,
        second_reminder_hours: float | None = None,
        deadline_hours: float | None = None,
        deadline_action: str | None = None,
        away_mode: str | None = None,
        cpu_fill: bool | None = None,
        computer_level: str | None = None,
        language: str | None = None,
        web_link: str | None = None,
        game: str | None = None,
    ) -> None:
        game_id = await resolve_game(interaction, game)
        if language is not None and language not in LANGUAGES:
            raise UserFacing("err.settings.choice")
        storage = self.bot.storage
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            require_host(interaction, s.row)
            changes = {
                "reminder_hours": reminder_hours,
                "second_reminder_hours": second_reminder_hours,
                "deadline_hours": deadline_hours,
                "deadline_action": deadline_action,
                "away_mode": away_mode,
                "cpu_fill": cpu_fill,
                "computer_level": computer_level,
            }
            if s.row.status not in ("lobby", "active"):  # its page may still change
                others = (*changes.values(), language)
                return await webpages.closed_game(interaction, self.bot, s, web_link, others)
            changed = any(v is not None for v in changes.values())
            if changed:
                new = validate_settings(await storage.game_settings(game_id), **changes)
                await storage.put_game_settings(game_id, new)
            relanguaged = language is not None and language != s.row.language
            if relanguaged:
                # Public messages and images from now on; what was posted stays as it was.
                await storage.update_game(game_id, language=language)
                await s.reload_row()
                changed = True
            text = await self.bot.cadence.settings_text(
                game_id, t(f"game.{s.row.game}", locale), locale
            )
            text += "\n" + t("settings.language", locale, language=language_name(s.row.language))
            # The level a stand-in plays in this game (the game's only one if it offers none).
            level = thinking.standin_policy(
                table.plugin_of(s).engine, (await storage.game_settings(game_id)).computer_level
            )
            text += "\n" + t("settings.computer", locale, level=t(f"cpu.level.{level}", locale))
            text += "\n" + await webpages.page_line(self.bot, game_id, web_link, locale)
            if changed or web_link:
                text = t("settings.saved", locale) + "\n" + text
            await interaction.response.send_message(text, ephemeral=True)
            if relanguaged and s.row.status == "lobby":
                await self.refresh_lobby(s.row, s.loaded.seats)
            if (changed or web_link) and s.row.status == "active":
                await self.bot.pins.update(s)

    @app_commands.command(name="server_settings", description=ls("cmd.game.server_settings"))
    @app_commands.describe(
        computer_level=ls("opt.server_computer_level"), web_index=ls("opt.web_index")
    )
    @app_commands.choices(
        computer_level=[
            app_commands.Choice(name=ls("choice.level.heuristic"), value="heuristic"),
            app_commands.Choice(name=ls("choice.level.strong"), value="strong"),
        ],
        web_index=webpages.CHOICES,
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def server_settings(
        self,
        interaction: discord.Interaction,
        computer_level: str | None = None,
        web_index: str | None = None,
    ) -> None:
        """The server's defaults for its new games (Manage Server only)."""
        locale = interaction.locale
        if interaction.guild_id is None:
            raise UserFacing("err.server_settings.guild")
        if not is_manager(interaction):
            raise UserFacing("err.server_settings.permission")
        storage = self.bot.storage
        saved = computer_level is not None or web_index is not None
        if computer_level is not None:
            if computer_level not in thinking.LEVELS:
                raise UserFacing("err.settings.choice")
            await storage.put_server_computer_level(interaction.guild_id, computer_level)
        level = await storage.server_computer_level(interaction.guild_id)
        text = t("server_settings.computer", locale, level=t(f"cpu.level.{level}", locale))
        text += "\n" + await webpages.index_line(self.bot, interaction.guild_id, web_index, locale)
        if saved:
            text = t("settings.saved", locale) + "\n" + text
        await interaction.response.send_message(text, ephemeral=True)

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
        """A member left the server: lobbies drop their seat, games mark it and ask the host."""
        user = str(payload.user.id)
        for row in await self.bot.storage.games_of_member(payload.guild_id, user):
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
