"""The soak, short (bench/soak.py is the long one, by hand): one game of every registered kind
through the real bot in its own process on a simulated Discord, members playing by every path
and computers beside them, while every kind of fault falls once, early, while the games go on:
Discord refuses and fails calls, a thread is archived and another deleted, a member leaves,
another resigns, a seat is handed over, a move is taken back, a host cancels, the database is
locked, the bot is restarted and killed with SIGKILL, its thinking and renderer processes are
killed. Every game ends, no acknowledged move is lost or doubled, everyone awaited holds a live
prompt after the faults, nothing hidden leaks, no lock is held across time
(tests/soak/checks.py). The schedule is the seed's: what is checked is the same at every run;
the wall time is the machine's."""

from __future__ import annotations

import pytest

import engine
from tests.soak import faults
from tests.soak.run import Options, soak

# Every kind once, /game away too (it deadlocked a game whose computers were due at once until
# the lock order was fixed: issue 32's first bug).
KINDS = faults.KINDS


@pytest.mark.real_engine
@pytest.mark.timeout(900)  # a hang guard only: the run waits on the bots' answers
async def test_a_short_soak_of_every_game_under_faults(tmp_path):
    options = Options(
        games=len(engine.games()),
        seed=32,
        faults=len(KINDS),
        kinds=KINDS,
        every_kind=True,
        fault_days=0.05,  # within the first 72 virtual minutes: every game is still going on
        days=30,
        max_seats=3,
        max_humans=2,
        folder=str(tmp_path),
        guard=300.0,
    )
    report = await soak(options)
    fell = report.figures["faults"]
    assert report.ok and set(fell) == set(KINDS), "\n".join(
        [
            report.summary,
            *report.failures.lines(),
            f"faults that found nowhere to happen: {report.figures['skipped_faults']}",
            f"reproduce: {options.command()}",
        ]
    )
    print(report.summary)
