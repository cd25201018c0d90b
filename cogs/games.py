"""/game commands, the lobby buttons and the private prompt components. Thin adapters."""

from __future__ import annotations

import contextlib
from datetime import timedelta
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import catchup, games, present
from bot.cadence import discord_time, parse_duration, validate_settings
from bot.catalog import t
from bot.core import WhistlestopBot
from bot.errors import NotSeated, UserFacing
from bot.flow import render_board
from bot.storage import GameRow, Seat, parse_stamp
from bot.translation import ls
from bot.ui import Click, GameButton, decode_action, view_of

MAX_AUTOCOMPLETE = 25


async def resolve_game(interaction: discord.Interaction, value: str | None) -> int:
    """The game a command acts on: the `game` option, else the thread it is used in,
    else the user's only game in this server."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    storage = bot.storage
    if value:
        digits = value.lstrip("#").strip()
        row = await storage.game(int(digits)) if digits.isdigit() else None
        if row is None or (interaction.guild_id and row.guild_id != interaction.guild_id):
            raise UserFacing("err.unknown_game")
        interaction.extras["game_id"] = row.id
        return row.id
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        row = await storage.game_by_thread(channel.id)
        if row is not None:
            interaction.extras["game_id"] = row.id
            return row.id
    mine = await storage.games(guild_id=interaction.guild_id, player=str(interaction.user.id))
    if len(mine) == 1:
        interaction.extras["game_id"] = mine[0].id
        return mine[0].id
    raise UserFacing("err.no_game_here")


async def game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    rows = await bot.storage.games(guild_id=interaction.guild_id)
    mine = {
        r.id
        for r in await bot.storage.games(
            guild_id=interaction.guild_id, player=str(interaction.user.id)
        )
    }
    rows.sort(key=lambda r: (r.id not in mine, -r.id))
    choices = []
    for row in rows:
        name = (
            f"#{row.id} {t(f'game.{row.game}', interaction.locale)} ({t(f'status.{row.status}')})"
        )
        if current.lower() in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=str(row.id)))
    return choices[:MAX_AUTOCOMPLETE]


async def seat_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The seats of the game the command points at: names shown, engine player ids sent."""
    bot: WhistlestopBot = interaction.client  # type: ignore[assignment]
    try:
        game_id = await resolve_game(interaction, interaction.namespace.game)
    except UserFacing:
        return []
    seats = await bot.storage.seats(game_id)
    return [
        app_commands.Choice(name=seat.name[:100], value=seat.player)
        for seat in seats
        if current.lower() in seat.name.lower()
    ][:MAX_AUTOCOMPLETE]


def options_text(options: dict[str, Any], locale: object | None) -> str:
    on = [t(f"options.{k}", locale) for k, v in options.items() if v is True]
    return ", ".join(on) or t("options.none", locale)


def lobby_text(row: GameRow, seats: list[Seat], locale: object | None = None) -> str:
    title = t("lobby.title", locale, game=t(f"game.{row.game}", locale), id=row.id)
    lines = [f"{i + 1}. {s.name}" for i, s in enumerate(seats)]
    lines += [f"{i + 1}. {t('lobby.empty_seat', locale)}" for i in range(len(seats), row.max_seats)]
    body = t(
        "lobby.body",
        locale,
        host=f"<@{row.host_id}>",
        options=options_text(row.options, locale),
        n=len(seats),
        max=row.max_seats,
        seats="\n".join(lines),
    )
    text = f"**{title}**\n{body}"
    if row.status != "lobby":
        text += "\n" + t("lobby.closed_status", locale, status=t(f"status.{row.status}", locale))
    return text


def lobby_view(game_id: int, locale: object | None = None) -> discord.ui.View:
    def button(op: str, style: discord.ButtonStyle) -> GameButton:
        return GameButton(game_id, "lobby", "", op, label=t(f"lobby.btn.{op}", locale), style=style)

    return view_of(
        button("join", discord.ButtonStyle.success),
        button("leave", discord.ButtonStyle.secondary),
        button("cpu", discord.ButtonStyle.secondary),
        button("start", discord.ButtonStyle.primary),
    )


