"""What the stats commands read (`/game leaderboard`, `stats`, `history`; cogs/stats.py), and
who appears on the leaderboards (members who opted out or left the server do not)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ratings.model import ordinal, shown
from bot.storage import Storage

# How many of a member's latest games the trend of /game stats looks back over.
TREND_GAMES = 5


@dataclass(frozen=True)
class BoardRow:
    rank: int
    rated: str
    name: str
    rating: float
    games: int
    wins: int


_VISIBLE = (
    " AND r.rated NOT IN (SELECT user_id FROM rating_optouts)"
    " AND NOT EXISTS (SELECT 1 FROM departed_members d WHERE d.guild_id = r.guild_id"
    " AND d.user_id = r.rated)"
)


async def board(
    storage: Storage, guild_id: int, game: str, *, offset: int = 0, limit: int = 10
) -> tuple[list[BoardRow], int]:
    """A page of the server's leaderboard for a game, best first (members who opted out or
    left the server are not on it), and how many are on it in all. Read through the
    ratings_board index: the cost grows with the server's players, not its games.

    Places are standard competition ranking of the rating as shown (one decimal): equal
    ratings share a place and the next place skips ("1, 2, 2, 4"), across pages too."""
    where = "FROM ratings r WHERE r.guild_id = ? AND r.game = ?" + _VISIBLE
    total = await storage._fetchone(f"SELECT COUNT(*) {where}", (guild_id, game))
    rows = await storage._fetchall(
        f"SELECT r.rated, r.name, r.ordinal, r.games, r.wins {where}"
        " ORDER BY r.ordinal DESC, r.rated LIMIT ? OFFSET ?",
        (guild_id, game, limit, offset),
    )
    out: list[BoardRow] = []
    for i, row in enumerate(rows):
        rating = float(row[2])
        if not out:
            rank = await _place(storage, where, (guild_id, game), rating) if offset else 1
        elif shown(rating) == shown(out[-1].rating):
            rank = out[-1].rank
        else:
            rank = offset + i + 1  # everyone above is shown higher
        out.append(BoardRow(rank, str(row[0]), str(row[1]), rating, row[3], row[4]))
    return out, int(total[0]) if total else 0


async def _place(storage: Storage, where: str, params: tuple[object, ...], rating: float) -> int:
    """The place of a rating on the leaderboard: one more than those shown higher. Those
    above it whose shown rating is the same (within 0.1) share its place."""
    above = await storage._fetchone(f"SELECT COUNT(*) {where} AND r.ordinal > ?", (*params, rating))
    near = await storage._fetchall(
        f"SELECT r.ordinal {where} AND r.ordinal > ? AND r.ordinal < ?",
        (*params, rating, rating + 0.1),
    )
    same = sum(1 for row in near if shown(float(row[0])) == shown(rating))
    return (int(above[0]) if above else 0) - same + 1


async def curves(
    storage: Storage, guild_id: int, game: str, keys: Sequence[str], *, points: int = 60
) -> dict[str, list[float]]:
    """Each key's rating (ordinal) after each of its latest `points` games of this server and
    game, oldest first: the leaderboard image's lines."""
    if not keys:
        return {}
    # One round trip: each key's latest games through the result_seats_by_member index.
    one = (
        "SELECT * FROM (SELECT rated, game_id, mu, sigma FROM result_seats"
        " WHERE rated = ? AND guild_id = ? AND game = ? ORDER BY game_id DESC LIMIT ?) AS latest"
    )
    rows = await storage._fetchall(
        " UNION ALL ".join([one] * len(keys)),
        [value for key in keys for value in (key, guild_id, game, points)],
    )
    found: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for row in rows:
        found[str(row[0])].append((int(row[1]), ordinal(float(row[2]), float(row[3]))))
    return {key: [0.0, *(value for _, value in sorted(found[key]))] for key in keys}


@dataclass(frozen=True)
class StatsRow:
    game: str
    games: int
    wins: int
    average_place: float
    rating: float
    trend: float  # the rating's change over the latest TREND_GAMES games
    details: list[str]  # the presenter's notes of the latest games, newest first


