"""A member's own settings, for every game and server: `/game me` (time zone by autocomplete
over zoneinfo's names, quiet hours as a range on their own clock), and the button of the
question asked once in a DM, which offers the zones their Discord language suggests."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

import discord
from discord import app_commands
from discord.ext import commands

from bot import quiet
from bot.errors import UserFacing
from bot.letters import zone_picker
from bot.storage import MemberPrefs
from bot.suggest import Suggestion, autocomplete
from bot.translation import ls
from bot.ui import Click
from text import t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.personal")


async def zone_universe(interaction: discord.Interaction) -> list[Suggestion]:
    """Every time zone, those of the member's language first, then the common ones; found by
    any word of its name (a city, a region), with or without underscores."""
    ordered = dict.fromkeys([*quiet.likely(interaction.locale), *quiet.zones()])
    return [Suggestion(zone, zone.replace("_", " "), (zone,)) for zone in ordered]


zone_autocomplete = autocomplete(zone_universe)


def describe(prefs: MemberPrefs, now: datetime, locale: object) -> str:
    """A member's settings, as `/game me` shows them."""
    lines = [t("me.title", locale)]
    if prefs.time_zone is None:
        lines.append(t("me.zone.none", locale))
    else:
        local = now.astimezone(ZoneInfo(prefs.time_zone))
        lines.append(t("me.zone", locale, zone=prefs.time_zone, now=local.strftime("%H:%M")))
    if prefs.quiet_start is None or prefs.quiet_end is None:
        lines.append(t("me.quiet.none", locale))
    else:
        start, end = quiet.clock_text(prefs.quiet_start), quiet.clock_text(prefs.quiet_end)
        lines.append(t("me.quiet", locale, start=start, end=end))
    lines.append(t("me.explain", locale))
    return "\n".join(lines)


class PersonalCommands(commands.Cog):
    bot: WhistlestopBot

    @app_commands.command(name="me", description=ls("cmd.game.me"))
    @app_commands.describe(time_zone=ls("opt.time_zone"), quiet_hours=ls("opt.quiet_hours"))
    @app_commands.autocomplete(time_zone=zone_autocomplete)
    async def me(
        self,
        interaction: discord.Interaction,
        time_zone: app_commands.Range[str, 1, 60] | None = None,
        quiet_hours: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        user = str(interaction.user.id)
        old = (await self.bot.storage.member_prefs([user])).get(user) or MemberPrefs(user)
        # Both read and checked before anything is stored.
        zone = quiet.zone_named(time_zone) if time_zone is not None else old.time_zone
        hours = (old.quiet_start, old.quiet_end)
        if quiet_hours is not None:
            hours = quiet.parse_range(quiet_hours) or (None, None)
        elif old.time_zone is None and old.quiet_start is None:
            hours = quiet.DEFAULT_QUIET  # a zone set for the first time: nights are quiet
        if hours[0] is not None and zone is None:
            raise UserFacing("err.me.quiet_no_zone")
        new = MemberPrefs(user, zone, hours[0], hours[1], True)
        changed = time_zone is not None or quiet_hours is not None
        if changed:
            await self.bot.storage.put_member_prefs(new)
        text = describe(new if changed else old, self.bot.clock(), interaction.locale)
        if changed:
            text = t("settings.saved", interaction.locale) + "\n" + text
        await interaction.response.send_message(text, ephemeral=True)
        if changed:
            await self.repace(user)

    async def repace(self, user: str) -> None:
        """The member's deadlines and reminders may have moved: the games waiting on them look
        again (their pins show the new times)."""
        for row in await self.bot.storage.games_awaiting(user):
            try:
                await self.bot.cadence.check_game(row.id)
            except Exception:
                log.exception("game %s: could not look again after new quiet hours", row.id)

    async def on_zone(self, interaction: discord.Interaction, click: Click) -> None:
        """The button of the DM that asked: the zones the member's language suggests."""
        locale = interaction.locale
        await interaction.response.send_message(
            t("me.pick", locale), view=zone_picker(click.game_id, locale), ephemeral=True
        )

    async def on_zone_set(self, interaction: discord.Interaction, click: Click) -> None:
        """A zone picked: set, with the quiet hours the member had or the default ones."""
        zone = quiet.zone_named(click.values[0] if click.values else "")
        user = str(interaction.user.id)
        old = (await self.bot.storage.member_prefs([user])).get(user) or MemberPrefs(user)
        start, end = old.quiet_start, old.quiet_end
        if start is None or end is None:
            start, end = quiet.DEFAULT_QUIET
        await self.bot.storage.put_member_prefs(MemberPrefs(user, zone, start, end, True))
        text = t(
            "me.zone_set",
            interaction.locale,
            zone=zone,
            start=quiet.clock_text(start),
            end=quiet.clock_text(end),
        )
        await interaction.response.edit_message(content=text, view=None)
        await self.repace(user)
