"""Persistent components: custom ids carry game id, kind, a staleness token and an argument.

No game state lives in a View. After a restart discord.py re-creates these items from their
custom ids (DynamicItem), and the handler registered for the kind does the work.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.errors import handle_interaction_error

log = logging.getLogger("whistlestop.ui")


@dataclass(frozen=True)
class Click:
    game_id: int
    kind: str
    token: str
    arg: str
    values: list[str]


Handler = Callable[[discord.Interaction, Click], Awaitable[None]]


def custom_id(tag: str, game_id: int, kind: str, token: object = "", arg: str = "") -> str:
    cid = f"ws:{tag}:{game_id}:{kind}:{token}:{arg}"
    if len(cid) > 100:
        raise ValueError("custom id too long")
    return cid


async def _dispatch(interaction: discord.Interaction, click: Click) -> None:
    interaction.extras["game_id"] = click.game_id
    handlers: dict[str, Handler] = getattr(interaction.client, "component_handlers", {})
    handler = handlers.get(click.kind)
    try:
        if handler is None:
            raise LookupError(f"no handler for component kind {click.kind!r}")
        await handler(interaction, click)
    except Exception as error:
        await handle_interaction_error(interaction, error)


_TEMPLATE = r"ws:{tag}:(?P<gid>\d+):(?P<kind>[a-z_]+):(?P<tok>[^:]*):(?P<arg>.*)"


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=_TEMPLATE.format(tag="b")):
    def __init__(
        self,
        game_id: int,
        kind: str,
        token: object = "",
        arg: str = "",
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=custom_id("b", game_id, kind, token, arg),
                row=row,
            )
        )
        self.click_info = Click(game_id, kind, str(token), arg, [])

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> GameButton:
        label = getattr(item, "label", None) or "?"
        return cls(int(match["gid"]), match["kind"], match["tok"], match["arg"], label=label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self.click_info)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=_TEMPLATE.format(tag="s")):
    def __init__(
        self,
        game_id: int,
        kind: str,
        token: object = "",
        arg: str = "",
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        options = options or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id("s", game_id, kind, token, arg),
                options=options,
                placeholder=placeholder,
                min_values=min_values,
                max_values=min(max_values, len(options)),
                row=row,
            )
        )
        self.click_info = Click(game_id, kind, str(token), arg, [])

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> GameSelect:
        return cls(int(match["gid"]), match["kind"], match["tok"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        info = self.click_info
        await _dispatch(interaction, Click(info.game_id, info.kind, info.token, info.arg, values))


class RoutedView(discord.ui.View):
    """Components whose clicks are routed by their custom ids alone (the dynamic items above).

    discord.py need not track the message they are sent with: it would keep a 15-minute
    timer task per ephemeral reply (it gives those a timeout) for nothing, thousands of them
    on a busy server. Reporting the view as finished makes every send skip that tracking."""

    def is_finished(self) -> bool:
        return True


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = RoutedView(timeout=None)
    for item in items:
        view.add_item(item)
    return view
