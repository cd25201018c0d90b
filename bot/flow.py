"""The turn loop: a move from a person or a computer is applied and committed, answered, then
announced, and whoever must act next is prompted.

Everything here runs while the caller holds the game's lock (inside `Sessions.open`), after
the action is committed and the user has been answered, so posts come out in move order.
After each committed change `settle` stores the waits (`bot.waits`), starts the computer moves
(here: each makes a move and settles again) and hands the game to the effects
(`bot.effects`: announcements, the pin, prompts); this module only sequences them, and the
services it uses call nothing back.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from bot import metrics, table
from bot.background import Background
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.loaded import GameBroken, Outcome
from bot.picker import PickerPath, resolve_ref
from bot.prompts import PRIVATE_DECISIONS, can_act, panel, prompt
from bot.session import Session
from bot.sessions import Sessions
from engine.core import IllegalAction

if TYPE_CHECKING:
    from bot.effects import Effects
    from bot.leases import Leases
    from bot.prompts import Prompts
    from bot.storage import Storage
    from bot.thinking import Thinking
    from bot.waits import Waits

log = logging.getLogger("whistlestop.flow")

# Times a computer thinks again when people moved while it thought (a sealed choice made by
# everyone at once); after that the cadence's next look revives it.
THINK_AGAIN = 5


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
        self.cpu_delay = cpu_delay
        self._tasks = Background()
        self._scheduled: set[tuple[int, str, int]] = set()

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
        ids = set(self.effects.pending) | set(await self.storage.games_unsettled())
        for game_id in sorted(ids):
            try:
                async with self.sessions.open(game_id) as s:
                    await self.settle(s)
            except Exception:
                log.exception("game %s: effects could not be carried out", game_id)

    # ------------------------------------------------------ computer moves
    def schedule_cpus(self, s: Session, away: set[str] | frozenset[str] = frozenset()) -> None:
        """Computer seats, and away players whose moves the computer makes, move soon."""
        if s.game is None or s.row.status != "active":
            return
        for player in s.game.active_players():
            seat = s.loaded.seat(player)
            if seat is None or not (seat.is_cpu or player in away):
                continue
            key = (s.row.id, player, s.loaded.token(player))
            if key in self._scheduled:
                continue
            self._scheduled.add(key)
            reason = None if seat.is_cpu else "away"
            self._tasks.spawn(self._cpu_move(*key, reason))

    async def _cpu_move(
        self, game_id: int, player: str, token: int, reason: str | None = None
    ) -> None:
        try:
            await asyncio.sleep(self.cpu_delay)
            # Think without the game's lock (people's moves go on meanwhile), then apply if
            # the game is still where the thinking started; else think again.
            thinking = self.thinking
            for _ in range(THINK_AGAIN):
                async with thinking.slot:
                    async with self.sessions.open(game_id) as s:
                        if not await self._to_move(s, player, token, reason):
                            return
                        job = await thinking.job(s, player)
                        seq = s.loaded.seq
                    action = await thinking.choose(job)
                async with self.sessions.open(game_id) as s:
                    if not await self._to_move(s, player, token, reason):
                        return
                    if s.loaded.seq != seq:
                        continue  # someone moved while it thought
                    await self.move_for(s, player, reason, action)
                    return
            log.info(
                "game %s: %s kept being overtaken; the cadence will revive it", game_id, player
            )
        except asyncio.CancelledError:
            raise
        except AlreadyDone:
            # Another process made this seat's move first (several processes, one database).
            log.info("game %s: %s had moved already", game_id, player)
        except Exception:
            log.exception("computer move failed in game %s", game_id)
        finally:
            self._scheduled.discard((game_id, player, token))

    async def _to_move(self, s: Session, player: str, token: int, reason: str | None) -> bool:
        """Whether the computer still makes `player`'s move number `token`."""
        if s.row.status != "active" or s.loaded.token(player) != token:
            return False
        if s.game is None or player not in s.game.active_players():
            return False
        # An away player who came back meanwhile moves themselves.
        return reason != "away" or player in await self.waits.sync(s)

    async def computer_move(
        self,
        s: Session,
        player: str,
        reason: str | None = None,
        action: dict[str, Any] | None = None,
    ) -> Outcome:
        """The computer player's move for `player`'s seat, applied and committed: `action`
        when it was chosen already (for this very position), else chosen now in the thinking
        pool (the event loop stays free; the caller's lock is held). `reason`: why the
        computer moved for a person (announced with the move)."""
        loaded, seq = s.loaded, s.loaded.seq
        s.active  # noqa: B018 - refuses a game that is not in progress
        if action is None:
            if s.game is None or player not in s.game.active_players():
                # Caught up with another process's moves, the seat has nothing left to do.
                raise AlreadyDone()
            async with self.thinking.slot:
                action = await self.thinking.choose(await self.thinking.job(s, player))
        # The actor records why, so a restart announces it the same way.
        actor = f"cpu:{reason}" if reason else "cpu"
        try:
            return await s.apply(player, action, s.loaded.token(player), actor=actor, reason=reason)
        except IllegalAction:
            if s.loaded is loaded and loaded.seq == seq:
                raise  # the game did not change under it: a real refusal
            # (A game caught up with the log in place keeps its object, not its seq.)
            # Another process stored a move first and this one is no longer possible; the seat
            # has not moved (that would be AlreadyDone): choose again on the fresh game.
            return await self.computer_move(s, player, reason)

    async def move_for(
        self, s: Session, player: str, reason: str | None, action: dict[str, Any] | None = None
    ) -> Outcome:
        outcome = await self.computer_move(s, player, reason, action)
        await self.after(s)
        return outcome

    async def resume_all(self) -> None:
        """After a start or restart: finish what a crash left undone (announcements, the end,
        prompts) and restart computer players. Only those games are loaded, found by two
        indexed queries; every other game loads on its first use."""
        storage = self.storage
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
        await self._tasks.cancel()

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
                # A repeat of a move already made answers "already done", even after the end.
                legal = s.game.legal_actions(player) if s.game is not None else []
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
        if interaction.guild_id is None or private:
            content, view = prompt(s, player, locale)
            await interaction.response.edit_message(content=f"{text}\n\n{content}", view=view)
        elif player in game.active_players() and game.legal_actions(player):
            # A turn of several steps goes on in the same panel.
            content, panel_view = panel(s, player, locale)
            await interaction.response.edit_message(content=f"{text}\n\n{content}", view=panel_view)
        else:
            await interaction.response.edit_message(content=text, view=None)
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
                raise UserFacing("hand.nothing_pending")
        await interaction.response.edit_message(content=content, view=view)
