"""Ratings, history and stats of finished games, per server and game.

When a game ends (bot/effects.py calls `record_game` while settling its last move), its result
is stored once: each seat's place and score, and the rating after the game of whoever it counts
for, with the current ratings, in one transaction whose first statement is the claim (the
result row is unique per game), so a retry or a restart never counts a game twice.

- Ratings are openskill's Plackett-Luce model (Weng-Lin), made for free-for-all games of any
  number of players; equal places are ties. The number shown is the conservative ordinal,
  mu - 3 sigma (0 for someone new).
- A seat counts for the member who played it at the end (the one a seat was handed to); a
  computer seat counts for its level, "cpu:<policy>" (the policy the seat remembers, else the
  game's first policy), so members can measure themselves against it. A seat resigned to a
  computer or whose member left the server counts as last for that member. Cancelled games
  never end, so they are never rated.
- Places: the game's winners first, then by score; equal scores share a place.
- Ratings are derived from the stored places alone, game after game in the order they were
  rated (`results.seq`): `rebuild` recomputes every one of them from scratch and gives the
  same numbers (`python -m bot.ratings rebuild`).
- When one rated key holds several seats of a game (two computer seats of the same level),
  each seat is rated from the key's rating before the game and the key keeps the mean of its
  seats' new mu and sigma.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

from bot.storage import Params, Seat, Storage, epoch

if TYPE_CHECKING:
    from bot.session import Session

log = logging.getLogger("whistlestop.ratings")

__all__ = [
    "BoardRow",
    "HistoryGame",
    "SeatResult",
    "StatsRow",
    "backfill",
    "board",
    "cpu_key",
    "history",
    "ordinal",
    "places",
    "rate",
    "rebuild",
    "record_finished",
    "record_game",
    "record_session",
    "set_departed",
    "set_opt_out",
    "stats",
]

MODEL = PlackettLuce()
# How many of a member's latest games the trend of /game stats looks back over.
TREND_GAMES = 5


def ordinal(mu: float, sigma: float) -> float:
    """The conservative display number: mu - 3 sigma (the library's ordinal)."""
    return mu - 3.0 * sigma


def cpu_key(policy: str) -> str:
    return f"cpu:{policy}"


@dataclass(frozen=True)
class SeatResult:
    pos: int
    rated: str  # a member id, or "cpu:<policy>"
    name: str
    place: int  # 1 is first; equal places are ties
    score: int
    outcome: str  # "finished", "resigned" or "left"
    detail: str | None = None


def places(
    seats: Sequence[Seat],
    view: Mapping[str, Any],
    policy: str,
    details: Mapping[str, str | None] | None = None,
) -> list[SeatResult]:
    """Each seat's place in a finished game, from the final spectator view's scores and
    winners. Seats resigned to a computer or left by their member share the last place."""
    scores: Mapping[str, int] = view.get("scores") or {}
    winners = set(view.get("winners") or [])
    details = details or {}

    def outcome(seat: Seat) -> str:
        if seat.player.startswith("cpu:"):
            return "finished"
        if seat.autoplay:
            return "resigned"
        return "left" if seat.left_server else "finished"

    played = [seat for seat in seats if outcome(seat) == "finished"]
    keys = {
        seat.pos: (seat.player not in winners, -int(scores.get(seat.player, 0))) for seat in played
    }
    out = []
    for seat in seats:
        kind = outcome(seat)
        if kind == "finished":
            place = 1 + sum(1 for other in keys.values() if other < keys[seat.pos])
        else:
            place = len(played) + 1
        # A computer seat counts for the level it played (its own, else the game's default).
        rated = (
            cpu_key(seat.policy or policy)
            if seat.player.startswith("cpu:")
            else (seat.user_id or seat.player)
        )
        out.append(
            SeatResult(
                seat.pos,
                rated,
                seat.name,
                place,
                int(scores.get(seat.player, 0)),
                kind,
                details.get(seat.player),
            )
        )
    return out


Rating = tuple[float, float]  # (mu, sigma)


def rate(
    priors: Mapping[str, Rating], results: Sequence[SeatResult]
) -> tuple[list[Rating], dict[str, Rating]]:
    """One game rated: (each seat's new rating, in order; each rated key's new rating). A key
    without a prior starts at the model's default."""
    teams = []
    for result in results:
        prior = priors.get(result.rated)
        if prior is None:
            teams.append([MODEL.rating()])
        else:
            teams.append([MODEL.rating(mu=prior[0], sigma=prior[1])])
    rated = MODEL.rate(teams, ranks=[float(r.place) for r in results])
    per_seat = [(team[0].mu, team[0].sigma) for team in rated]
    by_key: dict[str, list[Rating]] = defaultdict(list)
    for result, new in zip(results, per_seat, strict=True):
        by_key[result.rated].append(new)
    merged = {
        key: (sum(m for m, _ in news) / len(news), sum(s for _, s in news) / len(news))
        for key, news in by_key.items()
    }
    return per_seat, merged


@dataclass
class _Standing:
    mu: float
    sigma: float
    name: str
    games: int = 0
    wins: int = 0
    places: int = 0
    last_seq: int = 0

    def count(self, results: Iterable[SeatResult], new: Rating, seq: int) -> None:
        self.mu, self.sigma = new
        self.last_seq = seq
        for result in results:
            self.games += 1
            self.wins += result.place == 1
            self.places += result.place
            self.name = result.name


# One rating update at a time per server and game in this process: the priors read and the
# new ratings written must not interleave with another game's (see rebuild for the remedy
# when processes sharing a database finish two games of one server at the same instant).
_locks: dict[tuple[int, str], asyncio.Lock] = defaultdict(asyncio.Lock)

_RATING_COLUMNS = "rated, name, mu, sigma, games, wins, places, last_seq"


async def _standings(
    storage: Storage, guild_id: int, game: str, keys: Iterable[str]
) -> dict[str, _Standing]:
    wanted = sorted(set(keys))
    rows = await storage._fetchall(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ?"
        f" AND rated IN ({', '.join('?' * len(wanted))})",
        (guild_id, game, *wanted),
    )
    return {
        str(row[0]): _Standing(
            float(row[2]), float(row[3]), str(row[1]), row[4], row[5], row[6], row[7]
        )
        for row in rows
    }


def _upsert(guild_id: int, game: str, key: str, standing: _Standing) -> tuple[str, Params]:
    return (
        "INSERT INTO ratings (guild_id, game, rated, name, mu, sigma, ordinal, games, wins,"
        " places, last_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, game, rated) DO UPDATE SET name = excluded.name,"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " games = excluded.games, wins = excluded.wins, places = excluded.places,"
        " last_seq = excluded.last_seq",
        (
            guild_id,
            game,
            key,
            standing.name,
            standing.mu,
            standing.sigma,
            ordinal(standing.mu, standing.sigma),
            standing.games,
            standing.wins,
            standing.places,
            standing.last_seq,
        ),
    )


async def record_game(
    storage: Storage,
    *,
    game_id: int,
    guild_id: int | None,
    game: str,
    results: Sequence[SeatResult],
    finished_at: datetime | None = None,
) -> bool:
    """Store a finished game's result and update the ratings, once: False when it was stored
    before (a retry, a restart) or the game has no server."""
    if guild_id is None or len(results) < 2:
        return False  # no server to rank in, or nobody to rank against
    if await storage._fetchone("SELECT 1 FROM results WHERE game_id = ?", (game_id,)):
        return False
    async with _locks[(guild_id, game)]:
        before = await _standings(storage, guild_id, game, (r.rated for r in results))
        priors = {key: (s.mu, s.sigma) for key, s in before.items()}
        per_seat, merged = rate(priors, results)
        seq_of_game = "(SELECT seq FROM results WHERE game_id = ?)"
        steps: list[tuple[str, Params]] = [
            (
                "INSERT INTO result_seats (game_id, guild_id, game, pos, rated, name, place,"
                " score, outcome, detail, mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    guild_id,
                    game,
                    r.pos,
                    r.rated,
                    r.name,
                    r.place,
                    r.score,
                    r.outcome,
                    r.detail,
                    new[0],
                    new[1],
                ),
            )
            for r, new in zip(results, per_seat, strict=True)
        ]
        # The claim gives the game its seq; the standings take it from the row just inserted.
        by_key: dict[str, list[SeatResult]] = defaultdict(list)
        for r in results:
            by_key[r.rated].append(r)
        for key, mine in sorted(by_key.items()):
            standing = before.get(key) or _Standing(0.0, 0.0, mine[0].name)
            standing.count(mine, merged[key], 0)
            steps.append(_upsert(guild_id, game, key, standing))
        steps.append(
            (
                "UPDATE ratings SET last_seq = " + seq_of_game + " WHERE guild_id = ? AND game = ?"
                f" AND rated IN ({', '.join('?' * len(by_key))})",
                (game_id, guild_id, game, *sorted(by_key)),
            )
        )
        when = finished_at or datetime.now(UTC)
        return await storage._claim(
            (
                "INSERT INTO results (game_id, guild_id, game, finished_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO NOTHING RETURNING seq",
                (game_id, guild_id, game, epoch(when)),
            ),
            *steps,
        )


