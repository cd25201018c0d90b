"""One bot process of the soak: `python -m tests.soak.botchild SOCKET` (the world starts it
with `entry`).

The real bot (bot.core.create_bot) runs here under simcord, as in the tests, except that the
simulated Discord is not in this process: it lives in the soak's driving process
(tests/soak/world.py), which any number of bot processes share, and which outlives them (a bot
killed with SIGKILL finds every message where it left it when it starts again, as with the real
Discord). simcord still runs the bot here (its clock, its settling, its gateway parsing); only
its REST calls are sent to the world, and the world's gateway events are fed in here.

What the world asks for (one at a time): `settle` (every piece of the bot's work done or
waiting on its virtual clock, with the locks' figures), `advance` (the virtual clock moved on),
`tick` (the cadence's periodic check), `pids` (the thinking and renderer processes), `close`.
Each REST call made while answering an interaction carries the moves the bot stored for that
interaction, so the world knows which moves a member was told about, at the instant they were.
"""

from __future__ import annotations

import asyncio
import contextvars
import faulthandler
import logging
import os
import resource
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import discord
import simcord
from simcord.backend.errors import BackendError
from simcord.gateway import ShardRouter
from simcord.http import client as simcord_client
from simcord.http import router

from bot import errors as bot_errors
from bot.children import ChildPool
from bot.core import create_bot
from bot.renderer import RENDERER
from bot.sessions import Sessions
from bot.settings import Settings
from bot.storage import Storage
from tests.soak import standin, wire

log = logging.getLogger("soak.child")


@dataclass
class Answering:
    """The interaction being answered in this task: the moves stored for it so far, and
    whether its answer is a refusal (the central error handler's)."""

    interaction: int
    moves: list[tuple[int, int, str, Any, str | None]] = field(default_factory=list)
    refused: bool = False


ANSWERING: contextvars.ContextVar[Answering | None] = contextvars.ContextVar(
    "answering", default=None
)


class Locks:
    """How long each game's lock was waited for and held (real seconds, and virtual ones:
    a lock held while the clock moves on is held across a wait for Discord or time)."""

    def __init__(self, clock: Any) -> None:
        self.clock = clock
        self.held: dict[int, float] = {}  # game -> virtual time taken
        self.max_wait = 0.0
        self.max_hold = 0.0
        self.max_hold_virtual = 0.0
        self.longest: tuple[float, int] = (0.0, 0)  # virtual seconds, game
        self.taken = 0
        self.slow: list[str] = []  # the longest holds (real time): who held the lock, doing what

    @asynccontextmanager
    async def measure(self, game_id: int, original: Any) -> AsyncIterator[None]:
        start = time.perf_counter()
        async with original:
            got = time.perf_counter()
            self.max_wait = max(self.max_wait, got - start)
            since = self.clock()
            self.held[game_id] = since
            self.taken += 1
            try:
                yield
            finally:
                self.held.pop(game_id, None)
                hold = time.perf_counter() - got
                if hold > max(1.0, self.max_hold):
                    self.slow = [f"{hold:.1f} s, game {game_id}: {_holder()}", *self.slow][:5]
                self.max_hold = max(self.max_hold, hold)
                virtual = self.clock() - since
                if virtual > self.longest[0]:
                    self.longest = (virtual, game_id)

    def figures(self) -> dict[str, Any]:
        now = self.clock()
        return {
            "taken": self.taken,
            "max_wait": self.max_wait,
            "max_hold": self.max_hold,
            "longest_virtual": self.longest,
            "held": {game: now - since for game, since in self.held.items()},
            "slow": self.slow,
        }


def _holder() -> str:
    """The coroutines of the task holding a lock, outermost first (where it was held)."""
    task = asyncio.current_task()
    if task is None:
        return "?"
    names = []
    coro: Any = task.get_coro()
    while coro is not None and len(names) < 12:
        names.append(getattr(coro, "__qualname__", type(coro).__name__))
        coro = getattr(coro, "cr_await", None) or getattr(coro, "ag_await", None)
    return " > ".join(names)


