"""Announcements: what the thread and the players hear after a committed move.

Driven by the view envelope and the engine's events, never by a game's phase names: the lock-in
list of a sealed decision, the game presenter's posts (a reveal is the reveal event), private
events delivered by DM only, and the end of the game. Public posts use the spectator view only.
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import io
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot import table
from bot.catalog import t
from bot.presenter import Post
from bot.sessions import Session

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.announce")


async def render_image(
    game_name: str,
    view: Mapping[str, Any],
    names: Mapping[str, str] | None = None,
    previous: Mapping[str, Any] | None = None,
    kind: str = "board",
) -> discord.File | None:
    """The board (or final scores) image, rendered off the event loop; None without a renderer."""
    try:
        render = importlib.import_module("render")
        draw = render.scores_png if kind == "scores" else render.board_png
        kwargs: dict[str, Any] = {"names": names}
        if previous is not None and kind == "board":
            kwargs["previous"] = previous  # highlights everything since that view
        png = await asyncio.to_thread(functools.partial(draw, game_name, view, **kwargs))
    except ValueError:  # the game has no renderer module
        return None
    return discord.File(io.BytesIO(png), filename=f"{kind}.png")


class Announcer:
    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot

    async def post(self, s: Session, thread: Any, post: Post, now: Mapping[str, Any]) -> None:
        plugin = table.plugin_of(s)
        file = None
        if post.image and plugin.renders:
            file = await render_image(
                s.row.game, now, table.raw_names(s), post.previous, post.image
            )
        if file is not None:
            await thread.send(post.text, file=file)
        elif post.text:
            await thread.send(post.text)

    async def lockin(
        self, s: Session, thread: Any, view: dict[str, Any], everyone: bool = False
    ) -> None:
        """The one message of a sealed decision saying who has locked in (never what),
        edited in place as players lock in."""
        seats = view.get("seats", {})
        players = s.loaded.players
        if everyone:
            locked, waiting = players, []
        else:
            locked = [p for p in players if seats.get(p, {}).get("locked_in")]
            waiting = [p for p in view.get("active_players", []) if p not in locked]
        text = t(
            "thread.lockin",
            stage=table.stage_title(s, view),
            locked=", ".join(table.name(s, p) for p in locked) or t("thread.lockin.nobody"),
            waiting=", ".join(table.name(s, p) for p in waiting) or "-",
        )
        kind = f"lockin:{view.get('stage')}"
        storage = self.bot.storage
        stored = await storage.get_message(s.row.id, kind)
        if stored is not None:
            if stored[2] == text:
                return
            try:
                await thread.get_partial_message(stored[1]).edit(content=text)
                await storage.put_message(s.row.id, kind, stored[0], stored[1], token=text)
                return
            except discord.NotFound:
                pass
        message = await thread.send(text)
        await storage.put_message(s.row.id, kind, message.channel.id, message.id, token=text)

    async def private_events(self, s: Session, events: list[dict[str, Any]]) -> None:
        """Events addressed to one player, told to that player only (by DM)."""
        presenter = table.plugin_of(s).presenter
        assert s.game is not None
        for event in events:
            player = event.get("to")
            if player is None or player not in s.loaded.players:
                continue
            line = presenter.private_line(event, s.game.view(player), lambda p: table.name(s, p))
            if line:
                header = t("dm.header", game=table.title(s), id=s.row.id, link=table.thread_link(s))
                await self.bot.prompts.tell(s, player, f"{header}\n{line}")

    async def final(self, s: Session, thread: Any) -> None:
        assert s.game is not None
        now = s.game.view(None)
        presenter = table.plugin_of(s).presenter
        scores: dict[str, int] = now.get("scores") or {}
        order = sorted(s.loaded.players, key=lambda p: -scores.get(p, 0))
        lines = "\n".join(
            t("thread.final.line", name=table.name(s, p), total=scores.get(p, 0)) for p in order
        )
        text = t(
            "thread.final",
            reason=presenter.end_reason(now, lambda p: table.name(s, p)),
            lines=lines,
            winners=", ".join(table.name(s, w) for w in now.get("winners") or []),
        )
        await self.post(s, thread, Post(text, image="board"), now)
