"""The storage contract, on SQLite and on a real PostgreSQL: every Storage method, the same
answers from both, writes committed before they return, migrations forward and refused."""

from __future__ import annotations

import asyncio
import shutil
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import (
    DuplicateAction,
    GameSettings,
    SqliteStorage,
    Storage,
    StorageError,
    Wait,
    migration_files,
    open_storage,
)

T0 = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
# Discord ids need all 64 bits (a 32-bit column would refuse them).
GUILD, CHANNEL, HOST = 1_234_567_890_123_456_789, 987_654_321_098_765_432, 111_222_333_444_555_666
ACTION = {"type": "track", "railroad": "SF", "route": "kansas-city~denver~2", "branch": False}


async def new_game(store: Storage, *, guild: int | None = GUILD, players=("1", "2")) -> int:
    gid = await store.create_game(
        guild_id=guild,
        channel_id=CHANNEL,
        host_id=HOST,
        game="santafe",
        options={"advanced": True, "names": ["ü", "✓"]},
        seed=2**31 - 1,
        max_seats=4,
    )
    for player in players:
        await store.add_seat(gid, player, f"p{player}")
    return gid


async def test_backend_class_follows_the_url(store, dialect):
    assert (
        type(store).__name__
        == {"sqlite": "SqliteStorage", "postgresql": "PostgresStorage"}[dialect]
    )
    assert await store.migrate() == migration_files(dialect)[-1][0]  # idempotent


async def test_language_and_member_locales(store):
    gid = await new_game(store)
    assert (await store.game(gid)).language == "en"
    french = await store.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=HOST,
        game="santafe",
        options={},
        seed=1,
        max_seats=4,
        language="fr",
    )
    assert (await store.game(french)).language == "fr"
    await store.update_game(french, language="nl")
    assert (await store.game(french)).language == "nl"
    assert await store.member_locales() == {}
    await store.put_member_locale("42", "fr")
    await store.put_member_locale("43", "nl")
    await store.put_member_locale("42", "en-GB")
    assert await store.member_locales() == {"42": "en-GB", "43": "nl"}


async def test_create_and_update_game(store):
    gid = await new_game(store)
    other = await new_game(store, guild=None)
    assert other > gid
    row = await store.game(gid)
    assert row is not None
    assert (row.id, row.guild_id, row.channel_id, row.host_id) == (gid, GUILD, CHANNEL, HOST)
    assert row.options == {"advanced": True, "names": ["ü", "✓"]}
    assert (row.seed, row.max_seats, row.status, row.announced_seq) == (2**31 - 1, 4, "lobby", 0)
    assert row.thread_id is None and row.lobby_message_id is None
    assert row.created_at == row.updated_at and datetime.fromisoformat(row.created_at)
    await store.update_game(
        gid, thread_id=2**62, lobby_message_id=5, status="active", options={"x": 1}, host_id=7
    )
    row = await store.game(gid)
    assert row is not None
    assert (row.thread_id, row.lobby_message_id, row.status, row.options, row.host_id) == (
        2**62,
        5,
        "active",
        {"x": 1},
        7,
    )
    assert await store.game_by_thread(2**62) == row
    assert await store.game_by_thread(3) is None
    assert await store.game(10_000) is None
    with pytest.raises(ValueError):
        await store.update_game(gid, max_seats=9)


async def test_games_filters(store):
    a = await new_game(store, players=("1", "2"))
    b = await new_game(store, players=("2", "cpu:1"))
    c = await new_game(store, guild=5, players=("1",))
    await store.update_game(b, status="active")
    await store.update_game(c, status="over")
    assert [g.id for g in await store.games()] == [a, b]
    assert [g.id for g in await store.games(statuses=("over",))] == [c]
    assert [g.id for g in await store.games(statuses=("lobby", "active", "over"))] == [a, b, c]
    assert await store.games(statuses=()) == []
    assert [g.id for g in await store.games(guild_id=GUILD, player="1")] == [a]
    assert [g.id for g in await store.games(player="2")] == [a, b]
    await store.set_seat_user(b, "2", "9", "nine")  # the seat's player now is member 9
    assert [g.id for g in await store.games(player="2")] == [a]
    assert [g.id for g in await store.games(player="9")] == [b]
    await store.set_seat_user(b, "2", None)  # a computer plays it: nobody's game
    assert await store.games(player="9") == []


