"""The event loop while 50 games each wait on a strong computer at once.

Run by hand: `.venv/bin/python bench/bench_thinking.py [--games 50] [--moves 150]`.
`WHISTLESTOP_CPU_THINK_MS` (default 300) is each computer move's budget.

The bot's own code on its real storage (a temp SQLite file): `Sessions`, and the computer moves
(`Computers.move`, bot/computers.py) with its thinking pool (bot/thinking.py, one process per
core but one), Discord left out (the effects after a move are not carried out: they are the
same with or without computers). Real
games (--game, santafe-cards by default): `--games` games whose seats are all strong
computers, thinking move after move, and as many games of people, whose moves are applied the
way /game move applies them (open the game, apply and commit: what comes before the answer).

Measured, in one run: the event loop's longest stall (a ticker every 5 ms records how late it
wakes) and the acknowledgement latency of people's moves (a move every 20 ms, round-robin over
their games), first without the thinking computers, then with them. The figures to hold: the
longest stall < 20 ms, and the ratio of the latencies with and without about 1.

Where the game does not offer "strong" yet, a stand-in plays it: the heuristic's move after
burning the budget's CPU time in the worker (the same load on the pool).

Measured 2026-12-01 on the 2-core machine (load 1-2 from other work), one thinking process,
`--games 50 --moves 150 --game G`, longest stall with computers thinking / without, and the
acknowledgement ratio with/without (p50, p95):
    santafe        4.73 ms / 4.59 ms   1.01, 0.97
    cardrails      5.41 ms / 8.29 ms   1.04, 0.90
    santafe-cards  7.77 ms / 2.90 ms   1.02, 0.77
Before the workers' lower priority, the thinking slots and the smaller middle GC generation:
santafe-cards 309 ms (a full collection of the unfrozen start-up heap: the bench did not
freeze it as the bot does), cardrails 27-38 ms (fifty jobs prepared at once; a middle-generation
collection of 30-38 ms).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import logging
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import plugins  # noqa: E402
from bot.computers import Request  # noqa: E402
from bot.core import freeze_modules, settle_memory  # noqa: E402
from bot.flow import Flow  # noqa: E402
from bot.sessions import Sessions  # noqa: E402
from bot.storage import Storage  # noqa: E402
from bot.thinking import Thinking  # noqa: E402
from engine.core import Game  # noqa: E402
from engine.search import think_ms  # noqa: E402


class BurningPlayer:
    """The stand-in for a strong player: `think_ms()` of CPU, then the heuristic's move."""

    name = "strong"

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        end = time.process_time() + think_ms() / 1000.0
        while time.process_time() < end:
            pass
        action: dict[str, Any] = self.inner.choose(game, player)
        return action


def with_strong(engine: type[Game]) -> type[Game]:
    """The engine itself when it offers "strong"; else a subclass whose "strong" burns."""
    if "strong" in engine.policies():
        return engine

    class Standin(engine):  # type: ignore[valid-type,misc]
        @classmethod
        def policies(cls) -> tuple[str, ...]:
            return (*engine.policies(), "strong")

        @classmethod
        def computer_player(cls, policy: str, seed: int) -> Any:
            if policy == "strong":
                return BurningPlayer(engine.computer_player(engine.policies()[0], seed))
            return engine.computer_player(policy, seed)

    # Pickled by name: the module's ENGINE (a class made here has no importable name).
    Standin.__qualname__ = Standin.__name__ = "ENGINE"
    return Standin


def _engine(name: str) -> type[Game]:
    plugin = plugins.get(name)
    assert plugin is not None, f"no game {name!r}"
    return plugin.engine


# Built when the module loads, in this process and in every thinking worker (they load this
# module again, with the same environment), so jobs name it and the workers find it.
GAME = os.environ.setdefault("BENCH_THINKING_GAME", "santafe-cards")
ENGINE = with_strong(_engine(GAME))


MOVES = [0]  # computer moves made, counted as they are stored


class QuietFlow(Flow):
    async def after(self, s: Any) -> None:
        return None  # the announcements are Discord's: the same with or without computers


class Ticker:
    """How late the event loop wakes a task that sleeps 5 ms at a time."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            start = loop.time()
            await asyncio.sleep(0.005)
            self.late.append(loop.time() - start - 0.005)

    def start(self) -> None:
        self.late = []
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> list[float]:
        assert self._task is not None
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        return self.late


async def new_games(
    storage: Storage, sessions: Sessions, game: str, count: int, seats: int, cpu: bool, seed: int
) -> list[int]:
    ids = []
    for i in range(count):
        gid = await storage.create_game(
            guild_id=1,
            channel_id=1,
            host_id=1,
            game=game,
            options={},
            seed=seed + i,
            max_seats=seats,
        )
        for n in range(1, seats + 1):
            if cpu:
                await storage.add_seat(gid, f"cpu:{n}", f"Computer {n}", "strong")
            else:
                await storage.add_seat(gid, str(1000 + n), f"p{n}")
        async with sessions.open(gid) as s:
            await s.reload_row()
            await s.start()
        ids.append(gid)
    return ids


async def computers(flow: QuietFlow, sessions: Sessions, gid: int, stop: asyncio.Event) -> int:
    """One game's computers moving one after the other until `stop`; returns their moves."""
    moves = 0
    while not stop.is_set():
        async with sessions.open(gid) as s:
            if s.game is None or s.game.is_over:
                return moves
            player = s.game.active_players()[0]
            token = s.loaded.token(player)
        await flow.computers.move(Request(gid, player, token, None, None))
        moves += 1
        MOVES[0] += 1
    return moves


