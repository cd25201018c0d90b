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
from bot.lookup import game_autocomplete, read_seat, resolve_game
from bot.sessions import Session
from bot.translation import ls
from cogs.cardrails import present
from engine.core import Game, IllegalAction
from text import join, t

MAX_CHOICES = 25
# Option values: a placement "E4@180", a cube "green@E2".
Slot = tuple[str, dict[str, Any] | None, bool]  # (kind, the typed action or None, optional)


def _clone(game: Game) -> Game:
    """A copy to try moves on; the card set never changes, so it is shared."""
    memo: dict[int, Any] = {}
    board = getattr(game, "board", None)
    if board is not None:
        memo[id(board)] = board
    return copy.deepcopy(game, memo)


def _steps(game: Game, player: str, actions: list[dict[str, Any]]) -> Game:
    """A copy of the game with `actions` applied (IllegalAction names the first one refused)."""
    trial = _clone(game)
    for action in actions:
        trial.apply(player, action)
    return trial


def _turn_done(game: Game, player: str, turn: int) -> bool:
    """Has the turn started at `turn` ended (or may it end now with `stop`)?"""
    if game.is_over or getattr(game, "turn", turn) != turn:
        return True
    return {"type": "stop"} in game.legal_actions(player)


def _finish(
    game: Game,
    player: str,
    turn: int,
    slots: list[Slot],
    done: list[dict[str, Any]],
    strict: bool = False,
) -> list[dict[str, Any]] | None:
    """The first way to fill the command's remaining slots (typed values fixed, empty ones
    free, or left out when `strict`) that makes a whole turn, as the actions to apply (with
    `stop` if the turn needs it); None when there is none. Moves are tried on copies only."""
    if not slots:
        if game.is_over or getattr(game, "turn", turn) != turn:
            return done
        if {"type": "stop"} in game.legal_actions(player):
            return [*done, {"type": "stop"}]
        return None  # a half turn: a cube still owed, or a swap to make
    kind, action, optional = slots[0]
    if optional and action is None:
        found = _finish(game, player, turn, slots[1:], done, strict)
        if found is not None or strict:
            return found
    if game.is_over or getattr(game, "turn", turn) != turn:
        return None  # the turn ended before every typed value was used
    if action is not None:
        choices = [action]
    else:
        choices = [a for a in game.legal_actions(player) if a["type"] == kind]
    for choice in choices:
        try:
            trial = _steps(game, player, [choice])
        except IllegalAction:
            continue
        found = _finish(trial, player, turn, slots[1:], [*done, choice], strict)
        if found is not None:
            return found
    return None


def _build_turn(
    game: Game,
    player: str,
    card: str | None,
    place: dict[str, Any] | None,
    first: dict[str, Any] | None,
    second: dict[str, Any] | None,
    strict: bool = False,
) -> list[dict[str, Any]] | None:
    """A whole build turn with these values (None: any, or none at all when `strict`: the
    command makes exactly what was typed), or None. The card may be laid before the first cube
    or after it (R5); a turn that enters a swap hex is not one command."""
    turn = int(getattr(game, "turn", 0))
    start: list[dict[str, Any]] = []
    if game.view(player).get("step") == "card":
        cards = [card] if card else [a["card"] for a in game.legal_actions(player)]
        for c in cards:
            try:
                trial = _steps(game, player, [{"type": "card", "card": c}])
            except IllegalAction:
                continue
            found = _build_turn(trial, player, None, place, first, second, strict)
            if found is not None:
                return [{"type": "card", "card": c}, *found]
        return None
    orders: list[list[Slot]] = [
        [("place", place, True), ("build", first, False), ("build", second, True)],
        [("build", first, False), ("place", place, place is None), ("build", second, True)],
    ]
    for slots in orders:
        found = _finish(game, player, turn, slots, start, strict)
        if found is not None:
            return found
    return None


