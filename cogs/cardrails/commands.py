"""/cardrails share and /cardrails build: a whole turn in one command, with autocomplete of
legal choices only. Each option is checked on a copy of the game first, so a command either
makes its whole turn or changes nothing."""

from __future__ import annotations

import copy
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core import WhistlestopBot
from bot.errors import NotSeated, NotYourTurn, UserFacing
from bot.i18n import join, t
from bot.lookup import game_autocomplete, resolve_game
from bot.translation import ls
from cogs.cardrails import present
from engine.core import Game, IllegalAction

MAX_CHOICES = 25


def _steps(game: Game, player: str, actions: list[dict[str, Any]]) -> Game:
    """A copy of the game with `actions` applied (IllegalAction names the first one refused)."""
    trial = copy.deepcopy(game)
    for action in actions:
        trial.apply(player, action)
    return trial


def _card_step(game: Game, player: str, card: str | None) -> list[dict[str, Any]]:
    """The card action this command starts with (none if a card is already in play)."""
    view = game.view(player)
    if view.get("step") != "card":
        return []
    if not card:
        raise UserFacing("cr.err.card_needed")
    return [{"type": "card", "card": card}]


async def _table(interaction: discord.Interaction) -> tuple[Game, str] | None:
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return None
    async with bot.sessions.open(game_id) as s:
        player = s.loaded.player_of(str(interaction.user.id))
        if s.game is None or s.row.status != "active" or player is None:
            return None
        if s.game.name != "cardrails" or player not in s.game.active_players():
            return None
        return copy.deepcopy(s.game), player


def _choices(pairs: list[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    wanted = current.lower()
    seen: dict[str, str] = {}
    for value, name in pairs:
        if wanted in name.lower() and value not in seen:
            seen[value] = name
    return [app_commands.Choice(name=n[:100], value=v) for v, n in seen.items()][:MAX_CHOICES]


async def card_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    game, player = found
    legal = game.legal_actions(player)
    pairs = [
        (a["card"], present.card(a["card"], interaction.locale))
        for a in legal
        if a["type"] == "card"
    ]
    return _choices(pairs, current)


def _after_card(interaction: discord.Interaction, game: Game, player: str) -> list[dict[str, Any]]:
    card = interaction.namespace.card
    try:
        trial = _steps(game, player, _card_step(game, player, card))
    except (IllegalAction, UserFacing):
        return []
    return trial.legal_actions(player)


async def railroad_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    legal = _after_card(interaction, *found)
    pairs = [
        (a["railroad"], present.railroad(a["railroad"], interaction.locale))
        for a in legal
        if a["type"] == "share"
    ]
    return _choices(pairs, current)


async def place_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    legal = _after_card(interaction, *found)
    pairs = [
        (f"{a['at']}@{a['rotation']}", present.label(a, interaction.locale))
        for a in legal
        if a["type"] == "place"
    ]
    return _choices(pairs, current)


def _builds_after(
    interaction: discord.Interaction, game: Game, player: str, first: bool
) -> list[dict[str, Any]]:
    """Legal builds after the card (and placement) already given; for the second cube, after
    the first."""
    try:
        steps = _card_step(game, player, interaction.namespace.card)
        if interaction.namespace.place:
            steps.append(_place_action(interaction.namespace.place))
        if not first:
            steps.append(_build_action(interaction.namespace.hex or ""))
        trial = _steps(game, player, steps)
    except (IllegalAction, UserFacing):
        return []
    return [a for a in trial.legal_actions(player) if a["type"] == "build"]


async def _hex_choices(
    interaction: discord.Interaction, current: str, first: bool
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    pairs = [
        (f"{a['railroad']}@{a['hex']}", present.label(a, interaction.locale))
        for a in _builds_after(interaction, *found, first)
    ]
    return _choices(pairs, current)


async def hex_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await _hex_choices(interaction, current, first=True)


async def hex2_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await _hex_choices(interaction, current, first=False)


def _place_action(value: str) -> dict[str, Any]:
    at, sep, rotation = value.partition("@")
    if not sep or rotation not in ("0", "180") or not at or len(at) > 12:
        raise UserFacing("err.bad_value")
    return {"type": "place", "at": at, "rotation": int(rotation)}


def _build_action(value: str) -> dict[str, Any]:
    railroad, sep, hex_name = value.partition("@")
    if not sep or not railroad or not hex_name or len(value) > 40:
        raise UserFacing("err.bad_value")
    return {"type": "build", "railroad": railroad, "hex": hex_name}


class CardRailsCog(commands.Cog):
    cardrails = app_commands.Group(
        name="cardrails", description=ls("cmd.cardrails"), guild_only=True
    )

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    async def _turn(
        self, interaction: discord.Interaction, game: str | None, card: str | None, rest: list[Any]
    ) -> None:
        """Check the whole turn on a copy, then make it, move by move, each one stored."""
        game_id = await resolve_game(interaction, game)
        user = str(interaction.user.id)
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            live = s.active
            if player not in live.active_players():
                raise NotYourTurn()
            actions = _card_step(live, player, card) + rest
            trial = _steps(live, player, actions)  # IllegalAction here changes nothing
            if trial.view(player).get("step") == "build" and {"type": "stop"} in (
                trial.legal_actions(player)
            ):
                actions.append({"type": "stop"})  # the command is the whole turn
            for action in actions:
                await s.apply(player, action, s.loaded.token(player), actor=user)
            labels = join(
                (present.label(a, interaction.locale) for a in actions), interaction.locale
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
        railroad: app_commands.Range[str, 1, 20],
        card: app_commands.Range[str, 1, 10] | None = None,
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
        hex: app_commands.Range[str, 1, 40],
        card: app_commands.Range[str, 1, 10] | None = None,
        place: app_commands.Range[str, 1, 20] | None = None,
        hex2: app_commands.Range[str, 1, 40] | None = None,
        game: str | None = None,
    ) -> None:
        steps: list[Any] = []
        if place:
            steps.append(_place_action(place))
        steps.append(_build_action(hex))
        if hex2:
            steps.append(_build_action(hex2))
        await self._turn(interaction, game, card, steps)
