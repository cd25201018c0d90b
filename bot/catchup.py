"""/game since: what happened since a member's last move, from public events and spectator
views only, with a board image that rings every tile laid meanwhile."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord

from bot import games, present
from bot.catalog import t
from bot.errors import NotSeated, UserFacing
from bot.flow import render_board
from bot.storage import StoredAction

if TYPE_CHECKING:
    from bot.core import WhistlestopBot


def _replay_since(
    spec: games.GameSpec, record: dict[str, Any], rest: list[StoredAction]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The spectator view at the end of `record`, and the events of replaying `rest` on it.
    Pure and CPU-bound: run off the event loop."""
    game = spec.replay(record)
    then = game.view(None)
    events: list[dict[str, Any]] = []
    for stored in rest:
        events.extend(game.apply(stored.player, stored.action) or [])
    return then, events


async def since(
    bot: WhistlestopBot, game_id: int, user: str, locale: object | None = None
) -> tuple[str, discord.File | None]:
    """The digest text and board image for `user` (who must play a seat in the game)."""
    flow = bot.flow
    async with bot.sessions.open(game_id) as s:
        if s.game is None:
            raise UserFacing("err.game_not_active")
        if s.loaded.player_of(user) is None:
            raise NotSeated()
        spec = games.get(s.row.game)
        if spec is None:
            raise UserFacing("err.no_engine")
        last = await bot.storage.last_move_of(game_id, user)
        stored = await bot.storage.actions(game_id)
        record = {
            "game": s.row.game,
            "players": s.loaded.players,
            "seed": s.row.seed,
            "options": s.row.options,
            "actions": [{"player": a.player, "action": a.action} for a in stored if a.seq <= last],
        }
        rest = [a for a in stored if a.seq > last]
        now = s.game.view(None)
        names = flow.names(s)
        title = flow.title(s, locale)
        waiting = ", ".join(flow.name(s, p) for p in s.game.active_players()) or "-"
        board = s.row.game
    if not rest:
        return t("since.nothing", locale, game=title, id=game_id), None
    then, events = await asyncio.to_thread(_replay_since, spec, record, rest)
    key = "since.title" if last else "since.title.start"
    lines = [t(key, locale, game=title, id=game_id, n=len(rest))]
    lines += present.digest(events, lambda p: names.get(p, p), locale)
    if now.get("phase") == "over":
        lines.append(t("since.now.over", locale))
    else:
        lines.append(
            t(
                "since.now",
                locale,
                round=now.get("round"),
                phase=present.phase_name(str(now.get("phase")), locale),
                who=waiting,
            )
        )
    text = "\n".join(lines)[:1900]
    file = await render_board(board, now, names, previous=then)
    return text, file
