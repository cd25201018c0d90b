"""The language layer: every word a player reads, and member names made harmless.

Fluent catalogs compiled per language (`text.catalogs`: `t`, `join`, plural rules and number
formats, the compiled code kept on disk between starts; `text.compiling`: that code and back)
and display names cleaned for messages and images (`text.names`). It imports neither Discord
nor the bot: the engine is below it, `render/`, `bot/` and `cogs/` above (docs/architecture.md).
"""

from text.catalogs import (
    CATALOGS,
    DEFAULT,
    LANGUAGE_NAMES,
    LANGUAGES,
    has,
    has_exact,
    join,
    language,
    language_name,
    t,
)
from text.names import MAX_NAME, clean_name, isolate

__all__ = [
    "CATALOGS",
    "DEFAULT",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "MAX_NAME",
    "clean_name",
    "has",
    "has_exact",
    "isolate",
    "join",
    "language",
    "language_name",
    "t",
]
