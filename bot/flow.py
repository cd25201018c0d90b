"""The turn loop: a move from a person or a computer is applied and committed, answered, then
announced, and whoever must act next is prompted.

Everything here runs while the caller holds the game's lock (inside `Sessions.open`), after
the action is committed and the user has been answered, so posts come out in move order.
After each committed change `settle` stores the waits (`bot.waits`), asks for the computer moves
(bot/computers.py: each is made by a task of its own, off this lock, and settles again) and
hands the game to the effects
(`bot.effects`: announcements, the pin, prompts); this module only sequences them, and the
services it uses call nothing back.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot import metrics, table
from bot.computers import Computers
from bot.errors import AlreadyDone, NotSeated
from bot.loaded import GameBroken
from bot.picker import PickerPath, is_ref, resolve_ref
from bot.prompts import PRIVATE_DECISIONS, can_act, panel, prompt
from bot.session import PositionMoved, Session
from bot.sessions import Sessions

if TYPE_CHECKING:
    from bot.closing import Closer
    from bot.effects import Effects
    from bot.leases import Leases
    from bot.prompts import Prompts
    from bot.storage import Storage
    from bot.thinking import Thinking
    from bot.waits import Waits

log = logging.getLogger("whistlestop.flow")


class Flow:
    """The turn loop. What it uses comes in by the constructor (bot/core.py wires it): the
    lease (one process at a time settles a game), the stored waits (bot/waits.py) and the
    effects (bot/effects.py), none of which calls back into the loop."""

    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        sessions: Sessions,
        leases: Leases,
        thinking: Thinking,
        prompts: Prompts,
        waits: Waits,
        effects: Effects,
        closer: Closer,
        cpu_delay: float,
    ) -> None:
        self.client = client
        self.storage = storage
        self.sessions = sessions
        self.leases = leases
        self.thinking = thinking
        self.prompts = prompts
        self.waits = waits
        self.effects = effects
        self.closer = closer
        # What else a game may still owe, asked at each retry (the host's questions about
        # members who left: bot/seats.py).
        self.owed_hooks: list[Callable[[Session], Awaitable[None]]] = []
        # The computer moves, made by tasks of their own (never under the caller's lock).
        self.computers = Computers(
            sessions=sessions, thinking=thinking, waits=waits, after=self.after, cpu_delay=cpu_delay
        )

    async def after(self, s: Session) -> None:
        """After a committed change: its effects, derived from the stored log and carried out
        durably (see bot/effects.py)."""
        await self.settle(s)

    # ------------------------------------------------------------ settling
    async def settle(self, s: Session) -> None:
        """Carry out every pending effect of the game (caller holds the game's lock). With
        several processes, the one holding the game's lease does (bot/leases.py)."""
        if s.game is None or s.row.status not in ("active", "over"):
            return
        await self.leases.run(s, self._settle)

    async def _settle(self, s: Session) -> None:
        if s.game is None or s.row.status not in ("active", "over"):
            return
        # A decision with no real choice, that everyone can tell, is made at once (and said).
        # Its action is known: applied here, under the lock, with no thinking slot to wait for.
        while (forced := self.waits.forced(s)) is not None:
            player, action = forced
            try:
                await s.apply(
                    player,
                    action,
                    s.loaded.token(player),
                    actor="cpu:forced",
                    reason="forced",
                    at_seq=s.loaded.seq,
                )
            except (PositionMoved, AlreadyDone):
                break  # another process moved first; its settle goes on from there
        try:
            away = await self.waits.sync(s)
        except Exception:
            log.exception("game %s: could not store the waits", s.row.id)
            away = set()
        # Computer seats move whatever the posts of the effects do.
        self.schedule_cpus(s, away)
        await self.effects.carry_out(s, away)

    async def retry_pending(self) -> None:
        """Games whose effects stopped (a failure, a crash): settle them again."""
        await self.closer.retry()  # prompts owed their closing (over, cancelled, handed over)
        ids = self.effects.owed() | set(await self.storage.games_unsettled())
        ids |= set(await self.storage.games_owing_questions())
        for game_id in sorted(ids):
            try:
                async with self.sessions.open(game_id) as s:
                    await self.settle(s)
                    for hook in self.owed_hooks:
                        await hook(s)
            except Exception:
                log.exception("game %s: effects could not be carried out", game_id)

    # ------------------------------------------------------ computer moves
    def schedule_cpus(self, s: Session, away: set[str] | frozenset[str] = frozenset()) -> None:
        """Computer seats, and away players whose moves the computer makes, move soon."""
        self.computers.schedule(s, away)

    def stand_in(
        self, s: Session, player: str, reason: str, action: dict[str, Any] | None = None
    ) -> asyncio.Task[None] | None:
        """The computer moves for `player`, a person (`reason`: "away", "deadline", "host",
        "skip", ...: said with the move), soon and in the background (bot/computers.py): the
        one path for every computer move on behalf of a person. `action`: the move already
        decided (a skip: no thinking). Returns at once (the task making the move, None if it
        was asked for already); the caller may hold the game's lock, answer, and go, or wait
        for the task once it let go of the lock."""
        return self.computers.stand_in(s, player, reason, action)

    async def resume_all(self) -> None:
        """After a start or restart: finish what a crash left undone (announcements, the end,
        prompts) and restart computer players. Only those games are loaded, found by two
        indexed queries; every other game loads on its first use."""
        storage = self.storage
        await self.closer.retry()
        ids = set(await storage.games_unsettled())
        ids |= set(await storage.games_waiting_on_computers())
        for game_id in sorted(ids):
            try:
                async with self.sessions.open(game_id) as s:
                    await self.settle(s)
            except GameBroken:
                pass  # reported to its host (bot/broken.py), as on any use
            except Exception:
                log.exception("could not resume game %s", game_id)

    async def stop(self) -> None:
        await self.computers.stop()

    # ------------------------------------------------- moves from people
    async def perform(
        self,
        interaction: discord.Interaction,
        game_id: int,
        action: dict[str, Any] | str,
        token: int | None,
        *,
        refresh: bool,
    ) -> None:
        """Apply `action` (an action, or a reference to one of the user's legal actions) for
        the interaction's user; answer; then announce.

        `refresh` edits the message the component lives on (a DM or ephemeral prompt) with the
        player's fresh prompt, so a sealed choice can be changed from the same place.
        """
        arrived = time.perf_counter()
        interaction.extras["game_id"] = game_id
        user = str(interaction.user.id)
        locale = interaction.locale
        async with self.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            if isinstance(action, str):
                # A repeat of a move already made answers "already done", even after the end;
                # any other move of a player the game does not wait for, whose turn it is.
                legal = s.game.legal_actions(player) if s.game is not None else []
                told = action.partition(".")[0]
                if not legal and not (is_ref(action) and told != str(s.loaded.token(player))):
                    raise table.not_your_turn(s, player)
                move = resolve_ref(action, s.loaded.token(player), legal)
                token = s.loaded.token(player)
            else:
                move = action
            s.active  # noqa: B018 - refuses a game that is not in progress
            presenter = table.plugin_of(s).presenter
            # The spectator view after the move is taken after the answer (by the effects).
            outcome = await s.apply(
                player, move, token, actor=user, view_after=False, viewer=player
            )
            mine = outcome.seen or {}  # the player's view before the move: for the label
            before = outcome.before
            if before.get("decision") == "sealed" and before.get("active_players") == [player]:
                # The last to lock in: nothing can be changed any more.
                text = presenter.ack_last(move, mine, outcome.events, locale)
            else:
                text = presenter.ack(move, mine, locale)
            if refresh:
                await self._refresh(interaction, s, player, text)
            else:
                await interaction.response.send_message(text, ephemeral=True)
            metrics.ACK_SECONDS.observe(time.perf_counter() - arrived)
            await self.after(s)

    async def _refresh(
        self, interaction: discord.Interaction, s: Session, player: str, text: str
    ) -> None:
        """Answer a move by editing the message it was made from: the acknowledgement `text`,
        then the player's fresh prompt (a DM, a sealed choice) or the next step of their turn
        (a panel in the thread)."""
        locale = interaction.locale
        # The game as the move left it (over, maybe): after a race lost to another
        # process, a fresh copy.
        game = s.game
        assert game is not None
        after = game.view(None)
        private = after.get("decision") in PRIVATE_DECISIONS
        await self.waits.preview(s)  # the next step's clock, before the waits are stored
        pictured = interaction.guild_id is None or private
        if pictured:
            content, view = prompt(s, player, locale)
            await interaction.response.edit_message(
                content=f"{text}\n\n{content}", view=view, attachments=[]
            )
        elif player in game.active_players() and game.legal_actions(player):
            # A turn of several steps goes on in the same panel.
            content, panel_view = panel(s, player, locale)
            await interaction.response.edit_message(
                content=f"{text}\n\n{content}", view=panel_view, attachments=[]
            )
        else:
            await interaction.response.edit_message(content=text, view=None, attachments=[])
        if interaction.message is not None:  # its picture follows, once drawn
            pictures = self.prompts.pictures
            await pictures.answered(
                interaction, interaction.message.id, s, player, panel=not pictured
            )
        # A refreshed DM is the player's prompt from now on: it shows the next step of
        # the turn, or what was done (kept as it is, not overwritten). An ephemeral panel
        # in the thread dies after 15 minutes, so it never stands for a prompt.
        if interaction.message is not None and interaction.guild_id is None:
            await self.prompts.note_refreshed(
                s, player, interaction.message, finished=not can_act(s, player)
            )

    async def navigate(
        self, interaction: discord.Interaction, game_id: int, token: str, path: PickerPath
    ) -> None:
        """Show another level or page of a picker in place (the DM prompt or a panel)."""
        async with self.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            s.active  # noqa: B018 - refuses a game that is not in progress
            if str(s.loaded.token(player)) != token:
                raise AlreadyDone()
            if interaction.guild_id is None:
                content, view = prompt(s, player, interaction.locale, path)
            else:
                content, view = panel(s, player, interaction.locale, path)
            if view is None:
                raise table.not_your_turn(s, player)
        await interaction.response.edit_message(content=content, view=view)
