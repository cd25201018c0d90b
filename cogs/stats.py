"""Ratings, history and stats: /game leaderboard, /game stats, /game history and
/game leaderboard_optout (bot/ratings.py keeps the numbers). Names no game: games are named by
their catalog title, and a game's own line of stats comes from its presenter.

Answers are public (shared like a scoreboard) and never ping: names are escaped and sent with
no mentions allowed. Paging buttons are persistent components (bot/ui.py): they carry the game
or member and the page, so they work after a restart.
"""

from __future__ import annotations

import asyncio
import io
import logging
import math
from typing import TYPE_CHECKING, Any

import discord
from babel.numbers import format_decimal
from discord import app_commands
from discord.ext import commands

from bot import plugins, ratings
from bot.errors import UserFacing
from bot.table import computer_number, escape
from bot.translation import ls
from bot.ui import Click, GameButton, view_of
from cogs.lobby_message import game_kind_autocomplete
from text import join, language, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.stats")

BOARD_PAGE = 10
HISTORY_PAGE = 5
# Computer policies with a name in the catalogs (cpu.level.*).
CPU_LEVELS = ("heuristic", "strong", "random")
CHART_LINES = 5
NO_PINGS = discord.AllowedMentions.none()
MESSAGE_LIMIT = 2000


def _pages(total: int, size: int) -> int:
    return max(1, math.ceil(total / size))


def _page_buttons(kind: str, token: str, page: int, pages: int, locale: Any) -> list[Any]:
    """Previous / next, each carrying the page it leads to (row 1, under any other buttons)."""
    items: list[Any] = []
    if page > 0:
        items.append(
            GameButton(0, kind, token, str(page - 1), label=t("btn.board.prev", locale), row=1)
        )
    if page + 1 < pages:
        items.append(
            GameButton(0, kind, token, str(page + 1), label=t("btn.board.next", locale), row=1)
        )
    return items


def _fit(text: str) -> str:
    """At most a message's 2,000 characters (long names on a full page), cut at a line."""
    if len(text) <= MESSAGE_LIMIT:
        return text
    return text[: MESSAGE_LIMIT - 1].rsplit("\n", 1)[0] + "\n…"


def _guild_id(interaction: discord.Interaction) -> int:
    # The /game group is guild-only, and its messages live in a server's channels.
    assert interaction.guild_id is not None
    return interaction.guild_id


