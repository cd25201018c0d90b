"""DMs by a member's own clock: what can wait is held during their quiet hours, and a member
with no time zone is asked once for it.

`Letters` is the prompts service (bot/prompts.py) with this on top: a private note (what was
played for a player, a game's result, a card received that no prompt carried) sent during the
member's quiet hours is stored and sent when they end (`release`, by the periodic check); a
prompt is never held (the decision is theirs to make whenever they look). The first DM prompt
of a member without a zone is followed by one question, once ever: a select of the zones
their Discord language suggests (one click sets it), `/game me` for any other. A live prompt
keeps saying when the player's time runs out: each stores the deadline it shows, and `retime`
edits the clock line of those whose deadline moved since.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from bot import quiet, running, table
from bot.clock import restamp
from bot.prompts import PING, Prompts, decision_key
from bot.session import Session
from bot.storage import HeldMessage, epoch
from bot.ui import GameButton, GameSelect, view_of
from text import t

if TYPE_CHECKING:
    from bot.poster import Poster
    from bot.readers import Readers
    from bot.storage import Storage

log = logging.getLogger("whistlestop.letters")

CLOCK = "clock"  # the stored message kind: the deadline a player's live prompt shows


class Letters(Prompts):
    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        readers: Readers,
        poster: Poster,
        clock: Callable[[], datetime],
    ) -> None:
        super().__init__(client=client, storage=storage, readers=readers, poster=poster)
        self.clock = clock  # the bot's clock (tests drive it)
        # Members known to have a zone or to have been asked: asked no more (a cache of
        # `members.zone_asked`, filled as they are met).
        self._asked: set[str] = set()

    async def send_private(self, s: Session, player: str, *, at_table: bool = False) -> None:
        """The player's DM prompt, after (once ever) the question of their time zone: the
        prompt stays their latest DM."""
        await self.ask_zones(s, [player])
        await super().send_private(s, player, at_table=at_table)

    async def record(
        self, s: Session, player: str, channel_id: int, message_id: int, *, ping: bool = False
    ) -> None:
        """Remember the prompt, and the deadline it shows (only a prompt with a clock: one
        without shows none), so `retime` knows when it no longer says the truth."""
        await super().record(s, player, channel_id, message_id, ping=ping)
        due = s.deadlines.get(player)
        if due is not None and s.game is not None and (ping or channel_id != s.row.thread_id):
            key = decision_key(s.game.view(None), s.loaded.token(player))
            token = f"{key}|{epoch(due)}"
            await self.storage.put_message(s.row.id, CLOCK, 0, 0, user_id=player, token=token)

    async def retime(self, s: Session) -> None:
        """The live prompts whose clock is no longer true (the host changed the pace, a member
        their quiet hours, the host chose to wait, a player came back or took a seat) say the
        deadline `s.deadlines` holds (the waits just stored): edited in place, each only when
        it changed."""
        if s.game is None:
            return
        now = s.game.view(None)
        for seat in s.loaded.seats:
            player = seat.player
            sent = await self.storage.get_message(s.row.id, "prompt", player)
            key = decision_key(now, s.loaded.token(player))
            if sent is None or sent[2].removeprefix(PING) != key:
                continue  # none, or a finished one
            if sent[0] == s.row.thread_id and not sent[2].startswith(PING):
                continue  # a "Show my hand" notice: no clock
            due = s.deadlines.get(player)
            token = f"{key}|{epoch(due)}" if due else f"{key}|"
            shown = await self.storage.get_message(s.row.id, CLOCK, player)
            if token == (shown[2] if shown and shown[2].startswith(f"{key}|") else f"{key}|"):
                continue  # it shows this deadline (or none, as it should)
            await self._restamp(s, player, sent, due)
            await self.storage.put_message(s.row.id, CLOCK, 0, 0, user_id=player, token=token)

    async def _restamp(
        self, s: Session, player: str, sent: tuple[int, int, str], due: datetime | None
    ) -> None:
        channel_id, message_id, _ = sent
        try:
            if channel_id == s.row.thread_id:  # a ping, in the game's language
                thread = await table.thread_of(self.client, s)
                lang = table.lang(s)
                await running.rewrite(
                    self.storage,
                    s.row.id,
                    thread,
                    message_id,
                    f"ping:{player}",
                    lambda text: restamp(text, due, lang),
                )
                return
            reader = self.readers.of_seat(s, player)
            channel = self.client.get_partial_messageable(channel_id)
            message = await channel.fetch_message(message_id)
            content = message.content or ""
            if restamp(content, due, reader) != content:
                await message.edit(content=restamp(content, due, reader))
        except discord.HTTPException:
            log.info("game %s: could not show a new deadline in a prompt", s.row.id)

    async def tell(self, s: Session, player: str, text: str) -> bool:
        """A private note to the seat's member, held until their quiet hours end."""
        seat = s.loaded.seat(player)
        if seat is None or seat.user is None or seat.dm_closed:
            return False
        if await self.hold(seat.user, s.row.id, text):
            return True
        return await super().tell(s, player, text)

    async def hold(self, user: str, game_id: int, text: str, button: str = "") -> bool:
        """Keep a DM that can wait until the member's quiet hours end; False if they are not
        in them now (then send it)."""
        prefs = (await self.storage.member_prefs([user])).get(user)
        until = quiet.quiet_end(prefs, self.clock())
        if until is None:
            return False
        await self.storage.hold_message(user, game_id, epoch(until), text, button)
        return True

    async def release(self) -> int:
        """Send the held DMs whose time has come (each once, by whichever process claims it);
        how many were sent."""
        sent = 0
        for held in await self.storage.due_messages(epoch(self.clock())):
            if not await self.storage.claim_held(held.id):
                continue  # another process sends it
            try:
                await self._send_held(held)
                sent += 1
            except discord.HTTPException:
                log.info("game %s: could not send a held DM", held.game_id)
        return sent

    async def _send_held(self, held: HeldMessage) -> None:
        member = await table.user(self.client, held.user_id)
        if held.button != "hand":  # the only button a held DM carries
            await member.send(held.content)
            return
        reader = self.readers.of(held.user_id, "en")
        label = t("btn.show_hand", reader)
        button = GameButton(held.game_id, "hand", label=label, style=discord.ButtonStyle.primary)
        await member.send(held.content, view=view_of(button))

    async def ask_zones(self, s: Session, players: list[str]) -> None:
        """Before their DM prompts: each of these players' members who has no time zone and
        was never asked is asked once, with a button that offers the likely zones."""
        for player in players:
            seat = s.loaded.seat(player)
            user = seat.user if seat is not None and not seat.dm_closed else None
            if user is None or user in self._asked:
                continue
            self._asked.add(user)
            if not await self.storage.claim_zone_question(user):
                continue  # asked before, or has settings of their own
            reader = self.readers.of(user, table.lang(s))
            try:
                member = await table.user(self.client, user)
                button = GameButton(
                    s.row.id,
                    "zone",
                    label=t("btn.me.zone", reader),
                    style=discord.ButtonStyle.primary,
                )
                await member.send(t("me.ask", reader), view=view_of(button))
            except discord.HTTPException:
                log.info("game %s: could not ask a member for their time zone", s.row.id)


def zone_picker(game_id: int, locale: object) -> discord.ui.View:
    """The likely zones of a member of that language, as one select (a click sets it)."""
    options = [discord.SelectOption(label=zone, value=zone) for zone in quiet.likely(locale)]
    select: Any = GameSelect(
        game_id, "zone_set", options=options, placeholder=t("me.ask.placeholder", locale)[:150]
    )
    return view_of(select)
