"""Who sits where, how they are named and reached: the small helpers every part of the bot uses.

Display names are member-supplied: they are escaped (markdown, mentions) wherever they are put
into a message, so a member named `@everyone` or `**x**` pings nobody and renders as typed, and
cleaned (text/names.py), so bidi controls and invisible characters cannot reorder or hide the
bot's own words.
"""

from __future__ import annotations

from typing import Any, Protocol

import discord

from bot import thinking
from bot.errors import NotYourTurn, UserFacing
from bot.loaded import Loaded
from bot.plugins import GamePlugin
from bot.plugins import get as get_plugin
from bot.storage import GameRow, Seat
from text import clean_name, isolate, t


class OpenGame(Protocol):
    """What these helpers read of a game open in a session (bot/session.py): its row and
    what is loaded of it (seats, the engine game)."""

    loaded: Loaded

    @property
    def row(self) -> GameRow: ...


# Messages may ping users only, never @everyone, @here or roles.
ALLOWED_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True)


def escape(text: str) -> str:
    """Member-supplied text, safe inside a message: no markdown, no mentions, no bidi control
    or invisible character, a right-to-left name isolated from the words around it."""
    text = discord.utils.escape_markdown(clean_name(text, fallback=""))
    return isolate(discord.utils.escape_mentions(text))


def shown_name(name: str) -> str:
    """A stored display name as people see it (cleaned, unescaped): names are compared in
    this form, so two seats that look alike are told apart by their seat number."""
    return clean_name(name)


def mention(user: str | None) -> str:
    return f"<@{user}>" if user and user.isdigit() else escape(user or "")


def plugin_of(s: OpenGame) -> GamePlugin:
    plugin = get_plugin(s.row.game)
    if plugin is None:
        raise UserFacing("err.no_engine")
    return plugin


def lang(s: OpenGame) -> str:
    """The language of the game's public messages and images (chosen at /game new)."""
    return s.row.language


def title(s: OpenGame, locale: object | None = None) -> str:
    return t(f"game.{s.row.game}", locale if locale is not None else s.row.language)


def numbered(title: str, game_id: int, locale: object | None) -> str:
    """A game named with its number, as the language writes it: "<game> #3", "<jeu> n° 3"."""
    return t("game.numbered", locale, game=title, id=game_id)


def dm_header(s: OpenGame, locale: object | None) -> str:
    """The first line of a DM about the game: which game, and its thread."""
    return t("dm.header", locale, game=title(s, locale), id=s.row.id, link=thread_link(s))


def name(s: OpenGame, player: str) -> str:
    """The seat's display name, escaped for a message; two seats with one name are told apart
    by their seat number."""
    seat = s.loaded.seat(player)
    if seat is None:
        return escape(player)
    return escape(raw_names(s)[seat.player])


def name_with_level(s: OpenGame, player: str, locale: object | None = None) -> str:
    """The seat's name where a computer's level matters (the lobby, the status, the result):
    "Computer 2 (strong)" when the game offers levels; else as `name` says it."""
    seat = s.loaded.seat(player)
    level = computer_level(s.row.game, seat) if seat is not None else None
    if seat is None or level is None:
        return name(s, player)
    return escape(seat_name(seat, locale if locale is not None else s.row.language, level))


def computer_number(player: str) -> int | None:
    """The number of a computer seat ("cpu:2": the second computer added), else None."""
    kind, _, number = player.partition(":")
    return int(number) if kind == "cpu" and number.isdigit() else None


def seat_name(seat: Seat, locale: object | None, level: str | None = None) -> str:
    """A seat's name as people read it, unescaped: a computer's in the reader's language
    ("Ordinateur 2", with its level's name after it when `level` is given), whatever language
    its game had when it sat down; a member's as stored."""
    number = computer_number(seat.player)
    if number is None:
        return shown_name(seat.name)
    if level is None:
        return t("cpu.name", locale, n=number)
    return t("cpu.name_level", locale, n=number, level=t(f"cpu.level.{level}", locale))


def computer_level(game: str, seat: Seat) -> str | None:
    """A computer seat's level when its game offers several (worth saying), else None."""
    plugin = get_plugin(game)
    if plugin is None or computer_number(seat.player) is None:
        return None
    if not thinking.levels(plugin.engine):
        return None
    return seat.policy or thinking.default_policy(plugin.engine)


def raw_names(s: OpenGame) -> dict[str, str]:
    """Display names by player id, unescaped: for images, which draw text, not markdown."""
    lang = s.row.language
    shown = {seat.player: seat_name(seat, lang) for seat in s.loaded.seats}
    names = list(shown.values())
    return {
        seat.player: f"{shown[seat.player]} ({seat.pos + 1})"
        if names.count(shown[seat.player]) > 1
        else shown[seat.player]
        for seat in s.loaded.seats
    }


def not_your_turn(s: OpenGame, player: str | None = None) -> UserFacing:
    """The answer to a move out of turn, saying whose turn it is: the players the game waits
    for (public: the pin names them too, and whom a game waits for never depends on a hidden
    card). A sealed decision names those not locked in yet (as its lock-in list does) and says
    whether `player` has chosen already or has no part in it. A game over says so."""
    game = s.loaded.game
    if game is None or game.is_over or s.row.status != "active":
        return UserFacing("err.game_not_active")
    view = game.view(None)
    seats = view.get("seats") or {}
    awaited = [p for p in game.active_players() if not seats.get(p, {}).get("locked_in")]
    if not awaited:
        return NotYourTurn()
    who = [name(s, p) for p in awaited]
    if view.get("decision") != "sealed":
        return NotYourTurn(who=who)
    locked = player is not None and bool(seats.get(player, {}).get("locked_in"))
    return NotYourTurn(who=who, sealed="locked" if locked else "not_asked")


def ping(s: OpenGame, player: str) -> str:
    """Mention whoever plays the seat now (a replacement, not the seat's first member)."""
    seat = s.loaded.seat(player)
    if seat is None or seat.user is None or seat.left_server:
        return name(s, player)  # a member who left is not pinged any more
    return mention(seat.user)


def thread_link(s: OpenGame) -> str:
    return f"<#{s.row.thread_id}>" if s.row.thread_id else "-"


def stage_title(s: OpenGame, view: dict[str, Any], locale: object | None = None) -> str:
    """ "Round 3" for games with rounds, else the phase as the game names it."""
    locale = locale if locale is not None else s.row.language
    if view.get("round") is not None:
        return t("round.n", locale, round=view["round"])
    return plugin_of(s).presenter.phase_name(view, locale)


async def channel(client: discord.Client, channel_id: int) -> Any:
    found = client.get_channel(channel_id)
    if found is None:
        found = await client.fetch_channel(channel_id)
    return found


async def thread_of(client: discord.Client, s: OpenGame) -> Any:
    return await channel(client, s.row.thread_id or s.row.channel_id)


async def user(client: discord.Client, user_id: str) -> Any:
    uid = int(user_id)
    return client.get_user(uid) or await client.fetch_user(uid)
