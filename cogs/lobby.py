"""/game new and /game list, and the lobby: seats, computer players, option toggles, start.

Built from the plug-in registry: every registered game can be opened, its seats are checked
against its own range and its options (the engine's option specs) are toggles in the lobby.
"""

from __future__ import annotations

import contextlib
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import plugins, table, thinking
from bot.errors import UserFacing
from bot.plugins import GamePlugin
from bot.storage import GameRow, GameSettings, Seat
from bot.translation import ls
from bot.ui import Click, GameButton, view_of
from text import LANGUAGES, join, language_name, t
from text import language as language_of

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

MAX_OPTIONS_TEXT = 200
# Each language named in itself: a French speaker looks for "Français".
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(code), value=code) for code in LANGUAGES]


def option_label(plugin: GamePlugin, name: str, locale: object | None = None) -> str:
    spec = next(spec for spec in plugin.option_specs if spec.name == name)
    return t(spec.label_key, locale)


def options_text(row: GameRow, locale: object | None) -> str:
    plugin = plugins.get(row.game)
    if plugin is None:
        return t("options.none", locale)
    on = []
    for spec in plugin.option_specs:
        value = row.options.get(spec.name, spec.default)
        if spec.kind is bool:
            if value:
                on.append(t(spec.label_key, locale))
        elif value != spec.default:
            on.append(f"{t(spec.label_key, locale)}: {value}")
    return ", ".join(on) or t("options.none", locale)


def parse_options(
    plugin: GamePlugin, text: str | None, locale: object | None = None
) -> dict[str, Any]:
    """Options typed at /game new: "advanced, tile_purchase" or "advanced=yes rounds=3".
    Refused with a clear message, naming what the game has, before anything is stored."""
    if not text:
        return {}
    if len(text) > MAX_OPTIONS_TEXT:
        raise UserFacing("err.options.bad")
    specs = {spec.name: spec for spec in plugin.option_specs}
    known = ", ".join(specs) or t("options.none", locale)
    options: dict[str, Any] = {}
    for word in re.split(r"[,\s]+", text.strip()):
        if not word:
            continue
        name, sep, value = word.partition("=")
        name = name.strip().lower().replace("-", "_")
        spec = specs.get(name)
        if spec is None:
            raise UserFacing("err.options.unknown", name=name[:40], known=known)
        try:
            if spec.kind is bool:
                lowered = value.lower() if sep else "yes"
                if lowered not in YES + NO:
                    raise ValueError(value)
                parsed: Any = lowered in YES
            elif spec.kind is int:
                if not (value.isascii() and value.lstrip("-").isdecimal() and len(value) < 7):
                    raise ValueError(value)
                parsed = int(value)
            else:
                parsed = value
            spec.check(parsed)
        except ValueError:
            raise UserFacing(
                "err.options.value", name=name, choices=_choices(spec, locale)
            ) from None
        options[name] = parsed
    return options


# Yes and no as the three languages write them ("nom=non", "naam=nee").
YES = ("yes", "true", "on", "1", "oui", "ja")
NO = ("no", "false", "off", "0", "non", "nee")


def _choices(spec: Any, locale: object | None = None) -> str:
    if spec.kind is bool:
        return t("options.yes_no", locale)
    return " / ".join(str(c) for c in spec.choices) or spec.kind.__name__


def lobby_text(row: GameRow, seats: list[Seat], locale: object | None = None) -> str:
    """The lobby message: public, in the game's language unless `locale` says otherwise."""
    locale = row.language if locale is None else locale
    title = t("lobby.title", locale, game=t(f"game.{row.game}", locale), id=row.id)
    lines = [f"{i + 1}. {table.escape(s.name)}" for i, s in enumerate(seats)]
    lines += [f"{i + 1}. {t('lobby.empty_seat', locale)}" for i in range(len(seats), row.max_seats)]
    body = t(
        "lobby.body",
        locale,
        host=f"<@{row.host_id}>",
        options=options_text(row, locale),
        language=language_name(row.language),
        n=len(seats),
        max=row.max_seats,
        seats="\n".join(lines),
    )
    text = f"**{title}**\n{body}"
    if row.status != "lobby":
        text += "\n" + t("lobby.closed_status", locale, status=t(f"status.{row.status}", locale))
    return text