async def record_session(storage: Storage, s: Session) -> bool:
    """`record_game` for a game that just ended (the caller holds its lock): its seats, the
    final spectator view, its computer level and its presenter's details."""
    from bot import plugins

    game = s.game
    if game is None or not game.is_over or s.row.status == "cancelled":
        return False
    plugin = plugins.get(s.row.game)
    if plugin is None or s.row.guild_id is None:
        return False
    # Every settling of a finished game asks: one indexed look-up once it is stored.
    if await storage._fetchone("SELECT 1 FROM results WHERE game_id = ?", (s.row.id,)):
        return False
    view = game.view(None)
    presenter = plugin.presenter
    details = {seat.player: presenter.stats_detail(view, seat.player) for seat in s.loaded.seats}
    results = places(s.loaded.seats, view, plugin.engine.policies()[0], details)
    last = await storage.last_action_at(s.row.id)  # when the game ended, even on a retry
    return await record_game(
        storage,
        game_id=s.row.id,
        guild_id=s.row.guild_id,
        game=s.row.game,
        results=results,
        finished_at=datetime.fromisoformat(last) if last else None,
    )


async def record_finished(storage: Storage, s: Session) -> bool:
    """The effects' hook at the end of a game: `record_session`, False if it failed (logged;
    the caller tries again later). A game stored before counts as done."""
    try:
        await record_session(storage, s)
    except Exception:
        log.exception("game %s: could not store its result", s.row.id)
        return False
    return True


