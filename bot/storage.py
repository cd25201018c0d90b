"""Storage: games, seats, the append-only action log, message ids, cadence and effects state.

One interface (`Storage`), two backends chosen by a URL (`open_storage`): SQLite through
aiosqlite (WAL; the default, a file) and PostgreSQL through asyncpg (bot/storage_pg.py).
The queries live here once, written in the SQL both dialects share, with `?` placeholders;
each backend only runs them. Every write commits before it returns, so the caller may answer
the user right after. Migrations are numbered files per dialect: bot/migrations/*.sql for
SQLite (tracked with PRAGMA user_version), bot/migrations/postgresql/*.sql for PostgreSQL
(tracked in a schema_version table).
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import sqlite3
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS = Path(__file__).with_name("migrations")
DIALECTS = ("sqlite", "postgresql")
SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")


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
    language: str = "en"  # public messages and images of the game are in this language
    last_seq: int = 0  # the latest stored move (read from the actions with the row)
    settled_seq: int = -1  # the move up to which every effect was carried out (-1: never)
    awaited: int = 0  # how many waits the game has (0 in progress: a computer must move)


@dataclass(frozen=True)
class Seat:
    pos: int
    player: str
    name: str
    dm_closed: bool
    autoplay: bool
    user_id: str | None = None  # set when another member took over the seat
    left_server: bool = False  # the member left the server: noticed, not pinged
    # The computer's policy for this seat ("heuristic", "strong"); None: the game's default.
    policy: str | None = None

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
class GameMatch:
    """One way a game may match what a member typed (see Storage.open_games): its id, as text,
    LIKE `id_like` (None: any id), and its (game, status) among `kinds` (None: any)."""

    id_like: str | None = None
    kinds: tuple[tuple[str, str], ...] | None = None


@dataclass(frozen=True)
class StoredAction:
    seq: int
    player: str
    action: dict[str, Any]
    created_at: str
    # Who made the move: a member id, "cpu" or "cpu:<reason>"; the seat's player unless someone
    # else moved for it.
    actor: str | None = None


@dataclass(frozen=True)
class GameSettings:
    reminder_hours: float = 12.0
    second_reminder_hours: float = 24.0
    deadline_hours: float | None = None
    deadline_action: str = "move"  # or "ask_host"
    away_mode: str = "play"  # or "pause"
    cpu_fill: bool = False
    # The level of a computer standing in for a person (bot/thinking.py resolves it per game).
    computer_level: str = "strong"


@dataclass(frozen=True)
class Wait:
    player: str
    key: str
    started_at: datetime
    deadline_from: datetime
    reminded: int
    deadline_state: int
    # When the periodic check must next look at it (seconds since 1970): a hint for finding
    # due waits with one indexed query, not part of the wait itself. 0: at the next check;
    # None: nothing to come.
    due_at: int | None = field(default=0, compare=False)


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def lease_stamp(when: datetime) -> str:
    """A lease's time: UTC with milliseconds, always this one format, so text order is time
    order."""
    return when.astimezone(UTC).isoformat(timespec="milliseconds")


def parse_stamp(text: str) -> datetime:
    when = datetime.fromisoformat(text)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def epoch(when: datetime) -> int:
    """Whole seconds since 1970, rounded down: a due time never later than the real one."""
    return math.floor(when.timestamp())


def from_epoch(seconds: int) -> str:
    """A stored action's time (seconds) as the ISO-8601 text `now()` gives."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


COMPACT = (",", ":")


