"""Card Rails in Discord: its plug-in (engine, presenter, texts) and its /cardrails commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.plugins import GamePlugin
from cogs.cardrails.present import CardRailsPresenter
from engine.cardrails import CardRails

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

PLUGIN = GamePlugin(engine=CardRails, presenter=CardRailsPresenter())


async def setup(bot: WhistlestopBot) -> None:
    from cogs.cardrails.commands import CardRailsCog

    await bot.add_cog(CardRailsCog(bot))
