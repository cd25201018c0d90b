"""Card Rails in Discord: its plug-in (engine, presenter, texts) and its /cardrails commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.plugins import GamePlugin, RulesTopic
from cogs.cardrails.present import CardRailsPresenter
from engine.cardrails import CardRails

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

# /game rules: the topics of the rules reference; the cards' pages show each railroad's cards.
RULES = (
    RulesTopic("overview"),
    RulesTopic("turn"),
    RulesTopic("building"),
    RulesTopic("scoring"),
    RulesTopic("cards", pictures=("orange", "yellow", "green", "black", "white")),
    RulesTopic("commands"),
)
PLUGIN = GamePlugin(engine=CardRails, presenter=CardRailsPresenter(), rules=RULES)


async def setup(bot: WhistlestopBot) -> None:
    from cogs.cardrails.commands import CardRailsCog

    await bot.add_cog(CardRailsCog(bot))
