"""/santafe track, pass and buy, with autocomplete of legal moves, and the track panel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import present
from bot.catalog import t
from bot.core import WhistlestopBot
from bot.errors import NotSeated, NotYourTurn, UserFacing
from bot.sessions import Session
from bot.translation import ls
from bot.ui import Click, GameButton, GameSelect, action_select, encode_action, view_of
from cogs.games import game_autocomplete, resolve_game

SIMPLE_TYPES = ("end_turn", "pass", "no_purchase", "stop_drawing")


def placement_value(action: dict[str, Any]) -> str:
    """The `to` option value: route, destination and whether it is the Branch Line."""
    return f"{action['route']}>{action['toward']}>{'B' if action.get('branch') else ''}"


def parse_placement(railroad: str, value: str) -> dict[str, Any]:
    parts = value.split(">")
    if len(parts) != 3 or not parts[0] or not parts[1]:
        raise UserFacing("err.bad_value")
    return {
        "type": "track",
        "railroad": railroad,
        "route": parts[0],
        "toward": parts[1],
        "branch": parts[2] == "B",
    }


async def _legal(interaction: discord.Interaction) -> tuple[list[dict[str, Any]], Any]:
    """The user's legal actions in the game this interaction points at (empty if none)."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return [], None
    async with bot.sessions.open(game_id) as s:
        player = s.loaded.player_of(str(interaction.user.id))
        if s.game is None or s.row.status != "active" or player is None:
            return [], None
        return s.game.legal_actions(player), s


async def railroad_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    legal, _ = await _legal(interaction)
    wanted = "buy_tile" if interaction.command and interaction.command.name == "buy" else "track"
    seen = dict.fromkeys(a["railroad"] for a in legal if a.get("type") == wanted)
    return [
        app_commands.Choice(name=present.railroad(rr), value=rr)
        for rr in seen
        if current.lower() in (rr + present.railroad(rr)).lower()
    ][:25]


async def to_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    legal, _ = await _legal(interaction)
    railroad = interaction.namespace.railroad
    choices = []
    for action in legal:
        if action.get("type") != "track" or action.get("railroad") != railroad:
            continue
        name = present.label(action, interaction.locale)
        if current.lower() in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=placement_value(action)))
    return choices[:25]


class SantaFeCog(commands.Cog):
    santafe = app_commands.Group(name="santafe", description=ls("cmd.santafe"), guild_only=True)

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot
        bot.register_component("panel", self.on_panel)
        bot.register_component("rr", self.on_railroad)

    @santafe.command(name="track", description=ls("cmd.santafe.track"))
    @app_commands.describe(railroad=ls("opt.railroad"), to=ls("opt.to"), game=ls("opt.game"))
    @app_commands.autocomplete(
        railroad=railroad_autocomplete, to=to_autocomplete, game=game_autocomplete
    )
    async def track(
        self, interaction: discord.Interaction, railroad: str, to: str, game: str | None = None
    ) -> None:
        game_id = await resolve_game(interaction, game)
        action = parse_placement(railroad, to)
        await self.bot.flow.perform(interaction, game_id, action, None, refresh=False)

    @santafe.command(name="pass", description=ls("cmd.santafe.pass"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def pass_(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            legal = s.game.legal_actions(player) if s.game and player else []
        simple = [a for a in legal if a.get("type") in SIMPLE_TYPES]
        # Nothing to end or pass: let the engine name the rule that refuses it.
        action = simple[0] if simple else {"type": "pass"}
        await self.bot.flow.perform(interaction, game_id, action, None, refresh=False)

    @santafe.command(name="buy", description=ls("cmd.santafe.buy"))
    @app_commands.describe(railroad=ls("opt.railroad"), game=ls("opt.game"))
    @app_commands.autocomplete(railroad=railroad_autocomplete, game=game_autocomplete)
    async def buy(
        self, interaction: discord.Interaction, railroad: str, game: str | None = None
    ) -> None:
        game_id = await resolve_game(interaction, game)
        action = {"type": "buy_tile", "railroad": railroad}
        await self.bot.flow.perform(interaction, game_id, action, None, refresh=False)

    # ------------------------------------------------------------- panel
    def _panel(
        self, s: Session, player: str, locale: object | None, railroad: str | None = None
    ) -> tuple[str, discord.ui.View]:
        if s.game is None or player not in s.loaded.players:
            raise NotSeated()
        legal = s.game.legal_actions(player)
        if not legal or player not in s.game.active_players():
            raise NotYourTurn()
        gid, token = s.row.id, s.loaded.token(player)
        tracks = [a for a in legal if a.get("type") == "track"]

        def label(action: dict[str, Any]) -> str:
            return present.label(action, locale)

        others = [a for a in legal if a.get("type") != "track"]
        items: list[discord.ui.Item[Any]] = []
        lines = [t("panel.title", locale)]
        railroads = list(dict.fromkeys(a["railroad"] for a in tracks))
        if railroads:
            items.append(
                GameSelect(
                    gid,
                    "rr",
                    token,
                    options=[
                        discord.SelectOption(
                            label=present.railroad(rr)[:100], value=rr, default=rr == railroad
                        )
                        for rr in railroads[:25]
                    ],
                    placeholder=t("panel.railroad", locale),
                    row=0,
                )
            )
        if railroad:
            mine = [a for a in tracks if a["railroad"] == railroad]
            items.append(
                action_select(
                    gid, token, mine, label, placeholder=t("panel.placement", locale), row=1
                )
            )
            if len(mine) > 25:
                lines.append(t("panel.more", locale, n=len(mine) - 25))
        if others and len(others) <= 5:
            for action in others:
                items.append(
                    GameButton(
                        gid,
                        "do",
                        token,
                        encode_action(action),
                        label=present.label(action, locale)[:80],
                        row=2,
                    )
                )
        elif others:
            items.append(
                action_select(
                    gid,
                    token,
                    others,
                    label,
                    placeholder=t("prompt.select", locale),
                    arg="o",
                    row=2,
                )
            )
        return "\n".join(lines), view_of(*items)

    async def on_panel(self, interaction: discord.Interaction, click: Click) -> None:
        async with self.bot.sessions.open(click.game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            content, view = self._panel(s, player, interaction.locale)
        await interaction.response.send_message(content, view=view, ephemeral=True)

    async def on_railroad(self, interaction: discord.Interaction, click: Click) -> None:
        async with self.bot.sessions.open(click.game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            if str(s.loaded.token(player)) != click.token:
                raise UserFacing("err.already_done")
            railroad = click.values[0] if click.values else None
            content, view = self._panel(s, player, interaction.locale, railroad)
        await interaction.response.edit_message(content=content, view=view)


async def setup(bot: WhistlestopBot) -> None:
    await bot.add_cog(SantaFeCog(bot))
