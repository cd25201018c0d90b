"""At the table: /game status, board, hand, since and move, and the picker's components.

Generic for every game: the envelope gives round, phase, whom we wait for and the seats; the
game's presenter words the rest. Public answers use the spectator view only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import catchup, table
from bot.errors import AlreadyDone, NotSeated, UserFacing
from bot.images import render_image
from bot.lookup import at_seat, game_autocomplete, resolve_game
from bot.picker import PickerPath, action_ref, resolve_multi
from bot.plugins import undone
from bot.prompt_picture import shown
from bot.prompts import panel, prompt
from bot.replay_post import Replays
from bot.sessions import Session
from bot.storage import parse_stamp
from bot.suggest import Found, Suggestion, autocomplete
from bot.times import how_long
from bot.translation import ls
from bot.ui import Click
from text import join, language, language_name, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot


async def moves(interaction: discord.Interaction) -> Found:
    """The user's legal moves in the game the command points at, as references."""

    def read(s: Session, player: str) -> list[Suggestion]:
        assert s.game is not None
        presenter = table.plugin_of(s).presenter
        view = s.game.view(player)
        token = s.loaded.token(player)
        return [
            Suggestion(action_ref(token, a), presenter.label(a, view, interaction.locale))
            for a in s.game.legal_actions(player)
        ]

    return await at_seat(interaction, read)


move_autocomplete = autocomplete(moves)