async def backfill(storage: Storage) -> int:
    """Store the results of finished games that have none (games that ended before ratings
    existed), oldest first, each replayed from its log as the bot replays it; how many."""
    from bot import plugins

    rows = await storage._fetchall(
        "SELECT id FROM games WHERE status = 'over' AND guild_id IS NOT NULL"
        " AND id NOT IN (SELECT game_id FROM results) ORDER BY id"
    )
    done = 0
    for (game_id,) in rows:
        row = await storage.game(int(game_id))
        plugin = plugins.get(row.game) if row else None
        if row is None or plugin is None:
            continue
        seats = await storage.seats(row.id)
        stored = await storage.actions(row.id)
        game = await asyncio.to_thread(
            plugin.replay, [seat.player for seat in seats], row.seed, row.options, stored
        )
        if not game.is_over:
            log.warning("game %s: stored as over but its log does not end it", row.id)
            continue
        view = game.view(None)
        details = {seat.player: plugin.presenter.stats_detail(view, seat.player) for seat in seats}
        results = places(seats, view, plugin.engine.policies()[0], details)
        last = await storage.last_action_at(row.id)
        when = datetime.fromisoformat(last) if last else None
        done += await record_game(
            storage,
            game_id=row.id,
            guild_id=row.guild_id,
            game=row.game,
            results=results,
            finished_at=when,
        )
    return done


# ----------------------------------------------------------------------- rebuild
@dataclass(frozen=True)
class Rebuilt:
    games: int  # results replayed
    ratings: int  # ratings rows written
    changed: int  # seats whose stored rating after the game differed (0 when nothing drifted)


