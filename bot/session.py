"""One game open under its lock (`Session`): the only way the bot changes a game. A move is
checked, applied, appended to the stored log and committed before anything is answered; see
bot/sessions.py for the locks and the cache the sessions come from."""

from __future__ import annotations

import dataclasses
import logging
from datetime import datetime
from typing import Any, Protocol

from bot import metrics, plugins, table
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.loaded import Loaded, Outcome, _at_table
from bot.storage import DuplicateAction, GameRow, Storage, StoredAction
from bot.undo import taken_back
from engine.core import Game

log = logging.getLogger("whistlestop.sessions")


class PositionMoved(Exception):
    """The game is no longer at the move an action was chosen for (`Session.apply(at_seq=)`):
    someone moved meanwhile, here or in another process. Nothing was stored."""


# Appends one action may lose to other processes before it gives up: each loss means another
# move of the same game was stored, so this bounds only a pathological streak.
RACE_ATTEMPTS = 20


class Games(Protocol):
    """What a session uses of the games in memory (bot/sessions.py): the storage, and a game
    brought up to the stored log or let go."""

    storage: Storage

    def forget(self, game_id: int) -> None: ...

    async def refresh(self, loaded: Loaded, *, seats: bool = True) -> Loaded: ...

    async def reload(self, stale: Loaded) -> Loaded: ...


class Session:
    def __init__(self, sessions: Games, loaded: Loaded) -> None:
        self.sessions = sessions
        self.loaded = loaded
        # When each awaited player's time runs out, as the waits were last stored under this
        # lock (bot/waits.py): the prompts sent in the same session show it.
        self.deadlines: dict[str, datetime] = {}

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
        at_seq: int | None = None,
    ) -> Outcome:
        """Apply and durably store one action; raises before changing anything if refused.

        `actor` is who made the move (a Discord user id, "cpu", or "cpu:<reason>" when the
        computer moved for a person), kept for /game since and for announcing it. `viewer`:
        keep that player's view from before the move in the outcome (`seen`). `at_seq`: the
        move the action was chosen at (a computer's); PositionMoved if the game is past it,
        after a race lost to another process too."""
        for _ in range(RACE_ATTEMPTS):
            loaded = self.loaded
            if at_seq is not None and loaded.seq != at_seq:
                raise PositionMoved()
            self._may_move(player, token)
            assert loaded.game is not None
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
            self._moved(seq, player, action, actor)
            metrics.MOVES.labels(game=loaded.row.game).inc()
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

    def _may_move(self, player: str, token: int | None) -> None:
        """Refuse a move the game cannot take from `player` now, before anything changes."""
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
            raise table.not_your_turn(self, player)

    def _moved(self, seq: int, player: str, action: dict[str, Any], actor: str | None) -> None:
        """Note a move stored as number `seq`: its seat's count, who moved last."""
        loaded = self.loaded
        loaded.seq = seq
        loaded.counts[player] += 1
        loaded.last_player = player
        loaded.last_human = _at_table(loaded.last_human, player, actor)
        loaded.last_actions[player] = action

    async def undo(self, player: str, *, actor: str) -> Outcome:
        """Take back `player`'s own last move, and the computer seats' moves made after it
        (bot/undo.py says when it may be): stored as one appended undo, the game rebuilt from
        the log without them. The computers play again once the player has moved again."""
        loaded = self.loaded
        if loaded.row.status != "active" or loaded.game is None:
            raise UserFacing("err.game_not_active")
        storage = self.sessions.storage
        stored = await storage.actions(loaded.row.id)
        plugin = plugins.get(loaded.row.game)
        assert plugin is not None
        setup = (loaded.players, loaded.row.seed, loaded.row.options)
        taken = taken_back(
            plugin, setup, loaded.seats, stored, player, lambda p: table.name(self, p)
        )
        now = loaded.game.view(None)
        seq = loaded.seq + 1
        undo = plugins.undo_action(taken.moves)
        try:
            await storage.append_action(loaded.row.id, seq, player, undo, actor=actor)
        except DuplicateAction:
            # Another process stored a move first: catch up, and the checks above decide again
            # (someone moved since: refused; the log can only be longer).
            self.loaded = await self.sessions.reload(loaded)
            return await self.undo(player, actor=actor)
        loaded.game = taken.previous
        loaded.seq = seq
        loaded.counts[player] += 1  # old buttons of that move are stale now
        loaded.last_player = player
        loaded.last_human = _at_table(loaded.last_human, player, actor)
        kept = plugins.effective_actions([*stored, StoredAction(seq, player, undo, "")])
        loaded.last_actions = {entry.player: entry.action for entry in kept}
        outcome = Outcome(player, undo, [], seq, now, taken.previous.view(None))
        loaded.outcomes[seq] = outcome
        log.info("game %s: stored undo %s of %s moves", loaded.row.id, seq, taken.moves)
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
