"""kill -9: a bot process on a file database, killed at random instants while people play;
a fresh process then finds every acknowledged move in the log, no move twice, every game
consistent and everyone it waits for prompted."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
KILLS = 3


def _child(db: Path, mode: str, run: int, log: Path) -> subprocess.Popen[str]:
    # stderr to a file: a full pipe would block the child.
    return subprocess.Popen(
        [sys.executable, "-m", "tests.bot.killchild", str(db), mode, str(run)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=log.open("w"),
        text=True,
    )


@pytest.mark.timeout(900)  # a hang guard only: the test waits on the children's lines
async def test_kill_9_at_random_instants_loses_no_acknowledged_move(tmp_path):
    db = tmp_path / "bot.sqlite3"
    rng = random.Random(20261130)
    acked: dict[int, int] = {}
    for run in range(KILLS):
        log = tmp_path / "play.log"
        child = _child(db, "play", run, log)
        assert child.stdout is not None
        # The instant of the kill: a random time after the first acknowledged move (the
        # only use of the clock; nothing is asserted about how long anything takes).
        deadline = time.monotonic() + rng.uniform(0.3, 2.0)
        started = False
        while True:
            line = child.stdout.readline()
            if not line:
                raise AssertionError(log.read_text()[-3000:])
            if line.startswith("ACK"):
                _, game, moves = line.split()
                acked[int(game)] = max(acked.get(int(game), 0), int(moves))
                if not started:
                    started, deadline = True, time.monotonic() + rng.uniform(0.2, 1.5)
                elif time.monotonic() >= deadline:
                    break
        child.send_signal(signal.SIGKILL)
        child.wait()
        # Every move a player was told about is in the log; none is there twice.
        store = await Storage.open(db)
        try:
            for game, moves in acked.items():
                stored = await store.actions(game)
                assert [a.seq for a in stored] == list(range(1, len(stored) + 1))
                assert len(stored) >= moves, (game, len(stored), moves)
        finally:
            await store.close()
        # A fresh process: every game consistent, announced, its players prompted.
        checked = tmp_path / "check.log"
        checker = _child(db, "check", run, checked)
        out, _ = checker.communicate()
        assert checker.returncode == 0 and "OK" in out, checked.read_text()[-3000:]
    assert sum(acked.values()) > KILLS
