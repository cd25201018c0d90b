"""The autocompletes of /cardrails share and /cardrails build: legal values only, and for
build only those that complete a whole turn with the values already typed."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.errors import UserFacing
from bot.lookup import read_seat
from bot.sessions import Session
from cogs.cardrails import present
from cogs.cardrails.turns import (
    build_action,
    build_turn,
    candidates,
    card_step,
    clone,
    place_action,
    steps,
)
from engine.core import Game, IllegalAction

MAX_CHOICES = 25


async def _table(interaction: discord.Interaction) -> tuple[Game, str] | None:

    def read(s: Session, player: str) -> tuple[Game, str] | None:
        if s.game is None or s.game.name != "cardrails":
            return None
        if player not in s.game.active_players():
            return None
        return clone(s.game), player

    return await read_seat(interaction, read)


def _choices(pairs: list[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    wanted = current.lower()
    seen: dict[str, str] = {}
    for value, name in pairs:
        if wanted in name.lower() and value not in seen:
            seen[value] = name
    return [app_commands.Choice(name=n[:100], value=v) for v, n in seen.items()][:MAX_CHOICES]


def _typed(value: Any, parse: Any) -> dict[str, Any] | None:
    """A typed option as an action (None when empty); raises UserFacing when malformed."""
    return parse(str(value)) if value else None


def _build_values(interaction: discord.Interaction) -> dict[str, Any]:
    """The values of /cardrails build typed so far, as actions."""
    ns = interaction.namespace
    return {
        "card": ns.card or None,
        "place": _typed(ns.place, place_action),
        "first": _typed(ns.hex, build_action),
        "second": _typed(ns.hex2, build_action),
    }


async def card_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    game, player = found
    legal = game.legal_actions(player)
    building = interaction.command is not None and interaction.command.name == "build"
    pairs = []
    for a in legal:
        if a["type"] != "card":
            continue
        if building:
            try:
                values = {**_build_values(interaction), "card": a["card"]}
            except UserFacing:
                return []
            if build_turn(game, player, **values) is None:
                continue  # no whole build turn with this card and the values typed
        pairs.append((a["card"], present.card(a["card"], interaction.locale)))
    return _choices(pairs, current)


def _after_card(interaction: discord.Interaction, game: Game, player: str) -> list[dict[str, Any]]:
    card = interaction.namespace.card
    try:
        trial = steps(game, player, card_step(game, player, card))
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


def _build_options(interaction: discord.Interaction, game: Game, player: str, field: str) -> list:
    """The values of one /cardrails build option that complete a whole turn together with the
    values already typed (the option's own text aside)."""
    try:
        values = _build_values(interaction)
        opening = card_step(game, player, values["card"])
    except UserFacing:
        return []
    values[field] = None
    kind = "place" if field == "place" else "build"
    if field == "place":
        openings = [opening]
        if values["first"]:
            openings.append([*opening, values["first"]])
    elif field == "first":
        openings = [opening]
        if values["place"]:
            openings.append([*opening, values["place"]])
    else:
        first = [values["first"]] if values["first"] else []
        place = [values["place"]] if values["place"] else []
        openings = [[*opening, *place, *first], [*opening, *first, *place]]
    out = []
    for action in candidates(game, player, kind, openings):
        if build_turn(game, player, **{**values, field: action}) is not None:
            out.append(action)
    return out


async def place_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    pairs = [
        (f"{a['at']}@{a['rotation']}", present.label(a, interaction.locale))
        for a in _build_options(interaction, *found, "place")
    ]
    return _choices(pairs, current)


async def _hex_choices(
    interaction: discord.Interaction, current: str, field: str
) -> list[app_commands.Choice[str]]:
    found = await _table(interaction)
    if found is None:
        return []
    pairs = [
        (f"{a['railroad']}@{a['hex']}", present.label(a, interaction.locale))
        for a in _build_options(interaction, *found, field)
    ]
    return _choices(pairs, current)


async def hex_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await _hex_choices(interaction, current, "first")


async def hex2_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    return await _hex_choices(interaction, current, "second")
