"""`Storage`: the interface the bot uses, whatever the database, made of one part per concern."""

from __future__ import annotations

from pathlib import Path

from bot.storage.actions import ActionLog
from bot.storage.closes import CloseStore
from bot.storage.effects import EffectStore
from bot.storage.games import GameStore
from bot.storage.members import MemberStore
from bot.storage.pace import PaceStore
from bot.storage.settings import SettingStore
from bot.storage.waits import WaitStore
from bot.storage.web import WebStore


class Storage(
    GameStore,
    ActionLog,
    WaitStore,
    EffectStore,
    SettingStore,
    PaceStore,
    MemberStore,
    CloseStore,
    WebStore,
):
    """The storage interface the bot uses, whatever the database.

    Every query is written once, in SQL both dialects accept, in the module of its concern
    (games and seats, the action log, waits and notices, effects and leases, settings and
    messages, time banks and nudges, members' own settings and held DMs, prompts owed their
    closing). A backend provides
    the hooks of `Backend` (run a read, run a write in one committed transaction) and its
    migrations.
    """

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open and migrate the storage at `path`: a SQLite file, or a URL (open_storage)."""
        # Imported here: the backends are built on this class.
        from bot.storage.connect import open_storage

        return await open_storage(path)
