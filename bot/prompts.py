"""Prompts: telling a player that a decision waits for them, and offering its choices.

A decision made on hidden information ("sealed" or "private" in the view envelope) is prompted
by DM, with the player's own view (the thread says so when DMs are closed, and /game hand
shows it). A public decision is a ping in the game's thread with a button that opens the picker
privately. Each prompt is sent once per decision key (the stage and the player's move count),
also across restarts: the key is stored with the message.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import running, table
from bot.clock import clock_lines
from bot.decision import decision_text, ping_text
from bot.errors import NotSeated
from bot.picker import PickerPath, multi_select, picker_select
from bot.prompt_picture import Pictures
from bot.rules import first_hint
from bot.session import Session
from bot.ui import GameButton, view_of
from text import t

if TYPE_CHECKING:
    from bot.poster import Poster
    from bot.readers import Readers
    from bot.storage import Storage

log = logging.getLogger("whistlestop.prompts")

PRIVATE_DECISIONS = frozenset({"sealed", "private"})
PING = "ping|"  # marks the stored key of a thread ping
NOTE = "note"  # private lines waiting for the player's next prompt


def decision_key(view: dict[str, Any], token: int) -> str:
    """Names one pending decision of a seat: a new decision gets a new key. Prompts are sent,
    and waits timed, once per key."""
    return f"{view.get('stage')}:{token}"


def can_act(s: Session, player: str) -> bool:
    game = s.game
    if game is None or s.row.status != "active" or player not in s.loaded.players:
        return False
    return player in game.active_players() or bool(game.legal_actions(player))


def prompt(
    s: Session,
    player: str,
    locale: object | None = None,
    path: PickerPath | None = None,
    notes: list[str] | None = None,
) -> tuple[str, discord.ui.View | None]:
    """The private message for `player`: their situation and the pending decision's picker.
    `notes`: what happened to the player privately since (e.g. a card received), on top."""
    if player not in s.loaded.players:
        raise NotSeated()
    header = table.dm_header(s, locale)
    if s.game is None:
        return header + "\n" + t("hand.nothing_pending", locale), None
    presenter = table.plugin_of(s).presenter
    view = s.game.view(player)
    lines = [header, *(notes or []), *first_hint(s, player, locale)]
    lines += presenter.hand_lines(view, player, lambda p: table.name(s, p), locale)
    if not can_act(s, player):
        lines.append(t("hand.nothing_pending", locale))
        return "\n".join(lines), None
    legal = s.game.legal_actions(player)
    lines.append(t("hand.pending", locale, what=decision_text(presenter, legal, view, locale)))
    lines += clock_lines(s, player, locale)  # when their time runs out
    chooser = multi_select(s.row.id, s.loaded.token(player), legal, presenter, view, locale)
    if chooser is not None:
        return "\n".join(lines), view_of(chooser)
    select, note = picker_select(
        s.row.id, s.loaded.token(player), legal, presenter, view, locale, path
    )
    if note:
        lines.append(note)
    return "\n".join(lines), view_of(select)


def panel(
    s: Session, player: str, locale: object | None = None, path: PickerPath | None = None
) -> tuple[str, discord.ui.View]:
    """The picker of a public decision, opened privately from the thread ping."""
    game = s.game
    if game is None or player not in s.loaded.players:
        raise NotSeated()
    legal = game.legal_actions(player)
    if not legal or player not in game.active_players():
        raise table.not_your_turn(s, player)
    presenter = table.plugin_of(s).presenter
    view = game.view(player)
    title = presenter.panel_label(view, locale)
    chooser = multi_select(s.row.id, s.loaded.token(player), legal, presenter, view, locale)
    if chooser is not None:
        return f"**{title}**", view_of(chooser)
    select, note = picker_select(
        s.row.id, s.loaded.token(player), legal, presenter, view, locale, path
    )
    return "\n".join(filter(None, [f"**{title}**", note])), view_of(select)


class PromptNotSent(Exception):
    """Discord refused or failed a prompt: the game's effects are tried again later."""


