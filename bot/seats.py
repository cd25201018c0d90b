"""Seats change hands: a member replaces another, a computer player takes over, a player goes
away. The engine's player id of a seat never changes (it is in the action log); the member who
plays it does."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from bot import table, thinking
from bot.errors import UserFacing
from bot.prompts import PRIVATE_DECISIONS, prompt
from bot.session import Session
from bot.ui import GameButton, view_of
from text import join, t

if TYPE_CHECKING:
    from bot.closing import Closer
    from bot.letters import Letters
    from bot.poster import Poster
    from bot.readers import Readers
    from bot.status import StatusBoard
    from bot.storage import Storage

log = logging.getLogger("whistlestop.seats")


class Seats:
    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        readers: Readers,
        prompts: Letters,
        poster: Poster,
        pins: StatusBoard,
        closer: Closer,
        after: Callable[[Session], Awaitable[None]],
    ) -> None:
        self.client = client
        self.storage = storage
        self.readers = readers
        self.prompts = prompts
        self.poster = poster
        self.pins = pins
        self.closer = closer
        self.after = after  # the turn loop goes on (Flow.after)
        poster.after_new_thread.append(self.ask_again)

    async def hand_over(self, s: Session, player: str, member: Any | None) -> str:
        """Give `player`'s seat to `member` (a discord Member/User) or, for None, to a computer
        player. Stored and committed before returning; returns the seat's old display name.
        The engine's player id stays: it is in the action log."""
        seat = s.loaded.seat(player)
        if seat is None:
            raise UserFacing("err.replace.unknown_seat")
        if member is None:
            if seat.is_cpu:
                raise UserFacing("err.replace.cpu")
        else:
            if getattr(member, "bot", False):
                raise UserFacing("err.replace.bot")
            new_user = str(member.id)
            if seat.user == new_user:
                raise UserFacing("err.replace.same")
            if s.loaded.player_of(new_user) is not None:
                raise UserFacing("err.replace.has_seat", name=table.escape(member.display_name))
        game_id = s.row.id
        storage = self.storage
        # The old member's prompt is owed its closing before anything else changes.
        await self.closer.owe_seat(s, player)
        policy = None
        if member is None:
            # The computer that takes over plays the game's chosen level (strong by default).
            level = (await storage.game_settings(game_id)).computer_level
            policy = thinking.standin_policy(table.plugin_of(s).engine, level)
        await storage.set_seat_user(
            game_id,
            player,
            None if member is None else str(member.id),
            None if member is None else member.display_name,
            policy,
        )
        # A new person gets a fresh wait (and fresh reminders) and a fresh prompt.
        await storage.drop_waits(game_id, player)
        await storage.delete_message(game_id, "prompt", player)
        await s.reload_row()
        return seat.name

    async def after_hand_over(
        self, s: Session, player: str, old_name: str, cpu_key: str = "thread.replaced_cpu"
    ) -> None:
        """Once the caller has answered: announce the change in the thread (`cpu_key` when a
        computer player takes over), retire the old member's prompt, give a new member the
        seat's hand privately, go on."""
        seat = s.loaded.seat(player)
        assert seat is not None
        # The old DM showed the hand as it was: it offers nothing more (tried again later if
        # Discord fails now).
        await self.closer.retry(s.row.id)
        # Through the poster: the thread may be archived or deleted meanwhile.
        if seat.user is None:
            name = table.escape(old_name)
            text = t(cpu_key, table.lang(s), old=name, name=name)
        else:
            text = t(
                "thread.replaced",
                table.lang(s),
                old=table.escape(old_name),
                new=table.ping(s, player),
            )

        async def post(thread: Any) -> None:
            await thread.send(text)

        await self.poster.call(s, post, what="a seat handed over")
        if seat.user is not None:
            await self._welcome(s, player, old_name)
        await self.after(s)
        await self.prompts.retime(s)  # the welcome's prompt shows the fresh clock

    async def _welcome(self, s: Session, player: str, old_name: str) -> None:
        seat = s.loaded.seat(player)
        assert seat is not None and seat.user is not None
        reader = self.readers.of_seat(s, player)
        content, view = prompt(s, player, reader)
        text = t("dm.seat_given", reader, name=table.escape(old_name)) + "\n" + content
        try:
            member = await table.user(self.client, seat.user)
            message = await member.send(text, view=view) if view else await member.send(text)
        except discord.HTTPException:
            await self.storage.set_seat_flag(s.row.id, player, "dm_closed", True)
            await s.reload_row()
            text = t(
                "thread.seat_given_closed_dm",
                table.lang(s),
                mention=table.ping(s, player),
                name=table.escape(old_name),
            )
            button = GameButton(
                s.row.id,
                "hand",
                label=t("btn.show_hand", table.lang(s)),
                style=discord.ButtonStyle.primary,
            )

            async def post(thread: Any) -> None:
                await thread.send(text, view=view_of(button))

            await self.poster.call(s, post, what="a seat given (DMs closed)")
            return
        decision = s.game.view(None).get("decision") if s.game else None
        if decision in PRIVATE_DECISIONS:
            await self.prompts.note_refreshed(s, player, message)

    # ----------------------------------------------------------------- away
    async def set_away(self, game_ids: list[int], user: str, until: datetime) -> None:
        for game_id in game_ids:
            await self.storage.set_away(game_id, user, until)

    # ------------------------------------------------------------- leaving
    async def member_left(self, s: Session, player: str) -> None:
        """The seat's member left the server: the seat is marked (never pinged again) and the
        host is asked whether a computer player takes it (or /game replace gives it away)."""
        seat = s.loaded.seat(player)
        if seat is None or seat.left_server:
            return
        await self.storage.set_seat_flag(s.row.id, player, "left_server", True)
        await s.reload_row()
        if seat.user == str(s.row.host_id):
            await self._host_left(s, seat.name)
        else:
            await self._ask_host(s, player)
        await self.pins.update(s)

    async def _host_left(self, s: Session, host_name: str) -> None:
        """The host left: a host who is gone could answer nothing, so the next seated member
        still here hosts the game and is asked about every seat whose member left; with nobody
        left to ask, computers take those seats at once (and the game plays to its end)."""
        heirs = [seat for seat in s.loaded.seats if seat.user is not None and not seat.left_server]
        if not heirs:
            for seat in list(s.loaded.seats):
                if seat.left_server and not seat.is_cpu:
                    old_name = await self.hand_over(s, seat.player, None)
                    await self.after_hand_over(s, seat.player, old_name, "thread.seat_to_cpu")
            return
        heir = heirs[0]
        await self.storage.pass_host(s.row.id, int(heir.user or 0))
        await s.reload_row()
        text = t(
            "thread.host_left",
            table.lang(s),
            old=table.escape(host_name),
            name=table.escape(heir.name),
        )

        async def post(thread: Any) -> None:
            await thread.send(text)

        await self.poster.call(s, post, what="the host handed on")
        await self.ask_again(s)  # the new host is asked about every seat whose member left

    async def ask_owed(self, s: Session) -> None:
        """Questions the host is owed, though the bot stopped or Discord failed between
        noticing a member leave and asking (the periodic check)."""
        if s.row.status != "active":
            return
        host = next((x for x in s.loaded.seats if x.user == str(s.row.host_id)), None)
        if host is not None and host.left_server:
            await self._host_left(s, host.name)  # the host left: hosting passes on first
            return
        for seat in s.loaded.seats:
            owed = seat.left_server and not seat.is_cpu
            if owed and await self.storage.get_message(s.row.id, "left", seat.player) is None:
                await self._ask_host(s, seat.player)

    async def ask_again(self, s: Session) -> None:
        """The game moved to a new thread (its old one deleted): the host's questions about
        members who left, lost with the old thread, are asked there again."""
        for seat in s.loaded.seats:
            if seat.left_server and not seat.is_cpu and seat.user_id is None:
                await self._ask_host(s, seat.player)

    async def _ask_host(self, s: Session, player: str) -> None:
        seat = s.loaded.seat(player)
        assert seat is not None
        text = t(
            "thread.member_left",
            table.lang(s),
            name=table.escape(seat.name),
            host=f"<@{s.row.host_id}>",
        )
        button = GameButton(
            s.row.id,
            "seat",
            "",
            player,
            label=t("btn.seat_to_cpu", table.lang(s)),
            style=discord.ButtonStyle.primary,
        )

        async def post(thread: Any) -> None:
            message = await thread.send(text, view=view_of(button))
            await self.storage.put_message(s.row.id, "left", thread.id, message.id, user_id=player)

        done = await self.poster.call(s, post, what="a member left")
        # Refused for good (403) counts as asked: asking again would be refused again.
        if done and await self.storage.get_message(s.row.id, "left", player) is None:
            await self.storage.put_message(s.row.id, "left", 0, 0, user_id=player)

    async def cancelled(self, s: Session, who: str) -> None:
        """A cancelled game: its players are told (in the thread, by name), their prompts
        retired, and nobody is waited for any more."""
        people = [seat for seat in s.loaded.seats if seat.user is not None]
        await self.closer.close_game(s, "cancelled")  # what fails now is tried again later
        text = t(
            "thread.cancelled",
            table.lang(s),
            game=table.title(s),
            id=s.row.id,
            who=who,
            players=join((table.ping(s, seat.player) for seat in people), table.lang(s)) or "-",
        )

        async def post(thread: Any) -> None:
            await thread.send(text)

        await self.poster.call(s, post, what="the cancellation")
        await self.pins.update(s)
