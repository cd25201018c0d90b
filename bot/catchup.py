"""/game since: what happened since a member's last move, from public events and spectator
views only, with a board image that rings every tile laid meanwhile."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord

from bot import table
from bot.errors import NotSeated, UserFacing
from bot.images import render_image
from bot.plugins import GamePlugin, effective_actions
from bot.storage import Storage, StoredAction
from text import join, language, t

if TYPE_CHECKING:
    from bot.sessions import Sessions


def _replay_since(
    plugin: GamePlugin,
    setup: tuple[list[str], int, dict[str, Any]],
    done: list[StoredAction],
    rest: list[StoredAction],
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The spectator view after `done`, and the public events of replaying `rest` on it.
    Pure and CPU-bound: run off the event loop."""
    game = plugin.replay(*setup, done)
    then = game.view(None)
    events: list[dict[str, Any]] = []
    # Moves taken back since are left out, and so are the undos.
    for stored in effective_actions([*done, *rest])[len(effective_actions(done)) :]:
        events.extend(e for e in game.apply(stored.player, stored.action) if "to" not in e)
    return then, events


async def since(
    sessions: Sessions,
    storage: Storage,
    game_id: int,
    user: str,
    locale: object | None = None,
) -> tuple[str, discord.File | None]:
    """The digest text and board image for `user` (who must play a seat in the game)."""
    async with sessions.open(game_id) as s:
        if s.game is None:
            raise UserFacing("err.game_not_active")
        if s.loaded.player_of(user) is None:
            raise NotSeated()
        plugin = table.plugin_of(s)
        last = await storage.last_move_of(game_id, user)
        stored = await storage.actions(game_id)
        setup = (s.loaded.players, s.row.seed, s.row.options)
        done = [a for a in stored if a.seq <= last]
        rest = [a for a in stored if a.seq > last]
        now = s.game.view(None)
        names = table.raw_names(s)
        escaped = {p: table.name(s, p) for p in s.loaded.players}
        title = table.title(s, locale)
        waiting = join((table.name(s, p) for p in s.game.active_players()), locale) or "-"
        stage = table.stage_title(s, now, locale)
        phase = plugin.presenter.phase_name(now, locale)
    if not rest:
        return t("since.nothing", locale, game=title, id=game_id), None
    then, events = await asyncio.to_thread(_replay_since, plugin, setup, done, rest)
    key = "since.title" if last else "since.title.start"
    lines = [t(key, locale, game=title, id=game_id, n=len(rest))]
    lines += plugin.presenter.digest(events, lambda p: escaped.get(p, p), locale)
    if now.get("over"):
        lines.append(t("since.now.over", locale))
    else:
        lines.append(t("since.now", locale, stage=stage, phase=phase, who=waiting))
    text = "\n".join(lines)[:1900]
    file = None
    if plugin.renders:  # a private answer: the image in the reader's language too
        file = await render_image(plugin.name, now, names, previous=then, language=language(locale))
    return text, file