async def test_seats_positions_flags_and_users(store):
    gid = await new_game(store, players=("1", "2", "3", "cpu:1"))
    seats = await store.seats(gid)
    assert [(s.pos, s.player, s.name) for s in seats] == [
        (0, "1", "p1"),
        (1, "2", "p2"),
        (2, "3", "p3"),
        (3, "cpu:1", "pcpu:1"),
    ]
    assert not any(s.dm_closed or s.autoplay or s.left_server or s.user_id for s in seats)
    assert seats[3].is_cpu and seats[0].user == "1"
    # Removing a seat keeps positions dense and in join order.
    await store.remove_seat(gid, "2")
    assert [(s.pos, s.player) for s in await store.seats(gid)] == [(0, "1"), (1, "3"), (2, "cpu:1")]
    await store.remove_seat(gid, "1")
    await store.add_seat(gid, "4", "p4")
    assert [(s.pos, s.player) for s in await store.seats(gid)] == [(0, "3"), (1, "cpu:1"), (2, "4")]
    for flag in ("dm_closed", "autoplay", "left_server"):
        await store.set_seat_flag(gid, "3", flag, True)
    (three, *_) = await store.seats(gid)
    assert three.dm_closed and three.autoplay and three.left_server and three.user is None
    await store.set_seat_flag(gid, "3", "autoplay", False)
    assert not (await store.seats(gid))[0].autoplay
    with pytest.raises(ValueError):
        await store.set_seat_flag(gid, "3", "pos", True)
    # Handing the seat over clears the flags; name None keeps the name.
    await store.set_seat_user(gid, "3", "77", None)
    three = (await store.seats(gid))[0]
    assert (three.user_id, three.name, three.user) == ("77", "p3", "77")
    assert not (three.dm_closed or three.autoplay or three.left_server)
    await store.set_seat_user(gid, "3", "78", "Bea")
    assert (await store.seats(gid))[0].name == "Bea"
    await store.set_seat_user(gid, "3", None)
    assert (await store.seats(gid))[0].is_cpu
    assert await store.seats(10_000) == []


async def test_concurrent_joins_get_dense_positions(store):
    """Many members joining one lobby at once (several connections on PostgreSQL)."""
    gid = await new_game(store, players=())
    await asyncio.gather(*(store.add_seat(gid, str(n), f"p{n}") for n in range(12)))
    seats = await store.seats(gid)
    assert sorted(s.pos for s in seats) == list(range(12))
    assert sorted(s.player for s in seats) == sorted(str(n) for n in range(12))


async def test_actions_log(store):
    gid = await new_game(store)
    await store.update_game(gid, status="active")
    assert await store.actions(gid) == []
    assert await store.last_action_at(gid) is None
    assert await store.last_move_of(gid, "1") == 0
    await store.append_action(gid, 1, "1", ACTION)
    await store.append_action(gid, 2, "2", {"type": "pass", "n": 3}, actor="cpu:deadline")
    await store.append_action(gid, 3, "1", {"type": "pass"}, actor="77")  # a replacement
    await store.append_action(gid, 4, "2", {"type": "pass"}, actor="2")
    stored = await store.actions(gid)
    # A move stored without an actor was made by its seat's player.
    assert [(a.seq, a.player, a.actor) for a in stored] == [
        (1, "1", "1"),
        (2, "2", "cpu:deadline"),
        (3, "1", "77"),
        (4, "2", "2"),
    ]
    assert stored[0].action == ACTION and stored[1].action == {"type": "pass", "n": 3}
    # Old rows without an actor were made by their seat's player.
    assert await store.last_move_of(gid, "1") == 1
    assert await store.last_move_of(gid, "77") == 3
    assert await store.last_move_of(gid, "2") == 4
    assert await store.last_action_at(gid) == max(a.created_at for a in stored)
    assert (await store.game(gid)).status == "active"  # type: ignore[union-attr]


