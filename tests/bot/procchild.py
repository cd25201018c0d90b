"""One of several processes on one PostgreSQL, for tests/bot/test_processes.py:
`python -m tests.bot.procchild URL NAME SEED EPOCH FOLDER`.

It runs the bot's session layer for real, without Discord: `Sessions` (shared), `Leases`, the
real `Flow` (computer moves for deadlines) and the real `Cadence` (reminders, deadlines, on a
clock where a real second is a day), over a small stand-in for the bot whose effects announce
by printing and whose members receive reminders by printing. Two workers hammer the games of
Santa Fe: the card game already in the database with moves the computer player chooses, some
sent with an old token or an old action on purpose, pausing inside the game's lock so that
other processes' moves land in between; a third task runs the periodic check.

Everything it is told or does is one line on stdout, flushed at once (the test reads them even
from a process it killed): `ACK game seq player kind action` for a move stored, `REFUSED kind
error`, `RACE game accepted|refused` when an append lost to another process, `ANNOUNCE game seq`
when a move is announced (its step claimed first, as the bot does), `SENT game player key kind`
once a reminder went out, and after the test creates FOLDER/stop: `STOPPED`; after
FOLDER/drain: every unannounced move announced, then `VIEW game seq digest` per game (after
catching up) and `DONE`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import os
import random
import sys
import time
import traceback
from collections.abc import Awaitable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot import plugins
from bot.cadence import Cadence
from bot.closing import Closer
from bot.errors import UserFacing
from bot.flow import Flow
from bot.leases import Leases
from bot.readers import Readers
from bot.sessions import Session, Sessions
from bot.settings import Settings
from bot.storage import GameSettings, Storage, Wait
from bot.thinking import Thinking
from bot.waits import Waits
from cogs.santafe_cards import PLUGIN
from engine.core import Game, IllegalAction

T0 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
SPEED = 24 * 3600  # game seconds per real second: reminders after half a second
GAME_SETTINGS = GameSettings(
    reminder_hours=12, second_reminder_hours=12, deadline_hours=36, bank_hours=0
)
# A killed process's leases are free again this long after; long enough that a process the
# loaded machine pauses between two renewals does not lose its own.
LEASE_SECONDS = 3.0
WORKERS = 2
SLEEPER = "104"  # in even games this seat never moves by itself: its deadline does
PLAYERS = ["101", "102", "103", "104"]


def out(line: str) -> None:
    print(line, flush=True)


def digest(game: Game) -> str:
    """Every view of the game (the spectator's and each seat's, hidden cards included)."""
    views = [game.view(None), *(game.view(p) for p in game.players)]
    return hashlib.sha256(json.dumps(views, sort_keys=True).encode()).hexdigest()[:16]


def compact(action: dict[str, Any]) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


class Member:
    """A Discord user as Cadence reaches one for a reminder: the DM is the printed line."""

    def __init__(self, user_id: int) -> None:
        self.id = user_id

    async def send(self, *args: Any, **kwargs: Any) -> None:
        return None


class Effects:
    """The bot's effects without Discord: every move not yet announced announced, by print,
    then marked, as bot/effects.py does. The real Flow calls it as the bot's does: under the
    game's lease (the real Leases.run), after the waits are stored (the real Waits.sync)."""

    def __init__(self, storage: Storage, leases: Leases) -> None:
        self.storage = storage
        self.leases = leases
        self.pending: set[int] = set()

    def owed(self) -> set[int]:
        return set(self.pending)

    async def carry_out(self, s: Session, away: set[str]) -> None:
        storage = self.storage
        for seq in range(await storage.announced(s.row.id) + 1, s.loaded.seq + 1):

            async def post(seq: int = seq) -> bool:
                out(f"ANNOUNCE {s.row.id} {seq}")
                return True

            # One step per move, claimed before it is "posted", as bot/announce.py does.
            if not await self.leases.step(s, seq, "post:0", post):
                return  # another process is at it: left for later
            await storage.mark_announced(s.row.id, seq)
            await self.leases.renew(s)
        # Settled as the bot marks it: the periodic check looks again only where it lags.
        if s.row.settled_seq < s.loaded.seq:
            await storage.mark_settled(s.row.id, s.loaded.seq)
            s.loaded.row = dataclasses.replace(s.loaded.row, settled_seq=s.loaded.seq)


class Pins:
    async def update(self, s: Session) -> bool:
        return True


class ChildCadence(Cadence):
    async def _remind(
        self, s: Session, w: Wait, level: int, settings: GameSettings, deadline: Any
    ) -> None:
        await super()._remind(s, w, level, settings, deadline)
        out(f"SENT {s.row.id} {w.player} {w.key} remind:{level}")


