"""Waits (who the game waits on, since when, reminded how often), away times, and the notices
claimed once among processes (reminders, questions to the host)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from bot.storage.backend import Backend, Params, epoch, now, parse_stamp, stamp
from bot.storage.records import Wait


def count_waits(game_id: int) -> tuple[str, Params]:
    """The step that keeps games.awaited, written with every change to a game's waits."""
    return (
        "UPDATE games SET awaited = (SELECT COUNT(*) FROM waits WHERE game_id = ?) WHERE id = ?",
        (game_id, game_id),
    )


def recheck_waits(game_id: int) -> tuple[str, Params]:
    """A step that makes the periodic check look at the game's waits again: written with
    every change to what their due times come from (settings, away times, seats)."""
    return ("UPDATE waits SET due_at = 0 WHERE game_id = ?", (game_id,))


def notice(game_id: int, player: str, key: str, kind: str, owner: str) -> tuple[str, Params]:
    return (
        "INSERT INTO notices (game_id, player, wait_key, kind, owner, sent_at)"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING kind",
        (game_id, player, key, kind, owner, now()),
    )


class WaitStore(Backend):
    _count_waits = staticmethod(count_waits)
    _recheck_waits = staticmethod(recheck_waits)
    _notice = staticmethod(notice)

    async def waits(self, game_id: int) -> list[Wait]:
        rows = await self._fetchall(
            "SELECT * FROM waits WHERE game_id = ? ORDER BY started_at, player", (game_id,)
        )
        return [
            Wait(
                row["player"],
                row["wait_key"],
                parse_stamp(row["started_at"]),
                parse_stamp(row["deadline_from"]),
                int(row["reminded"]),
                int(row["deadline_state"]),
                row["due_at"],
            )
            for row in rows
        ]

    async def set_waits(
        self,
        game_id: int,
        current: dict[str, str],
        started: datetime,
        due: Mapping[str, int | None] | None = None,
    ) -> bool:
        """Make `current` ({player: wait key}) the game's waits: new ones start at `started`,
        existing ones keep their start and reminder level, the rest are dropped. `due`: when
        the periodic check must look at each new wait ({player: seconds}); missing: at the
        next check. True when something changed."""
        rows = await self._fetchall(
            "SELECT player, wait_key FROM waits WHERE game_id = ?", (game_id,)
        )
        stored = {(row[0], row[1]) for row in rows}
        wanted = set(current.items())
        if stored == wanted:
            return False
        due = due or {}
        steps: list[tuple[str, Params]] = [
            (
                "DELETE FROM waits WHERE game_id = ? AND player = ? AND wait_key = ?",
                (game_id, player, key),
            )
            for player, key in sorted(stored - wanted)
        ]
        steps += [
            # DO NOTHING: a concurrent writer (another connection) may have added it already.
            (
                "INSERT INTO waits (game_id, player, wait_key, started_at, deadline_from, due_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, player, key, stamp(started), stamp(started), due.get(player, 0)),
            )
            for player, key in sorted(wanted - stored)
        ]
        await self._write(*steps, count_waits(game_id))
        return True

    async def set_due(self, game_id: int, due: Mapping[tuple[str, str], int | None]) -> None:
        """When the periodic check must next look at each of these waits ({(player, wait
        key): seconds since 1970, or None for nothing to come})."""
        if due:
            await self._write(
                *(
                    (
                        "UPDATE waits SET due_at = ? WHERE game_id = ? AND player = ?"
                        " AND wait_key = ?",
                        (when, game_id, player, key),
                    )
                    for (player, key), when in sorted(due.items())
                )
            )

    async def due_waits(self, when: datetime) -> list[tuple[int, str, str]]:
        """(game id, player, wait key) of every wait the periodic check must look at by
        `when`: one query on the due_at index, whatever the number of games."""
        # Sorted here, not by ORDER BY: SQLite would then walk the primary key (every wait)
        # instead of the due_at index (only the due ones).
        rows = await self._fetchall(
            "SELECT game_id, player, wait_key FROM waits WHERE due_at <= ?", (epoch(when),)
        )
        return sorted((int(row[0]), str(row[1]), str(row[2])) for row in rows)

    async def update_wait(self, game_id: int, player: str, key: str, **fields: Any) -> None:
        allowed = {"reminded", "deadline_state", "deadline_from"}
        if set(fields) - allowed:
            raise ValueError(f"unknown wait fields {set(fields) - allowed}")
        values = [stamp(v) if isinstance(v, datetime) else v for v in fields.values()]
        assignments = ", ".join(f"{name} = ?" for name in fields)
        await self._write(
            (
                f"UPDATE waits SET {assignments} WHERE game_id = ? AND player = ? AND wait_key = ?",
                (*values, game_id, player, key),
            )
        )

    async def drop_waits(self, game_id: int, player: str | None = None) -> None:
        if player is None:
            await self._write(
                ("DELETE FROM waits WHERE game_id = ?", (game_id,)), count_waits(game_id)
            )
        else:
            await self._write(
                ("DELETE FROM waits WHERE game_id = ? AND player = ?", (game_id, player)),
                count_waits(game_id),
            )

    async def games_waiting_on_computers(self) -> list[int]:
        """Games in progress that wait on nobody human: a computer seat must move."""
        rows = await self._fetchall(
            "SELECT id FROM games WHERE status = 'active' AND awaited = 0 ORDER BY id"
        )
        return [int(row[0]) for row in rows]

    async def games_waiting(self) -> list[int]:
        rows = await self._fetchall("SELECT DISTINCT game_id FROM waits ORDER BY game_id")
        return [int(row[0]) for row in rows]

    # ------------------------------------------------------------------- away
    async def set_away(self, game_id: int, user_id: str, until: datetime) -> None:
        await self._write(
            (
                "INSERT INTO away (game_id, user_id, until) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO UPDATE SET until = excluded.until",
                (game_id, user_id, stamp(until)),
            ),
            recheck_waits(game_id),
        )

    async def away(self, game_id: int) -> dict[str, datetime]:
        """{user id: until} for the game; a past `until` is when that member came back."""
        rows = await self._fetchall("SELECT user_id, until FROM away WHERE game_id = ?", (game_id,))
        return {row[0]: parse_stamp(row[1]) for row in rows}

    # ---------------------------------------------------------------- notices
    async def claim_reminder(
        self, game_id: int, player: str, key: str, level: int, owner: str
    ) -> bool:
        """Claim reminder `level` of a wait, and store the level on the wait: True for exactly
        one caller, whichever process asks first; the others must not send it."""
        return await self._claim(
            notice(game_id, player, key, f"remind:{level}", owner),
            (
                "UPDATE waits SET reminded = ? WHERE game_id = ? AND player = ? AND wait_key = ?"
                " AND reminded < ?",
                (level, game_id, player, key, level),
            ),
        )

    async def claim_host_question(
        self, game_id: int, player: str, key: str, deadline_from: datetime, owner: str
    ) -> bool:
        """Claim asking the host about a passed deadline (once per deadline: the host may
        choose to wait, which moves the deadline), marking the wait as asked."""
        return await self._claim(
            notice(game_id, player, key, f"ask_host:{stamp(deadline_from)}", owner),
            (
                "UPDATE waits SET deadline_state = 1 WHERE game_id = ? AND player = ?"
                " AND wait_key = ?",
                (game_id, player, key),
            ),
        )

    async def notices(self, game_id: int) -> list[tuple[str, str, str, str]]:
        """(player, wait key, kind, owner) of every reminder and host question claimed."""
        rows = await self._fetchall(
            "SELECT player, wait_key, kind, owner FROM notices WHERE game_id = ?"
            " ORDER BY sent_at, player, wait_key, kind",
            (game_id,),
        )
        return [(row[0], row[1], row[2], row[3]) for row in rows]
