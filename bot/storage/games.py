"""Games and their seats: creating, finding and updating a game, who sits where."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.storage.backend import Backend, Params, Row, StorageError, now
from bot.storage.records import GameMatch, GameRow, Seat
from bot.storage.waits import recheck_waits

# A game's row and its latest move (0: none), read from the actions' key: one seek.
GAMES = (
    "SELECT games.*, COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = games.id), 0)"
    " AS last_seq FROM games"
)

GAME_FIELDS = frozenset(
    {"thread_id", "lobby_message_id", "status", "options", "seed", "host_id", "language"}
)

# The games a member plays a seat of now, not whoever joined it first.
MEMBER_GAMES = (
    " AND id IN (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ? AND autoplay = 0)"
)


def unsettle(game_id: int) -> tuple[str, Params]:
    """The step that lists a game started or ended among those whose effects a restart
    must carry out, until mark_settled says they were (a move lists its game by itself:
    the trigger on actions)."""
    return (
        "INSERT INTO unsettled (game_id, last_seq) SELECT id, last_seq FROM ("
        + GAMES
        + " WHERE id = ?) AS g WHERE settled_seq < last_seq OR announced_seq < last_seq"
        " ON CONFLICT (game_id) DO NOTHING",
        (game_id,),
    )


def game_row(row: Row) -> GameRow:
    data = dict(row)
    data["options"] = json.loads(data["options"])
    return GameRow(**data)


def match_clauses(matches: Sequence[GameMatch], params: list[Any]) -> list[str]:
    """The SQL of each match that can meet something (its values appended to `params`)."""
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
    return clauses


class GameStore(Backend):
    _GAMES = GAMES
    _GAME_FIELDS = GAME_FIELDS
    _unsettle = staticmethod(unsettle)
    _game = staticmethod(game_row)

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

    async def update_game(self, game_id: int, **fields: Any) -> None:
        unknown = set(fields) - GAME_FIELDS
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
            steps.append(unsettle(game_id))
        await self._write(*steps)

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._fetchone(GAMES + " WHERE id = ?", (game_id,))
        return game_row(row) if row else None

    async def game_by_thread(self, thread_id: int) -> GameRow | None:
        row = await self._fetchone(GAMES + " WHERE thread_id = ?", (thread_id,))
        return game_row(row) if row else None

    async def game_and_seq(self, game_id: int) -> tuple[GameRow, int] | None:
        """The game's row and the seq of its last stored action (0: none), in one query: what
        a process checks its cached game against when others write to the same database."""
        # last_seq is read from the actions' key (migration 010).
        row = await self.game(game_id)
        return None if row is None else (row, row.last_seq)

    async def games(
        self,
        *,
        guild_id: int | None = None,
        statuses: tuple[str, ...] = ("lobby", "active"),
        player: str | None = None,
    ) -> list[GameRow]:
        if not statuses:
            return []  # "IN ()" is not SQL in PostgreSQL
        sql = GAMES + " WHERE status IN ({})".format(", ".join("?" * len(statuses)))
        params: list[Any] = list(statuses)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if player is not None:
            sql += MEMBER_GAMES
            params.append(player)
        rows = await self._fetchall(sql + " ORDER BY id", params)
        return [game_row(row) for row in rows]

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
        sql = GAMES + " WHERE guild_id = ? AND status IN ('lobby', 'active')"
        params: list[Any] = [guild_id]
        if member is not None:
            sql += MEMBER_GAMES
            params.append(member)
        if matches is not None:
            clauses = match_clauses(matches, params)
            if not clauses:
                return []
            sql += " AND (" + " OR ".join(f"({clause})" for clause in clauses) + ")"
        rows = await self._fetchall(sql + " ORDER BY id DESC LIMIT ?", [*params, limit])
        return [game_row(row) for row in rows]

    async def games_of_member(self, guild_id: int, user_id: str) -> list[GameRow]:
        """Lobbies and games in progress of a server in which the member plays a seat."""
        rows = await self._fetchall(
            GAMES + " WHERE guild_id = ? AND status IN ('lobby', 'active') AND id IN"
            " (SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ? AND autoplay = 0)"
            " ORDER BY id",
            (guild_id, user_id),
        )
        return [game_row(row) for row in rows]

    async def games_awaiting(self, user_id: str) -> list[GameRow]:
        """Games in progress, in every server the member is still in, that wait on them now."""
        rows = await self._fetchall(
            GAMES + " WHERE status = 'active' AND id IN (SELECT w.game_id FROM waits w"
            " JOIN seats s ON s.game_id = w.game_id AND s.player = w.player"
            " WHERE COALESCE(s.user_id, s.player) = ? AND s.autoplay = 0"
            " AND s.left_server = 0) ORDER BY id",
            (user_id,),
        )
        return [game_row(row) for row in rows]

    async def seated_members(self) -> list[tuple[int, str]]:
        """(server, member) of every member seated in a lobby or a game in progress and not
        known to have left: checked against the servers' members when the bot connects."""
        rows = await self._fetchall(
            "SELECT DISTINCT g.guild_id, COALESCE(s.user_id, s.player) FROM seats s"
            " JOIN games g ON g.id = s.game_id WHERE g.status IN ('lobby', 'active')"
            " AND g.guild_id IS NOT NULL AND s.autoplay = 0 AND s.left_server = 0"
            " AND s.player NOT LIKE 'cpu:%' ORDER BY 1, 2",
            (),
        )
        return [(int(row[0]), str(row[1])) for row in rows]

    async def pass_host(self, game_id: int, host_id: int) -> None:
        """A new host, and the questions asked of the old one forgotten in the same commit:
        the new host is owed every one of them (Storage.games_owing_questions)."""
        await self._write(
            (
                "UPDATE games SET host_id = ?, updated_at = ? WHERE id = ?",
                (host_id, now(), game_id),
            ),
            ("DELETE FROM messages WHERE game_id = ? AND kind = 'left'", (game_id,)),
        )

    async def games_owing_questions(self) -> list[int]:
        """Games in progress with a seat whose member left and about which the host was not
        asked yet (the bot stopped, or Discord failed, between noticing and asking)."""
        rows = await self._fetchall(
            "SELECT DISTINCT s.game_id FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.status = 'active' AND s.left_server = 1 AND s.autoplay = 0"
            " AND s.player NOT LIKE 'cpu:%' AND NOT EXISTS (SELECT 1 FROM messages m"
            " WHERE m.game_id = s.game_id AND m.kind = 'left' AND m.user_id = s.player)"
            " ORDER BY s.game_id",
            (),
        )
        return [row[0] for row in rows]

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
            recheck_waits(game_id),
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
                recheck_waits(game_id),
            )
        else:
            await self._write(
                (
                    "UPDATE seats SET user_id = ?, name = COALESCE(?, name), autoplay = 0,"
                    " policy = NULL, dm_closed = 0, left_server = 0"
                    " WHERE game_id = ? AND player = ?",
                    (user_id, name, game_id, player),
                ),
                # A question about the seat's last member is answered by this.
                (
                    "DELETE FROM messages WHERE game_id = ? AND kind = 'left' AND user_id = ?",
                    (game_id, player),
                ),
                recheck_waits(game_id),
            )
