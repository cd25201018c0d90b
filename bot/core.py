"""The Whistlestop bot: a commands.Bot that owns storage, sessions and the game flow."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import random
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import plugins, stopping
from bot.announce import Announcer
from bot.broken import BrokenLogs
from bot.cadence import Cadence
from bot.closing import Closer
from bot.effects import Effects
from bot.errors import handle_interaction_error
from bot.flow import Flow
from bot.leases import Leases
from bot.letters import Letters
from bot.login import login
from bot.poster import Poster
from bot.readers import Readers
from bot.renderer import RENDERER
from bot.seats import Seats
from bot.sessions import Sessions
from bot.settings import Settings, load_settings
from bot.status import StatusBoard
from bot.storage import Storage
from bot.table import ALLOWED_MENTIONS
from bot.thinking import Thinking
from bot.translation import CatalogTranslator
from bot.ui import GameButton, GameSelect, Handler
from bot.waits import Waits
from bot.weblinks import WebLinks
from text import CATALOGS, DEFAULT, LANGUAGES

log = logging.getLogger("whistlestop")

# What runs beside the bot in its process, given the bot once it is set up (bot/__main__.py).
Beside = Callable[["WhistlestopBot"], contextlib.AbstractAsyncContextManager[object]]

# The youngest generation is collected after this many new container objects (Python's default
# is 700): a move allocates thousands (views, events, rows), so the default collects several
# times per move for nothing. Not much more, and the middle generation after fewer young
# collections than the default ten: it gathers their survivors (the games' states grow with
# every move) and walking them stalls the loop: 5,000 x 10 took 30-38 ms in bench_thinking,
# 2,000 x 5 at most 7 ms.
GC_YOUNG_THRESHOLD = 2_000
GC_MIDDLE_THRESHOLD = 5


def freeze_modules() -> None:
    """Before connecting (nothing waits on the bot yet, so a full collection stalls nobody):
    collect, then freeze what is left (modules, the catalog, the engines' data)."""
    gc.collect()
    gc.freeze()


def settle_memory() -> None:
    """Once ready: what is alive now lives as long as the process (discord.py's caches of
    servers, channels and members, the games resumed). Frozen out of the collector, a full
    collection walks only what came since (the games in memory), not all of it each time.
    Only the young generations are collected first: a full collection here would stall the
    bot for as long as it takes to walk those caches, and what the start-up left in the old
    generation is little (freeze_modules collected before connecting)."""
    gc.collect(1)
    gc.freeze()
    *_, old = gc.get_threshold()
    gc.set_threshold(GC_YOUNG_THRESHOLD, GC_MIDDLE_THRESHOLD, old)


class WhistlestopBot(commands.Bot):
    """The bot and its services, each with one job (set up in `setup_hook`):
    storage, sessions (load/apply/commit), flow (the turn loop), effects (a move's posts),
    prompts, announcer, waits (who is awaited, when due), cadence (reminders, deadlines, the
    periodic check), pins (the pinned status message), seats (hand-overs, away)."""

    storage: Storage
    sessions: Sessions
    flow: Flow
    prompts: Letters
    announcer: Announcer
    poster: Poster
    effects: Effects
    leases: Leases
    waits: Waits
    cadence: Cadence
    broken_logs: BrokenLogs
    pins: StatusBoard
    seats: Seats
    readers: Readers
    thinking: Thinking
    links: WebLinks

    def __init__(self, settings: Settings, **options: Any) -> None:
        intents = discord.Intents.default()
        intents.members = settings.members_intent  # to notice members who leave
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=ALLOWED_MENTIONS,
            **options,
        )
        self.settings = settings
        self.component_handlers: dict[str, Handler] = {}
        self._started = False
        # The one clock for waits, reminders and deadlines. discord.utils.utcnow is what
        # simcord's controllable clock drives in tests; a test may also set its own.
        self.clock: Callable[[], datetime] = discord.utils.utcnow
        self._resumed = False
        self._warming: asyncio.Task[None] | None = None
        self._compiling: asyncio.Task[None] | None = None
        self._setting_up: asyncio.Task[Any] | None = None
        self.seeds: random.Random = (
            random.SystemRandom() if settings.seed is None else random.Random(settings.seed)
        )
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        # The task starting the bot: close() cancels it while it runs, whatever it waits for.
        self._setting_up = asyncio.current_task()
        try:
            await self._set_up()
        finally:
            self._setting_up = None

    async def _set_up(self) -> None:
        # Every language's catalog compiled in a child process (about 5 s of CPU), while the
        # rest starts; the event loop only takes in the result (text/catalogs.py).
        self._compiling = (
            CATALOGS.prepare_elsewhere()
            if self.settings.catalogs_apart
            else asyncio.get_running_loop().create_task(asyncio.to_thread(CATALOGS.prepare))
        )
        self.storage = await stopping.opened(Storage.open(self.settings.database))
        self._started = True
        # Computer players choose in child processes (bot/thinking.py), spawned on first use.
        self.thinking = Thinking(self.settings.think_processes)
        if self.settings.think_processes != 0:
            await self.thinking.start()
        self._wire()
        await self.readers.load()
        self.add_dynamic_items(GameButton, GameSelect)
        # Commands are described in English as their modules are imported: English comes
        # first from the child, the event loop free meanwhile (else compiled here, stalled).
        await CATALOGS.ready(DEFAULT)
        # Every module under cogs/ with a setup() is an extension; games register a PLUGIN.
        for name in plugins.discover():
            await self.load_extension(name)
        if self.settings.warm_renderer:
            self._warming = asyncio.get_running_loop().create_task(self._warm_renderer())
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.sync_commands:
            await self._sync()
        if self.settings.gc_freeze:
            freeze_modules()

    def starting_tasks(self) -> list[asyncio.Task[Any] | None]:
        """The tasks of the start still running: the set-up (not the caller's own), the
        catalogs' compiling, the renderer's warm-up (bot/stopping.py)."""
        own = self._setting_up is asyncio.current_task()
        return [None if own else self._setting_up, self._compiling, self._warming]

    def _wire(self) -> None:
        """Every service gets what it uses by its constructor, built in order: each uses only
        services built before it, and none reaches the others through the bot. The turn loop
        (flow) comes after the services that post and before the cadence and the seats that
        make moves through it; what it uses calls nothing back (docs/architecture.md)."""
        settings, storage = self.settings, self.storage
        # The one clock, read at each call: a test may set the bot's own.
        clock = lambda: self.clock()  # noqa: E731
        self._wire_posting(clock)
        leases, readers, prompts, pins = self.leases, self.readers, self.prompts, self.pins
        self.broken_logs = BrokenLogs(client=self, storage=storage)
        sessions = self.sessions = Sessions(
            storage,
            shared=settings.shared,  # other processes run other shards on this database
            capacity=settings.cache_games,
            idle_seconds=settings.cache_idle,
            # A game whose effects failed for now stays in memory until they are carried out.
            keep=self.effects.pending.__contains__,
            on_broken=self.broken_logs.found,
        )
        self.waits = Waits(storage=storage, clock=clock)
        self.flow = Flow(
            client=self,
            storage=storage,
            sessions=sessions,
            leases=leases,
            thinking=self.thinking,
            prompts=prompts,
            waits=self.waits,
            effects=self.effects,
            closer=self.closer,
            cpu_delay=settings.cpu_delay,
        )
        self.cadence = Cadence(
            client=self,
            storage=storage,
            sessions=sessions,
            leases=leases,
            readers=readers,
            pins=pins,
            waits=self.waits,
            flow=self.flow,
            letters=prompts,
            clock=clock,
            interval=settings.cadence_interval,
        )
        self.seats = Seats(
            client=self,
            storage=storage,
            readers=readers,
            prompts=prompts,
            poster=self.poster,
            pins=pins,
            closer=self.closer,
            after=self.flow.after,
        )
        self.flow.owed_hooks.append(self.seats.ask_owed)

    def _wire_posting(self, clock: Callable[[], datetime]) -> None:
        """The services that post: the lease, the readers' languages, the poster, the prompts,
        the announcer, the pin, and the effects that use them after each move."""
        settings, storage = self.settings, self.storage
        leases = self.leases = Leases(storage, shared=settings.shared)
        readers = self.readers = Readers(storage)
        poster = self.poster = Poster(
            client=self, storage=storage, leases=leases, retry_delays=settings.retry_delays
        )
        # The prompts, and the DMs that wait for a member's morning (bot/letters.py).
        prompts = self.prompts = Letters(
            client=self, storage=storage, readers=readers, poster=poster, clock=clock
        )
        self.closer = Closer(client=self, storage=storage, readers=readers, prompts=prompts)
        links = self.links = WebLinks(storage, settings.public_url)
        self.announcer = Announcer(
            storage=storage,
            readers=readers,
            prompts=prompts,
            leases=leases,
            poster=poster,
            links=links,
        )
        self.pins = StatusBoard(
            client=self, storage=storage, clock=clock, poster=poster, links=links
        )
        self.effects = Effects(
            storage=storage,
            leases=leases,
            poster=poster,
            announcer=self.announcer,
            prompts=prompts,
            pins=self.pins,
            closer=self.closer,
        )

    async def _warm_renderer(self) -> None:
        # Images are drawn in a process of their own, warmed up there (bot/renderer.py) once
        # the catalogs are compiled: it reads them then instead of compiling them again.
        try:
            await RENDERER.start(LANGUAGES, after=self._compiling)
        except Exception:  # an image drawn slowly later is better than a bot that fails to start
            log.exception("could not prepare the board renderer")

    async def _sync(self) -> None:
        if self.settings.dev_guild:
            guild = discord.Object(id=self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            # Computer players whose turn it was when the bot stopped move again.
            await self.flow.resume_all()
            self.cadence.start()
            if self.application_id is not None:
                from bot.invite import invite_url

                log.info("Connected. Invite the bot with: %s", invite_url(self.application_id))
            if self.settings.gc_freeze:
                settle_memory()

    @property
    def started(self) -> bool:
        """Whether setup_hook opened storage and built the services."""
        return self._started

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Every interaction tells us the member's language, for DMs sent later without one.
        if self._started:
            self.readers.seen(str(interaction.user.id), interaction.locale)

    def register_component(self, kind: str, handler: Handler) -> None:
        self.component_handlers[kind] = handler

    async def _on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await handle_interaction_error(interaction, error)

    async def close(self) -> None:
        """Stop everything the bot started, from any point of its start or its run, within
        `stopping.bound` of its steps (10 s; bot/stopping.py)."""
        took = await stopping.run(stopping.steps_of(self, super().close))
        log.info("Stopped in %.2f s.", took)

    async def close_storage(self) -> None:
        if self._started:
            self._started = False
            await self.storage.close()


class ShardedWhistlestopBot(WhistlestopBot, commands.AutoShardedBot):
    """The same bot over several gateway shards (SHARD_COUNT), of which this process runs
    SHARD_IDS; other processes may run the rest on the same database (docs/scaling.md)."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(
            settings,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )


def create_bot(settings: Settings | None = None, **overrides: Any) -> WhistlestopBot:
    """Build the bot; tests pass e.g. db_path=tmp_path / "db.sqlite3", cpu_delay=0. With
    SHARD_COUNT set it is an AutoShardedBot."""
    base = settings or load_settings()
    if "db_path" in overrides:
        overrides["db_path"] = str(overrides["db_path"])
    final = replace(base, **overrides)
    if final.shard_count is not None:
        return ShardedWhistlestopBot(final)
    return WhistlestopBot(final)


async def run(settings: Settings, beside: Beside | None = None) -> None:
    # The database first: a failed migration or a newer schema stops here, before any login.
    await (await Storage.open(settings.database)).close()
    bot = create_bot(settings)
    stopping.cancel_on_sigterm()  # then leaving `async with` closes the bot
    async with bot:
        await login(bot, settings.token or "", settings.login_delays)
        # Another adapter in this process (the web pages), on the services just set up.
        async with beside(bot) if beside else contextlib.nullcontext():
            await bot.connect(reconnect=True)
