"""SQLite storage (aiosqlite, WAL): games, seats, the append-only action log, message ids.

Every write commits before it returns, so the caller may answer the user right after.
Migrations are the numbered files in bot/migrations, applied in order and tracked with
PRAGMA user_version.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS = Path(__file__).with_name("migrations")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    game: str
    options: dict[str, Any]
    seed: int
    max_seats: int
    status: str
    created_at: str
    updated_at: str
    announced_seq: int = 0  # the last move whose announcements are all done


@dataclass(frozen=True)
class Seat:
    pos: int
    player: str
    name: str
    dm_closed: bool
    autoplay: bool
    user_id: str | None = None  # set when another member took over the seat
    left_server: bool = False  # the member left the server: noticed, not pinged

    @property
    def is_cpu(self) -> bool:
        return self.player.startswith("cpu:") or self.autoplay

    @property
    def user(self) -> str | None:
        """The Discord user who plays this seat now; None while a computer player does."""
        if self.is_cpu:
            return None
        return self.user_id or self.player


@dataclass(frozen=True)
class StoredAction:
    seq: int
    player: str
    action: dict[str, Any]
    created_at: str
    actor: str | None = None


@dataclass(frozen=True)
class GameSettings:
    reminder_hours: float = 12.0
    second_reminder_hours: float = 24.0
    deadline_hours: float | None = None
    deadline_action: str = "move"  # or "ask_host"
    away_mode: str = "play"  # or "pause"
    cpu_fill: bool = False


@dataclass(frozen=True)
class Wait:
    player: str
    key: str
    started_at: datetime
    deadline_from: datetime
    reminded: int
    deadline_state: int


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def parse_stamp(text: str) -> datetime:
    when = datetime.fromisoformat(text)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def migration_files() -> list[tuple[int, Path]]:
    found = []
    for path in MIGRATIONS.glob("*.sql"):
        match = re.match(r"(\d+)_", path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


class StorageError(RuntimeError):
    """The database cannot be used: a failed migration, or a schema newer than this code."""


class Storage:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path))
        try:
            db.row_factory = aiosqlite.Row
            # NORMAL is durable across application crashes in WAL mode, much cheaper than FULL.
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
                async with db.execute(f"PRAGMA {pragma}") as cur:
                    await cur.fetchall()
            store = cls(db)
            await store.migrate()
        except BaseException:
            # The connection's thread would keep the process alive: close it before failing.
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self.db.close()

    async def migrate(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        version = int(row[0]) if row else 0
        files = migration_files()
        known = files[-1][0] if files else 0
        if version > known:
            raise StorageError(
                f"the database is at schema version {version}, newer than this code knows"
                f" ({known}): update Whistlestop or use another database"
            )
        for number, path in files:
            if number <= version:
                continue
            try:
                await self.db.executescript(
                    "BEGIN;\n"
                    + path.read_text(encoding="utf-8")
                    + f"\nPRAGMA user_version={number};\nCOMMIT;"
                )
            except Exception as error:
                if self.db.in_transaction:
                    await self.db.rollback()
                raise StorageError(f"migration {path.name} failed: {error}") from error
            version = number
        return version

    # ------------------------------------------------------------------ games
    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        game: str,
        options: dict[str, Any],
        seed: int,
        max_seats: int,
    ) -> int:
        stamp = now()
        cur = await self.db.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, game, options, seed, max_seats,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                guild_id,
                channel_id,
                host_id,
                game,
                json.dumps(options),
                seed,
                max_seats,
                stamp,
                stamp,
            ),
        )
        await self.db.commit()
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    _GAME_FIELDS = frozenset(
        {"thread_id", "lobby_message_id", "status", "options", "seed", "host_id"}
    )

    async def update_game(self, game_id: int, **fields: Any) -> None:
        unknown = set(fields) - self._GAME_FIELDS
        if unknown:
            raise ValueError(f"unknown game fields {unknown}")
        if "options" in fields:
            fields["options"] = json.dumps(fields["options"])
        fields["updated_at"] = now()
        assignments = ", ".join(f"{name} = ?" for name in fields)
        await self.db.execute(
            f"UPDATE games SET {assignments} WHERE id = ?", (*fields.values(), game_id)
        )
        await self.db.commit()

    @staticmethod
    def _game(row: aiosqlite.Row) -> GameRow:
        data = dict(row)
        data["options"] = json.loads(data["options"])
        return GameRow(**data)

    async def game(self, game_id: int) -> GameRow | None:
        async with self.db.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return self._game(row) if row else None

    async def game_by_thread(self, thread_id: int) -> GameRow | None:
        async with self.db.execute("SELECT * FROM games WHERE thread_id = ?", (thread_id,)) as cur:
            row = await cur.fetchone()
        return self._game(row) if row else None

    async def games(
        self,
        *,
        guild_id: int | None = None,
        statuses: tuple[str, ...] = ("lobby", "active"),
        player: str | None = None,
    ) -> list[GameRow]:
        sql = "SELECT * FROM games WHERE status IN ({})".format(",".join("?" * len(statuses)))
        params: list[Any] = list(statuses)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if player is not None:
            # The member who plays a seat now, not whoever joined it first.
            sql += (
                " AND id IN (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ?"
                " AND autoplay = 0)"
            )
            params.append(player)
        async with self.db.execute(sql + " ORDER BY id", params) as cur:
            rows = await cur.fetchall()
        return [self._game(row) for row in rows]

    # ------------------------------------------------------------------ seats
    async def seats(self, game_id: int) -> list[Seat]:
        async with self.db.execute(
            "SELECT pos, player, name, dm_closed, autoplay, user_id, left_server FROM seats"
            " WHERE game_id = ? ORDER BY pos",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [
            Seat(
                row["pos"],
                row["player"],
                row["name"],
                bool(row["dm_closed"]),
                bool(row["autoplay"]),
                row["user_id"],
                bool(row["left_server"]),
            )
            for row in rows
        ]

    async def add_seat(self, game_id: int, player: str, name: str) -> None:
        await self.db.execute(
            "INSERT INTO seats (game_id, pos, player, name) VALUES"
            " (?, (SELECT COALESCE(MAX(pos), -1) + 1 FROM seats WHERE game_id = ?), ?, ?)",
            (game_id, game_id, player, name),
        )
        await self.db.commit()

    async def remove_seat(self, game_id: int, player: str) -> None:
        await self.db.execute(
            "DELETE FROM seats WHERE game_id = ? AND player = ?", (game_id, player)
        )
        # Keep positions dense so seat order stays the join order.
        await self.db.execute(
            "UPDATE seats SET pos = (SELECT COUNT(*) FROM seats s2 WHERE s2.game_id = seats.game_id"
            " AND s2.pos < seats.pos) WHERE game_id = ?",
            (game_id,),
        )
        await self.db.commit()

    async def set_seat_flag(self, game_id: int, player: str, flag: str, value: bool) -> None:
        if flag not in ("dm_closed", "autoplay", "left_server"):
            raise ValueError(flag)
        await self.db.execute(
            f"UPDATE seats SET {flag} = ? WHERE game_id = ? AND player = ?",
            (int(value), game_id, player),
        )
        await self.db.commit()

    async def set_seat_user(
        self, game_id: int, player: str, user_id: str | None, name: str | None = None
    ) -> None:
        """Hand a seat to another member (user_id) or to a computer player (None)."""
        if user_id is None:
            await self.db.execute(
                "UPDATE seats SET autoplay = 1 WHERE game_id = ? AND player = ?", (game_id, player)
            )
        else:
            await self.db.execute(
                "UPDATE seats SET user_id = ?, name = COALESCE(?, name), autoplay = 0,"
                " dm_closed = 0, left_server = 0 WHERE game_id = ? AND player = ?",
                (user_id, name, game_id, player),
            )
        await self.db.commit()

    # ---------------------------------------------------------------- actions
    async def append_action(
        self,
        game_id: int,
        seq: int,
        player: str,
        action: dict[str, Any],
        actor: str | None = None,
        *,
        over: bool = False,
    ) -> None:
        """Append one action and commit; a duplicate (game_id, seq) raises IntegrityError.
        `over`: the action ended the game, stored in the same transaction."""
        try:
            await self.db.execute(
                "INSERT INTO actions (game_id, seq, player, action, created_at, actor)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seq, player, json.dumps(action, separators=(",", ":")), now(), actor),
            )
            if over:
                await self.db.execute(
                    "UPDATE games SET status = 'over', updated_at = ? WHERE id = ?",
                    (now(), game_id),
                )
            await self.db.commit()
        except BaseException:
            if self.db.in_transaction:
                await self.db.rollback()
            raise

    # ------------------------------------------------------- durable effects
    async def announced(self, game_id: int) -> int:
        async with self.db.execute(
            "SELECT announced_seq FROM games WHERE id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def mark_announced(self, game_id: int, seq: int) -> None:
        await self.db.execute(
            "UPDATE games SET announced_seq = MAX(announced_seq, ?) WHERE id = ?", (seq, game_id)
        )
        await self.db.execute(
            "DELETE FROM effects_done WHERE game_id = ? AND seq <= ?", (game_id, seq)
        )
        await self.db.commit()

    async def steps_done(self, game_id: int, seq: int) -> set[str]:
        async with self.db.execute(
            "SELECT step FROM effects_done WHERE game_id = ? AND seq = ?", (game_id, seq)
        ) as cur:
            return {row[0] for row in await cur.fetchall()}

    async def mark_step(self, game_id: int, seq: int, step: str) -> None:
        await self.db.execute(
            "INSERT OR IGNORE INTO effects_done (game_id, seq, step) VALUES (?, ?, ?)",
            (game_id, seq, step),
        )
        await self.db.commit()

    async def games_unannounced(self) -> list[int]:
        """Games with moves whose announcements are not all done (after a crash or a failure)."""
        async with self.db.execute(
            "SELECT g.id FROM games g WHERE g.status IN ('active', 'over') AND g.announced_seq <"
            " (SELECT COALESCE(MAX(seq), 0) FROM actions a WHERE a.game_id = g.id)"
        ) as cur:
            return [row[0] for row in await cur.fetchall()]

    async def actions(self, game_id: int) -> list[StoredAction]:
        async with self.db.execute(
            "SELECT seq, player, action, created_at, actor FROM actions WHERE game_id = ?"
            " ORDER BY seq",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [
            StoredAction(
                row["seq"],
                row["player"],
                json.loads(row["action"]),
                row["created_at"],
                row["actor"],
            )
            for row in rows
        ]

    async def last_move_of(self, game_id: int, user: str) -> int:
        """The seq of `user`'s last own move in a game (0 if none). Old rows have no actor:
        their seat's player made them."""
        async with self.db.execute(
            "SELECT MAX(seq) FROM actions WHERE game_id = ?"
            " AND (actor = ? OR (actor IS NULL AND player = ?))",
            (game_id, user, user),
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    async def last_action_at(self, game_id: int) -> str | None:
        async with self.db.execute(
            "SELECT MAX(created_at) FROM actions WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        return row[0] if row else None

    # --------------------------------------------------------------- messages
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
        await self.db.execute(
            "INSERT OR REPLACE INTO messages"
            " (game_id, kind, user_id, channel_id, message_id, token) VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, kind, user_id, channel_id, message_id, token),
        )
        await self.db.commit()

    async def get_message(
        self, game_id: int, kind: str, user_id: str = ""
    ) -> tuple[int, int, str] | None:
        async with self.db.execute(
            "SELECT channel_id, message_id, token FROM messages"
            " WHERE game_id = ? AND kind = ? AND user_id = ?",
            (game_id, kind, user_id),
        ) as cur:
            row = await cur.fetchone()
        return (row[0], row[1], row[2]) if row else None

    # --------------------------------------------------------------- settings
    async def game_settings(self, game_id: int) -> GameSettings:
        async with self.db.execute(
            "SELECT * FROM game_settings WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return GameSettings()
        return GameSettings(
            reminder_hours=float(row["reminder_hours"]),
            second_reminder_hours=float(row["second_reminder_hours"]),
            deadline_hours=row["deadline_hours"],
            deadline_action=row["deadline_action"],
            away_mode=row["away_mode"],
            cpu_fill=bool(row["cpu_fill"]),
        )

    async def put_game_settings(self, game_id: int, settings: GameSettings) -> None:
        await self.db.execute(
            "INSERT OR REPLACE INTO game_settings (game_id, reminder_hours, second_reminder_hours,"
            " deadline_hours, deadline_action, away_mode, cpu_fill) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                settings.reminder_hours,
                settings.second_reminder_hours,
                settings.deadline_hours,
                settings.deadline_action,
                settings.away_mode,
                int(settings.cpu_fill),
            ),
        )
        await self.db.commit()

    # ------------------------------------------------------------------ waits
    async def waits(self, game_id: int) -> list[Wait]:
        async with self.db.execute(
            "SELECT * FROM waits WHERE game_id = ? ORDER BY started_at, player", (game_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [
            Wait(
                row["player"],
                row["wait_key"],
                parse_stamp(row["started_at"]),
                parse_stamp(row["deadline_from"]),
                int(row["reminded"]),
                int(row["deadline_state"]),
            )
            for row in rows
        ]

    async def set_waits(self, game_id: int, current: dict[str, str], started: datetime) -> None:
        """Make `current` ({player: wait key}) the game's waits: new ones start at `started`,
        existing ones keep their start and reminder level, the rest are dropped."""
        async with self.db.execute(
            "SELECT player, wait_key FROM waits WHERE game_id = ?", (game_id,)
        ) as cur:
            stored = {(row[0], row[1]) for row in await cur.fetchall()}
        wanted = set(current.items())
        if stored == wanted:
            return
        for player, key in stored - wanted:
            await self.db.execute(
                "DELETE FROM waits WHERE game_id = ? AND player = ? AND wait_key = ?",
                (game_id, player, key),
            )
        for player, key in wanted - stored:
            await self.db.execute(
                "INSERT INTO waits (game_id, player, wait_key, started_at, deadline_from)"
                " VALUES (?, ?, ?, ?, ?)",
                (game_id, player, key, stamp(started), stamp(started)),
            )
        await self.db.commit()

    async def update_wait(self, game_id: int, player: str, key: str, **fields: Any) -> None:
        allowed = {"reminded", "deadline_state", "deadline_from"}
        if set(fields) - allowed:
            raise ValueError(f"unknown wait fields {set(fields) - allowed}")
        values = [stamp(v) if isinstance(v, datetime) else v for v in fields.values()]
        assignments = ", ".join(f"{name} = ?" for name in fields)
        await self.db.execute(
            f"UPDATE waits SET {assignments} WHERE game_id = ? AND player = ? AND wait_key = ?",
            (*values, game_id, player, key),
        )
        await self.db.commit()

    async def drop_waits(self, game_id: int, player: str | None = None) -> None:
        if player is None:
            await self.db.execute("DELETE FROM waits WHERE game_id = ?", (game_id,))
        else:
            await self.db.execute(
                "DELETE FROM waits WHERE game_id = ? AND player = ?", (game_id, player)
            )
        await self.db.commit()

    async def games_of_member(self, guild_id: int, user_id: str) -> list[GameRow]:
        """Lobbies and games in progress of a server in which the member plays a seat."""
        async with self.db.execute(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') AND id IN"
            " (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ? AND autoplay = 0)"
            " ORDER BY id",
            (guild_id, user_id),
        ) as cur:
            return [self._game(row) for row in await cur.fetchall()]

    async def games_awaiting(self, user_id: str) -> list[GameRow]:
        """Games in progress, in every server, that wait on this member now."""
        async with self.db.execute(
            "SELECT * FROM games WHERE status = 'active' AND id IN (SELECT w.game_id FROM waits w"
            " JOIN seats s ON s.game_id = w.game_id AND s.player = w.player"
            " WHERE COALESCE(s.user_id, s.player) = ? AND s.autoplay = 0) ORDER BY id",
            (user_id,),
        ) as cur:
            return [self._game(row) for row in await cur.fetchall()]

    async def games_waiting_on_computers(self) -> list[int]:
        """Games in progress that wait on nobody human: a computer seat must move."""
        async with self.db.execute(
            "SELECT id FROM games WHERE status = 'active'"
            " AND id NOT IN (SELECT game_id FROM waits) ORDER BY id"
        ) as cur:
            return [int(row[0]) for row in await cur.fetchall()]

    async def games_waiting(self) -> list[int]:
        async with self.db.execute("SELECT DISTINCT game_id FROM waits ORDER BY game_id") as cur:
            return [int(row[0]) for row in await cur.fetchall()]

    # ------------------------------------------------------------------- away
    async def set_away(self, game_id: int, user_id: str, until: datetime) -> None:
        await self.db.execute(
            "INSERT OR REPLACE INTO away (game_id, user_id, until) VALUES (?, ?, ?)",
            (game_id, user_id, stamp(until)),
        )
        await self.db.commit()

    async def away(self, game_id: int) -> dict[str, datetime]:
        """{user id: until} for the game; a past `until` is when that member came back."""
        async with self.db.execute(
            "SELECT user_id, until FROM away WHERE game_id = ?", (game_id,)
        ) as cur:
            return {row[0]: parse_stamp(row[1]) for row in await cur.fetchall()}

    async def delete_message(self, game_id: int, kind: str, user_id: str = "") -> None:
        await self.db.execute(
            "DELETE FROM messages WHERE game_id = ? AND kind = ? AND user_id = ?",
            (game_id, kind, user_id),
        )
        await self.db.commit()