class Errors(logging.Handler):
    """The bot's errors, counted (the world reports them with the seed)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: Counter[str] = Counter()
        self.samples: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        key = f"{record.name}: {record.msg}"
        self.seen[key] += 1
        if len(self.samples) < 20:
            text = record.getMessage()
            if record.exc_info and record.exc_info[1] is not None:
                text += " | " + "".join(traceback.format_exception(*record.exc_info))[-1500:]
            self.samples.append(text)


class Link:
    """This end of the wire: REST calls sent and answered, events and commands received."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.calls: dict[int, asyncio.Future[Any]] = {}
        self.next_id = 0
        self.commands: asyncio.Queue[tuple[Any, ...]] = asyncio.Queue()
        self.events: list[tuple[str, Any]] = []  # until the bot's gateway is attached
        self.feed: Any = None

    async def http(
        self,
        method: str,
        path: str,
        json: Any,
        params: Any,
        files: list[Any],
        reason: str | None,
    ) -> Any:
        """One REST call, as discord.py makes it: a 429 waits and tries again, a 5xx too, up
        to five tries (then DiscordServerError); other refusals raise at once."""
        sent = [(f.filename, getattr(f, "description", None), f.fp.read()) for f in files or []]
        for attempt in range(TRIES):
            outcome, value = await self._call(method, path, json, params, sent, reason)
            if outcome == "ok":
                return value
            if outcome != "error":
                raise RuntimeError(f"the world refused {method} {path}: {value}")
            status, code, text = value
            if (status == 429 or status >= 500) and attempt < TRIES - 1:
                await asyncio.sleep(0)  # discord.py waits; here the world's clock stands still
                continue
            if status >= 500:
                raise discord.DiscordServerError(_Response(status), {"code": code, "message": text})
            simcord_client._raise_for(BackendError(status, code, text))
        raise AssertionError("unreachable")

    async def _call(
        self, method: str, path: str, json: Any, params: Any, sent: list[Any], reason: Any
    ) -> tuple[str, Any]:
        self.next_id += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.calls[self.next_id] = future
        answering = ANSWERING.get()
        acked = None
        if answering is not None and path.startswith(("/interactions/", "/webhooks/")):
            acked = (answering.interaction, list(answering.moves), answering.refused)
        wire.send(
            self.writer,
            ("http", self.next_id, method, path, json, params, sent, reason, acked),
        )
        result: tuple[str, Any] = await future
        return result

    async def read(self) -> None:
        while (message := await wire.receive(self.reader)) is not None:
            kind = message[0]
            if kind == "reply":
                future = self.calls.pop(message[1])
                if not future.done():
                    future.set_result((message[2], message[3]))
            elif kind == "event":
                self.event(message[1], message[2])
            else:
                await self.commands.put(message)
        # The world is gone (ended, or killed by hand): so is this process, with its thinking
        # and renderer processes (its own process group), which would otherwise stay behind.
        os.killpg(os.getpgrp(), signal.SIGKILL)

    def event(self, name: str, payload: Any) -> None:
        if self.feed is None:
            self.events.append((name, payload))
            return
        token = None
        if name == "INTERACTION_CREATE":
            # The tasks the parser starts for it inherit this: what they store is its moves.
            token = ANSWERING.set(Answering(int(payload["id"])))
        try:
            self.feed(name, payload)
        except Exception:
            log.exception("could not feed %s", name)
        finally:
            if token is not None:
                ANSWERING.reset(token)

    def attached(self, feed: Any) -> None:
        self.feed = feed
        pending, self.events = self.events, []
        for name, payload in pending:
            self.event(name, payload)


LINK: Link | None = None
TRIES = 5  # discord.py's tries of a rate-limited or failing call


