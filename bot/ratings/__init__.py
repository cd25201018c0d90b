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

from bot.ratings.command import main as _main  # noqa: F401 - tests run the command in-process
from bot.ratings.model import SeatResult, cpu_key, ordinal, places, rate, shown
from bot.ratings.reads import (
    _VISIBLE,  # noqa: F401 - bench/bench_ratings.py times the leaderboard's filter
    BoardRow,
    HistoryGame,
    HistorySeat,
    StatsRow,
    board,
    curves,
    history,
    opted_out,
    set_departed,
    set_opt_out,
    stats,
)
from bot.ratings.record import backfill, rebuild, record_finished, record_game, record_session

__all__ = [
    "BoardRow",
    "HistoryGame",
    "HistorySeat",
    "SeatResult",
    "StatsRow",
    "backfill",
    "board",
    "cpu_key",
    "curves",
    "history",
    "opted_out",
    "ordinal",
    "places",
    "rate",
    "rebuild",
    "record_finished",
    "record_game",
    "record_session",
    "set_departed",
    "set_opt_out",
    "shown",
    "stats",
]
