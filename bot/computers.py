"""Computer moves: the one path by which the computer moves, for a computer seat or on behalf of
a person (away, a deadline passed, the host's "move for them", and any later reason: a clock
that ran out is one more `reason`).

`stand_in(s, player, reason)` asks for the move and returns at once: the caller may hold the
game's lock, answer its command, and go. The move is made by a task of its own, in the order of
bot/lockorder.py: a thinking slot, then the game's lock to read what the choice needs, the lock
let go while a thinking process chooses, then the game's lock again to apply the choice, only
if the game is still at the move it was chosen for (`Session.apply(at_seq=...)`, which also
holds across processes). If someone moved meanwhile, it thinks again at once: never a busy
loop, since each new try follows a move, and never a bound that leaves a game waiting for a
periodic check. A failure (a thinking process killed twice, the database locked) is tried
again after a pause, for as long as the move is still due.

A request is dropped, doing nothing, once it is no longer due: the seat moved (its move count
changed), the game ended, the seat changed hands, or (away) its player came back.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.background import Background
from bot.errors import UserFacing
from bot.session import PositionMoved, Session
from bot.storage import DamagedLog

if TYPE_CHECKING:
    from bot.sessions import Sessions
    from bot.thinking import Thinking
    from bot.waits import Waits

log = logging.getLogger("whistlestop.flow")

# Pauses (seconds) before trying a failed computer move again; the last one repeats.
RETRY_DELAYS = (1.0, 5.0, 30.0, 60.0)


@dataclass(frozen=True)
class Request:
    """One computer move to make: the seat's move number `token`, for `user` (who played the
    seat when it was asked: None for a computer seat), and why (None: a computer seat)."""

    game_id: int
    player: str
    token: int
    reason: str | None
    user: str | None
    action: dict[str, Any] | None = None  # decided already (a skip): nothing to think about

    @property
    def key(self) -> tuple[int, str, int]:
        return (self.game_id, self.player, self.token)


class Computers:
    """Makes the computer moves. What it uses comes in by the constructor (bot/flow.py builds
    it): the sessions, the thinking pool, the waits (who is away), and `after`, the turn loop's
    settling of a committed move (Flow.after), called under the game's lock."""

    def __init__(
        self,
        *,
        sessions: Sessions,
        thinking: Thinking,
        waits: Waits,
        after: Callable[[Session], Awaitable[None]],
        cpu_delay: float,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
    ) -> None:
        self.sessions = sessions
        self.thinking = thinking
        self.waits = waits
        self.after = after
        self.cpu_delay = cpu_delay
        self.retry_delays = retry_delays
        self._tasks = Background()
        self._asked: set[tuple[int, str, int]] = set()

    def schedule(self, s: Session, away: set[str] | frozenset[str] = frozenset()) -> None:
        """Computer seats, and `away` players whose moves the computer makes, move soon."""
        if s.game is None or s.row.status != "active":
            return
        for player in s.game.active_players():
            seat = s.loaded.seat(player)
            if seat is not None and seat.is_cpu:
                self.stand_in(s, player, None)
            elif seat is not None and player in away:
                self.stand_in(s, player, "away")

    def stand_in(
        self,
        s: Session,
        player: str,
        reason: str | None,
        action: dict[str, Any] | None = None,
    ) -> asyncio.Task[None] | None:
        """The computer makes `player`'s current move soon (`reason`: why it moves for a
        person, said with the move; None for a computer seat). Returns at once the task that
        makes it (None: asked already, or the game is not in progress), which the caller may
        wait for once it let go of the game's lock; nothing is waited for here, so the caller
        may hold it."""
        seat = s.loaded.seat(player)
        if s.game is None or s.row.status != "active" or seat is None:
            return None
        request = Request(s.row.id, player, s.loaded.token(player), reason, seat.user, action)
        if request.key in self._asked:
            return None
        self._asked.add(request.key)
        task = self._tasks.spawn(self._run(request))
        task.add_done_callback(lambda _: self._asked.discard(request.key))
        return task

    @property
    def busy(self) -> int:
        """How many computer moves are asked for and not yet made (or dropped)."""
        return len(self._asked)

    async def wait(self) -> None:
        """Until every computer move asked for is made or dropped (tests, the demo)."""
        await self._tasks.wait()

    async def stop(self) -> None:
        await self._tasks.cancel()

    async def _run(self, request: Request) -> None:
        await asyncio.sleep(self.cpu_delay)
        failures = 0
        while True:
            try:
                await self.move(request)
                return
            except UserFacing as error:
                # Not in progress any more, or its log broken (its host is told): nothing to do.
                log.info("game %s: no computer move for %s (%s)", *request.key[:2], error.key)
                return
            except Exception as error:
                if isinstance(error, DamagedLog):
                    # Its log was damaged under the game in memory: loaded again at the next
                    # try, it is found broken (and its host told).
                    self.sessions.forget(request.game_id)
                delay = self.retry_delays[min(failures, len(self.retry_delays) - 1)]
                failures += 1
                log.exception(
                    "game %s: the computer's move for %s failed; trying again in %g s",
                    request.game_id,
                    request.player,
                    delay,
                )
                await asyncio.sleep(delay)

    async def move(self, request: Request) -> None:
        """Make the requested move now (it was still due) or find it is no longer due; never
        returns while it is due and the game is at another move than the one it was chosen
        for: it chooses again."""
        while not await self._try(request):
            log.info(
                "game %s: moves were made while the computer thought for %s; thinking again",
                request.game_id,
                request.player,
            )

    async def _try(self, request: Request) -> bool:
        """Choose and apply once: True when done (moved, or no longer due), False when the
        game moved on while the computer thought."""
        sessions, thinking = self.sessions, self.thinking
        if request.action is not None:  # decided already: no slot, no thinking
            return await self._commit(request, request.action, None)
        async with thinking.slot():
            async with sessions.open(request.game_id) as s:
                if not await self._due(s, request):
                    return True
                job = await thinking.job(s, request.player)
                seq = s.loaded.seq
            action = await thinking.choose(job)  # the game's lock let go
        return await self._commit(request, action, seq)

    async def _commit(self, request: Request, action: dict[str, Any], seq: int | None) -> bool:
        """Apply the choice made at move `seq` (None: decided already, for whatever move the
        game is at) if still due: True when done (moved, or no longer due), False when the game
        moved on meanwhile."""
        async with self.sessions.open(request.game_id) as s:
            if not await self._due(s, request):
                return True
            if seq is None:
                assert s.game is not None  # _due
                if action not in s.game.legal_actions(request.player):
                    return True  # no longer possible: the periodic check decides again
                seq = s.loaded.seq
            try:
                await self._apply(s, request, action, seq)
            except PositionMoved:
                return False
            try:
                await self.after(s)
            except Exception:  # the move is stored: its effects are retried by the turn loop
                log.exception("game %s: the effects of a computer move failed", s.row.id)
            return True

    async def _due(self, s: Session, request: Request) -> bool:
        """Whether the computer still makes this move."""
        game = s.game
        if s.row.status != "active" or game is None or game.is_over:
            return False
        if s.loaded.token(request.player) != request.token:
            return False
        if request.player not in game.active_players():
            return False
        seat = s.loaded.seat(request.player)
        if seat is None or seat.user != request.user:
            return False  # handed to someone else meanwhile: theirs to play
        if request.reason == "away":  # back meanwhile: they move themselves
            return request.player in await self.waits.sync(s)
        return True

    async def _apply(self, s: Session, request: Request, action: dict[str, Any], seq: int) -> None:
        """Apply the choice made for move `seq`; PositionMoved if the game is past it."""
        reason = request.reason
        actor = f"cpu:{reason}" if reason else "cpu"  # so a restart announces it alike
        # An IllegalAction here is a refusal in the very position it was chosen for: a fault
        # of the game's computer player, logged and tried again.
        await s.apply(request.player, action, request.token, actor=actor, reason=reason, at_seq=seq)
