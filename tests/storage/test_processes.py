"""Storage for several processes on one database, on SQLite and on a real PostgreSQL: the cheap
look at a game's last stored move, catching up on others' moves, leases that expire, and
reminders and host questions claimed by exactly one of several connections."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from bot.storage import Storage
from tests.storage.test_backends import ACTION, new_game

T0 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


async def test_game_and_seq_and_actions_after(store):
    gid = await new_game(store)
    row, seq = await store.game_and_seq(gid)
    assert (row, seq) == (await store.game(gid), 0)
    for n in range(1, 4):
        await store.append_action(gid, n, "1" if n % 2 else "2", {**ACTION, "n": n}, actor="x")
    row, seq = await store.game_and_seq(gid)
    assert seq == 3 and row.id == gid and row.options == {"advanced": True, "names": ["ü", "✓"]}
    after = await store.actions_after(gid, 1)
    assert [(a.seq, a.player, a.action["n"], a.actor) for a in after] == [
        (2, "2", 2, "x"),
        (3, "1", 3, "x"),
    ]
    assert await store.actions_after(gid, 3) == []
    assert await store.game_and_seq(gid + 100) is None


async def test_a_lease_has_one_owner_until_released_or_expired(store):
    gid = await new_game(store)
    other = await new_game(store)
    assert await store.claim_lease(gid, "effects", "a", 60)
    assert not await store.claim_lease(gid, "effects", "b", 60)
    assert await store.claim_lease(gid, "effects", "a", 60)  # renewed by its owner
    assert await store.claim_lease(gid, "cadence", "b", 60)  # another kind, another lease
    assert await store.claim_lease(other, "effects", "b", 60)  # another game
    await store.release_lease(gid, "effects", "b")  # not b's: nothing happens
    assert not await store.claim_lease(gid, "effects", "b", 60)
    await store.release_lease(gid, "effects", "a")
    assert await store.claim_lease(gid, "effects", "b", 60)
    # A lease that has run out is anyone's (its owner died): here b's, taken with no time left.
    assert await store.claim_lease(gid, "effects", "b", -1)
    assert await store.claim_lease(gid, "effects", "a", 60)
    assert not await store.claim_lease(gid, "effects", "b", 60)


async def test_a_reminder_and_a_host_question_are_claimed_once(store):
    gid = await new_game(store)
    await store.set_waits(gid, {"1": "k1", "2": "k2"}, T0)
    assert await store.claim_reminder(gid, "1", "k1", 1, "a")
    assert not await store.claim_reminder(gid, "1", "k1", 1, "b")
    assert await store.claim_reminder(gid, "1", "k1", 2, "b")
    assert not await store.claim_reminder(gid, "1", "k1", 1, "a")  # late: the level stays 2
    assert {w.player: w.reminded for w in await store.waits(gid)} == {"1": 2, "2": 0}
    assert await store.claim_host_question(gid, "2", "k2", T0, "a")
    assert not await store.claim_host_question(gid, "2", "k2", T0, "b")
    assert {w.player: w.deadline_state for w in await store.waits(gid)} == {"1": 0, "2": 1}
    # The host chose to wait: a new deadline, and it may be asked about once more.
    later = T0 + timedelta(hours=5)
    await store.update_wait(gid, "2", "k2", deadline_state=0, deadline_from=later)
    assert await store.claim_host_question(gid, "2", "k2", later, "b")
    assert not await store.claim_host_question(gid, "2", "k2", later, "a")
    assert [(p, k, kind, owner) for p, k, kind, owner in await store.notices(gid)] == [
        ("1", "k1", "remind:1", "a"),
        ("1", "k1", "remind:2", "b"),
        ("2", "k2", f"ask_host:{T0.isoformat()}", "a"),
        ("2", "k2", f"ask_host:{later.isoformat()}", "b"),
    ]


async def test_connections_racing_for_claims_get_each_once(store, database):
    """Three connections (as three processes would hold) ask for the same claims at once:
    each reminder and each lease goes to exactly one of them."""
    others = [await Storage.open(database) for _ in range(2)]
    stores = [store, *others]
    try:
        gid = await new_game(store)
        players = {str(n): f"k{n}" for n in range(10)}
        await store.set_waits(gid, players, T0)
        for level in (1, 2):
            won = await asyncio.gather(
                *(
                    s.claim_reminder(gid, player, key, level, f"owner{i}")
                    for player, key in players.items()
                    for i, s in enumerate(stores)
                )
            )
            assert sum(won) == len(players)
        owners = [row[3] for row in await store.notices(gid)]
        assert len(owners) == 2 * len(players)
        for round_ in range(5):
            won = await asyncio.gather(
                *(s.claim_lease(gid, f"r{round_}", f"owner{i}", 60) for i, s in enumerate(stores))
            )
            assert sum(won) == 1
    finally:
        for s in others:
            await s.close()


async def test_an_announcement_step_is_carried_out_by_one_process(postgres_url):
    """Each step is claimed by the lease's holder, in a transaction held while it is posted:
    a process that took the game over waits for it and finds the step done, or free again
    when the post failed; a process that lost its lease may claim nothing."""
    first, second = await Storage.open(postgres_url), await Storage.open(postgres_url)
    try:
        gid = await new_game(first)
        assert await first.claim_lease(gid, "effects", "a", 60)
        async with first.claim_step(gid, 1, "post:0", "a") as claim:
            assert claim.state == "mine"
            # The lease runs out while "a" posts, and "b" takes the game over.
            await first._write(("UPDATE leases SET owner = 'b' WHERE game_id = ?", (gid,)))

            async def take_over() -> str:
                async with second.claim_step(gid, 1, "post:0", "b") as theirs:
                    return theirs.state

            waiting = asyncio.create_task(take_over())
            await asyncio.sleep(0.2)
            assert not waiting.done()  # it waits for the post
            claim.carried_out = True
        assert await waiting == "done"
        assert await first.steps_done(gid, 1) == {"post:0"}
        # A post that failed leaves the step free for the next one to try.
        async with second.claim_step(gid, 1, "post:1", "b") as claim:
            assert claim.state == "mine"
        async with second.claim_step(gid, 1, "post:1", "b") as claim:
            assert claim.state == "mine"
            claim.carried_out = True
        # "a" no longer holds the lease: it stops instead of posting.
        async with first.claim_step(gid, 1, "post:2", "a") as claim:
            assert claim.state == "lost"
        # Announced moves' steps are done.
        await second.mark_announced(gid, 1)
        async with second.claim_step(gid, 1, "post:3", "b") as claim:
            assert claim.state == "done"
    finally:
        await first.close()
        await second.close()


async def test_one_process_claims_steps_without_a_lease(store):
    gid = await new_game(store)
    async with store.claim_step(gid, 1, "post:0") as claim:
        assert claim.state == "mine"
    async with store.claim_step(gid, 1, "post:0") as claim:
        assert claim.state == "mine"
        claim.carried_out = True
    async with store.claim_step(gid, 1, "post:0") as claim:
        assert claim.state == "done"
