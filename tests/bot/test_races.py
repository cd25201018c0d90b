"""Two processes on one database, played out step by step in one test: each is a `Sessions`
(and `Leases`) on a connection of its own, as two bot processes would have. The action log's
uniqueness on (game, seq) decides every race; a loser catches up and checks its move again.
The same on SQLite and on a real PostgreSQL; the three-process run is tests/bot/test_processes.py.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator

import pytest

from bot import plugins
from bot.errors import AlreadyDone, UserFacing
from bot.leases import Leases
from bot.sessions import Session, Sessions
from bot.storage import Storage
from bot.thinking import Thinking, think
from engine.core import IllegalAction
from tests.bot import faketrick

PLAYERS = ["1", "2", "3"]


class UndoableTricks(faketrick.TrickPresenter):
    def may_undo(self, before, after, events) -> bool:
        return True


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'db.sqlite3'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def stores(database: str) -> AsyncIterator[tuple[Storage, Storage]]:
    a, b = await Storage.open(database), await Storage.open(database)
    yield a, b
    await a.close()
    await b.close()


@pytest.fixture
def undoable():
    plugin = dataclasses.replace(faketrick.PLUGIN, presenter=UndoableTricks())
    plugins.register(plugin)
    yield
    plugins.register(faketrick.PLUGIN)


async def started_game(store: Storage, sessions: Sessions) -> int:
    gid = await store.create_game(
        guild_id=1, channel_id=2, host_id=3, game="tricks", options={}, seed=11, max_seats=3
    )
    for player in PLAYERS:
        await store.add_seat(gid, player, f"p{player}")
    async with sessions.open(gid) as s:
        await s.start()
    return gid


def card(s: Session, player: str, index: int = 0) -> dict:
    return s.game.legal_actions(player)[index]


async def log_of(store: Storage, gid: int) -> list[tuple[int, str, dict]]:
    return [(a.seq, a.player, a.action) for a in await store.actions(gid)]


async def replayed_view(store: Storage, gid: int) -> dict:
    plugin = plugins.get("tricks")
    return plugin.replay(PLAYERS, 11, {}, await store.actions(gid)).view(None)


async def test_a_lost_race_is_checked_again_and_stored_once(stores):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with b.open(gid) as sb:  # b has the game at move 0
        async with a.open(gid) as sa:
            first = card(sa, "1")
            await sa.apply("1", first, sa.loaded.token("1"), actor="1")
        # b's copy is behind: its append of move 1 loses, it catches up, the pass of player 2
        # is still legal and is stored as move 2.
        stale = sb.loaded
        mine = card(sb, "2")
        outcome = await sb.apply("2", mine, sb.loaded.token("2"), actor="2", viewer="2")
        assert sb.loaded is not stale and outcome.seq == 2 and sb.loaded.seq == 2
        assert outcome.seen is not None and outcome.seen["viewer"] == "2"
        assert outcome.before["seats"]["1"]["locked_in"]  # checked on the fresh game
    assert await log_of(a_store, gid) == [(1, "1", first), (2, "2", mine)]
    async with b.open(gid) as sb:
        assert sb.game.view(None) == await replayed_view(b_store, gid)


async def test_a_stale_move_is_refused_and_nothing_is_stored(stores):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with b.open(gid) as sb:
        token = sb.loaded.token("2")
        async with a.open(gid) as sa:
            await sa.apply("2", card(sa, "2"), sa.loaded.token("2"), actor="2")
        # The same seat's click on the other process, from the prompt it had: already done.
        with pytest.raises(AlreadyDone):
            await sb.apply("2", card(sb, "2", 1), token, actor="2")
        assert sb.loaded.seq == 1 and sb.loaded.token("2") == 1
    assert [seq for seq, *_ in await log_of(a_store, gid)] == [1]


async def test_a_move_made_impossible_meanwhile_is_refused_by_the_rules(stores):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with a.open(gid) as sa:
        await sa.apply("1", card(sa, "1"), actor="1")
        await sa.apply("2", card(sa, "2"), actor="2")
    async with b.open(gid) as sb:  # b: player 3 still has a card to pass
        assert sb.game.view(None)["phase"] == "pass"
        async with a.open(gid) as sa:
            await sa.apply("3", card(sa, "3"), actor="3")  # the cards go round: tricks now
        with pytest.raises(IllegalAction) as refused:
            await sb.apply("1", {"type": "pass_card", "card": card(sb, "1")["card"]}, actor="1")
        assert refused.value.code == "wrong_phase"
        assert sb.loaded.seq == 3 and sb.game.view(None) == await replayed_view(b_store, gid)
    assert len(await log_of(a_store, gid)) == 3


async def test_opening_catches_up_on_moves_stored_elsewhere(stores):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with b.open(gid) as sb:
        cached = sb.loaded
    async with a.open(gid) as sa:
        for player in PLAYERS:
            await sa.apply(player, card(sa, player), actor=player)
        leader = sa.game.active_players()[0]
        await sa.apply(leader, card(sa, leader), actor=leader)
        await a_store.set_seat_user(gid, "3", "77", "newcomer")  # a hand-over, elsewhere
    async with b.open(gid) as sb:
        # Caught up move by move on the same copy: no rebuild from the whole log.
        assert sb.loaded is cached and sb.loaded.seq == 4
        assert sb.loaded.token(leader) == 2 and sb.loaded.last_player == leader
        assert sb.loaded.player_of("77") == "3"
        assert sb.game.view(None) == await replayed_view(b_store, gid)
    # A process on its own never looks (one process, one truth: its own cache).
    alone = Sessions(b_store)
    async with alone.open(gid) as s:
        cached = s.loaded
    async with a.open(gid) as sa:
        player = sa.game.active_players()[0]
        await sa.apply(player, card(sa, player), actor=player)
    async with alone.open(gid) as s:
        assert s.loaded is cached and s.loaded.seq == 4


async def test_a_game_started_elsewhere_is_loaded(stores):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await a_store.create_game(
        guild_id=1, channel_id=2, host_id=3, game="tricks", options={}, seed=11, max_seats=3
    )
    for player in PLAYERS:
        await a_store.add_seat(gid, player, f"p{player}")
    async with b.open(gid) as sb:
        assert sb.game is None and sb.row.status == "lobby"
    async with a.open(gid) as sa:
        await sa.start()
    async with b.open(gid) as sb:
        assert sb.row.status == "active" and sb.game is not None
        await sb.apply("1", card(sb, "1"), actor="1")


async def test_an_undo_racing_a_move_is_refused(stores, undoable):
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with a.open(gid) as sa:
        await sa.apply("1", card(sa, "1"), actor="1")
    async with b.open(gid) as sb:
        async with a.open(gid) as sa:
            await sa.apply("2", card(sa, "2"), actor="2")
        # b saw 1's move as the last; the log (which an undo reads) has 2's since.
        with pytest.raises(UserFacing) as refused:
            await sb.undo("1", actor="1")
        assert refused.value.key == "err.undo.others"
        # 2's undo is checked against the log, but b's copy is behind: its append of move 2
        # loses, b catches up and stores the undo as move 3.
        assert sb.loaded.seq == 1
        undone = await sb.undo("2", actor="2")
        assert undone.seq == 3 and sb.loaded.seq == 3 and sb.loaded.token("2") == 2
        assert sb.game.view(None) == await replayed_view(b_store, gid)
    assert [p for _, p, _ in await log_of(a_store, gid)] == ["1", "2", "2"]


async def test_a_computer_chooses_for_the_position_its_process_holds(stores):
    """A deadline move on a process whose copy is behind the log: the choice is made for the
    position that copy holds (the move it applies must suit it), then the race decides. The
    computer once chose from the whole log, for a later position: its move was refused as
    illegal, or it had no legal move at all."""
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    gid = await started_game(a_store, a)
    async with b.open(gid) as sb:  # b holds the game at move 0, passing
        async with a.open(gid) as sa:
            for player in PLAYERS[:2]:
                await sa.apply(player, card(sa, player), actor=player)
        job = await Thinking(1).job(sb, "3", policy="random")
        assert job.actions == () and sb.loaded.seq == 0
        action = think(job)
        assert action in sb.game.legal_actions("3")
        outcome = await sb.apply("3", action, sb.loaded.token("3"), actor="cpu:deadline")
        assert outcome.seq == 3  # lost the race for move 1, caught up, still legal
    assert [seq for seq, *_ in await log_of(a_store, gid)] == [1, 2, 3]


async def test_the_lease_holder_takes_on_moves_stored_while_it_worked(stores):
    """Store, then try the lease; release, then look: a move stored while another process
    does the game's work is done by that process, once."""
    a_store, b_store = stores
    a, b = Sessions(a_store, shared=True), Sessions(b_store, shared=True)
    a_leases = Leases(a_store, shared=True, owner="a")
    b_leases = Leases(b_store, shared=True, owner="b")
    gid = await started_game(a_store, a)
    done: list[tuple[str, int]] = []

    def announcer(name: str, store: Storage):
        async def announce(s: Session) -> None:
            for seq in range(await store.announced(gid) + 1, s.loaded.seq + 1):
                done.append((name, seq))
                await store.mark_announced(gid, seq)
            if name == "b" and s.loaded.seq == 1:
                # Meanwhile, on a: a move is stored; a cannot take the lease b holds.
                async with a.open(gid) as sa:
                    await sa.apply("2", card(sa, "2"), actor="2")
                    await a_leases.run(sa, announcer("a", a_store))

        return announce

    async with b.open(gid) as sb:
        await sb.apply("1", card(sb, "1"), actor="1")
        await b_leases.run(sb, announcer("b", b_store))
        assert sb.loaded.seq == 2  # b caught up on a's move to announce it
    assert done == [("b", 1), ("b", 2)]
    assert await a_store.announced(gid) == 2
    # Released: a may take it now; nothing left to do.
    async with a.open(gid) as sa:
        await a_leases.run(sa, announcer("a", a_store))
    assert done == [("b", 1), ("b", 2)]