class _Response:
    """Enough of an HTTP response for discord.py's exceptions."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "Service Unavailable"
        self.headers: dict[str, str] = {}


def _link() -> Link:
    assert LINK is not None
    return LINK


async def _http_request(self: Any, route: Any, *, files: Any = None, form: Any = None, **kw: Any):
    json = kw.get("json")
    file_list = list(files or [])
    if form is not None:
        payload, file_list = router.parse_form(list(form), file_list)
        if payload is not None:
            json = payload
    path = simcord_client._path_of(route.url)
    return await _link().http(
        route.method, path, json, kw.get("params"), file_list, kw.get("reason")
    )


async def _webhook_request(
    self: Any,
    route: Any,
    session: Any,
    *,
    payload: Any = None,
    multipart: Any = None,
    files: Any = None,
    params: Any = None,
    **kw: Any,
) -> Any:
    json = payload
    file_list = list(files or [])
    if multipart:
        parsed, file_list = router.parse_form(multipart, file_list)
        if parsed is not None:
            json = parsed
    path = simcord_client._path_of(route.url)
    return await _link().http(route.method, path, json, params, file_list, kw.get("reason"))


def _virtual_only(self: Any, record: Any, callback: Any, args: Any, context: Any) -> None:
    """A timer fires when the virtual clock reaches it, never on the real clock."""


def install(guilds: list[dict[str, Any]], locks: Locks) -> None:
    """Point simcord's REST at the world, feed the world's guilds after READY, count the
    bot's locks and note its stored moves and refusals."""
    # The bot's clock moves only when the world moves it (every process alike): simcord's
    # fallback that fires a virtual timer after as many real seconds is off.
    simcord.Env._schedule_timer = _virtual_only  # type: ignore[method-assign]
    simcord_client.FakeHTTPClient.request = _http_request  # type: ignore[method-assign]
    simcord_client.FakeWebhookAdapter.request = _webhook_request  # type: ignore[method-assign]

    identify = ShardRouter.identify

    def identify_with_guilds(self: Any, shard_id: int, *, replay_guilds: bool = False) -> None:
        identify(self, shard_id, replay_guilds=replay_guilds)
        for payload in guilds:
            if (int(payload["id"]) >> 22) % self.shard_count == shard_id:
                self.gateways[shard_id].feed("GUILD_CREATE", payload)

    ShardRouter.identify = identify_with_guilds  # type: ignore[method-assign]

    # simcord's gateway inlines in GUILD_CREATE only the members the real one would; the rest
    # a real bot gets by chunking, which this process's own (empty) backend cannot answer, so
    # a bot started again found every seated member gone (cogs/admin.py on_ready). Its first
    # chunk of each server is the members the world had when it started this process.
    members_of = {int(p["id"]): list(p.get("members") or []) for p in guilds}

    async def chunk(self: discord.Guild, *, cache: bool = True) -> list[discord.Member]:
        for data in members_of.pop(self.id, []):
            if self.get_member(int(data["user"]["id"])) is None:
                self._add_member(discord.Member(data=data, guild=self, state=self._state))
        self._member_count = len(self._members)
        return list(self.members)

    discord.Guild.chunk = chunk  # type: ignore[assignment,method-assign]

    hold = Sessions.hold

    def measured(self: Sessions, game_id: int) -> Any:
        return locks.measure(game_id, hold(self, game_id))

    Sessions.hold = measured  # type: ignore[method-assign]

    append = Storage.append_action

    async def noted(self: Storage, game_id: int, seq: int, player: str, action: Any, **kw: Any):
        result = await append(self, game_id, seq, player, action, **kw)
        answering = ANSWERING.get()
        if answering is not None:
            answering.moves.append((game_id, seq, player, action, kw.get("actor")))
        return result

    Storage.append_action = noted  # type: ignore[method-assign]

    send_ephemeral = bot_errors.send_ephemeral

    async def refusing(interaction: discord.Interaction, text: str) -> None:
        answering = ANSWERING.get()
        if answering is not None:
            answering.refused = True
        await send_ephemeral(interaction, text)

    bot_errors.send_ephemeral = refusing


def prepare_images(labels: str | None) -> None:
    import render
    import render.prompt

    render.board_png = standin.board_png  # type: ignore[attr-defined]
    render.scores_png = standin.scores_png  # type: ignore[attr-defined]
    render.prompt.prompt_png = standin.prompt_png  # type: ignore[assignment]
    if labels:
        standin.use_labels(labels)


def settings(config: dict[str, Any]) -> Settings:
    base = Settings(
        token=None,
        db_path=config["db_path"],
        database_url=config["database_url"],
        cpu_delay=0.0,
        cadence_interval=0,  # the world ticks it
        warm_renderer=False,  # started below, with the stand-in images
        think_processes=config["think_processes"],
        catalogs_apart=True,  # compiled once, then read from the cache at every start
        seed=config["seed"],
        # Retried at once: a retry sleeping on the virtual clock under a game's lock would
        # leave whoever waits for the lock unsettled until the world moves the clock.
        retry_delays=(0.0, 0.0),
        gc_freeze=False,
    )
    if config["shard_count"] is not None:
        base = replace(
            base, shard_count=config["shard_count"], shard_ids=tuple(config["shard_ids"])
        )
    return base


