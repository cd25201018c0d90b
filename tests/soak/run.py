"""The soak: hundreds of games of every kind at once, through the real bot in its own processes
on a simulated Discord, with faults drawn from a seed, on virtual time. bench/soak.py runs it by
hand; tests/bot/test_soak.py runs a short one in the suite.

One run: the world (tests/soak/world.py) and its servers, channels and members; one or two bot
processes on one database (two split the shards, on PostgreSQL); games opened in the lobbies as
hosts do (seats for members and for easy and strong computers, a deadline that moves for whoever
does not answer); then, on the virtual clock, members answer their prompts at their own pace by
every path, hosts answer the bot's questions, the cadence's periodic check runs, and the faults
fall when the schedule says. At every periodic check the invariants of tests/soak/checks.py are
checked; the run ends when every game has ended, or at the bound (a failure).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import json
import math
import os
import random
import re
import signal
import sqlite3
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.backend.errors import BackendError, SetupError

import engine
from bot import plugins
from bot.storage import Storage
from tests.soak import checks
from tests.soak import faults as fault_kinds
from tests.soak.faults import DiscordFaults
from tests.soak.observer import Observer, Seen
from tests.soak.people import HOUR, MINUTE, People, Person, Table
from tests.soak.ui import UI, labelled
from tests.soak.world import Gone, Remote, World

DAY = 24 * HOUR
TICK = 30 * MINUTE  # the cadence's periodic check, in virtual time
NAMES = (
    "ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ida", "jo", "kim", "lou",
    "max", "ned", "ola", "pam", "quin", "rex", "sue", "tom", "uma", "vic", "wes", "xia",
)  # fmt: skip
# A few names a hostile server would give: mentions, markdown, bidi controls, 32 characters.
ODD_NAMES = ("@everyone", "**bold** _x_", "\u202eevil\u202c", "n" * 32, "<@123> `code`")


@dataclass(frozen=True)
class Options:
    games: int = 200
    seed: int = 1
    backend: str = "sqlite"  # or "postgresql"
    processes: int = 1  # 2: two bot processes sharing the shards (PostgreSQL only)
    faults: int = -1  # how many faults; -1: one per two games
    kinds: tuple[str, ...] = fault_kinds.KINDS
    days: float = 30.0  # every game ends within this many virtual days
    think_ms: int = 15  # the strong computers' budget per move
    database_url: str | None = None  # PostgreSQL: the server's maintenance URL
    folder: str | None = None
    guard: float = 120.0  # real seconds: an answer or a settle that takes longer never comes
    max_seats: int = 4
    max_humans: int = 4  # members seated per game, at most (the rest are computers)
    every_kind: bool = False  # each kind of fault at least once
    fault_days: float = 1.0  # the faults fall within the first this many virtual days
    double_rate: float = 0.03  # double clicks
    check_every: int = 1  # invariants at every n-th periodic check
    quiet: bool = False

    @property
    def fault_count(self) -> int:
        count = self.games // 2 if self.faults < 0 else self.faults
        # Each kind at least once: never fewer faults than kinds (30 games make 15 faults, and
        # the last kinds of the list would silently not fall).
        return max(count, len(self.kinds)) if self.every_kind else count

    def command(self) -> str:
        off = sorted(set(fault_kinds.KINDS) - set(self.kinds))
        parts = [
            ".venv/bin/python bench/soak.py",
            f"--games {self.games}",
            f"--seed {self.seed}",
            f"--backend {self.backend}",
            f"--processes {self.processes}",
            f"--faults {self.fault_count}",
            f"--days {self.days:g}",
            f"--think-ms {self.think_ms}",
            f"--max-seats {self.max_seats}",
            f"--max-humans {self.max_humans}",
        ]
        if off:
            parts.append(f"--off {','.join(off)}")
        if self.every_kind:
            parts.append("--every-kind")
        if self.fault_days != Options.fault_days:
            parts.append(f"--fault-days {self.fault_days:g}")
        return " ".join(parts)


@dataclass
class Report:
    options: Options
    failures: checks.Failures
    summary: str
    figures: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.failures


class Soak:
    def __init__(self, options: Options) -> None:
        self.options = options
        self.rng = random.Random(options.seed)
        self.failures = checks.Failures(
            switched_off=tuple(set(fault_kinds.KINDS) - set(options.kinds))
        )
        self.folder = Path(options.folder or tempfile.mkdtemp(prefix="soak-"))
        self.now = 0.0  # virtual seconds since the start
        self.tables: dict[int, Table] = {}
        self.events: list[tuple[float, int, str, Any]] = []
        self.count = itertools.count()
        self.scheduled: set[tuple[int, str, str]] = set()  # (game, seat, decision key)
        self.dirty: set[int] = set()  # games whose seats changed: looked at again
        self.done_faults: Counter[str] = Counter()
        self.skipped_faults: Counter[str] = Counter()  # nowhere to happen when they fell
        self.images = 0
        self.locks = {"max_wait": 0.0, "max_hold": 0.0, "longest_virtual": (0.0, 0)}
        self.errors: Counter[str] = Counter()
        self.error_samples: list[str] = []
        self.seen_messages: dict[int, int] = {}  # channel -> last message id scanned
        self.answered_questions: set[int] = set()
        self.unsettled_faults = 0  # faults since the last check (prompts may be owed)
        self.dead_leases: dict[str, float] = {}  # a killed process's name -> real time of death
        self.stalls: Counter[int] = Counter()
        self.faulted = False  # a fault fell in this round: a computer's failed move waits
        self.cpu: dict[str, float] = {}
        self.slow_holds: list[str] = []
        self.wall = 0.0
        self.gave_up = False  # a bot process could not start again: the run stops there

    # ---------------------------------------------------------------- world
    async def run(self) -> Report:
        start = time.perf_counter()
        plugins.discover()
        dummy = discord.Client(intents=discord.Intents.none())
        self.env = simcord.Env(dummy, settle_timeout=self.options.guard)
        await self.env.start()
        try:
            await self._run()
        finally:
            await self._close()
            self.wall = time.perf_counter() - start
        return self._report()

    async def _run(self) -> None:
        options = self.options
        self.database = await self._database()
        shard_count = 2 if options.processes == 2 else None
        self.discord = DiscordFaults(self.env.backend)
        self.world = World(
            self.env,
            self.folder,
            config={
                "db_path": "" if options.backend == "postgresql" else self.database,
                "database_url": self.database if options.backend == "postgresql" else None,
                "think_processes": 1,
                "think_ms": options.think_ms,
                "seed": options.seed,
                "guard": options.guard,
                "renderer": True,
            },
            shard_count=shard_count,
            fault=self.discord,
            image=self._image,
        )
        await self.world.open()
        self._servers(shard_count)
        self.shards: dict[str, tuple[int, ...] | None] = (
            {"bot-a": (0,), "bot-b": (1,)} if shard_count else {"bot": None}
        )
        for name, shards in self.shards.items():
            await self.world.spawn(name, shards)
        self.storage = await Storage.open(self.database)
        # One game in three is watched for private lines in the wrong place.
        self.observer = Observer(self.storage, watched=lambda game_id: game_id % 3 == 0)
        self.ui = UI(self.world, options.guard)
        self.ui.rng = random.Random(self.rng.random())
        self.ui.double_rate = options.double_rate
        self.people = People(self.ui, self.observer, random.Random(self.rng.random()), True)
        await self._open_games()
        for at, kind in fault_kinds.schedule(
            self.rng, options.kinds, options.fault_count, self._horizon(), options.every_kind
        ):
            self._at(at, "fault", kind)
        self._at(TICK, "tick", None)
        await self._loop()
        await self._final_checks()

    def _horizon(self) -> float:
        """When the faults fall: early, while the games are going on."""
        return self.options.fault_days * DAY

    async def _database(self) -> str:
        if self.options.backend == "sqlite":
            return str(self.folder / "soak.sqlite3")
        from tests.conftest import create_database

        assert self.options.database_url, "PostgreSQL needs the server's URL"
        return await create_database(self.options.database_url, "soak")

    def _servers(self, shard_count: int | None) -> None:
        """Servers with a games channel and members each; with two processes, half on each."""
        rng = self.rng
        self.guilds = []
        count = max(shard_count or 1, math.ceil(self.options.games / 16))
        for number in range(count):
            if shard_count:
                guild = self.env.create_guild(
                    f"server {number}", id=self._guild_id(number % shard_count, shard_count)
                )
            else:
                guild = self.env.create_guild(f"server {number}")
            channel = guild.create_text_channel("games")
            people = []
            for i in range(10):
                name = rng.choice(ODD_NAMES) if rng.random() < 0.08 else f"{NAMES[i]}{number}"
                actor = guild.add_member(self.env.create_user(name))
                people.append(Person(actor, pace=rng.choice((2, 4, 8, 20)) * MINUTE))
            self.guilds.append((guild, channel, people))

    def _guild_id(self, shard: int, shard_count: int) -> int:
        base = self.env.backend.snowflake()
        ms = base >> 22
        ms += (shard - ms) % shard_count
        return (ms << 22) | (base & ((1 << 22) - 1)) | 1 << 21

    # ---------------------------------------------------------------- games
    async def _open_games(self) -> None:
        kinds = sorted(engine.games())
        plans = []
        for number in range(self.options.games):
            kind = kinds[number % len(kinds)]
            guild, channel, people = self.guilds[number % len(self.guilds)]
            cls = engine.games()[kind]
            seats = self.rng.randint(cls.min_players, min(cls.max_players, self.options.max_seats))
            humans = min(seats, self.options.max_humans)
            if not self.options.every_kind:  # else as many as allowed: a member to fault
                humans = self.rng.randint(1, humans)
            chosen = self.rng.sample(people, humans)
            plans.append((kind, guild, channel, chosen, seats, humans))
        # Hosts open their lobbies a few at a time, as on a busy evening.
        for batch in range(0, len(plans), 8):
            await asyncio.gather(*(self._open(*plan) for plan in plans[batch : batch + 8]))
            await self.env.settle()
        await self._observe_all()

    async def _open(
        self, kind: str, guild: Any, channel: Any, people: list[Person], seats: int, humans: int
    ) -> None:
        ui, rng = self.ui, self.rng
        host = people[0]
        options = self._options(kind)
        asked = {"game": kind, "seats": seats}
        if options:
            asked["options"] = options
        opened = await ui.slash(host.actor, channel.id, "game new", **asked)
        lobby = opened.message
        if lobby is None or labelled(lobby, "Start") is None:
            self.failures.add("setup", f"/game new {kind}: {opened.text[:200]!r}")
            return
        game_id = int(lobby.content.split("#", 1)[1].split(":", 1)[0])
        for person in people[1:humans]:
            lobby = ui.message(lobby.channel_id, lobby.id) or lobby
            await ui.click(person.actor, lobby, labelled(lobby, "Join"))
        for n in range(seats - humans):
            lobby = ui.message(lobby.channel_id, lobby.id) or lobby
            strong = labelled(lobby, "Add strong computer player")
            easy = labelled(lobby, "Add computer player")
            # Every kind of fault: a strong computer in every other game, so that the
            # thinking processes exist to be killed.
            wanted = self.options.every_kind and n == 0 and game_id % 2 == 1
            pick = strong if strong and (wanted or rng.random() < 0.4) else easy
            await ui.click(host.actor, lobby, pick)
        # In the games channel, naming the game: the lobby's thread may not exist yet.
        await ui.slash(
            host.actor,
            channel.id,
            "game settings",
            game=str(game_id),
            reminder_hours=4.0,
            second_reminder_hours=12.0,
            deadline_hours=rng.choice((24.0, 36.0, 48.0)),
            deadline_action="ask_host" if rng.random() < 0.2 else "move",
            away_mode="pause" if rng.random() < 0.3 else "play",
        )
        lobby = ui.message(lobby.channel_id, lobby.id) or lobby
        started = await ui.click(host.actor, lobby, labelled(lobby, "Start"))
        if not started.answered:
            self.failures.add("setup", f"game {game_id}: Start not answered")
        seated = {p.user: p for p in people[:humans]}
        self.tables[game_id] = Table(game_id, kind, guild, channel.id, host, seated, self.now)

    def _options(self, kind: str) -> str:
        specs = [s for s in engine.games()[kind].option_specs if s.kind is bool]
        on = [s.name for s in specs if self.rng.random() < 0.3]
        return " ".join(on)

    # ---------------------------------------------------------------- the loop
    def _at(self, when: float, kind: str, what: Any) -> None:
        heapq.heappush(self.events, (when, next(self.count), kind, what))

    def _ended(self) -> bool:
        return all(t.ended is not None for t in self.tables.values())

    async def _loop(self) -> None:
        bound = self.options.days * DAY
        ticks = 0
        while not self._ended():
            if not self.events or self.now > bound or self.gave_up:
                break
            when = self.events[0][0]
            if when > self.now:
                await self._advance(when - self.now)
            self.faulted = False
            batch = []
            while self.events and self.events[0][0] <= self.now:
                batch.append(heapq.heappop(self.events))
            plays = [what for _, _, kind, what in batch if kind == "play"]
            others = [(kind, what) for _, _, kind, what in batch if kind != "play"]
            lock = None
            for kind, what in others:
                if kind == "fault" and what == "db-lock":
                    lock = self._lock_database()
            if plays:
                await asyncio.gather(*(self._play(*what) for what in plays))
            if lock is not None:
                await lock
            for kind, what in others:
                if kind == "fault" and what != "db-lock":
                    try:
                        await self._fault(what)
                    except (BackendError, SetupError) as error:
                        self.failures.add("driver", f"fault {what}: {error!r}")
                elif kind == "tick":
                    ticks += 1
                    await self.world.tick()
                    self._at(self.now + TICK, "tick", None)
                elif kind == "host":
                    await self._host(*what)
                elif kind == "back":
                    await self._back(*what)
                elif kind == "left":
                    await self._seat_of_departed(*what)
            await self._recover()
            await self.env.settle()
            for stuck in self.world.stuck:
                self.failures.add("stuck", f"virtual day {self.now / DAY:.2f}: {stuck}")
            self.world.stuck.clear()
            await self._recover()
            # simcord's records of every call and event: not needed, and they would grow.
            self.env.backend.transcript.clear()
            self.env.backend.http_requests.clear()
            await self._observe()
            if any(kind == "tick" for kind, _ in others) and ticks % self.options.check_every == 0:
                await self._checkpoint()
        for _, _, kind, what in self.events:
            if kind == "fault":
                self.skipped_faults[what] += 1  # every game had ended
        if not self._ended():
            for table in self.tables.values():
                if table.ended is None:
                    self.failures.add(
                        "unfinished",
                        f"game {table.game_id} ({table.kind}) has not ended after"
                        f" {self.now / DAY:.1f} virtual days",
                    )

    async def _advance(self, seconds: float) -> None:
        self.now += seconds
        self.discord.expire(self.now)
        await self.world.advance(seconds)

    async def _play(self, game_id: int, player: str, user: str, key: str) -> None:
        table = self.tables[game_id]
        person = table.people.get(user)
        try:
            if person is not None:
                await self.people.play(table, person, player)
        except Gone:
            pass
        except (BackendError, SetupError) as error:  # the soak's own mistake, not the bot's
            self.failures.add("driver", f"game {game_id}, {player}: {error!r}")
        finally:
            # Still waiting for this decision (refused, nothing offered): tried again later.
            self.scheduled.discard((game_id, player, key))
            self.dirty.add(game_id)

    # ------------------------------------------------------------- observing
    async def _observe_all(self) -> None:
        for game_id in list(self.tables):
            await self._observed(await self.observer.look(game_id))

    async def _observe(self) -> None:
        """Look at the games that moved (one query), and at every game after a fault."""
        rows = await self.storage._fetchall(
            "SELECT game_id, MAX(seq) FROM actions GROUP BY game_id"
        )
        latest = {int(r[0]): int(r[1]) for r in rows}
        for game_id, table in self.tables.items():
            if table.ended is not None:
                continue
            seen = self.observer.seen.get(game_id)
            if seen is None or latest.get(game_id, 0) != seen.seq or game_id in self.dirty:
                await self._observed(await self.observer.look(game_id))
        self.dirty.clear()
        await self._scan_threads()

    async def _observed(self, seen: Seen) -> None:
        table = self.tables.get(seen.game_id)
        if table is None:
            return
        self._follow_host(table, seen)
        if seen.status in ("over", "cancelled") and table.ended is None:
            table.ended = self.now
            table.cancelled = seen.status == "cancelled"
            return
        if not self.faulted:
            # Settled, and no fault this round: computers due have moved (none waits for the
            # periodic check, which may be off).
            self._check_stall(seen, "with the bot idle")
        for player in seen.awaited:
            user = seen.humans.get(player)
            if user is None or not seen.may_act.get(player):
                continue
            key = (seen.game_id, player, seen.keys[player])
            if key in self.scheduled:
                continue
            person = table.people.get(user)
            if person is None or person.gone:
                continue
            self.scheduled.add(key)
            self._at(
                self.now + person.delay(self.rng),
                "play",
                (seen.game_id, player, user, seen.keys[player]),
            )

    async def _scan_threads(self) -> None:
        """The bot's questions to hosts (a deadline, a member who left), answered later."""
        for game_id, table in self.tables.items():
            seen = self.observer.seen.get(game_id)
            if table.ended is not None or seen is None or seen.thread_id is None:
                continue
            for message in self.ui.latest(seen.thread_id, 6):
                if message.id in self.answered_questions:
                    continue
                custom = " ".join(
                    c.get("custom_id") or ""
                    for r in message.components or []
                    for c in r.get("components", [])
                )
                if ":deadline:" in custom or ":seat:" in custom:
                    self.answered_questions.add(message.id)
                    delay = self.rng.uniform(10 * MINUTE, 4 * HOUR)
                    self._at(self.now + delay, "host", (game_id, seen.thread_id, message.id))

    def _follow_host(self, table: Table, seen: Seen) -> None:
        """The game's host as the bot has it: a host who left the server hands the game to
        the next seated member still here (bot/seats.py), who answers the questions since."""
        if str(seen.host) == table.host.user:
            return
        _, _, members = next(g for g in self.guilds if g[0] is table.guild)
        heir = next((p for p in members if p.user == str(seen.host)), None)
        if heir is not None:
            table.host = heir

    async def _host(self, game_id: int, channel_id: int, message_id: int) -> None:
        message = self.ui.message(channel_id, message_id)
        table = self.tables[game_id]
        if message is None or table.ended is not None:
            return
        self._follow_host(table, await self.observer.look(game_id))
        try:
            await self.people.answer_host(table, message)
        except Gone:
            pass
        except (BackendError, SetupError) as error:
            self.failures.add("driver", f"host of game {game_id}: {error!r}")

    # ------------------------------------------------------------- faults
    async def _fault(self, kind: str) -> None:
        """One fault of the schedule, where it can happen (a member other than the host to
        leave, a thread to delete...); one that finds nowhere to happen is counted apart."""
        self.unsettled_faults += 1
        self.faulted = True
        rng = self.rng
        if kind in fault_kinds.DISCORD:
            target = rng.choice(fault_kinds.TARGETS)
            self.discord.open(kind, target, rng.randint(1, 8), self.now + 2 * HOUR)
            self.done_faults[kind] += 1
            return
        if kind in ("restart", "kill", "thinking", "renderer"):
            if await self._process_fault(kind):
                self.done_faults[kind] += 1
            else:  # its process not started yet (or no bot alive): a little later
                self._at(self.now + TICK, "fault", kind)
                self.unsettled_faults -= 1
            return
        found = await self._target(kind)
        if found is None:
            self.skipped_faults[kind] += 1
            return
        table, seen, user = found
        self.done_faults[kind] += 1
        self.dirty.add(table.game_id)
        at = self.people.place(table, seen)
        if kind == "archived":
            assert seen.thread_id is not None
            self.discord.archived.add(seen.thread_id)
        elif kind == "deleted":
            assert seen.thread_id is not None
            self.env.backend.delete_channel(seen.thread_id)
        elif kind == "cancel":
            await self.ui.slash(table.host.actor, at.channel, "game cancel", **at.game)
        elif kind == "replace":
            await self._replace(table, seen, at)
        elif kind == "left":
            person = table.people[user]
            person.gone = True
            table.guild.remove_member(person.actor)
            # The bot asks the host in the thread; a host who never saw it (the thread deleted
            # meanwhile) sees the status wait on the departed member and hands the seat over.
            self._at(self.now + DAY, "left", (table.game_id, user))
        elif kind == "away":
            person = table.people[user]
            hours = rng.choice((2, 6, 12, 30))
            await self.ui.slash(person.actor, at.channel, "game away", until=f"{hours}h", **at.game)
            if rng.random() < 0.6:
                back = self.now + rng.uniform(0.2, 0.9) * hours * HOUR
                self._at(back, "back", (table.game_id, user))
        elif kind in ("resign", "undo"):
            person = table.people[user]
            await self.ui.slash(person.actor, at.channel, f"game {kind}", **at.game)

    async def _target(self, kind: str) -> tuple[Table, Seen, str] | None:
        """A game in progress where a fault of this kind can happen, as it is now, and the
        member it happens to (empty for the game's own faults); None if there is none."""
        rng = self.rng
        candidates = [t for t in self.tables.values() if t.ended is None]
        rng.shuffle(candidates)
        for table in candidates:
            seen = await self.observer.look(table.game_id)
            if seen.status != "active":
                continue
            self._follow_host(table, seen)
            if kind in ("archived", "deleted"):
                live = seen.thread_id is not None and seen.thread_id in self.env.backend.channels
                if live and seen.thread_id not in self.discord.archived:
                    return table, seen, ""
                continue
            if kind in ("cancel", "replace"):
                if not table.host.gone:  # the host does it (gone: nobody here hosts it)
                    return table, seen, ""
                continue
            members = [
                user
                for user in seen.humans.values()
                if not table.people.get(user, _GONE).gone
                and (kind != "left" or user != table.host.user)
            ]
            if members:
                return table, seen, rng.choice(sorted(members))
        return None

    async def _replace(self, table: Table, seen: Seen, at: Any) -> None:
        rng = self.rng
        offered = await self.ui.autocomplete(
            table.host.actor, at.channel, "game replace", "seat", "", **at.game
        )
        if not offered:
            return
        seat = rng.choice(offered)["value"]
        _, _, members = next(g for g in self.guilds if g[0] is table.guild)
        seated = set(seen.humans.values())
        free = [p for p in members if p.user not in seated and not p.gone]
        if free and rng.random() < 0.6:
            newcomer = rng.choice(free)
            table.people[newcomer.user] = newcomer
            await self.ui.slash(
                table.host.actor,
                at.channel,
                "game replace",
                seat=seat,
                **{"with": newcomer.actor},
                **at.game,
            )
        else:
            await self.ui.slash(table.host.actor, at.channel, "game replace", seat=seat, **at.game)

    async def _seat_of_departed(self, game_id: int, user: str) -> None:
        """A day after a member left: if their seat still waits for them, the host gives it
        to a computer with /game replace."""
        table = self.tables[game_id]
        if table.ended is not None:
            return
        seen = await self.observer.look(game_id)
        self._follow_host(table, seen)
        if table.host.gone:
            return
        seats = [p for p, u in seen.humans.items() if u == user]
        if seen.status != "active" or not seats:
            return
        self.dirty.add(game_id)
        at = self.people.place(table, seen)
        await self.ui.slash(table.host.actor, at.channel, "game replace", seat=seats[0], **at.game)

    async def _back(self, game_id: int, user: str) -> None:
        table = self.tables[game_id]
        person = table.people.get(user)
        seen = self.observer.seen.get(game_id)
        if person is None or person.gone or table.ended is not None or seen is None:
            return
        at = self.people.place(table, seen)
        await self.ui.slash(person.actor, at.channel, "game back", **at.game)

    async def _process_fault(self, kind: str) -> bool:
        """A bot restarted or killed, or one of its worker processes killed; False when
        there was none to do it to."""
        live = self.world.live()
        if not live:
            return False
        remote = self.rng.choice(live)
        if kind == "restart":
            stopped = await self.world.stop(remote)
            if not stopped:
                self.failures.add("close", f"{remote.name} did not stop when asked")
            await self._respawn(remote)
            return True
        if kind == "kill":
            self.world.arm_kill(remote, self.rng.randint(1, 40))
            return True
        try:
            pids = await self.world.command(remote, "pids")
        except Gone:
            return False
        found = pids.get(kind) or []
        if not found:
            return False  # not started yet (the pool starts its process on first use)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.rng.choice(found), signal.SIGKILL)
        return True

    async def _recover(self) -> None:
        """A bot process killed (or one whose kill is armed and still alive, killed now,
        idle): a new one on the same database."""
        for remote in list(self.world.remotes):
            if remote.alive and remote.kill_at is not None:
                remote.armed += 1
                if remote.armed > 3:  # it made too few calls since: killed now, idle
                    self.world.kill(remote)
            if not remote.alive and remote.name in self.shards and self._current(remote):
                if self.options.processes == 2:
                    self.dead_leases[remote.name] = time.monotonic()
                await self._respawn(remote)

    def _current(self, remote: Remote) -> bool:
        return not any(r.name == remote.name and r.alive for r in self.world.remotes)

    async def _respawn(self, remote: Remote) -> None:
        self.faulted = True
        self._merge(remote.figures)
        marked = await self._marked_gone()
        holders = {game_id: dict(seen.humans) for game_id, seen in self.observer.seen.items()}
        try:
            await self.world.spawn(remote.name, remote.shard_ids)
        except Gone as error:  # its start never settled, or it died starting: reported
            self.failures.add(
                "start",
                f"virtual day {self.now / DAY:.2f}: {str(error)[-2000:]}",
            )
            self.gave_up = True
        await self._check_departures(remote, marked, holders)

    async def _marked_gone(self) -> set[tuple[int, str]]:
        """The seats the bots marked as left the server (seats.left_server)."""
        rows = await self.storage._fetchall(
            "SELECT game_id, player FROM seats WHERE left_server = 1"
        )
        return {(int(r[0]), str(r[1])) for r in rows}

    async def _check_departures(
        self, remote: Remote, marked: set[tuple[int, str]], holders: dict[int, dict[str, str]]
    ) -> None:
        """A bot process started again marks as gone only members who left the server (its
        start-up check, cogs/admin.py on_ready). One that marks members still there hands
        their seats to computers, and may then play whole games out in its start: its member
        list is wrong (in the soak: the servers' members not given to the process)."""
        for game_id, player in sorted(await self._marked_gone() - marked):
            user = holders.get(game_id, {}).get(player)
            table = self.tables.get(game_id)
            person = table.people.get(user) if table is not None and user else None
            if person is not None and not person.gone:
                self.failures.add(
                    "departed",
                    f"{remote.name} started again at virtual day {self.now / DAY:.2f} marked"
                    f" game {game_id}'s seat {player} ({user}) as gone from the server;"
                    " the member is still there",
                )

    def _lock_database(self) -> asyncio.Future[None]:
        """Another connection holds the database's write lock for a moment (real time)."""
        hold = self.rng.uniform(0.2, 1.5)
        self.done_faults["db-lock"] += 1
        self.unsettled_faults += 1
        self.faulted = True
        if self.options.backend == "sqlite":
            started = threading.Event()

            def locker() -> None:
                db = sqlite3.connect(self.database, timeout=30)
                try:
                    db.execute("BEGIN IMMEDIATE")
                    started.set()
                    time.sleep(hold)
                    db.commit()
                finally:
                    started.set()
                    db.close()

            return asyncio.ensure_future(asyncio.to_thread(locker))

        async def pg_lock() -> None:
            import asyncpg

            conn = await asyncpg.connect(self.database)
            try:
                async with conn.transaction():
                    await conn.execute("LOCK TABLE actions IN SHARE ROW EXCLUSIVE MODE")
                    await asyncio.sleep(hold)
            finally:
                await conn.close()

        return asyncio.ensure_future(pg_lock())

    # ------------------------------------------------------------- checks
    def _image(self, drawn: dict[str, Any], channel: int) -> None:
        self.images += 1
        # Channel 0: an interaction's answer (ephemeral, or a DM's prompt edited in place).
        public = channel != 0 and channel not in self.env.backend.dm_channels.values()
        problem = checks.image_leak(drawn, public)
        if problem:
            self.failures.add("leak", problem)

    async def _checkpoint(self) -> None:
        """After a periodic check: the bots' figures, and with Discord quiet again, everyone
        awaited holds a live prompt, nothing leaked, no game waits on computers alone."""
        for remote in self.world.live():
            self._merge(remote.figures)
            held = (remote.figures.get("locks") or {}).get("held") or {}
            for game, seconds in held.items():
                self.failures.add(
                    "lock",
                    f"{remote.name}: game {game}'s lock held with nothing left to do"
                    f" ({seconds:.0f} virtual seconds)",
                )
        if not self.discord.quiet or self._leases_pending():
            return
        self.unsettled_faults = 0
        for game_id, table in self.tables.items():
            if table.ended is not None:
                continue
            seen = await self.observer.look(game_id)
            if seen.status != "active" or seen.thread_id in self.discord.archived:
                continue  # an archived thread: unarchived when the bot next posts there
            await self._check_prompts(table, seen)
            self._check_stall(seen, "after a periodic check")
        self._scan_leaks()
        for table in self.rng.sample(list(self.tables.values()), min(3, len(self.tables))):
            for problem in self.observer.spectator_leaks(table.game_id, self.rng):
                self.failures.add("leak", problem)

    def _leases_pending(self) -> bool:
        """A killed process's leases run out a minute after its death: its games wait."""
        now = time.monotonic()
        self.dead_leases = {n: t for n, t in self.dead_leases.items() if now - t < 65}
        return bool(self.dead_leases)

    async def _check_prompts(self, table: Table, seen: Seen) -> None:
        for player in seen.awaited:
            user = seen.humans.get(player)
            if user is None or not seen.may_act.get(player):
                continue
            person = table.people.get(user)
            if person is not None and person.gone:
                continue  # a member who left: the host was asked
            stored = await self.storage.get_message(table.game_id, "prompt", player)
            problem = checks.live_prompt(self.ui, stored, seen.keys[player], seen.thread_id)
            if problem:
                self.failures.add(
                    "unprompted",
                    f"game {table.game_id} ({table.kind}) seat {player}: {problem}"
                    f" (virtual day {self.now / DAY:.2f})",
                )

    def _check_stall(self, seen: Seen, when: str) -> None:
        computers = seen.awaited and all(p in seen.computers for p in seen.awaited)
        if seen.status == "active" and computers:
            self.stalls[seen.game_id] += 1
            self.failures.add(
                "stall",
                f"game {seen.game_id} ({seen.kind}) waits on computers only"
                f" ({', '.join(seen.awaited)}) {when} (virtual day {self.now / DAY:.2f})",
            )

    def _scan_leaks(self) -> None:
        """Every message since the last scan: a public one may hold no seat's private line, a
        DM none of a seat its reader never held."""
        backend = self.env.backend
        threads = {
            s.thread_id: s.game_id for s in self.observer.seen.values() if s.thread_id is not None
        }
        dms = {channel: user for user, channel in backend.dm_channels.items()}
        foreign: dict[tuple[int, str | None], set[str]] = {}
        games_of: dict[str, list[int]] = {}
        for game_id, mine in self.observer.lines.items():
            for member in mine.by_member:
                games_of.setdefault(member, []).append(game_id)
        for channel_id, messages in backend.messages.items():
            last = self.seen_messages.get(channel_id, 0)
            # Newest first, as far as the last scan (the backend keeps them in posting order).
            newest = reversed(messages.values())
            fresh = list(itertools.takewhile(lambda m, last=last: m.id > last, newest))[::-1]
            if not fresh:
                continue
            self.seen_messages[channel_id] = max(m.id for m in fresh)
            if channel_id in threads:
                reader, games = None, [threads[channel_id]]
            elif channel_id in dms:
                reader = str(dms[channel_id])
                games = games_of.get(reader, [])
            else:
                continue  # the lobbies' channels: no game's secret is ever near them
            if not games:
                continue
            for message in fresh:
                if message.is_ephemeral and reader is None:
                    continue  # an answer to its asker only
                text = _words(message)
                if reader is not None:
                    # A DM names its game in its first line ("**Game #12** (thread: ...)").
                    named = re.search(r"#(\d+)\*\*", (message.content or "").split("\n", 1)[0])
                    if named is None or int(named[1]) not in games:
                        continue
                    # That game only (not the reader's others: the next DM may name another).
                    checked = [int(named[1])]
                else:
                    checked = games
                for game_id in checked:
                    if (game_id, reader) not in foreign:
                        foreign[(game_id, reader)] = self.observer.foreign_lines(game_id, reader)
                    for line in foreign[(game_id, reader)]:
                        if line and line in text.splitlines():
                            where = f"a DM to {reader}" if reader else "a public post"
                            self.failures.add(
                                "leak",
                                f"game {game_id}: {where}"
                                f" shows another seat's line {line!r}"
                                f" (message {message.id}: {text[:300]!r})",
                            )

    async def _final_checks(self) -> None:
        await self.env.settle()
        for remote in self.world.live():
            with contextlib.suppress(Gone):
                await self.world.command(remote, "settle")
            self._merge(remote.figures)
        logs = {game_id: await self.storage.actions(game_id) for game_id in self.tables}
        self.ledger, wrong = checks.ledger(self.world.acks, self.ui.intents, logs)
        for problem in wrong:
            kind = "lost" if "not in the log" in problem else "doubled"
            if "told refused" in problem:
                kind = "refused but stored"
            self.failures.add(kind, problem)
        self.moves = sum(len(log) for log in logs.values())
        for table in self.tables.values():
            if table.ended is not None and table.ended - table.started > self.options.days * DAY:
                self.failures.add("slow", f"game {table.game_id} took {table.ended / DAY:.1f} days")
        for problem in self.ui.unanswered:
            self.failures.add("unanswered", problem)
        for problem in self.world.world_errors:
            self.failures.add("world", problem)
        longest, game = self.locks["longest_virtual"]
        if longest > checks.LOCK_BOUND:
            self.failures.add(
                "lock", f"game {game}'s lock was held across {longest:.0f} virtual seconds"
            )
        for key, n in self.errors.items():
            if "unexpected error" in key:
                self.failures.add("error", f"{n} x {key}")
        self._scan_leaks()

    def _merge(self, figures: dict[str, Any]) -> None:
        self.cpu[figures.get("name", "?")] = figures.get("cpu", 0.0)
        locks = figures.get("locks") or {}
        for slow in locks.get("slow") or []:
            if slow not in self.slow_holds:
                self.slow_holds = sorted([*self.slow_holds, slow], reverse=True)[:8]
        self.locks["max_wait"] = max(self.locks["max_wait"], locks.get("max_wait", 0.0))
        self.locks["max_hold"] = max(self.locks["max_hold"], locks.get("max_hold", 0.0))
        longest = tuple(locks.get("longest_virtual") or (0.0, 0))
        if longest[0] > self.locks["longest_virtual"][0]:
            self.locks["longest_virtual"] = longest
        for key, n in (figures.get("errors") or {}).items():
            self.errors[key] = max(self.errors[key], n)
        for sample in figures.get("error_samples") or []:
            if sample not in self.error_samples and len(self.error_samples) < 30:
                self.error_samples.append(sample)

    async def _close(self) -> None:
        world = getattr(self, "world", None)
        if world is not None:
            await world.close()
        storage = getattr(self, "storage", None)
        if storage is not None:
            await storage.close()
        await self.env.shutdown()
        if self.options.backend == "postgresql" and getattr(self, "database", None):
            await _drop(self.options.database_url, self.database)

    # ------------------------------------------------------------- report
    def _report(self) -> Report:
        tables = self.tables.values()
        over = sum(1 for t in tables if t.ended is not None and not t.cancelled)
        cancelled = sum(1 for t in tables if t.cancelled)
        acks = [a.latency for a in self.world.acks.values() if a.moves and not a.refused]
        hit = dict(self.discord.hit) if hasattr(self, "discord") else {}
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.done_faults.items()))
        if self.skipped_faults:
            missed = ", ".join(f"{k} {n}" for k, n in sorted(self.skipped_faults.items()))
            kinds += f"; nowhere to happen: {missed}"
        ledger = getattr(self, "ledger", Counter())
        days = max((t.ended or self.now) - t.started for t in tables) / DAY if tables else 0
        summary = (
            f"soak {self.options.backend} x{self.options.processes}: {len(self.tables)} games"
            f" ({over} over, {cancelled} cancelled), faults {sum(self.done_faults.values())}"
            f" ({kinds}), moves {getattr(self, 'moves', 0)} ({ledger.get('acked', 0)} by"
            f" members, lost {ledger.get('lost', 0)}, doubled {ledger.get('doubled', 0)}),"
            f" longest wait {self.locks['max_wait'] * 1000:.0f} ms, p95 ack"
            f" {checks.percentile(acks, 95) * 1000:.0f} ms, longest game {days:.1f} virtual"
            f" days, wall {self.wall:.0f} s"
        )
        figures = {
            "paths": dict(self.people.tally.paths) if hasattr(self, "people") else {},
            "refused": dict(self.people.tally.refused) if hasattr(self, "people") else {},
            "faults": dict(self.done_faults),
            "skipped_faults": dict(self.skipped_faults),
            "discord_hits": hit,
            "images": self.images,
            "doubles": self.ui.doubles if hasattr(self, "ui") else 0,
            "interactions": self.ui.sent if hasattr(self, "ui") else 0,
            "locks": {**self.locks, "slow": self.slow_holds},
            "errors": dict(self.errors),
            "error_samples": self.error_samples,
            "ledger": dict(ledger),
            "cpu": {**self.cpu, "world": _own_cpu()},
        }
        return Report(self.options, self.failures, summary, figures)


def _own_cpu() -> float:
    import resource

    me = resource.getrusage(resource.RUSAGE_SELF)
    return me.ru_utime + me.ru_stime


class _Gone:
    gone = True


_GONE = _Gone()


def _words(message: Any) -> str:
    """Everything a reader sees of a message: its text, embeds, components' labels and
    options, and its attachments' descriptions (alt text)."""
    parts = [message.content or ""]
    parts += [json.dumps(e, ensure_ascii=False) for e in message.embeds or []]
    parts += [json.dumps(c, ensure_ascii=False) for c in message.components or []]
    for attachment in getattr(message, "attachments", None) or []:
        description = getattr(attachment, "description", None)
        if description is None and isinstance(attachment, dict):
            description = attachment.get("description")
        parts.append(description or "")
    return "\n".join(parts)


async def _drop(admin_url: str | None, url: str) -> None:
    from urllib.parse import urlsplit

    import asyncpg

    if not admin_url:
        return
    name = urlsplit(url).path.lstrip("/")
    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def soak(options: Options) -> Report:
    return await Soak(options).run()
