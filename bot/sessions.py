"""Game sessions: one lock per game, and the games in memory.

A session (bot/session.py: apply, append and commit, then answer) is the only way the bot
changes a game (bot/loaded.py: the game as loaded). Inside `Sessions.open(game_id)` the caller
holds that game's lock, so moves on one game are strictly serialized while different games
proceed in parallel. A game is loaded from the cache or, on its first use, rebuilt from its
stored action log; the cache keeps the games used lately (`capacity`, `idle_seconds`) and lets
the others go, never one in use or with effects still to carry out.

With several processes on one database (`shared`), the lock is only this process's: the cached
game is checked against the stored log on every open and catches up on other processes' moves,
and the log's uniqueness on (game, seq) decides a race. An append that loses it rebuilds the game
from the log and checks the action again: still legal, it is stored at the next seq; stale, the
player is told so. Nothing is applied twice (docs/scaling.md).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter, OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from bot import lockorder, plugins
from bot.errors import UserFacing
from bot.loaded import GameBroken, Loaded, _at_table, load
from bot.session import Session
from bot.storage import DamagedLog, Storage

log = logging.getLogger("whistlestop.sessions")

# Games kept in memory: at most this many, and none unused for longer than this (seconds).
# A game let go is rebuilt from its log on its next use (a few milliseconds). A full garbage
# collection walks every game in memory (1000 games: 25 ms in bench_scale).
CAPACITY = 500
IDLE_SECONDS = 900.0


class Sessions:
    def __init__(
        self,
        storage: Storage,
        *,
        shared: bool = False,
        capacity: int = CAPACITY,
        idle_seconds: float = IDLE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        keep: Callable[[int], bool] = lambda game_id: False,
        on_broken: Callable[[int, str], None] = lambda game_id, reason: None,
    ) -> None:
        self.storage = storage
        # Other processes write to the same database: check cached games on every open.
        self.shared = shared
        self.capacity = capacity
        self.idle_seconds = idle_seconds
        self._clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        # Sessions inside `hold` per game, waiting or holding: a game with any is not let go,
        # and its lock is kept (a waiter must find the lock it waits on).
        self._users: Counter[int] = Counter()
        self._cache: OrderedDict[int, Loaded] = OrderedDict()  # least recently used first
        # Games whose effects are still to be carried out (bot/effects.py): kept too.
        self.keep = keep
        # Told when a game's stored log no longer replays, on whichever use finds it
        # (bot/broken.py reports it to the game's host).
        self.on_broken = on_broken

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    def live(self) -> int:
        """How many games are in memory."""
        return len(self._cache)

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        """The game's lock, without loading the game. The innermost lock of the bot
        (bot/lockorder.py): taken holding no other game's lock, and while it is held, nothing
        is waited for but the leaves (the database, the renderer, Discord)."""
        what = f"game {game_id}'s lock"
        lockorder.check(lockorder.Level.GAME, what, self)
        self._users[game_id] += 1
        try:
            async with self.lock(game_id):
                with lockorder.held(lockorder.Level.GAME, what, self):
                    yield
        finally:
            self._users[game_id] -= 1
            if not self._users[game_id]:
                del self._users[game_id]
                if game_id not in self._cache:
                    self._locks.pop(game_id, None)

    @asynccontextmanager
    async def open(self, game_id: int) -> AsyncIterator[Session]:
        try:
            async with self.hold(game_id):
                session = Session(self, await self._loaded(game_id))
                try:
                    yield session
                except GameBroken as error:  # found while in use (a rebuild after a race)
                    self.on_broken(game_id, error.reason)
                    raise
                finally:
                    # The session may hold a game rebuilt meanwhile (a lost race).
                    session.loaded.used_at = self._clock()
        finally:
            self.trim()

    async def _loaded(self, game_id: int) -> Loaded:
        """The game in memory, loaded or caught up with the log; a broken one is reported (its
        host is told by bot/broken.py) whichever use finds it."""
        loaded = self._cache.get(game_id)
        try:
            if loaded is None:
                loaded = self._cache[game_id] = await load(self.storage, game_id)
            else:
                self._cache.move_to_end(game_id)
                if self.shared:
                    loaded = await self.refresh(loaded)
        except GameBroken as error:
            self.forget(game_id)
            self.on_broken(game_id, error.reason)
            raise
        return loaded

    def trim(self) -> int:
        """Let go of the least recently used games beyond `capacity` and of those unused for
        `idle_seconds`, never one in use (held or awaited), with outcomes not announced yet,
        or that `keep` names. Returns how many went."""
        now = self._clock()
        gone = 0
        for _ in range(len(self._cache)):
            game_id, loaded = next(iter(self._cache.items()))
            if len(self._cache) <= self.capacity and now - loaded.used_at < self.idle_seconds:
                break  # the rest were used more recently
            if self._users[game_id] or loaded.outcomes or self.keep(game_id):
                self._cache.move_to_end(game_id)  # busy: looked at again after the others
                continue
            del self._cache[game_id]
            self._locks.pop(game_id, None)
            gone += 1
        return gone

    async def refresh(self, loaded: Loaded, *, seats: bool = True) -> Loaded:
        """The cached game brought up to the database: its row and seats as stored, and the
        moves other processes stored since, applied in order (a rebuild from the log when one
        of them is an undo, or the game started elsewhere). One cheap query when nothing
        changed but the seats."""
        game_id = loaded.row.id
        found = await self.storage.game_and_seq(game_id)
        if found is None:
            self.forget(game_id)
            raise UserFacing("err.unknown_game")
        row, stored_seq = found
        loaded.row = row
        if seats:
            loaded.seats = await self.storage.seats(game_id)
        if loaded.game is None and row.status != "lobby":
            return await self.reload(loaded)  # started (or cancelled) by another process
        if stored_seq == loaded.seq:
            return loaded
        try:
            newer = await self.storage.actions_after(game_id, loaded.seq)
        except DamagedLog:
            return await self.reload(loaded)  # which says the game is broken
        if (
            loaded.game is None
            or [a.seq for a in newer] != list(range(loaded.seq + 1, stored_seq + 1))
            or any(plugins.is_undo(a.action) for a in newer)
        ):
            return await self.reload(loaded)
        try:
            for stored in newer:
                loaded.game.apply(stored.player, stored.action)
                loaded.seq = stored.seq
                loaded.counts[stored.player] += 1
                loaded.last_actions[stored.player] = stored.action
                loaded.last_player = stored.player
                loaded.last_human = _at_table(loaded.last_human, stored.player, stored.actor)
        except Exception:
            # Half caught up: rebuild from the whole log, which says whether it still replays.
            return await self.reload(loaded)
        log.info("game %s: caught up to move %s stored elsewhere", game_id, loaded.seq)
        return loaded

    async def reload(self, stale: Loaded) -> Loaded:
        """The game rebuilt from the log, replacing a cached copy that fell behind (or was
        moved by an action the log refused). What this process knows beyond the log is kept:
        outcomes not yet announced, the last move of each seat."""
        game_id = stale.row.id
        self.forget(game_id)
        fresh = await load(self.storage, game_id)
        fresh.outcomes = {seq: o for seq, o in stale.outcomes.items() if seq <= fresh.seq}
        fresh.last_actions = dict(stale.last_actions)
        fresh.last_player = stale.last_player
        fresh.last_human = stale.last_human
        for stored in await self.storage.actions_after(game_id, stale.seq):
            fresh.last_actions[stored.player] = stored.action
            fresh.last_player = stored.player
            fresh.last_human = _at_table(fresh.last_human, stored.player, stored.actor)
        self._cache[game_id] = fresh
        return fresh