async def stats(storage: Storage, guild_id: int, rated: str) -> list[StatsRow]:
    """A member's (or a computer level's) stats in this server, one row per game played."""
    rows = await storage._fetchall(
        "SELECT game, ordinal, games, wins, places FROM ratings"
        " WHERE guild_id = ? AND rated = ? ORDER BY games DESC, game",
        (guild_id, rated),
    )
    out = []
    for row in rows:
        game = str(row[0])
        latest = await storage._fetchall(
            "SELECT mu, sigma, detail FROM result_seats WHERE rated = ? AND guild_id = ?"
            " AND game = ? ORDER BY game_id DESC LIMIT ?",
            (rated, guild_id, game, 50),
        )
        back = latest[TREND_GAMES] if len(latest) > TREND_GAMES else None
        before = ordinal(float(back[0]), float(back[1])) if back is not None else 0.0
        now = float(row[1])
        out.append(
            StatsRow(
                game,
                int(row[2]),
                int(row[3]),
                int(row[4]) / int(row[2]) if row[2] else 0.0,
                now,
                now - before,
                [str(r[2]) for r in latest if r[2] is not None],
            )
        )
    return out


@dataclass(frozen=True)
class HistorySeat:
    rated: str
    name: str
    place: int
    score: int
    outcome: str
    player: str = ""  # the seat's player id ("cpu:2" names the second computer added)


@dataclass(frozen=True)
class HistoryGame:
    game_id: int
    game: str
    finished_at: int
    thread_id: int | None
    seats: list[HistorySeat]


async def history(
    storage: Storage, guild_id: int, rated: str, *, offset: int = 0, limit: int = 5
) -> tuple[list[HistoryGame], int]:
    """A member's finished games in this server, newest first, with every seat's final
    place and score; and how many there are in all."""
    total = await storage._fetchone(
        "SELECT COUNT(DISTINCT game_id) FROM result_seats WHERE rated = ? AND guild_id = ?",
        (rated, guild_id),
    )
    rows = await storage._fetchall(
        "SELECT DISTINCT s.game_id, s.game, r.finished_at, g.thread_id FROM result_seats s"
        " JOIN results r ON r.game_id = s.game_id JOIN games g ON g.id = s.game_id"
        " WHERE s.rated = ? AND s.guild_id = ? ORDER BY s.game_id DESC LIMIT ? OFFSET ?",
        (rated, guild_id, limit, offset),
    )
    ids = [int(row[0]) for row in rows]
    seats: dict[int, list[HistorySeat]] = defaultdict(list)
    if ids:
        for seat in await storage._fetchall(
            "SELECT r.game_id, r.rated, r.name, r.place, r.score, r.outcome, s.player"
            " FROM result_seats r LEFT JOIN seats s ON s.game_id = r.game_id AND s.pos = r.pos"
            f" WHERE r.game_id IN ({', '.join('?' * len(ids))}) ORDER BY r.game_id, r.place, r.pos",
            ids,
        ):
            seats[int(seat[0])].append(
                HistorySeat(
                    str(seat[1]),
                    str(seat[2]),
                    int(seat[3]),
                    int(seat[4]),
                    str(seat[5]),
                    str(seat[6] or ""),
                )
            )
    games = [
        HistoryGame(
            int(row[0]),
            str(row[1]),
            int(row[2]),
            int(row[3]) if row[3] is not None else None,
            seats[int(row[0])],
        )
        for row in rows
    ]
    return games, int(total[0]) if total else 0


# --------------------------------------------------------------- who appears
async def set_opt_out(storage: Storage, user_id: str, out: bool) -> None:
    """Whether a member stays off every leaderboard (their ratings are still kept)."""
    if out:
        await storage._write(
            (
                "INSERT INTO rating_optouts (user_id) VALUES (?) ON CONFLICT DO NOTHING",
                (user_id,),
            )
        )
    else:
        await storage._write(("DELETE FROM rating_optouts WHERE user_id = ?", (user_id,)))


async def opted_out(storage: Storage, user_id: str) -> bool:
    row = await storage._fetchone("SELECT 1 FROM rating_optouts WHERE user_id = ?", (user_id,))
    return row is not None


async def set_departed(storage: Storage, guild_id: int, user_id: str, gone: bool) -> None:
    """A member left the server (hidden from its leaderboards) or came back."""
    if gone:
        await storage._write(
            (
                "INSERT INTO departed_members (guild_id, user_id) VALUES (?, ?)"
                " ON CONFLICT DO NOTHING",
                (guild_id, user_id),
            )
        )
    else:
        await storage._write(
            (
                "DELETE FROM departed_members WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        )
