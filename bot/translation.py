"""Command names' descriptions, option texts and choices from the message catalog.

Each is a `locale_str` keyed by its catalog id: English is the default text, and the tree's
translator gives Discord the French and Dutch texts of the same catalogs.
"""

from __future__ import annotations

import discord
from discord import app_commands

from text import CATALOGS, DEFAULT, LANGUAGES, has_exact, t


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
        if key is None or language == DEFAULT or language not in LANGUAGES:
            return None  # Discord shows the English default
        # A language still being compiled at start is waited for, not compiled here as well.
        await CATALOGS.ready(language)
        return t(key, language) if has_exact(key, language) else None
