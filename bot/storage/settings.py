"""What stays set between moves: a server's and a game's settings, each member's locale, and the
ids of the messages the bot keeps editing (the lobby, the pin, prompts)."""

from __future__ import annotations

from dataclasses import replace

from bot.storage.backend import Backend
from bot.storage.records import GameSettings
from bot.storage.waits import recheck_waits


class SettingStore(Backend):
    # ------------------------------------------------------------ member locales
    async def member_locales(self) -> dict[str, str]:
        """Every member's last seen Discord locale (for DMs sent without an interaction)."""
        rows = await self._fetchall("SELECT user_id, locale FROM member_locales")
        return {str(row[0]): str(row[1]) for row in rows}

    async def put_member_locale(self, user_id: str, locale: str) -> None:
        await self._write(
            (
                "INSERT INTO member_locales (user_id, locale) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale),
            )
        )

    # ------------------------------------------------------------------ messages
    async def put_message(
        self,
        game_id: int,
        kind: str,
        channel_id: int,
        message_id: int,
        *,
        user_id: str = "",
        token: str = "",
    ) -> None:
        await self._write(
            (
                "INSERT INTO messages (game_id, kind, user_id, channel_id, message_id, token)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, kind, user_id) DO UPDATE SET"
                " channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " token = excluded.token",
                (game_id, kind, user_id, channel_id, message_id, token),
            )
        )

    async def get_message(
        self, game_id: int, kind: str, user_id: str = ""
    ) -> tuple[int, int, str] | None:
        row = await self._fetchone(
            "SELECT channel_id, message_id, token FROM messages"
            " WHERE game_id = ? AND kind = ? AND user_id = ?",
            (game_id, kind, user_id),
        )
        return (row[0], row[1], row[2]) if row else None

    async def delete_message(self, game_id: int, kind: str, user_id: str = "") -> None:
        await self._write(
            (
                "DELETE FROM messages WHERE game_id = ? AND kind = ? AND user_id = ?",
                (game_id, kind, user_id),
            )
        )

    # --------------------------------------------------------------- settings
    async def server_computer_level(self, guild_id: int) -> str:
        """The level of the computer standing in for a person in a server's new games."""
        row = await self._fetchone(
            "SELECT computer_level FROM server_settings WHERE guild_id = ?", (guild_id,)
        )
        return "strong" if row is None else str(row["computer_level"])

    async def put_server_computer_level(self, guild_id: int, level: str) -> None:
        await self._write(
            (
                "INSERT INTO server_settings (guild_id, computer_level) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET computer_level = excluded.computer_level",
                (guild_id, level),
            ),
        )

    async def server_pace(self, guild_id: int) -> GameSettings:
        """The settings a server's new games start with: its pace and stand-in level (the
        bot's defaults, GameSettings(), where the server chose nothing)."""
        row = await self._fetchone("SELECT * FROM server_settings WHERE guild_id = ?", (guild_id,))
        base = GameSettings()
        if row is None:
            return base
        clock = row["deadline_hours"]
        return replace(
            base,
            computer_level=str(row["computer_level"]),
            deadline_hours=base.deadline_hours if clock is None else (float(clock) or None),
            bank_hours=base.bank_hours if row["bank_hours"] is None else float(row["bank_hours"]),
            deadline_action=row["deadline_action"] or base.deadline_action,
        )

    async def put_server_pace(self, guild_id: int, pace: GameSettings) -> None:
        """Store a server's pace for its new games (no clock: a clock of 0)."""
        await self._write(
            (
                "INSERT INTO server_settings (guild_id, deadline_hours, bank_hours,"
                " deadline_action) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " deadline_hours = excluded.deadline_hours, bank_hours = excluded.bank_hours,"
                " deadline_action = excluded.deadline_action",
                (guild_id, pace.deadline_hours or 0.0, pace.bank_hours, pace.deadline_action),
            ),
        )

    async def game_settings(self, game_id: int) -> GameSettings:
        row = await self._fetchone("SELECT * FROM game_settings WHERE game_id = ?", (game_id,))
        if row is None:
            return GameSettings()
        return GameSettings(
            reminder_hours=float(row["reminder_hours"]),
            second_reminder_hours=float(row["second_reminder_hours"]),
            deadline_hours=row["deadline_hours"],
            deadline_action=row["deadline_action"],
            away_mode=row["away_mode"],
            cpu_fill=bool(row["cpu_fill"]),
            computer_level=row["computer_level"],
            bank_hours=float(row["bank_hours"]),
        )

    async def put_game_settings(self, game_id: int, settings: GameSettings) -> None:
        deadline = settings.deadline_hours
        await self._write(
            recheck_waits(game_id),
            (
                "INSERT INTO game_settings (game_id, reminder_hours, second_reminder_hours,"
                " deadline_hours, deadline_action, away_mode, cpu_fill, computer_level,"
                " bank_hours) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET"
                " reminder_hours = excluded.reminder_hours,"
                " second_reminder_hours = excluded.second_reminder_hours,"
                " deadline_hours = excluded.deadline_hours,"
                " deadline_action = excluded.deadline_action,"
                " away_mode = excluded.away_mode, cpu_fill = excluded.cpu_fill,"
                " computer_level = excluded.computer_level, bank_hours = excluded.bank_hours",
                (
                    game_id,
                    float(settings.reminder_hours),
                    float(settings.second_reminder_hours),
                    None if deadline is None else float(deadline),
                    settings.deadline_action,
                    settings.away_mode,
                    int(settings.cpu_fill),
                    settings.computer_level,
                    float(settings.bank_hours),
                ),
            ),
        )