def _card_step(game: Game, player: str, card: str | None) -> list[dict[str, Any]]:
    """The card action this command starts with (none if a card is already in play)."""
    view = game.view(player)
    if view.get("step") != "card":
        return []
    if not card:
        raise UserFacing("cr.err.card_needed")
    return [{"type": "card", "card": card}]


async def _table(interaction: discord.Interaction) -> tuple[Game, str] | None:

    def read(s: Session, player: str) -> tuple[Game, str] | None:
        if s.game is None or s.game.name != "cardrails":
            return None
        if player not in s.game.active_players():
            return None
        return _clone(s.game), player

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
        "place": _typed(ns.place, _place_action),
        "first": _typed(ns.hex, _build_action),
        "second": _typed(ns.hex2, _build_action),
    }


def _candidates(
    game: Game, player: str, kind: str, before: list[list[dict[str, Any]]]
) -> list[dict[str, Any]]:
    """Actions of one kind listed after any of the given openings (each a list of moves)."""
    out: list[dict[str, Any]] = []
    for opening in before:
        try:
            trial = _steps(game, player, opening)
        except IllegalAction:
            continue
        out += [a for a in trial.legal_actions(player) if a["type"] == kind and a not in out]
    return out


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
            if _build_turn(game, player, **values) is None:
                continue  # no whole build turn with this card and the values typed
        pairs.append((a["card"], present.card(a["card"], interaction.locale)))
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


def _build_options(interaction: discord.Interaction, game: Game, player: str, field: str) -> list:
    """The values of one /cardrails build option that complete a whole turn together with the
    values already typed (the option's own text aside)."""
    try:
        values = _build_values(interaction)
        opening = _card_step(game, player, values["card"])
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
    for action in _candidates(game, player, kind, openings):
        if _build_turn(game, player, **{**values, field: action}) is not None:
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


def _refuse_half_turn(
    game: Game,
    player: str,
    card: str | None,
    place: dict[str, Any] | None,
    first: dict[str, Any],
    second: dict[str, Any] | None,
) -> None:
    """Why these values make no whole turn: the rule the first refused move breaks, or what the
    turn would still wait for. Always raises; nothing is applied."""
    opening = _card_step(game, player, card)
    orders = [[place, first, second]]
    if place is not None:
        orders.append([first, place, second])
    error: IllegalAction | None = None
    turn = int(getattr(game, "turn", 0))
    for order in orders:
        trial = _steps(game, player, opening)
        try:
            for action in (a for a in order if a is not None):
                if trial.is_over or getattr(trial, "turn", turn) != turn:
                    raise UserFacing("cr.err.extra_cube")
                trial.apply(player, action)
        except IllegalAction as refused:
            error = error or refused
            continue
        view = trial.view(player)
        if view.get("step") in ("swap_give", "swap_take"):
            raise UserFacing("cr.err.half_turn_swap")
        pending = view.get("pending") or {}
        if pending.get("card_played"):
            hexes = join(pending.get("completed") or [], None)
            raise UserFacing("cr.err.half_turn_cube", hexes=hexes)
        raise UserFacing("cr.err.half_turn")
    assert error is not None
    raise error


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
                raise NotYourTurn()
            if whole is not None:
                actions = whole(live, player)
            else:
                actions = _card_step(live, player, card) + rest
                _steps(live, player, actions)  # IllegalAction here changes nothing
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
        typed = (
            _place_action(place) if place else None,
            _build_action(hex),
            _build_action(hex2) if hex2 else None,
        )

        def whole(live: Game, player: str) -> list[dict[str, Any]]:
            if live.view(player).get("step") == "card" and not card:
                raise UserFacing("cr.err.card_needed")
            found = _build_turn(live, player, card or None, *typed, strict=True)
            if found is None:
                _refuse_half_turn(live, player, card or None, *typed)
            assert found is not None
            return found

        await self._turn(interaction, game, card, [], whole)
