"""The host's settings of a game (/game settings: reminders, the pace, away mode, seats, the
stand-in's level, the language, its web page) and a server's defaults for its new games (/game
server_settings: the pace and the stand-in's level; and its index of games on the web). A bad
value is refused before anything is stored (bot/game_settings.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import table, thinking
from bot.errors import UserFacing
from bot.game_settings import validate_settings
from bot.lookup import game_autocomplete, is_manager, require_host, resolve_game
from bot.pace import clock_words
from bot.storage import GameRow, GameSettings, Seat
from bot.translation import ls
from cogs import webpages
from cogs.lobby_message import LANGUAGE_CHOICES
from text import LANGUAGES, language_name, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot
    from bot.session import Session

DEADLINE_CHOICES = [
    app_commands.Choice(name=ls("choice.deadline.move"), value="move"),
    app_commands.Choice(name=ls("choice.deadline.skip"), value="skip"),
    app_commands.Choice(name=ls("choice.deadline.ask_host"), value="ask_host"),
]
LEVEL_CHOICES = [
    app_commands.Choice(name=ls("choice.level.heuristic"), value="heuristic"),
    app_commands.Choice(name=ls("choice.level.strong"), value="strong"),
]


class SettingsCommands(commands.Cog):
    bot: WhistlestopBot

    # From the lobby commands (the /game cog is assembled from both).
    refresh_lobby: Callable[[GameRow, list[Seat]], Awaitable[None]]

    @app_commands.command(name="settings", description=ls("cmd.game.settings"))
    @app_commands.describe(
        reminder_hours=ls("opt.reminder_hours"),
        second_reminder_hours=ls("opt.second_reminder_hours"),
        deadline_hours=ls("opt.deadline_hours"),
        bank_hours=ls("opt.bank_hours"),
        deadline_action=ls("opt.deadline_action"),
        away_mode=ls("opt.away_mode"),
        cpu_fill=ls("opt.cpu_fill"),
        computer_level=ls("opt.computer_level"),
        language=ls("opt.game_language"),
        web_link=ls("opt.web_link"),
        game=ls("opt.game"),
    )
    @app_commands.choices(
        deadline_action=DEADLINE_CHOICES,
        away_mode=[
            app_commands.Choice(name=ls("choice.away.play"), value="play"),
            app_commands.Choice(name=ls("choice.away.pause"), value="pause"),
        ],
        computer_level=LEVEL_CHOICES,
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
        bank_hours: float | None = None,
        deadline_action: str | None = None,
        away_mode: str | None = None,
        cpu_fill: bool | None = None,
        computer_level: str | None = None,
        language: str | None = None,
        web_link: str | None = None,
        game: str | None = None,
    ) -> None:
        changes = {
            "reminder_hours": reminder_hours,
            "second_reminder_hours": second_reminder_hours,
            "deadline_hours": deadline_hours,
            "bank_hours": bank_hours,
            "deadline_action": deadline_action,
            "away_mode": away_mode,
            "cpu_fill": cpu_fill,
            "computer_level": computer_level,
        }
        game_id = await resolve_game(interaction, game)
        if language not in (None, *LANGUAGES) or web_link not in (None, *webpages.VALUES):
            raise UserFacing("err.settings.choice")  # before anything is stored
        async with self.bot.sessions.open(game_id) as s:
            require_host(interaction, s.row)
            if s.row.status not in ("lobby", "active"):  # only its page may still change
                others = (*changes.values(), language)
                return await webpages.closed_game(interaction, self.bot, s, web_link, others)
            changed = await self._change(s, changes, language)
            text = await self._settings_text(s, interaction.locale)
            text += "\n" + await webpages.page_line(self.bot, game_id, web_link, interaction.locale)
            if changed or web_link:
                text = t("settings.saved", interaction.locale) + "\n" + text
            await interaction.response.send_message(text, ephemeral=True)
            if changed and s.row.status == "lobby":
                await self.refresh_lobby(s.row, s.loaded.seats)  # its language and pace
            active = bool(changed or web_link) and s.row.status == "active"
        if active:  # the pin (its page's link too) and the prompts show the new pace; what it
            # makes due, done now
            await self.bot.cadence.check_game(game_id)

    async def _change(self, s: Session, changes: dict[str, Any], language: str | None) -> bool:
        """Store the settings changed (all checked first: a refusal changes nothing) and the
        language; whether anything was given."""
        storage = self.bot.storage
        changed = any(v is not None for v in changes.values())
        if changed:
            new = validate_settings(await storage.game_settings(s.row.id), **changes)
            await storage.put_game_settings(s.row.id, new)
        if language is not None and language != s.row.language:
            # Public messages and images from now on; what was posted stays as it was.
            await storage.update_game(s.row.id, language=language)
            await s.reload_row()
            changed = True
        return changed

    async def _settings_text(self, s: Session, locale: object) -> str:
        game_id = s.row.id
        text = await self.bot.cadence.settings_text(
            game_id, t(f"game.{s.row.game}", locale), locale
        )
        text += "\n" + t("settings.language", locale, language=language_name(s.row.language))
        # The level a stand-in plays in this game (the game's only one if it offers none).
        level = thinking.standin_policy(
            table.plugin_of(s).engine,
            (await self.bot.storage.game_settings(game_id)).computer_level,
        )
        return text + "\n" + t("settings.computer", locale, level=t(f"cpu.level.{level}", locale))

    @app_commands.command(name="server_settings", description=ls("cmd.game.server_settings"))
    @app_commands.describe(
        computer_level=ls("opt.server_computer_level"),
        deadline_hours=ls("opt.server_deadline_hours"),
        bank_hours=ls("opt.server_bank_hours"),
        deadline_action=ls("opt.server_deadline_action"),
        web_index=ls("opt.web_index"),
    )
    @app_commands.choices(
        computer_level=LEVEL_CHOICES, deadline_action=DEADLINE_CHOICES, web_index=webpages.CHOICES
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def server_settings(
        self,
        interaction: discord.Interaction,
        computer_level: str | None = None,
        deadline_hours: float | None = None,
        bank_hours: float | None = None,
        deadline_action: str | None = None,
        web_index: str | None = None,
    ) -> None:
        """The server's defaults for its new games (Manage Server only): the stand-in's level
        and the pace (games already made keep theirs); and its index of games on the web."""
        locale = interaction.locale
        guild = interaction.guild_id
        if guild is None:
            raise UserFacing("err.server_settings.guild")
        if not is_manager(interaction):
            raise UserFacing("err.server_settings.permission")
        storage = self.bot.storage
        if computer_level not in (None, *thinking.LEVELS):
            raise UserFacing("err.settings.choice")
        if web_index not in (None, *webpages.VALUES):  # before anything is stored
            raise UserFacing("err.settings.choice")
        pace: dict[str, Any] = {
            "deadline_hours": deadline_hours,
            "bank_hours": bank_hours,
            "deadline_action": deadline_action,
        }
        paced = any(v is not None for v in pace.values())
        new = validate_settings(await storage.server_pace(guild), **pace)  # checked first
        if computer_level is not None:
            await storage.put_server_computer_level(guild, computer_level)
        if paced:
            await storage.put_server_pace(guild, new)
        current: GameSettings = await storage.server_pace(guild)
        lines = [
            t(
                "server_settings.computer",
                locale,
                level=t(f"cpu.level.{current.computer_level}", locale),
            ),
            t("server_settings.pace", locale, pace=clock_words(current, locale)),
            await webpages.index_line(self.bot, guild, web_index, locale),
        ]
        if paced or computer_level is not None or web_index is not None:
            lines.insert(0, t("settings.saved", locale))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
