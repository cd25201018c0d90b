"""Finding the game a command means, and the autocompletes every game's commands share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import discord
from discord import app_commands

from bot import plugins, table
from bot.errors import UserFacing, answer_for
from bot.storage import GameMatch, GameRow, Storage
from bot.suggest import OutOfTurn, Suggestion, autocomplete
from text import clean_name, t

if TYPE_CHECKING:
    from bot.session import Session
    from bot.sessions import Sessions

T = TypeVar("T")


class _Platform(Protocol):
    """What these helpers use of the bot behind an interaction (bot/core.py)."""

    storage: Storage
    sessions: Sessions


def _storage(interaction: discord.Interaction) -> Storage:
    platform: _Platform = interaction.client  # type: ignore[assignment]
    return platform.storage


MAX_AUTOCOMPLETE = 25


async def resolve_game(interaction: discord.Interaction, value: str | None) -> int:
    """The game a command acts on: the `game` option, else the thread it is used in,
    else the user's only game in this server."""
    storage = _storage(interaction)
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


async def at_seat(
    interaction: discord.Interaction, read: Callable[[Session, str], T], kind: str | None = None
) -> T | OutOfTurn | None:
    """`read(session, player)` under the game's lock, for the user's seat in the game in
    progress the command points at (its `game` option, else as `resolve_game` finds it), when
    the game waits for them; OutOfTurn (whose turn it is) when it does not; None when there
    is no such game or seat, or the game is not of `kind` (a game's own commands)."""
    platform: _Platform = interaction.client  # type: ignore[assignment]
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return None
    async with platform.sessions.open(game_id) as s:
        player = s.loaded.player_of(str(interaction.user.id))
        game = s.game
        if game is None or s.row.status != "active" or player is None:
            return None
        if kind is not None and s.row.game != kind:
            return None
        if not game.legal_actions(player):
            text, _ = answer_for(table.not_your_turn(s, player), interaction.locale)
            return OutOfTurn(text)
        return read(s, player)


OPEN_STATUSES = ("lobby", "active")


def choice_label(game: str, status: str, locale: object | None) -> str:
    """What follows "#<id> " in a game's autocomplete line."""
    return t(
        "game.choice", locale, game=t(f"game.{game}", locale), status=t(f"status.{status}", locale)
    )


def typed_matches(current: str, locale: object | None) -> list[GameMatch] | None:
    """Which games' lines "#<id> <label>" contain `current` (ignoring case), as conditions
    the database can check: in the label, in "#<id>", or across the space between them.
    None: every game (nothing typed)."""
    typed = current.lower()
    if not typed:
        return None
    labels = {
        (plugin.name, status): choice_label(plugin.name, status, locale).lower()
        for plugin in plugins.all_plugins()
        for status in OPEN_STATUSES
    }
    matches = [GameMatch(kinds=tuple(k for k, label in labels.items() if typed in label))]
    digits = typed.removeprefix("#")
    if digits.isascii() and digits.isdecimal():
        # Within "#<id>": after "#" the id starts with the digits, else it contains them.
        matches.append(GameMatch(id_like=f"{digits}%" if typed.startswith("#") else f"%{digits}%"))
    elif typed == "#":
        matches.append(GameMatch())
    head, space, tail = typed.partition(" ")
    digits = head.removeprefix("#")
    if space and (not digits or (digits.isascii() and digits.isdecimal())):
        # Across the space: "#<id>" ends with the head (is it, after "#"), the label starts
        # with the tail.
        kinds = tuple(k for k, label in labels.items() if label.startswith(tail))
        matches.append(
            GameMatch(id_like=digits if head.startswith("#") else f"%{digits}", kinds=kinds)
        )
    return matches


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The server's lobbies and games in progress whose line contains what was typed: the
    member's own first, newest first; at most 25, read through indexes (never every game)."""
    guild = interaction.guild_id
    if guild is None:
        return []  # the game commands are for servers only
    matches = typed_matches(current, interaction.locale)
    storage = _storage(interaction)
    user = str(interaction.user.id)
    mine = await storage.open_games(guild, member=user, matches=matches, limit=MAX_AUTOCOMPLETE)
    seen = {row.id for row in mine}
    others = await storage.open_games(guild, matches=matches, limit=MAX_AUTOCOMPLETE + len(mine))
    rows = mine + [row for row in others if row.id not in seen]
    return [
        app_commands.Choice(
            name=f"#{row.id} {choice_label(row.game, row.status, interaction.locale)}"[:100],
            value=str(row.id),
        )
        for row in rows[:MAX_AUTOCOMPLETE]
    ]


async def open_games(interaction: discord.Interaction) -> list[Suggestion]:
    """Every lobby and game in progress of the server, as the `game` option shows them: its
    autocomplete reads only those whose line holds what was typed (through indexes), so a
    game is found by typing its number or its line."""
    if interaction.guild_id is None:
        return []
    rows = await _storage(interaction).open_games(interaction.guild_id, limit=10_000)
    return [
        Suggestion(
            str(row.id), f"#{row.id} {choice_label(row.game, row.status, interaction.locale)}"
        )
        for row in rows
    ]


game_autocomplete.universe = open_games  # type: ignore[attr-defined]


async def seats_of_game(interaction: discord.Interaction) -> list[Suggestion]:
    """The seats of the game the command points at: names shown, engine player ids sent."""
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return []
    seats = await _storage(interaction).seats(game_id)
    return [Suggestion(seat.player, clean_name(seat.name)) for seat in seats]


def is_manager(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def require_host(interaction: discord.Interaction, row: GameRow) -> None:
    if row.host_id != interaction.user.id and not is_manager(interaction):
        raise UserFacing("err.no_permission")


seat_autocomplete = autocomplete(seats_of_game)
