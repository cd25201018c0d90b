"""Members' hands on the simulated Discord, many at once: a slash command, an autocomplete, a
click or a select is sent as simcord builds it, and each member waits only for the answer to
their own interaction, not for the whole world to settle. So the bots get interactions from
many members at the same moment, as they would from a busy server.

Messages are read from the backend's own records (simcord's `Message`), not through simcord's
operations (which allow one at a time)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass
from typing import Any

from simcord import interactions as build
from simcord.actors import _resolve_visible_command
from simcord.backend import serializers
from simcord.backend.models import Interaction, Message
from simcord.components import walk_components
from simcord.enums import AppCommandType, ComponentType, InteractionType

from tests.soak.world import World

REF = re.compile(r"\d+\.[0-9a-z]+")


@dataclass
class Answer:
    """An interaction and what the bot made of it (None: never answered, its bot died)."""

    record: Interaction
    message: Message | None

    @property
    def answered(self) -> bool:
        return self.record.responded

    @property
    def updated(self) -> bool:
        """Answered by editing the message it came from (an accepted move from a prompt)."""
        return str(self.record.response_kind) == "update"

    @property
    def text(self) -> str:
        return (self.message.content or "") if self.message is not None else ""

    @property
    def choices(self) -> list[dict[str, Any]]:
        return list(self.record.autocomplete_choices or [])


def components(message: Message | None) -> list[dict[str, Any]]:
    return list(walk_components(message.components)) if message is not None else []


def select_options(message: Message | None) -> dict[str, str]:
    """{value: label} of the message's string select."""
    return {
        option["value"]: option.get("label", "")
        for c in components(message)
        if c.get("type") == ComponentType.STRING_SELECT
        for option in c.get("options") or []
    }


def button(message: Message | None, kind: str) -> dict[str, Any] | None:
    """The message's button whose custom id names `kind` (e.g. "panel", "hand", "deadline")."""
    for c in components(message):
        if c.get("type") == ComponentType.BUTTON and f":{kind}:" in (c.get("custom_id") or ""):
            return c
    return None


