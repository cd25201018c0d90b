"""/cardrails share and /cardrails build: a whole turn in one command, with autocomplete of
legal choices only (`autocomplete.py`). Each option is checked on a copy of the game first
(`turns.py`), so a command either makes its whole turn or changes nothing."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import table
from bot.core import WhistlestopBot
from bot.errors import NotSeated, UserFacing
from bot.lookup import game_autocomplete, resolve_game
from bot.translation import ls
from cogs.cardrails import present
from cogs.cardrails.autocomplete import (
    card_autocomplete,
    hex2_autocomplete,
    hex_autocomplete,
    place_autocomplete,
    railroad_autocomplete,
)
from cogs.cardrails.turns import (
    build_action,
    build_turn,
    card_step,
    hex_value,
    place_action,
    refuse_half_turn,
    steps,
)
from engine.core import Game
from text import join, t


class CardRailsCog(commands.Cog):
    cardrails = app_commands.Group(
        name="cardrails", description=ls("cmd.cardrails"), guild_only=True
    )

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    async def _turn(
        self,
        interaction: discord.Interaction,
        game: str | None,
        card: str | None,
        rest: list[Any],
        whole: Any = None,
    ) -> None:
        """Check the whole turn on a copy, then make it, move by move, each one stored.
        `whole(live, player)` finds the turn's actions (or raises the reason it cannot)."""
        game_id = await resolve_game(interaction, game)
        user = str(interaction.user.id)
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            live = s.active
            if player not in live.active_players():
                raise table.not_your_turn(s, player)
            if whole is not None:
                actions = whole(live, player)
            else:
                actions = card_step(live, player, card) + rest
                steps(live, player, actions)  # IllegalAction here changes nothing
            for action in actions:
                await s.apply(player, action, s.loaded.token(player), actor=user)
            labels = join(
                (present.label(a, interaction.locale) for a in actions if a["type"] != "stop"),
                interaction.locale,
            )
            await interaction.response.send_message(
                t("ok.move", interaction.locale, label=labels)[:1900], ephemeral=True
            )
            await self.bot.flow.after(s)

    @cardrails.command(name="share", description=ls("cmd.cardrails.share"))
    @app_commands.describe(
        card=ls("opt.cardrails.card"), railroad=ls("opt.cardrails.railroad"), game=ls("opt.game")
    )
    @app_commands.autocomplete(
        card=card_autocomplete, railroad=railroad_autocomplete, game=game_autocomplete
    )
    async def share(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 10],
        railroad: app_commands.Range[str, 1, 20],
        game: str | None = None,
    ) -> None:
        await self._turn(interaction, game, card, [{"type": "share", "railroad": railroad}])

    @cardrails.command(name="build", description=ls("cmd.cardrails.build"))
    @app_commands.describe(
        card=ls("opt.cardrails.card"),
        hex=ls("opt.cardrails.hex"),
        place=ls("opt.cardrails.place"),
        hex2=ls("opt.cardrails.hex2"),
        game=ls("opt.game"),
    )
    @app_commands.autocomplete(
        card=card_autocomplete,
        hex=hex_autocomplete,
        place=place_autocomplete,
        hex2=hex2_autocomplete,
        game=game_autocomplete,
    )
    async def build(
        self,
        interaction: discord.Interaction,
        card: app_commands.Range[str, 1, 10],
        hex: app_commands.Range[str, 1, 40],
        place: app_commands.Range[str, 1, 20] | None = None,
        hex2: app_commands.Range[str, 1, 40] | None = None,
        game: str | None = None,
    ) -> None:
        def whole(live: Game, player: str) -> list[dict[str, Any]]:
            # Read once it is the player's turn: out of turn, any value is answered with whose
            # turn it is.
            laid, first = hex_value(hex)
            typed = (
                place_action(place) if place else laid,
                first,
                build_action(hex2) if hex2 else None,
            )
            if laid is not None and typed[0] != laid:
                # The cube was chosen with its card's place: another place is a contradiction.
                raise UserFacing("cr.err.two_places", hex=first["hex"], at=laid["at"])
            card_step(live, player, card)  # the card named is the one to play
            found = build_turn(live, player, card, *typed, strict=True)
            if found is None:
                refuse_half_turn(live, player, card, *typed)
            assert found is not None
            return found

        await self._turn(interaction, game, card, [], whole)
