"""/game nudge: a seated player reminds the player(s) the game waits for, by DM, saying who
nudged; at most once every NUDGE_HOURS per game (stored, so a restart forgets nothing).

Only whom the game visibly waits for can be nudged: in a sealed decision those not locked in
yet, whom the lock-in list already names; a player away is not nudged (the computer plays for
them, or their clock waits). A nudge that reaches a member in their quiet hours waits for
their end, like any DM that can wait.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import table
from bot.errors import NotSeated, UserFacing
from bot.lookup import game_autocomplete, resolve_game
from bot.session import Session
from bot.storage import epoch, from_epoch, parse_stamp
from bot.times import discord_time
from bot.translation import ls
from bot.ui import GameButton, view_of
from text import join, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.nudge")

# At most one nudge per game in this many hours, whoever nudges: twice a day at most.
NUDGE_HOURS = 12


class NudgeCommands(commands.Cog):
    bot: WhistlestopBot

    @app_commands.command(name="nudge", description=ls("cmd.game.nudge"))
    @app_commands.describe(player=ls("opt.nudge.player"), game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def nudge(
        self,
        interaction: discord.Interaction,
        player: discord.Member | None = None,
        game: str | None = None,
    ) -> None:
        game_id = await resolve_game(interaction, game)
        me = str(interaction.user.id)
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            if s.loaded.player_of(me) is None:
                raise NotSeated()
            s.active  # noqa: B018 - refuses a game that is not in progress
            targets = await self._targets(s, me, player)
            now = self.bot.clock()
            since = epoch(now) - NUDGE_HOURS * 3600
            last = await self.bot.storage.last_nudge(game_id)
            if last is not None and last[0] > since:
                raise self._too_soon(last[0])
            if not await self.bot.storage.claim_nudge(game_id, me, epoch(now), since):
                last = await self.bot.storage.last_nudge(game_id)
                raise self._too_soon(last[0] if last else epoch(now))
            upcoming = discord_time(now + timedelta(hours=NUDGE_HOURS))
            names = join((table.name(s, p) for p in targets), locale)
            await interaction.response.send_message(
                t("nudge.done", locale, names=names, next=upcoming), ephemeral=True
            )
            who = table.escape(interaction.user.display_name)
            for target in targets:
                await self._send(s, target, who)

    async def _targets(self, s: Session, me: str, member: discord.Member | None) -> list[str]:
        """The players the nudge reaches: those the game waits for (not computers, not the
        nudger, not players away); `member` only, if named and awaited."""
        now = self.bot.clock()
        away = await self.bot.storage.away(s.row.id)
        users = {seat.player: seat.user for seat in s.loaded.seats}
        awaited = [
            p
            for p in self.bot.waits.awaited(s)
            if (user := users.get(p)) not in (None, me) and not away.get(user or "", now) > now
        ]
        if member is None:
            if not awaited:
                raise UserFacing("err.nudge.nobody")
            return awaited
        target = s.loaded.player_of(str(member.id))
        if target is None or target not in awaited:
            raise UserFacing("err.nudge.not_awaited", name=table.escape(member.display_name))
        return [target]

    @staticmethod
    def _too_soon(last: int) -> UserFacing:
        when = parse_stamp(from_epoch(last))
        upcoming = discord_time(when + timedelta(hours=NUDGE_HOURS))
        return UserFacing("err.nudge.too_soon", when=discord_time(when), next=upcoming)

    async def _send(self, s: Session, player: str, who: str) -> None:
        """The nudge by DM (held in the member's quiet hours); a mention in the thread if
        their DMs are closed."""
        seat = s.loaded.seat(player)
        if seat is None or seat.user is None:
            return
        reader = self.bot.readers.of(seat.user, table.lang(s))
        presenter = table.plugin_of(s).presenter
        view = s.game.view(None) if s.game is not None else {}
        text = t(
            "nudge.dm",
            reader,
            game=table.title(s, reader),
            id=s.row.id,
            link=table.thread_link(s),
            who=who,
            what=presenter.awaited(view, reader),
        )
        letters = self.bot.prompts
        if not seat.dm_closed:
            if await letters.hold(seat.user, s.row.id, text, "hand"):
                return
            button = GameButton(s.row.id, "hand", label=t("btn.show_hand", reader))
            try:
                member = await table.user(self.bot, seat.user)
                await member.send(text, view=view_of(button))
                return
            except discord.HTTPException:
                log.info("game %s: could not DM a nudge; using the thread", s.row.id)
        lang = table.lang(s)
        mention = table.ping(s, player)
        line = t("nudge.thread", lang, mention=mention, who=who, what=presenter.awaited(view, lang))
        thread = await table.thread_of(self.bot, s)
        await thread.send(line)