class UI:
    def __init__(self, world: World, guard: float) -> None:
        self.world = world
        self.backend = world.backend
        self.guard = guard  # real seconds: an answer that takes longer never comes
        self.unanswered: list[str] = []
        self.sent = 0
        # interaction -> the move it refers to (a select's custom id and values, or a slash
        # command's move reference): two accepted answers to one intent are a move twice.
        self.intents: dict[int, Any] = {}
        self.doubles = 0
        self.rng: random.Random | None = None
        self.double_rate = 0.0

    def message(self, channel_id: int, message_id: int) -> Message | None:
        return self.backend.messages.get(channel_id, {}).get(message_id)

    def history(self, channel_id: int) -> list[Message]:
        return sorted(self.backend.messages.get(channel_id, {}).values(), key=lambda m: m.id)

    async def _send(
        self,
        actor: Any,
        kind: int,
        channel_id: int,
        data: dict[str, Any],
        source: Message | None = None,
        what: str = "",
        intent: Any = None,
    ) -> Answer:
        guild = getattr(actor, "guild", None)
        record, payload = build.base_payload(
            self.backend,
            type=kind,
            channel_id=channel_id,
            guild_id=guild.id if guild is not None else None,
            user_id=actor.id,
            data=data,
        )
        if source is not None:
            payload["message"] = dict(serializers.message_payload(self.backend, source))
            record.source_message_id = source.id
        if intent is not None:
            self.intents[record.id] = intent
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.world.answers[record.id] = future
        self.world.asked_at[record.id] = time.perf_counter()
        self.world.asking[record.id] = f"{what} by {actor.name}"
        self.sent += 1
        self.backend.emit("INTERACTION_CREATE", payload)
        try:
            await asyncio.wait_for(future, self.guard)
        except TimeoutError:
            self.unanswered.append(f"{what} by {actor.name}: no answer in {self.guard:g} s")
        finally:
            self.world.answers.pop(record.id, None)
            self.world.asking.pop(record.id, None)
        message = None
        if record.message_id is not None:
            message = self.message(record.channel_id, record.message_id)
        elif record.followup_ids:
            message = self.message(record.channel_id, record.followup_ids[-1])
        return Answer(record, message)

    def _command(self, actor: Any, channel_id: int, name: str) -> tuple[dict[str, Any], Any]:
        parts = name.split()
        root = _resolve_visible_command(actor, channel_id, parts[0], AppCommandType.CHAT_INPUT)
        leaf, nesting = build.walk_to_subcommand(root, parts[1:])
        return root, (leaf, nesting)

    async def slash(self, actor: Any, channel_id: int, name: str, **options: Any) -> Answer:
        root, (leaf, nesting) = self._command(actor, channel_id, name)
        values, resolved = build.build_options(actor, name, leaf, options, channel_id=channel_id)
        data: dict[str, Any] = {
            "id": root["id"],
            "name": root["name"],
            "type": root.get("type", AppCommandType.CHAT_INPUT),
            "options": build.nest_options(root, nesting, values),
        }
        if resolved:
            data["resolved"] = resolved
        refs = tuple(v for v in options.values() if isinstance(v, str) and REF.fullmatch(v))
        where = (channel_id, options.get("game"))
        intent = ("slash", name, actor.id, where, refs) if refs else None
        return await self._send(
            actor,
            InteractionType.APPLICATION_COMMAND,
            channel_id,
            data,
            what=f"/{name}",
            intent=intent,
        )

    async def autocomplete(
        self, actor: Any, channel_id: int, name: str, option: str, value: str = "", **filled: Any
    ) -> list[dict[str, Any]]:
        root, (leaf, nesting) = self._command(actor, channel_id, name)
        declared = {item["name"]: item for item in leaf.get("options") or []}
        values, _ = build.build_options(
            actor, name, leaf, filled, partial=True, channel_id=channel_id
        )
        values.append(
            {"name": option, "type": declared[option]["type"], "value": value, "focused": True}
        )
        data = {
            "id": root["id"],
            "name": root["name"],
            "type": root.get("type", AppCommandType.CHAT_INPUT),
            "options": build.nest_options(root, nesting, values),
        }
        answer = await self._send(
            actor,
            InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE,
            channel_id,
            data,
            what=f"/{name} {option}: autocomplete",
        )
        return answer.choices

    async def click(self, actor: Any, message: Message, component: dict[str, Any]) -> Answer:
        data = {"custom_id": component["custom_id"], "component_type": ComponentType.BUTTON}
        return await self._send(
            actor,
            InteractionType.MESSAGE_COMPONENT,
            message.channel_id,
            data,
            message,
            what=f"click {component['custom_id']}",
        )

    async def select(self, actor: Any, message: Message, values: list[str]) -> Answer:
        menu = next(c for c in components(message) if c.get("type") == ComponentType.STRING_SELECT)
        data = {
            "custom_id": menu["custom_id"],
            "component_type": ComponentType.STRING_SELECT,
            "values": values,
        }

        async def once() -> Answer:
            return await self._send(
                actor,
                InteractionType.MESSAGE_COMPONENT,
                message.channel_id,
                dict(data),
                message,
                what=f"select {menu['custom_id']}",
                intent=("select", actor.id, menu["custom_id"], tuple(values)),
            )

        if self.rng is not None and self.rng.random() < self.double_rate:
            # A double click: the same choice twice at once; at most one may be accepted.
            self.doubles += 1
            first, _ = await asyncio.gather(once(), once())
            return first
        return await once()


def labelled(message: Message | None, label: str) -> dict[str, Any] | None:
    """The message's button with this label."""
    for c in components(message):
        if c.get("type") == ComponentType.BUTTON and c.get("label") == label:
            return c
    return None
