"""The pinned status message of each game: whose move, since when, who has locked in (never
what), who is away; edited in place, re-posted and re-pinned if deleted. Public: built from the
spectator view and the stored waits only."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import discord

from bot import table
from bot.clock import timing
from bot.session import Session
from bot.storage import GameRow, Seat, Storage
from bot.times import discord_time
from bot.weblinks import WebLinks
from text import join, t

log = logging.getLogger("whistlestop.status")


class StatusBoard:
    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        clock: Callable[[], datetime],
        links: WebLinks | None = None,
    ) -> None:
        self.client = client
        self.storage = storage
        self.clock = clock  # the bot's clock (tests drive it)
        self.links = links  # the game's web page, linked at the end of the text
        # Edits the lobby message (set by the /game commands): at the game's end it says so,
        # not "in progress".
        self.refresh_lobby: Callable[[GameRow, list[Seat]], Awaitable[None]] | None = None

    async def text(self, s: Session) -> str:
        """The pinned 'waiting on whom' text: public, from the spectator view only."""
        title = table.title(s)
        lang = table.lang(s)
        if s.row.status == "cancelled":
            return t("pin.cancelled", lang, game=title, id=s.row.id)
        if s.game is None:
            return ""
        view = s.game.view(None)
        if s.game.is_over:
            winners = view.get("winners") or []
            return t(
                "pin.over",
                lang,
                game=title,
                id=s.row.id,
                winners=join((table.name(s, w) for w in winners), lang),
                count=len(winners),
            )
        lines = [
            t(
                "pin.title",
                lang,
                game=title,
                id=s.row.id,
                round=view.get("round"),
                stage=table.stage_title(s, view, lang),
                phase=table.plugin_of(s).presenter.phase_name(view, lang),
            )
        ]
        items = await self._waiting(s, view, lang)
        seats = view.get("seats", {})
        lines.append(t("pin.waiting", lang, who=join(items, lang) or "-"))
        if view.get("decision") == "sealed":
            locked = [
                table.name(s, p) for p in s.loaded.players if seats.get(p, {}).get("locked_in")
            ]
            lines.append(
                t("pin.locked", lang, names=join(locked, lang) or t("thread.lockin.nobody", lang))
            )
        settings = await self.storage.game_settings(s.row.id)
        if settings.deadline_hours:
            lines.append(
                t(
                    "pin.deadline",
                    lang,
                    hours=f"{settings.deadline_hours:g}",
                    bank=f"{settings.bank_hours:g}",
                    action=t(f"settings.action.{settings.deadline_action}", lang),
                )
            )
        return "\n".join(lines)

    async def _waiting(self, s: Session, view: dict[str, Any], lang: str) -> list[str]:
        """Who the game waits on, each since when (and until when away); computers too."""
        assert s.game is not None
        waits = {w.player: w for w in await self.storage.waits(s.row.id)}
        pace = await timing(self.storage, s.row.id, [seat.user for seat in s.loaded.seats])
        away = pace.away
        now = self.clock()
        seats = view.get("seats", {})
        items = []
        for player in s.game.active_players():
            if seats.get(player, {}).get("locked_in"):
                continue
            seat = s.loaded.seat(player)
            name = table.name(s, player)
            if seat is None or seat.is_cpu or player not in waits:
                items.append(t("pin.waiting.cpu", lang, name=name))
                continue
            until = away.get(seat.user or "")
            note = (
                t("pin.away", lang, until=discord_time(until, "f")) if until and until > now else ""
            )
            w = waits[player]
            since = discord_time(w.started_at)
            # When their time runs out (clock, bank, quiet hours): public, like the clock. Away,
            # the computer plays for them or their clock waits for their return.
            due = None if note else pace.deadline(w, seat.user, pace.start(w, seat.user, now))
            note += t("pin.due", lang, when=discord_time(due)) if due else ""
            items.append(t("pin.waiting.item", lang, name=name, since=since, away=note))
        return items

    async def update(self, s: Session, thread: Any = None) -> None:
        """Create (and pin) or edit in place the game's status message."""
        text = await self.text(s)
        if not text:
            return
        link = None
        if self.links is not None and s.row.status != "cancelled":
            link = await self.links.line(s.row.id, "web.link.pin", table.lang(s))
        text = f"{text}\n{link}" if link else text
        storage = self.storage
        stored = await storage.get_message(s.row.id, "status")
        if stored is not None and stored[2] == text:
            return
        if self.refresh_lobby is not None and (
            s.row.status != "active" or (s.game is not None and s.game.is_over)
        ):
            # The pin just changed to the end: the lobby message shows the end too.
            row = await storage.game(s.row.id)
            if row is not None:
                await self.refresh_lobby(row, s.loaded.seats)
        thread = thread or await table.thread_of(self.client, s)
        if stored is not None:
            try:
                await thread.get_partial_message(stored[1]).edit(content=text)
                await storage.put_message(s.row.id, "status", stored[0], stored[1], token=text)
                return
            except discord.NotFound:
                pass  # deleted by someone: post and pin a new one
        message = await thread.send(text)
        await storage.put_message(s.row.id, "status", message.channel.id, message.id, token=text)
        try:
            await message.pin()
        except discord.HTTPException:
            # Pinning needs Manage Messages (Pin Messages); the status still works unpinned.
            log.info("game %s: could not pin the status message", s.row.id)
