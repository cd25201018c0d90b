"""Durable effects and leases: which moves were announced and settled, the announcement steps
carried out, and the leases that keep a game's effects to one process at a time."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

from bot.storage.backend import Backend, Params, lease_stamp
from bot.storage.records import StepClaim


def settled(game_id: int) -> tuple[str, Params]:
    """The step that takes a game off the unsettled list once both its markers reached
    its latest move. A move stored meanwhile (another process) raised last_seq first, or
    waits for this row's deletion and lists the game again: either way it stays listed.
    (On PostgreSQL the delete, blocked by that insert's lock, checks the new row again.)"""
    return (
        "DELETE FROM unsettled WHERE game_id = ? AND EXISTS (SELECT 1 FROM games"
        " WHERE games.id = unsettled.game_id AND games.announced_seq >= unsettled.last_seq"
        " AND games.settled_seq >= unsettled.last_seq)",
        (game_id,),
    )


class EffectStore(Backend):
    _settled = staticmethod(settled)

    async def announced(self, game_id: int) -> int:
        row = await self._fetchone("SELECT announced_seq FROM games WHERE id = ?", (game_id,))
        return int(row[0]) if row else 0

    async def mark_announced(self, game_id: int, seq: int) -> None:
        await self._write(
            # Never backwards (a late retry of an older move).
            (
                "UPDATE games SET announced_seq = ? WHERE id = ? AND announced_seq < ?",
                (seq, game_id, seq),
            ),
            ("DELETE FROM effects_done WHERE game_id = ? AND seq <= ?", (game_id, seq)),
            settled(game_id),
        )

    async def steps_done(self, game_id: int, seq: int) -> set[str]:
        rows = await self._fetchall(
            "SELECT step FROM effects_done WHERE game_id = ? AND seq = ?", (game_id, seq)
        )
        return {row[0] for row in rows}

    async def mark_step(self, game_id: int, seq: int, step: str) -> None:
        await self._write(
            (
                "INSERT INTO effects_done (game_id, seq, step) VALUES (?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (game_id, seq, step),
            )
        )

    @asynccontextmanager
    async def claim_step(
        self, game_id: int, seq: int, step: str, owner: str | None = None
    ) -> AsyncIterator[StepClaim]:
        """One announcement step of a move, claimed by the caller while it carries it out
        and marked done when the block ends with `carried_out` set. `owner`: the holder of
        the game's lease among several processes (PostgreSQL overrides this); None, one
        process, whose game lock already keeps the step to one caller."""
        if step in await self.steps_done(game_id, seq):
            yield StepClaim("done")
            return
        claim = StepClaim("mine")
        yield claim
        if claim.carried_out:
            await self.mark_step(game_id, seq, step)

    async def games_unannounced(self) -> list[int]:
        """Games with moves whose announcements are not all done (after a crash or a failure):
        read along the unsettled table, which lists only the games with work left, each
        looked up by its key (a subquery, so that the planner never starts from games)."""
        rows = await self._fetchall(
            "SELECT game_id FROM unsettled WHERE (SELECT games.announced_seq < unsettled.last_seq"
            " AND games.status IN ('active', 'over') FROM games WHERE games.id = unsettled.game_id)"
            " ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    async def games_unsettled(self) -> list[int]:
        """Games in progress or just over whose effects (announcements, the pin, prompts) were
        not all carried out for their latest move: a crash, a failure, or never since start."""
        rows = await self._fetchall(
            "SELECT game_id FROM unsettled WHERE (SELECT games.settled_seq < unsettled.last_seq"
            " AND games.status IN ('active', 'over') FROM games WHERE games.id = unsettled.game_id)"
            " ORDER BY game_id"
        )
        return [int(row[0]) for row in rows]

    async def mark_settled(self, game_id: int, seq: int) -> None:
        """Every effect of the game up to move `seq` was carried out (never backwards)."""
        await self._write(
            (
                "UPDATE games SET settled_seq = ? WHERE id = ? AND settled_seq < ?",
                (seq, game_id, seq),
            ),
            settled(game_id),
        )

    # ----------------------------------------------------------------- leases
    async def claim_lease(self, game_id: int, kind: str, owner: str, seconds: float) -> bool:
        """Take (or renew) the game's lease of this kind for `seconds`; False while another
        owner holds it and it has not expired."""
        now = datetime.now(UTC)
        return await self._claim(
            (
                "INSERT INTO leases (game_id, kind, owner, expires_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET owner = excluded.owner,"
                " expires_at = excluded.expires_at"
                " WHERE leases.owner = excluded.owner OR leases.expires_at < ?"
                " RETURNING owner",
                (
                    game_id,
                    kind,
                    owner,
                    lease_stamp(now + timedelta(seconds=seconds)),
                    lease_stamp(now),
                ),
            )
        )

    async def release_lease(self, game_id: int, kind: str, owner: str) -> None:
        await self._write(
            (
                "DELETE FROM leases WHERE game_id = ? AND kind = ? AND owner = ?",
                (game_id, kind, owner),
            )
        )
