"""Santa Fe: the card game in Discord: its plug-in (engine, presenter, texts), /cards play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.plugins import GamePlugin
from cogs.santafe_cards.present import SantaFeCardsPresenter
from engine.santafe_cards import SantaFeCards

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

PLUGIN = GamePlugin(engine=SantaFeCards, presenter=SantaFeCardsPresenter())


async def setup(bot: WhistlestopBot) -> None:
    from cogs.santafe_cards.commands import CardsCog

    await bot.add_cog(CardsCog(bot))