async def play_move(interaction: discord.Interaction, move: str, game: str | None) -> None:
    """A move given as a reference from an autocomplete (`/game move`, and a game's own command
    for its moves, e.g. `/cards play`): the game's one path for moves, answered in place."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    game_id = await resolve_game(interaction, game)
    await bot.flow.perform(interaction, game_id, move, None, refresh=False)


class TableCommands(commands.Cog):
    bot: WhistlestopBot

    @app_commands.command(name="status", description=ls("cmd.game.status"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def status(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            heading = t(
                "status.title",
                locale,
                game=table.title(s, locale),
                id=s.row.id,
                status=t(f"status.{s.row.status}", locale),
            )
            lines = [
                f"**{heading}**",
                t("status.language", locale, language=language_name(s.row.language)),
            ]
            if s.game is None:
                from cogs.lobby_message import lobby_text

                pace = await self.bot.storage.game_settings(s.row.id)
                lines.append(lobby_text(s.row, s.loaded.seats, locale, pace))
            else:
                presenter = table.plugin_of(s).presenter
                view = s.game.view(None)  # spectator view: nothing hidden can leak here
                lines.append(
                    t(
                        "status.round",
                        locale,
                        stage=table.stage_title(s, view, locale),
                        phase=presenter.phase_name(view, locale),
                    )
                )
                if s.game.is_over:
                    lines.append(t("status.game_over", locale))
                elif s.row.status == "active":
                    # Since when: the oldest stored wait (the same clock reminders use), else
                    # the last move; said as a duration ("for 3 hours").
                    waits = await self.bot.storage.waits(s.row.id)
                    last = await self.bot.storage.last_action_at(s.row.id) or s.row.updated_at
                    start = min((w.started_at for w in waits), default=parse_stamp(last))
                    active = view.get("active_players", [])
                    who = join((table.name(s, p) for p in active), locale)
                    waited = how_long(start, self.bot.clock(), locale)
                    lines.append(t("status.waiting", locale, who=who or "-", waited=waited))
                for player in s.loaded.players:
                    # A computer's level is said here, in the status (and in the lobby and
                    # the result), not on every line of the thread.
                    name = table.name_with_level(s, player, locale)
                    lines.append(presenter.seat_line(view, player, name, locale))
                lines += presenter.status_lines(view, lambda p: table.name(s, p), locale)
        await interaction.response.send_message("\n".join(lines)[:1990], ephemeral=True)

    @app_commands.command(name="board", description=ls("cmd.game.board"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def board(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            if s.game is None:
                raise UserFacing("err.game_not_active")
            view = s.game.view(None)
            name = s.row.game
            names = table.raw_names(s)
            # In the game's thread the board is for everyone (in the game's language);
            # anywhere else only for the asker (in theirs).
            private = interaction.channel_id != s.row.thread_id
            lang = language(interaction.locale) if private else table.lang(s)
            caption = t(
                "status.round",
                lang,
                stage=table.stage_title(s, view, lang),
                phase=table.plugin_of(s).presenter.phase_name(view, lang),
            )
        await interaction.response.defer(thinking=True, ephemeral=private)
        file = await render_image(name, view, names, language=lang)
        if file is not None:
            await interaction.followup.send(caption, file=file)
            if not private:  # the thread shows the board as it is now
                await shown(self.bot.storage, game_id, view)
        else:
            await interaction.followup.send(caption)

    @app_commands.command(name="mine", description=ls("cmd.game.mine"))
    async def mine(self, interaction: discord.Interaction) -> None:
        """Every game, in every server, waiting on me, with links to the threads."""
        locale = interaction.locale
        rows = [
            row
            for row in await self.bot.storage.games_awaiting(str(interaction.user.id))
            if self._still_member(row.guild_id, interaction.user.id)
        ]
        if not rows:
            await interaction.response.send_message(t("mine.none", locale), ephemeral=True)
            return
        lines = [f"**{t('mine.title', locale)}**"]
        for row in rows[:40]:
            where = row.thread_id or row.channel_id
            link = f"https://discord.com/channels/{row.guild_id or '@me'}/{where}"
            lines.append(
                t("mine.line", locale, game=t(f"game.{row.game}", locale), id=row.id, link=link)
            )
        await interaction.response.send_message("\n".join(lines)[:1990], ephemeral=True)

    def _still_member(self, guild_id: int | None, user_id: int) -> bool:
        """Whether the member is still in the game's server (left while the bot was away:
        the seat is not flagged yet, but a fully cached server knows)."""
        if guild_id is None:
            return True
        guild = self.bot.get_guild(guild_id)
        if guild is None:
            return False  # the bot itself left (or was removed from) that server
        return not guild.chunked or guild.get_member(user_id) is not None

    @app_commands.command(name="hand", description=ls("cmd.game.hand"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.send_hand(interaction, await resolve_game(interaction, game))

    async def send_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            await self.bot.waits.preview(s)  # the prompt says when time runs out
            content, view = prompt(s, player, interaction.locale)
            if view is None:
                sent = await interaction.response.send_message(content, ephemeral=True)
            else:
                sent = await interaction.response.send_message(content, view=view, ephemeral=True)
            # The picture of the position follows, drawn off the game's lock.
            await self.bot.prompts.pictures.answered(interaction, sent.message_id or 0, s, player)

    @app_commands.command(name="move", description=ls("cmd.game.move"))
    @app_commands.describe(move=ls("opt.move"), game=ls("opt.game"))
    @app_commands.autocomplete(move=move_autocomplete, game=game_autocomplete)
    async def move(
        self,
        interaction: discord.Interaction,
        move: app_commands.Range[str, 1, 100],
        game: str | None = None,
    ) -> None:
        await play_move(interaction, move, game)

    @app_commands.command(name="undo", description=ls("cmd.game.undo"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def undo(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        user = str(interaction.user.id)
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(user)
            if player is None:
                raise NotSeated()
            outcome = await s.undo(player, actor=user)
            n = undone(outcome.action) - 1  # the computers' moves taken back with it
            await interaction.response.send_message(
                t("ok.undone", interaction.locale, n=n), ephemeral=True
            )
            await self.bot.flow.after(s)

    @app_commands.command(name="since", description=ls("cmd.game.since"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def since(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        user = str(interaction.user.id)
        async with self.bot.sessions.open(game_id) as s:  # refuse before deferring
            if s.loaded.player_of(user) is None:
                raise NotSeated()
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, file = await catchup.since(
            self.bot.sessions, self.bot.storage, game_id, user, interaction.locale
        )
        if file is not None:
            await interaction.followup.send(text, file=file, ephemeral=True)
        else:
            await interaction.followup.send(text, ephemeral=True)

    # ---------------------------------------------------------- components
    async def on_hand(self, interaction: discord.Interaction, click: Click) -> None:
        await self.send_hand(interaction, click.game_id)

    async def on_panel(self, interaction: discord.Interaction, click: Click) -> None:
        async with self.bot.sessions.open(click.game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            content, view = panel(s, player, interaction.locale)
            sent = await interaction.response.send_message(content, view=view, ephemeral=True)
            pictures = self.bot.prompts.pictures
            await pictures.answered(interaction, sent.message_id or 0, s, player, panel=True)

    async def on_pick(self, interaction: discord.Interaction, click: Click) -> None:
        """A picker option: an action (by reference), a group, another page, or back up."""
        value = click.values[0] if click.values else ""
        path = PickerPath.parse(click.arg)
        if not click.token.isdecimal() or len(click.token) > 9:
            raise UserFacing("err.bad_value")
        if value.startswith("a"):
            ref = f"{click.token}.{value[1:]}"
            await self.bot.flow.perform(interaction, click.game_id, ref, None, refresh=True)
            return
        if value.startswith("g") and value[1:].isdecimal() and len(value) < 6:
            path = path.down(int(value[1:]))
        elif value.startswith("n") and value[1:].isdecimal() and len(value) < 6:
            path = path.at(int(value[1:]))
        elif value == "u":
            path = path.up()
        else:
            raise UserFacing("err.bad_value")
        await self.bot.flow.navigate(interaction, click.game_id, click.token, path)

    async def on_multi(self, interaction: discord.Interaction, click: Click) -> None:
        """A multi-select decision: the chosen elements name one legal action."""
        if not click.token.isdecimal() or len(click.token) > 9 or len(click.values) > 25:
            raise UserFacing("err.bad_value")
        async with self.bot.sessions.open(click.game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            if str(s.loaded.token(player)) != click.token:
                raise AlreadyDone()
            legal = s.active.legal_actions(player)
            if not legal:
                raise table.not_your_turn(s, player)
            action = resolve_multi(click.arg, click.values, legal)
            ref = action_ref(s.loaded.token(player), action)
        await self.bot.flow.perform(interaction, click.game_id, ref, None, refresh=True)

    async def on_replay(self, interaction: discord.Interaction, click: Click) -> None:
        """The finished game replayed as one animation, posted once in its thread (also when
        the button is under /game history elsewhere)."""
        replays = getattr(self, "_replays", None)
        if replays is None:
            replays = self._replays = Replays(
                client=self.bot, sessions=self.bot.sessions, storage=self.bot.storage
            )
        await replays.post(interaction, click.game_id)

    async def on_stale(self, interaction: discord.Interaction, click: Click) -> None:
        """Components of an older version of the bot: they carried moves by value."""
        raise UserFacing("err.stale_prompt")