async def test_a_duplicate_seq_is_refused_and_changes_nothing(store):
    gid = await new_game(store)
    await store.update_game(gid, status="active")
    await store.append_action(gid, 1, "1", ACTION)
    with pytest.raises(DuplicateAction) as caught:
        await store.append_action(gid, 1, "2", {"type": "pass"}, over=True)
    assert isinstance(caught.value, StorageError)
    # The end that came with the refused move is not stored either: one transaction.
    assert (await store.game(gid)).status == "active"  # type: ignore[union-attr]
    assert [(a.seq, a.player) for a in await store.actions(gid)] == [(1, "1")]
    # The same seq in another game is fine.
    other = await new_game(store)
    await store.append_action(other, 1, "1", ACTION)


async def test_racing_moves_store_one(store):
    gid = await new_game(store)
    results = await asyncio.gather(
        *(store.append_action(gid, 1, "1", {"n": n}) for n in range(8)), return_exceptions=True
    )
    assert sum(r is None for r in results) == 1
    assert all(isinstance(r, DuplicateAction) for r in results if r is not None)
    assert len(await store.actions(gid)) == 1


async def test_the_last_move_ends_the_game_in_the_same_commit(store, database):
    gid = await new_game(store)
    await store.update_game(gid, status="active")
    await store.append_action(gid, 1, "1", ACTION, over=True)
    # Another connection (another process) sees both: committed, together.
    other = await open_storage(database)
    try:
        row = await other.game(gid)
        assert row is not None and row.status == "over"
        assert [a.seq for a in await other.actions(gid)] == [1]
    finally:
        await other.close()


async def test_every_write_is_committed_before_it_returns(store, database):
    other = await open_storage(database)
    try:
        gid = await new_game(store)
        assert (await other.game(gid)) is not None
        assert len(await other.seats(gid)) == 2
        await store.append_action(gid, 1, "1", ACTION)
        assert len(await other.actions(gid)) == 1
        await store.put_message(gid, "prompt", 1, 2)
        assert await other.get_message(gid, "prompt") == (1, 2, "")
        await store.set_waits(gid, {"1": "k"}, T0)
        assert await other.games_waiting() == [gid]
        await store.set_away(gid, "1", T0)
        assert await other.away(gid) == {"1": T0}
        await store.mark_step(gid, 1, "post")
        assert await other.steps_done(gid, 1) == {"post"}
    finally:
        await other.close()


async def test_messages(store):
    gid = await new_game(store)
    assert await store.get_message(gid, "prompt") is None
    await store.put_message(gid, "prompt", CHANNEL, 2**63 - 1)
    await store.put_message(gid, "prompt", CHANNEL, 5, user_id="1", token="t1")
    assert await store.get_message(gid, "prompt") == (CHANNEL, 2**63 - 1, "")
    assert await store.get_message(gid, "prompt", "1") == (CHANNEL, 5, "t1")
    # Putting again replaces.
    await store.put_message(gid, "prompt", 3, 6, user_id="1", token="t2")
    assert await store.get_message(gid, "prompt", "1") == (3, 6, "t2")
    await store.delete_message(gid, "prompt", "1")
    assert await store.get_message(gid, "prompt", "1") is None
    assert await store.get_message(gid, "prompt") is not None
    await store.delete_message(gid, "prompt")
    assert await store.get_message(gid, "prompt") is None
    await store.delete_message(gid, "nothing")  # deleting what is not there is fine


async def test_settings(store):
    gid = await new_game(store)
    assert await store.game_settings(gid) == GameSettings()
    mine = GameSettings(
        reminder_hours=0.1,
        second_reminder_hours=36,  # an int is stored as hours too
        deadline_hours=48.5,
        deadline_action="ask_host",
        away_mode="pause",
        cpu_fill=True,
    )
    await store.put_game_settings(gid, mine)
    got = await store.game_settings(gid)
    assert got == GameSettings(0.1, 36.0, 48.5, "ask_host", "pause", True)
    await store.put_game_settings(gid, GameSettings(deadline_hours=None))
    assert await store.game_settings(gid) == GameSettings(deadline_hours=None)  # no clock
    paced = GameSettings(deadline_hours=12, bank_hours=0.5, deadline_action="skip")
    await store.put_game_settings(gid, paced)
    assert await store.game_settings(gid) == paced