def is_manager(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def require_host(interaction: discord.Interaction, row: GameRow) -> None:
    if row.host_id != interaction.user.id and not is_manager(interaction):
        raise UserFacing("err.no_permission")


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description=ls("cmd.game"), guild_only=True)

    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot
        bot.register_component("lobby", self.on_lobby)
        bot.register_component("hand", self.on_hand)
        bot.register_component("act", self.on_act)
        bot.register_component("do", self.on_do)
        bot.register_component("exch", self.on_exchange)
        bot.register_component("deadline", self.on_deadline)

    # ------------------------------------------------------------ commands
    @game.command(name="new", description=ls("cmd.game.new"))
    @app_commands.describe(
        kind=ls("opt.kind"),
        advanced=ls("opt.advanced"),
        tile_purchase=ls("opt.tile_purchase"),
        seats=ls("opt.seats"),
    )
    @app_commands.rename(kind="game")
    @app_commands.choices(kind=[app_commands.Choice(name=ls("game.santafe"), value="santafe")])
    async def new(
        self,
        interaction: discord.Interaction,
        kind: str = "santafe",
        advanced: bool = False,
        tile_purchase: bool = False,
        seats: app_commands.Range[int, 2, 5] = 5,
    ) -> None:
        storage = self.bot.storage
        options = {"advanced": advanced, "tile_purchase": tile_purchase}
        game_id = await storage.create_game(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            host_id=interaction.user.id,
            game=kind,
            options=options,
            seed=self.bot.seeds.randrange(2**31),
            max_seats=seats,
        )
        interaction.extras["game_id"] = game_id
        await storage.add_seat(game_id, str(interaction.user.id), interaction.user.display_name)
        row = await storage.game(game_id)
        assert row is not None
        locale = interaction.locale
        await interaction.response.send_message(
            lobby_text(row, await storage.seats(game_id), locale), view=lobby_view(game_id, locale)
        )
        message = await interaction.original_response()
        title = t(f"game.{kind}", locale)
        thread = await message.create_thread(
            name=t("lobby.thread_name", locale, game=title, id=game_id)
        )
        await storage.update_game(game_id, thread_id=thread.id, lobby_message_id=message.id)
        await thread.send(t("lobby.thread_intro", locale, game=title, id=game_id))

    @game.command(name="list", description=ls("cmd.game.list"))
    async def list_(self, interaction: discord.Interaction) -> None:
        rows = await self.bot.storage.games(guild_id=interaction.guild_id)
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
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @game.command(name="status", description=ls("cmd.game.status"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def status(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            title = t(
                "status.title",
                locale,
                game=t(f"game.{s.row.game}", locale),
                id=s.row.id,
                status=t(f"status.{s.row.status}", locale),
            )
            lines = [f"**{title}**"]
            if s.game is None:
                lines.append(lobby_text(s.row, s.loaded.seats, locale))
            else:
                view = s.game.view(None)  # spectator view: nothing hidden can leak here
                lines.append(
                    t(
                        "status.round",
                        locale,
                        round=view.get("round"),
                        phase=present.phase_name(str(view.get("phase")), locale),
                    )
                )
                if s.game.is_over:
                    lines.append(t("status.game_over", locale))
                else:
                    # Since when: the oldest stored wait (the same clock reminders use), else
                    # the last move; shown as a Discord timestamp, in each reader's time zone.
                    waits = await self.bot.storage.waits(s.row.id)
                    last = await self.bot.storage.last_action_at(s.row.id) or s.row.updated_at
                    start = min((w.started_at for w in waits), default=parse_stamp(last))
                    who = ", ".join(
                        self.bot.flow.name(s, p) for p in view.get("active_players", [])
                    )
                    lines.append(
                        t("status.waiting", locale, who=who or "-", since=discord_time(start))
                    )
                for player in s.loaded.players:
                    seat = view["seats"].get(player, {})
                    flags = " ✓" if seat.get("chosen") else ""
                    lines.append(
                        t(
                            "status.seat",
                            locale,
                            name=self.bot.flow.name(s, player),
                            hand=seat.get("hand_size", 0),
                            money=seat.get("money", 0),
                            flags=flags,
                        )
                    )
                lines.append(t("status.tiles", locale, tiles=present.tiles_left(view, locale)))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @game.command(name="board", description=ls("cmd.game.board"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def board(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            if s.game is None:
                raise UserFacing("err.game_not_active")
            view = s.game.view(None)
            name = s.row.game
            names = self.bot.flow.names(s)
        await interaction.response.defer(thinking=True)
        file = await render_board(name, view, names)
        caption = t(
            "status.round",
            interaction.locale,
            round=view.get("round"),
            phase=present.phase_name(str(view.get("phase")), interaction.locale),
        )
        if file is not None:
            await interaction.followup.send(caption, file=file)
        else:
            await interaction.followup.send(caption)

    @game.command(name="hand", description=ls("cmd.game.hand"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self._send_hand(interaction, await resolve_game(interaction, game))

    async def _send_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            content, view = self.bot.flow.prompt(s, player, interaction.locale)
        if view is None:
            await interaction.response.send_message(content, ephemeral=True)
        else:
            await interaction.response.send_message(content, view=view, ephemeral=True)

    @game.command(name="leave", description=ls("cmd.game.leave"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def leave(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        storage = self.bot.storage
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None or s.row.status not in ("lobby", "active"):
                raise NotSeated()
            title = t(f"game.{s.row.game}", interaction.locale)
            if s.row.status == "lobby":
                await storage.remove_seat(game_id, player)
                await s.reload_row()
                await self._refresh_lobby(s.row, s.loaded.seats)
                await interaction.response.send_message(
                    t("lobby.left", interaction.locale, game=f"{title} #{game_id}"),
                    ephemeral=True,
                )
                return
            # The seat stays in the game; a computer player plays it from now on.
            old_name = await self.bot.cadence.hand_over(s, player, None)
            await interaction.response.send_message(
                t("lobby.left", interaction.locale, game=f"{title} #{game_id}"), ephemeral=True
            )
            await self.bot.cadence.after_hand_over(s, player, old_name, "thread.seat_to_cpu")

    @game.command(name="cancel", description=ls("cmd.game.cancel"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            if s.row.host_id != interaction.user.id and not is_manager(interaction):
                raise UserFacing("err.no_permission")
            if s.row.status not in ("lobby", "active"):
                raise UserFacing("err.game_not_active")
            await s.set_status("cancelled")
            await self.bot.storage.drop_waits(game_id)
            await interaction.response.send_message(
                t("ok.done", interaction.locale), ephemeral=True
            )
            await self.bot.cadence.update_status(s)
            thread = await self.bot.flow.thread_of(s)
            await thread.send(
                t(
                    "thread.cancelled",
                    game=t(f"game.{s.row.game}"),
                    id=game_id,
                    who=interaction.user.mention,
                )
            )
            await self._refresh_lobby(s.row, s.loaded.seats)

    # ------------------------------------------------------------- cadence
    @game.command(name="since", description=ls("cmd.game.since"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def since(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        user = str(interaction.user.id)
        async with self.bot.sessions.open(game_id) as s:  # refuse before deferring
            if s.loaded.player_of(user) is None:
                raise NotSeated()
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, file = await catchup.since(self.bot, game_id, user, interaction.locale)
        if file is not None:
            await interaction.followup.send(text, file=file, ephemeral=True)
        else:
            await interaction.followup.send(text, ephemeral=True)

    @game.command(name="settings", description=ls("cmd.game.settings"))
    @app_commands.describe(
        reminder_hours=ls("opt.reminder_hours"),
        second_reminder_hours=ls("opt.second_reminder_hours"),
        deadline_hours=ls("opt.deadline_hours"),
        deadline_action=ls("opt.deadline_action"),
        away_mode=ls("opt.away_mode"),
        cpu_fill=ls("opt.cpu_fill"),
        game=ls("opt.game"),
    )
    @app_commands.choices(
        deadline_action=[
            app_commands.Choice(name=ls("choice.deadline.move"), value="move"),
            app_commands.Choice(name=ls("choice.deadline.ask_host"), value="ask_host"),
        ],
        away_mode=[
            app_commands.Choice(name=ls("choice.away.play"), value="play"),
            app_commands.Choice(name=ls("choice.away.pause"), value="pause"),
        ],
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction,
        reminder_hours: float | None = None,
        second_reminder_hours: float | None = None,
        deadline_hours: float | None = None,
        deadline_action: str | None = None,
        away_mode: str | None = None,
        cpu_fill: bool | None = None,
        game: str | None = None,
    ) -> None:
        game_id = await resolve_game(interaction, game)
        storage = self.bot.storage
        locale = interaction.locale
        async with self.bot.sessions.open(game_id) as s:
            require_host(interaction, s.row)
            if s.row.status not in ("lobby", "active"):
                raise UserFacing("err.settings.closed")
            changes = {
                "reminder_hours": reminder_hours,
                "second_reminder_hours": second_reminder_hours,
                "deadline_hours": deadline_hours,
                "deadline_action": deadline_action,
                "away_mode": away_mode,
                "cpu_fill": cpu_fill,
            }
            changed = any(v is not None for v in changes.values())
            if changed:
                new = validate_settings(await storage.game_settings(game_id), **changes)
                await storage.put_game_settings(game_id, new)
            text = await self.bot.cadence.settings_text(
                game_id, t(f"game.{s.row.game}", locale), locale
            )
            if changed:
                text = t("settings.saved", locale) + "\n" + text
            await interaction.response.send_message(text, ephemeral=True)
            if changed and s.row.status == "active":
                await self.bot.cadence.update_status(s)

    async def _my_games(self, interaction: discord.Interaction, game: str | None) -> list[int]:
        """The game named or whose thread this is; else every game in progress the user
        plays here."""
        channel = interaction.channel
        in_thread = isinstance(channel, discord.Thread) and (
            await self.bot.storage.game_by_thread(channel.id) is not None
        )
        if game or in_thread:
            return [await resolve_game(interaction, game)]
        rows = await self.bot.storage.games(
            guild_id=interaction.guild_id, statuses=("active",), player=str(interaction.user.id)
        )
        return [row.id for row in rows]

    @game.command(name="away", description=ls("cmd.game.away"))
    @app_commands.describe(until=ls("opt.until"), game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def away(
        self, interaction: discord.Interaction, until: str, game: str | None = None
    ) -> None:
        hours = parse_duration(until)  # refused before anything is stored
        user = str(interaction.user.id)
        locale = interaction.locale
        mine = []
        for game_id in await self._my_games(interaction, game):
            async with self.bot.sessions.open(game_id) as s:
                if s.row.status == "active" and s.loaded.player_of(user) is not None:
                    mode = (await self.bot.storage.game_settings(game_id)).away_mode
                    title = t(f"game.{s.row.game}", locale)
                    mine.append((game_id, t(f"away.game.{mode}", locale, game=title, id=game_id)))
        if not mine:
            raise UserFacing("err.away.no_games")
        end = self.bot.clock() + timedelta(hours=hours)
        await self.bot.cadence.set_away([gid for gid, _ in mine], user, end)
        await interaction.response.send_message(
            t(
                "away.set",
                locale,
                until=discord_time(end, "f"),
                games="; ".join(text for _, text in mine),
            ),
            ephemeral=True,
        )
        for game_id, _ in mine:
            await self.bot.cadence.check_game(game_id)  # moves now if the computer plays

    @game.command(name="back", description=ls("cmd.game.back"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def back(self, interaction: discord.Interaction, game: str | None = None) -> None:
        user = str(interaction.user.id)
        locale = interaction.locale
        now = self.bot.clock()
        ended = []
        for game_id in await self._my_games(interaction, game):
            until = (await self.bot.storage.away(game_id)).get(user)
            if until is not None and until > now:
                row = await self.bot.storage.game(game_id)
                assert row is not None
                ended.append((game_id, f"{t(f'game.{row.game}', locale)} #{game_id}"))
        if not ended:
            raise UserFacing("away.not_away")
        await self.bot.cadence.set_away([gid for gid, _ in ended], user, now)
        await interaction.response.send_message(
            t("away.back", locale, games=", ".join(text for _, text in ended)), ephemeral=True
        )
        for game_id, _ in ended:
            await self.bot.cadence.check_game(game_id)

    @game.command(name="replace", description=ls("cmd.game.replace"))
    @app_commands.describe(seat=ls("opt.seat"), with_=ls("opt.with"), game=ls("opt.game"))
    @app_commands.rename(with_="with")
    @app_commands.autocomplete(seat=seat_autocomplete, game=game_autocomplete)
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: str,
        with_: discord.Member | None = None,
        game: str | None = None,
    ) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            require_host(interaction, s.row)
            if s.row.status != "active":
                raise UserFacing("err.game_not_active")
            old_name = await self.bot.cadence.hand_over(s, seat, with_)
            await interaction.response.send_message(
                t("ok.replaced", interaction.locale), ephemeral=True
            )
            await self.bot.cadence.after_hand_over(s, seat, old_name)

    @game.command(name="resign", description=ls("cmd.game.resign"))
    @app_commands.describe(game=ls("opt.game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction, game: str | None = None) -> None:
        game_id = await resolve_game(interaction, game)
        async with self.bot.sessions.open(game_id) as s:
            player = s.loaded.player_of(str(interaction.user.id))
            if player is None:
                raise NotSeated()
            if s.row.status != "active":
                raise UserFacing("err.game_not_active")
            old_name = await self.bot.cadence.hand_over(s, player, None)
            title = f"{t(f'game.{s.row.game}', interaction.locale)} #{game_id}"
            await interaction.response.send_message(
                t("ok.resigned", interaction.locale, game=title), ephemeral=True
            )
            await self.bot.cadence.after_hand_over(s, player, old_name, "thread.resigned")

    async def _refresh_lobby(self, row: GameRow, seats: list[Seat]) -> None:
        if not row.lobby_message_id:
            return
        channel = await self.bot.flow.channel(row.channel_id)
        view = lobby_view(row.id) if row.status == "lobby" else None
        with contextlib.suppress(discord.NotFound):
            await channel.get_partial_message(row.lobby_message_id).edit(
                content=lobby_text(row, seats), view=view
            )

    # ---------------------------------------------------------- components
    async def on_lobby(self, interaction: discord.Interaction, click: Click) -> None:
        storage = self.bot.storage
        user = interaction.user
        player = str(user.id)
        locale = interaction.locale
        async with self.bot.sessions.open(click.game_id) as s:
            if s.row.status != "lobby":
                raise UserFacing("lobby.not_open")
            spec = games.get(s.row.game)
            seats = s.loaded.seats
            seated = s.loaded.seat(player) is not None
            op = click.arg
            fill = False
            if op == "join":
                if seated:
                    raise UserFacing("lobby.already_seated")
                if len(seats) >= s.row.max_seats:
                    raise UserFacing("lobby.full")
                await storage.add_seat(s.row.id, player, user.display_name)
            elif op == "leave":
                if not seated:
                    raise UserFacing("lobby.not_seated")
                await storage.remove_seat(s.row.id, player)
            elif op == "cpu":
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                if len(seats) >= s.row.max_seats:
                    raise UserFacing("lobby.full")
                n = 1 + sum(1 for seat in seats if seat.player.startswith("cpu:"))
                await storage.add_seat(s.row.id, f"cpu:{n}", t("cpu.name", n=n))
            elif op == "start":
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                minimum = spec.min_players if spec else 2
                fill = (await storage.game_settings(s.row.id)).cpu_fill
                if max(len(seats), s.row.max_seats if fill else 0) < minimum:
                    raise UserFacing("lobby.too_few", min=minimum)
            else:
                raise UserFacing("err.bad_value")
            if op == "start" and fill:
                # The host chose to fill empty seats with computer players.
                n = sum(1 for seat in seats if seat.player.startswith("cpu:"))
                for _ in range(s.row.max_seats - len(seats)):
                    n += 1
                    await storage.add_seat(s.row.id, f"cpu:{n}", t("cpu.name", n=n))
            await s.reload_row()
            if op == "start":
                await s.start()
            view = lobby_view(s.row.id, locale) if s.row.status == "lobby" else None
            await interaction.response.edit_message(
                content=lobby_text(s.row, s.loaded.seats, locale), view=view
            )
            if op == "start":
                thread = await self.bot.flow.thread_of(s)
                names = ", ".join(seat.name for seat in s.loaded.seats)
                await thread.send(
                    t("lobby.started", game=t(f"game.{s.row.game}"), id=s.row.id, seats=names)
                )
                await self.bot.flow.after(s, None)

    async def on_deadline(self, interaction: discord.Interaction, click: Click) -> None:
        row = await self.bot.storage.game(click.game_id)
        if row is None:
            raise UserFacing("err.unknown_game")
        require_host(interaction, row)
        await self.bot.cadence.host_decision(interaction, click.game_id, click.token, click.arg)

    async def on_hand(self, interaction: discord.Interaction, click: Click) -> None:
        await self._send_hand(interaction, click.game_id)

    async def on_act(self, interaction: discord.Interaction, click: Click) -> None:
        try:
            action = decode_action(click.values[0])
            token = int(click.token)
        except (IndexError, ValueError) as error:
            raise UserFacing("err.bad_value") from error
        await self.bot.flow.perform(interaction, click.game_id, action, token, refresh=True)

    async def on_do(self, interaction: discord.Interaction, click: Click) -> None:
        try:
            action = decode_action(click.arg)
            token = int(click.token)
        except ValueError as error:
            raise UserFacing("err.bad_value") from error
        await self.bot.flow.perform(interaction, click.game_id, action, token, refresh=True)

    async def on_exchange(self, interaction: discord.Interaction, click: Click) -> None:
        action = {"type": "exchange", "cards": list(click.values)}
        await self.bot.flow.perform(
            interaction, click.game_id, action, int(click.token), refresh=True
        )


async def setup(bot: WhistlestopBot) -> None:
    await bot.add_cog(GameCog(bot))