def migration_files(dialect: str = "sqlite") -> list[tuple[int, Path]]:
    """The numbered migrations of one dialect, in order. SQLite's sit in bot/migrations itself
    (where they always were), each other dialect's in a folder of its name."""
    if dialect not in DIALECTS:
        raise ValueError(dialect)
    folder = MIGRATIONS if dialect == "sqlite" else MIGRATIONS / dialect
    found = []
    for path in folder.glob("*.sql"):
        match = re.match(r"(\d+)_", path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


@dataclass
class StepClaim:
    """One announcement step as `Storage.claim_step` found it: `state` is "mine" (carry it
    out, then set `carried_out`), "done" (by this or another process), "busy" (another
    process is carrying it out right now: try again later) or "lost" (this process no longer
    holds the game's lease)."""

    state: str
    carried_out: bool = False


class StorageError(RuntimeError):
    """The database cannot be used (a failed migration, a schema newer than this code, a
    server that cannot be reached), or refused a write it must refuse (DuplicateAction)."""


class DuplicateAction(StorageError):
    """An action with this (game_id, seq) is already stored: another move got there first.
    Both backends raise it; the driver's own error is its __cause__."""


def sqlite_path(url: str) -> str:
    """The file of a `sqlite:///` URL: `sqlite:///data/x.sqlite3` is relative to the working
    directory, `sqlite:////srv/x.sqlite3` absolute (SQLAlchemy's convention)."""
    if not url.startswith(SQLITE_PREFIX):
        raise StorageError(f"not a SQLite URL (sqlite:///path/to/file.sqlite3): {url!r}")
    return url.removeprefix(SQLITE_PREFIX)


async def open_storage(target: str | Path) -> Storage:
    """Open (and migrate) the storage a URL names: `postgresql://...` (or `postgres://`),
    `sqlite:///path/to/file.sqlite3`, or a bare file path for SQLite, as WHISTLESTOP_DB gives."""
    if isinstance(target, Path):
        return await SqliteStorage.connect(target)
    if target.startswith(POSTGRES_PREFIXES):
        # Imported here: a bot on SQLite never loads asyncpg.
        from bot.storage_pg import PostgresStorage

        return await PostgresStorage.connect(target)
    if target.startswith("sqlite:"):
        return await SqliteStorage.connect(sqlite_path(target))
    if "://" in target:
        scheme = target.split("://", 1)[0]
        raise StorageError(f"unknown database URL scheme {scheme!r}: use sqlite or postgresql")
    return await SqliteStorage.connect(target)


# A row as a backend returns it (aiosqlite.Row or asyncpg.Record): both index by column name
# and by position, and dict() of either maps names to values.
Row = Any
Params = Sequence[Any]


class Storage:
    """The storage interface the bot uses, whatever the database.

    Every query is written here once, in SQL both dialects accept. A backend provides the
    hooks below (run a read, run a write in one committed transaction) and its migrations.
    """

    # A statement that locks one game's row until the write's transaction ends, so two
    # connections cannot both compute the next seat position. None where a backend already
    # runs one write at a time.
    _lock_game: str | None = None

    def __init__(self) -> None:
        # Action shapes (see encode_action), both ways; shapes are never changed once stored.
        self._shape_ids: dict[str, int] = {}
        self._shapes: dict[int, tuple[str, list[str]]] = {}
        # The ids of action texts (see action_id): never changed once stored either.
        self._text_ids: dict[str, int] = {}

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open and migrate the storage at `path`: a SQLite file, or a URL (open_storage)."""
        return await open_storage(path)

    # ------------------------------------------------------------- backend hooks
    async def close(self) -> None:
        raise NotImplementedError

    async def migrate(self) -> int:
        """Apply the migrations this database lacks; return its schema version."""
        raise NotImplementedError

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        raise NotImplementedError

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        raise NotImplementedError

    async def _write(self, *steps: tuple[str, Params]) -> None:
        """Run the statements in one transaction and commit before returning; on any error
        nothing of them stays."""
        raise NotImplementedError

    async def _insert_returning(self, sql: str, params: Params) -> Row:
        """Run one INSERT ... RETURNING and commit; the returned row."""
        raise NotImplementedError

    def _is_duplicate(self, error: BaseException) -> bool:
        """Whether a write failed on a unique constraint (the driver's error)."""
        raise NotImplementedError

    async def _claim(self, first: tuple[str, Params], *then: tuple[str, Params]) -> bool:
        """Run `first`, a statement that returns a row when it claimed something (an INSERT
        ... ON CONFLICT ... RETURNING), and only then `then`, in one committed transaction;
        whether it claimed."""
        raise NotImplementedError

    def _locked(self, game_id: int) -> list[tuple[str, Params]]:
        return [(self._lock_game, (game_id,))] if self._lock_game else []

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
        language: str = "en",
    ) -> int:
        stamp = now()
        row = await self._insert_returning(
            "INSERT INTO games (guild_id, channel_id, host_id, game, options, seed, max_seats,"
            " language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " RETURNING id",
            (
                guild_id,
                channel_id,
                host_id,
                game,
                json.dumps(options),
                seed,
                max_seats,
                language,
                stamp,
                stamp,
            ),
        )
        return int(row[0])

    # A game's row and its latest move (0: none), read from the actions' key: one seek.
    _GAMES = (
        "SELECT games.*, COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = games.id), 0)"
        " AS last_seq FROM games"
    )

    _GAME_FIELDS = frozenset(
        {"thread_id", "lobby_message_id", "status", "options", "seed", "host_id", "language"}
    )

    async def update_game(self, game_id: int, **fields: Any) -> None:
        unknown = set(fields) - self._GAME_FIELDS
        if unknown:
            raise ValueError(f"unknown game fields {unknown}")
        if "options" in fields:
            fields["options"] = json.dumps(fields["options"])
        fields["updated_at"] = now()
        assignments = ", ".join(f"{name} = ?" for name in fields)
        steps: list[tuple[str, Params]] = [
            (f"UPDATE games SET {assignments} WHERE id = ?", (*fields.values(), game_id))
        ]
        if fields.get("status") in ("active", "over"):
            steps.append(self._unsettle(game_id))
        await self._write(*steps)

    @staticmethod
    def _unsettle(game_id: int) -> tuple[str, Params]:
        """The step that lists a game started or ended among those whose effects a restart
        must carry out, until mark_settled says they were (a move lists its game by itself:
        the trigger on actions)."""
        return (
            "INSERT INTO unsettled (game_id, last_seq) SELECT id, last_seq FROM ("
            + Storage._GAMES
            + " WHERE id = ?) AS g WHERE settled_seq < last_seq OR announced_seq < last_seq"
            " ON CONFLICT (game_id) DO NOTHING",
            (game_id,),
        )

    @staticmethod
    def _game(row: Row) -> GameRow:
        data = dict(row)
        data["options"] = json.loads(data["options"])
        return GameRow(**data)

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._fetchone(self._GAMES + " WHERE id = ?", (game_id,))
        return self._game(row) if row else None

    async def game_by_thread(self, thread_id: int) -> GameRow | None:
        row = await self._fetchone(self._GAMES + " WHERE thread_id = ?", (thread_id,))
        return self._game(row) if row else None

    async def games(
        self,
        *,
        guild_id: int | None = None,
        statuses: tuple[str, ...] = ("lobby", "active"),
        player: str | None = None,
    ) -> list[GameRow]:
        if not statuses:
            return []  # "IN ()" is not SQL in PostgreSQL
        sql = self._GAMES + " WHERE status IN ({})".format(", ".join("?" * len(statuses)))
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
        rows = await self._fetchall(sql + " ORDER BY id", params)
        return [self._game(row) for row in rows]

    async def open_games(
        self,
        guild_id: int,
        *,
        member: str | None = None,
        matches: Sequence[GameMatch] | None = None,
        limit: int = 25,
    ) -> list[GameRow]:
        """A server's lobbies and games in progress, newest first, at most `limit`: only the
        member's own when `member` is given; only those meeting one of `matches` when given
        (an empty list meets none). Read through the games_open and seats_by_member indexes,
        so a keystroke of autocomplete costs the same with ten games or ten thousand."""
        sql = self._GAMES + " WHERE guild_id = ? AND status IN ('lobby', 'active')"
        params: list[Any] = [guild_id]
        if member is not None:
            sql += (
                " AND id IN (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ?"
                " AND autoplay = 0)"
            )
            params.append(member)
        if matches is not None:
            clauses = []
            for match in matches:
                if match.kinds is not None and not match.kinds:
                    continue  # no (game, status) allowed: meets nothing
                terms = []
                if match.id_like is not None:
                    terms.append("CAST(id AS TEXT) LIKE ?")
                    params.append(match.id_like)
                if match.kinds is not None:
                    pairs = " OR ".join("(game = ? AND status = ?)" for _ in match.kinds)
                    terms.append(f"({pairs})")
                    params.extend(value for kind in match.kinds for value in kind)
                clauses.append(" AND ".join(terms) or "1 = 1")
            if not clauses:
                return []
            sql += " AND (" + " OR ".join(f"({clause})" for clause in clauses) + ")"
        rows = await self._fetchall(sql + " ORDER BY id DESC LIMIT ?", [*params, limit])
        return [self._game(row) for row in rows]

    # ------------------------------------------------------------------ seats
    async def seats(self, game_id: int) -> list[Seat]:
        rows = await self._fetchall(
            "SELECT pos, player, name, dm_closed, autoplay, user_id, left_server, policy FROM seats"
            " WHERE game_id = ? ORDER BY pos",
            (game_id,),
        )
        return [
            Seat(
                row["pos"],
                row["player"],
                row["name"],
                bool(row["dm_closed"]),
                bool(row["autoplay"]),
                row["user_id"],
                bool(row["left_server"]),
                row["policy"],
            )
            for row in rows
        ]

    async def add_seat(
        self, game_id: int, player: str, name: str, policy: str | None = None
    ) -> None:
        """A seat at the end of the lobby; `policy`: a computer seat's level."""
        # The policy column only when there is one: a person's seat writes what it always did.
        column, value, params = ("", "", ()) if policy is None else (", policy", ", ?", (policy,))
        await self._write(
            *self._locked(game_id),
            (
                f"INSERT INTO seats (game_id, pos, player, name{column}) VALUES"
                " (?, (SELECT COALESCE(MAX(pos), -1) + 1 FROM seats WHERE game_id = ?), ?, ?"
                f"{value})",
                (game_id, game_id, player, name, *params),
            ),
        )

    async def remove_seat(self, game_id: int, player: str) -> None:
        """Leave a lobby. Stored moves name their seat by position, so a game with moves keeps
        its seats (a member who leaves it hands the seat over instead)."""
        if await self._fetchone("SELECT 1 FROM actions WHERE game_id = ? LIMIT 1", (game_id,)):
            raise StorageError(f"game {game_id} has moves: its seats cannot be removed")
        await self._write(
            *self._locked(game_id),
            ("DELETE FROM seats WHERE game_id = ? AND player = ?", (game_id, player)),
            # Keep positions dense so seat order stays the join order.
            (
                "UPDATE seats SET pos = (SELECT COUNT(*) FROM seats s2"
                " WHERE s2.game_id = seats.game_id AND s2.pos < seats.pos) WHERE game_id = ?",
                (game_id,),
            ),
        )

    async def set_seat_flag(self, game_id: int, player: str, flag: str, value: bool) -> None:
        if flag not in ("dm_closed", "autoplay", "left_server"):
            raise ValueError(flag)
        await self._write(
            (
                f"UPDATE seats SET {flag} = ? WHERE game_id = ? AND player = ?",
                (int(value), game_id, player),
            ),
            self._recheck_waits(game_id),
        )

    async def set_seat_user(
        self,
        game_id: int,
        player: str,
        user_id: str | None,
        name: str | None = None,
        policy: str | None = None,
    ) -> None:
        """Hand a seat to another member (user_id) or to a computer player (None) playing
        `policy` (None: the game's default)."""
        if user_id is None:
            await self._write(
                (
                    "UPDATE seats SET autoplay = 1, policy = ? WHERE game_id = ? AND player = ?",
                    (policy, game_id, player),
                ),
                self._recheck_waits(game_id),
            )
        else:
            await self._write(
                (
                    "UPDATE seats SET user_id = ?, name = COALESCE(?, name), autoplay = 0,"
                    " policy = NULL, dm_closed = 0, left_server = 0"
                    " WHERE game_id = ? AND player = ?",
                    (user_id, name, game_id, player),
                ),
                self._recheck_waits(game_id),
            )

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
        """Append one action and commit; a duplicate (game_id, seq) raises DuplicateAction.
        `over`: the action ended the game, stored in the same transaction. The row is compact:
        the player's seat position, the id of the action's text, the time in seconds, and the
        actor only when it is not the player. The trigger on actions lists the game among the
        unsettled ones (migration 010)."""
        when = datetime.now(UTC)
        action_id = await self.action_id(action)
        steps: list[tuple[str, Params]] = [
            (
                "INSERT INTO actions (game_id, seq, pos, action_id, at, actor) VALUES (?, ?,"
                " (SELECT pos FROM seats WHERE game_id = ? AND player = ?), ?, ?, ?)",
                (
                    game_id,
                    seq,
                    game_id,
                    player,
                    action_id,
                    epoch(when),
                    None if actor == player else actor,
                ),
            )
        ]
        if over:
            # First: every write that touches both locks the game's row before the unsettled
            # one (as mark_settled does), so two of them never wait on each other.
            steps.insert(
                0,
                (
                    "UPDATE games SET status = 'over', updated_at = ? WHERE id = ?",
                    (stamp(when), game_id),
                ),
            )
        try:
            await self._write(*steps)
        except Exception as error:
            if self._is_duplicate(error):
                raise DuplicateAction(f"game {game_id} already has action {seq}") from error
            seated = "SELECT 1 FROM seats WHERE game_id = ? AND player = ?"
            if await self._fetchone(seated, (game_id, player)) is None:
                raise StorageError(f"game {game_id} has no seat {player!r}") from error
            raise

    # --------------------------------------------------------- action shapes
    async def action_id(self, action: dict[str, Any]) -> int:
        """The id of the action's stored text (encode_action) in action_texts, where each
        distinct text is stored once: moves are drawn from a game's legal actions, so most
        are stored already, and a row names one by a number (migration 010)."""
        text = await self.encode_action(action)
        known = self._text_ids.get(text)
        if known is not None:
            return known
        # DO NOTHING then read: another connection (or process) may store the same text.
        await self._write(
            (
                "INSERT INTO action_texts (action) VALUES (?) ON CONFLICT (action) DO NOTHING",
                (text,),
            )
        )
        row = await self._fetchone("SELECT id FROM action_texts WHERE action = ?", (text,))
        assert row is not None
        self._text_ids[text] = int(row[0])
        return int(row[0])

    async def encode_action(self, action: dict[str, Any]) -> str:
        """The stored text of an action: [shape id, values...] for an action with a string
        "type" (its shape, the type and the keys in order, stored once in action_shapes), the
        plain JSON object otherwise. Values stay JSON, so the action reads back exactly."""
        kind = action.get("type")
        if not isinstance(kind, str):
            return json.dumps(action, separators=COMPACT)
        keys = list(action)
        shape = json.dumps([kind, keys], separators=COMPACT)
        shape_id = self._shape_ids.get(shape)
        if shape_id is None:
            shape_id = await self._store_shape(shape)
        values = [value for key, value in action.items() if key != "type"]
        return json.dumps([shape_id, *values], separators=COMPACT)

    async def _store_shape(self, shape: str) -> int:
        # DO NOTHING then read: another connection (or process) may store the same shape.
        await self._write(
            (
                "INSERT INTO action_shapes (shape) VALUES (?) ON CONFLICT (shape) DO NOTHING",
                (shape,),
            )
        )
        row = await self._fetchone("SELECT id FROM action_shapes WHERE shape = ?", (shape,))
        assert row is not None
        return self._know_shape(int(row[0]), shape)

    def _know_shape(self, shape_id: int, shape: str) -> int:
        kind, keys = json.loads(shape)
        self._shape_ids[shape] = shape_id
        self._shapes[shape_id] = (kind, keys)
        return shape_id

    async def decode_actions(self, texts: Sequence[str]) -> list[dict[str, Any]]:
        """Stored action texts as actions (the shapes not known yet are read once)."""
        data = [json.loads(text) for text in texts]
        missing = {d[0] for d in data if isinstance(d, list) and d[0] not in self._shapes}
        if missing:
            for row in await self._fetchall("SELECT id, shape FROM action_shapes"):
                self._know_shape(int(row[0]), str(row[1]))
        return [self._decode(d) for d in data]

    def _decode(self, data: Any) -> dict[str, Any]:
        if isinstance(data, dict):
            return data  # stored before shapes, or an action without a string type
        try:
            kind, keys = self._shapes[data[0]]
        except KeyError:
            raise StorageError(f"an action names shape {data[0]}, which is not stored") from None
        values = iter(data[1:])
        return {key: kind if key == "type" else next(values) for key in keys}

    # ------------------------------------------------------- durable effects
    async def announced(self, game_id: int) -> int:
        row = await self._fetchone("SELECT announced_seq FROM games WHERE id = ?", (game_id,))
        return int(row[0]) if row else 0

    async def mark_announced(self, game_id: int, seq: int) -> None:
        await self._write(
            # Never backwards (a late retry of an older move).
            (
                "UPDATE games SET announced_seq = ? WHERE id = ? AND announced_seq < ?",
                (seq, game_id, seq),
            ),
            ("DELETE FROM effects_done WHERE game_id = ? AND seq <= ?", (game_id, seq)),
            self._settled(game_id),
        )

    @staticmethod
    def _settled(game_id: int) -> tuple[str, Params]:
        """The step that takes a game off the unsettled list once both its markers reached
        its latest move. A move stored meanwhile (another process) raised last_seq first, or
        waits for this row's deletion and lists the game again: either way it stays listed.
        (On PostgreSQL the delete, blocked by that insert's lock, checks the new row again.)"""
        return (
            "DELETE FROM unsettled WHERE game_id = ? AND EXISTS (SELECT 1 FROM games"
            " WHERE games.id = unsettled.game_id AND games.announced_seq >= unsettled.last_seq"
            " AND games.settled_seq >= unsettled.last_seq)",
            (game_id,),
        )

    async def steps_done(self, game_id: int, seq: int) -> set[str]:
        rows = await self._fetchall(
            "SELECT step FROM effects_done WHERE game_id = ? AND seq = ?", (game_id, seq)
        )
        return {row[0] for row in rows}

    async def mark_step(self, game_id: int, seq: int, step: str) -> None:
        await self._write(
            (
                "INSERT INTO effects_done (game_id, seq, step) VALUES (?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (game_id, seq, step),
            )
        )

    @asynccontextmanager
    async def claim_step(
        self, game_id: int, seq: int, step: str, owner: str | None = None
    ) -> AsyncIterator[StepClaim]:
        """One announcement step of a move, claimed by the caller while it carries it out
        and marked done when the block ends with `carried_out` set. `owner`: the holder of
        the game's lease among several processes (PostgreSQL overrides this); None, one
        process, whose game lock already keeps the step to one caller."""
        if step in await self.steps_done(game_id, seq):
            yield StepClaim("done")
            return
        claim = StepClaim("mine")
        yield claim
        if claim.carried_out:
            await self.mark_step(game_id, seq, step)

    async def games_unannounced(self) -> list[int]:
        """Games with moves whose announcements are not all done (after a crash or a failure):
        read along the unsettled table, which lists only the games with work left, each
        looked up by its key (a subquery, so that the planner never starts from games)."""
        rows = await self._fetchall(
            "SELECT game_id FROM unsettled WHERE (SELECT games.announced_seq < unsettled.last_seq"
            " AND games.status IN ('active', 'over') FROM games WHERE games.id = unsettled.game_id)"
            " ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    async def games_unsettled(self) -> list[int]:
        """Games in progress or just over whose effects (announcements, the pin, prompts) were
        not all carried out for their latest move: a crash, a failure, or never since start."""
        rows = await self._fetchall(
            "SELECT game_id FROM unsettled WHERE (SELECT games.settled_seq < unsettled.last_seq"
            " AND games.status IN ('active', 'over') FROM games WHERE games.id = unsettled.game_id)"
            " ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    async def mark_settled(self, game_id: int, seq: int) -> None:
        """Every effect of the game up to move `seq` was carried out (never backwards)."""
        await self._write(
            (
                "UPDATE games SET settled_seq = ? WHERE id = ? AND settled_seq < ?",
                (seq, game_id, seq),
            ),
            self._settled(game_id),
        )

    async def actions(self, game_id: int, after: int = 0) -> list[StoredAction]:
        """The game's stored actions in order (those after move `after` only)."""
        rows = await self._fetchall(
            "SELECT a.seq, s.player, t.action, a.at, a.actor FROM actions a"
            " LEFT JOIN action_texts t ON t.id = a.action_id"
            " LEFT JOIN seats s ON s.game_id = a.game_id AND s.pos = a.pos"
            " WHERE a.game_id = ? AND a.seq > ? ORDER BY a.seq",
            (game_id, after),
        )
        for row in rows:
            if row[2] is None:  # texts are never deleted: a row that names none is damage
                raise StorageError(f"game {game_id}: move {row[0]} names no stored action")
        actions = await self.decode_actions([row[2] for row in rows])
        out = []
        for row, action in zip(rows, actions, strict=True):
            player = row[1]
            if player is None:
                raise StorageError(f"game {game_id}: move {row[0]} names a seat that is gone")
            out.append(StoredAction(row[0], player, action, from_epoch(row[3]), row[4] or player))
        return out

    async def last_move_of(self, game_id: int, user: str) -> int:
        """The seq of `user`'s last own move in a game (0 if none). A row without an actor was
        made by its seat's player."""
        row = await self._fetchone(
            "SELECT MAX(a.seq) FROM actions a JOIN seats s ON s.game_id = a.game_id"
            " AND s.pos = a.pos WHERE a.game_id = ? AND (a.actor = ? OR"
            " (a.actor IS NULL AND s.player = ?))",
            (game_id, user, user),
        )
        return int(row[0]) if row and row[0] is not None else 0

    async def last_action_at(self, game_id: int) -> str | None:
        row = await self._fetchone("SELECT MAX(at) FROM actions WHERE game_id = ?", (game_id,))
        return from_epoch(row[0]) if row and row[0] is not None else None

    # --------------------------------------------------------------- messages
    # ------------------------------------------------------------------ member locales
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
        )

    async def put_game_settings(self, game_id: int, settings: GameSettings) -> None:
        deadline = settings.deadline_hours
        await self._write(
            self._recheck_waits(game_id),
            (
                "INSERT INTO game_settings (game_id, reminder_hours, second_reminder_hours,"
                " deadline_hours, deadline_action, away_mode, cpu_fill, computer_level)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
                " reminder_hours = excluded.reminder_hours,"
                " second_reminder_hours = excluded.second_reminder_hours,"
                " deadline_hours = excluded.deadline_hours,"
                " deadline_action = excluded.deadline_action,"
                " away_mode = excluded.away_mode, cpu_fill = excluded.cpu_fill,"
                " computer_level = excluded.computer_level",
                (
                    game_id,
                    float(settings.reminder_hours),
                    float(settings.second_reminder_hours),
                    None if deadline is None else float(deadline),
                    settings.deadline_action,
                    settings.away_mode,
                    int(settings.cpu_fill),
                    settings.computer_level,
                ),
            ),
        )

    # ------------------------------------------------------------------ waits
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
        await self._write(*steps, self._count_waits(game_id))
        return True

    @staticmethod
    def _count_waits(game_id: int) -> tuple[str, Params]:
        """The step that keeps games.awaited, written with every change to a game's waits."""
        return (
            "UPDATE games SET awaited = (SELECT COUNT(*) FROM waits WHERE game_id = ?)"
            " WHERE id = ?",
            (game_id, game_id),
        )

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

    @staticmethod
    def _recheck_waits(game_id: int) -> tuple[str, Params]:
        """A step that makes the periodic check look at the game's waits again: written with
        every change to what their due times come from (settings, away times, seats)."""
        return ("UPDATE waits SET due_at = 0 WHERE game_id = ?", (game_id,))

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
                ("DELETE FROM waits WHERE game_id = ?", (game_id,)), self._count_waits(game_id)
            )
        else:
            await self._write(
                ("DELETE FROM waits WHERE game_id = ? AND player = ?", (game_id, player)),
                self._count_waits(game_id),
            )

    async def games_of_member(self, guild_id: int, user_id: str) -> list[GameRow]:
        """Lobbies and games in progress of a server in which the member plays a seat."""
        rows = await self._fetchall(
            self._GAMES + " WHERE guild_id = ? AND status IN ('lobby', 'active') AND id IN"
            " (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ? AND autoplay = 0)"
            " ORDER BY id",
            (guild_id, user_id),
        )
        return [self._game(row) for row in rows]

    async def games_awaiting(self, user_id: str) -> list[GameRow]:
        """Games in progress, in every server the member is still in, that wait on them now."""
        rows = await self._fetchall(
            self._GAMES + " WHERE status = 'active' AND id IN (SELECT w.game_id FROM waits w"
            " JOIN seats s ON s.game_id = w.game_id AND s.player = w.player"
            " WHERE COALESCE(s.user_id, s.player) = ? AND s.autoplay = 0"
            " AND s.left_server = 0) ORDER BY id",
            (user_id,),
        )
        return [self._game(row) for row in rows]

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
            self._recheck_waits(game_id),
        )

    async def away(self, game_id: int) -> dict[str, datetime]:
        """{user id: until} for the game; a past `until` is when that member came back."""
        rows = await self._fetchall("SELECT user_id, until FROM away WHERE game_id = ?", (game_id,))
        return {row[0]: parse_stamp(row[1]) for row in rows}

    # ------------------------------------------------------- several processes
    async def game_and_seq(self, game_id: int) -> tuple[GameRow, int] | None:
        """The game's row and the seq of its last stored action (0: none), in one query: what
        a process checks its cached game against when others write to the same database."""
        # last_seq is read from the actions' key (migration 010).
        row = await self.game(game_id)
        return None if row is None else (row, row.last_seq)

    async def actions_after(self, game_id: int, seq: int) -> list[StoredAction]:
        """The stored actions after `seq`, in order: another process's moves to catch up on."""
        return await self.actions(game_id, after=seq)

    async def claim_lease(self, game_id: int, kind: str, owner: str, seconds: float) -> bool:
        """Take (or renew) the game's lease of this kind for `seconds`; False while another
        owner holds it and it has not expired."""
        now = datetime.now(UTC)
        return await self._claim(
            (
                "INSERT INTO leases (game_id, kind, owner, expires_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET owner = excluded.owner,"
                " expires_at = excluded.expires_at"
                " WHERE leases.owner = excluded.owner OR leases.expires_at < ?"
                " RETURNING owner",
                (
                    game_id,
                    kind,
                    owner,
                    lease_stamp(now + timedelta(seconds=seconds)),
                    lease_stamp(now),
                ),
            )
        )

    async def release_lease(self, game_id: int, kind: str, owner: str) -> None:
        await self._write(
            (
                "DELETE FROM leases WHERE game_id = ? AND kind = ? AND owner = ?",
                (game_id, kind, owner),
            )
        )

    async def claim_reminder(
        self, game_id: int, player: str, key: str, level: int, owner: str
    ) -> bool:
        """Claim reminder `level` of a wait, and store the level on the wait: True for exactly
        one caller, whichever process asks first; the others must not send it."""
        return await self._claim(
            self._notice(game_id, player, key, f"remind:{level}", owner),
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
            self._notice(game_id, player, key, f"ask_host:{stamp(deadline_from)}", owner),
            (
                "UPDATE waits SET deadline_state = 1 WHERE game_id = ? AND player = ?"
                " AND wait_key = ?",
                (game_id, player, key),
            ),
        )

    @staticmethod
    def _notice(game_id: int, player: str, key: str, kind: str, owner: str) -> tuple[str, Params]:
        return (
            "INSERT INTO notices (game_id, player, wait_key, kind, owner, sent_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING kind",
            (game_id, player, key, kind, owner, now()),
        )

    async def notices(self, game_id: int) -> list[tuple[str, str, str, str]]:
        """(player, wait key, kind, owner) of every reminder and host question claimed."""
        rows = await self._fetchall(
            "SELECT player, wait_key, kind, owner FROM notices WHERE game_id = ?"
            " ORDER BY sent_at, player, wait_key, kind",
            (game_id,),
        )
        return [(row[0], row[1], row[2], row[3]) for row in rows]


