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


def test_the_soak_asks_the_host_the_bot_handed_the_game_to():
    """A host who leaves the server (as a member of another game) hands the game to the next
    seated member (bot/seats.py): the soak's hosts follow, or nobody answers the bot's
    questions about the departed member's seat and the game waits on it for weeks."""
    from types import SimpleNamespace

    from tests.soak.observer import Seen
    from tests.soak.people import Person, Table
    from tests.soak.run import Soak

    guild = object()
    old, heir = (Person(SimpleNamespace(id=n), pace=60.0) for n in (11, 12))
    old.gone = True
    run = Soak(Options(games=1))
    run.guilds = [(guild, None, [old, heir])]
    table = Table(1, "any", guild, 5, old, {old.user: old, heir.user: heir}, 0.0)
    seen = Seen(1, "any", "active", 3, 7, 12, {}, set(), [], {}, {}, {}, None)
    run._follow_host(table, seen)
    assert table.host is heir


def test_every_kind_falls_whatever_the_number_of_faults():
    """--every-kind with fewer faults than kinds (30 games make 15) still makes each fall."""
    import random

    assert Options(games=30, every_kind=True).fault_count == len(KINDS)
    assert Options(games=30).fault_count == 15
    drawn = faults.schedule(random.Random(1), KINDS, 15, 100.0, every=True)
    assert sorted(kind for _, kind in drawn) == sorted(KINDS)


async def test_the_soak_fails_a_restart_that_finds_members_gone():
    """A bot process started again that marks a member still in the server as gone (its
    start-up check, cogs/admin.py on_ready, with a wrong member list) hands the seat to a
    computer and may play whole games out in its start: the run says so, as `departed`."""
    from types import SimpleNamespace

    from tests.soak.people import Person, Table
    from tests.soak.run import Soak

    left, stayed = (Person(SimpleNamespace(id=n), pace=60.0) for n in (11, 12))
    left.gone = True
    run = Soak(Options(games=1))
    run.tables[1] = Table(1, "any", object(), 5, stayed, {p.user: p for p in (left, stayed)}, 0.0)
    rows = [(1, "a")]

    async def fetchall(sql, params=()):
        return rows

    run.storage = SimpleNamespace(_fetchall=fetchall)
    remote = SimpleNamespace(name="bot-a")
    holders = {1: {"a": left.user, "b": stayed.user}}
    marked = await run._marked_gone()
    rows = [(1, "a"), (1, "b")]  # the start marked the member who stayed
    await run._check_departures(remote, marked, holders)
    assert list(run.failures.found) == ["departed"]
    assert "seat b (12)" in run.failures.found["departed"][0]
