"""Finding the game a command means, and the autocompletes every game's commands share."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.errors import UserFacing
from bot.i18n import t
from bot.storage import GameRow

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

MAX_AUTOCOMPLETE = 25


async def resolve_game(interaction: discord.Interaction, value: str | None) -> int:
    """The game a command acts on: the `game` option, else the thread it is used in,
    else the user's only game in this server."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    storage = bot.storage
    if value:
        digits = value.lstrip("#").strip()
        # isdecimal and ASCII: "²" or "٣" are digits to Python but not game ids.
        is_id = digits.isascii() and digits.isdecimal() and len(digits) <= 18
        row = await storage.game(int(digits)) if is_id else None
        if row is None or (interaction.guild_id and row.guild_id != interaction.guild_id):
            raise UserFacing("err.unknown_game")
        interaction.extras["game_id"] = row.id
        return row.id
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        row = await storage.game_by_thread(channel.id)
        if row is not None:
            interaction.extras["game_id"] = row.id
            return row.id
    mine = await storage.games(guild_id=interaction.guild_id, player=str(interaction.user.id))
    if len(mine) == 1:
        interaction.extras["game_id"] = mine[0].id
        return mine[0].id
    raise UserFacing("err.no_game_here")


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    rows = await bot.storage.games(guild_id=interaction.guild_id)
    mine = {
        r.id
        for r in await bot.storage.games(
            guild_id=interaction.guild_id, player=str(interaction.user.id)
        )
    }
    rows.sort(key=lambda r: (r.id not in mine, -r.id))
    choices = []
    for row in rows:
        locale = interaction.locale
        name = f"#{row.id} {t(f'game.{row.game}', locale)} ({t(f'status.{row.status}', locale)})"
        if current.lower() in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=str(row.id)))
    return choices[:MAX_AUTOCOMPLETE]


async def seat_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The seats of the game the command points at: names shown, engine player ids sent."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return []
    seats = await bot.storage.seats(game_id)
    return [
        app_commands.Choice(name=seat.name[:100], value=seat.player)
        for seat in seats
        if current.lower() in seat.name.lower()
    ][:MAX_AUTOCOMPLETE]


def is_manager(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def require_host(interaction: discord.Interaction, row: GameRow) -> None:
    if row.host_id != interaction.user.id and not is_manager(interaction):
        raise UserFacing("err.no_permission")