class Prompts:
    def __init__(
        self, *, client: discord.Client, storage: Storage, readers: Readers, poster: Poster
    ) -> None:
        self.client = client
        self.storage = storage
        self.readers = readers
        self.poster = poster
        self.pictures = Pictures(client=client, storage=storage)  # attached once drawn

    async def record(
        self, s: Session, player: str, channel_id: int, message_id: int, *, ping: bool = False
    ) -> None:
        """Remember the prompt of the player's current decision (a thread ping of a public
        decision is marked: its button is removed once the decision is done)."""
        assert s.game is not None
        key = decision_key(s.game.view(None), s.loaded.token(player))
        await self.storage.put_message(
            s.row.id,
            "prompt",
            channel_id,
            message_id,
            user_id=player,
            token=f"{PING}{key}" if ping else key,
        )

    async def note_refreshed(
        self, s: Session, player: str, message: Any, *, finished: bool = False
    ) -> None:
        """The player's prompt was just refreshed in place: don't send another one. `finished`:
        it now says what was done and offers nothing; it stays as it is."""
        channel_id = getattr(getattr(message, "channel", None), "id", 0) or 0
        message_id = getattr(message, "id", 0) or 0
        if not finished:
            await self.record(s, player, channel_id, message_id)
            return
        assert s.game is not None
        key = decision_key(s.game.view(None), s.loaded.token(player))
        await self.storage.put_message(
            s.row.id, "prompt", channel_id, message_id, user_id=player, token=f"done:{key}"
        )

    async def _sent(self, s: Session, player: str, now: dict[str, Any]) -> bool:
        key = decision_key(now, s.loaded.token(player))
        sent = await self.storage.get_message(s.row.id, "prompt", player)
        return bool(sent and sent[2].removeprefix(PING) == key)

    async def send_private(self, s: Session, player: str, *, at_table: bool = False) -> None:
        """DM the player their prompt; in the thread if DMs are closed. `at_table`: the
        player moved last among people (only computers since): their latest DM prompt, even
        a finished one, is edited into this one rather than a new DM sent."""
        assert s.game is not None
        if await self._sent(s, player, s.game.view(None)):
            return
        storage = self.storage
        seat = s.loaded.seat(player)
        lang = table.lang(s)
        hand_button = GameButton(
            s.row.id, "hand", label=t("btn.show_hand", lang), style=discord.ButtonStyle.primary
        )
        if seat is not None and seat.user is not None and not seat.dm_closed:
            notes = await self.notes(s, player)
            reader = self.readers.of_seat(s, player)
            content, view = prompt(s, player, reader, notes=notes)
            if at_table and await self._edit_last_dm(s, player, content, view):
                if notes:
                    await storage.delete_message(s.row.id, NOTE, player)
                return
            try:
                member = await table.user(self.client, seat.user)
                message = (
                    await member.send(content, view=view) if view else await member.send(content)
                )
                await self.pictures.dm(s, player, reader, message.channel.id, message.id)
                await self.record(s, player, message.channel.id, message.id)
                if notes:
                    await storage.delete_message(s.row.id, NOTE, player)
                return
            except discord.Forbidden:
                log.info("game %s: DMs closed for a player; falling back to the thread", s.row.id)
                await storage.set_seat_flag(s.row.id, player, "dm_closed", True)
                await s.reload_row()
                key = "thread.dm_closed"
            except discord.NotFound:
                key = "thread.decision_ping"  # the member's account is gone
        else:
            key = "thread.decision_ping"
        text = t(key, lang, mention=table.ping(s, player), game=table.title(s), id=s.row.id)

        async def post(thread: Any) -> None:
            await running.close(storage, s.row.id)
            message = await thread.send(text, view=view_of(hand_button))
            await self.record(s, player, message.channel.id, message.id)

        if not await self.poster.call(s, post, what="a prompt", must_arrive=True):
            raise PromptNotSent()

    async def _edit_last_dm(
        self, s: Session, player: str, content: str, view: discord.ui.View | None
    ) -> bool:
        sent = await self.storage.get_message(s.row.id, "prompt", player)
        if sent is None or sent[0] == s.row.thread_id:
            return False
        channel_id, message_id, _ = sent
        try:
            message = self.client.get_partial_messageable(channel_id).get_partial_message(
                message_id
            )
            await message.edit(content=content, view=view, attachments=[])
        except discord.HTTPException:
            return False  # gone or refused: a new DM instead
        await self.pictures.dm(s, player, self.readers.of_seat(s, player), channel_id, message_id)
        await self.record(s, player, channel_id, message_id)
        return True

    async def ping_public(
        self, s: Session, player: str, now: dict[str, Any], prefix: str | None = None
    ) -> bool:
        """Ping the player to move in the thread (with `prefix`, e.g. the previous move's line,
        in the same message); False if this exact ping was already sent or is not wanted."""
        if await self._sent(s, player, now):
            return False
        presenter = table.plugin_of(s).presenter
        lang = table.lang(s)
        # A player going on with their turn keeps their prompt (retire_stale), so a ping is a
        # new turn for this player, never a step of the same one.
        text = ping_text(s, player, now)
        if text is None:
            return False
        text = "\n".join([text, *clock_lines(s, player, lang)])
        button = GameButton(
            s.row.id,
            "panel",
            label=presenter.panel_label(now, lang)[:80],
            style=discord.ButtonStyle.primary,
        )

        async def post(thread: Any) -> None:
            joined = await self.pictures.board_before(s, thread, prefix)
            body = text if joined or not prefix else f"{prefix}\n{text}"
            message = await thread.send(body, view=view_of(button))
            await self.record(s, player, message.channel.id, message.id, ping=True)
            # The lines of the moves that follow join the ping's message, under it.
            await running.start(self.storage, s.row.id, message, f"ping:{player}", body)

        if not await self.poster.call(s, post, what="a ping", must_arrive=True):
            raise PromptNotSent()
        return True

    async def retire_stale(
        self,
        s: Session,
        now: dict[str, Any],
        going_on: frozenset[str] | set[str] = frozenset(),
        in_dm_only: frozenset[str | None] | set[str | None] = frozenset(),
    ) -> None:
        """Prompts whose decision is done stop offering it. A player in `going_on` made the
        last move and must act again (a turn of several steps, a sealed choice that can still
        change): their prompt goes on in place (a DM is edited to the next step, a thread
        ping's button opens the next step), so they are not sent or pinged again. Any other
        old prompt says in one line what was chosen and loses its select (a DM), or loses its
        button (a thread ping). Each once. A player in `in_dm_only` goes on only in a DM
        (a ping far up the thread is no prompt to go on from)."""
        storage = self.storage
        for seat in s.loaded.seats:
            sent = await storage.get_message(s.row.id, "prompt", seat.player)
            if sent is None or sent[2].startswith("done:"):
                continue
            key = decision_key(now, s.loaded.token(seat.player))
            if sent[2].removeprefix(PING) == key:
                continue  # still the current decision
            channel_id, _, token = sent
            in_thread = channel_id == s.row.thread_id
            if in_thread and not token.startswith(PING):
                continue  # a "Show my hand" notice stays useful
            carries = seat.player in going_on and not (in_thread and seat.player in in_dm_only)
            if carries and await self._go_on(s, seat.player, now, sent):
                continue
            await self._retire(s, seat.player, sent, in_thread=in_thread)

    async def _go_on(
        self, s: Session, player: str, now: dict[str, Any], sent: tuple[int, int, str]
    ) -> bool:
        """Carry the player's live prompt over to their next step; False if it cannot be
        (a thread ping for a decision made in private, or the message is gone)."""
        channel_id, message_id, token = sent
        if token.startswith(PING):
            if now.get("decision") in PRIVATE_DECISIONS:
                return False
            await self.record(s, player, channel_id, message_id, ping=True)
            return True
        reader = self.readers.of_seat(s, player)
        notes = await self.notes(s, player)
        content, view = prompt(s, player, reader, notes=notes)
        if view is None:
            return False
        try:
            message = self.client.get_partial_messageable(channel_id).get_partial_message(
                message_id
            )
            await message.edit(content=content, view=view, attachments=[])
        except discord.HTTPException:
            log.info("game %s: could not carry a prompt over; sending a new one", s.row.id)
            return False
        await self.pictures.dm(s, player, reader, channel_id, message_id)
        await self.record(s, player, channel_id, message_id)
        if notes:
            await self.storage.delete_message(s.row.id, NOTE, player)
        return True

    # ----------------------------------------------------------- private notes
    async def note(self, s: Session, player: str, line: str) -> None:
        """Keep a private line (e.g. a card received) for the player's next prompt, so it
        arrives with it instead of as a DM of its own; `flush_notes` sends what is left."""
        lines = [*await self.notes(s, player), line]
        await self.storage.put_message(
            s.row.id, NOTE, 0, 0, user_id=player, token=json.dumps(lines, ensure_ascii=False)
        )

    async def notes(self, s: Session, player: str) -> list[str]:
        stored = await self.storage.get_message(s.row.id, NOTE, player)
        if stored is None:
            return []
        try:
            return [str(line) for line in json.loads(stored[2])]
        except (ValueError, TypeError):
            return []

    async def flush_notes(self, s: Session) -> None:
        """Private lines no prompt carried: each player gets theirs in one DM."""
        for seat in s.loaded.seats:
            lines = await self.notes(s, seat.player)
            if not lines:
                continue
            reader = self.readers.of_seat(s, seat.player)
            await self.tell(s, seat.player, "\n".join([table.dm_header(s, reader), *lines]))
            await self.storage.delete_message(s.row.id, NOTE, seat.player)

    async def _retire(
        self, s: Session, player: str, sent: tuple[int, int, str], *, in_thread: bool
    ) -> None:
        channel_id, message_id, token = sent
        try:
            message = self.client.get_partial_messageable(channel_id).get_partial_message(
                message_id
            )
            if in_thread:
                await message.edit(view=None)
            else:  # one line of what was chosen: the decision's picture goes with it
                self.pictures.now((channel_id, message_id))
                await message.edit(content=self.done_text(s, player), view=None, attachments=[])
        except discord.HTTPException:
            log.info("game %s: could not retire an old prompt", s.row.id)
        await self.storage.put_message(
            s.row.id, "prompt", channel_id, message_id, user_id=player, token=f"done:{token}"
        )

    def done_text(self, s: Session, player: str) -> str:
        """A finished DM prompt: which game (the header line every DM starts with), and what
        the player chose (from the stored log, so also after a restart)."""
        reader = self.readers.of_seat(s, player)
        done = s.loaded.last_actions.get(player)
        header = table.dm_header(s, reader)
        if done is None or s.game is None:
            return "\n".join([header, t("dm.stale", reader)])
        presenter = table.plugin_of(s).presenter
        line = presenter.done_line(done, s.game.view(player), reader)
        return "\n".join([header, line])

    async def tell(self, s: Session, player: str, text: str) -> bool:
        """A private note to the seat's member (False if it could not be delivered)."""
        seat = s.loaded.seat(player)
        if seat is None or seat.user is None or seat.dm_closed:
            return False
        try:
            member = await table.user(self.client, seat.user)
            await member.send(text)
            return True
        except discord.HTTPException:
            log.info("game %s: could not send a private note", s.row.id)
            return False
