"""Santa Fe in Discord: its plug-in (engine, presenter, texts) and its /santafe commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.plugins import GamePlugin, RulesTopic
from cogs.santafe.present import SantaFePresenter
from engine.santafe import SantaFe

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

# /game rules: the topics of the rules reference.
RULES = tuple(
    RulesTopic(topic)
    for topic in ("overview", "round", "cards", "track", "end", "advanced", "commands")
)
PLUGIN = GamePlugin(engine=SantaFe, presenter=SantaFePresenter(), rules=RULES)


async def setup(bot: WhistlestopBot) -> None:
    from cogs.santafe.commands import SantaFeCog

    await bot.add_cog(SantaFeCog(bot))