async def people(sessions: Sessions, ids: list[int], moves: int, rng: random.Random) -> list[float]:
    """`moves` moves of people, one every 20 ms over their games: open, apply, commit."""
    acks = []
    for i in range(moves):
        gid = ids[i % len(ids)]
        async with sessions.open(gid) as s:
            game = s.game
            if game is None or game.is_over:
                continue
            player = game.active_players()[0]
            action = rng.choice(game.legal_actions(player))
        start = time.perf_counter()
        async with sessions.open(gid) as s:
            await s.apply(player, action, s.loaded.token(player), actor=player)
        acks.append(time.perf_counter() - start)
        await asyncio.sleep(0.02)
    return acks


def ms(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


@dataclasses.dataclass
class Measured:
    """The people's acknowledgements and the loop's stalls, alone and with the computers."""

    alone: list[float]
    stalls_alone: list[float]
    crowded: list[float]
    stalls_crowded: list[float]
    took: float
    cpu_moves: int


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=150, help="people's moves per phase")
    parser.add_argument("--game", default=GAME)
    parser.add_argument("--seats", type=int, default=4)
    return parser.parse_args()


async def main() -> None:
    args = arguments()
    logging.basicConfig(level=logging.WARNING)

    if args.game != GAME:
        # The workers must build the same engine: run again with the game in the environment.
        os.environ["BENCH_THINKING_GAME"] = args.game
        os.execv(sys.executable, [sys.executable, *sys.argv])
    real = plugins.get(args.game)
    assert real is not None
    engine = ENGINE
    plugins.register(dataclasses.replace(real, engine=engine))
    thinking = Thinking()
    with tempfile.TemporaryDirectory() as tmp:
        storage = await Storage.open(Path(tmp) / "bench.sqlite3")
        sessions = Sessions(storage)
        flow = quiet_flow(sessions, thinking)
        await thinking.start()
        # As the bot does at start (bot/core.py): the modules, catalogs and engines' data
        # frozen out of the collector; the games made below are not.
        freeze_modules()
        settle_memory()
        rng = random.Random(1)
        cpu_ids = await new_games(storage, sessions, args.game, args.games, args.seats, True, 100)
        people_ids = await new_games(
            storage, sessions, args.game, args.games, args.seats, False, 5000
        )
        # The workers spawn and load the engine before anything is measured.
        async with sessions.open(cpu_ids[0]) as s:
            warm = await thinking.job(s, s.game.active_players()[0])  # type: ignore[union-attr]
        await thinking.choose(warm)
        measured = await measure(flow, sessions, cpu_ids, people_ids, args.moves, rng)
        print(f"pool still running in processes: {thinking.running}")
        thinking.stop()
        await storage.close()

    print(
        f"{args.games} games of {args.game} ({args.seats} strong computers each) thinking at"
        f" once; WHISTLESTOP_CPU_THINK_MS={think_ms():g}; {thinking.workers} thinking"
        f" process(es) on {os.cpu_count()} cores; stand-in: {engine is not real.engine}"
    )
    report(measured)


def quiet_flow(sessions: Sessions, thinking: Thinking) -> QuietFlow:
    """The bot's flow with Discord left out: the announcements are Discord's (the same with
    or without computers), so no effects and no waits (QuietFlow settles nothing; no seat is
    away)."""
    return QuietFlow(
        client=None,  # type: ignore[arg-type]
        storage=sessions.storage,
        sessions=sessions,
        leases=None,  # type: ignore[arg-type]
        thinking=thinking,
        prompts=None,  # type: ignore[arg-type]
        waits=None,  # type: ignore[arg-type]
        effects=None,  # type: ignore[arg-type]
        closer=None,  # type: ignore[arg-type]
        cpu_delay=0.0,
    )


async def measure(
    flow: QuietFlow,
    sessions: Sessions,
    cpu_ids: list[int],
    people_ids: list[int],
    moves: int,
    rng: random.Random,
) -> Measured:
    """People's moves alone, then while every computer game thinks."""
    ticker = Ticker()
    ticker.start()
    alone = await people(sessions, people_ids, moves, rng)
    stalls_alone = await ticker.stop()

    stop = asyncio.Event()
    ticker.start()
    began = time.perf_counter()
    tasks = [
        asyncio.get_running_loop().create_task(computers(flow, sessions, gid, stop))
        for gid in cpu_ids
    ]
    await asyncio.sleep(1.0)  # every game is waiting on its computer by now
    crowded = await people(sessions, people_ids, moves, rng)
    # Measured while people moved; the thoughts still queued are dropped, not awaited.
    stalls_crowded = await ticker.stop()
    took = time.perf_counter() - began
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return Measured(alone, stalls_alone, crowded, stalls_crowded, took, MOVES[0])


def report(m: Measured) -> None:
    print(f"computer moves made meanwhile: {m.cpu_moves} in {m.took:.1f} s")
    for name, acks, stalls in (
        ("without computers", m.alone, m.stalls_alone),
        ("with computers   ", m.crowded, m.stalls_crowded),
    ):
        print(
            f"{name}: ack p50={ms(acks, 50):6.2f} ms p95={ms(acks, 95):6.2f} ms"
            f" max={ms(acks, 100):6.2f} ms (n={len(acks)});"
            f" loop stall max={1000 * max(stalls):6.2f} ms"
            f" p99={ms(stalls, 99):5.2f} ms (ticks={len(stalls)})"
        )
    crowded, alone = m.crowded, m.alone
    print(
        f"ack ratio with/without: p50 {statistics.median(crowded) / statistics.median(alone):.2f},"
        f" p95 {ms(crowded, 95) / ms(alone, 95):.2f}"
    )


if __name__ == "__main__":
    asyncio.run(main())
