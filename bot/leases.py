"""Leases: with several processes on one database, one process at a time does a game's work.

A move is stored by whichever process received it (the action log arbitrates races, see
bot/sessions.py), but what follows it must be done once: its announcements, prompts and pin
(bot/effects.py) and the game's periodic check, reminders and deadlines (bot/cadence.py). Each
is done under the game's lease, a row in the `leases` table that one process holds until it
releases it or it expires (a process that died holding it). Moves stored while another process
holds the lease are not lost: the holder looks at the log again after releasing it, and carries
out what it finds (`run`). The order (store, then try the lease; release, then look) means one
of the two always sees the move.

With one process (`shared` False) nothing is stored: the game's lock in `Sessions` suffices.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from bot import lockorder
from bot.session import Session
from bot.storage import Storage

log = logging.getLogger("whistlestop.leases")

# Long enough for a game's announcements with their retries; renewed at every announced move.
LEASE_SECONDS = 60.0
GAME = "effects"  # the lease's kind: effects and the periodic check of one game


def process_name() -> str:
    """This process among others on the database: host, pid, and a random part (pids repeat)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class LeaseLost(Exception):
    """The lease ran out while its work went on and another process took it: stop."""


class Leases:
    def __init__(
        self,
        storage: Storage,
        *,
        shared: bool,
        seconds: float = LEASE_SECONDS,
        owner: str | None = None,
    ) -> None:
        self.storage = storage
        self.shared = shared
        self.seconds = seconds
        self.owner = owner or process_name()
        # Blocks holding each game's lease in this process, nested (a deadline move made during
        # the periodic check announces itself): only the outermost takes and releases it.
        self._held: Counter[int] = Counter()
        self._taken: dict[int, float] = {}  # when each held lease was taken or last renewed

    def holding(self, game_id: int) -> bool:
        return self._held[game_id] > 0

    @asynccontextmanager
    async def claimed(self, s: Session) -> AsyncIterator[bool]:
        """Whether this process may do the game's work now. With one process, always. With
        several, while it holds the game's lease: taken here (False if another process holds
        it), then the game caught up with the log; released when the outermost block ends."""
        game_id = s.row.id
        if not self.shared:
            yield True
            return
        if self._held[game_id]:
            self._held[game_id] += 1
            try:
                yield True
            finally:
                self._held[game_id] -= 1
            return
        if not await self.storage.claim_lease(game_id, GAME, self.owner, self.seconds):
            yield False
            return
        self._held[game_id] = 1
        self._taken[game_id] = time.monotonic()
        try:
            # Moves stored elsewhere before the lease was taken (the seats were just read).
            await s.catch_up(seats=False)
            yield True
        except LeaseLost:
            # Another process took the game over while this one worked (it was paused for
            # longer than the lease): it carries on with the game, this one stops here.
            log.warning("game %s: its lease ran out during its work", game_id)
        finally:
            del self._held[game_id]
            self._taken.pop(game_id, None)
            try:
                await self.storage.release_lease(game_id, GAME, self.owner)
            except Exception:  # it expires by itself
                log.exception("game %s: could not release its lease", game_id)

    async def renew(self, s: Session) -> None:
        """Another `seconds` for a lease held while its work goes on, once a third of them has
        passed (a write per announced move would be wasted); LeaseLost if it ran out and
        another process took it."""
        game_id = s.row.id
        if not self.shared or not self._held[game_id]:
            return
        now = time.monotonic()
        if now - self._taken.get(game_id, 0.0) < self.seconds / 3:
            return
        if not await self.storage.claim_lease(game_id, GAME, self.owner, self.seconds):
            raise LeaseLost(f"game {game_id}")
        self._taken[game_id] = now

    async def step(
        self, s: Session, seq: int, key: str, work: Callable[[], Awaitable[bool]]
    ) -> bool:
        """Carry out one announcement step of move `seq` unless it is done: `work()` says
        whether it was. True when it is done (here or by another process), False when it
        must be tried again later; LeaseLost when another process took the game over. With
        several processes each step is claimed by one insert, held until it is carried out
        (Storage.claim_step): a process whose lease ran out while it was posting cannot
        make the one that took over post the same step again."""
        owner = self.owner if self.shared else None
        # A leaf of the lock order (bot/lockorder.py): the claim holds a connection while the
        # step is carried out, which therefore waits for no game's lock and no thinking slot.
        step = f"the claimed step {key} of game {s.row.id}"
        async with self.storage.claim_step(s.row.id, seq, key, owner) as claim:
            if claim.state == "lost":
                raise LeaseLost(f"game {s.row.id}")
            if claim.state != "mine":
                return claim.state == "done"
            with lockorder.held(lockorder.Level.LEAF, step):
                claim.carried_out = await work()
            return claim.carried_out

    async def missed(self, s: Session) -> bool:
        """After the lease is released: whether moves were stored meanwhile that this process
        has not seen, whose work the process that stored them left to the lease's holder."""
        if not self.shared or self._held[s.row.id]:
            return False
        found = await self.storage.game_and_seq(s.row.id)
        return found is not None and found[1] > s.loaded.seq

    async def run(self, s: Session, work: Callable[[Session], Awaitable[None]]) -> None:
        """`work(s)` under the game's lease, then again while moves stored meanwhile by other
        processes are found; nothing if another process holds the lease (it will find them)."""
        while True:
            # A LeaseLost inside is raised on to the outermost hold, which stops there.
            async with self.claimed(s) as mine:
                if not mine:
                    return
                await work(s)
            if not await self.missed(s):
                return
