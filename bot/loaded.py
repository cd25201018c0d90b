"""A game as the bot holds it in memory (`Loaded`): its row, seats and engine game, rebuilt
from the stored action log (`load`), and what each move did (`Outcome`, rebuilt from the log
after a restart by `outcome_of`)."""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot import plugins
from bot.errors import UserFacing
from bot.storage import DamagedLog, GameRow, Seat, Storage
from engine.core import Game

log = logging.getLogger("whistlestop.sessions")


@dataclass
class Loaded:
    row: GameRow
    seats: list[Seat]
    game: Game | None  # None while the game is still a lobby
    seq: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    # Outcomes of the latest moves, kept until they are announced (after a restart they are
    # rebuilt from the log).
    outcomes: dict[int, Outcome] = field(default_factory=dict)
    last_player: str | None = None  # who made the latest move (in this process)
    # The latest move a person made (not a computer): only computers moved after it.
    last_human: str | None = None
    last_actions: dict[str, dict[str, Any]] = field(default_factory=dict)  # per seat
    used_at: float = 0.0  # when a session on it last ended (Sessions' clock)

    @property
    def players(self) -> list[str]:
        return [seat.player for seat in self.seats]

    def seat(self, player: str) -> Seat | None:
        return next((s for s in self.seats if s.player == player), None)

    def player_of(self, user: str) -> str | None:
        """The seat (engine player id) the Discord user plays now, if any. Every way from a
        user to a seat goes through here, so a replaced member can no longer act."""
        return next((s.player for s in self.seats if s.user == user), None)

    def token(self, player: str) -> int:
        """How many moves `player` has made: components carry it to detect stale clicks."""
        return self.counts[player]


@dataclass(frozen=True)
class Outcome:
    player: str
    action: dict[str, Any]
    events: list[dict[str, Any]]
    seq: int
    before: dict[str, Any]  # spectator view before the action, to describe what changed
    # Spectator view right after it; None when not taken yet (the effects take it, after the
    # answer, while the move is still the latest).
    after: dict[str, Any] | None
    # Why a computer moved for a person ("deadline", "away", "host"); None otherwise.
    reason: str | None = None
    # The mover's own view before the move, when `apply` was asked for it (`viewer`): taken from
    # the game the action was finally applied to, after a lost race too.
    seen: dict[str, Any] | None = None


class GameBroken(UserFacing):
    """The stored log of a game cannot be read back or no longer replays (a damaged database,
    a rules change)."""

    def __init__(self, reason: str) -> None:
        super().__init__("err.game_broken")
        self.reason = reason


async def load(storage: Storage, game_id: int) -> Loaded:
    """The game as its stored log leaves it; GameBroken if the log cannot be read back or no
    longer replays."""
    row = await storage.game(game_id)
    if row is None:
        raise UserFacing("err.unknown_game")
    seats = await storage.seats(game_id)
    loaded = Loaded(row, seats, None)
    if row.status == "lobby":
        return loaded
    plugin = plugins.get(row.game)
    if plugin is None:
        raise UserFacing("err.no_engine")
    # A log that cannot be read back (a damaged move) is as broken as one that no longer
    # replays; a database that cannot be reached is not: that passes, and is raised as it is.
    try:
        stored = await storage.actions(game_id)
    except DamagedLog as error:
        raise _broken(game_id, str(error)) from error
    try:
        loaded.game = plugin.replay(loaded.players, row.seed, row.options, stored)
    except Exception as error:
        raise _broken(game_id, repr(error)) from error
    loaded.counts.update(a.player for a in stored)
    loaded.seq = stored[-1].seq if stored else 0
    # Each seat's last move, from the log: after a restart the bot still says what a
    # finished prompt chose, and who moved last (a turn of several steps goes on).
    for entry in plugins.effective_actions(stored):
        loaded.last_actions[entry.player] = entry.action
        loaded.last_human = _at_table(loaded.last_human, entry.player, entry.actor)
    loaded.last_player = stored[-1].player if stored else None
    return loaded


def _broken(game_id: int, reason: str) -> GameBroken:
    # Reported to the log with its reason; the host is told by bot/broken.py.
    log.error("game %s: its stored log cannot be read or replayed: %s", game_id, reason)
    return GameBroken(reason)


def outcome_of(
    plugin: plugins.GamePlugin, row: GameRow, players: list[str], stored: list[Any], seq: int
) -> Outcome:
    """The outcome of move `seq`, rebuilt from the log (after a restart). CPU-bound."""
    game = plugin.replay(players, row.seed, row.options, [a for a in stored if a.seq < seq])
    entry = next(a for a in stored if a.seq == seq)
    before = game.view(None)
    if plugins.is_undo(entry.action):
        game = plugin.replay(players, row.seed, row.options, [a for a in stored if a.seq <= seq])
        return Outcome(entry.player, entry.action, [], seq, before, game.view(None))
    events = game.apply(entry.player, entry.action)
    # A computer's move for a person is stored with the reason ("cpu:deadline").
    actor = entry.actor or ""
    reason = actor.partition(":")[2] or None if actor.startswith("cpu:") else None
    return Outcome(entry.player, entry.action, list(events), seq, before, game.view(None), reason)


def _at_table(last_human: str | None, player: str, actor: str | None) -> str | None:
    """Who moved last among people, after a move by `actor`: a computer seat's move ("cpu",
    within seconds) keeps them; a stand-in for a person ("cpu:<reason>", hours later) ends
    it, so the next decision is a new DM that notifies. A move with no choice made at once
    ("cpu:forced") comes within seconds too."""
    if actor in ("cpu", "cpu:forced"):
        return last_human
    if actor is not None and actor.startswith("cpu:"):
        return None
    return player
