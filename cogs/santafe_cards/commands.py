"""/cards play: a play of the card game with autocomplete of your legal plays only (each value
is a reference to one of them, so a repeated command is answered "already done")."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core import WhistlestopBot
from bot.lookup import game_autocomplete
from bot.translation import ls
from cogs.table import move_autocomplete, play_move


class CardsCog(commands.Cog):
    cards = app_commands.Group(name="cards", description=ls("cmd.cards"), guild_only=True)

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    @cards.command(name="play", description=ls("cmd.cards.play"))
    @app_commands.describe(move=ls("opt.cards.move"), game=ls("opt.game"))
    @app_commands.autocomplete(move=move_autocomplete, game=game_autocomplete)
    async def play(
        self,
        interaction: discord.Interaction,
        move: app_commands.Range[str, 1, 100],
        game: str | None = None,
    ) -> None:
        await play_move(interaction, move, game)