async def rebuild(storage: Storage) -> Rebuilt:
    """Recompute every rating from the stored places, game after game in `results.seq` order,
    and store them: the current ratings are replaced, and a seat's rating after its game is
    rewritten where it differs. Run it after restoring results or if processes sharing a
    database finished two games of one server and game at the same instant."""
    rows = await storage._fetchall(
        "SELECT r.seq, r.game_id, r.guild_id, r.game, s.pos, s.rated, s.name, s.place, s.score,"
        " s.outcome, s.mu, s.sigma FROM results r JOIN result_seats s ON s.game_id = r.game_id"
        " ORDER BY r.seq, s.pos"
    )
    games: dict[int, list[Any]] = defaultdict(list)
    for row in rows:
        games[int(row[0])].append(row)
    standings: dict[tuple[int, str], dict[str, _Standing]] = defaultdict(dict)
    fixes: list[tuple[str, Params]] = []
    for seq, seat_rows in games.items():
        first = seat_rows[0]
        game_id, guild_id, game = int(first[1]), int(first[2]), str(first[3])
        results = [
            SeatResult(int(r[4]), str(r[5]), str(r[6]), int(r[7]), int(r[8]), str(r[9]))
            for r in seat_rows
        ]
        board_of = standings[(guild_id, game)]
        priors = {
            r.rated: (board_of[r.rated].mu, board_of[r.rated].sigma)
            for r in results
            if r.rated in board_of
        }
        per_seat, merged = rate(priors, results)
        for row, r, new in zip(seat_rows, results, per_seat, strict=True):
            if (float(row[10]), float(row[11])) != new:
                fixes.append(
                    (
                        "UPDATE result_seats SET mu = ?, sigma = ? WHERE game_id = ? AND pos = ?",
                        (new[0], new[1], game_id, r.pos),
                    )
                )
        by_key: dict[str, list[SeatResult]] = defaultdict(list)
        for r in results:
            by_key[r.rated].append(r)
        for key, mine in by_key.items():
            standing = board_of.setdefault(key, _Standing(0.0, 0.0, mine[0].name))
            standing.count(mine, merged[key], seq)
    upserts = [
        _upsert(guild_id, game, key, standing)
        for (guild_id, game), board_of in sorted(standings.items())
        for key, standing in sorted(board_of.items())
    ]
    await storage._write(("DELETE FROM ratings", ()), *fixes, *upserts)
    return Rebuilt(len(games), len(upserts), len(fixes))


# ------------------------------------------------------------------- reading
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
    ratings_board index: the cost grows with the server's players, not its games."""
    where = "FROM ratings r WHERE r.guild_id = ? AND r.game = ?" + _VISIBLE
    total = await storage._fetchone(f"SELECT COUNT(*) {where}", (guild_id, game))
    rows = await storage._fetchall(
        f"SELECT r.rated, r.name, r.ordinal, r.games, r.wins {where}"
        " ORDER BY r.ordinal DESC, r.rated LIMIT ? OFFSET ?",
        (guild_id, game, limit, offset),
    )
    out = [
        BoardRow(offset + i + 1, str(row[0]), str(row[1]), float(row[2]), row[3], row[4])
        for i, row in enumerate(rows)
    ]
    return out, int(total[0]) if total else 0


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
            "SELECT game_id, rated, name, place, score, outcome FROM result_seats"
            f" WHERE game_id IN ({', '.join('?' * len(ids))}) ORDER BY game_id, place, pos",
            ids,
        ):
            seats[int(seat[0])].append(
                HistorySeat(str(seat[1]), str(seat[2]), int(seat[3]), int(seat[4]), str(seat[5]))
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


# ----------------------------------------------------------------------- command
async def _main(argv: Sequence[str] | None = None) -> None:
    from bot.settings import load_settings

    parser = argparse.ArgumentParser(
        prog="python -m bot.ratings", description="Ratings of finished games."
    )
    parser.add_argument(
        "command",
        choices=["rebuild", "backfill"],
        help="rebuild: recompute every rating from the stored results; backfill: first store"
        " the results of finished games that have none (ended before ratings existed)",
    )
    parser.add_argument("--database", help="a database URL or SQLite file (default: settings)")
    args = parser.parse_args(argv)
    storage = await Storage.open(args.database or load_settings().database)
    try:
        if args.command == "backfill":
            print(f"stored the results of {await backfill(storage)} finished games")
        done = await rebuild(storage)
    finally:
        await storage.close()
    print(
        f"rebuilt {done.ratings} ratings from {done.games} games;"
        f" {done.changed} seat ratings corrected"
    )


if __name__ == "__main__":
    asyncio.run(_main())
