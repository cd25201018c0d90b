"""kill -9: a bot process, killed at random instants while people play each registered game, on
SQLite and on PostgreSQL; a fresh process then finds every acknowledged move in the log, no move
twice, every game consistent and everyone it waits for prompted.

In the suite each game is killed KILLS times (2) per database; by hand, a hundred times:
`WHISTLESTOP_KILLS=100 .venv/bin/python -m pytest -n 0 -s tests/bot/test_kill.py` prints, per
game and database, the kills, the acknowledged moves and the lost, doubled and unprompted ones.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import engine
from bot.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("WHISTLESTOP_KILLS", "") or 2)
GAMES = sorted(engine.games())


def _child(database: str, game: str, mode: str, run: int, log: Path) -> subprocess.Popen[str]:
    # stderr to a file: a full pipe would block the child.
    return subprocess.Popen(
        [sys.executable, "-m", "tests.bot.killchild", database, game, mode, str(run)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=log.open("w"),
        text=True,
    )


@dataclass
class Tally:
    """Per game: moves acknowledged, and how many kills caught one of its moves in flight
    (stored or not, never acknowledged: either is right)."""

    acked: Counter[int] = field(default_factory=Counter)
    in_flight: Counter[int] = field(default_factory=Counter)
    unprompted: int = 0

    def figures(self, stored: dict[int, int]) -> tuple[int, int]:
        """(lost, doubled): acknowledged moves missing from the log, and moves of people in
        the log beyond what they were told plus the one in flight at each kill."""
        lost = sum(max(0, n - stored.get(game, 0)) for game, n in self.acked.items())
        doubled = sum(
            max(0, n - self.acked[game] - self.in_flight[game]) for game, n in stored.items()
        )
        return lost, doubled


def _play_until_killed(child: subprocess.Popen[str], rng: random.Random, tally: Tally, log: Path):
    assert child.stdout is not None
    # The instant of the kill: a random time after the first acknowledged move (the only use
    # of the clock; nothing is asserted about how long anything takes).
    started = False
    deadline = 0.0
    trying: int | None = None
    while True:
        line = child.stdout.readline()
        if not line:
            raise AssertionError(log.read_text()[-3000:])
        word, *rest = line.split()
        if word == "TRY":
            trying = int(rest[0])
        elif word in ("ACK", "NOACK"):
            if word == "ACK":
                assert trying is not None
                tally.acked[trying] += 1
            trying = None
            if not started and word == "ACK":
                started, deadline = True, time.monotonic() + rng.uniform(0.2, 1.5)
            elif started and time.monotonic() >= deadline:
                break
    child.send_signal(signal.SIGKILL)
    child.wait()
    # The child may have gone on to its next move before it died.
    for line in child.stdout.read().splitlines():
        word, *rest = line.split() or [""]
        if word == "TRY":
            trying = int(rest[0])
        elif word in ("ACK", "NOACK"):
            if word == "ACK" and trying is not None:
                tally.acked[trying] += 1
            trying = None
    if trying is not None:
        tally.in_flight[trying] += 1


async def _stored_by_people(database: str) -> dict[int, int]:
    """Per game: its log is consecutive; how many of its moves people made."""
    store = await Storage.open(database)
    try:
        found = {}
        for row in await store.games(statuses=("active", "over")):
            stored = await store.actions(row.id)
            assert [a.seq for a in stored] == list(range(1, len(stored) + 1)), row.id
            found[row.id] = sum(1 for a in stored if (a.actor or "").isdigit())
        return found
    finally:
        await store.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> str:
    """An SQLite file, or a fresh database on the tests' PostgreSQL."""
    if request.param == "sqlite":
        return str(tmp_path / "bot.sqlite3")
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.mark.timeout(300 + 120 * KILLS)  # a hang guard only: the test waits on the children
@pytest.mark.parametrize("game", GAMES)
async def test_kill_9_at_random_instants_loses_no_acknowledged_move(tmp_path, game, database):
    backend = "postgresql" if database.startswith("postgres") else "sqlite"
    rng = random.Random(f"{game}/{backend}/20261130")
    tally = Tally()
    for run in range(KILLS):
        log = tmp_path / "play.log"
        _play_until_killed(_child(database, game, "play", run, log), rng, tally, log)
        # A fresh process: every game consistent, announced, its players prompted.
        checked = tmp_path / "check.log"
        checker = _child(database, game, "check", run, checked)
        out, _ = checker.communicate()
        assert checker.returncode == 0 and "OK" in out, checked.read_text()[-3000:]
        tally.unprompted += sum(1 for line in out.splitlines() if line.startswith("UNPROMPTED"))
    lost, doubled = tally.figures(await _stored_by_people(database))
    acked = sum(tally.acked.values())
    print(
        f"\nkill -9, {game} on {backend}: {KILLS} kills, {acked} moves acknowledged,"
        f" {lost} lost, {doubled} doubled, {tally.unprompted} unprompted"
    )
    assert (lost, doubled, tally.unprompted) == (0, 0, 0)
    assert acked > KILLS
