"""Several processes, one truth: three processes of the session layer (tests/bot/procchild.py)
on one PostgreSQL hammer the same 20 games of Santa Fe: the card game with legal, stale and
racing moves while reminders and deadline moves fall due; one of them is killed with SIGKILL
in the middle and the others carry on. Then every acknowledged move is in the log exactly once,
each game's log replays to what every surviving process sees after catching up, every move is
announced once (a killed process's last, unfinished one aside) and every reminder goes out once.

The run stops on events (moves, races, reminders, deadline moves, kill), never on a clock;
its only timeouts say that something never happened.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot import plugins
from bot.sessions import Sessions
from bot.storage import Storage
from cogs.santafe_cards import PLUGIN
from tests.bot.procchild import GAME_SETTINGS, PLAYERS, WORKERS, digest

ROOT = Path(__file__).resolve().parents[2]
GAMES = 20
NAMES = ("p0", "p1", "p2")  # p2 is killed
GIVE_UP = 90.0  # seconds in which no process did anything: the run is stuck, not slow


class Child:
    """A child process and the lines it printed, read by a thread so its pipe never fills."""

    def __init__(self, name: str, url: str, epoch: float, folder: Path) -> None:
        self.name = name
        self.stderr = folder / f"{name}.err"
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.bot.procchild",
                url,
                name,
                str(NAMES.index(name) + 1),
                repr(epoch),
                str(folder),
            ],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE,
            stderr=self.stderr.open("w"),
            text=True,
        )
        self.lines: list[list[str]] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.split(" ", 5))

    def done_reading(self) -> None:
        self._reader.join(timeout=600)

    def said(self, word: str) -> list[list[str]]:
        return [line[1:] for line in list(self.lines) if line[0].strip() == word]

    def count(self, word: str) -> int:
        return len(self.said(word))

    def errors(self) -> str:
        return self.stderr.read_text()[-3000:]


async def until(
    what: str, ready: Callable[[], Awaitable[bool]], children: list[Child], give_up: float
) -> None:
    """Wait until `ready()`, as long as the children go on doing things: `give_up` seconds
    in which none of them printed a line means the run is stuck (a slow machine only makes
    the wait longer; pytest's timeout still catches a run that never ends)."""
    start = time.monotonic()
    seen = -1
    while not await ready():
        for child in children:
            code = child.proc.poll()
            assert code is None, f"{child.name} exited ({code}) before {what}:\n{child.errors()}"
        lines = sum(len(child.lines) for child in children)
        if lines != seen:
            seen, start = lines, time.monotonic()
        assert time.monotonic() - start < give_up, f"never: {what}\n" + "\n".join(
            f"{c.name}: {Counter(line[0].strip() for line in c.lines)}\n{c.errors()}"
            for c in children
        )
        await asyncio.sleep(0.05)


async def create_games(store: Storage) -> list[int]:
    sessions = Sessions(store)
    ids = []
    for n in range(GAMES):
        gid = await store.create_game(
            guild_id=7000 + n,
            channel_id=8000 + n,
            host_id=9000,
            game=PLUGIN.name,
            options={},
            seed=4242 + n,
            max_seats=len(PLAYERS),
        )
        for player in PLAYERS:
            await store.add_seat(gid, player, f"Player {player}")
        await store.put_game_settings(gid, GAME_SETTINGS)
        async with sessions.open(gid) as s:
            await s.start()
        ids.append(gid)
    return ids


@pytest.mark.timeout(1200)  # a hang guard only
async def test_three_processes_one_truth(postgres_url, tmp_path):
    plugins.register(PLUGIN)
    store = await Storage.open(postgres_url)
    try:
        games = await create_games(store)
        children = [Child(name, postgres_url, time.time(), tmp_path) for name in NAMES]
        survivors, victim = children[:2], children[2]
        try:
            await run(store, children, survivors, victim, tmp_path)
        finally:
            for child in children:
                if child.proc.poll() is None:
                    child.proc.kill()
                child.proc.wait(timeout=600)
                child.done_reading()
        for child in survivors:
            assert child.proc.returncode == 0, child.errors()
            assert "Traceback" not in child.stderr.read_text(), child.errors()
        await check(store, games, survivors, victim)
    finally:
        await store.close()


async def run(
    store: Storage, children: list[Child], survivors: list[Child], victim: Child, folder: Path
) -> None:
    async def playing() -> bool:
        return victim.count("ACK") >= 15 and all(c.count("ACK") >= 5 for c in children)

    await until("all three play", playing, children, GIVE_UP)
    victim.proc.send_signal(signal.SIGKILL)  # in the middle of whatever it was doing
    victim.proc.wait(timeout=600)
    at_kill = {c.name: c.count("ACK") for c in survivors}

    async def carried_on() -> bool:
        races = Counter(line[1].strip() for c in children for line in c.said("RACE"))
        sent = {line[3].strip() for c in children for line in c.said("SENT")}
        refused = Counter(line[0] for c in children for line in c.said("REFUSED"))
        deadline_moves = await store._fetchone(
            "SELECT COUNT(*) FROM actions WHERE actor = 'cpu:deadline'"
        )
        return (
            all(c.count("ACK") >= at_kill[c.name] + 15 for c in survivors)
            and races["accepted"] >= 1
            and races["refused"] >= 1
            and refused["oldtoken"] >= 1
            and {"remind:1", "remind:2"} <= sent
            and deadline_moves is not None
            and deadline_moves[0] >= 1
        )

    await until(
        "the others carry on: moves, races, reminders, deadlines", carried_on, survivors, GIVE_UP
    )
    (folder / "stop").touch()

    async def stopped() -> bool:
        return all(c.count("STOPPED") for c in survivors)

    await until("the survivors stop", stopped, survivors, GIVE_UP)
    (folder / "drain").touch()

    async def finished() -> bool:
        return all(c.count("DONE") for c in survivors)

    await until("the survivors drain and report", finished, survivors, GIVE_UP)
    for child in survivors:
        child.proc.wait(timeout=600)


async def check(store: Storage, games: list[int], survivors: list[Child], victim: Child) -> None:
    children = [*survivors, victim]
    logs = {gid: await store.actions(gid) for gid in games}
    for gid, stored in logs.items():
        assert [a.seq for a in stored] == list(range(1, len(stored) + 1)), gid

    # Every acknowledged move is in the log, as acknowledged, exactly once.
    acked: dict[tuple[int, int], str] = {}
    for child in children:
        for gid, seq, player, kind, action in child.said("ACK"):
            key = (int(gid), int(seq))
            assert key not in acked, f"move {key} acknowledged twice"
            acked[key] = kind
            entry = logs[key[0]][key[1] - 1]
            assert (entry.player, entry.actor, entry.action) == (
                player,
                child.name,
                json.loads(action),
            ), key
    assert "oldtoken" not in acked.values()  # a click on an answered prompt changes nothing
    refused = Counter(line[0] for c in children for line in c.said("REFUSED"))
    assert refused["oldtoken"] >= 1
    # Moves nobody was told about: the computer's deadline moves, the moves with no real choice
    # made at once, and what the killed process stored in its last instant (at most one per
    # worker).
    unacked = [a.actor for gid, stored in logs.items() for a in stored if (gid, a.seq) not in acked]
    assert set(unacked) <= {"cpu:deadline", "cpu:forced", victim.name}
    assert unacked.count(victim.name) <= WORKERS
    # At least what the run waited for: 15 by the killed one, 5 + 15 by each of the others.
    assert sum(len(stored) for stored in logs.values()) > len(acked) >= 15 + 2 * (5 + 15)

    # The log replays to what each surviving process sees after catching up.
    for child in survivors:
        seen = {
            int(gid): (int(seq), hexdigest.strip()) for gid, seq, hexdigest in child.said("VIEW")
        }
        assert sorted(seen) == games
        for gid, stored in logs.items():
            row = await store.game(gid)
            assert row is not None
            game = PLUGIN.replay(PLAYERS, row.seed, row.options, stored)
            assert seen[gid] == (len(stored), digest(game)), (child.name, gid)

    # Every move announced; by one process, except where the killed one had announced but not
    # yet marked it (then once more by a survivor).
    for gid, stored in logs.items():
        assert await store.announced(gid) == len(stored), gid
    announced = Counter((int(g), int(s)) for c in survivors for g, s in c.said("ANNOUNCE"))
    by_victim = Counter((int(g), int(s)) for g, s in victim.said("ANNOUNCE"))
    moves = {(gid, a.seq) for gid, stored in logs.items() for a in stored}
    assert set(announced) | set(by_victim) == moves
    assert max(announced.values()) == 1 and max(by_victim.values()) == 1
    assert len(set(announced) & set(by_victim)) <= WORKERS + 1

    # Every reminder claimed once and sent once, by the process that claimed it; the killed
    # process may have claimed one it had no time to send.
    claims = {
        (gid, player, key, kind): owner
        for gid in games
        for player, key, kind, owner in await store.notices(gid)
    }
    sent: Counter[tuple[int, str, str, str]] = Counter()
    for child in children:
        for gid, player, key, kind in child.said("SENT"):
            notice = (int(gid), player, key, kind.strip())
            sent[notice] += 1
            assert claims.get(notice) == child.name, notice
    assert sent and max(sent.values()) == 1
    unsent = [owner for notice, owner in claims.items() if notice not in sent]
    assert set(unsent) <= {victim.name} and len(unsent) <= 1
