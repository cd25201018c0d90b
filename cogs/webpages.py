"""The web pages from Discord: a game's host turns its page off, on again or to a new address
(`/game settings web_link:`), a server's admin switches the server's index of games on or off
(`/game server_settings web_index:`); both answers give the address. Options of existing
commands rather than commands of their own: /game has nearly Discord's 25 subcommands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import UserFacing
from bot.translation import ls
from text import t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot
    from bot.session import Session

CHOICES = [
    app_commands.Choice(name=ls("choice.web.on"), value="on"),
    app_commands.Choice(name=ls("choice.web.off"), value="off"),
    app_commands.Choice(name=ls("choice.web.renew"), value="renew"),
]
VALUES = ("on", "off", "renew")


async def page_line(bot: WhistlestopBot, game_id: int, change: str | None, locale: Any) -> str:
    """Change the game's page as asked (None: leave it), then say where it is."""
    if change is not None:
        if change not in VALUES:
            raise UserFacing("err.settings.choice")
        await bot.storage.set_page(game_id, on=change != "off", renew=change == "renew")
    if bot.links.public_url is None:
        return t("settings.web.unset", locale)
    url = await bot.links.page(game_id)
    return t("settings.web.on", locale, url=url) if url else t("settings.web.off", locale)


async def closed_game(
    interaction: discord.Interaction,
    bot: WhistlestopBot,
    s: Session,
    change: str | None,
    others: tuple[Any, ...],
) -> None:
    """The settings of a finished or cancelled game: only its page may still change (the
    pinned message's link with it)."""
    if change is None or any(value is not None for value in others):
        raise UserFacing("err.settings.closed")
    line = await page_line(bot, s.row.id, change, interaction.locale)
    text = t("settings.saved", interaction.locale) + "\n" + line
    await interaction.response.send_message(text, ephemeral=True)
    await bot.pins.update(s)


async def index_line(bot: WhistlestopBot, guild_id: int, change: str | None, locale: Any) -> str:
    """Switch the server's index as asked (None: leave it), then say where it is."""
    if change is not None:
        if change not in VALUES:
            raise UserFacing("err.settings.choice")
        await bot.storage.set_index(guild_id, on=change != "off", renew=change == "renew")
    if bot.links.public_url is None:
        return t("settings.web.unset", locale)
    url = bot.links.index_url(await bot.storage.index_token(guild_id))
    return (
        t("server_settings.web.on", locale, url=url)
        if url
        else t("server_settings.web.off", locale)
    )
