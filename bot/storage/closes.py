"""Prompts owed their closing (bot/closing.py): stored before the edit is tried, so an edit
Discord fails is tried again, also after a restart."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.backend import Backend, Params
from bot.storage.records import Close

DONE = "done:"  # a prompt's stored key once it offers nothing more (bot/prompts.py)


class CloseStore(Backend):
    async def owe_closes(
        self, game_id: int, closes: Sequence[Close], players: Sequence[str]
    ) -> None:
        """Owe these closings, and mark the prompts of `players` done (they offer nothing
        more), in one transaction."""
        steps: list[tuple[str, Params]] = [
            (
                "INSERT INTO prompt_closes (game_id, channel_id, message_id, content)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id, message_id) DO UPDATE SET"
                " content = excluded.content",
                (game_id, c.channel_id, c.message_id, c.content),
            )
            for c in closes
        ]
        steps += [
            (
                "UPDATE messages SET token = ? || token WHERE game_id = ? AND kind = 'prompt'"
                " AND user_id = ? AND token NOT LIKE ?",
                (DONE, game_id, player, f"{DONE}%"),
            )
            for player in players
        ]
        if steps:
            await self._write(*steps)

    async def closes_owed(self, game_id: int | None = None) -> list[Close]:
        """The closings not done yet: of one game, or of every game (oldest games first)."""
        sql = "SELECT game_id, channel_id, message_id, content FROM prompt_closes"
        params: tuple[int, ...] = ()
        if game_id is not None:
            sql += " WHERE game_id = ?"
            params = (game_id,)
        rows = await self._fetchall(sql + " ORDER BY game_id, message_id", params)
        return [Close(int(r[0]), int(r[1]), int(r[2]), r[3]) for r in rows]

    async def close_done(self, game_id: int, message_id: int) -> None:
        await self._write(
            (
                "DELETE FROM prompt_closes WHERE game_id = ? AND message_id = ?",
                (game_id, message_id),
            )
        )