class StatsCommands(commands.Cog):
    bot: WhistlestopBot

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.bot.register_component("board", self.on_board_page)
        self.bot.register_component("hist", self.on_history_page)
        super().__init__(*args, **kwargs)

    # ---------------------------------------------------------------- names
    def rated_name(self, guild: discord.Guild | None, rated: str, stored: str, locale: Any) -> str:
        """A rated one's name, escaped: a computer level, else the member's name in the
        server now, else the one they had in their latest game."""
        if rated.startswith("cpu:"):
            policy = rated.split(":", 1)[1]
            # A level people chose by name ("easy", "strong") reads as they chose it.
            level = t(f"cpu.level.{policy}", locale) if policy in CPU_LEVELS else escape(policy)
            return t("ratings.cpu", locale, level=level)
        member = guild.get_member(int(rated)) if guild and rated.isdigit() else None
        return escape(member.display_name if member is not None else stored)

    def seat_name(self, guild: discord.Guild | None, seat: ratings.HistorySeat, locale: Any) -> str:
        """A seat of a finished game in the reader's language: a computer by its number and
        level ("Ordinateur 2 (fort)"), a member as `rated_name` says."""
        number = computer_number(seat.player)
        if number is None or not seat.rated.startswith("cpu:"):
            return self.rated_name(guild, seat.rated, seat.name, locale)
        policy = seat.rated.split(":", 1)[1]
        if policy not in CPU_LEVELS:
            return t("cpu.name", locale, n=number)
        level = t(f"cpu.level.{policy}", locale)
        return t("cpu.name_level", locale, n=number, level=level)

    # ---------------------------------------------------------- leaderboard
    @app_commands.command(name="leaderboard", description=ls("cmd.game.leaderboard"))
    @app_commands.describe(game=ls("opt.leaderboard.game"))
    @app_commands.autocomplete(game=game_kind_autocomplete)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        guild_id = _guild_id(interaction)
        if plugins.get(game) is None:
            raise UserFacing("err.board.unknown_game", name=escape(game[:40]))
        content, view = await self.board_page(interaction, guild_id, game, 0)
        file = await self.board_chart(interaction, guild_id, game)
        kwargs: dict[str, Any] = {"allowed_mentions": NO_PINGS}
        if view is not None:
            kwargs["view"] = view
        if file is not None:
            kwargs["file"] = file
        await interaction.response.send_message(content, **kwargs)

    async def board_page(
        self, interaction: discord.Interaction, guild_id: int, game: str, page: int
    ) -> tuple[str, discord.ui.View | None]:
        """A page of the leaderboard; past its end (the board shrank since the page was
        posted: someone opted out or left), the last page there is."""
        locale = interaction.locale
        title = t(f"game.{game}", locale)
        rows, total = await ratings.board(
            self.bot.storage, guild_id, game, offset=page * BOARD_PAGE, limit=BOARD_PAGE
        )
        pages = _pages(total, BOARD_PAGE)
        if not rows and total:
            page = pages - 1
            rows, total = await ratings.board(
                self.bot.storage, guild_id, game, offset=page * BOARD_PAGE, limit=BOARD_PAGE
            )
        heading = f"**{t('board.title', locale, game=title)}**"
        if not rows:
            return f"{heading}\n{t('board.empty', locale, game=title)}", None
        lines = [
            t(
                "board.line",
                locale,
                rank=row.rank,
                name=self.rated_name(interaction.guild, row.rated, row.name, locale),
                rating=ratings.shown(row.rating),
                games=row.games,
                wins=row.wins,
            )
            for row in rows
        ]
        footer = t("board.footer", locale, page=page + 1, pages=pages)
        buttons = _page_buttons("board", game, page, pages, locale)
        text = _fit("\n".join([heading, *lines, "", footer]))
        return text, view_of(*buttons) if buttons else None

    async def board_chart(
        self, interaction: discord.Interaction, guild_id: int, game: str
    ) -> discord.File | None:
        """The top players' rating over their latest games, with its alt text; their places
        are the leaderboard's (equal ratings share one)."""
        rows, _ = await ratings.board(self.bot.storage, guild_id, game, limit=CHART_LINES)
        if not rows:
            return None
        locale = interaction.locale
        curves = await ratings.curves(self.bot.storage, guild_id, game, [r.rated for r in rows])
        names = [
            self.rated_name(interaction.guild, row.rated, row.name, locale).replace("\\", "")
            for row in rows
        ]
        series = [(name, curves[row.rated]) for name, row in zip(names, rows, strict=True)]
        title = t(f"game.{game}", locale)

        from render.charts import rating_chart_png

        lang = language(locale)

        def number(value: float) -> str:
            return format_decimal(ratings.shown(value), format="#,##0.#", locale=lang)

        def legend(rank: int, name: str, rating: str) -> str:
            return t("board.chart.legend", locale, rank=rank, name=name, rating=rating)

        data = await asyncio.to_thread(
            rating_chart_png,
            series,
            title=t("board.chart.title", locale, game=title),
            axis=t("board.chart.axis", locale),
            number=number,
            legend=legend,
            ranks=[row.rank for row in rows],
        )
        entries = [
            t("board.chart.entry", locale, name=name, rating=ratings.shown(row.rating))
            for name, row in zip(names, rows, strict=True)
        ]
        alt = t("board.chart.alt", locale, game=title, lines=join(entries, locale))
        return discord.File(io.BytesIO(data), filename="ratings.png", description=alt[:1024])

    async def on_board_page(self, interaction: discord.Interaction, click: Click) -> None:
        guild_id = _guild_id(interaction)
        if plugins.get(click.token) is None or not click.arg.isdigit():
            raise UserFacing("err.stale_prompt")
        content, view = await self.board_page(interaction, guild_id, click.token, int(click.arg))
        # The chart is drawn again: the board may have changed since it was posted (someone
        # opted out: never left on it), or be empty now (no chart).
        chart = await self.board_chart(interaction, guild_id, click.token)
        await interaction.response.edit_message(
            content=content,
            view=view,
            attachments=[chart] if chart is not None else [],
            allowed_mentions=NO_PINGS,
        )

    # ---------------------------------------------------------------- stats
    @app_commands.command(name="stats", description=ls("cmd.game.stats"))
    @app_commands.describe(member=ls("opt.stats.member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        guild_id = _guild_id(interaction)
        locale = interaction.locale
        who = member or interaction.user
        name = escape(who.display_name)
        rows = await ratings.stats(self.bot.storage, guild_id, str(who.id))
        if not rows:
            await interaction.response.send_message(
                t("stats.none", locale, name=name), allowed_mentions=NO_PINGS
            )
            return
        lines = [f"**{t('stats.title', locale, name=name)}**"]
        for row in rows:
            if abs(row.trend) < 0.05:
                trend = t("stats.trend.flat", locale)
            else:
                key = "stats.trend.up" if row.trend > 0 else "stats.trend.down"
                trend = t(key, locale, change=round(abs(row.trend), 1))
            lines.append(
                t(
                    "stats.line",
                    locale,
                    game=t(f"game.{row.game}", locale),
                    games=row.games,
                    wins=row.wins,
                    place=round(row.average_place, 1),
                    rating=round(row.rating, 1),
                    trend=trend,
                )
            )
            plugin = plugins.get(row.game)
            extra = plugin.presenter.stats_line(row.details, locale) if plugin else None
            if extra:
                lines.append(f"-# {extra}")
        await interaction.response.send_message(_fit("\n".join(lines)), allowed_mentions=NO_PINGS)

    # -------------------------------------------------------------- history
    @app_commands.command(name="history", description=ls("cmd.game.history"))
    @app_commands.describe(member=ls("opt.stats.member"))
    async def history(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        guild_id = _guild_id(interaction)
        who = member or interaction.user
        content, view = await self.history_page(interaction, guild_id, str(who.id), 0)
        kwargs: dict[str, Any] = {"allowed_mentions": NO_PINGS}
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(content, **kwargs)

    async def history_page(
        self, interaction: discord.Interaction, guild_id: int, user_id: str, page: int
    ) -> tuple[str, discord.ui.View | None]:
        locale = interaction.locale
        guild = interaction.guild
        member = guild.get_member(int(user_id)) if guild else None
        games, total = await ratings.history(
            self.bot.storage, guild_id, user_id, offset=page * HISTORY_PAGE, limit=HISTORY_PAGE
        )
        if member is not None:
            name = escape(member.display_name)
        else:
            mine = [s.name for g in games for s in g.seats if s.rated == user_id]
            name = escape(mine[0] if mine else user_id)
        if not games:
            return t("history.none", locale, name=name), None
        lines = [f"**{t('history.title', locale, name=name)}**"]
        replays: list[Any] = []
        for game in games:
            link = (
                f"<#{game.thread_id}>"
                if game.thread_id is not None
                else t("history.no_thread", locale)
            )
            lines.append(
                t(
                    "history.game",
                    locale,
                    game=t(f"game.{game.game}", locale),
                    id=game.game_id,
                    when=f"<t:{game.finished_at}:d>",
                    link=link,
                )
            )
            seats = []
            for seat in game.seats:
                key = {"resigned": "history.seat.resigned", "left": "history.seat.left"}.get(
                    seat.outcome, "history.seat"
                )
                seat_name = self.seat_name(guild, seat, locale)
                seats.append(t(key, locale, place=seat.place, name=seat_name, score=seat.score))
            # A row of results, not a sentence: the same separator in every language.
            lines.append("-# " + " · ".join(seats))
            plugin = plugins.get(game.game)
            if plugin is not None and plugin.renders:
                replays.append(
                    GameButton(
                        game.game_id,
                        "replay",
                        label=t("btn.history.replay", locale, id=game.game_id),
                        row=0,
                    )
                )
        pages = _pages(total, HISTORY_PAGE)
        lines += ["", t("history.footer", locale, page=page + 1, pages=pages)]
        items = replays + _page_buttons("hist", user_id, page, pages, locale)
        return _fit("\n".join(lines)), view_of(*items) if items else None

    async def on_history_page(self, interaction: discord.Interaction, click: Click) -> None:
        guild_id = _guild_id(interaction)
        if not (click.token.isdigit() and click.arg.isdigit()):
            raise UserFacing("err.stale_prompt")
        content, view = await self.history_page(interaction, guild_id, click.token, int(click.arg))
        await interaction.response.edit_message(
            content=content, view=view, allowed_mentions=NO_PINGS
        )

    # ------------------------------------------------------------- opt out
    @app_commands.command(name="leaderboard_optout", description=ls("cmd.game.leaderboard_optout"))
    @app_commands.describe(hide=ls("opt.optout.hide"))
    async def leaderboard_optout(self, interaction: discord.Interaction, hide: bool = True) -> None:
        await ratings.set_opt_out(self.bot.storage, str(interaction.user.id), hide)
        key = "ok.optout.hidden" if hide else "ok.optout.shown"
        await interaction.response.send_message(t(key, interaction.locale), ephemeral=True)

    # -------------------------------------------------------------- people
    @commands.Cog.listener("on_raw_member_remove")
    async def hide_departed(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member who left the server is off its leaderboards until they come back."""
        await ratings.set_departed(self.bot.storage, payload.guild_id, str(payload.user.id), True)

    @commands.Cog.listener("on_member_join")
    async def show_returned(self, member: discord.Member) -> None:
        await ratings.set_departed(self.bot.storage, member.guild.id, str(member.id), False)
