"""The /game commands of every game, assembled from their concerns: the lobby (cogs/lobby.py),
the table (cogs/table.py), running a game (cogs/admin.py), its settings (cogs/settings.py), the
stats (cogs/stats.py). Names no game."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.core import WhistlestopBot
from bot.translation import ls
from cogs.admin import AdminCommands
from cogs.lobby import LobbyCommands
from cogs.nudge import NudgeCommands
from cogs.personal import PersonalCommands
from cogs.rematch import RematchCommands
from cogs.rules import RulesCommands
from cogs.settings import SettingsCommands
from cogs.stats import StatsCommands
from cogs.table import TableCommands

# Components of older versions that carried moves by value; answered "out of date".
STALE_KINDS = ("act", "do", "exch", "rr")


@app_commands.guild_only()
class GameCog(
    LobbyCommands,
    TableCommands,
    AdminCommands,
    SettingsCommands,
    PersonalCommands,
    NudgeCommands,
    RematchCommands,
    StatsCommands,
    RulesCommands,
    commands.GroupCog,
    group_name="game",
    group_description=ls("cmd.game"),
):
    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot
        bot.register_component("lobby", self.on_lobby)
        bot.pins.refresh_lobby = self.refresh_lobby
        bot.register_component("hand", self.on_hand)
        bot.register_component("panel", self.on_panel)
        bot.register_component("pick", self.on_pick)
        bot.register_component("deadline", self.on_deadline)
        bot.register_component("seat", self.on_seat)
        bot.register_component("replay", self.on_replay)
        bot.register_component("multi", self.on_multi)
        bot.register_component("rematch", self.on_rematch)
        bot.register_component("zone", self.on_zone)
        bot.register_component("zone_set", self.on_zone_set)
        for kind in STALE_KINDS:
            bot.register_component(kind, self.on_stale)
        super().__init__()


async def setup(bot: WhistlestopBot) -> None:
    await bot.add_cog(GameCog(bot))