async def test_server_pace_banks_nudges_members_and_held_messages(store):
    from bot.storage import MemberPrefs

    assert await store.server_pace(5) == GameSettings()  # the bot's default pace
    await store.put_server_computer_level(5, "heuristic")
    assert await store.server_pace(5) == GameSettings(computer_level="heuristic")
    await store.put_server_pace(5, GameSettings(deadline_hours=None, bank_hours=0))
    assert await store.server_pace(5) == GameSettings(
        deadline_hours=None, bank_hours=0, computer_level="heuristic"
    )
    assert await store.server_computer_level(5) == "heuristic"

    gid = await new_game(store)
    assert await store.banks(gid) == {}
    await store.draw_banks(gid, {"a": 30.0, "b": 0.0})
    await store.draw_banks(gid, {"a": 12.5})
    assert await store.banks(gid) == {"a": 42.5}

    assert await store.last_nudge(gid) is None
    assert await store.claim_nudge(gid, "a", 1000, since=0)
    assert not await store.claim_nudge(gid, "b", 1100, since=1000 - 3600)  # too soon
    assert await store.last_nudge(gid) == (1000, "a")
    assert await store.claim_nudge(gid, "b", 5000, since=5000 - 3600)
    assert await store.last_nudge(gid) == (5000, "b")

    assert await store.member_prefs(["u1"]) == {}
    assert await store.claim_zone_question("u1")
    assert not await store.claim_zone_question("u1")  # asked once
    assert await store.member_prefs(["u1", "u2"]) == {"u1": MemberPrefs("u1", zone_asked=True)}
    mine = MemberPrefs("u1", "Europe/Paris", 22 * 60, 7 * 60 + 30, True)
    await store.put_member_prefs(mine)
    assert await store.member_prefs(["u1"]) == {"u1": mine}

    await store.hold_message("u1", gid, 2000, "later", "hand")
    await store.hold_message("u1", gid, 1000, "sooner")
    assert [m.content for m in await store.due_messages(1500)] == ["sooner"]
    due = await store.due_messages(3000)
    assert [(m.content, m.button) for m in due] == [("sooner", ""), ("later", "hand")]
    assert await store.claim_held(due[0].id)
    assert not await store.claim_held(due[0].id)  # sent once
    assert [m.content for m in await store.held_messages("u1")] == ["later"]


async def test_waits(store):
    a = await new_game(store)
    b = await new_game(store)
    assert await store.waits(a) == [] and await store.games_waiting() == []
    await store.set_waits(a, {"1": "r1", "2": "r1"}, T0)
    assert await store.waits(a) == [Wait("1", "r1", T0, T0, 0, 0), Wait("2", "r1", T0, T0, 0, 0)]
    await store.update_wait(a, "1", "r1", reminded=2)
    later = T0 + timedelta(hours=3)
    await store.update_wait(a, "2", "r1", deadline_state=1, deadline_from=later)
    # A new decision for 2 is a new wait; 1's wait keeps its start and reminder level.
    await store.set_waits(a, {"1": "r1", "2": "r2"}, later)
    assert await store.waits(a) == [
        Wait("1", "r1", T0, T0, 2, 0),
        Wait("2", "r2", later, later, 0, 0),
    ]
    with pytest.raises(ValueError):
        await store.update_wait(a, "1", "r1", wait_key="x")
    await store.set_waits(b, {"1": "x"}, T0)
    assert await store.games_waiting() == [a, b]
    await store.drop_waits(a, "2")
    assert [w.player for w in await store.waits(a)] == ["1"]
    await store.drop_waits(a)
    assert await store.waits(a) == []
    assert await store.games_waiting() == [b]
    await store.set_waits(b, {}, T0)
    assert await store.games_waiting() == []


