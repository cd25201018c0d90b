"""/game rules and /game help: a game's rules in the bot, page by page, and the commands a
player uses, grouped. Names no game: the topics come from each game's plug-in (bot/rules.py),
the commands from the command tree itself, so the help never goes stale."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import plugins
from bot import rules as reference
from bot.errors import UserFacing
from bot.plugins import GamePlugin
from bot.suggest import Found, Suggestion, autocomplete, narrow
from bot.translation import ls
from bot.ui import Click, GameButton, view_of
from cogs.lobby_message import game_kind_autocomplete
from text import language, t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

# The /game commands by the group /game help lists them in (a command named nowhere here is
# listed all the same, under "more"); each game's own commands come after "play".
HELP_GROUPS: dict[str, tuple[str, ...]] = {
    "start": ("new", "list", "rules", "help"),
    "play": ("hand", "move", "undo", "board", "status", "since", "mine"),
    "slow": ("away", "back", "leave", "resign"),
    "host": ("settings", "replace", "cancel", "server_settings"),
    "ratings": ("leaderboard", "stats", "history", "leaderboard_optout"),
}
FIELD_LIMIT = 1024  # characters of an embed field's value


def _plugin(kind: str | None) -> GamePlugin:
    plugin = plugins.get(kind or "")
    if plugin is None:
        known = ", ".join(p.name for p in plugins.all_plugins())
        raise UserFacing("err.unknown_kind", known=known)
    return plugin


def _topics(plugin: GamePlugin, locale: object) -> list[Suggestion]:
    return [
        Suggestion(topic.id, reference.topic_title(plugin, topic.id, locale), (topic.id,))
        for topic in plugin.rules
    ]


async def topics(interaction: discord.Interaction) -> Found:
    """The topics of the rules of the game typed in the `game` option, by title."""
    plugin = plugins.get(str(interaction.namespace.game or ""))
    return None if plugin is None else _topics(plugin, interaction.locale)


def _topic(plugin: GamePlugin, typed: str | None, locale: object) -> str | None:
    """The topic meant: picked from the list (its id), or typed by hand and not picked (the
    best topic its words find, as the list would have shown it first); None: the contents."""
    if not typed:
        return None
    found = narrow(_topics(plugin, locale), typed)
    return found[0].value if found else None


def _buttons(plugin: GamePlugin, index: int, count: int, locale: object) -> discord.ui.View:
    def button(page: int, key: str) -> GameButton:
        return GameButton(0, "rules", plugin.name, str(page), label=t(key, locale)[:80])

    items = []
    if index > 1:  # (from the first page of topics, the previous page is the contents)
        items.append(button(0, "rules.btn.contents"))
    if index > 0:
        items.append(button(index - 1, "btn.board.prev"))
    if index + 1 < count:
        items.append(button(index + 1, "btn.board.next"))
    return view_of(*items)


def _description(command: Any, locale: object) -> str:
    described = getattr(command, "_locale_description", None)
    key = described.extras.get("key") if described is not None else None
    return t(key, locale) if key else str(command.description)


def help_sections(tree: app_commands.CommandTree, locale: object) -> list[tuple[str, str]]:
    """(heading, lines) of every group of commands, from the command tree."""
    listed: dict[str, list[str]] = {group: [] for group in (*HELP_GROUPS, "more")}
    games: list[tuple[str, str]] = []
    for command in tree.get_commands():
        if not isinstance(command, app_commands.Group):
            listed["more"].append(_line(command, locale))
        elif command.name == "game":
            for sub in command.commands:
                group = next((g for g, names in HELP_GROUPS.items() if sub.name in names), "more")
                listed[group].append(_line(sub, locale))
        else:
            lines = "\n".join(_line(sub, locale) for sub in command.commands)
            games.append((_description(command, locale), lines))
    sections = [
        (t(f"help.group.{group}", locale), "\n".join(lines)) for group, lines in listed.items()
    ]
    ordered = sections[:2] + games + sections[2:]
    return [(heading, part) for heading, lines in ordered if lines for part in _parts(lines)]


def _parts(lines: str) -> list[str]:
    """A group's lines in as many fields as they take, cut between lines (never in one)."""
    parts: list[str] = []
    for line in lines.split("\n"):
        if parts and len(parts[-1]) + 1 + len(line) <= FIELD_LIMIT:
            parts[-1] += "\n" + line
        else:
            parts.append(line[:FIELD_LIMIT])
    return parts


def _line(command: Any, locale: object) -> str:
    return f"`/{command.qualified_name}`: {_description(command, locale)}"


class RulesCommands(commands.Cog):
    bot: WhistlestopBot

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.bot.register_component("rules", self.on_rules_page)
        super().__init__(*args, **kwargs)

    @app_commands.command(name="rules", description=ls("cmd.game.rules"))
    @app_commands.describe(game=ls("opt.rules.game"), topic=ls("opt.rules.topic"))
    @app_commands.autocomplete(game=game_kind_autocomplete, topic=autocomplete(topics))
    async def rules(
        self, interaction: discord.Interaction, game: str, topic: str | None = None
    ) -> None:
        plugin = _plugin(game)
        if not plugin.rules:
            raise UserFacing("rules.none", game=t(plugin.title_key, interaction.locale))
        book = reference.pages(plugin, interaction.locale)
        index = reference.first_page(book, _topic(plugin, topic, interaction.locale))
        await self._show(interaction, plugin, book, index, new=True)

    async def on_rules_page(self, interaction: discord.Interaction, click: Click) -> None:
        plugin = _plugin(click.token)
        if not click.arg.isdecimal() or len(click.arg) > 4:
            raise UserFacing("err.bad_value")
        book = reference.pages(plugin, interaction.locale)
        await self._show(interaction, plugin, book, min(int(click.arg), len(book) - 1), new=False)

    async def _show(
        self,
        interaction: discord.Interaction,
        plugin: GamePlugin,
        book: list[reference.Page],
        index: int,
        *,
        new: bool,
    ) -> None:
        """A page, privately: a new message, or the one whose button was pressed, edited."""
        locale = interaction.locale
        text = reference.page_text(plugin, book, index, locale)
        view = _buttons(plugin, index, len(book), locale)
        picture = book[index].picture
        if picture is None:
            if new:
                await interaction.response.send_message(text, view=view, ephemeral=True)
            else:
                await interaction.response.edit_message(content=text, view=view, attachments=[])
            return
        # A picture takes a moment to draw (in the renderer process): answered first.
        if new:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()
        file = await reference.picture_file(plugin, picture, language(locale))
        await interaction.edit_original_response(content=text, view=view, attachments=[file])

    @app_commands.command(name="help", description=ls("cmd.game.help"))
    async def help(self, interaction: discord.Interaction) -> None:
        locale = interaction.locale
        embed = discord.Embed(title=t("help.title", locale), description=t("help.intro", locale))
        for heading, lines in help_sections(self.bot.tree, locale):
            embed.add_field(name=heading, value=lines, inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)
