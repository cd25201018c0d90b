"""A game's pace as it is spent: what each player drew from their time bank, and the last
nudge (who, when)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.storage.backend import Backend


class PaceStore(Backend):
    async def banks(self, game_id: int) -> dict[str, float]:
        """{player: seconds drawn from their time bank} (a player not named drew nothing)."""
        rows = await self._fetchall("SELECT player, used FROM banks WHERE game_id = ?", (game_id,))
        return {str(row[0]): float(row[1]) for row in rows}

    async def draw_banks(self, game_id: int, spent: Mapping[str, float]) -> None:
        """Add each player's seconds beyond their clock to what they drew from their bank."""
        steps = [
            (
                "INSERT INTO banks (game_id, player, used) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, player) DO UPDATE SET used = banks.used + excluded.used",
                (game_id, player, float(seconds)),
            )
            for player, seconds in sorted(spent.items())
            if seconds > 0
        ]
        if steps:
            await self._write(*steps)

    async def last_nudge(self, game_id: int) -> tuple[int, str] | None:
        """(seconds since 1970, member id) of the game's last nudge, if any."""
        row = await self._fetchone(
            "SELECT nudged_at, user_id FROM nudges WHERE game_id = ?", (game_id,)
        )
        return None if row is None else (int(row[0]), str(row[1]))

    async def claim_nudge(self, game_id: int, user_id: str, when: int, since: int) -> bool:
        """Record a nudge at `when` unless the game was nudged after `since`: True for the one
        nudge allowed (two members nudging at once: one wins)."""
        return await self._claim(
            (
                "INSERT INTO nudges (game_id, nudged_at, user_id) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET nudged_at = excluded.nudged_at,"
                " user_id = excluded.user_id WHERE nudges.nudged_at <= ? RETURNING game_id",
                (game_id, when, user_id, since),
            )
        )
