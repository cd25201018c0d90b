"""Who reads in which language.

A private answer to an interaction follows `interaction.locale`. A DM sent without one (a
prompt, a reminder, a private event, the final result) follows the Discord locale last seen
from that member, remembered here and in storage; a member never seen reads the game's language.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.background import Background
from text import language

if TYPE_CHECKING:
    from bot.session import Session
    from bot.storage import Storage

log = logging.getLogger("whistlestop.readers")


class Readers:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._locales: dict[str, str] = {}
        self._writes = Background()

    async def load(self) -> None:
        self._locales = await self.storage.member_locales()

    def seen(self, user_id: str, locale: object) -> None:
        """Remember the locale a member's interaction came with (stored when it changed)."""
        value = str(getattr(locale, "value", locale))
        if self._locales.get(user_id) == value:
            return
        self._locales[user_id] = value
        # Off the answer's path: losing this write in a crash only means one DM in the
        # game's language until the member's next click.
        self._writes.spawn(self._store(user_id, value))

    async def _store(self, user_id: str, value: str) -> None:
        try:
            await self.storage.put_member_locale(user_id, value)
        except Exception:
            log.warning("could not store the locale of member %s", user_id, exc_info=True)

    def of(self, user_id: str | None, default: str) -> str:
        """The language to write to member `user_id` in, without an interaction."""
        found = self._locales.get(user_id) if user_id else None
        return language(found) if found is not None else default

    def of_seat(self, s: Session, player: str) -> str:
        """The language of whoever plays `player`'s seat now (the game's for a computer)."""
        seat = s.loaded.seat(player)
        return self.of(seat.user if seat else None, s.row.language)

    async def flush(self) -> None:
        """Wait for pending writes (at shutdown, and in tests)."""
        await self._writes.wait()
