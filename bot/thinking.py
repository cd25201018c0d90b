"""Computer players think in child processes, never on the event loop.

A computer's move is a search that may take `WHISTLESTOP_CPU_THINK_MS` (default 300 ms) of CPU;
fifty games waiting on one at once would hold the event loop for seconds. So the bot sends each
choice to a pool of spawned processes (bot/children.py, as images are drawn): a `Job` carries
what replaying the game needs (the engine class, players, seed, options and the effective stored
actions: the bot's games keep no log of their own), the seat, its policy and a seed; the worker
rebuilds the game, chooses and returns the action. Same job, same move: the seed and the budget
(expressed in iterations by the engine) make it reproducible, in a process or in this one.

Levels: "heuristic" (easy) and "strong" (the search, engine/search.py) where a game offers them
(`Game.policies()`); a computer seat added in the lobby remembers its policy (seats.policy), a
computer standing in for a person (a deadline, an away time, /game replace) plays the game's
`computer_level` setting, "strong" by default.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot import lockorder, metrics, plugins
from bot.children import ChildPool
from engine.core import Game

if TYPE_CHECKING:
    from bot.session import Session
    from bot.storage import Seat

# The levels people choose between, easiest first (other policies, "random", are not offered).
LEVELS = ("heuristic", "strong")
# A crashed worker is replaced this many times before thinking stays in this process.
RESTARTS = 5
# How much lower the thinking processes' priority is than the bot's (os.nice): a move people wait
# on for seconds yields the CPU to the event loop that answers them at once.
NICE = 10


def workers() -> int:
    """One process per core but one (the event loop keeps a core), at least one."""
    return max(1, (os.cpu_count() or 2) - 1)


def levels(engine: type[Game]) -> tuple[str, ...]:
    """The levels a game offers, easiest first: none when it has only one way to play."""
    offered = engine.policies()
    found = tuple(level for level in LEVELS if level in offered)
    return found if len(found) > 1 else ()


def default_policy(engine: type[Game]) -> str:
    """The policy of a computer seat that names none (added before levels existed)."""
    return engine.policies()[0]


def standin_policy(engine: type[Game], level: str) -> str:
    """The policy of a computer standing in for a person, from the game's setting."""
    return level if level in levels(engine) else default_policy(engine)


def seat_policy(engine: type[Game], seat: Seat | None, level: str) -> str:
    """The policy the computer plays for `seat`: its own, else (a person's seat) the setting."""
    if seat is not None and seat.policy and seat.policy in engine.policies():
        return seat.policy
    if seat is not None and seat.player.startswith("cpu:"):
        return default_policy(engine)
    return standin_policy(engine, level)


@dataclass(frozen=True)
class Job:
    """One choice to make, picklable: the game as its log rebuilds it, the seat, the policy."""

    engine: type[Game]
    players: tuple[str, ...]
    seed: int
    options: dict[str, Any]
    actions: tuple[tuple[str, dict[str, Any]], ...]  # the effective stored actions, in order
    player: str
    policy: str
    choice_seed: int
    think_ms: float


def think(job: Job) -> dict[str, Any]:
    """In a worker: rebuild the game from its log and choose `job.player`'s move."""
    from engine.search import think_ms

    if think_ms() != job.think_ms:
        # The budget is the bot's, not the environment the worker was spawned with.
        os.environ["WHISTLESTOP_CPU_THINK_MS"] = repr(job.think_ms)
    game = job.engine(list(job.players), job.seed, job.options)
    game.forget_log()
    for player, action in job.actions:
        game.apply(player, action)
    chooser = job.engine.computer_player(job.policy, job.choice_seed)
    return chooser.choose(game, job.player)


class Thinking(ChildPool):
    """The bot's pool of thinking processes."""

    def __init__(self, processes: int | None = None) -> None:
        super().__init__(
            "the computer players", workers=processes or workers(), restarts=RESTARTS, nice=NICE
        )
        self._slots: asyncio.Semaphore | None = None

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """Held while a move is prepared and thought: one per process and one waiting. Fifty
        computers due at once (a restart, a deadline) then wait here, parked, instead of all
        reading their game and queueing a job in the same instant (a 30 ms stall of the event
        loop), and each job is read just before a process takes it, so it is rarely stale.
        The outermost wait of the bot (bot/lockorder.py): its holder may take a game's lock
        to read the job; whoever holds a game's lock never waits here."""
        what = "a thinking slot"
        lockorder.check(lockorder.Level.SLOT, what)
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.workers + 1)
        async with self._slots:
            with lockorder.held(lockorder.Level.SLOT, what):
                yield

    async def start(self) -> None:  # type: ignore[override]
        """The pool; its processes are spawned on the first choice sent to them."""
        await super().start()

    async def job(self, s: Session, player: str, policy: str | None = None) -> Job:
        """What choosing `player`'s move in the session's game needs (read under the lock)."""
        from engine.search import think_ms

        plugin = plugins.get(s.row.game)
        assert plugin is not None
        if policy is None:
            level = (await s.sessions.storage.game_settings(s.row.id)).computer_level
            policy = seat_policy(plugin.engine, s.loaded.seat(player), level)
        # The session's own position: with several processes the log may already hold moves
        # this session has not caught up with, and the move must suit the game it is applied to.
        seq = s.loaded.seq
        stored = plugins.effective_actions(
            [a for a in await s.sessions.storage.actions(s.row.id) if a.seq <= seq]
        )
        return Job(
            plugin.engine,
            tuple(s.loaded.players),
            s.row.seed,
            dict(s.row.options),
            tuple((a.player, a.action) for a in stored),
            player,
            policy,
            s.row.seed + s.loaded.seq,
            think_ms(),
        )

    async def choose(self, job: Job) -> dict[str, Any]:
        """The move, chosen by a thinking process: never while holding a game's lock (a
        think takes up to the budget, and a move waits in line behind the others)."""
        lockorder.check_off_lock("a computer thinks")
        with metrics.THINK_SECONDS.labels(game=job.engine.name).time():
            return await self.run(think, job)
