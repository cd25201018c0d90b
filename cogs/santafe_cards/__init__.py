"""Santa Fe: the card game in Discord: its plug-in (engine, presenter, texts), /cards play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.plugins import GamePlugin, RulesTopic
from cogs.santafe_cards.present import SantaFeCardsPresenter
from engine.santafe_cards import SantaFeCards

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

# /game rules: the topics of the rules reference.
RULES = tuple(
    RulesTopic(topic)
    for topic in ("overview", "round", "trick", "special", "scoring", "variants", "commands")
)
PLUGIN = GamePlugin(engine=SantaFeCards, presenter=SantaFeCardsPresenter(), rules=RULES)


async def setup(bot: WhistlestopBot) -> None:
    from cogs.santafe_cards.commands import CardsCog

    await bot.add_cog(CardsCog(bot))
