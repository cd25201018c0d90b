"""Every way a member makes a move, as a person would: the DM picker step by step, the thread
ping's panel, /game hand, /game move with the values its autocomplete offers, and each game's
own slash commands where it has them (/santafe track|pass|buy, /cardrails share|build,
/cards play), with their autocompletes."""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from simcord.backend.models import Message

from tests.soak.ui import UI, Answer, button, select_options

PATHS = ("dm", "panel", "hand", "move", "command")


@dataclass(frozen=True)
class Place:
    """Where a member types a game's commands: its thread, or (the thread gone) the game's
    channel, naming the game."""

    channel: int
    game: dict[str, str]


async def pick(ui: UI, actor: Any, message: Message, rng: random.Random) -> Answer | None:
    """A random move in a picker (a DM prompt, a panel, /game hand): into groups and pages
    until an action is chosen. None when the message offers nothing."""
    for _ in range(12):
        values = sorted(select_options(message))
        if not values:
            return None
        # The picker's values: a<hash> an action, g<n> a group, n<n> a page, u back; a
        # multi-select's are its elements.
        actions = [v for v in values if re.fullmatch(r"a[0-9a-f]{8}", v)]
        groups = [v for v in values if re.fullmatch(r"[gn]\d+", v)]
        if actions and (not groups or rng.random() < 0.7):
            return await ui.select(actor, message, [rng.choice(actions)])
        if not actions and not groups:  # a multi-select: any few of its options
            chosen = rng.sample(values, rng.randint(1, len(values)))
            return await ui.select(actor, message, chosen)
        step = await ui.select(actor, message, [rng.choice(groups)])
        if not step.updated:
            return step  # refused (stale, or the bot went away)
        fresh = ui.message(message.channel_id, message.id)
        if fresh is None:
            return step
        message = fresh
    return None


async def by_dm(ui: UI, member: Any, prompt: Message, rng: random.Random) -> Answer | None:
    return await pick(ui, member.user, prompt, rng)


async def by_panel(ui: UI, member: Any, ping: Message, rng: random.Random) -> Answer | None:
    found = button(ping, "panel") or button(ping, "hand")
    if found is None:
        return None
    opened = await ui.click(member, ping, found)
    if opened.message is None or not opened.answered:
        return opened
    return await pick(ui, member, opened.message, rng) or opened


async def by_hand(ui: UI, member: Any, at: Place, rng: random.Random) -> Answer | None:
    shown = await ui.slash(member, at.channel, "game hand", **at.game)
    if shown.message is None or not select_options(shown.message):
        return shown
    return await pick(ui, member, shown.message, rng) or shown


async def by_move(ui: UI, member: Any, at: Place, rng: random.Random) -> Answer | None:
    offered = await ui.autocomplete(member, at.channel, "game move", "move", "", **at.game)
    if not offered:
        return None
    value = rng.choice(offered)["value"]
    return await ui.slash(member, at.channel, "game move", move=value, **at.game)


# ------------------------------------------------------------- the games' own commands
Command = Callable[[UI, Any, Place, list[dict[str, Any]], random.Random], Awaitable[Any]]


async def _santafe(ui: UI, member: Any, at: Place, legal: list[dict[str, Any]], rng: Any):
    kinds = {a.get("type") for a in legal}
    if "track" in kinds and rng.random() < 0.8:
        railroads = await ui.autocomplete(
            member, at.channel, "santafe track", "railroad", "", **at.game
        )
        filled = {"railroad": rng.choice(railroads)["value"]} if railroads else {}
        places = await ui.autocomplete(
            member, at.channel, "santafe track", "to", "", **filled, **at.game
        )
        if places:
            return await ui.slash(
                member,
                at.channel,
                "santafe track",
                to=rng.choice(places)["value"],
                **filled,
                **at.game,
            )
    if "buy_tile" in kinds and rng.random() < 0.5:
        railroads = await ui.autocomplete(
            member, at.channel, "santafe buy", "railroad", "", **at.game
        )
        if railroads:
            return await ui.slash(
                member,
                at.channel,
                "santafe buy",
                railroad=rng.choice(railroads)["value"],
                **at.game,
            )
    if kinds & {"end_turn", "pass", "no_purchase", "stop_drawing"}:
        return await ui.slash(member, at.channel, "santafe pass", **at.game)
    return None


async def _cardrails(ui: UI, member: Any, at: Place, legal: list[dict[str, Any]], rng: Any):
    kinds = {a.get("type") for a in legal}
    values: dict[str, str] = {}
    if "card" in kinds or "choose" in kinds or any("card" in a for a in legal):
        cards = await ui.autocomplete(member, at.channel, "cardrails share", "card", "", **at.game)
        if cards:
            values["card"] = rng.choice(cards)["value"]
    if rng.random() < 0.5:
        railroads = await ui.autocomplete(
            member, at.channel, "cardrails share", "railroad", "", **values, **at.game
        )
        if railroads:
            return await ui.slash(
                member,
                at.channel,
                "cardrails share",
                railroad=rng.choice(railroads)["value"],
                **values,
                **at.game,
            )
    for option in ("hex", "place", "hex2"):
        offered = await ui.autocomplete(
            member, at.channel, "cardrails build", option, "", **values, **at.game
        )
        if offered and (option == "hex" or rng.random() < 0.5):
            values[option] = rng.choice(offered)["value"]
    if "hex" in values:
        return await ui.slash(member, at.channel, "cardrails build", **values, **at.game)
    return None


async def _cards(ui: UI, member: Any, at: Place, legal: list[dict[str, Any]], rng: Any):
    offered = await ui.autocomplete(member, at.channel, "cards play", "move", "", **at.game)
    if not offered:
        return None
    value = rng.choice(offered)["value"]
    return await ui.slash(member, at.channel, "cards play", move=value, **at.game)


COMMANDS: dict[str, Command] = {
    "santafe": _santafe,
    "cardrails": _cardrails,
    "santafe-cards": _cards,
}