async def test_away(store):
    gid = await new_game(store)
    assert await store.away(gid) == {}
    await store.set_away(gid, "1", T0 + timedelta(days=2))
    await store.set_away(gid, "2", T0)
    await store.set_away(gid, "1", T0 + timedelta(hours=1))  # back early: replaced
    assert await store.away(gid) == {"1": T0 + timedelta(hours=1), "2": T0}
    assert (await store.away(gid))["2"].tzinfo is not None


async def test_durable_effects(store):
    gid = await new_game(store)
    await store.update_game(gid, status="active")
    assert await store.games_unannounced() == []
    await store.append_action(gid, 1, "1", ACTION)
    await store.append_action(gid, 2, "2", ACTION)
    assert await store.games_unannounced() == [gid]
    assert await store.announced(gid) == 0 and await store.announced(10_000) == 0
    await store.mark_step(gid, 1, "thread")
    await store.mark_step(gid, 1, "thread")  # a retry: still once
    await store.mark_step(gid, 2, "dm:1")
    assert await store.steps_done(gid, 1) == {"thread"}
    await store.mark_announced(gid, 1)
    assert await store.announced(gid) == 1
    assert await store.steps_done(gid, 1) == set()  # done steps of announced moves go
    assert await store.steps_done(gid, 2) == {"dm:1"}
    await store.mark_announced(gid, 2)
    await store.mark_announced(gid, 1)  # a late, older marker never goes back
    assert await store.announced(gid) == 2
    assert await store.games_unannounced() == []
    # A lobby never counts; a game over with an unannounced last move does.
    lobby = await new_game(store)
    await store.append_action(lobby, 1, "1", ACTION)
    await store.append_action(gid, 3, "1", ACTION, over=True)
    assert await store.games_unannounced() == [gid]


async def test_games_waiting_on_computers_and_of_member(store):
    a = await new_game(store, players=("1", "cpu:1"))
    b = await new_game(store, players=("1", "2"))
    c = await new_game(store, guild=5, players=("1",))
    for gid in (a, b, c):
        await store.update_game(gid, status="active")
    await store.set_waits(b, {"2": "k"}, T0)
    assert await store.games_waiting_on_computers() == [a, c]
    await store.update_game(c, status="over")
    assert await store.games_waiting_on_computers() == [a]
    assert [g.id for g in await store.games_of_member(GUILD, "1")] == [a, b]
    assert [g.id for g in await store.games_of_member(5, "1")] == []  # c is over
    await store.set_seat_flag(a, "1", "autoplay", True)  # a computer plays 1's seat in a
    assert [g.id for g in await store.games_of_member(GUILD, "1")] == [b]
    await store.set_seat_user(b, "2", "55")
    assert [g.id for g in await store.games_of_member(GUILD, "55")] == [b]
    assert await store.games_of_member(GUILD, "2") == []


async def test_games_awaiting_a_member(store):
    a = await new_game(store, guild=GUILD)
    b = await new_game(store, guild=7)  # another server
    c = await new_game(store)
    for game in (a, b, c):
        await store.update_game(game, status="active")
    await store.set_waits(a, {"1": "k"}, T0)
    await store.set_waits(b, {"1": "k", "2": "k"}, T0)
    await store.set_waits(c, {"2": "k"}, T0)
    assert [g.id for g in await store.games_awaiting("1")] == [a, b]
    assert [g.id for g in await store.games_awaiting("2")] == [b, c]
    await store.set_seat_user(b, "1", "77")  # someone else plays 1's seat in b now
    assert [g.id for g in await store.games_awaiting("1")] == [a]
    assert [g.id for g in await store.games_awaiting("77")] == [b]
    await store.update_game(a, status="over")
    assert await store.games_awaiting("1") == []


# ------------------------------------------------------------------ migrations


async def test_fresh_database_reaches_the_latest_version(database, dialect):
    store = await Storage.open(database)
    try:
        assert await store.migrate() == migration_files(dialect)[-1][0]
    finally:
        await store.close()
    again = await Storage.open(database)  # reopening applies nothing
    await again.close()


def test_both_dialects_have_the_same_migrations():
    names = [path.name for _, path in migration_files("sqlite")]
    assert names and names == [path.name for _, path in migration_files("postgresql")]