class Child:
    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.bot = create_bot(settings(config))
        # Members come with each server's GUILD_CREATE and its first chunk (install); there is
        # no gateway to ask for more.
        self.bot._connection._chunk_guilds = False
        self.env = simcord.Env(self.bot, settle_timeout=config["guard"], check_errors=False)
        backend = self.env.backend
        backend.bot_user = config["bot_user"]
        backend.users[config["bot_user"].id] = config["bot_user"]
        backend.application_id = config["application_id"]
        backend.clock.elapsed = config["elapsed"]
        self.locks = Locks(lambda: backend.clock.elapsed)
        self.errors = Errors()
        logging.getLogger().addHandler(self.errors)

    async def start(self) -> None:
        settle = self.env._settle_internal
        guard = self.config["guard"]

        async def patient(**kwargs: Any) -> None:
            # Attaching gives the bot 5 s to settle: a start resuming hundreds of games
            # (their REST calls crossing to the world) on a loaded machine needs more.
            if kwargs.get("timeout") is not None:
                kwargs["timeout"] = max(kwargs["timeout"], guard)
            await settle(**kwargs)

        self.env._settle_internal = patient  # type: ignore[method-assign]
        await self.env.start()
        _link().attached(self.env._gateway_feed)
        await self.env.settle()
        if self.config["renderer"]:
            await ChildPool.start(RENDERER)  # a process of its own, no warming up

    def in_bot(self, coro: Any) -> None:
        with self.env._bot_scope():
            asyncio.get_running_loop().create_task(coro)

    async def command(self, name: str, args: Any) -> Any:
        if name == "settle":
            await self.env.settle()
            return self.figures()
        if name == "advance":
            await self.env.advance_time(args)
            return self.figures()
        if name == "tick":
            self.in_bot(self.bot.cadence.tick())
            await self.env.settle()
            return self.figures()
        if name == "pids":
            return {"thinking": _pids(self.bot.thinking), "renderer": _pids(RENDERER)}
        if name == "close":
            await self.close()
            return None
        raise ValueError(name)

    def figures(self) -> dict[str, Any]:
        me, children = (
            resource.getrusage(resource.RUSAGE_SELF),
            resource.getrusage(resource.RUSAGE_CHILDREN),
        )
        return {
            "cpu": me.ru_utime + me.ru_stime,
            "cpu_children": children.ru_utime + children.ru_stime,
            "locks": self.locks.figures(),
            "errors": dict(self.errors.seen),
            "error_samples": list(self.errors.samples),
        }

    async def close(self) -> None:
        self.in_bot(self.bot.close())
        await self.env.settle()
        await self.env.shutdown()
        RENDERER.stop()


def _pids(pool: ChildPool) -> list[int]:
    executor = pool._pool
    processes = getattr(executor, "_processes", None) or {}
    return sorted(processes)


def dump_tasks() -> None:
    """Every task of this process with where it waits (SIGUSR2, by hand: a bot that does not
    settle); SIGUSR1 dumps every thread's stack (faulthandler)."""
    tasks = asyncio.all_tasks()
    print(f"--- {len(tasks)} tasks at {time.strftime('%H:%M:%S')}", file=sys.stderr)
    for task in tasks:
        # Every coroutine it awaits, outermost first (a task's own stack shows only the first).
        where = []
        coro: Any = task.get_coro()
        while coro is not None and len(where) < 30:
            frame = getattr(coro, "cr_frame", None) or getattr(coro, "ag_frame", None)
            name = getattr(coro, "__qualname__", type(coro).__name__)
            where.append(f"{name}:{frame.f_lineno}" if frame is not None else name)
            coro = getattr(coro, "cr_await", None) or getattr(coro, "ag_await", None)
        waiting = getattr(task, "_fut_waiter", None)
        print(
            f"{task.get_name()}: {' > '.join(where)} | waits on {waiting!r}"[:2000], file=sys.stderr
        )
    sys.stderr.flush()


async def main(path: str) -> None:
    global LINK
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR2, dump_tasks)
    reader, writer = await asyncio.open_unix_connection(path)
    hello = await wire.receive(reader)
    assert hello is not None and hello[0] == "hello"
    config: dict[str, Any] = hello[1]
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    os.environ["WHISTLESTOP_CPU_THINK_MS"] = str(config["think_ms"])
    prepare_images(config.get("labels"))
    LINK = Link(reader, writer)
    child = Child(config)
    install(config["guilds"], child.locks)
    reading = asyncio.get_running_loop().create_task(LINK.read())
    await child.start()
    wire.send(writer, ("ready", os.getpid()))
    while True:
        _, number, name, args = await LINK.commands.get()
        try:
            result = ("ok", await child.command(name, args))
        except Exception as error:
            result = ("failed", f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
        wire.send(writer, ("done", number, result))
        await writer.drain()
        if name == "close":
            break
    reading.cancel()
    writer.close()


def entry(path: str) -> None:
    """The process's start. The world starts it with `python -c` rather than `-m`: the thinking
    and renderer processes, spawned, would otherwise import this module (and the whole bot) as
    their `__main__` each time one starts, a second of CPU each."""
    if os.environ.get("SOAK_PROFILE"):  # where to write a profile of this process (by hand)
        import cProfile

        # CPU time, not wall time: on a shared machine the wall is mostly others' work.
        profile = cProfile.Profile(time.process_time)
        try:
            profile.runcall(asyncio.run, main(path))
        finally:
            profile.dump_stats(f"{os.environ['SOAK_PROFILE']}.{os.getpid()}")
    else:
        asyncio.run(main(path))


if __name__ == "__main__":
    entry(sys.argv[1])
