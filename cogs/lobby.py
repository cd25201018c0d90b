"""/game new and /game list, and the lobby: seats, computer players, option toggles, start.

Built from the plug-in registry: every registered game can be opened, its seats are checked
against its own range. The lobby's message and the options typed at /game new are in
`lobby_message.py`.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import plugins, table, thinking
from bot.errors import UserFacing
from bot.plugins import GamePlugin
from bot.storage import GameRow, Seat
from bot.translation import ls
from bot.ui import Click
from cogs.lobby_message import (
    LANGUAGE_CHOICES,
    MAX_OPTIONS_TEXT,
    game_kind_autocomplete,
    lobby_text,
    lobby_view,
    parse_options,
)
from text import LANGUAGES, t
from text import language as language_of

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

__all__ = ["LobbyCommands", "lobby_text", "parse_options"]


class LobbyCommands(commands.Cog):
    bot: WhistlestopBot

    @app_commands.command(name="new", description=ls("cmd.game.new"))
    @app_commands.describe(
        kind=ls("opt.kind"),
        seats=ls("opt.seats"),
        options=ls("opt.options"),
        language=ls("opt.language"),
    )
    @app_commands.rename(kind="game")
    @app_commands.autocomplete(kind=game_kind_autocomplete)
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        kind: str,
        seats: app_commands.Range[int, 1, 25] | None = None,
        options: app_commands.Range[str, 0, MAX_OPTIONS_TEXT] | None = None,
        language: str | None = None,
    ) -> None:
        plugin, wanted, chosen = self._checked(interaction, kind, seats, options)
        if language is not None and language not in LANGUAGES:
            raise UserFacing("err.bad_value")  # only a forged request gets here
        # Public texts follow the server's language unless the host picks one.
        lang = language or language_of(interaction.guild_locale or interaction.locale)
        channel = interaction.channel
        if isinstance(channel, discord.Thread) and channel.parent is not None:
            # A game's thread holds one game: a new lobby opens in the parent channel.
            channel = channel.parent
        storage = self.bot.storage
        game_id = await storage.create_game(
            guild_id=interaction.guild_id,
            channel_id=channel.id if channel else interaction.channel_id or 0,
            host_id=interaction.user.id,
            game=plugin.name,
            options=chosen,
            seed=self.bot.seeds.randrange(2**31),
            max_seats=wanted,
            language=lang,
        )
        interaction.extras["game_id"] = game_id
        # The server's pace and stand-in computer, the game's own from now on (/game settings).
        await storage.put_game_settings(
            game_id, await storage.server_pace(interaction.guild_id or 0)
        )
        await storage.add_seat(game_id, str(interaction.user.id), interaction.user.display_name)
        await self._post_lobby(interaction, channel, game_id, t(plugin.title_key, lang))

    @staticmethod
    def _checked(
        interaction: discord.Interaction, kind: str, seats: int | None, options: str | None
    ) -> tuple[GamePlugin, int, dict[str, Any]]:
        """The game, its number of seats and its options as typed at /game new, each checked
        against what the game has; refused with a clear message before anything is stored."""
        plugin = plugins.get(kind) if len(kind) <= 40 else None
        if plugin is None:
            # A list: joined in the reader's language when answered.
            known = [t(p.title_key, interaction.locale) for p in plugins.all_plugins()]
            raise UserFacing("err.unknown_kind", known=known)
        wanted = plugin.max_players if seats is None else seats
        if not plugin.min_players <= wanted <= plugin.max_players:
            raise UserFacing(
                "err.seats_range",
                game=t(plugin.title_key, interaction.locale),
                min=plugin.min_players,
                max=plugin.max_players,
            )
        chosen = plugin.check_options(parse_options(plugin, options, interaction.locale))
        return plugin, wanted, chosen

    async def _post_lobby(
        self, interaction: discord.Interaction, channel: Any, game_id: int, title: str
    ) -> None:
        """The lobby's message in the game's channel, and the game's thread opened from it."""
        storage = self.bot.storage
        row = await storage.game(game_id)
        assert row is not None
        text = lobby_text(
            row, await storage.seats(game_id), pace=await storage.game_settings(game_id)
        )
        if channel is not None and channel.id != interaction.channel_id:
            await interaction.response.send_message(
                t("lobby.opened_in", interaction.locale, where=f"<#{channel.id}>"), ephemeral=True
            )
            message = await channel.send(text, view=lobby_view(row))
        else:
            await interaction.response.send_message(text, view=lobby_view(row))
            message = await interaction.original_response()
        await self.open_thread(message, row, title)

    async def open_thread(self, message: Any, row: GameRow, title: str) -> Any:
        """The game's thread, opened from its lobby message (both stored with the game)."""
        thread = await message.create_thread(
            name=t("lobby.thread_name", row.language, game=title, id=row.id),
            auto_archive_duration=10080,  # a week: slow games idle for days
        )
        await self.bot.storage.update_game(row.id, thread_id=thread.id, lobby_message_id=message.id)
        await thread.send(t("lobby.thread_intro", row.language, game=title, id=row.id))
        return thread

    @app_commands.command(name="list", description=ls("cmd.game.list"))
    async def list_(self, interaction: discord.Interaction) -> None:
        guild = interaction.guild_id
        # The 40 newest, oldest first, read through an index (not every game of the server).
        rows = [] if guild is None else await self.bot.storage.open_games(guild, limit=40)
        rows.reverse()
        locale = interaction.locale
        if not rows:
            await interaction.response.send_message(t("list.empty", locale), ephemeral=True)
            return
        me = str(interaction.user.id)
        lines = [f"**{t('list.title', locale)}**"]
        for row in rows:
            seats = await self.bot.storage.seats(row.id)
            lines.append(
                t(
                    "list.line",
                    locale,
                    id=row.id,
                    game=t(f"game.{row.game}", locale),
                    status=t(f"status.{row.status}", locale),
                    n=len(seats),
                    where=f"<#{row.thread_id or row.channel_id}>",
                    mine=t("list.mine", locale) if any(s.user == me for s in seats) else "",
                )
            )
        await interaction.response.send_message("\n".join(lines)[:1990], ephemeral=True)

    async def refresh_lobby(self, row: GameRow, seats: list[Seat]) -> None:
        if not row.lobby_message_id:
            return
        channel = await table.channel(self.bot, row.channel_id)
        view = lobby_view(row) if row.status == "lobby" else None
        # A deleted lobby message is no loss: the thread and the game carry on.
        with contextlib.suppress(discord.HTTPException):
            pace = await self.bot.storage.game_settings(row.id)
            await channel.get_partial_message(row.lobby_message_id).edit(
                content=lobby_text(row, seats, pace=pace), view=view
            )

    async def on_lobby(self, interaction: discord.Interaction, click: Click) -> None:
        async with self.bot.sessions.open(click.game_id) as s:
            if s.row.status != "lobby":
                raise UserFacing("lobby.not_open")
            op = click.arg
            plugin = table.plugin_of(s)
            fill = await self._lobby_op(s, plugin, op, interaction.user)
            if op == "start" and fill:
                # The host chose to fill empty seats with computer players.
                seats = s.loaded.seats
                n = sum(1 for seat in seats if seat.player.startswith("cpu:"))
                for _ in range(s.row.max_seats - len(seats)):
                    n += 1
                    await self._add_cpu(s, plugin, n, thinking.default_policy(plugin.engine))
            await s.reload_row()
            if op == "start":
                # The start line is owed before the game is stored as started, so a crash in
                # between cannot lose it (owed for a game still in its lobby, it waits). The
                # effects post it before the first prompts and try it again later if Discord
                # refuses it (bot/announce.py).
                await self.bot.announcer.owe_opening(s)
                await s.start()
            view = lobby_view(s.row) if s.row.status == "lobby" else None
            try:
                pace = await self.bot.storage.game_settings(s.row.id)
                await interaction.response.edit_message(
                    content=lobby_text(s.row, s.loaded.seats, pace=pace), view=view
                )
            finally:
                if op == "start":
                    # The game is stored as started: its start line and first prompts go out
                    # (durably) even when Discord refused the lobby's edit.
                    await self.bot.flow.after(s)

    async def _lobby_op(self, s: Any, plugin: GamePlugin, op: str, user: Any) -> bool:
        """Carry out one lobby button (checked first: a refusal changes nothing). Joining and
        leaving are anyone's; the rest is the host's. For start: True when the host chose to
        fill the empty seats with computer players."""
        storage = self.bot.storage
        player = str(user.id)
        seats = s.loaded.seats
        seated = s.loaded.seat(player) is not None
        if op == "join":
            if seated:
                raise UserFacing("lobby.already_seated")
            if len(seats) >= s.row.max_seats:
                raise UserFacing("lobby.full")
            await storage.add_seat(s.row.id, player, user.display_name)
            return False
        if op == "leave":
            if not seated:
                raise UserFacing("lobby.not_seated")
            await storage.remove_seat(s.row.id, player)
            await self.pass_host(s, player)
            return False
        if op not in ("cpu", "lang", "start") and not op.startswith(("cpu:", "opt:")):
            raise UserFacing("err.bad_value")
        if user.id != s.row.host_id:
            raise UserFacing("lobby.not_host")
        if op == "cpu" or op.startswith("cpu:"):
            policy = self._level(plugin, op)
            if len(seats) >= s.row.max_seats:
                raise UserFacing("lobby.full")
            n = 1 + sum(1 for seat in seats if seat.player.startswith("cpu:"))
            await self._add_cpu(s, plugin, n, policy)
        elif op == "lang":
            following = LANGUAGES[(LANGUAGES.index(s.row.language) + 1) % len(LANGUAGES)]
            await storage.update_game(s.row.id, language=following)
        elif op.startswith("opt:"):
            await storage.update_game(
                s.row.id, options=self._toggled(plugin, s.row.options, op[4:])
            )
        else:  # start
            fill = (await storage.game_settings(s.row.id)).cpu_fill
            if max(len(seats), s.row.max_seats if fill else 0) < plugin.min_players:
                raise UserFacing("lobby.too_few", min=plugin.min_players)
            return fill
        return False

    async def pass_host(self, s: Any, gone: str) -> None:
        """The host left the lobby: the next seated member hosts it; with nobody left, the
        lobby closes."""
        if str(s.row.host_id) != gone:
            return
        seats = await self.bot.storage.seats(s.row.id)
        people = [seat for seat in seats if seat.user is not None and seat.user != gone]
        if people:
            await self.bot.storage.update_game(s.row.id, host_id=int(people[0].user or 0))
            notice = t("lobby.new_host", s.row.language, name=table.escape(people[0].name))
        else:
            await self.bot.storage.update_game(s.row.id, status="cancelled")
            notice = t("lobby.closed_empty", s.row.language)
        await s.reload_row()
        try:
            thread = await table.thread_of(self.bot, s)
            await thread.send(notice)
        except discord.HTTPException:
            pass  # the lobby message says it too

    @staticmethod
    def _level(plugin: GamePlugin, op: str) -> str:
        """The policy a lobby button asks for; a level the game does not offer (a forged
        click) is refused before anything changes."""
        level = op.partition(":")[2]
        offered = thinking.levels(plugin.engine)
        if not level and not offered:
            return thinking.default_policy(plugin.engine)
        if level not in offered:
            raise UserFacing("err.cpu_level")
        return level

    async def _add_cpu(self, s: Any, plugin: GamePlugin, n: int, policy: str) -> None:
        """Computer seat number `n` playing `policy`. Its name is said in each reader's
        language from its number (bot/table.py seat_name), its level where it matters (the
        lobby, the status, the result); the stored name is for tools only."""
        name = t("cpu.name", s.row.language, n=n)
        await self.bot.storage.add_seat(s.row.id, f"cpu:{n}", name, policy)

    @staticmethod
    def _toggled(plugin: GamePlugin, options: dict[str, Any], name: str) -> dict[str, Any]:
        spec = next((spec for spec in plugin.option_specs if spec.name == name), None)
        if spec is None:
            raise UserFacing("err.bad_value")
        value = options.get(name, spec.default)
        if spec.kind is bool:
            new = not value
        elif spec.choices:
            new = spec.choices[(list(spec.choices).index(value) + 1) % len(spec.choices)]
        else:
            raise UserFacing("err.bad_value")
        return {**options, name: new}
