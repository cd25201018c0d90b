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
from bot.poster import Poster
from bot.session import Session
from bot.storage import GameRow, Seat, Storage
from bot.times import discord_time
from bot.weblinks import WebLinks
from text import join, t

log = logging.getLogger("whistlestop.status")
UNKNOWN_MESSAGE = 10008


class StatusBoard:
    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        clock: Callable[[], datetime],
        poster: Poster,
        links: WebLinks | None = None,
    ) -> None:
        self.client = client
        self.storage = storage
        # Every post and edit goes through the poster: an archived thread is unarchived, a
        # deleted one replaced, a 5xx retried; what still fails is tried again later.
        self.poster = poster
        # Games whose pin Discord would not take: settled again by the periodic check.
        self.stale: set[int] = set()
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

    async def update(self, s: Session) -> bool:
        """Create (and pin) or edit in place the game's status message. False when Discord
        would not take it now: the caller tries again later (the pin would be stale)."""
        text = await self.text(s)
        if not text:
            return True
        link = None
        if self.links is not None and s.row.status != "cancelled":
            link = await self.links.line(s.row.id, "web.link.pin", table.lang(s))
        text = f"{text}\n{link}" if link else text
        storage = self.storage
        stored = await storage.get_message(s.row.id, "status")
        if stored is not None and stored[2] == text:
            self.stale.discard(s.row.id)
            return True
        if self.refresh_lobby is not None and (
            s.row.status != "active" or (s.game is not None and s.game.is_over)
        ):
            # The pin just changed to the end: the lobby message shows the end too.
            row = await storage.game(s.row.id)
            if row is not None:
                await self.refresh_lobby(row, s.loaded.seats)
        done = await self.poster.call(
            s, lambda thread: self._put(s, thread, text), what="the pinned status"
        )
        (self.stale.discard if done else self.stale.add)(s.row.id)
        return done

    async def _put(self, s: Session, thread: Any, text: str) -> None:
        storage = self.storage
        # Read again at each try: a replaced thread forgets the old status message.
        stored = await storage.get_message(s.row.id, "status")
        if stored is not None and stored[0] == thread.id:
            try:
                await thread.get_partial_message(stored[1]).edit(content=text)
                await storage.put_message(s.row.id, "status", stored[0], stored[1], token=text)
                return
            except discord.NotFound as error:
                if error.code != UNKNOWN_MESSAGE:
                    raise  # the thread itself is gone: the poster replaces it
                # deleted by someone: post and pin a new one
        message = await thread.send(text)
        await storage.put_message(s.row.id, "status", message.channel.id, message.id, token=text)
        try:
            await message.pin()
        except discord.HTTPException:
            # Pinning needs Manage Messages (Pin Messages); the status still works unpinned.
            log.info("game %s: could not pin the status message", s.row.id)
