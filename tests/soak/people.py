"""The people of the soak's servers: members who play at their own pace by whichever way comes
to hand, and hosts who answer the bot's questions (a deadline, a member who left)."""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from simcord.backend.models import Message

from tests.soak import paths
from tests.soak.observer import Observer, Seen
from tests.soak.ui import UI, Answer, button

MINUTE = 60.0
HOUR = 3600.0


@dataclass
class Person:
    """A member: who they are in the world, and how quickly they usually answer."""

    actor: Any  # simcord MemberActor
    pace: float  # median seconds before they act on a new decision
    gone: bool = False  # left the server

    @property
    def user(self) -> str:
        return str(self.actor.id)

    def delay(self, rng: random.Random) -> float:
        # Most answer within the hour, some take a day; a few are away longer (the deadline
        # then moves for them).
        return min(2 * 24 * HOUR, rng.lognormvariate(math.log(self.pace), 1.0))


@dataclass
class Table:
    """One game of the soak."""

    game_id: int
    kind: str
    guild: Any
    channel_id: int
    host: Person
    people: dict[str, Person]  # user id -> person, everyone seated or once seated
    started: float
    ended: float | None = None
    cancelled: bool = False


@dataclass
class Tally:
    paths: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    moves: int = 0
    undone: int = 0


class People:
    def __init__(self, ui: UI, observer: Observer, rng: random.Random, undo: bool) -> None:
        self.ui = ui
        self.observer = observer
        self.rng = rng
        self.undo = undo
        self.tally = Tally()

    async def play(self, table: Table, person: Person, player: str) -> None:
        """The member makes their move, if the game still waits for it."""
        seen = await self.observer.look(table.game_id, lines=False)
        if seen.status != "active" or not seen.may_act.get(player) or person.gone:
            return
        if seen.humans.get(player) != person.user:
            return  # the seat changed hands meanwhile
        at = self.place(table, seen)
        stored = await self.observer.storage.get_message(table.game_id, "prompt", player)
        prompt = self.ui.message(stored[0], stored[1]) if stored else None
        choices = list(paths.PATHS)
        weights = [3.0, 2.0, 1.0, 2.0, 2.0 if table.kind in paths.COMMANDS else 0.0]
        path = self.rng.choices(choices, weights=weights)[0]
        answer = await self._by(path, table, person, seen, player, at, prompt)
        if answer is None:
            self.tally.refused[f"{path}: nothing offered"] += 1
            return
        accepted = (
            answer.updated
            or (answer.answered and not answer.record.ephemeral)
            or (answer.text.startswith(("Move accepted", "Choice saved", "Locked in", "Ready")))
        )
        if accepted:
            self.tally.moves += 1
            self.tally.paths[path] += 1
            if self.undo and self.rng.random() < 0.06:
                undone = await self.ui.slash(person.actor, at.channel, "game undo", **at.game)
                self.tally.undone += "taken back" in undone.text
        else:
            self.tally.refused[path] += 1

    async def _by(
        self,
        path: str,
        table: Table,
        person: Person,
        seen: Seen,
        player: str,
        at: paths.Place,
        prompt: Message | None,
    ) -> Answer | None:
        ui, rng = self.ui, self.rng
        in_dm = (
            prompt is not None
            and ui.backend.channels.get(prompt.channel_id) is not None
            and (ui.backend.channels[prompt.channel_id].guild_id is None)
        )
        if path == "dm" and in_dm and prompt is not None:
            return await paths.by_dm(ui, person.actor, prompt, rng)
        if path == "panel" and prompt is not None and not in_dm and button(prompt, "panel"):
            return await paths.by_panel(ui, person.actor, prompt, rng)
        if path == "command" and table.kind in paths.COMMANDS:
            answer = await paths.COMMANDS[table.kind](
                ui, person.actor, at, seen.legal.get(player, []), rng
            )
            if answer is not None:
                return answer
        if path == "move" or rng.random() < 0.5:
            answer = await paths.by_move(ui, person.actor, at, rng)
            if answer is not None:
                return answer
        return await paths.by_hand(ui, person.actor, at, rng)

    def place(self, table: Table, seen: Seen) -> paths.Place:
        """The game's thread; the game's channel, naming the game, when the thread is gone."""
        thread = seen.thread_id
        if thread is not None and thread in self.ui.backend.channels:
            return paths.Place(thread, {})
        return paths.Place(table.channel_id, {"game": str(table.game_id)})

    # ---------------------------------------------------------------- hosts
    async def answer_host(self, table: Table, message: Message) -> str | None:
        """The host answers a question the bot asked in the thread: a deadline (move for
        them, mostly, or wait), a member who left (a computer takes the seat)."""
        found = button(message, "deadline") or button(message, "seat")
        if found is None or table.host.gone:
            return None
        if ":deadline:" in found["custom_id"]:
            options = [
                c
                for c in (message.components or [])
                for c in c.get("components", [])
                if ":deadline:" in (c.get("custom_id") or "")
            ]
            wait = [c for c in options if ":wait:" in c["custom_id"]]
            if wait and self.rng.random() < 0.25:
                found = wait[0]
            else:
                found = next((c for c in options if ":move:" in c["custom_id"]), found)
        answer = await self.ui.click(table.host.actor, message, found)
        return found["custom_id"] if answer.answered else None