class SqliteStorage(Storage):
    """SQLite through aiosqlite: one connection, WAL, synchronous=NORMAL."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        super().__init__()
        self.db = db
        # One connection is one transaction: two writes interleaving at an await would
        # commit each other's half. Writes take turns; reads need not.
        self._writing = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str | Path) -> SqliteStorage:
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
        files = migration_files("sqlite")
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

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        async with self.db.execute(sql, params) as cur:
            return await cur.fetchone()

    # A write is one trip to aiosqlite's thread, its statements and the commit together (a
    # statement, then a commit, each its own trip, cost half as much again as the write).
    # Once there it runs to its end, committed or rolled back, even if its caller is cancelled.
    def _transaction(self, steps: Sequence[tuple[str, Params]], returning: bool) -> Row | None:
        """`returning`: the first statement's row is returned, and without one (nothing
        claimed) the statements after it are not run."""
        conn = self.db._conn  # in the connection's own thread
        try:
            row = None
            for i, (sql, params) in enumerate(steps):
                cursor = conn.execute(sql, params)
                if returning and i == 0:
                    row = cursor.fetchone()
                    if row is None:
                        break
            conn.commit()
            return row
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    async def _run(self, steps: Sequence[tuple[str, Params]], returning: bool) -> Row | None:
        async with self._writing:
            return await self.db._execute(self._transaction, steps, returning)

    async def _write(self, *steps: tuple[str, Params]) -> None:
        await self._run(steps, returning=False)

    async def _insert_returning(self, sql: str, params: Params) -> Row:
        row = await self._run([(sql, params)], returning=True)
        assert row is not None
        return row

    def _is_duplicate(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)

    async def _claim(self, first: tuple[str, Params], *then: tuple[str, Params]) -> bool:
        # `then` is written only when `first` returned a row.
        return await self._run([first, *then], returning=True) is not None