def _migrations_up_to(tmp_path, last: int, extra: dict[str, str] | None = None):
    """A copy of the migration folders holding only migrations <= last, plus `extra`."""
    folder = tmp_path / "migrations"
    (folder / "postgresql").mkdir(parents=True)
    for dialect, sub in (("sqlite", folder), ("postgresql", folder / "postgresql")):
        for number, path in migration_files(dialect):
            if number <= last:
                shutil.copy(path, sub / path.name)
        for name, text in (extra or {}).items():
            (sub / name).write_text(text)
    return folder


async def test_migrating_from_version_4_keeps_every_game(database, dialect, tmp_path, monkeypatch):
    """A database of version 4 (before compact action rows) migrated to the latest version:
    every game, seat, message and stored move is kept, the moves in their new rows."""
    monkeypatch.setattr("bot.storage.MIGRATIONS", _migrations_up_to(tmp_path, 4))
    old = await Storage.open(database)
    try:
        assert await old.migrate() == 4
        # Version 4 has no language column: the game goes in as that version wrote it.
        gid = int(
            (
                await old._insert_returning(
                    "INSERT INTO games (guild_id, channel_id, host_id, game, options, seed,"
                    " max_seats, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " RETURNING id",
                    (
                        GUILD,
                        CHANNEL,
                        HOST,
                        "santafe",
                        '{"advanced": true, "names": ["ü", "✓"]}',
                        2**31 - 1,
                        4,
                        "2026-11-30T12:00:00+00:00",
                        "2026-11-30T12:00:00+00:00",
                    ),
                )
            )[0]
        )
        for player in ("1", "2"):
            await old.add_seat(gid, player, f"p{player}")
        await old._write(
            ("UPDATE games SET status = 'active', thread_id = 42 WHERE id = ?", (gid,))
        )
        # Actions as version 4 stored them: the player's id, ISO time, JSON object.
        for seq, player, action, actor in V4_ACTIONS:
            await old._write(
                (
                    "INSERT INTO actions (game_id, seq, player, action, created_at, actor)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (gid, seq, player, action, f"2026-11-30T12:0{seq}:00+00:00", actor),
                )
            )
        await old._write(
            (
                "INSERT INTO waits (game_id, player, wait_key, started_at, deadline_from)"
                " VALUES (?, '1', 'k', '2026-11-30T12:05:00+00:00', '2026-11-30T12:05:00+00:00')",
                (gid,),
            )
        )
        await old.put_message(gid, "prompt", 1, 2)
        await old._write(("UPDATE games SET announced_seq = 3 WHERE id = ?", (gid,)))
    finally:
        await old.close()
    monkeypatch.undo()
    store = await Storage.open(database)
    try:
        row = await store.game(gid)
        assert row is not None and (row.status, row.thread_id) == ("active", 42)
        assert row.options == {"advanced": True, "names": ["ü", "✓"]}
        assert row.announced_seq == 3 and await store.games_unannounced() == []
        stored = await store.actions(gid)
        assert [(a.seq, a.player, a.actor, a.created_at) for a in stored] == [
            (1, "1", "1", "2026-11-30T12:01:00+00:00"),  # no actor: the seat's player
            (2, "2", "cpu", "2026-11-30T12:02:00+00:00"),
            (3, "1", "77", "2026-11-30T12:03:00+00:00"),  # someone else moved for "1"
        ]
        assert [a.action for a in stored] == [ACTION, {"type": "pass"}, {"n": ["ü", 1.5]}]
        assert await store.last_move_of(gid, "1") == 1 and await store.last_move_of(gid, "77") == 3
        assert await store.last_action_at(gid) == "2026-11-30T12:03:00+00:00"
        # The latest move is known; every game is settled once after the migration.
        assert (row.last_seq, row.settled_seq) == (3, -1) and await store.games_unsettled() == [gid]
        # A wait from before is looked at by the next check, which stores its due time.
        assert [(w.player, w.due_at) for w in await store.waits(gid)] == [("1", 0)]
        assert await store.due_waits(T0) == [(gid, "1", "k")]
        # The game goes on in the new rows.
        await store.append_action(gid, 4, "2", ACTION, actor="2")
        assert [a.seq for a in await store.actions(gid)] == [1, 2, 3, 4]
        assert (await store.game(gid)).last_seq == 4  # type: ignore[union-attr]
        assert [(s.player, s.left_server) for s in await store.seats(gid)] == [
            ("1", False),
            ("2", False),
        ]
        assert await store.get_message(gid, "prompt") == (1, 2, "")
        assert row.language == "en"  # games from before languages were English
    finally:
        await store.close()