async def test_a_lease_left_by_a_dead_process_is_taken_when_it_expires(stores):
    a_store, b_store = stores
    a = Sessions(a_store, shared=True)
    leases = Leases(a_store, shared=True, owner="alive")
    gid = await started_game(a_store, a)
    ran: list[int] = []

    async def work(s: Session) -> None:
        ran.append(s.loaded.seq)

    await b_store.claim_lease(gid, "effects", "dead", 60)
    async with a.open(gid) as sa:
        await leases.run(sa, work)
        assert ran == []
        await b_store.claim_lease(gid, "effects", "dead", -1)  # as if its time ran out
        await leases.run(sa, work)
        assert ran == [0]
    # One process: no lease is stored or needed.
    alone = Leases(a_store, shared=False)
    await b_store.claim_lease(gid, "effects", "dead", 60)
    async with a.open(gid) as sa:
        await alone.run(sa, work)
    assert ran == [0, 0]


async def test_work_whose_lease_ran_out_stops(stores):
    """A process paused past its lease's end, and another took the lease: the first stops at
    its next renewal and leaves the other's lease alone."""
    a_store, b_store = stores
    a = Sessions(a_store, shared=True)
    late = Leases(a_store, shared=True, seconds=-1, owner="late")  # ran out as soon as taken
    gid = await started_game(a_store, a)
    steps: list[str] = []

    async def work(s: Session) -> None:
        steps.append("started")
        assert await b_store.claim_lease(gid, "effects", "other", 60)
        await late.renew(s)
        steps.append("went on")

    async with a.open(gid) as sa:
        await late.run(sa, work)
    assert steps == ["started"]
    assert not await a_store.claim_lease(gid, "effects", "late", 60)  # still the other's
