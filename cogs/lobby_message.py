"""The lobby's message (its text and buttons, in the game's language) and the options typed at
/game new. Built from the plug-in registry: a game's options (the engine's option specs) are
toggles in the lobby, checked against what the game has."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot import plugins, table, thinking
from bot.errors import UserFacing
from bot.opening import options_text
from bot.pace import pace_lines
from bot.plugins import GamePlugin
from bot.rules import rules_hint
from bot.storage import GameRow, GameSettings, Seat
from bot.suggest import Suggestion, autocomplete
from bot.ui import GameButton, view_of
from text import LANGUAGES, join, language_name, t

MAX_OPTIONS_TEXT = 200
# Each language named in itself: a French speaker looks for "Français".
LANGUAGE_CHOICES = [app_commands.Choice(name=language_name(code), value=code) for code in LANGUAGES]


def option_label(plugin: GamePlugin, name: str, locale: object | None = None) -> str:
    spec = next(spec for spec in plugin.option_specs if spec.name == name)
    return t(spec.label_key, locale)


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
    known = join(specs, locale) or t("options.none", locale)
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


def lobby_text(
    row: GameRow,
    seats: list[Seat],
    locale: object | None = None,
    pace: GameSettings | None = None,
) -> str:
    """The lobby message: public, in the game's language unless `locale` says otherwise; with
    the game's `pace` (its settings), the clock and how long the game is expected to take."""
    locale = row.language if locale is None else locale
    title = t("lobby.title", locale, game=t(f"game.{row.game}", locale), id=row.id)
    # A computer with its level where the game offers several: the lobby is where it matters.
    names = [
        table.escape(table.seat_name(s, locale, table.computer_level(row.game, s))) for s in seats
    ]
    names += [t("lobby.empty_seat", locale)] * (row.max_seats - len(seats))
    lines = [t("lobby.seat", locale, n=i + 1, name=name) for i, name in enumerate(names)]
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
    plugin = plugins.get(row.game)
    if pace is not None:
        engine = plugin.engine if plugin else None
        text += "\n" + "\n".join(pace_lines(engine, row.max_seats, row.options, pace, locale))
    hint = rules_hint(plugin, locale) if plugin is not None and row.status == "lobby" else None
    if hint:
        text += "\n" + hint
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
            label = t("lobby.option.value", locale, option=t(spec.label_key, locale), value=value)
            style = discord.ButtonStyle.secondary
        items.append(button(f"opt:{spec.name}", style, label, 1 + i // 5))
    # The language of the game's messages and images: the host steps through them.
    line = 1 + min(len(plugin.option_specs), 15) // 5 if plugin else 1
    label = t("lobby.btn.language", locale, language=language_name(row.language))
    items.append(button("lang", discord.ButtonStyle.secondary, label, min(line, 4)))
    return view_of(*items)


async def game_kinds(interaction: discord.Interaction) -> list[Suggestion]:
    """Every registered game, by its name in the reader's language (and its id)."""
    return [
        Suggestion(plugin.name, t(plugin.title_key, interaction.locale), (plugin.name,))
        for plugin in plugins.all_plugins()
    ]


game_kind_autocomplete = autocomplete(game_kinds)
