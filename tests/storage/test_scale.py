"""Storage at scale, on SQLite and on a real PostgreSQL: compact action rows that read back
exactly, what a restart must resume, due waits from one indexed query, the server's open games
for autocomplete, and the indexes those queries use."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import GameMatch, GameSettings, SqliteStorage, Storage, StorageError, epoch
from tests.storage.test_backends import GUILD, T0, new_game

# Every kind of value and shape an engine may produce, in the order the engine built it.
ACTIONS = [
    {"type": "track", "railroad": "SF", "route": "kansas-city~denver~2", "branch": False},
    {"type": "track", "railroad": "UP", "route": "omaha~denver", "branch": True},
    {"railroad": "SF", "type": "track"},  # another key order is another shape
    {"type": "pass"},
    {"type": "exchange", "cards": [], "nested": {"a": [1, {"b": None}], "c": "ü✓"}},
    {"type": "bid", "amount": 2**40, "ratio": 1.5, "note": 'quote " and \\ and ,:'},
    {"n": 3},  # no type
    {"type": 5, "x": 1},  # a type that is not a string
    {"type": ""},
]


async def test_actions_read_back_exactly_in_compact_rows(store, database):
    member = "412345678901234567"  # a Discord user id
    gid = await new_game(store, players=(member, "2"))
    for seq, action in enumerate(ACTIONS, 1):
        player = member if seq % 2 else "2"
        await store.append_action(gid, seq, player, action, actor="cpu" if seq == 3 else player)
    stored = await store.actions(gid)
    assert [a.action for a in stored] == ACTIONS
    assert [a.player for a in stored[:4]] == [member, "2", member, "2"]
    assert [a.actor for a in stored[:4]] == [member, "2", "cpu", "2"]
    assert [list(a.action) for a in stored] == [list(a) for a in ACTIONS]  # key order too
    # Another connection (another process) knows no shape yet: it reads them from the table.
    other = await Storage.open(database)
    try:
        assert [a.action for a in await other.actions(gid)] == ACTIONS
        await other.append_action(gid, len(ACTIONS) + 1, "2", ACTIONS[0])  # a known shape
        assert (await other.actions(gid))[-1].action == ACTIONS[0]
    finally:
        await other.close()
    # A typed action's text is its shape's id and its values only.
    rows = await store._fetchall(
        "SELECT a.action_id, t.action FROM actions a JOIN action_texts t ON t.id = a.action_id"
        " WHERE a.game_id = ? ORDER BY a.seq",
        (gid,),
    )
    first = rows[0][1]
    assert first.startswith("[") and '"railroad"' not in first and '"track"' not in first
    assert len(first) < len('{"type":"track","railroad":"SF","route":"kansas-city~denver~2"}')
    assert rows[6][1] == '{"n":3}'  # no string type: the plain object
    # Each distinct text is stored once; a move names it by id, the same from either process.
    assert rows[-1][0] == rows[0][0]
    assert len({row[0] for row in rows}) == len(ACTIONS)
    (count,) = await store._fetchall("SELECT COUNT(*) FROM action_texts")
    assert count[0] == len(ACTIONS)


async def test_an_action_needs_a_seat_and_a_game_with_moves_keeps_its_seats(store):
    gid = await new_game(store, players=("1", "2", "3"))
    with pytest.raises(StorageError, match="no seat"):
        await store.append_action(gid, 1, "9", {"type": "pass"})
    assert await store.actions(gid) == []
    await store.remove_seat(gid, "3")  # a lobby: fine
    await store.append_action(gid, 1, "2", {"type": "pass"})
    # Moves name their seat by position: removing one would give them to another player.
    with pytest.raises(StorageError, match="has moves"):
        await store.remove_seat(gid, "1")
    assert [a.player for a in await store.actions(gid)] == ["2"]
    assert [s.player for s in await store.seats(gid)] == ["1", "2"]


async def test_a_move_leaves_the_game_row_alone_and_takes_a_lean_row(postgres_url):
    """PostgreSQL writes a new copy of a row on every update: a move must not update the
    game's wide row (it did through a trigger, about 25 bytes a move in dead copies and index
    entries), and its own row takes 46 bytes with its header, 48 aligned on the page (no text
    but the rare actor)."""
    from bot.storage_pg import PostgresStorage

    store = await Storage.open(postgres_url)
    try:
        assert isinstance(store, PostgresStorage)
        gid = await new_game(store, players=("1", "2"))
        await store.update_game(gid, status="active")
        where = "SELECT ctid::text, xmin::text FROM games WHERE id = $1"
        before = tuple(await store.pool.fetchrow(where, gid))
        for seq in range(1, 21):
            await store.append_action(gid, seq, "12"[seq % 2], ACTIONS[seq % 2])
        assert tuple(await store.pool.fetchrow(where, gid)) == before
        sizes = await store.pool.fetch("SELECT pg_column_size(a.*) FROM actions a")
        assert {row[0] for row in sizes} == {46}
        row = await store.game(gid)
        assert row is not None and row.last_seq == 20
        assert await store.games_unannounced() == [gid] == await store.games_unsettled()
        await store.mark_announced(gid, 20)
        await store.mark_settled(gid, 20)
        assert await store.games_unsettled() == [] and await store.games_unannounced() == []
        count = await store.pool.fetchval("SELECT COUNT(*) FROM unsettled")
        assert count == 0  # the list holds only the games with work left
    finally:
        await store.close()


async def test_the_latest_move_and_what_a_restart_must_resume(store):
    a = await new_game(store)
    b = await new_game(store)
    lobby = await new_game(store)
    for gid in (a, b):
        await store.update_game(gid, status="active")
    # Started, never settled: both are resumed; a lobby never is.
    assert await store.games_unsettled() == [a, b]
    await store.mark_settled(a, 0)
    await store.mark_settled(b, 0)
    assert await store.games_unsettled() == []
    await store.append_action(a, 1, "1", ACTIONS[0])
    await store.append_action(a, 2, "2", ACTIONS[3], over=True)
    row = await store.game(a)
    assert row is not None and (row.last_seq, row.settled_seq, row.status) == (2, 0, "over")
    assert await store.games_unsettled() == [a] and await store.games_unannounced() == [a]
    await store.mark_announced(a, 2)
    assert await store.games_unannounced() == [] and await store.games_unsettled() == [a]
    await store.mark_settled(a, 2)
    await store.mark_settled(a, 1)  # never backwards
    assert (await store.game(a)).settled_seq == 2  # type: ignore[union-attr]
    assert await store.games_unsettled() == []
    await store.update_game(b, status="cancelled")
    await store.append_action(b, 1, "1", ACTIONS[3])
    assert await store.games_unsettled() == []  # a cancelled game is not resumed
    assert (await store.game(lobby)).last_seq == 0  # type: ignore[union-attr]


async def test_games_count_their_waits(store):
    a = await new_game(store)
    await store.update_game(a, status="active")
    awaited = [(await store.game(a)).awaited]  # type: ignore[union-attr]
    await store.set_waits(a, {"1": "k", "2": "k"}, T0)
    awaited.append((await store.game(a)).awaited)  # type: ignore[union-attr]
    await store.set_waits(a, {"2": "k2"}, T0)
    awaited.append((await store.game(a)).awaited)  # type: ignore[union-attr]
    await store.drop_waits(a, "2")
    awaited.append((await store.game(a)).awaited)  # type: ignore[union-attr]
    await store.set_waits(a, {"1": "k"}, T0)
    await store.drop_waits(a)
    awaited.append((await store.game(a)).awaited)  # type: ignore[union-attr]
    assert awaited == [0, 2, 1, 0, 0]
    assert await store.games_waiting_on_computers() == [a]


async def test_due_waits_are_exactly_those_due(store):
    a, b, c = [await new_game(store) for _ in range(3)]
    due = {"1": epoch(T0), "2": epoch(T0 + timedelta(hours=12))}
    await store.set_waits(a, {"1": "k1", "2": "k1"}, T0, due)
    await store.set_waits(b, {"1": "k"}, T0, {"1": None})  # nothing to come
    await store.set_waits(c, {"2": "k"}, T0)  # no due time given: the next check looks
    assert {(w.player, w.due_at) for w in await store.waits(a)} == set(due.items())
    before = T0 - timedelta(seconds=1)
    assert await store.due_waits(before) == [(c, "2", "k")]
    assert await store.due_waits(T0) == [(a, "1", "k1"), (c, "2", "k")]
    later = T0 + timedelta(hours=12, seconds=30)
    assert await store.due_waits(later) == [(a, "1", "k1"), (a, "2", "k1"), (c, "2", "k")]
    await store.set_due(a, {("1", "k1"): epoch(T0 + timedelta(days=1)), ("2", "k1"): None})
    await store.set_due(c, {("2", "k"): epoch(later)})
    assert await store.due_waits(later) == [(c, "2", "k")]
    # Unchanged waits keep their due time; a new wait comes with its own.
    assert not await store.set_waits(a, {"1": "k1", "2": "k1"}, later)
    assert await store.set_waits(a, {"1": "k1", "2": "k2"}, later, {"2": epoch(later)})
    assert await store.due_waits(later) == [(a, "2", "k2"), (c, "2", "k")]


@pytest.mark.parametrize(
    "change",
    [
        lambda store, gid: store.put_game_settings(gid, GameSettings(reminder_hours=1)),
        lambda store, gid: store.set_away(gid, "1", T0 + timedelta(days=1)),
        lambda store, gid: store.set_seat_user(gid, "2", "55"),
        lambda store, gid: store.set_seat_user(gid, "2", None),
        lambda store, gid: store.set_seat_flag(gid, "1", "autoplay", True),
    ],
    ids=["settings", "away", "replaced", "computer", "flag"],
)
async def test_what_due_times_come_from_changing_makes_the_check_look(store, change):
    gid = await new_game(store)
    other = await new_game(store)
    never = {"1": None, "2": None}
    await store.set_waits(gid, {"1": "k", "2": "k"}, T0, never)
    await store.set_waits(other, {"1": "k"}, T0, never)
    assert await store.due_waits(T0) == []
    await change(store, gid)
    assert await store.due_waits(T0) == [(gid, "1", "k"), (gid, "2", "k")]


async def test_open_games_of_a_server_newest_first_and_limited(store):
    mine = []
    others = []
    for n in range(12):
        gid = await new_game(store, players=("7", "8") if n % 3 == 0 else ("8", "9"))
        (mine if n % 3 == 0 else others).append(gid)
        if n % 2:
            await store.update_game(gid, status="active")
    elsewhere = await new_game(store, guild=5, players=("7",))
    closed = await new_game(store, players=("7",))
    await store.update_game(closed, status="over")
    assert [g.id for g in await store.open_games(GUILD)] == sorted(mine + others, reverse=True)
    assert [g.id for g in await store.open_games(GUILD, limit=3)] == sorted(
        mine + others, reverse=True
    )[:3]
    assert [g.id for g in await store.open_games(GUILD, member="7")] == sorted(mine, reverse=True)
    await store.set_seat_user(mine[0], "7", "70")  # someone else plays it now
    await store.set_seat_flag(mine[1], "7", "autoplay", True)  # a computer does
    assert [g.id for g in await store.open_games(GUILD, member="7")] == sorted(
        mine[2:], reverse=True
    )
    assert [g.id for g in await store.open_games(5, member="7")] == [elsewhere]
    active = [gid for n, gid in enumerate(sorted(mine + others)) if n % 2]
    by_kind = [GameMatch(kinds=(("santafe", "active"),))]
    assert [g.id for g in await store.open_games(GUILD, matches=by_kind)] == active[::-1]
    last = str(max(mine + others))
    by_id = [GameMatch(id_like=last)]
    assert [g.id for g in await store.open_games(GUILD, matches=by_id)] == [int(last)]
    both = [GameMatch(id_like=last, kinds=(("santafe", "lobby"),)), GameMatch(kinds=())]
    assert [g.id for g in await store.open_games(GUILD, matches=both)] == (
        [] if int(last) in active else [int(last)]
    )
    assert await store.open_games(GUILD, matches=[]) == []
    assert await store.open_games(GUILD, matches=[GameMatch(kinds=())]) == []


# The queries a tick, a restart and a keystroke run, each read through its index (SQLite's
# plan: no full scan of a table that grows with the number of games).
PLANS = {
    "due": ("SELECT game_id, player, wait_key FROM waits WHERE due_at <= ?", (0,)),
    # Along the unsettled table: it holds only the games with work left.
    "unsettled": (
        "SELECT game_id FROM unsettled WHERE (SELECT games.settled_seq < unsettled.last_seq"
        " AND games.status IN ('active', 'over') FROM games WHERE games.id = unsettled.game_id)"
        " ORDER BY game_id",
        (),
    ),
    "computers": ("SELECT id FROM games WHERE status = 'active' AND awaited = 0", ()),
    "open": (
        "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'active')"
        " ORDER BY id DESC LIMIT ?",
        (1, 25),
    ),
    "member": (
        "SELECT game_id FROM seats WHERE COALESCE(user_id, player) = ? AND autoplay = 0",
        ("7",),
    ),
}


@pytest.mark.parametrize("query", sorted(PLANS))
async def test_the_periodic_and_per_keystroke_queries_use_indexes(tmp_path, query):
    store = await Storage.open(tmp_path / "plans.sqlite3")
    try:
        assert isinstance(store, SqliteStorage)
        sql, params = PLANS[query]
        plan = " / ".join(
            row[3] for row in await store._fetchall(f"EXPLAIN QUERY PLAN {sql}", params)
        )
        # A partial index holds only the rows it is for: scanning it is fine, as is scanning
        # the unsettled table.
        assert "INDEX" in plan or "PRIMARY KEY" in plan, plan
        assert not any(
            step.startswith("SCAN") and "INDEX" not in step and step != "SCAN unsettled"
            for step in plan.split(" / ")
        ), plan
    finally:
        await store.close()


def test_epoch_rounds_down():
    assert epoch(datetime(2026, 1, 1, 0, 0, 0, 999_999, tzinfo=UTC)) == epoch(
        datetime(2026, 1, 1, tzinfo=UTC)
    )
