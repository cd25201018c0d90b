"""Each member's own settings (time zone, quiet hours, asked once for the zone), and the DMs
held until their quiet hours end."""

from __future__ import annotations

from collections.abc import Iterable

from bot.storage.backend import Backend, Row
from bot.storage.records import HeldMessage, MemberPrefs


class MemberStore(Backend):
    async def member_prefs(self, user_ids: Iterable[str]) -> dict[str, MemberPrefs]:
        """{user id: their settings} for those of `user_ids` who have any."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._fetchall(f"SELECT * FROM members WHERE user_id IN ({marks})", wanted)
        return {
            str(row["user_id"]): MemberPrefs(
                user_id=str(row["user_id"]),
                time_zone=row["time_zone"],
                quiet_start=row["quiet_start"],
                quiet_end=row["quiet_end"],
                zone_asked=bool(row["zone_asked"]),
            )
            for row in rows
        }

    async def put_member_prefs(self, prefs: MemberPrefs) -> None:
        """Store a member's zone and quiet hours; the waits of their games are looked at again
        (a deadline or reminder may move)."""
        await self._write(
            (
                "INSERT INTO members (user_id, time_zone, quiet_start, quiet_end, zone_asked)"
                " VALUES (?, ?, ?, ?, 1) ON CONFLICT (user_id) DO UPDATE SET"
                " time_zone = excluded.time_zone, quiet_start = excluded.quiet_start,"
                " quiet_end = excluded.quiet_end, zone_asked = 1",
                (prefs.user_id, prefs.time_zone, prefs.quiet_start, prefs.quiet_end),
            ),
            (
                "UPDATE waits SET due_at = 0 WHERE game_id IN (SELECT game_id FROM seats"
                " WHERE COALESCE(user_id, player) = ?)",
                (prefs.user_id,),
            ),
        )

    async def claim_zone_question(self, user_id: str) -> bool:
        """Whether to ask this member for their time zone now: True once ever, for a member
        with none (claimed by one insert, so one process asks, once)."""
        return await self._claim(
            (
                "INSERT INTO members (user_id, zone_asked) VALUES (?, 1)"
                " ON CONFLICT (user_id) DO NOTHING RETURNING user_id",
                (user_id,),
            )
        )

    # ---------------------------------------------------------------- held DMs
    async def hold_message(
        self, user_id: str, game_id: int, release_at: int, content: str, button: str = ""
    ) -> None:
        await self._write(
            (
                "INSERT INTO held_messages (user_id, game_id, release_at, content, button)"
                " VALUES (?, ?, ?, ?, ?)",
                (user_id, game_id, release_at, content, button),
            )
        )

    async def due_messages(self, when: int) -> list[HeldMessage]:
        """The held DMs due by `when` (seconds since 1970), oldest first."""
        # Sorted here: SQLite then reads the release_at index (only the due ones).
        rows = await self._fetchall("SELECT * FROM held_messages WHERE release_at <= ?", (when,))
        return sorted(map(_held, rows), key=lambda m: (m.release_at, m.id))

    async def held_messages(self, user_id: str) -> list[HeldMessage]:
        """A member's DMs still held."""
        rows = await self._fetchall(
            "SELECT * FROM held_messages WHERE user_id = ? ORDER BY id", (user_id,)
        )
        return list(map(_held, rows))

    async def claim_held(self, message_id: int) -> bool:
        """Take a held DM off the queue to send it: True for exactly one caller."""
        return await self._claim(
            ("DELETE FROM held_messages WHERE id = ? RETURNING id", (message_id,))
        )


def _held(row: Row) -> HeldMessage:
    return HeldMessage(
        int(row["id"]),
        str(row["user_id"]),
        int(row["game_id"]),
        int(row["release_at"]),
        str(row["content"]),
        str(row["button"]),
    )
