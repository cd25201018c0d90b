"""The append-only action log in compact rows: the seat's position, the id of the action's text
(`[shape id, values...]`, each distinct text stored once in action_texts and each shape once in
action_shapes), the time in seconds, and the actor only when it is not the player."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from bot.storage.backend import (
    COMPACT,
    Backend,
    DamagedLog,
    DuplicateAction,
    Params,
    StorageError,
    epoch,
    from_epoch,
    stamp,
)
from bot.storage.records import StoredAction

# What reading a damaged action text raises (not JSON, not an action, a shape not stored).
UNREADABLE = (ValueError, TypeError, KeyError, IndexError, StopIteration, StorageError)


class ActionLog(Backend):
    def __init__(self) -> None:
        super().__init__()
        # Action shapes (see encode_action), both ways; shapes are never changed once stored.
        self._shape_ids: dict[str, int] = {}
        self._shapes: dict[int, tuple[str, list[str]]] = {}
        # The ids of action texts (see action_id): never changed once stored either.
        self._text_ids: dict[str, int] = {}

    async def append_action(
        self,
        game_id: int,
        seq: int,
        player: str,
        action: dict[str, Any],
        actor: str | None = None,
        *,
        over: bool = False,
    ) -> None:
        """Append one action and commit; a duplicate (game_id, seq) raises DuplicateAction.
        `over`: the action ended the game, stored in the same transaction. The row is compact:
        the player's seat position, the id of the action's text, the time in seconds, and the
        actor only when it is not the player. The trigger on actions lists the game among the
        unsettled ones (migration 010)."""
        when = datetime.now(UTC)
        action_id = await self.action_id(action)
        steps: list[tuple[str, Params]] = [
            (
                "INSERT INTO actions (game_id, seq, pos, action_id, at, actor) VALUES (?, ?,"
                " (SELECT pos FROM seats WHERE game_id = ? AND player = ?), ?, ?, ?)",
                (
                    game_id,
                    seq,
                    game_id,
                    player,
                    action_id,
                    epoch(when),
                    None if actor == player else actor,
                ),
            )
        ]
        if over:
            # First: every write that touches both locks the game's row before the unsettled
            # one (as mark_settled does), so two of them never wait on each other.
            steps.insert(
                0,
                (
                    "UPDATE games SET status = 'over', updated_at = ? WHERE id = ?",
                    (stamp(when), game_id),
                ),
            )
        try:
            await self._write(*steps)
        except Exception as error:
            if self._is_duplicate(error):
                raise DuplicateAction(f"game {game_id} already has action {seq}") from error
            seated = "SELECT 1 FROM seats WHERE game_id = ? AND player = ?"
            if await self._fetchone(seated, (game_id, player)) is None:
                raise StorageError(f"game {game_id} has no seat {player!r}") from error
            raise

    async def actions(self, game_id: int, after: int = 0) -> list[StoredAction]:
        """The game's stored actions in order (those after move `after` only)."""
        rows = await self._fetchall(
            "SELECT a.seq, s.player, t.action, a.at, a.actor FROM actions a"
            " LEFT JOIN action_texts t ON t.id = a.action_id"
            " LEFT JOIN seats s ON s.game_id = a.game_id AND s.pos = a.pos"
            " WHERE a.game_id = ? AND a.seq > ? ORDER BY a.seq",
            (game_id, after),
        )
        out = []
        for row in rows:
            if row[2] is None:  # texts are never deleted: a row that names none is damage
                raise DamagedLog(f"game {game_id}: move {row[0]} names no stored action")
            if row[1] is None:
                raise DamagedLog(f"game {game_id}: move {row[0]} names a seat that is gone")
        try:
            actions = await self.decode_actions([row[2] for row in rows])
        except UNREADABLE as error:
            raise DamagedLog(f"game {game_id}: {self._unreadable(rows, error)}") from error
        for row, action in zip(rows, actions, strict=True):
            out.append(StoredAction(row[0], row[1], action, from_epoch(row[3]), row[4] or row[1]))
        return out

    def _unreadable(self, rows: Sequence[Any], error: BaseException) -> str:
        """Which stored move cannot be read back, and why (the first one found)."""
        for row in rows:
            try:
                self._decode(json.loads(row[2]))
            except UNREADABLE as found:
                return f"move {row[0]} cannot be read ({found})"
        return f"a move cannot be read ({error})"

    async def actions_after(self, game_id: int, seq: int) -> list[StoredAction]:
        """The stored actions after `seq`, in order: another process's moves to catch up on."""
        return await self.actions(game_id, after=seq)

    async def last_move_of(self, game_id: int, user: str) -> int:
        """The seq of `user`'s last own move in a game (0 if none). A row without an actor was
        made by its seat's player."""
        row = await self._fetchone(
            "SELECT MAX(a.seq) FROM actions a JOIN seats s ON s.game_id = a.game_id"
            " AND s.pos = a.pos WHERE a.game_id = ? AND (a.actor = ? OR"
            " (a.actor IS NULL AND s.player = ?))",
            (game_id, user, user),
        )
        return int(row[0]) if row and row[0] is not None else 0

    async def last_action_at(self, game_id: int) -> str | None:
        row = await self._fetchone("SELECT MAX(at) FROM actions WHERE game_id = ?", (game_id,))
        return from_epoch(row[0]) if row and row[0] is not None else None

    # --------------------------------------------------------- action shapes
    async def action_id(self, action: dict[str, Any]) -> int:
        """The id of the action's stored text (encode_action) in action_texts, where each
        distinct text is stored once: moves are drawn from a game's legal actions, so most
        are stored already, and a row names one by a number (migration 010)."""
        text = await self.encode_action(action)
        known = self._text_ids.get(text)
        if known is not None:
            return known
        # DO NOTHING then read: another connection (or process) may store the same text.
        await self._write(
            (
                "INSERT INTO action_texts (action) VALUES (?) ON CONFLICT (action) DO NOTHING",
                (text,),
            )
        )
        row = await self._fetchone("SELECT id FROM action_texts WHERE action = ?", (text,))
        assert row is not None
        self._text_ids[text] = int(row[0])
        return int(row[0])

    async def encode_action(self, action: dict[str, Any]) -> str:
        """The stored text of an action: [shape id, values...] for an action with a string
        "type" (its shape, the type and the keys in order, stored once in action_shapes), the
        plain JSON object otherwise. Values stay JSON, so the action reads back exactly."""
        kind = action.get("type")
        if not isinstance(kind, str):
            return json.dumps(action, separators=COMPACT)
        keys = list(action)
        shape = json.dumps([kind, keys], separators=COMPACT)
        shape_id = self._shape_ids.get(shape)
        if shape_id is None:
            shape_id = await self._store_shape(shape)
        values = [value for key, value in action.items() if key != "type"]
        return json.dumps([shape_id, *values], separators=COMPACT)

    async def _store_shape(self, shape: str) -> int:
        # DO NOTHING then read: another connection (or process) may store the same shape.
        await self._write(
            (
                "INSERT INTO action_shapes (shape) VALUES (?) ON CONFLICT (shape) DO NOTHING",
                (shape,),
            )
        )
        row = await self._fetchone("SELECT id FROM action_shapes WHERE shape = ?", (shape,))
        assert row is not None
        return self._know_shape(int(row[0]), shape)

    def _know_shape(self, shape_id: int, shape: str) -> int:
        kind, keys = json.loads(shape)
        self._shape_ids[shape] = shape_id
        self._shapes[shape_id] = (kind, keys)
        return shape_id

    async def decode_actions(self, texts: Sequence[str]) -> list[dict[str, Any]]:
        """Stored action texts as actions (the shapes not known yet are read once)."""
        data = [json.loads(text) for text in texts]
        missing = {d[0] for d in data if isinstance(d, list) and d[0] not in self._shapes}
        if missing:
            for row in await self._fetchall("SELECT id, shape FROM action_shapes"):
                self._know_shape(int(row[0]), str(row[1]))
        return [self._decode(d) for d in data]

    def _decode(self, data: Any) -> dict[str, Any]:
        if isinstance(data, dict):
            return data  # stored before shapes, or an action without a string type
        try:
            kind, keys = self._shapes[data[0]]
        except KeyError:
            raise StorageError(f"an action names shape {data[0]}, which is not stored") from None
        values = data[1:]
        if len(values) != len(keys) - 1:
            raise ValueError(f"an action of shape {data[0]} has {len(values)} values")
        rest = iter(values)
        return {key: kind if key == "type" else next(rest) for key in keys}
