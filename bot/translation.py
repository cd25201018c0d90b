"""Command names' descriptions, option texts and choices from the message catalog.

Each is a `locale_str` keyed by its catalog id: English is the default text, and the tree's
translator gives Discord the other languages the catalog has (French and Dutch to come).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.catalog import CATALOGS, t


def ls(key: str) -> app_commands.locale_str:
    """A command text by catalog id (its English text, carrying the id for translation)."""
    return app_commands.locale_str(t(key), key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        language = locale.value.split("-")[0]
        if key is None or language == "en":
            return None  # Discord shows the English default
        table = CATALOGS.get(language)
        return table.get(key) if table else None