V4_ACTIONS = [
    (
        1,
        "1",
        '{"type":"track","railroad":"SF","route":"kansas-city~denver~2","branch":false}',
        None,
    ),
    (2, "2", '{"type":"pass"}', "cpu"),
    (3, "1", '{"n":["\\u00fc",1.5]}', "77"),
]


SET_VERSION = {
    "sqlite": "PRAGMA user_version = {}",
    "postgresql": "INSERT INTO schema_version (version, applied_at) VALUES ({}, 'test')",
}


async def test_a_newer_schema_is_refused(database, dialect):
    store = await Storage.open(database)
    newer = migration_files(dialect)[-1][0] + 1
    await store._write((SET_VERSION[dialect].format(newer), ()))
    await store.close()
    with pytest.raises(StorageError, match="newer"):
        await Storage.open(database)


async def test_a_failing_migration_is_refused_and_closes_everything(
    database, dialect, tmp_path, monkeypatch, request
):
    latest = migration_files(dialect)[-1][0]
    folder = _migrations_up_to(
        tmp_path, latest, {"999_broken.sql": "CREATE TABLE games (oops INTEGER);"}
    )
    monkeypatch.setattr("bot.storage.MIGRATIONS", folder)
    with pytest.raises(StorageError, match="999_broken"):
        await Storage.open(database)
    monkeypatch.undo()
    store = await Storage.open(database)  # the migrations before it were kept
    try:
        assert await store.migrate() == latest
    finally:
        await store.close()
    if dialect == "postgresql":
        import asyncpg

        # The failed open left no connection behind: its pool was closed.
        conn = await asyncpg.connect(request.getfixturevalue("postgres_server"))
        try:
            name = database.rsplit("/", 1)[1].split("?")[0]
            left = await conn.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = $1", name
            )
        finally:
            await conn.close()
        assert left == 0


async def test_urls_and_paths(tmp_path):
    by_path = await Storage.open(tmp_path / "a.sqlite3")  # a Path, as before
    by_text = await open_storage(str(tmp_path / "b.sqlite3"))  # WHISTLESTOP_DB's bare path
    by_url = await open_storage(f"sqlite:///{tmp_path / 'c.sqlite3'}")
    memory = await open_storage("sqlite:///:memory:")
    for store in (by_path, by_text, by_url, memory):
        assert isinstance(store, SqliteStorage)
        await store.close()
    assert sorted(p.name for p in tmp_path.glob("*.sqlite3")) == [
        "a.sqlite3",
        "b.sqlite3",
        "c.sqlite3",
    ]
    with pytest.raises(StorageError, match="scheme"):
        await open_storage("mysql://localhost/db")


async def test_an_unreachable_server_is_a_storage_error(tmp_path):
    # A unix socket folder with no server in it: refused at once, no network involved.
    with pytest.raises(StorageError, match="cannot connect"):
        await open_storage(f"postgresql://nobody@/nothing?host={tmp_path}")


def test_database_url_setting():
    from bot.settings import DEFAULT_DB_PATH, SettingsError, load_settings

    assert load_settings({}, dotenv=None).database == DEFAULT_DB_PATH  # as before: the file
    assert load_settings({"WHISTLESTOP_DB": "x.sqlite3"}, dotenv=None).database == "x.sqlite3"
    url = "postgresql://ws:secret@db:5432/ws"
    both = load_settings({"DATABASE_URL": url, "WHISTLESTOP_DB": "x.sqlite3"}, dotenv=None)
    assert both.database == url  # the URL wins
    with pytest.raises(SettingsError, match="DATABASE_URL") as caught:
        load_settings({"DATABASE_URL": "mysql://ws:secret@db/ws"}, dotenv=None)
    assert "secret" not in str(caught.value)