class Bot:
    """The services a process of this test runs, wired as bot/core.py wires them."""

    def __init__(self, storage: Storage, name: str, epoch: float) -> None:
        self.settings = Settings(cpu_delay=0.0, cadence_interval=0, retry_delays=(0.0,))
        self.storage = storage
        self.sessions = Sessions(storage, shared=True)
        self.leases = Leases(storage, shared=True, seconds=LEASE_SECONDS, owner=name)
        self.effects = Effects(storage, self.leases)
        self.pins = Pins()
        self.readers = Readers(storage)
        # Computer moves (deadlines) are chosen in a thread of this process: no pool started.
        self.thinking = Thinking(1)
        self.clock = lambda: T0 + timedelta(seconds=(time.time() - epoch) * SPEED)
        self.waits = Waits(storage=storage, clock=self.clock)
        self.flow = Flow(
            client=self,  # type: ignore[arg-type]
            storage=storage,
            sessions=self.sessions,
            leases=self.leases,
            thinking=self.thinking,
            prompts=None,  # type: ignore[arg-type]  # no person moves here
            waits=self.waits,
            effects=self.effects,  # type: ignore[arg-type]
            # Nothing to close here (no prompts): what is owed is read, and nothing is.
            closer=Closer(client=self, storage=storage, readers=self.readers, prompts=None),  # type: ignore[arg-type]
            cpu_delay=self.settings.cpu_delay,
        )
        self.cadence = ChildCadence(
            client=self,  # type: ignore[arg-type]
            storage=storage,
            sessions=self.sessions,
            leases=self.leases,
            readers=self.readers,
            pins=self.pins,  # type: ignore[arg-type]
            waits=self.waits,
            flow=self.flow,
            clock=self.clock,
            interval=self.settings.cadence_interval,
        )

    def get_user(self, user_id: int) -> Member:
        return Member(user_id)


async def worker(bot: Bot, name: str, rng: random.Random, stop: asyncio.Event) -> None:
    games = [row.id for row in await bot.storage.games(statuses=("active",))]
    chooser = PLUGIN.computer_player(rng.randrange(1 << 30))
    remembered: dict[tuple[int, str], dict[str, Any]] = {}
    while not stop.is_set():
        game_id = rng.choice(games)
        async with bot.sessions.open(game_id) as s:
            game = s.game
            if game is None or s.row.status != "active":
                await asyncio.sleep(0.005)
                continue
            sleeper = SLEEPER if game_id % 2 == 0 else None
            movers = [p for p in game.active_players() if p != sleeper]
            if not movers:
                await asyncio.sleep(0.005)
                continue
            player = rng.choice(movers)
            token = s.loaded.token(player)
            roll = rng.random()
            if roll < 0.1 and token > 0:
                kind, token = "oldtoken", token - 1  # a click on a prompt already answered
                action = chooser.choose(game, player)
            elif roll < 0.2 and (game_id, player) in remembered:
                kind, action = "oldaction", remembered[(game_id, player)]  # a stale choice
            else:
                kind, action = "fresh", chooser.choose(game, player)
            # Inside the lock, a pause: the other processes' moves land meanwhile.
            await asyncio.sleep(rng.uniform(0, 0.02))
            before = s.loaded
            try:
                outcome = await s.apply(player, action, token, actor=name)
            except (UserFacing, IllegalAction) as refused:
                out(f"REFUSED {kind} {type(refused).__name__}")
                accepted = False
            else:
                out(f"ACK {game_id} {outcome.seq} {player} {kind} {compact(action)}")
                remembered[(game_id, player)] = action
                accepted = True
            if s.loaded is not before:
                out(f"RACE {game_id} {'accepted' if accepted else 'refused'}")
            await bot.flow.settle(s)


async def ticker(bot: Bot, stop: asyncio.Event) -> None:
    while not stop.is_set():
        await bot.cadence.tick()
        await asyncio.sleep(0.05)


async def wait_for(path: Path) -> None:
    while not path.exists():
        await asyncio.sleep(0.02)


async def fatal(task: Awaitable[None]) -> None:
    """A task that fails ends the process at once, its traceback on stderr for the test."""
    try:
        await task
    except Exception:
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(3)


async def main(url: str, name: str, seed: int, epoch: float, folder: Path) -> None:
    plugins.register(PLUGIN)
    storage = await Storage.open(url)
    bot = Bot(storage, name, epoch)
    rng = random.Random(seed)
    stop = asyncio.Event()
    tasks = [
        asyncio.create_task(fatal(worker(bot, name, random.Random(rng.random()), stop)))
        for _ in range(WORKERS)
    ]
    tasks.append(asyncio.create_task(fatal(ticker(bot, stop))))
    await wait_for(folder / "stop")
    stop.set()
    await asyncio.gather(*tasks)
    await bot.flow.computers.wait()  # the deadline moves the check asked for are made
    out("STOPPED")
    await wait_for(folder / "drain")
    # What a process that died left unannounced is announced once its leases run out.
    give_up = time.monotonic() + 600  # a hang guard: the test then reports what is missing
    while await storage.games_unannounced() and time.monotonic() < give_up:
        await bot.flow.retry_pending()
        await asyncio.sleep(0.05)
    for row in await storage.games(statuses=("active", "over")):
        async with bot.sessions.open(row.id) as s:
            assert s.game is not None
            out(f"VIEW {row.id} {s.loaded.seq} {digest(s.game)}")
    await bot.flow.stop()
    await storage.close()
    out("DONE")


if __name__ == "__main__":
    url, name, seed, epoch, folder = sys.argv[1:6]
    asyncio.run(main(url, name, int(seed), float(epoch), Path(folder)))
