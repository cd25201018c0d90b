"""Game sessions: one lock per game; load, apply, append and commit, then answer.

A session is the only way the bot changes a game. Inside `Sessions.open(game_id)` the caller
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
import dataclasses
import logging
import time
from collections import Counter, OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from bot import plugins
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.storage import DuplicateAction, GameRow, Seat, Storage
from engine.core import Game

log = logging.getLogger("whistlestop.sessions")

# Appends one action may lose to other processes before it gives up: each loss means another
# move of the same game was stored, so this bounds only a pathological streak.
RACE_ATTEMPTS = 20


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
    """The stored log of a game no longer replays (a rules change, a damaged database)."""

    def __init__(self, reason: str) -> None:
        super().__init__("err.game_broken")
        self.reason = reason


class Session:
    def __init__(self, sessions: Sessions, loaded: Loaded) -> None:
        self.sessions = sessions
        self.loaded = loaded

    @property
    def game(self) -> Game | None:
        return self.loaded.game

    @property
    def active(self) -> Game:
        """The game in progress; UserFacing if it has not started or is over."""
        if self.loaded.game is None or self.loaded.row.status != "active":
            raise UserFacing("err.game_not_active")
        return self.loaded.game

    @property
    def row(self) -> GameRow:
        return self.loaded.row

    async def apply(
        self,
        player: str,
        action: dict[str, Any],
        token: int | None = None,
        *,
        actor: str | None = None,
        reason: str | None = None,
        view_after: bool = True,
        viewer: str | None = None,
    ) -> Outcome:
        """Apply and durably store one action; raises before changing anything if refused.

        `actor` is who made the move (a Discord user id, "cpu", or "cpu:<reason>" when the
        computer moved for a person), kept for /game since and for announcing it. `viewer`:
        keep that player's view from before the move in the outcome (`seen`)."""
        for _ in range(RACE_ATTEMPTS):
            loaded = self.loaded
            if loaded.row.status != "active" or loaded.game is None:
                raise UserFacing("err.game_not_active")
            if player not in loaded.players:
                raise NotSeated()
            if token is not None and token != loaded.token(player):
                raise AlreadyDone()
            # Active players, plus anyone the engine still accepts (a sealed choice can be
            # changed).
            if player not in loaded.game.active_players() and not loaded.game.legal_actions(player):
                from bot import table  # bot.table names seats; it needs sessions only to type

                raise table.not_your_turn(self)
            before = loaded.game.view(None)
            seen = loaded.game.view(viewer) if viewer is not None else None
            events = loaded.game.apply(player, action)  # IllegalAction leaves the game unchanged
            seq = loaded.seq + 1
            over = loaded.game.is_over
            try:
                # The end of the game is committed with its last move.
                await self.sessions.storage.append_action(
                    loaded.row.id, seq, player, action, actor=actor, over=over
                )
            except DuplicateAction:
                # Another process stored move `seq` first. This game is behind and moved by
                # the refused action: rebuild it from the log and check the action again.
                log.info(
                    "game %s: move %s was stored elsewhere; checking again", loaded.row.id, seq
                )
                self.loaded = await self.sessions.reload(loaded)
                continue
            except BaseException:
                # The in-memory game moved but the log did not: rebuild from the log next time.
                self.sessions.forget(loaded.row.id)
                raise
            loaded.seq = seq
            loaded.counts[player] += 1
            loaded.last_player = player
            loaded.last_human = _at_table(loaded.last_human, player, actor)
            loaded.last_actions[player] = action
            log.info("game %s: stored action %s (%s)", loaded.row.id, seq, action.get("type"))
            if over:
                loaded.row = dataclasses.replace(loaded.row, status="over")
            after = loaded.game.view(None) if view_after else None
            outcome = Outcome(
                player, action, list(events or []), seq, before, after, reason, seen=seen
            )
            loaded.outcomes[seq] = outcome
            return outcome
        raise DuplicateAction(f"game {self.loaded.row.id}: lost {RACE_ATTEMPTS} races in a row")

    async def undo(self, player: str, *, actor: str) -> Outcome:
        """Take back `player`'s own last move: stored as an appended undo, the game rebuilt
        from the log without it. Refused unless that move is the last one of the game, was
        not itself taken back, and revealed nothing hidden (the game's presenter says)."""
        loaded = self.loaded
        if loaded.row.status != "active" or loaded.game is None:
            raise UserFacing("err.game_not_active")
        storage = self.sessions.storage
        stored = await storage.actions(loaded.row.id)
        effective = plugins.effective_actions(stored)
        if not stored or plugins.is_undo(stored[-1].action) or not effective:
            raise UserFacing("err.undo.nothing")
        last = effective[-1]
        if last.player != player or last.seq != stored[-1].seq:
            raise UserFacing("err.undo.others")
        plugin = plugins.get(loaded.row.game)
        assert plugin is not None
        setup = (loaded.players, loaded.row.seed, loaded.row.options)
        previous = plugin.replay(*setup, effective[:-1])
        before = previous.view(None)
        redo = plugin.replay(*setup, effective[:-1])
        events = [e for e in redo.apply(last.player, last.action) if "to" not in e]
        if not plugin.presenter.may_undo(before, redo.view(None), events):
            raise UserFacing("err.undo.hidden")
        now = loaded.game.view(None)
        seq = loaded.seq + 1
        try:
            await storage.append_action(loaded.row.id, seq, player, dict(plugins.UNDO), actor=actor)
        except DuplicateAction:
            # Another process stored a move first: catch up, and the checks above decide again
            # (someone moved since: refused; the log can only be longer).
            self.loaded = await self.sessions.reload(loaded)
            return await self.undo(player, actor=actor)
        loaded.game = previous
        loaded.seq = seq
        loaded.counts[player] += 1  # old buttons of that move are stale now
        loaded.last_player = player
        loaded.last_human = _at_table(loaded.last_human, player, actor)
        after = previous.view(None)
        outcome = Outcome(player, dict(plugins.UNDO), [], seq, now, after)
        loaded.outcomes[seq] = outcome
        log.info("game %s: stored undo %s", loaded.row.id, seq)
        return outcome

    async def catch_up(self, *, seats: bool = True) -> None:
        """Bring the game up to the stored log (another process's moves); see Sessions.refresh.
        `seats` False: keep the seats as read when the session was opened (one query less)."""
        self.loaded = await self.sessions.refresh(self.loaded, seats=seats)

    async def set_status(self, status: str) -> None:
        await self.sessions.storage.update_game(self.row.id, status=status)
        self.loaded.row = await self.sessions.storage.game(self.row.id) or self.loaded.row

    async def reload_row(self) -> None:
        """Refresh the row and seats after lobby or seat changes made through storage."""
        storage = self.sessions.storage
        self.loaded.row = await storage.game(self.row.id) or self.loaded.row
        self.loaded.seats = await storage.seats(self.row.id)

    async def start(self) -> None:
        """Create the engine game from the lobby's seats; no action is stored yet."""
        plugin = plugins.get(self.row.game)
        if plugin is None:
            raise UserFacing("err.no_engine")
        self.loaded.game = plugin.new_game(self.loaded.players, self.row.seed, self.row.options)
        await self.set_status("active")


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
        """The game's lock, without loading the game."""
        self._users[game_id] += 1
        try:
            async with self.lock(game_id):
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
                loaded = self._cache.get(game_id)
                if loaded is None:
                    try:
                        loaded = await self._load(game_id)
                    except GameBroken as error:
                        self.on_broken(game_id, error.reason)
                        raise
                    self._cache[game_id] = loaded
                else:
                    self._cache.move_to_end(game_id)
                    if self.shared:
                        loaded = await self.refresh(loaded)
                session = Session(self, loaded)
                try:
                    yield session
                finally:
                    # The session may hold a game rebuilt meanwhile (a lost race).
                    session.loaded.used_at = self._clock()
        finally:
            self.trim()

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
        newer = await self.storage.actions_after(game_id, loaded.seq)
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
        fresh = await self._load(game_id)
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

    async def _load(self, game_id: int) -> Loaded:
        row = await self.storage.game(game_id)
        if row is None:
            raise UserFacing("err.unknown_game")
        seats = await self.storage.seats(game_id)
        loaded = Loaded(row, seats, None)
        if row.status == "lobby":
            return loaded
        plugin = plugins.get(row.game)
        if plugin is None:
            raise UserFacing("err.no_engine")
        stored = await self.storage.actions(game_id)
        try:
            loaded.game = plugin.replay(loaded.players, row.seed, row.options, stored)
        except Exception as error:
            # Reported to the log with its reason; the host is told by the effects worker.
            log.error("game %s: its stored log no longer replays: %r", game_id, error)
            raise GameBroken(repr(error)) from error
        loaded.counts.update(a.player for a in stored)
        loaded.seq = stored[-1].seq if stored else 0
        # Each seat's last move, from the log: after a restart the bot still says what a
        # finished prompt chose, and who moved last (a turn of several steps goes on).
        for entry in plugins.effective_actions(stored):
            loaded.last_actions[entry.player] = entry.action
            loaded.last_human = _at_table(loaded.last_human, entry.player, entry.actor)
        loaded.last_player = stored[-1].player if stored else None
        return loaded


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
    it, so the next decision is a new DM that notifies."""
    if actor == "cpu":
        return last_human
    if actor is not None and actor.startswith("cpu:"):
        return None
    return player