def lobby_view(row: GameRow) -> discord.ui.View:
    """The lobby's buttons, in the game's language: seats, start, the host's toggles."""
    locale = row.language

    def button(op: str, style: discord.ButtonStyle, label: str, line: int = 0) -> GameButton:
        return GameButton(row.id, "lobby", "", op, label=label[:80], style=style, row=line)

    plugin = plugins.get(row.game)
    offered = thinking.levels(plugin.engine) if plugin else ()
    items = [
        button("join", discord.ButtonStyle.success, t("lobby.btn.join", locale)),
        button("leave", discord.ButtonStyle.secondary, t("lobby.btn.leave", locale)),
        # One button per level where the game offers levels: easy first, as before.
        button(
            f"cpu:{offered[0]}" if offered else "cpu",
            discord.ButtonStyle.secondary,
            t("lobby.btn.cpu", locale),
        ),
        *(
            button(
                f"cpu:{level}", discord.ButtonStyle.secondary, t(f"lobby.btn.cpu_{level}", locale)
            )
            for level in offered[1:]
        ),
        button("start", discord.ButtonStyle.primary, t("lobby.btn.start", locale)),
    ]
    # One toggle per option (the host's to flip); a choice option steps to its next value.
    for i, spec in enumerate(plugin.option_specs[:15] if plugin else ()):
        value = row.options.get(spec.name, spec.default)
        if spec.kind is bool:
            key = "lobby.option.on" if value else "lobby.option.off"
            label = t(key, locale, option=t(spec.label_key, locale))
            style = discord.ButtonStyle.success if value else discord.ButtonStyle.secondary
        else:
            label = f"{t(spec.label_key, locale)}: {value}"
            style = discord.ButtonStyle.secondary
        items.append(button(f"opt:{spec.name}", style, label, 1 + i // 5))
    # The language of the game's messages and images: the host steps through them.
    line = 1 + min(len(plugin.option_specs), 15) // 5 if plugin else 1
    label = t("lobby.btn.language", locale, language=language_name(row.language))
    items.append(button("lang", discord.ButtonStyle.secondary, label, min(line, 4)))
    return view_of(*items)


async def game_kind_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Every registered game, by its name in the reader's language."""
    out = []
    for plugin in plugins.all_plugins():
        name = t(plugin.title_key, interaction.locale)
        if current.lower() in name.lower() or current.lower() in plugin.name:
            out.append(app_commands.Choice(name=name[:100], value=plugin.name))
    return out[:25]


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
        plugin = plugins.get(kind) if len(kind) <= 40 else None
        if plugin is None:
            known = ", ".join(t(p.title_key, interaction.locale) for p in plugins.all_plugins())
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
        # The server's choice of stand-in computer, the game's own from now on (/game settings).
        level = await storage.server_computer_level(interaction.guild_id or 0)
        if level != GameSettings().computer_level:
            await storage.put_game_settings(game_id, GameSettings(computer_level=level))
        await storage.add_seat(game_id, str(interaction.user.id), interaction.user.display_name)
        row = await storage.game(game_id)
        assert row is not None
        text = lobby_text(row, await storage.seats(game_id))
        title = t(plugin.title_key, lang)
        if channel is not None and channel.id != interaction.channel_id:
            await interaction.response.send_message(
                t("lobby.opened_in", interaction.locale, where=f"<#{channel.id}>"), ephemeral=True
            )
            message = await channel.send(text, view=lobby_view(row))  # type: ignore[union-attr]
        else:
            await interaction.response.send_message(text, view=lobby_view(row))
            message = await interaction.original_response()
        thread = await message.create_thread(
            name=t("lobby.thread_name", lang, game=title, id=game_id),
            auto_archive_duration=10080,  # a week: slow games idle for days
        )
        await storage.update_game(game_id, thread_id=thread.id, lobby_message_id=message.id)
        await thread.send(t("lobby.thread_intro", lang, game=title, id=game_id))

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
            await channel.get_partial_message(row.lobby_message_id).edit(
                content=lobby_text(row, seats), view=view
            )

    async def on_lobby(self, interaction: discord.Interaction, click: Click) -> None:
        storage = self.bot.storage
        user = interaction.user
        player = str(user.id)
        async with self.bot.sessions.open(click.game_id) as s:
            if s.row.status != "lobby":
                raise UserFacing("lobby.not_open")
            plugin = table.plugin_of(s)
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
                await self.pass_host(s, player)
            elif op == "cpu" or op.startswith("cpu:"):
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                policy = self._level(plugin, op)
                if len(seats) >= s.row.max_seats:
                    raise UserFacing("lobby.full")
                n = 1 + sum(1 for seat in seats if seat.player.startswith("cpu:"))
                await self._add_cpu(s, plugin, n, policy)
            elif op == "lang":
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                following = LANGUAGES[(LANGUAGES.index(s.row.language) + 1) % len(LANGUAGES)]
                await storage.update_game(s.row.id, language=following)
            elif op.startswith("opt:"):
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                await storage.update_game(
                    s.row.id, options=self._toggled(plugin, s.row.options, op[4:])
                )
            elif op == "start":
                if user.id != s.row.host_id:
                    raise UserFacing("lobby.not_host")
                fill = (await storage.game_settings(s.row.id)).cpu_fill
                if max(len(seats), s.row.max_seats if fill else 0) < plugin.min_players:
                    raise UserFacing("lobby.too_few", min=plugin.min_players)
            else:
                raise UserFacing("err.bad_value")
            if op == "start" and fill:
                # The host chose to fill empty seats with computer players.
                n = sum(1 for seat in seats if seat.player.startswith("cpu:"))
                for _ in range(s.row.max_seats - len(seats)):
                    n += 1
                    await self._add_cpu(s, plugin, n, thinking.default_policy(plugin.engine))
            await s.reload_row()
            if op == "start":
                await s.start()
            view = lobby_view(s.row) if s.row.status == "lobby" else None
            try:
                await interaction.response.edit_message(
                    content=lobby_text(s.row, s.loaded.seats), view=view
                )
                if op == "start":
                    thread = await table.thread_of(self.bot, s)
                    lang = table.lang(s)
                    names = join((table.name(s, seat.player) for seat in s.loaded.seats), lang)
                    text = t("lobby.started", lang, game=table.title(s), id=s.row.id, seats=names)
                    await thread.send("\n".join([text, *self._opening(s, plugin, lang)]))
            finally:
                if op == "start":
                    # The game is stored as started: its first prompts go out (durably) even
                    # when Discord refused the lobby's edit or the start line.
                    await self.bot.flow.after(s)

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
    def _opening(s: Any, plugin: GamePlugin, lang: str) -> list[str]:
        """What the game's set-up made (its first round begun, who leads), in the game's words,
        told with the start: the public events of `Game.start()`, read as any move's."""
        assert s.game is not None
        public = [e for e in s.game.start() if "to" not in e]
        if not public:
            return []
        view = s.game.view(None)
        posts = plugin.presenter.after_move(view, view, public, lambda p: table.name(s, p), lang)
        return [post.text for post in posts if post.text]

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
        """Computer seat number `n` playing `policy`; its name says its level where the game
        offers several."""
        lang = s.row.language
        if thinking.levels(plugin.engine):
            name = t("cpu.name_level", lang, n=n, level=t(f"cpu.level.{policy}", lang))
        else:
            name = t("cpu.name", lang, n=n)
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
