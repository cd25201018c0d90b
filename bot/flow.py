"""What happens after a move: lock-ins, reveals, boards, prompts, pings and computer moves.

Everything here runs while the caller holds the game's lock (inside `Sessions.open`), after
the action is committed and the user has been answered, so posts come out in move order.
Public posts use the spectator view only; private prompts use the player's own view.
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import games, present
from bot.catalog import t
from bot.errors import NotSeated, UserFacing
from bot.sessions import Outcome, Session
from bot.ui import GameButton, GameSelect, action_select, encode_action, view_of

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.flow")

TRACK_TYPES = frozenset({"track", "end_turn", "pass"})


def mention(user: str | None) -> str:
    return f"<@{user}>" if user and user.isdigit() else (user or "")


async def render_board(
    game_name: str,
    view: dict[str, Any],
    names: dict[str, str] | None = None,
    previous: dict[str, Any] | None = None,
) -> discord.File | None:
    """The board image, rendered off the event loop; None while no renderer is installed."""
    try:
        render = importlib.import_module("render")
    except ImportError:
        return None
    board_png = getattr(render, "board_png", None)
    if board_png is None:
        return None
    kwargs: dict[str, Any] = {"names": names}
    if previous is not None:
        kwargs["previous"] = previous  # highlights every tile laid since that view
    png = await asyncio.to_thread(functools.partial(board_png, game_name, view, **kwargs))
    return discord.File(io.BytesIO(png), filename="board.png")


prompt_key = present.decision_key


class Flow:
    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot
        self._tasks: set[asyncio.Task[None]] = set()
        self._scheduled: set[tuple[int, str, int]] = set()

    # ----------------------------------------------------------- utilities
    async def channel(self, channel_id: int) -> Any:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        return channel

    async def thread_of(self, s: Session) -> Any:
        return await self.channel(s.row.thread_id or s.row.channel_id)

    def name(self, s: Session, player: str) -> str:
        seat = s.loaded.seat(player)
        return seat.name if seat else player

    def mention(self, s: Session, player: str) -> str:
        """Ping whoever plays the seat now (a replacement, not the seat's first member)."""
        seat = s.loaded.seat(player)
        return mention(seat.user) if seat and seat.user else self.name(s, player)

    def names(self, s: Session) -> dict[str, str]:
        """Display names by player id, for images (ids are opaque Discord ids)."""
        return {seat.player: seat.name for seat in s.loaded.seats}

    def title(self, s: Session, locale: object | None = None) -> str:
        return t(f"game.{s.row.game}", locale)

    def can_act(self, s: Session, player: str) -> bool:
        game = s.game
        if game is None or s.row.status != "active" or player not in s.loaded.players:
            return False
        return player in game.active_players() or bool(game.legal_actions(player))

    # ------------------------------------------------------------- prompts
    def prompt(
        self, s: Session, player: str, locale: object | None = None
    ) -> tuple[str, discord.ui.View | None]:
        """The private message for `player`: hand, current choice, and the pending decision."""
        if player not in s.loaded.players:
            raise UserFacing("err.not_seated")
        gid = s.row.id
        thread = f"<#{s.row.thread_id}>" if s.row.thread_id else "-"
        lines = [t("dm.header", locale, game=self.title(s, locale), id=gid, link=thread)]
        if s.game is None:
            return lines[0] + "\n" + t("hand.nothing_pending", locale), None
        view = s.game.view(player)
        seat = view.get("seats", {}).get(player, {})
        hand = seat.get("hand") or []
        lines += present.hand_lines(seat, locale)
        if seat.get("choice"):
            lines.append(t("hand.choice", locale, label=present.choice(seat["choice"], locale)))
        if not self.can_act(s, player):
            lines.append(t("hand.nothing_pending", locale))
            return "\n".join(lines), None
        phase = str(view.get("phase"))
        lines.append(t("hand.pending", locale, what=t(present.what_key(phase), locale)))
        token = s.loaded.token(player)
        legal = s.game.legal_actions(player)
        items: list[discord.ui.Item[Any]] = []
        if phase == "track":
            items.append(
                GameButton(
                    gid, "panel", label=t("btn.panel", locale), style=discord.ButtonStyle.primary
                )
            )
        elif phase == "exchange" and len(legal) > 25:
            # Too many combinations for one select: pick the cards, the engine checks them.
            options = [
                discord.SelectOption(label=present.city(c, locale)[:100], value=c)
                for c in dict.fromkeys(hand)
            ][:25]
            if options:
                items.append(
                    GameSelect(
                        gid,
                        "exch",
                        token,
                        options=options,
                        min_values=0,
                        max_values=len(options),
                        placeholder=t("prompt.exchange.select", locale),
                    )
                )
            keep = encode_action({"type": "exchange", "cards": []})
            items.append(
                GameButton(gid, "do", token, keep, label=t("prompt.exchange.keep", locale))
            )
        elif legal:
            held = seat.get("branch")
            items.append(
                action_select(
                    gid,
                    token,
                    legal,
                    lambda a: present.label(a, locale, branch=held),
                    placeholder=t("prompt.select", locale),
                )
            )
        return "\n".join(lines), view_of(*items) if items else None

    async def _record_prompt(
        self, s: Session, player: str, channel_id: int, message_id: int
    ) -> None:
        key = prompt_key(s.game.view(None), s.loaded.token(player))
        await self.bot.storage.put_message(
            s.row.id, "prompt", channel_id, message_id, user_id=player, token=key
        )

    async def note_prompt_refreshed(self, s: Session, player: str, message: Any) -> None:
        """The player's prompt was just refreshed in place: don't send another one."""
        channel_id = getattr(getattr(message, "channel", None), "id", 0) or 0
        await self._record_prompt(s, player, channel_id, getattr(message, "id", 0) or 0)

    async def _prompt_player(self, s: Session, player: str, thread: Any) -> None:
        storage = self.bot.storage
        key = prompt_key(s.game.view(None), s.loaded.token(player))
        sent = await storage.get_message(s.row.id, "prompt", player)
        if sent and sent[2] == key:
            return
        seat = s.loaded.seat(player)
        hand_button = GameButton(
            s.row.id, "hand", label=t("btn.show_hand"), style=discord.ButtonStyle.primary
        )
        if seat is not None and seat.user is not None and not seat.dm_closed:
            content, view = self.prompt(s, player)
            try:
                uid = int(seat.user)
                user = self.bot.get_user(uid) or await self.bot.fetch_user(uid)
                message = await user.send(content, view=view) if view else await user.send(content)
                await self._record_prompt(s, player, message.channel.id, message.id)
                return
            except discord.Forbidden:
                log.info("game %s: DMs closed for a player; falling back to the thread", s.row.id)
                await storage.set_seat_flag(s.row.id, player, "dm_closed", True)
                await s.reload_row()
                message = await thread.send(
                    t("thread.dm_closed", mention=self.mention(s, player)),
                    view=view_of(hand_button),
                )
                await self._record_prompt(s, player, message.channel.id, message.id)
                return
        message = await thread.send(
            t(
                "thread.decision_ping",
                mention=self.mention(s, player),
                game=self.title(s),
                id=s.row.id,
            ),
            view=view_of(hand_button),
        )
        await self._record_prompt(s, player, message.channel.id, message.id)

    async def _ping_track(
        self, s: Session, player: str, now: dict[str, Any], thread: Any, prefix: str | None = None
    ) -> bool:
        """Ping the player to move in the thread (with `prefix`, the previous move's line, in the
        same message); False if this exact ping was already sent."""
        storage = self.bot.storage
        key = prompt_key(now, s.loaded.token(player))
        sent = await storage.get_message(s.row.id, "prompt", player)
        if sent and sent[2] == key:
            return False
        if now.get("phase") == "track":
            turn = t("thread.your_turn.which", round=now.get("round"), n=now.get("track_turn"))
            if player in (now.get("doubled") or []):
                turn += t("thread.your_turn.double", n=1 + int(now.get("tiles_this_turn") or 0))
            text = t("thread.your_turn", mention=self.mention(s, player), turn=turn)
            button = GameButton(
                s.row.id, "panel", label=t("btn.panel"), style=discord.ButtonStyle.primary
            )
        else:
            text = t(
                "thread.decision_ping.what",
                mention=self.mention(s, player),
                what=t(present.what_key(str(now.get("phase")))),
            )
            button = GameButton(
                s.row.id, "panel", label=t("prompt.select"), style=discord.ButtonStyle.primary
            )
        if prefix:
            text = f"{prefix}\n{text}"
        message = await thread.send(text, view=view_of(button))
        await storage.put_message(
            s.row.id, "prompt", message.channel.id, message.id, user_id=player, token=key
        )
        return True

    # --------------------------------------------------------------- after
    async def after(self, s: Session, outcome: Outcome | None) -> None:
        """Tell everyone what the committed move changed; prompt whoever must act next."""
        if s.game is None or s.row.status == "cancelled":
            return
        now = s.game.view(None)
        before = outcome.before if outcome else None
        thread = await self.thread_of(s)
        if (
            before is not None
            and before.get("phase") == "choose"
            and (now.get("phase") != "choose" or now.get("round") != before.get("round"))
        ):
            await self._lockin(s, thread, before, everyone=True)
            await self._reveal(s, thread, before, now)
        elif now.get("phase") == "choose":
            await self._lockin(s, thread, now)
        # A track-laying move gets one line; the board image comes once the whole track-laying
        # turn is over (one image per turn, not per tile), carrying the last move's line.
        line = None
        if outcome is not None and before is not None and outcome.action.get("type") in TRACK_TYPES:
            line = present.move_line(outcome.events, lambda p: self.name(s, p))
            if self._track_turn_ended(before, now) and not s.game.is_over:
                await self._post_board(s, thread, now, before, line)
                line = None
        if s.game.is_over:
            await self._final(s, thread)
        # Waits first: the pinned status says since when, and away seats move by computer.
        away_moves = await self.bot.cadence.sync(s)
        await self.bot.cadence.update_status(s, thread)
        if s.game.is_over:
            return
        for player in now.get("active_players") or []:
            seat = s.loaded.seat(player)
            if seat is None or seat.is_cpu or player in away_moves:
                continue
            if now.get("phase") in present.PRIVATE_PHASES:
                await self._prompt_player(s, player, thread)
            elif await self._ping_track(s, player, now, thread, prefix=line):
                line = None
        if line:
            await thread.send(line)
        self._schedule_cpus(s, away_moves)

    @staticmethod
    def _track_turn_ended(before: dict[str, Any], now: dict[str, Any]) -> bool:
        """Whether the track-laying turn under way before the move is over now."""
        return before.get("phase") == "track" and (
            now.get("phase") != "track"
            or now.get("track_turn") != before.get("track_turn")
            or now.get("round") != before.get("round")
        )

    async def _lockin(
        self, s: Session, thread: Any, view: dict[str, Any], everyone: bool = False
    ) -> None:
        seats = view.get("seats", {})
        players = s.loaded.players
        locked = players if everyone else [p for p in players if seats.get(p, {}).get("chosen")]
        waiting = [p for p in players if p not in locked]
        text = t(
            "thread.lockin",
            round=view.get("round"),
            locked=", ".join(self.name(s, p) for p in locked) or t("thread.lockin.nobody"),
            waiting=", ".join(self.name(s, p) for p in waiting) or "-",
        )
        kind = f"lockin:{view.get('round')}"
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

    async def _reveal(
        self, s: Session, thread: Any, before: dict[str, Any], now: dict[str, Any]
    ) -> None:
        played = now.get("played") or {}
        lines = []
        for player in s.loaded.players:
            if player in played:
                card = present.choice(played[player])
                lines.append(t("thread.reveal.line", name=self.name(s, player), card=card))
        await thread.send(t("thread.reveal", round=before.get("round"), lines="\n".join(lines)))

    async def _post_board(
        self,
        s: Session,
        thread: Any,
        now: dict[str, Any],
        before: dict[str, Any],
        line: str | None,
    ) -> None:
        caption = t("thread.board_caption", round=before.get("round"), n=before.get("track_turn"))
        if line:
            caption = f"{line}\n{caption}"
        file = await render_board(s.row.game, now, self.names(s))
        if file is not None:
            await thread.send(caption, file=file)
        else:
            await thread.send(caption)

    async def _final(self, s: Session, thread: Any) -> None:
        now = s.game.view(None)
        scores = now.get("scores") or s.game.scores()

        def total(player: str) -> int:
            # The view gives {"total": n, ...} per player; Game.scores() may give plain ints.
            score = scores.get(player, 0)
            return int(score.get("total", 0) if isinstance(score, dict) else score)

        order = sorted(s.loaded.players, key=lambda p: -total(p))
        lines = "\n".join(
            t("thread.final.line", name=self.name(s, p), total=total(p)) for p in order
        )
        winners = now.get("winners") or s.game.winners()
        reason = t(f"reason.{now.get('end_reason') or 'none'}")
        text = t(
            "thread.final",
            reason=reason,
            lines=lines,
            winners=", ".join(self.name(s, w) for w in winners),
        )
        file = await render_board(s.row.game, now, self.names(s))
        await thread.send(text, file=file) if file else await thread.send(text)

    # ------------------------------------------------------ computer moves
    def _schedule_cpus(self, s: Session, away: set[str] | frozenset[str] = frozenset()) -> None:
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
            task = asyncio.get_running_loop().create_task(self._cpu_move(*key, reason))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _cpu_move(
        self, game_id: int, player: str, token: int, reason: str | None = None
    ) -> None:
        try:
            await asyncio.sleep(self.bot.settings.cpu_delay)
            async with self.bot.sessions.open(game_id) as s:
                if s.row.status != "active" or s.loaded.token(player) != token:
                    return
                if player not in s.game.active_players():
                    return
                if reason == "away" and player not in await self.bot.cadence.sync(s):
                    return  # came back meanwhile
                await self.move_for(s, player, reason)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer move failed in game %s", game_id)
        finally:
            self._scheduled.discard((game_id, player, token))

    async def computer_move(self, s: Session, player: str) -> Outcome:
        """The heuristic computer player's move for `player`'s seat, applied and committed."""
        spec = games.get(s.row.game)
        if spec is None:
            raise UserFacing("err.no_engine")
        chooser = spec.make_player("heuristic", s.row.seed + s.loaded.seq)
        action = chooser.choose(s.game, player)
        return await s.apply(player, action, s.loaded.token(player), actor="cpu")

    async def announce_and_after(self, s: Session, outcome: Outcome, reason: str | None) -> None:
        """Say openly that the computer moved for a person (what, unless it is secret), tell
        that person privately what was played for them, then go on as after any move."""
        if reason is not None:
            phase = str(outcome.before.get("phase"))
            label = present.label(outcome.action)
            what = (
                "" if phase in present.PRIVATE_PHASES else t("thread.moved_for.what", label=label)
            )
            thread = await self.thread_of(s)
            name = self.name(s, outcome.player)
            await thread.send(t(f"thread.moved_for.{reason}", name=name, what=what))
            await self._tell_privately(s, outcome.player, label)
        await self.after(s, outcome)

    async def move_for(self, s: Session, player: str, reason: str | None) -> Outcome:
        outcome = await self.computer_move(s, player)
        await self.announce_and_after(s, outcome, reason)
        return outcome

    async def _tell_privately(self, s: Session, player: str, label: str) -> None:
        seat = s.loaded.seat(player)
        if seat is None or seat.user is None or seat.dm_closed:
            return  # /game hand shows the current choice
        link = f"<#{s.row.thread_id}>" if s.row.thread_id else "-"
        text = t("dm.moved_for", game=self.title(s), id=s.row.id, link=link, label=label)
        try:
            uid = int(seat.user)
            user = self.bot.get_user(uid) or await self.bot.fetch_user(uid)
            await user.send(text)
        except discord.HTTPException:
            log.info("game %s: could not tell a player about a computer move", s.row.id)

    async def resume_all(self) -> None:
        """After a start or restart: re-prompt what is missing and restart computer players."""
        for row in await self.bot.storage.games(statuses=("active",)):
            try:
                async with self.bot.sessions.open(row.id) as s:
                    # Waits come from the stored game: reminders survive the restart.
                    away = await self.bot.cadence.sync(s)
                    await self.bot.cadence.update_status(s)
                    self._schedule_cpus(s, away)
            except Exception:
                log.exception("could not resume game %s", row.id)

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    # ------------------------------------------------- moves from people
    async def perform(
        self,
        interaction: discord.Interaction,
        game_id: int,
        action: dict[str, Any],
        token: int | None,
        *,
        refresh: bool,
    ) -> None:
        """Apply `action` for the interaction's user; answer; then announce.

        `refresh` edits the message the component lives on (a DM or ephemeral prompt) with the
        player's fresh prompt, so a sealed choice can be changed from the same place.
        """
        interaction.extras["game_id"] = game_id
        user = str(interaction.user.id)
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            # Which Branch Line a play includes is in the seat before the reveal moves it.
            held = s.game.view(player)["seats"].get(player, {}).get("branch") if s.game else None
            outcome = await s.apply(player, action, token, actor=user)
            key = "ok.choice_saved" if action.get("type") == "play" else "ok.move"
            text = t(key, locale, label=present.label(action, locale, branch=held))
            if refresh:
                content, view = self.prompt(s, player, locale)
                await interaction.response.edit_message(content=f"{text}\n\n{content}", view=view)
                # Only a refreshed DM replaces the next DM prompt: an ephemeral panel in the
                # thread dies after 15 minutes, so the player still gets their DM.
                if (
                    interaction.message is not None
                    and interaction.guild_id is None
                    and s.game.view(None).get("phase") in present.PRIVATE_PHASES
                ):
                    await self.note_prompt_refreshed(s, player, interaction.message)
            else:
                await interaction.response.send_message(text, ephemeral=True)
            await self.after(s, outcome)
