"""/santafe track, pass and buy, with autocomplete of legal moves only."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import table
from bot.core import WhistlestopBot
from bot.errors import NotSeated, UserFacing
from bot.lookup import at_seat, game_autocomplete, resolve_game
from bot.picker import action_ref, is_ref
from bot.sessions import Session
from bot.suggest import Found, OutOfTurn, Suggestion, autocomplete
from bot.translation import ls
from cogs.santafe import labels

SIMPLE_TYPES = ("end_turn", "pass", "no_purchase", "stop_drawing")


def parse_placement(value: str) -> str:
    """The `to` option: a reference to one legal placement, as autocomplete offers it. A
    placement typed by hand is refused: it would not say which decision it answers, so a
    repeated command could lay a second tile."""
    if not is_ref(value):
        raise UserFacing("err.pick_from_list")
    return value


Legal = tuple[list[dict[str, Any]], int, dict[str, Any]]


async def _legal(interaction: discord.Interaction) -> Legal | OutOfTurn | None:
    """The user's legal actions in the game this interaction points at, their move
    count (references carry it) and their own view (for prices and positions)."""

    def read(s: Session, player: str) -> Legal:
        assert s.game is not None
        return s.game.legal_actions(player), s.loaded.token(player), s.game.view(player)

    return await at_seat(interaction, read)


async def railroads(interaction: discord.Interaction) -> Found:
    """The railroads of the command's moves: those with a tile to lay (or to buy, /santafe
    buy), by name and abbreviation."""
    found = await _legal(interaction)
    if not isinstance(found, tuple):
        return found
    legal, _, _ = found
    wanted = "buy_tile" if interaction.command and interaction.command.name == "buy" else "track"
    seen = dict.fromkeys(a["railroad"] for a in legal if a.get("type") == wanted)
    return [Suggestion(rr, labels.railroad(rr), (rr,)) for rr in seen]


async def placements(interaction: discord.Interaction) -> Found:
    """Every legal placement ("SF: Chicago → Kansas City (1 of 3) · $1 (river)"), of the
    railroad typed if it is one, as references (as the picker's)."""
    found = await _legal(interaction)
    if not isinstance(found, tuple):
        return found
    legal, token, view = found
    return placement_choices(legal, token, view, interaction.namespace.railroad, interaction.locale)


def placement_choices(
    legal: list[dict[str, Any]],
    token: int,
    view: dict[str, Any] | None,
    railroad: str | None,
    locale: object | None = None,
) -> list[Suggestion]:
    """The `to` values: every legal placement of `railroad`, or of every railroad while none
    of them is chosen, each by its label and its railroad's abbreviation."""
    tracks = [a for a in legal if a.get("type") == "track"]
    if any(a.get("railroad") == railroad for a in tracks):
        tracks = [a for a in tracks if a.get("railroad") == railroad]
    return [
        Suggestion(action_ref(token, a), labels.label(a, locale, view=view), (str(a["railroad"]),))
        for a in tracks
    ]


railroad_autocomplete = autocomplete(railroads)
to_autocomplete = autocomplete(placements)


class SantaFeCog(commands.Cog):
    santafe = app_commands.Group(name="santafe", description=ls("cmd.santafe"), guild_only=True)

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    @santafe.command(name="track", description=ls("cmd.santafe.track"))
    @app_commands.describe(
        railroad=ls("opt.santafe.railroad"), to=ls("opt.santafe.to"), game=ls("opt.game")
    )
    @app_commands.autocomplete(
        railroad=railroad_autocomplete, to=to_autocomplete, game=game_autocomplete
    )
    async def track(
        self,
        interaction: discord.Interaction,
        to: str,
        railroad: str | None = None,
        game: str | None = None,
    ) -> None:
        # `to` comes first and names the railroad too ("SF: Chicago → Kansas City"); `railroad`
        # only narrows what `to` offers. The reference in `to` decides the move.
        game_id = await resolve_game(interaction, game)
        if railroad is not None and len(railroad) > 20:
            raise UserFacing("err.bad_value")
        if not is_ref(to):
            await self._no_placement(game_id, str(interaction.user.id))
        await self.bot.flow.perform(interaction, game_id, parse_placement(to), None, refresh=False)

    async def _no_placement(self, game_id: int, user: str) -> None:
        """A placement typed by hand: "pick one of the suggestions" only when there are some;
        out of turn, whose turn it is; with no track to lay, that."""
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            if s.game is None or s.row.status != "active":
                raise UserFacing("err.game_not_active")
            legal = s.game.legal_actions(player)
            if not legal:
                raise table.not_your_turn(s)
            if not any(a.get("type") == "track" for a in legal):
                raise UserFacing("err.no_suggestions")

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
    @app_commands.describe(railroad=ls("opt.santafe.railroad"), game=ls("opt.game"))
    @app_commands.autocomplete(railroad=railroad_autocomplete, game=game_autocomplete)
    async def buy(
        self, interaction: discord.Interaction, railroad: str, game: str | None = None
    ) -> None:
        game_id = await resolve_game(interaction, game)
        if len(railroad) > 20:
            raise UserFacing("err.bad_value")
        action = {"type": "buy_tile", "railroad": railroad}
        await self.bot.flow.perform(interaction, game_id, action, None, refresh=False)
