"""Storing a finished game's result and the ratings it changes, once per game (`record_game`
and the bot's hooks to it), storing the results of games that ended before ratings existed
(`backfill`), and recomputing every rating from the stored places (`rebuild`)."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from bot.ratings.model import SeatResult, Standing, ordinal, places, rate
from bot.storage import Params, Storage, epoch

if TYPE_CHECKING:
    from bot.session import Session

log = logging.getLogger("whistlestop.ratings")

# One rating update at a time per server and game in this process: the priors read and the
# new ratings written must not interleave with another game's (see rebuild for the remedy
# when processes sharing a database finish two games of one server at the same instant).
_locks: dict[tuple[int, str], asyncio.Lock] = defaultdict(asyncio.Lock)

_RATING_COLUMNS = "rated, name, mu, sigma, games, wins, places, last_seq"


async def _standings(
    storage: Storage, guild_id: int, game: str, keys: Iterable[str]
) -> dict[str, Standing]:
    wanted = sorted(set(keys))
    rows = await storage._fetchall(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ?"
        f" AND rated IN ({', '.join('?' * len(wanted))})",
        (guild_id, game, *wanted),
    )
    return {
        str(row[0]): Standing(
            float(row[2]), float(row[3]), str(row[1]), row[4], row[5], row[6], row[7]
        )
        for row in rows
    }


def _upsert(guild_id: int, game: str, key: str, standing: Standing) -> tuple[str, Params]:
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


def _seat_rows(
    game_id: int,
    guild_id: int,
    game: str,
    results: Sequence[SeatResult],
    per_seat: Sequence[tuple[float, float]],
) -> list[tuple[str, Params]]:
    """The inserts of a game's seats: each one's place, score and rating after the game."""
    return [
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
        steps = _seat_rows(game_id, guild_id, game, results, per_seat)
        # The claim gives the game its seq; the standings take it from the row just inserted.
        by_key: dict[str, list[SeatResult]] = defaultdict(list)
        for r in results:
            by_key[r.rated].append(r)
        for key, mine in sorted(by_key.items()):
            standing = before.get(key) or Standing(0.0, 0.0, mine[0].name)
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
    standings: dict[tuple[int, str], dict[str, Standing]] = defaultdict(dict)
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
            standing = board_of.setdefault(key, Standing(0.0, 0.0, mine[0].name))
            standing.count(mine, merged[key], seq)
    upserts = [
        _upsert(guild_id, game, key, standing)
        for (guild_id, game), board_of in sorted(standings.items())
        for key, standing in sorted(board_of.items())
    ]
    await storage._write(("DELETE FROM ratings", ()), *fixes, *upserts)
    return Rebuilt(len(games), len(upserts), len(fixes))
